/**
 * The subscription blocks of an organisation, addresses and domains.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import type { SubscriptionBlock } from '../../../content/contracts/subscriptions.ts';
import { subscriptionBlocks } from '../../db/schema.ts';

/** A stored pattern as staff see it: an address (it has an `@`) or a domain. */
export function toBlock(pattern: string): SubscriptionBlock {
  return { pattern, kind: pattern.includes('@') ? 'email' : 'domain' };
}

/** The organisation's blocks, alphabetically. */
export async function listSubscriptionBlocks({ db, orgId }: { db: Db; orgId: string }): Promise<SubscriptionBlock[]> {
  const rows = await db
    .select({ pattern: subscriptionBlocks.pattern })
    .from(subscriptionBlocks)
    .where(eq(subscriptionBlocks.orgId, orgId))
    .orderBy(asc(subscriptionBlocks.pattern));
  return rows.map((row) => toBlock(row.pattern));
}
