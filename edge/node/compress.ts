/**
 * Response compression for the embedded Node server, as a CDN would do it in front of the Worker: text answers
 * (pages, stylesheets, scripts, JSON, XML, SVG) are sent gzip-encoded to clients that accept it. Already compressed
 * formats (images, PDFs, zips, Pagefind's index files) and small bodies go as they are. ETags are left unchanged:
 * the admin sends them back in `If-Match`, and they name the content, not its encoding.
 */
import { createGzip, constants } from 'node:zlib';
import type { Transform } from 'node:stream';

/** Bodies smaller than this are not worth compressing (the gzip header and a round of CPU cost more). */
export const COMPRESS_MIN_BYTES = 1024;

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|atom\+xml|rss\+xml|manifest\+json|ld\+json|problem\+json)|image\/svg\+xml)/i;

/** Whether `acceptEncoding` admits gzip (`gzip`, `gzip;q=0.5`, `*`; not `gzip;q=0`). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [coding, ...params] = part.trim().split(';').map((s) => s.trim());
    if (coding !== 'gzip' && coding !== 'x-gzip' && coding !== '*') continue;
    const q = params.find((p) => p.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) return true;
  }
  return false;
}

/** Whether a response should be gzip-encoded for a client sending `acceptEncoding`. */
export function shouldCompress(response: Response, method: string, acceptEncoding: string | undefined): boolean {
  if (method === 'HEAD' || !response.body) return false;
  if (response.status < 200 || response.status === 204 || response.status === 206 || response.status === 304) return false;
  const headers = response.headers;
  if (headers.has('content-encoding')) return false;
  if (/\bno-transform\b/i.test(headers.get('cache-control') ?? '')) return false;
  if (!COMPRESSIBLE.test(headers.get('content-type') ?? '')) return false;
  const length = headers.get('content-length');
  if (length !== null && Number(length) < COMPRESS_MIN_BYTES) return false;
  return acceptsGzip(acceptEncoding);
}

/** A gzip stream that flushes what it has when its input pauses (streamed answers keep arriving promptly). */
export function gzipStream(): Transform {
  return createGzip({ level: 6, flush: constants.Z_SYNC_FLUSH });
}
