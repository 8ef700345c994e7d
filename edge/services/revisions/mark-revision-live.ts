/**
 * The one place a revision becomes live, whichever runtime published it: the Node publisher once its build is
 * swapped in (or rebuilt after a failure), and on Cloudflare the CI workflow's report that the revision's deploy
 * succeeded (`deploy/report-deploy.ts`). Marking it live
 * (the previous live revision superseded) is followed by what waits for the content to be live: the emails of the
 * trust center updates that revision shows (`updates/update-emails.ts`), so subscribers are never emailed a link
 * to an update the portal does not show yet.
 */
import type { Db } from '../../db/types.ts';
import type { LogFn } from '../../deps.ts';
import { markRevision, type MarkRevisionOptions } from './mark-revision.ts';
import { requireRevisionSnapshot } from './read-revision.ts';
import { sendPendingUpdateEmails, type UpdateMailDeps } from '../updates/update-emails.ts';

export interface MarkRevisionLiveOptions {
  db: Db;
  orgId: string;
  number: number;
  /** How to email updates; without it (a runtime with no mail set up) their emails wait for a later revision. */
  mail?: UpdateMailDeps;
  log?: LogFn;
  /** The deploy's log kept with the revision (Cloudflare reports). */
  deployLog?: MarkRevisionOptions['deployLog'];
}

/**
 * Marks revision `number` live, then sends the update emails it makes readable. Sending never fails the publish:
 * a problem is logged and the emails stay pending for the next revision.
 */
export async function markRevisionLive({ db, orgId, number, mail, log = () => {}, deployLog }: MarkRevisionLiveOptions): Promise<void> {
  await markRevision({ db, orgId, number, status: 'live', ...(deployLog === undefined ? {} : { deployLog }) });
  if (!mail) return;
  try {
    const snapshot = await requireRevisionSnapshot({ db, orgId, number });
    await sendPendingUpdateEmails({ db, deps: mail, orgId, revision: number, snapshot });
  } catch (error) {
    log(`Could not send the update emails of revision ${number}`, error);
  }
}
