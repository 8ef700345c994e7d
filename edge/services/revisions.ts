/**
 * Revisions: frozen, numbered snapshots of an organisation's content. Publishing freezes the draft into revision
 * N+1 (status `building`); the publisher then marks it `live` (the previous live one becomes `superseded`) or
 * `failed` with the error text.
 */
import { and, desc, eq, max } from 'drizzle-orm';
import { SnapshotSchema, type Snapshot } from '../../content/schemas/snapshot.ts';
import type { Db } from '../db/types.ts';
import { revisions, type Revision, type RevisionStatus } from '../db/schema.ts';
import { appError } from '../errors.ts';
import { readDraft } from './draft.ts';

export type { Revision, RevisionStatus };

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
}

/** Note stored on a revision made by rolling back to revision `n`. */
export function rollbackNote(n: number): string {
  return `Rollback of revision ${n}`;
}

/** How often freezing retries when another process took the same number at the same moment. */
const FREEZE_ATTEMPTS = 3;

/**
 * Freezes a snapshot (default: the draft) as the next revision, numbered max+1, with status `building`.
 * @throws NOT_FOUND when the organisation has no draft.
 */
export async function freezeRevision({ db, orgId, by, snapshot, note, now = Date.now() }: FreezeRevisionOptions): Promise<{ number: number; snapshot: Snapshot }> {
  const frozen = snapshot ?? (await readDraft({ db, orgId }));
  const json = JSON.stringify(frozen);
  for (let attempt = 1; ; attempt++) {
    const [row] = await db.select({ top: max(revisions.number) }).from(revisions).where(eq(revisions.orgId, orgId));
    const number = (row?.top ?? 0) + 1;
    try {
      await db.insert(revisions).values({ orgId, number, snapshot: json, createdAt: now, createdBy: by, status: 'building', note: note ?? null });
      return { number, snapshot: frozen };
    } catch (error) {
      // A primary-key clash means a concurrent freeze took `number`; try the next one.
      if (attempt >= FREEZE_ATTEMPTS || !/UNIQUE|PRIMARY KEY|constraint/i.test(String((error as Error)?.message ?? error))) throw error;
    }
  }
}

export interface MarkRevisionOptions {
  db: Db;
  orgId: string;
  number: number;
  status: RevisionStatus;
  /** Why it failed (status `failed`). */
  error?: string | null;
}

/**
 * Sets a revision's status. Marking one `live` supersedes the revision that was live, in the same batch, so
 * there is never more than one live revision.
 */
export async function markRevision({ db, orgId, number, status, error = null }: MarkRevisionOptions): Promise<void> {
  const target = and(eq(revisions.orgId, orgId), eq(revisions.number, number));
  if (status === 'live') {
    await db.batch([
      db
        .update(revisions)
        .set({ status: 'superseded' })
        .where(and(eq(revisions.orgId, orgId), eq(revisions.status, 'live'))),
      db.update(revisions).set({ status: 'live', error: null }).where(target),
    ]);
    return;
  }
  await db.update(revisions).set({ status, error: status === 'failed' ? (error ?? 'Unknown error') : null }).where(target);
}

/** Every revision of the organisation, newest first, without snapshots. */
export async function listRevisions({ db, orgId }: { db: Db; orgId: string }): Promise<RevisionSummary[]> {
  const rows = await db
    .select({ number: revisions.number, createdAt: revisions.createdAt, createdBy: revisions.createdBy, status: revisions.status, error: revisions.error, note: revisions.note })
    .from(revisions)
    .where(eq(revisions.orgId, orgId))
    .orderBy(desc(revisions.number));
  return rows.map(({ error, note, ...row }) => ({ ...row, ...(error ? { error } : {}), ...(note ? { note } : {}) }));
}

/** A revision with its snapshot, or `null`. */
export async function getRevision({ db, orgId, number }: { db: Db; orgId: string; number: number }): Promise<Revision | null> {
  const rows = await db
    .select()
    .from(revisions)
    .where(and(eq(revisions.orgId, orgId), eq(revisions.number, number)))
    .limit(1);
  return rows[0] ?? null;
}

/** A revision's snapshot, validated (and brought up to the current schema's defaults). */
export function revisionSnapshot(revision: Pick<Revision, 'snapshot'>): Snapshot {
  return SnapshotSchema.parse(JSON.parse(revision.snapshot));
}

/**
 * The snapshot of revision `number`.
 * @throws REVISION_NOT_FOUND (404)
 */
export async function requireRevisionSnapshot(options: { db: Db; orgId: string; number: number }): Promise<Snapshot> {
  const revision = Number.isInteger(options.number) && options.number > 0 ? await getRevision(options) : null;
  if (!revision) throw appError('REVISION_NOT_FOUND');
  return revisionSnapshot(revision);
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
  return canonicalJson(draft) !== canonicalJson(revisionSnapshot(live));
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
