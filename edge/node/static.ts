/**
 * Serving a built site folder (Astro output) as static files: safe path resolution, clean URLs, content types,
 * cache headers, conditional GETs and the folder's own 404 page. Node only.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { findRedirect, isSiteConfigPath } from './redirects.ts';

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.wasm': 'application/wasm',
  '.pagefind': 'application/octet-stream',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
};

export function contentTypeFor(filePath: string): string {
  return CONTENT_TYPES[extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * `/_astro/*` files carry a content hash in their name: cached for a year. HTML is revalidated on every visit so a
 * publish shows at once; other files (images, search index) are kept briefly.
 */
export function cacheControlFor(urlPath: string, filePath: string): string {
  if (urlPath.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (/\.html?$/i.test(filePath)) return 'public, max-age=0, must-revalidate';
  return 'public, max-age=60';
}

/**
 * The URL path's segments, decoded, or `null` when the path tries to leave the folder (`..`, encoded slashes or
 * backslashes, NUL) or names a hidden file (other than `/.well-known/`).
 */
export function safeSegments(pathname: string): string[] | null {
  const segments: string[] = [];
  for (const raw of pathname.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) return null;
    if (segment.startsWith('.') && !(segments.length === 0 && segment === '.well-known')) return null;
    segments.push(segment);
  }
  return segments;
}

async function fileStat(path: string) {
  try {
    const info = await stat(path);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

/**
 * The file that answers `pathname` in `root`, or `null`: `/` → `index.html`; `/x/` → `x/index.html`;
 * `/x` → `x`, else `x/index.html`, else `x.html`. Never a path outside `root`.
 */
export async function resolveStaticFile(root: string, pathname: string): Promise<string | null> {
  const segments = safeSegments(pathname);
  if (!segments) return null;
  const base = resolve(root);
  const target = resolve(base, ...segments);
  if (target !== base && !target.startsWith(base + sep)) return null;

  const candidates =
    segments.length === 0 || pathname.endsWith('/')
      ? [join(target, 'index.html')]
      : [target, join(target, 'index.html'), `${target}.html`];
  for (const candidate of candidates) {
    if (await fileStat(candidate)) return candidate;
  }
  return null;
}

function fileResponse(request: Request, filePath: string, info: { size: number; mtimeMs: number }, status: number, cacheControl: string): Response {
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const headers = new Headers({
    'content-type': contentTypeFor(filePath),
    'cache-control': cacheControl,
    'last-modified': new Date(info.mtimeMs).toUTCString(),
    etag,
    'x-content-type-options': 'nosniff',
  });
  if (status === 200 && request.headers.get('if-none-match')?.split(/\s*,\s*/).includes(etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set('content-length', String(info.size));
  if (request.method === 'HEAD') return new Response(null, { status, headers });
  const body = Readable.toWeb(createReadStream(filePath)) as ReadableStream<Uint8Array>;
  return new Response(body, { status, headers });
}

/**
 * Answers a GET or HEAD for a file of the site folder `root`; a path its `_redirects` file names gets that redirect;
 * other unknown paths get the folder's `404.html` (status 404).
 */
export async function serveStatic(root: string, request: Request): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' } });
  }
  const url = new URL(request.url);
  const { pathname } = url;
  const filePath = isSiteConfigPath(pathname) ? null : await resolveStaticFile(root, pathname);
  const info = filePath ? await fileStat(filePath) : null;
  if (filePath && info) return fileResponse(request, filePath, info, 200, cacheControlFor(pathname, filePath));

  // Not a file: maybe an earlier link the site's `_redirects` moves elsewhere.
  const redirect = await findRedirect(root, url);
  if (redirect) return new Response(null, { status: redirect.status, headers: { location: redirect.location, 'cache-control': 'public, max-age=300' } });

  const notFoundPage = join(resolve(root), '404.html');
  const notFoundInfo = await fileStat(notFoundPage);
  if (notFoundInfo) return fileResponse(request, notFoundPage, notFoundInfo, 404, 'no-cache');
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' } });
}
