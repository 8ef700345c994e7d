/**
 * Starting Pagefind's browser API (`content/search/pagefind-start.ts`) against a stand-in that behaves like
 * Pagefind 1.6 where it matters: `init()` only starts loading the index, and a call made before the index has
 * loaded checks again every 50 ms from that call (its `getPtr`).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PagefindApi } from '../../../content/search/local-source.ts';
import { startPagefind } from '../../../content/search/pagefind-start.ts';

/** Pagefind's wait for its index: checked at once, then every 50 ms. */
const PAGEFIND_POLL_MS = 50;

function fakePagefind({ readyAt, failAt }: { readyAt?: number; failAt?: number }) {
  const options: Record<string, unknown>[] = [];
  let started = 0;
  const state = () => {
    const now = Date.now() - started;
    if (failAt !== undefined && now >= failAt) return 'failed';
    return readyAt !== undefined && now >= readyAt ? 'ready' : 'loading';
  };
  const waitForIndex = async () => {
    for (;;) {
      const now = state();
      if (now === 'ready') return;
      if (now === 'failed') throw new Error('Pagefind: the index could not be loaded');
      await new Promise((resolve) => setTimeout(resolve, PAGEFIND_POLL_MS));
    }
  };
  const api: PagefindApi = {
    options: async (given: Record<string, unknown>) => void options.push(given),
    init: async () => {
      started = Date.now();
    },
    preload: async () => waitForIndex(),
    search: async () => {
      await waitForIndex();
      return { results: [] };
    },
  } as unknown as PagefindApi;
  return { api, options };
}

/** Virtual milliseconds from now until `promise` settles (fake timers advanced 1 ms at a time). */
async function settledAfter(promise: Promise<unknown>, limitMs = 1000): Promise<number> {
  let settled = false;
  promise.then(
    () => {
      settled = true;
    },
    () => {
      settled = true;
    },
  );
  const start = Date.now();
  for (let i = 0; i <= limitMs && !settled; i++) {
    await vi.advanceTimersByTimeAsync(1);
  }
  return Date.now() - start;
}

describe('startPagefind', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('passes the build’s index tag as Pagefind’s metaCacheTag, and none when the page has no tag', async () => {
    const tagged = fakePagefind({ readyAt: 0 });
    await startPagefind(tagged.api, { metaCacheTag: 'mx1abc' });
    expect(tagged.options).toEqual([{ basePath: '/pagefind/', excerptLength: 24, noWorker: true, metaCacheTag: 'mx1abc' }]);
    const untagged = fakePagefind({ readyAt: 0 });
    await startPagefind(untagged.api);
    expect(untagged.options).toEqual([{ basePath: '/pagefind/', excerptLength: 24, noWorker: true }]);
  });

  it('resolves within about 10 ms of the index being ready, not at Pagefind’s next 50 ms check', async () => {
    vi.useFakeTimers();
    const fake = fakePagefind({ readyAt: 12 });
    const elapsed = await settledAfter(startPagefind(fake.api));
    // A single check (Pagefind's own wait) would see the index at 50 ms.
    expect(elapsed).toBeGreaterThanOrEqual(12);
    expect(elapsed).toBeLessThanOrEqual(22);
  });

  it('rejects with Pagefind’s error when the index cannot load, and a later call starts again', async () => {
    vi.useFakeTimers();
    const fake = fakePagefind({ failAt: 5 });
    const first = startPagefind(fake.api);
    const caught = first.catch((error: unknown) => error);
    await settledAfter(first);
    expect(await caught).toEqual(new Error('Pagefind: the index could not be loaded'));
    // Forgotten once failed: the next call starts it anew.
    const again = startPagefind(fake.api);
    expect(again).not.toBe(first);
    const failedAgain = again.catch((error: unknown) => error);
    await settledAfter(again);
    expect(await failedAgain).toEqual(new Error('Pagefind: the index could not be loaded'));
  });
});
