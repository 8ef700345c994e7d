/**
 * Cross-site request forgery protection for every state-changing request (POST, PUT, PATCH, DELETE) to the edge,
 * whatever its body (JSON, multipart, form), following the OWASP CSRF cheat sheet's "verifying origin with
 * standard headers" and "signed double-submit cookie":
 *
 * 1. `Sec-Fetch-Site: cross-site` is refused.
 * 2. An `Origin` header must name one of the instance's public origins for this host: the request's own host, the
 *    public URL (`PUBLIC_URL`), or one of the organisation's custom domains (an organisation may be served on several
 *    hosts, `services/organizations/`). A sibling subdomain — which SameSite=Lax cookies do not stop — is refused;
 *    `Origin: null` too.
 * 3. Without either header (old browsers, privacy tools that strip them) and with a session cookie, the request
 *    must carry `X-CSRF-Token`: the value of the readable `gh_csrf` cookie, an HMAC of the session token under the
 *    session secret ({@link csrfTokenFor}), so it cannot be forged or planted from another site. A request with no
 *    session cookie and neither header carries no ambient authority (a server-to-server call, e.g. a signed hook).
 *
 * Routes a third party must reach across sites (RFC 8058 one-click unsubscribe from mail clients; the token in the
 * URL is the authority there) are listed in {@link CSRF_EXEMPT_ROUTES}.
 */
import type { AppDeps } from '../deps.ts';
import { appError } from '../errors.ts';
import { ACCOUNT_SESSION_COOKIE } from '../services/access/start-account-session.ts';
import { STAFF_SESSION_COOKIE, readCookie } from '../services/staff/staff-session-cookie.ts';
import { hostnameOf, orgPublicUrl } from '../lib/org-url.ts';
import { resolveOrgByHost } from '../services/organizations/resolve-organization.ts';

/** The readable cookie holding the CSRF token of the browser's session(s). */
export const CSRF_COOKIE = 'gh_csrf';
/** The request header that must repeat it when neither `Origin` nor `Sec-Fetch-Site` is sent. */
export const CSRF_HEADER = 'x-csrf-token';

/** State-changing routes reachable from other sites on purpose (their own token is the authority). */
export const CSRF_EXEMPT_ROUTES: { method: string; path: RegExp }[] = [
  // RFC 8058 one-click unsubscribe: mail clients POST to the List-Unsubscribe URL.
  { method: 'POST', path: /^\/api\/share\/[^/]+\/unsubscribe\/one-click\/?$/ },
];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The CSRF token of a session: HMAC-SHA256(session secret, `csrf:` + session token), base64url. */
export async function csrfTokenFor(secret: string, sessionToken: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return base64url(new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`csrf:${sessionToken}`))));
}

/** `Set-Cookie` value of the readable CSRF cookie (JavaScript of the page reads it; it grants nothing alone). */
export function csrfCookie(token: string, baseUrl: string, maxAgeSeconds: number): string {
  const secure = /^https:/i.test(baseUrl) ? '; Secure' : '';
  return `${CSRF_COOKIE}=${token}; Path=/; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

/** `Set-Cookie` value removing the CSRF cookie. */
export function clearCsrfCookie(baseUrl: string): string {
  return `${csrfCookie('', baseUrl, 0)}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/**
 * The CSRF cookie to send when one kind of session signs out: the token of the other session the browser still
 * holds (`otherSessionCookie`), or the cookie removed.
 */
export async function csrfCookieAfterSignOut(request: Request, secret: string, baseUrl: string, otherSessionCookie: string): Promise<string> {
  const other = readCookie(request, otherSessionCookie);
  return other ? csrfCookie(await csrfTokenFor(secret, other), baseUrl, 14 * 24 * 60 * 60) : clearCsrfCookie(baseUrl);
}

function timingSafeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The request's own host (the `Host` header on Node, the URL's on Workers). */
function requestHost(request: Request): string {
  return (request.headers.get('host') ?? new URL(request.url).host).toLowerCase();
}

/** Host (with port) of an origin or URL, or '' when it cannot be read. */
function hostOf(url: string): string {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return '';
  }
}

/** Whether `origin` is one of the instance's origins for the request's host. */
export async function isAllowedOrigin(origin: string, request: Request, deps: Pick<AppDeps, 'db' | 'config'>): Promise<boolean> {
  if (origin === 'null') return false;
  const host = hostOf(origin);
  if (!host || !/^https?:$/.test(new URL(origin).protocol)) return false;
  if (host === requestHost(request) || host === hostOf(deps.config.publicUrl)) return true;
  // Behind a proxy that rewrites Host, or one organisation served on several hosts: its custom domains.
  const { org } = await resolveOrgByHost(deps.db, requestHost(request), deps.config);
  if (!org) return false;
  const hostname = hostnameOf(host);
  return [orgPublicUrl(org, deps.config), ...(org.customDomains ?? [])].some((domain) => {
    const d = domain
      .trim()
      .toLowerCase()
      .replace(/^https?:\/\//, '')
      .replace(/\/.*$/, '');
    return d === host || d === hostname;
  });
}

/** Whether `token` is the CSRF token of one of the session cookies the request carries. */
async function matchesSession(token: string, request: Request, secret: string): Promise<boolean> {
  for (const name of [STAFF_SESSION_COOKIE, ACCOUNT_SESSION_COOKIE]) {
    const session = readCookie(request, name);
    if (session && timingSafeEqual(token, await csrfTokenFor(secret, session))) return true;
  }
  return false;
}

/**
 * `before` middleware refusing a cross-site state-changing request.
 * @throws CROSS_SITE_REQUEST (403)
 */
export function withCsrfProtection(deps: Pick<AppDeps, 'db' | 'config' | 'secrets'>) {
  return async (request: Request): Promise<undefined> => {
    if (SAFE_METHODS.has(request.method)) return undefined;
    const { pathname } = new URL(request.url);
    if (CSRF_EXEMPT_ROUTES.some((route) => route.method === request.method && route.path.test(pathname))) return undefined;

    const site = request.headers.get('sec-fetch-site')?.trim().toLowerCase() ?? null;
    const origin = request.headers.get('origin')?.trim() ?? null;
    if (site === 'cross-site') throw appError('CROSS_SITE_REQUEST');
    if (origin !== null) {
      if (await isAllowedOrigin(origin, request, deps)) return undefined;
      throw appError('CROSS_SITE_REQUEST');
    }
    // Fetch metadata without an Origin: the browser vouches for the initiator ("none": the person typed it).
    if (site === 'same-origin' || site === 'none') return undefined;
    if (site !== null) throw appError('CROSS_SITE_REQUEST');

    // Neither header: only a request with no session cookie, or with the session's CSRF token, goes on.
    const hasSession = readCookie(request, STAFF_SESSION_COOKIE) !== null || readCookie(request, ACCOUNT_SESSION_COOKIE) !== null;
    if (!hasSession) return undefined;
    const token = request.headers.get(CSRF_HEADER)?.trim() ?? '';
    if (token && (await matchesSession(token, request, deps.secrets.sessionSecret))) return undefined;
    throw appError('CROSS_SITE_REQUEST');
  };
}
