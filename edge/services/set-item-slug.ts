/** Creates an item's custom URL (`PUT /api/trust-center/products/{productId}/items/{itemUid}/custom-url` { slug }). */
import { MESSAGES } from '../../content/messages.ts';
import { AppError } from '../errors.ts';
import { editDraft, type EditDraftOptions } from './edit-draft.ts';
import { requireItem, requireProduct } from './trust-center-lookup.ts';

export interface SetItemSlugOptions extends EditDraftOptions {
  productId: string;
  itemUid: string;
  /** The new slug (validated by `CustomUrlBodySchema`). */
  slug: string;
}

/**
 * Sets the item's slug: its page becomes `/item/{slug}` (or `/product/{product}/{slug}`).
 * @throws NOT_FOUND; VALIDATION_FAILED "This URL slug is already in use by item: {title}" when another item of the
 * product has the slug.
 */
export async function setItemSlug({ productId, itemUid, slug, ...options }: SetItemSlugOptions) {
  return editDraft(options, (snapshot) => {
    const product = requireProduct(snapshot, productId);
    const item = requireItem(snapshot, product.productId, itemUid);
    const other = snapshot.items.find((i) => i.productId === product.productId && i.slug === slug && i.itemUid !== itemUid);
    if (other) throw new AppError('VALIDATION_FAILED', { path: 'slug' }, MESSAGES.slugInUse.replace('{title}', other.title));
    const next = { ...item, slug };
    return { changes: { put: [{ collection: 'items', data: next }] }, value: next };
  });
}
