/**
 * Browser side of the search benchmark, Pagefind on its own (bundled by `search.bench.ts`): the same index our
 * source reads, used the way Pagefind's own UI does — `search(term)` and the fragments of the first five hits —
 * with no filters, no per-type counts and no typo correction. Shows what our additions cost over plain Pagefind.
 */
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  preload(term: string): Promise<void>;
  search(term: string): Promise<{ results: { data(): Promise<{ url: string; raw_url?: string }> }[] } | null>;
}

/** Hits whose fragments a query loads (Pagefind UI's first page). */
const SHOWN = 5;
let pagefind: Pagefind | null = null;

export async function init(): Promise<void> {
  const url = '/pagefind/pagefind.js';
  pagefind = (await import(/* @vite-ignore */ url)) as Pagefind;
  await pagefind.options({ noWorker: true });
  await pagefind.init();
  // Its index metadata and WebAssembly, as its UI preloads them while the visitor types (and as our source does).
  await pagefind.preload('');
}

async function hits(term: string, n: number): Promise<string[]> {
  const search = await pagefind!.search(term);
  const fragments = await Promise.all((search?.results ?? []).slice(0, n).map((r) => r.data()));
  return fragments.map((f) => f.raw_url || f.url);
}

/** A query as Pagefind's UI makes it; answers the number of fragments loaded. */
export async function query(term: string): Promise<number> {
  return (await hits(term, SHOWN)).length;
}

/** Ids of the best `n` hits. */
export async function top(term: string, n: number): Promise<string[]> {
  return hits(term, n);
}
