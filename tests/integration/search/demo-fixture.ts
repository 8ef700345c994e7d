/**
 * The demo organisation, with canaries planted in its gated fields (`tests/fixtures/canaries/`), published live in
 * a test app with accounts of two permission profiles, for the semantic search and AI answer tests.
 */
import { SnapshotSchema, type Snapshot } from '../../../content/index.ts';
import { viewFor, type Viewer } from '../../../content/policy.ts';
import { accountWithMember, publishLive, type MemberFixture } from '../access/fixture.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { CANARY_STRINGS, canaryDemoCollections } from '../../fixtures/canaries/canary-demo.ts';

/** Every canary string planted in the demo content. */
export const DEMO_CANARIES = CANARY_STRINGS;

/** The demo snapshot with its canaries, optionally changed. */
export function demoSnapshot(change: (raw: Record<string, any>) => void = () => {}): Snapshot {
  const raw = canaryDemoCollections() as Record<string, any>;
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
