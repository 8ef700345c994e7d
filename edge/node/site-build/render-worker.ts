/**
 * A site renderer: a worker thread that renders the pages of one snapshot from a site bundle (`site-bundle.ts`),
 * started and fed by `site-renderer.ts` with messages.
 *
 * On start it loads the bundle's prerender entry (Astro's runtime and the React renderer, the costly part) and
 * the steps that finish the pages (`finish-pages.ts`), and says `ready`; the pages themselves load only with the
 * first render, because they read their snapshot when they load (`site/lib/snapshot.ts`). Then it renders ONE job,
 * says `rendered` once every page is written, finishes the pages (critical CSS, then the security headers) and
 * exits: each build gets a fresh thread with modules of its own, so no state of one snapshot (module state,
 * Astro's cache of `getStaticPaths`) ever reaches another, and an error, a leak or the garbage of reading every
 * page ends with the build.
 *
 * The render loop is Astro's own (`astro/dist/core/build/generate.js`) for a static build in the `directory`
 * format: every path of every route (`getStaticPaths`), rendered by the bundle's app, written where
 * `astro build` writes it, with the head elements the build recorded.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { RouteData } from 'astro';
import { StaticPaths } from 'astro/runtime/prerender/static-paths.js';
import type { FinishPagesOptions } from './finish-pages.ts';
import { BUNDLE_MANIFEST_FILE, type BundleManifest } from './site-bundle-integration.ts';

/** What `site-renderer.ts` sends: one snapshot to render into `outDir`. */
export interface RenderJob {
  type: 'render';
  snapshotFile: string;
  /** An existing folder holding the bundle's static files; pages are written beside them. */
  outDir: string;
  /** The portal's public address (Astro's `site`). */
  site: string;
  /** Environment the pages read when they load (the snapshot path is set from `snapshotFile`). */
  env: Record<string, string>;
  /** Finish the pages once they are written (`finish-pages.ts`); without it the job ends with the pages. */
  finish?: Pick<FinishPagesOptions, 'headers'>;
}

/** What the renderer reports. */
export type RenderMessage =
  | { type: 'ready' }
  | { type: 'log'; line: string }
  | { type: 'done'; pages: number; ms: number }
  | { type: 'failed'; message: string };

interface BundleApp {
  manifest: { site?: string; routes: unknown[] };
  setInternals(internals: unknown): void;
  setOptions(options: unknown): void;
  render(request: Request, options: { routeData: RouteData }): Promise<Response>;
}

/** What `site-renderer.ts` starts the thread with. */
export interface RenderWorkerData {
  bundleDir: string;
}

const send = (message: RenderMessage) => parentPort?.postMessage(message);
const log = (line: string) => send({ type: 'log', line });

/** Status pages written as `404.html`, not `404/index.html` (`STATUS_CODE_PAGES` in Astro's build). */
const STATUS_CODE_PAGES = new Set(['/404', '/500']);

/** Where `astro build` writes a path in the `directory` format (`getOutFolder`/`getOutFile`), relative to outDir. */
export function outputFile(pathname: string, route: Pick<RouteData, 'type'>): string {
  const clean = pathname.replace(/^\/+|\/+$/g, '');
  if (route.type === 'endpoint') return clean;
  if (STATUS_CODE_PAGES.has(pathname)) return `${clean}.html`;
  return clean ? `${clean}/index.html` : 'index.html';
}

/** The URL a path is requested at (`getUrlForPath`): pages with a trailing slash, endpoints as they are. */
export function requestUrl(pathname: string, route: Pick<RouteData, 'type'>, origin: string): URL {
  const clean = pathname.replace(/^\/+|\/+$/g, '');
  if (route.type === 'endpoint') return new URL(`/${clean}`, origin);
  return new URL(clean ? `/${clean}/` : '/', origin);
}

async function loadBundle(bundleDir: string): Promise<{ app: BundleApp; bundle: BundleManifest }> {
  const bundle = JSON.parse(readFileSync(path.join(bundleDir, BUNDLE_MANIFEST_FILE), 'utf8')) as BundleManifest;
  const entry = (await import(pathToFileURL(path.join(bundleDir, 'prerender', bundle.entry)).href)) as { app: BundleApp };
  return { app: entry.app, bundle };
}

async function render(loaded: { app: BundleApp; bundle: BundleManifest }, job: RenderJob): Promise<number> {
  const { app, bundle } = loaded;
  // Read by the pages when they load, which is only now (see the top of the file).
  process.env.GLASSHOUSE_SNAPSHOT = job.snapshotFile;
  Object.assign(process.env, job.env);
  // Astro derives `Astro.site` from the manifest on first use; the bundle was built with a placeholder.
  app.manifest.site = job.site;
  // What Astro's build hands its app (`BuildApp.setInternals` / `setOptions`), from what the bundle build recorded:
  // each page's stylesheets and the injected head scripts (`astro/dist/core/build/environment.js`).
  app.setInternals({
    pagesByKeys: new Map(bundle.pages.map((page) => [page.key, page])),
    entrySpecifierToBundleMap: new Map(Object.entries(bundle.entrySpecifiers)),
  });
  app.setOptions({
    settings: { scripts: bundle.scripts },
    logger: {
      options: {
        destination: {
          write(event: { label?: string | null; level: string; message: string }) {
            if (event.level === 'warn' || event.level === 'error') log(`${event.label ? `[${event.label}] ` : ''}${event.message}`);
            return true;
          },
        },
      },
    },
  });

  const origin = new URL(job.site).origin;
  const paths = await new StaticPaths(app as never).getAll();
  const seen = new Set<string>();
  let pages = 0;
  for (const { pathname, route } of paths) {
    if (route.type === 'redirect' || route.type === 'fallback') throw new Error(`Cannot render ${route.route}: ${route.type} routes need a full astro build.`);
    const key = pathname.replace(/\/+$/, '');
    if (seen.has(key)) {
      log(`[build] Skipping ${route.route} for ${pathname}: an earlier route renders the same path.`);
      continue;
    }
    seen.add(key);
    const file = outputFile(pathname, route);
    const target = path.join(job.outDir, file);
    // As Astro does: a public file of the same name wins (`checkPublicConflict`).
    if (existsSync(target)) {
      log(`[build] Skipping ${route.component} because a file with the same name exists in the public folder: ${file}`);
      continue;
    }
    const started = performance.now();
    let response: Response;
    try {
      response = await app.render(new Request(requestUrl(pathname, route, origin)), { routeData: route });
    } catch (error) {
      throw new Error(`Caught error rendering ${pathname}: ${(error as Error)?.stack ?? error}`, { cause: error });
    }
    if (response.status >= 300 && response.status < 400) throw new Error(`Cannot render ${pathname}: it answered a redirect (${response.status}).`);
    if (!response.body) {
      log(`  ├─ /${file} (file not created, response body was empty)`);
      continue;
    }
    const body = Buffer.from(await response.arrayBuffer());
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, body);
    if (route.type === 'page') pages++;
    log(`  ├─ /${file} (+${Math.round(performance.now() - started)}ms)`);
  }
  return pages;
}

async function main(): Promise<void> {
  const { bundleDir } = workerData as RenderWorkerData;
  const loading = Promise.all([loadBundle(bundleDir), import('./finish-pages.ts')]);
  loading.then(
    () => send({ type: 'ready' }),
    () => {}, // reported with the job
  );
  parentPort!.once('message', (job: RenderJob) => {
    const started = performance.now();
    loading
      .then(async ([loaded, { finishPages }]) => {
        const pages = await render(loaded, job);
        if (job.finish) await finishPages({ siteDir: job.outDir, ...job.finish, log });
        return pages;
      })
      .then(
        (pages) => send({ type: 'done', pages, ms: Math.round(performance.now() - started) }),
        (error: unknown) => send({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
      )
      // One job per thread (see the top of the file); whatever the pages left running ends here.
      .finally(() => process.exit(0));
  });
}

if (!isMainThread && parentPort) await main();
