/**
 * Documents for a signed-in account member (AccountExternal): the documents card shows what their permission
 * profile opens, a view-only document offers no download, and bulk download gives a zip whose gated PDFs are
 * stamped with the member's name, email and company.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { pdfPageTexts } from '../../integration/helpers/pdf-text.ts';
import { accountWithMember, signInMember, unique } from '../access/access-helpers.ts';

test.describe.configure({ timeout: 180_000 });

const SOC2 = 'northwind-soc2-type2-report-2026-CANARY-SOCFILE-EC54EC.pdf';
const PENTEST = 'pentest-summary-2026-CANARY-PENTFILE-089F45.pdf';

test('an account member views, and bulk downloads, the documents their profile opens — stamped for them', async ({ page, browser }) => {
  const label = unique('docs');
  const member = `reader@${label}.example`;
  await accountWithMember(browser, { name: `Docs ${label}`, permissionProfileId: 'pp_standard_nda', ndaOnFile: true }, member, 'Rita');

  await signInMember(page, member);
  const card = page.getByTestId('documents-card');
  await card.scrollIntoViewIfNeeded();
  await expect(card).toHaveAttribute('data-mode', 'AccountExternal');
  await expect(card.getByRole('tab', { name: 'Private' })).toBeVisible();

  // The SOC 2 report is view-only: it opens, without a Download button.
  const viewed = page.waitForRequest(/accessType=view/);
  await card.getByRole('button', { name: SOC2 }).click();
  const viewer = page.getByRole('dialog', { name: SOC2 });
  await viewed;
  // pdf.js and the worker load on first use.
  await expect(viewer.locator('[data-page-number="1"][data-rendered="true"]')).toBeVisible({ timeout: 30_000 });
  await expect(viewer.getByRole('button', { name: 'Download' })).toHaveCount(0);
  await viewer.getByRole('button', { name: 'Close' }).last().click();

  await card.getByRole('button', { name: 'Bulk download' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk download' });
  const list = dialog.getByRole('list', { name: 'Documents to download' });
  await expect(list).not.toContainText(SOC2);
  await expect(list).toContainText(PENTEST);
  await dialog.getByRole('checkbox', { name: /Select all/ }).check();
  const [zip] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
  const entries = unzipSync(readFileSync((await zip.path())!));
  expect(Object.keys(entries)).toContain(PENTEST);
  expect(Object.keys(entries)).toContain('Northwind-Information-Security-Policy.pdf');
  for (const text of await pdfPageTexts(entries[PENTEST]!)) {
    expect(text).toContain(`Downloaded by Rita Tester <${member}>, Docs ${label} on `);
  }
  // Public documents are untouched.
  expect(entries['Northwind-Information-Security-Policy.pdf']!.byteLength).toBe(7940);
});
