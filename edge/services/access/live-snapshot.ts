/** The published content a gated route works from: the organisation's live revision. */
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import type { Db } from '../../db/types.ts';
import { appError } from '../../errors.ts';
import { liveRevision, readRevisionSnapshot } from '../revisions.ts';

/** The live revision's snapshot, or `null` before the first publish. */
export async function liveSnapshot({ db, orgId }: { db: Db; orgId: string }): Promise<Snapshot | null> {
  const live = await liveRevision({ db, orgId });
  return live ? readRevisionSnapshot({ db, orgId, number: live.number, row: live }) : null;
}

/**
 * The live revision's snapshot.
 * @throws NOT_FOUND (404) when nothing is published yet.
 */
export async function requireLiveSnapshot(options: { db: Db; orgId: string }): Promise<Snapshot> {
  const snapshot = await liveSnapshot(options);
  if (!snapshot) throw appError('NOT_FOUND');
  return snapshot;
}
