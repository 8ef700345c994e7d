/**
 * The account session of an external account member (visitor spec §1 AccountExternal).
 *
 * - `gh_account`: HttpOnly, SameSite=Lax (Secure on https) cookie holding a compact JWT (HS256 with the session
 *   secret; `sub` = member id, `org`, `acc` = account id, `purpose` = `account-session`), valid for 14 days.
 * - `gh_account_hint`: a readable cookie holding only the account id, set and cleared with the session, so the
 *   static page knows to ask the edge for the account's view (it carries no authority of its own).
 *
 * Whether a session is still good (account exists, not revoked, not expired, member exists) is decided on every
 * request by `resolveAccountSession` in `middleware/with-account.ts`.
 */
import { SignJWT, jwtVerify } from 'jose';

export const ACCOUNT_SESSION_COOKIE = 'gh_account';
export const ACCOUNT_HINT_COOKIE = 'gh_account_hint';
/** Sessions last 14 days. */
export const ACCOUNT_SESSION_TTL_SECONDS = 14 * 24 * 60 * 60;
const SESSION_PURPOSE = 'account-session';
const ALGORITHM = 'HS256';

export interface AccountSessionClaims {
  memberId: string;
  orgId: string;
  accountId: string;
  /** Expiry of the session token in ms. */
  expiresAt: number;
}

function keyOf(secret: string): Uint8Array {
  if (!secret) throw new Error('The session secret is empty; set SESSION_SECRET.');
  return new TextEncoder().encode(secret);
}

export async function signAccountSession({ secret, memberId, orgId, accountId, now }: { secret: string; memberId: string; orgId: string; accountId: string; now: number }): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ org: orgId, acc: accountId, purpose: SESSION_PURPOSE })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(memberId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCOUNT_SESSION_TTL_SECONDS)
    .sign(keyOf(secret));
}

/** The claims, or `null` for a malformed, forged or expired token, or one that is not an account session. */
export async function verifyAccountSession({ secret, token, now }: { secret: string; token: string; now: number }): Promise<AccountSessionClaims | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: [ALGORITHM], currentDate: new Date(now), requiredClaims: ['sub', 'exp'] });
    if (payload.purpose !== SESSION_PURPOSE || typeof payload.sub !== 'string' || typeof payload.org !== 'string' || typeof payload.acc !== 'string') return null;
    return { memberId: payload.sub, orgId: payload.org, accountId: payload.acc, expiresAt: (payload.exp ?? 0) * 1000 };
  } catch {
    return null;
  }
}

function attributes(baseUrl: string, maxAge: number, httpOnly: boolean): string {
  const secure = /^https:/i.test(baseUrl) ? '; Secure' : '';
  return `Path=/;${httpOnly ? ' HttpOnly;' : ''} SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

/** `Set-Cookie` values that start a session: the HttpOnly session cookie and the readable hint. */
export function accountSessionCookies(token: string, accountId: string, baseUrl: string): string[] {
  return [
    `${ACCOUNT_SESSION_COOKIE}=${token}; ${attributes(baseUrl, ACCOUNT_SESSION_TTL_SECONDS, true)}`,
    `${ACCOUNT_HINT_COOKIE}=${encodeURIComponent(accountId)}; ${attributes(baseUrl, ACCOUNT_SESSION_TTL_SECONDS, false)}`,
  ];
}

/** `Set-Cookie` values that end the session (both cookies). */
export function clearAccountSessionCookies(baseUrl: string): string[] {
  const expired = 'Expires=Thu, 01 Jan 1970 00:00:00 GMT';
  return [
    `${ACCOUNT_SESSION_COOKIE}=; ${attributes(baseUrl, 0, true)}; ${expired}`,
    `${ACCOUNT_HINT_COOKIE}=; ${attributes(baseUrl, 0, false)}; ${expired}`,
  ];
}
