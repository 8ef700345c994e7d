/**
 * Lookups shared by the trust-center edit services: the product, card and item a path names, and the plan
 * features an edit needs. Each throws the catalogue error the route answers with.
 */
import type { Card, CardKind } from '../../../content/schemas/card.ts';
import type { Item } from '../../../content/schemas/item.ts';
import type { Product } from '../../../content/schemas/product.ts';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import type { PlanFeature } from '../../../content/schemas/staff.ts';
import { CARD_KINDS } from '../../../content/schemas/card.ts';
import { appError } from '../../errors.ts';

/** Path segment that names the space's default product (`…/products/default/items/{itemUid}`). */
export const DEFAULT_PRODUCT_ALIAS = 'default';

/**
 * The product a path names: its id, or `default` for the space's default product.
 * @throws NOT_FOUND
 */
export function requireProduct(snapshot: Snapshot, productId: string): Product {
  const id = productId === DEFAULT_PRODUCT_ALIAS ? snapshot.space.defaultProductId : productId;
  const product = snapshot.products.find((p) => p.productId === id);
  if (!product) throw appError('NOT_FOUND', { reason: `No product ${productId}.` });
  return product;
}

/**
 * The product's card of `kind`.
 * @throws NOT_FOUND
 */
export function requireCard(snapshot: Snapshot, productId: string, kind: string): Card {
  const card = (CARD_KINDS as readonly string[]).includes(kind)
    ? snapshot.cards.find((c) => c.productId === productId && c.kind === (kind as CardKind))
    : undefined;
  if (!card) throw appError('NOT_FOUND', { reason: `The product has no ${kind} card.` });
  return card;
}

/**
 * An item of the product.
 * @throws NOT_FOUND
 */
export function requireItem(snapshot: Snapshot, productId: string, itemUid: string): Item {
  const item = snapshot.items.find((i) => i.itemUid === itemUid && i.productId === productId);
  if (!item) throw appError('NOT_FOUND', { reason: `No item ${itemUid} in this product.` });
  return item;
}

/**
 * Refuses an edit the organisation's plan does not include.
 * @throws PLAN_LOCKED (402, "Upgrade your plan to unlock this feature")
 */
export function requireFeature(snapshot: Snapshot, feature: PlanFeature): void {
  if (!snapshot.plan.features.includes(feature)) throw appError('PLAN_LOCKED', { feature });
}

/** Items of a card in their order. */
export function cardItemsOf(snapshot: Snapshot, productId: string, kind: CardKind): Item[] {
  return snapshot.items.filter((i) => i.productId === productId && i.cardKind === kind).sort((a, b) => a.position - b.position);
}
