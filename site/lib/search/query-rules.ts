/**
 * The query rules both search dialogs share (visitor spec §4), without a framework: the search dialog's first
 * answer is shown by the header's launcher (`first-dialog.ts`) before React has loaded, by the same rules as the
 * React dialog's debounced search (`use-debounced-search.ts`).
 */
import { normaliseTerm } from '../../../content/search/types.ts';

export type QueryStatus = 'idle' | 'loading' | 'done' | 'error';

export interface QueryState<T> {
  status: QueryStatus;
  /** The answer to the last finished search (null when idle or failed). */
  data: T | null;
  /** The term that answer is for. */
  term: string;
}

export const IDLE_QUERY = { status: 'idle', data: null, term: '' } as const;

/**
 * How long a search runs before its skeleton replaces what the dialog shows. An answer that comes sooner replaces
 * the last one at once (a skeleton for less than this only flickers, and costs the page a render and a layout on
 * the way to the answer); a slower one shows the skeleton until it comes.
 */
export const SKELETON_DELAY_MS = 100;

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
 * How long the search of a term waits at `now`: the whole debounce, or, for a term typed at `typedAt` before the
 * dialog showed it, what is left of the debounce since then (`performance.now()` times).
 */
export function debounceWait(debounceMs: number, typedAt: number | undefined, now: number): number {
  return typedAt === undefined ? debounceMs : Math.min(debounceMs, Math.max(0, debounceMs - (now - typedAt)));
}

/** The term a finished query leaves as searched last (a failed one leaves none: the same term may be tried again). */
export function lastSearchedTerm(state: QueryState<unknown>): string {
  return state.status === 'done' ? state.term : '';
}
