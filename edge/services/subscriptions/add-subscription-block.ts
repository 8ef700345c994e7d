/**
 * Staff-managed blocks on subscribing: an address (`jane@example.com`) or a whole domain (`example.com`, which
 * also covers its subdomains — see `blockPatternsFor` in `subscribe.ts`). A blocked address cannot subscribe,
 * cannot confirm a pending subscription, and receives no update emails.
 */
import { z } from 'zod';
import { EMAIL_PATTERN } from '../../../content/schemas/common.ts';
import type { Db } from '../../db/types.ts';
import { subscriptionBlocks } from '../../db/schema.ts';
import { type SubscriptionBlock, toBlock } from './list-subscription-blocks.ts';

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

/** Blocks an address or domain (already normalised by {@link BlockPatternSchema}). Blocking twice is harmless. */
export async function addSubscriptionBlock({ db, orgId, pattern }: { db: Db; orgId: string; pattern: string }): Promise<SubscriptionBlock> {
  await db.insert(subscriptionBlocks).values({ orgId, pattern }).onConflictDoNothing();
  return toBlock(pattern);
}
