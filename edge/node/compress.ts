/**
 * Response compression for the embedded Node server, as a CDN would do it in front of the Worker: text answers
 * (pages, stylesheets, scripts, JSON, XML, SVG) are sent gzip-encoded to clients that accept it; large answers
 * shared by many requests are compressed once, with Brotli for clients that accept it. Already compressed
 * formats (images, PDFs, zips, Pagefind's index files) and small bodies go as they are. ETags are left unchanged:
 * the admin sends them back in `If-Match`, and they name the content, not its encoding.
 */
import { brotliCompress, createGzip, constants, gzip } from 'node:zlib';
import type { Transform } from 'node:stream';
import { promisify } from 'node:util';
import { acceptedEncodings, type Encoding } from './static.ts';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Bodies smaller than this are not worth compressing (the gzip header and a round of CPU cost more). */
export const COMPRESS_MIN_BYTES = 1024;

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|atom\+xml|rss\+xml|manifest\+json|ld\+json|problem\+json)|image\/svg\+xml)/i;

/** Whether `acceptEncoding` admits gzip (`gzip`, `gzip;q=0.5`, `*`; not `gzip;q=0`). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return acceptedEncodings(acceptEncoding).has('gzip');
}

/** Whether a response should be gzip-encoded for a client sending `acceptEncoding`. */
export function shouldCompress(response: Response, method: string, acceptEncoding: string | undefined): boolean {
  return compressible(response, method) && acceptsGzip(acceptEncoding);
}

/**
 * The encoding of a shared answer (`SharedCompressedCache`) for a client sending `acceptEncoding`: Brotli when it
 * accepts it (every current browser; a fifth smaller than gzip for the same work, done once), else gzip, else none.
 */
export function sharedEncoding(response: Response, method: string, acceptEncoding: string | undefined): Encoding | null {
  if (!compressible(response, method)) return null;
  const accepted = acceptedEncodings(acceptEncoding);
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

/** Whether a response is worth compressing at all (whatever the client accepts). */
function compressible(response: Response, method: string): boolean {
  if (method === 'HEAD' || !response.body) return false;
  if (response.status < 200 || response.status === 204 || response.status === 206 || response.status === 304) return false;
  const headers = response.headers;
  if (headers.has('content-encoding')) return false;
  if (/\bno-transform\b/i.test(headers.get('cache-control') ?? '')) return false;
  if (!COMPRESSIBLE.test(headers.get('content-type') ?? '')) return false;
  const length = headers.get('content-length');
  return length === null || Number(length) >= COMPRESS_MIN_BYTES;
}

/** The gzip form of a whole body (compressed off the main thread). */
export function gzipBytes(bytes: Uint8Array): Promise<Buffer> {
  return gzipAsync(bytes, { level: 6 });
}

/** A gzip stream that flushes what it has when its input pauses (streamed answers keep arriving promptly). */
export function gzipStream(): Transform {
  return createGzip({ level: 6, flush: constants.Z_SYNC_FLUSH });
}

/** Bytes of compressed shared answers kept at most (`SharedCompressedCache`). */
const SHARED_COMPRESSED_MAX_BYTES = 64 * 1024 * 1024;
/** Brotli's quality for shared answers: about gzip's time (30 ms for 2.7 MB of JSON), a fifth fewer bytes. */
const SHARED_BROTLI_QUALITY = 6;

/** The `encoding` form of a whole body (compressed off the main thread). */
function compressed(bytes: Uint8Array, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: SHARED_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } })
    : gzipAsync(bytes, { level: 6 });
}

/**
 * Compressed forms (Brotli, gzip) of answers whose strong ETag names their bytes exactly
 * (`edge/services/revisions/shared-response.ts`), so the same megabytes of JSON sent to many requests are compressed
 * once per encoding. Least recently used out, bounded in bytes; requests arriving while the first one compresses
 * wait for it.
 */
export class SharedCompressedCache {
  #entries = new Map<string, Promise<Buffer>>();
  #sizes = new Map<string, number>();
  #bytes = 0;
  readonly maxBytes: number;
  constructor(maxBytes = SHARED_COMPRESSED_MAX_BYTES) {
    this.maxBytes = maxBytes;
  }

  /** The `encoding` form of the answer named `etag`, compressing `read()` once when it is not kept yet. */
  get(etag: string, encoding: Encoding, read: () => Promise<Uint8Array>): { bytes: Promise<Buffer>; hit: boolean } {
    const key = `${encoding} ${etag}`;
    const hit = this.#entries.get(key);
    if (hit) {
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return { bytes: hit, hit: true };
    }
    const bytes = read().then((raw) => compressed(raw, encoding));
    this.#entries.set(key, bytes);
    bytes.then(
      (done) => {
        if (this.#entries.get(key) !== bytes) return;
        this.#sizes.set(key, done.byteLength);
        this.#bytes += done.byteLength;
        for (const oldest of this.#entries.keys()) {
          if (this.#bytes <= this.maxBytes || oldest === key) break;
          this.#forget(oldest);
        }
      },
      () => this.#forget(key),
    );
    return { bytes, hit: false };
  }

  #forget(key: string): void {
    this.#entries.delete(key);
    this.#bytes -= this.#sizes.get(key) ?? 0;
    this.#sizes.delete(key);
  }
}
