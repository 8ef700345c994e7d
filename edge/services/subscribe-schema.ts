/**
 * Input schemas for subscribing to an organisation's trust center updates. Pure zod, so the site's subscribe
 * form can validate with exactly the rules (and texts) the edge applies.
 */
import { z } from 'zod';

/** Where a subscription was started (visitor spec §3, "Subscription"). */
export const SUBSCRIBE_SOURCES = ['subscribe button', 'trust center updates button', 'direct link'] as const;
export type SubscribeSource = (typeof SUBSCRIBE_SOURCES)[number];

export const EMAIL_REQUIRED_MESSAGE = 'Email is required';
export const EMAIL_INVALID_MESSAGE = 'This email is invalid';

/**
 * The browser's own `type=email` rule (WHATWG HTML): a local part, `@`, and dot-separated host labels. No TLD is
 * required, so `jane@localhost` is accepted (visitor spec §5: "valid email (no TLD restriction)").
 */
export const EMAIL_PATTERN = z.regexes.html5Email;

/** A subscriber's email: required, trimmed, lowercased, a valid address of at most 254 characters. */
export const SubscribeEmailSchema = z
  .string({ error: (issue) => (issue.input == null ? EMAIL_REQUIRED_MESSAGE : EMAIL_INVALID_MESSAGE) })
  .trim()
  .toLowerCase()
  .min(1, { error: EMAIL_REQUIRED_MESSAGE, abort: true })
  .max(254, { error: EMAIL_INVALID_MESSAGE, abort: true })
  .regex(EMAIL_PATTERN, { error: EMAIL_INVALID_MESSAGE });

/** Body of `POST /api/share/:orgId/subscribe`. */
export const SubscribeRequestSchema = z.object(
  {
    /** The address to send updates to. */
    email: SubscribeEmailSchema,
    /** Which control the visitor used; defaults to the subscribe button. */
    source: z
      .enum(SUBSCRIBE_SOURCES, { error: 'Source must be "subscribe button", "trust center updates button" or "direct link"' })
      .default('subscribe button'),
  },
  { error: 'The request is not valid.' },
);
export type SubscribeRequest = z.input<typeof SubscribeRequestSchema>;

/**
 * Body of `POST /api/share/:orgId/unsubscribe`: the token from the unsubscribe link. A missing or malformed token
 * is kept as `''` so that it fails like an expired one (UNSUBSCRIBE_LINK_EXPIRED), which is what the visitor sees.
 */
export const UnsubscribeRequestSchema = z.object(
  {
    token: z.string().trim().catch(''),
  },
  { error: 'The request is not valid.' },
);
export type UnsubscribeRequest = z.input<typeof UnsubscribeRequestSchema>;
