/**
 * The subscription blocks of an organisation, addresses and domains.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { subscriptionBlocks } from '../../db/schema.ts';

export interface SubscriptionBlock {
  pattern: string;
  /** `email` blocks one address; `domain` blocks every address of the domain and its subdomains. */
  kind: 'email' | 'domain';
}

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
