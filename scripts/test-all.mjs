#!/usr/bin/env node
/**
 * `npm test`: every check of the project, one after the other, stopping at the first failure.
 *
 *   1. type check            tsc --noEmit -p tsconfig.json
 *   2. unit + integration    vitest run --config tests/vitest.config.ts
 *   3. canary leak check     scripts/check-canaries.ts: seeds and builds the demo into a temp folder and proves that
 *                            no planted canary reaches the static build, the Pagefind index or an anonymous response
 *   4. canary self-test      the same scanner must find a canary planted into a copy of that build
 *   5. Worker bundle check   wrangler deploy --dry-run, with the build of step 3 as the static assets
 *   6. workerd smoke test    tests/smoke/workerd.mjs: the Worker in workerd with a local D1 database
 *   7. end-to-end            playwright test --config tests/e2e/playwright.config.ts
 *
 * Each step prints a header and its duration. The last line is `N passed, M failed` (N and M count steps), the
 * plain summary CI reads. Options: `--only <name,…>` / `--skip <name,…>` with the step names below.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BIN = path.join(ROOT, 'node_modules', '.bin');

// Children get the same Node as this process (Node 24 on CI) and the project's binaries, and never ask questions.
const env = {
  ...process.env,
  PATH: [path.dirname(process.execPath), BIN, process.env.PATH ?? ''].join(path.delimiter),
  CI: process.env.CI ?? 'true',
  ASTRO_TELEMETRY_DISABLED: '1',
  WRANGLER_SEND_METRICS: 'false',
  NO_UPDATE_NOTIFIER: '1',
};

const workDir = mkdtempSync(path.join(os.tmpdir(), 'glasshouse-test-'));
const buildDir = path.join(workDir, 'canary', 'dist');
/**
 * The static assets for the Worker steps: the demo build of the canary step, or (when that step was not run) a
 * one-page placeholder, since wrangler needs an existing assets folder.
 */
function assetsDir() {
  if (existsSync(path.join(buildDir, 'index.html'))) return buildDir;
  const placeholder = path.join(workDir, 'placeholder-assets');
  mkdirSync(placeholder, { recursive: true });
  writeFileSync(path.join(placeholder, 'index.html'), '<!doctype html><title>Glasshouse</title><p>placeholder</p>\n');
  return placeholder;
}

function cleanUp() {
  if (!process.env.GLASSHOUSE_KEEP_TEST_DIR) rmSync(workDir, { recursive: true, force: true });
}

// Node runs the TypeScript scripts itself (type stripping).
const ts = (script, ...args) => [process.execPath, script, ...args];

/** @type {{ name: string, title: string, command: () => string[] }[]} */
const STEPS = [
  { name: 'types', title: 'type check (tsc --noEmit)', command: () => [path.join(BIN, 'tsc'), '--noEmit', '-p', 'tsconfig.json'] },
  {
    name: 'unit',
    title: 'unit + integration tests (vitest)',
    command: () => [path.join(BIN, 'vitest'), 'run', '--config', 'tests/vitest.config.ts'],
  },
  {
    name: 'canaries',
    title: 'canary leak check (static build, Pagefind index, anonymous API)',
    command: () => ts('scripts/check-canaries.ts', '--work-dir', path.join(workDir, 'canary')),
  },
  {
    name: 'canaries-self-test',
    title: 'canary leak check self-test (a planted canary is found)',
    command: () => ts('scripts/check-canaries.ts', '--self-test', '--build-dir', buildDir),
  },
  {
    name: 'bundle',
    title: 'Worker bundle check (wrangler deploy --dry-run)',
    command: () => [path.join(BIN, 'wrangler'), 'deploy', '--dry-run', '--outdir', path.join(workDir, 'worker-bundle'), '--assets', assetsDir()],
  },
  {
    name: 'smoke',
    title: 'workerd smoke test (wrangler dev, local D1)',
    command: () => [process.execPath, 'tests/smoke/workerd.mjs', '--assets', assetsDir()],
  },
  {
    name: 'e2e',
    title: 'end-to-end tests (Playwright, Chromium)',
    command: () => [path.join(BIN, 'playwright'), 'test', '--config', 'tests/e2e/playwright.config.ts'],
  },
];

function parseList(flag) {
  const i = process.argv.indexOf(flag);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1].split(',').map((s) => s.trim()) : null;
}
const only = parseList('--only');
const skip = parseList('--skip') ?? [];
for (const name of [...(only ?? []), ...skip]) {
  if (!STEPS.some((step) => step.name === name)) {
    console.error(`unknown step "${name}"; steps: ${STEPS.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
}
const selected = STEPS.filter((step) => (!only || only.includes(step.name)) && !skip.includes(step.name));

/** The running child, so a signal to this script stops it too. */
let current = null;

function run([command, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
    current = child;
    child.on('error', (error) => {
      console.error(`could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      current = null;
      resolve(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1));
    });
  });
}

/**
 * Interrupted: ask the running step to stop with SIGINT (Playwright, vitest and the scripts of this repository then
 * stop the servers they started), give it a moment, then kill whatever is left of its process group.
 */
let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  const child = current;
  if (child?.pid) {
    const signalGroup = (name) => {
      try {
        process.kill(-child.pid, name);
      } catch {
        // already gone
      }
    };
    const exited = child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve));
    signalGroup('SIGINT');
    const timer = setTimeout(() => signalGroup('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  }
  cleanUp();
  process.exit(130);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop());

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const results = [];
const started = Date.now();

for (const [index, step] of selected.entries()) {
  console.log(`\n━━━ [${index + 1}/${selected.length}] ${step.title} ━━━`);
  const t0 = Date.now();
  let code;
  try {
    code = await run(step.command());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    code = 1;
  }
  // Interrupted: `stop` reports nothing and exits once the step's processes are gone.
  if (stopping) await new Promise(() => {});
  const ms = Date.now() - t0;
  results.push({ step, ok: code === 0, ms });
  console.log(`━━━ ${step.name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds(ms)} ━━━`);
  if (code !== 0) break;
}

cleanUp();

const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
const notRun = selected.slice(results.length).map((step) => step.name);

console.log('\nSummary:');
for (const { step, ok, ms } of results) console.log(`  ${ok ? 'ok    ' : 'FAILED'} ${step.name.padEnd(20)} ${seconds(ms)}`);
for (const name of notRun) console.log(`  not run ${name}`);
console.log(`  total ${seconds(Date.now() - started)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
