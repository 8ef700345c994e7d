/**
 * The portal's code, bundled once per code version and reused by every build until the code changes.
 *
 * Bundling (`astro build` with the capture of `site-bundle-integration.ts`: Vite, Tailwind, Rolldown) takes most
 * of a cold build and depends only on the code, not on the snapshot. So a build first looks for the bundle of the
 * current code — named by the fingerprint of the sources, the configuration and the lockfile — and bundles only
 * when there is none; then `site-renderer.ts` renders the snapshot's pages from it.
 *
 *   .astro/site-bundles/<fingerprint>/   a finished bundle (`bundle.json` is written last)
 *   .astro/site-bundles/.tmp-…           a bundle being built; renamed into place when complete
 *
 * The bundles live inside the repository because the prerender bundle imports its dependencies (react, zod …) by
 * bare name, which resolve only from inside the repository's node_modules tree. Two processes that bundle the same
 * code at once both finish; the first rename wins and the other copy is dropped.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLE_DIR_ENV, BUNDLE_FORMAT, BUNDLE_MANIFEST_FILE, SITE_SOURCE_ROOTS, type BundleManifest } from './site-bundle-integration.ts';

/** The repository root: Astro's project root (`astro.config.mjs`, `site/`, `node_modules/`). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** Where the bundles are kept (ignored by git with the rest of `.astro/`). */
export const BUNDLES_ROOT = path.join(REPO_ROOT, '.astro', 'site-bundles');
/** Bundles of other code versions kept besides the current one (a rollback of the code finds its bundle). */
const KEEP_OTHER_BUNDLES = 2;
/** How much of the bundler's output an error carries. */
const OUTPUT_TAIL_LINES = 40;

/** A finished bundle. */
export interface SiteBundle {
  /** Absolute path of the bundle folder (`static/`, `prerender/`, `bundle.json`). */
  dir: string;
  fingerprint: string;
  manifest: BundleManifest;
}

/** Bundling failed; `output` holds the last lines the bundler printed. */
export class SiteBundleError extends Error {
  override name = 'SiteBundleError';
  readonly output: string;
  constructor(message: string, output: string) {
    super(message);
    this.output = output;
  }
}

/** Files under `dir` (recursively), as paths relative to the repository with `/` separators, sorted. */
async function sourceFiles(relative: string): Promise<string[]> {
  const absolute = path.join(REPO_ROOT, relative);
  const stat = await fs.stat(absolute).catch(() => null);
  if (!stat) return [];
  if (stat.isFile()) return [relative];
  const entries = await fs.readdir(absolute, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(REPO_ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * The fingerprint of the portal's code: a hash of every file in `SITE_SOURCE_ROOTS` (the site, the admin app, the
 * content model, the Astro configuration, the lockfile) and of the bundle format.
 */
export async function siteFingerprint(): Promise<string> {
  const hash = createHash('sha256').update(`glasshouse site bundle ${BUNDLE_FORMAT}\n`);
  for (const root of [...SITE_SOURCE_ROOTS].sort()) {
    for (const file of await sourceFiles(root)) {
      hash
        .update(`${file}\0`)
        .update(await fs.readFile(path.join(REPO_ROOT, file)))
        .update('\0');
    }
  }
  return hash.digest('hex').slice(0, 24);
}

function readBundle(dir: string, fingerprint: string): SiteBundle | null {
  try {
    const manifest = JSON.parse(readFileSync(path.join(dir, BUNDLE_MANIFEST_FILE), 'utf8')) as BundleManifest;
    if (manifest.format !== BUNDLE_FORMAT || !existsSync(path.join(dir, 'prerender', manifest.entry))) return null;
    return { dir, fingerprint, manifest };
  } catch {
    return null;
  }
}

/** Bundles being built by this process, by fingerprint: concurrent builds of the same code share one. */
const bundling = new Map<string, Promise<SiteBundle>>();

export interface EnsureSiteBundleOptions {
  /** Receives the bundler's output lines. */
  log?: (line: string) => void;
  /** Told before bundling starts (not when the bundle exists already). */
  onBundle?: () => void;
}

/** The bundle of the current code: the existing one, or a new one when the code changed. */
export async function ensureSiteBundle({ log = () => {}, onBundle = () => {} }: EnsureSiteBundleOptions = {}): Promise<SiteBundle> {
  const fingerprint = await siteFingerprint();
  const dir = path.join(BUNDLES_ROOT, fingerprint);
  const existing = readBundle(dir, fingerprint);
  if (existing) {
    // Marks it as used, for pruning.
    await fs.utimes(dir, new Date(), new Date()).catch(() => {});
    return existing;
  }
  let pending = bundling.get(fingerprint);
  if (!pending) {
    onBundle();
    pending = buildBundle(fingerprint, dir, log).finally(() => bundling.delete(fingerprint));
    bundling.set(fingerprint, pending);
  }
  return pending;
}

async function buildBundle(fingerprint: string, dir: string, log: (line: string) => void): Promise<SiteBundle> {
  await fs.mkdir(BUNDLES_ROOT, { recursive: true });
  const temp = await fs.mkdtemp(path.join(BUNDLES_ROOT, `.tmp-${fingerprint}-`));
  try {
    const started = performance.now();
    await runAstroBundle(temp, log);
    await fs.rm(path.join(temp, 'cache'), { recursive: true, force: true });
    if (!readBundle(temp, fingerprint)) throw new SiteBundleError('Bundling the site failed: astro build finished without capturing the bundle.', '');
    try {
      await fs.rename(temp, dir);
    } catch (error) {
      // Another process finished the same bundle first: use theirs.
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST' && code !== 'ENOTEMPTY') throw error;
    }
    const bundle = readBundle(dir, fingerprint);
    if (!bundle) throw new SiteBundleError(`Bundling the site failed: ${dir} is not a complete bundle.`, '');
    log(`Bundled the site code in ${Math.round(performance.now() - started)} ms → ${path.relative(REPO_ROOT, dir)}`);
    await pruneBundles(fingerprint);
    return bundle;
  } finally {
    await fs.rm(temp, { recursive: true, force: true });
  }
}

/** Removes bundles of other code versions but the `KEEP_OTHER_BUNDLES` last used, and stale temporary folders. */
async function pruneBundles(current: string): Promise<void> {
  const entries = await fs.readdir(BUNDLES_ROOT, { withFileTypes: true });
  const others: { name: string; used: number }[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name === current) continue;
    const stat = await fs.stat(path.join(BUNDLES_ROOT, entry.name)).catch(() => null);
    if (!stat) continue;
    // A temporary folder of a bundle still being built elsewhere is young; one left by a crash is removed later.
    if (entry.name.startsWith('.tmp-')) {
      if (Date.now() - stat.mtimeMs > 3_600_000) await fs.rm(path.join(BUNDLES_ROOT, entry.name), { recursive: true, force: true });
      continue;
    }
    others.push({ name: entry.name, used: stat.mtimeMs });
  }
  others.sort((a, b) => b.used - a.used);
  for (const { name } of others.slice(KEEP_OTHER_BUNDLES)) await fs.rm(path.join(BUNDLES_ROOT, name), { recursive: true, force: true });
}

/** Astro's CLI entry, from its package's `bin` (it moved from `astro.js` to `bin/astro.mjs` over the years). */
function astroCli(): string {
  const packageJson = path.join(REPO_ROOT, 'node_modules', 'astro', 'package.json');
  const { bin } = JSON.parse(readFileSync(packageJson, 'utf8')) as { bin: string | Record<string, string> };
  return path.join(path.dirname(packageJson), typeof bin === 'string' ? bin : bin.astro!);
}

/**
 * `astro build` in a child process (so a crash or a leak of the bundler never takes the server down), bundling
 * into `bundleDir`. Its static files go to `bundleDir/static`; the integration captures the rest.
 */
function runAstroBundle(bundleDir: string, log: (line: string) => void): Promise<void> {
  const tail: string[] = [];
  // The bundle serves every address and every snapshot: each render sets its own (`site-renderer.ts`).
  const { PUBLIC_URL: _address, GLASSHOUSE_SNAPSHOT: _snapshot, ...inherited } = process.env;
  const env: Record<string, string | undefined> = {
    ...inherited,
    [BUNDLE_DIR_ENV]: bundleDir,
    GLASSHOUSE_OUT_DIR: path.join(bundleDir, 'static'),
    // A private content-layer store, so two bundles built at once never share one.
    GLASSHOUSE_CACHE_DIR: path.join(bundleDir, 'cache'),
    ASTRO_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production',
    // Plain text logs: no colour codes in error messages.
    NO_COLOR: '1',
    FORCE_COLOR: '0',
  };
  const child = spawn(process.execPath, [astroCli(), 'build', '--root', REPO_ROOT], {
    cwd: REPO_ROOT,
    env: env as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const forward = (line: string) => {
    tail.push(line);
    if (tail.length > OUTPUT_TAIL_LINES) tail.shift();
    log(line);
  };
  pipeLines(child.stdout, forward);
  pipeLines(child.stderr, forward);
  return new Promise((resolve, reject) => {
    child.on('error', (error) => reject(new SiteBundleError(`Bundling the site could not start: ${error.message}`, tail.join('\n'))));
    child.on('close', (code, signal) => {
      if (code === 0) return resolve();
      const why = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      reject(new SiteBundleError(`Bundling the site failed: astro build ${why}.\n${tail.join('\n')}`, tail.join('\n')));
    });
  });
}

/** Splits a stream into lines and hands each non-empty one to `onLine`. */
export function pipeLines(stream: NodeJS.ReadableStream, onLine: (line: string) => void): void {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split(/\r?\n/);
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) onLine(line);
  });
  stream.on('end', () => {
    if (pending.trim()) onLine(pending);
  });
}
