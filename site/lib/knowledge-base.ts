/**
 * The knowledge-base modal's data logic (visitor spec §2 "Knowledge Base panel", §6, §9): search, the Main-mode
 * filters (Access, Products, Time), paging and the empty states. Pure and browser-safe (type-only imports), shared
 * by the public portal's modal and the admin's.
 */
import type { KbAccessLevel } from '../../content/schemas/knowledge-base.ts';
import type { ViewKnowledgeBaseEntry } from '../../content/policy.ts';

/** Default page size of the grid (visitor spec §9). */
export const KB_PAGE_SIZE = 10;
/** Results are capped at 1000 minus the page size (visitor spec §9). */
export const KB_MAX_RESULTS = 1000 - KB_PAGE_SIZE;
/** Window-resize debounce before re-deciding narrow vs wide (visitor spec §9). */
export const KB_RESIZE_DEBOUNCE_MS = 50;
/** Below this width the grid is "narrow": no details panel, a row click does nothing (visitor spec §4). */
export const KB_WIDE_MEDIA_QUERY = '(min-width: 768px)';

export const KB_TEXTS = {
  noResults: 'No results match this criteria',
  noEntries: 'No entries to show',
  viewMore: 'View more',
} as const;

/** An entry as the modal shows it; `answerHtml` is the answer's Markdown pre-rendered at build time (optional). */
export type KbModalEntry = ViewKnowledgeBaseEntry & { answerHtml?: string };

/** Time filters offered by the menu (visitor spec §9: "7 days, 1 month, 1 year, All Time"). */
export const KB_TIME_FILTERS = [
  { value: '7d', label: '7 days' },
  { value: '1m', label: '1 month' },
  { value: '1y', label: '1 year' },
  { value: 'all', label: 'All Time' },
] as const;
export type KbTimeFilter = (typeof KB_TIME_FILTERS)[number]['value'] | '1d';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `now` moved back by whole calendar months in UTC, the day clamped to the target month (Mar 31 → Feb 28). */
function monthsBefore(now: number, months: number): number {
  const date = new Date(now);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.getTime() + (now - Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** The earliest `date_timestamp` a time filter keeps (calendar months and years, in UTC), or 0 for all. */
export function timeFilterStart(filter: KbTimeFilter, now: number): number {
  switch (filter) {
    case '1d':
      return now - DAY_MS;
    case '7d':
      return now - 7 * DAY_MS;
    case '1m':
      return monthsBefore(now, 1);
    case '1y':
      return monthsBefore(now, 12);
    default:
      return 0;
  }
}

export interface KbFilters {
  /** Free text: every word must appear in the question, answer or comment (case-insensitive). */
  term?: string;
  /** The product the page shows: entries for all products or this one. */
  productId?: string;
  /** Main mode: access levels to keep (empty/undefined = all). */
  access?: KbAccessLevel[];
  /** Main mode: products to keep (entries for all products always match). */
  products?: string[];
  /** Main mode: time window on `date_timestamp`. */
  time?: KbTimeFilter;
  now?: number;
}

const normalise = (text: string) =>
  text
    .toLocaleLowerCase('en-US')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

/** Entries matching the search and the filters, in their given order, capped at {@link KB_MAX_RESULTS}. */
export function filterKnowledgeBase(entries: readonly KbModalEntry[], filters: KbFilters = {}): KbModalEntry[] {
  const words = normalise(filters.term ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const access = filters.access?.length ? new Set(filters.access) : null;
  const products = filters.products?.length ? new Set(filters.products) : null;
  const since = filters.time ? timeFilterStart(filters.time, filters.now ?? Date.now()) : 0;
  const result: KbModalEntry[] = [];
  for (const entry of entries) {
    if (filters.productId && entry.product_ids.length > 0 && !entry.product_ids.includes(filters.productId)) continue;
    if (access && !access.has(entry.access_level)) continue;
    if (products && entry.product_ids.length > 0 && !entry.product_ids.some((p) => products.has(p))) continue;
    if (since && entry.date_timestamp < since) continue;
    if (words.length > 0) {
      const haystack = normalise(`${entry.content}\n${entry.answer}\n${entry.comment}`);
      if (!words.every((word) => haystack.includes(word))) continue;
    }
    result.push(entry);
    if (result.length >= KB_MAX_RESULTS) break;
  }
  return result;
}

/** Number of pages for `total` results (at least 1). */
export function pageCount(total: number, pageSize = KB_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The entries of page `page` (0-based, clamped to the last page). */
export function pageOf<T>(list: readonly T[], page: number, pageSize = KB_PAGE_SIZE): T[] {
  const last = pageCount(list.length, pageSize) - 1;
  const index = Math.min(Math.max(0, page), last);
  return list.slice(index * pageSize, index * pageSize + pageSize);
}

/**
 * The grid's empty state: "No entries to show" when there is nothing at all, "No results match this criteria"
 * when the search or filters leave nothing, null otherwise.
 */
export function emptyStateText(totalEntries: number, matching: number): string | null {
  if (totalEntries === 0) return KB_TEXTS.noEntries;
  if (matching === 0) return KB_TEXTS.noResults;
  return null;
}
