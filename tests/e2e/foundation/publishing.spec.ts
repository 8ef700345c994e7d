/**
 * Publishing from the admin: a changed item title goes live in a new revision, a rollback brings the old one
 * back, and a build that fails leaves the live site serving what it served.
 *
 * These tests change the server's shared state (draft, revisions), so they run in order and each one puts the
 * draft back the way it found it.
 */
import { expect, test, type Page } from '@playwright/test';
import { latestRevisionNumber, liveRevisionNumber, putDraftRecord, readDraft, signIn } from '../support/admin.ts';

test.describe.configure({ mode: 'serial' });

/** A build of the demo takes tens of seconds on a small machine. */
const BUILD_TIMEOUT = 240_000;

interface PublicItem {
  title: string;
  /** Path of the item page, e.g. `/item/soc-2/`. */
  href: string;
  /** Title of the card the item is on. */
  card: string;
}

/** The first item of the home page's cards that a visitor can open. */
async function firstPublicItem(page: Page): Promise<PublicItem> {
  await page.goto('/');
  const link = page
    .getByRole('main')
    .getByRole('article')
    .getByRole('listitem')
    .filter({ hasNot: page.getByRole('img', { name: /restricted/i }) })
    .getByRole('link')
    .first();
  // biome-ignore lint/performance/useDomNodeTextContent: Playwright's locator.innerText(), the text as shown, not the DOM property
  const title = (await link.innerText()).trim();
  const href = await link.getAttribute('href');
  // biome-ignore lint/performance/useDomNodeTextContent: Playwright's locator.innerText(), the text as shown, not the DOM property
  const card = (await link.locator('xpath=ancestor::article[1]').getByRole('heading').first().innerText()).trim();
  expect(title).not.toBe('');
  expect(href).toBeTruthy();
  return { title, href: new URL(href!, page.url()).pathname, card };
}

/** Clicks Publish and waits for "Revision N is live". */
async function publishAndWait(page: Page, expected: number): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText(`Revision ${expected} is live`)).toBeVisible({ timeout: BUILD_TIMEOUT });
}

/** Puts an item's draft title back (through the API: the UI path is what the test itself checks). */
async function restoreItemTitle(page: Page, currentTitle: string, originalTitle: string): Promise<void> {
  const { draft } = await readDraft(page);
  const item = (draft.items as { itemUid: string; title: string }[]).find((entry) => entry.title === currentTitle);
  if (!item) return;
  const response = await putDraftRecord(page, 'items', item.itemUid, { ...item, title: originalTitle });
  expect(response.status(), await response.text()).toBe(200);
}

test('a changed item title goes live on publish, and rolling back brings the old title back', async ({ page }) => {
  test.setTimeout(3 * BUILD_TIMEOUT);
  const item = await firstPublicItem(page);
  const newTitle = `${item.title} (e2e ${Date.now().toString(36)})`;

  await signIn(page);
  const before = await liveRevisionNumber(page);
  const next = (await latestRevisionNumber(page)) + 1;

  try {
    // Edit the title in the item's card, in main mode.
    await page.getByRole('button', { name: `Card actions for ${item.card}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
    const panel = page.getByRole('dialog', { name: item.card, exact: true });
    await panel.getByRole('region', { name: item.title, exact: true }).getByLabel('Title').fill(newTitle);
    await panel.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(panel.getByRole('region', { name: newTitle, exact: true })).toBeVisible();
    await expect(page.getByText('Draft has unpublished changes')).toBeVisible();

    await publishAndWait(page, next);

    // The public site shows the new title.
    await page.goto(item.href);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(newTitle);
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('link', { name: newTitle }).first()).toBeVisible();

    // Roll back to the revision that was live before.
    await page.goto('/admin');
    await page.getByRole('button', { name: `Roll back to this revision (revision ${before})` }).click();
    await expect(page.getByText(`Revision ${next + 1} is live`)).toBeVisible({ timeout: BUILD_TIMEOUT });

    await page.goto(item.href);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(item.title);
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText(newTitle);
  } finally {
    await restoreItemTitle(page, newTitle, item.title);
  }
});

test('a failed build shows the failure in the admin and leaves the live site serving', async ({ page }) => {
  test.setTimeout(2 * BUILD_TIMEOUT);
  const item = await firstPublicItem(page);
  const homeBefore = await (await page.request.get('/')).text();
  const itemBefore = await (await page.request.get(item.href)).text();

  await signIn(page);
  const live = await liveRevisionNumber(page);
  const { draft } = await readDraft(page);
  const customization = draft.customization as { scripts: { cookie_banner: Record<string, unknown> } };

  // An unsupported cookie banner type makes the site build fail (visitor spec §2, page shell footer).
  const broken = structuredClone(customization);
  broken.scripts.cookie_banner = { ...broken.scripts.cookie_banner, show: true, type: 'unsupported' };
  const saved = await putDraftRecord(page, 'customization', 'main', broken);
  expect(saved.status(), await saved.text()).toBe(200);

  try {
    await page.reload();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('The build failed; the live site was left unchanged.')).toBeVisible({ timeout: BUILD_TIMEOUT });

    // The revision that was live stays live, and the public pages are byte for byte what they were.
    expect(await liveRevisionNumber(page)).toBe(live);
    const home = await page.request.get('/');
    expect(home.status()).toBe(200);
    expect(await home.text()).toBe(homeBefore);
    const itemPage = await page.request.get(item.href);
    expect(itemPage.status()).toBe(200);
    expect(await itemPage.text()).toBe(itemBefore);

    await page.goto(item.href);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(item.title);
  } finally {
    const restored = await putDraftRecord(page, 'customization', 'main', customization);
    expect(restored.status(), await restored.text()).toBe(200);
  }
});
