import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryBlobStore } from '../../edge/blobs/index.ts';
import { createNodePublisher, type BuildFn, type NodePublisher } from '../../edge/node/publisher.ts';
import { replaceDraft } from '../../edge/services/draft/replace-draft.ts';
import { smallSnapshot, staffCookie } from './helpers/content-fixture.ts';
import { jsonOf, makeTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let publisher: NodePublisher;
let admin: string;
let editor: string;
let viewer: string;
const orgId = 'org_acme';

const fakeBuild: BuildFn = async ({ outDir }) => {
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'index.html'), '<h1>ok</h1>');
};

beforeEach(async () => {
  let deferred: NodePublisher | undefined;
  // The publisher needs the test app's database, which exists only once the app does.
  t = await makeTestApp({
    publisher: {
      publish: (o, b) => deferred!.publish(o, b),
      rollback: (o, r, b) => deferred!.rollback(o, r, b),
      status: (o) => deferred!.status(o),
    },
  });
  publisher = deferred = createNodePublisher({
    db: t.db,
    dataDir: path.join(t.dir, 'data'),
    build: fakeBuild,
    blobs: createMemoryBlobStore(),
    now: () => t.deps.now(),
  });
  await replaceDraft({ db: t.db, orgId, snapshot: smallSnapshot(), by: 'seed' });
  admin = await staffCookie(t.db, orgId, 'admin@acme.test', 'admin', t.deps.now());
  editor = await staffCookie(t.db, orgId, 'ed@acme.test', 'editor', t.deps.now());
  viewer = await staffCookie(t.db, orgId, 'vi@acme.test', 'viewer', t.deps.now());
});
afterEach(async () => {
  await publisher.waitForIdle(orgId);
  await t.close();
});

function send(method: string, path: string, cookie: string | null, body?: unknown) {
  return t.app.fetch(t.request(method, path, body, cookie ? { cookie } : {}));
}

describe('POST /api/admin/publish', () => {
  it('answers 401 without a session and 403 for a viewer', async () => {
    expect((await send('POST', '/api/admin/publish', null, {})).status).toBe(401);
    expect((await send('POST', '/api/admin/publish', viewer, {})).status).toBe(403);
    expect((await send('GET', '/api/admin/revisions', viewer)).status).toBe(200);
    expect((await jsonOf(await send('GET', '/api/admin/revisions', viewer))).revisions).toEqual([]);
  });

  it('answers 202 with the new revision; status follows the build to live', async () => {
    const res = await send('POST', '/api/admin/publish', editor, {});
    expect(res.status).toBe(202);
    expect(await jsonOf(res)).toEqual({ revision: 1 });
    const during = await jsonOf(await send('GET', '/api/admin/publish/status', viewer));
    expect(during).toMatchObject({ state: 'building', revision: 1 });
    expect(['freeze', 'build', 'index', 'swap']).toContain(during.step);

    const again = await send('POST', '/api/admin/publish', admin, {});
    expect(again.status).toBe(409);
    expect(await jsonOf(again)).toMatchObject({ code: 'PUBLISH_IN_PROGRESS', error: 'A publish is already in progress.' });

    await publisher.waitForIdle(orgId);
    const live = await jsonOf(await send('GET', '/api/admin/publish/status', viewer));
    expect(live).toMatchObject({ state: 'live', revision: 1 });
    expect(live.phases.map((p: { step: string }) => p.step)).toEqual(['freeze', 'build', 'index', 'swap']);
  });

  it('requires a JSON request (CSRF guard)', async () => {
    const res = await t.app.fetch(t.request('POST', '/api/admin/publish', 'x', { cookie: editor, 'content-type': 'text/plain' }));
    expect(res.status).toBe(400);
  });
});

describe('GET /api/admin/revisions', () => {
  it('lists revisions newest first, the live one, and whether the draft changed since', async () => {
    let body = await jsonOf(await send('GET', '/api/admin/revisions', editor));
    expect(body).toEqual({ revisions: [], draftChanged: true, live: null });

    await send('POST', '/api/admin/publish', editor, {});
    await publisher.waitForIdle(orgId);
    body = await jsonOf(await send('GET', '/api/admin/revisions', editor));
    expect(body).toEqual({
      revisions: [{ number: 1, createdAt: t.deps.now(), createdBy: 'ed@acme.test', status: 'live' }],
      draftChanged: false,
      live: 1,
    });

    const item = { itemUid: 'itm_new', productId: 'main', cardKind: 'policies', title: 'New policy', slug: 'new-policy' };
    expect((await send('PUT', '/api/admin/draft/items/itm_new', editor, item)).status).toBe(200);
    body = await jsonOf(await send('GET', '/api/admin/revisions', editor));
    expect(body.draftChanged).toBe(true);
  });
});

describe('POST /api/admin/revisions/:n/rollback', () => {
  it('re-publishes an earlier revision as a new one', async () => {
    await send('POST', '/api/admin/publish', editor, {});
    await publisher.waitForIdle(orgId);
    await send('PUT', '/api/admin/draft/organization/main', editor, { id: orgId, slug: 'acme', name: 'Acme Two' });
    await send('POST', '/api/admin/publish', editor, {});
    await publisher.waitForIdle(orgId);

    expect((await send('POST', '/api/admin/revisions/1/rollback', viewer, {})).status).toBe(403);
    const res = await send('POST', '/api/admin/revisions/1/rollback', admin, {});
    expect(res.status).toBe(202);
    expect(await jsonOf(res)).toEqual({ revision: 3 });
    await publisher.waitForIdle(orgId);
    const body = await jsonOf(await send('GET', '/api/admin/revisions', editor));
    expect(body.live).toBe(3);
    expect(body.revisions.map((r: { number: number; status: string }) => [r.number, r.status])).toEqual([
      [3, 'live'],
      [2, 'superseded'],
      [1, 'superseded'],
    ]);
  });

  it('answers 404 REVISION_NOT_FOUND for an unknown revision', async () => {
    for (const n of ['9', 'abc', '0']) {
      const res = await send('POST', `/api/admin/revisions/${n}/rollback`, editor, {});
      expect(res.status).toBe(404);
      expect(await jsonOf(res)).toMatchObject({ code: 'REVISION_NOT_FOUND', error: 'No such revision.' });
    }
  });
});
