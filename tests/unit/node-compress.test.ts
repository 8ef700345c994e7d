/** Which answers the embedded server gzips. */
import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SharedCompressedCache, acceptsGzip, sharedEncoding, shouldCompress } from '../../edge/node/compress.ts';

const answer = (type: string, headers: Record<string, string> = {}, status = 200) =>
  new Response('x'.repeat(4096), { status, headers: { 'content-type': type, ...headers } });

describe('compression rules', () => {
  it('reads Accept-Encoding with its quality values', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });

  it('compresses text, JSON, scripts, XML and SVG only', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'text/css',
      'text/javascript',
      'application/json',
      'application/xml',
      'application/atom+xml',
      'image/svg+xml',
    ]) {
      expect(shouldCompress(answer(type), 'GET', 'gzip')).toBe(true);
    }
    for (const type of ['application/pdf', 'application/zip', 'image/png', 'application/octet-stream', 'application/wasm']) {
      expect(shouldCompress(answer(type), 'GET', 'gzip')).toBe(false);
    }
  });

  it('leaves HEAD, empty, partial, already encoded, no-transform and small answers alone', () => {
    expect(shouldCompress(answer('text/html'), 'HEAD', 'gzip')).toBe(false);
    expect(shouldCompress(new Response(null, { status: 304, headers: { 'content-type': 'text/html' } }), 'GET', 'gzip')).toBe(false);
    expect(shouldCompress(answer('text/html', {}, 206), 'GET', 'gzip')).toBe(false);
    expect(shouldCompress(answer('text/html', { 'content-encoding': 'br' }), 'GET', 'gzip')).toBe(false);
    expect(shouldCompress(answer('text/html', { 'cache-control': 'public, no-transform' }), 'GET', 'gzip')).toBe(false);
    expect(shouldCompress(answer('text/html', { 'content-length': '200' }), 'GET', 'gzip')).toBe(false);
  });
});

describe('shared answers', () => {
  it('are sent with Brotli to clients that accept it, else gzip, else as they are', () => {
    const json = answer('application/json');
    expect(sharedEncoding(json, 'GET', 'gzip, deflate, br')).toBe('br');
    expect(sharedEncoding(json, 'GET', 'br;q=0, gzip')).toBe('gzip');
    expect(sharedEncoding(json, 'GET', 'gzip')).toBe('gzip');
    expect(sharedEncoding(json, 'GET', 'identity')).toBeNull();
    expect(sharedEncoding(json, 'GET', undefined)).toBeNull();
    expect(sharedEncoding(json, 'HEAD', 'br')).toBeNull();
    expect(sharedEncoding(answer('application/pdf'), 'GET', 'br')).toBeNull();
  });

  it('are compressed once per ETag and encoding, and decode to the same bytes', async () => {
    const cache = new SharedCompressedCache();
    const body = new TextEncoder().encode(JSON.stringify({ entries: Array.from({ length: 2000 }, (_, i) => ({ id: i, text: `entry ${i}` })) }));
    let reads = 0;
    const read = async () => {
      reads++;
      return body;
    };
    const br = cache.get('"v1"', 'br', read);
    const brAgain = cache.get('"v1"', 'br', read);
    const gz = cache.get('"v1"', 'gzip', read);
    expect([br.hit, brAgain.hit, gz.hit]).toEqual([false, true, false]);
    expect(reads).toBe(2);
    expect(Buffer.from(brotliDecompressSync(await br.bytes))).toEqual(Buffer.from(body));
    expect(Buffer.from(gunzipSync(await gz.bytes))).toEqual(Buffer.from(body));
    expect((await br.bytes).byteLength).toBeLessThan((await gz.bytes).byteLength);
    expect(await brAgain.bytes).toBe(await br.bytes);
  });

  it('keep at most their byte budget, the least recently used going first', async () => {
    const cache = new SharedCompressedCache(1);
    const read = async () => new TextEncoder().encode('x'.repeat(4096));
    await cache.get('"a"', 'gzip', read).bytes;
    await cache.get('"b"', 'gzip', read).bytes;
    expect(cache.get('"b"', 'gzip', read).hit).toBe(true);
    expect(cache.get('"a"', 'gzip', read).hit).toBe(false);
  });
});
