/** Re-orders the cards of a product (`PATCH /api/trust-center/products/{productId}/cards` { cards }). */
import type { CardKind } from '../../../content/schemas/card.ts';
import { EDIT_API_TEXTS } from '../../../content/editing/texts.ts';
import { AppError } from '../../errors.ts';
import { editDraft, type EditDraftOptions } from '../draft/edit-draft.ts';
import { requireProduct } from '../draft/trust-center-lookup.ts';

export interface ReorderCardsOptions extends EditDraftOptions {
  productId: string;
  /** Distinct card kinds in their new order (validated by `CardOrderBodySchema`). */
  cards: CardKind[];
}

/**
 * The listed cards take the grid positions they held between them, in the new order; cards not listed keep
 * theirs (the admin lists the cards of the grid; section cards keep their place).
 * @throws NOT_FOUND for an unknown product; VALIDATION_FAILED when a kind is not a card of the product.
 */
export async function reorderCards({ productId, cards, ...options }: ReorderCardsOptions) {
  return editDraft(options, (snapshot) => {
    const product = requireProduct(snapshot, productId);
    const own = snapshot.cards.filter((c) => c.productId === product.productId);
    const listed = cards.map((kind) => {
      const card = own.find((c) => c.kind === kind);
      if (!card) throw new AppError('VALIDATION_FAILED', { path: 'cards' }, EDIT_API_TEXTS.cardUnknown);
      return card;
    });
    const slots = listed.map((c) => c.position).sort((a, b) => a - b);
    // Equal positions (never re-ordered before) become distinct, keeping the new order.
    for (let i = 1; i < slots.length; i++) if (slots[i]! <= slots[i - 1]!) slots[i] = slots[i - 1]! + 1;
    return { changes: { put: listed.map((card, i) => ({ collection: 'cards' as const, data: { ...card, position: slots[i]! } })) } };
  });
}
