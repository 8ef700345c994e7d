/**
 * Provider settings (visitor spec §3 "Customization", "Product", "Space"; admin spec §3 "Product page"):
 *
 *   PUT  /api/admin/settings/customization        body = the whole customization → saved customization
 *   POST /api/admin/products                      { productName, productSlug, show } → 201 product (with its page)
 *   PUT  /api/admin/products/:productId           { productName, productSlug, show } → product
 *   PUT  /api/admin/products/:productId/page      { sectionOrder?, config? } → product page
 *   PUT  /api/admin/space                         { productLinks, defaultProductId } → space
 *   PUT  /api/admin/settings/banner               { fileId } (from POST /api/trust-center/assets/upload) → customization
 *   DELETE /api/admin/settings/banner             → customization without banner
 *
 * Staff with statuspage:edit (the banner: assets:edit), JSON bodies (CSRF guard). Everything is written to the draft and goes live on
 * publish; `GET /api/admin/draft` reads it back.
 */
import { json } from 'itty-router';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { readJson } from '../middleware/body.ts';
import { assertJson, requireStaff } from '../middleware/with-staff.ts';
import type { RegisterRoutes } from '../router.ts';
import { saveProduct, ProductInputSchema } from '../services/settings/save-product.ts';
import { saveProductPage, ProductPageInputSchema } from '../services/settings/save-product-page.ts';
import { saveSpace, SpaceInputSchema } from '../services/settings/save-space.ts';
import { removeBanner, saveBanner } from '../services/settings/save-banner.ts';
import { updateCustomization } from '../services/settings/update-customization.ts';

/** The editor writing, after the session, permission and content-type checks. */
export async function editorOf(request: Request, deps: AppDeps) {
  const staff = await requireStaff(request, deps, 'statuspage:edit');
  assertJson(request);
  return { db: deps.db, orgId: staff.orgId, by: staff.email, now: deps.now() };
}

export const registerAdminSettingsRoutes: RegisterRoutes = (router, deps) => {
  router.put('/api/admin/settings/customization', async (request) => {
    const editor = await editorOf(request, deps);
    return updateCustomization({ ...editor, customization: await readJson(request, z.unknown()) });
  });

  router.put('/api/admin/settings/banner', async (request) => {
    const staff = await requireStaff(request, deps, 'assets:edit');
    assertJson(request);
    const { fileId } = await readJson(request, z.object({ fileId: z.string().min(1) }));
    return saveBanner({ db: deps.db, orgId: staff.orgId, by: staff.email, now: deps.now(), blobs: deps.blobs, fileId });
  });

  router.delete('/api/admin/settings/banner', async (request) => {
    const staff = await requireStaff(request, deps, 'assets:edit');
    assertJson(request);
    return removeBanner({ db: deps.db, orgId: staff.orgId, by: staff.email, now: deps.now() });
  });

  router.post('/api/admin/products', async (request) => {
    const editor = await editorOf(request, deps);
    const product = await saveProduct({ ...editor, input: await readJson(request, ProductInputSchema) });
    return json(product, { status: 201 });
  });

  router.put('/api/admin/products/:productId', async (request) => {
    const editor = await editorOf(request, deps);
    return saveProduct({ ...editor, productId: decodeURIComponent(request.params.productId!), input: await readJson(request, ProductInputSchema) });
  });

  router.put('/api/admin/products/:productId/page', async (request) => {
    const editor = await editorOf(request, deps);
    return saveProductPage({ ...editor, productId: decodeURIComponent(request.params.productId!), input: await readJson(request, ProductPageInputSchema) });
  });

  router.put('/api/admin/space', async (request) => {
    const editor = await editorOf(request, deps);
    return saveSpace({ ...editor, input: await readJson(request, SpaceInputSchema) });
  });
};
