import { describe, expect, it } from 'vitest';
import { GROUP_ENTRIES_SHOWN, GROUP_REVEAL_STEP, flattenGroups, groupResults, moreLabel, revealMore } from '../../../content/search/grouping.ts';
import { canLoadMore, initialVisible, moveActive, nextVisible, resultsAreaHeight, resultsCountLabel } from '../../../site/lib/search/items-modal.ts';
import type { SearchResult, SearchResultType } from '../../../content/search/types.ts';
import { debounceWait, queryAction } from '../../../site/components/islands/use-debounced-search.ts';

const result = (type: SearchResultType, n: number): SearchResult => ({
  id: `${type}-${n}`,
  type,
  source: 'local',
  title: `${type} ${n}`,
  subtitle: '',
  url: `/${type}/${n}`,
  excerpt: '',
  metadata: {},
});
const many = (type: SearchResultType, count: number) => Array.from({ length: count }, (_, i) => result(type, i));

describe('groupResults', () => {
  it('groups by type with counts, sorted alphabetically by label, three entries each then "...N more"', () => {
    const groups = groupResults(
      { webpage: 1, knowledge_base: 12, documents: 2, trust_center_updates: 4, trust_center_content: 3, controls: 5, facts: 0 },
      {
        webpage: many('webpage', 1),
        knowledge_base: many('knowledge_base', 3),
        documents: many('documents', 2),
        trust_center_updates: many('trust_center_updates', 3),
        trust_center_content: many('trust_center_content', 3),
        controls: many('controls', 3),
      },
    );
    expect(groups.map((g) => `${g.label} ${g.count}`)).toEqual(['Controls 5', 'Documents 2', 'FAQs 12', 'Trust Items 3', 'Updates 4', 'Webpages 1']);
    expect(groups.map((g) => g.results.length)).toEqual([3, 2, 3, 3, 3, 1]);
    expect(groups.map((g) => g.more)).toEqual([2, 0, 9, 0, 1, 0]);
    expect(moreLabel(9)).toBe('...9 more');
    expect(flattenGroups(groups)[0]?.id).toBe('controls-0');
  });

  it('shows what "...N more" revealed', () => {
    const loaded = { knowledge_base: many('knowledge_base', 12) };
    const [group] = groupResults({ knowledge_base: 12 }, loaded, { knowledge_base: revealMore(GROUP_ENTRIES_SHOWN, 12) });
    expect(group?.results).toHaveLength(12);
    expect(group?.more).toBe(0);
  });

  it('reveals the rest, at most GROUP_REVEAL_STEP at a time', () => {
    expect(revealMore(3, 12)).toBe(12);
    expect(revealMore(3, 500)).toBe(3 + GROUP_REVEAL_STEP);
    expect(revealMore(3 + GROUP_REVEAL_STEP, 60)).toBe(60);
  });
});

describe('admin-style results area', () => {
  it('is 144px empty, 130px with no results, 82px per row plus 4px gaps up to five rows, else 467px', () => {
    expect(resultsAreaHeight('empty')).toBe(144);
    expect(resultsAreaHeight('no-results')).toBe(130);
    expect(resultsAreaHeight('results', 1)).toBe(82);
    expect(resultsAreaHeight('results', 2)).toBe(168);
    expect(resultsAreaHeight('results', 5)).toBe(426);
    expect(resultsAreaHeight('results', 6)).toBe(467);
    expect(resultsAreaHeight('results', 40)).toBe(467);
  });

  it('shows 15 results, then 10 more per load, never more than the total', () => {
    expect(initialVisible(3)).toBe(3);
    expect(initialVisible(100)).toBe(15);
    expect(nextVisible(15, 100)).toBe(25);
    expect(nextVisible(25, 31)).toBe(31);
    expect(nextVisible(31, 31)).toBe(31);
    expect(resultsCountLabel(31)).toBe('31 results');
  });

  it('loads at most every 500 ms and only while something is left', () => {
    expect(canLoadMore(15, 100, 1_000, 1_499)).toBe(false);
    expect(canLoadMore(15, 100, 1_000, 1_500)).toBe(true);
    expect(canLoadMore(100, 100, 0, 10_000)).toBe(false);
  });

  it('moves the active row with Up and Down, wrapping around', () => {
    expect(moveActive(-1, 1, 3)).toBe(0);
    expect(moveActive(-1, -1, 3)).toBe(2);
    expect(moveActive(2, 1, 3)).toBe(0);
    expect(moveActive(0, -1, 3)).toBe(2);
    expect(moveActive(0, 1, 0)).toBe(-1);
  });
});

describe('queryAction', () => {
  it('resets on a cleared box, skips an identical repeated term, searches otherwise', () => {
    expect(queryAction('   ', 'soc 2')).toBe('reset');
    expect(queryAction(' soc   2 ', 'soc 2')).toBe('skip');
    expect(queryAction('soc 3', 'soc 2')).toBe('search');
    expect(queryAction('soc', '')).toBe('search');
  });
});

describe('debounceWait', () => {
  it('waits the whole debounce for a term typed into the dialog, and what is left of it for one typed before it opened', () => {
    expect(debounceWait(100, undefined, 5000)).toBe(100);
    expect(debounceWait(100, 4960, 5000)).toBe(60);
    expect(debounceWait(100, 4800, 5000)).toBe(0);
    expect(debounceWait(100, 5010, 5000)).toBe(100);
  });
});

describe('excerptParts', () => {
  it('splits an index excerpt into text and matches, decoding escapes and dropping other tags', async () => {
    const { excerptParts } = await import('../../../site/components/islands/SearchExcerpt.tsx');
    expect(excerptParts('We use <mark>AES-256</mark> &lt;b&gt; keys &amp; <mark>rotate</mark><script>x</script>')).toEqual([
      { text: 'We use ', match: false },
      { text: 'AES-256', match: true },
      { text: ' <b> keys & ', match: false },
      { text: 'rotate', match: true },
      { text: 'x', match: false },
    ]);
  });
});
