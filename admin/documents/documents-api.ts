/**
 * The documents admin's calls (admin spec §7): the documents list of main mode, upload, settings and the bulk type
 * setter (`PATCH /api/documents`, then `GET /api/documents/{id}` per id). Errors carry the edge's message.
 */
import { ERRORS } from '../../content/errors.ts';
import type { DocumentAccessTypeSchema, DocumentTypeSchema } from '../../content/schemas/file.ts';
import type { z } from 'zod';
import { csrfHeaders } from '../../site/lib/csrf.ts';

export type DocumentType = z.infer<typeof DocumentTypeSchema>;
export type DocumentAccessType = z.infer<typeof DocumentAccessTypeSchema>;

/** A document as `GET /api/documents/trust-center` lists it. */
export interface AdminDocument {
  id: string;
  type?: DocumentType;
  name: string;
  mimeType: string;
  createdAt: number;
  size: number;
  sha256?: string;
  documentAccessType: DocumentAccessType;
  isShared: boolean;
  /** `YYYY-MM-DD`, when the document expires. */
  expiry?: string;
  access: 'public' | 'private';
  items: { itemUid: string; title: string; cardKind: string; productId: string; publicAccess: boolean }[];
}

export class DocumentsApiError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'DocumentsApiError';
    this.status = status;
  }
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', ...init, headers: { accept: 'application/json', ...csrfHeaders(), ...init.headers } });
  } catch {
    throw new DocumentsApiError(ERRORS.UNKNOWN.message, 0);
  }
  const data = (await response.json().catch(() => null)) as { error?: string } | null;
  if (!response.ok) throw new DocumentsApiError(data?.error || ERRORS.UNKNOWN.message, response.status);
  return data as T;
}

export function listDocuments(): Promise<{ documents: AdminDocument[]; count: number }> {
  return call('/api/documents/trust-center');
}

export function getDocument(id: string): Promise<AdminDocument> {
  return call(`/api/documents/${encodeURIComponent(id)}`);
}

export interface UploadOptions {
  documentAccessType: DocumentAccessType;
  isShared: boolean;
  type?: DocumentType | '';
}

/** Uploads a file; the body is the file itself, its settings go in the query string. */
export function uploadDocument(file: File, options: UploadOptions): Promise<{ fileId: string; originalName: string; sha256: string }> {
  const query = new URLSearchParams({ name: file.name, documentAccessType: options.documentAccessType, isShared: String(options.isShared) });
  if (options.type) query.set('type', options.type);
  return call(`/api/admin/files?${query}`, { method: 'POST', headers: { 'content-type': file.type || 'application/octet-stream' }, body: file });
}

/** Sets one type on several documents, then reads each back (admin spec §7). */
export async function setDocumentTypes(documentIds: string[], type: DocumentType): Promise<AdminDocument[]> {
  await call('/api/documents', { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ documentIds, updates: { type } }) });
  return Promise.all(documentIds.map((id) => getDocument(id)));
}

/** Sets a document's expiry date (`YYYY-MM-DD`, or empty for none): the date its owners are reminded of. */
export async function setDocumentExpiry(id: string, expiry: string): Promise<void> {
  await call(`/api/admin/expiring/document/${encodeURIComponent(id)}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ expiry }) });
}
