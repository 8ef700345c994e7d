/**
 * Documents: upload limits, the URLs documents are viewed and downloaded from, the documents card's model and
 * its texts (admin spec §2 items 12–13 and 17, §4, §6, §9; visitor spec §4, §6, §8).
 *
 * Pure and runtime-neutral: the static build (public view), the edge (any viewer's view), the site's islands and
 * the admin all derive the same rows and links from here, so a document's URL is built in one place.
 */
import type { PortalView, ViewFile, ViewItem } from './policy.ts';
import type { CardKind } from './schemas/card.ts';
import { CARD_KIND_LABELS, cardTitle } from './schemas/card.ts';
import { bridgeLetterFileName } from './schemas/bridge-letter.ts';
import type { Permission } from './schemas/staff.ts';
import { itemPath } from './links.ts';
import { formatPaddedDate } from './dates.ts';
import { bridgeLetterFileId, bridgeLetterUrl, documentUrl, type AccessSource, type PreviewingAs } from './document-urls.ts';

/** Largest document an admin may upload (bytes). */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

/** Document types an admin may upload: MIME type → file name extensions. */
export const UPLOAD_TYPES: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.ms-powerpoint': ['ppt'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'text/csv': ['csv'],
};

/** What the upload form says it accepts (`accept` attribute). */
export const UPLOAD_ACCEPT = Object.values(UPLOAD_TYPES)
  .flat()
  .map((ext) => `.${ext}`)
  .join(',');

/** The MIME type of an allowed file name, by its extension; undefined when the type is not allowed. */
export function uploadTypeOf(fileName: string): string | undefined {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  if (!ext) return undefined;
  return Object.entries(UPLOAD_TYPES).find(([, exts]) => exts.includes(ext))?.[0];
}

/** Exact texts of the documents card, the bulk download dialog and the type setter. */
export const DOCUMENT_TEXTS = {
  emptyAll: 'Uploaded documents from all cards will appear here',
  noFeatured: 'No featured documents',
  noNonFeatured: 'No non-featured documents',
  bulkTitle: 'Bulk download',
  bulkFailed: 'Downloading files failed',
  bulkErrorBody: 'Oops, looks like we encountered an error during this download. Try again below.',
  bulkErrorTitle: 'Error downloading',
  bulkPartial: 'Failed to download {n} documents',
  bulkPreparing: 'Preparing {n} documents…',
  bulkDownloading: 'Downloading {n} documents…',
  bulkDownloaded: 'Downloaded {n} documents',
  bulkDone: 'Done',
  untitled: '(Untitled)',
  downloadFailed: 'Failed to download the document. If the problem persists, please contact support.',
  typeRequired: 'Type is required',
  typesUpdated: 'Types have been updated for {n} document(s)',
  typesFailed: 'Type updates could not be saved',
  planLocked: 'Upgrade your plan to unlock this feature',
} as const;

/** Documents card constants (admin spec §9). */
export const DOCUMENTS_CARD = {
  /** Documents shown before expanding, on small screens. */
  initialSmall: 9,
  /** Documents shown before expanding, otherwise. */
  initial: 12,
  /** Expand animation. */
  expandMs: 500,
  /** Collapse animation. */
  collapseMs: 600,
} as const;

/** Letter file names longer than this get a tooltip with the whole name (admin spec §9). */
export const LETTER_NAME_TOOLTIP_LENGTH = 60;

/** A date as "MMMM dd, yyyy" (admin spec §9 letter date), in UTC: `May 05, 2026`. */
export const formatLetterDate = (ms: number): string => formatPaddedDate(ms);

/** The file name of an item's bridge letter. */
export function bridgeLetterName(orgName: string, itemTitle: string): string {
  return bridgeLetterFileName(orgName, `${itemTitle} Bridge Letter`);
}

/** One document of the card, as the viewer may open it. */
export interface CardDocument {
  /** `${itemUid}:${fileId}`: a file linked from two items is listed under each. */
  key: string;
  fileId: string;
  itemUid: string;
  itemTitle: string;
  cardKind: CardKind;
  productId: string;
  /** File name shown (the original name, or the letter's generated name). */
  name: string;
  contentType: string;
  size: number;
  sha256?: string;
  /** When the document stops being valid (a certificate, a report), `YYYY-MM-DD`; absent when it has no date. */
  expiry?: string;
  /** Public (public item) or private (restricted item the viewer may access). */
  access: 'public' | 'private';
  featured: boolean;
  /** A bridge letter generated on request. */
  generated: boolean;
  canDownload: boolean;
  viewUrl: string;
  downloadUrl: string;
}

/** A row of the documents card: a card kind with its document count, or a custom document item. */
export interface CardRow {
  key: string;
  kind: CardKind;
  label: string;
  /** Documents of the row, shown or withheld. */
  count: number;
  /** Of which withheld (restricted, or login required). */
  locked: number;
  /** Where "View" goes: the card on the page, or the custom item's page. */
  href: string;
  /** A custom document item (an item of the documents card itself). */
  custom: boolean;
}

export interface DocumentsCardModel {
  orgId: string;
  productId: string;
  mode: PortalView['viewer']['mode'];
  rows: CardRow[];
  /** Unlocked documents: featured first (in the featured order), then the others in card order. */
  documents: CardDocument[];
  /** Documents the viewer cannot open. */
  lockedCount: number;
  /** Bulk download offered (visitor spec §6). */
  bulkDownload: boolean;
  /** Staff see the edit menu. */
  canEdit: boolean;
}

export interface DocumentsCardOptions {
  orgId: string;
  /** Main mode: the staff member's permissions (files:download allows downloads). */
  permissions?: readonly Permission[];
  previewingAs?: PreviewingAs;
  accessSource?: AccessSource;
}

/** Whether the viewer may download (not only view) a file outside or inside main mode (admin spec §6). */
export function canDownloadFile(
  view: Pick<PortalView, 'viewer' | 'organization'>,
  file: Pick<ViewFile, 'documentAccessType'>,
  permissions?: readonly Permission[],
): boolean {
  if (view.viewer.mode === 'Main') return !permissions || permissions.includes('files:download');
  return view.organization.documentAccessType !== 'view-only' && file.documentAccessType !== 'view-only';
}

/** Whether bridge letters are offered at all: the plan includes them. */
export function bridgeLettersAvailable(view: Pick<PortalView, 'plan'>): boolean {
  return view.plan.features.includes('bridgeLetter');
}

/** Whether an item offers a generated bridge letter to this viewer. */
export function offersBridgeLetter(view: Pick<PortalView, 'plan'>, item: ViewItem): boolean {
  return !item.locked && !!item.bridgeLetter?.letterEnabled && bridgeLettersAvailable(view);
}

/**
 * The documents card of a product for the view's viewer: one row per card kind holding documents, then the
 * documents card's own (custom) items; the unlocked documents, featured first.
 */
export function documentsCardModel(view: PortalView, productId: string, options: DocumentsCardOptions): DocumentsCardModel {
  const { orgId, previewingAs, accessSource = 'documents-card' } = options;
  const items = view.items.filter((i) => i.productId === productId).sort((a, b) => a.position - b.position);
  const cardOf = (kind: CardKind) => view.cards.find((c) => c.productId === productId && c.kind === kind);
  const cardOrder = (kind: CardKind) => cardOf(kind)?.position ?? Number.MAX_SAFE_INTEGER;
  const featuredOrder = cardOf('documents')?.featuredDocuments ?? [];
  const fileById = new Map(view.files.map((f) => [f.fileId, f]));

  const rows = new Map<string, CardRow>();
  const documents: CardDocument[] = [];
  let lockedCount = 0;
  for (const item of [...items].sort((a, b) => cardOrder(a.cardKind) - cardOrder(b.cardKind) || a.position - b.position)) {
    const files = item.locked ? [] : item.files.map((id) => fileById.get(id)).filter((f): f is ViewFile => !!f);
    const letter = offersBridgeLetter(view, item);
    const count = item.locked ? item.lockedDocumentCount : files.length + (letter ? 1 : 0);
    if (count === 0) continue;
    const custom = item.cardKind === 'documents';
    const rowKey = custom ? `item:${item.itemUid}` : `kind:${item.cardKind}`;
    const card = cardOf(item.cardKind);
    const row = rows.get(rowKey) ?? {
      key: rowKey,
      kind: item.cardKind,
      label: custom ? item.title : card ? cardTitle(card) : CARD_KIND_LABELS[item.cardKind],
      count: 0,
      locked: 0,
      href: custom ? itemPath(view, item) : `#card-${item.cardKind}`,
      custom,
    };
    row.count += count;
    if (item.locked) {
      row.locked += count;
      lockedCount += count;
    }
    rows.set(rowKey, row);

    const featured = featuredOrder.includes(item.itemUid);
    const access = item.publicAccess ? 'public' : 'private';
    const urls = (id: { fileId: string } | { letter: true }) => {
      const base = { orgId, productId, itemUid: item.itemUid, accessSource, previewingAs };
      if ('letter' in id) {
        return {
          viewUrl: bridgeLetterUrl({ ...base, accessType: 'view' }),
          downloadUrl: bridgeLetterUrl({ ...base, accessType: 'download' }),
        };
      }
      return {
        viewUrl: documentUrl({ ...base, fileId: id.fileId, accessType: 'view' }),
        downloadUrl: documentUrl({ ...base, fileId: id.fileId, accessType: 'download' }),
      };
    };
    for (const file of files) {
      documents.push({
        key: `${item.itemUid}:${file.fileId}`,
        fileId: file.fileId,
        itemUid: item.itemUid,
        itemTitle: item.title,
        cardKind: item.cardKind,
        productId,
        name: file.originalName,
        contentType: file.contentType,
        size: file.size,
        ...(file.sha256 ? { sha256: file.sha256 } : {}),
        ...(file.expiry ? { expiry: file.expiry } : {}),
        access,
        featured,
        generated: false,
        canDownload: canDownloadFile(view, file, options.permissions),
        ...urls({ fileId: file.fileId }),
      });
    }
    if (letter) {
      const fileId = bridgeLetterFileId(item.itemUid);
      documents.push({
        key: `${item.itemUid}:${fileId}`,
        fileId,
        itemUid: item.itemUid,
        itemTitle: item.title,
        cardKind: item.cardKind,
        productId,
        name: bridgeLetterName(view.organization.name, item.title),
        contentType: 'application/pdf',
        size: 0,
        access,
        featured,
        generated: true,
        canDownload: canDownloadFile(view, { documentAccessType: 'view-and-download' }, options.permissions),
        ...urls({ letter: true }),
      });
    }
  }

  const rank = (d: CardDocument) => (d.featured ? featuredOrder.indexOf(d.itemUid) : featuredOrder.length);
  const ordered = documents
    .map((d, i) => ({ d, i }))
    .sort((a, b) => rank(a.d) - rank(b.d) || a.i - b.i)
    .map(({ d }) => d);
  const rowList = [...rows.values()].sort((a, b) => Number(a.custom) - Number(b.custom));
  const mode = view.viewer.mode;
  const main = mode === 'Main';
  const member = mode === 'AccountExternal' || (mode === 'Preview' && !!(view.viewer.accountId || view.viewer.permissionProfileId));
  return {
    orgId,
    productId,
    mode,
    rows: rowList,
    documents: ordered,
    lockedCount,
    // Visitor spec §6: an external account with a product, when customization allows it and the account can
    // access items; staff in main mode may use it too.
    bulkDownload: ordered.length > 0 && (main || (member && view.customization.bulkDownloadEnabled)),
    canEdit: main && (!options.permissions || options.permissions.includes('statuspage:edit')),
  };
}

/** Whether both public and private documents are listed: only then the card shows tabs All, Public, Private. */
export function showsAccessTabs(documents: readonly Pick<CardDocument, 'access'>[]): boolean {
  return documents.some((d) => d.access === 'public') && documents.some((d) => d.access === 'private');
}
