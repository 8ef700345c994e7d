/**
 * The embedded server under load, each figure against a reference measured in the same run, interleaved round by
 * round (median of `HTTP_BENCH_ROUNDS`, default 3, rounds of `HTTP_BENCH_SECONDS`, default 3, seconds each):
 *
 * - `GET /` of the demo portal, 16 connections, gzip — against a plain Node server answering with the same page
 *   gzip-compressed once at start (`reference-server.ts static`). Target ≥ 0.7× its rate, p99 ≤ 20 ms.
 * - `POST /api/share/{org}/subscribe`, 32 concurrent, distinct addresses — against a raw `@libsql/client` insert
 *   loop into a SQLite file (`reference-server.ts insert`). Target ≥ 0.5× its rows/s, p99 ≤ 50 ms, no error.
 * - `GET …/external/view` of an account member of an organisation with `HTTP_BENCH_ENTRIES` (default 5,000)
 *   knowledge-base entries, 32 concurrent — against the same insert rate. Target ≥ 0.5×, p99 ≤ 50 ms, no error.
 *
 * The server is `glasshouse start` in its own process (`bench-server.ts`); the load comes from a process of its own
 * that loads nothing else (`runLoadApart`, as wrk would), so its pauses are not counted as the server's. Each load
 * waits for the machine to be quiet first. Each row also says how much CPU a request took in the server (its
 * process tree, from /proc) and in the load generator: on a machine of few cores the two compete, and a load
 * generator that needs as much CPU as the server bounds what either figure can show.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stopProcessGroup } from '../scripts/lib/processes.ts';
import { benchServer, processTreeUsage } from './bench-server.ts';
import { runLoad, runLoadApart, type LoadResult } from './load.ts';
import { median, targetRow, untilQuiet, type Benchmark, type BenchRow } from './measure.ts';

const ROUNDS = Number(process.env.HTTP_BENCH_ROUNDS) || 3;
const SECONDS = Number(process.env.HTTP_BENCH_SECONDS) || 3;
const ENTRIES = Number(process.env.HTTP_BENCH_ENTRIES) || 5000;
const REFERENCE = path.join(import.meta.dirname, 'reference-server.ts');

/** A load run with the CPU it took per request: in the server's process tree and in this load generator. */
interface Measured extends LoadResult {
  serverCpuMs: number;
  loadCpuMs: number;
}

/** A load from a process of its own (`runLoadApart`) against the server of process `pid`, with each side's CPU per request. */
async function measured(pid: number | undefined, options: Parameters<typeof runLoadApart>[0]): Promise<Measured> {
  // Each load is measured on its own: what the one before left to finish (mail still being written out after the
  // subscribe load, a server winding down) is waited out first.
  await untilQuiet();
  const server0 = pid ? processTreeUsage(pid) : null;
  const { cpuMs, ...result } = await runLoadApart(options);
  const server1 = pid ? processTreeUsage(pid) : null;
  const per = (ms: number) => (result.requests > 0 ? ms / result.requests : NaN);
  return {
    ...result,
    serverCpuMs: server0 && server1 ? per((server1.cpuSeconds - server0.cpuSeconds) * 1000) : NaN,
    loadCpuMs: per(cpuMs),
  };
}

/** Runs `reference-server.ts` with `args` in a child process; resolves with its first line of output. */
function reference(args: string[]): { firstLine: Promise<string>; stop(): Promise<void>; pid: number | undefined } {
  const child = spawn(process.execPath, [...process.execArgv, REFERENCE, ...args], { stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  let output = '';
  const firstLine = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('\n')) resolve(output.split('\n')[0]!);
    });
    child.once('exit', (code) => (output.includes('\n') ? undefined : reject(new Error(`reference ${args[0]} exited with ${code}`))));
  });
  return { firstLine, stop: () => stopProcessGroup(child), pid: child.pid };
}

const fmt = (r: LoadResult) =>
  `${r.rps.toFixed(0)} req/s, p99 ${r.p99Ms.toFixed(1)} ms${r.errors ? `, ${r.errors} errors (${JSON.stringify(r.failures)})` : ''}`;

/** CPU per request (medians): the server's and the load generator's. */
const cpu = (r: { serverCpuMs: number; loadCpuMs: number }) =>
  `CPU per request: server ${r.serverCpuMs.toFixed(2)} ms, load generator ${r.loadCpuMs.toFixed(2)} ms`;

function summarise(results: Measured[]) {
  return {
    rps: median(results.map((r) => r.rps)),
    p99Ms: median(results.map((r) => r.p99Ms)),
    serverCpuMs: median(results.map((r) => r.serverCpuMs)),
    loadCpuMs: median(results.map((r) => r.loadCpuMs)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    requests: results.reduce((sum, r) => sum + r.requests, 0),
    failures: results.reduce<Record<string, number>>((all, r) => {
      for (const [k, v] of Object.entries(r.failures)) all[k] = (all[k] ?? 0) + v;
      return all;
    }, {}),
  };
}

export const httpBenchmark: Benchmark = {
  name: 'edge',
  description: `embedded server under load (GET /, subscribe, member view of a ${ENTRIES.toLocaleString('en-US')}-entry organisation) vs plain references`,
  async run() {
    const server = await benchServer();
    const big = await server.addGeneratedOrg('bench-kb', ENTRIES);
    const member = await server.addMember(big.id);
    const { currentSiteDir } = await import('../edge/node/site-build/build-site.ts');
    const demoDir = currentSiteDir(path.join(server.dataDir, 'sites'), server.demo.slug);
    if (!demoDir) throw new Error('The demo organisation has no live site.');

    const staticRef = reference(['static', path.join(demoDir, 'index.html')]);
    const refPort = Number((await staticRef.firstLine).split(' ')[1]);
    const work = mkdtempSync(path.join(os.tmpdir(), 'glasshouse-bench-insert-'));
    const samples = {
      refStatic: [] as Measured[],
      ourStatic: [] as Measured[],
      refInsert: [] as number[],
      subscribe: [] as Measured[],
      view: [] as Measured[],
    };
    const gzip = { 'accept-encoding': 'gzip' };
    const browser = { 'accept-encoding': 'gzip, deflate, br' };
    try {
      // Warm both servers, the subscribe path (its code and the mail thread) and the member view's caches.
      await runLoad({ url: `http://127.0.0.1:${refPort}`, connections: 4, durationMs: 500, next: () => ({ path: '/', headers: gzip }) });
      await runLoad({ url: server.url, connections: 4, durationMs: 500, next: () => ({ path: '/', headers: gzip }) });
      await runLoad({
        url: server.url,
        connections: 4,
        durationMs: 1000,
        next: (n) => ({
          method: 'POST',
          path: `/api/share/${big.id}/subscribe`,
          headers: { 'content-type': 'application/json', ...browser },
          body: JSON.stringify({ email: `warm-${n}@subscribers.test` }),
        }),
      });
      await runLoad({
        url: server.url,
        connections: 4,
        durationMs: 1000,
        next: () => ({ path: `/api/statuspage/share/${member.accountId}/external/view`, headers: { ...browser, cookie: member.cookie } }),
      });

      for (let round = 0; round < ROUNDS; round++) {
        // The two static servers take turns going first.
        const statics = [
          async () =>
            samples.refStatic.push(
              await measured(staticRef.pid, {
                url: `http://127.0.0.1:${refPort}`,
                connections: 16,
                durationMs: SECONDS * 1000,
                request: { path: '/', headers: gzip },
              }),
            ),
          async () =>
            samples.ourStatic.push(
              await measured(server.pid, { url: server.url, connections: 16, durationMs: SECONDS * 1000, request: { path: '/', headers: gzip } }),
            ),
        ];
        for (const run of round % 2 === 0 ? statics : statics.reverse()) await run();
        const insert = reference(['insert', path.join(work, `insert-${round}.db`), String(SECONDS * 1000)]);
        samples.refInsert.push((JSON.parse(await insert.firstLine) as { rowsPerSecond: number }).rowsPerSecond);
        await insert.stop();
        samples.subscribe.push(
          await measured(server.pid, {
            url: server.url,
            connections: 32,
            durationMs: SECONDS * 1000,
            request: {
              method: 'POST',
              path: `/api/share/${big.id}/subscribe`,
              headers: { 'content-type': 'application/json', ...browser },
              body: JSON.stringify({ email: `reader${round}-{n}@subscribers.test` }),
            },
          }),
        );
        samples.view.push(
          await measured(server.pid, {
            url: server.url,
            connections: 32,
            durationMs: SECONDS * 1000,
            request: { path: `/api/statuspage/share/${member.accountId}/external/view`, headers: { ...browser, cookie: member.cookie } },
          }),
        );
      }
    } finally {
      await staticRef.stop();
      rmSync(work, { recursive: true, force: true });
    }

    const refStatic = summarise(samples.refStatic);
    const ourStatic = summarise(samples.ourStatic);
    const refInsert = median(samples.refInsert);
    const subscribe = summarise(samples.subscribe);
    const view = summarise(samples.view);
    const rows: BenchRow[] = [
      {
        label: 'reference: pre-gzipped plain Node server, GET /',
        value: `${refStatic.rps.toFixed(0)} req/s, p99 ${refStatic.p99Ms.toFixed(1)} ms; ${cpu(refStatic)} (rounds: ${samples.refStatic.map(fmt).join(' | ')})`,
      },
      targetRow(
        'GET / (16 connections, gzip)',
        `${(ourStatic.rps / refStatic.rps).toFixed(2)}× reference (${ourStatic.rps.toFixed(0)} req/s), p99 ${ourStatic.p99Ms.toFixed(1)} ms, ${ourStatic.errors} errors; ${cpu(ourStatic)} (rounds: ${samples.ourStatic.map(fmt).join(' | ')})`,
        ourStatic.rps >= 0.7 * refStatic.rps && ourStatic.p99Ms <= 20 && ourStatic.errors === 0,
        '≥ 0.7× reference, p99 ≤ 20 ms',
      ),
      {
        label: 'reference: raw @libsql/client insert loop',
        value: `${refInsert.toFixed(0)} rows/s (rounds: ${samples.refInsert.map((r) => r.toFixed(0)).join(' | ')})`,
      },
      targetRow(
        'POST subscribe (32 concurrent, distinct emails)',
        `${(subscribe.rps / refInsert).toFixed(2)}× reference (${subscribe.rps.toFixed(0)} req/s), p99 ${subscribe.p99Ms.toFixed(1)} ms, ${subscribe.errors} errors of ${subscribe.requests}${subscribe.errors ? ` ${JSON.stringify(subscribe.failures)}` : ''}; ${cpu(subscribe)} (rounds: ${samples.subscribe.map(fmt).join(' | ')})`,
        subscribe.rps >= 0.5 * refInsert && subscribe.p99Ms <= 50 && subscribe.errors === 0,
        '≥ 0.5× raw insert, p99 ≤ 50 ms, 0 errors',
      ),
      targetRow(
        `GET member …/external/view (${ENTRIES} entries, 32 concurrent)`,
        `${(view.rps / refInsert).toFixed(2)}× reference (${view.rps.toFixed(0)} req/s), p99 ${view.p99Ms.toFixed(1)} ms, ${view.errors} errors of ${view.requests}${view.errors ? ` ${JSON.stringify(view.failures)}` : ''}; ${cpu(view)} (rounds: ${samples.view.map(fmt).join(' | ')})`,
        view.rps >= 0.5 * refInsert && view.p99Ms <= 50 && view.errors === 0,
        '≥ 0.5× raw insert, p99 ≤ 50 ms, 0 errors',
      ),
    ];
    return rows;
  },
};
