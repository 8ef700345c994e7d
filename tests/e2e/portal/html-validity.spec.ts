/**
 * Every page the product serves is valid HTML by the W3C Nu HTML Checker (vnu, run from the `vnu-jar` package on
 * the machine's Java): the home page, every product and item page of the sitemap, a short item link, "Page not
 * found", the error and no-access pages, the admin, its preview and the documents page — as the server sends them.
 * A `style` element in `body` that is not its parent's first child, a duplicate id, an attribute a element may not
 * have … each is an error here.
 *
 * The portal's critical stylesheet, inline in each page's head (edge/node/site-build/critical-css.ts), is Tailwind's output:
 * its element is checked, its text is not — vnu's CSS checker predates what Chromium, Firefox and Safari support and
 * the stylesheet uses (`@property`, `@starting-style`, `transition-behavior` …), as the linked stylesheet it
 * replaces never was checked.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { PORTAL_STYLES_ATTRIBUTE } from '../../../site/lib/portal-styles.ts';

const VNU_JAR = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar');

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** The page with its inline critical stylesheet emptied (the `style` element stays where it is). */
function withoutCriticalCss(html: string): string {
  return html.replace(new RegExp(`(<style ${PORTAL_STYLES_ATTRIBUTE}="[^"]*">)[\\s\\S]*?(</style>)`, 'g'), '$1$2');
}

test('every page the portal and the admin serve has no HTML error', async ({ request }) => {
  test.setTimeout(180_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const fromSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(fromSitemap.length).toBeGreaterThan(10);
  const pages = [...new Set([...fromSitemap, '/item/analytics-overview', '/no-such-page', '/no-access', '/error', '/admin', '/admin/preview', '/documents'])];

  const dir = mkdtempSync(path.join(tmpdir(), 'glasshouse-vnu-'));
  try {
    const files = new Map<string, string>();
    for (const [i, page] of pages.entries()) {
      const response = await request.get(page);
      expect(response.headers()['content-type'], page).toMatch(/^text\/html/);
      const file = path.join(dir, `page-${i}.html`);
      writeFileSync(file, withoutCriticalCss(await response.text()));
      files.set(file, page);
    }
    const { stdout, stderr } = await promisify(execFile)('java', ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...files.keys()], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const { messages } = JSON.parse(stderr || stdout) as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => m.type === 'error' || m.type === 'non-document-error')
      .map(
        (m) =>
          `${files.get(decodeURIComponent(new URL(m.url).pathname)) ?? m.url}:${m.lastLine ?? '?'} ${m.message}${m.extract ? ` — ${m.extract.trim().slice(0, 120)}` : ''}`,
      );
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
