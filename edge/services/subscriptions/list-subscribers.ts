/** The people who subscribed to an organisation's updates, for staff. */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import type { SubscriberSummary } from '../../../content/contracts/subscriptions.ts';
import { subscribers } from '../../db/schema.ts';

/** Every subscriber of the organisation, newest first. */
export async function listSubscribers({ db, orgId }: { db: Db; orgId: string }): Promise<SubscriberSummary[]> {
  return db
    .select({
      email: subscribers.email,
      status: subscribers.status,
      source: subscribers.source,
      createdAt: subscribers.createdAt,
      confirmedAt: subscribers.confirmedAt,
    })
    .from(subscribers)
    .where(eq(subscribers.orgId, orgId))
    .orderBy(desc(subscribers.createdAt), desc(subscribers.email));
}
