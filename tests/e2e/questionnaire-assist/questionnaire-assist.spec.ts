/**
 * Answering a questionnaire from the admin: staff upload a customer's .xlsx, confirm the detected columns, review
 * the cited drafts (edit, approve, reject, approve all high-confidence, filter, keyboard), download the answered
 * file and check its cells, and save the answers to the knowledge base.
 */
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/admin.ts';
import { openTab, rememberDraft } from '../admin-settings/helpers.ts';
import { seriousViolations } from '../support/a11y.ts';

test.describe.configure({ mode: 'serial' });

const QUESTIONS = [
  'Is customer information encrypted while stored on your systems?',
  'Do you run a public bug bounty program?',
  'Are you FedRAMP authorized?',
  'What is your recovery time objective for the platform?',
  'Do you support SCIM user provisioning?',
];

async function customerWorkbook(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const cover = wb.addWorksheet('Cover');
  cover.getCell('A1').value = 'Acme Corp vendor assessment';
  cover.getCell('A1').font = { bold: true, size: 14 };
  const sheet = wb.addWorksheet('Security');
  sheet.addRow(['#', 'Question', 'Response', 'Comments']);
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDDEBF7' } };
  sheet.addRow(['', 'Data protection']);
  QUESTIONS.forEach((q, i) => {
    sheet.addRow([i + 1, q, '', '']);
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function review(page: Page) {
  return page.getByRole('region', { name: 'Questionnaire acme-vendor-assessment.xlsx' });
}
const row = (page: Page, n: number) => review(page).getByRole('row', { name: `Question ${n}`, exact: true });

test('staff answer an .xlsx questionnaire: drafts with sources, review, export, knowledge base', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  const restore = await rememberDraft(page, ['knowledgeBase']);
  try {
    const panel = await openTab(page, 'Questionnaires');
    await panel.getByLabel('Questionnaire file').setInputFiles({
      name: 'acme-vendor-assessment.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await customerWorkbook(),
    });
    await panel.getByRole('button', { name: 'Draft answers' }).first().click();
    await expect(review(page).getByTestId('assist-status')).toHaveText('Drafted 5 answers', { timeout: 60_000 });

    // The progress is the server's: a reload comes back to the same questionnaire.
    await expect(page).toHaveURL(/[?&]assist=qa_/);
    await page.reload();
    await expect(review(page).getByTestId('assist-status')).toHaveText('Drafted 5 answers');

    // The detected columns: questions in B, answers in C, comments in D of "Security"; the cover sheet left out.
    const columns = review(page).getByRole('group', { name: 'Detected columns' });
    await expect(columns.getByLabel('Include Security')).toBeChecked();
    await expect(columns.getByLabel('Include Cover')).not.toBeChecked();
    await expect(columns.getByLabel('Question column (Security)')).toHaveValue('1');
    await expect(columns.getByLabel('Answer column (Security)')).toHaveValue('2');
    await expect(columns.getByLabel('Comment column (Security)')).toHaveValue('3');
    await columns.getByRole('button', { name: 'Confirm columns' }).click();
    await expect(review(page).getByText('Columns confirmed: Security (5 questions)')).toBeVisible();

    // Cited drafts.
    await expect(row(page, 1)).toContainText('Yes');
    await expect(row(page, 1)).toContainText('AES-256');
    await expect(row(page, 1).getByRole('link').first()).toHaveAttribute('href', /kbEntry=|\/item\//);
    await expect(row(page, 2)).toContainText('No');
    await expect(row(page, 3)).toContainText('No answer found');
    await expect(row(page, 4)).toContainText('4 hours');
    // The review table, a flagged "No answer found" row included, passes the accessibility rules.
    expect(await seriousViolations(page, { pageRules: false, within: review(page).getByRole('table', { name: 'Drafted answers' }) })).toEqual([]);

    // Filter: only the flagged row.
    await review(page).getByLabel('Show').selectOption({ label: 'Flagged for review' });
    await expect(review(page).getByRole('row', { name: /^Question \d+$/ })).toHaveCount(1);
    await expect(row(page, 3)).toBeVisible();
    await review(page).getByLabel('Show').selectOption({ label: 'All questions' });

    // Keyboard: approve the first, move down, reject the second, edit the third.
    await row(page, 1).focus();
    await page.keyboard.press('a');
    await expect(row(page, 1)).toContainText('Approved');
    await page.keyboard.press('ArrowDown');
    await expect(row(page, 2)).toBeFocused();
    await page.keyboard.press('r');
    await expect(row(page, 2)).toContainText('Rejected');
    await page.keyboard.press('j');
    await expect(row(page, 3)).toBeFocused();
    await page.keyboard.press('e');
    await row(page, 3).getByLabel('Answer').fill('No');
    await row(page, 3).getByLabel('Explanation').fill('Northwind is not FedRAMP authorized.');
    await row(page, 3).getByRole('button', { name: 'Save answer' }).click();
    await expect(row(page, 3)).toContainText('Northwind is not FedRAMP authorized.');
    await row(page, 3).getByRole('button', { name: 'Approve answer 3' }).click();
    await expect(row(page, 3)).toContainText('Approved');

    await review(page).getByRole('button', { name: 'Approve all high-confidence' }).click();
    await expect(review(page).getByText(/^Approved \d+ high-confidence answers?\.$/)).toBeVisible();
    await expect(row(page, 4)).toContainText('Approved');
    await expect(row(page, 2)).toContainText('Rejected');

    // The answered file: the approved answers in the Response and Comments cells of their rows.
    const downloading = page.waitForEvent('download');
    await review(page).getByRole('link', { name: 'Download answered file' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('acme-vendor-assessment-answered.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
    expect(wb.worksheets.map((s) => s.name)).toEqual(['Cover', 'Security']);
    const sheet = wb.getWorksheet('Security')!;
    expect(sheet.getCell('B3').value).toBe(QUESTIONS[0]);
    expect(sheet.getCell('C3').value).toBe('Yes');
    expect(String(sheet.getCell('D3').value)).toContain('AES-256');
    expect(sheet.getCell('C4').value ?? '').toBe('');
    expect(sheet.getCell('C5').value).toBe('No');
    expect(sheet.getCell('D5').value).toBe('Northwind is not FedRAMP authorized.');
    expect(String(sheet.getCell('C6').value)).toContain('4 hours');
    expect(sheet.getRow(1).getCell(2).fill).toMatchObject({ fgColor: { argb: 'FFDDEBF7' } });

    // Save to the knowledge base, then find the new entry there.
    await review(page).getByRole('button', { name: 'Save to knowledge base' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save to knowledge base' });
    await dialog.getByLabel('Access level').selectOption({ label: 'Account members' });
    await dialog.getByRole('button', { name: /^Save \d+ answers$/ }).click();
    await expect(review(page).getByText(/^Saved to the knowledge base: \d+ new entr(y|ies), \d+ updated\.$/)).toBeVisible();
    const kb = await openTab(page, 'Knowledge base');
    await expect(kb.getByRole('rowheader', { name: 'Are you FedRAMP authorized?' })).toBeVisible();
  } finally {
    await restore();
  }
});
