/** `/sitemap.xml`: home, product and item pages of the public view. */
import type { APIRoute } from 'astro';
import { sitemapPaths, sitemapXml } from '../lib/machine-readable.ts';
import { portal } from '../lib/snapshot.ts';

export const GET: APIRoute = ({ site }) =>
  new Response(sitemapXml(sitemapPaths(portal), site!), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
