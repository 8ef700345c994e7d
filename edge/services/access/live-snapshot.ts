/** The published content a gated route works from: the organisation's live revision (parsed once, `services/revisions/revision-cache.ts`). */
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import type { Db } from '../../db/types.ts';
import { appError } from '../../errors.ts';
import { cachedLiveRevision } from '../revisions/revision-cache.ts';

/** The live revision's snapshot, or `null` before the first publish. Shared and frozen: copy, never mutate. */
export async function liveSnapshot({ db, orgId }: { db: Db; orgId: string }): Promise<Snapshot | null> {
  return (await cachedLiveRevision({ db, orgId }))?.snapshot ?? null;
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
