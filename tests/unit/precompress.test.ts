import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressSite } from '../../edge/node/site-build/precompress.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'glasshouse-precompress-'));
  mkdirSync(join(dir, 'site', '_astro'), { recursive: true });
  mkdirSync(join(dir, 'site', 'pagefind'), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const page = `<!doctype html>${'<p>Security is a process, not a product.</p>'.repeat(100)}`;
const css = `.card{padding:1rem}${'.x{margin:0}'.repeat(300)}`;

describe('precompressSite', () => {
  it('writes brotli and gzip copies of large text files only, which decompress to the original', async () => {
    const site = join(dir, 'site');
    writeFileSync(join(site, 'index.html'), page);
    writeFileSync(join(site, 'small.html'), '<p>hi</p>');
    writeFileSync(join(site, '_astro', 'global.abc.css'), css);
    writeFileSync(join(site, 'report.pdf'), Buffer.alloc(5000, 1));
    writeFileSync(join(site, 'pagefind', 'x.pf_fragment'), Buffer.alloc(5000, 2));
    const result = await precompressSite(site, { cacheDir: join(dir, 'cache') });
    expect(result.files).toBe(2);
    expect(readdirSync(site).sort()).toEqual(['_astro', 'index.html', 'index.html.br', 'index.html.gz', 'pagefind', 'report.pdf', 'small.html']);
    expect(brotliDecompressSync(readFileSync(join(site, 'index.html.br'))).toString()).toBe(page);
    expect(gunzipSync(readFileSync(join(site, 'index.html.gz'))).toString()).toBe(page);
    expect(brotliDecompressSync(readFileSync(join(site, '_astro', 'global.abc.css.br'))).toString()).toBe(css);
    expect(readdirSync(join(site, 'pagefind'))).toEqual(['x.pf_fragment']);
  });

  it("reuses the shared assets' copies of an earlier build", async () => {
    const first = join(dir, 'site');
    writeFileSync(join(first, '_astro', 'global.abc.css'), css);
    await precompressSite(first, { cacheDir: join(dir, 'cache') });
    expect(readdirSync(join(dir, 'cache'))).toHaveLength(2);

    const second = join(dir, 'site2');
    mkdirSync(join(second, '_astro'), { recursive: true });
    writeFileSync(join(second, '_astro', 'global.abc.css'), css);
    await precompressSite(second, { cacheDir: join(dir, 'cache') });
    expect(readFileSync(join(second, '_astro', 'global.abc.css.br'))).toEqual(readFileSync(join(first, '_astro', 'global.abc.css.br')));
    expect(gunzipSync(readFileSync(join(second, '_astro', 'global.abc.css.gz'))).toString()).toBe(css);
  });

  it('reuses the copies of every unchanged file, compresses changed ones, and forgets copies unused for two days', async () => {
    const cache = join(dir, 'cache');
    const first = join(dir, 'site');
    writeFileSync(join(first, 'index.html'), page);
    writeFileSync(join(first, 'about.html'), `${page}<p>About us</p>`);
    await precompressSite(first, { cacheDir: cache });
    expect(readdirSync(cache)).toHaveLength(4);
    // The first build's copies were last used a day ago; one copy no build used for three days.
    const dayAgo = new Date(Date.now() - 24 * 3600 * 1000);
    for (const name of readdirSync(cache)) utimesSync(join(cache, name), dayAgo, dayAgo);
    const stale = join(cache, 'stale-q6.br');
    writeFileSync(stale, 'x');
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 3600 * 1000);
    utimesSync(stale, threeDaysAgo, threeDaysAgo);

    const second = join(dir, 'site2');
    mkdirSync(second);
    writeFileSync(join(second, 'index.html'), page);
    writeFileSync(join(second, 'about.html'), `${page}<p>About us, changed</p>`);
    // Pruned when this process has not pruned the cache for the given time (an hour by default).
    const result = await precompressSite(second, { cacheDir: cache, pruneEveryMs: 0 });
    expect(result.files).toBe(2);
    expect(readFileSync(join(second, 'index.html.br'))).toEqual(readFileSync(join(first, 'index.html.br')));
    expect(brotliDecompressSync(readFileSync(join(second, 'about.html.br'))).toString()).toBe(`${page}<p>About us, changed</p>`);
    expect(gunzipSync(readFileSync(join(second, 'about.html.gz'))).toString()).toBe(`${page}<p>About us, changed</p>`);
    // The stale copy is gone; the changed page's copies were added; the reused ones count as used now, the old
    // page's copies still as used a day ago.
    const names = readdirSync(cache);
    expect(names).not.toContain('stale-q6.br');
    expect(names).toHaveLength(6);
    const usedRecently = names.filter((name) => statSync(join(cache, name)).mtimeMs > Date.now() - 3600 * 1000);
    expect(usedRecently).toHaveLength(4);
  });

  it('prunes a cache at most once an hour in a process', async () => {
    const cache = join(dir, 'cache');
    const site = join(dir, 'site');
    writeFileSync(join(site, 'index.html'), page);
    await precompressSite(site, { cacheDir: cache });
    const stale = join(cache, 'stale-q6.br');
    writeFileSync(stale, 'x');
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 3600 * 1000);
    utimesSync(stale, threeDaysAgo, threeDaysAgo);
    await precompressSite(site, { cacheDir: cache });
    expect(readdirSync(cache)).toContain('stale-q6.br');
    await precompressSite(site, { cacheDir: cache, pruneEveryMs: 0 });
    expect(readdirSync(cache)).not.toContain('stale-q6.br');
  });
});
