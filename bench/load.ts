/**
 * A small HTTP load generator for the benchmarks: `connections` keep-alive connections, each sending its next
 * request as soon as the previous answer has fully arrived, for `durationMs`. Reports requests per second,
 * latency percentiles and errors (a status other than the expected one, or a failed connection).
 *
 * `runLoadApart` runs it in a process of its own that loads nothing else, as wrk would be: the benchmark process
 * holds every benchmark's modules and data, and its garbage collector's pauses would be counted as the server's
 * latency. Run as a script, this file is that process: `node bench/load.ts '<options as JSON>'`.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { percentile } from './measure.ts';

export interface LoadRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  requests: number;
  errors: number;
  /** Statuses of the failed answers (with counts), and connection errors as `error`. */
  failures: Record<string, number>;
  rps: number;
  p50Ms: number;
  p99Ms: number;
}

export async function runLoad({
  url,
  connections,
  durationMs,
  next,
  okStatus = 200,
}: {
  url: string;
  connections: number;
  durationMs: number;
  next: (n: number) => LoadRequest;
  okStatus?: number;
}): Promise<LoadResult> {
  const { hostname, port } = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  let errors = 0;
  let counter = 0;
  const start = performance.now();
  const end = start + durationMs;
  const one = (request: LoadRequest) =>
    new Promise<number>((resolve) => {
      const req = http.request({ host: hostname, port, agent, method: request.method ?? 'GET', path: request.path, headers: request.headers }, (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      });
      req.on('error', () => resolve(0));
      req.end(request.body);
    });
  const worker = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      const status = await one(next(counter++));
      latencies.push(performance.now() - t0);
      if (status !== okStatus) {
        errors++;
        const key = status === 0 ? 'error' : String(status);
        failures[key] = (failures[key] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (performance.now() - start) / 1000;
  agent.destroy();
  return { requests: latencies.length, errors, failures, rps: latencies.length / seconds, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99) };
}

/** A request of `runLoadApart`: `{n}` anywhere in its path or body is replaced by the request's number. */
export type LoadTemplate = LoadRequest;

export interface ApartLoadResult extends LoadResult {
  /** CPU milliseconds (user + system) the load generator's process spent on the run. */
  cpuMs: number;
}

const fill = (template: LoadTemplate, n: number): LoadRequest => ({
  ...template,
  path: template.path.replaceAll('{n}', String(n)),
  ...(template.body === undefined ? {} : { body: template.body.replaceAll('{n}', String(n)) }),
});

/** `runLoad` of `request` (a template) in a process of its own; resolves with its result and its CPU time. */
export function runLoadApart(options: {
  url: string;
  connections: number;
  durationMs: number;
  request: LoadTemplate;
  okStatus?: number;
}): Promise<ApartLoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), JSON.stringify(options)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      try {
        resolve(JSON.parse(output) as ApartLoadResult);
      } catch {
        reject(new Error(`The load generator exited with ${code}: ${output.slice(-500)}`));
      }
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { request, ...options } = JSON.parse(process.argv[2]!) as Parameters<typeof runLoadApart>[0];
  const before = process.cpuUsage();
  const result = await runLoad({ ...options, next: (n) => fill(request, n) });
  const used = process.cpuUsage(before);
  process.stdout.write(JSON.stringify({ ...result, cpuMs: (used.user + used.system) / 1000 }));
}
