/**
 * Staff sign-in for `/admin`: request a magic link, its callback, the session, and sign-out.
 *
 *   POST /api/admin/auth/login     { email } → 200 { ok: true } whatever the address (a link is mailed to staff only)
 *   GET  /api/admin/auth/callback  ?token=… → 302 /admin with the session cookie, or /admin?error=link-invalid
 *   GET  /api/admin/session        → { email, name, role, permissions, organization: { id, slug, name } } or 401
 *   POST /api/admin/auth/logout    → { ok: true }, cookie cleared
 */
import { eq } from 'drizzle-orm';
import { json } from 'itty-router';
import { organizations } from '../db/schema.ts';
import { readJson } from '../middleware/body.ts';
import { orgPublicUrl, resolveOrgByHost } from '../middleware/org.ts';
import { assertJson, requireStaff } from '../middleware/with-staff.ts';
import { appError } from '../errors.ts';
import type { RegisterRoutes } from '../router.ts';
import {
  StaffLoginRequestSchema,
  clearStaffSessionCookie,
  consumeStaffLogin,
  requestStaffLogin,
  staffSessionCookie,
} from '../services/staff-auth.ts';

/** Where the callback sends the browser when the link cannot be used; the admin shows MAGIC_LINK_INVALID. */
export const ADMIN_LINK_INVALID_PATH = '/admin?error=link-invalid';
export const ADMIN_PATH = '/admin';

/** The host the request was sent to (the `Host` header, else the URL's). */
function hostOf(request: Request): string {
  return request.headers.get('host') ?? new URL(request.url).host;
}

export const registerAdminAuthRoutes: RegisterRoutes = (router, deps) => {
  const { db, mail, config, now, log } = deps;

  router.post('/api/admin/auth/login', async (request) => {
    assertJson(request);
    const { email } = await readJson(request, StaffLoginRequestSchema);
    const { org } = await resolveOrgByHost(db, hostOf(request), config);
    await requestStaffLogin({ db, mail, config, now, log, org, email });
    return { ok: true };
  });

  router.get('/api/admin/auth/callback', async (request) => {
    const token = typeof request.query.token === 'string' ? request.query.token : '';
    const session = await consumeStaffLogin({ db, secret: deps.secrets.sessionSecret, now, token });
    const headers = new Headers({ location: session ? ADMIN_PATH : ADMIN_LINK_INVALID_PATH, 'cache-control': 'no-store' });
    if (session) headers.set('set-cookie', staffSessionCookie(session.sessionToken, orgPublicUrl(session.org, config)));
    return new Response(null, { status: 302, headers });
  });

  router.get('/api/admin/session', async (request) => {
    const staff = await requireStaff(request, deps);
    const [org] = await db.select().from(organizations).where(eq(organizations.id, staff.orgId)).limit(1);
    if (!org) throw appError('UNAUTHENTICATED');
    return {
      email: staff.email,
      name: staff.name,
      role: staff.role,
      permissions: staff.permissions,
      organization: { id: org.id, slug: org.slug, name: org.name },
    };
  });

  router.post('/api/admin/auth/logout', async (request) => {
    assertJson(request);
    const { org } = await resolveOrgByHost(db, hostOf(request), config);
    const base = org ? orgPublicUrl(org, config) : config.publicUrl;
    return json({ ok: true }, { headers: { 'set-cookie': clearStaffSessionCookie(base) } });
  });
};
