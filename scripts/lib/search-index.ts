/**
 * The search side of a site build (`build-site.ts`): the records of the local index and its vocabulary file.
 *
 * - `addSearchRecords` adds one Pagefind custom record per public entity (items, documents, knowledge-base
 *   entries, updates, subprocessors) from `publicView(snapshot)`, the same view the pages render.
 * - `writeSearchVocabulary` reads back the index Pagefind wrote (its fragments hold the text of every record
 *   and page) and writes the words the widget corrects typos against (`site/lib/search/vocabulary.ts`).
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { PagefindIndex } from 'pagefind';
import { SnapshotSchema, publicView } from '../../content/index.ts';
import { searchRecords } from '../../site/lib/search/records.ts';
import { VOCABULARY_FILE, VocabularyBuilder } from '../../site/lib/search/vocabulary.ts';

/** Records handed to Pagefind at a time (each is one message to its service process). */
const BATCH = 250;
/** Pagefind writes this signature before the JSON of each (decompressed) fragment. */
const FRAGMENT_SIGNATURE = 'pagefind_dcd';

/** Adds the search records of the snapshot's public view to `index`; returns how many, or throws with Pagefind's errors. */
export async function addSearchRecords(index: PagefindIndex, snapshotFile: string): Promise<number> {
  const snapshot = SnapshotSchema.parse(JSON.parse(await readFile(snapshotFile, 'utf8')));
  const records = searchRecords(publicView(snapshot));
  for (let start = 0; start < records.length; start += BATCH) {
    const added = await Promise.all(records.slice(start, start + BATCH).map((record) => index.addCustomRecord(record)));
    const errors = added.flatMap((response) => response.errors);
    if (errors.length > 0) throw new Error(errors.join('\n'));
  }
  return records.length;
}

export interface VocabularyResult {
  /** Path of the file written. */
  file: string;
  /** Distinct words in it. */
  words: number;
  /** Its size in bytes (compressed). */
  bytes: number;
}

/**
 * Writes `<siteDir>/VOCABULARY_FILE` from the fragments of the Pagefind index in `<siteDir>/pagefind`: the words
 * of each record's or page's title and text, ordered by how many records contain them.
 */
export async function writeSearchVocabulary(siteDir: string): Promise<VocabularyResult> {
  const builder = new VocabularyBuilder();
  const fragmentDir = path.join(siteDir, 'pagefind', 'fragment');
  const names = (await readdir(fragmentDir).catch(() => [] as string[])).filter((name) => name.endsWith('.pf_fragment')).sort();
  for (const name of names) {
    for (const fragment of readFragments(await readFile(path.join(fragmentDir, name)))) {
      builder.add(`${fragment.meta?.title ?? ''}\n${fragment.content ?? ''}`);
    }
  }
  const bytes = gzipSync(builder.toJson(), { level: 9 });
  const file = path.join(siteDir, VOCABULARY_FILE);
  await writeFile(file, bytes);
  return { file, words: builder.words().length, bytes: bytes.byteLength };
}

interface Fragment {
  content?: string;
  meta?: { title?: string };
}

/** The fragments of one fragment file: a single fragment, or a group (`{ hash: fragment }`) when Pagefind bundles them. */
function readFragments(compressed: Buffer): Fragment[] {
  let text = gunzipSync(compressed).toString('utf8');
  if (text.startsWith(FRAGMENT_SIGNATURE)) text = text.slice(FRAGMENT_SIGNATURE.length);
  const data = JSON.parse(text) as Fragment | Record<string, Fragment>;
  if (typeof (data as Fragment).content === 'string') return [data as Fragment];
  return Object.values(data as Record<string, Fragment>).filter((f) => f && typeof f === 'object');
}
