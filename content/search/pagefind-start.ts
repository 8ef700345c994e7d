/**
 * Starting Pagefind's browser API: its options (once per loaded module: a second call only warns), its index's
 * metadata and WebAssembly. Shared by the header's search launcher (`SearchLauncher.astro`), which starts it as
 * soon as Pagefind's script is there, and the local source (`local-source.ts`), which finds it started: the index
 * does not wait for the source's own code to load.
 */
import type { PagefindApi } from './local-source.ts';

/** Pagefind's options, as the local source searches. */
export interface PagefindStartOptions {
  /** Where the index is served (default `/pagefind/`). */
  basePath?: string;
  /** Words of context around each match in excerpts (default 24). */
  excerptLength?: number;
  /**
   * The query Pagefind adds to its entry file's URL (`pagefind-entry.json?ts={tag}`; default: the time it starts,
   * so that no cache answers). The header's launcher chooses it, to ask for the entry file ahead of Pagefind.
   */
  metaCacheTag?: string;
}

export const DEFAULT_EXCERPT_LENGTH = 24;

/**
 * Pagefind's `init()` only starts loading its index; a call made before it has loaded waits, checking again every
 * 50 ms from that call. This many calls, `READY_CHECK_STEP_MS` apart, see the index ready within that step.
 */
const READY_CHECKS = 5;
const READY_CHECK_STEP_MS = 10;

const CONFIGURED = new WeakSet<PagefindApi>();
const STARTED = new WeakMap<PagefindApi, Promise<void>>();

/** Starts `api` once (a failed start is tried again by the next call); resolves when it can answer. */
export function startPagefind(
  api: PagefindApi,
  { basePath = '/pagefind/', excerptLength = DEFAULT_EXCERPT_LENGTH, metaCacheTag }: PagefindStartOptions = {},
): Promise<void> {
  const known = STARTED.get(api);
  if (known) return known;
  const started = (async () => {
    if (!CONFIGURED.has(api)) {
      // On the main thread: a search takes milliseconds, and a worker would cost its own script and start-up first.
      await api.options({ basePath, excerptLength, noWorker: true, ...(metaCacheTag ? { metaCacheTag } : {}) });
      CONFIGURED.add(api);
    }
    await api.init();
    await untilReady(api);
  })();
  STARTED.set(api, started);
  started.catch(() => {
    if (STARTED.get(api) === started) STARTED.delete(api);
  });
  return started;
}

/** Resolves once `api`'s index has loaded; rejects as soon as every check has failed (the index cannot load). */
async function untilReady(api: PagefindApi): Promise<void> {
  const timers: ReturnType<typeof setTimeout>[] = [];
  const checks = Array.from({ length: READY_CHECKS }, (_, i) =>
    i === 0 ? api.preload('') : new Promise<void>((resolve) => timers.push(setTimeout(resolve, i * READY_CHECK_STEP_MS))).then(() => api.preload('')),
  );
  try {
    await Promise.any(checks);
  } catch (error) {
    throw error instanceof AggregateError ? error.errors[0] : error;
  } finally {
    // Checks not started yet are not needed.
    for (const timer of timers) clearTimeout(timer);
  }
}
