/** Deletes a custom item (`DELETE /api/trust-center/products/{productId}/items/{itemUid}`; spec: DeleteCustomItem). */
import { EDIT_API_TEXTS } from '../../../content/editing/texts.ts';
import { AppError } from '../../errors.ts';
import { editDraft, type DraftPut, type EditDraftOptions } from '../draft/edit-draft.ts';
import { requireItem, requireProduct } from '../draft/trust-center-lookup.ts';

export interface DeleteCustomItemOptions extends EditDraftOptions {
  productId: string;
  itemUid: string;
}

/**
 * Removes the item from the draft, and from the featured documents and permission profiles that list it.
 * Only custom items can be deleted; catalogue items are hidden by their enabled state instead.
 * @throws NOT_FOUND; VALIDATION_FAILED for a catalogue item.
 */
export async function deleteCustomItem({ productId, itemUid, ...options }: DeleteCustomItemOptions) {
  return editDraft(options, (snapshot) => {
    const product = requireProduct(snapshot, productId);
    const item = requireItem(snapshot, product.productId, itemUid);
    if (!item.custom) throw new AppError('VALIDATION_FAILED', { path: 'itemUid' }, EDIT_API_TEXTS.notCustom);
    const put: DraftPut[] = [];
    for (const card of snapshot.cards) {
      if (card.featuredDocuments.includes(itemUid))
        put.push({ collection: 'cards', data: { ...card, featuredDocuments: card.featuredDocuments.filter((u) => u !== itemUid) } });
    }
    for (const profile of snapshot.permissionProfiles) {
      if (profile.itemUids.includes(itemUid))
        put.push({ collection: 'permissionProfiles', data: { ...profile, itemUids: profile.itemUids.filter((u) => u !== itemUid) } });
    }
    return { changes: { put, delete: [{ collection: 'items', recordId: itemUid }] }, value: item };
  });
}
