/**
 * The Worker's publisher: freezes the revision and hands it to the deploy hook (no build where the API runs),
 * through the real admin routes.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDeployHookPublisher } from '../../edge/services/deploy-hook.ts';
import { replaceDraft } from '../../edge/services/draft.ts';
import { listRevisions } from '../../edge/services/revisions.ts';
import { smallSnapshot, staffCookie } from './helpers/content-fixture.ts';
import { jsonOf, makeTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const orgId = 'org_acme';
let calls: { url: string; body: unknown }[];
let answer: () => Response | Promise<Response>;
const fetchStub = (async (url: string, init: RequestInit) => {
  calls.push({ url, body: JSON.parse(String(init.body)) });
  return answer();
}) as unknown as typeof fetch;

beforeEach(async () => {
  calls = [];
  answer = () => new Response('queued', { status: 202 });
  t = await makeTestApp();
  t.deps.publisher = createDeployHookPublisher({ db: t.db, hookUrl: 'https://ci.test/hook', fetch: fetchStub });
  await replaceDraft({ db: t.db, orgId, snapshot: smallSnapshot(), by: 'seed' });
});
afterEach(async () => {
  await t.close();
});

async function post(path: string, cookie: string) {
  return t.app.fetch(t.request('POST', path, {}, { cookie }));
}

describe('deploy-hook publisher', () => {
  it('publishes: freezes revision 1, posts it to the hook and reports it live', async () => {
    const cookie = await staffCookie(t.db, orgId, 'ed@acme.test', 'editor', t.deps.now());
    const res = await post('/api/admin/publish', cookie);
    expect(res.status).toBe(202);
    expect(await jsonOf(res)).toEqual({ revision: 1 });
    expect(calls).toEqual([{ url: 'https://ci.test/hook', body: { orgId, revision: 1 } }]);
    const status = await t.app.fetch(t.request('GET', '/api/admin/publish/status', undefined, { cookie }));
    expect(await jsonOf(status)).toEqual({ state: 'live', revision: 1 });
  });

  it('rolls back by handing a new revision with the old content and a note to the hook', async () => {
    const cookie = await staffCookie(t.db, orgId, 'boss@acme.test', 'admin', t.deps.now());
    await post('/api/admin/publish', cookie);
    await post('/api/admin/publish', cookie);
    const res = await post('/api/admin/revisions/1/rollback', cookie);
    expect(await jsonOf(res)).toEqual({ revision: 3 });
    expect(calls.at(-1)!.body).toEqual({ orgId, revision: 3 });
    const [third] = await listRevisions({ db: t.db, orgId });
    expect(third).toMatchObject({ number: 3, status: 'live', note: 'Rollback of revision 1' });
  });

  it('marks the revision failed with the hook’s answer, and an unreachable hook too', async () => {
    const cookie = await staffCookie(t.db, orgId, 'ed@acme.test', 'editor', t.deps.now());
    answer = () => new Response('bad token', { status: 401 });
    await post('/api/admin/publish', cookie);
    answer = () => Promise.reject(new Error('connection refused'));
    await post('/api/admin/publish', cookie);
    expect((await listRevisions({ db: t.db, orgId })).map((r) => [r.number, r.status, r.error])).toEqual([
      [2, 'failed', 'The deploy hook could not be reached: connection refused'],
      [1, 'failed', 'The deploy hook answered 401: bad token'],
    ]);
  });

  it('refuses a staff viewer', async () => {
    const cookie = await staffCookie(t.db, orgId, 'v@acme.test', 'viewer', t.deps.now());
    expect((await post('/api/admin/publish', cookie)).status).toBe(403);
    expect(calls).toEqual([]);
  });
});
