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

    test('certifications: enabled items with their badge and auditor; In Progress is faded', async ({ page }) => {
      await page.goto('/');
      const grid = page.getByRole('region', { name: 'Certifications' });
      await expect(grid.getByText('Audited by A-LIGN').first()).toBeVisible();
      const hipaa = grid.getByRole('listitem').filter({ hasText: 'HIPAA' });
      await expect(hipaa.getByText('In Progress')).toBeVisible();
      await expect(hipaa.getByText('HIPAA', { exact: true })).toHaveCSS('opacity', '0.6');
      // Each certification shows its framework's badge, drawn for the product and served by the site itself.
      const badges = grid.locator('img[data-badge]');
      expect(await badges.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')))).toEqual([
        '/badges/soc2.svg',
        '/badges/iso27001.svg',
        '/badges/iso27701.svg',
        '/badges/gdpr.svg',
        '/badges/csa-star.svg',
        '/badges/hipaa.svg',
      ]);
      await expect
        .poll(() => badges.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)))
        .toBe(true);
    });

    test('trusted-by companies show their logo, 56px tall, from the site; a logo that fails shows the building icon and the name', async ({ page }) => {
      await page.goto('/');
      const list = page.getByRole('region', { name: 'Trusted By' });
      const logos = list.getByRole('img');
      await expect(logos).toHaveCount(9);
      await logos.last().scrollIntoViewIfNeeded();
      for (const img of await logos.all()) {
        expect(await img.getAttribute('src')).toMatch(/^\/assets\/logo-[a-z-]+\.svg$/);
        await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
        expect(Math.round((await img.boundingBox())!.height)).toBe(56);
      }
      await expect(list.getByRole('img', { name: 'Contoso' })).toBeVisible();

      await page.route('**/assets/logo-contoso.svg', (route) => route.abort());
      await page.reload();
      const contoso = list.getByRole('listitem').filter({ hasText: 'Contoso' });
      await expect(contoso.locator('svg[data-building-icon]')).toBeVisible();
      await expect(contoso.getByText('Contoso', { exact: true })).toBeVisible();
      await expect(list.getByRole('img', { name: 'Fabrikam' })).toBeVisible();
    });

    test('subprocessors show their logo from the site', async ({ page }) => {
      await page.goto('/');
      const table = page.getByRole('region', { name: 'Subprocessors' });
      const aws = table.getByRole('rowheader', { name: 'Amazon Web Services' });
      await aws.scrollIntoViewIfNeeded();
      const logo = aws.locator('img');
      await expect(logo).toHaveAttribute('src', '/assets/logo-aws.svg');
      await expect.poll(() => logo.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
      expect(Math.round((await logo.boundingBox())!.width)).toBe(25);
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
