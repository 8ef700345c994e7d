/**
 * What an account member (AccountExternal) or previewing staff (Preview) sees: `viewFor` of the live revision,
 * optionally narrowed to one product (`GET {base}/view/{productId}`).
 */
import type { PortalView, Viewer } from '../../../content/policy.ts';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import { appError } from '../../errors.ts';
import { cachedViewFor, sharedViewOf, withViewer } from '../revisions/revision-cache.ts';

/** The view narrowed to one product's content (the product list stays whole, for the product selector). */
export function restrictToProduct(view: PortalView, productId: string): PortalView {
  if (!view.products.some((p) => p.productId === productId)) throw appError('NOT_FOUND');
  const items = view.items.filter((i) => i.productId === productId);
  const fileIds = new Set(items.flatMap((i) => i.files));
  return {
    ...view,
    pages: view.pages.filter((p) => p.productId === productId),
    cards: view.cards.filter((c) => c.productId === productId),
    items,
    files: view.files.filter((f) => fileIds.has(f.fileId)),
    subprocessors: view.subprocessors.filter((s) => s.productId === productId),
    trustedBy: view.trustedBy.filter((t) => t.productId === productId),
    knowledgeBase: view.knowledgeBase.filter((e) => e.product_ids.length === 0 || e.product_ids.includes(productId)),
  };
}

/**
 * `viewFor(snapshot, viewer)`, for one product when `productId` is given. Computed once per revision and viewer
 * profile when `snapshot` comes from the revision cache (the result is shared: never mutate it).
 */
export function gatedView(snapshot: Snapshot, viewer: Viewer, productId?: string): PortalView {
  const view = cachedViewFor(snapshot, viewer);
  if (!productId) return view;
  const shared = sharedViewOf(view);
  if (!shared) return restrictToProduct(view, productId);
  // A shared view's product narrowings are shared too (frozen like it).
  let byProduct = narrowed.get(shared);
  if (!byProduct) {
    byProduct = new Map();
    narrowed.set(shared, byProduct);
  }
  let product = byProduct.get(productId);
  if (!product) {
    product = Object.freeze(restrictToProduct(shared, productId));
    byProduct.set(productId, product);
  }
  return withViewer(product, view.viewer);
}

/** Narrowed views of shared views, by product id. */
const narrowed = new WeakMap<PortalView, Map<string, PortalView>>();
