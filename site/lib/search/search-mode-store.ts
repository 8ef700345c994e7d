/**
 * Where the search dialog remembers the mode last chosen (visitor spec §2: Search or Ask AI), without a framework:
 * the header launcher's first dialog (`first-dialog.ts`) resets it on closing, as the React dialog does.
 */
export type SearchMode = 'search' | 'ai';
/** Where the last mode is remembered. */
export const SEARCH_MODE_KEY = 'glasshouse.search.mode';

export function rememberedMode(): SearchMode {
  try {
    return localStorage.getItem(SEARCH_MODE_KEY) === 'ai' ? 'ai' : 'search';
  } catch {
    return 'search';
  }
}

export function rememberMode(mode: SearchMode): void {
  try {
    localStorage.setItem(SEARCH_MODE_KEY, mode);
  } catch {
    // Storage may be unavailable (private mode): the mode is then not remembered.
  }
}
