/**
 * The URLs documents are viewed and downloaded from (admin spec §7), apart from the documents model: a document's
 * link in the search dialog needs only these, not the content schemas `documents.ts` reads (and their validator
 * library), so the dialog's code stays small. `documents.ts` re-exports them. The query they build is the one
 * `contracts/documents.ts` parses (a type-only import: no schema code comes along).
 */
import type { DocumentQuery } from './contracts/documents.ts';

/** How a document is opened: shown in the viewer, or saved as a file. */
export const ACCESS_TYPES = ['view', 'download'] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];

/** Where a viewer opened a document from (recorded with each download). */
export const ACCESS_SOURCES = ['documents-card', 'item', 'search', 'admin', 'bulk-download'] as const;
export type AccessSource = (typeof ACCESS_SOURCES)[number];

/** Staff previewing the portal as an account and/or a permission profile (visitor spec §1 Preview). */
export interface PreviewingAs {
  accountId?: string;
  permissionProfileId?: string;
}

export interface DocumentUrlOptions {
  orgId: string;
  productId?: string;
  accessType: AccessType;
  accessSource?: AccessSource;
  /** The item the document is reached through (required outside main mode). */
  itemUid?: string;
  previewingAs?: PreviewingAs;
}

/** The query the edge parses with `DocumentQuerySchema`; empty fields are left out. */
function query(options: DocumentUrlOptions): string {
  const fields: DocumentQuery = {
    productId: options.productId,
    accessType: options.accessType,
    accessSource: options.accessSource,
    itemUid: options.itemUid,
    previewAccountId: options.previewingAs?.accountId,
    previewPermissionProfileId: options.previewingAs?.permissionProfileId,
  };
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (value) params.set(name, value);
  return params.toString();
}

/**
 * URL of an uploaded document: `/api/share/{orgId}/documents/{fileId}?productId&accessType&accessSource&itemUid&
 * previewAccountId&previewPermissionProfileId` (admin spec §7 "built from id, productId, access type, access
 * source, itemUid and previewing-as").
 */
export function documentUrl(options: DocumentUrlOptions & { fileId: string }): string {
  return `/api/share/${encodeURIComponent(options.orgId)}/documents/${encodeURIComponent(options.fileId)}?${query(options)}`;
}

/** URL of the bridge letter generated for a report item (same parameters; the item is the id). */
export function bridgeLetterUrl(options: DocumentUrlOptions & { itemUid: string }): string {
  return `/api/share/${encodeURIComponent(options.orgId)}/bridge-letters/${encodeURIComponent(options.itemUid)}?${query(options)}`;
}

/** `POST` target of the bulk download dialog. */
export function bulkDownloadUrl(orgId: string): string {
  return `/api/share/${encodeURIComponent(orgId)}/bulk-download`;
}

/** File id a generated bridge letter carries in bulk download requests (`generated: true`). */
export function bridgeLetterFileId(itemUid: string): string {
  return `bridge-letter-${itemUid}`;
}
