/**
 * The first search from the header's "Search content" box (`SearchLauncher.astro`), started as soon as this small
 * module has loaded, without waiting for the dialog's code (React and the island, several times larger): the local
 * source loads Pagefind and the record map at once, the index chunks of the term in the box load as it is typed,
 * and the term's search starts once the visitor has stopped typing for the source's debounce, when the dialog
 * would search it. The source remembers the answer, so the dialog, once open, finds it under way or ready.
 *
 * Only for the public view: an account member's or a previewing staff member's dialog searches another source
 * (`SearchWidget.tsx`), and the local index answers them only when that one cannot.
 */
import { loadGroupedAnswer } from '../../../content/search/grouping.ts';
import { LocalSearchSource, type LocalSearchSourceOptions, type PagefindApi } from '../../../content/search/local-source.ts';
import { normaliseTerm } from '../../../content/search/types.ts';
import { $viewer } from '../viewer-mode.ts';

/** Pagefind's script, where the build writes it (the local source's default base path). */
const PAGEFIND_SCRIPT = '/pagefind/pagefind.js';

/**
 * The local source of the page, searching ahead what `box` holds. `pagefind` is Pagefind's script, which the
 * launcher asked for first; a failed load is tried again by the next search. Letters typed before this module
 * loaded count as typed now (the debounce can only end later than the visitor's own, never earlier).
 */
export function startHeaderSearch(
  box: HTMLInputElement | null,
  pagefind: Promise<PagefindApi>,
  options: Omit<LocalSearchSourceOptions, 'loadPagefind'>,
): LocalSearchSource {
  let first: Promise<PagefindApi> | null = pagefind;
  const loadPagefind = () => {
    const loading = first ?? (import(/* @vite-ignore */ PAGEFIND_SCRIPT) as Promise<PagefindApi>);
    first = null;
    return loading;
  };
  const source = new LocalSearchSource({ ...options, loadPagefind });
  source.warmUp();
  if (!box) return source;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const typed = () => {
    const term = normaliseTerm(box.value);
    clearTimeout(timer);
    if (!term || $viewer.get().kind !== 'public') return;
    source.prepare(term);
    timer = setTimeout(() => void loadGroupedAnswer(source, term).catch(() => {}), source.debounceMs);
  };
  box.addEventListener('input', typed);
  typed();
  return source;
}

export { FirstDialog } from './first-dialog.ts';

/** Whether the page shows the public view (the launcher's own dialog is for it only). */
export function publicView(): boolean {
  return $viewer.get().kind === 'public' && !/(?:^|;\s*)gh_account_hint=/.test(document.cookie);
}
