import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classesOf, inlineCriticalCss } from '../../edge/node/site-build/critical-css.ts';

const PORTAL_CSS = '/_astro/PortalLayout.abc.css';
const page = (body: string, links = [PORTAL_CSS]) =>
  `<!doctype html><html><head><title>t</title>${links.map((href) => `<link rel="stylesheet" href="${href}">`).join('')}</head><body>${body}</body></html>`;
const inlineStyle = (html: string) => /<style data-portal-styles="([^"]*)">([\s\S]*?)<\/style>/.exec(html);

describe('classesOf', () => {
  it("lists every class of the page's elements, attribute entities decoded", () => {
    const html = `<div class="card  card-body"><a class='link sm:hidden'>x</a><span class="data-[open=true]:block &amp;x"></span><p>class="not-a-class"</p></div>`;
    expect([...classesOf(html)].sort()).toEqual(['&x', 'card', 'card-body', 'data-[open=true]:block', 'link', 'sm:hidden']);
  });
});

describe('inlineCriticalCss', () => {
  let dir: string;
  let site: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'glasshouse-critical-css-'));
    site = join(dir, 'site');
    mkdirSync(join(site, 'item'), { recursive: true });
    mkdirSync(join(site, 'admin'), { recursive: true });
    writeFileSync(join(site, 'index.html'), page('<button class="btn btn-primary">Subscribe</button>'));
    writeFileSync(join(site, 'item', 'index.html'), page('<div class="card"><p class="md:text-lg">Item</p></div>'));
    writeFileSync(join(site, 'admin', 'index.html'), page('<div class="collapse-title">Admin</div>', ['/_astro/global.def.css', PORTAL_CSS]));
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("replaces the portal stylesheet's link of the portal pages with the rules their classes use, inline", async () => {
    const result = await inlineCriticalCss({ siteDir: site, cacheDir: join(dir, 'cache') });
    expect(result.skipped).toBeUndefined();
    expect(result.pages).toBe(2);
    expect(result.gzipBytes).toBeGreaterThan(0);
    expect(result.gzipBytes).toBeLessThanOrEqual(14 * 1024);

    const home = readFileSync(join(site, 'index.html'), 'utf8');
    const item = readFileSync(join(site, 'item', 'index.html'), 'utf8');
    expect(home).not.toMatch(/<link rel="stylesheet"/);
    const style = inlineStyle(home)!;
    expect(style[1]).toBe(PORTAL_CSS);
    // The classes of every portal page, in one stylesheet for all; nothing else of daisyUI's components.
    expect(style[2]).toMatch(/\.btn\b/);
    expect(style[2]).toMatch(/\.btn-primary\b/);
    expect(style[2]).toMatch(/\.card\b/);
    expect(style[2]).toMatch(/\.md\\:text-lg\b/);
    expect(style[2]).not.toMatch(/\.collapse-title\b/);
    expect(inlineStyle(item)![2]).toBe(style[2]);

    // A page linking another stylesheet (the admin's) is left as it was.
    const admin = readFileSync(join(site, 'admin', 'index.html'), 'utf8');
    expect(admin).toBe(page('<div class="collapse-title">Admin</div>', ['/_astro/global.def.css', PORTAL_CSS]));
  }, 60_000);

  it('reuses the stylesheet of an earlier build with the same classes', async () => {
    const cached = readdirSync(join(dir, 'cache'));
    expect(cached).toHaveLength(1);
    writeFileSync(join(site, 'index.html'), page('<button class="btn btn-primary">Subscribe</button>'));
    writeFileSync(join(site, 'item', 'index.html'), page('<div class="card"><p class="md:text-lg">Item</p></div>'));
    await inlineCriticalCss({ siteDir: site, cacheDir: join(dir, 'cache') });
    expect(readdirSync(join(dir, 'cache'))).toEqual(cached);
  });

  it('leaves the pages alone when the home page does not link exactly one stylesheet', async () => {
    const other = join(dir, 'other');
    mkdirSync(other);
    const html = page('<p class="card">x</p>', []);
    writeFileSync(join(other, 'index.html'), html);
    const result = await inlineCriticalCss({ siteDir: other });
    expect(result.pages).toBe(0);
    expect(result.skipped).toBe('the home page does not link exactly one stylesheet');
    expect(readFileSync(join(other, 'index.html'), 'utf8')).toBe(html);
  });
});
