/** Re-orders the items of a card (`PATCH /api/trust-center/products/{productId}/cards/{kind}/items` { items }). */
import { EDIT_API_TEXTS } from '../../../content/editing/texts.ts';
import { documentItemsOf } from '../../../content/editing/layout.ts';
import { AppError } from '../../errors.ts';
import { editDraft, type EditDraftOptions } from '../draft/edit-draft.ts';
import { cardItemsOf, requireCard, requireProduct } from '../draft/trust-center-lookup.ts';

export interface ReorderCardItemsOptions extends EditDraftOptions {
  productId: string;
  kind: string;
  /** Every item uid of the card, once each, in the new order. */
  items: string[];
}

/**
 * Numbers the card's items 0, 1, 2 … in the given order. For the documents card the list is every document of
 * the product (`documentItemsOf`); only the documents card's own items are re-numbered, the others keep
 * their place in their own cards.
 * @throws NOT_FOUND for an unknown product or card; VALIDATION_FAILED when the list is not exactly the card's items.
 */
export async function reorderCardItems({ productId, kind, items, ...options }: ReorderCardItemsOptions) {
  return editDraft(options, (snapshot) => {
    const product = requireProduct(snapshot, productId);
    const card = requireCard(snapshot, product.productId, kind);
    const current = card.kind === 'documents' ? documentItemsOf(snapshot.items, product.productId) : cardItemsOf(snapshot, product.productId, card.kind);
    const byUid = new Map(current.map((i) => [i.itemUid, i]));
    if (items.length !== current.length || items.some((uid) => !byUid.has(uid))) {
      throw new AppError('VALIDATION_FAILED', { path: 'items' }, EDIT_API_TEXTS.itemsMismatch);
    }
    const own = items.map((uid) => byUid.get(uid)!).filter((i) => i.cardKind === card.kind);
    return { changes: { put: own.map((item, position) => ({ collection: 'items' as const, data: { ...item, position } })) } };
  });
}
