/**
 * Provider settings (visitor spec §3 "Customization", "Product", "Space"; admin spec §3 "Product page"):
 *
 *   PATCH /api/admin/settings/customization       the fields to change → saved customization
 *   POST  /api/admin/products                     { productName, productSlug, show } → 201 product (with its page)
 *   PATCH /api/admin/products/:productId          { productName?, productSlug?, show? } → product
 *   PATCH /api/admin/products/:productId/page     { sectionOrder?, config? } → product page
 *   PATCH /api/admin/space                        { productLinks?, defaultProductId? } → space
 *   PUT  /api/admin/settings/banner               { fileId } (from POST /api/trust-center/assets/upload) → customization
 *   DELETE /api/admin/settings/banner             → customization without banner
 *
 * Staff with statuspage:edit (the banner: assets:edit), JSON bodies. Everything is written to the draft and goes
 * live on publish; `GET /api/admin/draft` reads it back. The PATCH routes take a JSON Merge Patch (RFC 7396): only
 * the fields sent change (`null` restores a default), `{}` changes nothing; PUT on the same paths does the same.
 */
import { json } from 'itty-router';
import { BannerInputSchema, ProductInputSchema, ProductPageInputSchema, type Space } from '../../content/contracts/settings.ts';
import type { Customization } from '../../content/schemas/customization.ts';
import type { Product, ProductPage } from '../../content/schemas/product.ts';
import { readJson, readMergePatch } from '../middleware/body.ts';
import { assertJson, requireEditor, staffWrite } from '../middleware/with-staff.ts';
import type { RegisterRoutes } from '../router.ts';
import { saveProduct } from '../services/settings/save-product.ts';
import { saveProductPage } from '../services/settings/save-product-page.ts';
import { saveSpace } from '../services/settings/save-space.ts';
import { removeBanner } from '../services/settings/remove-banner.ts';
import { saveBanner } from '../services/settings/save-banner.ts';
import { updateCustomization } from '../services/settings/update-customization.ts';

export const registerAdminSettingsRoutes: RegisterRoutes = (router, deps) => {
  // Settings writes change only the fields sent (JSON Merge Patch, RFC 7396): PATCH, or PUT for the clients that
  // used it before; `{}` changes nothing.
  for (const method of ['put', 'patch'] as const) {
    router[method]('/api/admin/settings/customization', async (request): Promise<Customization> => {
      const staff = await requireEditor(request, deps);
      assertJson(request);
      return updateCustomization({ ...staffWrite(deps, staff), patch: await readMergePatch(request) });
    });

    router[method]('/api/admin/products/:productId', async (request): Promise<Product> => {
      const staff = await requireEditor(request, deps);
      assertJson(request);
      return saveProduct({ ...staffWrite(deps, staff), productId: decodeURIComponent(request.params.productId!), input: await readMergePatch(request) });
    });

    router[method]('/api/admin/products/:productId/page', async (request): Promise<ProductPage> => {
      const staff = await requireEditor(request, deps);
      assertJson(request);
      return saveProductPage({
        ...staffWrite(deps, staff),
        productId: decodeURIComponent(request.params.productId!),
        input: await readJson(request, ProductPageInputSchema),
      });
    });

    router[method]('/api/admin/space', async (request): Promise<Space> => {
      const staff = await requireEditor(request, deps);
      assertJson(request);
      return saveSpace({ ...staffWrite(deps, staff), patch: await readMergePatch(request) });
    });
  }

  router.put('/api/admin/settings/banner', async (request): Promise<Customization> => {
    const staff = await requireEditor(request, deps, 'assets:edit');
    assertJson(request);
    const { fileId } = await readJson(request, BannerInputSchema);
    return saveBanner({ db: deps.db, orgId: staff.orgId, by: staff.email, now: deps.now(), blobs: deps.blobs, fileId });
  });

  router.delete('/api/admin/settings/banner', async (request): Promise<Customization> => {
    const staff = await requireEditor(request, deps, 'assets:edit');
    assertJson(request);
    return removeBanner({ db: deps.db, orgId: staff.orgId, by: staff.email, now: deps.now() });
  });

  router.post('/api/admin/products', async (request) => {
    const staff = await requireEditor(request, deps);
    assertJson(request);
    const product = await saveProduct({ ...staffWrite(deps, staff), input: await readJson(request, ProductInputSchema) });
    return json(product satisfies Product, { status: 201 });
  });
};
