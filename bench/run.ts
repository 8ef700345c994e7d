/**
 * `npm run bench`: runs every benchmark under bench/ and prints each figure as a ratio against a reference
 * measured in the same process, so results compare across machines. Usage: `npm run bench [-- name …]`.
 */
import { benchmarks } from './suites.ts';

const only = process.argv.slice(2);
const chosen = only.length ? benchmarks.filter((b) => only.includes(b.name)) : benchmarks;
if (chosen.length === 0) {
  console.error(`No benchmark named ${only.join(', ')}. Known: ${benchmarks.map((b) => b.name).join(', ')}`);
  process.exit(1);
}
for (const bench of chosen) {
  console.log(`\n## ${bench.name} — ${bench.description}`);
  const rows = await bench.run();
  for (const row of rows) console.log(`  ${row.label.padEnd(48)} ${row.value}`);
}
