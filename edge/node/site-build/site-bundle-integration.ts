/**
 * The Astro side of the site bundle (`site-bundle.ts`): with env `GLASSHOUSE_BUNDLE_DIR` set, `astro build` bundles
 * the portal's code but renders no page. It keeps what rendering needs later, for any snapshot:
 *
 *   <bundle>/static/      the client assets (`_astro/`) and the public files, the same for every revision
 *   <bundle>/prerender/   Astro's prerender bundle (the pages compiled for Node), which Astro would delete
 *   <bundle>/bundle.json  its entry file, each page's stylesheets and the head scripts (`BundleManifest`)
 *
 * It does so through Astro's prerenderer hook (`setPrerenderer`, the API adapters use to prerender elsewhere):
 * the wrapped default prerenderer loads the bundle, reports no path to render, and on teardown moves the bundle
 * out of the build folder. A module the pages import from outside the fingerprinted sources fails the bundle
 * (`SITE_SOURCE_ROOTS`), so a change to it can never go unnoticed by the fingerprint.
 *
 * Without the variable the integration does nothing: `astro build` and `astro dev` work as usual.
 */
import { existsSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroPrerenderer } from 'astro';

/** Environment variable naming the folder a bundle build writes `prerender/` and `bundle.json` into. */
export const BUNDLE_DIR_ENV = 'GLASSHOUSE_BUNDLE_DIR';
/** Version of the bundle layout: a bundle of another version is never reused. */
export const BUNDLE_FORMAT = 1;
export const BUNDLE_MANIFEST_FILE = 'bundle.json';
/** Astro's page script (`injectScript('page', …)`), resolved to its built file in the manifest's entry modules. */
const PAGE_SCRIPT_ID = 'astro:scripts/page.js';

/**
 * The repository's folders and files the built portal is made of (besides node_modules, covered by the lockfile):
 * the site's fingerprint hashes them, and a bundle that imports anything else fails.
 */
export const SITE_SOURCE_ROOTS = [
  'site',
  'admin',
  'content',
  'edge/node/site-build/site-bundle-integration.ts',
  // Writes the search dialog's stylesheet beside the client assets.
  'edge/node/site-build/search-styles.ts',
  'astro.config.mjs',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

/** A stylesheet of a page, as Astro's build records it (`PageBuildData.styles`). */
export interface BundleStyle {
  depth: number;
  order: number;
  sheet: { type: 'inline'; content: string } | { type: 'external'; src: string };
}

/** `bundle.json`: what the renderer (`render-worker.ts`) needs besides the prerender bundle itself. */
export interface BundleManifest {
  format: typeof BUNDLE_FORMAT;
  /** The prerender entry, relative to `prerender/`; it exports Astro's build app and its manifest. */
  entry: string;
  /** Each page's data key (`PageBuildData.key`) with its stylesheets, for the pages' `<head>`. */
  pages: { key: string; styles: BundleStyle[] }[];
  /** The scripts integrations inject into every page (`page` and `head-inline` stages). */
  scripts: { stage: string; content: string }[];
  /** Built files of entry specifiers the head refers to (the page script). */
  entrySpecifiers: Record<string, string>;
}

/** Folder of `file` relative to the repository, or null when outside it or in node_modules. */
function repositoryPath(root: string, id: string): string | null {
  const file = id.split('?')[0]!;
  if (!path.isAbsolute(file) || file.includes(`${path.sep}node_modules${path.sep}`)) return null;
  const relative = path.relative(root, file);
  return relative.startsWith('..') ? relative : relative.split(path.sep).join('/');
}

export function siteBundleIntegration(): AstroIntegration {
  const bundleDir = process.env[BUNDLE_DIR_ENV];
  let root = '';
  let outDir = '';
  let pages: Map<string, { key: string; styles: BundleStyle[] }> | undefined;
  return {
    name: 'glasshouse:site-bundle',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        if (!bundleDir) return;
        root = fileURLToPath(config.root);
        const outside = new Set<string>();
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'glasshouse:site-sources',
                // Every module of the bundle must lie in a fingerprinted root (or node_modules).
                transform(_code, id) {
                  const relative = repositoryPath(root, id);
                  if (relative === null) return;
                  const inRoots = SITE_SOURCE_ROOTS.some((r) => relative === r || relative.startsWith(`${r}/`));
                  if (!inRoots) outside.add(relative);
                },
                buildEnd() {
                  if (outside.size > 0) {
                    throw new Error(
                      `The site imports files outside its fingerprinted sources (${SITE_SOURCE_ROOTS.join(', ')}): ${[...outside].join(', ')}. Add their folder to SITE_SOURCE_ROOTS in edge/node/site-build/site-bundle-integration.ts.`,
                    );
                  }
                },
              },
            ],
          },
        });
      },
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
      },
      'astro:build:setup': ({ pages: built }) => {
        pages ??= built as unknown as typeof pages;
      },
      'astro:build:start': ({ setPrerenderer }) => {
        if (!bundleDir) return;
        setPrerenderer((defaultPrerenderer: AstroPrerenderer & { app?: BuildAppLike }) => ({
          name: 'glasshouse:site-bundle',
          async setup() {
            // Loads the bundle as Astro would: a bundle that cannot load fails here, not at the first publish.
            await defaultPrerenderer.setup?.();
          },
          // Nothing is rendered now: each publish renders its own snapshot from the bundle.
          getStaticPaths: async () => [],
          render: () => Promise.reject(new Error('A site bundle build renders no page.')),
          async teardown() {
            const app = defaultPrerenderer.app;
            if (!app || !pages) throw new Error('The site bundle could not be captured: Astro did not load its prerender bundle.');
            const prerenderDir = path.join(outDir, '.prerender');
            const entry = readdirSync(prerenderDir).find((name) => name.startsWith('prerender-entry') && name.endsWith('.mjs'));
            if (!entry) throw new Error(`The site bundle could not be captured: no prerender entry in ${prerenderDir}.`);
            const scripts = app
              .getSettings()
              .scripts.filter((script) => script.stage === 'page' || script.stage === 'head-inline')
              .map(({ stage, content }) => ({ stage, content }));
            const pageScript = app.manifest.entryModules[PAGE_SCRIPT_ID];
            const manifest: BundleManifest = {
              format: BUNDLE_FORMAT,
              entry,
              pages: [...pages.values()].map(({ key, styles }) => ({ key, styles })),
              scripts,
              entrySpecifiers: pageScript ? { [PAGE_SCRIPT_ID]: pageScript } : {},
            };
            renameSync(prerenderDir, path.join(bundleDir, 'prerender'));
            writeFileSync(path.join(bundleDir, BUNDLE_MANIFEST_FILE), JSON.stringify(manifest));
            if (!existsSync(path.join(bundleDir, 'prerender', entry))) throw new Error('The site bundle could not be captured.');
          },
        }));
      },
    },
  };
}

/** The parts of Astro's build app (`astro/dist/core/build/app.js`) the capture reads. */
interface BuildAppLike {
  manifest: { entryModules: Record<string, string> };
  getSettings(): { scripts: { stage: string; content: string }[] };
}
