/**
 * Helpers of the content editors of this folder (subprocessors, trusted-by, certifications, security grades, risk
 * profile): their context for a product's card, and whether the staff member may edit. Their contract is
 * `ContentEditor` (`../types.ts`): an editor that reads only `draft`, `product`, `card`, `items` and `session`,
 * so the card drawer registers it and the settings area's `ContentEditorHost` hosts it too.
 */
import type { Card } from '../../../../../content/schemas/card.ts';
import type { Item } from '../../../../../content/schemas/item.ts';
import type { Snapshot } from '../../../../../content/schemas/snapshot.ts';
import type { AdminSession } from '../../../../stores/session.ts';
import type { ContentEditorContext } from '../types.ts';

export type { ContentEditor, ContentEditorContext, ContentEditorProps, FieldErrors } from '../types.ts';

/** The card's items in their order. */
export function itemsOf(draft: Snapshot, productId: string, kind: Card['kind']): Item[] {
  return draft.items.filter((i) => i.productId === productId && i.cardKind === kind).sort((a, b) => a.position - b.position);
}

/** The editor context of a product's card, or undefined when the product has no such card. */
export function contextFor(draft: Snapshot, session: AdminSession, productId: string, kind: Card['kind']): ContentEditorContext | undefined {
  const product = draft.products.find((p) => p.productId === productId);
  const card = draft.cards.find((c) => c.productId === productId && c.kind === kind);
  if (!product) return undefined;
  return {
    draft,
    product,
    session,
    card: card ?? ({ productId, kind, title: '', hidden: false, displayText: '', placeholder: '', position: 0, revision: 0, featuredDocuments: [] } as Card),
    items: itemsOf(draft, productId, kind),
  };
}

/** Whether the signed-in staff member may edit content (statuspage:edit). */
export function canEdit(ctx: Pick<ContentEditorContext, 'session'>): boolean {
  return ctx.session.permissions.includes('statuspage:edit');
}
