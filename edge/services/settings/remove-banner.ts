/**
 * Removing the portal's banner image (`DELETE /api/admin/settings/banner`): bumps the customization's revision,
 * the `?v=` cache key of its assets.
 */
import type { Customization } from '../../../content/schemas/customization.ts';
import { editDraft } from '../draft/edit-draft.ts';
import type { BannerOptions } from './save-banner.ts';

/** Removes the banner (the asset stays stored for published revisions that still show it). */
export async function removeBanner(options: BannerOptions): Promise<Customization> {
  const { snapshot } = await editDraft(options, (current) => {
    const { banner: _removed, ...rest } = current.customization;
    return { changes: { put: [{ collection: 'customization', data: { ...rest, revision: current.customization.revision + 1 } }] } };
  });
  return snapshot.customization;
}
