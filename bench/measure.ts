/** Timing helpers shared by benchmarks. */

export interface BenchRow {
  label: string;
  value: string;
}
export interface Benchmark {
  name: string;
  description: string;
  run(): Promise<BenchRow[]>;
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
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!;
}

export function ratio(value: number, reference: number): string {
  return `${(value / reference).toFixed(2)}× reference`;
}
