/**
 * The local search source: the Pagefind index of the public build, searched in the browser (Public mode; the
 * spec's local fuzzy source). Nothing leaves the page, and nothing is fetched until the widget opens.
 *
 * A query is one Pagefind search, as Pagefind's own UI makes it. Its hits are grouped by type and kept to the
 * visitor's product with the record map (`record-map.ts`, fetched with the index), so counts per type, each
 * group's page and the product scope cost no further search and no filter chunk; the fragments the dialog shows
 * first (the best hits and the first entries of each group) are loaded in one go, each once however many pages
 * of the answer show it.
 *
 * While the visitor types, `prepare` loads the index chunks the term being typed needs (as Pagefind's own UI
 * preloads during its debounce), so the search that follows the debounce finds them loaded.
 *
 * A query that finds nothing is corrected over the index's vocabulary (`corrector.ts`): the vocabulary file is
 * fetched the first time that happens, each word no index word starts with is replaced by its nearest words, and
 * up to `MAX_CORRECTED_QUERIES` corrected forms are searched until one finds something. The answer then says
 * which term it is for (`SearchPage.term`, `correctedFrom`).
 */
import { correctQuery, isKnownWord, unmatchedWords } from './corrector.ts';
import { GROUP_ENTRIES_SHOWN } from './grouping.ts';
import { DEFAULT_EXCERPT_LENGTH, startPagefind } from './pagefind-start.ts';
import { RECORD_MAP_FILE, RecordMap } from './record-map.ts';
import {
  LOCAL_DEBOUNCE_MS,
  TYPE_FILTER,
  isSearchResultType,
  type SearchOptions,
  type SearchPage,
  type SearchResult,
  type SearchResultMetadata,
  type SearchResultType,
  type SearchSource,
} from './types.ts';
import { VOCABULARY_FILE, Vocabulary, isCheckedWord, tokenize } from './vocabulary.ts';

/** The parts of Pagefind's browser API (`/pagefind/pagefind.js`) this source uses. */
export interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  /** Loads what a search of `term` needs; for an empty term, the index's metadata and WebAssembly. */
  preload(term: string): Promise<void>;
  search(term: string): Promise<PagefindSearch | null>;
}
export interface PagefindSearch {
  results: PagefindHit[];
}
export interface PagefindHit {
  /** The record's id (the key of the record map). */
  id: string;
  score: number;
  data(): Promise<PagefindFragment>;
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
  /** Where the record map is served (default `/` + `RECORD_MAP_FILE`). */
  recordMapUrl?: string;
  /** Only records of this product (records of every product when absent). */
  productId?: string;
  /** Path of that product's page; links to sections of the home page (`/?…`, `/#…`) open there instead. */
  productPath?: string;
  /** Loads Pagefind's API (default: a dynamic import of `{basePath}pagefind.js`). */
  loadPagefind?: () => Promise<PagefindApi>;
  /** `fetch` for the vocabulary file and the record map (default: the global one). */
  fetch?: typeof fetch;
  /** Words of context around each match in excerpts (Pagefind's `excerptLength`). */
  excerptLength?: number;
}

/** The index, loaded: Pagefind's API and the record map. */
interface Loaded {
  api: PagefindApi;
  map: RecordMap;
}

/** A query's hits in the visitor's product, best first, all and per type. */
interface Resolved {
  term: string;
  correctedFrom?: string;
  hits: PagefindHit[];
  byType: Map<SearchResultType, PagefindHit[]>;
}

/** Queries remembered per source. */
const CACHE_SIZE = 40;
/** Best hits shown first whose matched words are compared with the typed ones (their fragments are loaded anyway). */
const CHECKED_HITS = 5;
/** Words shorter than this are not preloaded while typed: their chunk is seldom the one the finished word needs. */
const PRELOAD_MIN_WORD = 3;

/** A hit's fragment as a result, and the index words it matched: read once per hit. */
interface ReadHit {
  result: SearchResult;
  matched: string[];
}

export class LocalSearchSource implements SearchSource {
  readonly kind = 'local' as const;
  readonly debounceMs = LOCAL_DEBOUNCE_MS;
  readonly #options: Required<Omit<LocalSearchSourceOptions, 'productId' | 'productPath' | 'loadPagefind'>> &
    Pick<LocalSearchSourceOptions, 'productId' | 'productPath' | 'loadPagefind'>;
  #pagefind: Promise<PagefindApi> | null = null;
  #recordMap: Promise<RecordMap> | null = null;
  #vocabulary: Promise<Vocabulary | null> | null = null;
  readonly #resolved = new Map<string, Promise<Resolved>>();
  /**
   * Each hit's fragment, read once: Pagefind works out a fragment's excerpt anew on every `data()` call, and the
   * dialog shows a hit on several pages of its answer (best hits, its group). Read at once into a result, since
   * Pagefind hands every search's hits of one record the same fragment object and rewrites its excerpt.
   */
  readonly #read = new WeakMap<PagefindHit, Promise<ReadHit>>();

  constructor(options: LocalSearchSourceOptions = {}) {
    const basePath = (options.basePath ?? '/pagefind/').replace(/\/?$/, '/');
    this.#options = {
      basePath,
      vocabularyUrl: options.vocabularyUrl ?? `/${VOCABULARY_FILE}`,
      recordMapUrl: options.recordMapUrl ?? `/${RECORD_MAP_FILE}`,
      productId: options.productId,
      productPath: options.productPath,
      loadPagefind: options.loadPagefind,
      fetch: options.fetch ?? ((...args) => fetch(...args)),
      excerptLength: options.excerptLength ?? DEFAULT_EXCERPT_LENGTH,
    };
  }

  warmUp(): void {
    void this.#load().catch(() => {});
  }

  /**
   * Loads the index chunks a search of `term` will need, while the visitor is still typing it; words shorter than
   * `PRELOAD_MIN_WORD` are left to the search. Does nothing before the index has started loading.
   */
  prepare(term: string): void {
    const words = term
      .trim()
      .split(/\s+/)
      .filter((word) => word.length >= PRELOAD_MIN_WORD);
    if (words.length === 0 || !this.#pagefind) return;
    void this.#pagefind.then((api) => api.preload(words.join(' '))).catch(() => {});
  }

  /** Resolves once the index is loaded and can answer (rejects if it cannot load). */
  async ready(): Promise<void> {
    await this.#load();
  }

  async search(term: string, options: SearchOptions = {}): Promise<SearchPage> {
    const { type, offset = 0, limit = 10 } = options;
    const query = term.trim();
    if (!query) return { term: '', total: 0, counts: {}, results: [] };
    const resolved = await this.#resolve(query);
    const hits = type ? (resolved.byType.get(type) ?? []) : resolved.hits;
    const slice = hits.slice(Math.max(0, offset), Math.max(0, offset) + Math.max(0, limit));
    const results = await Promise.all(slice.map(async (hit) => onProductPage((await this.#readHit(hit)).result, this.#options.productPath)));
    const counts: Partial<Record<SearchResultType, number>> = {};
    for (const [hitType, list] of resolved.byType) counts[hitType] = list.length;
    return {
      term: resolved.term,
      ...(resolved.correctedFrom ? { correctedFrom: resolved.correctedFrom } : {}),
      total: hits.length,
      counts,
      results,
    };
  }

  #load(): Promise<Loaded> {
    // Each part is remembered once loading starts; a failed one is forgotten, so the next search tries it again.
    if (!this.#pagefind) {
      const loading = this.#loadPagefind();
      this.#pagefind = loading;
      loading.catch(() => {
        if (this.#pagefind === loading) this.#pagefind = null;
      });
    }
    if (!this.#recordMap) {
      const loading = this.#loadRecordMap();
      this.#recordMap = loading;
      loading.catch(() => {
        if (this.#recordMap === loading) this.#recordMap = null;
      });
    }
    return Promise.all([this.#pagefind, this.#recordMap]).then(([api, map]) => ({ api, map }));
  }

  async #loadPagefind(): Promise<PagefindApi> {
    const load = this.#options.loadPagefind ?? (() => import(/* @vite-ignore */ `${this.#options.basePath}pagefind.js`) as Promise<PagefindApi>);
    const api = await load();
    // Started once per loaded module, by whichever asks first (the header's launcher starts it ahead).
    await startPagefind(api, { basePath: this.#options.basePath, excerptLength: this.#options.excerptLength });
    return api;
  }

  async #loadRecordMap(): Promise<RecordMap> {
    const response = await this.#options.fetch(this.#options.recordMapUrl);
    if (!response.ok) throw new Error(`The search record map could not be loaded (${response.status}).`);
    return RecordMap.fromJson(await gunzipText(new Uint8Array(await response.arrayBuffer())));
  }

  /** One Pagefind search's hits in the visitor's product, all and per type. */
  async #hits(term: string): Promise<Omit<Resolved, 'term' | 'correctedFrom'>> {
    const { api, map } = await this.#load();
    const search = await api.search(term);
    const productId = this.#options.productId;
    const hits = (search?.results ?? []).filter((hit) => !productId || map.inProduct(hit.id, productId));
    const byType = new Map<SearchResultType, PagefindHit[]>();
    for (const hit of hits) {
      const type = map.typeOf(hit.id);
      const list = byType.get(type);
      if (list) list.push(hit);
      else byType.set(type, [hit]);
    }
    return { hits, byType };
  }

  /**
   * The search a query stands for. Pagefind answers exact words, prefixes and stems — and also index words that
   * are only a prefix of a typed word ("can" for "canary"). So when a search finds nothing, or its best hits
   * matched nothing related to some typed word, the vocabulary decides: words it knows are kept, unknown words are
   * corrected, and a query whose unknown words cannot be corrected finds nothing rather than look-alikes.
   *
   * The check reads the best of the hits the search dialog shows first (the first entries of each type's group,
   * the best hit among them), whose fragments are all loaded in one round of requests.
   */
  #resolve(query: string): Promise<Resolved> {
    return remember(this.#resolved, query.toLowerCase(), async () => {
      const found = await this.#hits(query);
      if (found.hits.length > 0) {
        const shownFirst = new Set([...found.byType.values()].flatMap((list) => list.slice(0, GROUP_ENTRIES_SHOWN)));
        const checked = found.hits.filter((hit) => shownFirst.has(hit)).slice(0, CHECKED_HITS);
        const [top] = await Promise.all([
          Promise.all(checked.map((hit) => this.#readHit(hit))),
          Promise.allSettled([...shownFirst].map((hit) => this.#readHit(hit))),
        ]);
        const matched = top.flatMap((read) => read.matched);
        if (unmatchedWords(tokenize(query), matched).length === 0) return { term: query, ...found };
      }
      const vocabulary = await this.#loadVocabulary();
      if (!vocabulary) return { term: query, ...found }; // cannot tell: Pagefind's answer as it is
      if (
        tokenize(query)
          .filter(isCheckedWord)
          .every((word) => isKnownWord(word, vocabulary))
      )
        return { term: query, ...found };
      for (const corrected of correctQuery(query, vocabulary)) {
        const retry = await this.#hits(corrected.term);
        if (retry.hits.length > 0) return { term: corrected.term, correctedFrom: query, ...retry };
      }
      return { term: query, hits: [], byType: new Map() };
    });
  }

  /** `hit`'s fragment as a result and its matched words, read once (a failed read is tried again next time). */
  #readHit(hit: PagefindHit): Promise<ReadHit> {
    let read = this.#read.get(hit);
    if (!read) {
      read = hit.data().then((fragment) => ({ result: toResult(fragment), matched: matchedWords(fragment) }));
      this.#read.set(hit, read);
      read.catch(() => this.#read.delete(hit));
    }
    return read;
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

/**
 * `result` as seen from the page at `productPath`: a link to a section of the home page (an organisation-wide
 * FAQ `/?kbEntry=…`, an update `/?tcuUid=…`) opens the same section on that product's page, which has it too,
 * rather than take the visitor to another product.
 */
export function onProductPage(result: SearchResult, productPath: string | undefined): SearchResult {
  if (!productPath || productPath === '/' || !/^\/[?#]/.test(result.url)) return result;
  return { ...result, url: `${productPath}${result.url.slice(1)}` };
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
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('gzip'));
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
