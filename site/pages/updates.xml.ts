/** `/updates.xml`: the Atom feed of the public trust center updates. */
import type { APIRoute } from 'astro';
import { updatesFeed } from '../lib/machine-readable.ts';
import { portal, portalTitle } from '../lib/snapshot.ts';

export const GET: APIRoute = ({ site }) =>
  new Response(updatesFeed(portal, { site: site!, portalTitle, now: Date.now() }), {
    headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' },
  });
