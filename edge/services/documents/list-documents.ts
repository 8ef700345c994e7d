/**
 * Staff operations on the draft's documents (admin spec §2 item 17, §4 "Bulk type update", §7):
 *
 * - {@link listTrustCenterDocuments}: every document with where it is linked and whether it is public;
 * - {@link getDocument}: one document (`GET /api/documents/{id}`);
 * - {@link updateDocumentTypes}: sets one type on several documents (`PATCH /api/documents`); the chosen type
 *   replaces any existing one;
 * - {@link updateDocumentSettings}: name, view-only / view-and-download and shared flag of one document.
 */
import type { TrustCenterDocument } from '../../../content/contracts/documents.ts';
import type { FileRecord } from '../../../content/schemas/file.ts';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import type { Db } from '../../db/types.ts';
import { readDraft } from '../draft/read-draft.ts';

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
