/**
 * Serving one document or bridge letter to its requester:
 *
 * - a public document (an anonymous visitor could open it) is served untouched and cacheable: `ETag` = its
 *   SHA-256, `Cache-Control: public`, `If-None-Match` answered with 304;
 * - a gated PDF is stamped for the requester on every page (name, email, company, UTC time) and never cached;
 *   an encrypted one is refused (DOCUMENT_ENCRYPTED);
 * - every view and download is appended to the audit log.
 *
 * Staff in main mode read the draft (so an uploaded, unpublished file can be checked); everyone else reads the
 * live revision.
 */
import type { AccessSource, AccessType } from '../../../content/document-urls.ts';
import { bridgeLetterName } from '../../../content/documents.ts';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import { orgFileKey } from '../../blobs/keys.ts';
import type { BlobStore } from '../../blobs/types.ts';
import type { Db } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { recordDocumentEvent } from '../analytics/record-document-event.ts';
import { appendAudit } from '../audit/audit-log.ts';
import { authorizeFile, authorizeLetter, type DocumentRequester } from './document-access.ts';
import { readDraft } from '../draft/read-draft.ts';
import { requireLiveSnapshot } from '../access/live-snapshot.ts';

/** How long browsers and CDNs may reuse a public document before revalidating (seconds). */
export const PUBLIC_DOCUMENT_MAX_AGE = 300;

/**
 * The organisation's live snapshot (parsed once per revision, `revision-cache.ts`).
 * @throws NOT_FOUND before the first publish.
 */
export async function liveSnapshot(db: Db, orgId: string): Promise<Snapshot> {
  return requireLiveSnapshot({ db, orgId });
}

/**
 * The snapshot a requester's documents come from: main mode reads the draft when it holds `fileId` (or, without
 * one, always), falling back to the live revision; everyone else reads the live revision.
 */
export async function snapshotFor(db: Db, orgId: string, requester: DocumentRequester, fileId?: string): Promise<Snapshot> {
  if (requester.viewer.mode === 'Main') {
    const draft = await readDraft({ db, orgId }).catch(() => null);
    if (draft && (!fileId || draft.files.some((f) => f.fileId === fileId))) return draft;
  }
  return liveSnapshot(db, orgId);
}

/** `Content-Disposition` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export interface ServeOptions {
  deps: Pick<AppDeps, 'db' | 'now' | 'log'> & { blobs?: BlobStore };
  request: Request;
  org: { id: string; name: string };
  requester: DocumentRequester;
  accessType: AccessType;
  accessSource?: AccessSource;
  itemUid?: string;
  productId?: string;
}

function requireBlobs(deps: ServeOptions['deps']): BlobStore {
  if (!deps.blobs) {
    deps.log('A document was requested but this runtime has no blob store configured.');
    throw appError('DOCUMENT_DOWNLOAD_FAILED');
  }
  return deps.blobs;
}

/** Appends a document view or download to the audit log; a failure to record is logged, not shown. */
export async function recordDocumentAccess(
  deps: Pick<AppDeps, 'db' | 'now' | 'log'>,
  entry: { orgId: string; requester: DocumentRequester; subject: string; accessType: AccessType | 'bulk-download'; data: Record<string, unknown> },
): Promise<void> {
  try {
    await appendAudit({
      db: deps.db,
      orgId: entry.orgId,
      action: entry.accessType === 'view' ? 'document.view' : 'document.download',
      actor: entry.requester.actor,
      subject: entry.subject,
      data: { mode: entry.requester.viewer.mode, accessType: entry.accessType, ...entry.data },
      now: deps.now(),
    });
  } catch (error) {
    deps.log('Could not record a document access in the audit log', error);
  }
  await recordDocumentEvent(deps, entry);
}

/** A stamped copy for the requester, or the error to show. */
async function stampFor(requester: DocumentRequester, bytes: Uint8Array, now: number): Promise<Uint8Array> {
  // Only identified requesters reach gated documents; an anonymous one never gets here (authorize* refuses).
  if (!requester.identity) throw appError('NOT_FOUND');
  const { stampPdf } = await import('./stamp-pdf.ts');
  return stampPdf({ bytes, identity: requester.identity, now });
}

/** GET of an uploaded document. */
export async function serveDocument(options: ServeOptions & { fileId: string }): Promise<Response> {
  const { deps, request, org, requester, accessType, fileId } = options;
  const snapshot = await snapshotFor(deps.db, org.id, requester, fileId);
  const { file, item, isPublic } = authorizeFile({ snapshot, requester, fileId, itemUid: options.itemUid, productId: options.productId, accessType });
  const blob = await requireBlobs(deps).get(orgFileKey(org.id, file.blobKey));
  if (!blob) {
    deps.log(`Document ${fileId} of ${org.id} has no bytes under ${file.blobKey}`);
    throw appError('DOCUMENT_DOWNLOAD_FAILED');
  }
  const disposition = contentDisposition(accessType === 'download' ? 'attachment' : 'inline', file.originalName);
  const common = { 'content-type': file.contentType, 'content-disposition': disposition, 'x-content-type-options': 'nosniff' };
  const audit = {
    orgId: org.id,
    requester,
    subject: fileId,
    accessType,
    data: {
      itemUid: item?.itemUid ?? null,
      productId: item?.productId ?? options.productId ?? null,
      accessSource: options.accessSource ?? null,
      stamped: false,
    },
  };

  if (isPublic) {
    const etag = `"${file.sha256 ?? `${file.size}-${file.createdAt}`}"`;
    const headers = { ...common, etag, 'cache-control': `public, max-age=${PUBLIC_DOCUMENT_MAX_AGE}` };
    if (
      (request.headers.get('if-none-match') ?? '')
        .split(',')
        .map((t) => t.trim().replace(/^W\//, ''))
        .includes(etag)
    ) {
      await blob.body.cancel().catch(() => {});
      return new Response(null, { status: 304, headers: { etag, 'cache-control': headers['cache-control'] } });
    }
    await recordDocumentAccess(deps, audit);
    return new Response(blob.body, { headers: { ...headers, 'content-length': String(blob.size) } });
  }

  const headers = { ...common, 'cache-control': 'private, no-store' };
  if (file.contentType !== 'application/pdf') {
    await recordDocumentAccess(deps, audit);
    return new Response(blob.body, { headers: { ...headers, 'content-length': String(blob.size) } });
  }
  const bytes = new Uint8Array(await new Response(blob.body).arrayBuffer());
  const stamped = await stampFor(requester, bytes, deps.now());
  await recordDocumentAccess(deps, { ...audit, data: { ...audit.data, stamped: true } });
  return new Response(stamped as Uint8Array<ArrayBuffer>, { headers: { ...headers, 'content-length': String(stamped.byteLength) } });
}

/** The bridge letter PDF of an item, generated for its requester (and stamped unless the item is public). */
export async function bridgeLetterPdf(
  options: Omit<ServeOptions, 'request'> & { itemUid: string },
): Promise<{ name: string; bytes: Uint8Array; isPublic: boolean }> {
  const { deps, org, requester, accessType, itemUid } = options;
  const snapshot = await snapshotFor(deps.db, org.id, requester);
  const { item, isPublic } = authorizeLetter({ snapshot, requester, itemUid, productId: options.productId, accessType });
  const orgName = snapshot.organization.name;
  const { renderBridgeLetter } = await import('./render-bridge-letter.ts');
  const letter = await renderBridgeLetter({ orgName, itemTitle: item.title, letter: item.bridgeLetter, now: deps.now() });
  const bytes = isPublic ? letter : await stampFor(requester, letter, deps.now());
  return { name: bridgeLetterName(orgName, item.title), bytes, isPublic };
}

/** GET of a bridge letter. */
export async function serveBridgeLetter(options: ServeOptions & { itemUid: string }): Promise<Response> {
  const { deps, org, requester, accessType, itemUid } = options;
  const { name, bytes, isPublic } = await bridgeLetterPdf(options);
  await recordDocumentAccess(deps, {
    orgId: org.id,
    requester,
    subject: `bridge-letter:${itemUid}`,
    accessType,
    data: { itemUid, productId: options.productId ?? null, accessSource: options.accessSource ?? null, stamped: !isPublic },
  });
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': contentDisposition(accessType === 'download' ? 'attachment' : 'inline', name),
      'content-length': String(bytes.byteLength),
      'cache-control': isPublic ? `public, max-age=${PUBLIC_DOCUMENT_MAX_AGE}` : 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
