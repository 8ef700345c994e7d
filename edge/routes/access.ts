/**
 * Gated access, visitor side (visitor spec §7):
 *
 *   POST /api/share/:orgId/request              access request payload → { status: 'Pending' | 'Approved' }, or an
 *                                               outcome error carrying `feedback` (visitor spec §4, §8)
 *   POST /api/share/:orgId/login                { email, productId } → { ok: true } (a sign-in link is emailed), or
 *                                               an outcome error (access_expired, pending_request, declined …,
 *                                               EMAIL_NOT_RECOGNISED, not_work_email). The link opens the host
 *                                               the member asked from when it is one of the organisation's (the
 *                                               session cookie belongs to that host); otherwise the organisation's
 *                                               public address, named in the answer as `signInAt`.
 *   GET  /api/share/:orgId/login/callback       ?token=… → 302 to the portal (the host the link was opened at)
 *                                               with the account session cookies, or to
 *                                               /?loginRequest=true&loginError=link_invalid|access_expired|other_host
 *   POST /api/statuspage/share/auth/logout      → { ok: true }, the session revoked on the server, both account
 *                                               cookies cleared
 *   GET  /api/share/:orgId/extend-access/confirm ?token=… (the emailed confirmation of an extension asked without
 *                                               a session) → 302 to the portal with extendRequest=sent |
 *                                               already-requested | already-has-access | error | link-invalid
 *   GET  /byoid/:orgId/welcome                  ?byoidJwt=… → 302 to the portal with an account session
 *   GET  /api/share/:orgId/preview/view         staff only; ?accountId=&permissionProfileId=&productId= → the
 *                                               Preview view of the live revision with `previewingAs`
 */
import { LoginSchema } from '../../content/schemas/access-request.ts';
import { orgMailing } from '../deps.ts';
import { readJson, readJsonValue } from '../middleware/body.ts';
import { orgOriginOfRequest } from '../middleware/org.ts';
import { orgPublicUrl } from '../lib/org-url.ts';
import { orgFromPath, resolveOrgByHost } from '../services/organizations/resolve-organization.ts';
import { requireStaff } from '../middleware/with-staff.ts';
import { appError } from '../errors.ts';
import type { RegisterRoutes } from '../router.ts';
import { clientInfo, clientIp } from '../lib/client.ts';
import { csrfCookie, csrfCookieAfterSignOut, csrfTokenFor } from '../middleware/csrf.ts';
import { enforceLimits, limitsFor } from '../services/limits/abuse-limits.ts';
import {
  ACCOUNT_SESSION_COOKIE,
  ACCOUNT_SESSION_TTL_SECONDS,
  accountSessionCookies,
  clearAccountSessionCookies,
} from '../services/access/start-account-session.ts';
import { revokeSessionToken } from '../services/sessions/session-store.ts';
import { STAFF_SESSION_COOKIE, readCookie } from '../services/staff/staff-session-cookie.ts';
import { appendAudit } from '../services/audit/audit-log.ts';
import { consumeAccountLogin } from '../services/access/account-login.ts';
import { gatedView } from '../services/access/account-view.ts';
import { getAccount } from '../services/access/get-account.ts';
import { byoidWelcome } from '../services/access/byoid.ts';
import { confirmExtension } from '../services/access/extend-access.ts';
import { requireLiveSnapshot } from '../services/access/live-snapshot.ts';
import { requestAccountLogin } from '../services/access/request-account-login.ts';
import { submitAccessRequest } from '../services/access/submit-access-request.ts';

/** Where a failed sign-in link sends the browser: the reclaim-access tab with the reason. */
export function loginFailurePath(reason: 'link_invalid' | 'access_expired' | 'other_host'): string {
  return `/?loginRequest=true&loginError=${reason}`;
}

function redirectWithCookies(location: string, cookies: string[] = []): Response {
  const headers = new Headers({ location, 'cache-control': 'no-store' });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(null, { status: 302, headers });
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

export const registerAccessRoutes: RegisterRoutes = (router, deps) => {
  const { db, mail, config, now, log } = deps;
  const secret = deps.secrets.sessionSecret;

  /** The cookies of a new member session: the session, its hint and the CSRF token. */
  async function sessionCookies(token: string, accountId: string, base: string): Promise<string[]> {
    return [...accountSessionCookies(token, accountId, base), csrfCookie(await csrfTokenFor(secret, token), base, ACCOUNT_SESSION_TTL_SECONDS)];
  }

  router.post('/api/share/:orgId/request', async (request) => {
    const org = await orgFromPath(db, request.params.orgId);
    const body = await readJsonValue(request);
    // Counted once the payload is valid (a mistyped form mails nothing): per client address, address and organisation.
    const onValid = ({ email }: { email: string }) => enforceLimits(deps, { action: 'access-request', orgId: org.id, ip: clientIp(request, config), email });
    const result = await submitAccessRequest({
      ...orgMailing(deps, org),
      body,
      resendMs: limitsFor('access-request', config.limits).resendMs,
      onValid,
    });
    return { status: result.status };
  });

  router.post('/api/share/:orgId/login', async (request) => {
    const org = await orgFromPath(db, request.params.orgId);
    const { email } = await readJson(request, LoginSchema);
    await enforceLimits(deps, { action: 'member-login', orgId: org.id, ip: clientIp(request, config), email });
    const origin = await orgOriginOfRequest(db, org, request, config);
    await requestAccountLogin({
      ...orgMailing(deps, org),
      email,
      baseUrl: origin ?? undefined,
      resendMs: limitsFor('member-login', config.limits).resendMs,
    });
    return origin ? { ok: true } : { ok: true, signInAt: orgPublicUrl(org, config) };
  });

  router.get('/api/share/:orgId/login/callback', async (request) => {
    const org = await orgFromPath(db, request.params.orgId);
    await enforceLimits(deps, { action: 'link', orgId: org.id, ip: clientIp(request, config) });
    // The session cookie belongs to the host the link is opened at: the member stays there. A host that is not
    // one of the organisation's gets no session (the link stays unused) and is sent to the portal to ask again.
    const origin = await orgOriginOfRequest(db, org, request, config);
    if (!origin) return redirectWithCookies(`${orgPublicUrl(org, config)}${loginFailurePath('other_host')}`);
    const base = origin;
    const result = await consumeAccountLogin({ db, now, orgId: org.id, token: str(request.query.token), client: clientInfo(request, config) });
    if (!result.ok) return redirectWithCookies(`${base}${loginFailurePath(result.reason === 'expired' ? 'access_expired' : 'link_invalid')}`);
    await appendAudit({
      db,
      orgId: org.id,
      action: 'account.login',
      actor: result.memberEmail,
      subject: result.accountId,
      data: { method: 'magic-link' },
      now: now(),
    });
    return redirectWithCookies(`${base}/`, await sessionCookies(result.sessionToken, result.accountId, base));
  });

  // Signing out ends the session on the server: a copy of the cookie stops working too.
  router.post('/api/statuspage/share/auth/logout', async (request) => {
    const token = readCookie(request, ACCOUNT_SESSION_COOKIE);
    if (token) await revokeSessionToken({ db, token, by: 'self', now: now() });
    const { org } = await resolveOrgByHost(db, request.headers.get('host') ?? new URL(request.url).host, config);
    const base = org ? orgPublicUrl(org, config) : config.publicUrl;
    const headers = new Headers({ 'content-type': 'application/json' });
    for (const cookie of clearAccountSessionCookies(base)) headers.append('set-cookie', cookie);
    headers.append('set-cookie', await csrfCookieAfterSignOut(request, secret, base, STAFF_SESSION_COOKIE));
    return new Response(JSON.stringify({ ok: true }), { status: 200, headers });
  });

  // The link of an extension asked without a session: files the request, then shows its outcome on the portal.
  router.get('/api/share/:orgId/extend-access/confirm', async (request) => {
    const org = await orgFromPath(db, request.params.orgId);
    await enforceLimits(deps, { action: 'link', orgId: org.id, ip: clientIp(request, config) });
    const outcome = await confirmExtension({ db, mail, config, now, log, org, secret, token: str(request.query.token) });
    return redirectWithCookies(`${orgPublicUrl(org, config)}/?extendRequest=${outcome}`);
  });

  router.get('/byoid/:orgId/welcome', async (request) => {
    const org = await orgFromPath(db, request.params.orgId);
    await enforceLimits(deps, { action: 'link', orgId: org.id, ip: clientIp(request, config) });
    const base = orgPublicUrl(org, config);
    const result = await byoidWelcome({ db, now, log, org, token: str(request.query.byoidJwt), client: clientInfo(request, config) });
    if (!result.ok) return redirectWithCookies(`${base}${loginFailurePath(result.reason === 'expired' ? 'access_expired' : 'link_invalid')}`);
    return redirectWithCookies(`${base}/`, await sessionCookies(result.sessionToken, result.accountId, base));
  });

  router.get('/api/share/:orgId/preview/view', async (request) => {
    const org = await orgFromPath(db, request.params.orgId);
    const staff = await requireStaff(request, deps);
    if (staff.orgId !== org.id) throw appError('FORBIDDEN');
    const snapshot = await requireLiveSnapshot({ db, orgId: org.id });
    const accountId = str(request.query.accountId) || undefined;
    const account = accountId ? await getAccount({ db, orgId: org.id, accountId }) : null;
    if (accountId && !account) throw appError('ACCOUNT_NOT_FOUND');
    const permissionProfileId = str(request.query.permissionProfileId) || account?.permissionProfileId || undefined;
    const profile = permissionProfileId ? snapshot.permissionProfiles.find((p) => p.id === permissionProfileId) : undefined;
    if (permissionProfileId && !profile) throw appError('PERMISSION_PROFILE_NOT_FOUND');
    const view = gatedView(snapshot, { mode: 'Preview', accountId, permissionProfileId }, str(request.query.productId) || undefined);
    return {
      view,
      previewingAs: {
        accountId: account?.id ?? null,
        accountName: account?.name ?? null,
        permissionProfileId: profile?.id ?? null,
        permissionProfileName: profile?.name ?? null,
      },
    };
  });
};
