#!/usr/bin/env node
/**
 * Smoke test of the Cloudflare runtime: the real Worker (`wrangler.toml`, `edge/worker.ts`) in workerd through
 * `wrangler dev --local`, over a local D1 database migrated with the committed migrations.
 *
 *   node tests/smoke/workerd.mjs [--assets <dir>]
 *
 * `--assets` is the static site to serve (default `./dist` when it exists, else a one-page placeholder).
 *
 * It checks: the health route answers from D1; subscribing to an unknown organisation is a 404 "Company not
 * found"; after an organisation row is inserted with `wrangler d1 execute`, a subscribe succeeds, the confirmation
 * email reaches the HTTP email provider (a local capture server here), and its link confirms the subscription;
 * an invalid email is refused; static pages come from the assets binding. Wrangler is stopped (its whole process
 * group) whatever happens.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WRANGLER = path.join(ROOT, 'node_modules', '.bin', 'wrangler');
const READY_TIMEOUT_MS = 120_000;
const ORG = { id: 'org_smoke', slug: 'smoke', name: 'Smoke Test Co' };

const env = {
  ...process.env,
  PATH: [path.dirname(process.execPath), path.join(ROOT, 'node_modules', '.bin'), process.env.PATH ?? ''].join(path.delimiter),
  CI: 'true',
  WRANGLER_SEND_METRICS: 'false',
  NO_UPDATE_NOTIFIER: '1',
  FORCE_COLOR: '0',
};

const workDir = mkdtempSync(path.join(os.tmpdir(), 'glasshouse-workerd-'));
const persistDir = path.join(workDir, 'state');

function argValue(flag) {
  const i = process.argv.indexOf(flag);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function assetsDir() {
  const given = argValue('--assets');
  if (given) return path.resolve(given);
  if (existsSync(path.join(ROOT, 'dist', 'index.html'))) return path.join(ROOT, 'dist');
  const placeholder = path.join(workDir, 'assets');
  mkdirSync(placeholder, { recursive: true });
  writeFileSync(path.join(placeholder, 'index.html'), '<!doctype html><title>Glasshouse</title><h1>Glasshouse placeholder</h1>\n');
  return placeholder;
}

/** A free TCP port on the loopback interface. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Wrangler commands still running (stopped with the test when it is interrupted). */
const running = new Set();
let interrupted = false;

/** Runs a wrangler command to completion; throws with its output when it fails. */
function wrangler(args, { timeoutMs = 120_000 } = {}) {
  return new Promise((resolve, reject) => {
    if (interrupted) return reject(new Error('interrupted'));
    const child = spawn(WRANGLER, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    child.once('exit', () => running.delete(child));
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else reject(new Error(`wrangler ${args.join(' ')} exited with ${code}:\n${output}`));
    });
  });
}

/** Local stand-in for the HTTP email provider: records every JSON POST. */
async function startMailCapture() {
  const messages = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      try {
        messages.push({ path: req.url, authorization: req.headers.authorization, ...JSON.parse(body) });
        res.writeHead(202, { 'content-type': 'application/json' }).end('{"id":"captured"}');
      } catch {
        res.writeHead(400).end('bad json');
      }
    });
  });
  const port = await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
  return { messages, port, close: () => new Promise((resolve) => server.close(resolve)) };
}

let passed = 0;
function check(condition, message, detail) {
  if (!condition) {
    const error = new Error(`${message}${detail === undefined ? '' : `\n  got: ${typeof detail === 'string' ? detail : JSON.stringify(detail)}`}`);
    throw error;
  }
  passed += 1;
  console.log(`  ✓ ${message}`);
}

async function readBody(response) {
  const text = await response.text();
  try {
    return { text, json: JSON.parse(text) };
  } catch {
    return { text, json: undefined };
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let dev; // the wrangler dev child (its own process group)
let devOutput = '';
let mail;

async function stopDev() {
  if (!dev || dev.exitCode !== null || dev.signalCode !== null) return;
  const exited = new Promise((resolve) => dev.once('exit', resolve));
  const signalGroup = (signal) => {
    try {
      process.kill(-dev.pid, signal);
    } catch {
      // the group is gone
    }
  };
  signalGroup('SIGTERM');
  const timedOut = await Promise.race([exited.then(() => false), sleep(8_000).then(() => true)]);
  if (timedOut) {
    signalGroup('SIGKILL');
    await Promise.race([exited, sleep(3_000)]);
  }
}

async function main() {
  const assets = assetsDir();
  console.log(`workerd smoke test (assets: ${assets}, state: ${persistDir})`);

  await wrangler(['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistDir]);
  console.log('  · D1 migrated');

  mail = await startMailCapture();
  const port = await freePort();
  const inspectorPort = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const sessionSecret = `smoke-${crypto.randomUUID()}-${crypto.randomUUID()}`;

  dev = spawn(
    WRANGLER,
    [
      'dev',
      '--local',
      '--ip', '127.0.0.1',
      '--port', String(port),
      '--inspector-port', String(inspectorPort),
      '--persist-to', persistDir,
      '--assets', assets,
      '--show-interactive-dev-session=false',
      '--var', `SESSION_SECRET:${sessionSecret}`,
      '--var', `PUBLIC_URL:${base}`,
      '--var', `MAIL_HTTP_ENDPOINT:http://127.0.0.1:${mail.port}/send`,
      '--var', 'MAIL_HTTP_API_KEY:smoke-key',
    ],
    { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  dev.stdout.on('data', (chunk) => (devOutput += chunk));
  dev.stderr.on('data', (chunk) => (devOutput += chunk));

  // Ready when the Worker answers its health route.
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let health;
  while (Date.now() < deadline) {
    if (dev.exitCode !== null) throw new Error(`wrangler dev exited early (${dev.exitCode})`);
    try {
      const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) });
      health = { status: response.status, ...(await readBody(response)) };
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  if (!health) throw new Error(`wrangler dev did not answer on ${base} within ${READY_TIMEOUT_MS / 1000} s`);
  console.log(`  · wrangler dev ready on ${base}`);

  check(health.status === 200 && health.json?.ok === true, 'GET /api/health answers 200 { ok: true } from D1', health.text);

  const subscribe = (orgId, body) =>
    fetch(`${base}/api/share/${orgId}/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  // The database has no organisation yet.
  {
    const response = await subscribe(ORG.id, { email: 'smoke@example.com', source: 'subscribe button' });
    const { json, text } = await readBody(response);
    check(response.status === 404 && json?.error === 'Company not found', 'subscribe to an unknown organisation → 404 "Company not found"', `${response.status} ${text}`);
  }

  await wrangler([
    'd1', 'execute', 'DB', '--local', '--persist-to', persistDir, '--command',
    `INSERT INTO organizations (id, slug, name, custom_domains, created_at) VALUES ('${ORG.id}', '${ORG.slug}', '${ORG.name}', '[]', ${Date.now()})`,
  ]);
  console.log(`  · inserted organisation ${ORG.id} with wrangler d1 execute`);

  {
    const response = await subscribe(ORG.id, { email: 'not-an-email', source: 'subscribe button' });
    const { text } = await readBody(response);
    check(response.status === 400 && text.includes('This email is invalid'), 'subscribe with an invalid email → 400 "This email is invalid"', `${response.status} ${text}`);
    check(mail.messages.length === 0, 'no email is sent for a refused subscription', mail.messages);
  }

  {
    const response = await subscribe(ORG.id, { email: 'Smoke@Example.com', source: 'subscribe button' });
    const { json, text } = await readBody(response);
    check(response.status === 200 && json?.ok === true, 'subscribe to the inserted organisation → 200 { ok: true }', `${response.status} ${text}`);
  }

  const message = mail.messages.at(-1);
  check(mail.messages.length === 1 && message?.to === 'smoke@example.com', 'one confirmation email went to the HTTP email provider', mail.messages);
  check(message.authorization === 'Bearer smoke-key', 'the email provider got the API key as a bearer token', message.authorization);
  const link = `${message.text ?? ''}\n${message.html ?? ''}`.match(/https?:\/\/[^\s"'<>]+\/subscribe\/confirm\?token=[^\s"'<>]+/)?.[0];
  check(Boolean(link) && link.startsWith(`${base}/api/share/${ORG.id}/subscribe/confirm?token=`), 'the email carries the confirmation link', message.text);

  {
    const response = await fetch(link.replaceAll('&amp;', '&'), { redirect: 'manual' });
    const location = response.headers.get('location') ?? '';
    check(response.status === 302 && /subscribeStatus=confirmed/.test(location), 'the confirmation link redirects with subscribeStatus=confirmed', `${response.status} ${location}`);
  }

  {
    const response = await fetch(`${base}/`);
    const text = await response.text();
    check(response.status === 200 && /text\/html/.test(response.headers.get('content-type') ?? '') && /<html|<!doctype/i.test(text), 'GET / is served from the static assets', `${response.status} ${text.slice(0, 200)}`);
  }

  // The site's `_redirects` (earlier item links, written by the build) is applied by Workers Static Assets.
  const redirectsPath = path.join(assets, '_redirects');
  const rule = existsSync(redirectsPath)
    ? readFileSync(redirectsPath, 'utf8').split('\n').map((line) => line.trim().split(/\s+/)).find(([from, to, code]) => from?.startsWith('/') && to && code === '301')
    : undefined;
  if (rule) {
    const [from, to] = rule;
    const response = await fetch(`${base}${from}`, { redirect: 'manual' });
    const location = new URL(response.headers.get('location') ?? '', base);
    check(response.status === 301 && location.pathname === to, `an earlier item link (${from}) redirects permanently to ${to}`, `${response.status} ${location.href}`);
    const file = await fetch(`${base}/_redirects`);
    check(file.status === 404, 'the _redirects file itself is not served', `${file.status}`);
  }

  {
    const response = await fetch(`${base}/api/no-such-route`);
    const { json, text } = await readBody(response);
    check(response.status === 404 && typeof json?.error === 'string', 'an unknown /api route answers a JSON 404 from the Worker', `${response.status} ${text}`);
  }
}

// Interrupted: stop wrangler (its own process group) before leaving.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, async () => {
    interrupted = true;
    for (const child of running) child.kill('SIGKILL');
    await stopDev();
    await mail?.close();
    rmSync(workDir, { recursive: true, force: true });
    process.exit(130);
  });
}

let exitCode = 0;
try {
  await main();
  console.log(`workerd smoke test: ${passed} checks passed`);
} catch (error) {
  exitCode = 1;
  console.error(`\n✗ ${error instanceof Error ? error.message : error}`);
  if (devOutput) console.error(`\n--- wrangler dev output (last 4000 chars) ---\n${devOutput.slice(-4000)}`);
} finally {
  await stopDev();
  await mail?.close();
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(exitCode);
