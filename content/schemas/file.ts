import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common.ts';
import { ExpirySchema } from './item.ts';

/** Whether a document may only be viewed, or also downloaded (admin spec §3). */
export const DOCUMENT_ACCESS_TYPES = ['view-only', 'view-and-download'] as const;
export const DocumentAccessTypeSchema = z.enum(DOCUMENT_ACCESS_TYPES);

/** Fixed list of document types (admin spec §3 "Document: type (from a fixed list of document types)"). */
export const DOCUMENT_TYPES = [
  'SOC 1 Report',
  'SOC 2 Report',
  'SOC 3 Report',
  'ISO 27001 Certificate',
  'Penetration Test',
  'Policy',
  'Architecture Diagram',
  'Business Continuity Plan',
  'Questionnaire',
  'Insurance Certificate',
  'Legal Agreement',
  'Whitepaper',
  'Other',
] as const;
export const DocumentTypeSchema = z.enum(DOCUMENT_TYPES);

/**
 * An uploaded file (admin spec §3 "File"). The bytes live in the blob store under `blobKey`;
 * `sha256` is computed on upload and shown to visitors for integrity.
 */
export const FileSchema = z.object({
  /** Stable id of the file. */
  fileId: IdSchema,
  /** File name as uploaded. */
  originalName: z.string().min(1),
  /** MIME type. */
  contentType: z.string().min(1),
  /** Size in bytes. */
  size: z.number().int().nonnegative().default(0),
  /** Hex SHA-256 of the bytes. */
  sha256: z
    .string()
    .regex(/^[a-f0-9]{64}$/)
    .optional(),
  /** View-only or view-and-download. */
  documentAccessType: DocumentAccessTypeSchema.default('view-and-download'),
  /** Shared across products. */
  isShared: z.boolean().default(false),
  /** Document type from the fixed list, if set. */
  type: DocumentTypeSchema.optional(),
  /** Where the bytes are stored (a path under `content/` files or a blob key). */
  blobKey: z.string().min(1),
  /** Upload time. */
  createdAt: TimestampSchema.default(0),
  /** When the document stops being valid (a certificate, a report), ISO `YYYY-MM-DD`, or empty. */
  expiry: ExpirySchema.default(''),
});
export type FileRecord = z.output<typeof FileSchema>;

/** A document as listed to staff (admin spec §3 "Document"). */
export const DocumentSchema = z.object({
  /** The file id. */
  id: IdSchema,
  /** Document type. */
  type: DocumentTypeSchema.optional(),
  /** Display name. */
  name: z.string(),
  /** MIME type. */
  mimeType: z.string(),
  /** Creation time. */
  createdAt: TimestampSchema,
});
export type DocumentListing = z.output<typeof DocumentSchema>;
