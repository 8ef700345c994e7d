/**
 * Canary leak check: proves that nothing an anonymous visitor may not see reaches the public side.
 *
 * Unique canary strings are planted in gated places (private documents, hidden items, NDA-only text, account-only
 * notes …) of a copy of the demo organisation; `tests/fixtures/canaries/canaries.json` lists them as
 * `[{ canary, where }]` (the shipped demo itself carries none). This script
 *
 *   1. writes that planted copy (`tests/fixtures/canaries/canary-demo.ts`) to `<work>/demo`, checks that every
 *      canary is in it, imports it into a fresh data folder, publishes and builds it with the real CLI
 *      (`glasshouse init`, `import <work>/demo`, `publish`, `build --out <work>/dist`);
 *   2. scans every file of that build and of the live site the server serves (`<data>/sites/`): each file's
 *      bytes as text, each file's path, and every Pagefind index file decompressed (gzip, with or without the
 *      `pagefind_dcd` signature);
 *   3. starts the server (`glasshouse start`) and requests, without any cookie, `/`, `/trust.json`, every page of
 *      the build, `/api/health`, `/api/admin/draft` (which must be 401), and every GET route the edge API registers
 *      (`/api/share/<orgId>/…` and the rest, read from its route modules) with each id of the demo content filled
 *      in, public or not, plus server-side search and AI answers for each canary in each product; no answer (body or
 *      headers) may contain one.
 *
 * With `--self-test` it proves the scanner itself works: it copies a build, plants a canary into an HTML page and
 * into a Pagefind fragment, and fails unless both are reported.
 *
 *   node scripts/check-canaries.ts [--work-dir <dir>] [--canaries <file>] [--keep]
 *   node scripts/check-canaries.ts --self-test [--build-dir <dir>]
 *
 * Exit code 0 when clean (or, with `--self-test`, when every planted canary was found), 1 otherwise.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, realpathSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gunzipSync, gzipSync, inflateRawSync, unzipSync } from 'node:zlib';
import { z } from 'zod';
import { CANARIES_FILE, writeCanaryDemo } from '../tests/fixtures/canaries/canary-demo.ts';
import { stopProcessGroup } from './lib/processes.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = path.join(ROOT, 'scripts', 'glasshouse.mjs');
const DEFAULT_CANARIES_FILE = CANARIES_FILE;

/** Pagefind's compressed index files. */
export const PAGEFIND_EXTENSIONS = ['.pf_fragment', '.pf_index', '.pf_meta', '.pf_filter'];
/** Pagefind writes this signature at the start of each (decompressed) index file. */
export const PAGEFIND_SIGNATURE = 'pagefind_dcd';

export const CanariesSchema = z
  .array(
    z.object({
      /** The planted string; it must never reach the public side. */
      canary: z.string().min(6),
      /** Where it was planted (for the report). */
      where: z.string(),
    }),
  )
  .min(1);
export type Canary = z.output<typeof CanariesSchema>[number];

export interface Leak {
  canary: string;
  where: string;
  /** A file path (relative to the scanned root, with `(decompressed)` for index contents) or a request. */
  foundIn: string;
}

export function readCanaries(file = DEFAULT_CANARIES_FILE): Canary[] {
  return CanariesSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** The forms a canary can take in HTML, JSON or a URL, lowercased for a case-insensitive search. */
export function canaryForms(canary: string): string[] {
  const html = canary.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
  const forms = [canary, html, html.replaceAll("'", '&#39;'), html.replaceAll("'", '&#x27;'), JSON.stringify(canary).slice(1, -1), encodeURIComponent(canary)];
  return [...new Set(forms.map((form) => form.toLowerCase()))];
}

/** Canaries (with their forms) found in `text`. */
export function findCanaries(text: string, canaries: Canary[]): Canary[] {
  const haystack = text.toLowerCase();
  return canaries.filter(({ canary }) => canaryForms(canary).some((form) => haystack.includes(form)));
}

const isGzip = (bytes: Uint8Array) => bytes.length > 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
const startsWithSignature = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, PAGEFIND_SIGNATURE.length)).toString('latin1') === PAGEFIND_SIGNATURE;
const stripSignature = (bytes: Buffer) => (startsWithSignature(bytes) ? bytes.subarray(PAGEFIND_SIGNATURE.length) : bytes);

/**
 * The content of a Pagefind index file: gunzipped, with the `pagefind_dcd` signature removed wherever it sits
 * (inside the gzip stream, as Pagefind 1.x writes it, or in front of it). Falls back to zlib/raw deflate.
 * @throws when the bytes are none of these.
 */
export function decodePagefindFile(bytes: Buffer): Buffer {
  const body = isGzip(bytes) ? bytes : stripSignature(bytes);
  const attempts = [gunzipSync, unzipSync, inflateRawSync];
  for (const decode of attempts) {
    try {
      return stripSignature(decode(body));
    } catch {
      // try the next decoder
    }
  }
  if (startsWithSignature(bytes)) return stripSignature(bytes); // stored uncompressed
  throw new Error('not a gzip/deflate stream');
}

export interface ScanResult {
  files: number;
  /** Pagefind index files decompressed and scanned. */
  pagefindFiles: number;
  leaks: Leak[];
  /** Files that should have been decodable but were not (a scan that cannot read a file is not clean). */
  errors: string[];
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // Symlinks (`sites/<org>/current`) point at folders that are walked anyway.
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/** Scans every file under `root` (its bytes, its path, and decompressed Pagefind data) for canaries. */
export async function scanTree(root: string, canaries: Canary[]): Promise<ScanResult> {
  const result: ScanResult = { files: 0, pagefindFiles: 0, leaks: [], errors: [] };
  const report = (found: Canary[], foundIn: string) => {
    for (const { canary, where } of found) result.leaks.push({ canary, where, foundIn });
  };
  for await (const file of walk(root)) {
    const relative = path.relative(root, file);
    result.files += 1;
    report(findCanaries(relative, canaries), `${relative} (file name)`);
    const bytes = await fs.readFile(file);
    // As UTF-8, and as latin1 so a canary inside a binary file is seen whatever bytes surround it.
    const inText = new Set([...findCanaries(bytes.toString('utf8'), canaries), ...findCanaries(bytes.toString('latin1'), canaries)]);
    report([...inText], relative);

    const isPagefind = PAGEFIND_EXTENSIONS.includes(path.extname(file)) || file.endsWith('.pagefind');
    if (isPagefind || isGzip(bytes)) {
      try {
        const decoded = decodePagefindFile(bytes);
        if (isPagefind) result.pagefindFiles += 1;
        report(findCanaries(decoded.toString('utf8'), canaries), `${relative} (decompressed)`);
      } catch (error) {
        if (isPagefind) result.errors.push(`${relative}: cannot decompress (${(error as Error).message})`);
      }
    }
  }
  return result;
}

// ---------------------------------------------------------------------------------------------------------------
// Running the CLI and the server

const childEnv = (extra: Record<string, string>): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: [path.dirname(process.execPath), path.join(ROOT, 'node_modules', '.bin'), process.env.PATH ?? ''].join(path.delimiter),
    ASTRO_TELEMETRY_DISABLED: '1',
    WRANGLER_SEND_METRICS: 'false',
  };
  // Never touch a developer's own database, outbox or mail server.
  for (const name of ['DATABASE_URL', 'DATABASE_AUTH_TOKEN', 'OUTBOX_DIR', 'PUBLIC_URL', 'SMTP_URL', 'SMTP_HOST', 'PORT']) delete env[name];
  return { ...env, ...extra };
};

function runCli(args: string[], env: NodeJS.ProcessEnv, timeoutMs = 600_000): Promise<void> {
  console.log(`$ glasshouse ${args.join(' ')}`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`glasshouse ${args.join(' ')} failed (${code ?? signal}):\n${output.slice(-6000)}`));
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface RunningServer {
  base: string;
  output: () => string;
  stop: () => Promise<void>;
}

async function startServer(env: NodeJS.ProcessEnv, timeoutMs = 180_000): Promise<RunningServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [CLI, 'start'], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), PUBLIC_URL: base },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    process.off('SIGINT', onSignal).off('SIGTERM', onSignal).off('SIGHUP', onSignal);
    await stopProcessGroup(child);
  };
  // Interrupted: stop the server (its own process group) before leaving.
  const onSignal = () => void stop().then(() => process.exit(130));
  process.on('SIGINT', onSignal).on('SIGTERM', onSignal).on('SIGHUP', onSignal);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`glasshouse start exited (${child.exitCode}):\n${output.slice(-4000)}`);
    try {
      const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(3_000) });
      if (response.ok) return { base, output: () => output, stop };
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  await stop();
  throw new Error(`glasshouse start did not answer /api/health within ${timeoutMs / 1000} s:\n${output.slice(-4000)}`);
}

/** URL paths of every HTML page of a build: `item/x/index.html` → `/item/x/`, `404.html` → `/404.html`. */
export async function pagePaths(buildDir: string): Promise<string[]> {
  const paths: string[] = [];
  for await (const file of walk(buildDir)) {
    if (!file.endsWith('.html')) continue;
    const relative = path.relative(buildDir, file).split(path.sep).join('/');
    if (relative.startsWith('pagefind/')) continue;
    paths.push(relative === 'index.html' ? '/' : relative.endsWith('/index.html') ? `/${relative.slice(0, -'index.html'.length)}` : `/${relative}`);
  }
  return paths.sort();
}

/** An anything-goes stand-in for the app's dependencies: route modules only keep references at registration. */
function inertProxy(): unknown {
  // biome-ignore lint/complexity/useArrowFunction: the target must be constructible too (the `construct` trap); an arrow function is not
  const target = function () {};
  const proxy: unknown = new Proxy(target, {
    get: (_t, key) => (key === 'then' ? undefined : key === Symbol.toPrimitive ? () => '' : proxy),
    apply: () => proxy,
    construct: () => proxy as object,
  });
  return proxy;
}

/**
 * The GET routes the edge API registers, read from its route modules (so routes added later are probed too):
 * each module registers into a recording router. Paths keep their `:param` placeholders.
 */
export async function discoverGetRoutes(): Promise<string[]> {
  const { routeModules } = (await import('../edge/routes/index.ts')) as { routeModules: ((router: unknown, deps: unknown) => void)[] };
  const paths = new Set<string>();
  const router: unknown = new Proxy(
    {},
    {
      get: (_t, method) => (path: unknown) => {
        if ((method === 'get' || method === 'all') && typeof path === 'string') paths.add(path);
        return router;
      },
    },
  );
  for (const register of routeModules) register(router, inertProxy());
  return [...paths].filter((p) => p !== '*' && !p.includes('*')).sort();
}

/** Ids of the imported content (public or not), to fill route parameters with. */
function demoIds(contentDir: string): Record<string, string[]> {
  const read = <T>(name: string): T[] => {
    try {
      return JSON.parse(readFileSync(path.join(contentDir, name), 'utf8')) as T[];
    } catch {
      return [];
    }
  };
  return {
    itemUid: read<{ itemUid: string }>('items.json').map((i) => i.itemUid),
    fileId: read<{ fileId: string }>('files.json').map((f) => f.fileId),
    productId: read<{ productId: string }>('products.json').map((p) => p.productId),
  };
}

/** Concrete paths for a route pattern: each `:param` filled with every known id of its kind (bounded). */
export function expandRoute(pattern: string, values: Record<string, string[]>, limit = 200): string[] {
  let paths = [pattern];
  for (const [, name] of pattern.matchAll(/:(\w+)\??/g)) {
    const key = name!;
    const candidates = values[key] ??
      (/file|document|^id$/i.test(key) ? values.fileId : /item/i.test(key) ? values.itemUid : /product/i.test(key) ? values.productId : undefined) ?? ['x'];
    const options = candidates.length ? candidates : ['x'];
    paths = paths.flatMap((p) => options.map((value) => p.replace(new RegExp(`:${key}\\??`), encodeURIComponent(value)))).slice(0, limit);
  }
  return paths;
}

/**
 * A search answer (`{ result: { term, correctedFrom?, … } }`) without the fields that echo what was typed: asked
 * for a canary by name, the answer repeats it there, which shows nothing the visitor did not send. Everything else
 * (results, excerpts, counts, suggestions) is kept; a body that is not such JSON is returned whole.
 */
export function withoutSearchEcho(body: string, typed: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return body;
  }
  const result = (parsed as { result?: Record<string, unknown> } | null)?.result;
  if (!result || typeof result !== 'object') return body;
  for (const field of ['term', 'correctedFrom']) if (result[field] === typed) delete result[field];
  return JSON.stringify(parsed);
}

/** Routes that call third parties (never probed: the check sends traffic to this machine only). */
const OUTBOUND_ROUTES = /^\/api\/integrations\//;

interface ProbeResult {
  label: string;
  status: number;
  body: string;
}

/** Requests everything an anonymous visitor can ask for and checks each answer. */
async function probeServer(
  base: string,
  buildDir: string,
  contentDir: string,
  canaries: Canary[],
): Promise<{ responses: number; leaks: Leak[]; failures: string[] }> {
  const leaks: Leak[] = [];
  const failures: string[] = [];
  let responses = 0;
  // Read the routes first: importing the route modules takes a while, and the server closes idle connections.
  let routes: string[] = [];
  try {
    routes = await discoverGetRoutes();
  } catch (error) {
    failures.push(`could not read the edge API's routes: ${(error as Error).message}`);
  }

  const request = async (method: string, pathAndQuery: string, body?: unknown, echo?: string): Promise<ProbeResult> => {
    const label = `${method} ${pathAndQuery}`;
    let response: Response | undefined;
    let text = '';
    // A second try only for a connection the server closed as it was reused (keep-alive race), never for a timeout.
    for (let attempt = 1; !response; attempt++) {
      try {
        response = await fetch(`${base}${pathAndQuery}`, {
          method,
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
          redirect: 'follow',
          signal: AbortSignal.timeout(30_000),
        });
        text = await response.text();
      } catch (error) {
        const cause = (error as { cause?: { message?: string; code?: string } }).cause;
        const closed = /other side closed|ECONNRESET|socket hang up/i.test(`${cause?.message} ${cause?.code}`);
        if (closed && attempt < 2) {
          response = undefined;
          continue;
        }
        failures.push(`${label}: no answer (${(error as Error).message}${cause?.message ? `: ${cause.message}` : ''})`);
        return { label, status: 0, body: '' };
      }
    }
    responses += 1;
    // Headers count too (a redirect to a URL with a canary in it, a content-disposition file name …).
    const headers = [...response.headers.entries()].map(([k, v]) => `${k}: ${v}`).join('\n');
    const scanned = echo === undefined ? text : withoutSearchEcho(text, echo);
    for (const { canary, where } of findCanaries(`${headers}\n${scanned}`, canaries)) leaks.push({ canary, where, foundIn: `${label} → ${response.status}` });
    return { label, status: response.status, body: text };
  };
  const expectStatus = (result: ProbeResult, status: number) => {
    if (result.status !== status) failures.push(`${result.label} answered ${result.status}, expected ${status}: ${result.body.slice(0, 200)}`);
  };

  expectStatus(await request('GET', '/api/health'), 200);
  expectStatus(await request('GET', '/'), 200);

  const trust = await request('GET', '/trust.json');
  expectStatus(trust, 200);
  let orgId = '';
  let productIds: string[] = [];
  try {
    const parsed = JSON.parse(trust.body) as { organization?: { id?: string }; products?: { productId?: string; id?: string }[] };
    orgId = parsed.organization?.id ?? '';
    productIds = (parsed.products ?? []).map((p) => p.productId ?? p.id ?? '').filter(Boolean);
  } catch {
    failures.push(`GET /trust.json is not JSON: ${trust.body.slice(0, 200)}`);
  }
  if (!orgId) failures.push('GET /trust.json has no organization.id');

  const pages = await pagePaths(buildDir);
  for (const page of pages) {
    const result = await request('GET', page);
    if (!page.endsWith('404.html')) expectStatus(result, 200);
  }

  // The admin API without a session.
  const draft = await request('GET', '/api/admin/draft');
  expectStatus(draft, 401);

  if (orgId) {
    const share = `/api/share/${encodeURIComponent(orgId)}`;
    const ids = demoIds(contentDir);
    const values: Record<string, string[]> = { ...ids, orgId: [orgId], productId: [...new Set([...ids.productId!, ...productIds])] };
    const answered = new Map<string, number[]>();
    let probed = 0;
    for (const route of routes.filter((r) => !OUTBOUND_ROUTES.test(r))) {
      for (const concrete of expandRoute(route, values)) {
        const result = await request('GET', concrete);
        probed += 1;
        answered.set(route, [...(answered.get(route) ?? []), result.status]);
      }
    }
    // Server-side search and AI answers, asked for each canary by name in each product (a query without a product
    // is refused with 400 and would search nothing). Anonymous search answers public results; AI answers are 401.
    for (const { canary } of canaries) {
      for (const product of values.productId!) {
        for (const route of [`${share}/search`, `${share}/search/answer`]) {
          const result = await request('POST', route, { query: { term: canary, filters: { product } } }, canary);
          if (route.endsWith('/search')) expectStatus(result, 200);
          const key = `POST ${route.replace(share, '/api/share/:orgId')}`;
          answered.set(key, [...(answered.get(key) ?? []), result.status]);
        }
      }
    }
    const summary = [...answered].map(([route, statuses]) => {
      const counts = new Map<number, number>();
      for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
      return `${route}  ${[...counts].map(([status, n]) => (n > 1 ? `${status}×${n}` : String(status))).join(' ')}`;
    });
    console.log(`  ${routes.length} GET routes of the edge API, ${probed} requests with the demo's ids:\n    ${summary.join('\n    ')}`);
  }
  console.log(`  ${pages.length} pages of the build requested`);
  return { responses, leaks, failures };
}

// ---------------------------------------------------------------------------------------------------------------

function printLeaks(leaks: Leak[]) {
  for (const leak of leaks) console.error(`  LEAK: "${leak.canary}" (planted in ${leak.where}) found in ${leak.foundIn}`);
}

interface Options {
  workDir?: string;
  buildDir?: string;
  canariesFile: string;
  selfTest: boolean;
  keep: boolean;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { canariesFile: DEFAULT_CANARIES_FILE, selfTest: false, keep: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (!next) throw new Error(`${arg} needs a value`);
      return path.resolve(next);
    };
    if (arg === '--work-dir') options.workDir = value();
    else if (arg === '--build-dir') options.buildDir = value();
    else if (arg === '--canaries') options.canariesFile = value();
    else if (arg === '--self-test') options.selfTest = true;
    else if (arg === '--keep') options.keep = true;
    else throw new Error(`unknown option ${arg}`);
  }
  return options;
}

/**
 * The canaries not found in the planted content folder (its files' bytes and names): a canary that was never
 * planted cannot leak, and would make the check pass for nothing.
 */
export async function unplanted(contentDir: string, canaries: Canary[]): Promise<Canary[]> {
  const found = new Set((await scanTree(contentDir, canaries)).leaks.map((leak) => leak.canary));
  return canaries.filter((c) => !found.has(c.canary));
}

/**
 * Writes the demo with `canaries` planted to `<workDir>/demo`, imports it into `<workDir>/data`, publishes it and
 * builds it into `<workDir>/dist`.
 */
async function seedAndBuild(workDir: string, canaries: Canary[]): Promise<{ contentDir: string; dataDir: string; buildDir: string; env: NodeJS.ProcessEnv }> {
  const contentDir = path.join(workDir, 'demo');
  const dataDir = path.join(workDir, 'data');
  const buildDir = path.join(workDir, 'dist');
  await fs.rm(buildDir, { recursive: true, force: true });
  await fs.rm(dataDir, { recursive: true, force: true });
  await fs.mkdir(dataDir, { recursive: true });
  await writeCanaryDemo(contentDir, { canaries });
  const missing = await unplanted(contentDir, canaries);
  if (missing.length) throw new Error(`canaries missing from the planted demo (${contentDir}): ${missing.map((c) => `${c.canary} (${c.where})`).join(', ')}`);
  console.log(`  planted ${canaries.length} canaries into a copy of the demo (${contentDir})`);
  const env = childEnv({ DATA_DIR: dataDir, OUTBOX_DIR: path.join(dataDir, 'outbox') });
  await runCli(['init'], env);
  await runCli(['import', contentDir], env);
  await runCli(['publish'], env);
  await runCli(['build', '--out', buildDir], env);
  return { contentDir, dataDir, buildDir, env };
}

async function check(options: Options, canaries: Canary[]): Promise<boolean> {
  const ownWorkDir = !options.workDir;
  const workDir = options.workDir ?? mkdtempSync(path.join(os.tmpdir(), 'glasshouse-canaries-'));
  await fs.mkdir(workDir, { recursive: true });
  let server: RunningServer | undefined;
  try {
    const { contentDir, dataDir, buildDir, env } = await seedAndBuild(workDir, canaries);
    if (!existsSync(path.join(buildDir, 'pagefind', 'pagefind-entry.json'))) {
      console.error(`no Pagefind index in the build (${path.join(buildDir, 'pagefind')}): the search index must be checked too`);
      return false;
    }

    const scans = [await scanTree(buildDir, canaries)];
    const sitesDir = path.join(dataDir, 'sites');
    if (existsSync(sitesDir)) scans.push(await scanTree(realpathSync(sitesDir), canaries));
    const files = scans.reduce((n, s) => n + s.files, 0);
    const pagefindFiles = scans.reduce((n, s) => n + s.pagefindFiles, 0);
    const leaks = scans.flatMap((s) => s.leaks);
    const errors = scans.flatMap((s) => s.errors);
    console.log(`  scanned ${files} files (${pagefindFiles} Pagefind index files decompressed)`);
    if (pagefindFiles === 0) errors.push('the Pagefind index has no index files');

    server = await startServer(env);
    const probe = await probeServer(server.base, buildDir, contentDir, canaries);
    console.log(`  ${probe.responses} anonymous responses checked`);
    leaks.push(...probe.leaks);
    errors.push(...probe.failures);

    printLeaks(leaks);
    for (const error of errors) console.error(`  ERROR: ${error}`);
    console.log(`canary check: ${canaries.length} canaries, ${files} files scanned, ${leaks.length} leaks`);
    return leaks.length === 0 && errors.length === 0;
  } finally {
    await server?.stop();
    if (ownWorkDir && !options.keep) await fs.rm(workDir, { recursive: true, force: true });
  }
}

/** Plants `canary` into a copy of `buildDir` and proves the scanner reports it in every planted file. */
async function selfTest(options: Options, canaries: Canary[]): Promise<boolean> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'glasshouse-canary-self-test-'));
  try {
    let source = options.buildDir;
    if (!source) source = (await seedAndBuild(tmp, canaries)).buildDir;
    if (!existsSync(source)) throw new Error(`no build at ${source}`);
    const copy = path.join(tmp, 'planted');
    await fs.cp(source, copy, { recursive: true, dereference: true });

    const { canary, where } = canaries[0]!;
    const planted: string[] = [];

    // 1. Visible text in an HTML page.
    const pages = await pagePaths(copy);
    const page = pages.find((p) => p.startsWith('/item/') || p.startsWith('/product/')) ?? pages[0];
    if (!page) throw new Error('the build has no HTML page');
    const pageFile = page.endsWith('/') ? path.join(copy, page, 'index.html') : path.join(copy, page);
    const html = await fs.readFile(pageFile, 'utf8');
    await fs.writeFile(pageFile, html.replace(/<\/body>/i, `<p>${canary}</p></body>`));
    planted.push(path.relative(copy, pageFile));

    // 2. Inside a Pagefind fragment, compressed as Pagefind writes it (gzip of signature + JSON).
    const fragmentDir = path.join(copy, 'pagefind', 'fragment');
    const fragment = existsSync(fragmentDir) ? (await fs.readdir(fragmentDir)).find((f) => f.endsWith('.pf_fragment')) : undefined;
    if (fragment) {
      const file = path.join(fragmentDir, fragment);
      const json = JSON.parse(decodePagefindFile(await fs.readFile(file)).toString('utf8')) as { content?: string };
      json.content = `${json.content ?? ''} ${canary}`;
      await fs.writeFile(file, gzipSync(Buffer.concat([Buffer.from(PAGEFIND_SIGNATURE), Buffer.from(JSON.stringify(json))])));
      // The bytes on disk must not show the canary: only decompression can find it.
      if ((await fs.readFile(file)).includes(canary)) throw new Error('planted fragment is not compressed');
      planted.push(`${path.relative(copy, file)} (decompressed)`);
    } else {
      console.error('  no Pagefind fragment in the build to plant into');
      return false;
    }

    const result = await scanTree(copy, [{ canary, where }]);
    const foundIn = new Set(result.leaks.map((leak) => leak.foundIn));
    let ok = true;
    for (const target of planted) {
      const found = foundIn.has(target);
      console.log(`  ${found ? 'detected' : 'MISSED  '} canary planted in ${target}`);
      ok &&= found;
    }
    const unexpected = [...foundIn].filter((f) => !planted.includes(f));
    if (unexpected.length) console.log(`  (also reported: ${unexpected.join(', ')})`);
    console.log(`canary self-test: planted ${planted.length}, detected ${planted.filter((p) => foundIn.has(p)).length}`);
    return ok;
  } finally {
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const canaries = readCanaries(options.canariesFile);
  const ok = options.selfTest ? await selfTest(options, canaries) : await check(options, canaries);
  process.exit(ok ? 0 : 1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
