/**
 * The first search from the header's box (site/lib/search/header-search.ts): the term typed there is searched once
 * the visitor stops typing for the debounce, before the dialog's code has loaded, and the dialog's own search of
 * that term finds the answer ready.
 */
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadGroupedAnswer } from '../../../content/search/grouping.ts';
import type { PagefindApi } from '../../../content/search/local-source.ts';
import { RecordMapBuilder } from '../../../content/search/record-map.ts';
import { LOCAL_DEBOUNCE_MS } from '../../../content/search/types.ts';
import { startHeaderSearch } from '../../../site/lib/search/header-search.ts';
import { $viewer } from '../../../site/lib/viewer-mode.ts';

const URLS = ['/?kbEntry=1', '/?kbEntry=2'];

/** A stand-in for Pagefind that finds every record, and notes what it was asked. */
function fakePagefind() {
  const searched: string[] = [];
  const preloaded: string[] = [];
  const api: PagefindApi = {
    options: async () => {},
    init: async () => {},
    preload: async (term) => void preloaded.push(term),
    search: async (term) => {
      searched.push(term);
      return {
        results: URLS.map((url, i) => ({
          id: url,
          score: 2 - i,
          data: async () => ({
            url,
            content: `Encryption at rest ${i}`,
            excerpt: `Encryption at rest ${i}`,
            locations: [0],
            meta: { title: `Encryption ${i}`, type: 'knowledge_base' },
          }),
        })),
      };
    },
  };
  return { api, searched, preloaded };
}

async function recordMap(): Promise<Response> {
  const builder = new RecordMapBuilder();
  for (const url of URLS) builder.add(url, 'knowledge_base', ['p1']);
  return new Response(gzipSync(builder.toJson(['p1'])));
}

/** The header's box: what the launcher hands over (its value, its input events). */
function headerBox(value = ''): HTMLInputElement & { enter(text: string): void } {
  const box = Object.assign(new EventTarget(), { value }) as HTMLInputElement & { enter(text: string): void };
  box.enter = (text) => {
    box.value = text;
    box.dispatchEvent(new Event('input'));
  };
  return box;
}

describe('startHeaderSearch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    $viewer.set({ kind: 'public' });
  });
  afterEach(() => {
    vi.useRealTimers();
    $viewer.set({ kind: 'public' });
  });

  it('searches the typed term once the visitor stops typing for the debounce, and the dialog finds its answer ready', async () => {
    const fake = fakePagefind();
    const box = headerBox('enc'); // typed before the module loaded
    const source = startHeaderSearch(box, Promise.resolve(fake.api), { fetch: recordMap as typeof fetch });
    await vi.advanceTimersByTimeAsync(LOCAL_DEBOUNCE_MS / 2);
    box.enter('encryption  at');
    await vi.advanceTimersByTimeAsync(LOCAL_DEBOUNCE_MS - 1);
    expect(fake.searched).toEqual([]); // still within the debounce of the last letter
    expect(fake.preloaded).toEqual(['', 'enc', 'encryption']); // the index, then the chunks of each term's words as typed
    await vi.advanceTimersByTimeAsync(1);
    // Started now; reaching Pagefind may wait for a module's first load, which no fake timer governs.
    await vi.waitFor(() => expect(fake.searched).toEqual(['encryption at']));

    const answer = await loadGroupedAnswer(source, 'encryption at');
    expect(answer.page.counts).toEqual({ knowledge_base: 2 });
    expect(answer.loaded.knowledge_base?.map((r) => r.title)).toEqual(['Encryption 0', 'Encryption 1']);
    expect(fake.searched).toEqual(['encryption at']); // the dialog's search ran no second one
  });

  it('searches nothing ahead for a cleared box, or for a viewer another source answers', async () => {
    const fake = fakePagefind();
    const box = headerBox();
    startHeaderSearch(box, Promise.resolve(fake.api), { fetch: recordMap as typeof fetch });
    box.enter('encryption');
    box.enter('  ');
    await vi.advanceTimersByTimeAsync(LOCAL_DEBOUNCE_MS * 2);
    $viewer.set({ kind: 'preview', orgId: 'o', productId: 'p1', previewingAs: { accountId: 'a' }, view: {} as never });
    box.enter('encryption');
    await vi.advanceTimersByTimeAsync(LOCAL_DEBOUNCE_MS * 2);
    expect(fake.searched).toEqual([]);
  });
});
