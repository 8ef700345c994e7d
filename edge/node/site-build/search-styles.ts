/**
 * The search dialog's stylesheet (`SEARCH_STYLES_FILE`), written beside the client assets by every build
 * (`searchStylesIntegration`): the rules of the portal stylesheet for the classes the search island uses, scoped
 * to the island's root.
 *
 * The dialog needs more than a page's inline rules (`critical-css.ts`). Loading the whole portal stylesheet for it
 * restyles every element of the page twice (its base rules and its `@property` registrations apply to all of them)
 * before the dialog can show, about as long as the search itself. This sheet holds only rules whose selectors name
 * one of the island's classes, each behind `:where([data-search-root])` — the island renders inside
 * `[data-search-root]` (`SearchLauncher.astro`) — so adding it restyles nothing outside the dialog and its rules
 * match nowhere else, whatever order the page's sheets end up in. It has no cascade layers (their order becomes
 * specificity, `searchStylesheet`). Tailwind's theme variables are defined again on that root (the page's inline
 * part defines only those of its own classes).
 * The base rules, daisyUI's theme and the `@property` registrations the dialog relies on are those of the page's
 * inline part (the same entry, `site/styles/portal.css`), as are the rules of the document root — except the
 * scroll lock of an open modal, which the sheet replaces for the dialog (`SCROLL_LOCK`).
 *
 * The island's classes are read from its sources much as Tailwind reads candidates: the words of their strings. A
 * word that is no class costs a few rules; a class the island built from pieces would be missed (it builds none).
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { generate, ident, parse, walk, type CssNode, type List, type Rule } from 'css-tree';
import { SEARCH_ROOT_ATTRIBUTE, SEARCH_STYLES_PATH } from '../../../site/lib/search-styles.ts';
import type { BundleStyle } from './site-bundle-integration.ts';

/** The repository root, where the island's sources are. */
const REPO_ROOT = path.join(import.meta.dirname, '..', '..', '..');

/** The sheet, at the root of a built site (beside Pagefind's folder), where the launcher loads it from. */
export const SEARCH_STYLES_FILE = SEARCH_STYLES_PATH.replace(/^\//, '');

/** The search island's own folder; its other files (`SearchDialog.tsx` …) are the islands folder's `Search*.tsx`. */
const SEARCH_ISLAND_FOLDER = path.join('site', 'components', 'islands', 'search');
const SEARCH_ISLAND_FILES = /^Search[A-Za-z]*\.tsx$/;

/**
 * Tokens of source text that may be class names: the words of its string literals and quoted attribute values
 * (comments left out), split at whitespace, quotes and braces — where a component's classes are written.
 */
export function candidateTokens(source: string, into = new Set<string>()): Set<string> {
  const code = source.replace(/\/\*[\s\S]*?\*\/|<!--[\s\S]*?-->|(^|\s)\/\/.*$/gm, '$1');
  for (const [, , text] of code.matchAll(/(["'`])((?:\\.|(?!\1)[^\\])*)\1/g)) {
    for (const token of text!.split(/[\s"'`{}$]+/)) if (token) into.add(token);
  }
  return into;
}

/** The tokens of the search island's sources: the islands folder's `Search*.tsx` and the files of its `search/`. */
export async function searchIslandTokens(root = REPO_ROOT): Promise<Set<string>> {
  const islands = path.join(root, 'site', 'components', 'islands');
  const files = (await readdir(islands)).filter((name) => SEARCH_ISLAND_FILES.test(name)).map((name) => path.join(islands, name));
  for (const entry of await readdir(path.join(root, SEARCH_ISLAND_FOLDER), { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files.push(path.join(entry.parentPath, entry.name));
  }
  const tokens = new Set<string>();
  for (const file of files) candidateTokens(await readFile(file, 'utf8'), tokens);
  return tokens;
}

/** The island's root, without specificity: every kept selector is put behind it. */
const ROOT = `:where([${SEARCH_ROOT_ATTRIBUTE}])`;

/** What a selector names: its classes, unescaped (not those under `:not()`), and whether it names the document root. */
function selectorFacts(selector: CssNode): { classes: Set<string>; root: boolean } {
  const facts = { classes: new Set<string>(), root: false };
  walk(selector, {
    enter(node: CssNode) {
      if (node.type === 'ClassSelector') facts.classes.add(ident.decode(node.name));
      else if (node.type === 'TypeSelector' && /^(?:html|body)$/i.test(node.name)) facts.root = true;
      else if (node.type === 'PseudoClassSelector') {
        if (/^(?:root|host)$/i.test(node.name)) facts.root = true;
        if (node.name.toLowerCase() === 'not') return walk.skip;
      }
      return undefined;
    },
  });
  return facts;
}

interface LayerNode {
  children: Map<string, LayerNode>;
}

/** The cascade layers of a sheet, in the order they rank for normal declarations. */
class LayerOrder {
  readonly #root: LayerNode = { children: new Map() };

  /** Declares the layer `path` (`['utilities', 'daisyui', 'l1']`), in order of first appearance. */
  declare(path: readonly string[]): void {
    let node = this.#root;
    for (const name of path) {
      let child = node.children.get(name);
      if (!child) {
        child = { children: new Map() };
        node.children.set(name, child);
      }
      node = child;
    }
  }

  /**
   * The rank of each layer path (joined by `.`; '' for rules outside any layer): a later sibling outranks an earlier
   * one, a layer's own rules outrank those of its sublayers, and rules outside any layer outrank all.
   */
  ranks(): Map<string, number> {
    const ranks = new Map<string, number>();
    const visit = (node: LayerNode, path: string) => {
      for (const [name, child] of node.children) visit(child, path ? `${path}.${name}` : name);
      ranks.set(path, ranks.size);
    };
    visit(this.#root, '');
    return ranks;
  }
}

/** Blocks whose rules the sheet keeps inside the same block. */
/**
 * The page's scroll lock while the island's dialog is open. daisyUI locks it by setting a custom property on the
 * document root (`:root:has(.modal[open]){--page-scroll-lock: }`), and a custom property is inherited: opening the
 * dialog restyled every element of the page once more (about as long as the dialog's own rendering on a large
 * page). For the island's dialog the root keeps that property and hides its overflow itself (not inherited: only
 * the root is restyled), keeping the scrollbar's room so the page behind does not move. The selector outweighs
 * daisyUI's (one id), whatever the order of the sheets.
 */
export const SCROLL_LOCK = `:root:has(${ROOT} .modal[open]):not(#_){--page-scroll-lock:initial;overflow:hidden;scrollbar-gutter:stable}`;

const CONDITIONS = new Set(['media', 'supports', 'starting-style', 'container']);

/** A style rule the sheet keeps. */
interface KeptRule {
  /** `@media …` blocks around it, outermost first. */
  conditions: string[];
  /** Its cascade layer path ('' when outside any). */
  layer: string;
  /** Its kept selectors, as written. */
  selectors: string[];
  /** Whether it is the theme (its selector becomes the island's root itself). */
  theme: boolean;
  /** `{…}`. */
  block: string;
}

/**
 * Whether `rule` is Tailwind's theme: `:root, :host` with custom properties only. The page's inline part defines
 * only the theme variables its own classes use, so the sheet defines the whole theme again, on the island's root.
 */
function isTheme(rule: Rule, selectors: readonly string[]): boolean {
  if (selectors.length !== 2 || !selectors.includes(':root') || !selectors.includes(':host')) return false;
  const declarations = rule.block.children.toArray();
  return declarations.length > 0 && declarations.every((node) => node.type === 'Declaration' && node.property.startsWith('--'));
}

/**
 * The rules of `portalCss` for `tokens`' classes, scoped to the search island: a style rule keeps the selectors that
 * name a class among `tokens` (and not the document root), each behind the island's root; Tailwind's theme is
 * defined on that root; `@keyframes` stay; `@property`, `@font-face`, `@scope` and every other rule go. The
 * `@media`, `@supports` and `@starting-style` blocks around kept rules stay.
 *
 * The sheet has no cascade layers: a sheet that brings layers restyles the whole page when it is added (the browser
 * orders every rule again). What a rule's layer decided, its specificity decides instead: the island's root in
 * front of a selector counts one id (`:not(#_)`, which the root matches) for each layer below the rule's, so a rule
 * of a later layer outweighs one of an earlier layer whatever their own specificities, as layers made it; within a
 * layer, specificity and order are those of the portal stylesheet. (Layers order `!important` declarations the
 * other way round; none of the island's classes has two that meet.)
 */
export function searchStylesheet(portalCss: string, tokens: ReadonlySet<string>): string {
  const keeps = (selector: CssNode) => {
    const facts = selectorFacts(selector);
    return !facts.root && [...facts.classes].some((name) => tokens.has(name));
  };
  const layers = new LayerOrder();
  const kept: KeptRule[] = [];
  const keyframes: string[] = [];
  const visit = (nodes: List<CssNode>, conditions: string[], layer: string[]) => {
    nodes.forEach((node) => {
      if (node.type === 'Atrule') {
        const name = node.name.toLowerCase();
        const prelude = node.prelude ? generate(node.prelude) : '';
        if (name === 'layer') {
          // `@layer a, b;` declares layers; `@layer a.b { … }` declares one and holds its rules.
          const paths = prelude.split(',').map((entry) => [...layer, ...entry.trim().split('.').filter(Boolean)]);
          for (const path of paths) layers.declare(path);
          if (node.block) visit(node.block.children, conditions, paths[0] ?? layer);
        } else if (CONDITIONS.has(name) && node.block) {
          visit(node.block.children, [...conditions, `@${name}${prelude ? ` ${prelude}` : ''}`], layer);
        } else if (/^(?:-webkit-)?keyframes$/.test(name)) {
          keyframes.push(generate(node));
        }
        return;
      }
      if (node.type !== 'Rule' || node.prelude.type !== 'SelectorList') return;
      const all = node.prelude.children.toArray();
      const theme = isTheme(
        node,
        all.map((selector) => generate(selector)),
      );
      const selectors = theme ? [] : all.filter(keeps).map((selector) => generate(selector));
      if (!theme && selectors.length === 0) return;
      layers.declare(layer);
      kept.push({ conditions, layer: layer.join('.'), selectors, theme, block: generate(node.block) });
    });
  };
  const sheet = parse(portalCss, { parseValue: false, parseCustomProperty: false });
  if (sheet.type !== 'StyleSheet') throw new Error('The portal stylesheet could not be read.');
  visit(sheet.children, [], []);

  // Ranks over the layers that hold kept rules only: the fewer ids a selector needs.
  const ranks = layers.ranks();
  const used = [...new Set(kept.map((rule) => rule.layer))].sort((a, b) => ranks.get(a)! - ranks.get(b)!);
  const scope = new Map(used.map((layer, i) => [layer, ROOT + ':not(#_)'.repeat(i)]));
  const css = [...keyframes, SCROLL_LOCK];
  for (const rule of kept) {
    const root = scope.get(rule.layer)!;
    const selectors = rule.theme ? root : rule.selectors.map((selector) => `${root} ${selector}`).join(',');
    css.push(rule.conditions.reduceRight((inner, condition) => `${condition}{${inner}}`, `${selectors}${rule.block}`));
  }
  return css.join('');
}

/** Writes `SEARCH_STYLES_FILE` into `outDir` from the portal stylesheet at `href` (relative to `outDir`). */
export async function writeSearchStyles(outDir: string, href: string, root = REPO_ROOT): Promise<{ bytes: number }> {
  const portalCss = await readFile(path.join(outDir, href.replace(/^\/+/, '')), 'utf8');
  const css = searchStylesheet(portalCss, await searchIslandTokens(root));
  await writeFile(path.join(outDir, SEARCH_STYLES_FILE), css);
  return { bytes: Buffer.byteLength(css) };
}

/** What this needs of a page Astro builds (`PageBuildData`). */
interface BuiltPage {
  key: string;
  styles: BundleStyle[];
}

/**
 * Writes `SEARCH_STYLES_FILE` beside the client assets of every `astro build` (a full build, and the site bundle's
 * static files, `site-bundle.ts`), from the stylesheet the home page links.
 */
export function searchStylesIntegration(): AstroIntegration {
  let pages: Map<string, BuiltPage> | undefined;
  return {
    name: 'glasshouse:search-styles',
    hooks: {
      'astro:build:setup': ({ pages: built }) => {
        pages ??= built as unknown as Map<string, BuiltPage>;
      },
      'astro:build:done': async ({ dir }) => {
        const home = [...(pages?.values() ?? [])].find((page) => page.key.startsWith('/&'));
        const sheet = home?.styles.map((style) => style.sheet).find((candidate) => candidate.type === 'external');
        if (sheet?.type !== 'external') throw new Error('The search dialog has no stylesheet to start from: the home page links none.');
        await writeSearchStyles(fileURLToPath(dir), sheet.src);
      },
    },
  };
}
