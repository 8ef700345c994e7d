/**
 * Lifts a subscription block.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { subscriptionBlocks } from '../../db/schema.ts';
import { appError } from '../../errors.ts';

/**
 * Lifts a block.
 * @throws NOT_FOUND (404) when the organisation has no such block.
 */
export async function removeSubscriptionBlock({ db, orgId, pattern }: { db: Db; orgId: string; pattern: string }): Promise<void> {
  const match = and(eq(subscriptionBlocks.orgId, orgId), eq(subscriptionBlocks.pattern, pattern));
  const removed = await db.delete(subscriptionBlocks).where(match).returning({ pattern: subscriptionBlocks.pattern });
  if (removed.length === 0) throw appError('NOT_FOUND');
}
