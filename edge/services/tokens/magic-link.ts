/**
 * Single-use sign-in links, for staff and for account members alike: the token is 32 random bytes (base64url) and
 * only its SHA-256 is stored (`magic_links`), with the link's purpose, organisation, address and expiry. Spending a
 * link marks it used in the statement that checks it, so two concurrent clicks sign in at most once.
 *
 * Web-standard APIs only (Web Crypto), so this runs on Node and Workers alike.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { magicLinks, type MagicLink } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A fresh link token: 32 random bytes, base64url without padding (43 characters). */
export function newLinkToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** SHA-256 of the token as lowercase hex: what `magic_links.token_hash` stores. */
export async function hashLinkToken(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface IssueMagicLinkOptions {
  db: Db;
  orgId: string;
  email: string;
  /** What the link is for (`staff`, `account`): only the route of that purpose spends it. */
  purpose: string;
  /** When it stops working, in ms since the epoch. */
  expiresAt: number;
}

/** Stores a new sign-in link and answers its token, for the mailed link (the token itself is not stored). */
export async function issueMagicLink({ db, orgId, email, purpose, expiresAt }: IssueMagicLinkOptions): Promise<string> {
  const token = newLinkToken();
  await db.insert(magicLinks).values({ tokenHash: await hashLinkToken(token), orgId, email, purpose, expiresAt });
  return token;
}

export interface SpendMagicLinkOptions {
  db: Db;
  token: string;
  purpose: string;
  /** Now, in ms: the link must not have expired by then; it is marked used at this time. */
  at: number;
  /** The organisation the link must be of (any when left out). */
  orgId?: string;
}

/**
 * Spends a sign-in link: it must exist, be of `purpose` (and of `orgId` when given), unused and unexpired.
 * @returns the link, now marked used; `null` for an unknown, used or expired one, or a token of an impossible length.
 */
export async function spendMagicLink({ db, token, purpose, at, orgId }: SpendMagicLinkOptions): Promise<MagicLink | null> {
  if (!token || token.length > 200) return null;
  const [link] = await db
    .update(magicLinks)
    .set({ usedAt: at })
    .where(
      and(
        eq(magicLinks.tokenHash, await hashLinkToken(token)),
        eq(magicLinks.purpose, purpose),
        orgId === undefined ? undefined : eq(magicLinks.orgId, orgId),
        isNull(magicLinks.usedAt),
        gt(magicLinks.expiresAt, at),
      ),
    )
    .returning();
  return link ?? null;
}
