/**
 * Staff document management: upload (types, size limit, SHA-256, draft entity and blob), document settings, the
 * documents list of main mode and the bulk type setter.
 */
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../content/documents.ts';
import { orgFileKey } from '../../../edge/blobs/keys.ts';
import { readDraft } from '../../../edge/services/draft/read-draft.ts';
import { jsonOf } from '../helpers/test-app.ts';
import { ORG, makeDocumentsFixture, makePdf, send, type DocumentsFixture } from './fixture.ts';

let f: DocumentsFixture;
beforeEach(async () => {
  f = await makeDocumentsFixture();
});
afterEach(async () => {
  await f.t.close();
});

function upload(cookie: string | null, bytes: Uint8Array | string, query: Record<string, string>, contentType = 'application/pdf') {
  const headers: Record<string, string> = { 'content-type': contentType, origin: 'http://portal.test' };
  if (cookie) headers.cookie = cookie;
  return f.t.app.fetch(new Request(`http://portal.test/api/admin/files?${new URLSearchParams(query)}`, { method: 'POST', headers, body: bytes as BodyInit }));
}

describe('POST /api/admin/files (upload)', () => {
  it('stores the bytes, computes the SHA-256 and adds the file entity to the draft', async () => {
    const pdf = await makePdf('Uploaded');
    const res = await upload(f.cookies.editor, pdf, {
      name: 'Vendor Questionnaire.pdf',
      documentAccessType: 'view-only',
      isShared: 'true',
      type: 'Questionnaire',
    });
    expect(res.status).toBe(200);
    const file = await jsonOf(res);
    expect(file).toMatchObject({
      originalName: 'Vendor Questionnaire.pdf',
      contentType: 'application/pdf',
      size: pdf.byteLength,
      sha256: createHash('sha256').update(pdf).digest('hex'),
      documentAccessType: 'view-only',
      isShared: true,
      type: 'Questionnaire',
      createdAt: f.t.deps.now(),
    });
    expect(file.fileId).toMatch(/^file_[0-9a-f]{16}$/);
    const draft = await readDraft({ db: f.t.db, orgId: ORG });
    expect(draft.files.find((x) => x.fileId === file.fileId)).toMatchObject({ sha256: file.sha256 });
    expect(f.blobs.entries.get(orgFileKey(ORG, file.blobKey))?.bytes.byteLength).toBe(pdf.byteLength);
    // Main mode can open it before it is published.
    expect((await send(f.t, 'GET', `/api/share/${ORG}/documents/${file.fileId}?accessType=view`, f.cookies.viewer)).status).toBe(200);
  });

  it('needs a staff session with statuspage:edit', async () => {
    const pdf = await makePdf('x');
    expect((await upload(null, pdf, { name: 'a.pdf' })).status).toBe(401);
    expect((await upload(f.cookies.viewer, pdf, { name: 'a.pdf' })).status).toBe(403);
  });

  it('refuses types that are not allowed, a name that disagrees with the type, and form posts', async () => {
    const expectType = async (res: Response) => {
      expect(res.status).toBe(415);
      expect(await jsonOf(res)).toMatchObject({
        code: 'UPLOAD_TYPE_NOT_ALLOWED',
        error: 'This file type is not allowed. Upload a PDF, Word, Excel, PowerPoint, PNG, JPEG or CSV file.',
      });
    };
    await expectType(await upload(f.cookies.editor, 'MZ...', { name: 'setup.exe' }, 'application/octet-stream'));
    await expectType(await upload(f.cookies.editor, await makePdf('x'), { name: 'report.png' }, 'application/pdf'));
    await expectType(await upload(f.cookies.editor, 'hello', { name: 'notes.txt' }, 'text/plain'));
    await expectType(await upload(f.cookies.editor, 'a=b', { name: 'report.pdf' }, 'application/x-www-form-urlencoded'));
  });

  it('refuses an empty file, a fake PDF and a missing name', async () => {
    const empty = await upload(f.cookies.editor, new Uint8Array(0), { name: 'a.pdf' });
    expect(empty.status).toBe(400);
    expect(await jsonOf(empty)).toMatchObject({ error: 'The file is empty.' });
    const fake = await upload(f.cookies.editor, 'not a pdf at all', { name: 'a.pdf' });
    expect(await jsonOf(fake)).toMatchObject({ status: 400, error: 'The file is not a valid PDF.' });
    const unnamed = await upload(f.cookies.editor, await makePdf('x'), {});
    expect(unnamed.status).toBe(400);
  });

  it('refuses a file over the size limit, declared or streamed', async () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(new TextEncoder().encode('%PDF-1.7\n'));
    const res = await upload(f.cookies.editor, big, { name: 'big.pdf' });
    expect(res.status).toBe(413);
    expect(await jsonOf(res)).toMatchObject({ code: 'UPLOAD_TOO_LARGE', error: 'The file is too large: documents can be at most 25 MB.' });
    const stream = new Blob([big]).stream();
    const streamed = await f.t.app.fetch(
      new Request('http://portal.test/api/admin/files?name=big.pdf', {
        method: 'POST',
        headers: { cookie: f.cookies.editor, 'content-type': 'application/pdf', origin: 'http://portal.test' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(streamed.status).toBe(413);
  });

  it('accepts a file larger than the JSON body limit', async () => {
    const pdf = await makePdf('pad');
    const padded = new Uint8Array(2 * 1024 * 1024);
    padded.set(pdf);
    expect((await upload(f.cookies.editor, padded, { name: 'padded.pdf' })).status).toBe(200);
  });
});

describe('PATCH /api/admin/files/:id (settings)', () => {
  it('changes the access type and shared flag', async () => {
    const res = await send(f.t, 'PATCH', '/api/admin/files/file_public', f.cookies.editor, { documentAccessType: 'view-only', isShared: true });
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toMatchObject({ id: 'file_public', documentAccessType: 'view-only', isShared: true });
    expect((await send(f.t, 'PATCH', '/api/admin/files/file_public', f.cookies.viewer, { isShared: false })).status).toBe(403);
    expect((await send(f.t, 'PATCH', '/api/admin/files/nope', f.cookies.editor, { isShared: false })).status).toBe(404);
  });
});

describe('GET /api/documents/trust-center and /api/documents/:id', () => {
  it('lists the draft documents with count, access and links for staff', async () => {
    expect((await send(f.t, 'GET', '/api/documents/trust-center')).status).toBe(401);
    expect((await send(f.t, 'GET', '/api/documents/trust-center', f.cookies.member)).status).toBe(401);
    const body = await jsonOf(await send(f.t, 'GET', '/api/documents/trust-center', f.cookies.viewer));
    expect(body.count).toBe(5);
    expect(body.documents).toHaveLength(5);
    const policy = body.documents.find((d: { id: string }) => d.id === 'file_public');
    expect(policy).toMatchObject({ name: 'Security-Policy.pdf', mimeType: 'application/pdf', access: 'public', items: [{ itemUid: 'itm_policy' }] });
    expect(policy.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(body.documents.find((d: { id: string }) => d.id === 'file_gated').access).toBe('private');

    const one = await send(f.t, 'GET', '/api/documents/file_gated', f.cookies.viewer);
    expect(await jsonOf(one)).toMatchObject({ id: 'file_gated', name: 'soc2-report.pdf' });
    expect((await send(f.t, 'GET', '/api/documents/nope', f.cookies.viewer)).status).toBe(404);
    expect((await send(f.t, 'GET', '/api/documents/file_gated')).status).toBe(401);
  });
});

describe('PATCH /api/documents (bulk type setter)', () => {
  it('sets the type on every listed document, replacing any existing type', async () => {
    const res = await send(f.t, 'PATCH', '/api/documents', f.cookies.editor, { documentIds: ['file_public', 'file_gated'], updates: { type: 'Policy' } });
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toEqual({ updated: 2 });
    for (const id of ['file_public', 'file_gated']) {
      expect(await jsonOf(await send(f.t, 'GET', `/api/documents/${id}`, f.cookies.editor))).toMatchObject({ type: 'Policy' });
    }
    await send(f.t, 'PATCH', '/api/documents', f.cookies.editor, { documentIds: ['file_public'], updates: { type: 'Whitepaper' } });
    expect(await jsonOf(await send(f.t, 'GET', '/api/documents/file_public', f.cookies.editor))).toMatchObject({ type: 'Whitepaper' });
  });

  it('requires a type: "Type is required"', async () => {
    for (const updates of [{}, { type: '' }]) {
      const res = await send(f.t, 'PATCH', '/api/documents', f.cookies.editor, { documentIds: ['file_public'], updates });
      expect(res.status).toBe(400);
      expect(await jsonOf(res)).toMatchObject({ error: 'Type is required' });
    }
    expect((await send(f.t, 'PATCH', '/api/documents', f.cookies.editor, { documentIds: ['file_public'], updates: { type: 'Napkin' } })).status).toBe(400);
  });

  it('changes nothing when an id is unknown, and needs statuspage:edit', async () => {
    expect((await send(f.t, 'PATCH', '/api/documents', f.cookies.editor, { documentIds: ['file_public', 'nope'], updates: { type: 'Policy' } })).status).toBe(
      404,
    );
    expect(await jsonOf(await send(f.t, 'GET', '/api/documents/file_public', f.cookies.editor))).not.toHaveProperty('type');
    expect((await send(f.t, 'PATCH', '/api/documents', f.cookies.viewer, { documentIds: ['file_public'], updates: { type: 'Policy' } })).status).toBe(403);
    expect((await send(f.t, 'PATCH', '/api/documents', null, { documentIds: ['file_public'], updates: { type: 'Policy' } })).status).toBe(401);
  });
});
