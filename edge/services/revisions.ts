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
import { and, asc, desc, eq, gte, max } from 'drizzle-orm';
import { SnapshotSchema, type Snapshot } from '../../content/schemas/snapshot.ts';
import type { Db } from '../db/types.ts';
import { revisionChunks, revisions, type DeployStep, type Revision, type RevisionStatus } from '../db/schema.ts';
import { appError } from '../errors.ts';
import { readDraft } from './draft.ts';

export type { DeployStep, Revision, RevisionStatus };

/** Largest piece of a chunked snapshot, in UTF-8 bytes: far below D1's statement and row limits. */
export const SNAPSHOT_CHUNK_BYTES = 48 * 1024;
/** How many chunks one query reads (a few MB per query). */
const CHUNKS_PER_READ = 64;
/** How many chunks one batch writes (about 1.5 MB). */
const CHUNKS_PER_WRITE = 32;

/** A revision as listed (without its snapshot). */
export interface RevisionSummary {
  number: number;
  createdAt: number;
  createdBy: string | null;
  status: RevisionStatus;
  error?: string;
  /** Set for rollbacks: "Rollback of revision N". */
  note?: string;
}

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
        await db.batch([db.insert(revisions).values(values), ...chunkInserts(0)] as unknown as Parameters<Db['batch']>[0]);
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
        await db.batch(chunkInserts(from) as unknown as Parameters<Db['batch']>[0]);
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

/**
 * Whether the draft differs from the live revision (true when nothing is live yet). Both sides are parsed with
 * the current schema and compared as canonical JSON (sorted keys), so key order and defaults added since the
 * revision was frozen do not count as changes.
 */
export async function draftChanged({ db, orgId }: { db: Db; orgId: string }): Promise<boolean> {
  const live = await liveRevision({ db, orgId });
  if (!live) return true;
  const draft = await readDraft({ db, orgId });
  return canonicalJson(draft) !== canonicalJson(await readRevisionSnapshot({ db, orgId, number: live.number, row: live }));
}

/** JSON with object keys sorted at every level: equal values give equal strings. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      return Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    return v;
  });
}
