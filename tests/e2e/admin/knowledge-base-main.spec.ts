/**
 * The knowledge base's Main mode (visitor spec §2 "Knowledge Base panel", §6: filters and Metadata only in Main
 * mode): staff reach it from the admin's Knowledge Base section ("View all") and from the portal's "View more"
 * while signed in — the filter menu (Access, Products, Time: 7 days / 1 month / 1 year / All Time) and each
 * entry's Metadata — while a visitor gets neither. At 1280×900 and 390×844 (the details panel is for wide screens).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support/admin.ts';

async function expectMainMode(dialog: Locator, page: Page) {
  const filters = dialog.getByRole('group', { name: 'Filters' });
  await expect(filters).toBeVisible();
  await expect(filters.getByRole('combobox', { name: 'Access' })).toBeVisible();
  await expect(filters.getByRole('combobox', { name: 'Products' })).toBeVisible();
  const time = filters.getByRole('combobox', { name: 'Time' });
  await expect(time.locator('option')).toHaveText(['7 days', '1 month', '1 year', 'All Time']);
  const rows = dialog.getByRole('list', { name: 'Entries' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  // Internal entries are there for staff, and the Access filter narrows to them.
  await filters.getByRole('combobox', { name: 'Access' }).selectOption({ label: 'Internal' });
  const internal = await rows.count();
  expect(internal).toBeGreaterThan(0);
  await filters.getByRole('combobox', { name: 'Access' }).selectOption({ label: 'All' });
  await expect.poll(() => rows.count()).toBeGreaterThan(internal);
  if ((page.viewportSize()?.width ?? 0) >= 768) {
    await rows.first().getByRole('button').click();
    const details = dialog.getByRole('region', { name: 'Details' });
    await expect(details.getByRole('heading', { name: 'Metadata' })).toBeVisible();
    await expect(details).toContainText('Access');
    await expect(details).toContainText('Last modified');
  }
}

for (const size of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test('staff open the knowledge base in Main mode from the admin', async ({ page }) => {
      await signIn(page);
      await page.goto('/admin');
      const section = page.getByRole('region', { name: 'Knowledge Base (FAQs)' });
      await section.getByRole('button', { name: 'View all' }).click();
      const dialog = page.getByRole('dialog', { name: 'Knowledge Base' });
      await expectMainMode(dialog, page);
    });

    test('staff viewing the portal get Main mode; a visitor does not', async ({ page, browser }) => {
      await signIn(page);
      await page.goto('/');
      const panel = page.getByRole('region', { name: 'Knowledge Base' });
      await panel.scrollIntoViewIfNeeded();
      await panel.getByRole('button', { name: 'View more' }).click();
      await expectMainMode(page.getByRole('dialog', { name: 'Knowledge Base' }), page);

      const visitor = await (await browser.newContext({ viewport: size })).newPage();
      await visitor.goto('/');
      const public_ = visitor.getByRole('region', { name: 'Knowledge Base' });
      await public_.scrollIntoViewIfNeeded();
      await public_.getByRole('button', { name: 'View more' }).click();
      const dialog = visitor.getByRole('dialog', { name: 'Knowledge Base' });
      await expect(dialog.getByRole('list', { name: 'Entries' }).getByRole('listitem').first()).toBeVisible();
      await expect(dialog.getByRole('group', { name: 'Filters' })).toHaveCount(0);
      await visitor.context().close();
    });
  });
}
