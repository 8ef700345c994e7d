/**
 * Rules of the trust center's layout (admin spec §2, §4, §6), shared by the admin and the edge: which cards an item
 * may move to, a consistent section order, the documents of a product, card labels.
 */
import { CARD_KIND_LABELS, MOVE_EXCLUDED_KINDS, SECTION_CARD_KINDS, type Card, type CardKind } from '../schemas/card.ts';
import type { Item } from '../schemas/item.ts';
import type { SectionId } from '../schemas/product.ts';
import { EDIT_API_TEXTS } from './texts.ts';

// --- moving items (admin spec §4, §6) -------------------------------------------------------------------------

/** Whether items of a card may be moved at all (canMove). */
export function canMoveFrom(kind: CardKind): boolean {
  return !(MOVE_EXCLUDED_KINDS as readonly CardKind[]).includes(kind);
}

/** Cards an item may move to: another card of its product, never overview, documents, certifications … */
export function moveDestinations<C extends Pick<Card, 'productId' | 'kind'>>(cards: readonly C[], item: Pick<Item, 'productId' | 'cardKind'>): C[] {
  return cards.filter((c) => c.productId === item.productId && c.kind !== item.cardKind && canMoveFrom(c.kind));
}

// --- sections (admin spec §2, §4) -----------------------------------------------------------------------------

/** Whether a section order is consistent: each id once, Overview and Certifications either combined or separate. */
export function sectionOrderProblem(sections: readonly SectionId[]): string | undefined {
  if (new Set(sections).size !== sections.length) return EDIT_API_TEXTS.sectionTwice;
  if (sections.includes('overview_and_certifications') && (sections.includes('overview') || sections.includes('certifications'))) {
    return EDIT_API_TEXTS.sectionCombinedTwice;
  }
  return undefined;
}

/**
 * The documents of a product, as the documents card lists and re-orders them: the documents card's own items and
 * every item holding a document or an enabled bridge letter (documents card items first, then by card order).
 */
export function documentItemsOf<I extends Pick<Item, 'productId' | 'cardKind' | 'files' | 'bridgeLetter' | 'position'>>(
  items: readonly I[],
  productId: string,
): I[] {
  return items
    .filter((i) => i.productId === productId && (i.cardKind === 'documents' || i.files.length > 0 || i.bridgeLetter?.letterEnabled))
    .sort((a, b) => Number(b.cardKind === 'documents') - Number(a.cardKind === 'documents') || a.position - b.position);
}

/** Whether a card kind renders as a section of its own rather than in the cards grid. */
export function isSectionCard(kind: CardKind): boolean {
  return (SECTION_CARD_KINDS as readonly CardKind[]).includes(kind);
}

/** Title of a card for messages: its override or its kind's label. */
export function cardLabel(card: Pick<Card, 'kind' | 'title'>): string {
  return card.title || CARD_KIND_LABELS[card.kind];
}
