/**
 * The embedded default runtime: one Node HTTP server that answers `/api/*` with the edge app and everything else
 * with the static build of the organisation the request's host belongs to.
 */
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ERRORS } from '../../content/errors.ts';
import type { AppDeps } from '../deps.ts';
import { orgPublicUrl } from '../lib/org-url.ts';
import { resolveOrgByHost } from '../services/organizations/resolve-organization.ts';
import { createApp, type App } from '../router.ts';
import { escapeHtml } from '../services/subscriptions/confirmation-email.ts';
import { isSharedBody } from '../services/revisions/shared-response.ts';
import { SharedCompressedCache, gzipBytes, gzipStream, sharedEncoding, shouldCompress } from './compress.ts';

/** Compressed forms of shared answers (a member's view), kept by ETag. */
const sharedCompressed = new SharedCompressedCache();
import { lookupStatic, sendStatic, serveStatic } from './static.ts';
import { baseSecurityHeaders, isHttps, withHeaders } from '../security-headers.ts';
import { portUnavailable } from './startup-errors.ts';

export interface NodeServerOptions {
  /** `0` picks a free port. */
  port: number;
  /** Interface to listen on (default: all). */
  host?: string;
  deps: AppDeps;
  /**
   * The folder of the organisation's CURRENT build, asked on every request: a publish swaps the live site by
   * changing what this returns. `null`/`undefined` when nothing is published yet.
   */
  siteDirFor(orgSlug: string): string | null | undefined | Promise<string | null | undefined>;
  /** A prebuilt app (default: `createApp(deps)`). */
  app?: App;
}

export interface RunningNodeServer {
  server: Server;
  port: number;
  /** `http://localhost:PORT`. */
  url: string;
  close(): Promise<void>;
}

/**
 * A Web `Request` for a Node request; the body streams (or is `body`, when it was read already), and aborts when the
 * client goes away.
 */
export function toWebRequest(req: IncomingMessage, res?: ServerResponse, body?: Uint8Array): Request {
  const host = req.headers.host ?? 'localhost';
  const url = new URL(req.url ?? '/', `http://${host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  // The peer's address, for evidence such as NDA acceptances; a client-sent header of this name is replaced.
  headers.delete('x-glasshouse-remote-addr');
  if (req.socket?.remoteAddress) headers.set('x-glasshouse-remote-addr', req.socket.remoteAddress);
  const controller = new AbortController();
  res?.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const method = req.method ?? 'GET';
  const init: RequestInit & { duplex?: 'half' } = { method, headers, signal: controller.signal };
  if (body) init.body = body as Uint8Array<ArrayBuffer>;
  else if (method !== 'GET' && method !== 'HEAD') {
    init.body = Readable.toWeb(req) as ReadableStream<Uint8Array>;
    init.duplex = 'half';
  }
  return new Request(url, init);
}

/**
 * Bodies and answers up to this size go in one piece: a request body declared this small is read before the app
 * sees the request, and an answer of a declared length this small is written in one call — no stream adapters, no
 * gzip stream for a few bytes of JSON.
 */
export const SMALL_BODY_BYTES = 64 * 1024;

/**
 * The body of `req` when it declares a length of at most `maxBytes`, read whole; else undefined (it streams).
 * @throws when the client goes away before the whole body arrived.
 */
export async function readSmallBody(req: IncomingMessage, maxBytes: number): Promise<Uint8Array | undefined> {
  const declared = req.headers['content-length'];
  if (declared === undefined || req.method === 'GET' || req.method === 'HEAD') return undefined;
  const length = Number(declared);
  if (!Number.isSafeInteger(length) || length < 0 || length > maxBytes) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  if (!req.complete) throw new Error('The request body ended early.');
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
}

/**
 * Writes a Web `Response` to a Node response, streaming the body; text bodies are gzip-encoded when the client
 * accepts it (`compress.ts`).
 */
export async function sendWebResponse(res: ServerResponse, response: Response, method = 'GET', acceptEncoding?: string): Promise<void> {
  res.statusCode = response.status;
  const cookies = response.headers.getSetCookie();
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    res.setHeader(name, value);
  }
  if (cookies.length) res.setHeader('set-cookie', cookies);
  // A refused oversized body may still be arriving: the connection is not reused for another request.
  if (response.status === 413) res.setHeader('connection', 'close');
  const compress = shouldCompress(response, method, acceptEncoding);
  const etag = response.headers.get('etag');
  const shared = etag && !etag.startsWith('W/') && isSharedBody(response) ? sharedEncoding(response, method, acceptEncoding) : null;
  if (etag && shared) {
    // The same bytes go to many requests: compressed once per encoding, by their ETag.
    const { bytes, hit } = sharedCompressed.get(etag, shared, async () => new Uint8Array(await response.arrayBuffer()));
    if (hit) await response.body?.cancel().catch(() => {});
    const body = await bytes;
    res.setHeader('content-encoding', shared);
    res.setHeader('content-length', String(body.byteLength));
    res.setHeader('vary', mergeVary(response.headers.get('vary')));
    res.end(body);
    return;
  }
  if (response.body && compress) {
    res.setHeader('content-encoding', 'gzip');
    res.removeHeader('content-length');
  }
  if (/^text\/|json|javascript|xml|svg/i.test(response.headers.get('content-type') ?? '')) res.setHeader('vary', mergeVary(response.headers.get('vary')));
  if (!response.body || method === 'HEAD') {
    res.end();
    await response.body?.cancel().catch(() => {});
    return;
  }
  const length = response.headers.get('content-length');
  if (length !== null && Number(length) <= SMALL_BODY_BYTES) {
    // A small answer of known length (most JSON): one write; compressed (when worth it) in one call.
    const bytes = new Uint8Array(await response.arrayBuffer());
    const sent = compress ? await gzipBytes(bytes) : bytes;
    res.setHeader('content-length', String(sent.byteLength));
    res.end(sent);
    return;
  }
  try {
    const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
    if (compress) await pipeline(body, gzipStream(), res);
    else await pipeline(body, res);
  } catch {
    // The client went away mid-body; nothing left to answer.
  }
}

function mergeVary(vary: string | null): string {
  if (!vary) return 'Accept-Encoding';
  return /\baccept-encoding\b/i.test(vary) || vary.trim() === '*' ? vary : `${vary}, Accept-Encoding`;
}

/** The stylesheet of {@link htmlPage}, allowed by its hash in the page's Content-Security-Policy. */
const PAGE_STYLE = `
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f3f4f6; color: #1f2937;
    font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  main { margin: 1.5rem; max-width: 28rem; padding: 2.5rem 2rem; text-align: center; background: #fff;
    border: 1px solid #e5e7eb; border-radius: 1rem; box-shadow: 0 1px 3px rgb(0 0 0 / 0.08); }
  svg { width: 3rem; height: 3rem; color: #6b7280; }
  h1 { margin: 1rem 0 0.5rem; font-size: 1.5rem; }
  p { margin: 0; color: #4b5563; }
`;
const PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(PAGE_STYLE, 'utf8').digest('base64')}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

/**
 * A small standalone HTML page for answers that have no site to come from ("Company not found" for an unknown
 * domain, a trust center not yet published). Self-contained: inline styles and icon, no request to anywhere.
 */
export function htmlPage(status: number, title: string, message: string): Response {
  const body = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main>
<svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5"><path d="M3 21h18M5 21V5a1 1 0 0 1 1-1h8a1 1 0 0 1 1 1v16M15 9h3a1 1 0 0 1 1 1v11M8 8h1M11 8h1M8 12h1M11 12h1M8 16h1M11 16h1"/></svg>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
</main>
</body>
</html>
`;
  return new Response(body, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': PAGE_CSP },
  });
}

/** Folders seen to exist, and when (a site folder is checked at most once a second, not on every request). */
const seenDirs = new Map<string, number>();
const SEEN_DIR_MS = 1000;

function isDirectory(path: string): boolean {
  const now = Date.now();
  const seen = seenDirs.get(path);
  if (seen !== undefined && now - seen < SEEN_DIR_MS) return true;
  let found = false;
  try {
    found = existsSync(path) && statSync(path).isDirectory();
  } catch {
    // not there
  }
  if (found) {
    if (seenDirs.size > 1000) seenDirs.clear();
    seenDirs.set(path, now);
  } else seenDirs.delete(path);
  return found;
}

/** Whether a path is the edge API's (also `/byoid/{orgId}/welcome`, which verifies a JWT and starts a session). */
function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/byoid/');
}

/** The live site folder of the host's organisation, or the page that answers instead (unknown host, nothing published). */
async function siteFor(
  deps: AppDeps,
  siteDirFor: NodeServerOptions['siteDirFor'],
  host: string | null | undefined,
  url: URL,
): Promise<{ dir: string; https: boolean } | { response: Response }> {
  const { org, reason } = await resolveOrgByHost(deps.db, host, deps.config);
  if (!org) {
    if (reason === 'unknown-domain') return { response: htmlPage(404, ERRORS.COMPANY_NOT_FOUND.message, 'No trust center is published at this address.') };
    const fallback = new URL(deps.config.fallbackRoute, url);
    if (fallback.origin === url.origin && fallback.pathname === url.pathname) {
      return { response: htmlPage(503, 'Glasshouse is not set up yet', 'No organisation exists yet. Create one to publish its trust center.') };
    }
    return { response: new Response(null, { status: 302, headers: { location: fallback.href, 'cache-control': 'no-store' } }) };
  }
  const dir = await siteDirFor(org.slug);
  if (!dir || !isDirectory(dir)) {
    return { response: htmlPage(503, `${org.name} Trust Center`, 'This trust center has not been published yet. Please come back soon.') };
  }
  // HSTS and `upgrade-insecure-requests` when the trust center is served over https (maybe behind a proxy).
  return { dir, https: url.protocol === 'https:' || /^https:/i.test(orgPublicUrl(org, deps.config)) };
}

/** Answers one request: the API, or the static site of the host's organisation. */
export function createNodeHandler({ deps, siteDirFor, app = createApp(deps) }: Pick<NodeServerOptions, 'deps' | 'siteDirFor' | 'app'>) {
  const handle = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    if (isApiPath(url.pathname)) return app.fetch(request);
    const site = await siteFor(deps, siteDirFor, request.headers.get('host'), url);
    return 'response' in site ? site.response : serveStatic(site.dir, request, { https: site.https });
  };
  // Every answer (the API's already have theirs) carries the headers all responses share.
  return async (request: Request): Promise<Response> =>
    withHeaders(await handle(request), baseSecurityHeaders({ https: isHttps(request, deps.config.publicUrl) }));
}

/** How long an idle kept-alive connection stays open (see `startNodeServer`). */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * Starts the embedded server and logs `Glasshouse listening on http://localhost:PORT`. Static files are answered
 * straight from the file cache (`static.ts`), without going through Web `Request`/`Response` objects.
 */
export async function startNodeServer(options: NodeServerOptions): Promise<RunningNodeServer> {
  const { deps, siteDirFor } = options;
  const app = options.app ?? createApp(deps);
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
      const pathname = url.pathname;
      if (!isApiPath(pathname)) {
        const site = await siteFor(deps, siteDirFor, req.headers.host, url);
        if ('dir' in site) {
          const answer = await lookupStatic(site.dir, {
            method: req.method ?? 'GET',
            pathname,
            search: url.search,
            acceptEncoding: req.headers['accept-encoding'],
            ifNoneMatch: req.headers['if-none-match'],
            https: site.https,
          });
          await sendStatic(res, answer);
          return;
        }
        const https = url.protocol === 'https:' || /^https:/i.test(deps.config.publicUrl);
        await sendWebResponse(res, withHeaders(site.response, baseSecurityHeaders({ https })), req.method, req.headers['accept-encoding']);
        return;
      }
      const body = await readSmallBody(req, Math.min(SMALL_BODY_BYTES, deps.config.maxBodyBytes)).catch(() => null);
      // The client went away while sending its body: there is nobody to answer.
      if (body === null) return void res.destroy();
      const request = toWebRequest(req, res, body);
      const response = await app.fetch(request);
      await sendWebResponse(res, response, request.method, req.headers['accept-encoding']);
    } catch (error) {
      deps.log('Request failed', req.method, req.url, error);
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(ERRORS.INTERNAL.message);
      } else {
        res.destroy();
      }
    }
  });

  // An idle kept-alive connection stays open for 65 s, longer than the idle timeout of the proxies and load
  // balancers usually put in front (60 s) and than a browser keeps one: with Node's 5 s, a client reusing a
  // connection just as the server closes it gets a reset instead of an answer. Headers must still arrive in time.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;

  await new Promise<void>((resolvePromise, reject) => {
    // A port in use or refused: one sentence naming PORT, not a raw EADDRINUSE.
    const onError = (error: Error) => reject(portUnavailable(options.port, options.host, error));
    server.once('error', onError);
    server.listen(options.port, options.host, () => {
      server.off('error', onError);
      resolvePromise();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  deps.log(`Glasshouse listening on ${url}`);

  return {
    server,
    port,
    url,
    close: () =>
      new Promise<void>((resolvePromise, reject) => {
        server.close((error) => (error ? reject(error) : resolvePromise()));
        server.closeAllConnections();
      }),
  };
}
