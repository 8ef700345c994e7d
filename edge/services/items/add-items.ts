/**
 * Add Items (`POST /api/trust-center/products/{productId}/cards/{kind}/items` { items }): catalogue items of the
 * card by title, or custom items.
 */
import { EDIT_API_TEXTS } from '../../../content/editing/texts.ts';
import { ITEM_CATALOGUE } from '../../../content/editing/catalogue.ts';
import { ItemSchema, defaultSlug, type Item } from '../../../content/schemas/item.ts';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import { AppError } from '../../errors.ts';
import { editDraft, type EditDraftOptions } from '../draft/edit-draft.ts';
import { cardItemsOf, requireCard, requireProduct } from '../draft/trust-center-lookup.ts';

export interface AddItemsOptions extends EditDraftOptions {
  productId: string;
  kind: string;
  /** Items to add: a catalogue title (`custom: false`) or any title for a custom item. */
  items: { title: string; custom: boolean }[];
  /** Display name of the staff member, for the item footer. */
  byName: string;
}

/** A new item id. */
function newId(prefix: string): string {
  return `${prefix}_${crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`;
}

/** The default slug of a title (admin spec §5), with -2, -3 … appended while another item of the product has it. */
export function freeSlug(snapshot: Pick<Snapshot, 'items'>, productId: string, title: string, taken: Set<string> = new Set()): string {
  const used = new Set([...snapshot.items.filter((i) => i.productId === productId).map((i) => i.slug), ...taken]);
  const base = defaultSlug(title);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, 99 - suffix.length)}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}

/**
 * Adds the items at the end of the card, enabled and public. Catalogue titles must be in the card's catalogue
 * (`ITEM_CATALOGUE`); custom items carry the custom marker, which lets them be renamed and deleted.
 * @throws NOT_FOUND; VALIDATION_FAILED.
 */
export async function addItems({ productId, kind, items, byName, ...options }: AddItemsOptions) {
  return editDraft(options, (snapshot) => {
    const product = requireProduct(snapshot, productId);
    const card = requireCard(snapshot, product.productId, kind);
    const catalogue = ITEM_CATALOGUE[card.kind] ?? [];
    let position = cardItemsOf(snapshot, product.productId, card.kind).reduce((max, i) => Math.max(max, i.position + 1), 0);
    const slugs = new Set<string>();
    const created: Item[] = items.map(({ title, custom }) => {
      if (!custom && !catalogue.includes(title)) throw new AppError('VALIDATION_FAILED', { path: 'items' }, EDIT_API_TEXTS.notInCatalogue);
      const itemUid = newId('itm');
      const slug = freeSlug(snapshot, product.productId, title, slugs);
      slugs.add(slug);
      return ItemSchema.parse({
        itemUid,
        productId: product.productId,
        cardKind: card.kind,
        position: position++,
        title,
        slug,
        ...(custom ? { custom: { id: newId('cst'), cardType: card.kind, text: { title } } } : {}),
        lastModified: { on: options.now, by: { name: byName } },
      });
    });
    return { changes: { put: created.map((data) => ({ collection: 'items' as const, data })) }, value: created };
  });
}
