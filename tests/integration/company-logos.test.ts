/**
 * Company logos (issue: no logo is fetched from another host): `POST /api/trust-center/logos` stores a staff
 * upload as a public asset of the organisation, served first-party by `GET /api/share/{orgId}/assets/{assetId}`;
 * a subprocessor or trusted-by entry records the reference. Good path, every validation message, authorisation.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EDIT_API_TEXTS } from '../../content/editing/texts.ts';
import { ERRORS } from '../../content/errors.ts';
import { createMemoryBlobStore } from '../../edge/blobs/memory.ts';
import { organizations } from '../../edge/db/schema.ts';
import { readDraft } from '../../edge/services/draft/read-draft.ts';
import { replaceDraft } from '../../edge/services/draft/replace-draft.ts';
import { uploadCompanyLogo } from '../../edge/services/settings/upload-company-logo.ts';
import { smallSnapshot, staffCookie } from './helpers/content-fixture.ts';
import { jsonOf, makeTestApp, type TestApp } from './helpers/test-app.ts';

const orgId = 'org_acme';
let t: TestApp;
let editor: string;
let viewer: string;

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const WEBP = new Uint8Array([...new TextEncoder().encode('RIFF'), 8, 0, 0, 0, ...new TextEncoder().encode('WEBPVP8 ')]);
const svg = (body: string) => new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`);

beforeEach(async () => {
  t = await makeTestApp();
  t.deps.blobs = createMemoryBlobStore();
  await replaceDraft({ db: t.db, orgId, snapshot: smallSnapshot(), by: 'seed' });
  editor = await staffCookie(t.db, orgId, 'ed@acme.test', 'editor', t.deps.now());
  viewer = await staffCookie(t.db, orgId, 'vi@acme.test', 'viewer', t.deps.now());
});
afterEach(async () => {
  await t.close();
});

function upload(cookie: string | null, bytes: Uint8Array, type: string) {
  const headers: Record<string, string> = { 'content-type': type, origin: 'http://portal.test' };
  if (cookie) headers.cookie = cookie;
  return t.app.fetch(new Request('http://portal.test/api/trust-center/logos', { method: 'POST', body: bytes as Uint8Array<ArrayBuffer>, headers }));
}

async function expectError(res: Response, status: number, error: string) {
  expect({ status: res.status, error: (await jsonOf(res)).error }).toEqual({ status, error });
}

describe('POST /api/trust-center/logos', () => {
  it('stores the image as an asset of the organisation, served from the portal’s own origin', async () => {
    for (const [bytes, type, extension] of [
      [PNG, 'image/png', 'png'],
      [WEBP, 'image/webp', 'webp'],
      [svg('<rect width="10" height="10" fill="#123456"/><use href="#a"/>'), 'image/svg+xml', 'svg'],
    ] as const) {
      const res = await upload(editor, bytes, type);
      expect(res.status).toBe(201);
      const body = await jsonOf(res);
      expect(body.logo).toMatch(new RegExp(`^assets/logo-[a-f0-9]{24}\\.${extension}$`));
      expect(body.assetId).toBe(body.logo.slice('assets/'.length));
      const served = await t.app.fetch(new Request(`http://portal.test/api/share/${orgId}/assets/${body.assetId}`));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    }
  });

  it('is recorded on a subprocessor and a trusted-by entry (asset paths and provider-chosen URLs only)', async () => {
    const { logo } = await jsonOf(await upload(editor, PNG, 'image/png'));
    const put = (collection: string, id: string, data: unknown) =>
      t.app.fetch(t.request('PUT', `/api/admin/draft/${collection}/${id}`, data, { cookie: editor }));
    const sp = { id: 'sp_1', productId: 'main', company: { source: 'custom', name: 'Acme Payroll' }, logo };
    expect((await put('subprocessors', 'sp_1', sp)).status).toBe(200);
    const tb = { id: 'tb_1', productId: 'main', company: { source: 'custom', name: 'Contoso' }, logo: 'https://cdn.acme.example/contoso.png' };
    expect((await put('trustedBy', 'tb_1', tb)).status).toBe(200);
    const draft = await readDraft({ db: t.db, orgId });
    expect(draft.subprocessors.find((s) => s.id === 'sp_1')?.logo).toBe(logo);
    expect(draft.trustedBy.find((e) => e.id === 'tb_1')?.logo).toBe('https://cdn.acme.example/contoso.png');
    expect((await put('trustedBy', 'tb_1', { ...tb, logo: 'javascript:alert(1)' })).status).toBe(400);
  });

  it.each([
    [PNG, 'image/gif', EDIT_API_TEXTS.logoType],
    [new Uint8Array(), 'image/png', EDIT_API_TEXTS.logoEmpty],
    [new TextEncoder().encode('not an image'), 'image/png', EDIT_API_TEXTS.logoType],
    [PNG, 'image/svg+xml', EDIT_API_TEXTS.logoType],
    [svg('<script>alert(1)</script>'), 'image/svg+xml', EDIT_API_TEXTS.logoUnsafe],
    [svg('<rect width="10" height="10" onload="alert(1)"/>'), 'image/svg+xml', EDIT_API_TEXTS.logoUnsafe],
    [svg('<image href="https://tracker.example/pixel.png" width="10" height="10"/>'), 'image/svg+xml', EDIT_API_TEXTS.logoUnsafe],
    [svg('<a xlink:href="javascript:alert(1)"><rect width="10" height="10"/></a>'), 'image/svg+xml', EDIT_API_TEXTS.logoUnsafe],
    [svg('<style>@import url(https://fonts.example/x.css);</style>'), 'image/svg+xml', EDIT_API_TEXTS.logoUnsafe],
    [svg('<rect width="10" height="10" style="fill:url(https://x.example/p.svg#g)"/>'), 'image/svg+xml', EDIT_API_TEXTS.logoUnsafe],
    [svg('<foreignObject><div>html</div></foreignObject>'), 'image/svg+xml', EDIT_API_TEXTS.logoUnsafe],
  ])('refuses %#: %s as %s', async (bytes, type, message) => {
    await expectError(await upload(editor, bytes, type), 400, message);
  });

  it('refuses a logo over 1MB: the body limit answers first, the service on a server with a larger limit', async () => {
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set(PNG);
    await expectError(await upload(editor, big, 'image/png'), 413, ERRORS.PAYLOAD_TOO_LARGE.message);
    await expect(uploadCompanyLogo({ blobs: t.deps.blobs, orgId, contentType: 'image/png', bytes: big })).rejects.toThrow(EDIT_API_TEXTS.logoTooLarge);
  });

  it('answers 401 anonymously, 403 to a viewer, and stores nothing for them', async () => {
    await expectError(await upload(null, PNG, 'image/png'), 401, 'You must sign in to do this.');
    await expectError(await upload(viewer, PNG, 'image/png'), 403, "You don't have access to this page");
    expect(await t.deps.blobs!.list!(`orgs/${orgId}/assets/`)).toEqual([]);
  });

  it('stores the logo under the uploader’s own organisation', async () => {
    await t.db.insert(organizations).values({ id: 'org_other', slug: 'other', name: 'Other', customDomains: [], createdAt: t.deps.now() });
    await replaceDraft({
      db: t.db,
      orgId: 'org_other',
      snapshot: smallSnapshot({ organization: { id: 'org_other', slug: 'other', name: 'Other' } }),
      by: 'seed',
    });
    const stranger = await staffCookie(t.db, 'org_other', 'ed@other.test', 'editor', t.deps.now());
    const { assetId } = await jsonOf(await upload(stranger, PNG, 'image/png'));
    expect((await t.app.fetch(new Request(`http://portal.test/api/share/org_other/assets/${assetId}`))).status).toBe(200);
    expect((await t.app.fetch(new Request(`http://portal.test/api/share/${orgId}/assets/${assetId}`))).status).toBe(404);
  });
});
