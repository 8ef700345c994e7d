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
export const EMAIL_PATTERN =
  /^[\p{L}\p{N}.!#$%&'*+/=?^_`{|}~-]+@[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?)*$/u;
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

/**
 * The scheme a link names, lowercased (`https`, `javascript`, `mailto` …), or '' when it is written without one.
 * `host:8080/path` is a host with a port, not a scheme.
 */
export function linkScheme(value: string): string {
  return /^([a-z][a-z0-9+.-]*):(?!\d)/i.exec(value.trim())?.[1]?.toLowerCase() ?? '';
}

/** Whether `https://` + `value` is a URL with a host (an address written without a scheme, like `example.com/x`). */
function isSchemelessAddress(value: string): boolean {
  if (value.startsWith('/') || /\s/.test(value)) return false;
  try {
    return new URL(`https://${value}`).hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Why `value` is not an acceptable web link, or undefined when it is: empty, an absolute `http:`/`https:` URL (only
 * `https:` with `httpsOnly`), — with `schemeless` — an address without a scheme that the portal opens with
 * `https://` in front (`withScheme`), or — with `sitePath` — a path of the portal itself (`/item/soc-2`). Any other scheme (`javascript:`, `data:`, `ftp:` …) is refused with a message
 * naming the schemes allowed.
 */
export function webLinkIssue(
  value: string,
  { schemeless = false, httpsOnly = false, sitePath = false }: { schemeless?: boolean; httpsOnly?: boolean; sitePath?: boolean } = {},
): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (sitePath && trimmed.startsWith('/')) return trimmed.startsWith('//') || /[\s\\]/.test(trimmed) ? MESSAGES.invalidUrl : undefined;
  const scheme = linkScheme(trimmed);
  const allowed = httpsOnly ? ['https'] : ['http', 'https'];
  if (scheme === '') return schemeless && isSchemelessAddress(trimmed) ? undefined : MESSAGES.invalidUrl;
  if (!allowed.includes(scheme)) return httpsOnly ? MESSAGES.linkSchemeHttps : MESSAGES.linkScheme;
  try {
    return new URL(trimmed).hostname ? undefined : MESSAGES.invalidUrl;
  } catch {
    return MESSAGES.invalidUrl;
  }
}

/** A zod refinement adding {@link webLinkIssue}'s message: `z.string().superRefine(refineWebLink({ … }))`. */
export function refineWebLink(options: Parameters<typeof webLinkIssue>[1] = {}) {
  return (value: string, ctx: z.RefinementCtx) => {
    const message = webLinkIssue(value, options);
    if (message) ctx.addIssue({ code: 'custom', message });
  };
}

/** A link the portal opens: empty, an `http:`/`https:` URL, or an address without a scheme (opened with https://). */
export const WebLinkSchema = z.string().superRefine(refineWebLink({ schemeless: true }));

/** Like {@link WebLinkSchema}, `https:` only: addresses a browser loads scripts from. */
export const SecureLinkSchema = z.string().superRefine(refineWebLink({ schemeless: true, httpsOnly: true }));

/**
 * An image the portal shows (logo, favicon): empty, a path of the site (`assets/logo.svg`, `/favicon.svg`), or an
 * `http:`/`https:` URL. No other scheme (`javascript:`, `data:` …).
 */
export const ImageReferenceSchema = z.string().superRefine((value, ctx) => {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.startsWith('//')) {
    if (trimmed !== '') ctx.addIssue({ code: 'custom', message: MESSAGES.invalidUrl });
    return;
  }
  const scheme = linkScheme(trimmed);
  const message = scheme === '' ? (/\s/.test(trimmed) ? MESSAGES.invalidUrl : undefined) : webLinkIssue(trimmed);
  if (message) ctx.addIssue({ code: 'custom', message });
});

/** A mailbox: empty or an email address (a `mailto:` in front is accepted and dropped). */
export const MailboxSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/^mailto:/i, '').toLowerCase())
  .refine((value) => value === '' || (value.length <= 254 && EMAIL_PATTERN.test(value)), MESSAGES.emailInvalid);

/** An absolute http(s) URL ("Please enter a valid URL."). */
export const UrlSchema = z.string().trim().refine(isHttpUrl, MESSAGES.invalidUrl);

/** An absolute http(s) URL, or empty. */
export const OptionalUrlSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || isHttpUrl(v), MESSAGES.invalidUrl);

/**
 * Private and loopback ranges refused in public website URLs (admin spec §5 "Website URL pattern"), matched on
 * `URL.hostname` (IPv6 there is bracketed and compressed): IPv4 private, loopback and link-local; IPv6 loopback,
 * unspecified, unique local (fc00::/7), link-local (fe80::/10) and IPv4-mapped (::ffff:0:0/96, which reaches
 * IPv4 hosts, private ones included).
 */
const PRIVATE_HOST =
  /^(localhost|127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|0\.|\[?::1\]?$|\[::\]$|\[f[cd][0-9a-f]{2}:|\[fe[89ab][0-9a-f]:|\[::ffff:)/i;

/**
 * A website URL: empty, or a public http or https URL, never a private IP range; at most 100 characters
 * (admin spec §5). The specification also allows ftp; links the portal opens are http(s) only.
 */
export const WebsiteUrlSchema = z
  .string()
  .trim()
  .max(100, MESSAGES.websiteTooLong)
  .refine((value) => {
    if (value === '') return true;
    try {
      const url = new URL(value);
      return ['http:', 'https:'].includes(url.protocol) && !PRIVATE_HOST.test(url.hostname);
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
