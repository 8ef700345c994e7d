/**
 * `/trust.json`: the public view of the published snapshot as JSON (what an anonymous visitor may see,
 * including `organization.id` for the edge API paths). Prerendered into the static build.
 */
import type { APIRoute } from 'astro';
import { portal } from '../lib/snapshot.ts';

/** The public key of the signed documents manifest (`documentsManifest`), when the build signs one. */
const documentsManifest = process.env.GLASSHOUSE_MANIFEST_TRUST ? (JSON.parse(process.env.GLASSHOUSE_MANIFEST_TRUST) as unknown) : undefined;

export const GET: APIRoute = () =>
  new Response(JSON.stringify(documentsManifest ? { ...portal, documentsManifest } : portal), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
