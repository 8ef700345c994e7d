/**
 * Fetching the staff analytics report (`GET /api/admin/analytics`; its query and shape are
 * `content/contracts/analytics.ts`) and the date ranges the dashboard offers.
 */
import type { AnalyticsQuery, AnalyticsRange, AnalyticsReport } from '../../../content/contracts/analytics.ts';
import { api } from '../../api.ts';

export type { AnalyticsReport, ViewCounts } from '../../../content/contracts/analytics.ts';

/** The ranges of the dashboard, in days ending today. */
export const RANGE_DAYS = [7, 30, 90] as const;
export type RangeDays = (typeof RANGE_DAYS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The `from`/`to` (UTC days, inclusive) of the last `days` days ending on the day of `now`. */
export function rangeOf(days: number, now: number = Date.now()): AnalyticsRange {
  return { from: isoDay(now - (days - 1) * DAY_MS), to: isoDay(now) };
}

/** Fetches the report. */
export function fetchAnalytics(range: AnalyticsRange, productId?: string): Promise<AnalyticsReport> {
  const query: AnalyticsQuery = productId ? { ...range, productId } : range;
  const q = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) q.set(name, value);
  return api<AnalyticsReport>(`/api/admin/analytics?${q}`);
}

/** "1 min 5 s", "12 s" — an average time on an item. */
export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest ? `${minutes} min ${rest} s` : `${minutes} min`;
}
