/**
 * The banner image under the portal header (visitor spec §2 "Banner image", §3 customization `banner {assetId}`):
 * an image uploaded with `POST /api/trust-center/assets/upload` (png, jpeg or svg, at most 1MB) becomes the
 * organisation's banner asset, served by `GET /api/share/{orgId}/assets/{assetId}?v={revision}`. Setting it
 * bumps the customization's revision, the `?v=` cache key (`remove-banner.ts` removes it).
 */
import { EDIT_API_TEXTS } from '../../../content/editing/texts.ts';
import type { Customization } from '../../../content/schemas/customization.ts';
import { orgAssetKey } from '../../blobs/keys.ts';
import type { BlobStore } from '../../blobs/types.ts';
import type { Db } from '../../db/types.ts';
import { AppError, appError } from '../../errors.ts';
import { editDraft } from '../draft/edit-draft.ts';
import { iconUploadKey } from '../cards/upload-card-icon.ts';

export interface BannerOptions {
  db: Db;
  orgId: string;
  by: string;
  now: number;
}

/** Makes an upload the banner. @throws VALIDATION_FAILED for an unknown upload; INTERNAL without a blob store. */
export async function saveBanner({ blobs, fileId, ...options }: BannerOptions & { blobs: BlobStore | undefined; fileId: string }): Promise<Customization> {
  if (!blobs) throw appError('INTERNAL', { reason: 'File storage is not configured on this server.' });
  const stagedKey = iconUploadKey(options.orgId, fileId);
  const staged = await blobs.get(stagedKey);
  if (!staged) throw new AppError('VALIDATION_FAILED', { path: 'fileId' }, EDIT_API_TEXTS.uploadUnknown);
  const bytes = new Uint8Array(await new Response(staged.body).arrayBuffer());
  const assetId = `banner_${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}`;
  // Bytes first: the customization never points at an asset that is not stored.
  await blobs.put(orgAssetKey(options.orgId, assetId), bytes, { contentType: staged.contentType });
  const { snapshot } = await editDraft(options, (current) => ({
    changes: { put: [{ collection: 'customization', data: { ...current.customization, banner: { assetId }, revision: current.customization.revision + 1 } }] },
  }));
  await blobs.delete(stagedKey);
  return snapshot.customization;
}
