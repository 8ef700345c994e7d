/**
 * The site's `_headers` file: the security headers of every page and file of a built site, with the
 * Content-Security-Policy of the portal and of the admin (`edge/security-headers.ts`), in the format Workers Static
 * Assets applies on Cloudflare (https://developers.cloudflare.com/workers/static-assets/headers/). The build writes
 * it last (`writeSiteHeaders`: after every step that may add inline code), from the final HTML; the Node server
 * applies the same file (`siteHeaders`), so both runtimes send the same headers.
 *
 * The inline `<script>` elements of the pages (and the `<style>` elements of the admin's) are allowed by their
 * SHA-256, computed here from the HTML as it is served — whatever wrote them (Astro's island loader, a component's
 * script).
 * Inline event handlers (`onerror="…"`) and `javascript:` URLs cannot be allowed by hash: the build refuses them.
 * Node only.
 */
import { createHash } from 'node:crypto';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { readSitePages } from './site-build/site-pages.ts';
import { baseSecurityHeaders, sitePolicies, type CspDirectives } from '../security-headers.ts';

/** Workers Static Assets reads at most 2,000 characters per line of `_headers`. */
export const MAX_HEADERS_LINE = 2000;

/** An inline script whose type the browser runs (everything but data blocks such as JSON). */
function executes(attributes: string): boolean {
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
  return !/^(application\/(ld\+)?json|text\/template|text\/x-template)$/.test(type);
}

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

export interface InlineCode {
  /** `sha256-…` of the inline scripts. */
  scripts: string[];
  /** `sha256-…` of the inline styles. */
  styles: string[];
  /** What no hash can allow: inline event handlers and `javascript:` URLs, with their file. */
  problems: string[];
}

/** The inline code of one HTML document (its styles' hashes only with `styles`, the default). */
export function inlineCodeOf(html: string, file = '', { styles: withStyles = true }: { styles?: boolean } = {}): InlineCode {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const problems: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || !executes(attributes)) continue;
    scripts.add(sha256(body));
  }
  if (withStyles) for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) styles.add(sha256(match[1] ?? ''));
  // Tags outside scripts and styles: inline handlers and javascript: URLs.
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '');
  for (const tag of markup.matchAll(/<[a-z][^>]*>/gi)) {
    const handler = /\s(on[a-z]+)\s*=/i.exec(tag[0]);
    if (handler) problems.push(`${file}: inline event handler ${handler[1]} in ${tag[0].slice(0, 80)}`);
    if (/\s(href|src|action|formaction)\s*=\s*["']?\s*javascript:/i.test(tag[0])) problems.push(`${file}: javascript: URL in ${tag[0].slice(0, 80)}`);
  }
  return { scripts: [...scripts], styles: [...styles], problems };
}

/**
 * The inline code of every page of a built site: the scripts of every page; the styles of the admin's pages only
 * (the portal allows inline styles: each page inlines its own critical CSS, `sitePolicies`).
 */
export async function siteInlineCode(siteDir: string): Promise<InlineCode> {
  const collector = inlineCodeCollector(siteDir);
  for (const page of await readSitePages(siteDir)) collector.add(page.file, page.html);
  return collector.code();
}

/** {@link siteInlineCode} gathered one page at a time, from pages as they will be served. */
export function inlineCodeCollector(siteDir: string): { add(file: string, html: string): void; code(): InlineCode } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const problems: string[] = [];
  return {
    add(file, html) {
      const page = file.slice(siteDir.length).replace(/\\/g, '/');
      // The styles of the admin's pages only: the portal's policy allows inline styles.
      const admin = /^\/?admin(\/|\.html$)/.test(page);
      const code = inlineCodeOf(html, page, { styles: admin });
      for (const h of code.scripts) scripts.add(h);
      for (const h of code.styles) styles.add(h);
      problems.push(...code.problems);
    },
    code: () => ({ scripts: [...scripts].sort(), styles: [...styles].sort(), problems: [...problems] }),
  };
}

export interface SiteHeadersOptions {
  code: Pick<InlineCode, 'scripts' | 'styles'>;
  /** Sources of the third-party scripts the customization configures (`thirdPartySources`). */
  thirdParty?: CspDirectives;
  frameAncestors?: string[];
  extra?: CspDirectives;
  https: boolean;
}

/** The text of `_headers`: every path gets the portal's headers; `/admin` adds its stricter policy and DENY framing. */
export function siteHeadersText({ code, thirdParty, frameAncestors, extra, https }: SiteHeadersOptions): string {
  const policies = sitePolicies({ scriptHashes: code.scripts, styleHashes: code.styles, thirdParty, frameAncestors, extra, https });
  const base = Object.entries(baseSecurityHeaders({ https })).map(([name, value]) => `  ${canonical(name)}: ${value}`);
  // Both rules match /admin/…: its two policies are both enforced (the admin one adds frame-ancestors 'none').
  const admin = [`  Content-Security-Policy: ${policies.admin}`, '  X-Frame-Options: DENY', '  Cross-Origin-Opener-Policy: same-origin'];
  const lines = [
    '# Security headers of every page and file (edge/security-headers.ts), written by the build; the Node server applies',
    '# this file too (edge/node/site-headers.ts).',
    '/*',
    `  Content-Security-Policy: ${policies.portal}`,
    ...base,
    '',
    '/admin',
    ...admin,
    '',
    '/admin/*',
    ...admin,
    '',
  ];
  const tooLong = lines.find((line) => line.length > MAX_HEADERS_LINE);
  if (tooLong) {
    throw new Error(
      `The site's Content-Security-Policy is longer than the ${MAX_HEADERS_LINE} characters a _headers line may have (${tooLong.length}): too many different inline scripts or styles. Move page data into <script type="application/json"> and code into modules.`,
    );
  }
  return lines.join('\n');
}

function canonical(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => `${dash}${letter.toUpperCase()}`);
}

export interface WriteSiteHeadersOptions extends Omit<SiteHeadersOptions, 'code'> {
  siteDir: string;
  /** The inline code of the site's final pages, when gathered already (`inlineCodeCollector`); else read here. */
  code?: InlineCode;
}

/**
 * Writes `<siteDir>/_headers` from the site's final HTML. Run it after every step that changes the HTML.
 * @throws when a page has an inline event handler or a `javascript:` URL, or the policy does not fit a line.
 */
export async function writeSiteHeaders({ siteDir, code: gathered, ...options }: WriteSiteHeadersOptions): Promise<InlineCode> {
  const code = gathered ?? (await siteInlineCode(siteDir));
  if (code.problems.length > 0) {
    throw new Error(
      `The Content-Security-Policy cannot allow inline event handlers or javascript: URLs; use a script instead:\n${code.problems.slice(0, 20).join('\n')}`,
    );
  }
  await writeFile(join(siteDir, '_headers'), siteHeadersText({ code, ...options }));
  return code;
}

// --- applying the file (the Node server) ---------------------------------------------------------------------

interface HeaderRule {
  pattern: RegExp;
  set: [string, string][];
  detach: string[];
}

/** Parses `_headers` (paths with at most one `*` splat, `Name: value` and `! Name` lines). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\s+$/, '');
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const escaped = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace('*', '.*');
      current = { pattern: new RegExp(`^${escaped}$`), set: [], detach: [] };
      rules.push(current);
      continue;
    }
    if (!current) continue;
    const detach = /^\s*!\s*(\S+)/.exec(line);
    if (detach) {
      current.detach.push(detach[1]!.toLowerCase());
      continue;
    }
    const colon = line.indexOf(':');
    if (colon > 0) current.set.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** The headers `rules` give `pathname`: every matching rule in order, a repeated header joined with ", ". */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue;
    for (const name of rule.detach) delete out[name];
    for (const [name, value] of rule.set) out[name] = out[name] ? `${out[name]}, ${value}` : value;
  }
  return out;
}

/** Rules by site folder: a build never changes once written (a publish swaps in a new folder), so each is read once. */
const cache = new Map<string, Promise<HeaderRule[]>>();

/**
 * The rules of the site in `root`: its `_headers`, or — for a site built before the file existed — the same
 * headers computed from its HTML now (without the third-party sources only the build knows).
 */
async function readRules(root: string): Promise<HeaderRule[]> {
  const file = join(root, '_headers');
  const info = await stat(file).catch(() => null);
  const text = info?.isFile() ? await readFile(file, 'utf8') : siteHeadersText({ code: await siteInlineCode(root), https: false });
  return parseHeadersFile(text);
}

function rulesOf(root: string): Promise<HeaderRule[]> {
  const key = resolve(root);
  let rules = cache.get(key);
  if (!rules) {
    // A few live sites at most (one per organisation, plus the folder a publish just replaced).
    if (cache.size > 32) cache.clear();
    rules = readRules(key);
    cache.set(key, rules);
    rules.catch(() => cache.delete(key));
  }
  return rules;
}

/**
 * The security headers of the site in `root` for `pathname`, as Workers Static Assets would send them, with HSTS
 * when the site is served over https (also when it was built for another address).
 */
export async function siteHeaders(root: string, pathname: string, { https }: { https: boolean }): Promise<Record<string, string>> {
  return { ...baseSecurityHeaders({ https }), ...headersFor(await rulesOf(root), pathname) };
}
