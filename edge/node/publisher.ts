/**
 * Publishing in the embedded default: freeze the draft into a revision, build the static portal beside the live
 * one, and swap it live only when the build and the search index succeed.
 *
 *   <dataDir>/builds/<orgSlug>/r<N>/snapshot.json   the frozen snapshot the build renders
 *   <dataDir>/builds/<orgSlug>/r<N>/assets/         the organisation's public assets (logo …) at that moment
 *   <dataDir>/sites/<orgSlug>/build-<stamp>-r<N>-…  the built site (`newBuildDir`; old ones are pruned)
 *   <dataDir>/sites/<orgSlug>/current               symlink to the live build, which the Node server serves
 *
 * `publish` answers as soon as the revision is frozen; the build runs in the background (`status` tells its
 * step: freeze → build → index → swap) and `waitForIdle` waits for it. One publish at a time per organisation.
 * A failed build marks the revision `failed` with the error and leaves the live site as it was.
 *
 * Cloudflare mode: with `deployHook` (env `GLASSHOUSE_DEPLOY_HOOK`) nothing is built here. Publishing freezes the
 * revision and calls the hook (`services/deploy/deploy-hook.ts`); the revision waits as `building` (step `waiting`, then
 * `deploying`) until the CI workflow reports it live or failed.
 */
import { existsSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Snapshot } from '../../content/schemas/snapshot.ts';
import { buildSite, currentSiteDir, newBuildDir, swapLive, type BuildSiteOptions } from './site-build/build-site.ts';
import { createDiskBlobStore } from '../blobs/disk.ts';
import type { BlobStore } from '../blobs/types.ts';
import { revisions } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import type { LogFn, Publisher } from '../deps.ts';
import { appError } from '../errors.ts';
import type { PublishStatus, PublishStep } from '../../content/contracts/publishing.ts';
import type { ManifestSigningKey } from '../services/documents/documents-manifest.ts';
import { loadManifestSigningKey } from './manifest-key.ts';
import { copyOrgAssets } from './content-dir.ts';
import { endOutboxThread } from '../mail/outbox-thread.ts';
import { getOrganizationById } from '../services/organizations/get-organization.ts';
import { markRevisionLive } from '../services/revisions/mark-revision-live.ts';
import type { UpdateMailDeps } from '../services/updates/update-emails.ts';
import { deployStatusOf, expireStaleDeploy, notifyDeployHook, type DeployHookConfig } from '../services/deploy/deploy-hook.ts';
import type { EmbeddingsConfig } from '../services/search/embeddings.ts';
import { writeSearchIndex } from '../services/search/search-index.ts';
import { freezeRevision, rollbackNote } from '../services/revisions/freeze-revision.ts';
import { latestRevision, liveRevision, readRevisionSnapshot, requireRevisionSnapshot } from '../services/revisions/read-revision.ts';
import { markRevision } from '../services/revisions/mark-revision.ts';

export type { PublishStatus, PublishStep };

export type BuildFn = (options: BuildSiteOptions) => Promise<unknown>;

export interface NodePublisherOptions {
  db: Db;
  /** The data folder (`DATA_DIR`, default `./data`). */
  dataDir: string;
  /** Publishing events (started, live, failed). */
  log?: LogFn;
  /** Every line the site build prints (Astro, Pagefind); default: `log`. */
  buildLog?: (line: string) => void;
  /** Where organisation assets are read from; default the disk store in `<dataDir>/files`. */
  blobs?: BlobStore;
  /** Builds one site; default `buildSite` (tests inject a fast or failing one). */
  build?: BuildFn;
  /** `GLASSHOUSE_DEPLOY_*`: hand revisions to this hook instead of building locally. */
  deployHook?: DeployHookConfig;
  fetch?: typeof fetch;
  now?: () => number;
  /** Embeddings endpoint for the search index's vectors (optional). */
  embeddings?: EmbeddingsConfig;
  /** The portal's public address (`PUBLIC_URL`): canonical links, sitemap, feeds and llms.txt of each build. */
  publicUrl?: string;
  /** Emails the updates a revision shows once it is live (`markRevisionLive`); without it they stay pending. */
  mail?: UpdateMailDeps;
  /** The key that signs each build's documents manifest; default `loadManifestSigningKey` for `dataDir`. */
  signingKey?: () => Promise<ManifestSigningKey | undefined>;
}

export interface NodePublisher extends Publisher {
  status(orgId: string): Promise<PublishStatus>;
  /** Resolves when the organisation has no publish running (at once if none is). */
  waitForIdle(orgId: string): Promise<void>;
  /**
   * Marks revisions left `building` by a process that stopped mid-build as failed. Call once at start-up,
   * before serving.
   */
  recoverInterrupted(): Promise<number>;
  /**
   * Rebuilds the live revision's site and swaps it in, without a new revision: for a data folder whose site
   * builds were lost. Does nothing when no revision is live.
   * @throws the build error.
   */
  restoreLive(orgId: string): Promise<{ revision: number } | null>;
  /**
   * Builds the latest revision again when its build failed, and makes it live on success (the same revision, not
   * a new one): for a build that failed because of the machine (see `isEnvironmentalBuildFailure`), not the draft.
   * Does nothing unless the latest revision failed. A new failure is recorded on the revision.
   */
  retryFailed(orgId: string): Promise<{ revision: number; status: 'live' | 'failed' } | null>;
}

/** The folder holding every organisation's live and recent builds. */
export function sitesRootOf(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'sites');
}

/** Where the revision's snapshot and assets are staged for its build. */
export function revisionBuildDir(dataDir: string, orgSlug: string, revision: number): string {
  return path.join(path.resolve(dataDir), 'builds', orgSlug, `r${revision}`);
}

/** The folder the organisation's live site is served from, or null before its first publish. */
export function liveSiteDir(dataDir: string, orgSlug: string): string | null {
  return currentSiteDir(sitesRootOf(dataDir), orgSlug);
}

interface Job {
  step: PublishStep;
  /** When each step started (ms since the epoch), in order. */
  phases: { step: PublishStep; at: number }[];
  revision?: number;
  done: Promise<void>;
}

/** Moves a publish to its next step, noting when it started. */
function enterStep(job: Pick<Job, 'step' | 'phases'>, step: PublishStep): void {
  if (job.step === step) return;
  job.step = step;
  job.phases.push({ step, at: Date.now() });
}

/** Each step's time (the last one's until `end`). */
function phaseTimes(phases: Job['phases'], end: number): { step: PublishStep; ms: number }[] {
  return phases.map((phase, i) => ({ step: phase.step, ms: (phases[i + 1]?.at ?? end) - phase.at }));
}

export const INTERRUPTED_BUILD_ERROR = 'The build was interrupted: the server stopped before it finished.';

export function createNodePublisher(options: NodePublisherOptions): NodePublisher {
  const { db, dataDir, log = () => {}, build = buildSite, deployHook, publicUrl, now = Date.now } = options;
  const buildLog = options.buildLog ?? ((line: string) => log(line));
  const blobs = options.blobs ?? createDiskBlobStore(path.join(dataDir, 'files'));
  const doFetch = options.fetch ?? fetch;
  const signingKey = options.signingKey ?? (() => loadManifestSigningKey({ dataDir }));
  const jobs = new Map<string, Job>();
  /** The step times of each organisation's last publish that ran here. */
  const finished = new Map<string, { revision: number; phases: { step: PublishStep; ms: number }[] }>();

  async function start(orgId: string, by: string, source: () => Promise<Snapshot | undefined>, note?: string): Promise<{ revision: number }> {
    // Claim the organisation before the first await, so two calls in the same tick cannot both start.
    if (jobs.has(orgId)) throw appError('PUBLISH_IN_PROGRESS');
    let finish!: () => void;
    const job: Job = { step: 'freeze', phases: [{ step: 'freeze', at: Date.now() }], done: new Promise<void>((resolve) => (finish = resolve)) };
    jobs.set(orgId, job);
    let frozen: { number: number; snapshot: Snapshot };
    let orgSlug: string;
    try {
      const org = await getOrganizationById({ db, id: orgId });
      if (!org) throw appError('COMPANY_NOT_FOUND');
      orgSlug = org.slug;
      if (deployHook && (await expireStaleDeploy({ db, orgId, now: now() }))?.status === 'building') throw appError('PUBLISH_IN_PROGRESS');
      frozen = await freezeRevision({ db, orgId, by, snapshot: await source(), note, now: now(), ...(deployHook ? { deployStep: 'waiting' as const } : {}) });
    } catch (error) {
      jobs.delete(orgId);
      finish();
      throw error;
    }
    job.revision = frozen.number;
    log(`Publishing revision ${frozen.number} of ${orgSlug}${note ? ` (${note})` : ''} by ${by}`);
    const run = deployHook ? deploy(orgId, orgSlug, frozen.number, job) : buildLocally(orgId, orgSlug, frozen, job);
    void run.finally(() => {
      finished.set(orgId, { revision: frozen.number, phases: phaseTimes(job.phases, Date.now()) });
      jobs.delete(orgId);
      finish();
    });
    return { revision: frozen.number };
  }

  async function fail(orgId: string, revision: number, error: unknown): Promise<void> {
    const text = error instanceof Error ? error.message : String(error);
    log(`Publishing revision ${revision} failed: ${text}`);
    await markRevision({ db, orgId, number: revision, status: 'failed', error: text }).catch((e: unknown) => {
      log('Could not mark the revision failed', e);
    });
  }

  /** Stages the snapshot and assets, builds the site beside the live one and swaps it live. */
  async function buildAndSwap(orgId: string, orgSlug: string, revision: number, snapshot: Snapshot, job: Pick<Job, 'step' | 'phases'>): Promise<void> {
    const sitesRoot = sitesRootOf(dataDir);
    const staging = revisionBuildDir(dataDir, orgSlug, revision);
    let outDir: string | null = null;
    try {
      enterStep(job, 'build');
      // A build is this process's largest use of memory: an outbox thread resting after a burst of mail gives its
      // memory back first (one with a message on its way serves on; the next burst starts another).
      await endOutboxThread();
      await fs.rm(staging, { recursive: true, force: true });
      await fs.mkdir(staging, { recursive: true });
      const snapshotFile = path.join(staging, 'snapshot.json');
      await fs.writeFile(snapshotFile, JSON.stringify(snapshot, null, 2));
      await copyOrgAssets({ blobs, orgId, outDir: staging });

      // The server-side search index (gated content included): beside the files, never in the static build.
      let indexing: Promise<void> | undefined;
      const searchIndex = () => (indexing ??= writeSearchIndex({ blobs, orgId, revision, snapshot, embeddings: options.embeddings, log }));
      outDir = newBuildDir(sitesRoot, orgSlug, `r${revision}`);
      const prefix = `[${orgSlug} r${revision}]`;
      await build({
        snapshotFile,
        outDir,
        publicUrl,
        signingKey: await signingKey(),
        // Signing the documents manifest and indexing the pages for search are the `index` step.
        onStage: (stage) => {
          if (stage === 'manifest' || stage === 'pagefind') enterStep(job, 'index');
        },
        log: (line) => buildLog(`${prefix} ${line}`),
        alongside: searchIndex,
      });
      enterStep(job, 'index');
      await searchIndex(); // written while the pages rendered, or now by a build that does not take `alongside`
      const stagedAssets = path.join(staging, 'assets');
      if (existsSync(stagedAssets)) await fs.cp(stagedAssets, path.join(outDir, 'assets'), { recursive: true });

      enterStep(job, 'swap');
      await swapLive({ sitesRoot, orgSlug, newDir: outDir });
    } catch (error) {
      if (outDir && currentSiteDir(sitesRoot, orgSlug) !== path.resolve(outDir)) {
        await fs.rm(outDir, { recursive: true, force: true }).catch(() => {});
      }
      throw error;
    }
  }

  async function buildLocally(orgId: string, orgSlug: string, frozen: { number: number; snapshot: Snapshot }, job: Job): Promise<void> {
    try {
      await buildAndSwap(orgId, orgSlug, frozen.number, frozen.snapshot, job);
      await markRevisionLive({ db, orgId, number: frozen.number, mail: options.mail, log });
      log(`Revision ${frozen.number} of ${orgSlug} is live`);
    } catch (error) {
      await fail(orgId, frozen.number, error);
    }
  }

  async function deploy(orgId: string, orgSlug: string, revision: number, job: Job): Promise<void> {
    enterStep(job, 'waiting');
    await notifyDeployHook({ db, hook: deployHook!, orgId, orgSlug, revision, workerUrl: publicUrl ?? '', fetch: doFetch, log, now });
  }

  return {
    publish(orgId, by) {
      return start(orgId, by, async () => undefined);
    },

    rollback(orgId, revision, by) {
      if (jobs.has(orgId)) return Promise.reject(appError('PUBLISH_IN_PROGRESS'));
      return requireRevisionSnapshot({ db, orgId, number: revision }).then((snapshot) => start(orgId, by, async () => snapshot, rollbackNote(revision)));
    },

    async status(orgId) {
      const job = jobs.get(orgId);
      if (job) return { state: 'building', step: job.step, ...(job.revision ? { revision: job.revision } : {}), phases: phaseTimes(job.phases, Date.now()) };
      if (deployHook) return deployStatusOf(await expireStaleDeploy({ db, orgId, now: now() }));
      const latest = await latestRevision({ db, orgId });
      if (!latest) return { state: 'idle' };
      const last = finished.get(orgId);
      const phases = last?.revision === latest.number ? { phases: last.phases } : {};
      switch (latest.status) {
        case 'live':
          return { state: 'live', revision: latest.number, ...phases };
        case 'failed':
          return { state: 'failed', revision: latest.number, error: latest.error ?? 'Unknown error', ...phases };
        case 'building':
          // Another process (the CLI) is publishing.
          return { state: 'building', revision: latest.number };
        default:
          return { state: 'idle' };
      }
    },

    async waitForIdle(orgId) {
      for (let job = jobs.get(orgId); job; job = jobs.get(orgId)) await job.done;
    },

    async restoreLive(orgId) {
      if (jobs.has(orgId)) throw appError('PUBLISH_IN_PROGRESS');
      const org = await getOrganizationById({ db, id: orgId });
      if (!org) throw appError('COMPANY_NOT_FOUND');
      const live = await liveRevision({ db, orgId });
      if (!live) return null;
      let finish!: () => void;
      const job: Job = {
        step: 'build',
        phases: [{ step: 'build', at: Date.now() }],
        revision: live.number,
        done: new Promise<void>((resolve) => (finish = resolve)),
      };
      jobs.set(orgId, job);
      try {
        log(`Rebuilding the live site of ${org.slug} (revision ${live.number})`);
        const snapshot = await readRevisionSnapshot({ db, orgId, number: live.number, row: live });
        await buildAndSwap(orgId, org.slug, live.number, snapshot!, job);
        return { revision: live.number };
      } finally {
        jobs.delete(orgId);
        finish();
      }
    },

    async retryFailed(orgId) {
      if (jobs.has(orgId)) throw appError('PUBLISH_IN_PROGRESS');
      const org = await getOrganizationById({ db, id: orgId });
      if (!org) throw appError('COMPANY_NOT_FOUND');
      const latest = await latestRevision({ db, orgId });
      if (latest?.status !== 'failed') return null;
      let finish!: () => void;
      const job: Job = {
        step: 'build',
        phases: [{ step: 'build', at: Date.now() }],
        revision: latest.number,
        done: new Promise<void>((resolve) => (finish = resolve)),
      };
      jobs.set(orgId, job);
      try {
        log(`Building revision ${latest.number} of ${org.slug} again (it failed before: ${latest.error})`);
        await markRevision({ db, orgId, number: latest.number, status: 'building' });
        try {
          const snapshot = await readRevisionSnapshot({ db, orgId, number: latest.number, row: latest });
          await buildAndSwap(orgId, org.slug, latest.number, snapshot!, job);
        } catch (error) {
          await fail(orgId, latest.number, error);
          return { revision: latest.number, status: 'failed' as const };
        }
        await markRevisionLive({ db, orgId, number: latest.number, mail: options.mail, log });
        log(`Revision ${latest.number} of ${org.slug} is live`);
        return { revision: latest.number, status: 'live' as const };
      } finally {
        jobs.delete(orgId);
        finish();
      }
    },

    async recoverInterrupted() {
      const stale = await db.select().from(revisions).where(eq(revisions.status, 'building'));
      let count = 0;
      for (const revision of stale) {
        if (jobs.get(revision.orgId)?.revision === revision.number) continue;
        // Handed to a deploy hook: the CI workflow reports it (or it times out), whatever this process does.
        if (revision.deployStep) continue;
        await markRevision({ db, orgId: revision.orgId, number: revision.number, status: 'failed', error: INTERRUPTED_BUILD_ERROR });
        count++;
      }
      return count;
    },
  };
}
