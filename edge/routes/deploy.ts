/**
 * The publish loop's machine-to-machine routes (Cloudflare mode). No cookie opens them: builds present a build
 * token, reports a signature, both made with `GLASSHOUSE_DEPLOY_SECRET` (see `services/deploy/`).
 *
 *   GET  /api/deploy/:org/revisions/:n                 Bearer <build token> → { orgId, orgSlug, revision, publicUrl, assets }
 *   GET  /api/deploy/:org/revisions/:n/snapshot        Bearer <build token> → the revision's snapshot (JSON)
 *   GET  /api/deploy/:org/revisions/:n/asset?path=…    Bearer <build token> → one public asset's bytes
 *   POST /api/deploy/:org/revisions/:n/report          X-Glasshouse-Signature: sha256=…  { revision, status, log?, sentAt }
 *
 * `:org` is the organisation's id or slug, or `_` for the one the Worker serves on its own address (single-
 * organisation deployments need not name it). A missing, forged, expired or other revision's token, and an unsigned,
 * forged or stale report, get 401; without GLASSHOUSE_DEPLOY_SECRET every route answers 503
 * PUBLISHING_NOT_CONFIGURED.
 */
import { json } from 'itty-router';
import type { BuildBundle, DeployReportResult } from '../../content/contracts/publishing.ts';
import type { AppDeps } from '../deps.ts';
import { appError } from '../errors.ts';
import { parseJsonText, parseWith, readText } from '../middleware/body.ts';
import { orgFromPath, resolveOrgByHost } from '../services/organizations/resolve-organization.ts';
import type { Organization } from '../services/organizations/get-organization.ts';
import type { AppRequest, RegisterRoutes } from '../router.ts';
import { readBuildAsset, readBuildBundle, readBuildSnapshot } from '../services/deploy/build-bundle.ts';
import { HOST_ORG, verifyBuildToken } from '../services/deploy/build-token.ts';
import { DeployReportSchema, reportDeploy } from '../services/deploy/report-deploy.ts';
import { SIGNATURE_HEADER, freshlySent, verifyBodySignature } from '../services/deploy/signature.ts';

function deploySecretOf(deps: AppDeps): string {
  const secret = deps.secrets.deploySecret;
  if (!secret) throw appError('PUBLISHING_NOT_CONFIGURED');
  return secret;
}

function revisionParam(request: AppRequest): number {
  const n = Number(request.params.n);
  if (!Number.isInteger(n) || n <= 0) throw appError('REVISION_NOT_FOUND');
  return n;
}

/** The organisation a deploy path names (its id or slug, or `_`). @throws COMPANY_NOT_FOUND */
async function deployOrg(request: AppRequest, deps: AppDeps): Promise<Organization> {
  if (request.params.orgId !== HOST_ORG) return orgFromPath(deps.db, request.params.orgId);
  const { org } = await resolveOrgByHost(deps.db, request.headers.get('host') ?? new URL(request.url).host, deps.config);
  if (!org) throw appError('COMPANY_NOT_FOUND');
  return org;
}

/** The organisation and revision of a build request whose bearer token is valid for exactly them. */
async function authorizeBuild(request: AppRequest, deps: AppDeps): Promise<{ org: Organization; revision: number }> {
  const secret = deploySecretOf(deps);
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  const org = await deployOrg(request, deps).catch(() => null);
  const revision = Number(request.params.n);
  // The same 401 whatever is wrong, so a caller without a token learns nothing about organisations or revisions.
  if (!token || !org) throw appError('BUILD_TOKEN_INVALID');
  // A token names the organisation as the path does: by id or slug, or `_` for the host's.
  const names = request.params.orgId === HOST_ORG ? { id: org.id, slug: HOST_ORG } : org;
  if (!(await verifyBuildToken({ secret, token, org: names, revision, now: deps.now() }))) throw appError('BUILD_TOKEN_INVALID');
  return { org, revision: revisionParam(request) };
}

export const registerDeployRoutes: RegisterRoutes = (router, deps) => {
  router.get('/api/deploy/:orgId/revisions/:n', async (request): Promise<BuildBundle> => {
    const { org, revision } = await authorizeBuild(request, deps);
    return readBuildBundle({ db: deps.db, blobs: deps.blobs, org, revision, publicUrl: deps.config.publicUrl });
  });

  router.get('/api/deploy/:orgId/revisions/:n/snapshot', async (request) => {
    const { org, revision } = await authorizeBuild(request, deps);
    const text = await readBuildSnapshot({ db: deps.db, org, revision });
    return new Response(text, { headers: { 'content-type': 'application/json; charset=utf-8' } });
  });

  router.get('/api/deploy/:orgId/revisions/:n/asset', async (request) => {
    const { org } = await authorizeBuild(request, deps);
    const path = typeof request.query.path === 'string' ? request.query.path : '';
    const asset = await readBuildAsset({ blobs: deps.blobs, org, path });
    return new Response(asset.body, {
      headers: { 'content-type': asset.contentType ?? 'application/octet-stream', 'content-length': String(asset.size), 'x-content-type-options': 'nosniff' },
    });
  });

  router.post('/api/deploy/:orgId/revisions/:n/report', async (request) => {
    const secret = deploySecretOf(deps);
    const body = await readText(request);
    if (!(await verifyBodySignature(secret, body, request.headers.get(SIGNATURE_HEADER)))) throw appError('DEPLOY_SIGNATURE_INVALID');
    const report = parseWith(DeployReportSchema, parseJsonText(body));
    if (!freshlySent(report.sentAt, deps.now())) throw appError('DEPLOY_SIGNATURE_INVALID');
    const org = await deployOrg(request, deps);
    const revision = revisionParam(request);
    if (report.revision !== revision || (report.orgId !== undefined && ![org.id, org.slug, request.params.orgId].includes(report.orgId))) {
      throw appError('BAD_REQUEST', { reason: 'The report names another organisation or revision than its address.' });
    }
    const result = await reportDeploy({
      db: deps.db,
      orgId: org.id,
      revision,
      status: report.status,
      deployLog: report.log,
      blobs: deps.blobs,
      embeddings: deps.config.search?.embeddings,
      log: deps.log,
      // The revision going live sends the emails of the updates it shows.
      mail: deps,
    });
    return json(result satisfies DeployReportResult);
  });
};
