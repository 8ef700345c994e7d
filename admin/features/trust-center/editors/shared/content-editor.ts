/**
 * The contract of the content editors of this folder (subprocessors, trusted-by, certifications, security grades,
 * risk profile). It is a structural subset of the card drawer's `CardEditor` (`editors/types.ts`): an editor
 * reads only `draft`, `product`, `card`, `items` and `session` from its context, so it can be registered with the
 * drawer's registry and also be hosted by the settings area's `ContentEditorHost`.
 *
 * The host owns the form: `init` gives the form value of the card as the draft has it; Save is enabled when the
 * value differs from it; `validate` gives field messages (keyed by a path the editor chooses); `submit` writes the
 * changes and throws to report a save error.
 */
import type { ComponentType } from 'react';
import type { Card } from '../../../../../content/schemas/card.ts';
import type { Item } from '../../../../../content/schemas/item.ts';
import type { Product } from '../../../../../content/schemas/product.ts';
import type { Snapshot } from '../../../../../content/schemas/snapshot.ts';
import type { AdminSession } from '../../../../stores/session.ts';

export interface ContentEditorContext {
  draft: Snapshot;
  product: Product;
  card: Card;
  /** The card's items in their order. */
  items: Item[];
  session: AdminSession;
}

export type FieldErrors = Record<string, string>;

export interface ContentEditorProps<V> {
  ctx: ContentEditorContext;
  mode: 'view' | 'edit';
  value: V;
  onChange(next: V): void;
  errors: FieldErrors;
  dirty: boolean;
}

export interface ContentEditor<V> {
  init(ctx: ContentEditorContext): V;
  validate(value: V, ctx: ContentEditorContext): FieldErrors;
  isEqual?(a: V, b: V): boolean;
  submit(value: V, initial: V, ctx: ContentEditorContext): Promise<void>;
  Component: ComponentType<ContentEditorProps<V>>;
  /** In the card drawer: a wide drawer for content laid out as a table. */
  wide?: boolean;
}

/** The card's items in their order. */
export function itemsOf(draft: Snapshot, productId: string, kind: Card['kind']): Item[] {
  return draft.items.filter((i) => i.productId === productId && i.cardKind === kind).sort((a, b) => a.position - b.position);
}

/** The editor context of a product's card, or undefined when the product has no such card. */
export function contextFor(draft: Snapshot, session: AdminSession, productId: string, kind: Card['kind']): ContentEditorContext | undefined {
  const product = draft.products.find((p) => p.productId === productId);
  const card = draft.cards.find((c) => c.productId === productId && c.kind === kind);
  if (!product) return undefined;
  return { draft, product, session, card: card ?? ({ productId, kind, title: '', hidden: false, displayText: '', placeholder: '', position: 0, revision: 0, featuredDocuments: [] } as Card), items: itemsOf(draft, productId, kind) };
}

/** Whether the signed-in staff member may edit content (statuspage:edit). */
export function canEdit(ctx: Pick<ContentEditorContext, 'session'>): boolean {
  return ctx.session.permissions.includes('statuspage:edit');
}
