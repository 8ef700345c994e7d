/**
 * The server-side search index of a revision (MiniSearch: BM25 ranking, typo tolerance, prefix matching) over the
 * records of every kind of viewer (`records.ts`) — restricted and hidden items, every knowledge-base level,
 * private updates. It is never part of the static build: it lives in the blob store beside the organisation's
 * files (`orgs/<orgId>/search/r<N>.json`), written when a revision is published and rebuilt from the live
 * revision when it is missing (a Worker publishing through a deploy hook, a rollback, an older data folder).
 * Parsed indexes are kept in memory per database, organisation and revision.
 */
import MiniSearch, { type Options } from 'minisearch';
import { and, desc, eq } from 'drizzle-orm';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import { orgPrefix } from '../../blobs/keys.ts';
import { readBlobBytes, type BlobStore } from '../../blobs/types.ts';
import { revisions } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import { appError } from '../../errors.ts';
import { readRevisionSnapshot } from '../revisions/read-revision.ts';
import { embedTexts, type EmbeddingsConfig } from './embeddings.ts';
import { allRecords } from './records.ts';
import { termOf, words } from './text.ts';

/** Version of the stored format; a stored index of another version is rebuilt. */
export const SEARCH_INDEX_FORMAT = 1;

interface IndexedDoc {
  id: string;
  title: string;
  content: string;
}

/** The index options: both building and loading need the same ones. */
export const INDEX_OPTIONS: Options<IndexedDoc> = {
  idField: 'id',
  fields: ['title', 'content'],
  tokenize: (text) => words(text),
  processTerm: (term) => termOf(term),
};

/** Blob key of a revision's index. */
export function searchIndexKey(orgId: string, revision: number): string {
  return `${orgPrefix(orgId)}search/r${revision}.json`;
}

/** Embeddings of the records (optional), by record id, with the model that made them. */
export interface SearchVectors {
  model: string;
  byId: Map<string, Float32Array>;
}

/** A revision's search data: the BM25 index and, when an embeddings endpoint is configured, the vectors. */
export interface SearchData {
  index: MiniSearch<IndexedDoc>;
  vectors?: SearchVectors;
}

/** Builds the index of a snapshot. */
export async function buildSearchIndex(snapshot: Snapshot): Promise<MiniSearch<IndexedDoc>> {
  return (await buildSearchData(snapshot)).index;
}

/** Builds the index of a snapshot, and its vectors when `embeddings` is given. @throws when the endpoint fails. */
export async function buildSearchData(snapshot: Snapshot, embeddings?: EmbeddingsConfig, doFetch?: typeof fetch): Promise<SearchData> {
  const index = new MiniSearch<IndexedDoc>(INDEX_OPTIONS);
  const records = await allRecords(snapshot);
  index.addAll(records.map((r) => ({ id: r.id, title: r.meta.title ?? '', content: r.content })));
  if (!embeddings) return { index };
  const vectors = await embedTexts(
    embeddings,
    records.map((r) => `${r.meta.title ?? ''}\n${r.content}`),
    doFetch,
  );
  return { index, vectors: { model: embeddings.model, byId: new Map(records.map((r, i) => [r.id, vectors[i]!])) } };
}

/** The stored form of an index (and its vectors). */
export function serializeSearchIndex(index: MiniSearch<IndexedDoc>, revision: number, vectors?: SearchVectors): string {
  const stored: Record<string, unknown> = { format: SEARCH_INDEX_FORMAT, revision, index };
  if (vectors) {
    stored.vectors = { model: vectors.model, entries: [...vectors.byId].map(([id, v]) => [id, Array.from(v, (x) => Math.round(x * 1e5) / 1e5)]) };
  }
  return JSON.stringify(stored);
}

/** Search data from its stored form, or null when it is of another format or revision. */
export function parseSearchData(json: string, revision: number): SearchData | null {
  try {
    const stored = JSON.parse(json) as { format?: number; revision?: number; index?: unknown; vectors?: { model: string; entries: [string, number[]][] } };
    if (stored.format !== SEARCH_INDEX_FORMAT || stored.revision !== revision || !stored.index) return null;
    const index = MiniSearch.loadJS<IndexedDoc>(stored.index as Parameters<typeof MiniSearch.loadJS>[0], INDEX_OPTIONS);
    if (!stored.vectors) return { index };
    return { index, vectors: { model: stored.vectors.model, byId: new Map(stored.vectors.entries.map(([id, v]) => [id, Float32Array.from(v)])) } };
  } catch {
    return null;
  }
}

/** An index from its stored form, or null when it is of another format or revision. */
export function parseSearchIndex(json: string, revision: number): MiniSearch<IndexedDoc> | null {
  return parseSearchData(json, revision)?.index ?? null;
}

/**
 * Builds a revision's index (and vectors, with `embeddings`) and stores it: the publish pipeline calls this
 * before a revision goes live.
 */
export async function writeSearchIndex({
  blobs,
  orgId,
  revision,
  snapshot,
  embeddings,
  log,
}: {
  blobs: BlobStore;
  orgId: string;
  revision: number;
  snapshot: Snapshot;
  embeddings?: EmbeddingsConfig;
  log?: (...args: unknown[]) => void;
}): Promise<void> {
  // An embeddings endpoint that fails does not stop a publish: the index is stored without vectors, and the
  // edge adds them when it first loads the index.
  const data = await buildSearchData(snapshot, embeddings).catch(async (error: unknown) => {
    log?.('Could not embed the search records; the index is stored without vectors', error);
    return { index: await buildSearchIndex(snapshot) } as SearchData;
  });
  await blobs.put(searchIndexKey(orgId, revision), new TextEncoder().encode(serializeSearchIndex(data.index, revision, data.vectors)), {
    contentType: 'application/json',
  });
}

/** The live revision with its snapshot and index. */
export interface LiveSearch {
  revision: number;
  snapshot: Snapshot;
  index: MiniSearch<IndexedDoc>;
  /** Present when an embeddings endpoint is configured. */
  vectors?: SearchVectors;
}

/** Live indexes per database, organisation: a revision never changes, so its number identifies its index. */
const cache = new WeakMap<Db, Map<string, Promise<LiveSearch>>>();

/**
 * The live revision's snapshot and search index: from memory, else the blob store, else built from the snapshot
 * (and stored, when a blob store is there).
 * @throws NOT_FOUND before the first publish.
 */
export async function liveSearch({
  db,
  blobs,
  orgId,
  log,
  embeddings,
}: {
  db: Db;
  blobs?: BlobStore;
  orgId: string;
  log?: (...args: unknown[]) => void;
  embeddings?: EmbeddingsConfig;
}): Promise<LiveSearch> {
  const [head] = await db
    .select({ number: revisions.number })
    .from(revisions)
    .where(and(eq(revisions.orgId, orgId), eq(revisions.status, 'live')))
    .orderBy(desc(revisions.number))
    .limit(1);
  if (!head) throw appError('NOT_FOUND');
  const perDb = cache.get(db) ?? new Map<string, Promise<LiveSearch>>();
  cache.set(db, perDb);
  const key = `${orgId}\u0000${head.number}\u0000${embeddings?.model ?? ''}`;
  let entry = perDb.get(key);
  if (!entry) {
    entry = loadLive(db, blobs, orgId, head.number, log, embeddings);
    // Only the live revision of each organisation stays in memory.
    for (const other of perDb.keys()) if (other.startsWith(`${orgId}\u0000`)) perDb.delete(other);
    perDb.set(key, entry);
    entry.catch(() => perDb.delete(key));
  }
  return entry;
}

async function loadLive(
  db: Db,
  blobs: BlobStore | undefined,
  orgId: string,
  revision: number,
  log?: (...args: unknown[]) => void,
  embeddings?: EmbeddingsConfig,
): Promise<LiveSearch> {
  const snapshot = await readRevisionSnapshot({ db, orgId, number: revision });
  if (!snapshot) throw appError('NOT_FOUND');
  if (blobs) {
    const bytes = await readBlobBytes(blobs, searchIndexKey(orgId, revision)).catch(() => null);
    const stored = bytes ? parseSearchData(new TextDecoder().decode(bytes), revision) : null;
    // A stored index without vectors of the configured model is rebuilt with them.
    if (stored && (!embeddings || stored.vectors?.model === embeddings.model)) return { revision, snapshot, ...stored };
  }
  let data: SearchData;
  try {
    data = await buildSearchData(snapshot, embeddings);
  } catch (error) {
    // The embeddings endpoint failed: BM25 alone (not stored: the next start tries the vectors again).
    log?.('Could not embed the search records; searching without vectors', error);
    return { revision, snapshot, index: await buildSearchIndex(snapshot) };
  }
  if (blobs) {
    await blobs
      .put(searchIndexKey(orgId, revision), new TextEncoder().encode(serializeSearchIndex(data.index, revision, data.vectors)), {
        contentType: 'application/json',
      })
      .catch((error: unknown) => log?.('Could not store the search index', error));
  }
  return { revision, snapshot, ...data };
}
