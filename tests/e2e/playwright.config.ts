/**
 * End-to-end tests in a real Chromium against the production server: `node scripts/glasshouse.mjs start` over a
 * fresh data folder (first start migrates, seeds the demo and builds it), exactly what `npm start` does — with one
 * difference: the demo it imports is a copy with canary strings planted in its gated fields
 * (`tests/fixtures/canaries/`, written to `<data>/canary-demo` just before the server starts and handed to it as
 * GLASSHOUSE_DEMO_DIR), so the specs can prove that what a viewer may not see never reaches them.
 *
 *   npx playwright test --config tests/e2e/playwright.config.ts
 *
 * The config is evaluated by the runner and again by each worker process; the data folder and the port are chosen
 * once and handed on through the environment, which the workers inherit:
 *
 *   GLASSHOUSE_E2E_DATA_DIR  the server's DATA_DIR (a new temp folder per run unless set)
 *   GLASSHOUSE_E2E_OUTBOX    where the server writes its mail (`<data>/outbox/*.eml`); tests read sign-in links there
 *   GLASSHOUSE_E2E_BASE_URL  the portal's address (`http://localhost:<free port>`)
 *   GLASSHOUSE_E2E_FAKES_PORT  where specs serve the fake integration services (HACKERONE_API_URL … point there)
 *   GLASSHOUSE_E2E_SHARD     set by `npm test` for each shard it runs side by side: the shard's own output folder
 *
 * Chromium: `CHROMIUM_PATH`, else /usr/bin/chromium when present, else Playwright's own browser.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A free loopback port, found synchronously (the config cannot await). */
function freePort(): number {
  const script = "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}

const env = process.env;
if (!env.GLASSHOUSE_E2E_DATA_DIR) {
  // Not created here (listing tests must leave nothing behind): the server's first start creates it.
  env.GLASSHOUSE_E2E_DATA_DIR = path.join(os.tmpdir(), `glasshouse-e2e-${randomUUID()}`);
  env.GLASSHOUSE_E2E_OWNS_DATA_DIR = '1';
}
env.GLASSHOUSE_E2E_PORT ||= String(freePort());
env.GLASSHOUSE_E2E_OUTBOX ||= path.join(env.GLASSHOUSE_E2E_DATA_DIR, 'outbox');
env.GLASSHOUSE_E2E_BASE_URL ||= `http://localhost:${env.GLASSHOUSE_E2E_PORT}`;
// Local stand-ins of HackerOne, Statuspage and SecurityScorecard (tests/fakes/integration-services.ts) listen here
// while a spec that needs them runs; the server is pointed at them.
env.GLASSHOUSE_E2E_FAKES_PORT ||= String(freePort());
const fakesUrl = `http://127.0.0.1:${env.GLASSHOUSE_E2E_FAKES_PORT}`;

const baseURL = env.GLASSHOUSE_E2E_BASE_URL;
/** The demo with planted canaries, written by the web server command (not here: listing tests writes nothing). */
const canaryDemoDir = path.join(env.GLASSHOUSE_E2E_DATA_DIR, 'canary-demo');
const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;
const chromiumPath = env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Shards run side by side (`npm test`): each keeps its traces and screenshots in its own folder.
  outputDir: path.join(ROOT, 'test-results', env.GLASSHOUSE_E2E_SHARD ? `e2e-shard-${env.GLASSHOUSE_E2E_SHARD}` : 'e2e'),
  globalTeardown: './global-teardown.ts',
  // One server with shared state (sign-ins, the draft, revisions): one worker, specs in a fixed order.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(env.CI),
  // On CI a test that fails once is run again and reported as flaky (the list reporter names it), so one timing
  // hiccup on a loaded machine does not sink the run; locally every failure counts.
  retries: env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: env.CI
    ? [['list']]
    : [
        ['list'],
        ['html', { open: 'never', outputFolder: path.join(ROOT, 'playwright-report', env.GLASSHOUSE_E2E_SHARD ? `shard-${env.GLASSHOUSE_E2E_SHARD}` : '') }],
      ],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    // A trace records every action's DOM snapshot and costs about a tenth of the suite's CPU time. On CI it is
    // recorded only when a failed test is run again, and kept from that run; locally, where there is no retry, it is
    // recorded for every test and kept for the failed ones.
    trace: env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: `${shellQuote(process.execPath)} tests/fixtures/canaries/canary-demo.ts ${shellQuote(canaryDemoDir)} && exec ${shellQuote(process.execPath)} scripts/glasshouse.mjs start`,
    cwd: ROOT,
    url: `${baseURL}/api/health`,
    // The first start migrates, seeds the demo and builds the site.
    timeout: 240_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: env.GLASSHOUSE_E2E_SERVER_LOG ? 'pipe' : 'ignore',
    stderr: 'pipe',
    env: {
      DATA_DIR: env.GLASSHOUSE_E2E_DATA_DIR,
      OUTBOX_DIR: env.GLASSHOUSE_E2E_OUTBOX,
      PORT: env.GLASSHOUSE_E2E_PORT,
      GLASSHOUSE_DEMO_DIR: canaryDemoDir,
      // Unset: the server's default public address, http://localhost:<PORT>, must give every absolute link of the
      // build (canonical, sitemap, feed, llms.txt), which the specs compare with the base URL.
      PUBLIC_URL: '',
      ASTRO_TELEMETRY_DISABLED: '1',
      HACKERONE_API_URL: `${fakesUrl}/hackerone`,
      STATUSPAGE_API_URL: `${fakesUrl}/statuspage`,
      SSC_API_URL: `${fakesUrl}/ssc`,
      SSC_API_KEY: 'e2e-ssc-key',
      // Test-only override of the abuse limits (edge/config/limits.ts): every request of the suite comes from this
      // machine, and the specs sign the same staff member and members in dozens of times, so the per-client,
      // per-address, per-member and per-organisation counters are raised here. The production defaults are
      // untouched; the subscribe per-address limit keeps its default so a spec sees the 429 message in the UI.
      RATE_LIMITS: '*.ip=100000/1m,*.email=100000/1m,*.org=100000/1m,*.member=100000/1m,subscribe.email=3/1h',
      // Never the developer's own database or mail server (the runner's environment is passed on too).
      ...(env.DATABASE_URL ? { DATABASE_URL: `file:${path.join(env.GLASSHOUSE_E2E_DATA_DIR, 'e2e.db')}` } : {}),
      ...(env.SMTP_URL ? { SMTP_URL: '' } : {}),
    },
  },
});
