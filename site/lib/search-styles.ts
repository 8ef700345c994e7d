/**
 * The search dialog's stylesheet, loaded by the header's search boxes (`SearchLauncher.astro`) when a visitor first
 * uses one: the portal's rules for the search island's classes, scoped to the island's root, written into every
 * build by `edge/node/site-build/search-styles.ts`. Unlike the whole portal stylesheet (`portal-styles.ts`), adding
 * it restyles nothing of the page around the dialog, so the first search does not wait for the page to be styled
 * again.
 *
 * Resolves at once where the page links the whole stylesheet itself (no inline part: the dev server), and when
 * the sheet fails to load (the dialog works, less styled).
 */
import { PORTAL_STYLES_ATTRIBUTE } from './portal-styles.ts';

/** Where a build serves the sheet. */
export const SEARCH_STYLES_PATH = '/search-styles.css';
/** Attribute of the element the search island renders into: the sheet's rules apply inside it only. */
export const SEARCH_ROOT_ATTRIBUTE = 'data-search-root';

let loading: Promise<void> | null = null;

export function loadSearchStyles(): Promise<void> {
  if (loading) return loading;
  const inline = document.querySelector<HTMLStyleElement>(`style[${PORTAL_STYLES_ATTRIBUTE}]`);
  if (!inline) {
    loading = Promise.resolve();
    return loading;
  }
  loading = new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = SEARCH_STYLES_PATH;
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    // Beside the inline part, before the page's own later rules, as the whole sheet goes (its rules being scoped to
    // the island, the order of the two does not matter).
    inline.parentNode!.insertBefore(link, inline.nextSibling);
  });
  return loading;
}
