/**
 * Several entities of the draft changed as one validated write: re-ordering rewrites the position of every card
 * or item it moves, hiding a section card also hides its section, moving an item re-numbers two cards. Like
 * `putRecord` (put-record.ts), the draft with all changes is validated as a whole snapshot first, then the changed
 * rows and a bump of the draft version are written in one `db.batch`.
 */
import { and, eq, sql } from 'drizzle-orm';
import { ZodError } from 'zod';
import { SINGLETON_ID, isSingleton, recordKey, recordsToSnapshot, type Collection, type ContentRecord, type ListCollection } from '../../../content/records.ts';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import type { Db } from '../../db/types.ts';
import { batchGroups } from '../../db/batch.ts';
import { draftRecords, draftState } from '../../db/schema.ts';
import { appError, validationError } from '../../errors.ts';
import { readDraftRecords, readDraftVersion } from './read-draft.ts';

/** One entity to create or replace; its record id is derived from the entity (singletons: `main`). */
export interface DraftPut {
  collection: Collection;
  data: unknown;
}

/** One list entry to remove. */
export interface DraftDelete {
  collection: ListCollection;
  recordId: string;
}

/** What an edit changes. */
export interface DraftEdit {
  put?: DraftPut[];
  delete?: DraftDelete[];
}

export interface EditDraftOptions {
  db: Db;
  orgId: string;
  /** Who writes (stored as `updated_by`). */
  by: string | null;
  now: number;
  /** The draft version the writer last read; a different version fails with 409 CONFLICT. */
  expectedVersion?: number;
}

export interface EditDraftResult<T> {
  /** The draft after the edit, validated. */
  snapshot: Snapshot;
  /** The new draft version. */
  version: number;
  /** What the edit function returned alongside its changes. */
  value: T;
}

function recordIdOf(put: DraftPut): string {
  return isSingleton(put.collection) ? SINGLETON_ID : recordKey(put.collection as ListCollection, put.data);
}

/**
 * Reads the draft, lets `edit` decide the changes from the validated snapshot (it throws an AppError to refuse),
 * validates the draft with the changes and writes them.
 * @throws NOT_FOUND without draft content; VALIDATION_FAILED (the first issue's message); CONFLICT.
 */
export async function editDraft<T = undefined>(
  options: EditDraftOptions,
  edit: (snapshot: Snapshot) => { changes: DraftEdit; value?: T } | Promise<{ changes: DraftEdit; value?: T }>,
): Promise<EditDraftResult<T>> {
  const { db, orgId, by, now } = options;
  const records = await readDraftRecords({ db, orgId });
  if (records.length === 0) throw appError('NOT_FOUND', { reason: 'The organisation has no draft content.' });
  const before = parse(records);
  const { changes, value } = await edit(before);

  const byKey = new Map(records.map((r) => [`${r.collection}/${r.recordId}`, r]));
  const removed = new Set((changes.delete ?? []).map((d) => `${d.collection}/${d.recordId}`));
  for (const key of removed) if (!byKey.has(key)) throw appError('NOT_FOUND');
  const nextPosition = (collection: Collection) => records.filter((r) => r.collection === collection).reduce((max, r) => Math.max(max, r.position + 1), 0);

  const written: ContentRecord[] = [];
  for (const put of changes.put ?? []) {
    const recordId = recordIdOf(put);
    const existing = byKey.get(`${put.collection}/${recordId}`);
    const position = existing?.position ?? nextPosition(put.collection) + written.filter((w) => w.collection === put.collection).length;
    written.push({ collection: put.collection, recordId, position, data: put.data });
  }
  const writtenKeys = new Set(written.map((w) => `${w.collection}/${w.recordId}`));
  const next = records.filter((r) => !writtenKeys.has(`${r.collection}/${r.recordId}`) && !removed.has(`${r.collection}/${r.recordId}`)).concat(written);
  const snapshot = parse(next);

  if (options.expectedVersion !== undefined) {
    const current = await readDraftVersion({ db, orgId });
    if (current !== options.expectedVersion) throw appError('CONFLICT', { version: current });
  }

  // Store each written entity as parsed (defaults filled in), like putRecord does.
  const saved = (w: ContentRecord) => {
    if (isSingleton(w.collection)) return snapshot[w.collection];
    return (snapshot[w.collection] as unknown[]).find((e) => recordKey(w.collection as ListCollection, e) === w.recordId);
  };
  const writes = [
    ...written.map((w) => {
      const row = {
        orgId,
        collection: w.collection,
        recordId: w.recordId,
        position: w.position,
        data: JSON.stringify(saved(w)),
        updatedAt: now,
        updatedBy: by,
      };
      return db
        .insert(draftRecords)
        .values(row)
        .onConflictDoUpdate({ target: [draftRecords.orgId, draftRecords.collection, draftRecords.recordId], set: row });
    }),
    ...(changes.delete ?? []).map((d) =>
      db.delete(draftRecords).where(and(eq(draftRecords.orgId, orgId), eq(draftRecords.collection, d.collection), eq(draftRecords.recordId, d.recordId))),
    ),
  ];
  // The new version, read in the same batch: this edit's, even when another write follows at once.
  const bump = db
    .insert(draftState)
    .values({ orgId, version: 1, updatedAt: now })
    .onConflictDoUpdate({ target: draftState.orgId, set: { version: sql`${draftState.version} + 1`, updatedAt: now } })
    .returning({ version: draftState.version });
  const answers = await batchGroups(db, { writes, bump: [bump] });
  const { version } = answers.bump[0][0]!;
  return { snapshot, version, value: value as T };
}

function parse(records: ContentRecord[]): Snapshot {
  try {
    return recordsToSnapshot(records);
  } catch (error) {
    if (error instanceof ZodError) throw validationError(error);
    throw error;
  }
}
