/**
 * One publish pipeline run with the real site build (Astro in a child process + Pagefind): two revisions of a
 * small snapshot, proving the built site is swapped live and the previous build is left beside it.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryBlobStore, orgAssetKey } from '../../edge/blobs/index.ts';
import { createNodePublisher, liveSiteDir } from '../../edge/node/publisher.ts';
import { putRecord } from '../../edge/services/draft/put-record.ts';
import { replaceDraft } from '../../edge/services/draft/replace-draft.ts';
import { listRevisions } from '../../edge/services/revisions/list-revisions.ts';
import { smallSnapshot } from './helpers/content-fixture.ts';
import { makeTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const orgId = 'org_acme';
beforeAll(async () => {
  process.env.ASTRO_TELEMETRY_DISABLED = '1';
  t = await makeTestApp();
  await replaceDraft({
    db: t.db,
    orgId,
    snapshot: smallSnapshot({ organization: { id: orgId, slug: 'acme', name: 'Acme Realbuild', logo: 'assets/logo.svg' } }),
    by: 'seed',
  });
});
afterAll(async () => {
  await t.close();
});

describe('publish with the real site build', () => {
  it('builds each revision beside the live one and swaps it in', { timeout: 180_000 }, async () => {
    const dataDir = path.join(t.dir, 'data');
    const blobs = createMemoryBlobStore();
    await blobs.put(orgAssetKey(orgId, 'logo.svg'), new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    const buildLines: string[] = [];
    const publisher = createNodePublisher({ db: t.db, dataDir, blobs, buildLog: (line) => buildLines.push(line) });

    await publisher.publish(orgId, 'ed@acme.test');
    await publisher.waitForIdle(orgId);
    expect(await publisher.status(orgId), buildLines.slice(-20).join('\n')).toMatchObject({ state: 'live', revision: 1 });
    const firstStatus = (await publisher.status(orgId)) as { phases?: Array<{ step: string; ms: number }> };
    expect(firstStatus.phases?.map((phase) => phase.step)).toEqual(['freeze', 'build', 'index', 'swap']);
    const first = liveSiteDir(dataDir, 'acme')!;
    expect(readFileSync(path.join(first, 'index.html'), 'utf8')).toContain('Acme Realbuild');
    expect(existsSync(path.join(first, 'pagefind', 'pagefind.js'))).toBe(true);
    expect(readFileSync(path.join(first, 'assets', 'logo.svg'), 'utf8')).toContain('<svg');

    await putRecord({
      db: t.db,
      orgId,
      collection: 'organization',
      recordId: 'main',
      data: { id: orgId, slug: 'acme', name: 'Acme Renamed', logo: 'assets/logo.svg' },
      by: 'ed',
    });
    await publisher.publish(orgId, 'ed@acme.test');
    await publisher.waitForIdle(orgId);
    expect(await publisher.status(orgId), buildLines.slice(-20).join('\n')).toMatchObject({ state: 'live', revision: 2 });
    const second = liveSiteDir(dataDir, 'acme')!;
    expect(second).not.toBe(first);
    expect(readFileSync(path.join(second, 'index.html'), 'utf8')).toContain('Acme Renamed');
    expect(readFileSync(path.join(first, 'index.html'), 'utf8')).toContain('Acme Realbuild');
    expect(readdirSync(path.join(dataDir, 'sites', 'acme')).filter((name) => name.startsWith('build-'))).toHaveLength(2);
    expect((await listRevisions({ db: t.db, orgId })).map((r) => [r.number, r.status])).toEqual([
      [2, 'live'],
      [1, 'superseded'],
    ]);
  });
});
