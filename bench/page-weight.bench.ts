/**
 * Page weight of the demo trust center: builds the demo organisation's portal (the real build), then reports the
 * home page's and an item page's HTML, CSS and JavaScript (critical path and deferred islands), raw and gzip,
 * against the 15 KB gzip budget of critical-path JavaScript; then Lighthouse's mobile scores of the home page
 * (performance, accessibility, best practices, SEO) in headless Chromium, served locally (no network needed).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { readContentDir } from '../edge/services/content-io.ts';
import { sendWebResponse, toWebRequest } from '../edge/node/server.ts';
import { resolveStaticFile, serveStatic } from '../edge/node/static.ts';
import { buildSite } from '../scripts/lib/build-site.ts';
import type { Benchmark, BenchRow } from './measure.ts';
import { kb, measurePage, type PageWeight, type ReadFile } from './page-weight.ts';

const DEMO_DIR = path.join(import.meta.dirname, '..', 'content', 'demo');
/** Critical-path JavaScript budget, gzip (issue "Quality budgets"). */
export const CRITICAL_JS_BUDGET_GZIP = 15 * 1024;

function rows(label: string, weight: PageWeight): BenchRow[] {
  const both = (b: { raw: number; gzip: number }) => `${kb(b.raw)} raw, ${kb(b.gzip)} gzip`;
  return [
    { label: `${label}: HTML`, value: both(weight.html) },
    { label: `${label}: CSS`, value: both(weight.css) },
    {
      label: `${label}: JS critical path`,
      value: `${both(weight.criticalJs)} (${((weight.criticalJs.gzip / CRITICAL_JS_BUDGET_GZIP) * 100).toFixed(0)}% of the 15 KB budget)`,
    },
    { label: `${label}: JS deferred islands`, value: both(weight.deferredJs) },
  ];
}

function chromiumPath(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return candidates.find((c): c is string => !!c && existsSync(c)) ?? null;
}

/** Lighthouse's mobile category scores of `url` (0–100), or why they could not be measured. */
async function lighthouseScores(url: string): Promise<BenchRow[]> {
  const executable = chromiumPath();
  if (!executable) return [{ label: 'Lighthouse', value: 'skipped: no Chromium (set CHROMIUM_PATH)' }];
  let lighthouse: typeof import('lighthouse').default;
  try {
    lighthouse = (await import('lighthouse')).default;
  } catch (error) {
    return [{ label: 'Lighthouse', value: `skipped: ${(error as Error).message}` }];
  }
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'glasshouse-lighthouse-'));
  const chrome = spawn(
    executable,
    [
      '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  try {
    // Chromium prints "DevTools listening on ws://127.0.0.1:PORT/…" once it is ready.
    const port = await new Promise<number>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error('Chromium did not start')), 30_000);
      chrome.stderr.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      chrome.once('exit', () => reject(new Error(`Chromium exited: ${output.slice(-300)}`)));
    });
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) return [{ label: 'Lighthouse', value: 'no result' }];
    return Object.values(result.lhr.categories).map((category) => ({
      label: `Lighthouse mobile: ${category.title}`,
      value: category.score === null ? 'n/a' : String(Math.round(category.score * 100)),
    }));
  } finally {
    chrome.kill('SIGTERM');
    await fs.rm(profile, { recursive: true, force: true }).catch(() => {});
  }
}

export const pageWeightBenchmark: Benchmark = {
  name: 'page-weight',
  description: 'demo trust center: HTML, CSS and JS bytes (raw, gzip) and Lighthouse mobile scores',
  async run() {
    const work = await fs.mkdtemp(path.join(os.tmpdir(), 'glasshouse-page-weight-'));
    try {
      const snapshotFile = path.join(work, 'snapshot.json');
      await fs.writeFile(snapshotFile, JSON.stringify((await readContentDir(DEMO_DIR)).snapshot));
      const siteDir = path.join(work, 'site');
      const server = createServer(async (req, res) => {
        const request = toWebRequest(req, res);
        await sendWebResponse(res, await serveStatic(siteDir, request), request.method, req.headers['accept-encoding']);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      try {
        await buildSite({ snapshotFile, outDir: siteDir, publicUrl: url });
        await fs.cp(path.join(DEMO_DIR, 'assets'), path.join(siteDir, 'assets'), { recursive: true });
        const read: ReadFile = async (pagePath) => {
          const file = await resolveStaticFile(siteDir, pagePath);
          return file ? new Uint8Array(await fs.readFile(file)) : null;
        };
        const itemPage = (await fs.readdir(path.join(siteDir, 'product', 'platform'))).find((name) => name !== 'index.html');
        const results: BenchRow[] = [...rows('home', await measurePage(read, '/'))];
        if (itemPage) results.push(...rows('item page', await measurePage(read, `/product/platform/${itemPage}/`)));
        results.push(...(await lighthouseScores(`${url}/`)));
        return results;
      } finally {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    } finally {
      await fs.rm(work, { recursive: true, force: true });
    }
  },
};
