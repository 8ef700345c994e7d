/**
 * The query rules both search dialogs share (visitor spec §4): search after the source's debounce, skip a term
 * identical to the one searched last, reset when the box is cleared, and never let an older answer overwrite a
 * newer one. A failed search shows nothing (the dialog shows the failure message).
 */
import { useEffect, useRef, useState } from 'react';

export type QueryStatus = 'idle' | 'loading' | 'done' | 'error';

export interface QueryState<T> {
  status: QueryStatus;
  /** The answer to the last finished search (null when idle or failed). */
  data: T | null;
  /** The term that answer is for. */
  term: string;
}

const IDLE = { status: 'idle', data: null, term: '' } as const;

/** Normal form of a typed term: trimmed, inner whitespace collapsed. Two terms with the same form are identical. */
export function normaliseTerm(term: string): string {
  return term.trim().replace(/\s+/g, ' ');
}

/**
 * What typing `typed` does when `lastSearched` was searched last: `reset` when the box is cleared, `skip` when
 * the term is identical to the last one, else `search` (after the debounce).
 */
export function queryAction(typed: string, lastSearched: string): 'reset' | 'skip' | 'search' {
  const query = normaliseTerm(typed);
  if (!query) return 'reset';
  return query === lastSearched ? 'skip' : 'search';
}

/**
 * The debounced search of `term`. `prepare`, when given, is told each term to be searched at once, before the
 * debounce ends, so that a source can start loading what that search will need.
 */
export function useDebouncedSearch<T>(term: string, debounceMs: number, run: (term: string) => Promise<T>, prepare?: (term: string) => void): QueryState<T> {
  const [state, setState] = useState<QueryState<T>>(IDLE);
  const lastTerm = useRef('');
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
      setState(IDLE);
      return;
    }
    if (action === 'skip') return;
    prepareRef.current?.(query);
    const timer = setTimeout(() => {
      const id = ++requestId.current;
      lastTerm.current = query;
      setState((previous) => ({ ...previous, status: 'loading' }));
      runRef.current(query).then(
        (data) => {
          if (id === requestId.current) setState({ status: 'done', data, term: query });
        },
        () => {
          if (id !== requestId.current) return;
          lastTerm.current = ''; // the same term may be tried again
          setState({ status: 'error', data: null, term: query });
        },
      );
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [term, debounceMs]);

  return state;
}
