/**
 * Creates or updates a card's icon asset from an upload (admin spec §4 "Save with custom uploads the file, then
 * updates the existing asset or creates a new one"). The bytes are stored under the organisation's assets
 * (`orgAssetKey(orgId, assetId)`), served by `GET /api/share/{orgId}/assets/{assetId}?v={revision}`; the card
 * records `icon { fileName, assetId }` and its revision is bumped so `?v=` names the new image.
 */
import { EDIT_API_TEXTS } from '../../../content/editing/texts.ts';
import type { IconAssetBody } from '../../../content/contracts/trust-center.ts';
import { orgAssetKey } from '../../blobs/keys.ts';
import { readBlobBytes, type BlobStore } from '../../blobs/types.ts';
import { AppError, appError } from '../../errors.ts';
import { editDraft, type EditDraftOptions } from '../draft/edit-draft.ts';
import { requireCard, requireFeature, requireProduct } from '../draft/trust-center-lookup.ts';
import { iconUploadKey } from './upload-card-icon.ts';

export interface SaveCardIconOptions extends EditDraftOptions {
  blobs: BlobStore | undefined;
  /** The upload and the asset payload (validated by `IconAssetBodySchema`). */
  body: IconAssetBody;
  /** Updating: the asset to replace; it must be the icon of the card the payload names. Creating: undefined. */
  assetId?: string;
}

/**
 * Stores the uploaded image as the card's icon. Needs the plan's replaceIcons and a productId in the payload.
 * @throws PRODUCT_ID_REQUIRED_FOR_ICONS ("productId must be defined to replace card icons"); PLAN_LOCKED;
 * NOT_FOUND for an unknown product, card or asset; VALIDATION_FAILED for an unknown upload.
 */
export async function saveCardIcon({ blobs, body, assetId, ...options }: SaveCardIconOptions) {
  if (!blobs) throw appError('INTERNAL', { reason: 'File storage is not configured on this server.' });
  const { upload, asset } = body;
  if (!asset.productId) throw appError('PRODUCT_ID_REQUIRED_FOR_ICONS');
  const productId = asset.productId;
  const stagedKey = iconUploadKey(options.orgId, upload.fileId);
  const staged = await blobs.get(stagedKey);
  if (!staged) throw new AppError('VALIDATION_FAILED', { path: 'upload.fileId' }, EDIT_API_TEXTS.uploadUnknown);
  const bytes = new Uint8Array(await new Response(staged.body).arrayBuffer());

  const result = await editDraft(options, async (snapshot) => {
    const product = requireProduct(snapshot, productId);
    requireFeature(snapshot, 'replaceIcons');
    const card = requireCard(snapshot, product.productId, asset.relation.cardKind);
    if (assetId !== undefined && card.icon?.assetId !== assetId) throw appError('NOT_FOUND', { reason: EDIT_API_TEXTS.assetUnknown });
    const id = assetId ?? `icon_${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}`;
    // Bytes first: a card never points at an asset that is not stored.
    await blobs.put(orgAssetKey(options.orgId, id), bytes, { contentType: staged.contentType });
    const next = { ...card, icon: { fileName: upload.fileName, assetId: id }, revision: card.revision + 1 };
    return { changes: { put: [{ collection: 'cards', data: next }] }, value: next };
  });
  await blobs.delete(stagedKey);
  return result;
}

/** The stored bytes of an asset (tests, export). */
export function readAssetBytes(blobs: BlobStore, orgId: string, assetId: string): Promise<Uint8Array | null> {
  return readBlobBytes(blobs, orgAssetKey(orgId, assetId));
}
