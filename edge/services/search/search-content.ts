/**
 * One semantic search (visitor spec §3 "Search result", §7 `POST {search base}/search`): the live index queried
 * with BM25, typo tolerance and prefixes, every hit filtered through the asking viewer's own records
 * (`viewFor(snapshot, viewer)`, see `records.ts`), shaped as the widget's `SearchResult`.
 */
import { viewFor, type Viewer } from '../../../content/policy.ts';
import { toResult } from '../../../content/search/local-source.ts';
import { PRODUCT_FILTER, type SearchResult, type SearchResultType } from '../../../content/search/types.ts';
import { cosine } from './embeddings.ts';
import { identifiedRecords, type IdentifiedRecord } from './records.ts';
import type { LiveSearch } from './search-index.ts';
import { termOf, words } from './text.ts';

/** A semantic hit: a search result with the words it matched (the spec's `matches`) and its score. */
export interface SemanticResult extends SearchResult {
  source: 'semantic';
  matches: string[];
  score: number;
}

export interface SemanticPage {
  term: string;
  total: number;
  counts: Partial<Record<SearchResultType, number>>;
  results: SemanticResult[];
}

/** Most hits one search answers (the widget pages through them itself). */
export const MAX_SEMANTIC_RESULTS = 100;
/** Words of context before and after the first match in an excerpt. */
const EXCERPT_BEFORE = 10;
const EXCERPT_AFTER = 22;

/** The records a viewer may find, by id (remembered per live index and viewer). */
const viewerRecords = new WeakMap<LiveSearch, Map<string, Promise<Map<string, IdentifiedRecord>>>>();

function viewerKey(viewer: Viewer): string {
  return JSON.stringify([
    viewer.mode,
    'accountId' in viewer ? (viewer.accountId ?? '') : '',
    'permissionProfileId' in viewer ? (viewer.permissionProfileId ?? '') : '',
  ]);
}

/** The viewer's own records: the only ids a search may return to them. */
export function recordsOfViewer(live: LiveSearch, viewer: Viewer): Promise<Map<string, IdentifiedRecord>> {
  const perLive = viewerRecords.get(live) ?? new Map<string, Promise<Map<string, IdentifiedRecord>>>();
  viewerRecords.set(live, perLive);
  const key = viewerKey(viewer);
  let records = perLive.get(key);
  if (!records) {
    records = identifiedRecords(viewFor(live.snapshot, viewer)).then((list) => new Map(list.map((r) => [r.id, r])));
    perLive.set(key, records);
    if (perLive.size > 50) perLive.delete(perLive.keys().next().value!);
  }
  return records;
}

/** Typo tolerance per query term: none for short words, one edit from four letters, two from seven. */
function fuzziness(term: string): number | false {
  if (term.length >= 7) return 2;
  if (term.length >= 4) return 1;
  return false;
}

export interface SearchViewerOptions {
  live: LiveSearch;
  viewer: Viewer;
  term: string;
  /** Only records of this product. */
  productId: string;
  limit?: number;
  /** The query's embedding, when the index has vectors: hits then combine BM25 and cosine similarity. */
  queryVector?: Float32Array;
}

/** Cosine similarity below which a record is not related to the query at all. */
export const VECTOR_FLOOR = 0.2;
/** Cosine similarity a record needs to be a hit on its vector alone (no word in common with the query). */
export const VECTOR_ONLY_MIN = 0.5;
/** Weight of the vector similarity in a hybrid score (the rest is BM25, both scaled to 0…1). */
const VECTOR_WEIGHT = 0.4;

interface Scored {
  id: string;
  score: number;
  terms: string[];
}

/** Searches the live index for a viewer: only records of their view, of the product, best first. */
export async function searchForViewer({
  live,
  viewer,
  term,
  productId,
  limit = MAX_SEMANTIC_RESULTS,
  queryVector,
}: SearchViewerOptions): Promise<SemanticPage> {
  const query = term.trim();
  if (!query) return { term: '', total: 0, counts: {}, results: [] };
  const allowed = await recordsOfViewer(live, viewer);
  const inProduct = (record: IdentifiedRecord) => (record.filters[PRODUCT_FILTER] ?? []).includes(productId);
  const hits = live.index.search(query, {
    boost: { title: 2 },
    fuzzy: (t) => fuzziness(t),
    prefix: (t) => t.length >= 3,
    combineWith: 'OR',
    // The permission filter: a hit is kept only when the viewer's own view holds exactly this record.
    filter: (hit) => {
      const record = allowed.get(hit.id as string);
      return !!record && inProduct(record);
    },
  });
  let scored: Scored[] = hits.map((h) => ({ id: h.id as string, score: h.score, terms: h.terms }));
  if (queryVector && live.vectors) scored = hybrid(scored, queryVector, live.vectors.byId, allowed, inProduct);
  const counts: Partial<Record<SearchResultType, number>> = {};
  const results: SemanticResult[] = [];
  for (const hit of scored) {
    const record = allowed.get(hit.id as string)!;
    const type = record.meta.type as SearchResultType;
    counts[type] = (counts[type] ?? 0) + 1;
    if (results.length >= limit) continue;
    const matched = new Set(hit.terms);
    const base = toResult({
      url: record.url,
      excerpt: excerptOf(record.content, matched),
      content: record.content,
      meta: record.meta,
      filters: record.filters,
    });
    // A document carries its matching text, plain (visitor spec §3 `metadata.content[0].value`).
    if (type === 'documents') base.metadata.content = [{ value: plainExcerpt(record.content, matched) }];
    results.push({
      ...base,
      id: `${type}|${record.url}`,
      source: 'semantic',
      matches: matchedWords(record, matched),
      score: Math.round(hit.score * 1000) / 1000,
    });
  }
  return { term: query, total: scored.length, counts, results };
}

/**
 * BM25 hits and vector neighbours in one ranking: each score is scaled to 0…1 (BM25 by the best hit, cosine from
 * `VECTOR_FLOOR`) and mixed; a record with no word of the query joins when its similarity reaches
 * `VECTOR_ONLY_MIN`. Only the viewer's own records of the product are considered, as for BM25.
 */
function hybrid(
  hits: Scored[],
  queryVector: Float32Array,
  vectors: ReadonlyMap<string, Float32Array>,
  allowed: ReadonlyMap<string, IdentifiedRecord>,
  inProduct: (record: IdentifiedRecord) => boolean,
): Scored[] {
  const best = Math.max(0, ...hits.map((h) => h.score)) || 1;
  const similarity = (id: string) => {
    const v = vectors.get(id);
    return v ? Math.max(0, (cosine(queryVector, v) - VECTOR_FLOOR) / (1 - VECTOR_FLOOR)) : 0;
  };
  const byId = new Map<string, Scored>(hits.map((h) => [h.id, { ...h, score: (1 - VECTOR_WEIGHT) * (h.score / best) + VECTOR_WEIGHT * similarity(h.id) }]));
  const minimum = (VECTOR_ONLY_MIN - VECTOR_FLOOR) / (1 - VECTOR_FLOOR);
  for (const [id, record] of allowed) {
    if (byId.has(id) || !inProduct(record)) continue;
    const sim = similarity(id);
    if (sim >= minimum) byId.set(id, { id, score: VECTOR_WEIGHT * sim, terms: [] });
  }
  return [...byId.values()].sort((a, b) => b.score - a.score);
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

function isMatch(token: string, matched: ReadonlySet<string>): boolean {
  const words_ = words(token);
  return words_.some((w) => {
    const t = termOf(w);
    return !!t && matched.has(t);
  });
}

/** Text around the first matched word, HTML-escaped, matched words in `<mark>`. */
export function excerptOf(content: string, matched: ReadonlySet<string>): string {
  const tokens = content.split(/\s+/).filter(Boolean);
  const first = Math.max(
    0,
    tokens.findIndex((t) => isMatch(t, matched)),
  );
  const start = Math.max(0, first - EXCERPT_BEFORE);
  const end = Math.min(tokens.length, first + EXCERPT_AFTER);
  const body = tokens
    .slice(start, end)
    .map((t) => (isMatch(t, matched) ? `<mark>${escapeHtml(t)}</mark>` : escapeHtml(t)))
    .join(' ');
  return `${start > 0 ? '… ' : ''}${body}${end < tokens.length ? ' …' : ''}`;
}

/** The words of `content` around the first matched one, as plain text. */
function plainExcerpt(content: string, matched: ReadonlySet<string>): string {
  const tokens = content.split(/\s+/).filter(Boolean);
  const first = Math.max(
    0,
    tokens.findIndex((t) => isMatch(t, matched)),
  );
  const start = Math.max(0, first - EXCERPT_BEFORE);
  return tokens.slice(start, first + EXCERPT_AFTER).join(' ');
}

/** The distinct words of a record (title and content) that the search matched. */
function matchedWords(record: IdentifiedRecord, matched: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const w of words(`${record.meta.title ?? ''} ${record.content}`)) {
    const t = termOf(w);
    if (t && matched.has(t)) found.add(w);
    if (found.size >= 10) break;
  }
  return [...found];
}
