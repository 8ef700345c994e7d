/**
 * The documents routes (admin spec §7, visitor spec §2 "Documents card") as zod schemas the edge parses with and
 * answers in, the admin reads its types from and the API description lists:
 *
 *   POST  /api/admin/files?name&documentAccessType&isShared&type   body: the file → File (the draft's record)
 *   PATCH /api/admin/files/{fileId}   UpdateDocumentSettings → TrustCenterDocument
 *   GET   /api/documents/trust-center  → DocumentList
 *   GET   /api/documents/{id}          → TrustCenterDocument
 *   PATCH /api/documents   UpdateDocumentTypes → DocumentTypesUpdated { updated }
 *   GET   /api/share/{orgId}/documents?CardQuery  → DocumentsCard (the product's documents card, for its viewer)
 *   GET   /api/share/{orgId}/documents/{fileId}?DocumentQuery, …/bridge-letters/{itemUid}?DocumentQuery → the file
 *   POST  /api/share/{orgId}/bulk-download   BulkDownloadRequest → BulkDownload { successCount, failedFileIds, fileUrl }
 */
import { z } from 'zod';
import { ACCESS_SOURCES, ACCESS_TYPES } from '../document-urls.ts';
import { MESSAGES, message } from '../messages.ts';
import { CardKindSchema } from '../schemas/card.ts';
import { DocumentAccessTypeSchema, DocumentTypeSchema, FileSchema } from '../schemas/file.ts';
import { ViewerModeSchema } from './portal-view.ts';

export type DocumentType = z.infer<typeof DocumentTypeSchema>;
export type DocumentAccessType = z.infer<typeof DocumentAccessTypeSchema>;

/** A document as the admin lists it: the spec's Document (id, type, name, mimeType, createdAt) and more. */
export const TrustCenterDocumentSchema = z
  .object({
    /** The file id. */
    id: z.string(),
    type: DocumentTypeSchema.optional(),
    name: z.string(),
    mimeType: z.string(),
    createdAt: z.number(),
    size: z.number(),
    sha256: z.string().optional(),
    documentAccessType: DocumentAccessTypeSchema,
    isShared: z.boolean(),
    /** `YYYY-MM-DD`: when the document (a certificate, a report) expires, if it does. */
    expiry: z.string().optional(),
    /** Public: linked from a public item; private otherwise (restricted items only, or not linked yet). */
    access: z.enum(['public', 'private']),
    /** Items the document is linked from. */
    items: z.array(z.object({ itemUid: z.string(), title: z.string(), cardKind: z.string(), productId: z.string(), publicAccess: z.boolean() })),
  })
  .meta({ id: 'TrustCenterDocument', description: 'A document with its settings and the items that link it.' });
export type TrustCenterDocument = z.infer<typeof TrustCenterDocumentSchema>;

export const DocumentListSchema = z.object({ documents: z.array(TrustCenterDocumentSchema), count: z.number().int() }).meta({ id: 'DocumentList' });
export type DocumentList = z.infer<typeof DocumentListSchema>;

/** Upload parameters, sent in the query string (the body is the file itself). */
export const UploadParamsSchema = z.object({
  /** The file's name as on the uploader's disk. */
  name: z.string().trim().min(1, 'The file needs a name.').max(255, 'The file name must be at most 255 characters.'),
  documentAccessType: DocumentAccessTypeSchema.default('view-and-download'),
  isShared: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  type: z.union([DocumentTypeSchema, z.literal('')]).optional(),
});
export type UploadParams = z.output<typeof UploadParamsSchema>;

/** `PATCH /api/documents` body. */
export const UpdateDocumentTypesSchema = z.object({
  documentIds: z.array(z.string().min(1)).min(1, MESSAGES.selectDocument),
  updates: z.object({
    type: z.string({ error: MESSAGES.typeRequired }).min(1, MESSAGES.typeRequired).pipe(DocumentTypeSchema),
  }),
});
export type UpdateDocumentTypes = z.output<typeof UpdateDocumentTypesSchema>;

/** `PATCH /api/admin/files/{id}` body: the settings a document's owner may change. */
export const UpdateDocumentSettingsSchema = z.object({
  originalName: z.string().trim().min(1).max(255).optional(),
  documentAccessType: DocumentAccessTypeSchema.optional(),
  isShared: z.boolean().optional(),
});
export type UpdateDocumentSettings = z.output<typeof UpdateDocumentSettingsSchema>;

/** A document's file as the draft holds it after an upload (the content model's `FileSchema`). */
export const FileRecordSchema = FileSchema.strict().meta({
  id: 'File',
  description:
    'An uploaded document (content model `FileSchema`): its name, type, size and SHA-256, how it may be opened, whether it is shared across products, where its bytes are stored, and when it expires.',
});

/** `PATCH /api/documents` → how many documents got the new type. */
export const DocumentTypesUpdatedSchema = z
  .object({ updated: z.number().int().meta({ description: 'How many documents now have the type.' }) })
  .meta({ id: 'DocumentTypesUpdated' });
export type DocumentTypesUpdated = z.infer<typeof DocumentTypesUpdatedSchema>;

// -------------------------------------------------------------------------------------------------------------
// The documents card of a product (`GET /api/share/{orgId}/documents`), as its viewer may see it: the model of
// `documentsCardModel` (`content/documents.ts`), and whether they may download every document at once.

/** One document of the card, as the viewer may open it. */
export const CardDocumentSchema = z.object({
  key: z.string().meta({ description: '`{itemUid}:{fileId}`: a file linked from two items is listed under each.' }),
  fileId: z.string(),
  itemUid: z.string(),
  itemTitle: z.string(),
  cardKind: CardKindSchema,
  productId: z.string(),
  name: z.string().meta({ description: "The name shown: the file's original name, or a bridge letter's generated name." }),
  contentType: z.string(),
  size: z.number(),
  sha256: z.string().optional(),
  expiry: z.string().optional().meta({ description: '`YYYY-MM-DD`: when the document (a certificate, a report) expires, if it does.' }),
  access: z.enum(['public', 'private']).meta({ description: 'Public: linked from a public item; private: from a restricted item the viewer may open.' }),
  featured: z.boolean(),
  generated: z.boolean().meta({ description: 'A bridge letter, generated on request.' }),
  canDownload: z.boolean(),
  viewUrl: z.string(),
  downloadUrl: z.string(),
});

/** A row of the card: a card kind with its document count, or a custom document item. */
export const CardRowSchema = z.object({
  key: z.string(),
  kind: CardKindSchema,
  label: z.string(),
  count: z.number().int().meta({ description: "The row's documents, shown or withheld." }),
  locked: z.number().int().meta({ description: 'Of which withheld (restricted, or the access level asks visitors to sign in).' }),
  href: z.string().meta({ description: "Where the row's View goes: the card on the page, or the custom item's page." }),
  custom: z.boolean().meta({ description: 'A custom document item (an item of the documents card itself).' }),
});

export const DocumentsCardSchema = z
  .object({
    orgId: z.string(),
    productId: z.string(),
    mode: ViewerModeSchema,
    rows: z.array(CardRowSchema),
    documents: z
      .array(CardDocumentSchema)
      .meta({ description: 'The documents the viewer may open: featured first (in the featured order), then in card order.' }),
    lockedCount: z.number().int().meta({ description: 'How many documents the viewer cannot open.' }),
    bulkDownload: z.boolean().meta({ description: 'The viewer may download every document at once (`POST …/bulk-download`).' }),
    canEdit: z.boolean().meta({ description: 'Staff see the edit menu.' }),
  })
  .meta({
    id: 'DocumentsCard',
    description:
      'The documents card of a product, as the requester may see it: its rows, the documents they may open, and whether they may download them all at once.',
  });
export type DocumentsCard = z.infer<typeof DocumentsCardSchema>;

/** Query of the documents card: the product, and a staff preview as an account or a permission profile. */
export const CardQuerySchema = z.object({
  productId: z.string().min(1).optional(),
  previewAccountId: z.string().min(1).optional(),
  previewPermissionProfileId: z.string().min(1).optional(),
});
export type CardQuery = z.input<typeof CardQuerySchema>;

// -------------------------------------------------------------------------------------------------------------
// A document or a bridge letter (`GET /api/share/{orgId}/documents/{fileId}`, `…/bridge-letters/{itemUid}`): the
// query `documentUrl` and `bridgeLetterUrl` (`content/document-urls.ts`) build.

export const DocumentQuerySchema = z.object({
  productId: z.string().min(1).optional(),
  accessType: z.enum(ACCESS_TYPES).default('view'),
  accessSource: z.enum(ACCESS_SOURCES).optional(),
  itemUid: z.string().min(1).optional(),
  previewAccountId: z.string().min(1).optional(),
  previewPermissionProfileId: z.string().min(1).optional(),
});
export type DocumentQuery = z.input<typeof DocumentQuerySchema>;

// -------------------------------------------------------------------------------------------------------------
// Bulk download (visitor spec §7): `POST /api/share/{orgId}/bulk-download` BulkDownloadRequest → BulkDownload

/** Documents in one bulk download (its link carries the selection). */
export const MAX_BULK_FILES = 500;

/** The request body (visitor spec §7). */
export const BulkDownloadRequestSchema = z.object({
  files: z
    .array(z.object({ itemUid: z.string().min(1), fileId: z.string().min(1), generated: z.boolean().optional() }))
    .min(1, MESSAGES.selectDocument)
    .max(MAX_BULK_FILES, message('bulkTooMany', { max: MAX_BULK_FILES })),
  productId: z.string().min(1),
  selectAllUsed: z.boolean().default(false),
});
export type BulkDownloadRequest = z.output<typeof BulkDownloadRequestSchema>;
/** The body as the portal sends it. */
export type BulkDownloadBody = z.input<typeof BulkDownloadRequestSchema>;

/** `POST /api/share/{orgId}/bulk-download` → what could be included, and where to fetch the zip. */
export const BulkDownloadAnswerSchema = z
  .object({
    successCount: z.number().int(),
    failedFileIds: z.array(z.string()),
    fileUrl: z.string().nullable().meta({ description: 'Where to GET the zip (valid for a few minutes); null when nothing could be included.' }),
  })
  .meta({ id: 'BulkDownload' });
export type BulkDownloadAnswer = z.infer<typeof BulkDownloadAnswerSchema>;
