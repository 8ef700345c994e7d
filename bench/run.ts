/**
 * `npm run bench`: runs every benchmark under bench/ and prints each figure against a reference measured in the
 * same run, so results compare across machines; rows checked against a target of the performance issue end in
 * PASS or MISS, and are listed again at the end. Usage: `npm run bench [-- name …]`.
 */
import { loadavg } from 'node:os';
import { runBenchCleanups, type BenchRow } from './measure.ts';
import { benchmarks } from './suites.ts';

const only = process.argv.slice(2);
const chosen = only.length ? benchmarks.filter((b) => only.includes(b.name)) : benchmarks;
if (chosen.length === 0) {
  console.error(`No benchmark named ${only.join(', ')}. Known: ${benchmarks.map((b) => b.name).join(', ')}`);
  process.exit(1);
}
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
console.log(`Load average at start: ${load()}`);
const checked: (BenchRow & { bench: string })[] = [];
const line = (row: BenchRow) => `  ${row.label.padEnd(52)} ${row.value}${row.verdict ? `  [${row.verdict}: ${row.target}]` : ''}`;
try {
  for (const bench of chosen) {
    console.log(`\n## ${bench.name} — ${bench.description}`);
    try {
      const rows = await bench.run();
      for (const row of rows) {
        console.log(line(row));
        if (row.verdict) checked.push({ ...row, bench: bench.name });
      }
    } catch (error) {
      console.log(`  failed: ${(error as Error).stack ?? error}`);
      checked.push({ bench: bench.name, label: 'benchmark', value: `failed: ${(error as Error).message}`, verdict: 'MISS', target: 'runs' });
    }
  }
} finally {
  await runBenchCleanups();
}
console.log(`\n## Targets (load average at end: ${load()})`);
for (const row of checked) console.log(`  ${row.verdict}  ${`${row.bench}: ${row.label}`.padEnd(60)} ${row.value}  (target ${row.target})`);
const missed = checked.filter((r) => r.verdict === 'MISS').length;
console.log(`\n${checked.length - missed} of ${checked.length} targets met.`);
