/**
 * Page weight of a built portal page: HTML, CSS and JavaScript bytes, raw and gzip, with the JavaScript split into
 * the critical path (what the HTML itself loads: inline scripts, `<script src>` and module preloads, and every
 * module they import statically) and the deferred islands (`<astro-island>` components, hydrated on idle,
 * visibility or interaction, and dynamic imports).
 *
 * Works over any source of files (a build folder or a running server) through `read(path)`; used by the
 * page-weight benchmark and by the end-to-end budget check (≤ 15 KB gzip of critical-path JavaScript).
 */
import { gzipSync } from 'node:zlib';
import { scriptsLoadedAfterPaint } from '../edge/node/site-build/after-paint-scripts.ts';

/** Reads a site path (`/_astro/x.js`); null when it does not exist. */
export type ReadFile = (path: string) => Promise<Uint8Array | null>;

export interface Bytes {
  raw: number;
  gzip: number;
}

export interface PageWeight {
  html: Bytes;
  css: Bytes;
  /** Scripts the page runs before it is interactive: inline scripts and the module graph of `<script src>`. */
  criticalJs: Bytes;
  /** The inline part of `criticalJs`: scripts in the HTML itself (each gzipped alone, so an upper bound). */
  inlineJs: Bytes;
  /** Islands and dynamically imported chunks, loaded later. */
  deferredJs: Bytes;
  /** Paths of the critical-path script files. */
  criticalFiles: string[];
}

const encoder = new TextEncoder();
const sizes = (bytes: Uint8Array): Bytes => ({ raw: bytes.byteLength, gzip: gzipSync(bytes, { level: 9 }).byteLength });
const add = (a: Bytes, b: Bytes): Bytes => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip });
const ZERO: Bytes = { raw: 0, gzip: 0 };

/** Attribute values of `attribute` on tags named `tag` (simple HTML scan; Astro's output is regular). */
function attributeValues(html: string, tag: string, attribute: string, filter?: RegExp): string[] {
  const values: string[] = [];
  for (const match of html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'gi'))) {
    if (filter && !filter.test(match[0])) continue;
    const value = new RegExp(`\\b${attribute}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(match[0]);
    if (value) values.push((value[1] ?? value[2] ?? value[3]!).replace(/&amp;/g, '&'));
  }
  return values;
}

/** Static imports of an ES module (`import … from "x"`, `import "x"`, `export … from "x"`), not `import("x")`. */
export function staticImports(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/\bfrom\s*["']([^"']+)["']|\bimport\s*["']([^"']+)["']/g)) found.push(match[1] ?? match[2]!);
  return found;
}

/** Dynamic imports of an ES module (`import("x")`). */
function dynamicImports(code: string): string[] {
  return [...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]!);
}

const resolve = (from: string, specifier: string) => new URL(specifier, `http://site${from}`).pathname;
const isLocal = (path: string) => path.startsWith('/') && !path.startsWith('//');

/** The weight of the page at `pagePath` (`/`, `/item/x/`). */
export async function measurePage(read: ReadFile, pagePath: string): Promise<PageWeight> {
  const htmlBytes = await read(pagePath);
  if (!htmlBytes) throw new Error(`No page at ${pagePath}`);
  const html = new TextDecoder().decode(htmlBytes);

  let css = ZERO;
  for (const href of attributeValues(html, 'link', 'href', /rel=["']?stylesheet/i).filter(isLocal)) {
    const bytes = await read(href);
    if (bytes) css = add(css, sizes(bytes));
  }
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) css = add(css, sizes(encoder.encode(match[1]!)));

  // Inline scripts (not JSON data): they run with the page, and no request shows them.
  let inline = ZERO;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc=/i.test(match[1]!) || /type=["']?application\/(ld\+)?json/i.test(match[1]!)) continue;
    inline = add(inline, sizes(encoder.encode(match[2]!)));
  }
  // Critical path: the inline scripts, then script files (those imported once the page is painted too), module
  // preloads, and their static imports.
  let critical = inline;
  const queue = [
    ...attributeValues(html, 'script', 'src').filter(isLocal),
    ...scriptsLoadedAfterPaint(html).filter(isLocal),
    ...attributeValues(html, 'link', 'href', /rel=["']?modulepreload/i).filter(isLocal),
  ];
  const criticalFiles = new Set<string>();
  const later = new Set<string>();
  while (queue.length) {
    const path = queue.shift()!;
    if (criticalFiles.has(path)) continue;
    const bytes = await read(path);
    if (!bytes) continue;
    criticalFiles.add(path);
    critical = add(critical, sizes(bytes));
    const code = new TextDecoder().decode(bytes);
    for (const specifier of staticImports(code)) if (/^\.{0,2}\//.test(specifier)) queue.push(resolve(path, specifier));
    for (const specifier of dynamicImports(code)) if (/^\.{0,2}\//.test(specifier)) later.add(resolve(path, specifier));
  }

  // Deferred: island components and renderers, and whatever they (or critical code) import dynamically.
  for (const attribute of ['component-url', 'renderer-url']) for (const url of attributeValues(html, 'astro-island', attribute)) later.add(url);
  let deferred = ZERO;
  const seen = new Set<string>(criticalFiles);
  const pending = [...later].filter(isLocal);
  while (pending.length) {
    const path = pending.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const bytes = await read(path);
    if (!bytes) continue;
    deferred = add(deferred, sizes(bytes));
    const code = new TextDecoder().decode(bytes);
    for (const specifier of [...staticImports(code), ...dynamicImports(code)]) if (/^\.{0,2}\//.test(specifier)) pending.push(resolve(path, specifier));
  }

  return { html: sizes(htmlBytes), css, criticalJs: critical, inlineJs: inline, deferredJs: deferred, criticalFiles: [...criticalFiles] };
}

/** `1234` → `1.2 KB` (1 KB = 1024 bytes). */
export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
