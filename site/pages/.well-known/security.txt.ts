/** `/.well-known/security.txt` (RFC 9116) from the public view: Contact, Expires a year after the build, Canonical. */
import type { APIRoute } from 'astro';
import { securityTxt } from '../../lib/machine-readable.ts';
import { portal } from '../../lib/snapshot.ts';

export const GET: APIRoute = ({ site }) =>
  new Response(securityTxt(portal, { site: site!, now: Date.now() }), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
