/**
 * Serving a built site folder (Astro output) as static files: safe path resolution, clean URLs, content types,
 * cache headers, conditional GETs and the folder's own 404 page. Node only.
 *
 * A site build never changes once it is written (a publish builds a new folder and swaps it in), so what a path
 * resolves to, the file's strong ETag, and — for files up to `MEMORY_FILE_MAX` — its bytes are looked up once and
 * kept (bounded, least recently used out). Text files are compressed at build time (`precompress.ts` writes
 * `x.br` and `x.gz` beside `x`); the encoding the client prefers is sent as it is, nothing is compressed per
 * request. A folder without those files (an older build) has its small text files compressed once, on first use.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { findRedirect, isSiteConfigPath } from './redirects.ts';
import { siteHeaders } from './site-headers.ts';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

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

  const candidates = segments.length === 0 || pathname.endsWith('/') ? [join(target, 'index.html')] : [target, join(target, 'index.html'), `${target}.html`];
  for (const candidate of candidates) {
    if (await fileStat(candidate)) return candidate;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Encodings

export type Encoding = 'br' | 'gzip';

/** Encodings of a file, in the order they are preferred, and the suffix of their precompressed files. */
export const ENCODINGS: readonly { encoding: Encoding; suffix: string }[] = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

/** Files smaller than this are sent as they are (compression would save less than a packet). */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Pagefind's index files (its WebAssembly, index metadata, chunks and fragments): gzip streams already, written so
 * by Pagefind. They are sent as they are, and labelled `Content-Encoding: gzip` to clients that accept it, so the
 * browser inflates them natively instead of Pagefind's script (it reads both).
 */
const PAGEFIND_GZIPPED = /\.(?:pagefind|pf_meta|pf_index|pf_fragment)$/i;

/** Whether `bytes` start like a gzip stream. */
function isGzip(bytes: Buffer): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

/** Content types worth compressing. */
const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:json|javascript|xml|atom\+xml|rss\+xml|manifest\+json|ld\+json)|image\/svg\+xml)/i;

export function isCompressibleType(contentType: string): boolean {
  return COMPRESSIBLE_TYPE.test(contentType);
}

/** The encodings `acceptEncoding` admits with a non-zero quality (`*` admits both); identity is always possible. */
export function acceptedEncodings(acceptEncoding: string | null | undefined): Set<Encoding> {
  const accepted = new Set<Encoding>();
  if (!acceptEncoding) return accepted;
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [coding, ...params] = part
      .trim()
      .split(';')
      .map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    if (coding === 'br') accepted.add('br');
    else if (coding === 'gzip' || coding === 'x-gzip') accepted.add('gzip');
    else if (coding === '*') {
      accepted.add('br');
      accepted.add('gzip');
    }
  }
  return accepted;
}

// ---------------------------------------------------------------------------------------------------------------
// Looked-up files

/** Files up to this size are kept in memory (with their encodings); larger ones stream from disk. */
export const MEMORY_FILE_MAX = 512 * 1024;
/** Bytes of file content kept in memory at most, over every site folder. */
const MEMORY_TOTAL_MAX = 96 * 1024 * 1024;
/** Resolved paths and file entries kept at most. */
const ENTRIES_MAX = 20_000;

interface Representation {
  /** The bytes, when kept in memory. */
  body?: Buffer;
  /** Otherwise the file to stream. */
  path?: string;
  size: number;
  etag: string;
}

interface StaticEntry {
  filePath: string;
  contentType: string;
  lastModified: string;
  identity: Representation;
  encoded: Partial<Record<Encoding, Representation>>;
  /** Bytes held in memory (for the cache bound). */
  memory: number;
}

/** A tiny least-recently-used map. */
class Lru<V> {
  #map = new Map<string, V>();
  readonly max: number;
  constructor(max: number) {
    this.max = max;
  }
  get(key: string): V | undefined {
    const value = this.#map.get(key);
    if (value !== undefined) {
      this.#map.delete(key);
      this.#map.set(key, value);
    }
    return value;
  }
  set(key: string, value: V, onEvict?: (value: V) => void): void {
    this.#map.delete(key);
    this.#map.set(key, value);
    while (this.#map.size > this.max) {
      const [oldKey, oldValue] = this.#map.entries().next().value!;
      this.#map.delete(oldKey);
      onEvict?.(oldValue);
    }
  }
  delete(key: string): void {
    this.#map.delete(key);
  }
  /** Oldest first. */
  keys(): IterableIterator<string> {
    return this.#map.keys();
  }
  get size(): number {
    return this.#map.size;
  }
}

/** `root` + URL path → the file that answers it (null: none). */
const resolved = new Lru<Promise<string | null>>(ENTRIES_MAX);
/** File path → its entry. */
const entries = new Lru<Promise<StaticEntry | null>>(ENTRIES_MAX);
const memoryOf = new Map<string, number>();
let memoryTotal = 0;

function forgetMemory(filePath: string): void {
  memoryTotal -= memoryOf.get(filePath) ?? 0;
  memoryOf.delete(filePath);
}

/** A strong ETag of some bytes: their SHA-256, shortened. */
function contentTag(bytes: Buffer, suffix = ''): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}${suffix}"`;
}

async function readIfExists(path: string): Promise<{ bytes: Buffer | null; size: number } | null> {
  const info = await fileStat(path);
  if (!info) return null;
  return { bytes: info.size <= MEMORY_FILE_MAX ? await readFile(path) : null, size: info.size };
}

async function loadEntry(filePath: string): Promise<StaticEntry | null> {
  const info = await fileStat(filePath);
  if (!info) return null;
  const contentType = contentTypeFor(filePath);
  const compressible = isCompressibleType(contentType) && info.size >= COMPRESS_MIN_BYTES;
  const entry: StaticEntry = {
    filePath,
    contentType,
    lastModified: new Date(info.mtimeMs).toUTCString(),
    identity: { path: filePath, size: info.size, etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"` },
    encoded: {},
    memory: 0,
  };
  if (info.size <= MEMORY_FILE_MAX) {
    const body = await readFile(filePath);
    const tag = contentTag(body);
    entry.identity = { body, size: body.byteLength, etag: tag };
    entry.memory += body.byteLength;
    if (PAGEFIND_GZIPPED.test(filePath) && isGzip(body)) entry.encoded.gzip = { body, size: body.byteLength, etag: `${tag.slice(0, -1)}-gzip"` };
    if (compressible) {
      for (const { encoding, suffix } of ENCODINGS) {
        const stored = await readIfExists(filePath + suffix);
        const bytes = stored?.bytes ?? (stored ? null : await compressOnce(body, encoding));
        if (bytes && bytes.byteLength < body.byteLength) {
          entry.encoded[encoding] = { body: bytes, size: bytes.byteLength, etag: `${tag.slice(0, -1)}-${encoding}"` };
          entry.memory += bytes.byteLength;
        } else if (stored && !stored.bytes) {
          entry.encoded[encoding] = { path: filePath + suffix, size: stored.size, etag: `${tag.slice(0, -1)}-${encoding}"` };
        }
      }
    }
  } else if (compressible) {
    for (const { encoding, suffix } of ENCODINGS) {
      const stored = await fileStat(filePath + suffix);
      if (stored) entry.encoded[encoding] = { path: filePath + suffix, size: stored.size, etag: `${entry.identity.etag.slice(0, -1)}-${encoding}"` };
    }
  }
  return entry;
}

/** A text file of a folder built without precompressed files: compressed once, kept with the entry. */
async function compressOnce(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } })
    : gzip(body, { level: 9 });
}

function cachedEntry(filePath: string): Promise<StaticEntry | null> {
  const hit = entries.get(filePath);
  if (hit) return hit;
  const loading = loadEntry(filePath);
  entries.set(filePath, loading, () => forgetMemory(filePath));
  loading.then(
    (entry) => {
      if (!entry || entries.get(filePath) !== loading) return;
      memoryOf.set(filePath, entry.memory);
      memoryTotal += entry.memory;
      // Over the memory bound: drop the least recently used entries (they are read again when asked).
      for (const key of [...entries.keys()]) {
        if (memoryTotal <= MEMORY_TOTAL_MAX) break;
        if (key === filePath) continue;
        entries.delete(key);
        forgetMemory(key);
      }
    },
    () => entries.delete(filePath),
  );
  return loading;
}

function cachedResolve(root: string, pathname: string): Promise<string | null> {
  const key = `${root}\0${pathname}`;
  const hit = resolved.get(key);
  if (hit) return hit;
  const finding = resolveStaticFile(root, pathname);
  resolved.set(key, finding);
  finding.catch(() => resolved.delete(key));
  return finding;
}

// ---------------------------------------------------------------------------------------------------------------
// Answers

/** What to send for a static request: status, headers and the body (bytes, a file to stream, or none). */
export interface StaticAnswer {
  status: number;
  headers: Record<string, string>;
  body?: Buffer;
  /** A file to stream (larger files). */
  file?: string;
}

function answerFor(
  entry: StaticEntry,
  status: number,
  cacheControl: string,
  method: string,
  acceptEncoding: string | null,
  ifNoneMatch: string | null,
): StaticAnswer {
  const compressible = Object.keys(entry.encoded).length > 0 || (isCompressibleType(entry.contentType) && entry.identity.size >= COMPRESS_MIN_BYTES);
  const accepted = acceptedEncodings(acceptEncoding);
  let encoding: Encoding | null = null;
  for (const { encoding: candidate } of ENCODINGS) {
    if (accepted.has(candidate) && entry.encoded[candidate]) {
      encoding = candidate;
      break;
    }
  }
  const representation = encoding ? entry.encoded[encoding]! : entry.identity;
  const headers: Record<string, string> = {
    'content-type': entry.contentType,
    'cache-control': cacheControl,
    'last-modified': entry.lastModified,
    etag: representation.etag,
    'x-content-type-options': 'nosniff',
  };
  if (compressible) headers.vary = 'Accept-Encoding';
  if (encoding) headers['content-encoding'] = encoding;
  if (status === 200 && ifNoneMatch && etagMatches(ifNoneMatch, representation.etag)) return { status: 304, headers };
  headers['content-length'] = String(representation.size);
  if (method === 'HEAD') return { status, headers };
  return representation.body ? { status, headers, body: representation.body } : { status, headers, file: representation.path! };
}

/** `If-None-Match` (a list, `*`, weak or strong tags) against a strong tag, compared weakly as RFC 9110 says. */
function etagMatches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

const NOT_FOUND_TEXT: StaticAnswer = {
  status: 404,
  headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' },
  body: Buffer.from('Not found'),
};
const METHOD_NOT_ALLOWED: StaticAnswer = {
  status: 405,
  headers: { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' },
  body: Buffer.from('Method not allowed'),
};

export interface StaticRequest {
  method: string;
  /** The URL path, still percent-encoded. */
  pathname: string;
  /** The query string (`?a=b`, or empty), kept by redirects. */
  search?: string;
  acceptEncoding?: string | null;
  ifNoneMatch?: string | null;
  /** The site is served over https (HSTS). */
  https?: boolean;
}

/**
 * What answers a GET or HEAD for a file of the site folder `root`; a path its `_redirects` file names gets that
 * redirect; other unknown paths get the folder's `404.html` (404). Every answer carries the security headers the
 * folder's `_headers` file gives its path (as Workers Static Assets applies them on Cloudflare).
 */
export async function lookupStatic(root: string, request: StaticRequest): Promise<StaticAnswer> {
  // A conditional request is answered afresh (it may get a 304); any other repeats one of a few variants.
  const key = request.ifNoneMatch ? null : `${root}\0${request.https ? 's' : ''}\0${request.method}\0${request.acceptEncoding ?? ''}\0${request.pathname}`;
  const hit = key ? answers.get(key) : undefined;
  if (hit) return hit;
  const answer = await lookupFile(root, request);
  const security = await siteHeaders(root, request.pathname, { https: request.https ?? false });
  const whole = { ...answer, headers: { ...security, ...answer.headers } };
  if (key && whole.status === 200 && !whole.file && (whole.body?.byteLength ?? 0) <= ANSWER_BODY_MAX) {
    if (answers.size >= ANSWERS_MAX) answers.delete(answers.keys().next().value!);
    answers.set(key, whole);
  }
  return whole;
}

/**
 * Whole answers (headers and bytes) of small files, by site folder, scheme, method, `Accept-Encoding` and path: a
 * page asked for again, the usual case, is one map lookup. A site folder never changes once built (a publish
 * serves a new one), so they never go stale; the oldest go first past `ANSWERS_MAX`.
 */
const answers = new Map<string, StaticAnswer>();
const ANSWERS_MAX = 512;
/** Bytes of one remembered answer at most (the compressed pages and assets are far below it). */
const ANSWER_BODY_MAX = 64 * 1024;

async function lookupFile(root: string, { method, pathname, search = '', acceptEncoding = null, ifNoneMatch = null }: StaticRequest): Promise<StaticAnswer> {
  if (method !== 'GET' && method !== 'HEAD') return METHOD_NOT_ALLOWED;
  const filePath = isSiteConfigPath(pathname) ? null : await cachedResolve(root, pathname);
  const entry = filePath ? await cachedEntry(filePath) : null;
  if (entry && pathname !== '/' && pathname.endsWith('/')) {
    // Pages live at /<path> (their canonical link, the sitemap, every link): /<path>/ redirects there, as Workers
    // Static Assets do with `html_handling = "drop-trailing-slash"` (wrangler.toml).
    return { status: 307, headers: { location: `${pathname.replace(/\/+$/, '')}${search}`, 'cache-control': 'public, max-age=300' } };
  }
  if (entry) return answerFor(entry, 200, cacheControlFor(pathname, entry.filePath), method, acceptEncoding, ifNoneMatch);

  // Not a file: maybe an earlier link the site's `_redirects` moves elsewhere.
  const redirect = await findRedirect(root, new URL(`${pathname}${search}`, 'http://site'));
  if (redirect) return { status: redirect.status, headers: { location: redirect.location, 'cache-control': 'public, max-age=300' } };

  const notFound = await cachedEntry(join(resolve(root), '404.html'));
  if (notFound) return answerFor(notFound, 404, 'no-cache', method, acceptEncoding, null);
  return method === 'HEAD' ? { ...NOT_FOUND_TEXT, body: undefined } : NOT_FOUND_TEXT;
}

/** `lookupStatic` as a Web `Response`. */
export async function serveStatic(
  root: string,
  request: Request,
  { https = new URL(request.url).protocol === 'https:' }: { https?: boolean } = {},
): Promise<Response> {
  const url = new URL(request.url);
  const answer = await lookupStatic(root, {
    method: request.method,
    pathname: url.pathname,
    search: url.search,
    acceptEncoding: request.headers.get('accept-encoding'),
    ifNoneMatch: request.headers.get('if-none-match'),
    https,
  });
  const body = answer.body
    ? new Uint8Array(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength)
    : answer.file
      ? (Readable.toWeb(createReadStream(answer.file)) as ReadableStream<Uint8Array>)
      : null;
  return new Response(body as BodyInit | null, { status: answer.status, headers: answer.headers });
}

/** Writes a static answer to a Node response: bytes in one write, files streamed. */
export async function sendStatic(res: import('node:http').ServerResponse, answer: StaticAnswer): Promise<void> {
  res.writeHead(answer.status, answer.headers);
  if (answer.file) {
    try {
      await pipeline(createReadStream(answer.file), res);
    } catch {
      // The client went away mid-file.
    }
    return;
  }
  res.end(answer.body);
}
