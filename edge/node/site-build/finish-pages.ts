/**
 * The steps of a build that rewrite or read every page, in the order the final HTML needs them: the critical CSS
 * inlined into each page (`critical-css.ts`), their scripts loaded after the first paint (`after-paint-scripts.ts`),
 * then `_headers` with the hashes of the final HTML's inline code (`site-headers.ts`). A publish runs them in its
 * renderer thread right after the pages are written (`render-worker.ts`), so the pages' text is read and dropped
 * there and that memory goes with the thread: the server's own heap never holds it. This module stays light (no
 * content schemas): the renderer loads it while it waits for a publish.
 */
import path from 'node:path';
import { inlineCodeCollector, writeSiteHeaders } from '../site-headers.ts';
import { planCriticalCss } from './critical-css.ts';
import { loadScriptsAfterPaint } from './after-paint-scripts.ts';
import { REPO_ROOT } from './site-bundle.ts';
import { readSitePages, rewritePages } from './site-pages.ts';
import type { SecurityHeaderSettings } from './site-security-headers.ts';

/** Critical stylesheets, reused by later builds whose pages use the same classes (`critical-css.ts`). */
export const CRITICAL_CSS_CACHE = path.join(REPO_ROOT, '.astro', 'critical-css');

export interface FinishPagesOptions {
  siteDir: string;
  /** What `_headers` says besides the inline code's hashes (`securityHeaderSettings`). */
  headers: SecurityHeaderSettings;
  log?: (line: string) => void;
}

/**
 * Inlines the critical CSS into the pages under `siteDir`, loads their scripts after the first paint, then writes
 * `_headers` from the final HTML. Each page is read once and, when a step changed it, written once.
 */
export async function finishPages({ siteDir, headers, log = () => {} }: FinishPagesOptions): Promise<void> {
  const pages = await readSitePages(siteDir);
  // The rules each page's markup uses, inline: the first paint waits for no stylesheet.
  const critical = await planCriticalCss({ siteDir, pages, cacheDir: CRITICAL_CSS_CACHE });
  log(
    critical.result.skipped
      ? `Critical CSS not inlined: ${critical.result.skipped}`
      : `Critical CSS inlined in ${critical.result.pages} pages: ${critical.result.gzipBytes} bytes gzip`,
  );
  // The hashes of every inline script and style of the final HTML, for the Content-Security-Policy.
  const code = inlineCodeCollector(siteDir);
  let afterPaint = 0;
  const rewritten = await rewritePages(pages, (page) => {
    let html = page.html;
    if (critical.applies(html)) {
      // Their scripts after the first paint, which then waits for the page alone (before the CSS is inline: the
      // same text, and less of it to search).
      const after = loadScriptsAfterPaint(html);
      if (after !== html) afterPaint++;
      html = critical.inline(after);
    }
    code.add(page.file, html);
    return html;
  });
  if (!critical.result.skipped) log(`Scripts loaded after the first paint in ${afterPaint} pages`);
  const written = await writeSiteHeaders({ siteDir, code: code.code(), ...headers });
  log(`Security headers: ${written.scripts.length} inline scripts and ${written.styles.length} inline admin styles allowed by hash`);
  log(`Pages finished: ${rewritten} rewritten`);
}
