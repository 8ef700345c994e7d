/**
 * Cost of the access policy: `viewFor` over the demo snapshot for each viewer mode, against a deep copy of the
 * same snapshot (the least any view could cost) measured in the same run.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SnapshotSchema, viewFor, type Viewer } from '../content/index.ts';
import { medianMs, ratio, type Benchmark } from './measure.ts';

const DEMO_DIR = join(import.meta.dirname, '..', 'content', 'demo');

function loadDemo() {
  const doc: Record<string, unknown> = {};
  for (const file of readdirSync(DEMO_DIR).filter((f) => f.endsWith('.json'))) {
    doc[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(DEMO_DIR, file), 'utf8'));
  }
  return SnapshotSchema.parse(doc);
}

export const policyBenchmark: Benchmark = {
  name: 'policy',
  description: 'viewFor on the demo snapshot, as a ratio of a structuredClone of it',
  async run() {
    const snapshot = loadDemo();
    const reference = await medianMs(() => structuredClone(snapshot));
    const profile = snapshot.permissionProfiles[0]?.id ?? 'none';
    const viewers: [string, Viewer][] = [
      ['Public', { mode: 'Public' }],
      ['AccountExternal', { mode: 'AccountExternal', accountId: 'bench', permissionProfileId: profile }],
      ['Main', { mode: 'Main' }],
    ];
    const rows = [{ label: 'reference: structuredClone(snapshot)', value: `${reference.toFixed(3)} ms` }];
    for (const [label, viewer] of viewers) {
      const ms = await medianMs(() => viewFor(snapshot, viewer));
      rows.push({ label: `viewFor ${label}`, value: `${ratio(ms, reference)} (${ms.toFixed(3)} ms)` });
    }
    return rows;
  },
};
