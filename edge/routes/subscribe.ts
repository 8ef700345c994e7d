/**
 * Subscribing to an organisation's updates: `/api/share/:orgId/subscribe`, its confirm link, unsubscribe, and the
 * one-click unsubscribe endpoint named in update emails' `List-Unsubscribe` header (RFC 8058).
 */
import { orgPublicUrl } from '../lib/org-url.ts';
import { orgFromPath } from '../services/organizations/resolve-organization.ts';
import { readJson, readText } from '../middleware/body.ts';
import { redirect } from '../middleware/responses.ts';
import { orgMailing } from '../deps.ts';
import type { RegisterRoutes } from '../router.ts';
import { clientIp } from '../lib/client.ts';
import { enforceLimits, limitsFor, planLimits } from '../services/limits/abuse-limits.ts';
import { subscribe } from '../services/subscriptions/subscribe.ts';
import { unsubscribe } from '../services/subscriptions/cancel-subscription.ts';
import { confirmSubscription } from '../services/subscriptions/confirm-subscription.ts';
import { SubscribeRequestSchema, UnsubscribeRequestSchema } from '../../content/contracts/subscriptions.ts';
import { portalUnsubscribeUrl } from '../services/updates/send-update-email.ts';

const queryToken = (request: { query: Record<string, unknown> }) => (typeof request.query.token === 'string' ? request.query.token : '');

export const registerSubscribeRoutes: RegisterRoutes = (router, deps) => {
  const { db, config, now } = deps;
  const secret = deps.secrets.sessionSecret;

  /**
   * `{ email, source }` → 200 `{ ok: true }`; the confirmation email goes out while pending (at most once per resend
   * window; a repeat answers the same). Past the abuse limits: 429 with `Retry-After`.
   */
  router.post('/api/share/:orgId/subscribe', async (request) => {
    const org = await orgFromPath(db, request.params.orgId);
    const input = await readJson(request, SubscribeRequestSchema);
    // The abuse counters run in the subscribe's own batch: one round trip for the whole request.
    const limits = await planLimits(deps, { action: 'subscribe', orgId: org.id, ip: clientIp(request, config), email: input.email });
    await subscribe({
      ...orgMailing(deps, org),
      limits,
      email: input.email,
      source: input.source,
      resendMs: limitsFor('subscribe', config.limits).resendMs,
    });
    return { ok: true };
  });

  /** The emailed link: 302 to the portal with `subscribeStatus` = confirmed | blocked | token invalid. */
  router.get('/api/share/:orgId/subscribe/confirm', async (request) => {
    await enforceLimits(deps, { action: 'link', ip: clientIp(request, config) });
    const token = typeof request.query.token === 'string' ? request.query.token : '';
    const { redirectTo } = await confirmSubscription({ db, config, secret, now, orgId: request.params.orgId!, token });
    return redirect(redirectTo);
  });

  /** `{ token }` from the unsubscribe link → 200 `{ ok: true }`; 400 UNSUBSCRIBE_LINK_EXPIRED for a bad token. */
  router.post('/api/share/:orgId/unsubscribe', async (request) => {
    const org = await orgFromPath(db, request.params.orgId);
    await enforceLimits(deps, { action: 'link', orgId: org.id, ip: clientIp(request, config) });
    const { token } = await readJson(request, UnsubscribeRequestSchema);
    await unsubscribe({ db, secret, now, orgId: org.id, token });
    return { ok: true };
  });

  /**
   * One-click unsubscribe (RFC 8058): mail clients POST `List-Unsubscribe=One-Click` (form-encoded) to the URL of
   * the `List-Unsubscribe` header, token in the query. Any body is accepted: the signed token is the authority.
   * → 200 `{ ok: true }`; 400 UNSUBSCRIBE_LINK_EXPIRED for a bad token.
   */
  router.post('/api/share/:orgId/unsubscribe/one-click', async (request) => {
    const org = await orgFromPath(db, request.params.orgId);
    await enforceLimits(deps, { action: 'link', orgId: org.id, ip: clientIp(request, config) });
    await readText(request);
    await unsubscribe({ db, secret, now, orgId: org.id, token: queryToken(request) });
    return { ok: true };
  });

  /**
   * The same URL opened in a browser (a client that treats the header as a link, or a link scanner): GET must not
   * unsubscribe, so it sends the visitor to the portal's confirmation modal instead.
   */
  router.get('/api/share/:orgId/unsubscribe/one-click', async (request) => {
    const org = await orgFromPath(db, request.params.orgId);
    return redirect(portalUnsubscribeUrl(orgPublicUrl(org, config), queryToken(request)));
  });
};
