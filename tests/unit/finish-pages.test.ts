import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishPages } from '../../edge/node/site-build/finish-pages.ts';
import { headersFor, inlineCodeOf, parseHeadersFile } from '../../edge/node/site-headers.ts';

const PORTAL_CSS = '/_astro/PortalLayout.abc.css';
const SCRIPT = '<script type="module" src="/_astro/ShareButton.def.js"></script>';
const page = (links: string[], body: string) =>
  `<!doctype html><html><head><title>t</title>${links.map((href) => `<link rel="stylesheet" href="${href}">`).join('')}</head><body>${body}</body></html>`;

describe('finishPages', () => {
  let dir: string;
  const admin = page(['/_astro/global.def.css', PORTAL_CSS], `<div class="collapse-title">Admin</div>${SCRIPT}`);
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'glasshouse-finish-pages-'));
    mkdirSync(join(dir, 'item', 'soc-2'), { recursive: true });
    mkdirSync(join(dir, 'admin'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), page([PORTAL_CSS], `<button class="btn" data-awaits-script>Share</button>${SCRIPT}`));
    writeFileSync(join(dir, 'item', 'soc-2', 'index.html'), page([PORTAL_CSS], `<p class="card">SOC 2</p>${SCRIPT}`));
    writeFileSync(join(dir, 'admin', 'index.html'), admin);
    await finishPages({ siteDir: dir, headers: { https: false } });
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('inlines the critical CSS and loads the scripts after the first paint in the portal pages, in one pass', () => {
    for (const file of ['index.html', join('item', 'soc-2', 'index.html')]) {
      const html = readFileSync(join(dir, file), 'utf8');
      expect(html, file).toContain(`<style data-portal-styles="${PORTAL_CSS}">`);
      expect(html, file).not.toContain('<link rel="stylesheet"');
      expect(html, file).not.toContain(SCRIPT);
      expect(html, file).toContain('<script type="module">const s=["/_astro/ShareButton.def.js"]');
    }
    // The first-click hold only where a control awaits its script.
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toContain('addEventListener("click",k,true)');
    expect(readFileSync(join(dir, 'item', 'soc-2', 'index.html'), 'utf8')).not.toContain('addEventListener("click",k,true)');
    // No temporary file is left behind.
    expect(readdirSync(dir, { recursive: true }).filter((name) => String(name).endsWith('.tmp'))).toEqual([]);
  });

  it("leaves the admin's pages as they were", () => {
    expect(readFileSync(join(dir, 'admin', 'index.html'), 'utf8')).toBe(admin);
  });

  it('writes _headers allowing every inline script of the final pages by hash', () => {
    const policy = headersFor(parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8')), '/')['content-security-policy']!;
    const scripts = inlineCodeOf(readFileSync(join(dir, 'index.html'), 'utf8')).scripts;
    expect(scripts.length).toBeGreaterThanOrEqual(2); // the loader and the first-click hold
    for (const hash of scripts) expect(policy).toContain(`'${hash}'`);
  });
});
