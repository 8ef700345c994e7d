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
import { gzipSync } from 'node:zlib';
import { readContentDir } from '../edge/node/content-dir.ts';
import { sendWebResponse, toWebRequest } from '../edge/node/server.ts';
import { resolveStaticFile, serveStatic } from '../edge/node/static.ts';
import { buildSite } from '../edge/node/site-build/build-site.ts';
import { median, targetRow, untilQuiet, type Benchmark, type BenchRow } from './measure.ts';
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

interface LighthouseRun {
  scores: Record<string, number | null>;
  lcpMs: number;
  fcpMs: number;
  /** Total blocking time, cumulative layout shift and speed index: the rest of the performance score. */
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  renderBlocking: number;
  /** The machine's busy share when the run started (after waiting up to 30 s for it to be quiet). */
  busyAtStart: number;
}

/**
 * Lighthouse's mobile runs of each of `urls`, `rounds` times, alternating between them (so load on the machine
 * weighs on each alike); null with the reason when Lighthouse or Chromium is missing.
 */
async function lighthouseRuns(urls: string[], rounds: number): Promise<{ runs: LighthouseRun[][] } | { skipped: string }> {
  const executable = chromiumPath();
  if (!executable) return { skipped: 'no Chromium (set CHROMIUM_PATH)' };
  let lighthouse: typeof import('lighthouse').default;
  try {
    lighthouse = (await import('lighthouse')).default;
  } catch (error) {
    return { skipped: (error as Error).message };
  }
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'glasshouse-lighthouse-'));
  const chrome = spawn(
    executable,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
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
    const runs: LighthouseRun[][] = urls.map(() => []);
    for (let round = 0; round < rounds; round++) {
      for (const [i, url] of urls.entries()) {
        // Lighthouse's score is for an idle machine: what the benchmarks before it left running is waited out.
        const busyAtStart = await untilQuiet();
        const result = await lighthouse(url, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (!result) continue;
        const audits = result.lhr.audits;
        const blocking = audits['render-blocking-insight'] ?? audits['render-blocking-resources'];
        const items = (blocking?.details as { items?: unknown[] } | undefined)?.items ?? [];
        runs[i]!.push({
          scores: Object.fromEntries(Object.values(result.lhr.categories).map((c) => [c.title, c.score === null ? null : Math.round(c.score * 100)])),
          lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
          fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
          tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
          cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
          speedIndexMs: audits['speed-index']?.numericValue ?? NaN,
          renderBlocking: items.length,
          busyAtStart,
        });
      }
    }
    return { runs };
  } finally {
    chrome.kill('SIGTERM');
    await fs.rm(profile, { recursive: true, force: true }).catch(() => {});
  }
}

/** JavaScript a visitor's browser fetches in `idleMs` after opening `url` without touching the page (gzip bytes). */
async function jsUntilInteraction(url: string, idleMs = 5000): Promise<{ gzip: number; files: string[] } | null> {
  const executable = chromiumPath();
  if (!executable) return null;
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: executable, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    const scripts: Promise<{ url: string; gzip: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        response.body().then(
          (body) => ({ url: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 9 }).byteLength }),
          () => ({ url: response.url(), gzip: 0 }),
        ),
      );
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(idleMs);
    const loaded = await Promise.all(scripts);
    // Inline scripts run too: counted with the page's critical path (page-weight.ts), not here.
    return { gzip: loaded.reduce((sum, s) => sum + s.gzip, 0), files: loaded.map((s) => s.url) };
  } finally {
    await browser.close();
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
        // What the browser really fetches while an anonymous visitor only looks (islands that hydrate on their own).
        const idle = await jsUntilInteraction(`${url}/`);
        // Everything the page runs before the visitor does anything: the script files the browser fetched in 5 s
        // of idle, and the scripts inline in the HTML (which no request shows).
        const inline = (await measurePage(read, '/')).inlineJs;
        if (idle) {
          const total = idle.gzip + inline.gzip;
          results.push(
            targetRow(
              'home: JS until interaction (5 s idle, gzip)',
              `${kb(total)}: ${kb(idle.gzip)} fetched (${idle.files.map((f) => f.replace(/^.*\//, '')).join(', ') || 'nothing'}) + ${kb(inline.gzip)} inline`,
              total <= CRITICAL_JS_BUDGET_GZIP,
              '≤ 15 KB gzip until the visitor interacts, fetched and inline',
            ),
          );
        }
        const home = await measurePage(read, '/');
        results.push(
          targetRow(
            'home: CSS on the critical path (gzip)',
            `${kb(home.css.gzip)} (${home.css.raw > 0 ? `${kb(home.css.raw)} raw` : 'none'})`,
            home.css.gzip <= 14 * 1024,
            '≤ 14 KB gzip, inline or one small file',
          ),
        );

        // Lighthouse: the page, and the same page with its scripts stripped (the reference), median of three each.
        const html = await fs.readFile(path.join(siteDir, 'index.html'), 'utf8');
        await fs.mkdir(path.join(siteDir, 'no-scripts'), { recursive: true });
        await fs.writeFile(
          path.join(siteDir, 'no-scripts', 'index.html'),
          html.replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<link[^>]+rel="?modulepreload[^>]*>/gi, ''),
        );
        const rounds = Number(process.env.LIGHTHOUSE_ROUNDS) || 3;
        const lh = await lighthouseRuns([`${url}/`, `${url}/no-scripts/`], rounds);
        if ('skipped' in lh) {
          results.push({ label: 'Lighthouse', value: `skipped: ${lh.skipped}` });
        } else {
          const [page, reference] = lh.runs as [LighthouseRun[], LighthouseRun[]];
          const perf = (r: LighthouseRun) => r.scores.Performance ?? 0;
          const describe = (runs: LighthouseRun[]) =>
            `performance ${median(runs.map(perf))} (runs ${runs.map(perf).join(', ')}), LCP ${(median(runs.map((r) => r.lcpMs)) / 1000).toFixed(2)} s, FCP ${(median(runs.map((r) => r.fcpMs)) / 1000).toFixed(2)} s, TBT ${median(runs.map((r) => r.tbtMs)).toFixed(0)} ms, CLS ${median(runs.map((r) => r.cls)).toFixed(3)}, SI ${(median(runs.map((r) => r.speedIndexMs)) / 1000).toFixed(2)} s, render-blocking requests ${median(runs.map((r) => r.renderBlocking))}; machine busy at each start ${runs.map((r) => `${Math.round(r.busyAtStart * 100)} %`).join(', ')}`;
          results.push({ label: 'reference: the home page without scripts', value: describe(reference) });
          const score = median(page.map(perf));
          const lcp = median(page.map((r) => r.lcpMs));
          const blocking = median(page.map((r) => r.renderBlocking));
          results.push(
            targetRow(
              `Lighthouse mobile, home (median of ${rounds})`,
              describe(page),
              score >= 100 && lcp <= 1200 && blocking === 0,
              'performance 100, LCP ≤ 1.2 s, no render-blocking request',
            ),
          );
          for (const category of ['Accessibility', 'Best Practices', 'SEO']) {
            results.push({ label: `Lighthouse mobile: ${category}`, value: String(median(page.map((r) => r.scores[category] ?? 0))) });
          }
        }
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
