/**
 * First-party analytics (issue 8 "Analytics for staff").
 *
 *   POST /api/share/:orgId/events   one event of `site/lib/analytics.ts`, or { events: [...] } (at most 20)
 *        → 202 { recorded, dropped }; no cookie is set and nothing is passed to a third party. The event is tied to
 *        the account when an account member's session cookie comes with it, else it is anonymous; events of signed-in
 *        staff of the organisation are not recorded (`recorded: 0`). 400 for an
 *        unknown type or an invalid field, 413 for a body over 8 KB.
 *   GET  /api/admin/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD&productId=   (any staff role)
 *        → the dashboard report (`services/analytics/read-analytics.ts`); default: the last 30 days.
 */
import { json } from 'itty-router';
import { AnalyticsQuerySchema, MAX_EVENTS_BODY_BYTES, eventsBodySchema, eventsOf, type AnalyticsReport } from '../../content/contracts/analytics.ts';
import { appError } from '../errors.ts';
import { parseJsonText, parseWith, readText } from '../middleware/body.ts';
import { orgFromPath } from '../services/organizations/resolve-organization.ts';
import { readAccountSession } from '../services/access/resolve-account-session.ts';
import { requireStaff } from '../middleware/with-staff.ts';
import type { RegisterRoutes } from '../router.ts';
import { analyticsRange, readAnalytics } from '../services/analytics/read-analytics.ts';
import { recordClientEvents } from '../services/analytics/record-events.ts';
import { optionalStaff } from '../services/documents/document-access.ts';

async function readEventsBody(request: Request): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_EVENTS_BODY_BYTES) throw appError('PAYLOAD_TOO_LARGE');
  const text = await readText(request);
  if (new TextEncoder().encode(text).byteLength > MAX_EVENTS_BODY_BYTES) throw appError('PAYLOAD_TOO_LARGE');
  return parseJsonText(text);
}

export const registerAnalyticsRoutes: RegisterRoutes = (router, deps) => {
  const { db, now } = deps;

  router.post('/api/share/:orgId/events', async (request) => {
    const org = await orgFromPath(db, request.params.orgId);
    const value = await readEventsBody(request);
    const events = eventsOf(parseWith(eventsBodySchema(value), value));
    // Staff browsing their own portal are not visitors (their document views are left out the same way).
    if (await optionalStaff(request, deps, org.id)) return json({ recorded: 0, dropped: 0 }, { status: 202 });
    const session = await readAccountSession(request, deps);
    const attribution = session && session.orgId === org.id ? { accountId: session.accountId, memberId: session.memberId } : null;
    const result = await recordClientEvents({ db, orgId: org.id, now: now(), attribution, events });
    return json(result, { status: 202 });
  });

  router.get('/api/admin/analytics', async (request): Promise<AnalyticsReport> => {
    const staff = await requireStaff(request, deps);
    const query = parseWith(AnalyticsQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
    return readAnalytics({ db, orgId: staff.orgId, range: analyticsRange(query, now()), productId: query.productId });
  });
};
