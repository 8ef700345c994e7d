/** The people who subscribed to an organisation's updates, for staff. */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { subscribers, type SubscriberStatus } from '../../db/schema.ts';

/** A subscriber as the admin lists it (no internal id). */
export interface SubscriberSummary {
  email: string;
  status: SubscriberStatus;
  /** Which control started the subscription. */
  source: string;
  /** When the address first subscribed (ms). */
  createdAt: number;
  /** When the address confirmed (ms); null while pending or after unsubscribing and subscribing again. */
  confirmedAt: number | null;
}

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
