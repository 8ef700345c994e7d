/**
 * The search model shared by the build (which writes the local index) and the widget (which reads it), and by
 * every search source the widget can use (visitor spec §2 "Search widget", §3 "Search result").
 *
 * The widget talks only to a {@link SearchSource}. Public mode uses the local source (the static Pagefind index
 * of the public build, `local-source.ts`); account mode will plug in a semantic source backed by the edge
 * (`POST /api/share/{orgId}/search`) behind the same interface.
 */

/** Kinds of search results (visitor spec §3 "Search result … Types"). */
export const SEARCH_RESULT_TYPES = ['documents', 'controls', 'facts', 'knowledge_base', 'trust_center_content', 'trust_center_updates', 'webpage'] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

/** Group label of each result type, as the results list shows it (visitor spec §2). */
export const SEARCH_GROUP_LABELS: Record<SearchResultType, string> = {
  documents: 'Documents',
  controls: 'Controls',
  facts: 'Facts',
  knowledge_base: 'FAQs',
  trust_center_content: 'Trust Items',
  trust_center_updates: 'Updates',
  webpage: 'Webpages',
};

export function isSearchResultType(value: unknown): value is SearchResultType {
  return typeof value === 'string' && (SEARCH_RESULT_TYPES as readonly string[]).includes(value);
}

/** Extra fields a result carries for its detail panel, by type (visitor spec §3). */
export interface SearchResultMetadata {
  /** Documents: the file. */
  fileId?: string;
  fileName?: string;
  mimeType?: string;
  /** Documents: the document type shown as "content type" (e.g. "SOC 2 Report", else the file format). */
  contentType?: string;
  /** Trust items and controls: the trust area card's title and the item's explanation (plain text). */
  cardTitle?: string;
  explanation?: string;
  /** Updates: the latest public message (plain text). */
  description?: string;
  /** Updates: the topic id (`tcuUid`) and category. */
  topicId?: string;
  category?: string;
  /** Updates: time of the latest update (ms). */
  updatedAt?: number;
  /** FAQs: the answer and the comment (the question is the title). */
  answer?: string;
  comment?: string;
  /** Items, documents: the item's uid. */
  itemUid?: string;
  /** Documents: the item's product (the document URL carries it). */
  productId?: string;
  /** Documents: the file may be viewed but not downloaded (no Download button). */
  viewOnly?: boolean;
  /** Documents (semantic source): the matching text, plain (visitor spec §3 `content[0].value`). */
  content?: { value: string }[];
}

/** One search hit (visitor spec §3 "Search result"). */
export interface SearchResult {
  /** Unique within one source. */
  id: string;
  type: SearchResultType;
  /** Which source answered: `local` is the static index (the spec's local fuzzy source), `semantic` the edge. */
  source: 'local' | 'semantic';
  /** "card title - title" for trust center content when the two differ (visitor spec §3). */
  title: string;
  /** A short second line (card, category, file name …). */
  subtitle: string;
  /** Where Open goes: the item's page, `/?tcuUid=` for an update, the section of the home page otherwise. */
  url: string;
  /** Matching text with the matched words wrapped in `<mark>` (HTML-escaped otherwise): the spec's `matches`. */
  excerpt: string;
  metadata: SearchResultMetadata;
}

/** What one search answers. */
export interface SearchPage {
  /** The term the results are for: the typed term, or its correction when the typed one found nothing. */
  term: string;
  /** The typed term, when the results are for a corrected one. */
  correctedFrom?: string;
  /** Number of hits (of the requested type, when one was given). */
  total: number;
  /** Number of hits per type, for the whole query. */
  counts: Partial<Record<SearchResultType, number>>;
  /** Hits `offset … offset + limit - 1`, best first. */
  results: SearchResult[];
}

export interface SearchOptions {
  /** Only results of this type. */
  type?: SearchResultType;
  /** Index of the first hit to return (default 0). */
  offset?: number;
  /** How many hits to return (default 10). */
  limit?: number;
}

/**
 * Where the widget's results come from. Implementations must not throw for "no results" (an empty page); a
 * thrown error means the search failed (the widget shows the spec's failure message).
 */
export interface SearchSource {
  /** `local`: the static index of the public build. `semantic`: the edge, for account members. */
  readonly kind: 'local' | 'semantic';
  /** Debounce before searching while the visitor types (visitor spec §4: 100 ms local, 500 ms semantic). */
  readonly debounceMs: number;
  /** Starts loading whatever the first search needs (called when the widget opens). */
  warmUp?(): void;
  /** Starts loading what a search of `term` needs, as the visitor types it (before the debounce ends). */
  prepare?(term: string): void;
  search(term: string, options?: SearchOptions): Promise<SearchPage>;
}

/** Debounce of the local source (visitor spec §4 and §9). */
export const LOCAL_DEBOUNCE_MS = 100;
/** Debounce of the semantic source (visitor spec §4 and §9). */
export const SEMANTIC_DEBOUNCE_MS = 500;
/** Longest search input (visitor spec §4 and §9). */
export const SEARCH_INPUT_MAX = 512;

/** Normal form of a typed term: trimmed, inner whitespace collapsed. Two terms with the same form are identical. */
export function normaliseTerm(term: string): string {
  return term.trim().replace(/\s+/g, ' ');
}

/** The Pagefind filter holding a record's type, and the one holding the products it belongs to. */
export const TYPE_FILTER = 'type';
export const PRODUCT_FILTER = 'product';
