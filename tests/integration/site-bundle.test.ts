/**
 * A publish renders its pages from the bundle of the portal's code (`edge/node/site-build/site-bundle.ts`,
 * `site-renderer.ts`) instead of running `astro build` for every snapshot. The site it builds must be the one a
 * full `astro build` of the same snapshot builds: this builds the demo organisation both ways and compares every
 * file byte for byte — pages, feeds, sitemap, `trust.json`, `_redirects`, `_headers`, the Pagefind index and the
 * compressed copies (the steps after rendering are `finishSite`'s, the same both ways). Only `security.txt`'s `Expires` (a year after the build time) may differ.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContentDir } from '../../edge/node/content-dir.ts';
import { REPO_ROOT, buildSite, finishSite } from '../../edge/node/site-build/build-site.ts';

const BUILD_TIMEOUT = 600_000;
const PUBLIC_URL = 'https://trust.northwind.example';

let work: string;
let snapshotFile: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'glasshouse-site-bundle-test-'));
  const { snapshot } = await readContentDir(path.join(REPO_ROOT, 'content', 'demo'));
  snapshotFile = path.join(work, 'snapshot.json');
  writeFileSync(snapshotFile, JSON.stringify(snapshot));
});
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

/** A plain `astro build` of the snapshot, as every publish ran it before the bundle. */
function fullAstroBuild(outDir: string): Promise<void> {
  const astro = path.join(REPO_ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs');
  const child = spawn(process.execPath, [astro, 'build', '--root', REPO_ROOT], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      GLASSHOUSE_SNAPSHOT: snapshotFile,
      GLASSHOUSE_OUT_DIR: outDir,
      GLASSHOUSE_CACHE_DIR: path.join(work, 'astro-cache'),
      PUBLIC_URL,
      ASTRO_TELEMETRY_DISABLED: '1',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`astro build exited with ${code}:\n${output.slice(-3000)}`))));
  });
}

/** Every file under `dir`, relative, with `/` separators, sorted. */
function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** A file's bytes; `security.txt` without its build-time `Expires` line. */
function contentOf(dir: string, file: string): Buffer {
  const bytes = readFileSync(path.join(dir, file));
  if (file === '.well-known/security.txt') return Buffer.from(bytes.toString('utf8').replace(/^Expires: .*$/m, 'Expires: (build time)'));
  return bytes;
}

describe('the site built from the code bundle', () => {
  it(
    'is the site a full astro build of the same snapshot makes, file for file',
    async () => {
      const reference = path.join(work, 'reference');
      await fullAstroBuild(reference);
      await finishSite({ siteDir: reference, snapshotPath: snapshotFile, publicUrl: PUBLIC_URL });

      const bundled = path.join(work, 'bundled');
      const result = await buildSite({ snapshotFile, outDir: bundled, publicUrl: PUBLIC_URL });
      expect(result.pages).toBeGreaterThan(100);

      const expected = filesOf(reference);
      // What the comparison covers: pages, feeds, the redirects, the search index and the compressed copies.
      for (const file of [
        'index.html',
        '404.html',
        'sitemap.xml',
        'updates.xml',
        'trust.json',
        '_redirects',
        '_headers',
        'pagefind/pagefind-entry.json',
        'index.html.br',
        'index.html.gz',
      ]) {
        expect(expected, file).toContain(file);
      }
      expect(expected.filter((file) => /^product\/[^/]+\/[^/]+\/index\.html$/.test(file)).length).toBeGreaterThan(50); // item pages
      expect(filesOf(bundled)).toEqual(expected);
      const differing = expected.filter((file) => !contentOf(reference, file).equals(contentOf(bundled, file)));
      // security.txt is too small to be compressed, so its Expires line differs nowhere else.
      expect(existsSync(path.join(reference, '.well-known/security.txt.gz'))).toBe(false);
      expect(differing).toEqual([]);
    },
    BUILD_TIMEOUT,
  );
});
