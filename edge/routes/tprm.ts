/**
 * TPRM (visitor spec §2 "Send data to TPRM", §3 "TPRM partner", §6, §7, §9): partners staff configure, tokens an
 * account member hands to a partner, and the partner's single pull. Documented for partners in `docs/tprm.md`.
 *
 *   GET /api/statuspage/share/:accountId/external/:partnerId/jwt/  → { result: { token, expiresAt, partner } }
 *   DELETE same path  { token }                                     → { revoked: true } (the dialog's Back; unused tokens only)
 *   GET /api/tprm/v1/trust-data   Authorization: Bearer <token>    → the account's view, once (see pull-trust-data.ts)
 *   GET /api/tprm/v1/docs                                           → the instructions page the modal links to
 *   PUT /api/admin/settings/tprm-partners  { partners: [{ id?, name, domain }] } → { partners } (draft; statuspage:edit)
 *
 * The token route needs the account's own session (anonymous 401, another account 403, NDA pending 403), TPRM
 * enabled in the live customization with partners (403 TPRM_DISABLED) and a known partner (404).
 */
import { RevokeTokenSchema, type TrustData } from '../../content/contracts/questionnaires.ts';
import { TprmPartnersInputSchema } from '../../content/contracts/settings.ts';
import { TPRM_PULL_PATH } from '../../content/questionnaires.ts';
import { appError } from '../errors.ts';
import { readJson } from '../middleware/body.ts';
import { requireAccountSession, type AccountSession } from '../middleware/with-account.ts';
import { clientIp } from '../lib/client.ts';
import { enforceLimits } from '../services/limits/abuse-limits.ts';
import { assertJson, requireEditor } from '../middleware/with-staff.ts';
import type { RegisterRoutes } from '../router.ts';
import { requireLiveSnapshot } from '../services/access/live-snapshot.ts';
import { tprmInstructionsHtml } from '../services/tprm/instructions.ts';
import { bearerToken, pullTrustData } from '../services/tprm/pull-trust-data.ts';
import { saveTprmPartners } from '../services/tprm/save-tprm-partners.ts';
import { issueTprmToken, revokeTprmToken } from '../services/tprm/tprm-token.ts';
import { assertWellFormedToken } from '../services/tokens/link-token.ts';

const NO_STORE = { 'cache-control': 'no-store' };

export const registerTprmRoutes: RegisterRoutes = (router, deps) => {
  const { db } = deps;
  const secret = deps.secrets.sessionSecret;

  /** Token routes count per member and client address (`services/limits/abuse-limits.ts`, action `tprm-token`). */
  const limitTokens = (request: Request, session: AccountSession) =>
    enforceLimits(deps, {
      action: 'tprm-token',
      orgId: session.orgId,
      ip: clientIp(request, deps.config),
      memberId: session.memberId,
      email: session.memberEmail,
    });

  router.get('/api/statuspage/share/:accountId/external/:partnerId/jwt', async (request) => {
    const session = await requireAccountSession(request, deps, { accountId: request.params.accountId });
    if (session.ndaPending) throw appError('FORBIDDEN', { reason: 'nda_pending' });
    await limitTokens(request, session);
    const snapshot = await requireLiveSnapshot({ db, orgId: session.orgId });
    const { token, expiresAt, partner } = await issueTprmToken({
      db,
      secret,
      now: deps.now(),
      session,
      customization: snapshot.customization,
      partners: snapshot.tprmPartners,
      partnerId: decodeURIComponent(request.params.partnerId!),
    });
    return Response.json({ result: { token, expiresAt, partner } }, { headers: NO_STORE });
  });

  // The member went back from the token: it is discarded, so it stops working (docs/tprm.md).
  router.delete('/api/statuspage/share/:accountId/external/:partnerId/jwt', async (request) => {
    const session = await requireAccountSession(request, deps, { accountId: request.params.accountId });
    assertJson(request);
    await limitTokens(request, session);
    const { token } = await readJson(request, RevokeTokenSchema);
    assertWellFormedToken(token);
    await revokeTprmToken({ db, secret, now: deps.now(), session, partnerId: decodeURIComponent(request.params.partnerId!), token });
    return Response.json({ revoked: true }, { headers: NO_STORE });
  });

  router.get(TPRM_PULL_PATH, async (request) => {
    await enforceLimits(deps, { action: 'tprm-pull', ip: clientIp(request, deps.config) });
    const token = bearerToken(request.headers.get('authorization'));
    assertWellFormedToken(token);
    const data = await pullTrustData({ db, secret, now: deps.now(), token });
    return Response.json(data satisfies TrustData, { headers: NO_STORE });
  });

  router.get('/api/tprm/v1/docs', () => new Response(tprmInstructionsHtml(deps.config.publicUrl), { headers: { 'content-type': 'text/html; charset=utf-8' } }));

  router.put('/api/admin/settings/tprm-partners', async (request) => {
    const staff = await requireEditor(request, deps);
    assertJson(request);
    const { partners } = await readJson(request, TprmPartnersInputSchema);
    return { partners: await saveTprmPartners({ db, orgId: staff.orgId, by: staff.email, now: deps.now(), partners }) };
  });
};
