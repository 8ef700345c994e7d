/**
 * axe-core on the demo portal at 390px and 1280px: no serious or critical violation on the home page, an item
 * page, and with the product menu, the card drawer and the help bubble open.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { WIDTHS } from './helpers.ts';
import { networkIdle } from '../support/network-idle.ts';

// Twice the default: the longest of these take 25–40 s on an idle machine, closer to 60 s on a slower one.
test.describe.configure({ timeout: 120_000 });

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the home page', async ({ page }) => {
      await page.goto('/');
      await networkIdle(page);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('an item page', async ({ page }) => {
      await page.goto('/product/platform/iso-27001');
      await networkIdle(page);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('with the product menu, a card drawer and the help bubble open', async ({ page }) => {
      await page.goto('/');
      await networkIdle(page);
      await page.getByRole('button', { name: 'Product: Northwind Platform' }).click();
      await expect(page.getByRole('navigation', { name: 'Products' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Expand Data Security' }).click();
      await expect(page.getByRole('dialog', { name: 'Data Security' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Help' }).click();
      await expect(page.getByRole('dialog', { name: 'Need help?' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("with a card's, a drawer's and an item page's share popover open", async ({ page }) => {
      await page.goto('/');
      await networkIdle(page);
      await page.getByRole('button', { name: 'Share Data Security' }).click();
      await expect(page.getByRole('dialog', { name: 'Share the Data Security' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Expand Data Security' }).click();
      const drawer = page.getByRole('dialog', { name: 'Data Security' });
      await drawer.getByRole('button', { name: 'Share Data Security' }).click();
      await expect(page.getByRole('dialog', { name: 'Share the Data Security' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto('/product/platform/iso-27001');
      await page.getByRole('button', { name: 'Share ISO/IEC 27001:2022' }).click();
      await expect(page.getByRole('dialog', { name: 'Share the Compliance' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
