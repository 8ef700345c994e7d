/**
 * `/trust.json`: the public view of the published snapshot as JSON (what an anonymous visitor may see,
 * including `organization.id` for the edge API paths). Prerendered into the static build.
 */
import type { APIRoute } from 'astro';
import { portal } from '../lib/snapshot.ts';

export const GET: APIRoute = () =>
  new Response(JSON.stringify(portal), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
