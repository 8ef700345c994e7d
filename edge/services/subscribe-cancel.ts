/** Unsubscribing, and the unsubscribe links put in update emails. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/types.ts';
import { subscribers, type Organization } from '../db/schema.ts';
import type { AppConfig } from '../deps.ts';
import { appError } from '../errors.ts';
import { orgPublicUrl } from '../middleware/org.ts';
import { signLinkToken, verifyLinkToken } from './tokens.ts';

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
 * Stops updates for the token's address. Unsubscribing twice, or an address that has no subscription, succeeds.
 * @throws UNSUBSCRIBE_LINK_EXPIRED (400) for a forged, expired or foreign token.
 */
export async function unsubscribe({ db, secret, now, orgId, token }: UnsubscribeOptions): Promise<{ email: string }> {
  const claims = await verifyLinkToken({ secret, purpose: UNSUBSCRIBE_TOKEN_PURPOSE, token, orgId, now: now() });
  if (!claims) throw appError('UNSUBSCRIBE_LINK_EXPIRED');
  await db
    .update(subscribers)
    .set({ status: 'unsubscribed' })
    .where(and(eq(subscribers.orgId, orgId), eq(subscribers.email, claims.subject)));
  return { email: claims.subject };
}
