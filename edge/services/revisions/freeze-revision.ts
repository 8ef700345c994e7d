/**
 * Revisions: frozen, numbered snapshots of an organisation's content. Publishing freezes the draft into revision
 * N+1 (status `building`); the publisher then marks it `live` (the previous live one becomes `superseded`) or
 * `failed` with the error text.
 *
 * A snapshot is one JSON text. Small ones live in the revision's row; one larger than `chunkAboveBytes` (the
 * Worker passes `SNAPSHOT_CHUNK_BYTES`: D1 caps a row at 2 MB and an SQL statement at 100 KB) is cut into
 * `revision_chunks` rows written in the same batch as the revision, so a trust center of any size publishes on D1
 * and every row stays small. Read snapshots only through `readRevisionSnapshot` / `readRevisionSnapshotText`.
 */
import { and, eq, max } from 'drizzle-orm';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import { batchAll } from '../../db/batch.ts';
import type { Db } from '../../db/types.ts';
import { revisionChunks, revisions, type DeployStep } from '../../db/schema.ts';
import { readDraft } from '../draft/read-draft.ts';

/** Largest piece of a chunked snapshot, in UTF-8 bytes: far below D1's statement and row limits. */
export const SNAPSHOT_CHUNK_BYTES = 48 * 1024;
/** How many chunks one batch writes (about 1.5 MB). */
const CHUNKS_PER_WRITE = 32;

export interface FreezeRevisionOptions {
  db: Db;
  orgId: string;
  /** Who publishes (email or staff id). */
  by: string | null;
  /** The snapshot to freeze; default: the current draft. Rollback passes an earlier revision's snapshot. */
  snapshot?: Snapshot;
  /** What this revision is, when not a plain publish (rollbacks: "Rollback of revision N"). */
  note?: string;
  now?: number;
  /**
   * Snapshots whose JSON is larger than this many UTF-8 bytes are stored as chunks of `SNAPSHOT_CHUNK_BYTES`
   * (default: never; the Worker passes `SNAPSHOT_CHUNK_BYTES`).
   */
  chunkAboveBytes?: number;
  /** Set on the new revision: publishing through a deploy hook starts at `waiting`. */
  deployStep?: DeployStep;
}

/** Note stored on a revision made by rolling back to revision `n`. */
export function rollbackNote(n: number): string {
  return `Rollback of revision ${n}`;
}

/** How often freezing retries when another process took the same number at the same moment. */
const FREEZE_ATTEMPTS = 3;

/**
 * The JSON text cut into pieces of at most `maxBytes` UTF-8 bytes, never inside a character: joined again they
 * give the text back exactly.
 */
export function chunkSnapshotText(json: string, maxBytes: number = SNAPSHOT_CHUNK_BYTES): string[] {
  const bytes = new TextEncoder().encode(json);
  const decoder = new TextDecoder();
  const chunks: string[] = [];
  for (let start = 0; start < bytes.length; ) {
    let end = Math.min(start + maxBytes, bytes.length);
    // Back up to the first byte of a UTF-8 sequence (continuation bytes are 10xxxxxx).
    while (end < bytes.length && end > start && (bytes[end]! & 0xc0) === 0x80) end--;
    chunks.push(decoder.decode(bytes.subarray(start, end)));
    start = end;
  }
  return chunks;
}

/**
 * Freezes a snapshot (default: the draft) as the next revision, numbered max+1, with status `building`.
 * A large snapshot (see `chunkAboveBytes`) is written as chunks in the same batch as its revision row.
 * @throws NOT_FOUND when the organisation has no draft.
 */
export async function freezeRevision({
  db,
  orgId,
  by,
  snapshot,
  note,
  now = Date.now(),
  chunkAboveBytes = Infinity,
  deployStep,
}: FreezeRevisionOptions): Promise<{ number: number; snapshot: Snapshot }> {
  const frozen = snapshot ?? (await readDraft({ db, orgId }));
  const json = JSON.stringify(frozen);
  const chunks = new TextEncoder().encode(json).length > chunkAboveBytes ? chunkSnapshotText(json) : null;
  for (let attempt = 1; ; attempt++) {
    const [row] = await db
      .select({ top: max(revisions.number) })
      .from(revisions)
      .where(eq(revisions.orgId, orgId));
    const number = (row?.top ?? 0) + 1;
    const values = {
      orgId,
      number,
      snapshot: chunks ? '' : json,
      snapshotChunks: chunks ? chunks.length : null,
      createdAt: now,
      createdBy: by,
      status: 'building' as const,
      note: note ?? null,
      deployStep: deployStep ?? null,
    };
    const chunkInserts = (from: number) =>
      chunks!.slice(from, from + CHUNKS_PER_WRITE).map((data, i) => db.insert(revisionChunks).values({ orgId, number, seq: from + i, data }));
    try {
      if (!chunks) {
        await db.insert(revisions).values(values);
      } else {
        // The row and the first chunks in one batch (a transaction): it takes the number.
        await batchAll(db, [db.insert(revisions).values(values), ...chunkInserts(0)]);
      }
    } catch (error) {
      // A primary-key clash means a concurrent freeze took `number`; try the next one.
      if (attempt >= FREEZE_ATTEMPTS || !/UNIQUE|PRIMARY KEY|constraint/i.test(String((error as Error)?.message ?? error))) throw error;
      continue;
    }
    // The other chunks a few at a time (each write a few MB); a revision whose chunks could not all be stored is
    // removed again (its chunks go with it), so none is ever left incomplete.
    try {
      for (let from = CHUNKS_PER_WRITE; chunks && from < chunks.length; from += CHUNKS_PER_WRITE) {
        await batchAll(db, chunkInserts(from));
      }
    } catch (error) {
      await db
        .delete(revisions)
        .where(and(eq(revisions.orgId, orgId), eq(revisions.number, number)))
        .catch(() => {});
      throw error;
    }
    return { number, snapshot: frozen };
  }
}
