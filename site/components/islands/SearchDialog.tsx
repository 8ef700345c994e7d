/**
 * The search dialog of the public page (visitor spec §2 "Search widget", §4, §8, §9): opened from the header's
 * "Search content" box, full screen on small screens and 70vh tall (max 800px wide) on larger ones, with the
 * organisation's logo and the portal title. Results are grouped by type with counts, groups sorted by label,
 * three entries each then "...N more"; the best hit is the "Top match". Selecting a result shows its detail
 * panel; Open goes to it.
 */
import { Suspense, lazy, useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { documentUrl } from '../../../content/documents.ts';
import { ERRORS } from '../../../content/errors.ts';
import { SEARCH_EVENT_DELAY_MS, track } from '../../lib/analytics.ts';
import type { AiAnswerResult } from '../../lib/search/semantic-source.ts';
import { GROUP_ENTRIES_SHOWN, flattenGroups, groupResults, loadGroupedAnswer, moreLabel, revealMore } from '../../lib/search/grouping.ts';
import { SEARCH_GROUP_LABELS, SEARCH_INPUT_MAX, type SearchResult, type SearchResultType, type SearchSource } from '../../lib/search/types.ts';
import { $viewer } from '../../lib/viewer-mode.ts';
import { SearchExcerpt } from './SearchExcerpt.tsx';
import { useDebouncedSearch } from './use-debounced-search.ts';
import { formatDate } from '../../../content/dates.ts';

export interface SearchBranding {
  /** Organisation name (the logo's alt text, and the title when there is no logo). */
  orgName: string;
  /** Logo URL, or '' for none. */
  logo: string;
  /** Portal title ("Trust Center" by default). */
  portalTitle: string;
}

/** Where AI answers come from (the semantic source of an account member or previewing staff). */
export interface AiAnswerer {
  /** Whether AI answers are available to this viewer (gen AI enabled, data store, plan, mode). */
  available(): Promise<boolean>;
  answer(question: string): Promise<AiAnswerResult>;
}

/** The dialog's two modes (visitor spec §2): searching, or asking the AI. */
export type SearchMode = 'search' | 'ai';
/** Where the last mode is remembered. */
export const SEARCH_MODE_KEY = 'glasshouse.search.mode';

function rememberedMode(): SearchMode {
  try {
    return localStorage.getItem(SEARCH_MODE_KEY) === 'ai' ? 'ai' : 'search';
  } catch {
    return 'search';
  }
}
function rememberMode(mode: SearchMode): void {
  try {
    localStorage.setItem(SEARCH_MODE_KEY, mode);
  } catch {
    // Storage may be unavailable (private mode): the mode is then not remembered.
  }
}

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
  onClose(): void;
}

export function SearchDialog({ source, ai, orgId = '', productId, initialTerm, onClose, orgName, logo, portalTitle }: SearchDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const [term, setTerm] = useState(initialTerm.slice(0, SEARCH_INPUT_MAX));
  const [logoFailed, setLogoFailed] = useState(false);
  // Ask AI: offered once the edge confirms it; the mode last chosen is remembered.
  const [aiAvailable, setAiAvailable] = useState(false);
  const [mode, setMode] = useState<SearchMode>('search');
  const [asked, setAsked] = useState<{ question: string; seq: number } | null>(null);
  useEffect(() => {
    let current = true;
    ai?.available().then(
      (yes) => {
        if (!current || !yes) return;
        setAiAvailable(true);
        setMode(rememberedMode());
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [ai]);
  const aiMode = aiAvailable && mode === 'ai';
  const switchMode = (next: SearchMode) => {
    if (next === mode) return;
    // The two modes keep their results apart: switching clears the other one's.
    setMode(next);
    rememberMode(next);
    setTerm('');
    setAsked(null);
    inputRef.current?.focus();
  };
  const closeDialog = () => {
    // Closing resets the form and the mode to Search.
    rememberMode('search');
    onClose();
  };

  const run = useCallback((query: string) => loadGroupedAnswer(source, query), [source]);
  const query = useDebouncedSearch(aiMode ? '' : term, source.debounceMs, run);
  const answer = query.data;

  // The analytics event of a search fires once the visitor has paused for 700 ms (visitor spec §4).
  const lastTyped = useRef(0);
  useEffect(() => {
    lastTyped.current = Date.now();
  }, [term]);
  useEffect(() => {
    if (query.status !== 'done' || !answer || !orgId) return;
    const wait = Math.max(0, SEARCH_EVENT_DELAY_MS - (Date.now() - lastTyped.current));
    const timer = setTimeout(() => {
      track(orgId, { type: 'search', term: query.term, resultCount: answer.page.total, source: source.kind, mode: 'search', ...(productId ? { productId } : {}) });
    }, wait);
    return () => clearTimeout(timer);
  }, [query.status, query.term, answer, orgId, productId, source.kind]);
  const onAnswered = useCallback(
    (result: AiAnswerResult, question: string) => {
      if (orgId) track(orgId, { type: 'search', term: question, resultCount: result.sources.length, source: 'semantic', mode: 'ai', ...(productId ? { productId } : {}) });
    },
    [orgId, productId],
  );
  const ask = useCallback((question: string) => ai!.answer(question), [ai]);

  // Per-answer view state: entries revealed per group, extra entries loaded, the selected result.
  const [shown, setShown] = useState<Partial<Record<SearchResultType, number>>>({});
  const [extra, setExtra] = useState<Partial<Record<SearchResultType, SearchResult[]>>>({});
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [detailOpen, setDetailOpen] = useState(false);
  const [loadingMore, setLoadingMore] = useState<SearchResultType | null>(null);
  const [moreFailed, setMoreFailed] = useState(false);
  useEffect(() => {
    setShown({});
    setExtra({});
    setSelectedId(answer?.topMatchId ?? null);
    setDetailOpen(false);
    setMoreFailed(false);
  }, [answer]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    source.warmUp?.();
    const input = inputRef.current;
    if (input) {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    }
  }, [source]);

  const groups = useMemo(() => {
    if (!answer) return [];
    const loaded: Partial<Record<SearchResultType, SearchResult[]>> = {};
    for (const [type, list] of Object.entries(answer.loaded) as [SearchResultType, SearchResult[]][]) {
      loaded[type] = [...list, ...(extra[type] ?? [])];
    }
    return groupResults(answer.page.counts, loaded, shown);
  }, [answer, extra, shown]);
  const visible = useMemo(() => flattenGroups(groups), [groups]);
  const selected = visible.find((r) => r.id === selectedId) ?? null;

  const showMore = async (type: SearchResultType, count: number) => {
    if (!answer) return;
    const now = shown[type] ?? GROUP_ENTRIES_SHOWN;
    const target = revealMore(now, count);
    const have = (answer.loaded[type]?.length ?? 0) + (extra[type]?.length ?? 0);
    setMoreFailed(false);
    if (have < target) {
      setLoadingMore(type);
      try {
        const next = await source.search(query.term, { type, offset: have, limit: target - have });
        setExtra((previous) => ({ ...previous, [type]: [...(previous[type] ?? []), ...next.results] }));
      } catch {
        setMoreFailed(true);
        return;
      } finally {
        setLoadingMore(null);
      }
    }
    setShown((previous) => ({ ...previous, [type]: target }));
  };

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
    if (visible.length === 0) return;
    const at = visible.findIndex((r) => r.id === selectedId);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = event.key === 'ArrowDown' ? (at + 1) % visible.length : (at - 1 + visible.length) % visible.length;
      setSelectedId(visible[next < 0 ? 0 : next]!.id);
    } else if (event.key === 'Enter' && selected) {
      event.preventDefault();
      window.location.assign(selected.url);
    }
  };

  const failed = query.status === 'error' || moreFailed;
  const loading = query.status === 'loading';
  const hasTerm = term.trim() !== '';

  return (
    <dialog
      ref={dialogRef}
      className="modal modal-top sm:modal-middle"
      aria-labelledby={titleId}
      onClose={closeDialog}
      data-testid="search-dialog"
    >
      <div data-testid="search-dialog-box" className="modal-box flex h-dvh max-h-none w-full max-w-none flex-col gap-0 rounded-none p-0 sm:h-[70vh] sm:max-h-[70vh] sm:w-[calc(100vw-2rem)] sm:max-w-[800px] sm:rounded-box">
        <div className="flex items-center gap-3 border-b border-base-300 px-4 py-3">
          {logo && !logoFailed ? (
            <img src={logo} alt={`${orgName} logo`} className="h-7 w-auto max-w-32 object-contain" onError={() => setLogoFailed(true)} />
          ) : (
            <span className="font-semibold">{orgName}</span>
          )}
          <h2 id={titleId} className="flex-1 truncate border-l border-base-300 pl-3 font-medium">
            {portalTitle}
          </h2>
          <button type="button" className="btn btn-ghost btn-sm btn-square" aria-label="Close search" onClick={close}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
        <div className="border-b border-base-300 px-4 py-3">
          {aiAvailable && (
            <div role="tablist" aria-label="Search mode" className="tabs tabs-box tabs-sm mb-2 w-fit">
              {(['search', 'ai'] as const).map((m) => (
                <button key={m} type="button" role="tab" aria-selected={mode === m} className={`tab ${mode === m ? 'tab-active' : 'text-base-content!'}`} onClick={() => switchMode(m)}>
                  {m === 'search' ? 'Search' : 'Ask AI'}
                </button>
              ))}
            </div>
          )}
          <label className="input w-full">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 opacity-60" fill="none" stroke="currentColor" strokeWidth="2">
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-3.5-3.5" />
            </svg>
            <input
              ref={inputRef}
              type="search"
              value={term}
              maxLength={SEARCH_INPUT_MAX}
              placeholder={aiMode ? 'Ask a question' : 'Search content'}
              aria-label={aiMode ? 'Ask a question' : 'Search content'}
              enterKeyHint={aiMode ? 'send' : 'search'}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setTerm(event.target.value.slice(0, SEARCH_INPUT_MAX))}
              onKeyDown={onInputKeyDown}
            />
          </label>
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
          ) : loading ? (
            <SearchSkeleton />
          ) : !hasTerm || (!answer && query.status !== 'error') ? (
            <div className="flex-1" />
          ) : groups.length === 0 || !answer ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-1 p-8 text-center" role="status">
              <p className="font-semibold">No results found</p>
              <p className="text-sm opacity-70">Try using a different search term.</p>
            </div>
          ) : (
            <>
              <div
                className={`min-h-0 flex-1 overflow-y-auto p-2 md:max-w-[45%] md:border-r md:border-base-300 ${detailOpen ? 'max-md:hidden' : ''}`}
                role="region"
                aria-label="Search results"
              >
                {groups.map((group) => (
                  <section key={group.type} aria-label={`${group.label} (${group.count})`} className="mb-3">
                    <h3 className="flex items-center gap-2 px-2 py-1 text-xs font-semibold uppercase tracking-wide opacity-70">
                      <span>{group.label}</span>
                      <span className="badge badge-ghost badge-sm" aria-label={`${group.count} results`}>
                        {group.count}
                      </span>
                    </h3>
                    <ul className="space-y-0.5">
                      {group.results.map((result) => (
                        <li key={result.id}>
                          <button
                            type="button"
                            className={`flex w-full flex-col items-start gap-0.5 rounded-field px-2 py-1.5 text-left hover:bg-base-200 ${result.id === selectedId ? 'bg-base-200' : ''}`}
                            aria-current={result.id === selectedId ? 'true' : undefined}
                            onClick={() => {
                              setSelectedId(result.id);
                              setDetailOpen(true);
                            }}
                          >
                            <span className="flex w-full items-center gap-2">
                              <span className="min-w-0 flex-1 truncate font-medium">{result.title}</span>
                              {result.id === answer.topMatchId && <span className="badge badge-primary badge-sm shrink-0">Top match</span>}
                            </span>
                            {result.subtitle && <span className="w-full truncate text-xs opacity-70">{result.subtitle}</span>}
                          </button>
                        </li>
                      ))}
                    </ul>
                    {group.more > 0 && (
                      <button
                        type="button"
                        className="btn btn-link btn-sm px-2"
                        disabled={loadingMore === group.type}
                        onClick={() => void showMore(group.type, group.count)}
                      >
                        {moreLabel(group.more)}
                      </button>
                    )}
                  </section>
                ))}
              </div>
              <div className={`min-h-0 flex-1 overflow-y-auto p-4 ${detailOpen ? '' : 'max-md:hidden'}`}>
                {selected && (
                  <>
                    <button type="button" className="btn btn-ghost btn-sm mb-2 md:hidden" onClick={() => setDetailOpen(false)}>
                      ← Back to results
                    </button>
                    <ResultDetail result={selected} orgId={orgId} />
                  </>
                )}
              </div>
            </>
          )}
        </div>
        {failed && !aiMode && (
          <div className="toast toast-end toast-bottom" role="alert">
            <div className="alert alert-error">{ERRORS.SEARCH_FAILED.message}</div>
          </div>
        )}
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" tabIndex={-1}>
          Close
        </button>
      </form>
    </dialog>
  );
}

/** Three placeholder rows while a search runs (visitor spec §2 "The skeleton shows 3 rows"). */
function SearchSkeleton() {
  return (
    <div className="flex-1 space-y-4 p-4" role="status" aria-label="Loading results">
      {[0, 1, 2].map((row) => (
        <div key={row} className="space-y-2" data-skeleton-row aria-hidden="true">
          <div className="skeleton h-4 w-2/3" />
          <div className="skeleton h-3 w-1/3" />
        </div>
      ))}
    </div>
  );
}

/** The detail panel of one result, per type (visitor spec §2 "Detail panel per type"). */
function ResultDetail({ result, orgId }: { result: SearchResult; orgId: string }) {
  const m = result.metadata;
  const itemUrl = result.url.split('?')[0] || result.url;
  const viewer = useStore($viewer);
  // The document itself, as the documents card serves it (the edge authorises the file for this viewer).
  const fileUrl = (fileId: string, accessType: 'view' | 'download') =>
    documentUrl({
      orgId,
      fileId,
      accessType,
      accessSource: 'search',
      ...(m.itemUid ? { itemUid: m.itemUid } : {}),
      ...(m.productId ? { productId: m.productId } : {}),
      ...(viewer.kind === 'preview' ? { previewingAs: viewer.previewingAs } : {}),
    });
  return (
    <article aria-label={`${SEARCH_GROUP_LABELS[result.type]}: ${result.title}`} className="space-y-3" data-testid="search-detail">
      <p className="text-xs font-semibold uppercase tracking-wide opacity-70">{SEARCH_GROUP_LABELS[result.type]}</p>
      <h3 className="text-lg font-semibold">{result.title}</h3>
      {result.type === 'documents' && (
        <>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="opacity-70">Content type</dt>
            <dd>{m.contentType ?? m.mimeType ?? 'Document'}</dd>
            {m.fileName && (
              <>
                <dt className="opacity-70">File</dt>
                <dd className="break-all">{m.fileName}</dd>
              </>
            )}
          </dl>
          <SearchExcerpt excerpt={result.excerpt} className="text-sm" />
          {m.fileId && orgId ? (
            <div className="flex gap-2">
              <a
                className="btn btn-sm"
                href={fileUrl(m.fileId, 'view')}
                target="_blank"
                rel="noopener"
                data-document-viewer
                data-document-name={m.fileName ?? result.title}
                data-download-url={m.viewOnly ? undefined : fileUrl(m.fileId, 'download')}
              >
                View
              </a>
              {!m.viewOnly && (
                <a className="btn btn-sm" href={fileUrl(m.fileId, 'download')} download>
                  Download
                </a>
              )}
            </div>
          ) : (
            <a className="btn btn-sm" href={itemUrl}>
              View
            </a>
          )}
        </>
      )}
      {result.type === 'trust_center_updates' && (
        <>
          {m.updatedAt && <p className="text-sm opacity-70">{formatDate(m.updatedAt)}</p>}
          <p className="text-sm">{m.description}</p>
        </>
      )}
      {(result.type === 'trust_center_content' || result.type === 'controls') && (
        <dl className="space-y-2 text-sm">
          <div>
            <dt className="font-medium opacity-70">Card</dt>
            <dd>{m.cardTitle}</dd>
          </div>
          {m.explanation && (
            <div>
              <dt className="font-medium opacity-70">Explanation</dt>
              <dd>{m.explanation}</dd>
            </div>
          )}
        </dl>
      )}
      {result.type === 'knowledge_base' && (
        <dl className="space-y-2 text-sm">
          <div>
            <dt className="font-medium opacity-70">Question</dt>
            <dd>{result.title}</dd>
          </div>
          <div>
            <dt className="font-medium opacity-70">Answer</dt>
            <dd>{m.answer}</dd>
          </div>
          {m.comment && (
            <div>
              <dt className="font-medium opacity-70">Comment</dt>
              <dd>{m.comment}</dd>
            </div>
          )}
        </dl>
      )}
      {(result.type === 'facts' || result.type === 'webpage') && (
        <>
          {m.explanation ? <p className="text-sm">{m.explanation}</p> : <SearchExcerpt excerpt={result.excerpt} className="text-sm" />}
        </>
      )}
      <a className="btn btn-primary btn-sm" href={result.url}>
        Open
      </a>
    </article>
  );
}
