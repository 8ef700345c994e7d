/**
 * The search dialog of the public page (visitor spec §2 "Search widget", §4, §8, §9): opened from the header's
 * "Search content" box, full screen on small screens and 70vh tall (max 800px wide) on larger ones, with the
 * organisation's logo and the portal title. Results are grouped by type with counts, groups sorted by label,
 * three entries each then "...N more"; the best hit is the "Top match". Selecting a result shows its detail
 * panel; Open goes to it.
 */
import { Suspense, lazy, useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { GroupedAnswer } from '../../../content/search/grouping.ts';
import { SEARCH_INPUT_MAX, type SearchSource } from '../../../content/search/types.ts';
import { SEARCH_DIALOG_TITLE_ID } from '../../lib/search/dialog-markup.ts';
import type { QueryState } from '../../lib/search/query-rules.ts';
import { DialogBackdrop, SearchFailedAlert } from './search/SearchDialogEnd.tsx';
import { SearchDialogHeader, type SearchBranding } from './search/SearchDialogHeader.tsx';
import { SearchInput } from './search/SearchInput.tsx';
import { SearchModeTabs } from './search/SearchModeTabs.tsx';
import { SearchResultDetail } from './search/SearchResultDetail.tsx';
import { SearchResultGroups } from './search/SearchResultGroups.tsx';
import { SearchSkeleton } from './search/SearchSkeleton.tsx';
import { rememberMode, useSearchMode, type AiAnswerer, type SearchMode } from './search/search-mode.ts';
import { useSearch } from './search/use-search.ts';
import { useSearchTracking } from './search/use-search-tracking.ts';

// The AI panel is loaded only when a question is asked.
const SearchAnswerPanel = lazy(() => import('./SearchAnswerPanel.tsx'));

interface SearchDialogProps extends SearchBranding {
  source: SearchSource;
  /** AI answers for this viewer, when they may be available (the mode switch shows once they are). */
  ai?: AiAnswerer | null;
  /** For analytics events. */
  orgId?: string;
  productId?: string;
  /** What the visitor had typed in the header box. */
  initialTerm: string;
  /** When they typed it (`performance.now()`): the debounce of its search runs from then. */
  initialTypedAt?: number;
  /**
   * Where the search of `initialTerm` stands already: the header's launcher showed the dialog with its first answer
   * before this code had loaded (`first-dialog.ts`), and this dialog takes over that DOM (hydration).
   */
  initialQuery?: QueryState<GroupedAnswer>;
  onClose(): void;
}

export function SearchDialog({ source, ai, orgId = '', productId, initialTerm, initialTypedAt, initialQuery, onClose, ...branding }: SearchDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // A fixed id (one search dialog is open at a time): the launcher's markup of the dialog has it too.
  const titleId = SEARCH_DIALOG_TITLE_ID;
  const [term, setTerm] = useState(initialTerm.slice(0, SEARCH_INPUT_MAX));
  const termRef = useRef(term);
  termRef.current = term;
  const mode = useSearchMode(ai);
  const { aiMode } = mode;
  const [asked, setAsked] = useState<{ question: string; seq: number } | null>(null);
  const search = useSearch(source, aiMode ? '' : term, initialTypedAt, initialQuery);
  const { query, answer, selected } = search;
  const onAnswered = useSearchTracking({ orgId, productId, term, query, sourceKind: source.kind });
  const ask = useCallback((question: string) => ai!.answer(question), [ai]);

  const switchMode = (next: SearchMode) => {
    if (!mode.choose(next)) return;
    // The two modes keep their results apart: switching clears the other one's.
    setTerm('');
    setAsked(null);
    inputRef.current?.focus();
  };
  const closeDialog = () => {
    // Closing resets the form and the mode to Search.
    rememberMode('search');
    onClose();
  };

  // Opened in the commit that inserts it, before it is painted: one restyle of the page for both, not two.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    source.warmUp?.();
    const input = inputRef.current;
    if (!input) return;
    // Taking over the launcher's dialog, the box has the focus already; letters typed while this code took over
    // reached the box but not the state.
    if (document.activeElement !== input) {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    }
    if (input.value !== termRef.current) setTerm(input.value.slice(0, SEARCH_INPUT_MAX));
  }, [source]);

  const close = () => dialogRef.current?.close();

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      // A search box would clear itself on Escape; here Escape closes the dialog at once.
      event.preventDefault();
      close();
      return;
    }
    if (aiMode) {
      if (event.key === 'Enter' && term.trim()) {
        event.preventDefault();
        setAsked((previous) => ({ question: term.trim(), seq: (previous?.seq ?? 0) + 1 }));
      }
      return;
    }
    if (search.visible.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      search.moveSelection(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && selected) {
      event.preventDefault();
      window.location.assign(selected.url);
    }
  };

  const hasTerm = term.trim() !== '';

  return (
    <dialog ref={dialogRef} className="modal modal-top sm:modal-middle" aria-labelledby={titleId} onClose={closeDialog} data-testid="search-dialog">
      <div
        data-testid="search-dialog-box"
        className="modal-box flex h-dvh max-h-none w-full max-w-none flex-col gap-0 rounded-none p-0 sm:h-[70vh] sm:max-h-[70vh] sm:w-[calc(100vw-2rem)] sm:max-w-[800px] sm:rounded-box"
      >
        <SearchDialogHeader {...branding} titleId={titleId} onClose={close} />
        <div className="border-b border-base-300 px-4 py-3">
          {mode.aiAvailable && <SearchModeTabs mode={mode.mode} onChoose={switchMode} />}
          <SearchInput
            ref={inputRef}
            value={term}
            placeholder={aiMode ? 'Ask a question' : 'Search content'}
            aria-label={aiMode ? 'Ask a question' : 'Search content'}
            enterKeyHint={aiMode ? 'send' : 'search'}
            onTermChange={setTerm}
            onKeyDown={onInputKeyDown}
          />
          {answer?.page.correctedFrom && query.status === 'done' && (
            <p className="mt-2 text-sm opacity-80" data-testid="search-correction">
              Showing results for <strong>{answer.page.term}</strong>
            </p>
          )}
        </div>

        <div className="flex min-h-0 flex-1">
          {aiMode ? (
            asked ? (
              <Suspense fallback={<div className="flex-1" />}>
                <SearchAnswerPanel question={asked.question} seq={asked.seq} ask={ask} onAnswered={(result) => onAnswered(result, asked.question)} />
              </Suspense>
            ) : (
              <div className="flex-1" />
            )
          ) : query.status === 'loading' ? (
            <SearchSkeleton />
          ) : !hasTerm || (!answer && query.status !== 'error') ? (
            <div className="flex-1" />
          ) : search.groups.length === 0 || !answer ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-1 p-8 text-center" role="status">
              <p className="font-semibold">No results found</p>
              <p className="text-sm opacity-70">Try using a different search term.</p>
            </div>
          ) : (
            <>
              <SearchResultGroups
                groups={search.groups}
                topMatchId={answer.topMatchId}
                selectedId={search.selectedId}
                loadingMore={search.loadingMore}
                hidden={search.detailOpen}
                onOpen={search.open}
                onShowMore={(type, count) => void search.showMore(type, count)}
              />
              <div className={`min-h-0 flex-1 overflow-y-auto p-4 ${search.detailOpen ? '' : 'max-md:hidden'}`}>
                {selected && (
                  <>
                    <button type="button" className="btn btn-ghost btn-sm mb-2 md:hidden" onClick={search.closeDetail}>
                      ← Back to results
                    </button>
                    <SearchResultDetail result={selected} orgId={orgId} />
                  </>
                )}
              </div>
            </>
          )}
        </div>
        {search.failed && !aiMode && <SearchFailedAlert />}
      </div>
      <DialogBackdrop />
    </dialog>
  );
}
