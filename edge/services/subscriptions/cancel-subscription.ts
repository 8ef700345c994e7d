/** Unsubscribing, and the unsubscribe links put in update emails. */
import type { Db } from '../../db/types.ts';
import { subscribers, type Organization } from '../../db/schema.ts';
import type { AppConfig } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { orgPublicUrl } from '../../lib/org-url.ts';
import { forgetMail } from '../limits/abuse-limits.ts';
import { signLinkToken, verifyLinkToken } from '../tokens/link-token.ts';

/** Unsubscribe links stay valid for 90 days after the email that carries them. */
export const UNSUBSCRIBE_TOKEN_TTL_SECONDS = 90 * 24 * 60 * 60;
export const UNSUBSCRIBE_TOKEN_PURPOSE = 'unsubscribe';

export interface UnsubscribeTokenOptions {
  secret: string;
  orgId: string;
  email: string;
  /** Current time in ms. */
  now: number;
  ttlSeconds?: number;
}

/** A signed token (JWT, `sub` = email) that lets its holder unsubscribe `email`. */
export function unsubscribeToken({ secret, orgId, email, now, ttlSeconds = UNSUBSCRIBE_TOKEN_TTL_SECONDS }: UnsubscribeTokenOptions): Promise<string> {
  return signLinkToken({ secret, purpose: UNSUBSCRIBE_TOKEN_PURPOSE, subject: email.trim().toLowerCase(), orgId, ttlSeconds, now });
}

export interface UnsubscribeUrlOptions extends Omit<UnsubscribeTokenOptions, 'orgId'> {
  org: Pick<Organization, 'id' | 'customDomains'>;
  config: Pick<AppConfig, 'publicUrl'>;
}

/**
 * The link for update emails: the portal with `?unsubscribeToken=…`, where the portal asks for confirmation and
 * then calls `POST /api/share/:orgId/unsubscribe`.
 */
export async function unsubscribeUrl({ org, config, ...options }: UnsubscribeUrlOptions): Promise<string> {
  const token = await unsubscribeToken({ ...options, orgId: org.id });
  return `${orgPublicUrl(org, config)}/?unsubscribeToken=${encodeURIComponent(token)}`;
}

export interface UnsubscribeOptions {
  db: Db;
  secret: string;
  now: () => number;
  orgId: string;
  token: string;
}

/**
 * `source` of the row recorded when an address that never subscribed unsubscribes (an update sent to a manual
 * audience carries an unsubscribe link too).
 */
export const UNSUBSCRIBED_WITHOUT_SUBSCRIPTION_SOURCE = 'update email';

/**
 * Stops updates for the token's address. Unsubscribing twice succeeds. An address with no subscription (a
 * recipient of an update's audience) gets an `unsubscribed` row, so later audience sends skip it too; subscribing
 * again starts a new double opt-in as for anyone who left.
 * @throws UNSUBSCRIBE_LINK_EXPIRED (400) for a forged, expired or foreign token.
 */
export async function unsubscribe({ db, secret, now, orgId, token }: UnsubscribeOptions): Promise<{ email: string }> {
  const at = now();
  const claims = await verifyLinkToken({ secret, purpose: UNSUBSCRIBE_TOKEN_PURPOSE, token, orgId, now: at });
  if (!claims) throw appError('UNSUBSCRIBE_LINK_EXPIRED');
  await db
    .insert(subscribers)
    .values({ id: crypto.randomUUID(), orgId, email: claims.subject, source: UNSUBSCRIBED_WITHOUT_SUBSCRIPTION_SOURCE, status: 'unsubscribed', createdAt: at })
    .onConflictDoUpdate({ target: [subscribers.orgId, subscribers.email], set: { status: 'unsubscribed' } });
  // The confirmation mailed before no longer confirms anything: subscribing again mails a new one at once.
  await forgetMail({ db, action: 'subscribe', orgId, email: claims.subject });
  return { email: claims.subject };
}
