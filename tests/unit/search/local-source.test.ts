/**
 * The local source over a stand-in for Pagefind's browser API that behaves like Pagefind 1.6 where it matters:
 * every typed word must match (exactly or as a prefix of an index word), and a typed word with no such match
 * falls back to index words that are a prefix of it ("can" for "canary").
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { loadGroupedAnswer } from '../../../content/search/grouping.ts';
import { LocalSearchSource, type PagefindApi, type PagefindFragment } from '../../../content/search/local-source.ts';
import { RECORD_MAP_FILE, RecordMapBuilder } from '../../../content/search/record-map.ts';
import { isSearchResultType } from '../../../content/search/types.ts';
import { VocabularyBuilder } from '../../../content/search/vocabulary.ts';
import { tokenize } from '../../../content/search/vocabulary.ts';

interface FakeRecord {
  url: string;
  content: string;
  meta: Record<string, string>;
  filters: Record<string, string[]>;
}

const RECORDS: FakeRecord[] = [
  faq('/?kbEntry=1', 'Do you maintain a list of subprocessors?', 'Yes, on this page.'),
  faq('/?kbEntry=2', 'Is customer data protected by encryption at rest?', 'AES-256 everywhere.'),
  faq('/?kbEntry=3', 'Do you have an incident response plan?', 'Tested twice a year.'),
  faq('/?kbEntry=4', 'Can customers enforce MFA?', 'Yes.'),
  {
    url: '/item/encryption',
    content: 'Data Security - Encryption at rest. Volumes are encrypted.',
    meta: { title: 'Data Security - Encryption at rest', type: 'trust_center_content', cardTitle: 'Data Security' },
    filters: { type: ['trust_center_content'], product: ['p1'] },
  },
  {
    url: '/?subprocessor=aws#subprocessors',
    content: 'Amazon Web Services Subprocessor hosting',
    meta: { title: 'Amazon Web Services', type: 'facts' },
    filters: { type: ['facts'], product: ['p2'] },
  },
];

function faq(url: string, question: string, answer: string): FakeRecord {
  return {
    url,
    content: `${question} ${answer}`,
    meta: { title: question, type: 'knowledge_base', answer },
    filters: { type: ['knowledge_base'], product: ['p1', 'p2'] },
  };
}

function fakePagefind(records = RECORDS) {
  const calls: string[] = [];
  const fragmentsLoaded: string[] = [];
  const api: PagefindApi = {
    options: async () => {},
    init: async () => {},
    preload: async () => {},
    search: async (term) => {
      calls.push(term);
      const typed = tokenize(term);
      const hits = records
        .map((record) => {
          const words = record.content.split(/\s+/).map((w) => tokenize(w)[0] ?? '');
          const locations = new Set<number>();
          for (const word of typed) {
            let found = words.flatMap((w, i) => (w.startsWith(word) ? [i] : []));
            if (found.length === 0) found = words.flatMap((w, i) => (w.length >= 3 && word.startsWith(w) ? [i] : []));
            if (found.length === 0) return null;
            for (const i of found) locations.add(i);
          }
          return { record, locations: [...locations] };
        })
        .filter((hit): hit is { record: FakeRecord; locations: number[] } => hit !== null);
      return {
        results: hits.map((hit, i) => ({
          id: hit.record.url,
          score: hits.length - i,
          data: async (): Promise<PagefindFragment> => {
            fragmentsLoaded.push(hit.record.url);
            return {
              url: hit.record.url,
              content: hit.record.content,
              excerpt: hit.record.content,
              meta: hit.record.meta,
              filters: hit.record.filters,
              locations: hit.locations,
            };
          },
        })),
      };
    },
  };
  return { api, calls, fragmentsLoaded };
}

/** The record map of the records, as the build writes it (ids are the stand-in's hit ids: the URLs). */
function recordMapResponse(records = RECORDS) {
  const builder = new RecordMapBuilder();
  for (const r of records) {
    const type = r.filters.type?.[0];
    if (!isSearchResultType(type)) throw new Error(`no type: ${r.url}`);
    builder.add(r.url, type, r.filters.product ?? []);
  }
  return new Response(gzipSync(builder.toJson(['p1', 'p2'])));
}

/** Serves the record map, and the vocabulary through `vocabulary`. */
function files(vocabulary: () => Promise<Response> = async () => vocabularyResponse()) {
  return async (input: RequestInfo | URL) => (String(input).endsWith(RECORD_MAP_FILE) ? recordMapResponse() : vocabulary());
}

function vocabularyResponse(records = RECORDS) {
  const builder = new VocabularyBuilder();
  for (const r of records) builder.add(`${r.meta.title} ${r.content}`);
  return new Response(gzipSync(builder.toJson()));
}

function source(options: { productId?: string; vocabulary?: () => Promise<Response>; api?: PagefindApi } = {}) {
  const fake = fakePagefind();
  const fetchVocabulary = vi.fn(options.vocabulary ?? (async () => vocabularyResponse()));
  const local = new LocalSearchSource({
    loadPagefind: async () => options.api ?? fake.api,
    fetch: files(fetchVocabulary) as typeof fetch,
    productId: options.productId,
  });
  return { local, fetchVocabulary, calls: fake.calls, fragmentsLoaded: fake.fragmentsLoaded };
}

describe('LocalSearchSource', () => {
  it('answers hits with counts per type, a type filter and paging, without fetching the vocabulary', async () => {
    const { local, fetchVocabulary } = source();
    const page = await local.search('encryption');
    expect(page).toMatchObject({ term: 'encryption', total: 2, counts: { knowledge_base: 1, trust_center_content: 1 } });
    expect(page.correctedFrom).toBeUndefined();
    expect(page.results.map((r) => r.type)).toEqual(['knowledge_base', 'trust_center_content']);
    expect(page.results[1]).toMatchObject({
      title: 'Data Security - Encryption at rest',
      url: '/item/encryption',
      source: 'local',
      metadata: { cardTitle: 'Data Security' },
    });

    const typed = await local.search('encryption', { type: 'trust_center_content' });
    expect(typed.total).toBe(1);
    expect(typed.results.map((r) => r.url)).toEqual(['/item/encryption']);
    expect((await local.search('encryption', { offset: 1, limit: 5 })).results.map((r) => r.url)).toEqual(['/item/encryption']);
    expect(fetchVocabulary).not.toHaveBeenCalled();
  });

  it('answers an empty page for an empty term', async () => {
    const { local } = source();
    expect(await local.search('   ')).toEqual({ term: '', total: 0, counts: {}, results: [] });
  });

  it('corrects one-typo queries over the vocabulary, fetched once', async () => {
    const { local, fetchVocabulary } = source();
    const a = await local.search('subprocesors');
    expect(a).toMatchObject({ term: 'subprocessors', correctedFrom: 'subprocesors', total: 2 });
    expect(a.results[0]?.url).toBe('/?kbEntry=1');
    expect((await local.search('encrypton')).term).toBe('encryption');
    const c = await local.search('incidnet response');
    expect(c).toMatchObject({ term: 'incident response', correctedFrom: 'incidnet response' });
    expect(c.results[0]?.url).toBe('/?kbEntry=3');
    expect(fetchVocabulary).toHaveBeenCalledTimes(1);
  });

  it('finds nothing for a word the index does not know in any form, rather than look-alikes', async () => {
    const { local } = source();
    // The stand-in, like Pagefind, matches "can" for "canary".
    const page = await local.search('CANARY-REDTEAMTITLE-849520');
    expect(page).toMatchObject({ total: 0, results: [], counts: {} });
    expect((await local.search('canary')).total).toBe(0);
    // A run longer than any vocabulary word, that an index word only starts: nothing either.
    expect((await local.search('encryptionxxxxxxxxxxxxxxxxxxxxxxxxxxx')).total).toBe(0);
    expect((await local.search('encryption')).total).toBe(2);
  });

  it("opens links to sections of the home page on the visitor's product page", async () => {
    const fake = fakePagefind();
    const local = new LocalSearchSource({ loadPagefind: async () => fake.api, fetch: files() as typeof fetch, productId: 'p2', productPath: '/product/two/' });
    expect((await local.search('subprocessors')).results.map((r) => r.url)).toEqual([
      '/product/two/?kbEntry=1',
      '/product/two/?subprocessor=aws#subprocessors',
    ]);
    expect((await local.search('amazon')).results.map((r) => r.url)).toEqual(['/product/two/?subprocessor=aws#subprocessors']);
    const home = new LocalSearchSource({ loadPagefind: async () => fake.api, fetch: files() as typeof fetch, productId: 'p1', productPath: '/' });
    expect((await home.search('encryption')).results.map((r) => r.url)).toEqual(['/?kbEntry=2', '/item/encryption']);
    const other = new LocalSearchSource({ loadPagefind: async () => fake.api, fetch: files() as typeof fetch, productId: 'p1', productPath: '/product/one/' });
    expect((await other.search('encryption')).results.map((r) => r.url)).toEqual(['/product/one/?kbEntry=2', '/item/encryption']);
  });

  it('searches only the records of its product, with counts for that product', async () => {
    const { local } = source({ productId: 'p2' });
    const page = await local.search('encryption');
    expect(page.results.map((r) => r.url)).toEqual(['/?kbEntry=2']);
    expect(page).toMatchObject({ total: 1, counts: { knowledge_base: 1 } });
    expect((await local.search('amazon')).total).toBe(1);
    expect((await source({ productId: 'p1' }).local.search('amazon')).total).toBe(0);
    expect((await source({ productId: 'unknown' }).local.search('encryption')).results.map((r) => r.url)).toEqual(['/?kbEntry=2']);
  });

  it('answers a query with one search, then groups and pages from it', async () => {
    const { local, calls, fragmentsLoaded } = source();
    await local.search('yes', { limit: 1 });
    // The first entries of each group were loaded with the best hits, in the same round.
    expect(new Set(fragmentsLoaded)).toEqual(new Set(['/?kbEntry=1', '/?kbEntry=4']));
    expect((await local.search('yes', { type: 'knowledge_base', limit: 3 })).results.map((r) => r.url)).toEqual(['/?kbEntry=1', '/?kbEntry=4']);
    expect((await local.search('yes', { type: 'facts' })).total).toBe(0);
    expect((await local.search('Yes ')).total).toBe(2);
    expect(calls).toEqual(['yes']);
  });

  it("reads each hit's fragment once, however many pages of the dialog's answer show it", async () => {
    const { local, fragmentsLoaded } = source();
    const answer = await loadGroupedAnswer(local, 'encryption');
    expect(answer.topMatchId).toBe('/?kbEntry=2');
    expect(answer.loaded.trust_center_content?.map((r) => r.url)).toEqual(['/item/encryption']);
    // The best hit, each group's first entries and the typo check all read the same two fragments, once each.
    expect([...fragmentsLoaded].sort()).toEqual(['/?kbEntry=2', '/item/encryption']);
    expect((await local.search('encryption', { type: 'knowledge_base' })).results.map((r) => r.url)).toEqual(['/?kbEntry=2']);
    expect(fragmentsLoaded).toHaveLength(2);
  });

  it('loads what a term being typed needs once the index is loading, leaving out words of one or two letters', async () => {
    const fake = fakePagefind();
    const preloaded: string[] = [];
    fake.api.preload = async (term) => void preloaded.push(term);
    const local = new LocalSearchSource({ loadPagefind: async () => fake.api, fetch: files() as typeof fetch });
    local.prepare('encryption');
    expect(preloaded).toEqual([]); // nothing loads before the dialog asked for the index
    local.warmUp();
    await local.ready();
    preloaded.length = 0;
    local.prepare('  incident  re');
    local.prepare('soc 2');
    local.prepare('a b');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloaded).toEqual(['incident', 'soc']);
    expect(fake.calls).toEqual([]); // no search ran
  });

  it('fails the search when the record map cannot be read, and tries again on the next one', async () => {
    let attempts = 0;
    const fake = fakePagefind();
    const options = vi.spyOn(fake.api, 'options');
    const local = new LocalSearchSource({
      loadPagefind: async () => fake.api,
      fetch: (async (input: RequestInfo | URL) => {
        if (!String(input).endsWith(RECORD_MAP_FILE)) return vocabularyResponse();
        attempts++;
        if (attempts === 1) return new Response('missing', { status: 404 });
        if (attempts === 2) return new Response(gzipSync(JSON.stringify({ v: 99 })));
        return recordMapResponse();
      }) as typeof fetch,
    });
    await expect(local.search('encryption')).rejects.toThrow('could not be loaded (404)');
    await expect(local.search('encryption')).rejects.toThrow('not readable');
    expect((await local.search('encryption')).total).toBe(2);
    // Pagefind takes its options once (it warns about options given after it started).
    expect(options).toHaveBeenCalledTimes(1);
  });

  it('goes on uncorrected when the vocabulary cannot be loaded', async () => {
    const { local } = source({ vocabulary: async () => new Response('missing', { status: 404 }) });
    expect(await local.search('subprocesors')).toMatchObject({ term: 'subprocesors', total: 0 });
    expect((await local.search('subprocessors')).total).toBe(2);
  });

  it('reads a vocabulary the server already decompressed', async () => {
    const builder = new VocabularyBuilder();
    for (const r of RECORDS) builder.add(r.content);
    const { local } = source({ vocabulary: async () => new Response(builder.toJson()) });
    expect((await local.search('subprocesors')).term).toBe('subprocessors');
  });

  it('fails the search when the index cannot load, and tries again on the next one', async () => {
    const fake = fakePagefind();
    let attempts = 0;
    const local = new LocalSearchSource({
      loadPagefind: async () => {
        attempts++;
        if (attempts === 1) throw new Error('offline');
        return fake.api;
      },
      fetch: files() as typeof fetch,
    });
    await expect(local.search('encryption')).rejects.toThrow('offline');
    expect((await local.search('encryption')).total).toBe(2);
    expect(attempts).toBe(2);
  });
});
