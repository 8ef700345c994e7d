/** The demo portal's sections: order, overview, certifications, trusted-by, subprocessors, cards drawer. */
import { expect, test } from '@playwright/test';
import { WIDTHS } from './helpers.ts';

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('sections appear in the configured order; the overview scrolls within 600px', async ({ page }) => {
      await page.goto('/');
      const order = await page.locator('main section[data-section]').evaluateAll((sections) => sections.map((s) => s.getAttribute('data-section')));
      expect(order.slice(0, 6)).toEqual(['overview', 'certifications', 'trusted-by', 'subprocessors', 'documents', 'cards']);
      const scroll = page.locator('#overview .card-body');
      await expect(scroll).toHaveCSS('max-height', '600px');
      await expect(scroll).toHaveCSS('overflow-y', 'auto');
    });

    test('certifications: enabled items with their auditor; In Progress is faded', async ({ page }) => {
      await page.goto('/');
      const grid = page.getByRole('region', { name: 'Certifications' });
      await expect(grid.getByText('Audited by A-LIGN').first()).toBeVisible();
      const hipaa = grid.getByRole('listitem').filter({ hasText: 'HIPAA' });
      await expect(hipaa.getByText('In Progress')).toBeVisible();
      await expect(hipaa.getByText('HIPAA', { exact: true })).toHaveCSS('opacity', '0.6');
    });

    test('trusted-by companies without a logo show the building icon and their name, 56px tall', async ({ page }) => {
      await page.goto('/');
      const list = page.getByRole('region', { name: 'Trusted By' });
      const contoso = list.getByRole('listitem').filter({ hasText: 'Contoso' });
      await expect(contoso.locator('svg[data-building-icon]')).toBeVisible();
      expect(Math.round((await contoso.boundingBox())!.height)).toBe(56);
    });

    test('the subprocessors table filters by name or information', async ({ page }) => {
      await page.goto('/');
      const table = page.getByRole('region', { name: 'Subprocessors' });
      await expect(table.getByRole('columnheader')).toHaveText(['Company', 'Purpose', 'Location', 'Additional Details']);
      // Every row is on the page at once: no paging.
      const all = await table.getByRole('row').count();
      expect(all).toBeGreaterThan(10);
      await expect(table.getByRole('row').filter({ visible: true })).toHaveCount(all);
      const search = table.getByRole('searchbox', { name: 'Search by subprocessor name or information' });
      await expect(search).toHaveAttribute('placeholder', 'Search by subprocessor name or information');
      await search.fill('datadog');
      await expect(table.getByRole('row').filter({ visible: true })).toHaveCount(2);
      await expect(table.getByRole('rowheader', { name: 'Datadog' })).toBeVisible();
      await search.fill('customer relationship');
      await expect(table.getByRole('rowheader', { name: 'HubSpot' })).toBeVisible();
      await search.fill('no such company');
      await expect(table.getByRole('status')).toHaveText('No results match this criteria');
      await expect(table.getByRole('table')).toBeHidden();
      await search.fill('');
      await expect(table.getByRole('table')).toBeVisible();
      await expect(table.getByRole('row').filter({ visible: true })).toHaveCount(all);
    });

    test('cards show three items, and "View more" or the expand button open the card drawer with all items', async ({ page }) => {
      await page.goto('/');
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Data Security', exact: true }) });
      await expect(card.getByRole('listitem')).toHaveCount(3);
      await card.getByRole('button', { name: /View more/ }).click();
      const drawer = page.getByRole('dialog', { name: 'Data Security' });
      await expect(drawer).toBeVisible();
      expect(await drawer.getByRole('listitem').count()).toBeGreaterThan(3);
      await expect(drawer.getByRole('link', { name: 'Encryption at rest' })).toBeVisible();
      await expect(drawer.getByText('In Progress').first()).toBeVisible();
      const box = (await drawer.boundingBox())!;
      if (width === 390) expect(Math.round(box.width)).toBe(390);
      else expect(box.x + box.width).toBeCloseTo(width, 0);
      await drawer.getByRole('button', { name: 'Close' }).click();
      await expect(drawer).toBeHidden();

      await card.getByRole('button', { name: 'Expand Data Security' }).click();
      await expect(drawer).toBeVisible();
      if (width === 390) {
        await page.keyboard.press('Escape');
      } else {
        await page.mouse.click(5, 450); // the backdrop
      }
      await expect(drawer).toBeHidden();
    });
  });
}
