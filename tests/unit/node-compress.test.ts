/** Which answers the embedded server gzips. */
import { describe, expect, it } from 'vitest';
import { acceptsGzip, shouldCompress } from '../../edge/node/compress.ts';

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
