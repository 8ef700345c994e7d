/**
 * Builds the static public portal of one snapshot and swaps it live atomically.
 *
 * A build goes into a NEW folder beside the live one. The portal's code is bundled once per code version
 * (`site-bundle.ts`: `astro build` in a child process, only when the code changed); each build copies the
 * bundle's static files and renders the snapshot's pages from it in a renderer thread of its own
 * (`site-renderer.ts`), so an error or a memory leak never takes the server down and several builds never share
 * module state. The same thread then inlines the critical CSS and writes the security headers (`finish-pages.ts`:
 * the steps that read every page, whose garbage goes with the thread), while this one prepares the search records,
 * indexes the pages with Pagefind once they are written, and then writes the signed manifest, the redirects and the
 * compressed copies. Only when all of it succeeds does `swapLive` repoint the org's `current` symlink at the new
 * folder — one `rename(2)`, so a visitor sees either the old site or the new one, never a mix. A failed build
 * removes its partial folder and leaves `current` untouched.
 *
 * Layout under the sites root:
 *
 *   <sitesRoot>/<orgSlug>/current          → symlink to the live build folder (relative)
 *   <sitesRoot>/<orgSlug>/build-<stamp>-…  build folders (see `newBuildDir`); old ones are pruned
 */
import { existsSync, readdirSync, readlinkSync, realpathSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { z } from 'zod';
import { SnapshotSchema } from '../../../content/index.ts';
import type { ManifestSigningKey } from '../../services/documents/documents-manifest.ts';
import { manifestTrustEnv, writeDocumentsManifest } from './documents-manifest.ts';
import { PAGE_EXCLUDED_SELECTORS } from '../../../content/search/records.ts';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import { finishPages } from './finish-pages.ts';
import { precompressSite } from './precompress.ts';
import { addSearchRecords, prepareSearchRecords, writeSearchAids } from './search-index.ts';
import { REPO_ROOT, SiteBundleError, ensureSiteBundle } from './site-bundle.ts';
import { SiteRenderError, keepRendererWarm, refillWarmRenderer, renderPages, stopWarmRenderer } from './site-renderer.ts';
import { writeSiteRedirects } from './site-redirects.ts';
import { securityHeaderSettings } from './site-security-headers.ts';

export { REPO_ROOT };

/** Name of the symlink that marks an organisation's live build. */
export const CURRENT_LINK = 'current';
/** How many non-live build folders `swapLive` keeps for each organisation. */
export const KEEP_OLD_BUILDS = 5;
/** Build folders are named `build-<UTC stamp>-<suffix>`; only folders matching this are ever pruned. */
const BUILD_DIR_PATTERN = /^build-\d{8}T\d{9}Z-[a-z0-9-]+$/;
/** The public address a site is built for when none is given (`astro.config.mjs` says the same). */
const DEFAULT_SITE = 'http://localhost:4321';
/** Compressed copies of the shared assets, reused by later builds (`precompress.ts`). */
const PRECOMPRESS_CACHE = path.join(REPO_ROOT, '.astro', 'precompressed');
export type BuildLog = (line: string) => void;

export interface BuildSiteOptions {
  /** Snapshot JSON file to render (validated against `SnapshotSchema` before anything is built). */
  snapshotFile: string;
  /** Folder to build into; must not exist yet, or be empty. Removed again if the build fails. */
  outDir: string;
  /** Receives the build's progress lines (the bundler's output when it runs, one line per page, Pagefind's summary). */
  log?: BuildLog;
  /** The portal's public address for canonical links and social tags; defaults to env `PUBLIC_URL`. */
  publicUrl?: string;
  /** Signs the public documents' manifest (`documents-manifest.json`) and publishes its key in `trust.json`. */
  signingKey?: ManifestSigningKey;
  /** Told when each stage of the build starts (the CLI shows them as phases with their times). */
  onStage?: (stage: BuildStage) => void;
  /**
   * Write brotli and gzip copies of the text files for the embedded server (default true). A site deployed to a
   * CDN that compresses by itself does not need them.
   */
  precompress?: boolean;
  /**
   * Other work of the caller that needs no pages (the server's own search index of the snapshot): started once
   * the pages are rendering in their thread, while this one has little to do, and awaited before the build
   * finishes. The build fails with its error.
   */
  alongside?: () => Promise<void>;
}

/**
 * The stages of a build after validation, in order: `bundle` (only when the code changed since the last bundle),
 * `astro` (rendering the pages), `manifest` (only with a signing key), `pagefind`.
 */
export type BuildStage = 'bundle' | 'astro' | 'manifest' | 'pagefind';

export interface BuildSiteResult {
  /** Absolute path of the finished site. */
  outDir: string;
  /** Number of HTML pages written. */
  pages: number;
  /** Wall time of validation, build and indexing. */
  durationMs: number;
}

/** Which step of a site build failed. */
export type SiteBuildStage = 'validate' | 'astro' | 'pagefind';

/** A site build that did not produce a usable site. The live site is untouched when this is thrown. */
export class SiteBuildError extends Error {
  override name = 'SiteBuildError';
  /** The step that failed. */
  readonly stage: SiteBuildStage;
  /** The last lines the failing step printed (empty for validation errors). */
  readonly output: string;
  constructor(message: string, stage: SiteBuildStage, output = '') {
    super(message);
    this.stage = stage;
    this.output = output;
  }
}

/**
 * Builds the public portal of `snapshotFile` into `outDir` and indexes it with Pagefind (`<outDir>/pagefind`).
 * `outDir` appears only once the site is complete. Throws `SiteBuildError` (with the tail of the build's output)
 * if validation, the build or the indexing fails; nothing is left behind in that case.
 */
export async function buildSite({
  snapshotFile,
  outDir,
  log = () => {},
  publicUrl,
  signingKey,
  onStage = () => {},
  precompress = true,
  alongside,
}: BuildSiteOptions): Promise<BuildSiteResult> {
  const started = performance.now();
  const snapshotPath = path.resolve(snapshotFile);
  const siteDir = path.resolve(outDir);

  const snapshot = await validateSnapshotFile(snapshotPath);
  await assertNewDir(siteDir);

  const bundle = await ensureSiteBundle({ log, onBundle: () => onStage('bundle') }).catch((error: unknown) => {
    if (error instanceof SiteBundleError) throw new SiteBuildError(`Site build failed: ${error.message}`, 'astro', error.output);
    throw error;
  });
  // The site is staged beside its destination (a sibling folder, so the final move is one rename).
  await fs.mkdir(path.dirname(siteDir), { recursive: true });
  const stagedSite = `${siteDir}.partial-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  let besides: Promise<void> | undefined;
  try {
    onStage('astro');
    await fs.cp(path.join(bundle.dir, 'static'), stagedSite, { recursive: true });
    // The renderer thread writes the pages and finishes them (critical CSS, security headers); meanwhile this
    // thread prepares the search records. The pages are indexed once the renderer has ended: Pagefind's process and
    // the renderer's heap at once would make the publish's peak memory their sum (for the demo, overlapping them
    // saved about 200 ms and cost about 15 MB).
    const rendered = signal();
    const indexing = indexWithPagefind(stagedSite, snapshot, log, rendered.promise);
    indexing.catch(() => {}); // awaited below, whatever happens meanwhile
    try {
      const rendering = renderPages({
        bundle,
        snapshotFile: snapshotPath,
        outDir: stagedSite,
        site: publicUrl || process.env.PUBLIC_URL || DEFAULT_SITE,
        env: signingKey ? manifestTrustEnv(signingKey) : {},
        finish: { headers: securityHeaderSettings({ snapshot, publicUrl }) },
        log,
      }).catch((error: unknown) => {
        if (error instanceof SiteRenderError) throw new SiteBuildError(error.message, 'astro', error.output);
        throw error;
      });
      // The job is with the renderer now: the caller's other work runs on this thread meanwhile.
      if (alongside) {
        besides = new Promise<void>((resolve) => setImmediate(resolve)).then(alongside);
        besides.catch(() => {}); // awaited below, whatever happens meanwhile
      }
      await rendering;
      rendered.resolve();
      if (!existsSync(path.join(stagedSite, 'index.html'))) {
        throw new SiteBuildError('Site build failed: the build finished but wrote no index.html.', 'astro');
      }
    } catch (error) {
      rendered.reject(error);
      await indexing.catch(() => {});
      throw error;
    }
    await completeSite({ siteDir: stagedSite, snapshotPath, snapshot, indexing, signingKey, publicUrl, precompress, log, onStage });
    await besides;
    const pages = await countHtmlPages(stagedSite);
    await moveDir(stagedSite, siteDir);
    const durationMs = Math.round(performance.now() - started);
    log(`Built ${pages} pages in ${durationMs} ms → ${siteDir}`);
    return { outDir: siteDir, pages, durationMs };
  } finally {
    await besides?.catch(() => {});
    await fs.rm(stagedSite, { recursive: true, force: true });
    refillWarmRenderer(bundle.dir);
  }
}

export interface FinishSiteOptions {
  /** The rendered pages and the static files. */
  siteDir: string;
  snapshotPath: string;
  signingKey?: ManifestSigningKey;
  publicUrl?: string;
  precompress?: boolean;
  log?: BuildLog;
  onStage?: (stage: BuildStage) => void;
}

/**
 * Everything a build does after the pages are rendered, in place in `siteDir`: critical CSS and security headers
 * (`finishPages`), the signed documents manifest, the redirects, the Pagefind index and the compressed copies.
 * `buildSite` runs the same steps, the pages' in its renderer thread. Exported for the test that compares a
 * bundled build with a full `astro build` finished the same way.
 */
export async function finishSite({
  siteDir,
  snapshotPath,
  signingKey,
  publicUrl,
  precompress = true,
  log = () => {},
  onStage = () => {},
}: FinishSiteOptions): Promise<void> {
  const snapshot = await validateSnapshotFile(snapshotPath);
  const indexing = indexWithPagefind(siteDir, snapshot, log, Promise.resolve());
  indexing.catch(() => {}); // awaited below, whatever happens meanwhile
  try {
    await finishPages({ siteDir, headers: securityHeaderSettings({ snapshot, publicUrl }), log });
  } catch (error) {
    await indexing.catch(() => {});
    throw error;
  }
  await completeSite({ siteDir, snapshotPath, snapshot, indexing, signingKey, publicUrl, precompress, log, onStage });
}

/**
 * The steps after the pages are final: the signed documents manifest and the redirects while the search index is
 * written (`indexing`), then the compressed copies of everything, the index's files included.
 */
async function completeSite({
  siteDir,
  snapshotPath,
  snapshot,
  indexing,
  signingKey,
  publicUrl,
  precompress = true,
  log = () => {},
  onStage = () => {},
}: FinishSiteOptions & { snapshot: Snapshot; indexing: Promise<void> }): Promise<void> {
  try {
    if (signingKey) {
      onStage('manifest');
      const count = await writeDocumentsManifest({ siteDir, snapshotPath, snapshot, key: signingKey, publicUrl });
      log(`Signed the documents manifest: ${count} public documents`);
    }
    const redirects = await writeSiteRedirects({ siteDir, snapshotPath, snapshot });
    if (redirects > 0) log(`Redirects: ${redirects} earlier item links`);
  } catch (error) {
    await indexing.catch(() => {});
    throw error;
  }
  onStage('pagefind');
  await indexing;
  if (precompress) {
    const compressed = await precompressSite(siteDir, { cacheDir: PRECOMPRESS_CACHE });
    log(`Compressed ${compressed.files} text files: ${compressed.bytes} → ${compressed.brotliBytes} bytes (brotli)`);
  }
}

/** A promise with its resolve and reject. */
function signal(): { promise: Promise<void>; resolve: () => void; reject: (error: unknown) => void } {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => {}); // a rejection is seen by whoever awaits it
  return { promise, resolve, reject };
}

/**
 * For a long-lived process (the server): bundles the current code if it has no bundle yet, and keeps a renderer
 * thread loaded and waiting, so that a publish starts rendering at once. `stop` ends the waiting renderer.
 * Errors are logged, never thrown: a publish bundles (and reports the error) itself.
 */
export async function prepareSiteBuilds({ log = () => {} }: { log?: BuildLog } = {}): Promise<{ stop: () => void }> {
  try {
    keepRendererWarm(await ensureSiteBundle({ log }));
  } catch (error) {
    log(`Could not prepare site builds: ${(error as Error).message}`);
  }
  return { stop: stopWarmRenderer };
}

/** Reads and validates the snapshot up front: a bad snapshot fails in milliseconds instead of mid-build. */
async function validateSnapshotFile(snapshotPath: string): Promise<Snapshot> {
  let raw: string;
  try {
    raw = await fs.readFile(snapshotPath, 'utf8');
  } catch (error) {
    throw new SiteBuildError(`Cannot read the snapshot file ${snapshotPath}: ${(error as Error).message}`, 'validate');
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    throw new SiteBuildError(`The snapshot file ${snapshotPath} is not valid JSON: ${(error as Error).message}`, 'validate');
  }
  const parsed = SnapshotSchema.safeParse(json);
  if (!parsed.success) {
    throw new SiteBuildError(`The snapshot ${snapshotPath} is not valid:\n${z.prettifyError(parsed.error)}`, 'validate');
  }
  return parsed.data;
}

/** `dir` must not exist yet, or be an empty folder: a build never overwrites a site (it could be the live one). */
async function assertNewDir(dir: string): Promise<void> {
  const entries = await fs.readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw new SiteBuildError(`Cannot build into ${dir}: ${error.message}`, 'validate');
  });
  if (entries.length > 0) {
    throw new SiteBuildError(`Refusing to build into ${dir}: the folder is not empty.`, 'validate');
  }
}

/**
 * Moves a finished site to its destination: one rename on the same file system; across file systems a copy to
 * a temporary sibling, then a rename, so the destination is never seen half-written.
 */
async function moveDir(from: string, to: string): Promise<void> {
  await fs.mkdir(path.dirname(to), { recursive: true });
  await fs.rmdir(to).catch(() => {}); // an empty placeholder folder (checked by assertNewDir)
  try {
    await fs.rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    const partial = `${to}.partial-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
    try {
      await fs.cp(from, partial, { recursive: true, verbatimSymlinks: true });
      await fs.rename(partial, to);
    } finally {
      await fs.rm(partial, { recursive: true, force: true });
    }
  }
}

/**
 * Portal pages indexed from their HTML (as "Webpages"): the home page and each product's page. Items, documents,
 * FAQs, updates and subprocessors are custom records of their own (`search-index.ts`), so item pages are not
 * indexed twice.
 */
const INDEXED_PAGES_GLOB = '{index.html,product/*/index.html}';

/**
 * Builds the site's search index: prepares the search records from the snapshot at once, then, once `pagesWritten`
 * resolves (the pages written and finished), indexes the pages and adds the records (in that order: Pagefind lists
 * its pages in the order they came), and writes the index and the search aids.
 */
async function indexWithPagefind(siteDir: string, snapshot: Snapshot, log: BuildLog, pagesWritten: Promise<void>): Promise<void> {
  await withPagefind(async () => {
    const { index, errors: createErrors } = await pagefind.createIndex({ excludeSelectors: PAGE_EXCLUDED_SELECTORS });
    if (!index) throw pagefindError('could not create an index', createErrors);
    try {
      const prepared = prepareSearchRecords(snapshot);
      await pagesWritten;
      const added = await index.addDirectory({ path: siteDir, glob: INDEXED_PAGES_GLOB });
      if (added.errors.length > 0) throw pagefindError('could not index the site', added.errors);
      const records = await addSearchRecords(index, prepared).catch((error: Error) => {
        throw pagefindError('could not index the search records', [error.message]);
      });
      const written = await index.writeFiles({ outputPath: path.join(siteDir, 'pagefind') });
      if (written.errors.length > 0) throw pagefindError('could not write the index', written.errors);
      const aids = await writeSearchAids(siteDir, prepared.productIds);
      log(
        `Pagefind indexed ${added.page_count} pages and ${records} records; search vocabulary: ${aids.words} words, ${aids.vocabularyBytes} bytes; record map: ${aids.recordMapBytes} bytes`,
      );
    } finally {
      await index.deleteIndex().catch(() => {});
    }
  });
}

/** Builds of this process using Pagefind's service now. */
let pagefindUsers = 0;

/**
 * Runs `work` with Pagefind's service process (one for the whole process, started by the first call that needs
 * it), and stops that process when no build uses it any more: a deleted index does not give all its memory back,
 * so a long-lived service would grow with every publish, and between publishes none is needed.
 */
async function withPagefind<T>(work: () => Promise<T>): Promise<T> {
  pagefindUsers++;
  try {
    return await work();
  } finally {
    if (--pagefindUsers === 0) await pagefind.close();
  }
}

function pagefindError(what: string, errors: string[]): SiteBuildError {
  const output = errors.join('\n');
  return new SiteBuildError(`Search indexing failed: Pagefind ${what}.\n${output}`, 'pagefind', output);
}

async function countHtmlPages(siteDir: string): Promise<number> {
  const entries = await fs.readdir(siteDir, { recursive: true });
  return entries.filter((name) => name.endsWith('.html') && !name.startsWith(`pagefind${path.sep}`)).length;
}

// ---------------------------------------------------------------------------------------------------------------
// Live folder: `<sitesRoot>/<orgSlug>/current` and the build folders beside it.

/**
 * A fresh, not yet existing build folder for an organisation: `<sitesRoot>/<orgSlug>/build-<UTC stamp>-<label>`.
 * Names sort by creation time, which is how pruning tells new from old.
 */
export function newBuildDir(sitesRoot: string, orgSlug: string, label = 'site'): string {
  const stamp = new Date().toISOString().replace(/[-:.]/g, ''); // 20261121T084412123Z
  const safeLabel =
    label
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'site';
  const random = Math.random().toString(36).slice(2, 8);
  return path.join(path.resolve(sitesRoot), orgSlug, `build-${stamp}-${safeLabel}-${random}`);
}

/** The folder an organisation's live site is served from (real path of its `current` link), or null. */
export function currentSiteDir(sitesRoot: string, orgSlug: string): string | null {
  const link = path.join(path.resolve(sitesRoot), orgSlug, CURRENT_LINK);
  const now = Date.now();
  const hit = liveDirs.get(link);
  if (hit && now - hit.at < LIVE_DIR_CACHE_MS) return hit.dir;
  let dir: string | null;
  try {
    dir = realpathSync(link);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    dir = null;
  }
  liveDirs.set(link, { dir, at: now });
  return dir;
}

/**
 * How long a resolved `current` link is reused (ms). The server resolves it for every request of the portal; a
 * swap in this process forgets it at once (`swapLive`), one by another process (a `glasshouse publish` beside a
 * running server) is seen within this time.
 */
const LIVE_DIR_CACHE_MS = 1000;
const liveDirs = new Map<string, { dir: string | null; at: number }>();

export interface SwapLiveOptions {
  sitesRoot: string;
  orgSlug: string;
  /** A finished build folder (from `buildSite`) to make live. */
  newDir: string;
}

export interface SwapLiveResult {
  /** The folder now live. */
  liveDir: string;
  /** The folder that was live before, or null for a first publish. */
  previousDir: string | null;
  /** Old build folders removed by pruning. */
  pruned: string[];
}

/**
 * Makes `newDir` the live site of `orgSlug`: writes a temporary symlink and renames it over `current`, which
 * replaces the link atomically — a request resolves either the old folder or the new one. Then prunes old
 * build folders, keeping the newest `KEEP_OLD_BUILDS` that are not live.
 */
export async function swapLive({ sitesRoot, orgSlug, newDir }: SwapLiveOptions): Promise<SwapLiveResult> {
  const orgDir = path.join(path.resolve(sitesRoot), orgSlug);
  const liveDir = path.resolve(newDir);
  const stat = await fs.stat(liveDir).catch(() => null);
  if (!stat?.isDirectory() || !existsSync(path.join(liveDir, 'index.html'))) {
    throw new Error(`Cannot make ${liveDir} live: it is not a finished site build (no index.html).`);
  }
  await fs.mkdir(orgDir, { recursive: true });
  const previousDir = currentSiteDir(sitesRoot, orgSlug);

  // A relative target keeps the link valid when the whole sites folder is moved or mounted elsewhere.
  const target = path.relative(orgDir, liveDir) || '.';
  const linkPath = path.join(orgDir, CURRENT_LINK);
  const tempLink = path.join(orgDir, `.${CURRENT_LINK}-${process.pid}-${Math.random().toString(36).slice(2, 10)}`);
  await fs.symlink(target, tempLink, 'dir');
  try {
    await fs.rename(tempLink, linkPath);
  } catch (error) {
    await fs.rm(tempLink, { force: true });
    throw error;
  } finally {
    liveDirs.delete(linkPath);
  }
  const pruned = await pruneBuilds({ sitesRoot, orgSlug });
  return { liveDir: realpathSync(linkPath), previousDir, pruned };
}

export interface PruneBuildsOptions {
  sitesRoot: string;
  orgSlug: string;
  /** How many non-live build folders to keep (default `KEEP_OLD_BUILDS`). */
  keep?: number;
}

/**
 * Removes an organisation's old build folders, keeping the live one and the newest `keep` others. Only folders
 * named like `newBuildDir` makes them are considered; anything else in the org folder is left alone.
 */
export async function pruneBuilds({ sitesRoot, orgSlug, keep = KEEP_OLD_BUILDS }: PruneBuildsOptions): Promise<string[]> {
  const orgDir = path.join(path.resolve(sitesRoot), orgSlug);
  if (!existsSync(orgDir)) return [];
  const live = liveBuildName(orgDir);
  const builds = readdirSync(orgDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && BUILD_DIR_PATTERN.test(entry.name) && entry.name !== live)
    .map((entry) => entry.name)
    .sort()
    .reverse();
  const doomed = builds.slice(Math.max(0, keep)).map((name) => path.join(orgDir, name));
  for (const dir of doomed) await fs.rm(dir, { recursive: true, force: true });
  return doomed;
}

/** Name of the build folder `current` points at, if it is a folder directly inside `orgDir`. */
function liveBuildName(orgDir: string): string | null {
  try {
    const target = path.resolve(orgDir, readlinkSync(path.join(orgDir, CURRENT_LINK)));
    return path.dirname(target) === orgDir ? path.basename(target) : null;
  } catch {
    return null;
  }
}
