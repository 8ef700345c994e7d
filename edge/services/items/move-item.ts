/**
 * Moves an item to another card of its product
 * (`PATCH /api/trust-center/products/{productId or default}/items/{itemUid}` { destinationCardId }).
 */
import { EDIT_API_TEXTS } from '../../../content/editing/texts.ts';
import { canMoveFrom, moveDestinations } from '../../../content/editing/layout.ts';
import type { CardKind } from '../../../content/schemas/card.ts';
import { AppError } from '../../errors.ts';
import { editDraft, type EditDraftOptions } from '../draft/edit-draft.ts';
import { cardItemsOf, requireItem, requireProduct } from '../draft/trust-center-lookup.ts';

export interface MoveItemOptions extends EditDraftOptions {
  productId: string;
  itemUid: string;
  /** Kind of the destination card (one card per kind per product). */
  destinationCardId: CardKind;
}

/**
 * The item goes to the end of the destination card. Allowed only from a card that allows moving, to another
 * card of the product other than overview, documents, certifications, trusted-by, subprocessors, customer data
 * and risk profile (admin spec §4).
 * @throws NOT_FOUND; VALIDATION_FAILED when the move is not allowed.
 */
export async function moveItem({ productId, itemUid, destinationCardId, ...options }: MoveItemOptions) {
  return editDraft(options, (snapshot) => {
    const product = requireProduct(snapshot, productId);
    const item = requireItem(snapshot, product.productId, itemUid);
    if (!canMoveFrom(item.cardKind)) throw new AppError('VALIDATION_FAILED', { path: 'destinationCardId' }, EDIT_API_TEXTS.moveSourceLocked);
    const destination = moveDestinations(snapshot.cards, item).find((c) => c.kind === destinationCardId);
    if (!destination) throw new AppError('VALIDATION_FAILED', { path: 'destinationCardId' }, EDIT_API_TEXTS.moveNotAllowed);
    const position = cardItemsOf(snapshot, product.productId, destination.kind).reduce((max, i) => Math.max(max, i.position + 1), 0);
    const moved = { ...item, cardKind: destination.kind, position, ...(item.custom ? { custom: { ...item.custom, cardType: destination.kind } } : {}) };
    return { changes: { put: [{ collection: 'items', data: moved }] }, value: { item: moved, card: destination } };
  });
}
