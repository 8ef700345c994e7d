/**
 * Storing analytics events (issue 8 "Analytics for staff"). Events are first-party and carry no IP address, user
 * agent or cookie; an event is tied to an account (and member) only when an account member's session sent it or
 * caused it. A busy or abused endpoint cannot flood the table: each organisation takes at most
 * {@link EVENTS_PER_ORG_PER_MINUTE} events a minute per edge instance, and the rest are dropped (analytics never
 * gets in a visitor's way, so they are not refused).
 */
import { analyticsEvents, type AnalyticsEventType } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import type { ClientEvent } from '../../../content/contracts/analytics.ts';

/** Events an organisation may record per minute on one edge instance; further events are dropped. */
export const EVENTS_PER_ORG_PER_MINUTE = 1200;
const WINDOW_MS = 60_000;

/** Who caused an event: an account member, or nobody known (an anonymous visitor). */
export interface EventAttribution {
  accountId: string;
  memberId: string;
}

/** A row to insert, before its id and organisation are set. */
export interface EventRecord {
  type: AnalyticsEventType;
  productId?: string | null;
  itemUid?: string | null;
  term?: string | null;
  resultCount?: number | null;
  durationMs?: number | null;
  label?: string | null;
  data?: Record<string, unknown>;
}

/** Count of events taken per organisation in the current window, per database (tests use one database each). */
const windows = new WeakMap<Db, Map<string, { start: number; count: number }>>();

/** How many of `wanted` events the organisation may still record now; counts them as taken. */
export function takeEventAllowance(db: Db, orgId: string, wanted: number, now: number): number {
  const perOrg = windows.get(db) ?? new Map<string, { start: number; count: number }>();
  windows.set(db, perOrg);
  let window = perOrg.get(orgId);
  if (!window || now - window.start >= WINDOW_MS || now < window.start) {
    window = { start: now, count: 0 };
    perOrg.set(orgId, window);
  }
  const allowed = Math.max(0, Math.min(wanted, EVENTS_PER_ORG_PER_MINUTE - window.count));
  window.count += allowed;
  return allowed;
}

function newEventId(): string {
  return `evt_${crypto.randomUUID().replace(/-/g, '')}`;
}

/** The row of a client event. */
export function clientEventRecord(event: ClientEvent): EventRecord {
  switch (event.type) {
    case 'search':
      return { type: 'search', productId: event.productId, term: event.term, resultCount: event.resultCount, data: { source: event.source, mode: event.mode } };
    case 'item_view':
      return { type: 'item_view', productId: event.productId, itemUid: event.itemUid, durationMs: event.durationMs };
    case 'share':
      return { type: 'share', productId: event.productId, itemUid: event.itemUid, label: event.channel };
    case 'subscribe':
      return { type: 'subscribe', label: event.result, data: { source: event.source } };
  }
}

export interface StoreEventsOptions {
  db: Db;
  orgId: string;
  now: number;
  attribution: EventAttribution | null;
  records: EventRecord[];
}

/** Stores events (within the organisation's allowance); returns how many were recorded and dropped. */
export async function storeEvents({ db, orgId, now, attribution, records }: StoreEventsOptions): Promise<{ recorded: number; dropped: number }> {
  const allowed = takeEventAllowance(db, orgId, records.length, now);
  const kept = records.slice(0, allowed);
  if (kept.length > 0) {
    await db.insert(analyticsEvents).values(
      kept.map((r) => ({
        id: newEventId(),
        orgId,
        type: r.type,
        at: now,
        productId: r.productId ?? null,
        itemUid: r.itemUid ?? null,
        accountId: attribution?.accountId ?? null,
        memberId: attribution?.memberId ?? null,
        term: r.term ?? null,
        resultCount: r.resultCount ?? null,
        durationMs: r.durationMs ?? null,
        label: r.label ?? null,
        data: r.data ?? {},
      })),
    );
  }
  return { recorded: kept.length, dropped: records.length - kept.length };
}

/** Stores the events a portal page sent. */
export async function recordClientEvents(
  options: Omit<StoreEventsOptions, 'records'> & { events: ClientEvent[] },
): Promise<{ recorded: number; dropped: number }> {
  return storeEvents({ ...options, records: options.events.map(clientEventRecord) });
}
