/**
 * The draft: the content staff edit, stored one entity per row (`draft_records`) so an edit touches one row while
 * publish and export read the whole snapshot. Every write is validated against the whole snapshot
 * (`SnapshotSchema`: cross-references, unique ids and slugs), then written together with a bump of
 * `draft_state.version` in one `db.batch`.
 */
import { eq } from 'drizzle-orm';
import { SINGLETON_ID, isSingleton, recordKey } from '../../../content/records.ts';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import { draftRecords, organizations } from '../../db/schema.ts';
import { AppError, appError } from '../../errors.ts';
import { forgetOrganizations } from '../organizations/resolve-organization.ts';
import { orgRowValues } from '../organizations/upsert-organization.ts';
import { jsonEqual, mergePatch } from '../../../content/merge-patch.ts';
import { type WriteOptions, bumpVersionReturning, versionOf, checkVersion, validateDraft, nextPosition, safeKey, assertSlugFree } from './draft-writes.ts';
import { readDraftRecords, readDraftVersion, parseCollection } from './read-draft.ts';

export interface PutRecordOptions extends WriteOptions {
  collection: string;
  /** The entry's key for list collections (see `LIST_COLLECTIONS`); `main` for singletons. */
  recordId: string;
  /** The entity. */
  data: unknown;
  /**
   * Singletons only: `data` names just the fields to change (JSON Merge Patch, RFC 7396) and is merged into the
   * stored entity; a write that changes nothing writes nothing.
   */
  merge?: boolean;
}

/** What a write of one record answers. */
export interface RecordWrite<T = unknown> {
  /** The entity as saved. */
  record: T;
  /** The draft version after the write (unchanged, the current one, when the write changed nothing). */
  version: number;
}

/**
 * Creates or replaces one entity of the draft and returns it as saved (parsed: defaults filled in, text
 * normalised), with the draft version the write made. New list entries go to the end of their collection.
 * @throws NOT_FOUND for an unknown collection or a singleton id other than `main`; VALIDATION_FAILED when the
 * draft with this change is not valid; CONFLICT when `expectedVersion` is stale.
 */
export async function putRecord(options: PutRecordOptions): Promise<RecordWrite> {
  const { db, orgId, recordId, data, by, now = Date.now() } = options;
  const collection = parseCollection(options.collection);
  if (isSingleton(collection)) {
    if (recordId !== SINGLETON_ID) throw appError('NOT_FOUND', { reason: `The ${collection} record is called "${SINGLETON_ID}".` });
  } else {
    const key = safeKey(collection, data);
    if (key !== undefined && key !== recordId) {
      throw new AppError('VALIDATION_FAILED', { path: '' }, `The record id "${recordId}" does not match the entry's key "${key}".`);
    }
  }
  if (collection === 'organization' && !options.merge) {
    const id = (data as { id?: unknown } | null)?.id;
    if (id !== orgId) throw new AppError('VALIDATION_FAILED', { path: 'id' }, 'The organisation id cannot be changed.');
  }

  const records = await readDraftRecords(options);
  if (records.length === 0) throw appError('NOT_FOUND', { reason: 'The organisation has no draft content.' });
  const existing = records.find((r) => r.collection === collection && r.recordId === recordId);
  const position = existing?.position ?? nextPosition(records, collection);
  const merged = options.merge && isSingleton(collection) ? mergePatch(existing?.data ?? {}, data) : data;
  const next = records.filter((r) => r !== existing).concat({ collection, recordId, position, data: merged });
  const snapshot = validateDraft(next, { collection, recordId });
  // The written entry was validated last in its collection (see validateDraft).
  const saved = isSingleton(collection) ? snapshot[collection] : (snapshot[collection] as unknown[]).at(-1);
  if (!isSingleton(collection) && recordKey(collection, saved) !== recordId) {
    throw new AppError('VALIDATION_FAILED', { path: '' }, `The record id "${recordId}" does not match the entry's key "${recordKey(collection, saved)}".`);
  }

  if (collection === 'organization' && snapshot.organization.id !== orgId)
    throw new AppError('VALIDATION_FAILED', { path: 'id' }, 'The organisation id cannot be changed.');
  if (existing && options.merge && jsonEqual(saved, validateDraft(records)[collection as keyof Snapshot])) {
    return { record: saved, version: await readDraftVersion(options) };
  }
  if (collection === 'organization') await assertSlugFree(db, orgId, snapshot.organization.slug);
  await checkVersion(options);
  const row = { orgId, collection, recordId, position, data: JSON.stringify(saved), updatedAt: now, updatedBy: by };
  const write = db
    .insert(draftRecords)
    .values(row)
    .onConflictDoUpdate({ target: [draftRecords.orgId, draftRecords.collection, draftRecords.recordId], set: row });
  if (collection === 'organization') {
    const [, bumped] = await db.batch([
      write,
      bumpVersionReturning(db, orgId, now),
      db.update(organizations).set(orgRowValues(snapshot.organization)).where(eq(organizations.id, orgId)),
    ]);
    forgetOrganizations(db);
    return { record: saved, version: versionOf(bumped) };
  }
  const [, bumped] = await db.batch([write, bumpVersionReturning(db, orgId, now)]);
  return { record: saved, version: versionOf(bumped) };
}
