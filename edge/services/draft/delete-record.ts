/**
 * Deletes one record of the draft, with the version bump, in one batch.
 */
import { and, eq } from 'drizzle-orm';
import { isSingleton } from '../../../content/records.ts';
import { draftRecords } from '../../db/schema.ts';
import { appError } from '../../errors.ts';
import { type WriteOptions, bumpVersionReturning, versionOf, checkVersion, validateDraft } from './draft-writes.ts';
import { readDraftRecords, parseCollection } from './read-draft.ts';

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
