/**
 * What the public page shows, derived from a `PortalView`: the sections of a product in their configured
 * order, each with the data it renders, and the static paths of item pages.
 *
 * Pure functions of the view (no Astro, no file system) so they are unit-tested on their own and the `.astro`
 * templates stay markup. Sections that are hidden or effectively empty are left out, as the visitor modes
 * require (visitor spec §2 "Sections appear in a configured order", admin spec §4 "faded when effectively empty").
 */
import {
  CARD_KIND_LABELS,
  SECTION_CARD_KINDS,
  cardTitle,
  countsAsEnabled,
  defaultOverviewText,
  itemPath,
  productPath,
  productPathSegment,
  withScheme,
  type Card,
  type CardKind,
  type PortalView,
  type Product,
  type ProductPage,
  type SectionId,
  type Subprocessor,
  type Topic,
  type TrustedByEntry,
  type ViewFile,
  type ViewItem,
  type ViewKnowledgeBaseEntry,
  DEFAULT_SECTION_ORDER,
  ProductPageSchema,
} from '../../content/index.ts';
import { formatDate } from '../../content/dates.ts';

/** Items a card shows before "View more" (visitor spec §9, admin spec §9). */
export const CARD_ITEMS_SHOWN = 3;
/** Topics per page of the Trust Center Updates card (visitor spec §9). */
export const UPDATES_PAGE_SIZE = 5;
/** Knowledge-base entries shown before "View more". */
export const KB_ENTRIES_SHOWN = 5;

/** A card of the cards grid with its items in display order. */
export interface GridCard {
  card: Card;
  title: string;
  /** All items, in order; the first `CARD_ITEMS_SHOWN` are shown, the rest behind "View more". */
  items: ViewItem[];
}

/** Documents of one card kind (documents card: "one row per card kind with count"). */
export interface DocumentGroup {
  kind: CardKind;
  label: string;
  /** Number of documents, shown or withheld. */
  count: number;
  entries: DocumentEntry[];
}

export interface DocumentEntry {
  item: ViewItem;
  /** Files the visitor may see listed (empty for locked items). */
  files: ViewFile[];
}

export interface SubprocessorColumns {
  purpose: boolean;
  location: boolean;
  additionalDetails: boolean;
}

export interface HelpLink {
  label: string;
  href: string;
}

export type PortalSection =
  | { id: 'overview'; title: string; text: string }
  | { id: 'certifications'; title: string; items: ViewItem[] }
  | { id: 'overview_and_certifications'; title: string; text: string; certifications: ViewItem[] }
  | { id: 'trusted_by'; title: string; entries: TrustedByEntry[] }
  | { id: 'subprocessors'; title: string; rows: Subprocessor[]; columns: SubprocessorColumns }
  | { id: 'documents'; title: string; groups: DocumentGroup[] }
  | { id: 'cards'; title: string; cards: GridCard[] }
  | { id: 'knowledge_base'; title: string; entries: ViewKnowledgeBaseEntry[] }
  | { id: 'updates'; title: string; topics: Topic[] }
  | { id: 'help'; title: string; links: HelpLink[] };

/** The product shown at `/`. */
export function defaultProduct(view: PortalView): Product {
  const product = view.products.find((p) => p.productId === view.space.defaultProductId) ?? view.products[0];
  if (!product) throw new Error('The portal has no product to show.');
  return product;
}

/** The page settings of a product (defaults when the snapshot has none). */
export function productPage(view: PortalView, productId: string): ProductPage {
  return view.pages.find((p) => p.productId === productId) ?? ProductPageSchema.parse({ productId });
}

/** Products that get their own page under `/product/{slug}/` (all but the default one). */
export function productPages(view: PortalView): { product: Product; path: string }[] {
  return view.products.filter((p) => p.productId !== view.space.defaultProductId).map((product) => ({ product, path: productPath(view, product.productId) }));
}

/** Link of an item's page: `/item/{slug}`, or `/product/{product}/{slug}` with several products. */
export function itemHref(view: PortalView, item: Pick<ViewItem, 'productId' | 'slug'>): string {
  return itemPath(view, item);
}

/** Route params of every visible item's page, split by route (`item/[slug]` or `product/[product]/[slug]`). */
export function itemPageParams(view: PortalView): {
  item: { slug: string; item: ViewItem }[];
  product: { product: string; slug: string; item: ViewItem }[];
} {
  const result: ReturnType<typeof itemPageParams> = { item: [], product: [] };
  for (const item of view.items) {
    const segments = itemHref(view, item).split('/').filter(Boolean).map(decodeURIComponent);
    if (segments[0] === 'product' && segments.length === 3) {
      result.product.push({ product: segments[1]!, slug: segments[2]!, item });
    } else {
      result.item.push({ slug: item.slug, item });
    }
  }
  return result;
}

/** The product path segment of a product slug (spaces as plus), as a route param. */
export function productParam(productSlug: string): string {
  return productPathSegment(productSlug);
}

const byPosition = <T extends { position: number }>(a: T, b: T) => a.position - b.position;

/** The card of `kind` for a product, if the viewer may see it. */
export function findCard(view: PortalView, productId: string, kind: CardKind): Card | undefined {
  return view.cards.find((c) => c.productId === productId && c.kind === kind);
}

/** Items of one card in their configured order. */
export function cardItems(view: PortalView, productId: string, kind: CardKind): ViewItem[] {
  return view.items.filter((i) => i.productId === productId && i.cardKind === kind).sort(byPosition);
}

/** Title of an item's card, for item pages and search results. */
export function itemCardTitle(view: PortalView, item: ViewItem): string {
  const card = findCard(view, item.productId, item.cardKind);
  return card ? cardTitle(card) : CARD_KIND_LABELS[item.cardKind];
}

/** Files of an item the visitor may see listed. */
export function itemFiles(view: PortalView, item: ViewItem): ViewFile[] {
  return item.files.map((id) => view.files.find((f) => f.fileId === id)).filter((f): f is ViewFile => !!f);
}

/** The cards grid: every visible card that is not a section of its own, in grid order. */
export function gridCards(view: PortalView, productId: string): GridCard[] {
  const sectionKinds = new Set<CardKind>(SECTION_CARD_KINDS);
  return view.cards
    .filter((c) => c.productId === productId && !sectionKinds.has(c.kind))
    .sort(byPosition)
    .map((card) => ({ card, title: cardTitle(card), items: cardItems(view, productId, card.kind) }));
}

/** Certifications shown in the grid: enabled and in-progress items (not-enabled ones are left out). */
export function certificationItems(view: PortalView, productId: string): ViewItem[] {
  if (!findCard(view, productId, 'certifications')) return [];
  return cardItems(view, productId, 'certifications').filter((i) => countsAsEnabled(i.enabledState));
}

/** Documents card rows: one group per card kind holding documents, then the documents card's own items. */
export function documentGroups(view: PortalView, productId: string): DocumentGroup[] {
  const groups = new Map<CardKind, DocumentGroup>();
  for (const item of view.items.filter((i) => i.productId === productId).sort(byPosition)) {
    const files = item.locked ? [] : itemFiles(view, item);
    const letter = !item.locked && item.bridgeLetter?.letterEnabled ? 1 : 0;
    const count = item.locked ? item.lockedDocumentCount : files.length + letter;
    if (count === 0) continue;
    const group = groups.get(item.cardKind) ?? {
      kind: item.cardKind,
      label: findCard(view, productId, item.cardKind) ? cardTitle(findCard(view, productId, item.cardKind)!) : CARD_KIND_LABELS[item.cardKind],
      count: 0,
      entries: [],
    };
    group.count += count;
    group.entries.push({ item, files });
    groups.set(item.cardKind, group);
  }
  // Custom document items (on the documents card itself) come last, after the per-kind rows.
  return [...groups.values()].sort((a, b) => Number(a.kind === 'documents') - Number(b.kind === 'documents'));
}

/** Subprocessors of a product, and which optional columns have a value in some row. */
export function subprocessorTable(view: PortalView, productId: string): { rows: Subprocessor[]; columns: SubprocessorColumns } {
  const rows = view.subprocessors.filter((s) => s.productId === productId).sort(byPosition);
  const has = (key: keyof SubprocessorColumns) => rows.some((r) => r[key].trim() !== '');
  return { rows, columns: { purpose: has('purpose'), location: has('location'), additionalDetails: has('additionalDetails') } };
}

/** Knowledge-base entries for a product: featured first, then newest first. */
export function knowledgeBaseEntries(view: PortalView, productId: string): ViewKnowledgeBaseEntry[] {
  return view.knowledgeBase
    .filter((e) => e.product_ids.length === 0 || e.product_ids.includes(productId))
    .sort((a, b) => Number(b.favorite_public) - Number(a.favorite_public) || b.date_timestamp - a.date_timestamp);
}

/** Time of a topic's latest update. */
export function topicUpdatedAt(topic: Topic): number {
  return Math.max(0, ...topic.updates.map((u) => u.updatedAt || u.createdAt));
}

/** Trust center update topics: pinned first, then most recently updated. */
export function updateTopics(view: PortalView): Topic[] {
  return view.topics.filter((t) => t.updates.length > 0).sort((a, b) => Number(b.isPinned) - Number(a.isPinned) || topicUpdatedAt(b) - topicUpdatedAt(a));
}

/** Contact support and Report issue, when enabled and they have somewhere to go (visitor spec §6). */
export function helpLinks(view: PortalView): HelpLink[] {
  const { contactSupport, reportIssue, supportMailbox, securityMailbox } = view.customization;
  const target = (action: 'send-email' | 'direct-to-site', mailbox: string, url: string) =>
    action === 'send-email' ? (mailbox.trim() ? `mailto:${mailbox.trim()}` : '') : url.trim() ? withScheme(url) : '';
  const links: HelpLink[] = [];
  if (contactSupport.enabled) {
    const href = target(contactSupport.onClickAction, supportMailbox, contactSupport.supportUrl);
    if (href) links.push({ label: 'Contact support', href });
  }
  if (reportIssue.enabled) {
    const href = target(reportIssue.onClickAction, securityMailbox || supportMailbox, reportIssue.reportUrl);
    if (href) links.push({ label: 'Report issue', href });
  }
  return links;
}

/** The overview text: the product's own, or the default welcome (visitor spec §9). */
export function overviewText(view: PortalView, productId: string, portalTitle: string): string {
  return productPage(view, productId).config.overview.text.trim() || defaultOverviewText(view.organization.name, portalTitle);
}

const SECTION_TITLES: Record<SectionId, string> = {
  overview: 'Overview',
  certifications: 'Certifications',
  overview_and_certifications: 'Overview',
  trusted_by: 'Trusted By',
  subprocessors: 'Subprocessors',
  documents: 'Documents',
  cards: 'Trust areas',
  knowledge_base: 'Knowledge Base',
  updates: 'Trust Center Updates',
  help: 'Help',
};

/**
 * The sections of a product's page in its configured order, leaving out hidden and empty ones.
 * A section id listed twice renders once.
 */
export function portalSections(view: PortalView, productId: string, portalTitle: string): PortalSection[] {
  const page = productPage(view, productId);
  const config = page.config;
  const order = page.sectionOrder.length > 0 ? page.sectionOrder : DEFAULT_SECTION_ORDER;
  const sections: PortalSection[] = [];
  for (const id of new Set(order)) {
    const title = SECTION_TITLES[id];
    switch (id) {
      case 'overview':
        if (!config.overview.hidden) sections.push({ id, title, text: overviewText(view, productId, portalTitle) });
        break;
      case 'certifications': {
        const items = config.certifications.hidden ? [] : certificationItems(view, productId);
        if (items.length > 0) sections.push({ id, title, items });
        break;
      }
      case 'overview_and_certifications': {
        const text = config.overview.hidden ? '' : overviewText(view, productId, portalTitle);
        const certifications = config.certifications.hidden ? [] : certificationItems(view, productId);
        if (text || certifications.length > 0) sections.push({ id, title, text, certifications });
        break;
      }
      case 'trusted_by': {
        const entries = config.trusted_by.hidden ? [] : view.trustedBy.filter((t) => t.productId === productId).sort(byPosition);
        if (entries.length > 0) sections.push({ id, title, entries });
        break;
      }
      case 'subprocessors': {
        const table = subprocessorTable(view, productId);
        if (!config.subprocessors.hidden && table.rows.length > 0) sections.push({ id, title, ...table });
        break;
      }
      case 'documents': {
        const groups = config.documents.hidden || !findCard(view, productId, 'documents') ? [] : documentGroups(view, productId);
        if (groups.length > 0) sections.push({ id, title, groups });
        break;
      }
      case 'cards': {
        const cards = gridCards(view, productId);
        if (cards.length > 0) sections.push({ id, title, cards });
        break;
      }
      case 'knowledge_base': {
        const entries = knowledgeBaseEntries(view, productId);
        if (entries.length > 0) sections.push({ id, title, entries });
        break;
      }
      case 'updates': {
        const topics = updateTopics(view);
        if (topics.length > 0) sections.push({ id, title, topics });
        break;
      }
      case 'help': {
        const links = helpLinks(view);
        if (links.length > 0) sections.push({ id, title, links });
        break;
      }
    }
  }
  return sections;
}

/** "MMMM d, yyyy" (visitor spec §9 update date format), in UTC so a build is the same wherever it runs. */
export { formatDate };
