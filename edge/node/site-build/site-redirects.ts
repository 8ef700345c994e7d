/**
 * Writes a built site's `_redirects` file: the permanent redirects from its items' earlier links to their current
 * pages (`content/slug-redirects.ts`), from the public view only — a hidden item's slugs never reach the site.
 * Workers Static Assets applies the file on Cloudflare; the embedded server reads it (`edge/node/redirects.ts`).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SnapshotSchema, publicView, type Snapshot } from '../../../content/index.ts';
import { redirectsFile, slugRedirects } from '../../../content/slug-redirects.ts';

/**
 * Writes `<siteDir>/_redirects`; returns how many earlier links it redirects. `snapshot` is the snapshot of
 * `snapshotPath`, when the caller has it parsed already.
 */
export async function writeSiteRedirects({
  siteDir,
  snapshotPath,
  snapshot: parsed,
}: {
  siteDir: string;
  snapshotPath: string;
  snapshot?: Snapshot;
}): Promise<number> {
  const snapshot = parsed ?? SnapshotSchema.parse(JSON.parse(await readFile(snapshotPath, 'utf8')));
  const redirects = slugRedirects(publicView(snapshot));
  await writeFile(path.join(siteDir, '_redirects'), redirectsFile(redirects));
  return redirects.length;
}
