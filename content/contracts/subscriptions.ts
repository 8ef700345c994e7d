/**
 * The staff side of update subscriptions as zod schemas the edge parses with and answers in, the admin reads its
 * types from and the API description lists:
 *
 *   GET    /api/admin/subscribers            → Subscribers { subscribers: SubscriberSummary[] }
 *   GET    /api/admin/subscription-blocks    → SubscriptionBlocks { blocks: SubscriptionBlock[] }
 *   POST   /api/admin/subscription-blocks    BlockRequest → 201 SubscriptionBlockAnswer { block }
 *   DELETE /api/admin/subscription-blocks    BlockRequest → { ok: true }
 *
 *   POST   /api/share/:orgId/subscribe      SubscribeRequest (the content model's `SubscriptionSchema`)
 *   POST   /api/share/:orgId/unsubscribe    UnsubscribeRequest
 *
 * A block is an address (`jane@example.com`) or a whole domain (`example.com`, which also covers its subdomains): a
 * blocked address cannot subscribe, cannot confirm a pending subscription, and receives no update emails.
 */
import { z } from 'zod';
import { EMAIL_PATTERN } from '../schemas/common.ts';
import { type SUBSCRIPTION_SOURCES, SubscriptionSchema } from '../schemas/engagement.ts';

// -------------------------------------------------------------------------------------------------------------
// Visitors: subscribe and unsubscribe
// -------------------------------------------------------------------------------------------------------------

/** Which control started a subscription. */
export type SubscribeSource = (typeof SUBSCRIPTION_SOURCES)[number];

/**
 * Body of `POST /api/share/:orgId/subscribe`: the content model's `SubscriptionSchema` (one rule for the site's form
 * and the edge: email required, trimmed, lowercased, any TLD or none; source one of the three controls, default
 * "subscribe button").
 */
export const SubscribeRequestSchema = SubscriptionSchema;
export type SubscribeRequest = z.input<typeof SubscribeRequestSchema>;

/**
 * Body of `POST /api/share/:orgId/unsubscribe`: the token from the unsubscribe link. A missing or malformed token
 * is kept as `''` so that it fails like an expired one (UNSUBSCRIBE_LINK_EXPIRED), which is what the visitor sees.
 */
export const UnsubscribeRequestSchema = z.object({
  token: z.string().trim().catch(''),
});
export type UnsubscribeRequest = z.input<typeof UnsubscribeRequestSchema>;

// -------------------------------------------------------------------------------------------------------------
// Subscribers
// -------------------------------------------------------------------------------------------------------------

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;

/** A subscriber as staff see it (no internal id). */
export const SubscriberSummarySchema = z
  .object({
    email: z.string(),
    /** `pending` until the emailed link is followed; `unsubscribed` after leaving. */
    status: z.enum(SUBSCRIBER_STATUSES),
    /** Which control started the subscription. */
    source: z.string(),
    /** When the address first subscribed, in ms since the epoch. */
    createdAt: z.number(),
    /** When the address confirmed; `null` while pending, or after unsubscribing and subscribing again. */
    confirmedAt: z.number().nullable(),
  })
  .meta({ id: 'SubscriberSummary' });
export type SubscriberSummary = z.infer<typeof SubscriberSummarySchema>;

/** Every subscriber of the organisation, newest first. */
export const SubscribersSchema = z.object({ subscribers: z.array(SubscriberSummarySchema) }).meta({ id: 'Subscribers' });
export type Subscribers = z.infer<typeof SubscribersSchema>;

// -------------------------------------------------------------------------------------------------------------
// Blocks
// -------------------------------------------------------------------------------------------------------------

/** Validation texts of the block form (product texts: the specification does not word them). */
export const BLOCK_MESSAGES = {
  required: 'Enter an email address or a domain',
  invalid: 'Enter a valid email address (jane@example.com) or domain (example.com)',
} as const;

/** Host name labels: letters, digits and inner hyphens; one label or more (`example`, `eu.example.com`). */
const DOMAIN_PATTERN = /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*$/;

/**
 * A block pattern as typed by staff: trimmed, lowercased, a leading `@` dropped (`@example.com` = `example.com`);
 * then an email address or a domain name of at most 254 characters.
 */
export const BlockPatternSchema = z
  .string({ error: BLOCK_MESSAGES.required })
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/^@+/, ''))
  .pipe(
    z
      .string()
      .min(1, { message: BLOCK_MESSAGES.required, abort: true })
      .max(254, BLOCK_MESSAGES.invalid)
      .refine((value) => (value.includes('@') ? EMAIL_PATTERN.test(value) : DOMAIN_PATTERN.test(value)), BLOCK_MESSAGES.invalid),
  );

/** Body of `POST` and `DELETE /api/admin/subscription-blocks`. */
export const BlockRequestSchema = z.object({ pattern: BlockPatternSchema });
export type BlockRequest = z.input<typeof BlockRequestSchema>;

export const SubscriptionBlockSchema = z
  .object({
    /** The address or domain, normalised (lowercase, no leading `@`). */
    pattern: z.string(),
    /** `email` blocks one address; `domain` blocks every address of the domain and its subdomains. */
    kind: z.enum(['email', 'domain']),
  })
  .meta({ id: 'SubscriptionBlock' });
export type SubscriptionBlock = z.infer<typeof SubscriptionBlockSchema>;

/** The organisation's blocks, alphabetically. */
export const SubscriptionBlocksSchema = z.object({ blocks: z.array(SubscriptionBlockSchema) }).meta({ id: 'SubscriptionBlocks' });
export type SubscriptionBlocks = z.infer<typeof SubscriptionBlocksSchema>;

/** The block just added (adding one twice is harmless). */
export const SubscriptionBlockAnswerSchema = z.object({ block: SubscriptionBlockSchema }).meta({ id: 'SubscriptionBlockAnswer' });
export type SubscriptionBlockAnswer = z.infer<typeof SubscriptionBlockAnswerSchema>;
