/**
 * `/item-links.json`: every listed item's page path by item uid, for `?itemUid={uid}` links (visitor spec §2),
 * which the page resolves in the browser. Fetched only when such a link is opened.
 */
import type { APIRoute } from 'astro';
import { itemHref } from '../lib/portal.ts';
import { portal } from '../lib/snapshot.ts';

export const GET: APIRoute = () =>
  new Response(JSON.stringify(Object.fromEntries(portal.items.map((item) => [item.itemUid, itemHref(portal, item)]))), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
