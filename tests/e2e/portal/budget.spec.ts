/**
 * The page-weight budgets: at most 15 KB gzip of JavaScript on the critical path of the home page and an item page,
 * no React (no island's component or renderer) and no stylesheet fetched for an anonymous visitor who only reads —
 * the page's rules are inline — and the controls the islands answer work from the first click all the same.
 */
import { expect, test, type Page } from '@playwright/test';
import { measurePage, type ReadFile } from '../../../bench/page-weight.ts';
import { networkIdle } from '../support/network-idle.ts';

const BUDGET_GZIP = 15 * 1024;

for (const page of ['/', '/product/platform/iso-27001']) {
  test(`critical-path JavaScript of ${page} stays within 15 KB gzip`, async ({ request }) => {
    const read: ReadFile = async (path) => {
      const response = await request.get(path);
      return response.ok() ? new Uint8Array(await response.body()) : null;
    };
    const weight = await measurePage(read, page);
    expect(weight.criticalJs.raw).toBeGreaterThan(0); // the measurement found the page's scripts
    expect(weight.criticalJs.gzip, `critical JS files: ${weight.criticalFiles.join(', ')}`).toBeLessThanOrEqual(BUDGET_GZIP);
  });
}

/** Records the paths of the scripts and stylesheets the page requests. */
function recordRequests(page: Page) {
  const requested = { scripts: [] as string[], stylesheets: [] as string[] };
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'script') requested.scripts.push(path);
    if (request.resourceType() === 'stylesheet') requested.stylesheets.push(path);
  });
  return requested;
}

/** The scripts of every React island of the page: components and the renderer (React DOM). */
async function islandScripts(page: Page): Promise<string[]> {
  return page
    .locator('astro-island')
    .evaluateAll((islands) =>
      islands.flatMap((island) => ['component-url', 'renderer-url'].map((name) => new URL(island.getAttribute(name)!, location.href).pathname)),
    );
}

test('an anonymous visitor who only reads loads no React and no stylesheet: the page is styled by its inline rules', async ({ page }) => {
  const requested = recordRequests(page);
  await page.goto('/');
  await networkIdle(page);
  const islands = await islandScripts(page);
  expect(islands.length).toBeGreaterThan(0);
  expect(requested.scripts.filter((path) => islands.includes(path))).toEqual([]);
  expect(requested.stylesheets).toEqual([]);
  await expect(page.locator('head style[data-portal-styles]')).toHaveCount(1);
  // The inline rules are the portal's own: the Subscribe button is a daisyUI button already (a flex box with a
  // pointer cursor, where the browser's own button is an inline block with the default cursor).
  const subscribe = page.getByRole('region', { name: 'Trust Center Updates' }).getByRole('button', { name: 'Subscribe' });
  const style = await subscribe.evaluate((button) => ({ display: getComputedStyle(button).display, cursor: getComputedStyle(button).cursor }));
  expect(style.display).toMatch(/^(inline-)?flex$/);
  expect(style.cursor).toBe('pointer');
});

test('an anonymous visitor who only reads loads none of the share, subscribe and access islands; a first click still works', async ({ page }) => {
  const requested = recordRequests(page);
  const { scripts } = requested;
  await page.goto('/');
  await networkIdle(page);
  const islands = /\/(AccessCenter|SubscribeCenter|ShareControl)\./;
  expect(scripts.filter((path) => islands.test(path))).toEqual([]);
  await expect(page.locator('astro-island[component-url*="/SubscribeCenter."]')).toHaveAttribute('ssr', '');

  // The very first interaction is a click on Subscribe: it waits for the island and opens the popover.
  const button = page.getByRole('region', { name: 'Trust Center Updates' }).getByRole('button', { name: 'Subscribe' });
  await button.click();
  await expect(page.getByRole('dialog', { name: /^Subscribe to .+'s updates$/ })).toBeVisible();
  expect(scripts.some((path) => islands.test(path))).toBe(true);
  // What the islands show once a visitor interacts takes the whole stylesheet, loaded then.
  expect(requested.stylesheets.length).toBe(1);
});

test('a first click on Share, before anything has loaded, opens the share popover', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await networkIdle(page);
  await page.getByRole('complementary', { name: 'Share and subscribe' }).getByRole('button', { name: 'Share' }).click();
  const popover = page.getByRole('dialog', { name: 'Share the Trust Center' });
  await expect(popover).toBeVisible();
  await expect(popover.getByRole('button', { name: 'Copy link' })).toBeVisible();
});

test("a first click on a document of the documents card, before the card has hydrated, opens the document's viewer", async ({ page }) => {
  await page.goto('/');
  await networkIdle(page);
  const card = page.getByTestId('documents-card');
  await expect(card).not.toHaveAttribute('data-ready', 'true');
  const name = 'Northwind-Information-Security-Policy.pdf';
  await card.getByRole('button', { name }).click();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
});
