/**
 * The documents admin's calls (admin spec §7): the documents list of main mode, upload, settings and the bulk type
 * setter (`PATCH /api/documents`, then `GET /api/documents/{id}` per id). Errors are {@link ApiError}s carrying the
 * edge's message; the shapes are the contract's (`content/contracts/documents.ts`).
 */
import type { DocumentAccessType, DocumentList, DocumentType, TrustCenterDocument, UpdateDocumentTypes } from '../../../content/contracts/documents.ts';
import type { ExpiryUpdate } from '../../../content/contracts/questionnaire-assist.ts';
import type { FileRecord } from '../../../content/schemas/file.ts';
import { request } from '../../../site/lib/request.ts';

export type { DocumentAccessType, DocumentType };
/** A document as `GET /api/documents/trust-center` lists it. */
export type AdminDocument = TrustCenterDocument;

export function listDocuments(): Promise<DocumentList> {
  return request('/api/documents/trust-center');
}

export function getDocument(id: string): Promise<AdminDocument> {
  return request(`/api/documents/${encodeURIComponent(id)}`);
}

export interface UploadOptions {
  documentAccessType: DocumentAccessType;
  isShared: boolean;
  type?: DocumentType | '';
}

/** Uploads a file; the body is the file itself, its settings go in the query string. */
export function uploadDocument(file: File, options: UploadOptions): Promise<FileRecord> {
  const query = new URLSearchParams({ name: file.name, documentAccessType: options.documentAccessType, isShared: String(options.isShared) });
  if (options.type) query.set('type', options.type);
  return request(`/api/admin/files?${query}`, { method: 'POST', raw: file });
}

/** Sets one type on several documents, then reads each back (admin spec §7). */
export async function setDocumentTypes(documentIds: string[], type: DocumentType): Promise<AdminDocument[]> {
  const body: UpdateDocumentTypes = { documentIds, updates: { type } };
  await request('/api/documents', { method: 'PATCH', body });
  return Promise.all(documentIds.map((id) => getDocument(id)));
}

/** Sets a document's expiry date (`YYYY-MM-DD`, or empty for none): the date its owners are reminded of. */
export async function setDocumentExpiry(id: string, expiry: string): Promise<void> {
  const body: ExpiryUpdate = { expiry };
  await request(`/api/admin/expiring/document/${encodeURIComponent(id)}`, { method: 'PUT', body });
}
