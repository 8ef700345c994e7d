import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

/** An opaque identifier: letters, digits, `_` and `-`, 1–64 characters. */
export const IdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid identifier');

/** Milliseconds since the Unix epoch. */
export const TimestampSchema = z.number().int().nonnegative();

/**
 * An email address: trimmed and lowercased, any TLD (or none) accepted, as the subscribe rule asks
 * (visitor spec §5: "valid email (no TLD restriction), trimmed and lowercased"). The shape of the HTML standard's
 * "valid email address", letters of any script allowed: a local part of letters, digits and `.!#$%&'*+/=?^_`{|}~-`,
 * and a domain of dot-separated labels (letters, digits, inner hyphens). Nothing a mail library would read as a
 * display name, a route or a second address (`<`, `>`, quotes, commas, spaces …) gets through.
 */
export const EMAIL_PATTERN = /^[\p{L}\p{N}.!#$%&'*+/=?^_`{|}~-]+@[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?)*$/u;
export const EmailSchema = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { message: MESSAGES.emailRequired, abort: true })
  .max(254, MESSAGES.emailInvalid)
  .regex(EMAIL_PATTERN, MESSAGES.emailInvalid);

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** An absolute http(s) URL ("Please enter a valid URL."). */
export const UrlSchema = z.string().trim().refine(isHttpUrl, MESSAGES.invalidUrl);

/** An absolute http(s) URL, or empty. */
export const OptionalUrlSchema = z.string().trim().refine((v) => v === '' || isHttpUrl(v), MESSAGES.invalidUrl);

/**
 * Private and loopback ranges refused in public website URLs (admin spec §5 "Website URL pattern"), matched on
 * `URL.hostname` (IPv6 there is bracketed and compressed): IPv4 private, loopback and link-local; IPv6 loopback,
 * unspecified, unique local (fc00::/7), link-local (fe80::/10) and IPv4-mapped (::ffff:0:0/96, which reaches
 * IPv4 hosts, private ones included).
 */
const PRIVATE_HOST = /^(localhost|127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|0\.|\[?::1\]?$|\[::\]$|\[f[cd][0-9a-f]{2}:|\[fe[89ab][0-9a-f]:|\[::ffff:)/i;

/**
 * A website URL: empty, or a public http, https or ftp URL, never a private IP range; at most 100 characters
 * (admin spec §5).
 */
export const WebsiteUrlSchema = z
  .string()
  .trim()
  .max(100, MESSAGES.websiteTooLong)
  .refine((value) => {
    if (value === '') return true;
    try {
      const url = new URL(value);
      return ['http:', 'https:', 'ftp:'].includes(url.protocol) && !PRIVATE_HOST.test(url.hostname);
    } catch {
      return false;
    }
  }, MESSAGES.invalidUrl);

/** Prefixes `https://` to a website address written without a scheme (visitor spec §3 customization). */
export function withScheme(address: string): string {
  const trimmed = address.trim();
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/\//, '')}`;
}

/** Who changed something and when (item footer "Modified at {date} by {name}"). */
export const LastModifiedSchema = z.object({
  /** When the change was made, ms since epoch. */
  on: TimestampSchema,
  /** Who made it. */
  by: z.object({
    /** Display name of the staff member. */
    name: z.string(),
  }),
});
