/**
 * A staff upload: the bytes go to the blob store under a new key, and a file entity with their SHA-256, size,
 * original name, content type, document access type and shared flag joins the draft's `files` collection. The
 * file is linked to items separately (item editor), and goes live with the next publish.
 */
import type { UploadParams } from '../../../content/contracts/documents.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES, uploadTypeOf } from '../../../content/documents.ts';
import type { FileRecord } from '../../../content/schemas/file.ts';
import { orgFileKey } from '../../blobs/keys.ts';
import type { BlobStore } from '../../blobs/types.ts';
import type { Db } from '../../db/types.ts';
import { appError } from '../../errors.ts';
import { putRecord } from '../draft/put-record.ts';

/** Hex SHA-256 (Web Crypto). */
export async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A new file id: `file_` and 16 random hex digits. */
export function newFileId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `file_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Reads a request body of at most `max` bytes; more is UPLOAD_TOO_LARGE. */
export async function readUploadBody(request: Request, max: number = MAX_UPLOAD_BYTES): Promise<Uint8Array<ArrayBuffer>> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > max) throw appError('UPLOAD_TOO_LARGE');
  if (!request.body) throw appError('UPLOAD_EMPTY');
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > max) throw appError('UPLOAD_TOO_LARGE');
      chunks.push(value);
    }
  } catch (error) {
    await reader.cancel().catch(() => {});
    const cause = (error as { cause?: unknown })?.cause;
    if ((error as { code?: string })?.code === 'PAYLOAD_TOO_LARGE' || (cause as { code?: string })?.code === 'PAYLOAD_TOO_LARGE')
      throw appError('UPLOAD_TOO_LARGE');
    throw error;
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export interface UploadDocumentOptions {
  db: Db;
  blobs: BlobStore;
  orgId: string;
  params: UploadParams;
  /** The `Content-Type` the browser sent. */
  contentType: string;
  bytes: Uint8Array<ArrayBuffer>;
  by: string;
  now: number;
}

/** Whether the bytes start like a PDF (`%PDF-` within the first 1 KB, as readers accept). */
function looksLikePdf(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return head.includes('%PDF-');
}

/**
 * Stores an upload and adds its file entity to the draft.
 * @throws UPLOAD_TYPE_NOT_ALLOWED when the name's extension or the content type is not an allowed document type
 * (or they disagree); UPLOAD_EMPTY; UPLOAD_TOO_LARGE; UPLOAD_NOT_PDF for a `.pdf` that is not one.
 */
export async function uploadDocument({ db, blobs, orgId, params, contentType, bytes, by, now }: UploadDocumentOptions): Promise<FileRecord> {
  const byName = uploadTypeOf(params.name);
  const declared = contentType.split(';')[0]!.trim().toLowerCase();
  if (!byName || !(declared in UPLOAD_TYPES) || declared !== byName) throw appError('UPLOAD_TYPE_NOT_ALLOWED');
  if (bytes.byteLength === 0) throw appError('UPLOAD_EMPTY');
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw appError('UPLOAD_TOO_LARGE');
  if (byName === 'application/pdf' && !looksLikePdf(bytes)) throw appError('UPLOAD_NOT_PDF');

  const fileId = newFileId();
  const ext = params.name.slice(params.name.lastIndexOf('.') + 1).toLowerCase();
  const blobKey = `uploads/${fileId}.${ext}`;
  const sha256 = await sha256Hex(bytes);
  await blobs.put(orgFileKey(orgId, blobKey), bytes, { contentType: byName });
  const record = {
    fileId,
    originalName: params.name,
    contentType: byName,
    size: bytes.byteLength,
    sha256,
    documentAccessType: params.documentAccessType,
    isShared: params.isShared,
    ...(params.type ? { type: params.type } : {}),
    blobKey,
    createdAt: now,
  };
  try {
    return (await putRecord({ db, orgId, collection: 'files', recordId: fileId, data: record, by, now })).record as FileRecord;
  } catch (error) {
    await blobs.delete(orgFileKey(orgId, blobKey)).catch(() => {});
    throw error;
  }
}
