/**
 * Documents in a real browser against the production server: viewing and downloading from the documents card,
 * view-only documents, the bridge letter, bulk download (success, partial failure, error, cancel), the signed
 * manifest, and the staff documents page (upload modal, type setter).
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { formatLetterDate } from '../../../content/documents.ts';
import { verifyManifestSignature } from '../../../edge/services/documents/documents-manifest.ts';
import { verifyManifest } from '../../../scripts/commands/verify-manifest.ts';
import { pdfPageTexts } from '../../integration/helpers/pdf-text.ts';
import { putDraftRecord, readDraft, signIn } from '../support/admin.ts';
import { SAME_ORIGIN } from '../support/same-origin.ts';

test.describe.configure({ mode: 'serial' });

const POLICY = 'Northwind-Information-Security-Policy.pdf';

/** The documents card once hydrated, showing the view of `mode` (the requester's own view replaces the public one). */
async function openCard(page: Page, path = '/', mode = 'Public') {
  await page.goto(path);
  const card = page.getByTestId('documents-card');
  // The island hydrates on the visitor's first interaction (a key press), or once in view when the edge has a view
  // of the requester's own (signed-in staff).
  await card.scrollIntoViewIfNeeded();
  if (mode === 'Public') await page.keyboard.press('Shift');
  await expect(card).toHaveAttribute('data-ready', 'true');
  await expect(card).toHaveAttribute('data-mode', mode);
  return card;
}

async function downloadedBytes(download: import('@playwright/test').Download): Promise<Buffer> {
  return readFileSync((await download.path())!);
}

test('a visitor views a public document with its SHA-256 and downloads it untouched', async ({ page }) => {
  const card = await openCard(page);
  const viewed = page.waitForRequest(/\/api\/share\/.+\/documents\/file_infosec_policy\?.*accessType=view/);
  await card.getByRole('button', { name: POLICY }).click();
  const viewer = page.getByRole('dialog', { name: POLICY });
  await expect(viewer).toBeVisible();
  await viewed;
  await expect(viewer.locator('[data-page-number="1"][data-rendered="true"]')).toBeVisible();
  await expect(viewer.getByTestId('document-sha256')).toHaveText('c4ec16c6fcf0885989bbf8c96ffc3a0fb9141ef34bf353fc79047e02085a3f0c');
  const [download] = await Promise.all([page.waitForEvent('download'), viewer.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toBe(POLICY);
  const bytes = await downloadedBytes(download);
  expect(bytes.byteLength).toBe(7940);
  // A visitor sees no bulk download and no private document names.
  await expect(card.getByRole('button', { name: 'Bulk download' })).toHaveCount(0);
  await expect(card).not.toContainText('CANARY');
});

test('an item page links its public documents, with their SHA-256, to view and download', async ({ page }) => {
  await page.goto('/product/platform/information-security-policy/');
  const entry = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: POLICY }) });
  await expect(entry).toContainText('SHA-256 c4ec16c6fcf0885989bbf8c96ffc3a0fb9141ef34bf353fc79047e02085a3f0c');
  const href = await entry.getByRole('link', { name: 'Download' }).getAttribute('href');
  expect(href).toMatch(/accessType=download/);
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=300');
  expect(response.headers().etag).toBe('"c4ec16c6fcf0885989bbf8c96ffc3a0fb9141ef34bf353fc79047e02085a3f0c"');
});

test('a failed download shows the spec message', async ({ page }) => {
  await page.route('**/api/share/*/documents/file_infosec_policy?*accessType=download*', (route) => route.fulfill({ status: 500, json: { error: 'x' } }));
  const card = await openCard(page);
  await card.getByRole('button', { name: POLICY }).click();
  await page.getByRole('dialog', { name: POLICY }).getByRole('button', { name: 'Download' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to download the document. If the problem persists, please contact support.');
});

test('the public documents manifest is signed with the key published in trust.json', async ({ page, baseURL }) => {
  const trust = await (await page.request.get('/trust.json')).json();
  const manifest = await (await page.request.get('/documents-manifest.json')).json();
  expect(trust.documentsManifest).toMatchObject({ url: '/documents-manifest.json', algorithm: 'Ed25519' });
  expect((await verifyManifestSignature(manifest, trust.documentsManifest.publicKey)).ok).toBe(true);
  const names = manifest.payload.files.map((f: { name: string }) => f.name);
  expect(names).toContain(POLICY);
  expect(JSON.stringify(manifest)).not.toContain('CANARY');
  const lines: string[] = [];
  const problems = await verifyManifest({ target: baseURL!, io: { out: (l) => lines.push(l), err: (l) => lines.push(l) } });
  expect(problems, lines.join('\n')).toBe(0);
});

test.describe('signed-in staff', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('previewing as a profile: a view-only document has no Download button', async ({ page }) => {
    const card = await openCard(page, '/?permissionProfileId=pp_standard_nda', 'Preview');
    const name = 'northwind-soc2-type2-report-2026-CANARY-SOCFILE-EC54EC.pdf';
    const viewed = page.waitForRequest(/previewPermissionProfileId=pp_standard_nda/);
    await card.getByRole('button', { name }).click();
    const viewer = page.getByRole('dialog', { name });
    expect((await viewed).url()).toMatch(/accessType=view/);
    await expect(viewer.locator('[data-page-number="1"][data-rendered="true"]')).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Close' }).last()).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Download' })).toHaveCount(0);
  });

  test('the bridge letter is generated, dated "MMMM dd, yyyy" and stamped for the viewer', async ({ page }) => {
    const card = await openCard(page, '/', 'Main');
    const name = 'Northwind-Cloud-SOC-2-Type-II-Report-Bridge-Letter.pdf';
    await card.getByRole('button', { name }).click();
    const viewer = page.getByRole('dialog', { name });
    const [download] = await Promise.all([page.waitForEvent('download'), viewer.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe(name);
    const [text] = await pdfPageTexts(await downloadedBytes(download));
    expect(text).toContain(formatLetterDate(Date.now()));
    expect(text).toContain('SOC 2 Bridge Letter');
    expect(text).toContain('Maya Okafor');
    expect(text).toContain('Downloaded by');
    expect(text).toContain('admin@example.com');
  });

  test('bulk download: select all follows the selection, Download gives a zip', async ({ page }) => {
    const card = await openCard(page, '/', 'Main');
    await card.getByRole('button', { name: 'Bulk download' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bulk download' });
    const download = dialog.getByRole('button', { name: 'Download' });
    await expect(download).toBeDisabled();
    const all = dialog.getByRole('checkbox', { name: /Select all/ });
    await all.check();
    const boxes = dialog.getByRole('list', { name: 'Documents to download' }).getByRole('checkbox');
    for (const box of await boxes.all()) await expect(box).toBeChecked();
    await boxes.first().uncheck();
    await expect(all).not.toBeChecked();
    await boxes.first().check();
    await expect(all).toBeChecked();
    // While the zip comes, its progress shows and Download waits; then the success state, which Done resets.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/share\/[^/]+\/bulk-download\/[^/?]+/, async (route) => {
      await released;
      await route.continue();
    });
    const zipDownload = page.waitForEvent('download');
    await download.click();
    await expect(dialog.getByRole('status')).toContainText(/(Preparing|Downloading) \d+ documents…/);
    await expect(dialog.getByRole('progressbar', { name: 'Download progress' })).toBeVisible();
    await expect(download).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    release();
    const zip = await zipDownload;
    expect(zip.suggestedFilename()).toBe('Northwind-Cloud-documents.zip');
    const bytes = await downloadedBytes(zip);
    expect(bytes.subarray(0, 4).toString('hex')).toBe('504b0304');
    await expect(dialog.getByRole('status')).toContainText(/Downloaded \d+ documents/);
    await expect(dialog.getByRole('button', { name: 'Download' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog.getByRole('status')).toHaveCount(0);
    await expect(all).not.toBeChecked();
    await expect(download).toBeDisabled();
    await page.unroute(/\/api\/share\/[^/]+\/bulk-download\/[^/?]+/);
    // Reopened, it starts afresh.
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await card.getByRole('button', { name: 'Bulk download' }).click();
    await expect(page.getByRole('dialog', { name: 'Bulk download' }).getByRole('checkbox', { name: /Select all/ })).not.toBeChecked();
  });

  test('bulk download: a document that cannot be stamped is listed under "Failed to download N documents"', async ({ page }) => {
    // An encrypted PDF linked to a restricted item of the draft (main mode reads the draft).
    const doc = await PDFDocument.create();
    doc.addPage([200, 200]);
    doc.context.trailerInfo.Encrypt = doc.context.register(doc.context.obj({ Filter: 'Standard', V: 1, R: 2, P: -44 }));
    const bytes = Buffer.from(await doc.save({ useObjectStreams: false }));
    const upload = await page.request.post('/api/admin/files?name=e2e-encrypted-report.pdf', {
      data: bytes,
      headers: { 'content-type': 'application/pdf', ...SAME_ORIGIN },
    });
    expect(upload.status(), await upload.text()).toBe(200);
    const { fileId } = await upload.json();
    const { draft } = await readDraft(page);
    const item = (draft.items as { itemUid: string; files: string[] }[]).find((i) => i.itemUid === 'itm_pf_penetration_test_summary')!;
    expect((await putDraftRecord(page, 'items', item.itemUid, { ...item, files: [...item.files, fileId] })).status()).toBe(200);
    try {
      const card = await openCard(page, '/', 'Main');
      await card.getByRole('button', { name: 'Bulk download' }).click();
      const dialog = page.getByRole('dialog', { name: 'Bulk download' });
      await dialog.getByRole('checkbox', { name: /Select all/ }).check();
      const [zip] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
      expect(zip.suggestedFilename()).toMatch(/\.zip$/);
      await expect(dialog.getByText('Failed to download 1 documents')).toBeVisible();
      await expect(dialog.getByRole('status').getByRole('listitem')).toHaveText(['e2e-encrypted-report.pdf']);
    } finally {
      expect((await putDraftRecord(page, 'items', item.itemUid, item)).status()).toBe(200);
    }
  });

  test('bulk download: an error offers Try again; Cancel aborts and the dialog stays open while loading', async ({ page }) => {
    let calls = 0;
    await page.route('**/api/share/*/bulk-download', async (route) => {
      calls++;
      if (calls === 1) return route.fulfill({ status: 500, json: { error: 'x' } });
      await new Promise((resolve) => setTimeout(resolve, 5000));
      return route.fulfill({ status: 200, json: { failedFileIds: [], successCount: 1, fileUrl: null } }).catch(() => {});
    });
    const card = await openCard(page, '/', 'Main');
    await card.getByRole('button', { name: 'Bulk download' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bulk download' });
    await dialog.getByRole('list', { name: 'Documents to download' }).getByRole('checkbox').first().check();
    await dialog.getByRole('button', { name: 'Download' }).click();
    await expect(dialog.getByText('Downloading files failed')).toBeVisible();
    await expect(dialog.getByText('Oops, looks like we encountered an error during this download. Try again below.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect(dialog.getByRole('status')).toContainText('Preparing 1 document');
    await expect(dialog.getByRole('button', { name: 'Download' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Close', exact: true }).first()).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog.getByRole('status')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Download' })).toBeEnabled();
  });

  test('the documents page: upload modal from ?uploadModal=true, then the type setter', async ({ page }) => {
    await page.goto('/documents?uploadModal=true');
    const upload = page.getByRole('dialog', { name: 'Upload document' });
    await expect(upload).toBeVisible();
    await upload.getByLabel('File').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(upload.getByRole('alert')).toHaveText('This file type is not allowed. Upload a PDF, Word, Excel, PowerPoint, PNG, JPEG or CSV file.');
    const pdf = await PDFDocument.create();
    pdf.addPage();
    await upload.getByLabel('File').setInputFiles({ name: 'e2e-vendor-assessment.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await pdf.save()) });
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('status')).toHaveText('Uploaded e2e-vendor-assessment.pdf');
    expect(new URL(page.url()).searchParams.has('uploadModal')).toBe(false);
    const row = page.getByRole('row').filter({ hasText: 'e2e-vendor-assessment.pdf' });
    await expect(row.locator('code')).toHaveText(/^[0-9a-f]{64}$/);

    await page.getByRole('tab', { name: 'Public' }).click();
    await expect(page.getByRole('row').filter({ hasText: POLICY })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'e2e-vendor-assessment.pdf' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'All' }).click();

    await page.getByRole('checkbox', { name: 'Select e2e-vendor-assessment.pdf' }).check();
    await page.getByRole('checkbox', { name: `Select ${POLICY}` }).check();
    await page.getByRole('button', { name: 'Set type (2)' }).click();
    const setter = page.getByRole('dialog', { name: 'Set document type' });
    await setter.getByRole('button', { name: 'Save' }).click();
    await expect(setter.getByText('Type is required')).toBeVisible();
    await setter.getByLabel('Type').selectOption('Questionnaire');
    await setter.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText('Types have been updated for 2 document(s)');
    await expect(setter).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: POLICY }).getByTestId('document-type')).toHaveText('Questionnaire');
    // Put the demo policy's type back.
    expect(
      (
        await page.request.patch('/api/documents', { data: { documentIds: ['file_infosec_policy'], updates: { type: 'Policy' } }, headers: SAME_ORIGIN })
      ).status(),
    ).toBe(200);
  });

  test('the admin header links to the documents page', async ({ page }) => {
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin pages' }).getByRole('link', { name: 'Documents' }).click();
    await expect(page).toHaveURL(/\/documents\/?$/);
    await expect(page.getByRole('tab', { name: 'All' })).toBeVisible();
  });

  test('type updates that fail say "Type updates could not be saved"', async ({ page }) => {
    await page.goto('/documents');
    await page.route('**/api/documents', (route) =>
      route.request().method() === 'PATCH' ? route.fulfill({ status: 500, json: { error: 'x' } }) : route.continue(),
    );
    await page.getByRole('checkbox', { name: `Select ${POLICY}` }).check();
    await page.getByRole('button', { name: 'Set type (1)' }).click();
    const setter = page.getByRole('dialog', { name: 'Set document type' });
    await setter.getByLabel('Type').selectOption('Policy');
    await setter.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toHaveText('Type updates could not be saved');
  });
});
