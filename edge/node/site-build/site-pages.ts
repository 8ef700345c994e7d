/**
 * The HTML pages of a built site for the steps that finish them (`finish-pages.ts`): read once, then each page
 * rewritten in memory by every step and written once, a few at a time, so that only those few final texts are in
 * memory together.
 */
import { randomUUID } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** One page of a built site: its file and its text as read. */
export interface SitePage {
  file: string;
  html: string;
}

/** Files read or written at once. */
const PARALLEL = 8;

/** The HTML files of a built site, but Pagefind's folder. */
async function htmlFiles(siteDir: string): Promise<string[]> {
  const entries = await readdir(siteDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !path.relative(siteDir, file).startsWith(`pagefind${path.sep}`));
}

/**
 * Writes `data` to `file` through a temporary file of its own and one rename: a reader sees the old file or the new
 * one, never half of one, and two writers of the same file at once each write a whole one.
 */
export async function writeAtomically(file: string, data: string | Uint8Array): Promise<void> {
  const temp = `${file}.${process.pid}-${randomUUID()}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
}

/** Runs `work` on every item, `PARALLEL` at a time, in order of the items. */
async function forEachLimited<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, lane));
}

/** The HTML pages of the site under `siteDir`, in the order `htmlFiles` lists them. */
export async function readSitePages(siteDir: string): Promise<SitePage[]> {
  const pages: SitePage[] = (await htmlFiles(siteDir)).map((file) => ({ file, html: '' }));
  await forEachLimited(pages, async (page) => {
    page.html = await readFile(page.file, 'utf8');
  });
  return pages;
}

/**
 * Rewrites every page with `rewrite` (its final text, from the text as read) and writes back those whose text
 * changed, each with `writeAtomically`: a reader (the search indexer) sees the old page or the new one. Returns
 * how many were written.
 */
export async function rewritePages(pages: SitePage[], rewrite: (page: SitePage) => string): Promise<number> {
  let written = 0;
  await forEachLimited(pages, async (page) => {
    const html = rewrite(page);
    if (html === page.html) return;
    await writeAtomically(page.file, html);
    written++;
  });
  return written;
}
