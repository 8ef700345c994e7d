/**
 * How the search dialog lays out its results (visitor spec §2 "Search widget", §9): groups by type with counts,
 * sorted alphabetically by label, three entries each and then "...N more"; the best hit overall is the "Top
 * match".
 */
import { SEARCH_GROUP_LABELS, type SearchPage, type SearchResult, type SearchResultType, type SearchSource } from './types.ts';

/** Entries a group shows before "...N more" (visitor spec §9). */
export const GROUP_ENTRIES_SHOWN = 3;
/** Entries one click on "...N more" reveals at most: all the rest unless a group is very large. */
export const GROUP_REVEAL_STEP = 50;

export interface ResultGroup {
  type: SearchResultType;
  /** "Documents", "FAQs" … */
  label: string;
  /** Hits of this type for the whole query. */
  count: number;
  /** Entries shown now, best first. */
  results: SearchResult[];
  /** Hits not shown yet: the N of "...N more" (0: no button). */
  more: number;
}

/**
 * Groups for the types with hits, sorted by label. `loaded` holds each type's best hits (at least as many as
 * should show); `shown` how many each group shows (default `GROUP_ENTRIES_SHOWN`).
 */
export function groupResults(
  counts: Partial<Record<SearchResultType, number>>,
  loaded: Partial<Record<SearchResultType, SearchResult[]>>,
  shown: Partial<Record<SearchResultType, number>> = {},
): ResultGroup[] {
  return (Object.entries(counts) as [SearchResultType, number][])
    .filter(([, count]) => count > 0)
    .map(([type, count]) => {
      const visible = Math.min(count, shown[type] ?? GROUP_ENTRIES_SHOWN);
      const results = (loaded[type] ?? []).slice(0, visible);
      return { type, label: SEARCH_GROUP_LABELS[type], count, results, more: Math.max(0, count - visible) };
    })
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
}

/** How many entries a group shows after one click on "...N more". */
export function revealMore(shownNow: number, count: number): number {
  return Math.min(count, shownNow + GROUP_REVEAL_STEP);
}

/** The text of a group's reveal button. */
export function moreLabel(more: number): string {
  return `...${more} more`;
}

/** Results in the order the list shows them (group by group), for keyboard navigation. */
export function flattenGroups(groups: readonly ResultGroup[]): SearchResult[] {
  return groups.flatMap((group) => group.results);
}

/** One search's answer as the search dialog shows it. */
export interface GroupedAnswer {
  /** The first page (best hit, counts per type, the term searched and its correction). */
  page: SearchPage;
  /** Id of the best hit overall: the "Top match". */
  topMatchId: string | null;
  /** The best `GROUP_ENTRIES_SHOWN` hits of each type with hits. */
  loaded: Partial<Record<SearchResultType, SearchResult[]>>;
}

/** What the dialog loads for a term: the best hit and counts, then the first entries of each group (one search per type). */
export async function loadGroupedAnswer(source: SearchSource, term: string): Promise<GroupedAnswer> {
  const page = await source.search(term, { limit: 1 });
  const types = Object.keys(page.counts) as SearchResultType[];
  const lists = await Promise.all(types.map((type) => source.search(term, { type, limit: GROUP_ENTRIES_SHOWN })));
  const loaded: GroupedAnswer['loaded'] = {};
  types.forEach((type, i) => {
    loaded[type] = lists[i]!.results;
  });
  return { page, topMatchId: page.results[0]?.id ?? null, loaded };
}
