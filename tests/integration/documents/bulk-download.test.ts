/**
 * Bulk download: who may start one, which documents fail (view-only, encrypted, not accessible), the zip's
 * entries (public untouched, gated stamped, the generated letter) and the signed file URL's binding to its
 * requester and its expiry.
 */
import { unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BULK_TOKEN_TTL_SECONDS } from '../../../edge/services/documents/bulk-download.ts';
import { pdfPageTexts } from '../helpers/pdf-text.ts';
import { jsonOf } from '../helpers/test-app.ts';
import { GATED_CANARY, ORG, bytesOf, documentsSnapshot, makeDocumentsFixture, send, type DocumentsFixture } from './fixture.ts';

let f: DocumentsFixture;
beforeEach(async () => {
  f = await makeDocumentsFixture();
});
afterEach(async () => {
  await f.t.close();
});

const path = `/api/share/${ORG}/bulk-download`;
const everything = {
  productId: 'main',
  selectAllUsed: true,
  files: [
    { itemUid: 'itm_policy', fileId: 'file_public' },
    { itemUid: 'itm_report', fileId: 'file_gated' },
    { itemUid: 'itm_report', fileId: 'bridge-letter-itm_report', generated: true },
    { itemUid: 'itm_viewonly', fileId: 'file_viewonly' },
    { itemUid: 'itm_encrypted', fileId: 'file_encrypted' },
    { itemUid: 'itm_hidden', fileId: 'file_hidden' },
  ],
};

describe('POST /api/share/:orgId/bulk-download', () => {
  it('is refused to anonymous visitors (401) and to staff without files:download (403)', async () => {
    const anonymous = await send(f.t, 'POST', path, null, everything);
    expect(anonymous.status).toBe(401);
    expect((await send(f.t, 'POST', path, f.cookies.viewer, everything)).status).toBe(403);
  });

  it('is refused when the customization turns bulk download off', async () => {
    const base = documentsSnapshot();
    await f.publish({ ...base, files: f.snapshot.files, customization: { bulkDownloadEnabled: false } });
    expect((await send(f.t, 'POST', path, f.cookies.member, everything)).status).toBe(403);
  });

  it('validates the body: at least one document, a product', async () => {
    const none = await send(f.t, 'POST', path, f.cookies.member, { ...everything, files: [] });
    expect(none.status).toBe(400);
    expect(await jsonOf(none)).toMatchObject({ error: 'Select at least one document.' });
    const tooMany = await send(f.t, 'POST', path, f.cookies.member, {
      ...everything,
      files: Array.from({ length: 501 }, (_, i) => ({ itemUid: 'itm_public', fileId: `file_${i}` })),
    });
    expect(tooMany.status).toBe(400);
    expect(await jsonOf(tooMany)).toMatchObject({ error: 'At most 500 documents can be downloaded at once.' });
    expect((await send(f.t, 'POST', path, f.cookies.member, { files: everything.files })).status).toBe(400);
    expect((await send(f.t, 'POST', path, f.cookies.member, { ...everything, productId: 'nope' })).status).toBe(400);
  });

  it('refuses a selection too large for one zip (more than 4 GB) with a clear message', async () => {
    const base = documentsSnapshot();
    const huge = (f.snapshot.files ?? []).map((file) =>
      file.fileId === 'file_public' || file.fileId === 'file_gated' ? { ...file, size: 2.5 * 2 ** 30 } : file,
    );
    await f.publish({ ...base, files: huge });
    const res = await send(f.t, 'POST', path, f.cookies.member, everything);
    expect(res.status).toBe(400);
    expect(await jsonOf(res)).toMatchObject({
      code: 'BULK_DOWNLOAD_TOO_LARGE',
      error: 'The selected documents are too large for one download (more than 4 GB). Select fewer documents.',
    });
    // One of them alone fits.
    const one = await send(f.t, 'POST', path, f.cookies.member, { ...everything, files: [everything.files[0]] });
    expect(one.status).toBe(200);
  });

  it('needs a JSON body (CSRF guard)', async () => {
    const res = await send(f.t, 'POST', path, f.cookies.member, JSON.stringify(everything), { 'content-type': 'text/plain' });
    expect(res.status).toBe(400);
  });

  it('answers the failed documents and the count, and the zip holds the rest: public untouched, gated stamped, the letter', async () => {
    const res = await send(f.t, 'POST', path, f.cookies.member, everything);
    expect(res.status).toBe(200);
    const answer = await jsonOf(res);
    expect(answer.failedFileIds.sort()).toEqual(['file_encrypted', 'file_hidden', 'file_viewonly']);
    expect(answer.successCount).toBe(3);
    expect(answer.fileUrl).toMatch(new RegExp(`^/api/share/${ORG}/bulk-download/`));

    const zipRes = await send(f.t, 'GET', answer.fileUrl, f.cookies.member);
    expect(zipRes.status).toBe(200);
    expect(zipRes.headers.get('content-type')).toBe('application/zip');
    expect(zipRes.headers.get('cache-control')).toBe('private, no-store');
    const entries = unzipSync(await bytesOf(zipRes));
    expect(Object.keys(entries).sort()).toEqual(['Acme-Corp-SOC-2-Type-II-Report-Bridge-Letter.pdf', 'Security-Policy.pdf', 'soc2-report.pdf']);
    expect(Buffer.from(entries['Security-Policy.pdf']!).equals(Buffer.from(f.bytes.file_public!))).toBe(true);
    const pages = await pdfPageTexts(entries['soc2-report.pdf']!);
    expect(pages).toHaveLength(3);
    for (const text of pages) expect(text).toContain('Downloaded by Ann Lee <ann@globex.test>, Globex on 2026-01-15 12:00:00 UTC');
    const [letter] = await pdfPageTexts(entries['Acme-Corp-SOC-2-Type-II-Report-Bridge-Letter.pdf']!);
    expect(letter).toContain('No material changes since the audit period.');
  });

  it('fails every document of an account without access, with no file URL', async () => {
    const answer = await jsonOf(await send(f.t, 'POST', path, f.cookies.outsider, everything));
    expect(answer.successCount).toBe(1); // the public policy only
    expect(answer.failedFileIds).toHaveLength(5);
    const onlyGated = await jsonOf(await send(f.t, 'POST', path, f.cookies.outsider, { ...everything, files: [everything.files[1]] }));
    expect(onlyGated).toEqual({ failedFileIds: ['file_gated'], successCount: 0, fileUrl: null });
  });

  it('the file URL works only for the person who asked, and expires', async () => {
    const { fileUrl } = await jsonOf(await send(f.t, 'POST', path, f.cookies.member, everything));
    const anonymous = await send(f.t, 'GET', fileUrl);
    expect(anonymous.status).toBe(404);
    expect(Buffer.from(await bytesOf(anonymous)).toString('latin1')).not.toContain(GATED_CANARY);
    expect((await send(f.t, 'GET', fileUrl, f.cookies.outsider)).status).toBe(404);
    expect((await send(f.t, 'GET', `${fileUrl}x`, f.cookies.member)).status).toBe(410);
    f.t.advance((BULK_TOKEN_TTL_SECONDS + 1) * 1000);
    const expired = await send(f.t, 'GET', fileUrl, f.cookies.member);
    expect(expired.status).toBe(410);
    expect(await jsonOf(expired)).toMatchObject({ code: 'BULK_DOWNLOAD_EXPIRED' });
  });

  it('staff in main mode may bulk download, view-only documents included', async () => {
    const answer = await jsonOf(await send(f.t, 'POST', path, f.cookies.editor, everything));
    expect(answer.failedFileIds).toEqual(['file_encrypted']);
    expect(answer.successCount).toBe(5);
    const entries = unzipSync(await bytesOf(await send(f.t, 'GET', answer.fileUrl, f.cookies.editor)));
    expect(Object.keys(entries)).toHaveLength(5);
  });
});
