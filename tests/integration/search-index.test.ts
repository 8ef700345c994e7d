/**
 * The search side of the real site build: Pagefind holds one record per public entity plus the portal pages
 * (without the sections that are records), the vocabulary file lists the index's words, and nothing gated is in
 * either.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SnapshotSchema, publicView } from '../../content/index.ts';
import { buildSite } from '../../edge/node/site-build/build-site.ts';
import { RECORD_MAP_FILE, RecordMap } from '../../content/search/record-map.ts';
import { searchRecords } from '../../content/search/records.ts';
import { VOCABULARY_FILE, Vocabulary, tokenize } from '../../content/search/vocabulary.ts';
import { CANARIES, fixtureSnapshot } from './build-fixture.ts';

interface Fragment {
  id: string;
  url: string;
  content: string;
  meta: Record<string, string>;
  filters: Record<string, string[]>;
}

let work: string;
let siteDir: string;
let fragments: Fragment[];

/** Every fragment of the index (single or grouped), decompressed, with its id (the id of Pagefind's hit). */
function readFragments(dir: string): Fragment[] {
  const fragmentDir = path.join(dir, 'pagefind', 'fragment');
  return readdirSync(fragmentDir).flatMap((name) => {
    const text = gunzipSync(readFileSync(path.join(fragmentDir, name)))
      .toString('utf8')
      .replace(/^pagefind_dcd/, '');
    const data = JSON.parse(text) as Fragment | Record<string, Fragment>;
    if (typeof (data as Fragment).url === 'string') return [{ ...(data as Fragment), id: name.replace(/\.pf_fragment$/, '') }];
    return Object.entries(data as Record<string, Fragment>).map(([id, fragment]) => ({ ...fragment, id }));
  });
}

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'glasshouse-search-index-'));
  const snapshotFile = path.join(work, 'snapshot.json');
  writeFileSync(snapshotFile, JSON.stringify(fixtureSnapshot()));
  siteDir = path.join(work, 'site');
  await buildSite({ snapshotFile, outDir: siteDir });
  fragments = readFragments(siteDir);
}, 180_000);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe('the search index of a build', () => {
  it('holds every search record and the home page, and no item page a second time', () => {
    const records = searchRecords(publicView(SnapshotSchema.parse(fixtureSnapshot())));
    const urls = fragments.map((f) => f.url).sort();
    expect(urls).toEqual([...records.map((r) => r.url), '/'].sort());
    const home = fragments.find((f) => f.url === '/')!;
    expect(home.filters.type).toEqual(['webpage']);
    expect(home.filters.product).toEqual(['prod-main']);
  });

  it('leaves the knowledge base and the updates out of the page record: they are records of their own', () => {
    const home = fragments.find((f) => f.url === '/')!;
    expect(home.content).toContain('customer data'); // the overview text
    expect(home.content).not.toContain('Yes, at rest and in transit.');
    expect(home.content).not.toContain('Our new report is available.');
    expect(fragments.find((f) => f.meta.type === 'knowledge_base')?.content).toContain('Yes, at rest and in transit.');
  });

  it('writes the vocabulary of the index, most frequent words first, with nothing gated', () => {
    const vocabulary = Vocabulary.fromJson(gunzipSync(readFileSync(path.join(siteDir, VOCABULARY_FILE))).toString('utf8'));
    for (const word of ['encryption', 'encrypt', 'subprocessor', 'amazon', 'backups']) {
      expect(vocabulary.hasPrefix(word), word).toBe(true);
    }
    expect(vocabulary.rank('data')).toBeLessThan(vocabulary.rank('masking'));
    // Each canary carries a unique id ("7f3a" …), a word no public text has.
    for (const canary of Object.values(CANARIES)) {
      const id = tokenize(canary).filter((word) => /\d/.test(word) && /[a-z]/.test(word))[0]!;
      expect(vocabulary.has(id), canary).toBe(false);
    }
  });

  it('writes the record map: the type and the products of every record, by its id', () => {
    const map = RecordMap.fromJson(gunzipSync(readFileSync(path.join(siteDir, RECORD_MAP_FILE))).toString('utf8'));
    const products = publicView(SnapshotSchema.parse(fixtureSnapshot())).products.map((p) => p.productId);
    for (const fragment of fragments) {
      expect(map.typeOf(fragment.id), fragment.url).toBe(fragment.filters.type?.[0]);
      for (const product of products)
        expect(map.inProduct(fragment.id, product), `${fragment.url} in ${product}`).toBe(fragment.filters.product!.includes(product));
    }
  });

  it('carries no gated text in any record', () => {
    const all = JSON.stringify(fragments);
    for (const canary of Object.values(CANARIES)) expect(all).not.toContain(canary);
  });
});
