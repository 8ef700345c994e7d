/**
 * Permanent redirects from an item's earlier links to its current one (admin spec §2 "Create custom URL"): when
 * staff change an item's custom URL, the old public link keeps working. The static build writes them as a
 * `_redirects` file at the root of the site, which Workers Static Assets applies on Cloudflare
 * (https://developers.cloudflare.com/workers/static-assets/redirects/) and the embedded server reads
 * (`edge/node/redirects.ts`).
 */
import { itemPath } from './links.ts';

/** One redirect: a path of the site to another, always 301 (moved permanently). */
export interface SlugRedirect {
  from: string;
  to: string;
}

interface RedirectContext {
  products: { productId: string; productSlug: string }[];
  space: { defaultProductId: string };
  /** The items the site has pages for (the public view's items: never a hidden item's slugs). */
  items: readonly { productId: string; slug: string; formerSlugs?: readonly string[] }[];
}

/** The status of every slug redirect. */
export const SLUG_REDIRECT_STATUS = 301;

/**
 * Every earlier link of every item, to the item's current page. A path that is some item's current page is never
 * redirected (the page wins), and a path two items once had goes to the one that had it last.
 *
 * With several products an item's page is `/product/{product}/{slug}`; its short form `/item/{slug}` (visitor
 * spec §2, a link shortened by hand) goes there too — when two products have an item with that slug, to the
 * default product's, else to the first product's.
 */
export function slugRedirects(ctx: RedirectContext): SlugRedirect[] {
  const pages = new Set(ctx.items.map((item) => itemPath(ctx, item)));
  const redirects = new Map<string, string>();
  if (ctx.products.length > 1) {
    const rank = (productId: string) => (productId === ctx.space.defaultProductId ? -1 : ctx.products.findIndex((p) => p.productId === productId));
    for (const item of [...ctx.items].sort((a, b) => rank(b.productId) - rank(a.productId))) {
      const from = `/item/${item.slug}`;
      if (!pages.has(from)) redirects.set(from, itemPath(ctx, item));
    }
  }
  for (const item of ctx.items) {
    const to = itemPath(ctx, item);
    for (const slug of item.formerSlugs ?? []) {
      const from = itemPath(ctx, { productId: item.productId, slug });
      if (!pages.has(from) && from !== to) redirects.set(from, to);
    }
  }
  return [...redirects].map(([from, to]) => ({ from, to })).sort((a, b) => a.from.localeCompare(b.from));
}

/**
 * The `_redirects` file of a site (one `source destination status` rule per line): each redirect with and without
 * a trailing slash, since pages are folders (`/item/x/index.html`) and both forms reach them.
 */
export function redirectsFile(redirects: readonly SlugRedirect[]): string {
  const lines = ['# Earlier and short item links, moved permanently to the current ones (written by the site build).'];
  for (const { from, to } of redirects) {
    lines.push(`${from} ${to} ${SLUG_REDIRECT_STATUS}`, `${from}/ ${to} ${SLUG_REDIRECT_STATUS}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The rules of a `_redirects` file by source path (lines that are not `source destination [status]` are skipped). */
export function parseRedirectsFile(text: string): Map<string, { to: string; status: number }> {
  const rules = new Map<string, { to: string; status: number }>();
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [from, to, code, ...rest] = line.split(/\s+/);
    const status = code === undefined ? 302 : Number(code);
    if (!from?.startsWith('/') || !to || rest.length > 0 || ![301, 302, 303, 307, 308].includes(status)) continue;
    if (!rules.has(from)) rules.set(from, { to, status });
  }
  return rules;
}
