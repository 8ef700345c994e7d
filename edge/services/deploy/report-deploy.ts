/**
 * The CI workflow's report on a revision it builds and deploys (`POST /api/deploy/:org/revisions/:n/report`,
 * sent by `glasshouse cloudflare report`): `deploying` when the build is done and `wrangler deploy` runs, then
 * `live` once the deploy succeeded, or `failed` with the tail of its log. Only this report makes a deploy-hook
 * revision live; the previous live revision is superseded in the same batch.
 */
import { z } from 'zod';
import type { DeployReportResult } from '../../../content/contracts/publishing.ts';
import type { BlobStore } from '../../blobs/types.ts';
import type { Db } from '../../db/types.ts';
import type { LogFn } from '../../deps.ts';
import { appError } from '../../errors.ts';
import type { EmbeddingsConfig } from '../search/embeddings.ts';
import { writeSearchIndex } from '../search/search-index.ts';
import { markRevisionLive } from '../revisions/mark-revision-live.ts';
import { getRevision, latestRevision, liveRevision, readRevisionSnapshot } from '../revisions/read-revision.ts';
import { markRevision } from '../revisions/mark-revision.ts';
import type { UpdateMailDeps } from '../updates/update-emails.ts';

/** How much of a reported log is kept (its end: where a build or deploy says what went wrong). */
export const DEPLOY_LOG_MAX_CHARS = 8000;
export const DEPLOY_FAILED_ERROR = 'The build or deploy failed; the live site was left unchanged.';

export const DEPLOY_REPORT_STATUSES = ['deploying', 'live', 'failed'] as const;
export type DeployReportStatus = (typeof DEPLOY_REPORT_STATUSES)[number];

/** The signed body of a report. */
export const DeployReportSchema = z.object(
  {
    /** The organisation's id or slug (the path names it too; both must agree). */
    orgId: z.string().optional(),
    revision: z.number().int().positive(),
    status: z.enum(DEPLOY_REPORT_STATUSES, { error: 'Report a status of deploying, live or failed.' }),
    /** The build and deploy output (any length; its last `DEPLOY_LOG_MAX_CHARS` characters are kept). */
    log: z.string().optional(),
    /** When the report was signed (ms since the epoch); old reports are refused. */
    sentAt: z.number(),
  },
  { error: 'Report a status of deploying, live or failed.' },
);
export type DeployReport = z.output<typeof DeployReportSchema>;

/** The end of a log, at most `DEPLOY_LOG_MAX_CHARS` characters, starting on a whole line when cut. */
export function logTail(log: string | undefined): string | undefined {
  const text = log?.replace(/\r\n?/g, '\n').trimEnd();
  if (!text) return undefined;
  if (text.length <= DEPLOY_LOG_MAX_CHARS) return text;
  const cut = text.slice(-DEPLOY_LOG_MAX_CHARS);
  const newline = cut.indexOf('\n');
  return `…\n${newline >= 0 && newline < 500 ? cut.slice(newline + 1) : cut}`;
}

export interface ReportDeployOptions {
  db: Db;
  orgId: string;
  revision: number;
  status: DeployReportStatus;
  /** The reported build and deploy output. */
  deployLog?: string;
  /** Where the server-side search index of a revision that went live is written (optional). */
  blobs?: BlobStore;
  embeddings?: EmbeddingsConfig;
  log?: LogFn;
  /** Emails the updates the revision shows once it is live (`markRevisionLive`). */
  mail?: UpdateMailDeps;
}

/**
 * Applies a report.
 * @throws REVISION_NOT_FOUND (404); DEPLOY_REPORT_UNEXPECTED (409) when the revision is not waiting for one: it
 *   is live, superseded, older than the live revision, or a newer revision was published after it.
 */
export async function reportDeploy({
  db,
  orgId,
  revision,
  status,
  deployLog,
  blobs,
  embeddings,
  log: logFn = () => {},
  mail,
}: ReportDeployOptions): Promise<DeployReportResult> {
  const row = await getRevision({ db, orgId, number: revision });
  if (!row) throw appError('REVISION_NOT_FOUND');
  const latest = await latestRevision({ db, orgId });
  const live = await liveRevision({ db, orgId });
  // A report is for the newest revision; a failed one may still be reported (a deploy that outlived the
  // report timeout did go out).
  const waiting = latest?.number === revision && (row.status === 'building' || (row.status === 'failed' && status !== 'deploying'));
  if (!waiting || (live && live.number > revision)) throw appError('DEPLOY_REPORT_UNEXPECTED', { revision, current: row.status });
  const tail = logTail(deployLog);
  if (status === 'deploying') {
    await markRevision({ db, orgId, number: revision, status: 'building', deployStep: 'deploying', ...(tail ? { deployLog: tail } : {}) });
    return { revision, status: 'building' };
  }
  if (status === 'failed') {
    await markRevision({ db, orgId, number: revision, status: 'failed', error: DEPLOY_FAILED_ERROR, deployLog: tail ?? '' });
    logFn(`Revision ${revision} failed to deploy`);
    return { revision, status: 'failed' };
  }
  await markRevisionLive({ db, orgId, number: revision, mail, log: logFn, ...(tail ? { deployLog: tail } : {}) });
  logFn(`Revision ${revision} is live`);
  // The server-side search index of the new live revision, ready before the first member searches.
  if (blobs) {
    try {
      const snapshot = await readRevisionSnapshot({ db, orgId, number: revision });
      if (snapshot) await writeSearchIndex({ blobs, orgId, revision, snapshot, embeddings, log: logFn });
    } catch (error) {
      logFn('Could not write the search index of the live revision; it is built on first use', error);
    }
  }
  return { revision, status: 'live' };
}
