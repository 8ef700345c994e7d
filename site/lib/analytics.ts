/**
 * First-party analytics from the visitor side (visitor spec §7 "Analytics events"): one beacon per event to the
 * organisation's own edge, `POST /api/share/{orgId}/events`. No cookies are set, no third party is called, and a
 * failed beacon is dropped silently (analytics never gets in a visitor's way). Document views and downloads and
 * access requests are recorded by the edge itself, so they have no client event.
 */
import type { ClientEventBody } from '../../content/contracts/analytics.ts';
import { csrfHeaders } from './csrf.ts';

/**
 * The events the islands send, as the edge parses them (`content/contracts/analytics.ts`; a type-only import, so
 * no schema code reaches the portal's script):
 * - `search`: a search the visitor paused on (sent 700 ms after the last keystroke, visitor spec §4);
 * - `item_view`: an item was opened and then closed (or the page left) after `durationMs`;
 * - `share`: a share choice;
 * - `subscribe`: a subscribe attempt's result.
 */
export type AnalyticsEvent = ClientEventBody;

/** The analytics event for a query fires this long after the visitor pauses (visitor spec §4). */
export const SEARCH_EVENT_DELAY_MS = 700;

/** Path of the events endpoint. */
export function eventsPath(orgId: string): string {
  return `/api/share/${encodeURIComponent(orgId)}/events`;
}

/** Sends one event; never throws. */
export function track(orgId: string, event: AnalyticsEvent): void {
  if (typeof window === 'undefined' || !orgId) return;
  const body = JSON.stringify(event);
  try {
    const blob = new Blob([body], { type: 'application/json' });
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(eventsPath(orgId), blob)) return;
  } catch {
    // Fall through to fetch.
  }
  void fetch(eventsPath(orgId), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...csrfHeaders() },
    body,
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => undefined);
}
