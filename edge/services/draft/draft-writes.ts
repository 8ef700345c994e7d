/**
 * What every draft write shares: the expected-version check (`If-Match`), the version bump written in the same
 * batch, and validating the records as a whole snapshot (`SnapshotSchema`).
 */
import { sql } from 'drizzle-orm';
import { ZodError } from 'zod';
import { LIST_COLLECTIONS, isSingleton, recordsToSnapshot, type Collection, type ContentRecord, type ListCollection } from '../../../content/records.ts';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import type { Db } from '../../db/types.ts';
import { draftState } from '../../db/schema.ts';
import { AppError, appError, validationError } from '../../errors.ts';
import { getOrganizationBySlug } from '../organizations/get-organization.ts';
import { type DraftOptions, readDraftVersion } from './read-draft.ts';

export interface WriteOptions extends DraftOptions {
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

export function bumpVersion(db: Db, orgId: string, now: number) {
  return db
    .insert(draftState)
    .values({ orgId, version: 1, updatedAt: now })
    .onConflictDoUpdate({ target: draftState.orgId, set: { version: sql`${draftState.version} + 1`, updatedAt: now } });
}

/**
 * The version bump of a write, answering the version it set. Read in the write's own batch, so it is this write's
 * version even when another write follows at once (a later read could already see that one's).
 */
export function bumpVersionReturning(db: Db, orgId: string, now: number) {
  return bumpVersion(db, orgId, now).returning({ version: draftState.version });
}

/** The version a batch's {@link bumpVersionReturning} statement answered. */
export function versionOf(rows: unknown): number {
  return (rows as { version: number }[])[0]!.version;
}

export async function checkVersion(options: WriteOptions): Promise<void> {
  if (options.expectedVersion === undefined) return;
  const current = await readDraftVersion(options);
  if (current !== options.expectedVersion) throw appError('CONFLICT', { version: current });
}

/**
 * Validates a draft made of `records`. The record being written is listed last in its collection, so that a
 * clash (duplicate slug, duplicate id) is reported on it — "This URL slug is already in use by item: {the other
 * item}" — and its own issues come before issues elsewhere.
 * @throws VALIDATION_FAILED whose `error` is the first issue's message.
 */
export function validateDraft(records: ContentRecord[], changed?: { collection: Collection; recordId: string }): Snapshot {
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

export function nextPosition(records: ContentRecord[], collection: Collection): number {
  return records.filter((r) => r.collection === collection).reduce((max, r) => Math.max(max, r.position + 1), 0);
}

/** The key of a list entry, or undefined when the entry lacks its key fields (validation reports that). */
export function safeKey(collection: ListCollection, data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const key = (LIST_COLLECTIONS[collection] as (e: unknown) => string)(data);
  return typeof key === 'string' && !key.includes('undefined') ? key : undefined;
}

export async function assertSlugFree(db: Db, orgId: string, slug: string): Promise<void> {
  const other = await getOrganizationBySlug({ db, slug });
  if (other && other.id !== orgId) {
    throw new AppError('VALIDATION_FAILED', { path: 'organization.slug' }, `The slug "${slug}" is already used by another organisation.`);
  }
}

export function chunk<T>(list: T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < list.length; i += size) parts.push(list.slice(i, i + size));
  return parts;
}
