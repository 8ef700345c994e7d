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
}

export const DEFAULT_EXCERPT_LENGTH = 24;

const CONFIGURED = new WeakSet<PagefindApi>();
const STARTED = new WeakMap<PagefindApi, Promise<void>>();

/** Starts `api` once (a failed start is tried again by the next call); resolves when it can answer. */
export function startPagefind(api: PagefindApi, { basePath = '/pagefind/', excerptLength = DEFAULT_EXCERPT_LENGTH }: PagefindStartOptions = {}): Promise<void> {
  const known = STARTED.get(api);
  if (known) return known;
  const started = (async () => {
    if (!CONFIGURED.has(api)) {
      // On the main thread: a search takes milliseconds, and a worker would cost its own script and start-up first.
      await api.options({ basePath, excerptLength, noWorker: true });
      CONFIGURED.add(api);
    }
    await api.init();
    await api.preload('');
  })();
  STARTED.set(api, started);
  started.catch(() => {
    if (STARTED.get(api) === started) STARTED.delete(api);
  });
  return started;
}
