/**
 * The demo organisation published live in a test app, with accounts of two permission profiles, for the
 * semantic search and AI answer tests.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COLLECTIONS, SnapshotSchema, type Snapshot } from '../../../content/index.ts';
import { viewFor, type Viewer } from '../../../content/policy.ts';
import { accountWithMember, publishLive, type MemberFixture } from '../access/fixture.ts';
import type { TestApp } from '../helpers/test-app.ts';

const DEMO_DIR = fileURLToPath(new URL('../../../content/demo/', import.meta.url));
const readDemo = (name: string): unknown => JSON.parse(readFileSync(path.join(DEMO_DIR, name), 'utf8'));

/** Every canary string planted in the demo content. */
export const DEMO_CANARIES = (readDemo('canaries.json') as { canary: string }[]).map((c) => c.canary);

/** The demo snapshot, optionally changed. */
export function demoSnapshot(change: (raw: Record<string, any>) => void = () => {}): Snapshot {
  const raw = Object.fromEntries(COLLECTIONS.map((c) => [c, readDemo(`${c}.json`)])) as Record<string, any>;
  change(raw);
  return SnapshotSchema.parse(raw);
}

/** Canaries a viewer may never receive: those not in `viewFor(snapshot, viewer)`. */
export function forbiddenCanaries(snapshot: Snapshot, viewer: Viewer): string[] {
  const visible = JSON.stringify(viewFor(snapshot, viewer));
  return DEMO_CANARIES.filter((c) => !visible.includes(c));
}

export interface DemoApp {
  snapshot: Snapshot;
  /** Member of an account with the "Standard NDA" profile. */
  standard: MemberFixture;
  /** Member of an account with the "Enterprise" profile (lists restricted hidden items). */
  enterprise: MemberFixture;
}

/** Publishes the demo (changed by `change`) and creates the two accounts. */
export async function publishDemo(t: TestApp, change?: (raw: Record<string, any>) => void): Promise<DemoApp> {
  const snapshot = demoSnapshot(change);
  await publishLive(t.db, t.org.id, snapshot);
  const standard = await accountWithMember(t, { name: 'Standard Co', email: 'ann@standard.test', profile: 'pp_standard_nda' });
  const enterprise = await accountWithMember(t, { name: 'Enterprise Co', email: 'bob@enterprise.test', profile: 'pp_enterprise' });
  return { snapshot, standard, enterprise };
}

export const DEMO_ORG = { id: 'org_northwind', slug: 'northwind', name: 'Northwind Cloud' };
export const PRODUCT = 'prod_platform';
