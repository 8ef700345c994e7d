/**
 * A small HTTP load generator for the benchmarks: `connections` keep-alive connections, each sending its next
 * request as soon as the previous answer has fully arrived, for `durationMs`. Reports requests per second,
 * latency percentiles and errors (a status other than the expected one, or a failed connection).
 */
import http from 'node:http';
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
