/**
 * Writes a built site's `_redirects` file: the permanent redirects from its items' earlier links to their current
 * pages (`content/slug-redirects.ts`), from the public view only — a hidden item's slugs never reach the site.
 * Workers Static Assets applies the file on Cloudflare; the embedded server reads it (`edge/node/redirects.ts`).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SnapshotSchema, publicView } from '../../../content/index.ts';
import { redirectsFile, slugRedirects } from '../../../content/slug-redirects.ts';

/** Writes `<siteDir>/_redirects`; returns how many earlier links it redirects. */
export async function writeSiteRedirects({ siteDir, snapshotPath }: { siteDir: string; snapshotPath: string }): Promise<number> {
  const snapshot = SnapshotSchema.parse(JSON.parse(await readFile(snapshotPath, 'utf8')));
  const redirects = slugRedirects(publicView(snapshot));
  await writeFile(path.join(siteDir, '_redirects'), redirectsFile(redirects));
  return redirects.length;
}
