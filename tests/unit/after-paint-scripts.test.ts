import { describe, expect, it } from 'vitest';
import { loadScriptsAfterPaint } from '../../edge/node/site-build/after-paint-scripts.ts';

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
      const run = new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', 'load', loader.replace('import(u)', 'load(u)'));
      let released = 0;
      const loads: (() => void)[] = [];
      run(
        { visibilityState },
        { __glasshouseScriptsLoaded: () => released++ },
        (f: () => void) => frames.push(f),
        (f: () => void) => timers.push(f),
        (u: string) => {
          imported.push(u);
          // The second script fails: the others are waited for all the same, and the held click released.
          return new Promise<void>((resolve, reject) => loads.push(imported.length === 2 ? () => reject(new Error('offline')) : resolve));
        },
      );
      if (visibilityState === 'visible') {
        expect(imported).toEqual([]);
        frames.shift()!();
        expect(imported).toEqual([]);
        timers.shift()!();
      }
      expect(imported).toEqual(SCRIPTS);
      loads[1]!();
      await Promise.resolve();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(released).toBe(0);
      loads[0]!();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(released).toBe(1);
    }
  });

  it('holds no click on a page without a control that awaits its script', () => {
    expect(loadScriptsAfterPaint(html)).not.toContain('<script>');
  });

  describe('a page with controls that await their script', () => {
    const marked = page(
      '<style data-portal-styles="/a.css">p{}</style>',
      `<main><button data-share-open data-awaits-script><svg></svg></button><button data-other>x</button></main>${tags(SCRIPTS)}`,
    );
    const next = loadScriptsAfterPaint(marked);
    const hold = /<script>([^<]*)<\/script><\/head>/.exec(next)?.[1];

    /** The hold script, run against a stand-in document: its click listener, and what it did to each event. */
    function start() {
      class FakeElement {
        clicks = 0;
        isConnected = true;
        readonly awaits: boolean;
        constructor(awaits: boolean) {
          this.awaits = awaits;
        }
        closest(selector: string) {
          expect(selector).toBe('[data-awaits-script]');
          return this.awaits ? this : null;
        }
        click() {
          this.clicks++;
        }
      }
      const listeners = new Set<(event: unknown) => void>();
      const document = {
        addEventListener: (type: string, f: (event: unknown) => void, capture: boolean) => {
          expect([type, capture]).toEqual(['click', true]);
          listeners.add(f);
        },
        removeEventListener: (_type: string, f: (event: unknown) => void) => listeners.delete(f),
      };
      const window: { __glasshouseScriptsLoaded?: () => void } = {};
      new Function('document', 'window', 'Element', hold!)(document, window, FakeElement);
      const click = (target: InstanceType<typeof FakeElement>) => {
        const event = {
          target,
          prevented: false,
          stopped: false,
          preventDefault() {
            this.prevented = true;
          },
          stopImmediatePropagation() {
            this.stopped = true;
          },
        };
        for (const f of listeners) f(event);
        return event;
      };
      return { FakeElement, listeners, window, click };
    }

    it('inserts the hold at the end of the head, before anything of the body', () => {
      expect(hold).toBeDefined();
      expect(next.indexOf(hold!)).toBeLessThan(next.indexOf('<body>'));
      expect(next).not.toContain('<script type="module" src=');
    });

    it('holds a click on a marked control until the scripts have loaded, then clicks it again once', () => {
      const { FakeElement, listeners, window, click } = start();
      const share = new FakeElement(true);
      const held = click(share);
      expect(held.prevented && held.stopped).toBe(true);
      click(share);
      expect(share.clicks).toBe(0);
      window.__glasshouseScriptsLoaded!();
      expect(share.clicks).toBe(1);
      // Nothing is held any more: later clicks go through, and a second release clicks nothing.
      expect(listeners.size).toBe(0);
      window.__glasshouseScriptsLoaded!();
      expect(share.clicks).toBe(1);
    });

    it('lets other clicks through, replays only the last control clicked, and none that left the page', () => {
      const { FakeElement, window, click } = start();
      const other = click(new FakeElement(false));
      expect(other.prevented || other.stopped).toBe(false);
      const first = new FakeElement(true);
      const last = new FakeElement(true);
      click(first);
      click(last);
      window.__glasshouseScriptsLoaded!();
      expect([first.clicks, last.clicks]).toEqual([0, 1]);

      const again = start();
      const gone = new again.FakeElement(true);
      again.click(gone);
      gone.isConnected = false;
      again.window.__glasshouseScriptsLoaded!();
      expect(gone.clicks).toBe(0);
    });
  });

  it('leaves a page without module scripts, inline modules and other scripts as they are', () => {
    const plain = page('', '<script type="module">console.log(1)</script><script src="/x.js"></script>');
    expect(loadScriptsAfterPaint(plain)).toBe(plain);
  });
});
