/**
 * Signed, expiring tokens for links sent by email (subscription confirmation, unsubscribe, …): compact JWTs,
 * HS256 with the session secret, claims `sub` (the email), `org` (organisation id) and `purpose`. A token made for
 * one purpose or organisation is refused for another.
 */
import { SignJWT, jwtVerify } from 'jose';
import { appError } from '../../errors.ts';

export interface SignLinkTokenOptions {
  secret: string;
  /** What the token allows, e.g. `subscribe` or `unsubscribe`. */
  purpose: string;
  /** The subject, usually an email. */
  subject: string;
  orgId: string;
  ttlSeconds: number;
  /** Current time in ms (defaults to the clock). */
  now?: number;
}

export interface VerifyLinkTokenOptions {
  secret: string;
  purpose: string;
  token: string;
  /** When given, the token must have been made for this organisation. */
  orgId?: string;
  now?: number;
}

export interface LinkTokenClaims {
  subject: string;
  orgId: string;
  purpose: string;
  /** Expiry in ms since the epoch. */
  expiresAt: number;
}

const ALGORITHM = 'HS256';

/**
 * Whether `token` has the shape of a compact JWS (three base64url parts, the first a JSON header naming an
 * algorithm). A token failing this is malformed (answered 400), not merely invalid or expired (401/410).
 */
export function isCompactJws(token: string): boolean {
  if (token.length > 4096 || !/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/.test(token)) return false;
  try {
    const header = JSON.parse(atob(token.slice(0, token.indexOf('.')).replace(/-/g, '+').replace(/_/g, '/'))) as { alg?: unknown };
    return typeof header === 'object' && header !== null && typeof header.alg === 'string';
  } catch {
    return false;
  }
}

/** @throws TOKEN_MALFORMED (400) unless `token` has the shape of a compact JWS ({@link isCompactJws}). */
export function assertWellFormedToken(token: string): void {
  if (!isCompactJws(token)) throw appError('TOKEN_MALFORMED');
}

/** The HMAC key of each secret, imported once (given the raw secret, jose imports it again for every token). */
const keys = new Map<string, Promise<CryptoKey>>();
/** Secrets whose key is kept (one in production; tests use several). */
const MAX_KEYS = 8;

function keyOf(secret: string): Promise<CryptoKey> {
  if (!secret) throw new Error('The session secret is empty; set SESSION_SECRET.');
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    if (keys.size >= MAX_KEYS) keys.delete(keys.keys().next().value!);
    keys.set(secret, key);
  }
  return key;
}

export async function signLinkToken({ secret, purpose, subject, orgId, ttlSeconds, now = Date.now() }: SignLinkTokenOptions): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ org: orgId, purpose })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(subject)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(await keyOf(secret));
}

/** The token's claims, or `null` when it is malformed, forged, expired, or for another purpose or organisation. */
export async function verifyLinkToken({ secret, purpose, token, orgId, now = Date.now() }: VerifyLinkTokenOptions): Promise<LinkTokenClaims | null> {
  const key = await keyOf(secret);
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      currentDate: new Date(now),
      requiredClaims: ['sub', 'exp'],
    });
    if (payload.purpose !== purpose || typeof payload.org !== 'string' || typeof payload.sub !== 'string') return null;
    if (orgId !== undefined && payload.org !== orgId) return null;
    return { subject: payload.sub, orgId: payload.org, purpose, expiresAt: (payload.exp ?? 0) * 1000 };
  } catch {
    return null;
  }
}
