/**
 * The revisions of an organisation, newest first, without their snapshots.
 */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import type { RevisionSummary } from '../../../content/contracts/publishing.ts';
import { revisions } from '../../db/schema.ts';

/** Every revision of the organisation, newest first, without snapshots. */
export async function listRevisions({ db, orgId }: { db: Db; orgId: string }): Promise<RevisionSummary[]> {
  const rows = await db
    .select({
      number: revisions.number,
      createdAt: revisions.createdAt,
      createdBy: revisions.createdBy,
      status: revisions.status,
      error: revisions.error,
      note: revisions.note,
    })
    .from(revisions)
    .where(eq(revisions.orgId, orgId))
    .orderBy(desc(revisions.number));
  return rows.map(({ error, note, ...row }) => ({ ...row, ...(error ? { error } : {}), ...(note ? { note } : {}) }));
}
