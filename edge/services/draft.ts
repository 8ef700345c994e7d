/**
 * The draft: the content staff edit, stored one entity per row (`draft_records`) so an edit touches one row while
 * publish and export read the whole snapshot. Every write is validated against the whole snapshot
 * (`SnapshotSchema`: cross-references, unique ids and slugs), then written together with a bump of
 * `draft_state.version` in one `db.batch`.
 */
import { and, eq, sql } from 'drizzle-orm';
import { ZodError } from 'zod';
import {
  LIST_COLLECTIONS,
  SINGLETON_ID,
  isCollection,
  isSingleton,
  recordKey,
  recordsToSnapshot,
  snapshotToRecords,
  type Collection,
  type ContentRecord,
  type ListCollection,
} from '../../content/records.ts';
import { SnapshotSchema, type Snapshot } from '../../content/schemas/snapshot.ts';
import type { Db } from '../db/types.ts';
import { draftRecords, draftState, organizations } from '../db/schema.ts';
import { AppError, appError, validationError } from '../errors.ts';
import { forgetOrganizations, getOrganizationBySlug, orgRowValues } from './organizations.ts';
import { jsonEqual, mergePatch } from '../../content/merge-patch.ts';

interface DraftOptions {
  db: Db;
  orgId: string;
}

interface WriteOptions extends DraftOptions {
  /** Who writes (email or staff id), stored as `updated_by`. */
  by: string | null;
  /** Current time in ms (default: the clock). */
  now?: number;
  /**
   * The draft version the writer last read; a different current version fails with 409 CONFLICT.
   * The check runs just before the write (best effort: there are no interactive transactions on D1).
   */
  expectedVersion?: number;
}

/** The stored rows of an organisation's draft, as content records (data parsed from JSON, not validated). */
export async function readDraftRecords({ db, orgId }: DraftOptions): Promise<ContentRecord[]> {
  const rows = await db.select().from(draftRecords).where(eq(draftRecords.orgId, orgId));
  return rows
    .filter((row) => isCollection(row.collection))
    .map((row) => ({ collection: row.collection as Collection, recordId: row.recordId, position: row.position, data: JSON.parse(row.data) }));
}

/**
 * The organisation's draft as one validated snapshot.
 * @throws NOT_FOUND when the organisation has no draft content.
 */
export async function readDraft({ db, orgId }: DraftOptions): Promise<Snapshot> {
  const records = await readDraftRecords({ db, orgId });
  if (records.length === 0) throw appError('NOT_FOUND', { reason: 'The organisation has no draft content.' });
  return recordsToSnapshot(records);
}

/** The draft's version: 0 before the first write, bumped by every write. */
export async function readDraftVersion({ db, orgId }: DraftOptions): Promise<number> {
  const rows = await db.select({ version: draftState.version }).from(draftState).where(eq(draftState.orgId, orgId)).limit(1);
  return rows[0]?.version ?? 0;
}

function bumpVersion(db: Db, orgId: string, now: number) {
  return db
    .insert(draftState)
    .values({ orgId, version: 1, updatedAt: now })
    .onConflictDoUpdate({ target: draftState.orgId, set: { version: sql`${draftState.version} + 1`, updatedAt: now } });
}

/**
 * The version bump of a write, answering the version it set. Read in the write's own batch, so it is this write's
 * version even when another write follows at once (a later read could already see that one's).
 */
function bumpVersionReturning(db: Db, orgId: string, now: number) {
  return bumpVersion(db, orgId, now).returning({ version: draftState.version });
}

/** The version a batch's {@link bumpVersionReturning} statement answered. */
function versionOf(rows: unknown): number {
  return (rows as { version: number }[])[0]!.version;
}

async function checkVersion(options: WriteOptions): Promise<void> {
  if (options.expectedVersion === undefined) return;
  const current = await readDraftVersion(options);
  if (current !== options.expectedVersion) throw appError('CONFLICT', { version: current });
}

/** The collection named in a path, or 404 NOT_FOUND. */
export function parseCollection(name: string): Collection {
  if (!isCollection(name)) throw appError('NOT_FOUND', { reason: `Unknown collection: ${name}` });
  return name;
}

/**
 * Validates a draft made of `records`. The record being written is listed last in its collection, so that a
 * clash (duplicate slug, duplicate id) is reported on it — "This URL slug is already in use by item: {the other
 * item}" — and its own issues come before issues elsewhere.
 * @throws VALIDATION_FAILED whose `error` is the first issue's message.
 */
function validateDraft(records: ContentRecord[], changed?: { collection: Collection; recordId: string }): Snapshot {
  const ordered = changed
    ? [...records].map((r) => (r.collection === changed.collection && r.recordId === changed.recordId ? { ...r, position: Number.MAX_SAFE_INTEGER } : r))
    : records;
  try {
    return recordsToSnapshot(ordered);
  } catch (error) {
    if (!(error instanceof ZodError)) throw error;
    if (changed) {
      const index = isSingleton(changed.collection) ? undefined : ordered.filter((r) => r.collection === changed.collection).length - 1;
      const own = (path: PropertyKey[]) => path[0] === changed.collection && (index === undefined || path[1] === index);
      error.issues.sort((a, b) => Number(own(b.path)) - Number(own(a.path)));
    }
    throw validationError(error);
  }
}

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

export interface DeleteRecordOptions extends WriteOptions {
  collection: string;
  recordId: string;
}

/**
 * Removes one entry of a list collection and answers the draft version the removal made. The draft without it
 * must still be valid (a card that items still sit on, or the default product, cannot go).
 * @throws NOT_FOUND for an unknown collection or entry; BAD_REQUEST for a singleton; VALIDATION_FAILED.
 */
export async function deleteRecord(options: DeleteRecordOptions): Promise<{ version: number }> {
  const { db, orgId, recordId, now = Date.now() } = options;
  const collection = parseCollection(options.collection);
  if (isSingleton(collection)) throw appError('BAD_REQUEST', { reason: `The ${collection} record cannot be deleted.` });
  const records = await readDraftRecords(options);
  const existing = records.find((r) => r.collection === collection && r.recordId === recordId);
  if (!existing) throw appError('NOT_FOUND');
  validateDraft(records.filter((r) => r !== existing));
  await checkVersion(options);
  const [, bumped] = await db.batch([
    db.delete(draftRecords).where(and(eq(draftRecords.orgId, orgId), eq(draftRecords.collection, collection), eq(draftRecords.recordId, recordId))),
    bumpVersionReturning(db, orgId, now),
  ]);
  return { version: versionOf(bumped) };
}

export interface ReplaceDraftOptions extends WriteOptions {
  /** A whole snapshot (input form: defaults may be left out). Stored as given once it validates. */
  snapshot: unknown;
}

/** Rows per INSERT statement (well under SQLite's bound-parameter limit). */
const INSERT_CHUNK = 100;

/**
 * Replaces the whole draft (import, seed, restoring a revision). The snapshot is validated first; then the
 * organisation row, every draft row and the version are written in one batch. Entities are stored as given
 * (not with defaults filled in), so an export gives back exactly what was imported.
 * @throws VALIDATION_FAILED; also when `snapshot.organization.id` is not `orgId`.
 */
export async function replaceDraft(options: ReplaceDraftOptions): Promise<Snapshot> {
  const { db, orgId, by, now = Date.now() } = options;
  const parsed = SnapshotSchema.safeParse(options.snapshot);
  if (!parsed.success) throw validationError(parsed.error);
  const snapshot = parsed.data;
  if (snapshot.organization.id !== orgId) {
    throw new AppError('VALIDATION_FAILED', { path: 'organization.id' }, `The snapshot belongs to organisation "${snapshot.organization.id}", not "${orgId}".`);
  }
  await assertSlugFree(db, orgId, snapshot.organization.slug);
  await checkVersion(options);

  const records = snapshotToRecords(withInputEntities(options.snapshot as Record<string, unknown>, snapshot));
  const rows = records.map((r) => ({
    orgId,
    collection: r.collection,
    recordId: r.recordId,
    position: r.position,
    data: JSON.stringify(r.data),
    updatedAt: now,
    updatedBy: by,
  }));
  const orgValues = orgRowValues(snapshot.organization);
  const statements = [
    db
      .insert(organizations)
      .values({ id: orgId, ...orgValues, createdAt: now })
      .onConflictDoUpdate({ target: organizations.id, set: orgValues }),
    db.delete(draftRecords).where(eq(draftRecords.orgId, orgId)),
    ...chunk(rows, INSERT_CHUNK).map((part) => db.insert(draftRecords).values(part)),
    bumpVersion(db, orgId, now),
  ] as const;
  await db.batch(statements as unknown as Parameters<Db['batch']>[0]);
  forgetOrganizations(db);
  return snapshot;
}

/**
 * The parsed snapshot's structure with each entity taken from the input as given (for collections the input
 * spells out; missing ones keep their defaults). Keys are computed on the parsed entities, which have every
 * key field.
 */
function withInputEntities(input: Record<string, unknown>, parsed: Snapshot): Snapshot {
  const out: Record<string, unknown> = { ...parsed };
  for (const key of Object.keys(parsed)) {
    if (key === 'schemaVersion') continue;
    if (input[key] !== undefined) out[key] = input[key];
  }
  return out as Snapshot;
}

function nextPosition(records: ContentRecord[], collection: Collection): number {
  return records.filter((r) => r.collection === collection).reduce((max, r) => Math.max(max, r.position + 1), 0);
}

/** The key of a list entry, or undefined when the entry lacks its key fields (validation reports that). */
function safeKey(collection: ListCollection, data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const key = (LIST_COLLECTIONS[collection] as (e: unknown) => string)(data);
  return typeof key === 'string' && !key.includes('undefined') ? key : undefined;
}

async function assertSlugFree(db: Db, orgId: string, slug: string): Promise<void> {
  const other = await getOrganizationBySlug({ db, slug });
  if (other && other.id !== orgId) {
    throw new AppError('VALIDATION_FAILED', { path: 'organization.slug' }, `The slug "${slug}" is already used by another organisation.`);
  }
}

function chunk<T>(list: T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < list.length; i += size) parts.push(list.slice(i, i + size));
  return parts;
}
