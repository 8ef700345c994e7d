/**
 * The server-side search index: written by the publish pipeline beside the files (never into the built site),
 * read back from the blob store, rebuilt from the live revision when missing; its records cover every kind of
 * viewer while a query returns only the asking viewer's own records.
 */
import { readFileSync, readdirSync, statSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { viewFor } from '../../../content/policy.ts';
import { createMemoryBlobStore } from '../../../edge/blobs/memory.ts';
import { createNodePublisher, liveSiteDir, type BuildFn } from '../../../edge/node/publisher.ts';
import { replaceDraft } from '../../../edge/services/draft/replace-draft.ts';
import { identifiedRecords } from '../../../edge/services/search/records.ts';
import { searchForViewer } from '../../../edge/services/search/search-content.ts';
import { buildSearchIndex, liveSearch, parseSearchIndex, searchIndexKey, serializeSearchIndex } from '../../../edge/services/search/search-index.ts';
import { readBlobBytes } from '../../../edge/blobs/types.ts';
import { makeTestApp, type TestApp } from '../helpers/test-app.ts';
import { DEMO_CANARIES, DEMO_ORG, PRODUCT, demoSnapshot } from './demo-fixture.ts';

const fakeBuild: BuildFn = async (options) => {
  mkdirSync(options.outDir, { recursive: true });
  writeFileSync(path.join(options.outDir, 'index.html'), '<h1>built</h1>');
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

describe('search index', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await makeTestApp({ org: DEMO_ORG });
  });
  afterEach(() => t.close());

  it('is written at publish into the blob store with gated records, and nothing of it reaches the built site', async () => {
    const blobs = createMemoryBlobStore();
    const dataDir = path.join(t.dir, 'data');
    await replaceDraft({ db: t.db, orgId: t.org.id, snapshot: demoSnapshot(), by: 'seed' });
    const publisher = createNodePublisher({ db: t.db, dataDir, build: fakeBuild, blobs });
    await publisher.publish(t.org.id, 'ed@northwind.test');
    await publisher.waitForIdle(t.org.id);
    expect(await publisher.status(t.org.id)).toMatchObject({ state: 'live', revision: 1 });

    const stored = new TextDecoder().decode((await readBlobBytes(blobs, searchIndexKey(t.org.id, 1)))!);
    const index = parseSearchIndex(stored, 1);
    expect(index).not.toBeNull();
    // Gated text is indexed (the index serves account members) …
    expect(index!.search('CANARY-REDTEAMTITLE-849520').length).toBeGreaterThan(0);
    // … and the built site holds none of it.
    for (const file of filesUnder(liveSiteDir(dataDir, 'northwind')!)) {
      const text = readFileSync(file, 'utf8');
      for (const canary of DEMO_CANARIES) expect(text).not.toContain(canary);
    }
    // The live index is the stored one.
    const live = await liveSearch({ db: t.db, blobs, orgId: t.org.id });
    expect(live.revision).toBe(1);
    expect(live.index.documentCount).toBe(index!.documentCount);
  });

  it('ignores a stored index of another revision, or one that does not parse', async () => {
    const snapshot = demoSnapshot();
    const built = await buildSearchIndex(snapshot);
    expect(parseSearchIndex(serializeSearchIndex(built, 1), 2)).toBeNull();
    expect(parseSearchIndex('{not json', 1)).toBeNull();
  });

  it("only returns records of the asking viewer's view, whatever the index holds", async () => {
    const snapshot = demoSnapshot();
    const live = { revision: 1, snapshot, index: await buildSearchIndex(snapshot) };
    const viewers = [
      { mode: 'Public' },
      { mode: 'AccountExternal', accountId: 'acc', permissionProfileId: 'pp_standard_nda' },
      { mode: 'AccountExternal', accountId: 'acc', permissionProfileId: 'pp_enterprise' },
      { mode: 'AccountExternal', accountId: 'acc', permissionProfileId: 'pp_analytics_customers' },
      { mode: 'Preview', accountId: 'acc' },
    ] as const;
    for (const viewer of viewers) {
      const own = new Set((await identifiedRecords(viewFor(snapshot, viewer))).map((r) => `${r.meta.type}|${r.url}`));
      for (const term of ['canary', 'report', 'encryption', 'red team', 'incident', 'subprocessor']) {
        for (const product of [PRODUCT, 'prod_analytics']) {
          const page = await searchForViewer({ live, viewer, term, productId: product });
          for (const result of page.results) expect(own.has(result.id), `${viewer.mode} ${term} ${result.id}`).toBe(true);
        }
      }
    }
  });
});
