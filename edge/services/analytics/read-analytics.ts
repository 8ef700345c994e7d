/**
 * The staff analytics dashboard's numbers (issue 8 "Analytics for staff") for a range of UTC days, optionally for
 * one product: views over time, top items, views and downloads per account, searches (and those without results),
 * share choices, subscribe results and access requests. Access requests are counted from the access requests
 * themselves (`access_requests`), everything else from `analytics_events`.
 */
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, max, sql, type SQL } from 'drizzle-orm';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import { accessRequests, accounts, analyticsEvents, type AnalyticsEventType } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import { liveSnapshot } from '../access/live-snapshot.ts';
import { readDraft } from '../draft/read-draft.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows of the top lists. */
export const TOP_ITEMS_LIMIT = 10;
export const TOP_TERMS_LIMIT = 20;
export const ACCOUNTS_LIMIT = 50;

import {
  ANALYTICS_QUERY_MESSAGES,
  DEFAULT_RANGE_DAYS,
  MAX_RANGE_DAYS,
  type AnalyticsRange,
  type AnalyticsReport,
  type DayCounts,
  type ViewCounts,
} from '../../../content/contracts/analytics.ts';
import { AppError } from '../../errors.ts';
export type { AnalyticsRange, AnalyticsReport, DayCounts, ViewCounts };

/** Milliseconds of the start of a `YYYY-MM-DD` UTC day. */
export function dayStart(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`);
}

/** `YYYY-MM-DD` of a time (UTC). */
export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * The days a report covers: `to` defaults to today and `from` to {@link DEFAULT_RANGE_DAYS} days ending on `to`.
 * @throws VALIDATION_FAILED (400, on `from`) when `from` is after `to` or the range is over {@link MAX_RANGE_DAYS} days.
 */
export function analyticsRange(query: { from?: string; to?: string }, now: number): AnalyticsRange {
  const to = query.to ?? dayOf(now);
  const from = query.from ?? dayOf(dayStart(to) - (DEFAULT_RANGE_DAYS - 1) * DAY_MS);
  const refuse = (message: string) => new AppError('VALIDATION_FAILED', { issues: [{ path: 'from', message }] }, message);
  if (dayStart(from) > dayStart(to)) throw refuse(ANALYTICS_QUERY_MESSAGES.fromAfterTo);
  if ((dayStart(to) - dayStart(from)) / DAY_MS + 1 > MAX_RANGE_DAYS) throw refuse(ANALYTICS_QUERY_MESSAGES.rangeTooLong);
  return { from, to };
}

/** Item titles by uid: the draft's (current) titles, then the live revision's for items no longer in the draft. */
async function itemTitles(db: Db, orgId: string): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  const add = (snapshot: Snapshot | null) => {
    for (const item of snapshot?.items ?? []) if (!titles.has(item.itemUid)) titles.set(item.itemUid, item.title);
  };
  add(await readDraft({ db, orgId }).catch(() => null));
  add(await liveSnapshot({ db, orgId }).catch(() => null));
  return titles;
}

const VIEW_TYPES = ['item_view', 'document_view', 'document_download'] as const satisfies readonly AnalyticsEventType[];
const VIEW_KEYS: Record<(typeof VIEW_TYPES)[number], keyof ViewCounts> = {
  item_view: 'itemViews',
  document_view: 'documentViews',
  document_download: 'documentDownloads',
};
const noViews = (): ViewCounts => ({ itemViews: 0, documentViews: 0, documentDownloads: 0 });

export interface ReadAnalyticsOptions {
  db: Db;
  orgId: string;
  range: AnalyticsRange;
  productId?: string;
}

/** The dashboard report of an organisation for a range of days. */
export async function readAnalytics({ db, orgId, range, productId }: ReadAnalyticsOptions): Promise<AnalyticsReport> {
  const start = dayStart(range.from);
  const end = dayStart(range.to) + DAY_MS;
  const days = Math.round((end - start) / DAY_MS);
  const e = analyticsEvents;
  const inRange: SQL[] = [eq(e.orgId, orgId), gte(e.at, start), lt(e.at, end)];
  if (productId) inRange.push(eq(e.productId, productId));
  const where = (...more: (SQL | undefined)[]) => and(...inRange, ...more);

  // Whole numbers written into the SQL (not bound) so the division stays an integer division.
  const day = sql<number>`cast((${e.at} - ${sql.raw(String(start))}) / ${sql.raw(String(DAY_MS))} as integer)`;
  const termKey = sql<string>`lower(${e.term})`;

  const [perDay, perType, items, perAccount, anonymous, noResults, topTerms, shares, subscribes, requests] = await Promise.all([
    db
      .select({ day, type: e.type, n: count() })
      .from(e)
      .where(where(inArray(e.type, VIEW_TYPES)))
      .groupBy(day, e.type),
    db.select({ type: e.type, n: count() }).from(e).where(where()).groupBy(e.type),
    db
      .select({ itemUid: e.itemUid, n: count(), avg: sql<number>`avg(${e.durationMs})` })
      .from(e)
      .where(where(eq(e.type, 'item_view'), isNotNull(e.itemUid)))
      .groupBy(e.itemUid)
      .orderBy(desc(count()), desc(max(e.at)), e.itemUid)
      .limit(TOP_ITEMS_LIMIT),
    db
      .select({ accountId: e.accountId, type: e.type, n: count() })
      .from(e)
      .where(where(inArray(e.type, VIEW_TYPES), isNotNull(e.accountId)))
      .groupBy(e.accountId, e.type),
    db
      .select({ type: e.type, n: count() })
      .from(e)
      .where(where(inArray(e.type, VIEW_TYPES), isNull(e.accountId)))
      .groupBy(e.type),
    db
      .select({ term: termKey, n: count() })
      .from(e)
      .where(where(eq(e.type, 'search'), eq(e.resultCount, 0)))
      .groupBy(termKey)
      .orderBy(desc(count()), desc(max(e.at)), termKey)
      .limit(TOP_TERMS_LIMIT),
    db
      .select({ term: termKey, n: count() })
      .from(e)
      .where(where(eq(e.type, 'search')))
      .groupBy(termKey)
      .orderBy(desc(count()), desc(max(e.at)), termKey)
      .limit(TOP_TERMS_LIMIT),
    db
      .select({ label: e.label, n: count() })
      .from(e)
      .where(where(eq(e.type, 'share')))
      .groupBy(e.label),
    db
      .select({ label: e.label, n: count() })
      .from(e)
      .where(where(eq(e.type, 'subscribe')))
      .groupBy(e.label),
    db
      .select({ status: accessRequests.status, n: count() })
      .from(accessRequests)
      .where(
        and(
          eq(accessRequests.orgId, orgId),
          eq(accessRequests.kind, 'access'),
          gte(accessRequests.createdAt, start),
          lt(accessRequests.createdAt, end),
          productId ? eq(accessRequests.productId, productId) : undefined,
        ),
      )
      .groupBy(accessRequests.status),
  ]);

  const viewsOverTime: DayCounts[] = Array.from({ length: days }, (_, i) => ({ day: dayOf(start + i * DAY_MS), ...noViews() }));
  for (const row of perDay) {
    const slot = viewsOverTime[Number(row.day)];
    if (slot) slot[VIEW_KEYS[row.type as (typeof VIEW_TYPES)[number]]] += row.n;
  }

  const byType = new Map(perType.map((r) => [r.type, r.n]));
  const noResultTotal = noResults.length === 0 ? 0 : await countNoResultSearches(db, where);

  const titles = items.length > 0 ? await itemTitles(db, orgId) : new Map<string, string>();
  const names = new Map<string, string>();
  const accountIds = [...new Set(perAccount.map((r) => r.accountId!))];
  if (accountIds.length > 0) {
    for (const a of await db
      .select({ id: accounts.id, name: accounts.name })
      .from(accounts)
      .where(and(eq(accounts.orgId, orgId), inArray(accounts.id, accountIds)))) {
      names.set(a.id, a.name);
    }
  }
  const accountRows = new Map<string, ViewCounts & { accountId: string; accountName: string }>();
  for (const row of perAccount) {
    const id = row.accountId!;
    const entry = accountRows.get(id) ?? { accountId: id, accountName: names.get(id) ?? id, ...noViews() };
    entry[VIEW_KEYS[row.type as (typeof VIEW_TYPES)[number]]] += row.n;
    accountRows.set(id, entry);
  }
  const anonymousCounts = noViews();
  for (const row of anonymous) anonymousCounts[VIEW_KEYS[row.type as (typeof VIEW_TYPES)[number]]] += row.n;

  const shareCounts = new Map(shares.map((r) => [r.label, r.n]));
  const subscribeCounts = new Map(subscribes.map((r) => [r.label, r.n]));
  const requestCounts = new Map(requests.map((r) => [r.status, r.n]));
  const requestTotal = requests.reduce((sum, r) => sum + r.n, 0);
  const shareList = (['copy', 'linkedin', 'email'] as const).map((channel) => ({ channel, count: shareCounts.get(channel) ?? 0 }));

  return {
    range: { ...range, days },
    productId: productId ?? null,
    totals: {
      itemViews: byType.get('item_view') ?? 0,
      documentViews: byType.get('document_view') ?? 0,
      documentDownloads: byType.get('document_download') ?? 0,
      searches: byType.get('search') ?? 0,
      searchesWithoutResults: noResultTotal,
      shares: shareList.reduce((sum, s) => sum + s.count, 0),
      subscribeSuccesses: subscribeCounts.get('success') ?? 0,
      subscribeFailures: subscribeCounts.get('failure') ?? 0,
      accessRequests: requestTotal,
    },
    viewsOverTime,
    topItems: items.map((r) => ({
      itemUid: r.itemUid!,
      title: titles.get(r.itemUid!) ?? r.itemUid!,
      views: r.n,
      averageDurationMs: Math.round(Number(r.avg ?? 0)),
    })),
    accounts: [...accountRows.values()]
      .sort(
        (a, b) =>
          b.itemViews + b.documentViews + b.documentDownloads - (a.itemViews + a.documentViews + a.documentDownloads) ||
          a.accountName.localeCompare(b.accountName),
      )
      .slice(0, ACCOUNTS_LIMIT),
    anonymous: anonymousCounts,
    searchesWithoutResults: noResults.map((r) => ({ term: r.term, count: r.n })),
    topSearches: topTerms.map((r) => ({ term: r.term, count: r.n })),
    shares: shareList,
    subscribes: { success: subscribeCounts.get('success') ?? 0, failure: subscribeCounts.get('failure') ?? 0 },
    accessRequests: {
      total: requestTotal,
      pending: requestCounts.get('pending') ?? 0,
      approved: requestCounts.get('approved') ?? 0,
      declined: requestCounts.get('declined') ?? 0,
    },
  };
}

async function countNoResultSearches(db: Db, where: (...more: (SQL | undefined)[]) => SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(analyticsEvents)
    .where(where(eq(analyticsEvents.type, 'search'), eq(analyticsEvents.resultCount, 0)));
  return row?.n ?? 0;
}
