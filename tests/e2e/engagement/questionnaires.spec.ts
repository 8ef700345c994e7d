/**
 * Questionnaires (visitor spec §2 "Questionnaires and TPRM", §4 "Questionnaire flow", §6): an account member opens
 * "Submit a questionnaire" from the account menu, is pointed to the documents, uploads a file and submits a link
 * (with the form's errors on the way), sees the success dialog and follows the status under "Questionnaires";
 * staff find both in the admin's Questionnaires inbox, download the file and change a status; staff are emailed.
 */
import { expect, test, type Page } from '@playwright/test';
import { accountMenu, addMember, createAccount, signInMember, staffPage, unique } from '../access/access-helpers.ts';
import { openTab } from '../admin-settings/helpers.ts';
import { outboxSnapshot, waitForEmail } from '../support/mail.ts';
import { SAME_ORIGIN } from '../support/same-origin.ts';

test.describe.configure({ timeout: 150_000 });

async function openFromMenu(page: Page, entry: string) {
  await accountMenu(page).click();
  await page.locator('[data-account-menu]').getByRole('button', { name: entry, exact: true }).click();
}

test('a member uploads a questionnaire file and submits a link; staff see both in the inbox and are emailed', async ({ page, browser }) => {
  const label = unique('qst');
  const accountName = `Questionnaires ${label}`;
  const staff = await staffPage(browser);
  const accountId = await createAccount(staff, { name: accountName, permissionProfileId: 'pp_standard_nda' });
  const member = `buyer@${label}.example`;
  await addMember(staff, accountId, member, 'Quinn');
  await signInMember(page, member);

  // The modal recommends the documents: View Documents closes it and scrolls to the documents card.
  await openFromMenu(page, 'Submit a questionnaire');
  let dialog = page.getByRole('dialog', { name: 'Questionnaires can take some time' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'View Documents' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('#documents')).toBeInViewport();

  // Upload: no file, then a file type that is not allowed, then a spreadsheet.
  const firstMail = await outboxSnapshot();
  await openFromMenu(page, 'Submit a questionnaire');
  dialog = page.getByRole('dialog', { name: 'Questionnaires can take some time' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose a file to upload.');
  await dialog.getByLabel('Questionnaire file').setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(dialog.getByRole('alert')).toHaveText('This file type is not allowed. Upload a PDF, Word, Excel, CSV, text or ZIP file.');
  await dialog
    .getByLabel('Questionnaire file')
    .setInputFiles({ name: `SIG Lite ${label}.csv`, mimeType: 'text/csv', buffer: Buffer.from('question,answer\nDo you encrypt data at rest?,\n') });
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  let success = page.getByRole('dialog', { name: 'Questionnaire submitted successfully' });
  await expect(success).toBeVisible();
  await expect(success.getByText('You can view it under "Questionnaires"')).toBeVisible();
  await success.getByRole('button', { name: 'Got it' }).click();
  await expect(success).toHaveCount(0);

  // The security mailbox (and the staff who get access notifications) hear of it.
  const mail = await waitForEmail({ to: 'security@northwind.example', seen: firstMail });
  expect(mail.headers.subject).toBe(`New questionnaire from ${accountName}`);
  expect(mail.text).toContain(`SIG Lite ${label}.csv`);

  // A link: not https first, then a good one.
  const link = `https://forms.example.com/q/${label}`;
  await openFromMenu(page, 'Submit a questionnaire');
  dialog = page.getByRole('dialog', { name: 'Questionnaires can take some time' });
  await dialog.getByRole('radio', { name: 'Provide a link' }).check();
  const linkField = dialog.getByLabel('Link to the questionnaire');
  await linkField.fill('http://forms.example.com/q');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter a valid link starting with https://');
  await linkField.fill(link);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  success = page.getByRole('dialog', { name: 'Questionnaire submitted successfully' });
  await expect(success.getByText('You can view it under "Questionnaires"')).toBeVisible();
  await success.getByRole('button', { name: 'Got it' }).click();

  // "Questionnaires" lists both, newest first, as received.
  await openFromMenu(page, 'Questionnaires');
  let list = page.getByRole('dialog', { name: 'Questionnaires' });
  await expect(list.getByRole('row')).toHaveCount(3);
  await expect(list.getByRole('row').nth(1)).toContainText(link);
  await expect(list.getByRole('row').nth(2)).toContainText(`SIG Lite ${label}.csv`);
  await expect(list.getByRole('row').nth(2)).toContainText('Received');
  await list.getByRole('button', { name: 'Close' }).click();

  // Staff: the inbox shows both with account and member; the file downloads; a status change reaches the member.
  await staff.goto('/admin');
  const inbox = await openTab(staff, 'Questionnaires');
  const table = inbox.getByRole('table', { name: 'Questionnaires inbox' });
  const fileRow = table.getByRole('row').filter({ hasText: `SIG Lite ${label}.csv` });
  const linkRow = table.getByRole('row').filter({ hasText: link });
  await expect(fileRow).toContainText(accountName);
  await expect(fileRow).toContainText('Quinn Tester');
  await expect(fileRow).toContainText(member);
  await expect(linkRow).toContainText(accountName);
  await expect(fileRow.getByRole('combobox')).toHaveValue('received');

  const download = staff.waitForEvent('download');
  await fileRow.getByRole('link', { name: `SIG Lite ${label}.csv` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`SIG Lite ${label}.csv`);

  const saved = staff.waitForResponse((r) => r.url().includes('/status') && r.request().method() === 'PUT');
  await fileRow.getByRole('combobox').selectOption({ label: 'In progress' });
  expect((await saved).status()).toBe(200);
  await staff.reload();
  const again = await openTab(staff, 'Questionnaires');
  await expect(
    again
      .getByRole('row')
      .filter({ hasText: `SIG Lite ${label}.csv` })
      .getByRole('combobox'),
  ).toHaveValue('in_progress');

  await openFromMenu(page, 'Questionnaires');
  list = page.getByRole('dialog', { name: 'Questionnaires' });
  await expect(list.getByRole('row').nth(2)).toContainText('In progress');
  await staff.context().close();
});

test('an anonymous visitor has no questionnaire or TPRM entries and the edge refuses them', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Submit a questionnaire' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send data to TPRM' })).toHaveCount(0);
  const res = await page.request.post('/api/statuspage/share/acc_any/external/questionnaires', { data: { link: 'https://x.example/q' }, headers: SAME_ORIGIN });
  expect(res.status()).toBe(401);
});
