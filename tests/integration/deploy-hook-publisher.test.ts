/**
 * The publish loop of the Worker (deploy-hook mode), through the real routes: publish freezes the revision as
 * building and calls the hook with a signed body; the CI downloads the revision with a build token and reports
 * deploying, then live or failed. Forged, unsigned, stale or misdirected requests are refused.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERRORS } from '../../content/errors.ts';
import { createMemoryBlobStore, orgAssetKey } from '../../edge/blobs/index.ts';
import { BUILD_TOKEN_TTL_SECONDS, HOST_ORG, createBuildToken } from '../../edge/services/deploy/build-token.ts';
import { downloadAssets, downloadRevision, sendDeployReport } from '../../scripts/lib/cloudflare/deploy-client.ts';
import { SIGNATURE_HEADER, signBody, verifyBodySignature } from '../../edge/services/deploy/signature.ts';
import { DEPLOY_TIMEOUT_ERROR, REPOSITORY_DISPATCH_EVENT, createDeployHookPublisher, type DeployHookConfig } from '../../edge/services/deploy/deploy-hook.ts';
import { replaceDraft } from '../../edge/services/draft/replace-draft.ts';
import { listRevisions } from '../../edge/services/revisions/list-revisions.ts';
import { readRevisionSnapshot } from '../../edge/services/revisions/read-revision.ts';
import { smallSnapshot, staffCookie } from './helpers/content-fixture.ts';
import { jsonOf, makeTestApp, type TestApp } from './helpers/test-app.ts';

const SECRET = 'deploy-secret-for-the-tests-0123456789';
const orgId = 'org_acme';
let t: TestApp;
let calls: { url: string; headers: Headers; body: string }[];
let answer: () => Response | Promise<Response>;
const fetchStub = (async (url: string, init: RequestInit) => {
  calls.push({ url, headers: new Headers(init.headers), body: String(init.body) });
  return answer();
}) as unknown as typeof fetch;

function usePublisher(hook: Partial<DeployHookConfig> | null = {}) {
  t.deps.publisher = createDeployHookPublisher({
    db: t.db,
    hook: hook ? { url: 'https://ci.test/hook', secret: SECRET, ...hook } : undefined,
    workerUrl: 'https://trust.acme.test',
    fetch: fetchStub,
    now: () => t.deps.now(),
  });
}

beforeEach(async () => {
  calls = [];
  answer = () => new Response('queued', { status: 202 });
  t = await makeTestApp();
  t.deps.secrets.deploySecret = SECRET;
  t.deps.blobs = createMemoryBlobStore();
  usePublisher();
  await replaceDraft({ db: t.db, orgId, snapshot: smallSnapshot(), by: 'seed' });
});
afterEach(async () => {
  await t.close();
});

const post = (path: string, cookie: string) => t.app.fetch(t.request('POST', path, {}, { cookie }));
const status = async (cookie: string) => jsonOf(await t.app.fetch(t.request('GET', '/api/admin/publish/status', undefined, { cookie })));

/** A report as `glasshouse cloudflare report` sends it. */
async function report(revision: number, body: Record<string, unknown>, { secret = SECRET, sign = true, org = orgId } = {}) {
  const text = JSON.stringify({ revision, sentAt: t.deps.now(), ...body });
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (sign) headers[SIGNATURE_HEADER] = await signBody(secret, text);
  return t.app.fetch(t.request('POST', `/api/deploy/${org}/revisions/${revision}/report`, text, headers));
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('publish through the deploy hook', () => {
  it('freezes the revision as building, calls the hook with a signed body, and waits for the build', async () => {
    const cookie = await staffCookie(t.db, orgId, 'ed@acme.test', 'editor', t.deps.now());
    const res = await post('/api/admin/publish', cookie);
    expect(res.status).toBe(202);
    expect(await jsonOf(res)).toEqual({ revision: 1 });

    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.url).toBe('https://ci.test/hook');
    const body = JSON.parse(call!.body);
    expect(body).toMatchObject({ event: 'publish', orgId, orgSlug: 'acme', revision: 1, workerUrl: 'https://trust.acme.test', sentAt: t.deps.now() });
    expect(call!.headers.get(SIGNATURE_HEADER)).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(await verifyBodySignature(SECRET, call!.body, call!.headers.get(SIGNATURE_HEADER))).toBe(true);
    expect(await verifyBodySignature('another-secret', call!.body, call!.headers.get(SIGNATURE_HEADER))).toBe(false);

    // Not live before the deploy reports it.
    expect(await status(cookie)).toEqual({ state: 'building', step: 'waiting', revision: 1 });
    expect((await listRevisions({ db: t.db, orgId }))[0]).toMatchObject({ number: 1, status: 'building' });

    // The build token of the hook opens this revision's bundle, snapshot and assets.
    await t.deps.blobs!.put(orgAssetKey(orgId, 'logo.svg'), new TextEncoder().encode('<svg/>'), { contentType: 'image/svg+xml' });
    const bundle = await t.app.fetch(t.request('GET', `/api/deploy/${orgId}/revisions/1`, undefined, bearer(body.buildToken)));
    expect(bundle.status).toBe(200);
    expect(await jsonOf(bundle)).toEqual({
      orgId,
      orgSlug: 'acme',
      orgName: 'Acme',
      revision: 1,
      status: 'building',
      publicUrl: 'http://portal.test',
      assets: ['logo.svg'],
    });
    const snapshot = await t.app.fetch(t.request('GET', `/api/deploy/acme/revisions/1/snapshot`, undefined, bearer(body.buildToken)));
    expect(snapshot.status).toBe(200);
    expect(JSON.parse(await snapshot.text())).toEqual(JSON.parse(JSON.stringify(await readRevisionSnapshot({ db: t.db, orgId, number: 1 }))));
    const asset = await t.app.fetch(t.request('GET', `/api/deploy/${orgId}/revisions/1/asset?path=logo.svg`, undefined, bearer(body.buildToken)));
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('image/svg+xml');
    expect(await asset.text()).toBe('<svg/>');
    const missing = await t.app.fetch(t.request('GET', `/api/deploy/${orgId}/revisions/1/asset?path=../files/x.pdf`, undefined, bearer(body.buildToken)));
    expect(missing.status).toBe(404);

    // deploying → live, reported with a signature.
    const deploying = await report(1, { status: 'deploying' });
    expect(deploying.status).toBe(200);
    expect(await status(cookie)).toEqual({ state: 'building', step: 'deploying', revision: 1 });
    const live = await report(1, { status: 'live', log: 'Deployed glasshouse' });
    expect(live.status).toBe(200);
    expect(await jsonOf(live)).toEqual({ revision: 1, status: 'live' });
    expect(await status(cookie)).toEqual({ state: 'live', revision: 1 });
    // The server-side search index of the live revision is ready.
    expect(await t.deps.blobs!.get(`orgs/${orgId}/search/r1.json`)).not.toBeNull();

    // A second report for a revision that is live already is refused.
    const again = await report(1, { status: 'failed' });
    expect(again.status).toBe(409);
    expect((await jsonOf(again)).error).toBe(ERRORS.DEPLOY_REPORT_UNEXPECTED.message);
  });

  it('shows a failed deploy with its log and leaves the live revision live', async () => {
    const cookie = await staffCookie(t.db, orgId, 'ed@acme.test', 'editor', t.deps.now());
    await post('/api/admin/publish', cookie);
    await report(1, { status: 'live' });
    await post('/api/admin/publish', cookie);
    const longLog = `${'noise\n'.repeat(3000)}Error: wrangler deploy failed: Authentication error [code: 10000]`;
    const failed = await report(2, { status: 'failed', log: longLog });
    expect(failed.status).toBe(200);
    const body = await status(cookie);
    expect(body).toMatchObject({ state: 'failed', revision: 2, error: 'The build or deploy failed; the live site was left unchanged.' });
    expect(body.log.endsWith('Error: wrangler deploy failed: Authentication error [code: 10000]')).toBe(true);
    expect(body.log.length).toBeLessThanOrEqual(8002);
    expect((await listRevisions({ db: t.db, orgId })).map((r) => [r.number, r.status])).toEqual([
      [2, 'failed'],
      [1, 'live'],
    ]);
  });

  it('rolls back through the same loop: a new revision with the old content, live only when reported', async () => {
    const cookie = await staffCookie(t.db, orgId, 'boss@acme.test', 'admin', t.deps.now());
    await post('/api/admin/publish', cookie);
    await report(1, { status: 'live' });
    await replaceDraft({ db: t.db, orgId, snapshot: smallSnapshot({ organization: { id: orgId, slug: 'acme', name: 'Acme Renamed' } }), by: 'seed' });
    await post('/api/admin/publish', cookie);
    await report(2, { status: 'live' });

    const res = await post('/api/admin/revisions/1/rollback', cookie);
    expect(res.status).toBe(202);
    expect(await jsonOf(res)).toEqual({ revision: 3 });
    expect(JSON.parse(calls.at(-1)!.body)).toMatchObject({ orgId, revision: 3 });
    const [third] = await listRevisions({ db: t.db, orgId });
    expect(third).toMatchObject({ number: 3, status: 'building', note: 'Rollback of revision 1' });
    expect((await readRevisionSnapshot({ db: t.db, orgId, number: 3 }))!.organization.name).toBe('Acme');
    await report(3, { status: 'live' });
    expect(await status(cookie)).toEqual({ state: 'live', revision: 3 });
  });

  it('refuses a second publish while one waits, and gives up on a build that never reports', async () => {
    const cookie = await staffCookie(t.db, orgId, 'ed@acme.test', 'editor', t.deps.now());
    await post('/api/admin/publish', cookie);
    const second = await post('/api/admin/publish', cookie);
    expect(second.status).toBe(409);
    expect((await jsonOf(second)).error).toBe(ERRORS.PUBLISH_IN_PROGRESS.message);

    t.advance(61 * 60 * 1000);
    expect(await status(cookie)).toEqual({ state: 'failed', revision: 1, error: DEPLOY_TIMEOUT_ERROR });
    expect((await post('/api/admin/publish', cookie)).status).toBe(202);
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

  it('calls GitHub’s repository_dispatch and workflow_dispatch with the token', async () => {
    const cookie = await staffCookie(t.db, orgId, 'ed@acme.test', 'editor', t.deps.now());
    usePublisher({ url: 'https://api.github.com/repos/acme/trust/dispatches', token: 'ghp_test' });
    await post('/api/admin/publish', cookie);
    await report(1, { status: 'live' });
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer ghp_test');
    expect(calls[0]!.headers.get('accept')).toBe('application/vnd.github+json');
    expect(JSON.parse(calls[0]!.body)).toEqual({
      event_type: REPOSITORY_DISPATCH_EVENT,
      client_payload: { orgId, orgSlug: 'acme', revision: 1, workerUrl: 'https://trust.acme.test' },
    });

    usePublisher({ url: 'https://api.github.com/repos/acme/trust/actions/workflows/publish.yml/dispatches', token: 'ghp_test', ref: 'production' });
    await post('/api/admin/publish', cookie);
    expect(JSON.parse(calls[1]!.body)).toEqual({ ref: 'production', inputs: { org: orgId, revision: '2', worker_url: 'https://trust.acme.test' } });
  });

  it('answers 503 PUBLISHING_NOT_CONFIGURED without a hook, and freezes nothing', async () => {
    usePublisher(null);
    const cookie = await staffCookie(t.db, orgId, 'ed@acme.test', 'editor', t.deps.now());
    const res = await post('/api/admin/publish', cookie);
    expect(res.status).toBe(503);
    expect((await jsonOf(res)).error).toBe(ERRORS.PUBLISHING_NOT_CONFIGURED.message);
    expect(await listRevisions({ db: t.db, orgId })).toEqual([]);
  });

  it('refuses a staff viewer (403) and an anonymous request (401)', async () => {
    const cookie = await staffCookie(t.db, orgId, 'v@acme.test', 'viewer', t.deps.now());
    expect((await post('/api/admin/publish', cookie)).status).toBe(403);
    expect((await t.app.fetch(t.request('POST', '/api/admin/publish', {}))).status).toBe(401);
    expect(calls).toEqual([]);
  });
});

describe('deploy reports', () => {
  let cookie: string;
  beforeEach(async () => {
    cookie = await staffCookie(t.db, orgId, 'ed@acme.test', 'editor', t.deps.now());
    await post('/api/admin/publish', cookie);
  });

  it('refuses an unsigned, forged or stale report with 401 and changes nothing', async () => {
    for (const res of [
      await report(1, { status: 'live' }, { sign: false }),
      await report(1, { status: 'live' }, { secret: 'not-the-deploy-secret' }),
      await report(1, { status: 'live', sentAt: t.deps.now() - 11 * 60 * 1000 }),
    ]) {
      expect(res.status).toBe(401);
      expect((await jsonOf(res)).error).toBe(ERRORS.DEPLOY_SIGNATURE_INVALID.message);
    }
    // A signature over another body does not carry over.
    const signed = JSON.stringify({ revision: 1, status: 'failed', sentAt: t.deps.now() });
    const tampered = await t.app.fetch(
      t.request('POST', `/api/deploy/${orgId}/revisions/1/report`, JSON.stringify({ revision: 1, status: 'live', sentAt: t.deps.now() }), {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: await signBody(SECRET, signed),
      }),
    );
    expect(tampered.status).toBe(401);
    expect(await status(cookie)).toEqual({ state: 'building', step: 'waiting', revision: 1 });
  });

  it('validates the report: its status, its revision, and the revision exists', async () => {
    const bad = await report(1, { status: 'done' });
    expect(bad.status).toBe(400);
    expect((await jsonOf(bad)).error).toBe(ERRORS.DEPLOY_REPORT_INVALID.message);
    const other = await report(1, { status: 'live', revision: 2 });
    expect(other.status).toBe(400);
    const unknown = await report(9, { status: 'live' });
    expect(unknown.status).toBe(404);
    expect((await jsonOf(unknown)).error).toBe(ERRORS.REVISION_NOT_FOUND.message);
    const otherOrg = await report(1, { status: 'live' }, { org: 'org_nobody' });
    expect(otherOrg.status).toBe(404);
  });

  it('answers 503 without GLASSHOUSE_DEPLOY_SECRET', async () => {
    t.deps.secrets.deploySecret = undefined;
    const res = await report(1, { status: 'live' });
    expect(res.status).toBe(503);
    expect((await jsonOf(res)).error).toBe(ERRORS.PUBLISHING_NOT_CONFIGURED.message);
  });
});

describe('build downloads', () => {
  beforeEach(async () => {
    const cookie = await staffCookie(t.db, orgId, 'ed@acme.test', 'editor', t.deps.now());
    await post('/api/admin/publish', cookie);
  });
  const get = (path: string, headers?: Record<string, string>) => t.app.fetch(t.request('GET', path, undefined, headers));

  it('refuse a missing, forged, expired or other revision’s or organisation’s token with 401', async () => {
    const now = t.deps.now();
    const tokens = [
      undefined,
      'not-a-token',
      await createBuildToken({ secret: 'not-the-deploy-secret', org: orgId, revision: 1, now }),
      await createBuildToken({ secret: SECRET, org: orgId, revision: 2, now }),
      await createBuildToken({ secret: SECRET, org: 'org_other', revision: 1, now }),
      await createBuildToken({ secret: SECRET, org: orgId, revision: 1, now: now - (BUILD_TOKEN_TTL_SECONDS + 60) * 1000 }),
    ];
    for (const token of tokens) {
      for (const path of [
        `/api/deploy/${orgId}/revisions/1`,
        `/api/deploy/${orgId}/revisions/1/snapshot`,
        `/api/deploy/${orgId}/revisions/1/asset?path=logo.svg`,
      ]) {
        const res = await get(path, token ? bearer(token) : undefined);
        expect(res.status, `${path} with ${token}`).toBe(401);
        expect((await jsonOf(res)).error).toBe(ERRORS.BUILD_TOKEN_INVALID.message);
      }
    }
  });

  it('accept a token made for the organisation’s slug', async () => {
    const token = await createBuildToken({ secret: SECRET, org: 'acme', revision: 1, now: t.deps.now() });
    const res = await get('/api/deploy/acme/revisions/1', bearer(token));
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toMatchObject({ orgId, revision: 1 });
  });
});

describe('the CI side (glasshouse build --from, glasshouse cloudflare report)', () => {
  const appFetch = (async (input: RequestInfo | URL, init?: RequestInit) => t.app.fetch(new Request(input, init))) as typeof fetch;
  let scratch: string;
  beforeEach(async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'glasshouse-ci-'));
    const cookie = await staffCookie(t.db, orgId, 'ed@acme.test', 'editor', t.deps.now());
    await post('/api/admin/publish', cookie);
    await t.deps.blobs!.put(orgAssetKey(orgId, 'icons/card.png'), new Uint8Array([137, 80, 78, 71]), { contentType: 'image/png' });
  });
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  it('downloads the revision and its assets with a token made from the secret, then reports it live', async () => {
    // `_`: the organisation the Worker serves on its own address (no --org given).
    const client = {
      workerUrl: 'http://portal.test',
      org: HOST_ORG,
      revision: 1,
      env: { GLASSHOUSE_DEPLOY_SECRET: SECRET },
      fetch: appFetch,
      now: () => t.deps.now(),
    };
    const { bundle, snapshotFile } = await downloadRevision({ ...client, scratch });
    expect(bundle).toMatchObject({ orgId, orgSlug: 'acme', revision: 1, publicUrl: 'http://portal.test', assets: ['icons/card.png'] });
    expect(JSON.parse(readFileSync(snapshotFile, 'utf8')).organization.id).toBe(orgId);
    expect(await downloadAssets({ ...client, assets: bundle.assets, outDir: scratch })).toBe(1);
    expect([...readFileSync(path.join(scratch, 'assets', 'icons', 'card.png'))]).toEqual([137, 80, 78, 71]);

    expect(await sendDeployReport({ ...client, status: 'deploying' })).toEqual({ revision: 1, status: 'building' });
    expect(await sendDeployReport({ ...client, status: 'live', log: 'done' })).toEqual({ revision: 1, status: 'live' });
    expect((await listRevisions({ db: t.db, orgId }))[0]).toMatchObject({ number: 1, status: 'live' });
  });

  it('says what is wrong: no secret, the wrong secret, another revision', async () => {
    const client = { workerUrl: 'http://portal.test', org: orgId, revision: 1, fetch: appFetch, now: () => t.deps.now() };
    await expect(downloadRevision({ ...client, env: {}, scratch })).rejects.toThrow(
      'Set GLASSHOUSE_DEPLOY_SECRET (the secret the Worker has) or GLASSHOUSE_BUILD_TOKEN',
    );
    await expect(downloadRevision({ ...client, env: { GLASSHOUSE_DEPLOY_SECRET: 'wrong-secret' }, scratch })).rejects.toThrow(
      `Reading revision 1 failed: the Worker answered 401: ${ERRORS.BUILD_TOKEN_INVALID.message}`,
    );
    await expect(sendDeployReport({ ...client, env: { GLASSHOUSE_DEPLOY_SECRET: 'wrong-secret' }, status: 'live' })).rejects.toThrow(
      `the Worker answered 401: ${ERRORS.DEPLOY_SIGNATURE_INVALID.message}`,
    );
    await expect(sendDeployReport({ ...client, revision: 7, env: { GLASSHOUSE_DEPLOY_SECRET: SECRET }, status: 'live' })).rejects.toThrow(
      'the Worker answered 404',
    );
  });
});
