/**
 * Publishing through a deploy hook (Cloudflare mode): nothing is built where the API runs. The revision is
 * frozen, then `{ "orgId": "…", "revision": N }` is POSTed as JSON to the hook (for example a CI workflow
 * dispatch) that builds that revision and deploys it. A 2xx answer marks the revision live; anything else marks
 * it failed with the hook's answer, and the deployed site is left as it was. Runtime-neutral (fetch only), so the
 * Worker and the Node server share it.
 */
import type { Db } from '../db/types.ts';
import type { Publisher } from '../deps.ts';
import { appError } from '../errors.ts';
import { freezeRevision, latestRevision, markRevision, requireRevisionSnapshot, rollbackNote } from './revisions.ts';

export interface DeployHookOptions {
  db: Db;
  /** The hook URL (`GLASSHOUSE_DEPLOY_HOOK`). */
  hookUrl: string;
  fetch?: typeof fetch;
  log?: (...args: unknown[]) => void;
  now?: () => number;
}

/** Hands a frozen revision to the hook; marks it live or failed. Never throws. */
export async function notifyDeployHook(options: DeployHookOptions & { orgId: string; revision: number }): Promise<void> {
  const { db, hookUrl, orgId, revision, log = () => {} } = options;
  const doFetch = options.fetch ?? fetch;
  const fail = async (text: string) => {
    log(`Publishing revision ${revision} failed: ${text}`);
    await markRevision({ db, orgId, number: revision, status: 'failed', error: text }).catch((e: unknown) => log('Could not mark the revision failed', e));
  };
  let response: Response;
  try {
    response = await doFetch(hookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orgId, revision }),
    });
  } catch (error) {
    return fail(`The deploy hook could not be reached: ${(error as Error).message}`);
  }
  if (!response.ok) {
    const body = (await response.text().catch(() => '')).trim().slice(0, 500);
    return fail(`The deploy hook answered ${response.status}${body ? `: ${body}` : ''}`);
  }
  try {
    await markRevision({ db, orgId, number: revision, status: 'live' });
    log(`Revision ${revision} handed to the deploy hook`);
  } catch (error) {
    await fail((error as Error).message);
  }
}

/** A publisher that freezes revisions and hands them to the deploy hook (used by the Worker). */
export function createDeployHookPublisher(options: DeployHookOptions): Publisher {
  const { db, now = Date.now } = options;
  async function run(orgId: string, by: string, rollbackOf?: number) {
    const latest = await latestRevision({ db, orgId });
    if (latest?.status === 'building') throw appError('PUBLISH_IN_PROGRESS');
    const snapshot = rollbackOf === undefined ? undefined : await requireRevisionSnapshot({ db, orgId, number: rollbackOf });
    const frozen = await freezeRevision({ db, orgId, by, snapshot, note: rollbackOf === undefined ? undefined : rollbackNote(rollbackOf), now: now() });
    await notifyDeployHook({ ...options, orgId, revision: frozen.number });
    return { revision: frozen.number };
  }
  return {
    publish: (orgId, by) => run(orgId, by),
    rollback: (orgId, revision, by) => run(orgId, by, revision),
    async status(orgId) {
      const latest = await latestRevision({ db, orgId });
      if (!latest) return { state: 'idle' };
      if (latest.status === 'live') return { state: 'live', revision: latest.number };
      if (latest.status === 'failed') return { state: 'failed', revision: latest.number, error: latest.error ?? 'Unknown error' };
      if (latest.status === 'building') return { state: 'building', step: 'deploy', revision: latest.number };
      return { state: 'idle' };
    },
  };
}
