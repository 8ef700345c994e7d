import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { organizations } from '../../edge/db/schema.ts';
import { startNodeServer, type RunningNodeServer } from '../../edge/node/server.ts';
import { staffCookie } from './helpers/content-fixture.ts';
import { makeTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let server: RunningNodeServer | undefined;
let sites: string;
let live: Record<string, string | null>;

function makeSite(name: string, html: string): string {
  const dir = join(sites, name);
  mkdirSync(join(dir, '_astro'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), html);
  writeFileSync(join(dir, '404.html'), '<h1>Nothing here</h1>');
  writeFileSync(join(dir, '_astro', 'main.abc123.css'), 'body{}');
  return dir;
}

async function start(app: TestApp) {
  server = await startNodeServer({ port: 0, host: '127.0.0.1', deps: app.deps, siteDirFor: (slug) => live[slug] ?? null });
  return server;
}

/** A raw HTTP request with a chosen Host header (fetch does not let a caller set it). */
function rawGet(port: number, path: string, host: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeEach(async () => {
  t = await makeTestApp({ org: { id: 'org_acme', slug: 'acme', name: 'Acme', customDomains: ['trust.acme.test'] } });
  sites = mkdtempSync(join(tmpdir(), 'glasshouse-sites-'));
  live = { acme: makeSite('acme-1', '<h1>Acme v1</h1>') };
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  await t.close();
  rmSync(sites, { recursive: true, force: true });
});

describe('startNodeServer', () => {
  it('logs where it listens and serves the site and the API', async () => {
    const { url, port } = await start(t);
    expect(url).toBe(`http://localhost:${port}`);
    expect(t.logs).toContainEqual([`Glasshouse listening on http://localhost:${port}`]);

    const home = await fetch(`http://127.0.0.1:${port}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await home.text()).toBe('<h1>Acme v1</h1>');

    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    // A kept-alive connection outlives the idle timeout of a proxy in front (60 s), so none is reset under a client.
    expect(health.headers.get('keep-alive')).toBe('timeout=65');
    expect(await health.json()).toEqual({ ok: true, db: true });

    const asset = await fetch(`http://127.0.0.1:${port}/_astro/main.abc123.css`);
    expect(asset.headers.get('cache-control')).toContain('immutable');

    const missing = await fetch(`http://127.0.0.1:${port}/no/such/page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('<h1>Nothing here</h1>');
  });

  it('streams a POST body to the API', async () => {
    const { port } = await start(t);
    const res = await fetch(`http://127.0.0.1:${port}/api/share/org_acme/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'Visitor@Example.com' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(t.outbox.map((m) => m.to)).toEqual(['visitor@example.com']);
  });

  it('serves whatever build siteDirFor returns now, so a publish can swap it', async () => {
    const { port } = await start(t);
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('<h1>Acme v1</h1>');
    live.acme = makeSite('acme-2', '<h1>Acme v2</h1>');
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('<h1>Acme v2</h1>');
  });

  it('serves an organisation on its custom domain and says "Company not found" on an unknown one', async () => {
    const { port } = await start(t);
    const custom = await rawGet(port, '/', 'trust.acme.test');
    expect(custom.status).toBe(200);
    expect(custom.body).toBe('<h1>Acme v1</h1>');

    const unknown = await rawGet(port, '/', 'trust.stranger.test:8080');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    expect(unknown.body).toContain('<h1>Company not found</h1>');
    expect(unknown.body).toContain('<meta name="robots" content="noindex">');
    // A styled page of its own: nothing loaded from elsewhere.
    expect(unknown.body).not.toMatch(/<(link|script|img)\b/);
  });

  it('answers 503 while the organisation has no build yet', async () => {
    live = { acme: join(sites, 'not-built-yet') };
    const { port } = await start(t);
    const res = await fetch(`http://127.0.0.1:${port}/`);
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('has not been published yet');
  });

  it('redirects to the fallback route when no organisation exists', async () => {
    const empty = await makeTestApp({ org: false, config: { fallbackRoute: '/setup' } });
    try {
      const { port } = await start(empty);
      const res = await fetch(`http://127.0.0.1:${port}/security`, { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`http://127.0.0.1:${port}/setup`);
      // The fallback route itself does not loop.
      const fallback = await fetch(`http://127.0.0.1:${port}/setup`, { redirect: 'manual' });
      expect(fallback.status).toBe(503);
      // The API still answers.
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    } finally {
      await server?.close();
      server = undefined;
      await empty.close();
    }
  });

  it('serves the default organisation on localhost when several exist', async () => {
    await t.db.insert(organizations).values({ id: 'org_b', slug: 'bravo', name: 'Bravo', createdAt: 1 });
    live.bravo = makeSite('bravo-1', '<h1>Bravo</h1>');
    const { port } = await start(t);
    // Bravo was created first, so it is the default without a configured slug.
    expect((await rawGet(port, '/', `localhost:${port}`)).body).toBe('<h1>Bravo</h1>');
    t.deps.config.defaultOrgSlug = 'acme';
    expect((await rawGet(port, '/', `localhost:${port}`)).body).toBe('<h1>Acme v1</h1>');
    expect((await rawGet(port, '/', 'portal.test')).body).toBe('<h1>Acme v1</h1>');
  });
});

/** A raw GET with chosen headers; the body as bytes, undecoded. */
function rawBytes(port: number, path: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compression', () => {
  const page = `<!doctype html><h1>Acme</h1>${'<p>Security is a process, not a product.</p>'.repeat(200)}`;

  it('sends pages gzip-encoded to clients that accept it, and as they are to others', async () => {
    live = { acme: makeSite('acme-big', page) };
    const { port } = await start(t);
    const gz = await rawBytes(port, '/', { host: 'localhost', 'accept-encoding': 'gzip, deflate' });
    expect(gz.status).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/Accept-Encoding/);
    expect(gz.headers['content-length']).toBe(String(gz.body.byteLength));
    expect(gz.body.byteLength).toBeLessThan(page.length / 10);
    expect(gunzipSync(gz.body).toString('utf8')).toBe(page);

    const plain = await rawBytes(port, '/', { host: 'localhost' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(page);
    const refused = await rawBytes(port, '/', { host: 'localhost', 'accept-encoding': 'gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    const br = await rawBytes(port, '/', { host: 'localhost', 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(page);
  });

  it('sends the copies compressed at build time as they are', async () => {
    const dir = makeSite('acme-pre', page);
    // Stand-ins for the build's copies: if the server compressed per request, these bytes would not come back.
    writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(Buffer.from(`${page}<!-- br -->`)));
    writeFileSync(join(dir, 'index.html.gz'), gzipSync(Buffer.from(`${page}<!-- gz -->`)));
    live = { acme: dir };
    const { port } = await start(t);
    const br = await rawBytes(port, '/', { host: 'localhost', 'accept-encoding': 'gzip, br' });
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(`${page}<!-- br -->`);
    const gz = await rawBytes(port, '/', { host: 'localhost', 'accept-encoding': 'gzip' });
    expect(gunzipSync(gz.body).toString('utf8')).toBe(`${page}<!-- gz -->`);
    expect(gz.headers.etag).not.toBe(br.headers.etag);
    const again = await rawBytes(port, '/', { host: 'localhost', 'accept-encoding': 'gzip, br', 'if-none-match': String(br.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('leaves small bodies, binary files and conditional answers alone', async () => {
    const dir = makeSite('acme-mixed', page);
    writeFileSync(join(dir, 'report.pdf'), Buffer.alloc(50_000, 7));
    live = { acme: dir };
    const { port } = await start(t);
    const small = await rawBytes(port, '/_astro/main.abc123.css', { host: 'localhost', 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    const pdf = await rawBytes(port, '/report.pdf', { host: 'localhost', 'accept-encoding': 'gzip' });
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.body.byteLength).toBe(50_000);
    const first = await rawBytes(port, '/', { host: 'localhost', 'accept-encoding': 'gzip' });
    const again = await rawBytes(port, '/', { host: 'localhost', 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
  });

  it('closes the connection after refusing an oversized body', async () => {
    const { port } = await start(t);
    const answer = await new Promise<{ status: number; connection: unknown }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/api/share/org_acme/subscribe',
          method: 'POST',
          headers: { host: 'localhost', 'content-type': 'application/json', 'content-length': String(3 * 1024 * 1024) },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
        },
      );
      req.on('error', reject);
      req.write(Buffer.alloc(64 * 1024, 32));
    });
    expect(answer.status).toBe(413);
    expect(answer.connection).toBe('close');
  });
});

/** A raw POST of `body` (declared with Content-Length, or sent chunked); the answer's body undecoded. */
function rawPost(
  port: number,
  path: string,
  body: string,
  { chunked = false } = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host: 'localhost', 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' };
    if (!chunked) headers['content-length'] = String(Buffer.byteLength(body));
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    if (chunked) {
      req.write(body.slice(0, 5));
      req.end(body.slice(5));
    } else req.end(body);
  });
}

describe('API requests and answers', () => {
  it('takes a JSON body of declared length and answers a small JSON object whole, with its length, uncompressed', async () => {
    const { port } = await start(t);
    const answer = await rawPost(port, '/api/share/org_acme/subscribe', JSON.stringify({ email: 'ada@example.com' }));
    expect(answer.status).toBe(200);
    expect(answer.body.toString('utf8')).toBe('{"ok":true}');
    expect(answer.headers['content-length']).toBe(String(answer.body.byteLength));
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(t.outbox.map((mail) => mail.to)).toEqual(['ada@example.com']);
  });

  it('takes a chunked JSON body', async () => {
    const { port } = await start(t);
    const answer = await rawPost(port, '/api/share/org_acme/subscribe', JSON.stringify({ email: 'grace@example.com' }), { chunked: true });
    expect(answer.status).toBe(200);
    expect(answer.body.toString('utf8')).toBe('{"ok":true}');
    expect(t.outbox.map((mail) => mail.to)).toEqual(['grace@example.com']);
  });

  it('answers a JSON object of a few kilobytes gzipped in one piece, length declared, to a client that takes gzip', async () => {
    const { port } = await start(t);
    const cookie = await staffCookie(t.db, 'org_acme', 'staff@acme.test', 'admin', Date.now());
    // Enough staff for a list of a few kilobytes.
    for (let n = 0; n < 16; n++) await staffCookie(t.db, 'org_acme', `editor-${n}@acme.test`, 'editor', Date.now());
    const get = (encoding: string) =>
      new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const headers = { host: 'portal.test', cookie, 'accept-encoding': encoding };
        const req = httpRequest({ host: '127.0.0.1', port, path: '/api/admin/staff', headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end();
      });
    const plain = await get('identity');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Between the size worth compressing (1 KB) and the largest answer written in one piece (64 KB).
    expect(plain.body.byteLength).toBeGreaterThan(1024);
    expect(plain.body.byteLength).toBeLessThan(64 * 1024);
    const zipped = await get('gzip, deflate, br');
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-length']).toBe(String(zipped.body.byteLength));
    expect(zipped.body.byteLength).toBeLessThan(plain.body.byteLength);
    expect(String(zipped.headers.vary)).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(zipped.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });

  it('answers a refused body with its JSON error, length declared', async () => {
    const { port } = await start(t);
    const answer = await rawPost(port, '/api/share/org_acme/subscribe', JSON.stringify({ email: 'not an address' }));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body.toString('utf8'))).toMatchObject({ status: 400 });
    expect(answer.headers['content-length']).toBe(String(answer.body.byteLength));
  });
});
