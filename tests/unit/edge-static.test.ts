import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveStaticFile, safeSegments, serveStatic } from '../../edge/node/static.ts';

let parent: string;
let root: string;

beforeAll(() => {
  parent = mkdtempSync(join(tmpdir(), 'glasshouse-static-'));
  root = join(parent, 'site');
  mkdirSync(join(root, 'security'), { recursive: true });
  mkdirSync(join(root, '_astro'), { recursive: true });
  mkdirSync(join(root, 'docs'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(root, 'security', 'index.html'), '<h1>Security</h1>');
  writeFileSync(join(root, 'privacy.html'), '<h1>Privacy</h1>');
  writeFileSync(join(root, '404.html'), '<h1>Page not found</h1>');
  writeFileSync(join(root, '_astro', 'app.1a2b3c.js'), 'console.log(1)');
  writeFileSync(join(root, 'docs', 'logo.svg'), '<svg/>');
  writeFileSync(join(root, '.env'), 'SECRET=hidden');
  writeFileSync(join(parent, 'secret.txt'), 'TOP SECRET');
});
afterAll(() => {
  rmSync(parent, { recursive: true, force: true });
});

function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return serveStatic(root, new Request(`http://localhost${path}`, { method, headers }));
}

describe('resolveStaticFile', () => {
  it('maps clean URLs to index.html or .html files', async () => {
    expect(await resolveStaticFile(root, '/')).toBe(join(root, 'index.html'));
    expect(await resolveStaticFile(root, '/security')).toBe(join(root, 'security', 'index.html'));
    expect(await resolveStaticFile(root, '/security/')).toBe(join(root, 'security', 'index.html'));
    expect(await resolveStaticFile(root, '/privacy')).toBe(join(root, 'privacy.html'));
    expect(await resolveStaticFile(root, '/docs/logo.svg')).toBe(join(root, 'docs', 'logo.svg'));
    expect(await resolveStaticFile(root, '/docs')).toBeNull();
    expect(await resolveStaticFile(root, '/missing')).toBeNull();
  });

  it('refuses paths that leave the folder or name hidden files', async () => {
    for (const path of [
      '/../secret.txt',
      '/..%2fsecret.txt',
      '/security/..%2F..%2Fsecret.txt',
      '/%2e%2e/secret.txt',
      '/..\\secret.txt',
      '/.env',
      '/a%00b',
      '/%E0%A4%A',
    ]) {
      expect(await resolveStaticFile(root, path), path).toBeNull();
    }
    expect(safeSegments('/.well-known/security.txt')).toEqual(['.well-known', 'security.txt']);
  });
});

describe('serveStatic', () => {
  it('serves index.html for / with an HTML type and a revalidating cache policy', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(await res.text()).toBe('<h1>Home</h1>');
  });

  it('caches hashed /_astro/ assets for a year', async () => {
    const res = await get('/_astro/app.1a2b3c.js');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('console.log(1)');
  });

  it('gives the type of other files', async () => {
    const res = await get('/docs/logo.svg');
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-length')).toBe('6');
  });

  it('serves a page at its address without a trailing slash, and redirects the one with it there (as Workers Static Assets do)', async () => {
    const page = await get('/security');
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('<h1>Security</h1>');
    const slashed = await get('/security/?tab=2');
    expect(slashed.status).toBe(307);
    expect(slashed.headers.get('location')).toBe('/security?tab=2');
    expect((await get('/')).status).toBe(200);
  });

  it('answers unknown paths with the folder 404.html and status 404', async () => {
    const res = await get('/nope');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('<h1>Page not found</h1>');
  });

  it('never serves a file outside the folder', async () => {
    const res = await get('/..%2fsecret.txt');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('TOP SECRET');
    const hidden = await get('/.env');
    expect(await hidden.text()).not.toContain('SECRET=hidden');
  });

  it('answers a matching If-None-Match with 304', async () => {
    const first = await get('/');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const second = await get('/', { 'if-none-match': etag });
    expect(second.status).toBe(304);
    expect(await second.text()).toBe('');
  });

  it('gives a strong ETag and caches the file: the same tag on every request', async () => {
    const first = await get('/security');
    const second = await get('/security');
    expect(first.headers.get('etag')).toMatch(/^"[^"]+"$/);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(await second.text()).toBe('<h1>Security</h1>');
  });

  it('sends a large text file in the encoding the client prefers, each with its own ETag', async () => {
    const text = `body{color:red}${'.a{margin:0}'.repeat(500)}`;
    writeFileSync(join(root, '_astro', 'big.9f8e7d.css'), text);
    const br = await get('/_astro/big.9f8e7d.css', { 'accept-encoding': 'gzip, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString('utf8')).toBe(text);
    const gz = await get('/_astro/big.9f8e7d.css', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8')).toBe(text);
    const plain = await get('/_astro/big.9f8e7d.css', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(text);
    expect(new Set([br.headers.get('etag'), gz.headers.get('etag'), plain.headers.get('etag')]).size).toBe(3);
    const revalidated = await get('/_astro/big.9f8e7d.css', { 'accept-encoding': 'gzip', 'if-none-match': `W/${gz.headers.get('etag')}` });
    expect(revalidated.status).toBe(304);
  });

  it("sends Pagefind's gzip files as they are, labelled gzip to clients that take it, so the browser inflates them", async () => {
    mkdirSync(join(root, 'pagefind', 'fragment'), { recursive: true });
    const fragment = gzipSync('pagefind_dcd{"url":"/","content":"Encryption at rest"}');
    writeFileSync(join(root, 'pagefind', 'fragment', 'en_1a2b3c.pf_fragment'), fragment);
    const gz = await get('/pagefind/fragment/en_1a2b3c.pf_fragment', { 'accept-encoding': 'gzip, br' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('vary')).toBe('Accept-Encoding');
    expect(Buffer.from(await gz.arrayBuffer())).toEqual(fragment);
    // A client that takes no gzip gets the same bytes as an opaque file (Pagefind's script inflates them itself).
    const raw = await get('/pagefind/fragment/en_1a2b3c.pf_fragment', { 'accept-encoding': 'identity' });
    expect(raw.headers.get('content-encoding')).toBeNull();
    expect(raw.headers.get('content-type')).toBe('application/octet-stream');
    expect(Buffer.from(await raw.arrayBuffer())).toEqual(fragment);
    expect(raw.headers.get('etag')).not.toBe(gz.headers.get('etag'));
    // A file of the index that is not gzip (none is, but the label must never lie) goes unlabelled.
    writeFileSync(join(root, 'pagefind', 'fragment', 'en_4d5e6f.pf_fragment'), 'pagefind_dcd{}');
    expect((await get('/pagefind/fragment/en_4d5e6f.pf_fragment', { 'accept-encoding': 'gzip' })).headers.get('content-encoding')).toBeNull();
  });

  it("follows the folder's _redirects for paths that are no file, keeping the query, and never serves the file itself", async () => {
    writeFileSync(join(root, '_redirects'), '/product/old /product/new 301\n');
    const moved = await get('/product/old?x=1');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/product/new?x=1');
    expect((await get('/_redirects')).status).toBe(404);
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await get('/', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String('<h1>Home</h1>'.length));
    expect(await head.text()).toBe('');
    const post = await get('/', {}, 'POST');
    expect(post.status).toBe(405);
  });
});
