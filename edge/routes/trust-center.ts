/**
 * Main-mode editing of the trust center (admin spec §7), each a validated write to the draft:
 *
 *   PATCH  /api/trust-center/products/:productId                          { sections }            section order
 *   PATCH  /api/trust-center/products/:productId/cards                    { cards }               card order
 *   PATCH  /api/trust-center/products/:productId/cards/:kind              { hidden, displayText, placeholder, title, featuredDocuments }
 *   PATCH  /api/trust-center/products/:productId/cards/:kind/items        { items }               item order
 *   POST   /api/trust-center/products/:productId/cards/:kind/items        { items: [{ title, custom }] }   Add Items → 201
 *   PATCH  /api/trust-center/products/:productId/items/:itemUid           { destinationCardId }   move item
 *   PUT    /api/trust-center/products/:productId/items/:itemUid           item editor fields      save item
 *   DELETE /api/trust-center/products/:productId/items/:itemUid                                   delete custom item
 *   PUT    /api/trust-center/products/:productId/items/:itemUid/custom-url { slug }               custom URL
 *   POST   /api/trust-center/assets/upload?fileName=…                     image bytes             → { fileId, upload }
 *   POST   /api/trust-center/assets                                       { upload, asset }       new card icon → 201
 *   PUT    /api/trust-center/assets/:assetId                              { upload, asset }       replace card icon
 *   DELETE /api/trust-center/assets/:assetId                                                      default icon again
 *   POST   /api/trust-center/logos                                        image bytes             company logo asset → 201
 *
 * `:productId` may be `default` for the space's default product. Every route needs a staff session with
 * statuspage:edit (icons: assets:edit) and a JSON body (the icon and logo uploads: an image body — neither can be sent
 * cross-site without a CORS preflight). Answers carry the new draft version as `ETag`; a request may send
 * `If-Match: <version>` to fail with 409 CONFLICT when the draft changed since it was read.
 */
import { json } from 'itty-router';
import {
  AddItemsBodySchema,
  CardOrderBodySchema,
  CardPatchBodySchema,
  CustomUrlBodySchema,
  IconAssetBodySchema,
  ItemEditBodySchema,
  ItemOrderBodySchema,
  MoveItemBodySchema,
  SectionOrderBodySchema,
  type AddedItems,
  type CardAnswer,
  type CardIconAnswer,
} from '../../content/contracts/trust-center.ts';
import type { Card } from '../../content/schemas/card.ts';
import type { Item } from '../../content/schemas/item.ts';
import type { ProductPage } from '../../content/schemas/product.ts';
import { appError, isAppError } from '../errors.ts';
import { readJson } from '../middleware/body.ts';
import { assertJson, expectedVersionOf, requireEditor, staffWrite, type StaffContext } from '../middleware/with-staff.ts';
import type { RegisterRoutes } from '../router.ts';
import { addItems } from '../services/items/add-items.ts';
import { deleteCustomItem } from '../services/items/delete-custom-item.ts';
import type { EditDraftOptions } from '../services/draft/edit-draft.ts';
import { moveItem } from '../services/items/move-item.ts';
import { removeCardIcon } from '../services/cards/remove-card-icon.ts';
import { reorderCardItems } from '../services/cards/reorder-card-items.ts';
import { reorderCards } from '../services/cards/reorder-cards.ts';
import { reorderSections } from '../services/draft/reorder-sections.ts';
import { saveCardIcon } from '../services/cards/save-card-icon.ts';
import { saveItem } from '../services/items/save-item.ts';
import { setItemSlug } from '../services/items/set-item-slug.ts';
import { updateCard } from '../services/cards/update-card.ts';
import { uploadCardIcon } from '../services/cards/upload-card-icon.ts';
import { uploadCompanyLogo } from '../services/settings/upload-company-logo.ts';

const PRODUCT = '/api/trust-center/products/:productId';

function param(request: { params: Record<string, string | undefined> }, name: string): string {
  return decodeURIComponent(request.params[name] ?? '');
}

/** A JSON answer (`T`: its contract in `content/contracts/trust-center.ts`) carrying the new draft version. */
function withVersion<T>(body: T, version: number, status = 200): Response {
  return json(body, { status, headers: { etag: `"${version}"` } });
}

/** Reads a raw request body; a size-limit or read failure becomes the matching AppError. */
async function readBytes(request: Request): Promise<Uint8Array> {
  try {
    return new Uint8Array(await request.arrayBuffer());
  } catch (error) {
    if (isAppError(error)) throw error;
    const cause = (error as { cause?: unknown } | null)?.cause;
    if (isAppError(cause)) throw cause;
    throw appError('BAD_REQUEST');
  }
}

export const registerTrustCenterRoutes: RegisterRoutes = (router, deps) => {
  /** The draft write of `staff`'s request: who writes, and the draft version the editor saw (`If-Match`). */
  const draftWrite = (request: Request, staff: StaffContext): EditDraftOptions => ({ ...staffWrite(deps, staff), expectedVersion: expectedVersionOf(request) });

  router.patch(PRODUCT, async (request) => {
    const staff = await requireEditor(request, deps);
    assertJson(request);
    const options = draftWrite(request, staff);
    const { sections } = await readJson(request, SectionOrderBodySchema);
    const { value: page, version } = await reorderSections({ ...options, productId: param(request, 'productId'), sections });
    return withVersion<ProductPage>(page, version);
  });

  router.patch(`${PRODUCT}/cards`, async (request) => {
    const staff = await requireEditor(request, deps);
    assertJson(request);
    const options = draftWrite(request, staff);
    const { cards } = await readJson(request, CardOrderBodySchema);
    const { version } = await reorderCards({ ...options, productId: param(request, 'productId'), cards });
    return withVersion({ cards }, version);
  });

  router.patch(`${PRODUCT}/cards/:kind`, async (request) => {
    const staff = await requireEditor(request, deps);
    assertJson(request);
    const options = draftWrite(request, staff);
    const changes = await readJson(request, CardPatchBodySchema);
    const { value: card, version } = await updateCard({ ...options, productId: param(request, 'productId'), kind: param(request, 'kind'), changes });
    return withVersion<Card>(card, version);
  });

  router.patch(`${PRODUCT}/cards/:kind/items`, async (request) => {
    const staff = await requireEditor(request, deps);
    assertJson(request);
    const options = draftWrite(request, staff);
    const { items } = await readJson(request, ItemOrderBodySchema);
    const { version } = await reorderCardItems({ ...options, productId: param(request, 'productId'), kind: param(request, 'kind'), items });
    return withVersion({ items }, version);
  });

  router.post(`${PRODUCT}/cards/:kind/items`, async (request) => {
    const staff = await requireEditor(request, deps);
    assertJson(request);
    const options = draftWrite(request, staff);
    const { items } = await readJson(request, AddItemsBodySchema);
    const { value, version } = await addItems({ ...options, productId: param(request, 'productId'), kind: param(request, 'kind'), items, byName: staff.name });
    return withVersion<AddedItems>({ items: value }, version, 201);
  });

  router.patch(`${PRODUCT}/items/:itemUid`, async (request) => {
    const staff = await requireEditor(request, deps);
    assertJson(request);
    const options = draftWrite(request, staff);
    const { destinationCardId } = await readJson(request, MoveItemBodySchema);
    const { value, version } = await moveItem({ ...options, productId: param(request, 'productId'), itemUid: param(request, 'itemUid'), destinationCardId });
    return withVersion<Item>(value.item, version);
  });

  router.put(`${PRODUCT}/items/:itemUid`, async (request) => {
    const staff = await requireEditor(request, deps);
    assertJson(request);
    const options = draftWrite(request, staff);
    const fields = await readJson(request, ItemEditBodySchema);
    const { value, version } = await saveItem({
      ...options,
      productId: param(request, 'productId'),
      itemUid: param(request, 'itemUid'),
      fields,
      byName: staff.name,
    });
    return withVersion<Item>(value, version);
  });

  router.delete(`${PRODUCT}/items/:itemUid`, async (request) => {
    const staff = await requireEditor(request, deps);
    assertJson(request);
    const options = draftWrite(request, staff);
    const { version } = await deleteCustomItem({ ...options, productId: param(request, 'productId'), itemUid: param(request, 'itemUid') });
    return withVersion({ ok: true }, version);
  });

  router.put(`${PRODUCT}/items/:itemUid/custom-url`, async (request) => {
    const staff = await requireEditor(request, deps);
    assertJson(request);
    const options = draftWrite(request, staff);
    const { slug } = await readJson(request, CustomUrlBodySchema);
    const { value, version } = await setItemSlug({ ...options, productId: param(request, 'productId'), itemUid: param(request, 'itemUid'), slug });
    return withVersion<Item>(value, version);
  });

  router.post('/api/trust-center/assets/upload', async (request) => {
    const staff = await requireEditor(request, deps, 'assets:edit');
    const contentType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const fileName = typeof request.query.fileName === 'string' && request.query.fileName.trim() ? request.query.fileName.trim().slice(0, 200) : 'icon';
    const bytes = await readBytes(request);
    const { fileId, contentType: type, size } = await uploadCardIcon({ blobs: deps.blobs, orgId: staff.orgId, contentType, bytes });
    return json({ fileId, upload: { fileId, fileName, contentType: type, size } }, { status: 201 });
  });

  // A subprocessor's or trusted-by company's logo: stored at once as an asset; the entry records it on save.
  router.post('/api/trust-center/logos', async (request) => {
    const staff = await requireEditor(request, deps);
    const contentType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const bytes = await readBytes(request);
    const { logo, assetId, contentType: type, size } = await uploadCompanyLogo({ blobs: deps.blobs, orgId: staff.orgId, contentType, bytes });
    return json({ logo, assetId, contentType: type, size }, { status: 201 });
  });

  router.post('/api/trust-center/assets', async (request) => {
    const staff = await requireEditor(request, deps, 'assets:edit');
    assertJson(request);
    const options = draftWrite(request, staff);
    const body = await readJson(request, IconAssetBodySchema);
    const { value: card, version } = await saveCardIcon({ ...options, blobs: deps.blobs, body });
    return withVersion<CardIconAnswer>({ assetId: card.icon!.assetId, card }, version, 201);
  });

  router.put('/api/trust-center/assets/:assetId', async (request) => {
    const staff = await requireEditor(request, deps, 'assets:edit');
    assertJson(request);
    const options = draftWrite(request, staff);
    const body = await readJson(request, IconAssetBodySchema);
    const { value: card, version } = await saveCardIcon({ ...options, blobs: deps.blobs, body, assetId: param(request, 'assetId') });
    return withVersion<CardIconAnswer>({ assetId: card.icon!.assetId, card }, version);
  });

  router.delete('/api/trust-center/assets/:assetId', async (request) => {
    const staff = await requireEditor(request, deps, 'assets:edit');
    assertJson(request);
    const options = draftWrite(request, staff);
    const { value: card, version } = await removeCardIcon({ ...options, assetId: param(request, 'assetId') });
    return withVersion<CardAnswer>({ card }, version);
  });
};
