/**
 * The staff session: a cookie `gh_staff` holding a compact JWT (HS256 with the session secret; claims `sub` = staff
 * user id, `org` = organisation id, `exp`). Web-standard APIs only (jose on Web Crypto), so it runs on Node and
 * Workers alike.
 */
import { SignJWT, jwtVerify } from 'jose';

export const STAFF_SESSION_COOKIE = 'gh_staff';
/** Sessions last 7 days. */
export const STAFF_SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
/** Marks the JWT as a staff session, so a link token signed with the same secret is never taken for one. */
const SESSION_PURPOSE = 'staff-session';
const ALGORITHM = 'HS256';

export interface StaffSessionClaims {
  userId: string;
  orgId: string;
  /** Expiry in ms since the epoch. */
  expiresAt: number;
}

function keyOf(secret: string): Uint8Array {
  if (!secret) throw new Error('The session secret is empty; set SESSION_SECRET.');
  return new TextEncoder().encode(secret);
}

export async function signStaffSession({ secret, userId, orgId, now }: { secret: string; userId: string; orgId: string; now: number }): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ org: orgId, purpose: SESSION_PURPOSE })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + STAFF_SESSION_TTL_SECONDS)
    .sign(keyOf(secret));
}

/** The session's claims, or `null` when the token is malformed, forged, expired or not a staff session. */
export async function verifyStaffSession({ secret, token, now }: { secret: string; token: string; now: number }): Promise<StaffSessionClaims | null> {
  const key = keyOf(secret);
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      currentDate: new Date(now),
      requiredClaims: ['sub', 'exp'],
    });
    if (payload.purpose !== SESSION_PURPOSE || typeof payload.sub !== 'string' || typeof payload.org !== 'string') return null;
    return { userId: payload.sub, orgId: payload.org, expiresAt: (payload.exp ?? 0) * 1000 };
  } catch {
    return null;
  }
}

/** The value of cookie `name` in the request's `Cookie` header, or `null`. */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** `Secure` only when the portal is served over https, so sign-in still works on `http://localhost`. */
function cookieAttributes(publicUrl: string, maxAge: number): string {
  const secure = /^https:/i.test(publicUrl) ? '; Secure' : '';
  return `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

/** `Set-Cookie` value that stores a session token. */
export function staffSessionCookie(token: string, publicUrl: string): string {
  return `${STAFF_SESSION_COOKIE}=${token}; ${cookieAttributes(publicUrl, STAFF_SESSION_TTL_SECONDS)}`;
}

/** `Set-Cookie` value that removes the session cookie. */
export function clearStaffSessionCookie(publicUrl: string): string {
  return `${STAFF_SESSION_COOKIE}=; ${cookieAttributes(publicUrl, 0)}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
