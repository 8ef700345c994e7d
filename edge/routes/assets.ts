/** Public assets of an organisation: `GET /api/share/:orgId/assets/:assetId?v={revision}` (banner, card icons). */
import { orgFromPath } from '../services/organizations/resolve-organization.ts';
import { appError } from '../errors.ts';
import type { RegisterRoutes } from '../router.ts';
import { assetCacheControl, readAsset } from '../services/assets/read-asset.ts';

export const registerAssetRoutes: RegisterRoutes = (router, deps) => {
  /** The asset's bytes with its content type; 404 JSON when the organisation or the asset does not exist. */
  router.get('/api/share/:orgId/assets/:assetId', async (request) => {
    const org = await orgFromPath(deps.db, request.params.orgId);
    const asset = await readAsset({ blobs: deps.blobs, orgId: org.id, assetId: decodeURIComponent(request.params.assetId ?? '') });
    if (!asset) throw appError('NOT_FOUND');
    const versioned = typeof request.query.v === 'string' && request.query.v !== '';
    return new Response(asset.body, {
      headers: {
        'content-type': asset.contentType,
        'content-length': String(asset.size),
        'cache-control': assetCacheControl(versioned),
        'x-content-type-options': 'nosniff',
        // An uploaded SVG opened on its own must not run script on the portal's origin.
        'content-security-policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
      },
    });
  });
};
