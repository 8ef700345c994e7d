/**
 * Blocks an address (`jane@example.com`) or a whole domain (`example.com`, which also covers its subdomains — see
 * `blockPatternsFor` in `subscribe.ts`) from subscribing (`content/contracts/subscriptions.ts`).
 */
import type { SubscriptionBlock } from '../../../content/contracts/subscriptions.ts';
import type { Db } from '../../db/types.ts';
import { subscriptionBlocks } from '../../db/schema.ts';
import { toBlock } from './list-subscription-blocks.ts';

/** Blocks an address or domain (already normalised by `BlockPatternSchema`). Blocking twice is harmless. */
export async function addSubscriptionBlock({ db, orgId, pattern }: { db: Db; orgId: string; pattern: string }): Promise<SubscriptionBlock> {
  await db.insert(subscriptionBlocks).values({ orgId, pattern }).onConflictDoNothing();
  return toBlock(pattern);
}
