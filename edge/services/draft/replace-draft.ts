/**
 * Replaces the whole draft with a snapshot (import, restore): validated first, written in chunks with the version bump.
 */
import { eq } from 'drizzle-orm';
import { snapshotToRecords } from '../../../content/records.ts';
import { SnapshotSchema, type Snapshot } from '../../../content/schemas/snapshot.ts';
import { batchAll } from '../../db/batch.ts';
import { draftRecords, organizations } from '../../db/schema.ts';
import { AppError, validationError } from '../../errors.ts';
import { forgetOrganizations } from '../organizations/resolve-organization.ts';
import { orgRowValues } from '../organizations/upsert-organization.ts';
import { type WriteOptions, bumpVersion, checkVersion, assertSlugFree, chunk } from './draft-writes.ts';

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
  ];
  await batchAll(db, statements);
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
