/**
 * A document's expiry date, set in its edit dialog on the documents page: within 30 days, the document is listed
 * under "Expiring soon" at /admin/expiring; cleared, it is not.
 */
import { expect, test } from '@playwright/test';
import { signIn } from '../support/admin.ts';
import { SAME_ORIGIN } from '../support/same-origin.ts';

const WHITEPAPER = 'Northwind-Security-Whitepaper.pdf';

test("staff set a document's first expiry date; within 30 days it is listed as expiring soon", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  try {
    await page.goto('/documents');
    const row = page.getByRole('row').filter({ hasText: WHITEPAPER });
    await expect(row.getByTestId('document-expiry')).toHaveText('—');
    await row.getByRole('button', { name: `Edit ${WHITEPAPER}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${WHITEPAPER}` });
    await expect(dialog.getByLabel('Expiry date')).toHaveValue('');
    const soon = new Date(Date.now() + 20 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await dialog.getByLabel('Expiry date').fill(soon);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText(`Expiry date of ${WHITEPAPER} set to ${soon}`);
    await expect(row.getByTestId('document-expiry')).toHaveText(soon);

    await page.goto('/admin/expiring');
    const expiring = page.getByRole('region', { name: 'Expiring soon' });
    await expiring.getByLabel('Within').selectOption({ label: '30 days' });
    const listed = expiring.getByRole('row', { name: new RegExp(WHITEPAPER) });
    await expect(listed).toContainText(soon);
    await expect(listed).toContainText('Document');

    // Cleared, it no longer expires.
    await page.goto('/documents');
    await row.getByRole('button', { name: `Edit ${WHITEPAPER}` }).click();
    await expect(dialog.getByLabel('Expiry date')).toHaveValue(soon);
    await dialog.getByRole('button', { name: 'Clear' }).click();
    await expect(dialog.getByLabel('Expiry date')).toHaveValue('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText(`Expiry date of ${WHITEPAPER} cleared`);
    await expect(row.getByTestId('document-expiry')).toHaveText('—');
    await page.goto('/admin/expiring');
    await expiring.getByLabel('Within').selectOption({ label: '365 days' });
    await expect(expiring).toBeVisible();
    await expect(expiring.getByRole('row', { name: new RegExp(WHITEPAPER) })).toHaveCount(0);
  } finally {
    // The demo document has no expiry date.
    await page.request.put('/api/admin/expiring/document/file_security_whitepaper', { data: { expiry: '' }, headers: SAME_ORIGIN });
  }
});
