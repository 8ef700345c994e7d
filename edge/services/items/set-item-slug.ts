/** Creates an item's custom URL (`PUT /api/trust-center/products/{productId}/items/{itemUid}/custom-url` { slug }). */
import { MESSAGES } from '../../../content/messages.ts';
import type { Item } from '../../../content/schemas/item.ts';
import { AppError } from '../../errors.ts';
import { editDraft, type EditDraftOptions } from '../draft/edit-draft.ts';
import { requireItem, requireProduct } from '../draft/trust-center-lookup.ts';

export interface SetItemSlugOptions extends EditDraftOptions {
  productId: string;
  itemUid: string;
  /** The new slug (validated by `CustomUrlBodySchema`). */
  slug: string;
}

/**
 * Sets the item's slug: its page becomes `/item/{slug}` (or `/product/{product}/{slug}`). The slug it had joins
 * its `formerSlugs`, whose links redirect permanently to the new page once published; a slug it had before and
 * takes again leaves them. Another item that once had the slug loses that redirect (the page is this item's now).
 * @throws NOT_FOUND; VALIDATION_FAILED "This URL slug is already in use by item: {title}" when another item of the
 * product has the slug.
 */
export async function setItemSlug({ productId, itemUid, slug, ...options }: SetItemSlugOptions) {
  return editDraft(options, (snapshot) => {
    const product = requireProduct(snapshot, productId);
    const item = requireItem(snapshot, product.productId, itemUid);
    const other = snapshot.items.find((i) => i.productId === product.productId && i.slug === slug && i.itemUid !== itemUid);
    if (other) throw new AppError('VALIDATION_FAILED', { path: 'slug' }, MESSAGES.slugInUse.replace('{title}', other.title));
    if (slug === item.slug) return { changes: { put: [{ collection: 'items', data: item }] }, value: item };
    const next: Item = { ...item, slug, formerSlugs: [...item.formerSlugs.filter((s) => s !== slug && s !== item.slug), item.slug] };
    const released: Item[] = snapshot.items
      .filter((i) => i.productId === product.productId && i.itemUid !== itemUid && i.formerSlugs.includes(slug))
      .map((i) => ({ ...i, formerSlugs: i.formerSlugs.filter((s) => s !== slug) }));
    return { changes: { put: [next, ...released].map((data) => ({ collection: 'items' as const, data })) }, value: next };
  });
}
