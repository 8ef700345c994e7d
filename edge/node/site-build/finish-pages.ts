/**
 * The steps of a build that rewrite or read every page, in the order the final HTML needs them: the critical CSS
 * inlined into each page (`critical-css.ts`), their scripts loaded after the first paint (`after-paint-scripts.ts`),
 * then `_headers` with the hashes of the final HTML's inline code (`site-headers.ts`). A publish runs them in its
 * renderer thread right after the pages are written (`render-worker.ts`), so the pages' text is read and dropped
 * there and that memory goes with the thread: the server's own heap never holds it. This module stays light (no
 * content schemas): the renderer loads it while it waits for a publish.
 */
import path from 'node:path';
import { writeSiteHeaders } from '../site-headers.ts';
import { inlineCriticalCss } from './critical-css.ts';
import { portalScriptsAfterPaint } from './after-paint-scripts.ts';
import { REPO_ROOT } from './site-bundle.ts';
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
 * `_headers` from the final HTML.
 */
export async function finishPages({ siteDir, headers, log = () => {} }: FinishPagesOptions): Promise<void> {
  // The rules each page's markup uses, inline: the first paint waits for no stylesheet.
  const critical = await inlineCriticalCss({ siteDir, cacheDir: CRITICAL_CSS_CACHE });
  log(critical.skipped ? `Critical CSS not inlined: ${critical.skipped}` : `Critical CSS inlined in ${critical.pages} pages: ${critical.gzipBytes} bytes gzip`);
  // Their scripts after the first paint, which then waits for the page alone.
  if (!critical.skipped) log(`Scripts loaded after the first paint in ${await portalScriptsAfterPaint(siteDir)} pages`);
  // Last, from the final HTML: the hashes of every inline script and style in the Content-Security-Policy. A step
  // that changes the HTML must run before this one.
  const code = await writeSiteHeaders({ siteDir, ...headers });
  log(`Security headers: ${code.scripts.length} inline scripts and ${code.styles.length} inline admin styles allowed by hash`);
}
