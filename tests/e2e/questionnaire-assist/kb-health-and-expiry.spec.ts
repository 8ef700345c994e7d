/**
 * Knowledge-base health (duplicates merged, a conflict dismissed, stale entries with a chosen period and an edit),
 * the "Expiring soon" list with owners and the reminder in the outbox, and an expired certificate as visitors see it.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { openSection, putDraftRecord, readDraft, signIn } from '../support/admin.ts';
import { outboxSnapshot, parseEml, waitForEmail } from '../support/mail.ts';
import { openTab, rememberDraft } from '../admin-settings/helpers.ts';

test.describe.configure({ mode: 'serial' });

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** A header as read: RFC 2047 encoded words (`=?UTF-8?Q?…?=`) decoded. */
function decodeWords(header: string): string {
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, text: string) => decodeURIComponent(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')));
}

const health = (page: Page) => page.getByRole('region', { name: 'Knowledge base health' });

async function addEntry(page: Page, objectID: string, content: string, answer: string) {
  const res = await putDraftRecord(page, 'knowledgeBase', objectID, {
    objectID,
    content,
    answer,
    access_level: 'public',
    date_timestamp: Date.now(),
    customer_modified_timestamp: Date.now(),
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('knowledge-base health: merge a duplicate, dismiss a conflict, find stale entries', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const restore = await rememberDraft(page, ['knowledgeBase']);
  try {
    await addEntry(page, 'kb_e2e_dup', 'Do you encrypt customer data at rest?', 'Yes. With AES-256.');
    await addEntry(page, 'kb_e2e_conflict', 'Do you perform background checks on all employees?', 'No. Only for engineers.');
    await page.reload();
    const panel = await openTab(page, 'Knowledge base');
    const duplicate = health(page).getByRole('listitem', { name: 'Duplicate: Do you encrypt customer data at rest?' });
    await expect(duplicate).toContainText('Two entries ask the same question.');
    await duplicate.getByRole('button', { name: 'Merge into the newest' }).click();
    await expect(health(page).getByText('Entries merged.')).toBeVisible();
    await expect(duplicate).toHaveCount(0);
    const { draft } = await readDraft(page);
    expect((draft.knowledgeBase as { content: string }[]).filter((e) => e.content === 'Do you encrypt customer data at rest?')).toHaveLength(1);

    const conflict = health(page).getByRole('listitem', { name: /^Conflicting answers: / });
    await expect(conflict).toContainText('The same question is answered No in one entry and Yes in the other.');
    await conflict.getByRole('button', { name: 'Dismiss' }).click();
    await expect(health(page).getByText('Finding dismissed.')).toBeVisible();
    await expect(health(page).getByRole('listitem', { name: /^Conflicting answers: / })).toHaveCount(0);

    // Stale after one day: the demo's older entries are listed; one opens in the entry dialog.
    await health(page).getByLabel('Stale after (days)').fill('1');
    await health(page).getByRole('button', { name: 'Save period' }).click();
    await expect(health(page).getByText('Stale period saved.')).toBeVisible();
    const stale = health(page).getByRole('listitem', { name: 'Stale: Where is customer data hosted?' });
    await expect(stale).toContainText('Not modified for more than 1 days.');
    await stale.getByRole('button', { name: 'Edit entry' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit entry' }).getByLabel('Question')).toHaveValue('Where is customer data hosted?');
    await page.getByRole('dialog', { name: 'Edit entry' }).getByRole('button', { name: 'Cancel' }).click();
    await health(page).getByLabel('Stale after (days)').fill('365');
    await health(page).getByRole('button', { name: 'Save period' }).click();
    await expect(health(page).getByRole('listitem', { name: 'Stale: Where is customer data hosted?' })).toHaveCount(0);
    await expect(panel).toBeVisible();
  } finally {
    await restore();
  }
});

test('expiring soon: owners of a certificate get the reminder; visitors see it expired once its date passes', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page);
  const restore = await rememberDraft(page, ['items']);
  try {
    await openSection(page, 'Expiring soon');
    const expiring = page.getByRole('region', { name: 'Expiring soon' });
    await expiring.getByLabel('Within').selectOption({ label: '365 days' });
    const soc2 = expiring.getByRole('row', { name: /SOC 2 Type II/ }).first();
    await expect(soc2).toContainText('2027-03-31');
    await expect(soc2).toContainText('No owner');
    await soc2.getByRole('button', { name: /^Edit owners of SOC 2 Type II/ }).click();
    await soc2.getByLabel('admin@example.com').check();
    // Renewal due soon: the date moves into the 30-day window (a retry takes another date: the first attempt's
    // reminder for this one was sent, and is not sent again the same week).
    const days = 20 + testInfo.retry;
    const soon = new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await soc2.getByLabel('Expiry date').fill(soon);
    const seen = await outboxSnapshot();
    await soc2.getByRole('button', { name: 'Save owners' }).click();
    const renewed = expiring.getByRole('row', { name: /SOC 2 Type II/ }).filter({ hasText: soon });
    await expect(renewed).toContainText('admin@example.com');
    await expect(renewed).toContainText(`Expires in ${days} days`);

    // The scheduled run (as the server's interval and the Worker's cron) emails the owner, once: a second run the
    // same week sends nothing. (The server's own interval, every 10 minutes, may be the run that sends it, from the
    // moment the owner is saved: the outbox is read from before that.)
    const env = { ...process.env, DATA_DIR: process.env.GLASSHOUSE_E2E_DATA_DIR ?? '', PUBLIC_URL: process.env.GLASSHOUSE_E2E_BASE_URL ?? '' };
    const runScheduled = async () =>
      (await promisify(execFile)(process.execPath, [path.join(ROOT, 'scripts', 'glasshouse.mjs'), 'run-scheduled'], { env, cwd: ROOT })).stdout;
    expect(await runScheduled()).toMatch(/^Sent \d+ expiry reminders?;/);
    const subject = `Expiry reminder: SOC 2 Type II expires in ${days} days, on ${soon}`;
    const email = await waitForEmail({ to: 'admin@example.com', seen });
    expect(decodeWords(email.headers.subject ?? '')).toBe(subject);
    expect(email.text).toContain('/admin/expiring');
    expect(await runScheduled()).toMatch(/^Sent 0 expiry reminders;/);
    const sent: string[] = [];
    for (const file of await outboxSnapshot()) if (!seen.has(file)) sent.push(decodeWords(parseEml(await readFile(file, 'utf8'), file).headers.subject ?? ''));
    expect(sent.filter((text) => text === subject)).toHaveLength(1);
  } finally {
    await restore();
  }

  // A visitor after the published SOC 2 date (2027-03-31) sees the certificate as expired.
  await page.clock.setFixedTime(new Date('2027-04-02T10:00:00Z'));
  await page.goto('/');
  const tile = page.getByRole('region', { name: 'Certifications' }).locator('[data-item-uid="itm_pf_soc_2_type_ii"]');
  await expect(tile.getByText('Expired', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Certifications' }).locator('[data-item-uid="itm_pf_iso_27001"]').getByText('Expired', { exact: true }),
  ).toBeHidden();
});
