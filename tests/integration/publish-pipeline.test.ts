/**
 * The Node publisher with a stand-in build function (fast): freezing, background build, atomic swap, failure
 * handling, one-at-a-time, rollback and the deploy hook. The real Astro build is exercised in
 * `publish-real-build.test.ts`.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BuildSiteOptions } from '../../edge/node/site-build/build-site.ts';
import { createMemoryBlobStore, orgAssetKey } from '../../edge/blobs/index.ts';
import { AppError } from '../../edge/errors.ts';
import { createNodePublisher, liveSiteDir, revisionBuildDir, type BuildFn } from '../../edge/node/publisher.ts';
import { putRecord } from '../../edge/services/draft/put-record.ts';
import { replaceDraft } from '../../edge/services/draft/replace-draft.ts';
import { draftChanged } from '../../edge/services/revisions/draft-changed.ts';
import { freezeRevision } from '../../edge/services/revisions/freeze-revision.ts';
import { getRevision } from '../../edge/services/revisions/read-revision.ts';
import { listRevisions } from '../../edge/services/revisions/list-revisions.ts';
import { reportDeploy } from '../../edge/services/deploy/report-deploy.ts';
import { SIGNATURE_HEADER, verifyBodySignature } from '../../edge/services/deploy/signature.ts';
import { smallSnapshot } from './helpers/content-fixture.ts';
import { subscribers } from '../../edge/db/schema.ts';
import { publishTopicUpdate } from '../../edge/services/updates/publish-topic-update.ts';
import { makeTestApp, type TestApp } from './helpers/test-app.ts';
import { createOutboxMailer } from '../../edge/mail/outbox.ts';
import { endOutboxThread, outboxThreadRunning, outboxThreadStarted } from '../../edge/mail/outbox-thread.ts';

let t: TestApp;
let dataDir: string;
const orgId = 'org_acme';
const builds: BuildSiteOptions[] = [];

/** Writes an index.html naming the organisation of the snapshot, like a real build would. */
const fakeBuild: BuildFn = async (options) => {
  builds.push(options);
  const snapshot = JSON.parse(readFileSync(options.snapshotFile, 'utf8'));
  mkdirSync(options.outDir, { recursive: true });
  writeFileSync(path.join(options.outDir, 'index.html'), `<h1>${snapshot.organization.name}</h1>`);
  options.log?.('[build] 1 page(s) built in 1ms');
};

beforeEach(async () => {
  t = await makeTestApp();
  dataDir = path.join(t.dir, 'data');
  builds.length = 0;
  await replaceDraft({ db: t.db, orgId, snapshot: smallSnapshot(), by: 'seed' });
});
afterEach(async () => {
  await t.close();
});

function liveHtml(): string {
  const dir = liveSiteDir(dataDir, 'acme');
  return dir ? readFileSync(path.join(dir, 'index.html'), 'utf8') : '';
}

async function rename(name: string) {
  await putRecord({ db: t.db, orgId, collection: 'organization', recordId: 'main', data: { id: orgId, slug: 'acme', name }, by: 'ed' });
}

describe('publish', () => {
  it('freezes the draft, answers at once, builds in the background and swaps the site live', async () => {
    const blobs = createMemoryBlobStore();
    await blobs.put(orgAssetKey(orgId, 'logo.svg'), new TextEncoder().encode('<svg/>'));
    const publisher = createNodePublisher({ db: t.db, dataDir, build: fakeBuild, blobs });

    expect(await publisher.status(orgId)).toEqual({ state: 'idle' });
    const { revision } = await publisher.publish(orgId, 'ed@acme.test');
    expect(revision).toBe(1);
    expect(await publisher.status(orgId)).toMatchObject({ state: 'building', revision: 1 });
    await publisher.waitForIdle(orgId);

    const live = await publisher.status(orgId);
    expect(live).toMatchObject({ state: 'live', revision: 1 });
    // How long each step took, in order, for the admin's progress.
    expect(live.phases?.map((p) => p.step)).toEqual(['freeze', 'build', 'index', 'swap']);
    for (const phase of live.phases ?? []) expect(phase.ms).toBeGreaterThanOrEqual(0);
    expect(liveHtml()).toBe('<h1>Acme</h1>');
    const staged = revisionBuildDir(dataDir, 'acme', 1);
    expect(JSON.parse(readFileSync(path.join(staged, 'snapshot.json'), 'utf8')).organization.name).toBe('Acme');
    expect(builds[0]!.snapshotFile).toBe(path.join(staged, 'snapshot.json'));
    expect(readFileSync(path.join(liveSiteDir(dataDir, 'acme')!, 'assets', 'logo.svg'), 'utf8')).toBe('<svg/>');
    expect(await listRevisions({ db: t.db, orgId })).toEqual([{ number: 1, createdAt: expect.any(Number), createdBy: 'ed@acme.test', status: 'live' }]);
  });

  it('emails a pending update once its build is live, not when the build fails', async () => {
    await replaceDraft({
      db: t.db,
      orgId,
      snapshot: smallSnapshot({ topics: [{ id: 'tcu_a', subject: 'Region', category: 'general', updates: [] }] }),
      by: 'seed',
    });
    await t.db
      .insert(subscribers)
      .values({ id: 's1', orgId, email: 'sub@corp.test', source: 'subscribe button', status: 'confirmed', createdAt: t.deps.now() });
    await publishTopicUpdate({
      deps: t.deps,
      orgId,
      by: 'ed',
      input: { topicId: 'tcu_a', message: 'Frankfurt is open.', approve: true, spAudience: 'public', channelSp: true, channelEmail: { subscribers: true } },
    });
    const failing = createNodePublisher({
      db: t.db,
      dataDir,
      build: async () => Promise.reject(new Error('boom')),
      blobs: createMemoryBlobStore(),
      mail: t.deps,
    });
    await failing.publish(orgId, 'ed');
    await failing.waitForIdle(orgId);
    expect(t.outbox).toHaveLength(0);
    const publisher = createNodePublisher({ db: t.db, dataDir, build: fakeBuild, blobs: createMemoryBlobStore(), mail: t.deps });
    await publisher.publish(orgId, 'ed');
    expect(t.outbox).toHaveLength(0);
    await publisher.waitForIdle(orgId);
    expect(t.outbox.map((m) => m.to)).toEqual(['sub@corp.test']);
    expect(t.outbox[0]!.text).toContain('Frankfurt is open.');
  });

  it("builds with the instance's public address (canonical links, sitemap, feeds)", async () => {
    const publisher = createNodePublisher({ db: t.db, dataDir, build: fakeBuild, blobs: createMemoryBlobStore(), publicUrl: 'http://localhost:45123' });
    await publisher.publish(orgId, 'ed@acme.test');
    await publisher.waitForIdle(orgId);
    expect(builds[0]!.publicUrl).toBe('http://localhost:45123');
  });

  it('ends an outbox thread resting after a burst of mail before it builds, so the build has its memory', async () => {
    const mailer = createOutboxMailer(path.join(t.dir, 'outbox'), { log: () => {}, thread: true });
    const message = { to: 'jane@example.com', subject: 'Hello', text: 'Hello.', html: '<p>Hello.</p>' };
    try {
      await Promise.all([mailer.send(message), mailer.send(message)]);
      expect(outboxThreadRunning()).toBe(true);
      await outboxThreadStarted();
      let runningWhileBuilding: boolean | undefined;
      const build: BuildFn = async (options) => {
        runningWhileBuilding = outboxThreadRunning();
        await fakeBuild(options);
      };
      const publisher = createNodePublisher({ db: t.db, dataDir, build, blobs: createMemoryBlobStore() });
      await publisher.publish(orgId, 'ed@acme.test');
      await publisher.waitForIdle(orgId);
      expect(runningWhileBuilding).toBe(false);
      expect(liveHtml()).toBe('<h1>Acme</h1>');
      // The next burst starts another thread.
      await Promise.all([mailer.send(message), mailer.send(message)]);
      expect(outboxThreadRunning()).toBe(true);
    } finally {
      await outboxThreadStarted().catch(() => {});
      await endOutboxThread();
    }
  });

  it('supersedes the previous live revision', async () => {
    const publisher = createNodePublisher({ db: t.db, dataDir, build: fakeBuild, blobs: createMemoryBlobStore() });
    await publisher.publish(orgId, 'a');
    await publisher.waitForIdle(orgId);
    const first = liveSiteDir(dataDir, 'acme');
    await rename('Acme Two');
    expect(await draftChanged({ db: t.db, orgId })).toBe(true);
    expect((await publisher.publish(orgId, 'b')).revision).toBe(2);
    await publisher.waitForIdle(orgId);

    expect(liveHtml()).toBe('<h1>Acme Two</h1>');
    expect(liveSiteDir(dataDir, 'acme')).not.toBe(first);
    expect((await listRevisions({ db: t.db, orgId })).map((r) => [r.number, r.status])).toEqual([
      [2, 'live'],
      [1, 'superseded'],
    ]);
    expect(await draftChanged({ db: t.db, orgId })).toBe(false);
  });

  it('refuses a second publish while one is building', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slowBuild: BuildFn = async (options) => {
      await gate;
      await fakeBuild(options);
    };
    const publisher = createNodePublisher({ db: t.db, dataDir, build: slowBuild, blobs: createMemoryBlobStore() });
    await publisher.publish(orgId, 'a');
    const second = await publisher.publish(orgId, 'b').catch((e: unknown) => e);
    expect(second).toBeInstanceOf(AppError);
    expect((second as AppError).code).toBe('PUBLISH_IN_PROGRESS');
    expect((second as AppError).status).toBe(409);
    expect(await publisher.status(orgId)).toMatchObject({ state: 'building', step: 'build', revision: 1 });
    release();
    await publisher.waitForIdle(orgId);
    expect((await publisher.publish(orgId, 'c')).revision).toBe(2);
    await publisher.waitForIdle(orgId);
  });

  it('leaves the live site untouched and marks the revision failed when the build fails', async () => {
    let failNext = false;
    const flakyBuild: BuildFn = async (options) => {
      if (failNext) throw new Error('Site build failed: astro build exited with code 1.\n[ERROR] boom');
      await fakeBuild(options);
    };
    const publisher = createNodePublisher({ db: t.db, dataDir, build: flakyBuild, blobs: createMemoryBlobStore() });
    await publisher.publish(orgId, 'a');
    await publisher.waitForIdle(orgId);
    const live = liveSiteDir(dataDir, 'acme');

    failNext = true;
    await rename('Broken');
    await publisher.publish(orgId, 'b');
    await publisher.waitForIdle(orgId);

    expect(liveSiteDir(dataDir, 'acme')).toBe(live);
    expect(liveHtml()).toBe('<h1>Acme</h1>');
    const error = 'Site build failed: astro build exited with code 1.\n[ERROR] boom';
    expect(await publisher.status(orgId)).toMatchObject({ state: 'failed', revision: 2, error });
    expect((await listRevisions({ db: t.db, orgId }))[0]).toMatchObject({ number: 2, status: 'failed', error });
    expect((await getRevision({ db: t.db, orgId, number: 1 }))!.status).toBe('live');
  });
});

describe('rollback', () => {
  it('publishes an earlier revision’s content as a new revision', async () => {
    const publisher = createNodePublisher({ db: t.db, dataDir, build: fakeBuild, blobs: createMemoryBlobStore() });
    await publisher.publish(orgId, 'a');
    await publisher.waitForIdle(orgId);
    await rename('Acme Two');
    await publisher.publish(orgId, 'a');
    await publisher.waitForIdle(orgId);

    expect((await publisher.rollback(orgId, 1, 'boss@acme.test')).revision).toBe(3);
    await publisher.waitForIdle(orgId);
    expect(liveHtml()).toBe('<h1>Acme</h1>');
    const third = await getRevision({ db: t.db, orgId, number: 3 });
    const first = await getRevision({ db: t.db, orgId, number: 1 });
    expect(third).toMatchObject({ status: 'live', createdBy: 'boss@acme.test', note: 'Rollback of revision 1' });
    expect((await listRevisions({ db: t.db, orgId })).map((r) => r.note)).toEqual(['Rollback of revision 1', undefined, undefined]);
    expect(JSON.parse(third!.snapshot)).toEqual(JSON.parse(first!.snapshot));
    // The draft keeps the newer edits, so it differs from what is live now.
    expect(await draftChanged({ db: t.db, orgId })).toBe(true);
  });

  it('answers REVISION_NOT_FOUND for an unknown revision', async () => {
    const publisher = createNodePublisher({ db: t.db, dataDir, build: fakeBuild, blobs: createMemoryBlobStore() });
    const error = await publisher.rollback(orgId, 7, 'a').catch((e: unknown) => e);
    expect((error as AppError).code).toBe('REVISION_NOT_FOUND');
    expect((error as AppError).status).toBe(404);
    expect(await listRevisions({ db: t.db, orgId })).toEqual([]);
  });
});

describe('deploy hook (Cloudflare mode)', () => {
  const hook = { url: 'https://ci.test/hook', secret: 'deploy-secret-for-tests-0123456789' };

  it('hands the revision to the hook instead of building; it stays building until the deploy reports live', async () => {
    const calls: { url: string; body: string; signature: string | null }[] = [];
    const fetchStub = (async (url: string, init: RequestInit) => {
      calls.push({ url, body: String(init.body), signature: new Headers(init.headers).get(SIGNATURE_HEADER) });
      return new Response('queued', { status: 202 });
    }) as unknown as typeof fetch;
    const publisher = createNodePublisher({ db: t.db, dataDir, build: fakeBuild, deployHook: hook, publicUrl: 'https://trust.acme.test', fetch: fetchStub });
    const { revision } = await publisher.publish(orgId, 'a');
    await publisher.waitForIdle(orgId);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://ci.test/hook');
    expect(JSON.parse(calls[0]!.body)).toMatchObject({ event: 'publish', orgId, orgSlug: 'acme', revision, workerUrl: 'https://trust.acme.test' });
    expect(await verifyBodySignature(hook.secret, calls[0]!.body, calls[0]!.signature)).toBe(true);
    expect(builds).toHaveLength(0);
    expect(existsSync(path.join(dataDir, 'sites'))).toBe(false);
    expect(await publisher.status(orgId)).toMatchObject({ state: 'building', step: 'waiting', revision: 1 });
    // A restart does not give up on a revision the CI workflow is building.
    expect(await publisher.recoverInterrupted()).toBe(0);

    await reportDeploy({ db: t.db, orgId, revision, status: 'live' });
    expect(await publisher.status(orgId)).toEqual({ state: 'live', revision: 1 });
  });

  it('marks the revision failed with the hook’s answer', async () => {
    const fetchStub = (async () => new Response('bad token', { status: 401 })) as unknown as typeof fetch;
    const publisher = createNodePublisher({ db: t.db, dataDir, deployHook: hook, fetch: fetchStub });
    await publisher.publish(orgId, 'a');
    await publisher.waitForIdle(orgId);
    expect(await publisher.status(orgId)).toEqual({ state: 'failed', revision: 1, error: 'The deploy hook answered 401: bad token' });
  });
});

describe('restoreLive', () => {
  it('rebuilds the live revision’s site without a new revision', async () => {
    const publisher = createNodePublisher({ db: t.db, dataDir, build: fakeBuild, blobs: createMemoryBlobStore() });
    expect(await publisher.restoreLive(orgId)).toBeNull();
    await publisher.publish(orgId, 'a');
    await publisher.waitForIdle(orgId);
    await rename('Draft only');
    rmSync(path.join(dataDir, 'sites'), { recursive: true });
    expect(liveSiteDir(dataDir, 'acme')).toBeNull();

    expect(await publisher.restoreLive(orgId)).toEqual({ revision: 1 });
    expect(liveHtml()).toBe('<h1>Acme</h1>');
    expect((await listRevisions({ db: t.db, orgId })).map((r) => [r.number, r.status])).toEqual([[1, 'live']]);
  });
});

describe('recoverInterrupted', () => {
  it('marks revisions a stopped process left building as failed', async () => {
    await freezeRevision({ db: t.db, orgId, by: 'a' });
    const publisher = createNodePublisher({ db: t.db, dataDir, build: fakeBuild, blobs: createMemoryBlobStore() });
    expect(await publisher.status(orgId)).toEqual({ state: 'building', revision: 1 });
    expect(await publisher.recoverInterrupted()).toBe(1);
    expect(await publisher.status(orgId)).toMatchObject({ state: 'failed', revision: 1 });
  });
});
