/**
 * The search side of a site build (`build-site.ts`): the records of the local index and its vocabulary file.
 *
 * - `prepareSearchRecords` makes one Pagefind custom record per public entity (items, documents, knowledge-base
 *   entries, updates, subprocessors) from `publicView(snapshot)`, the same view the pages render, and
 *   `addSearchRecords` adds them to an index.
 * - `writeSearchAids` reads back the index Pagefind wrote (its fragments hold the text, type and products of
 *   every record and page) and writes the words the widget corrects typos against (`content/search/vocabulary.ts`)
 *   and the map it groups and scopes hits with (`content/search/record-map.ts`).
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { PagefindIndex } from 'pagefind';
import { publicView, type Snapshot } from '../../../content/index.ts';
import { RECORD_MAP_FILE, RecordMapBuilder } from '../../../content/search/record-map.ts';
import { searchRecords } from '../../../content/search/records.ts';
import { PRODUCT_FILTER, TYPE_FILTER, isSearchResultType } from '../../../content/search/types.ts';
import { VOCABULARY_FILE, VocabularyBuilder } from '../../../content/search/vocabulary.ts';

/** Records handed to Pagefind at a time (each is one message to its service process). */
const BATCH = 250;
/** Pagefind writes this signature before the JSON of each (decompressed) fragment. */
const FRAGMENT_SIGNATURE = 'pagefind_dcd';

export interface PreparedRecords {
  /** The records, in the order they are added. */
  records: ReturnType<typeof searchRecords>;
  /** Every product of the portal, in the view's order. */
  productIds: string[];
}

/** The search records of the snapshot's public view: they need no page, so a build prepares them while it renders. */
export function prepareSearchRecords(snapshot: Snapshot): PreparedRecords {
  const view = publicView(snapshot);
  return { records: searchRecords(view), productIds: view.products.map((p) => p.productId) };
}

/** Adds prepared search records to `index`, or throws with Pagefind's errors. */
export async function addSearchRecords(index: PagefindIndex, { records }: PreparedRecords): Promise<number> {
  for (let start = 0; start < records.length; start += BATCH) {
    const added = await Promise.all(records.slice(start, start + BATCH).map((record) => index.addCustomRecord(record)));
    const errors = added.flatMap((response) => response.errors);
    if (errors.length > 0) throw new Error(errors.join('\n'));
  }
  return records.length;
}

export interface SearchAidsResult {
  /** Distinct words in the vocabulary file. */
  words: number;
  /** Size of the vocabulary file in bytes (compressed). */
  vocabularyBytes: number;
  /** Size of the record map in bytes (compressed). */
  recordMapBytes: number;
}

/**
 * Writes `<siteDir>/VOCABULARY_FILE` and `<siteDir>/RECORD_MAP_FILE` from the fragments of the Pagefind index in
 * `<siteDir>/pagefind`: the words of each record's or page's title and text, ordered by how many records contain
 * them, and the type and products of each record. `productIds` lists every product of the portal.
 */
export async function writeSearchAids(siteDir: string, productIds: readonly string[]): Promise<SearchAidsResult> {
  const vocabulary = new VocabularyBuilder();
  const recordMap = new RecordMapBuilder();
  const fragmentDir = path.join(siteDir, 'pagefind', 'fragment');
  const names = (await readdir(fragmentDir).catch(() => [] as string[])).filter((name) => name.endsWith('.pf_fragment')).sort();
  for (const name of names) {
    for (const [id, fragment] of readFragments(name.slice(0, -'.pf_fragment'.length), await readFile(path.join(fragmentDir, name)))) {
      vocabulary.add(`${fragment.meta?.title ?? ''}\n${fragment.content ?? ''}`);
      // As the widget reads a hit without a known type (`toResult`): a web page.
      const type = fragment.filters?.[TYPE_FILTER]?.[0] ?? fragment.meta?.type;
      recordMap.add(id, isSearchResultType(type) ? type : 'webpage', fragment.filters?.[PRODUCT_FILTER] ?? productIds);
    }
  }
  const vocabularyBytes = gzipSync(vocabulary.toJson(), { level: 9 });
  const recordMapBytes = gzipSync(recordMap.toJson(productIds), { level: 9 });
  await writeFile(path.join(siteDir, VOCABULARY_FILE), vocabularyBytes);
  await writeFile(path.join(siteDir, RECORD_MAP_FILE), recordMapBytes);
  return { words: vocabulary.words().length, vocabularyBytes: vocabularyBytes.byteLength, recordMapBytes: recordMapBytes.byteLength };
}

interface Fragment {
  content?: string;
  meta?: { title?: string; type?: string };
  filters?: Record<string, string[]>;
}

/**
 * The fragments of one fragment file with their ids (the ids of Pagefind's hits): a single fragment, whose id is
 * the file's name, or a group (`{ id: fragment }`) when Pagefind bundles them.
 */
function readFragments(fileId: string, compressed: Buffer): [string, Fragment][] {
  let text = gunzipSync(compressed).toString('utf8');
  if (text.startsWith(FRAGMENT_SIGNATURE)) text = text.slice(FRAGMENT_SIGNATURE.length);
  const data = JSON.parse(text) as Fragment | Record<string, Fragment>;
  if (typeof (data as Fragment).content === 'string') return [[fileId, data as Fragment]];
  return Object.entries(data as Record<string, Fragment>).filter(([, f]) => f && typeof f === 'object');
}
