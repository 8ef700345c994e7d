/**
 * Browser side of the search benchmark, our source (bundled by `search.bench.ts`): `LocalSearchSource` over the
 * build's Pagefind index. A query is what the search dialog loads for a term (`loadGroupedAnswer`: the best
 * hit, counts per type, the first three of each group).
 */
import { loadGroupedAnswer } from '../content/search/grouping.ts';
import { LocalSearchSource } from '../content/search/local-source.ts';

let source: LocalSearchSource | null = null;

export async function init(productId: string): Promise<void> {
  source = new LocalSearchSource({ productId });
  await source.ready();
}

/** The dialog's query; answers the number of hits. */
export async function query(term: string): Promise<number> {
  const answer = await loadGroupedAnswer(source!, term);
  return Object.values(answer.page.counts).reduce((a, b) => a + (b ?? 0), 0);
}

/** Ids of the best `n` hits. */
export async function top(term: string, n: number): Promise<string[]> {
  return (await source!.search(term, { limit: n })).results.map((r) => r.id);
}
