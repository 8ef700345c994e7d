/**
 * The documents card (admin spec §2 item 12, §9): one row per card kind holding documents, with its count, plus
 * the documents card's own (custom) document items, featured ones first; locked rows for gated documents; tabs
 * All / Public / Private only when both public and private documents exist; 9 rows on small screens and 12
 * otherwise before "View more".
 */
import type { CardKind, ViewItem } from '../../content/index.ts';
import type { DocumentEntry, DocumentGroup } from './portal.ts';

/** Rows shown before "View more" on small screens and on larger ones (admin spec §9). */
export const DOCUMENT_ROWS_SHOWN_SMALL = 9;
export const DOCUMENT_ROWS_SHOWN = 12;
/** Expand and collapse animation (admin spec §9: 500 ms in, 600 ms out). */
export const DOCUMENTS_EXPAND_MS = 500;
export const DOCUMENTS_COLLAPSE_MS = 600;

export type DocumentsTab = 'all' | 'public' | 'private';
export const DOCUMENTS_TAB_LABELS: Record<DocumentsTab, string> = { all: 'All', public: 'Public', private: 'Private' };

/** One row of the card: a card kind's documents, or one document item of the documents card itself. */
export interface DocumentRow {
  key: string;
  kind: CardKind;
  /** The kind's card title, or the document item's title. */
  label: string;
  /** Documents in this row (listed or withheld). */
  count: number;
  /** Every document of the row is withheld: the row shows a padlock. */
  locked: boolean;
  /** The items behind the row (several for a kind row, one for a document item). */
  entries: DocumentEntry[];
  /** Set for a document item's own row. */
  item?: ViewItem;
}

/** Documents of one entry: withheld ones of a locked item, or its listed files plus a bridge letter. */
export function entryDocumentCount(entry: DocumentEntry): number {
  if (entry.item.locked) return entry.item.lockedDocumentCount;
  return entry.files.length + (entry.item.bridgeLetter?.letterEnabled ? 1 : 0);
}

const inTab = (entry: DocumentEntry, tab: DocumentsTab) => tab === 'all' || (tab === 'private') === entry.item.locked;

/** The tabs to offer: all three when both public and private documents exist, otherwise none. */
export function documentTabs(groups: DocumentGroup[]): DocumentsTab[] {
  const entries = groups.flatMap((g) => g.entries);
  const hasPublic = entries.some((e) => !e.item.locked);
  const hasPrivate = entries.some((e) => e.item.locked);
  return hasPublic && hasPrivate ? ['all', 'public', 'private'] : [];
}

/**
 * The rows of one tab: a row per card kind (in the groups' order), then the documents card's own items with the
 * featured ones first in their featured order.
 */
export function documentRows(groups: DocumentGroup[], tab: DocumentsTab, featured: readonly string[] = []): DocumentRow[] {
  const rows: DocumentRow[] = [];
  const own: DocumentRow[] = [];
  for (const group of groups) {
    const entries = group.entries.filter((e) => inTab(e, tab));
    if (entries.length === 0) continue;
    if (group.kind === 'documents') {
      for (const entry of entries) {
        own.push({ key: `item-${entry.item.itemUid}`, kind: group.kind, label: entry.item.title, count: entryDocumentCount(entry), locked: entry.item.locked, entries: [entry], item: entry.item });
      }
      continue;
    }
    rows.push({
      key: `kind-${group.kind}`,
      kind: group.kind,
      label: group.label,
      count: entries.reduce((sum, e) => sum + entryDocumentCount(e), 0),
      locked: entries.every((e) => e.item.locked),
      entries,
    });
  }
  const rank = (row: DocumentRow) => {
    const index = featured.indexOf(row.item!.itemUid);
    return index < 0 ? featured.length : index;
  };
  own.sort((a, b) => rank(a) - rank(b));
  return [...rows, ...own];
}

/** A row count as text: "1 document", "3 documents". */
export function documentCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'document' : 'documents'}`;
}
