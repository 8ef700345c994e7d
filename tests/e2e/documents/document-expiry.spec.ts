/**
 * A document's expiry date, set in its edit dialog on the documents page: within 30 days, the document is listed
 * under "Expiring soon" at /admin/expiring; cleared, it is not. Published, the portal's documents card shows the
 * document as expired once its date has passed, by the visitor's clock.
 */
import { expect, test } from '@playwright/test';
import { publishThroughApi, signIn } from '../support/admin.ts';
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

test('a published document is shown to visitors as expired once its expiry date has passed', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await signIn(page);
  const setExpiry = async (expiry: string) => {
    const response = await page.request.put('/api/admin/expiring/document/file_security_whitepaper', { data: { expiry }, headers: SAME_ORIGIN });
    expect(response.status(), await response.text()).toBe(200);
  };
  const expiry = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const afterExpiry = new Date(Date.now() + 12 * 24 * 60 * 60 * 1000);
  try {
    await setExpiry(expiry);
    await publishThroughApi(page);
    const visitor = await browser.newPage();
    const card = visitor.getByTestId('documents-card');
    const whitepaperRow = () => card.locator('[data-document-key]').filter({ hasText: WHITEPAPER });
    // Before the date: listed as current.
    await visitor.goto('/');
    await expect(whitepaperRow()).toBeVisible();
    await expect(whitepaperRow().getByText('Expired', { exact: true })).toBeHidden();
    await visitor.goto('/product/platform/security-whitepaper/');
    await expect(visitor.getByRole('link', { name: WHITEPAPER })).toBeVisible();
    await expect(visitor.getByText('Expired', { exact: true })).toBeHidden();
    // Two days after it: the page built before the date shows it expired, before and after the card hydrates.
    await visitor.clock.setFixedTime(afterExpiry);
    await visitor.goto('/');
    await expect(whitepaperRow().getByText('Expired', { exact: true })).toBeVisible();
    // The card hydrates on the visitor's first interaction (a key press).
    await card.scrollIntoViewIfNeeded();
    await visitor.keyboard.press('Shift');
    await expect(card).toHaveAttribute('data-ready', 'true');
    await expect(whitepaperRow().getByText('Expired', { exact: true })).toBeVisible();
    // The item page lists it as expired too.
    await visitor.goto('/product/platform/security-whitepaper/');
    const entry = visitor.getByRole('listitem').filter({ has: visitor.getByRole('link', { name: WHITEPAPER }) });
    await expect(entry.getByText('Expired', { exact: true })).toBeVisible();
    await visitor.close();
  } finally {
    // The demo document has no expiry date.
    await setExpiry('');
    await publishThroughApi(page);
  }
});
