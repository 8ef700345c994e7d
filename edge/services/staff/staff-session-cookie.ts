/**
 * The staff session cookie (`gh_staff`): reading it, setting it and clearing it.
 */
import { SESSION_POLICIES } from '../sessions/session-store.ts';

export const STAFF_SESSION_COOKIE = 'gh_staff';
/** The cookie lives as long as the session's absolute end (7 days); the server ends it sooner when idle. */
export const STAFF_SESSION_TTL_SECONDS = SESSION_POLICIES.staff.absoluteMs / 1000;

/** The value of cookie `name` in the request's `Cookie` header, or `null`. */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/**
 * `Secure` only when the portal is served over https, so sign-in still works on `http://localhost`.
 * `baseUrl` is the portal's base URL (`config.publicUrl`, or an organisation's custom domain).
 */
function cookieAttributes(baseUrl: string, maxAge: number): string {
  const secure = /^https:/i.test(baseUrl) ? '; Secure' : '';
  return `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

/** `Set-Cookie` value that stores a session token (the readable CSRF cookie goes with it: `middleware/csrf.ts`). */
export function staffSessionCookie(token: string, baseUrl: string): string {
  return `${STAFF_SESSION_COOKIE}=${token}; ${cookieAttributes(baseUrl, STAFF_SESSION_TTL_SECONDS)}`;
}

/** `Set-Cookie` value that removes the session cookie. */
export function clearStaffSessionCookie(baseUrl: string): string {
  return `${STAFF_SESSION_COOKIE}=; ${cookieAttributes(baseUrl, 0)}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
