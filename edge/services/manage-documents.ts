/**
 * Staff operations on the draft's documents (admin spec §2 item 17, §4 "Bulk type update", §7):
 *
 * - {@link listTrustCenterDocuments}: every document with where it is linked and whether it is public;
 * - {@link getDocument}: one document (`GET /api/documents/{id}`);
 * - {@link updateDocumentTypes}: sets one type on several documents (`PATCH /api/documents`); the chosen type
 *   replaces any existing one;
 * - {@link updateDocumentSettings}: name, view-only / view-and-download and shared flag of one document.
 */
import type { TrustCenterDocument, UpdateDocumentSettings, UpdateDocumentTypes } from '../../content/contracts/documents.ts';
import type { FileRecord } from '../../content/schemas/file.ts';
import type { Snapshot } from '../../content/schemas/snapshot.ts';
import type { Db } from '../db/types.ts';
import { appError } from '../errors.ts';
import { putRecord, readDraft } from './draft.ts';

/** The listing entry of a file of the snapshot. */
export function toTrustCenterDocument(snapshot: Snapshot, file: FileRecord): TrustCenterDocument {
  const items = snapshot.items
    .filter((i) => i.files.includes(file.fileId))
    .map((i) => ({ itemUid: i.itemUid, title: i.title, cardKind: i.cardKind, productId: i.productId, publicAccess: i.publicAccess }));
  return {
    id: file.fileId,
    ...(file.type ? { type: file.type } : {}),
    name: file.originalName,
    mimeType: file.contentType,
    createdAt: file.createdAt,
    size: file.size,
    ...(file.sha256 ? { sha256: file.sha256 } : {}),
    documentAccessType: file.documentAccessType,
    isShared: file.isShared,
    ...(file.expiry ? { expiry: file.expiry } : {}),
    access: items.some((i) => i.publicAccess) ? 'public' : 'private',
    items,
  };
}

/** Every document of the draft, newest first. */
export async function listTrustCenterDocuments({ db, orgId }: { db: Db; orgId: string }): Promise<{ documents: TrustCenterDocument[]; count: number }> {
  const snapshot = await readDraft({ db, orgId });
  const documents = snapshot.files.map((f) => toTrustCenterDocument(snapshot, f)).sort((a, b) => b.createdAt - a.createdAt || a.name.localeCompare(b.name));
  return { documents, count: documents.length };
}

/** One document of the draft. @throws NOT_FOUND */
export async function getDocument({ db, orgId, id }: { db: Db; orgId: string; id: string }): Promise<TrustCenterDocument> {
  const snapshot = await readDraft({ db, orgId });
  const file = snapshot.files.find((f) => f.fileId === id);
  if (!file) throw appError('NOT_FOUND');
  return toTrustCenterDocument(snapshot, file);
}

/**
 * Sets `updates.type` on every listed document of the draft.
 * @throws NOT_FOUND when an id is not a document of the draft (nothing is changed then).
 */
export async function updateDocumentTypes({
  db,
  orgId,
  body,
  by,
  now,
}: {
  db: Db;
  orgId: string;
  body: UpdateDocumentTypes;
  by: string;
  now: number;
}): Promise<{ updated: number }> {
  const snapshot = await readDraft({ db, orgId });
  const ids = [...new Set(body.documentIds)];
  const files = ids.map((id) => snapshot.files.find((f) => f.fileId === id));
  if (files.some((f) => !f)) throw appError('NOT_FOUND', { reason: 'No such document.' });
  for (const file of files as FileRecord[]) {
    await putRecord({ db, orgId, collection: 'files', recordId: file.fileId, data: { ...file, type: body.updates.type }, by, now });
  }
  return { updated: files.length };
}

/** Changes a document's name, access type or shared flag. @throws NOT_FOUND */
export async function updateDocumentSettings({
  db,
  orgId,
  id,
  body,
  by,
  now,
}: {
  db: Db;
  orgId: string;
  id: string;
  body: UpdateDocumentSettings;
  by: string;
  now: number;
}): Promise<TrustCenterDocument> {
  const snapshot = await readDraft({ db, orgId });
  const file = snapshot.files.find((f) => f.fileId === id);
  if (!file) throw appError('NOT_FOUND');
  await putRecord({ db, orgId, collection: 'files', recordId: id, data: { ...file, ...body }, by, now });
  return getDocument({ db, orgId, id });
}
