/**
 * Staff sign-in for `/admin`: request a magic link, its callback, the session, and sign-out.
 *
 *   POST /api/admin/auth/login     { email } → 200 { ok: true } whatever the address (a link is mailed to staff only)
 *   GET  /api/admin/auth/callback  ?token=… → 302 /admin with the session cookie, or /admin?error=link-invalid
 *   GET  /api/admin/session        → { email, name, role, permissions, organization: { id, slug, name } } or 401
 *   POST /api/admin/auth/logout    → { ok: true }, the session revoked on the server and its cookie cleared
 *
 * Sign-in requests and link callbacks count against the abuse limits (`services/limits/abuse-limits.ts`): 429 with
 * `Retry-After` past them; a repeated request while the last link is unused sends no new mail.
 */
import { StaffLoginRequestSchema } from '../../content/contracts/sessions.ts';
import { readJson } from '../middleware/body.ts';
import { orgPublicUrl } from '../lib/org-url.ts';
import { requireOrganization } from '../services/organizations/get-organization.ts';
import { resolveOrgByHost } from '../services/organizations/resolve-organization.ts';
import { assertJson, requireStaff } from '../middleware/with-staff.ts';
import type { RegisterRoutes } from '../router.ts';
import { clientInfo, clientIp } from '../lib/client.ts';
import { csrfCookie, csrfCookieAfterSignOut, csrfTokenFor } from '../middleware/csrf.ts';
import { enforceLimits, limitsFor } from '../services/limits/abuse-limits.ts';
import { ACCOUNT_SESSION_COOKIE } from '../services/access/start-account-session.ts';
import { revokeSessionToken } from '../services/sessions/session-store.ts';
import {
  STAFF_SESSION_COOKIE,
  STAFF_SESSION_TTL_SECONDS,
  clearStaffSessionCookie,
  readCookie,
  staffSessionCookie,
} from '../services/staff/staff-session-cookie.ts';
import { requestStaffLogin } from '../services/staff/request-staff-login.ts';
import { consumeStaffLogin } from '../services/staff/consume-staff-login.ts';

/** Where the callback sends the browser when the link cannot be used; the admin shows MAGIC_LINK_INVALID. */
export const ADMIN_LINK_INVALID_PATH = '/admin?error=link-invalid';
export const ADMIN_PATH = '/admin';

/** The host the request was sent to (the `Host` header, else the URL's). */
function hostOf(request: Request): string {
  return request.headers.get('host') ?? new URL(request.url).host;
}

export const registerAdminAuthRoutes: RegisterRoutes = (router, deps) => {
  const { db, mail, config, now, log } = deps;
  const secret = deps.secrets.sessionSecret;

  router.post('/api/admin/auth/login', async (request) => {
    assertJson(request);
    const { email } = await readJson(request, StaffLoginRequestSchema);
    const { org } = await resolveOrgByHost(db, hostOf(request), config);
    // Counted whether or not the address is staff: the answer must not tell.
    await enforceLimits(deps, { action: 'staff-login', orgId: org?.id, ip: clientIp(request, config), email });
    await requestStaffLogin({ db, mail, config, now, log, org, email, resendMs: limitsFor('staff-login', config.limits).resendMs });
    return { ok: true };
  });

  router.get('/api/admin/auth/callback', async (request) => {
    await enforceLimits(deps, { action: 'link', ip: clientIp(request, config) });
    const token = typeof request.query.token === 'string' ? request.query.token : '';
    const session = await consumeStaffLogin({ db, now, token, client: clientInfo(request, config) });
    const headers = new Headers({ location: session ? ADMIN_PATH : ADMIN_LINK_INVALID_PATH, 'cache-control': 'no-store' });
    if (session) {
      const base = orgPublicUrl(session.org, config);
      headers.append('set-cookie', staffSessionCookie(session.sessionToken, base));
      headers.append('set-cookie', csrfCookie(await csrfTokenFor(secret, session.sessionToken), base, STAFF_SESSION_TTL_SECONDS));
    }
    return new Response(null, { status: 302, headers });
  });

  router.get('/api/admin/session', async (request) => {
    const staff = await requireStaff(request, deps);
    const org = await requireOrganization({ db, id: staff.orgId });
    return {
      email: staff.email,
      name: staff.name,
      role: staff.role,
      permissions: staff.permissions,
      organization: { id: org.id, slug: org.slug, name: org.name },
    };
  });

  // Signing out ends the session on the server: a copy of the cookie stops working too.
  router.post('/api/admin/auth/logout', async (request) => {
    assertJson(request);
    const token = readCookie(request, STAFF_SESSION_COOKIE);
    if (token) await revokeSessionToken({ db, token, by: 'self', now: now() });
    const { org } = await resolveOrgByHost(db, hostOf(request), config);
    const base = org ? orgPublicUrl(org, config) : config.publicUrl;
    const headers = new Headers({ 'content-type': 'application/json' });
    headers.append('set-cookie', clearStaffSessionCookie(base));
    headers.append('set-cookie', await csrfCookieAfterSignOut(request, secret, base, ACCOUNT_SESSION_COOKIE));
    return new Response(JSON.stringify({ ok: true }), { status: 200, headers });
  });
};
