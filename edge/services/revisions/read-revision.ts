/**
 * Reading revisions: one by number, the live and the latest one, and a revision's snapshot (from its row or from
 * its `revision_chunks`).
 */
import { and, asc, desc, eq, gte } from 'drizzle-orm';
import { SnapshotSchema, type Snapshot } from '../../../content/schemas/snapshot.ts';
import type { Db } from '../../db/types.ts';
import { revisionChunks, revisions, type DeployStep, type Revision, type RevisionStatus } from '../../db/schema.ts';
import { appError } from '../../errors.ts';

export type { DeployStep, Revision, RevisionStatus };
/** How many chunks one query reads (a few MB per query). */
const CHUNKS_PER_READ = 64;

/** A revision's row (its snapshot: `readRevisionSnapshot`), or `null`. */
export async function getRevision({ db, orgId, number }: { db: Db; orgId: string; number: number }): Promise<Revision | null> {
  const rows = await db
    .select()
    .from(revisions)
    .where(and(eq(revisions.orgId, orgId), eq(revisions.number, number)))
    .limit(1);
  return rows[0] ?? null;
}

/** What `readRevisionSnapshotText` needs of a revision row it already holds (saves reading it again). */
export type StoredRevision = Pick<Revision, 'orgId' | 'number' | 'snapshot' | 'snapshotChunks'>;

export interface ReadRevisionSnapshotOptions {
  db: Db;
  orgId: string;
  number: number;
  /** The revision's row, when the caller has read it already. */
  row?: StoredRevision;
}

/**
 * The JSON text of a revision's snapshot, from its row or its chunks; `null` when there is no such revision.
 * @throws an Error when chunks are missing (a damaged database).
 */
export async function readRevisionSnapshotText({ db, orgId, number, row }: ReadRevisionSnapshotOptions): Promise<string | null> {
  const stored =
    row && row.orgId === orgId && row.number === number
      ? row
      : (
          await db
            .select({ orgId: revisions.orgId, number: revisions.number, snapshot: revisions.snapshot, snapshotChunks: revisions.snapshotChunks })
            .from(revisions)
            .where(and(eq(revisions.orgId, orgId), eq(revisions.number, number)))
            .limit(1)
        )[0];
  if (!stored) return null;
  if (!stored.snapshotChunks) return stored.snapshot;
  const parts: string[] = [];
  while (parts.length < stored.snapshotChunks) {
    const page = await db
      .select({ seq: revisionChunks.seq, data: revisionChunks.data })
      .from(revisionChunks)
      .where(and(eq(revisionChunks.orgId, orgId), eq(revisionChunks.number, number), gte(revisionChunks.seq, parts.length)))
      .orderBy(asc(revisionChunks.seq))
      .limit(CHUNKS_PER_READ);
    const before = parts.length;
    for (const chunk of page) {
      if (chunk.seq !== parts.length) break;
      parts.push(chunk.data);
    }
    if (parts.length === before || parts.length < before + page.length) break;
  }
  if (parts.length !== stored.snapshotChunks) {
    throw new Error(`Revision ${number} of ${orgId} is damaged: ${parts.length} of its ${stored.snapshotChunks} snapshot chunks are stored.`);
  }
  return parts.join('');
}

/**
 * A revision's snapshot, validated (and brought up to the current schema's defaults); `null` when there is no
 * such revision. Every reader of published content goes through here.
 */
export async function readRevisionSnapshot(options: ReadRevisionSnapshotOptions): Promise<Snapshot | null> {
  const text = await readRevisionSnapshotText(options);
  return text === null ? null : SnapshotSchema.parse(JSON.parse(text));
}

/**
 * The snapshot of revision `number`.
 * @throws REVISION_NOT_FOUND (404)
 */
export async function requireRevisionSnapshot(options: { db: Db; orgId: string; number: number }): Promise<Snapshot> {
  const snapshot = Number.isInteger(options.number) && options.number > 0 ? await readRevisionSnapshot(options) : null;
  if (!snapshot) throw appError('REVISION_NOT_FOUND');
  return snapshot;
}

/** The live revision, or `null` before the first successful publish. */
export async function liveRevision({ db, orgId }: { db: Db; orgId: string }): Promise<Revision | null> {
  const rows = await db
    .select()
    .from(revisions)
    .where(and(eq(revisions.orgId, orgId), eq(revisions.status, 'live')))
    .orderBy(desc(revisions.number))
    .limit(1);
  return rows[0] ?? null;
}

/** The newest revision whatever its status, or `null`. */
export async function latestRevision({ db, orgId }: { db: Db; orgId: string }): Promise<Revision | null> {
  const rows = await db.select().from(revisions).where(eq(revisions.orgId, orgId)).orderBy(desc(revisions.number)).limit(1);
  return rows[0] ?? null;
}
