/**
 * The content search of the search dialog (visitor spec §2, §4): the debounced query, its answer grouped by type
 * (three entries per group, "...N more" loads the next ones), and the selected result — the "Top match" at first,
 * then whatever the visitor clicks or reaches with Up/Down.
 */
import { useCallback, useMemo, useState } from 'react';
import { GROUP_ENTRIES_SHOWN, flattenGroups, groupResults, loadGroupedAnswer, revealMore, type GroupedAnswer } from '../../../../content/search/grouping.ts';
import type { SearchResult, SearchResultType, SearchSource } from '../../../../content/search/types.ts';
import { useDebouncedSearch, type QueryState } from '../use-debounced-search.ts';

type PerType<T> = Partial<Record<SearchResultType, T>>;

/**
 * `term` is '' while the dialog asks the AI: the search then rests. `typedAt`: when the term the dialog opened with
 * was typed (`useDebouncedSearch`). `initial`: where the search stands already (the header launcher's first answer).
 */
export function useSearch(source: SearchSource, term: string, typedAt?: number, initial?: QueryState<GroupedAnswer>) {
  const run = useCallback((query: string) => loadGroupedAnswer(source, query), [source]);
  const prepare = useCallback((query: string) => source.prepare?.(query), [source]);
  const query = useDebouncedSearch(term, source.debounceMs, run, prepare, typedAt, initial);
  const answer = query.data;

  // Per-answer view state: entries revealed per group, extra entries loaded, the selected result.
  const [shown, setShown] = useState<PerType<number>>({});
  const [extra, setExtra] = useState<PerType<SearchResult[]>>({});
  const [selectedId, setSelectedId] = useState<string | null>(answer?.topMatchId ?? null);
  const [detailOpen, setDetailOpen] = useState(false);
  const [loadingMore, setLoadingMore] = useState<SearchResultType | null>(null);
  const [moreFailed, setMoreFailed] = useState(false);
  // A new answer starts its view afresh: set while rendering (not in an effect), so the first answer's view is never
  // reset after the dialog is shown, and a result opened at once (a click answered as React takes the dialog over)
  // stays open.
  const [viewOf, setViewOf] = useState(answer);
  if (viewOf !== answer) {
    setViewOf(answer);
    setShown({});
    setExtra({});
    setSelectedId(answer?.topMatchId ?? null);
    setDetailOpen(false);
    setMoreFailed(false);
  }

  const groups = useMemo(() => {
    if (!answer) return [];
    const loaded: PerType<SearchResult[]> = {};
    for (const [type, list] of Object.entries(answer.loaded) as [SearchResultType, SearchResult[]][]) {
      loaded[type] = [...list, ...(extra[type] ?? [])];
    }
    return groupResults(answer.page.counts, loaded, shown);
  }, [answer, extra, shown]);
  const visible = useMemo(() => flattenGroups(groups), [groups]);
  const selected = visible.find((r) => r.id === selectedId) ?? null;

  const showMore = async (type: SearchResultType, count: number) => {
    if (!answer) return;
    const now = shown[type] ?? GROUP_ENTRIES_SHOWN;
    const target = revealMore(now, count);
    const have = (answer.loaded[type]?.length ?? 0) + (extra[type]?.length ?? 0);
    setMoreFailed(false);
    if (have < target) {
      setLoadingMore(type);
      try {
        const next = await source.search(query.term, { type, offset: have, limit: target - have });
        setExtra((previous) => ({ ...previous, [type]: [...(previous[type] ?? []), ...next.results] }));
      } catch {
        setMoreFailed(true);
        return;
      } finally {
        setLoadingMore(null);
      }
    }
    setShown((previous) => ({ ...previous, [type]: target }));
  };

  /** Moves the selection one entry down (1) or up (-1), wrapping around. */
  const moveSelection = (step: 1 | -1) => {
    if (visible.length === 0) return;
    const at = visible.findIndex((r) => r.id === selectedId);
    const next = step === 1 ? (at + 1) % visible.length : (at - 1 + visible.length) % visible.length;
    setSelectedId(visible[Math.max(next, 0)]!.id);
  };

  /** Selects a result and shows its detail (on small screens, in place of the list). */
  const open = (id: string) => {
    setSelectedId(id);
    setDetailOpen(true);
  };

  return {
    query,
    answer,
    groups,
    /** The entries shown, in list order. */
    visible,
    selectedId,
    selected,
    detailOpen,
    /** Back from the detail to the list (small screens). */
    closeDetail: () => setDetailOpen(false),
    open,
    moveSelection,
    showMore,
    loadingMore,
    /** The search or loading more entries failed. */
    failed: query.status === 'error' || moreFailed,
  };
}
