/**
 * The analytics events of the search dialog (visitor spec §4): a search counts once the visitor has paused typing
 * for 700 ms; an AI answer counts when it arrives.
 */
import { useCallback, useEffect, useRef } from 'react';
import { SEARCH_EVENT_DELAY_MS, track } from '../../../lib/analytics.ts';
import type { GroupedAnswer } from '../../../../content/search/grouping.ts';
import type { AiAnswerResult } from '../../../lib/search/semantic-source.ts';
import type { SearchSource } from '../../../../content/search/types.ts';
import type { QueryState } from '../use-debounced-search.ts';

interface SearchTracking {
  orgId: string;
  productId: string | undefined;
  /** What is in the search box now. */
  term: string;
  query: QueryState<GroupedAnswer>;
  sourceKind: SearchSource['kind'];
}

/** Tracks searches as they finish; returns the tracker of AI answers. */
export function useSearchTracking({ orgId, productId, term, query, sourceKind }: SearchTracking) {
  const answer = query.data;
  const lastTyped = useRef(0);
  useEffect(() => {
    lastTyped.current = Date.now();
  }, [term]);
  useEffect(() => {
    if (query.status !== 'done' || !answer || !orgId) return;
    const wait = Math.max(0, SEARCH_EVENT_DELAY_MS - (Date.now() - lastTyped.current));
    const timer = setTimeout(() => {
      track(orgId, {
        type: 'search',
        term: query.term,
        resultCount: answer.page.total,
        source: sourceKind,
        mode: 'search',
        ...(productId ? { productId } : {}),
      });
    }, wait);
    return () => clearTimeout(timer);
  }, [query.status, query.term, answer, orgId, productId, sourceKind]);
  return useCallback(
    (result: AiAnswerResult, question: string) => {
      if (orgId)
        track(orgId, {
          type: 'search',
          term: question,
          resultCount: result.sources.length,
          source: 'semantic',
          mode: 'ai',
          ...(productId ? { productId } : {}),
        });
    },
    [orgId, productId],
  );
}
