/**
 * Share, subscribe and unsubscribe on the visitor side (visitor spec §2 "Share, subscribe and unsubscribe", §4,
 * §8): texts, URL parameters, share links, and the calls to the edge. Browser-safe (no Node, no zod), so the
 * islands import it without weight; pure parts are unit-tested.
 */
import type { SubscribeRequest, SubscribeSource, UnsubscribeRequest } from '../../content/contracts/subscriptions.ts';
import { ERRORS } from '../../content/errors.ts';
import { csrfHeaders } from './csrf.ts';

/** Exact texts of the specification (and product texts where it gives none, marked so). */
export const ENGAGEMENT_TEXTS = {
  copied: 'Copied!',
  copyLink: 'Copy link',
  tooltipCopied: 'Link copied',
  tooltipCopy: 'Copy link to item',
  tooltipCopyFailed: 'Copy link from the address bar',
  shareLinkedIn: 'Share to LinkedIn',
  shareEmail: 'Share via email',
  shareDisabled: 'Share links will be disabled until a public portal is published',
  unsubscribeAnyTime: 'You may unsubscribe at any time',
  subscribeSuccess: 'Please check your email inbox to confirm your subscription',
  subscribeFailed: ERRORS.SUBSCRIBE_FAILED.message,
  subscriptionConfirmed: 'Subscription confirmed',
  subscriptionFailed: ERRORS.SUBSCRIPTION_FAILED.message,
  subscriptionBlocked: ERRORS.SUBSCRIPTION_BLOCKED.message,
  subscriptionLinkExpired: ERRORS.SUBSCRIPTION_LINK_EXPIRED.message,
  unsubscribed: 'You have been unsubscribed to updates',
  unsubscribeFailed: ERRORS.UNSUBSCRIBE_FAILED.message,
  unsubscribeLinkExpired: ERRORS.UNSUBSCRIBE_LINK_EXPIRED.message,
} as const;

/** "Share the {card kind label}" (visitor spec §2). */
export function shareTitle(label: string): string {
  return `Share the ${label}`;
}

/** "Subscribe to {org}'s updates" (visitor spec §2). */
export function subscribeTitle(orgName: string): string {
  return `Subscribe to ${orgName}'s updates`;
}

/** "Copied!" resets after 3 s (visitor spec §9). */
export const COPIED_RESET_MS = 3000;
/** How long a snack stays (product constant). */
export const SNACK_MS = 6000;

/** Which control started a subscription (visitor spec §3 "Subscription"): the subscribe contract's type. */
export type { SubscribeSource };

/** Values of `subscribeStatus` (visitor spec §2). */
export const SUBSCRIBE_STATUSES = ['confirmed', 'blocked', 'token invalid'] as const;
export type SubscribeStatus = (typeof SUBSCRIBE_STATUSES)[number];

/** The query parameters of the engagement flows, removed from the address once their modal closes. */
export const ENGAGEMENT_PARAMS = ['subscribe', 'subscribeStatus', 'unsubscribeToken'] as const;

/** What the page's address asks for on arrival. */
export type EngagementIntent =
  | { kind: 'subscribe' }
  | { kind: 'subscribeStatus'; status: SubscribeStatus }
  | { kind: 'unsubscribe'; token: string; email: string }
  | { kind: 'none' };

/**
 * The `sub` claim of a JWT, read without verifying it: enough to decide whether to show the unsubscribe
 * confirmation (visitor spec §2: "opens only if the unsubscribeToken decodes to a subject"). The edge verifies
 * the signature and expiry when the visitor confirms.
 */
export function tokenSubject(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload || token.split('.').length !== 3) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    const sub = (claims as { sub?: unknown } | null)?.sub;
    return typeof sub === 'string' && sub.trim() ? sub : null;
  } catch {
    return null;
  }
}

/**
 * Reads the engagement parameters of a page address, in priority order: an unsubscribe link, a subscription
 * result, then `subscribe=true`. An unsubscribe token that does not decode to a subject is ignored.
 */
export function engagementIntent(search: string): EngagementIntent {
  const params = new URLSearchParams(search);
  const token = params.get('unsubscribeToken');
  if (token) {
    const email = tokenSubject(token);
    if (email) return { kind: 'unsubscribe', token, email };
  }
  const status = params.get('subscribeStatus');
  if (status && (SUBSCRIBE_STATUSES as readonly string[]).includes(status)) return { kind: 'subscribeStatus', status: status as SubscribeStatus };
  if (params.get('subscribe') === 'true') return { kind: 'subscribe' };
  return { kind: 'none' };
}

/** `href` without the engagement parameters (path, other parameters and hash kept). */
export function withoutEngagementParams(href: string): string {
  const url = new URL(href);
  for (const name of ENGAGEMENT_PARAMS) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The portal address that opens the subscribe popover ("try again" after an expired confirmation link). */
export function subscribeAgainHref(): string {
  return '/?subscribe=true';
}

/** LinkedIn's share dialog for `url`. */
export function linkedInShareUrl(url: string): string {
  return `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`;
}

/** A mail draft carrying the link. */
export function emailShareUrl(url: string, subject: string): string {
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(url)}`;
}

/**
 * Whether share links work: only once a public portal is published. The static public portal exists only as a
 * published revision, so it always passes `published: true`; the admin's Main and Preview modes pass whether the
 * organisation has a live revision. The organisation switches sharing off altogether with
 * `customization.shareEnabled` (the share control is then not shown).
 */
export function shareLinksEnabled({ published }: { published: boolean }): boolean {
  return published;
}

/** Outcome of a call to the edge: ok, or the message to show. */
export type EdgeResult = { ok: true } | { ok: false; status: number; message: string; code?: string };

async function postJson(path: string, body: unknown, fetcher: typeof fetch): Promise<EdgeResult> {
  let response: Response;
  try {
    response = await fetcher(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...csrfHeaders() },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, message: ERRORS.UNKNOWN.message };
  }
  if (response.ok) return { ok: true };
  const data = (await response.json().catch(() => null)) as { error?: unknown; code?: unknown } | null;
  const code = typeof data?.code === 'string' ? data.code : undefined;
  const message = typeof data?.error === 'string' && data.error ? data.error : ERRORS.UNKNOWN.message;
  return { ok: false, status: response.status, message, code };
}

/**
 * `POST /api/share/{orgId}/subscribe {email, source}`. A validation or block refusal keeps the edge's exact
 * text (e.g. "This email is invalid"); anything else is "Unfortunately, an unknown error has occurred."
 */
export async function requestSubscription(orgId: string, email: string, source: SubscribeSource, fetcher: typeof fetch = fetch): Promise<EdgeResult> {
  const result = await postJson(`/api/share/${encodeURIComponent(orgId)}/subscribe`, { email, source } satisfies SubscribeRequest, fetcher);
  // "Too many attempts. Try again in N minutes." past the abuse limits (the edge words it).
  if (result.ok || result.code === 'VALIDATION_FAILED' || result.code === 'SUBSCRIPTION_BLOCKED' || result.code === 'TOO_MANY_REQUESTS') return result;
  return { ...result, message: ENGAGEMENT_TEXTS.subscribeFailed };
}

/** `POST /api/share/{orgId}/unsubscribe {token}`. */
export function requestUnsubscribe(orgId: string, token: string, fetcher: typeof fetch = fetch): Promise<EdgeResult> {
  return postJson(`/api/share/${encodeURIComponent(orgId)}/unsubscribe`, { token } satisfies UnsubscribeRequest, fetcher);
}

/** Event a static "Subscribe" button (`data-subscribe-source`) or another island sends to open the popover. */
export const OPEN_SUBSCRIBE_EVENT = 'glasshouse:subscribe';

/** Opens the subscribe popover from anywhere on the page. */
export function openSubscribe(source: SubscribeSource): void {
  window.dispatchEvent(new CustomEvent(OPEN_SUBSCRIBE_EVENT, { detail: { source } }));
}
