/** Item links (visitor spec §2, admin spec §2 "Public item links"). */
import { productPathSegment } from './schemas/product.ts';

interface LinkContext {
  products: { productId: string; productSlug: string }[];
  space: { defaultProductId: string };
}

/**
 * Path of an item's page: `/item/{slug}`, or `/product/{productSlug with spaces as plus}/{slug}` when the
 * organisation has several products.
 */
export function itemPath(ctx: LinkContext, item: { productId: string; slug: string }): string {
  if (ctx.products.length > 1) {
    const product = ctx.products.find((p) => p.productId === item.productId);
    if (product) return `/product/${encodeURIComponent(productPathSegment(product.productSlug)).replace(/%2B/g, '+')}/${item.slug}`;
  }
  return `/item/${item.slug}`;
}

/** Path of a product's page (`/?product={slug}` resolves to it too). */
export function productPath(ctx: LinkContext, productId: string): string {
  const product = ctx.products.find((p) => p.productId === productId);
  if (!product || product.productId === ctx.space.defaultProductId) return '/';
  return `/product/${encodeURIComponent(productPathSegment(product.productSlug)).replace(/%2B/g, '+')}/`;
}
