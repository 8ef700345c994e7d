/**
 * Reading the draft: its records, the whole snapshot, and its version (`draft_state.version`).
 */
import { eq } from 'drizzle-orm';
import { isCollection, recordsToSnapshot, type Collection, type ContentRecord } from '../../../content/records.ts';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import type { Db } from '../../db/types.ts';
import { draftRecords, draftState } from '../../db/schema.ts';
import { appError } from '../../errors.ts';

export interface DraftOptions {
  db: Db;
  orgId: string;
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

/** The collection named in a path, or 404 NOT_FOUND. */
export function parseCollection(name: string): Collection {
  if (!isCollection(name)) throw appError('NOT_FOUND', { reason: `Unknown collection: ${name}` });
  return name;
}
