/**
 * Input schemas of the subscription routes. The subscribe payload is the content model's `SubscriptionSchema`
 * (one rule for the site's form and the edge: email required, trimmed, lowercased, any TLD or none; source one of
 * the three controls, default "subscribe button"); only the unsubscribe body is particular to the edge.
 */
import { z } from 'zod';
import { SUBSCRIPTION_SOURCES, SubscriptionSchema } from '../../../content/schemas/engagement.ts';

export { SUBSCRIPTION_SOURCES, SubscriptionSchema };

/** Which control started a subscription. */
export type SubscribeSource = (typeof SUBSCRIPTION_SOURCES)[number];

/** Body of `POST /api/share/:orgId/subscribe`. */
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
