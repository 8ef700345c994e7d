/** `/robots.txt`: crawl everything public; the sitemap's address. */
import type { APIRoute } from 'astro';
import { robotsTxt } from '../lib/machine-readable.ts';

export const GET: APIRoute = ({ site }) => new Response(robotsTxt(site!), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
