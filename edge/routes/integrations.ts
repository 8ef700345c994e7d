/**
 * Integrations (admin spec §7):
 *
 *   POST /api/integrations/hackerone/connect          { page }  → program statistics (BugBountyStats)
 *   GET  /api/integrations/hackerone?productId=                 → the product's connected program's statistics
 *   GET  /api/integrations/ssc/:domain                          → { domain, grade, score } (security grades "Get Grade")
 *   GET  /api/integrations/statuspageio/:url                    → { description, status } (StatusPageStatus; url:
 *                                                                encodeURIComponent of the page)
 *   GET  /api/integrations/statuspageio?productId=[&itemUid=]   → { indicator, description } (ProductStatus) of the product's status page
 *                                                                (of that item's, when itemUid names a connected item)
 *
 * The connect and check routes are for staff with statuspage:edit; the bug-bounty and status-page ones also need
 * the plan's `integrations` feature (402 PLAN_LOCKED "Upgrade your plan to unlock this feature"). The per-product
 * reads answer staff from the draft and everyone else from the live revision (what the public page shows; the
 * organisation comes from `?orgId=` or the host); visitors' answers are reused for a few minutes. Connecting
 * stores nothing: the admin saves the item's `integrations` with the draft.
 */
import {
  ConnectSchema,
  ProductQuerySchema,
  StatusQuerySchema,
  type BugBountyStats,
  type ProductStatus,
  type SecurityScorecardGrade,
  type StatusPageStatus,
} from '../../content/contracts/integrations.ts';
import type { Snapshot } from '../../content/schemas/snapshot.ts';
import { hackeroneHandle } from '../../content/integrations.ts';
import { PUBLIC_VIEWER } from '../../content/policy.ts';
import type { Item } from '../../content/schemas/item.ts';
import { integrationsConfig, type AppDeps } from '../deps.ts';
import { appError } from '../errors.ts';
import { parseWith, readJson } from '../middleware/body.ts';
import { orgFromPath, resolveOrgByHost } from '../services/organizations/resolve-organization.ts';
import { assertJson, requireEditor, requireStaff } from '../middleware/with-staff.ts';
import type { RegisterRoutes } from '../router.ts';
import { readDraft } from '../services/draft/read-draft.ts';
import { fetchBugBountyStats } from '../services/integrations/fetch-bug-bounty-stats.ts';
import { fetchSecurityScorecardGrade } from '../services/integrations/fetch-security-scorecard-grade.ts';
import { fetchStatusPageStatus } from '../services/integrations/fetch-status-page-status.ts';
import { cachedLiveRevision, cachedViewFor } from '../services/revisions/revision-cache.ts';

/** How long a product's statistics or status are reused before the service is asked again. */
export const INTEGRATION_CACHE_MS = 5 * 60_000;

function assertPlanAllowsIntegrations(snapshot: Snapshot): void {
  if (!snapshot.plan.features.includes('integrations')) throw appError('PLAN_LOCKED', { feature: 'integrations', plan: snapshot.plan.name });
}

/** Staff see the draft; anyone else the live revision's public view of the organisation. */
async function snapshotForReader(request: Request, deps: AppDeps, orgId: string | undefined): Promise<{ snapshot: Snapshot; items: Item[]; staff: boolean }> {
  const staff = await requireStaff(request, deps).catch(() => null);
  if (staff && (!orgId || orgId === staff.orgId)) {
    const snapshot = await readDraft({ db: deps.db, orgId: staff.orgId });
    return { snapshot, items: snapshot.items, staff: true };
  }
  const org = orgId ? await orgFromPath(deps.db, orgId) : (await resolveOrgByHost(deps.db, request.headers.get('host'), deps.config)).org;
  if (!org) throw appError('COMPANY_NOT_FOUND');
  const live = await cachedLiveRevision({ db: deps.db, orgId: org.id });
  if (!live) throw appError('INTEGRATION_NOT_CONNECTED');
  const { snapshot } = live;
  return { snapshot, items: cachedViewFor(snapshot, PUBLIC_VIEWER).items, staff: false };
}

/**
 * A small per-app cache so that every page view does not ask the service again. Staff editing the connection
 * (`fresh`) always get a new answer, which also refreshes what visitors see.
 */
function ttlCache<T>(now: () => number) {
  const entries = new Map<string, { at: number; value: T }>();
  return async (key: string, load: () => Promise<T>, fresh = false): Promise<T> => {
    const hit = entries.get(key);
    if (hit && !fresh && now() - hit.at < INTEGRATION_CACHE_MS) return hit.value;
    const value = await load();
    entries.set(key, { at: now(), value });
    return value;
  };
}

export const registerIntegrationRoutes: RegisterRoutes = (router, deps) => {
  const statsCache = ttlCache<BugBountyStats>(deps.now);
  const statusCache = ttlCache<StatusPageStatus>(deps.now);
  const services = () => integrationsConfig(deps.config);

  router.post('/api/integrations/hackerone/connect', async (request): Promise<BugBountyStats> => {
    const staff = await requireEditor(request, deps);
    assertJson(request);
    assertPlanAllowsIntegrations(await readDraft({ db: deps.db, orgId: staff.orgId }));
    const { page } = await readJson(request, ConnectSchema);
    return fetchBugBountyStats({ baseUrl: services().hackeroneApiUrl, handle: hackeroneHandle(page)! });
  });

  router.get('/api/integrations/hackerone', async (request): Promise<BugBountyStats> => {
    const { productId, orgId } = parseWith(ProductQuerySchema, request.query);
    const { snapshot, items, staff } = await snapshotForReader(request, deps, orgId);
    assertPlanAllowsIntegrations(snapshot);
    const connected = items.find(
      (item) => item.productId === productId && item.integrations.hackerone?.enabled && hackeroneHandle(item.integrations.hackerone.link),
    );
    if (!connected) throw appError('INTEGRATION_NOT_CONNECTED');
    const handle = hackeroneHandle(connected.integrations.hackerone!.link)!;
    return statsCache(handle, () => fetchBugBountyStats({ baseUrl: services().hackeroneApiUrl, handle }), staff);
  });

  router.get('/api/integrations/ssc/:domain', async (request): Promise<SecurityScorecardGrade> => {
    await requireEditor(request, deps);
    const { sscApiUrl, sscApiKey } = services();
    return fetchSecurityScorecardGrade({ baseUrl: sscApiUrl, apiKey: sscApiKey, domain: decodeURIComponent(request.params.domain ?? '') });
  });

  router.get('/api/integrations/statuspageio/:url', async (request): Promise<StatusPageStatus> => {
    const staff = await requireEditor(request, deps);
    assertPlanAllowsIntegrations(await readDraft({ db: deps.db, orgId: staff.orgId }));
    return fetchStatusPageStatus({ pageUrl: decodeURIComponent(request.params.url ?? ''), apiBase: services().statuspageApiUrl });
  });

  router.get('/api/integrations/statuspageio', async (request): Promise<ProductStatus> => {
    const { productId, orgId, itemUid } = parseWith(StatusQuerySchema, request.query);
    const { snapshot, items, staff } = await snapshotForReader(request, deps, orgId);
    assertPlanAllowsIntegrations(snapshot);
    const connected = items.find(
      (item) =>
        item.productId === productId && (!itemUid || item.itemUid === itemUid) && item.integrations.statuspage?.showInCard && item.integrations.statuspage.url,
    );
    if (!connected) throw appError('INTEGRATION_NOT_CONNECTED');
    const pageUrl = connected.integrations.statuspage!.url;
    const { status, description } = await statusCache(pageUrl, () => fetchStatusPageStatus({ pageUrl, apiBase: services().statuspageApiUrl }), staff);
    return { indicator: status, description };
  });
};
