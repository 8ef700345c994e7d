import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readDraft } from '../../edge/services/draft/read-draft.ts';
import { replaceDraft } from '../../edge/services/draft/replace-draft.ts';
import { smallSnapshot, staffCookie } from './helpers/content-fixture.ts';
import { jsonOf, makeTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let editor: string;
let viewer: string;
const orgId = 'org_acme';
const mfa = { itemUid: 'itm_mfa', productId: 'main', cardKind: 'policies', title: 'Multi-factor authentication', slug: 'mfa' };

beforeEach(async () => {
  t = await makeTestApp();
  await replaceDraft({ db: t.db, orgId, snapshot: smallSnapshot(), by: 'seed' });
  editor = await staffCookie(t.db, orgId, 'ed@acme.test', 'editor', t.deps.now());
  viewer = await staffCookie(t.db, orgId, 'vi@acme.test', 'viewer', t.deps.now());
});
afterEach(async () => {
  await t.close();
});

function send(method: string, path: string, cookie: string | null, body?: unknown, headers: Record<string, string> = {}) {
  return t.app.fetch(t.request(method, path, body, cookie ? { cookie, ...headers } : headers));
}

describe('GET /api/admin/draft', () => {
  it('answers 401 without a session', async () => {
    const res = await send('GET', '/api/admin/draft', null);
    expect(res.status).toBe(401);
    expect(await jsonOf(res)).toMatchObject({ code: 'UNAUTHENTICATED', error: 'You must sign in to do this.' });
  });

  it('gives any staff member the draft snapshot, with its version as ETag', async () => {
    const res = await send('GET', '/api/admin/draft', viewer);
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBe('"1"');
    const body = await jsonOf(res);
    expect(body.organization).toMatchObject({ id: orgId, name: 'Acme' });
    expect(body.items.map((i: { itemUid: string }) => i.itemUid)).toEqual(['itm_enc', 'itm_pwd']);
  });
});

describe('PUT /api/admin/draft/:collection/:recordId', () => {
  it('answers 401 without a session and 403 for a viewer, writing nothing', async () => {
    expect((await send('PUT', '/api/admin/draft/items/itm_mfa', null, mfa)).status).toBe(401);
    const res = await send('PUT', '/api/admin/draft/items/itm_mfa', viewer, mfa);
    expect(res.status).toBe(403);
    expect((await jsonOf(res)).code).toBe('FORBIDDEN');
    expect((await readDraft({ db: t.db, orgId })).items).toHaveLength(2);
  });

  it('saves an editor’s entity and answers it as saved', async () => {
    const res = await send('PUT', '/api/admin/draft/items/itm_mfa', editor, mfa);
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBe('"2"');
    expect(await jsonOf(res)).toMatchObject({ ...mfa, enabled: true, publicAccess: true });
    expect((await readDraft({ db: t.db, orgId })).items.map((i) => i.itemUid)).toEqual(['itm_enc', 'itm_pwd', 'itm_mfa']);
  });

  it('saves singletons under the id main', async () => {
    const res = await send('PUT', '/api/admin/draft/space/main', editor, {
      defaultProductId: 'main',
      productLinks: [{ link: 'https://acme.test', name: 'Home' }],
    });
    expect(res.status).toBe(200);
    expect((await readDraft({ db: t.db, orgId })).space.productLinks).toEqual([{ link: 'https://acme.test', name: 'Home', show: true }]);
  });

  it('answers 400 with the exact validation message', async () => {
    const res = await send('PUT', '/api/admin/draft/items/itm_mfa', editor, { ...mfa, slug: 'password-policy' });
    expect(res.status).toBe(400);
    expect(await jsonOf(res)).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      error: 'This URL slug is already in use by item: Password policy',
    });
  });

  it('requires a JSON body', async () => {
    const res = await send('PUT', '/api/admin/draft/items/itm_mfa', editor, JSON.stringify(mfa), { 'content-type': 'text/plain' });
    expect(res.status).toBe(400);
    expect((await jsonOf(res)).code).toBe('BAD_REQUEST');
    const broken = await send('PUT', '/api/admin/draft/items/itm_mfa', editor, '{"itemUid":', { 'content-type': 'application/json' });
    expect((await jsonOf(broken)).code).toBe('INVALID_JSON');
  });

  it('answers the version it made as ETag: the draft read next has that version and holds the entity as answered', async () => {
    const first = await send('PUT', '/api/admin/draft/items/itm_mfa', editor, mfa);
    const second = await send('PUT', '/api/admin/draft/items/itm_mfa', editor, { ...mfa, title: '  MFA everywhere ' });
    expect([first.headers.get('etag'), second.headers.get('etag')]).toEqual(['"2"', '"3"']);
    const saved = await jsonOf(second);
    expect(saved.title).toBe('MFA everywhere');
    const draft = await send('GET', '/api/admin/draft', viewer);
    expect(draft.headers.get('etag')).toBe('"3"');
    expect((await jsonOf(draft)).items.find((i: { itemUid: string }) => i.itemUid === 'itm_mfa')).toEqual(saved);
  });

  it('answers the unchanged version when a singleton change changes nothing', async () => {
    const res = await send('PUT', '/api/admin/draft/space/main', editor, {});
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBe('"1"');
  });

  it('answers 409 when If-Match names an older version', async () => {
    await send('PUT', '/api/admin/draft/items/itm_mfa', editor, mfa, { 'if-match': '"1"' });
    const res = await send('PUT', '/api/admin/draft/items/itm_mfa', editor, { ...mfa, title: 'MFA everywhere' }, { 'if-match': '"1"' });
    expect(res.status).toBe(409);
    expect((await jsonOf(res)).code).toBe('CONFLICT');
  });

  it('answers 404 for an unknown collection', async () => {
    expect((await send('PUT', '/api/admin/draft/widgets/x', editor, {})).status).toBe(404);
  });
});

describe('DELETE /api/admin/draft/:collection/:recordId', () => {
  it('lets an editor remove an entry but not a viewer', async () => {
    expect((await send('DELETE', '/api/admin/draft/items/itm_enc', viewer, {})).status).toBe(403);
    const res = await send('DELETE', '/api/admin/draft/items/itm_enc', editor, {});
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toEqual({ ok: true });
    expect(res.headers.get('etag')).toBe('"2"');
    expect((await send('GET', '/api/admin/draft', viewer)).headers.get('etag')).toBe('"2"');
    expect((await readDraft({ db: t.db, orgId })).items.map((i) => i.itemUid)).toEqual(['itm_pwd']);
  });
});
