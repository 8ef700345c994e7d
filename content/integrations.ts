/**
 * The bug-bounty (HackerOne) and status-page (Statuspage) integrations (admin spec §3, §4, §5, §8): link rules and
 * the indicator states. Shared by the edge clients and the admin panels; what the edge answers is the contract's
 * (`contracts/integrations.ts`).
 */
import { z } from 'zod';
import { message } from './messages.ts';

/** The HackerOne site that program links point at (`{host}/{program}`). */
export const HACKERONE_HOST = 'https://hackerone.com';

/** "Please enter a valid HackerOne link, e.g. https://hackerone.com/acme (without query parameters)". */
export const HACKERONE_LINK_MESSAGE = message('hackeroneLink', { host: HACKERONE_HOST });

/**
 * The program handle of a HackerOne link `{host}/{program}` — with or without `https://` and `www.`, an optional
 * trailing slash, no query or fragment, no further path — or undefined when the link is not one.
 */
export function hackeroneHandle(link: string): string | undefined {
  const match = /^(?:https?:\/\/)?(?:www\.)?hackerone\.com\/([A-Za-z0-9_-]{1,100})\/?$/i.exec(link.trim());
  return match ? match[1]!.toLowerCase() : undefined;
}

/** A HackerOne program link: `{host}/{program}` without query parameters. */
export const HackeroneLinkSchema = z
  .string({ error: HACKERONE_LINK_MESSAGE })
  .trim()
  .refine((link) => hackeroneHandle(link) !== undefined, HACKERONE_LINK_MESSAGE);

/**
 * Status-page indicator states (admin spec §4): Statuspage's own `none` / `minor` / `major` / `critical`, plus
 * `operational` (no indicator and every component operational) and `maintenance` (a maintenance in progress).
 */
export const STATUS_INDICATORS = ['none', 'operational', 'minor', 'major', 'critical', 'maintenance'] as const;
export type StatusIndicator = (typeof STATUS_INDICATORS)[number];

/** What each indicator state is called on the panel and the card. */
export const STATUS_INDICATOR_LABELS: Record<StatusIndicator, string> = {
  none: 'No status',
  operational: 'Operational',
  minor: 'Minor outage',
  major: 'Major outage',
  critical: 'Critical outage',
  maintenance: 'Under maintenance',
};

/** A status page address: `https://` prefixed when written without a scheme, http(s) only, no query. */
export function statusPageUrl(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    if (!url.hostname.includes('.') || url.search || url.hash || url.username || url.password) return undefined;
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return undefined;
  }
}
