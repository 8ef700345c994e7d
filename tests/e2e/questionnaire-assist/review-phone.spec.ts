/**
 * The questionnaire review on a phone: the page does not scroll sideways, each question is a card of stacked cells
 * named by their columns, a long question (an unbroken run of characters, right-to-left text) wraps inside its
 * card, and the keyboard comes back to its row after an edit.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/admin.ts';
import { openTab } from '../admin-settings/helpers.ts';
import { seriousViolations } from '../support/a11y.ts';

test.use({ viewport: { width: 390, height: 844 } });

const LONG = `Do you keep this reference on file? ${'x'.repeat(400)}`;
const QUESTIONS = [
  'Is customer information encrypted while stored on your systems?',
  LONG,
  'هل تقومون بتشفير البيانات أثناء النقل؟',
  'Do you support SCIM user provisioning?',
];

const review = (page: Page) => page.getByRole('region', { name: 'Questionnaire phone-review.csv' });
const row = (page: Page, n: number) => review(page).getByRole('row', { name: `Question ${n}`, exact: true });

test('the review fits a phone as cards and keeps the keyboard on its row after an edit', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const panel = await openTab(page, 'Questionnaires');
  const csv = `Question,Answer\n${QUESTIONS.map((q) => `"${q}",`).join('\n')}\n`;
  await panel.getByLabel('Questionnaire file').setInputFiles({ name: 'phone-review.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await panel.getByRole('button', { name: 'Draft answers' }).first().click();
  await expect(review(page).getByTestId('assist-status')).toHaveText('Drafted 4 answers', { timeout: 60_000 });

  // Nothing on the page is wider than the phone, and the long question wraps within its cell.
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: document.documentElement.clientWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
  const question = row(page, 2).getByRole('rowheader');
  await expect(question).toContainText('Do you keep this reference on file?');
  const cell = await question.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, width: el.getBoundingClientRect().width }));
  expect(cell.scroll).toBeLessThanOrEqual(cell.client);
  expect(cell.width).toBeLessThanOrEqual(widths.view);

  // Each question is a card: the table does not scroll sideways, its cells stack under the question, each named
  // by its column, and the row's buttons sit side by side.
  const table = review(page).getByRole('table', { name: 'Drafted answers' });
  const box = await table.evaluate((el) => ({ scroll: el.parentElement!.scrollWidth, client: el.parentElement!.clientWidth }));
  expect(box.scroll).toBeLessThanOrEqual(box.client);
  await expect(table.getByRole('columnheader', { name: 'Question' })).not.toBeInViewport();
  const first = row(page, 1);
  const [questionBox, stateBox] = await Promise.all([first.getByRole('rowheader').boundingBox(), first.getByRole('cell', { name: 'To review' }).boundingBox()]);
  expect(stateBox!.y).toBeGreaterThan(questionBox!.y + questionBox!.height - 1);
  const stateLabel = await first.getByRole('cell', { name: 'To review' }).evaluate((el) => getComputedStyle(el, '::before').content);
  expect(stateLabel).toBe('"State"');
  const [edit, approve, reject] = await Promise.all(
    ['Edit answer 1', 'Approve answer 1', 'Reject answer 1'].map((name) => first.getByRole('button', { name }).boundingBox()),
  );
  expect(approve!.y).toBe(edit!.y);
  expect(reject!.x).toBeGreaterThan(approve!.x);
  // The cards keep the table's semantics and pass the accessibility rules.
  expect(await seriousViolations(page, { pageRules: false, within: table })).toEqual([]);

  // Keyboard: edit, leave with Escape, and go on from the same row.
  await row(page, 1).focus();
  await page.keyboard.press('e');
  await expect(row(page, 1).getByLabel('Answer')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(row(page, 1)).toBeFocused();
  await page.keyboard.press('j');
  await expect(row(page, 2)).toBeFocused();
  // …and after saving an edit.
  await page.keyboard.press('e');
  await row(page, 2).getByLabel('Answer').fill('Yes');
  await row(page, 2).getByRole('button', { name: 'Save answer' }).click();
  await expect(row(page, 2)).toContainText('Yes');
  await expect(row(page, 2)).toBeFocused();
  await page.keyboard.press('a');
  await expect(row(page, 2)).toContainText('Approved');
});

test('expiring soon and the knowledge base with its health fit a phone', async ({ page }) => {
  await signIn(page);
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

  await page.goto('/admin/expiring');
  const expiring = page.getByRole('table', { name: 'Expiring items and documents' });
  await page.getByLabel('Within').selectOption({ label: '365 days' });
  const badge = expiring.getByRole('row').nth(1).locator('.badge');
  await expect(badge).toHaveText(/^Expire(s in|d) \d+ days?/);
  expect(await fits()).toBe(true);
  // The badge's words stay on its one line, inside it.
  expect(await badge.evaluate((el) => el.scrollHeight <= el.clientHeight && el.scrollWidth <= el.clientWidth)).toBe(true);

  const kb = await openTab(page, 'Knowledge base');
  await expect(kb.getByRole('heading', { name: 'Knowledge base health' })).toBeVisible();
  expect(await fits()).toBe(true);
});
