/** Timing helpers shared by benchmarks, and the rows they report. */
import { readFileSync } from 'node:fs';

export interface BenchRow {
  label: string;
  value: string;
  /** A row measured against a target of the performance issue: whether it meets it. */
  verdict?: 'PASS' | 'MISS';
  /** The target, as text (`≥ 0.7× reference, p99 ≤ 20 ms`). */
  target?: string;
}
export interface Benchmark {
  name: string;
  description: string;
  run(): Promise<BenchRow[]>;
}

/** A row checked against a target. */
export function targetRow(label: string, value: string, pass: boolean, target: string): BenchRow {
  return { label, value, verdict: pass ? 'PASS' : 'MISS', target };
}

/** Median milliseconds per call of `fn` over `rounds` rounds of `iterations` calls, after a warm-up. */
export async function medianMs(fn: () => unknown, { rounds = 7, iterations = 50 } = {}): Promise<number> {
  for (let i = 0; i < iterations; i++) await fn();
  const samples: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const start = performance.now();
    for (let i = 0; i < iterations; i++) await fn();
    samples.push((performance.now() - start) / iterations);
  }
  return median(samples);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : NaN;
}

/** The `p`-th percentile (0–100) of `values`. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function ratio(value: number, reference: number): string {
  return `${(value / reference).toFixed(2)}× reference`;
}

/** Work to do when the whole run ends (servers, temporary folders shared between benchmarks). */
const cleanups: (() => Promise<void> | void)[] = [];
export function atBenchEnd(cleanup: () => Promise<void> | void): void {
  cleanups.push(cleanup);
}
export async function runBenchCleanups(): Promise<void> {
  while (cleanups.length) {
    try {
      await cleanups.pop()!();
    } catch {
      // Cleaning up is best effort.
    }
  }
}

/** The machine's CPU time counters (all cores, in clock ticks since boot): busy and total; null without /proc/stat. */
function cpuTimes(): { busy: number; total: number } | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1).map(Number);
    const total = fields.reduce((sum, value) => sum + value, 0);
    // Neither idle (field 4) nor waiting for I/O (field 5) is busy.
    return { busy: total - fields[3]! - (fields[4] ?? 0), total };
  } catch {
    return null;
  }
}

/**
 * Waits until the machine is quiet (under `busyBelow` of all cores' time busy over each of `samples` consecutive
 * half seconds), at most `maxMs`, for targets set "on an idle machine": what an earlier benchmark left running (a
 * server winding down, files being written back) would otherwise be counted against the next one. Resolves with the
 * busy share of the last half second, for the row to report (0 without /proc/stat, where it does not wait).
 */
export async function untilQuiet({ busyBelow = 0.15, samples = 3, maxMs = 30_000 } = {}): Promise<number> {
  const start = performance.now();
  let last = cpuTimes();
  if (!last) return 0;
  let quietSamples = 0;
  let busy = 1;
  while (quietSamples < samples && performance.now() - start < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = cpuTimes()!;
    busy = (now.busy - last.busy) / Math.max(1, now.total - last.total);
    last = now;
    quietSamples = busy < busyBelow ? quietSamples + 1 : 0;
  }
  return busy;
}
