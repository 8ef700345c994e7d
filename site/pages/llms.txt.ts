/** `/llms.txt`: the public trust center as one Markdown document (https://llmstxt.org). */
import type { APIRoute } from 'astro';
import { llmsTxt } from '../lib/machine-readable.ts';
import { portal, portalTitle } from '../lib/snapshot.ts';

export const GET: APIRoute = ({ site }) =>
  new Response(llmsTxt(portal, { site: site!, portalTitle }), { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
