import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadScriptsAfterPaint, portalScriptsAfterPaint } from '../../edge/node/site-build/after-paint-scripts.ts';

const SCRIPTS = ['/_astro/SearchLauncher.abc.js', '/_astro/ShareButton.def.js'];
const tags = (sources: string[]) => sources.map((src) => `<script type="module" src="${src}"></script>`).join('');
const page = (head: string, body: string) => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const loaderOf = (html: string) => /<script type="module">(const s=[\s\S]*?)<\/script><\/body>/.exec(html)?.[1];

describe('loadScriptsAfterPaint', () => {
  const html = page('<style data-portal-styles="/a.css">p{}</style>', `<header>${tags(SCRIPTS.slice(0, 1))}</header><main>x</main>${tags(SCRIPTS.slice(1))}`);

  it('replaces the module script tags with one loader at the end of the body that imports them in order', () => {
    const next = loadScriptsAfterPaint(html);
    expect(next).not.toContain('<script type="module" src=');
    expect(next).toContain('<header></header><main>x</main>');
    const loader = loaderOf(next);
    expect(loader).toBeDefined();
    expect(loader).toContain(`const s=${JSON.stringify(SCRIPTS)}`);
    expect(loader).toContain('requestAnimationFrame(()=>setTimeout(l))');
  });

  it('imports each once the page is painted, and at once when the page is hidden', async () => {
    const loader = loaderOf(loadScriptsAfterPaint(html))!;
    for (const visibilityState of ['visible', 'hidden']) {
      const imported: string[] = [];
      const frames: (() => void)[] = [];
      const timers: (() => void)[] = [];
      // The loader's code, run with its globals: `import(u)` as a call of `load`.
      const run = new Function('document', 'requestAnimationFrame', 'setTimeout', 'load', loader.replace('import(u)', 'load(u)'));
      run(
        { visibilityState },
        (f: () => void) => frames.push(f),
        (f: () => void) => timers.push(f),
        (u: string) => imported.push(u),
      );
      if (visibilityState === 'visible') {
        expect(imported).toEqual([]);
        frames.shift()!();
        expect(imported).toEqual([]);
        timers.shift()!();
      }
      expect(imported).toEqual(SCRIPTS);
    }
  });

  it('leaves a page without module scripts, inline modules and other scripts as they are', () => {
    const plain = page('', '<script type="module">console.log(1)</script><script src="/x.js"></script>');
    expect(loadScriptsAfterPaint(plain)).toBe(plain);
  });
});

describe('portalScriptsAfterPaint', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'glasshouse-after-paint-'));
    mkdirSync(join(dir, 'admin'), { recursive: true });
    mkdirSync(join(dir, 'pagefind'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), page('<style data-portal-styles="/a.css">p{}</style>', tags(SCRIPTS)));
    writeFileSync(join(dir, 'admin', 'index.html'), page('<link rel="stylesheet" href="/admin.css">', tags(SCRIPTS)));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("rewrites the portal's pages (their stylesheet inline) and leaves the admin's", async () => {
    expect(await portalScriptsAfterPaint(dir)).toBe(1);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).not.toContain('<script type="module" src=');
    expect(readFileSync(join(dir, 'admin', 'index.html'), 'utf8')).toContain(tags(SCRIPTS));
  });
});
