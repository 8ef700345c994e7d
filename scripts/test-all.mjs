#!/usr/bin/env node
/**
 * `npm test`: every check of the project. Independent checks run side by side, in two phases:
 *
 *   phase 1  type checks → lint | unit + integration | canary check → self-test → Worker bundle → workerd smoke test
 *   phase 2  end-to-end, split into GLASSHOUSE_E2E_SHARDS shards (default: one per CPU core, 2 to 4), each with its
 *            own server and data
 *
 * A phase runs to its end even when one of its steps fails (so CI shows every failure of that phase); a failed
 * phase stops the run. The steps:
 *
 *   1. type checks           tsc --noEmit -p tsconfig.json, then -p edge/tsconfig.json, then astro check
 *   2. lint                  biome ci (biome.json): lint errors and unformatted files fail the step; `npm run lint`
 *                            also lists the warnings, `npm run format` formats
 *   3. unit + integration    vitest run --config tests/vitest.config.ts
 *   4. canary leak check     scripts/check-canaries.ts: imports and builds a copy of the demo with canaries planted
 *                            in its gated fields (tests/fixtures/canaries/) into a temp folder and proves that no
 *                            canary reaches the static build, the Pagefind index or an anonymous response
 *   5. canary self-test      the same scanner must find a canary planted into a copy of that build
 *   6. Worker bundle check   wrangler deploy --dry-run, with the build of step 4 as the static assets
 *   7. workerd smoke test    tests/smoke/workerd.mjs: the Cloudflare deployment end to end in workerd (wrangler dev,
 *                            local D1 and R2): push, staff sign-in, publish through the deploy loop, gated downloads
 *   8. end-to-end            playwright test --config tests/e2e/playwright.config.ts
 *
 * Each line a step prints is prefixed with its name while other steps run beside it; each step ends with its
 * duration. The last line is `N passed, M failed` (N and M count steps), the plain summary CI reads. Options:
 * `--only <name,…>` / `--skip <name,…>` with the step names below; `--serial` runs one step at a time.
 */
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { existsSync, globSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
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
/** The data folder the canary step seeds the demo into (`scripts/check-canaries.ts`). */
const canaryDataDir = path.join(workDir, 'canary', 'data');
/**
 * The static assets for the Worker steps: the demo build of the canary step, or (when that step was not run) a
 * one-page placeholder, since wrangler needs an existing assets folder.
 */
function assetsDir() {
  if (existsSync(path.join(buildDir, 'index.html'))) return buildDir;
  const placeholder = path.join(workDir, 'placeholder-assets');
  mkdirSync(placeholder, { recursive: true });
  writeFileSync(
    path.join(placeholder, 'index.html'),
    '<!doctype html>\n<html lang="en"><head><title>Glasshouse</title></head><body><p>placeholder</p></body></html>\n',
  );
  return placeholder;
}

function cleanUp() {
  if (!process.env.GLASSHOUSE_KEEP_TEST_DIR) rmSync(workDir, { recursive: true, force: true });
}

// Node runs the TypeScript scripts itself (type stripping).
const ts = (script, ...args) => [process.execPath, script, ...args];

/**
 * `limitMinutes`: a step still running after that long (several times its usual duration on a loaded 2-core
 * machine) is stopped and fails, naming the limit, so a test that hangs fails the run in minutes instead of
 * holding CI for hours.
 * `lane`: steps of the same lane run one after the other (a later one uses an earlier one's output); lanes of the
 * same phase run side by side.
 * @type {{ name: string, title: string, phase: number, lane: string, limitMinutes: number, command: () => string[], shards?: number, shardArgs?: (shard: number, shards: number) => string[] }[]}
 */
const STEPS = [
  {
    name: 'types',
    title: 'type check of tooling and tests (tsc)',
    phase: 1,
    lane: 'types',
    limitMinutes: 10,
    command: () => [path.join(BIN, 'tsc'), '--noEmit', '-p', 'tsconfig.json'],
  },
  {
    name: 'types-worker',
    title: 'type check of the Worker against the Workers runtime only (tsc)',
    phase: 1,
    lane: 'types',
    limitMinutes: 10,
    command: () => [path.join(BIN, 'tsc'), '--noEmit', '-p', 'edge/tsconfig.json'],
  },
  {
    name: 'astro-check',
    title: 'type check of the portal and admin, .astro files included (astro check)',
    phase: 1,
    lane: 'types',
    limitMinutes: 10,
    command: () => [path.join(BIN, 'astro'), 'check', '--tsconfig', 'site/tsconfig.json', '--minimumSeverity', 'warning'],
  },
  {
    name: 'lint',
    title: 'lint and formatting (Biome, biome.json)',
    phase: 1,
    lane: 'types',
    limitMinutes: 5,
    // Every lint error and every file not formatted as `npm run format` writes it, and no warning: `npm run lint`
    // lists the warnings.
    command: () => [path.join(BIN, 'biome'), 'ci', '--diagnostic-level=error', '--max-diagnostics=none', '.'],
  },
  {
    name: 'unit',
    title: 'unit + integration tests (vitest)',
    phase: 1,
    lane: 'unit',
    limitMinutes: 45,
    command: () => [path.join(BIN, 'vitest'), 'run', '--config', 'tests/vitest.config.ts'],
  },
  {
    name: 'canaries',
    phase: 1,
    lane: 'worker',
    title: 'canary leak check (static build, Pagefind index, anonymous API)',
    limitMinutes: 15,
    command: () => ts('scripts/check-canaries.ts', '--work-dir', path.join(workDir, 'canary')),
  },
  {
    name: 'canaries-self-test',
    phase: 1,
    lane: 'worker',
    title: 'canary leak check self-test (a planted canary is found)',
    limitMinutes: 5,
    command: () => ts('scripts/check-canaries.ts', '--self-test', '--build-dir', buildDir),
  },
  {
    name: 'bundle',
    phase: 1,
    lane: 'worker',
    title: 'Worker bundle check (wrangler deploy --dry-run)',
    limitMinutes: 5,
    command: () => [path.join(BIN, 'wrangler'), 'deploy', '--dry-run', '--outdir', path.join(workDir, 'worker-bundle'), '--assets', assetsDir()],
  },
  {
    name: 'smoke',
    phase: 1,
    lane: 'worker',
    title: 'workerd smoke test (wrangler dev, local D1 and R2, the publish loop)',
    limitMinutes: 15,
    // The canary step's demo data and build, when it ran: pushed to D1/R2 and served first (no second seed).
    command: () => [process.execPath, 'tests/smoke/workerd.mjs', '--assets', assetsDir(), ...(existsSync(canaryDataDir) ? ['--data-dir', canaryDataDir] : [])],
  },
  {
    name: 'e2e',
    title: 'end-to-end tests (Playwright, Chromium)',
    phase: 2,
    lane: 'e2e',
    // A 2-core machine shared with other work has taken 45–55 minutes for the whole suite; a hung test still fails
    // by Playwright's own test timeout long before this.
    limitMinutes: 75,
    // Each shard runs its own `glasshouse start` over its own data folder and port (the config picks them). One
    // shard per core keeps the machine busy (each runs a server and a Chromium): on 2 cores a third shard only makes
    // the others wait for it; beyond 4 the longest spec files decide the time anyway.
    shards: Math.max(1, Number(process.env.GLASSHOUSE_E2E_SHARDS) || Math.min(4, Math.max(2, os.availableParallelism()))),
    command: () => [path.join(BIN, 'playwright'), 'test', '--config', 'tests/e2e/playwright.config.ts'],
    shardArgs: (shard, shards) => e2eSpecsOf(shard, shards),
  },
];

/**
 * The spec files shard `shard` (0-based) of `shards` runs. Each file weighs its duration in a recent CI run
 * (`tests/e2e/spec-durations.json`; a file not listed there weighs the median), and the files go, longest first, each
 * to the shard with the least weight so far: the shards end together. Playwright's own `--shard` cuts the sorted list
 * into contiguous runs (one shard got all of the admin's slow specs), and every `shards`-th file of it moved every
 * later file to another shard whenever a file was added, leaving the shards up to 5 minutes apart.
 */
function e2eSpecsOf(shard, shards) {
  const files = globSync('tests/e2e/**/*.spec.ts', { cwd: ROOT })
    .map((file) => file.split(path.sep).join('/'))
    .sort();
  const durations = JSON.parse(readFileSync(path.join(ROOT, 'tests/e2e/spec-durations.json'), 'utf8'));
  const known = files
    .map((file) => durations[file])
    .filter((seconds) => typeof seconds === 'number')
    .sort((a, b) => a - b);
  const median = known.length ? known[Math.floor(known.length / 2)] : 1;
  const weightOf = (file) => (typeof durations[file] === 'number' ? durations[file] : median);
  const totals = Array.from({ length: shards }, () => 0);
  const mine = [];
  for (const file of [...files].sort((a, b) => weightOf(b) - weightOf(a) || a.localeCompare(b))) {
    const lightest = totals.indexOf(Math.min(...totals));
    totals[lightest] += weightOf(file);
    if (lightest === shard) mine.push(file);
  }
  // Playwright reads each argument as a pattern over the file's path: escape it, so it names exactly that file.
  return mine.sort().map((file) => `${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

function parseList(flag) {
  const i = process.argv.indexOf(flag);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1].split(',').map((s) => s.trim()) : null;
}
const only = parseList('--only');
const skip = parseList('--skip') ?? [];
const serial = process.argv.includes('--serial');
for (const name of [...(only ?? []), ...skip]) {
  if (!STEPS.some((step) => step.name === name)) {
    console.error(`unknown step "${name}"; steps: ${STEPS.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
}
const selected = STEPS.filter((step) => (!only || only.includes(step.name)) && !skip.includes(step.name));

/** Running children (each its own process group), so a signal to this script stops them too. */
const running = new Set();

/** How many of a labelled command's last output lines are kept, to repeat a failure's account under the summary. */
const TAIL_LINES = 300;

/**
 * Runs one command; every output line is prefixed with `label` when given. Resolves with the exit code. Past
 * `limitMs` the command's process group gets SIGINT, then SIGKILL 20 s later. A labelled command's last lines are
 * kept in `tail` (when given).
 */
function run([command, ...args], label, childEnv = env, limitMs = Infinity, tail = undefined) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: childEnv,
      stdio: ['ignore', label ? 'pipe' : 'inherit', label ? 'pipe' : 'inherit'],
      detached: true,
    });
    running.add(child);
    if (label) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
          out.write(`[${label}] ${line}\n`);
          if (tail) {
            tail.push(line);
            if (tail.length > TAIL_LINES) tail.shift();
          }
        });
      }
    }
    const signalGroup = (name) => {
      try {
        process.kill(-child.pid, name);
      } catch {
        // already gone
      }
    };
    let killer;
    const limiter = Number.isFinite(limitMs)
      ? setTimeout(() => {
          console.error(
            `${label ? `[${label}] ` : ''}still running after the step's limit of ${limitMs / 60_000} minutes: stopped (a test or a server hangs; the lines above show the last progress)`,
          );
          signalGroup('SIGINT');
          killer = setTimeout(() => signalGroup('SIGKILL'), 20_000);
        }, limitMs)
      : undefined;
    child.on('error', (error) => {
      console.error(`could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('close', (code, signal) => {
      clearTimeout(limiter);
      clearTimeout(killer);
      running.delete(child);
      resolve(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1));
    });
  });
}

/**
 * Interrupted: ask the running steps to stop with SIGINT (Playwright, vitest and the scripts of this repository
 * then stop the servers they started), give them a moment, then kill whatever is left of their process groups.
 */
let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  const children = [...running];
  const signalGroup = (child, name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  const exited = children.map((child) =>
    child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve)),
  );
  for (const child of children) signalGroup(child, 'SIGINT');
  const timer = setTimeout(() => {
    for (const child of children) signalGroup(child, 'SIGKILL');
  }, 20_000);
  await Promise.all(exited);
  clearTimeout(timer);
  cleanUp();
  process.exit(130);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop());

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * What a failed command's last lines say of the failure: from Playwright's account of its first failed test
 * ("  1) [chromium] › …", with the error and the line), else from the closing counts of Playwright or vitest
 * ("  2 failed", "Failed Tests 1"), else its last 40 lines.
 */
function failureAccount(lines) {
  const plain = lines.map((line) => stripVTControlCharacters(line));
  const first = plain.findIndex((line) => /^\s+1\) \[/.test(line));
  const counts = plain.findIndex((line) => /^\s+\d+ (failed|interrupted|did not run)\b|Failed Tests \d+|^\s*Test Files .*\bfailed\b/.test(line));
  const from = first >= 0 ? first : counts;
  return (from >= 0 ? plain.slice(from) : plain.slice(-40)).filter((line, i, all) => line.trim() !== '' || all[i - 1]?.trim() !== '');
}

/** The failed commands' accounts, repeated under the summary: a long log's end then names what failed. */
const failures = [];
/** @type {{ step: (typeof STEPS)[number], ok: boolean, ms: number }[]} */
const results = [];
const started = Date.now();

/** Runs a step (all its shards side by side); true when it passed. */
async function runStep(step, prefixed) {
  const shards = step.shards ?? 1;
  console.log(`\n━━━ ${step.name}: ${step.title}${shards > 1 ? ` in ${shards} shards` : ''} ━━━`);
  const t0 = Date.now();
  // Shards must not share a port or a data folder given from outside: each config run picks its own.
  const perShard = ['DATA_DIR', 'OWNS_DATA_DIR', 'PORT', 'OUTBOX', 'BASE_URL', 'FAKES_PORT'].map((name) => `GLASSHOUSE_E2E_${name}`);
  const shardEnv = Object.fromEntries(Object.entries(env).filter(([name]) => shards === 1 || !perShard.includes(name)));
  const codes = await Promise.all(
    Array.from({ length: shards }, (_, i) => {
      const command = shards > 1 ? [...step.command(), ...(step.shardArgs ? step.shardArgs(i, shards) : [`--shard=${i + 1}/${shards}`])] : step.command();
      const label = shards > 1 ? `${step.name} ${i + 1}/${shards}` : prefixed ? step.name : undefined;
      const tail = [];
      return run(command, label, shards > 1 ? { ...shardEnv, GLASSHOUSE_E2E_SHARD: String(i + 1) } : shardEnv, step.limitMinutes * 60_000, tail)
        .catch((error) => {
          console.error(error instanceof Error ? error.message : error);
          return 1;
        })
        .then((code) => {
          if (code !== 0 && label) failures.push({ label, lines: failureAccount(tail) });
          return code;
        });
    }),
  );
  // Interrupted: `stop` reports nothing and exits once the steps' processes are gone.
  if (stopping) await new Promise(() => {});
  const failedCode = codes.find((code) => code !== 0);
  const ms = Date.now() - t0;
  results.push({ step, ok: failedCode === undefined, ms });
  console.log(`━━━ ${step.name}: ${failedCode === undefined ? 'passed' : `FAILED (exit ${failedCode})`} in ${seconds(ms)} ━━━`);
  return failedCode === undefined;
}

/** Runs a lane's steps in order, stopping at the first failure; true when all passed. */
async function runLane(steps, prefixed) {
  for (const step of steps) if (!(await runStep(step, prefixed))) return false;
  return true;
}

const phases = [...new Set(selected.map((step) => step.phase))].sort((a, b) => a - b);
for (const phase of phases) {
  const steps = selected.filter((step) => step.phase === phase);
  const lanes = serial ? [steps] : [...new Set(steps.map((step) => step.lane))].map((lane) => steps.filter((step) => step.lane === lane));
  const prefixed = lanes.length > 1;
  const oks = await Promise.all(lanes.map((lane) => runLane(lane, prefixed)));
  if (oks.includes(false)) break;
}

cleanUp();

const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
const notRun = selected.filter((step) => !results.some((r) => r.step === step)).map((step) => step.name);

for (const { label, lines } of failures) {
  console.log(`\n━━━ what failed in ${label} (its last lines, again) ━━━`);
  for (const line of lines) console.log(`  ${line}`);
}

console.log('\nSummary:');
for (const { step, ok, ms } of results) console.log(`  ${ok ? 'ok    ' : 'FAILED'} ${step.name.padEnd(20)} ${seconds(ms)}`);
for (const name of notRun) console.log(`  not run ${name}`);
console.log(`  total ${seconds(Date.now() - started)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
