/**
 * Bulk download (admin spec §2 item 13, §4, §7; visitor spec §4, §6, §7):
 *
 *   POST /api/share/{orgId}/bulk-download  { files: [{ itemUid, fileId, generated? }], productId, selectAllUsed }
 *        → { failedFileIds, successCount, fileUrl }
 *   GET  fileUrl                           → the zip, streamed
 *
 * The POST checks every requested document against the access policy (and refuses gated PDFs that cannot be
 * stamped); the documents that pass are named in a short-lived signed token, which is the `fileUrl`. The GET
 * checks the requester again (the same person, still allowed) and streams a zip whose entries are
 * produced one at a time: public files stream straight from the blob store, gated PDFs are stamped one by one,
 * bridge letters are generated (`zip-stream.ts`; a selection past 4 GB is refused up front). Memory therefore depends on the largest single document, not on the zip's size.
 */
import { SignJWT, jwtVerify } from 'jose';
import type { BulkDownloadAnswer, BulkDownloadRequest } from '../../../content/contracts/documents.ts';
import { bridgeLetterFileId } from '../../../content/document-urls.ts';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import { orgFileKey } from '../../blobs/keys.ts';
import type { BlobStore } from '../../blobs/types.ts';
import type { AppDeps } from '../../deps.ts';
import { appError, isAppError } from '../../errors.ts';
import { authorizeFile, authorizeLetter, type DocumentRequester } from './document-access.ts';
import { bridgeLetterPdf, contentDisposition, recordDocumentAccess, snapshotFor } from './serve-document.ts';
import { zipStream, type ZipEntry } from './zip-stream.ts';

/**
 * Bytes of documents in one bulk download: a zip without ZIP64 ends at 4 GiB; the headroom covers the stamps added
 * to gated PDFs, generated letters and the zip's own headers.
 */
export const MAX_BULK_BYTES = 2 ** 32 - 64 * 2 ** 20;

/** How long a `fileUrl` stays valid. */
export const BULK_TOKEN_TTL_SECONDS = 10 * 60;
const PURPOSE = 'bulk-download';

interface BulkEntry {
  /** itemUid */
  i: string;
  /** fileId */
  f: string;
  /** generated (bridge letter) */
  g?: 1;
}

type BulkDeps = Pick<AppDeps, 'db' | 'now' | 'log' | 'secrets'> & { blobs?: BlobStore };

/**
 * Whether the requester may bulk download at all: an account member (or staff previewing as one) when the
 * customization allows it, or staff in main mode with files:download.
 */
export function mayBulkDownload(snapshot: Snapshot, requester: DocumentRequester): boolean {
  const viewer = requester.viewer;
  if (viewer.mode === 'Main') return !requester.permissions || requester.permissions.includes('files:download');
  if (viewer.mode === 'AccountExternal') return snapshot.customization.bulkDownloadEnabled;
  if (viewer.mode === 'Preview') return snapshot.customization.bulkDownloadEnabled && !!(viewer.accountId || viewer.permissionProfileId);
  return false;
}

/** `/Encrypt` used as a dictionary key: followed by an indirect reference or a dictionary. */
const ENCRYPT_KEY = /\/Encrypt[\s\0]*(?:<<|\d+[\s\0]+\d+[\s\0]+R)/;

/**
 * Whether a stream of PDF bytes may declare encryption, read chunk by chunk: a fast scan for the `/Encrypt` key
 * with a reference or dictionary after it. A match is only a candidate (the bytes of a page could spell the same
 * thing); {@link isEncryptedPdf} settles it.
 */
export async function pdfDeclaresEncryption(body: ReadableStream<Uint8Array>): Promise<boolean> {
  const decoder = new TextDecoder('latin1');
  // Enough to keep a key split across two chunks together ("/Encrypt" + whitespace + "1234567 65535 R").
  const keep = 64;
  let carry = '';
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return ENCRYPT_KEY.test(carry);
      const text = carry + decoder.decode(value, { stream: true });
      if (ENCRYPT_KEY.test(text)) return true;
      carry = text.slice(-keep);
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}

/** Whether a PDF is encrypted, by its trailer as pdf-lib parses it. Unreadable bytes count as not encrypted. */
export async function isEncryptedPdf(bytes: Uint8Array): Promise<boolean> {
  try {
    const { PDFDocument } = await import('pdf-lib');
    const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    return doc.isEncrypted;
  } catch {
    return false;
  }
}

/** Who the token was made for: the same person must fetch the zip. */
function actorKey(requester: DocumentRequester): string {
  return requester.staff ? `staff:${requester.staff.userId}` : requester.account ? `member:${requester.account.memberId}` : 'anonymous';
}

function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** Checks one requested entry; returns the reason it fails, or null. */
async function check(
  deps: BulkDeps,
  orgId: string,
  snapshot: Snapshot,
  requester: DocumentRequester,
  productId: string,
  entry: BulkDownloadRequest['files'][number],
): Promise<string | null> {
  try {
    if (entry.generated) {
      if (entry.fileId !== bridgeLetterFileId(entry.itemUid)) return 'unknown letter';
      authorizeLetter({ snapshot, requester, itemUid: entry.itemUid, productId, accessType: 'download' });
      return null;
    }
    const { file, isPublic } = authorizeFile({ snapshot, requester, fileId: entry.fileId, itemUid: entry.itemUid, productId, accessType: 'download' });
    const blob = await deps.blobs?.get(orgFileKey(orgId, file.blobKey));
    if (!blob) return 'missing bytes';
    if (!isPublic && file.contentType === 'application/pdf') {
      // The scan reads the file once; only a candidate is parsed whole.
      if (await pdfDeclaresEncryption(blob.body)) {
        const again = await deps.blobs?.get(orgFileKey(orgId, file.blobKey));
        if (again && (await isEncryptedPdf(new Uint8Array(await new Response(again.body).arrayBuffer())))) return 'encrypted';
      }
    } else {
      await blob.body.cancel().catch(() => {});
    }
    return null;
  } catch (error) {
    if (isAppError(error)) return error.code;
    throw error;
  }
}

/** The POST: checks every requested document and answers with the zip's URL. */
export async function prepareBulkDownload({
  deps,
  org,
  requester,
  body,
}: {
  deps: BulkDeps;
  org: { id: string };
  requester: DocumentRequester;
  body: BulkDownloadRequest;
}): Promise<BulkDownloadAnswer> {
  const snapshot = await snapshotFor(deps.db, org.id, requester);
  if (!mayBulkDownload(snapshot, requester)) throw appError(requester.identity ? 'FORBIDDEN' : 'UNAUTHENTICATED');
  if (!snapshot.products.some((p) => p.productId === body.productId)) throw appError('NO_PRODUCT_ID');

  const failedFileIds: string[] = [];
  const approved: BulkEntry[] = [];
  const seen = new Set<string>();
  for (const entry of body.files) {
    const key = `${entry.itemUid}\u0000${entry.fileId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const reason = await check(deps, org.id, snapshot, requester, body.productId, entry);
    if (reason) failedFileIds.push(entry.fileId);
    else approved.push({ i: entry.itemUid, f: entry.fileId, ...(entry.generated ? { g: 1 as const } : {}) });
  }
  if (approved.length === 0) return { failedFileIds, successCount: 0, fileUrl: null };
  const sizes = new Map(snapshot.files.map((file) => [file.fileId, file.size]));
  const totalBytes = approved.reduce((sum, entry) => sum + (entry.g ? 0 : (sizes.get(entry.f) ?? 0)), 0);
  if (totalBytes > MAX_BULK_BYTES) throw appError('BULK_DOWNLOAD_TOO_LARGE');

  const issuedAt = Math.floor(deps.now() / 1000);
  const token = await new SignJWT({ org: org.id, purpose: PURPOSE, p: body.productId, e: approved, a: body.selectAllUsed ? 1 : 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(actorKey(requester))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + BULK_TOKEN_TTL_SECONDS)
    .sign(secretKey(deps.secrets.sessionSecret));
  return { failedFileIds, successCount: approved.length, fileUrl: `/api/share/${encodeURIComponent(org.id)}/bulk-download/${token}` };
}

interface BulkClaims {
  productId: string;
  entries: BulkEntry[];
  selectAllUsed: boolean;
}

async function readToken(deps: BulkDeps, orgId: string, requester: DocumentRequester, token: string): Promise<BulkClaims> {
  try {
    const { payload } = await jwtVerify(token, secretKey(deps.secrets.sessionSecret), {
      algorithms: ['HS256'],
      currentDate: new Date(deps.now()),
    });
    if (payload.purpose !== PURPOSE || payload.org !== orgId || payload.sub !== actorKey(requester)) throw appError('NOT_FOUND');
    return { productId: String(payload.p), entries: payload.e as BulkEntry[], selectAllUsed: payload.a === 1 };
  } catch (error) {
    if (isAppError(error)) throw error;
    throw appError('BULK_DOWNLOAD_EXPIRED');
  }
}

/** A name not used yet in the zip: `name`, then `name (2).ext`, … */
function uniqueName(used: Set<string>, name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are not allowed in a file name in the zip
  const clean = name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').trim() || 'document';
  let candidate = clean;
  for (let n = 2; used.has(candidate.toLowerCase()); n++) {
    const dot = clean.lastIndexOf('.');
    candidate = dot > 0 ? `${clean.slice(0, dot)} (${n})${clean.slice(dot)}` : `${clean} (${n})`;
  }
  used.add(candidate.toLowerCase());
  return candidate;
}

/** The zip entries, produced one at a time as the zip stream asks for them. */
async function* zipEntries(
  deps: BulkDeps,
  org: { id: string; name: string },
  snapshot: Snapshot,
  requester: DocumentRequester,
  claims: BulkClaims,
): AsyncGenerator<ZipEntry> {
  const used = new Set<string>();
  const now = deps.now();
  for (const entry of claims.entries) {
    try {
      if (entry.g) {
        const letter = await bridgeLetterPdf({
          deps,
          org,
          requester,
          accessType: 'download',
          accessSource: 'bulk-download',
          itemUid: entry.i,
          productId: claims.productId,
        });
        yield { name: uniqueName(used, letter.name), input: letter.bytes, lastModified: new Date(now) };
        continue;
      }
      const { file, isPublic } = authorizeFile({ snapshot, requester, fileId: entry.f, itemUid: entry.i, productId: claims.productId, accessType: 'download' });
      const blob = await deps.blobs?.get(orgFileKey(org.id, file.blobKey));
      if (!blob) continue;
      const lastModified = new Date(file.createdAt || now);
      if (!isPublic && file.contentType === 'application/pdf' && requester.identity) {
        const bytes = new Uint8Array(await new Response(blob.body).arrayBuffer());
        const { stampPdf } = await import('./stamp-pdf.ts');
        const stamped = await stampPdf({ bytes, identity: requester.identity, now });
        yield { name: uniqueName(used, file.originalName), input: stamped, lastModified };
      } else {
        yield { name: uniqueName(used, file.originalName), input: blob.body, lastModified };
      }
    } catch (error) {
      // Checked at POST time; something changed since (unpublished, revoked, unreadable): leave it out.
      deps.log(`Bulk download of ${org.id}: left out ${entry.f} of ${entry.i}`, error);
    }
  }
}

/** The GET: the zip of the token's documents, streamed. */
export async function streamBulkDownload({
  deps,
  org,
  requester,
  token,
}: {
  deps: BulkDeps;
  org: { id: string; name: string };
  requester: DocumentRequester;
  token: string;
}): Promise<Response> {
  const claims = await readToken(deps, org.id, requester, token);
  const snapshot = await snapshotFor(deps.db, org.id, requester);
  if (!mayBulkDownload(snapshot, requester)) throw appError('FORBIDDEN');
  await recordDocumentAccess(deps, {
    orgId: org.id,
    requester,
    subject: 'bulk-download',
    accessType: 'bulk-download',
    data: { productId: claims.productId, selectAllUsed: claims.selectAllUsed, files: claims.entries.map((e) => ({ itemUid: e.i, fileId: e.f })) },
  });
  const zip = zipStream(zipEntries(deps, org, snapshot, requester, claims));
  const fileName = `${snapshot.organization.name} documents.zip`.replace(/\s+/g, '-');
  return new Response(zip, {
    headers: {
      'content-type': 'application/zip',
      'content-disposition': contentDisposition('attachment', fileName),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
