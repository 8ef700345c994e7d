/**
 * The admin-style search modal (visitor spec §2 "A second search modal", §4, §9): opened by its "Search items"
 * box or Ctrl+K / Cmd+K, closed with Escape. One ranked list: 15 results at first, 10 more every 500 ms while the
 * end of the list is in view, up to the total. Up/Down move through the list, Enter opens the active result: an
 * update jumps to its topic (`/?tcuUid=`), an item opens its page.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  LOAD_INTERVAL_MS,
  LOAD_OBSERVER_THRESHOLD,
  initialVisible,
  moveActive,
  nextVisible,
  resultsAreaHeight,
  resultsCountLabel,
  type ItemsModalState,
} from '../../lib/search/items-modal.ts';
import { SEARCH_GROUP_LABELS, type SearchPage, type SearchResult, type SearchSource } from '../../../content/search/types.ts';
import { DialogBackdrop, SearchFailedAlert } from './search/SearchDialogEnd.tsx';
import { SearchInput } from './search/SearchInput.tsx';
import { useDebouncedSearch } from './use-debounced-search.ts';
import { formatNumericDate } from '../../../content/dates.ts';

interface SearchItemsModalProps {
  source: SearchSource;
  onClose(): void;
}

export function SearchItemsModal({ source, onClose }: SearchItemsModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const areaRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const [term, setTerm] = useState('');
  const run = useCallback((query: string) => source.search(query, { limit: initialVisible(Number.MAX_SAFE_INTEGER) }), [source]);
  const query = useDebouncedSearch<SearchPage>(term, source.debounceMs, run);
  const page = query.data;
  const total = page?.total ?? 0;

  const [results, setResults] = useState<SearchResult[]>([]);
  const [visible, setVisible] = useState(0);
  const [active, setActive] = useState(-1);
  const [sentinelInView, setSentinelInView] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    setResults(page?.results ?? []);
    setVisible(initialVisible(page?.total ?? 0));
    setActive(page && page.total > 0 ? 0 : -1);
    setLoadFailed(false);
    areaRef.current?.scrollTo({ top: 0 });
  }, [page]);

  // Opened in the commit that inserts it, before it is painted: one restyle of the page for both, not two.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    source.warmUp?.();
    inputRef.current?.focus();
  }, [source]);

  // The end of the list in view: load 10 more every 500 ms (observer threshold 0.1), up to the total.
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setSentinelInView(!!entry?.isIntersecting), {
      root: areaRef.current,
      threshold: LOAD_OBSERVER_THRESHOLD,
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [page, visible < total]);

  // A load waits for the rows of the previous one: until they render, the end of the list stays in view.
  const loading = results.length < Math.min(visible, total);
  useEffect(() => {
    if (!sentinelInView || !page || visible >= total || loadFailed || loading) return;
    const timer = setTimeout(() => setVisible((now) => nextVisible(now, total)), LOAD_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [sentinelInView, visible, total, page, loadFailed, loading]);

  // Fetch the rows that became visible.
  useEffect(() => {
    if (!page || results.length >= visible) return;
    let current = true;
    source.search(query.term, { offset: results.length, limit: visible - results.length }).then(
      (more) => {
        if (current) setResults((now) => (now.length === results.length ? [...now, ...more.results] : now));
      },
      () => {
        if (current) setLoadFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [visible, results.length, page, query.term, source]);

  const shown = results.slice(0, visible);
  // A failed search answers an empty list (visitor spec §8): it shows as "No results found".
  const state: ItemsModalState = !term.trim() || (!page && query.status !== 'error') ? 'empty' : total === 0 ? 'no-results' : 'results';
  const height = resultsAreaHeight(state, Math.min(visible, total));

  const open = (result: SearchResult | undefined) => {
    if (result) window.location.assign(result.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      // A search box would clear itself on Escape; here Escape closes the modal at once.
      event.preventDefault();
      dialogRef.current?.close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = moveActive(active, event.key === 'ArrowDown' ? 1 : -1, shown.length);
      setActive(next);
      document.getElementById(`${listId}-${next}`)?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(shown[active]);
    }
  };

  const failed = query.status === 'error' || loadFailed;

  return (
    <dialog ref={dialogRef} className="modal modal-top" aria-label="Search items" onClose={onClose} data-testid="search-items-dialog">
      <div className="modal-box mx-auto mt-16 w-[calc(100vw-2rem)] max-w-2xl p-0">
        <div className="border-b border-base-300 p-3">
          <SearchInput
            ref={inputRef}
            role="combobox"
            aria-label="Search items"
            aria-expanded={state === 'results'}
            aria-controls={state === 'results' ? listId : undefined}
            aria-activedescendant={active >= 0 && shown[active] ? `${listId}-${active}` : undefined}
            placeholder="Search items"
            value={term}
            onTermChange={setTerm}
            onKeyDown={onKeyDown}
          />
        </div>
        <div
          ref={areaRef}
          id={listId}
          role={state === 'results' ? 'listbox' : undefined}
          aria-label={state === 'results' ? 'Search results' : undefined}
          className="flex flex-col gap-1 overflow-y-auto px-3"
          style={{ height }}
          data-testid="search-items-results"
        >
          {state === 'empty' && <p className="m-auto text-sm opacity-70">Start searching above</p>}
          {state === 'no-results' && (
            <div className="m-auto text-center" role="status">
              <p className="font-semibold">No results found</p>
              <p className="text-sm opacity-70">Try using a different search term</p>
            </div>
          )}
          {state === 'results' &&
            shown.map((result, i) => (
              <div
                key={result.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                tabIndex={-1}
                className={`flex shrink-0 cursor-pointer flex-col justify-center gap-0.5 rounded-field px-3 ${i === active ? 'bg-base-200' : 'hover:bg-base-200'}`}
                style={{ height: 82 }}
                onMouseEnter={() => setActive(i)}
                onClick={() => open(result)}
              >
                <span className="truncate font-medium">{result.title}</span>
                <span className="truncate text-xs opacity-70">
                  {SEARCH_GROUP_LABELS[result.type]}
                  {result.subtitle && ` · ${result.subtitle}`}
                  {result.metadata.updatedAt && ` · ${formatNumericDate(result.metadata.updatedAt)}`}
                </span>
              </div>
            ))}
          {state === 'results' && visible < total && <div ref={sentinelRef} className="h-px shrink-0" aria-hidden="true" />}
        </div>
        <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-base-300 px-4 py-2 text-xs opacity-80">
          <span data-testid="search-items-count">{page ? resultsCountLabel(total) : ''}</span>
          <span className="flex flex-wrap items-center gap-3">
            <span>
              <kbd className="kbd kbd-xs">Enter</kbd> to select
            </span>
            <span>
              <kbd className="kbd kbd-xs">Up</kbd>/<kbd className="kbd kbd-xs">Down</kbd> to navigate
            </span>
            <span>
              <kbd className="kbd kbd-xs">Esc</kbd> to close
            </span>
          </span>
        </footer>
        {failed && <SearchFailedAlert />}
      </div>
      <DialogBackdrop />
    </dialog>
  );
}
