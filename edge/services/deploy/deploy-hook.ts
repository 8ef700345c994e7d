/**
 * Publishing through a deploy hook (Cloudflare mode): nothing is built where the API runs.
 *
 *   1. publish freezes the revision as `building`, step `waiting`;
 *   2. the hook is called: a generic URL gets `{ event, orgId, orgSlug, revision, workerUrl, buildToken, sentAt }`
 *      signed with HMAC-SHA256 (`X-Glasshouse-Signature`, secret `GLASSHOUSE_DEPLOY_SECRET`); a GitHub
 *      `…/dispatches` URL is called as GitHub's `repository_dispatch` or `workflow_dispatch` with the token
 *      `GLASSHOUSE_DEPLOY_TOKEN`;
 *   3. the CI workflow builds that revision from the Worker (`glasshouse build --from`), deploys, and reports
 *      (`glasshouse cloudflare report`, signed): `deploying`, then `live` or `failed` with its log
 *      (`services/deploy/report-deploy.ts`).
 *
 * A revision is never `live` before its deploy reports it. A hook that refuses or cannot be reached marks the
 * revision failed at once; one that never reports back is marked failed after `DEPLOY_REPORT_TIMEOUT_MS`, so
 * the organisation can publish again. Runtime-neutral (fetch only): the Worker and the Node server share it.
 */
import type { Db } from '../../db/types.ts';
import type { LogFn, Publisher } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { createBuildToken } from './build-token.ts';
import { SIGNATURE_HEADER, signBody } from './signature.ts';
import { getOrganizationById } from '../organizations/get-organization.ts';
import { SNAPSHOT_CHUNK_BYTES, freezeRevision, rollbackNote } from '../revisions/freeze-revision.ts';
import { latestRevision, requireRevisionSnapshot, type DeployStep, type Revision } from '../revisions/read-revision.ts';
import { markRevision } from '../revisions/mark-revision.ts';

/** Where and how to call the deploy hook (env `GLASSHOUSE_DEPLOY_*`). */
export interface DeployHookConfig {
  /** `GLASSHOUSE_DEPLOY_HOOK`: a generic hook URL, or a GitHub `…/dispatches` API URL. */
  url: string;
  /** `GLASSHOUSE_DEPLOY_SECRET`: signs hook calls and build tokens, and checks the CI's reports. */
  secret: string;
  /** `GLASSHOUSE_DEPLOY_TOKEN`: bearer token for the hook (GitHub: a token allowed to dispatch workflows). */
  token?: string;
  /** `GLASSHOUSE_DEPLOY_REF`: the branch a `workflow_dispatch` runs on (default `main`). */
  ref?: string;
}

/** How long a revision may wait for its deploy report before it is marked failed. */
export const DEPLOY_REPORT_TIMEOUT_MS = 60 * 60 * 1000;
export const DEPLOY_TIMEOUT_ERROR = 'No deploy report arrived within 60 minutes of publishing: check the CI workflow’s run. The live site was left unchanged.';
/** The `event_type` of GitHub `repository_dispatch` calls; the workflow listens for it. */
export const REPOSITORY_DISPATCH_EVENT = 'glasshouse-publish';

export type DeployHookKind = 'generic' | 'repository_dispatch' | 'workflow_dispatch';

/** What kind of hook a URL is: GitHub's two dispatch APIs (github.com or GitHub Enterprise), else generic. */
export function deployHookKind(url: string): DeployHookKind {
  let pathname = '';
  try {
    pathname = new URL(url).pathname.replace(/\/+$/, '');
  } catch {
    return 'generic';
  }
  if (/\/repos\/[^/]+\/[^/]+\/actions\/workflows\/[^/]+\/dispatches$/.test(pathname)) return 'workflow_dispatch';
  if (/\/repos\/[^/]+\/[^/]+\/dispatches$/.test(pathname)) return 'repository_dispatch';
  return 'generic';
}

/** What the hook is told about the revision to build. */
export interface DeployHookPayload {
  orgId: string;
  orgSlug: string;
  revision: number;
  /** Where the CI downloads the revision from and reports to (the Worker's `PUBLIC_URL`). */
  workerUrl: string;
  buildToken: string;
  sentAt: number;
}

/** The request that calls the hook (signed for every kind; GitHub kinds in GitHub's own body format). */
export async function deployHookRequest(hook: DeployHookConfig, payload: DeployHookPayload): Promise<{ url: string; init: RequestInit }> {
  const kind = deployHookKind(hook.url);
  let body: string;
  const headers: Record<string, string> = { 'content-type': 'application/json', 'user-agent': 'glasshouse-deploy-hook' };
  if (kind === 'generic') {
    body = JSON.stringify({ event: 'publish', ...payload });
  } else {
    headers.accept = 'application/vnd.github+json';
    headers['x-github-api-version'] = '2022-11-28';
    // GitHub shows dispatch inputs in the run's page: the build token stays out (the workflow mints its own
    // with GLASSHOUSE_DEPLOY_SECRET).
    body =
      kind === 'repository_dispatch'
        ? JSON.stringify({
            event_type: REPOSITORY_DISPATCH_EVENT,
            client_payload: { orgId: payload.orgId, orgSlug: payload.orgSlug, revision: payload.revision, workerUrl: payload.workerUrl },
          })
        : JSON.stringify({ ref: hook.ref || 'main', inputs: { org: payload.orgId, revision: String(payload.revision), worker_url: payload.workerUrl } });
  }
  if (hook.token) headers.authorization = `Bearer ${hook.token}`;
  headers[SIGNATURE_HEADER.toLowerCase()] = await signBody(hook.secret, body);
  return { url: hook.url, init: { method: 'POST', headers, body } };
}

export interface NotifyDeployHookOptions {
  db: Db;
  hook: DeployHookConfig;
  orgId: string;
  orgSlug: string;
  revision: number;
  workerUrl: string;
  fetch?: typeof fetch;
  log?: LogFn;
  now?: () => number;
}

/**
 * Calls the hook for a frozen revision. The revision stays `building` (step `waiting`) when the hook accepts;
 * it is marked failed with the hook's answer when it does not. Never throws.
 */
export async function notifyDeployHook(options: NotifyDeployHookOptions): Promise<void> {
  const { db, hook, orgId, orgSlug, revision, workerUrl, log = () => {}, now = Date.now } = options;
  const doFetch = options.fetch ?? fetch;
  const fail = async (text: string) => {
    log(`Publishing revision ${revision} failed: ${text}`);
    await markRevision({ db, orgId, number: revision, status: 'failed', error: text }).catch((e: unknown) => log('Could not mark the revision failed', e));
  };
  let response: Response;
  try {
    const buildToken = await createBuildToken({ secret: hook.secret, org: orgId, revision, now: now() });
    const { url, init } = await deployHookRequest(hook, { orgId, orgSlug, revision, workerUrl, buildToken, sentAt: now() });
    response = await doFetch(url, init);
  } catch (error) {
    return fail(`The deploy hook could not be reached: ${(error as Error).message}`);
  }
  if (!response.ok) {
    const body = (await response.text().catch(() => '')).trim().slice(0, 500);
    return fail(`The deploy hook answered ${response.status}${body ? `: ${body}` : ''}`);
  }
  await response.body?.cancel().catch(() => {});
  log(`Revision ${revision} of ${orgSlug} was handed to the deploy hook; waiting for the build to report`);
}

/** Marks the organisation's newest revision failed when it waited for its deploy report for too long. */
export async function expireStaleDeploy({ db, orgId, now }: { db: Db; orgId: string; now: number }): Promise<Revision | null> {
  const latest = await latestRevision({ db, orgId });
  if (latest?.status === 'building' && latest.deployStep && now - latest.createdAt > DEPLOY_REPORT_TIMEOUT_MS) {
    await markRevision({ db, orgId, number: latest.number, status: 'failed', error: DEPLOY_TIMEOUT_ERROR });
    return { ...latest, status: 'failed', error: DEPLOY_TIMEOUT_ERROR, deployStep: null };
  }
  return latest;
}

/** What `GET /api/admin/publish/status` answers for a deploy-hook publish, from the newest revision. */
export function deployStatusOf(latest: Revision | null): {
  state: 'idle' | 'building' | 'live' | 'failed';
  step?: DeployStep;
  revision?: number;
  error?: string;
  log?: string;
} {
  if (!latest) return { state: 'idle' };
  if (latest.status === 'live') return { state: 'live', revision: latest.number };
  if (latest.status === 'failed')
    return { state: 'failed', revision: latest.number, error: latest.error ?? 'Unknown error', ...(latest.deployLog ? { log: latest.deployLog } : {}) };
  if (latest.status === 'building') return { state: 'building', step: latest.deployStep ?? 'waiting', revision: latest.number };
  return { state: 'idle' };
}

export interface DeployHookPublisherOptions {
  db: Db;
  /** Unset: publishing answers PUBLISHING_NOT_CONFIGURED (503). */
  hook?: DeployHookConfig;
  /** The address the CI reaches the Worker at (its `PUBLIC_URL`). */
  workerUrl: string;
  fetch?: typeof fetch;
  log?: LogFn;
  now?: () => number;
}

/**
 * The Worker's publisher: freezes revisions (large snapshots in chunks, so D1 rows stay small) and hands them
 * to the deploy hook. Rollback publishes an earlier revision's snapshot as a new revision through the same loop.
 */
export function createDeployHookPublisher(options: DeployHookPublisherOptions): Publisher {
  const { db, hook, workerUrl, now = Date.now } = options;
  async function run(orgId: string, by: string, rollbackOf?: number) {
    if (!hook) throw appError('PUBLISHING_NOT_CONFIGURED');
    const latest = await expireStaleDeploy({ db, orgId, now: now() });
    if (latest?.status === 'building') throw appError('PUBLISH_IN_PROGRESS');
    const org = await getOrganizationById({ db, id: orgId });
    if (!org) throw appError('COMPANY_NOT_FOUND');
    const snapshot = rollbackOf === undefined ? undefined : await requireRevisionSnapshot({ db, orgId, number: rollbackOf });
    const frozen = await freezeRevision({
      db,
      orgId,
      by,
      snapshot,
      note: rollbackOf === undefined ? undefined : rollbackNote(rollbackOf),
      now: now(),
      chunkAboveBytes: SNAPSHOT_CHUNK_BYTES,
      deployStep: 'waiting',
    });
    await notifyDeployHook({ db, hook, orgId, orgSlug: org.slug, revision: frozen.number, workerUrl, fetch: options.fetch, log: options.log, now });
    return { revision: frozen.number };
  }
  return {
    publish: (orgId, by) => run(orgId, by),
    rollback: (orgId, revision, by) => run(orgId, by, revision),
    async status(orgId) {
      return deployStatusOf(await expireStaleDeploy({ db, orgId, now: now() }));
    },
  };
}
