/**
 * The query rules both search dialogs share (visitor spec §4): search after the source's debounce, skip a term
 * identical to the one searched last, reset when the box is cleared, and never let an older answer overwrite a
 * newer one. A failed search shows nothing (the dialog shows the failure message).
 */
import { useEffect, useRef, useState } from 'react';
import { normaliseTerm } from '../../../content/search/types.ts';
import { IDLE_QUERY, SKELETON_DELAY_MS, debounceWait, lastSearchedTerm, queryAction, type QueryState } from '../../lib/search/query-rules.ts';

export { debounceWait, queryAction, type QueryState, type QueryStatus } from '../../lib/search/query-rules.ts';

/**
 * The debounced search of `term`. `prepare`, when given, is told each term to be searched at once, before the
 * debounce ends, so that a source can start loading what that search will need. `typedAt`, when given, is when the
 * first `term` was typed (`performance.now()`), before the dialog opened: its search waits only for what is left
 * of the debounce, which runs from the last keystroke, not from the dialog's opening. `initial`, when given, is where
 * the search stands already (the answer the header's launcher showed before the dialog's code loaded).
 */
export function useDebouncedSearch<T>(
  term: string,
  debounceMs: number,
  run: (term: string) => Promise<T>,
  prepare?: (term: string) => void,
  typedAt?: number,
  initial?: QueryState<T>,
): QueryState<T> {
  const [state, setState] = useState<QueryState<T>>(initial ?? IDLE_QUERY);
  const first = useRef({ term, typedAt });
  const lastTerm = useRef(initial ? lastSearchedTerm(initial) : '');
  const requestId = useRef(0);
  const runRef = useRef(run);
  runRef.current = run;
  const prepareRef = useRef(prepare);
  prepareRef.current = prepare;

  useEffect(() => {
    const query = normaliseTerm(term);
    const action = queryAction(term, lastTerm.current);
    if (action === 'reset') {
      requestId.current++;
      lastTerm.current = '';
      setState(IDLE_QUERY);
      return;
    }
    if (action === 'skip') return;
    prepareRef.current?.(query);
    // Only the term the dialog opened with was typed earlier; once another is typed, every search waits in full.
    if (term !== first.current.term) first.current.typedAt = undefined;
    const wait = debounceWait(debounceMs, first.current.typedAt, performance.now());
    const timer = setTimeout(() => {
      const id = ++requestId.current;
      lastTerm.current = query;
      // The skeleton only for a search still running after SKELETON_DELAY_MS.
      const skeleton = setTimeout(() => {
        if (id === requestId.current) setState((previous) => ({ ...previous, status: 'loading' }));
      }, SKELETON_DELAY_MS);
      runRef.current(query).then(
        (data) => {
          clearTimeout(skeleton);
          if (id === requestId.current) setState({ status: 'done', data, term: query });
        },
        () => {
          clearTimeout(skeleton);
          if (id !== requestId.current) return;
          lastTerm.current = ''; // the same term may be tried again
          setState({ status: 'error', data: null, term: query });
        },
      );
    }, wait);
    return () => clearTimeout(timer);
  }, [term, debounceMs]);

  return state;
}
