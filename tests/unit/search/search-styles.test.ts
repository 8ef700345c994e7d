/**
 * The search dialog's stylesheet (edge/node/site-build/search-styles.ts): the portal's rules for the island's
 * classes, scoped to the island's root, with no cascade layer and with each layer's rank kept as specificity.
 */
import { describe, expect, it } from 'vitest';
import { SCROLL_LOCK, candidateTokens, searchIslandTokens, searchStylesheet } from '../../../edge/node/site-build/search-styles.ts';

/** A portal stylesheet in the shape Tailwind and daisyUI write it. */
const PORTAL_CSS = [
  '@layer properties;',
  '@layer theme,base,components,utilities;',
  '@property --tw-leading{syntax:"*";inherits:false}',
  '@layer theme{:root,:host{--spacing:.25rem;--tracking-wide:.025em}}',
  '@layer base{*,:after,:before{box-sizing:border-box}button{cursor:pointer}:root:has(.modal[open]){--page-scroll-lock: }@keyframes skeleton{0%{opacity:1}to{opacity:.5}}}',
  '@layer utilities{@layer daisyui.l1.l2.l3{.modal{display:grid}.btn:is(.btn-active,:focus-visible),.card .btn{outline:0}.menu{display:flex}}',
  '.flex{display:flex}.tracking-wide{letter-spacing:var(--tracking-wide)}.py-1\\.5{padding-block:calc(var(--spacing) * 1.5)}',
  '@media (width>=40rem){.sm\\:w-\\[calc\\(100vw-2rem\\)\\]{width:calc(100vw - 2rem)}.md\\:flex{display:flex}}',
  '.other:not(.btn){color:red}}',
  '@scope (.join){:scope>.btn{z-index:1}}',
  'html .btn{color:blue}',
].join('');

const TOKENS = new Set(['modal', 'btn', 'flex', 'tracking-wide', 'py-1.5', 'sm:w-[calc(100vw-2rem)]']);

describe('searchStylesheet', () => {
  const css = searchStylesheet(PORTAL_CSS, TOKENS);

  it('keeps the rules of the island’s classes, each behind the island’s root, and no rule of other classes', () => {
    expect(css).toContain('.modal{display:grid}');
    expect(css).toContain('.py-1\\.5{');
    expect(css).toContain('.sm\\:w-\\[calc\\(100vw-2rem\\)\\]{');
    expect(css).not.toContain('.menu');
    expect(css).not.toContain('.md\\:flex');
    // A class named only under :not() is no reason to keep a rule.
    expect(css).not.toContain('.other');
    for (const selector of css
      .replace(SCROLL_LOCK, '')
      .match(/[^{}]+(?=\{)/g)!
      .filter((s) => !s.startsWith('@') && !/^(?:\d+%|from|to)/.test(s))) {
      for (const part of selector.split(/,(?![^(]*\))/)) expect(part).toMatch(/^:where\(\[data-search-root\]\)/);
    }
  });

  it('brings no cascade layer, no registration and no rule of the page around the island but its scroll lock', () => {
    expect(css).not.toMatch(/@layer|@property|@scope/);
    expect(css.replace(SCROLL_LOCK, '')).not.toMatch(/:root|html|\bbutton\{|\*,|box-sizing/);
    expect(css).toContain('@keyframes skeleton');
    expect(css).toMatch(/@media \(width>=40rem\)\{[^{}]*\.sm\\:w-/);
  });

  it('locks the page’s scroll while the island’s dialog is open without changing what the page inherits', () => {
    const [, selector, block] = /^(.*?)\{(.*)\}$/.exec(SCROLL_LOCK)!;
    expect(css).toContain(SCROLL_LOCK);
    expect(selector).toBe(':root:has(:where([data-search-root]) .modal[open]):not(#_)');
    // daisyUI's lock (:root:has(.modal[open]){--page-scroll-lock: }) stays off; the root hides its overflow itself.
    expect(block).toBe('--page-scroll-lock:initial;overflow:hidden;scrollbar-gutter:stable');
  });

  it('defines the theme on the island’s root', () => {
    expect(css).toContain(':where([data-search-root]){--spacing:.25rem;--tracking-wide:.025em}');
  });

  it('outweighs a rule of an earlier layer by one id per layer, whatever its own specificity', () => {
    const weight = (fragment: string) => /(:where\(\[data-search-root\]\)(?::not\(#_\))*) [^{]*$/.exec(css.slice(0, css.indexOf(fragment)))?.[1];
    const daisyui = weight('.btn:is(');
    const utility = weight('.flex{');
    expect(daisyui).toBe(':where([data-search-root]):not(#_)');
    expect(utility).toBe(':where([data-search-root]):not(#_):not(#_)');
    // A selector list keeps its selectors of the island's classes only.
    expect(css).toContain(`${daisyui} .btn:is(.btn-active,:focus-visible),${daisyui} .card .btn{outline:0}`);
  });
});

describe('candidateTokens', () => {
  it('takes the words of strings and attribute values, not comments or code', () => {
    const source = [
      '/** A menu of tabs. */',
      '// the dropdown card',
      "const box = `modal-box ${open ? 'sm:modal-middle' : ''}`;",
      '<div className="flex w-[calc(100vw-2rem)]">{label}</div>',
      "<!-- a table --><span class='badge'>",
    ].join('\n');
    const tokens = candidateTokens(source);
    for (const name of ['badge', 'flex', 'modal-box', 'sm:modal-middle', 'w-[calc(100vw-2rem)]']) expect(tokens).toContain(name);
    for (const word of ['menu', 'tabs', 'dropdown', 'card', 'table', 'const', 'div', 'label']) expect(tokens).not.toContain(word);
  });

  it('finds the classes of the search dialog in its sources', async () => {
    const tokens = await searchIslandTokens();
    for (const name of ['modal', 'modal-box', 'sm:modal-middle', 'badge', 'skeleton', 'toast']) expect(tokens).toContain(name);
  });
});
