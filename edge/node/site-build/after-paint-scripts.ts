/**
 * The portal pages' own scripts load after the first paint. Astro links each page's scripts as
 * `<script type="module" src>`: the browser asks for them as soon as it meets the tags, beside the page itself,
 * and on a slow link the first paint then waits for those round trips too. Nothing in them is needed to read the
 * page (the search box, the share and subscribe buttons answer a first click either way, see
 * `SearchLauncher.astro` and `Engagement.astro`), so the tags are replaced by one inline module at the end of the
 * body that imports them, in their order, once the page has been painted (at once when it is hidden: a hidden page
 * is not painted).
 *
 * Runs on the pages whose stylesheet was inlined (`critical-css.ts`): the admin's pages keep their tags.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import { PORTAL_STYLES_ATTRIBUTE } from '../../../site/lib/portal-styles.ts';
import { htmlFiles } from './critical-css.ts';

const MODULE_SCRIPT = /<script type="module" src="(\/[^"<>]+\.js)"><\/script>/g;
const LOADER = /<script type="module">const s=(\[[^\]<]*\]);const l=/;

/** The scripts `html`'s after-paint loader imports (see {@link loadScriptsAfterPaint}), or none. */
export function scriptsLoadedAfterPaint(html: string): string[] {
  const list = LOADER.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

/**
 * `html` with its module scripts loaded after the first paint, or as it is when it has none (or no `</body>`).
 * The module scripts load in the order of their tags (each `import()` is asked for in turn), as before.
 */
export function loadScriptsAfterPaint(html: string): string {
  const sources = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]!);
  const end = html.lastIndexOf('</body>');
  if (sources.length === 0 || end < 0) return html;
  const loader =
    `<script type="module">const s=${JSON.stringify(sources)};const l=()=>{for(const u of s)import(u)};` +
    `document.visibilityState==="hidden"?l():requestAnimationFrame(()=>setTimeout(l))</script>`;
  const without = html.replace(MODULE_SCRIPT, '');
  const at = without.lastIndexOf('</body>');
  return `${without.slice(0, at)}${loader}${without.slice(at)}`;
}

/** Rewrites the portal pages under `siteDir` with {@link loadScriptsAfterPaint}; the number of pages changed. */
export async function portalScriptsAfterPaint(siteDir: string): Promise<number> {
  let changed = 0;
  for (const file of await htmlFiles(siteDir)) {
    const html = await readFile(file, 'utf8');
    if (!html.includes(`<style ${PORTAL_STYLES_ATTRIBUTE}=`)) continue;
    const next = loadScriptsAfterPaint(html);
    if (next === html) continue;
    const temp = `${file}.${process.pid}.tmp`;
    await writeFile(temp, next);
    await rename(temp, file);
    changed++;
  }
  return changed;
}
