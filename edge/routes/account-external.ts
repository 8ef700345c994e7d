/**
 * Account mode (visitor spec §1 AccountExternal, §7), for the signed-in member of `:accountId`:
 *
 *   GET  {base}/view                           → { view, user, account, nda } — `viewFor(account)` of the live revision
 *   GET  {base}/view/:productId                → the same, narrowed to one product
 *   GET  {base}/nda                            → { passed, provider, email, required, version, text }
 *   POST {base}/nda/accept                     { name, version } → NDA status (clickwrap acceptance)
 *   POST {base}/download-signed-clickwrap-nda  → application/pdf, file name in content-disposition
 *   POST {base}/invite-colleague               { emails[], message? } → { ok: true }
 *   POST {base}/extend-access                  {} with the member's session → { ok: true, code: 'success' } (filed);
 *                                              { email } without one → { ok: true, code: 'confirmation-sent' }
 *                                              whoever the address is: a member of the expired account is
 *                                              emailed a link that files the request
 *                                              (`GET /api/share/{orgId}/extend-access/confirm?token=`)
 *
 * `{base}` = `/api/statuspage/share/:accountId/external`. Without a usable session: 401; another account's
 * session: 403; an expired account: 403 ACCESS_EXPIRED (`feedback: access_expired`), except extend-access.
 * While the organisation requires the NDA and the member has not accepted it, `view` is the public view.
 */
import { AcceptNdaSchema, ExtendSchema } from '../../content/contracts/access.ts';
import { PUBLIC_VIEWER } from '../../content/policy.ts';
import { InviteSchema } from '../../content/schemas/access-request.ts';
import { appError } from '../errors.ts';
import { orgMailing } from '../deps.ts';
import { readJson, readText } from '../middleware/body.ts';
import { requireAccountSession, type AccountSession } from '../middleware/with-account.ts';
import { resolveAccountSession } from '../services/access/resolve-account-session.ts';
import { assertJson } from '../middleware/with-staff.ts';
import type { RegisterRoutes } from '../router.ts';
import { readAccessSettings } from '../services/access/access-settings.ts';
import { gatedView } from '../services/access/account-view.ts';
import { getAccount } from '../services/access/get-account.ts';
import { requestExtension, requestExtensionByEmail, resolveExtendTarget } from '../services/access/extend-access.ts';
import { clientInfo, clientIp } from '../lib/client.ts';
import { requireOrganization } from '../services/organizations/get-organization.ts';
import { enforceLimits, limitsFor } from '../services/limits/abuse-limits.ts';
import { inviteColleagues } from '../services/access/invite-colleagues.ts';
import { requireLiveSnapshot } from '../services/access/live-snapshot.ts';
import { sharedViewOf } from '../services/revisions/revision-cache.ts';
import { sharedJsonResponse } from '../services/revisions/shared-response.ts';
import { acceptNda } from '../services/access/accept-nda.ts';
import { readCurrentNda } from '../services/access/read-current-nda.ts';
import { readNdaStatus } from '../services/access/read-nda-status.ts';

const BASE = '/api/statuspage/share/:accountId/external';

export const registerAccountExternalRoutes: RegisterRoutes = (router, deps) => {
  const { db, config, now } = deps;
  const session = (request: { params: Record<string, string> } & Request) => requireAccountSession(request, deps, { accountId: request.params.accountId });

  /** `{ view, user, account, nda }` for the member of session `s`. */
  async function accountView(request: Request, s: AccountSession, productId?: string): Promise<Response> {
    // What resolving the session has read already (review state, NDA requirement and acceptance) is not read again.
    const [snapshot, ndaRequired, reviewStatus] = await Promise.all([
      requireLiveSnapshot({ db, orgId: s.orgId }),
      s.ndaOnFile ? false : (s.ndaRequired ?? readAccessSettings({ db, orgId: s.orgId }).then((settings) => settings.ndaRequired)),
      s.reviewStatus ?? getAccount({ db, orgId: s.orgId, accountId: s.accountId }).then((account) => account?.reviewStatus ?? 'approved'),
    ]);
    const nda = await readNdaStatus({ db, session: s, ndaRequired, acceptance: s.ndaPending ? undefined : s.ndaAcceptance });
    // Nothing gated before a required NDA is accepted.
    const gated = !(s.ndaPending || (nda.required && !nda.passed));
    const view = gatedView(
      snapshot,
      gated ? { mode: 'AccountExternal', accountId: s.accountId, permissionProfileId: s.permissionProfileId } : PUBLIC_VIEWER,
      productId,
    );
    // The view's JSON text is shared by every member of the permission profile; only `viewer` is theirs.
    return sharedJsonResponse(
      request,
      'view',
      { shared: sharedViewOf(view) ?? view, field: 'viewer', own: view.viewer },
      {
        user: {
          email: s.memberEmail,
          firstName: s.firstName,
          lastName: s.lastName,
          accountName: s.accountName,
          isAutoApprovedAccountMember: s.isAutoApprovedAccountMember,
        },
        account: { id: s.accountId, name: s.accountName, expiresAt: s.accountExpiresAt, reviewStatus },
        nda,
      },
    );
  }

  router.get(`${BASE}/view`, async (request) => accountView(request, await session(request)));
  router.get(`${BASE}/view/:productId`, async (request) => accountView(request, await session(request), request.params.productId));

  router.get(`${BASE}/nda`, async (request) => {
    const s = await session(request);
    const org = await requireOrganization({ db, id: s.orgId });
    const settings = await readAccessSettings({ db, orgId: s.orgId });
    const status = await readNdaStatus({ db, session: s, ndaRequired: settings.ndaRequired });
    const nda = await readCurrentNda({ db, orgId: s.orgId, orgName: org.name, now: now() });
    return { ...status, version: nda.version, text: nda.text };
  });

  router.post(`${BASE}/nda/accept`, async (request) => {
    assertJson(request);
    const s = await session(request);
    const org = await requireOrganization({ db, id: s.orgId });
    const input = await readJson(request, AcceptNdaSchema);
    const client = clientInfo(request, config);
    await acceptNda({ db, session: s, name: input.name, version: input.version, ip: client.ip, userAgent: client.userAgent, orgName: org.name, now: now() });
    const settings = await readAccessSettings({ db, orgId: s.orgId });
    return readNdaStatus({ db, session: s, ndaRequired: settings.ndaRequired });
  });

  router.post(`${BASE}/download-signed-clickwrap-nda`, async (request) => {
    const s = await session(request);
    await readText(request);
    const org = await requireOrganization({ db, id: s.orgId });
    const { readSignedNda } = await import('../services/access/read-signed-nda.ts');
    const { pdf, filename } = await readSignedNda({ db, orgName: org.name, session: s });
    return new Response(pdf as Uint8Array<ArrayBuffer>, {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${filename}"`,
        'cache-control': 'no-store',
      },
    });
  });

  router.post(`${BASE}/invite-colleague`, async (request) => {
    assertJson(request);
    const s = await session(request);
    const org = await requireOrganization({ db, id: s.orgId });
    const input = await readJson(request, InviteSchema);
    // Counted per invited address, per member, client address and organisation.
    await enforceLimits(deps, {
      action: 'invite',
      orgId: org.id,
      ip: clientIp(request, config),
      memberId: s.memberId,
      email: s.memberEmail,
      weight: input.emails.length,
    });
    await inviteColleagues({
      ...orgMailing(deps, org),
      session: s,
      emails: input.emails,
      message: input.message,
      resendMs: limitsFor('invite', config.limits).resendMs,
    });
    return { ok: true };
  });

  router.post(`${BASE}/extend-access`, async (request) => {
    assertJson(request);
    const accountId = request.params.accountId!;
    const resolved = await resolveAccountSession(request, deps);
    const ip = clientIp(request, config);
    if (resolved.status === 'active' || resolved.status === 'expired') {
      // The member's own session: the request is theirs, filed at once.
      if (resolved.session.accountId !== accountId) throw appError('FORBIDDEN', { extendCode: 'error' });
      const org = await requireOrganization({ db, id: resolved.session.orgId });
      await enforceLimits(deps, { action: 'extend-access', orgId: org.id, ip, email: resolved.session.memberEmail });
      await requestExtension({ ...orgMailing(deps, org), accountId, email: resolved.session.memberEmail });
      return { ok: true, code: 'success' };
    }
    // Without a session (the login form answered access_expired): the same answer for every address and account,
    // and only an emailed confirmation files the request.
    const { email } = await readJson(request, ExtendSchema);
    if (!email) throw appError('UNAUTHENTICATED');
    const { org, accountExists } = await resolveExtendTarget({ db, config, accountId, host: request.headers.get('host') ?? new URL(request.url).host });
    await enforceLimits(deps, { action: 'extend-access', orgId: org?.id, ip, email });
    if (accountExists && org) {
      await requestExtensionByEmail({
        ...orgMailing(deps, org),
        accountId,
        email,
        resendMs: limitsFor('extend-access', config.limits).resendMs,
      });
    }
    return { ok: true, code: 'confirmation-sent' };
  });
};
