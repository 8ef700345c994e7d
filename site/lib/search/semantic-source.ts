/**
 * The semantic search source (visitor spec §4 "Search backend", §7): the edge's server-side index, for account
 * members (AccountExternal) and staff previewing as an account or permission profile. The edge filters every
 * hit through the viewer's own view; this source only pages through the hits it answered.
 *
 *   GET  /api/share/{orgId}/search/status{preview query}  → { semantic, ai }
 *   POST /api/share/{orgId}/search{preview query}         { query: { term, filters: { product } } } → { result }
 *   POST /api/share/{orgId}/search/answer{preview query}  same payload → { result: { answer, sources } }
 *
 * Requests carry the account session cookie (same origin); the preview query is honoured only for staff.
 */
import {
  SEMANTIC_DEBOUNCE_MS,
  type SearchOptions,
  type SearchPage,
  type SearchResult,
  type SearchResultType,
  type SearchSource,
} from '../../../content/search/types.ts';
import { csrfHeaders } from '../csrf.ts';

/** What the edge says this viewer may use. */
export interface SemanticStatus {
  /** Semantic search is this viewer's backend. */
  semantic: boolean;
  /** AI answers are available to this viewer. */
  ai: boolean;
}

/** An AI answer (visitor spec §3): the text (null: nothing relevant) and the results it was generated from. */
export interface AiAnswerResult {
  answer: string | null;
  sources: SearchResult[];
}

export interface SemanticSearchSourceOptions {
  orgId: string;
  productId: string;
  /** `?permissionProfileId=&accountId=` when previewing (`previewQuery` of `viewer-mode.ts`), else ''. */
  query?: string;
  fetch?: typeof fetch;
}

interface FullPage {
  term: string;
  total: number;
  counts: Partial<Record<SearchResultType, number>>;
  results: SearchResult[];
}

/** Searches remembered per source. */
const CACHE_SIZE = 40;

export class SemanticSearchSource implements SearchSource {
  readonly kind = 'semantic' as const;
  readonly debounceMs = SEMANTIC_DEBOUNCE_MS;
  readonly #options: Required<SemanticSearchSourceOptions>;
  #status: Promise<SemanticStatus> | null = null;
  readonly #pages = new Map<string, Promise<FullPage>>();

  constructor(options: SemanticSearchSourceOptions) {
    this.#options = { query: '', fetch: (...args) => fetch(...args), ...options };
  }

  #url(path: string): string {
    return `/api/share/${encodeURIComponent(this.#options.orgId)}/search${path}${this.#options.query}`;
  }

  /** Whether the edge serves this viewer semantic search and AI answers (asked once; `{false,false}` on failure). */
  status(): Promise<SemanticStatus> {
    this.#status ??= this.#options
      .fetch(this.#url('/status'), { credentials: 'same-origin' })
      .then(async (response) => (response.ok ? ((await response.json()) as SemanticStatus) : { semantic: false, ai: false }))
      .catch(() => ({ semantic: false, ai: false }));
    return this.#status;
  }

  warmUp(): void {
    void this.status();
  }

  async #post<T>(path: string, term: string): Promise<T> {
    const response = await this.#options.fetch(this.#url(path), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', ...csrfHeaders() },
      body: JSON.stringify({ query: { term, filters: { product: this.#options.productId } } }),
    });
    if (!response.ok) throw new Error(`Search answered ${response.status}`);
    return ((await response.json()) as { result: T }).result;
  }

  async search(term: string, { type, offset = 0, limit = 10 }: SearchOptions = {}): Promise<SearchPage> {
    const query = term.trim();
    if (!query) return { term: '', total: 0, counts: {}, results: [] };
    const key = query.toLowerCase();
    let page = this.#pages.get(key);
    if (!page) {
      page = this.#post<FullPage>('', query);
      this.#pages.set(key, page);
      page.catch(() => this.#pages.delete(key));
      if (this.#pages.size > CACHE_SIZE) this.#pages.delete(this.#pages.keys().next().value!);
    }
    const full = await page;
    const hits = type ? full.results.filter((r) => r.type === type) : full.results;
    const start = Math.max(0, offset);
    return {
      term: full.term,
      total: type ? (full.counts[type] ?? hits.length) : full.total,
      counts: full.counts,
      results: hits.slice(start, start + Math.max(0, limit)),
    };
  }

  /** An AI answer to a question, from sources the viewer may see. */
  answer(question: string): Promise<AiAnswerResult> {
    return this.#post<AiAnswerResult>('/answer', question.trim());
  }
}
