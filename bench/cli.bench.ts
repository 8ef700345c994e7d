/**
 * How fast the `glasshouse` command line answers `--help` and `<command> --help` (target: under 1 s), as the
 * median wall time of fresh processes, beside a bare `node -e ""` start measured in the same rounds (so the
 * ratio compares across machines). `CLI_BENCH_ROUNDS` changes the number of rounds (default 9).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Benchmark, BenchRow } from './measure.ts';
import { ratio, targetRow } from './measure.ts';

const CLI = fileURLToPath(new URL('../scripts/glasshouse.mjs', import.meta.url));

/** Wall time of one process run to its end, in ms. */
function timeRun(args: string[]): number {
  const start = performance.now();
  const result = spawnSync(process.execPath, args, { stdio: 'ignore', env: { ...process.env, NO_COLOR: '1' } });
  if (result.status !== 0) throw new Error(`node ${args.join(' ')} exited with ${result.status}`);
  return performance.now() - start;
}

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;

export const cliBenchmark: Benchmark = {
  name: 'cli',
  description: '`glasshouse --help` and `glasshouse <command> --help`: median wall time of a fresh process (target < 1 s)',
  async run() {
    const rounds = Number(process.env.CLI_BENCH_ROUNDS) || 9;
    const cases: { label: string; args: string[] }[] = [
      { label: 'node -e "" (reference)', args: ['-e', ''] },
      { label: 'glasshouse --help', args: [CLI, '--help'] },
      { label: 'glasshouse publish --help', args: [CLI, 'publish', '--help'] },
      { label: 'glasshouse build --help', args: [CLI, 'build', '--help'] },
    ];
    const samples = cases.map(() => [] as number[]);
    // Interleaved rounds, after one warm-up of each, so a burst of load hits every case alike.
    for (const c of cases) timeRun(c.args);
    for (let round = 0; round < rounds; round++)
      cases.forEach((c, i) => {
        samples[i]!.push(timeRun(c.args));
      });
    const reference = median(samples[0]!);
    return cases.map((c, i): BenchRow => {
      const ms = median(samples[i]!);
      if (i === 0) return { label: c.label, value: `${ms.toFixed(0)} ms` };
      return targetRow(c.label, `${ms.toFixed(0)} ms (${ratio(ms, reference)})`, ms < 1000, '< 1 s');
    });
  },
};
