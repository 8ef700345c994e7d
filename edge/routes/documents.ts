/**
 * Document routes.
 *
 * Visitors, account members and staff (authorised per document by `services/documents/document-access.ts`):
 *
 *   GET  /api/share/:orgId/documents?productId&previewAccountId&previewPermissionProfileId
 *        → the documents card of the product for the requester (rows, unlocked documents, bulk download offered)
 *   GET  /api/share/:orgId/documents/:fileId?productId&accessType&accessSource&itemUid&previewAccountId&previewPermissionProfileId
 *        → the document (public: untouched, cacheable; gated PDF: stamped for the requester)
 *   GET  /api/share/:orgId/bridge-letters/:itemUid?…same query… → the item's bridge letter PDF
 *   POST /api/share/:orgId/bulk-download  { files, productId, selectAllUsed } → { failedFileIds, successCount, fileUrl }
 *   GET  /api/share/:orgId/bulk-download/:token → the zip (streamed)
 *
 * Staff (main mode):
 *
 *   POST  /api/admin/files?name&documentAccessType&isShared&type   body: the file (its own Content-Type) → file entity
 *   PATCH /api/admin/files/:fileId   { originalName?, documentAccessType?, isShared? } → document
 *   GET   /api/documents/trust-center → { documents, count }
 *   GET   /api/documents/:id          → document
 *   PATCH /api/documents   { documentIds, updates: { type } } → { updated }
 */
import {
  BulkDownloadRequestSchema,
  CardQuerySchema,
  DocumentQuerySchema,
  UpdateDocumentSettingsSchema,
  UpdateDocumentTypesSchema,
  UploadParamsSchema,
  type DocumentsCard,
  type DocumentTypesUpdated,
  type TrustCenterDocument,
} from '../../content/contracts/documents.ts';
import type { FileRecord } from '../../content/schemas/file.ts';
import { documentsCardModel } from '../../content/documents.ts';
import type { AppDeps } from '../deps.ts';
import { appError } from '../errors.ts';
import { parseWith, readJson } from '../middleware/body.ts';
import { orgFromPath } from '../services/organizations/resolve-organization.ts';
import { assertJson, requireEditor, requireStaff } from '../middleware/with-staff.ts';
import type { RegisterRoutes } from '../router.ts';
import { mayBulkDownload, prepareBulkDownload, streamBulkDownload } from '../services/documents/bulk-download.ts';
import { resolveRequester } from '../services/documents/document-access.ts';
import { getDocument } from '../services/documents/get-document.ts';
import { listTrustCenterDocuments } from '../services/documents/list-documents.ts';
import { updateDocumentSettings } from '../services/documents/update-document-settings.ts';
import { updateDocumentTypes } from '../services/documents/update-document-types.ts';
import { serveBridgeLetter, serveDocument, snapshotFor } from '../services/documents/serve-document.ts';
import { readUploadBody, uploadDocument } from '../services/documents/upload-document.ts';
import { assertWellFormedToken } from '../services/tokens/link-token.ts';
import { cachedViewFor } from '../services/revisions/revision-cache.ts';

function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

function previewingAs(query: { previewAccountId?: string; previewPermissionProfileId?: string }) {
  return { accountId: query.previewAccountId, permissionProfileId: query.previewPermissionProfileId };
}

function requireBlobs(deps: AppDeps) {
  if (!deps.blobs) {
    deps.log('A document upload was sent but this runtime has no blob store configured.');
    throw appError('INTERNAL', { reason: 'File storage is not configured on this server.' });
  }
  return deps.blobs;
}

export const registerDocumentRoutes: RegisterRoutes = (router, deps) => {
  const { db, now } = deps;

  // --- visitors, account members, staff ---

  router.get('/api/share/:orgId/documents', async (request): Promise<DocumentsCard> => {
    const org = await orgFromPath(db, request.params.orgId);
    const query = parseWith(CardQuerySchema, queryOf(request));
    const preview = previewingAs(query);
    const requester = await resolveRequester(request, deps, org, preview);
    const snapshot = await snapshotFor(db, org.id, requester);
    const view = cachedViewFor(snapshot, requester.viewer);
    const productId = query.productId ?? snapshot.space.defaultProductId;
    if (!view.products.some((p) => p.productId === productId)) throw appError('NOT_FOUND');
    const model = documentsCardModel(view, productId, { orgId: org.id, permissions: requester.permissions, previewingAs: preview });
    return { ...model, bulkDownload: model.bulkDownload && mayBulkDownload(snapshot, requester) };
  });

  router.get('/api/share/:orgId/documents/:fileId', async (request) => {
    const org = await orgFromPath(db, request.params.orgId);
    const query = parseWith(DocumentQuerySchema, queryOf(request));
    const requester = await resolveRequester(request, deps, org, previewingAs(query));
    return serveDocument({ deps, request, org, requester, fileId: decodeURIComponent(request.params.fileId!), ...query });
  });

  router.get('/api/share/:orgId/bridge-letters/:itemUid', async (request) => {
    const org = await orgFromPath(db, request.params.orgId);
    const query = parseWith(DocumentQuerySchema, queryOf(request));
    const requester = await resolveRequester(request, deps, org, previewingAs(query));
    return serveBridgeLetter({ deps, request, org, requester, ...query, itemUid: decodeURIComponent(request.params.itemUid!) });
  });

  router.post('/api/share/:orgId/bulk-download', async (request) => {
    const org = await orgFromPath(db, request.params.orgId);
    assertJson(request);
    const query = parseWith(CardQuerySchema, queryOf(request));
    const requester = await resolveRequester(request, deps, org, previewingAs(query));
    const body = await readJson(request, BulkDownloadRequestSchema);
    return prepareBulkDownload({ deps, org, requester, body });
  });

  router.get('/api/share/:orgId/bulk-download/:token', async (request) => {
    const org = await orgFromPath(db, request.params.orgId);
    const query = parseWith(CardQuerySchema, queryOf(request));
    assertWellFormedToken(request.params.token!);
    const requester = await resolveRequester(request, deps, org, previewingAs(query));
    return streamBulkDownload({ deps, org, requester, token: request.params.token! });
  });

  // --- staff ---

  router.post('/api/admin/files', async (request): Promise<FileRecord> => {
    const staff = await requireEditor(request, deps);
    const params = parseWith(UploadParamsSchema, queryOf(request));
    const contentType = request.headers.get('content-type') ?? '';
    const bytes = await readUploadBody(request);
    return uploadDocument({ db, blobs: requireBlobs(deps), orgId: staff.orgId, params, contentType, bytes, by: staff.email, now: now() });
  });

  router.patch('/api/admin/files/:fileId', async (request): Promise<TrustCenterDocument> => {
    const staff = await requireEditor(request, deps);
    assertJson(request);
    const body = await readJson(request, UpdateDocumentSettingsSchema);
    return updateDocumentSettings({ db, orgId: staff.orgId, id: decodeURIComponent(request.params.fileId!), body, by: staff.email, now: now() });
  });

  router.get('/api/documents/trust-center', async (request) => {
    const staff = await requireStaff(request, deps, 'files:view');
    return listTrustCenterDocuments({ db, orgId: staff.orgId });
  });

  router.get('/api/documents/:id', async (request) => {
    const staff = await requireStaff(request, deps, 'files:view');
    return getDocument({ db, orgId: staff.orgId, id: decodeURIComponent(request.params.id!) });
  });

  router.patch('/api/documents', async (request): Promise<DocumentTypesUpdated> => {
    const staff = await requireEditor(request, deps);
    assertJson(request);
    const body = await readJson(request, UpdateDocumentTypesSchema);
    return updateDocumentTypes({ db, orgId: staff.orgId, body, by: staff.email, now: now() });
  });
};
