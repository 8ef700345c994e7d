/**
 * The staff documents routes (admin spec §7) as zod schemas the edge parses with and answers in, and the admin
 * reads its types from:
 *
 *   POST  /api/admin/files?name&documentAccessType&isShared&type   body: the file → FileRecord
 *   PATCH /api/admin/files/{fileId}   UpdateDocumentSettings → TrustCenterDocument
 *   GET   /api/documents/trust-center  → DocumentList
 *   GET   /api/documents/{id}          → TrustCenterDocument
 *   PATCH /api/documents   UpdateDocumentTypes → { updated }
 */
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { DocumentAccessTypeSchema, DocumentTypeSchema } from '../schemas/file.ts';

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
  documentIds: z.array(z.string().min(1)).min(1, 'Select at least one document.'),
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
