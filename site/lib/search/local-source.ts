/**
 * The local search source: the Pagefind index of the public build, searched in the browser (Public mode; the
 * spec's local fuzzy source). Nothing leaves the page, and nothing is fetched until the widget opens.
 *
 * A query that finds nothing is corrected over the index's vocabulary (`corrector.ts`): the vocabulary file is
 * fetched the first time that happens, each word no index word starts with is replaced by its nearest words, and
 * up to `MAX_CORRECTED_QUERIES` corrected forms are searched until one finds something. The answer then says
 * which term it is for (`SearchPage.term`, `correctedFrom`).
 */
import { correctQuery, isKnownWord, unmatchedWords } from './corrector.ts';
import {
  LOCAL_DEBOUNCE_MS,
  PRODUCT_FILTER,
  TYPE_FILTER,
  isSearchResultType,
  type SearchOptions,
  type SearchPage,
  type SearchResult,
  type SearchResultMetadata,
  type SearchResultType,
  type SearchSource,
} from './types.ts';
import { VOCABULARY_FILE, Vocabulary, isWord, tokenize } from './vocabulary.ts';

/** The parts of Pagefind's browser API (`/pagefind/pagefind.js`) this source uses. */
export interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(term: string, options?: { filters?: Record<string, string | string[]> }): Promise<PagefindSearch | null>;
  filters(): Promise<Record<string, Record<string, number>>>;
}
export interface PagefindSearch {
  results: { id: string; score: number; data(): Promise<PagefindFragment> }[];
  filters?: Record<string, Record<string, number>>;
}
export interface PagefindFragment {
  url: string;
  raw_url?: string;
  excerpt: string;
  content: string;
  /** Positions (whitespace-separated words of `content`) of the words the search matched. */
  locations?: number[];
  meta: Record<string, string | undefined>;
  filters?: Record<string, string[]>;
}

export interface LocalSearchSourceOptions {
  /** Where the index is served (default `/pagefind/`). */
  basePath?: string;
  /** Where the vocabulary file is served (default `/` + `VOCABULARY_FILE`). */
  vocabularyUrl?: string;
  /** Only records of this product (records of every product when absent). */
  productId?: string;
  /** Loads Pagefind's API (default: a dynamic import of `{basePath}pagefind.js`). */
  loadPagefind?: () => Promise<PagefindApi>;
  /** `fetch` for the vocabulary file (default: the global one). */
  fetch?: typeof fetch;
  /** Words of context around each match in excerpts (Pagefind's `excerptLength`). */
  excerptLength?: number;
}

interface Resolved {
  term: string;
  correctedFrom?: string;
  search: PagefindSearch | null;
}

/** Searches remembered per source (resolved terms and per-type searches). */
const CACHE_SIZE = 40;
/** Best hits whose matched words are compared with the typed ones (their fragments are shown anyway). */
const CHECKED_HITS = 5;

export class LocalSearchSource implements SearchSource {
  readonly kind = 'local' as const;
  readonly debounceMs = LOCAL_DEBOUNCE_MS;
  readonly #options: Required<Omit<LocalSearchSourceOptions, 'productId' | 'loadPagefind'>> & Pick<LocalSearchSourceOptions, 'productId' | 'loadPagefind'>;
  #pagefind: Promise<PagefindApi> | null = null;
  #vocabulary: Promise<Vocabulary | null> | null = null;
  readonly #resolved = new Map<string, Promise<Resolved>>();
  readonly #typed = new Map<string, Promise<PagefindSearch | null>>();

  constructor(options: LocalSearchSourceOptions = {}) {
    const basePath = (options.basePath ?? '/pagefind/').replace(/\/?$/, '/');
    this.#options = {
      basePath,
      vocabularyUrl: options.vocabularyUrl ?? `/${VOCABULARY_FILE}`,
      productId: options.productId,
      loadPagefind: options.loadPagefind,
      fetch: options.fetch ?? ((...args) => fetch(...args)),
      excerptLength: options.excerptLength ?? 24,
    };
  }

  warmUp(): void {
    void this.#api().catch(() => {});
  }

  /** Resolves once the index is loaded and can answer (rejects if it cannot load). */
  async ready(): Promise<void> {
    await this.#api();
  }

  async search(term: string, options: SearchOptions = {}): Promise<SearchPage> {
    const { type, offset = 0, limit = 10 } = options;
    const query = term.trim();
    if (!query) return { term: '', total: 0, counts: {}, results: [] };
    const resolved = await this.#resolve(query);
    const base = resolved.search;
    const counts = countsOf(base);
    const list = type ? await this.#searchType(resolved.term, type, base) : base;
    const hits = list?.results ?? [];
    const slice = hits.slice(Math.max(0, offset), Math.max(0, offset) + Math.max(0, limit));
    const results = await Promise.all(slice.map(async (hit) => toResult(await hit.data())));
    return {
      term: resolved.term,
      ...(resolved.correctedFrom ? { correctedFrom: resolved.correctedFrom } : {}),
      total: hits.length,
      counts,
      results,
    };
  }

  #api(): Promise<PagefindApi> {
    this.#pagefind ??= (async () => {
      const load = this.#options.loadPagefind ?? (() => import(/* @vite-ignore */ `${this.#options.basePath}pagefind.js`) as Promise<PagefindApi>);
      const api = await load();
      // On the main thread: a search takes milliseconds, and a worker would cost its own script and start-up first.
      await api.options({ basePath: this.#options.basePath, excerptLength: this.#options.excerptLength, noWorker: true });
      await api.init();
      // Loads the filter index so that every search answers its hit counts per type.
      await api.filters();
      return api;
    })();
    // A failed load is not remembered: the next search tries again.
    this.#pagefind.catch(() => {
      this.#pagefind = null;
    });
    return this.#pagefind;
  }

  #filters(type?: SearchResultType): Record<string, string> {
    const filters: Record<string, string> = {};
    if (this.#options.productId) filters[PRODUCT_FILTER] = this.#options.productId;
    if (type) filters[TYPE_FILTER] = type;
    return filters;
  }

  /**
   * The search a query stands for. Pagefind answers exact words, prefixes and stems — and also index words that
   * are only a prefix of a typed word ("can" for "canary"). So when a search finds nothing, or its best hits
   * matched nothing related to some typed word, the vocabulary decides: words it knows are kept, unknown words are
   * corrected, and a query whose unknown words cannot be corrected finds nothing rather than look-alikes.
   */
  #resolve(query: string): Promise<Resolved> {
    return remember(this.#resolved, query.toLowerCase(), async () => {
      const api = await this.#api();
      const search = await api.search(query, { filters: this.#filters() });
      const hits = search?.results ?? [];
      if (hits.length > 0) {
        const top = await Promise.all(hits.slice(0, CHECKED_HITS).map((hit) => hit.data()));
        if (unmatchedWords(tokenize(query), top.flatMap(matchedWords)).length === 0) return { term: query, search };
      }
      const vocabulary = await this.#loadVocabulary();
      if (!vocabulary) return { term: query, search }; // cannot tell: Pagefind's answer as it is
      if (tokenize(query).filter(isWord).every((word) => isKnownWord(word, vocabulary))) return { term: query, search };
      for (const corrected of correctQuery(query, vocabulary)) {
        const retry = await api.search(corrected.term, { filters: this.#filters() });
        if (retry && retry.results.length > 0) return { term: corrected.term, correctedFrom: query, search: retry };
      }
      return { term: query, search: null };
    });
  }

  async #searchType(term: string, type: SearchResultType, base: PagefindSearch | null): Promise<PagefindSearch | null> {
    if (!base || (countsOf(base)[type] ?? 0) === 0) return null;
    return remember(this.#typed, `${type}\u0000${term.toLowerCase()}`, async () => {
      const api = await this.#api();
      return api.search(term, { filters: this.#filters(type) });
    });
  }

  /** The vocabulary, fetched once; `null` when it cannot be loaded (the search then goes on uncorrected). */
  #loadVocabulary(): Promise<Vocabulary | null> {
    this.#vocabulary ??= (async () => {
      try {
        const response = await this.#options.fetch(this.#options.vocabularyUrl);
        if (!response.ok) return null;
        return Vocabulary.fromJson(await gunzipText(new Uint8Array(await response.arrayBuffer())));
      } catch {
        return null;
      }
    })();
    return this.#vocabulary;
  }
}

/** The index words a hit matched, lowercase. */
function matchedWords(fragment: PagefindFragment): string[] {
  const words = fragment.content.split(/\s+/);
  return (fragment.locations ?? []).flatMap((at) => tokenize(words[at] ?? '').slice(0, 1));
}

/** Hit counts per type of a search (Pagefind's filter counts, zeros left out). */
function countsOf(search: PagefindSearch | null): Partial<Record<SearchResultType, number>> {
  const counts: Partial<Record<SearchResultType, number>> = {};
  for (const [type, count] of Object.entries(search?.filters?.[TYPE_FILTER] ?? {})) {
    if (isSearchResultType(type) && count > 0) counts[type] = count;
  }
  return counts;
}

/** A Pagefind record as a search result. */
export function toResult(fragment: PagefindFragment): SearchResult {
  const meta = fragment.meta;
  const declared = meta.type ?? fragment.filters?.[TYPE_FILTER]?.[0];
  const type: SearchResultType = isSearchResultType(declared) ? declared : 'webpage';
  const url = fragment.url || fragment.raw_url || '/';
  const text = (key: string) => meta[key]?.trim() || undefined;
  const metadata: SearchResultMetadata = {
    fileId: text('fileId'),
    fileName: text('fileName'),
    mimeType: text('mimeType'),
    contentType: text('contentType'),
    cardTitle: text('cardTitle'),
    explanation: text('explanation'),
    description: text('description'),
    topicId: text('topicId'),
    category: text('category'),
    updatedAt: meta.updatedAt ? Number(meta.updatedAt) || undefined : undefined,
    answer: text('answer'),
    comment: text('comment'),
    itemUid: text('itemUid'),
    productId: text('productId'),
    viewOnly: meta.viewOnly === 'true' ? true : undefined,
  };
  for (const key of Object.keys(metadata) as (keyof SearchResultMetadata)[]) if (metadata[key] === undefined) delete metadata[key];
  return {
    id: fragment.raw_url || url,
    type,
    source: 'local',
    title: text('title') ?? url,
    subtitle: text('subtitle') ?? '',
    url,
    excerpt: fragment.excerpt ?? '',
    metadata,
  };
}

/** Bytes that may be gzip-compressed (a server may already have decoded them) as UTF-8 text. */
async function gunzipText(bytes: Uint8Array): Promise<string> {
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return new TextDecoder().decode(bytes);
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(stream).text();
}

/** `map.get(key)`, else `make()` stored under `key`; the oldest entry goes when the map is full; failures are forgotten. */
function remember<T>(map: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  const known = map.get(key);
  if (known) return known;
  const made = make();
  map.set(key, made);
  made.catch(() => map.delete(key));
  if (map.size > CACHE_SIZE) map.delete(map.keys().next().value!);
  return made;
}
