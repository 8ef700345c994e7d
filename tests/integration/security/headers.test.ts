/**
 * Security headers: every API answer, every page and file of a built site (through its `_headers`, the file
 * Workers Static Assets applies and the Node server reads), with a Content-Security-Policy that allows inline code
 * only by the hash the build computed, the configured third-party scripts, `frame-ancestors 'none'` on the admin
 * and PORTAL_FRAME_ANCESTORS on the portal; HSTS on https.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../../../edge/config/env.ts';
import { createNodeHandler, htmlPage } from '../../../edge/node/server.ts';
import { headersFor, inlineCodeOf, parseHeadersFile, siteHeadersText, writeSiteHeaders } from '../../../edge/node/site-headers.ts';
import { API_DATA_CSP, API_PAGE_CSP, PERMISSIONS_POLICY, parseExtraSources, parseFrameAncestors, thirdPartySources } from '../../../edge/security-headers.ts';
import { consentScripts } from '../../../site/lib/shell.ts';
import { CustomizationSchema } from '../../../content/schemas/customization.ts';
import { writeSecurityHeaders } from '../../../edge/node/site-build/site-security-headers.ts';
import { makeTestApp, type TestApp } from '../helpers/test-app.ts';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const PORTAL_SCRIPT = 'window.portal = 1;';
const ISLAND_SCRIPT = '(()=>{self.Astro=1})();';
const STYLE = 'astro-island{display:contents}';

/** Directive → sources of a policy. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((p) => p[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

let sites: string;
function makeSite(files: Record<string, string>): string {
  const dir = mkdtempSync(join(sites, 'site-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
  return dir;
}
const page = (body: string) => `<!doctype html><html><head><style>${STYLE}</style></head><body>${body}</body></html>`;

beforeEach(() => {
  sites = mkdtempSync(join(tmpdir(), 'glasshouse-headers-'));
});
afterEach(() => {
  rmSync(sites, { recursive: true, force: true });
});

describe('the edge API', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await makeTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('JSON answers, errors included, carry the headers and a policy that lets nothing run or frame them', async () => {
    for (const path of ['/api/health', '/api/admin/session', '/api/no-such-route']) {
      const res = await t.app.fetch(t.request('GET', path));
      expect(res.headers.get('content-security-policy'), path).toBe(API_DATA_CSP);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      // http://portal.test: no HSTS.
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('pages the API serves itself are first-party only; HSTS on https', async () => {
    await t.close();
    t = await makeTestApp({ config: { publicUrl: 'https://trust.acme.test' } });
    const res = await t.app.fetch(new Request('https://trust.acme.test/api/tprm/v1/docs'));
    expect(res.headers.get('content-security-policy')).toBe(API_PAGE_CSP);
    expect(directives(API_PAGE_CSP)['script-src']).toEqual(["'self'"]);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('inline code of the built HTML', () => {
  it('hashes inline scripts (not JSON data blocks) and styles, and finds inline handlers and javascript: URLs', () => {
    const code = inlineCodeOf(
      page(
        `<script>${PORTAL_SCRIPT}</script><script type="module">${ISLAND_SCRIPT}</script><script type="application/json">{"a":1}</script><script src="/_astro/x.js"></script>`,
      ),
    );
    expect(code.scripts.map((h) => `'${h}'`).sort()).toEqual([hash(PORTAL_SCRIPT), hash(ISLAND_SCRIPT)].sort());
    expect(code.styles.map((h) => `'${h}'`)).toEqual([hash(STYLE)]);
    expect(code.problems).toEqual([]);
    const bad = inlineCodeOf(page('<img src="x.png" onerror="this.hidden=true"><a href="javascript:alert(1)">x</a>'), '/index.html');
    expect(bad.problems).toHaveLength(2);
    expect(bad.problems[0]).toContain('inline event handler onerror');
  });

  it('the build refuses a page with an inline event handler', async () => {
    const dir = makeSite({ 'index.html': page('<img src="logo.svg" onerror="this.hidden=true">') });
    await expect(writeSiteHeaders({ siteDir: dir, https: false })).rejects.toThrow(/cannot allow inline event handlers/);
  });

  it('refuses a policy too long for a _headers line', () => {
    const scripts = Array.from({ length: 60 }, (_, i) => `sha256-${'A'.repeat(40)}${String(i).padStart(3, '0')}=`);
    expect(() => siteHeadersText({ code: { scripts, styles: [] }, https: false })).toThrow(/longer than the 2000 characters/);
  });
});

describe('a built site on the Node server', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await makeTestApp({ org: { id: 'org_acme', slug: 'acme', name: 'Acme', customDomains: [] } });
  });
  afterEach(async () => {
    await t.close();
  });

  async function serve(dir: string, path: string, init: RequestInit = {}) {
    const handle = createNodeHandler({ deps: t.deps, siteDirFor: () => dir });
    return handle(new Request(`http://portal.test${path}`, { headers: { host: 'portal.test' }, ...init }));
  }

  function builtSite() {
    return makeSite({
      'index.html': page(`<script>${PORTAL_SCRIPT}</script>`),
      'item/soc-2/index.html': page(`<script type="module">${ISLAND_SCRIPT}</script>`),
      'admin/index.html': page(`<script>${ISLAND_SCRIPT}</script>`),
      '404.html': page('<h1>Nothing here</h1>'),
      'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    });
  }

  it('pages get the portal policy with the hashes of every inline script of the site; inline styles are allowed (critical CSS)', async () => {
    const dir = builtSite();
    await writeSiteHeaders({ siteDir: dir, https: false });
    for (const path of ['/', '/item/soc-2/', '/logo.svg', '/missing']) {
      const res = await serve(dir, path);
      const csp = directives(res.headers.get('content-security-policy')!);
      expect(csp['script-src'], path).toEqual(expect.arrayContaining(["'self'", hash(PORTAL_SCRIPT), hash(ISLAND_SCRIPT)]));
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
      expect(csp['script-src']).not.toContain("'unsafe-eval'");
      expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp['frame-ancestors']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
    // The configuration files are never served.
    expect((await serve(dir, '/_headers')).status).toBe(404);
  });

  it("the admin adds a policy of its own: frame-ancestors 'none', X-Frame-Options DENY", async () => {
    const dir = builtSite();
    await writeSiteHeaders({ siteDir: dir, https: true });
    const res = await serve(dir, '/admin/');
    const policies = res.headers.get('content-security-policy')!.split(', ');
    expect(policies).toHaveLength(2);
    expect(directives(policies[1]!)['frame-ancestors']).toEqual(["'none'"]);
    // The admin's inline styles by hash only: with the portal policy, only they apply.
    expect(directives(policies[1]!)['style-src']).toEqual(["'self'", hash(STYLE)]);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    // Built for https: HSTS and upgrade-insecure-requests.
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(policies[0]).toContain('upgrade-insecure-requests');
  });

  it('a site built before _headers existed gets the same headers, computed from its HTML', async () => {
    const dir = builtSite();
    const res = await serve(dir, '/');
    expect(directives(res.headers.get('content-security-policy')!)['script-src']).toContain(hash(PORTAL_SCRIPT));
  });

  it('the stand-alone pages (no site yet) allow their stylesheet by hash only', async () => {
    const res = htmlPage(503, 'Acme Trust Center', 'Not published yet.');
    const body = await res.text();
    const style = /<style>([\s\S]*?)<\/style>/.exec(body)![1]!;
    expect(directives(res.headers.get('content-security-policy')!)['style-src']).toEqual([hash(style)]);
    const handle = createNodeHandler({ deps: t.deps, siteDirFor: () => null });
    const served = await handle(new Request('http://portal.test/', { headers: { host: 'portal.test' } }));
    expect(served.status).toBe(503);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('what the portal may load: configured third-party scripts, PORTAL_FRAME_ANCESTORS, CSP_EXTRA_SOURCES', () => {
  it('a configured analytics script and cookie banner, with their providers’ hosts', () => {
    const customization = CustomizationSchema.parse({ scripts: { gtag: 'G-ABC123', cookie_banner: { show: true, type: 'cookiebot', cbid: 'abc-123' } } });
    const sources = thirdPartySources(consentScripts(customization).map((s) => s.src));
    const text = siteHeadersText({ code: { scripts: ['sha256-x'], styles: ['sha256-y'] }, thirdParty: sources, https: false });
    const portal = directives(headersFor(parseHeadersFile(text), '/')['content-security-policy']!);
    expect(portal['script-src']).toEqual(
      expect.arrayContaining(['https://www.googletagmanager.com', 'https://*.googletagmanager.com', 'https://consent.cookiebot.com']),
    );
    expect(portal['connect-src']).toEqual(expect.arrayContaining(['https://*.google-analytics.com', 'https://consentcdn.cookiebot.com']));
    expect(portal['frame-src']).toContain('https://consentcdn.cookiebot.com');
    // Banners write inline styles: 'unsafe-inline' then, and no hash (which would switch it off).
    expect(portal['style-src']).toEqual(expect.arrayContaining(["'self'", "'unsafe-inline'"]));
    expect(portal['style-src']).not.toContain("'sha256-y'");
    // Never on the admin.
    const admin = headersFor(parseHeadersFile(text), '/admin/')['content-security-policy']!.split(', ')[1]!;
    expect(admin).not.toContain('googletagmanager');
  });

  it('writes the _headers of a build from its snapshot and the environment', async () => {
    const dir = makeSite({ 'index.html': page(`<script>${PORTAL_SCRIPT}</script>`) });
    const snapshot = join(dir, '..', 'snapshot.json');
    writeFileSync(
      snapshot,
      JSON.stringify({
        organization: { id: 'org_acme', slug: 'acme', name: 'Acme' },
        space: { defaultProductId: 'main' },
        products: [{ productId: 'main', productName: 'Acme', productSlug: 'acme' }],
        customization: { scripts: { intercom: 'abc123' } },
      }),
    );
    await writeSecurityHeaders({
      siteDir: dir,
      snapshotPath: snapshot,
      publicUrl: 'https://trust.acme.test',
      env: { PORTAL_FRAME_ANCESTORS: "'self' https://intranet.acme.test", CSP_EXTRA_SOURCES: 'connect-src https://api.acme.test' },
    });
    const rules = parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8'));
    const portal = directives(headersFor(rules, '/')['content-security-policy']!);
    expect(portal['frame-ancestors']).toEqual(["'self'", 'https://intranet.acme.test']);
    expect(portal['connect-src']).toEqual(expect.arrayContaining(['https://api.acme.test', 'wss://*.intercom.io']));
    expect(portal['script-src']).toEqual(expect.arrayContaining(['https://widget.intercom.io', hash(PORTAL_SCRIPT)]));
    expect(headersFor(rules, '/')['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('reads and checks the two variables', () => {
    expect(parseFrameAncestors(undefined)).toEqual(["'self'"]);
    expect(parseFrameAncestors('none')).toEqual(["'none'"]);
    expect(() => parseFrameAncestors("'none' https://a.example")).toThrow(/cannot be combined/);
    expect(() => parseFrameAncestors('https://a.example/path')).toThrow(/not 'self', 'none' or an origin/);
    expect(parseExtraSources('script-src https://cdn.example.com; img-src data:')).toEqual({ 'script-src': ['https://cdn.example.com'], 'img-src': ['data:'] });
    expect(() => parseExtraSources("script-src 'unsafe-inline'")).toThrow(/not a source this variable accepts/);
    expect(() => parseExtraSources('frame-ancestors https://x.example')).toThrow(/cannot be extended/);
    expect(() => parseEnv({ PORTAL_FRAME_ANCESTORS: 'javascript:alert(1)' })).toThrow(/PORTAL_FRAME_ANCESTORS/);
    expect(() => parseEnv({ CSP_EXTRA_SOURCES: "script-src 'unsafe-eval'" })).toThrow(/CSP_EXTRA_SOURCES/);
  });
});
