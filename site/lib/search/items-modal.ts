/**
 * Rules of the admin-style search modal (visitor spec §2 "A second search modal", §4 "Results page size"):
 * the height of its results area and how its list grows while the visitor scrolls.
 */

/** Results area height with nothing typed ("Start searching above"). */
export const EMPTY_AREA_HEIGHT = 144;
/** Results area height when a search found nothing. */
export const NO_RESULTS_AREA_HEIGHT = 130;
/** Height of one result row, and the gap between rows. */
export const RESULT_ROW_HEIGHT = 82;
export const RESULT_ROW_GAP = 4;
/** Up to this many rows the area fits its rows; beyond, it is `FULL_AREA_HEIGHT` and scrolls. */
export const FITTED_ROWS_MAX = 5;
export const FULL_AREA_HEIGHT = 467;

/** Results shown at first, shown more per load, time between loads, and the scroll observer's threshold. */
export const INITIAL_RESULTS = 15;
export const RESULTS_PER_LOAD = 10;
export const LOAD_INTERVAL_MS = 500;
export const LOAD_OBSERVER_THRESHOLD = 0.1;

export type ItemsModalState = 'empty' | 'no-results' | 'results';

/** Height in px of the results area: 144 empty, 130 with no hits, 82 per row plus 4 px gaps up to 5 rows, else 467. */
export function resultsAreaHeight(state: ItemsModalState, results = 0): number {
  if (state === 'empty') return EMPTY_AREA_HEIGHT;
  if (state === 'no-results' || results <= 0) return NO_RESULTS_AREA_HEIGHT;
  if (results > FITTED_ROWS_MAX) return FULL_AREA_HEIGHT;
  return results * RESULT_ROW_HEIGHT + (results - 1) * RESULT_ROW_GAP;
}

/** Results shown right after a search: 15, or all when fewer. */
export function initialVisible(total: number): number {
  return Math.max(0, Math.min(INITIAL_RESULTS, total));
}

/** Results shown after one more load: 10 more, never more than the total. */
export function nextVisible(visible: number, total: number): number {
  return Math.max(0, Math.min(total, visible + RESULTS_PER_LOAD));
}

/** Whether a load may run now: something is left to show and `LOAD_INTERVAL_MS` passed since the last one. */
export function canLoadMore(visible: number, total: number, lastLoadAt: number, now: number): boolean {
  return visible < total && now - lastLoadAt >= LOAD_INTERVAL_MS;
}

/** Footer count: "{n} results". */
export function resultsCountLabel(total: number): string {
  return `${total} results`;
}

/** The index the active row moves to with Up (-1) or Down (+1), wrapping around; -1 when there are no rows. */
export function moveActive(active: number, delta: 1 | -1, rows: number): number {
  if (rows <= 0) return -1;
  if (active < 0) return delta > 0 ? 0 : rows - 1;
  return (active + delta + rows) % rows;
}
