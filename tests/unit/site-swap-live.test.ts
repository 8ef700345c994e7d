import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CURRENT_LINK, currentSiteDir, newBuildDir, pruneBuilds, swapLive } from '../../edge/node/site-build/build-site.ts';

let sitesRoot: string;

beforeEach(() => {
  sitesRoot = mkdtempSync(path.join(os.tmpdir(), 'glasshouse-sites-'));
});
afterEach(() => {
  rmSync(sitesRoot, { recursive: true, force: true });
});

/** A finished-looking build folder with an index.html naming it. */
function fakeBuild(orgSlug: string, name: string): string {
  const dir = path.join(sitesRoot, orgSlug, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), `<h1>${name}</h1>`);
  return dir;
}

function buildName(n: number): string {
  return `build-20260101T0000000${String(n).padStart(2, '0')}Z-site-x${n}`;
}

describe('currentSiteDir', () => {
  it('is null before the first publish', () => {
    expect(currentSiteDir(sitesRoot, 'acme')).toBeNull();
  });
});

describe('swapLive', () => {
  it('points current at the new folder and reports the previous one', async () => {
    const first = fakeBuild('acme', buildName(1));
    const one = await swapLive({ sitesRoot, orgSlug: 'acme', newDir: first });
    expect(one.previousDir).toBeNull();
    expect(currentSiteDir(sitesRoot, 'acme')).toBe(first);

    const second = fakeBuild('acme', buildName(2));
    const two = await swapLive({ sitesRoot, orgSlug: 'acme', newDir: second });
    expect(two.previousDir).toBe(first);
    expect(two.liveDir).toBe(second);
    expect(currentSiteDir(sitesRoot, 'acme')).toBe(second);
    // The previous build stays on disk for in-flight requests and re-publishing.
    expect(existsSync(first)).toBe(true);
  });

  it('writes a relative symlink and leaves no temporary link behind', async () => {
    const dir = fakeBuild('acme', buildName(1));
    await swapLive({ sitesRoot, orgSlug: 'acme', newDir: dir });
    const link = path.join(sitesRoot, 'acme', CURRENT_LINK);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readlinkSync(link)).toBe(buildName(1));
    expect(readdirSync(path.join(sitesRoot, 'acme')).sort()).toEqual([buildName(1), CURRENT_LINK].sort());
  });

  it('refuses a folder that is not a finished build and keeps the live site', async () => {
    const live = fakeBuild('acme', buildName(1));
    await swapLive({ sitesRoot, orgSlug: 'acme', newDir: live });
    const empty = path.join(sitesRoot, 'acme', buildName(2));
    mkdirSync(empty);

    await expect(swapLive({ sitesRoot, orgSlug: 'acme', newDir: empty })).rejects.toThrow(/not a finished site build/);
    await expect(swapLive({ sitesRoot, orgSlug: 'acme', newDir: path.join(sitesRoot, 'missing') })).rejects.toThrow();
    expect(currentSiteDir(sitesRoot, 'acme')).toBe(live);
  });

  it('keeps the live build and the newest five others, and nothing it did not create', async () => {
    const builds = Array.from({ length: 9 }, (_, i) => fakeBuild('acme', buildName(i + 1)));
    const unrelated = path.join(sitesRoot, 'acme', 'uploads');
    mkdirSync(unrelated);
    // Re-publishing an old build (rollback) must not get it pruned.
    const { pruned } = await swapLive({ sitesRoot, orgSlug: 'acme', newDir: builds[1]! });

    const left = readdirSync(path.join(sitesRoot, 'acme')).sort();
    expect(left).toEqual([CURRENT_LINK, 'uploads', buildName(2), buildName(5), buildName(6), buildName(7), buildName(8), buildName(9)].sort());
    expect(pruned.map((dir) => path.basename(dir)).sort()).toEqual([buildName(1), buildName(3), buildName(4)]);
    expect(currentSiteDir(sitesRoot, 'acme')).toBe(builds[1]);
  });

  it('keeps organisations apart', async () => {
    const acme = fakeBuild('acme', buildName(1));
    const globex = fakeBuild('globex', buildName(1));
    await swapLive({ sitesRoot, orgSlug: 'acme', newDir: acme });
    await swapLive({ sitesRoot, orgSlug: 'globex', newDir: globex });
    expect(currentSiteDir(sitesRoot, 'acme')).toBe(acme);
    expect(currentSiteDir(sitesRoot, 'globex')).toBe(globex);
  });
});

describe('newBuildDir', () => {
  it('names folders that sort by creation time and that pruning recognises', async () => {
    const a = newBuildDir(sitesRoot, 'acme', 'Revision 12');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const b = newBuildDir(sitesRoot, 'acme', 'Revision 13');
    expect(path.dirname(a)).toBe(path.join(sitesRoot, 'acme'));
    expect(path.basename(a)).toMatch(/^build-\d{8}T\d{9}Z-revision-12-[a-z0-9]+$/);
    expect([b, a].sort()).toEqual([a, b]);
    expect(existsSync(a)).toBe(false);

    for (const dir of [a, b]) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'index.html'), '');
    }
    expect(await pruneBuilds({ sitesRoot, orgSlug: 'acme', keep: 1 })).toEqual([a]);
  });
});
