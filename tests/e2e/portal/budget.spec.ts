/** The JavaScript budget: at most 15 KB gzip on the critical path of the home page and an item page. */
import { expect, test } from '@playwright/test';
import { measurePage, type ReadFile } from '../../../bench/page-weight.ts';

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

test('an anonymous visitor who only reads loads none of the share, subscribe and access islands; a first click still works', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const islands = /\/(AccessCenter|SubscribeCenter|ShareControl)\./;
  expect(scripts.filter((path) => islands.test(path))).toEqual([]);
  await expect(page.locator('astro-island[component-url*="/SubscribeCenter."]')).toHaveAttribute('ssr', '');

  // The very first interaction is a click on Subscribe: it waits for the island and opens the popover.
  const button = page.getByRole('region', { name: 'Trust Center Updates' }).getByRole('button', { name: 'Subscribe' });
  await button.click();
  await expect(page.getByRole('dialog', { name: /^Subscribe to .+'s updates$/ })).toBeVisible();
  expect(scripts.some((path) => islands.test(path))).toBe(true);
});
