/**
 * Viewing and downloading documents and bridge letters: authorisation for every kind of requester, the stamp on
 * gated PDFs, untouched cacheable public documents, view-only rules, encrypted PDFs, the audit record, and the
 * documents card endpoint.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatLetterDate } from '../../../content/documents.ts';
import { documentUrl, bridgeLetterUrl } from '../../../content/document-urls.ts';
import { auditLog } from '../../../edge/db/schema.ts';
import { pdfPageTexts } from '../helpers/pdf-text.ts';
import { jsonOf } from '../helpers/test-app.ts';
import { GATED_CANARY, HIDDEN_CANARY, ORG, bytesOf, documentsSnapshot, makeDocumentsFixture, send, type DocumentsFixture } from './fixture.ts';

let f: DocumentsFixture;
beforeEach(async () => {
  f = await makeDocumentsFixture();
});
afterEach(async () => {
  await f.t.close();
});

const url = (fileId: string, itemUid: string, accessType: 'view' | 'download' = 'download', extra: Record<string, string> = {}) =>
  documentUrl({ orgId: ORG, fileId, itemUid, productId: 'main', accessType, accessSource: 'documents-card', previewingAs: extra });

function expectNoCanary(bytes: Uint8Array) {
  const text = Buffer.from(bytes).toString('latin1');
  expect(text).not.toContain(GATED_CANARY);
  expect(text).not.toContain(HIDDEN_CANARY);
}

describe('public documents', () => {
  it('are served untouched to anyone, cacheable, with the SHA-256 as ETag and 304 on revalidation', async () => {
    const res = await send(f.t, 'GET', url('file_public', 'itm_policy'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('content-disposition')).toContain('attachment; filename="Security-Policy.pdf"');
    const etag = res.headers.get('etag')!;
    const body = await bytesOf(res);
    expect(Buffer.from(body).equals(Buffer.from(f.bytes.file_public!))).toBe(true);
    const sha = f.snapshot.files!.find((x) => x.fileId === 'file_public')!.sha256;
    expect(etag).toBe(`"${sha}"`);

    const again = await send(f.t, 'GET', url('file_public', 'itm_policy'), null, undefined, { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it('open inline for viewing', async () => {
    const res = await send(f.t, 'GET', url('file_public', 'itm_policy', 'view'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^inline;/);
  });
});

describe('gated documents', () => {
  it('are not found for an anonymous visitor, and no gated byte is in the answer', async () => {
    for (const [fileId, itemUid] of [
      ['file_gated', 'itm_report'],
      ['file_hidden', 'itm_hidden'],
      ['file_gated', 'itm_policy'],
    ] as const) {
      for (const accessType of ['view', 'download'] as const) {
        const res = await send(f.t, 'GET', url(fileId, itemUid, accessType));
        expect(res.status).toBe(404);
        expectNoCanary(await bytesOf(res));
      }
    }
    // Without an item, too.
    const bare = await send(f.t, 'GET', `/api/share/${ORG}/documents/file_gated?accessType=download`);
    expect(bare.status).toBe(404);
    expectNoCanary(await bytesOf(bare));
  });

  it('are not found for an account whose profile does not include the item', async () => {
    const res = await send(f.t, 'GET', url('file_gated', 'itm_report'), f.cookies.outsider);
    expect(res.status).toBe(404);
    expectNoCanary(await bytesOf(res));
  });

  it('are stamped on every page for an account with access: name, email, company and UTC time', async () => {
    const res = await send(f.t, 'GET', url('file_gated', 'itm_report'), f.cookies.member);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const pages = await pdfPageTexts(await bytesOf(res));
    expect(pages).toHaveLength(3);
    for (const [i, text] of pages.entries()) {
      expect(text).toContain(`SOC 2 report ${GATED_CANARY} page ${i + 1}`);
      expect(text).toContain('Downloaded by Ann Lee <ann@globex.test>, Globex on 2026-01-15 12:00:00 UTC');
    }
  });

  it('stay hidden from an account when the item is restricted and hidden and the profile does not list it', async () => {
    const res = await send(f.t, 'GET', url('file_hidden', 'itm_hidden'), f.cookies.member);
    expect(res.status).toBe(404);
    expectNoCanary(await bytesOf(res));
  });

  it('are refused with a clear error when the PDF is encrypted and cannot be stamped', async () => {
    const res = await send(f.t, 'GET', url('file_encrypted', 'itm_encrypted'), f.cookies.member);
    expect(res.status).toBe(422);
    expect(await jsonOf(res)).toMatchObject({
      code: 'DOCUMENT_ENCRYPTED',
      error: 'This PDF is encrypted, so it cannot be stamped for you and cannot be downloaded. Please contact support.',
    });
  });

  it('are recorded in the audit log with who, what and how', async () => {
    await send(f.t, 'GET', url('file_gated', 'itm_report'), f.cookies.member);
    await send(f.t, 'GET', url('file_public', 'itm_policy', 'view'));
    const rows = await f.t.db.select().from(auditLog).where(eq(auditLog.orgId, ORG));
    const download = rows.find((r) => r.action === 'document.download' && r.subject === 'file_gated');
    expect(download).toMatchObject({ actor: 'ann@globex.test' });
    expect(JSON.parse(download!.data)).toMatchObject({
      itemUid: 'itm_report',
      accessType: 'download',
      accessSource: 'documents-card',
      stamped: true,
      mode: 'AccountExternal',
    });
    expect(rows.find((r) => r.action === 'document.view' && r.subject === 'file_public')).toMatchObject({ actor: 'anonymous' });
  });
});

describe('view-only documents', () => {
  it('can be viewed but not downloaded outside main mode (per-file setting)', async () => {
    expect((await send(f.t, 'GET', url('file_viewonly', 'itm_viewonly', 'view'), f.cookies.member)).status).toBe(200);
    const res = await send(f.t, 'GET', url('file_viewonly', 'itm_viewonly', 'download'), f.cookies.member);
    expect(res.status).toBe(403);
    expect(await jsonOf(res)).toMatchObject({ code: 'DOCUMENT_VIEW_ONLY', error: 'This document can only be viewed, not downloaded.' });
  });

  it('an organisation-level view-only setting blocks every download outside main mode, not in main mode', async () => {
    const base = documentsSnapshot();
    await f.publish({ ...base, files: f.snapshot.files, organization: { ...base.organization, documentAccessType: 'view-only' } });
    expect((await send(f.t, 'GET', url('file_gated', 'itm_report', 'download'), f.cookies.member)).status).toBe(403);
    expect((await send(f.t, 'GET', url('file_public', 'itm_policy', 'download'))).status).toBe(403);
    expect((await send(f.t, 'GET', url('file_gated', 'itm_report', 'view'), f.cookies.member)).status).toBe(200);
    expect(
      (await send(f.t, 'GET', bridgeLetterUrl({ orgId: ORG, itemUid: 'itm_report', productId: 'main', accessType: 'download' }), f.cookies.member)).status,
    ).toBe(403);
    expect((await send(f.t, 'GET', url('file_gated', 'itm_report', 'download'), f.cookies.editor)).status).toBe(200);
  });
});

describe('staff', () => {
  it('need files:view to view and files:download to download', async () => {
    expect((await send(f.t, 'GET', url('file_gated', 'itm_report', 'view'), f.cookies.viewer)).status).toBe(200);
    const denied = await send(f.t, 'GET', url('file_gated', 'itm_report', 'download'), f.cookies.viewer);
    expect(denied.status).toBe(403);
    expectNoCanary(await bytesOf(denied));
    const res = await send(f.t, 'GET', url('file_gated', 'itm_report', 'download'), f.cookies.editor);
    expect(res.status).toBe(200);
    const [first] = await pdfPageTexts(await bytesOf(res));
    expect(first).toContain('Downloaded by eddie@acme.test <eddie@acme.test>, Acme Corp on 2026-01-15 12:00:00 UTC');
  });

  it('in main mode may open a view-only document and a file of a hidden item, without an item too', async () => {
    expect((await send(f.t, 'GET', url('file_viewonly', 'itm_viewonly', 'download'), f.cookies.admin)).status).toBe(200);
    expect((await send(f.t, 'GET', url('file_hidden', 'itm_hidden', 'download'), f.cookies.admin)).status).toBe(200);
    expect((await send(f.t, 'GET', `/api/share/${ORG}/documents/file_hidden?accessType=view`, f.cookies.viewer)).status).toBe(200);
  });

  it('previewing as a permission profile get exactly what that profile may open', async () => {
    expect((await send(f.t, 'GET', url('file_gated', 'itm_report', 'download', { permissionProfileId: 'pp_none' }), f.cookies.admin)).status).toBe(404);
    expect((await send(f.t, 'GET', url('file_gated', 'itm_report', 'download', { permissionProfileId: 'pp_all' }), f.cookies.admin)).status).toBe(200);
    expect((await send(f.t, 'GET', url('file_viewonly', 'itm_viewonly', 'download', { permissionProfileId: 'pp_all' }), f.cookies.admin)).status).toBe(403);
  });

  it('of another organisation are treated as anonymous', async () => {
    const { staffCookie } = await import('../helpers/content-fixture.ts');
    const { organizations } = await import('../../../edge/db/schema.ts');
    await f.t.db.insert(organizations).values({ id: 'org_other', slug: 'other', name: 'Other', customDomains: [], createdAt: 0 });
    const other = await staffCookie(f.t.db, 'org_other', 'mallory@other.test', 'admin', f.t.deps.now());
    expect((await send(f.t, 'GET', url('file_gated', 'itm_report'), other)).status).toBe(404);
  });
});

describe('bridge letters', () => {
  const letter = (accessType: 'view' | 'download' = 'download') =>
    bridgeLetterUrl({ orgId: ORG, itemUid: 'itm_report', productId: 'main', accessType, accessSource: 'documents-card' });

  it('are generated as a dated PDF with the letter, the signer and the viewer stamp for an account with access', async () => {
    const res = await send(f.t, 'GET', letter(), f.cookies.member);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('filename="Acme-Corp-SOC-2-Type-II-Report-Bridge-Letter.pdf"');
    const [text] = await pdfPageTexts(await bytesOf(res));
    expect(text).toContain(formatLetterDate(f.t.deps.now()));
    expect(formatLetterDate(f.t.deps.now())).toBe('January 15, 2026');
    expect(text).toContain('No material changes since the audit period.');
    expect(text).toContain('Maya Okafor');
    expect(text).toContain('SOC 2 Bridge Letter');
    expect(text).toContain('Downloaded by Ann Lee <ann@globex.test>, Globex');
  });

  it('are not found for anonymous visitors and accounts without access', async () => {
    expect((await send(f.t, 'GET', letter())).status).toBe(404);
    expect((await send(f.t, 'GET', letter(), f.cookies.outsider)).status).toBe(404);
  });

  it('are locked by the plan: "Upgrade your plan to unlock this feature"', async () => {
    await f.publish({ ...documentsSnapshot(), files: f.snapshot.files, plan: { name: 'Starter', features: [] } });
    const res = await send(f.t, 'GET', letter(), f.cookies.member);
    expect(res.status).toBe(402);
    expect(await jsonOf(res)).toMatchObject({ error: 'Upgrade your plan to unlock this feature' });
  });
});

describe('GET /api/share/:orgId/documents (documents card)', () => {
  it('gives an anonymous visitor the public documents and the count of locked ones, without bulk download', async () => {
    const res = await send(f.t, 'GET', `/api/share/${ORG}/documents?productId=main`);
    expect(res.status).toBe(200);
    const body = await jsonOf(res);
    expect(body.mode).toBe('Public');
    expect(body.documents.map((d: { fileId: string }) => d.fileId)).toEqual(['file_public']);
    expect(body.lockedCount).toBe(4); // gated + letter, view-only, encrypted (the hidden item is not listed)
    expect(body.bulkDownload).toBe(false);
    expect(JSON.stringify(body)).not.toContain('soc2-report.pdf');
    expect(body.rows.map((r: { label: string; count: number }) => [r.label, r.count])).toEqual([
      ['Policies', 1],
      ['Reports', 4],
    ]);
  });

  it('gives an account member the unlocked documents, featured first, with the letter and bulk download', async () => {
    const body = await jsonOf(await send(f.t, 'GET', `/api/share/${ORG}/documents?productId=main`, f.cookies.member));
    expect(body.mode).toBe('AccountExternal');
    expect(body.documents.map((d: { fileId: string }) => d.fileId)).toEqual([
      'file_gated',
      'bridge-letter-itm_report',
      'file_public',
      'file_viewonly',
      'file_encrypted',
    ]);
    expect(body.documents.find((d: { fileId: string }) => d.fileId === 'file_viewonly').canDownload).toBe(false);
    expect(body.documents[0]).toMatchObject({ featured: true, access: 'private', canDownload: true });
    expect(body.bulkDownload).toBe(true);
    expect(body.canEdit).toBe(false);
  });

  it('gives staff the edit menu and main mode', async () => {
    const body = await jsonOf(await send(f.t, 'GET', `/api/share/${ORG}/documents`, f.cookies.editor));
    expect(body).toMatchObject({ mode: 'Main', canEdit: true, bulkDownload: true });
    expect(body.documents.map((d: { fileId: string }) => d.fileId)).toContain('file_hidden');
  });
});
