/**
 * The records of the local search index, derived from the public view only.
 *
 * Every entity a visitor can find becomes one Pagefind custom record (`edge/node/site-build/build-site.ts` adds them with
 * `index.addCustomRecord`), so a knowledge-base entry or an update is a hit of its own rather than a mention on
 * the long home page. The portal pages themselves are indexed from their HTML as "Webpages", without the
 * sections that are records here (see `PAGE_EXCLUDED_SELECTORS`).
 *
 * Input is a `PortalView` — for the public build, `publicView(snapshot)` — so nothing gated can reach the index:
 * a locked item contributes its public title and card only, and private updates and non-public knowledge-base
 * entries are not in the view at all.
 *
 * How entities map to the spec's result types (visitor spec §3; the spec names the types, not the mapping):
 * - Trust Items (`trust_center_content`): items of cards, titled "card title - title" when the two differ;
 * - Controls: items describing a practice carried out on a schedule (a recurrence other than "none"), except on
 *   cards that hold documents or attestations (certifications, reports, policies, legal, questionnaires,
 *   documents), whose recurrence is a renewal date rather than a control;
 * - Facts: subprocessors and the items of the overview card (statements about the organisation);
 * - Documents: each listed file of an item the visitor may open;
 * - FAQs (`knowledge_base`): knowledge-base entries;
 * - Updates (`trust_center_updates`): trust center update topics, with their public messages;
 * - Webpages: the portal pages (HTML, typed by `data-pagefind-filter="type:webpage"`).
 */
import { CARD_KIND_LABELS, ENABLED_STATE_LABELS, cardTitle, itemPath, productPath, type CardKind, type PortalView, type ViewItem } from '../index.ts';
import { canDownloadFile } from '../documents.ts';
import { renderMarkdown } from '../markdown.ts';
import { PRODUCT_FILTER, TYPE_FILTER, type SearchResultType } from './types.ts';

/** A Pagefind custom record (`pagefind` Node API `CustomRecord`). */
export interface SearchRecord {
  url: string;
  content: string;
  language: string;
  meta: Record<string, string>;
  filters: Record<string, string[]>;
}

/** Language of every record; the portal pages are `lang="en"` and one index holds pages and records. */
export const SEARCH_LANGUAGE = 'en';

/**
 * Parts of the portal pages left out of their "Webpages" record because each entry there is a record of its own
 * (Pagefind `excludeSelectors`). Without this, the home page of an organisation with thousands of FAQs would be
 * one huge hit for every query.
 */
export const PAGE_EXCLUDED_SELECTORS = ['#knowledge-base', '#updates', '[data-kb-id]', '[data-topic-id]'];

/** Card kinds whose items are documents or attestations: a recurrence there is a renewal, not a control. */
const DOCUMENT_LIKE_KINDS: ReadonlySet<CardKind> = new Set<CardKind>(['certifications', 'reports', 'policies', 'legal', 'questionnaires', 'documents']);
/** Card kinds whose items are facts about the organisation. */
const FACT_KINDS: ReadonlySet<CardKind> = new Set<CardKind>(['overview']);

/** Longest plain-text explanation, answer or description kept in a record's metadata (the detail panel). */
const META_TEXT_MAX = 600;

/** The search records of a view. Deterministic: the same view gives the same records in the same order. */
export function searchRecords(view: PortalView): SearchRecord[] {
  const allProducts = view.products.map((p) => p.productId);
  const records: SearchRecord[] = [];
  const add = (type: SearchResultType, url: string, productIds: string[], meta: Record<string, string>, ...content: string[]) => {
    const cleanMeta = Object.fromEntries(Object.entries(meta).filter(([, v]) => v !== ''));
    records.push({
      url,
      content: content
        .map((part) => part.trim())
        .filter(Boolean)
        .join('\n'),
      language: SEARCH_LANGUAGE,
      meta: { ...cleanMeta, type },
      filters: { [TYPE_FILTER]: [type], [PRODUCT_FILTER]: productIds },
    });
  };

  for (const item of view.items) {
    const card = view.cards.find((c) => c.productId === item.productId && c.kind === item.cardKind);
    const areaTitle = card ? cardTitle(card) : CARD_KIND_LABELS[item.cardKind];
    const url = itemPath(view, item);
    const explanation = item.locked ? '' : markdownToText(item.explanation);
    add(
      itemType(item),
      url,
      [item.productId],
      {
        title: trustContentTitle(areaTitle, item.title),
        subtitle: areaTitle,
        cardTitle: areaTitle,
        explanation: truncate(explanation, META_TEXT_MAX),
        itemUid: item.itemUid,
      },
      item.title,
      areaTitle,
      ENABLED_STATE_LABELS[item.enabledState],
      item.tags.join(', '),
      explanation,
      item.listEntries.join('\n'),
      item.auditor,
    );
    if (item.locked) continue;
    for (const fileId of item.files) {
      const file = view.files.find((f) => f.fileId === fileId);
      if (!file) continue;
      const contentType = file.type ?? fileFormat(file.contentType, file.originalName);
      add(
        'documents',
        `${url}?file=${encodeURIComponent(file.fileId)}`,
        [item.productId],
        {
          title: item.title,
          subtitle: file.originalName,
          fileId: file.fileId,
          fileName: file.originalName,
          mimeType: file.contentType,
          contentType,
          itemUid: item.itemUid,
          productId: item.productId,
          // The detail panel offers Download only when the file allows it.
          viewOnly: canDownloadFile(view, file) ? '' : 'true',
        },
        item.title,
        file.originalName,
        contentType,
        areaTitle,
        truncate(explanation, META_TEXT_MAX),
      );
    }
  }

  for (const entry of view.knowledgeBase) {
    const products = entry.product_ids.length > 0 ? entry.product_ids.filter((id) => allProducts.includes(id)) : allProducts;
    const home = productPath(view, products[0] ?? view.space.defaultProductId);
    const answer = markdownToText(entry.answer);
    add(
      'knowledge_base',
      `${home}?kbEntry=${encodeURIComponent(entry.objectID)}#knowledge-base`,
      products,
      { title: entry.content, subtitle: 'Knowledge Base', answer: truncate(answer, META_TEXT_MAX * 2), comment: truncate(entry.comment, META_TEXT_MAX) },
      entry.content,
      answer,
      entry.comment,
    );
  }

  for (const topic of view.topics) {
    const updates = [...topic.updates].sort((a, b) => b.createdAt - a.createdAt);
    const latest = updates[0];
    if (!latest) continue;
    const updatedAt = Math.max(...updates.map((u) => u.updatedAt || u.createdAt));
    const messages = updates.map((u) => markdownToText(u.message));
    add(
      'trust_center_updates',
      `/?tcuUid=${encodeURIComponent(topic.id)}`,
      allProducts,
      {
        title: topic.subject,
        subtitle: capitalise(topic.category),
        description: truncate(messages[0] ?? '', META_TEXT_MAX),
        topicId: topic.id,
        category: topic.category,
        updatedAt: String(updatedAt),
      },
      topic.subject,
      ...messages,
    );
  }

  for (const row of view.subprocessors) {
    const details = [row.purpose, row.location].filter((s) => s.trim()).join(' · ');
    add(
      'facts',
      `${productPath(view, row.productId)}?subprocessor=${encodeURIComponent(row.id)}#subprocessors`,
      [row.productId],
      { title: row.company.name, subtitle: 'Subprocessor', explanation: truncate([details, row.additionalDetails].filter(Boolean).join('. '), META_TEXT_MAX) },
      row.company.name,
      'Subprocessor',
      row.purpose,
      row.location,
      row.additionalDetails,
    );
  }
  return records;
}

/** The result type of an item (see the mapping in this module's comment). */
export function itemType(item: Pick<ViewItem, 'cardKind' | 'recurrence'>): SearchResultType {
  if (FACT_KINDS.has(item.cardKind)) return 'facts';
  if (item.recurrence && item.recurrence !== 'none' && !DOCUMENT_LIKE_KINDS.has(item.cardKind)) return 'controls';
  return 'trust_center_content';
}

/** "card title - title" when the two differ, else the title (visitor spec §3). */
export function trustContentTitle(areaTitle: string, title: string): string {
  return areaTitle.trim() && areaTitle.trim().toLowerCase() !== title.trim().toLowerCase() ? `${areaTitle} - ${title}` : title;
}

/** Markdown as plain text: rendered, tags dropped, entities decoded, whitespace collapsed. */
export function markdownToText(source: string): string {
  if (!source.trim()) return '';
  return decodeEntities(renderMarkdown(source).replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A document's format when it has no document type: "PDF", "DOCX" … from the name, else the MIME subtype. */
function fileFormat(mimeType: string, fileName: string): string {
  const extension = /\.([a-z0-9]{1,8})$/i.exec(fileName)?.[1];
  if (extension) return extension.toUpperCase();
  return (mimeType.split('/')[1] ?? mimeType).toUpperCase();
}
