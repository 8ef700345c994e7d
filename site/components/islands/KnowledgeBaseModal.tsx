/**
 * The knowledge-base modal (visitor spec §2 "Knowledge Base panel", §4, §6, §9): a search box, a paged grid of
 * entries (10 per page), and a details panel (Question, Answer, Comment) that a row click toggles on wide screens
 * (on narrow ones each row shows its answer and a click does nothing). In Main mode — the admin reuses this
 * component — a filter menu (Access, Products, Time) and the entry's Metadata are shown too; never otherwise.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import type { ViewerMode } from '../../../content/policy.ts';
import type { KbAccessLevel } from '../../../content/schemas/knowledge-base.ts';
import {
  KB_PAGE_SIZE,
  KB_RESIZE_DEBOUNCE_MS,
  KB_TIME_FILTERS,
  KB_WIDE_MEDIA_QUERY,
  emptyStateText,
  filterKnowledgeBase,
  pageCount,
  pageOf,
  type KbModalEntry,
  type KbTimeFilter,
} from '../../lib/knowledge-base.ts';
import { Modal, ModalActions } from './Modal.tsx';
import { formatDate } from '../../../content/dates.ts';

export interface KbProduct {
  productId: string;
  productName: string;
}

export interface KnowledgeBaseModalProps {
  /** Viewer mode: filters and Metadata only in `Main`. */
  mode: ViewerMode;
  open: boolean;
  onClose(): void;
  /** Heading (default "Knowledge Base"). */
  title?: string;
  /** The entries the viewer may see; `null` while loading. */
  entries: readonly KbModalEntry[] | null;
  /** Shown instead of the grid when loading failed. */
  loadError?: string | null;
  /** The product of the page: only entries for all products or this one. */
  productId?: string;
  /** Products, for the Products filter and the Metadata (Main mode). */
  products?: readonly KbProduct[];
  /** Clock for the Time filter (tests). */
  now?: number;
  /** An entry to show on opening (a search result's `?kbEntry=`): its page, and its details on wide screens. */
  focusEntryId?: string | null;
}

const ACCESS_LABELS: Record<KbAccessLevel, string> = { public: 'Public', accounts: 'Accounts', internal: 'Internal' };
const dateOrDash = (ms: number) => (ms > 0 ? formatDate(ms) : '—');

/** Wide enough for the details panel; re-checked on resize after a 50 ms pause. */
function useWide(): boolean {
  const [wide, setWide] = useState(() => typeof window === 'undefined' || window.matchMedia(KB_WIDE_MEDIA_QUERY).matches);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setWide(window.matchMedia(KB_WIDE_MEDIA_QUERY).matches), KB_RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return wide;
}

function Answer({ entry, className = '' }: { entry: KbModalEntry; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: answerHtml is the answer rendered by renderMarkdown, which shows raw HTML as text
  if (entry.answerHtml) return <div className={`prose-content ${className}`} dangerouslySetInnerHTML={{ __html: entry.answerHtml }} />;
  return <p className={`whitespace-pre-line ${className}`}>{entry.answer}</p>;
}

function Details({ entry, main, productName }: { entry: KbModalEntry; main: boolean; productName: (id: string) => string }) {
  return (
    <div className="flex flex-col gap-3 text-sm">
      <div>
        <h3 className="text-xs font-semibold uppercase opacity-60">Question</h3>
        <p className="font-medium">{entry.content}</p>
      </div>
      <div>
        <h3 className="text-xs font-semibold uppercase opacity-60">Answer</h3>
        <Answer entry={entry} />
      </div>
      <div>
        <h3 className="text-xs font-semibold uppercase opacity-60">Comment</h3>
        <p className="whitespace-pre-line">{entry.comment.trim() || <span className="opacity-60">No comment</span>}</p>
      </div>
      {main && (
        <div>
          <h3 className="text-xs font-semibold uppercase opacity-60">Metadata</h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="opacity-70">Access</dt>
            <dd>{ACCESS_LABELS[entry.access_level]}</dd>
            <dt className="opacity-70">Products</dt>
            <dd>{entry.product_ids.length ? entry.product_ids.map(productName).join(', ') : 'All products'}</dd>
            <dt className="opacity-70">Source</dt>
            <dd>{[entry.source_type, entry.source_subtype].filter(Boolean).join(' · ') || '—'}</dd>
            <dt className="opacity-70">Source name</dt>
            <dd>{entry.source_name || '—'}</dd>
            <dt className="opacity-70">Featured</dt>
            <dd>{entry.favorite_public ? 'Yes' : 'No'}</dd>
            <dt className="opacity-70">Created</dt>
            <dd>{dateOrDash(entry.date_timestamp)}</dd>
            <dt className="opacity-70">Last modified</dt>
            <dd>{dateOrDash(entry.customer_modified_timestamp)}</dd>
          </dl>
        </div>
      )}
    </div>
  );
}

export function KnowledgeBaseModal({
  mode,
  open,
  onClose,
  title = 'Knowledge Base',
  entries,
  loadError,
  productId,
  products = [],
  now,
  focusEntryId,
}: KnowledgeBaseModalProps) {
  const main = mode === 'Main';
  const wide = useWide();
  const [term, setTerm] = useState('');
  const [access, setAccess] = useState<KbAccessLevel | ''>('');
  const [product, setProduct] = useState('');
  const [time, setTime] = useState<KbTimeFilter>('all');
  const [page, setPage] = useState(0);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const searchId = useId();
  const detailsId = useId();

  const scoped = useMemo(() => (entries ? filterKnowledgeBase(entries, { productId }) : []), [entries, productId]);
  const matching = useMemo(
    () =>
      filterKnowledgeBase(scoped, {
        term,
        access: main && access ? [access] : undefined,
        products: main && product ? [product] : undefined,
        time: main ? time : undefined,
        now,
      }),
    [scoped, term, main, access, product, time, now],
  );
  const pages = pageCount(matching.length);
  const current = Math.min(page, pages - 1);
  const rows = pageOf(matching, current);
  const selected = wide ? (matching.find((entry) => entry.objectID === selectedId) ?? null) : null;
  const empty = entries ? emptyStateText(scoped.length, matching.length) : null;
  const productName = (id: string) => products.find((p) => p.productId === id)?.productName ?? id;

  /** A new search or filter starts at the first page. */
  const refine =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setPage(0);
    };

  // Show the focused entry once the entries are there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the focus target or the list arrives, not on every filter change
  useEffect(() => {
    if (!open || !focusEntryId || !entries) return;
    const index = matching.findIndex((entry) => entry.objectID === focusEntryId);
    if (index < 0) return;
    setPage(Math.floor(index / KB_PAGE_SIZE));
    setSelectedId(focusEntryId);
  }, [open, focusEntryId, entries]);

  function close() {
    setSelectedId(null);
    onClose();
  }

  function toggle(entry: KbModalEntry) {
    // Narrow screens have no details panel: the row already shows everything (visitor spec §4).
    if (!wide) return;
    setSelectedId((id) => (id === entry.objectID ? null : entry.objectID));
  }

  return (
    <Modal open={open} onClose={close} title={title} name="knowledge-base" boxClassName="w-11/12 max-w-5xl">
      <div className="mt-4 flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={searchId} className="sr-only">
            Search the knowledge base
          </label>
          <input
            id={searchId}
            type="search"
            className="input w-full"
            placeholder="Search questions and answers"
            value={term}
            maxLength={512}
            onChange={(event) => refine(setTerm)(event.target.value)}
          />
        </div>

        {main && (
          <fieldset className="flex flex-wrap gap-2" aria-label="Filters">
            <label className="select select-sm w-auto">
              <span className="label">Access</span>
              <select value={access} onChange={(event) => refine(setAccess)(event.target.value as KbAccessLevel | '')}>
                <option value="">All</option>
                {(Object.keys(ACCESS_LABELS) as KbAccessLevel[]).map((level) => (
                  <option key={level} value={level}>
                    {ACCESS_LABELS[level]}
                  </option>
                ))}
              </select>
            </label>
            <label className="select select-sm w-auto">
              <span className="label">Products</span>
              <select value={product} onChange={(event) => refine(setProduct)(event.target.value)}>
                <option value="">All</option>
                {products.map((p) => (
                  <option key={p.productId} value={p.productId}>
                    {p.productName}
                  </option>
                ))}
              </select>
            </label>
            <label className="select select-sm w-auto">
              <span className="label">Time</span>
              <select value={time} onChange={(event) => refine(setTime)(event.target.value as KbTimeFilter)}>
                {KB_TIME_FILTERS.map((filter) => (
                  <option key={filter.value} value={filter.value}>
                    {filter.label}
                  </option>
                ))}
              </select>
            </label>
          </fieldset>
        )}

        {loadError ? (
          <div role="alert" className="alert alert-error alert-soft">
            {loadError}
          </div>
        ) : entries === null ? (
          <div className="flex items-center gap-2 py-8" role="status">
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            Loading…
          </div>
        ) : empty ? (
          <p className="py-8 text-center opacity-70">{empty}</p>
        ) : (
          <div className={`grid gap-4 ${selected ? 'md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]' : ''}`}>
            <ul className="flex flex-col divide-y divide-base-200 rounded-box border border-base-200" aria-label="Entries">
              {rows.map((entry) =>
                wide ? (
                  <li key={entry.objectID}>
                    <button
                      type="button"
                      className={`flex w-full flex-col items-start gap-1 px-3 py-2 text-left hover:bg-base-200 ${entry.objectID === selected?.objectID ? 'bg-base-200' : ''}`}
                      aria-expanded={entry.objectID === selected?.objectID}
                      aria-controls={entry.objectID === selected?.objectID ? detailsId : undefined}
                      onClick={() => toggle(entry)}
                      data-kb-row={entry.objectID}
                    >
                      <span className="font-medium">{entry.content}</span>
                      <span className="line-clamp-2 text-sm opacity-70">{entry.answer}</span>
                    </button>
                  </li>
                ) : (
                  <li key={entry.objectID} className="flex flex-col gap-1 px-3 py-2" data-kb-row={entry.objectID}>
                    <span className="font-medium">{entry.content}</span>
                    <Answer entry={entry} className="text-sm" />
                    {entry.comment.trim() && <p className="text-sm opacity-70">{entry.comment}</p>}
                  </li>
                ),
              )}
            </ul>
            {selected && (
              <section id={detailsId} aria-label="Details" className="rounded-box border border-base-200 p-4">
                <Details entry={selected} main={main} productName={productName} />
              </section>
            )}
          </div>
        )}

        {entries && !empty && !loadError && (
          <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="opacity-70">
              {matching.length} {matching.length === 1 ? 'entry' : 'entries'}
            </span>
            <div className="join">
              <button type="button" className="btn btn-sm join-item" disabled={current === 0} onClick={() => setPage(current - 1)}>
                Previous
              </button>
              <span className="btn btn-sm join-item pointer-events-none" aria-current="page">
                Page {current + 1} of {pages}
              </span>
              <button type="button" className="btn btn-sm join-item" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
                Next
              </button>
            </div>
          </nav>
        )}
      </div>
      <ModalActions dismiss="Close" onDismiss={close} />
    </Modal>
  );
}
