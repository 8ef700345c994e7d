/**
 * Browser side of the search benchmark, the reference (bundled by `search.bench.ts`): Fuse.js — the spec's local
 * fuzzy source — over the same records, fetched as JSON and indexed in the page. A query is `fuse.search(term)`:
 * all hits, which the dialog needs for its counts per type, grouped as the dialog groups them.
 */
import Fuse from 'fuse.js';

/** Fuse.js options of the reference: title and text, a typo tolerated anywhere in the text. */
export const FUSE_OPTIONS = {
  keys: [
    { name: 'title', weight: 2 },
    { name: 'content', weight: 1 },
  ],
  includeScore: true,
  ignoreLocation: true,
  threshold: 0.3,
  minMatchCharLength: 2,
};

interface BenchRecord {
  id: string;
  type: string;
  title: string;
  content: string;
}

let fuse: Fuse<BenchRecord> | null = null;

export async function init(recordsUrl: string): Promise<void> {
  const records = (await (await fetch(recordsUrl)).json()) as BenchRecord[];
  fuse = new Fuse(records, FUSE_OPTIONS);
}

/** The dialog's query; answers the number of hits. */
export function query(term: string): number {
  const hits = fuse!.search(term);
  const groups = new Map<string, BenchRecord[]>();
  for (const hit of hits) {
    const group = groups.get(hit.item.type) ?? [];
    if (group.length < 3) group.push(hit.item);
    groups.set(hit.item.type, group);
  }
  return hits.length;
}

/** Ids of the best `n` hits. */
export function top(term: string, n: number): string[] {
  return fuse!.search(term, { limit: n }).map((hit) => hit.item.id);
}
