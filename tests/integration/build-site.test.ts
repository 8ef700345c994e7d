/**
 * The publish build end to end: the pages rendered from the bundle of the portal's code in a renderer process,
 * Pagefind indexing, and the atomic swap of the live folder. The first build bundles the code (a full `astro build`,
 * several seconds on the CI machine) unless a bundle of the same code exists, so this file builds three times only.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteBuildError, buildSite, currentSiteDir, newBuildDir, swapLive } from '../../edge/node/site-build/build-site.ts';
import { CANARIES, fixtureSnapshot } from './build-fixture.ts';
import { headersFor, inlineCodeOf, parseHeadersFile } from '../../edge/node/site-headers.ts';

const BUILD_TIMEOUT = 180_000;

let work: string;
let sitesRoot: string;

function writeSnapshot(name: string, snapshot: unknown): string {
  const file = path.join(work, `${name}.json`);
  writeFileSync(file, JSON.stringify(snapshot));
  return file;
}

const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

/** The names of this process's child processes (Linux: from /proc). */
function childProcessNames(): string[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return Number(fields[1]) === process.pid ? [stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))] : [];
      } catch {
        return []; // ended meanwhile
      }
    });
}

/** Every file of a build as text; Pagefind's gzip-compressed index files are unpacked first. */
function allText(dir: string): string {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .map((file) => {
      const bytes = readFileSync(file);
      try {
        return gunzipSync(bytes).toString('utf8');
      } catch {
        return bytes.toString('utf8');
      }
    })
    .join('\n');
}

beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'glasshouse-build-test-'));
  sitesRoot = path.join(work, 'sites');
});
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe('buildSite and swapLive', () => {
  let liveDir: string;

  it(
    'builds two snapshots at the same time into separate folders, indexed and free of gated content',
    async () => {
      const acme = writeSnapshot('acme', fixtureSnapshot());
      const other = fixtureSnapshot();
      other.organization = { ...other.organization, id: 'org-globex', slug: 'globex', name: 'Globex Systems', description: '' };
      other.customization = { ...other.customization, portalTitle: '', showPortalTitle: true };
      const globex = writeSnapshot('globex', other);

      const acmeDir = newBuildDir(sitesRoot, 'acme', 'r1');
      const globexDir = newBuildDir(sitesRoot, 'globex', 'r1');
      // The caller's own work runs while the pages render, and the build waits for it.
      const alongside = { started: false, siteThere: true, done: false };
      const [a] = await Promise.all([
        buildSite({
          snapshotFile: acme,
          outDir: acmeDir,
          alongside: async () => {
            alongside.started = true;
            alongside.siteThere = existsSync(acmeDir);
            await new Promise((resolve) => setTimeout(resolve, 300));
            alongside.done = true;
          },
        }),
        buildSite({ snapshotFile: globex, outDir: globexDir, publicUrl: 'https://trust.globex.example' }),
      ]);

      expect(a.outDir).toBe(acmeDir);
      expect(alongside).toEqual({ started: true, siteThere: false, done: true });
      expect(a.pages).toBeGreaterThanOrEqual(9); // home, 404 and seven item pages
      expect(a.durationMs).toBeGreaterThan(0);

      const home = read(acmeDir, 'index.html');
      expect(home).toContain('Acme Cloud');
      expect(home).toMatch(/data-testid="portal-title"[^>]*>Security Portal</);
      expect(home).toContain('<link rel="canonical" href="http://localhost:4321/"');
      expect(home).not.toContain('Globex');
      // A card with a custom icon draws it from the assets route, keyed by the card's revision.
      expect(home).toMatch(/<img[^>]*src="\/api\/share\/org-acme\/assets\/icon_legal\?v=3"[^>]*data-card-icon/);

      // The other build rendered its own snapshot, with the default portal title.
      const globexHome = read(globexDir, 'index.html');
      expect(globexHome).toContain('Globex Systems');
      expect(globexHome).toMatch(/data-testid="portal-title"[^>]*>Trust Center</);
      expect(globexHome).not.toContain('Acme Cloud');
      expect(globexHome).toContain('<link rel="canonical" href="https://trust.globex.example/"');
      expect(read(globexDir, 'item/soc-2/index.html')).toContain('<meta property="og:url" content="https://trust.globex.example/item/soc-2"');

      const item = read(acmeDir, 'item/encryption-at-rest/index.html');
      expect(item).toContain('Encryption at rest');
      expect(item).toContain('All volumes use AES-256.');
      expect(item).toContain('Keys rotate yearly');
      const locked = read(acmeDir, 'item/pentest-report/index.html');
      expect(locked).toContain('Penetration test report');
      expect(locked).toContain('aria-label="Restricted item"');
      expect(existsSync(path.join(acmeDir, 'item/secret-item'))).toBe(false);

      const trust = JSON.parse(read(acmeDir, 'trust.json'));
      expect(trust.organization.id).toBe('org-acme');
      expect(trust.items.find((i: { itemUid: string }) => i.itemUid === 'pentest')).toMatchObject({ locked: true, explanation: '' });

      // The security headers: every inline script of every page is in the CSP by hash, and every inline style of the
      // admin (the portal's pages each inline their critical CSS: inline styles allowed there); no page has an
      // inline handler; the https build adds HSTS.
      const rules = parseHeadersFile(read(acmeDir, '_headers'));
      const policy = headersFor(rules, '/')['content-security-policy']!;
      const adminPolicy = headersFor(rules, '/admin')['content-security-policy']!;
      for (const page of ['index.html', 'item/encryption-at-rest/index.html', '404.html', 'admin/index.html']) {
        const code = inlineCodeOf(read(acmeDir, page));
        expect(code.problems, page).toEqual([]);
        for (const hash of code.scripts) expect(policy, `${page}: ${hash}`).toContain(`'${hash}'`);
      }
      for (const hash of inlineCodeOf(read(acmeDir, 'admin/index.html')).styles) expect(adminPolicy).toContain(`'${hash}'`);
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(headersFor(rules, '/admin/')['x-frame-options']).toBe('DENY');
      expect(headersFor(rules, '/')['strict-transport-security']).toBeUndefined();
      expect(headersFor(parseHeadersFile(read(globexDir, '_headers')), '/')['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');

      expect(existsSync(path.join(acmeDir, 'pagefind', 'pagefind-entry.json'))).toBe(true);
      expect(existsSync(path.join(acmeDir, 'pagefind', 'pagefind.js'))).toBe(true);
      // The header's search asks for the WebAssembly of the page's language ahead of Pagefind: the index holds it.
      expect(home).toContain('<html lang="en"');
      expect(existsSync(path.join(acmeDir, 'pagefind', 'wasm.en.pagefind'))).toBe(true);
      // Pagefind's service process ends with the last build that used it: none is left waiting between publishes.
      if (process.platform === 'linux') await expect.poll(() => childProcessNames().filter((name) => name.startsWith('pagefind'))).toEqual([]);

      const everything = allText(acmeDir);
      expect(everything).toContain('All volumes use AES-256'); // the scan does read the index and the pages
      for (const canary of Object.values(CANARIES)) expect(everything, canary).not.toContain(canary);

      await swapLive({ sitesRoot, orgSlug: 'acme', newDir: acmeDir });
      liveDir = acmeDir;
      expect(currentSiteDir(sitesRoot, 'acme')).toBe(acmeDir);
    },
    BUILD_TIMEOUT,
  );

  it(
    'reports a failing build with its output, removes the partial folder and leaves the live site alone',
    async () => {
      const broken = fixtureSnapshot();
      // Valid content, but the page cannot be rendered: an unsupported cookie banner fails the build.
      broken.customization = { ...broken.customization, scripts: { cookie_banner: { show: true, type: 'acme-banner' } } };
      const outDir = newBuildDir(sitesRoot, 'acme', 'r2');

      const error = await buildSite({ snapshotFile: writeSnapshot('broken', broken), outDir }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SiteBuildError);
      expect((error as SiteBuildError).stage).toBe('astro');
      expect((error as SiteBuildError).message).toContain('Site build failed');
      expect((error as SiteBuildError).output).toContain('Unsupported cookie banner type "acme-banner"');

      expect(existsSync(outDir)).toBe(false);
      expect(currentSiteDir(sitesRoot, 'acme')).toBe(liveDir);
      expect(read(liveDir, 'index.html')).toContain('Acme Cloud');
    },
    BUILD_TIMEOUT,
  );

  it(
    'fails with the error of the work done alongside, removes the partial folder and leaves the live site alone',
    async () => {
      const outDir = newBuildDir(sitesRoot, 'acme', 'r2b');
      const failing = async () => {
        throw new Error('The search index could not be stored.');
      };
      const error = await buildSite({ snapshotFile: path.join(work, 'acme.json'), outDir, alongside: failing }).catch((e: unknown) => e);
      expect((error as Error).message).toBe('The search index could not be stored.');
      expect(existsSync(outDir)).toBe(false);
      expect(readdirSync(path.dirname(outDir)).filter((name) => name.includes('.partial-'))).toEqual([]);
      expect(currentSiteDir(sitesRoot, 'acme')).toBe(liveDir);
    },
    BUILD_TIMEOUT,
  );

  it('rejects a snapshot that fails validation before building anything', async () => {
    const invalid = fixtureSnapshot() as { products: unknown[] };
    invalid.products = [];
    const outDir = newBuildDir(sitesRoot, 'acme', 'r3');

    const error = await buildSite({ snapshotFile: writeSnapshot('invalid', invalid), outDir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SiteBuildError);
    expect((error as SiteBuildError).stage).toBe('validate');
    expect((error as SiteBuildError).message).toMatch(/is not valid:[\s\S]*products/);

    expect(existsSync(outDir)).toBe(false);
    expect(currentSiteDir(sitesRoot, 'acme')).toBe(liveDir);
  });

  it('refuses to build into a folder that already holds a site', async () => {
    const error = await buildSite({ snapshotFile: path.join(work, 'acme.json'), outDir: liveDir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SiteBuildError);
    expect((error as SiteBuildError).message).toContain('not empty');
    expect(read(liveDir, 'index.html')).toContain('Acme Cloud');
  });
});
