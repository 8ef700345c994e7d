/** The public portal of the demo organisation, as an anonymous visitor sees it. */
import { expect, test, type Page } from '@playwright/test';
import { expectNoCanaries } from '../support/canaries.ts';

const ORG_NAME = 'Northwind Cloud';
const PORTAL_TITLE = 'Trust Center';
/** `/item/{slug}` or `/product/{product}/{slug}`, with or without the trailing slash. */
const ITEM_URL = /\/(?:item|product\/[^/]+)\/[^/?#]+\/?(?:[?#].*)?$/;

/** Links of items a visitor can open (no padlock), in the cards of the home page. */
function openItemLinks(page: Page) {
  return page
    .getByRole('main')
    .getByRole('article')
    .getByRole('listitem')
    .filter({ hasNot: page.getByRole('img', { name: /restricted/i }) })
    .getByRole('link');
}

test('the home page shows the organisation, the portal title, its sections and cards of items', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);

  await expect(page).toHaveTitle(new RegExp(`${ORG_NAME}.*${PORTAL_TITLE}`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${ORG_NAME} ${PORTAL_TITLE}`);
  await expect(page.getByRole('banner')).toContainText(PORTAL_TITLE);
  await expect(page.getByRole('banner').getByRole('img', { name: `${ORG_NAME} logo` })).toBeVisible();

  // Sections are landmarks named by their headings.
  const sections = page.getByRole('main').getByRole('region');
  expect(await sections.count()).toBeGreaterThanOrEqual(3);

  // A card with items, each item with its enabled state.
  const cardWithItems = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('listitem') })
    .first();
  await expect(cardWithItems).toBeVisible();
  await expect(cardWithItems.getByRole('heading')).not.toBeEmpty();
  await expect(cardWithItems.getByRole('listitem').first().getByRole('link')).toBeVisible();
  await expect(cardWithItems.getByText(/^(Enabled|In Progress|Not enabled)$/).first()).toBeVisible();
  await expect(page.getByText('In Progress', { exact: true }).first()).toBeAttached();

  expectNoCanaries(await page.content(), 'the home page');
});

test('an item opens from the home page at its own address and shows its title', async ({ page }) => {
  await page.goto('/');
  const link = openItemLinks(page).first();
  // biome-ignore lint/performance/useDomNodeTextContent: Playwright's locator.innerText(), the text as shown, not the DOM property
  const title = (await link.innerText()).trim();
  expect(title).not.toBe('');

  await link.click();
  await expect(page).toHaveURL(ITEM_URL);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  expectNoCanaries(await page.content(), `the item page ${page.url()}`);

  // The address works on its own (a shared link), not only by navigation.
  const direct = await page.request.get(page.url());
  expect(direct.status()).toBe(200);
});

test('/trust.json answers the public view as JSON with the organisation id', async ({ request }) => {
  const response = await request.get('/trust.json');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/application\/json/);
  const text = await response.text();
  const body = JSON.parse(text) as { organization?: { id?: unknown; name?: unknown } };
  expect(typeof body.organization?.id).toBe('string');
  expect(body.organization?.id).not.toBe('');
  expect(body.organization?.name).toBe(ORG_NAME);
  expectNoCanaries(text, '/trust.json');
});
