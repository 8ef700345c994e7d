/**
 * Sets a revision's status (`building`, `live`, `failed`, …), its deploy step and log.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { revisions, type DeployStep, type RevisionStatus } from '../../db/schema.ts';

export interface MarkRevisionOptions {
  db: Db;
  orgId: string;
  number: number;
  status: RevisionStatus;
  /** Why it failed (status `failed`). */
  error?: string | null;
  /** Status `building`: where a deploy-hook publish is. Any other status clears it. */
  deployStep?: DeployStep;
  /** The tail of the CI log reported with the outcome (kept as it was when not given). */
  deployLog?: string;
}

/**
 * Sets a revision's status. Marking one `live` supersedes the revision that was live, in the same batch, so
 * there is never more than one live revision.
 */
export async function markRevision({ db, orgId, number, status, error = null, deployStep, deployLog }: MarkRevisionOptions): Promise<void> {
  const target = and(eq(revisions.orgId, orgId), eq(revisions.number, number));
  const deploy = { deployStep: status === 'building' ? (deployStep ?? null) : null, ...(deployLog === undefined ? {} : { deployLog }) };
  if (status === 'live') {
    await db.batch([
      db
        .update(revisions)
        .set({ status: 'superseded' })
        .where(and(eq(revisions.orgId, orgId), eq(revisions.status, 'live'))),
      db
        .update(revisions)
        .set({ status: 'live', error: null, ...deploy })
        .where(target),
    ]);
    return;
  }
  await db
    .update(revisions)
    .set({ status, error: status === 'failed' ? (error ?? 'Unknown error') : null, ...deploy })
    .where(target);
}
