/** Confirming a subscription from the emailed link. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { subscribers } from '../../db/schema.ts';
import type { AppConfig } from '../../deps.ts';
import { orgPublicUrl } from '../../lib/org-url.ts';
import { SUBSCRIBE_TOKEN_PURPOSE, isSubscriptionBlocked } from './subscribe.ts';
import { verifyLinkToken } from '../tokens/link-token.ts';
import { getOrganizationById } from '../organizations/get-organization.ts';

/** Values of the portal's `subscribeStatus` query parameter (visitor spec §2). */
export type SubscribeStatus = 'confirmed' | 'blocked' | 'token invalid';

/** Where the confirmation link sends the visitor: `{base}/?subscribeStatus=…` (`token invalid` → `token%20invalid`). */
export function subscribeStatusUrl(baseUrl: string, status: SubscribeStatus): string {
  return `${baseUrl.replace(/\/+$/, '')}/?subscribeStatus=${encodeURIComponent(status)}`;
}

export interface ConfirmSubscriptionOptions {
  db: Db;
  config: Pick<AppConfig, 'publicUrl'>;
  secret: string;
  now: () => number;
  /** The organisation named in the link's path; the token must have been made for it. */
  orgId: string;
  token: string;
}

export interface ConfirmSubscriptionResult {
  status: SubscribeStatus;
  /** The portal URL to redirect to, carrying `subscribeStatus`. */
  redirectTo: string;
}

/**
 * Marks the subscription confirmed. A forged, expired or foreign token, or one whose subscription no longer
 * exists or was cancelled, gives `token invalid`; an address blocked since subscribing gives `blocked`.
 */
export async function confirmSubscription({ db, config, secret, now, orgId, token }: ConfirmSubscriptionOptions): Promise<ConfirmSubscriptionResult> {
  const org = await getOrganizationById({ db, id: orgId });
  const base = org ? orgPublicUrl(org, config) : config.publicUrl;
  const result = (status: SubscribeStatus): ConfirmSubscriptionResult => ({ status, redirectTo: subscribeStatusUrl(base, status) });

  const at = now();
  const claims = org ? await verifyLinkToken({ secret, purpose: SUBSCRIBE_TOKEN_PURPOSE, token, orgId, now: at }) : null;
  if (!claims) return result('token invalid');
  const email = claims.subject;
  if (await isSubscriptionBlocked({ db, orgId, email })) return result('blocked');

  const match = and(eq(subscribers.orgId, orgId), eq(subscribers.email, email));
  const [row] = await db.select().from(subscribers).where(match).limit(1);
  if (!row || row.status === 'unsubscribed') return result('token invalid');
  if (row.status === 'pending') {
    await db.update(subscribers).set({ status: 'confirmed', confirmedAt: at }).where(match);
  }
  return result('confirmed');
}
