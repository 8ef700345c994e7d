/**
 * The site's `_redirects` file on the embedded server: the same rules Workers Static Assets applies on Cloudflare
 * (https://developers.cloudflare.com/workers/static-assets/redirects/), read from the root of the built site —
 * today the permanent redirects from items' earlier links (`content/slug-redirects.ts`). Node only.
 *
 * The file is read once per site folder (a publish swaps in a new folder) and again when it changes. Like on
 * Cloudflare, `_redirects` and `_headers` are configuration, never served as files.
 */
import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseRedirectsFile } from '../../content/slug-redirects.ts';

/** Files at the root of a site that configure it and are never served. */
export const SITE_CONFIG_FILES: readonly string[] = ['_redirects', '_headers'];

/** Whether a URL path names one of {@link SITE_CONFIG_FILES}. */
export function isSiteConfigPath(pathname: string): boolean {
  return SITE_CONFIG_FILES.some((name) => pathname === `/${name}` || pathname === `/${name}/`);
}

type Rules = ReturnType<typeof parseRedirectsFile>;
const cache = new Map<string, { mtimeMs: number; rules: Rules }>();

async function rulesOf(root: string): Promise<Rules | null> {
  const file = join(resolve(root), '_redirects');
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) {
    cache.delete(file);
    return null;
  }
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === info.mtimeMs) return cached.rules;
  const rules = parseRedirectsFile(await readFile(file, 'utf8'));
  // A few live sites at most (one per organisation, plus the folder a publish just replaced).
  if (cache.size > 16) cache.clear();
  cache.set(file, { mtimeMs: info.mtimeMs, rules });
  return rules;
}

/**
 * The redirect of the site in `root` for a request's URL, or null: its status and `Location` (the rule's
 * destination, with the request's query string unless the destination has its own).
 */
export async function findRedirect(root: string, url: URL): Promise<{ status: number; location: string } | null> {
  const rules = await rulesOf(root);
  let path: string;
  try {
    path = decodeURI(url.pathname);
  } catch {
    return null;
  }
  const rule = rules?.get(path) ?? rules?.get(url.pathname);
  if (!rule) return null;
  const location = rule.to.includes('?') ? rule.to : `${rule.to}${url.search}`;
  return { status: rule.status, location };
}
