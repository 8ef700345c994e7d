/**
 * The account session of an external account member (visitor spec §1 AccountExternal).
 *
 * - `gh_account`: HttpOnly, SameSite=Lax (Secure on https) cookie holding the random token of a server-side session
 *   (`services/sessions/session-store.ts`, kind `member`: 3 days idle, 14 days at most, renewed by each use).
 * - `gh_account_hint`: a readable cookie holding only the account id, set and cleared with the session, so the
 *   static page knows to ask the edge for the account's view (it carries no authority of its own).
 *
 * Whether a session is still good (session not revoked, idle or expired; account exists, not revoked, not expired;
 * member exists) is decided on every request by `resolveAccountSession` in `access/resolve-account-session.ts`.
 */
import type { Db } from '../../db/types.ts';
import type { ClientInfo } from '../../lib/client.ts';
import { SESSION_POLICIES, createSession } from '../sessions/session-store.ts';

export const ACCOUNT_SESSION_COOKIE = 'gh_account';
export const ACCOUNT_HINT_COOKIE = 'gh_account_hint';
/** The cookies live as long as the session's absolute end (14 days); the server ends it sooner when idle. */
export const ACCOUNT_SESSION_TTL_SECONDS = SESSION_POLICIES.member.absoluteMs / 1000;

/** Starts a member session; returns the token for the cookie. */
export async function startAccountSession({
  db,
  memberId,
  orgId,
  accountId,
  now,
  client,
}: {
  db: Db;
  memberId: string;
  orgId: string;
  accountId: string;
  now: number;
  client?: ClientInfo;
}): Promise<string> {
  const { token } = await createSession({ db, kind: 'member', orgId, userId: memberId, accountId, now, ip: client?.ip, userAgent: client?.userAgent });
  return token;
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
  return [`${ACCOUNT_SESSION_COOKIE}=; ${attributes(baseUrl, 0, true)}; ${expired}`, `${ACCOUNT_HINT_COOKIE}=; ${attributes(baseUrl, 0, false)}; ${expired}`];
}
