/**
 * Cost of the access policy and of reading a published snapshot: `viewFor` over the demo snapshot for each viewer
 * mode, against a deep copy of the same snapshot (the least any view could cost); and reading a revision's
 * snapshot (JSON.parse + zod validation) of an organisation of `POLICY_BENCH_ENTRIES` (default 5,000)
 * knowledge-base entries, against `JSON.parse` alone — what every gated request paid before the revision cache,
 * and what a cached request pays now (`edge/services/revisions/revision-cache.ts`), all measured in the same run.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SnapshotSchema, viewFor, type Viewer } from '../content/index.ts';
import { cachedViewFor } from '../edge/services/revisions/revision-cache.ts';
import { medianMs, ratio, targetRow, type Benchmark, type BenchRow } from './measure.ts';
import { generatedOrganisation } from './search-org.ts';

const DEMO_DIR = join(import.meta.dirname, '..', 'content', 'demo');
const ENTRIES = Number(process.env.POLICY_BENCH_ENTRIES) || 5000;

function loadDemo() {
  const doc: Record<string, unknown> = {};
  for (const file of readdirSync(DEMO_DIR).filter((f) => f.endsWith('.json'))) {
    doc[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(DEMO_DIR, file), 'utf8'));
  }
  return SnapshotSchema.parse(doc);
}

export const policyBenchmark: Benchmark = {
  name: 'policy',
  description: `viewFor on the demo snapshot vs structuredClone; parsing a ${ENTRIES.toLocaleString('en-US')}-entry snapshot vs JSON.parse; cached views`,
  async run() {
    const snapshot = loadDemo();
    const reference = await medianMs(() => structuredClone(snapshot));
    const profile = snapshot.permissionProfiles[0]?.id ?? 'none';
    const viewers: [string, Viewer][] = [
      ['Public', { mode: 'Public' }],
      ['AccountExternal', { mode: 'AccountExternal', accountId: 'bench', permissionProfileId: profile }],
      ['Main', { mode: 'Main' }],
    ];
    const rows: BenchRow[] = [{ label: 'reference: structuredClone(snapshot)', value: `${reference.toFixed(3)} ms` }];
    for (const [label, viewer] of viewers) {
      const ms = await medianMs(() => viewFor(snapshot, viewer));
      rows.push({ label: `viewFor ${label}`, value: `${ratio(ms, reference)} (${ms.toFixed(3)} ms)` });
    }

    // Reading a published revision: its JSON text, parsed and validated.
    const text = JSON.stringify(generatedOrganisation(ENTRIES));
    const parseOnly = await medianMs(() => JSON.parse(text), { rounds: 5, iterations: 3 });
    const parseValidate = await medianMs(() => SnapshotSchema.parse(JSON.parse(text)), { rounds: 5, iterations: 3 });
    const big = Object.freeze(SnapshotSchema.parse(JSON.parse(text)));
    const member: Viewer = { mode: 'AccountExternal', accountId: 'bench', permissionProfileId: big.permissionProfiles[0]?.id ?? 'none' };
    const uncachedView = await medianMs(() => viewFor(big, member), { rounds: 5, iterations: 5 });
    cachedViewFor(big, member);
    const cached = await medianMs(() => cachedViewFor(big, { ...member, accountId: 'another' }), { rounds: 5, iterations: 200 });
    rows.push(
      { label: `reference: JSON.parse of a ${ENTRIES}-entry snapshot (${(text.length / 1024 / 1024).toFixed(1)} MB)`, value: `${parseOnly.toFixed(1)} ms` },
      { label: 'JSON.parse + SnapshotSchema.parse (once per revision)', value: `${ratio(parseValidate, parseOnly)} (${parseValidate.toFixed(1)} ms)` },
      { label: 'viewFor AccountExternal (once per revision and profile)', value: `${ratio(uncachedView, parseOnly)} (${uncachedView.toFixed(1)} ms)` },
      targetRow(
        'per request: cached snapshot and view',
        `${ratio(cached, parseOnly)} (${cached.toFixed(3)} ms; uncached would be ${(parseValidate + uncachedView).toFixed(1)} ms)`,
        cached <= parseOnly * 0.01,
        '≤ 0.01× JSON.parse alone (parsed once per revision)',
      ),
    );
    return rows;
  },
};
