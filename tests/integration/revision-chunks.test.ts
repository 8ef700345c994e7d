/**
 * Large snapshots are stored in chunks (D1 caps a row at 2 MB and an SQL statement at 100 KB): freezing cuts the
 * JSON into `revision_chunks` rows of at most `SNAPSHOT_CHUNK_BYTES`, never inside a character, and every reader
 * gets the same snapshot back.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SnapshotSchema } from '../../content/schemas/snapshot.ts';
import { revisionChunks } from '../../edge/db/schema.ts';
import { liveSnapshot } from '../../edge/services/access/live-snapshot.ts';
import { replaceDraft } from '../../edge/services/draft/replace-draft.ts';
import { SNAPSHOT_CHUNK_BYTES, chunkSnapshotText, freezeRevision } from '../../edge/services/revisions/freeze-revision.ts';
import { draftChanged } from '../../edge/services/revisions/draft-changed.ts';
import { getRevision, readRevisionSnapshot, readRevisionSnapshotText } from '../../edge/services/revisions/read-revision.ts';
import { markRevision } from '../../edge/services/revisions/mark-revision.ts';
import { smallSnapshot } from './helpers/content-fixture.ts';
import { makeTestApp, type TestApp } from './helpers/test-app.ts';

const orgId = 'org_acme';
let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('chunkSnapshotText', () => {
  it('cuts into pieces of at most the given bytes, on character boundaries, that join back exactly', () => {
    const text = JSON.stringify({ words: 'Sécurité 安全 🔒 données '.repeat(400) });
    const chunks = chunkSnapshotText(text, 1000);
    expect(chunks.length).toBeGreaterThan(10);
    expect(chunks.join('')).toBe(text);
    for (const chunk of chunks) {
      expect(new TextEncoder().encode(chunk).length).toBeLessThanOrEqual(1000);
      expect(chunk).not.toContain('\uFFFD');
    }
    expect(chunkSnapshotText('')).toEqual([]);
    expect(chunkSnapshotText('{}')).toEqual(['{}']);
  });
});

describe('revisions stored in chunks', () => {
  const withManyEntries = () =>
    smallSnapshot({
      knowledgeBase: Array.from({ length: 300 }, (_, i) => ({
        objectID: `kb_${i}`,
        content: `Question ${i} about données?`,
        answer: `Answer ${i}: ${'oui, 安全 '.repeat(30)}`,
      })),
    });

  it('freezes a snapshot larger than the limit as chunks and reads it back whole', async () => {
    await replaceDraft({ db: t.db, orgId, snapshot: withManyEntries(), by: 'seed' });
    const { number, snapshot } = await freezeRevision({ db: t.db, orgId, by: 'a', chunkAboveBytes: SNAPSHOT_CHUNK_BYTES });
    const row = (await getRevision({ db: t.db, orgId, number }))!;
    expect(row.snapshot).toBe('');
    expect(row.snapshotChunks).toBeGreaterThan(1);
    const chunks = await t.db.select().from(revisionChunks);
    expect(chunks).toHaveLength(row.snapshotChunks!);
    for (const chunk of chunks) expect(new TextEncoder().encode(chunk.data).length).toBeLessThanOrEqual(SNAPSHOT_CHUNK_BYTES);

    expect(await readRevisionSnapshotText({ db: t.db, orgId, number })).toBe(JSON.stringify(snapshot));
    expect(await readRevisionSnapshot({ db: t.db, orgId, number })).toEqual(SnapshotSchema.parse(snapshot));
    await markRevision({ db: t.db, orgId, number, status: 'live' });
    expect(await liveSnapshot({ db: t.db, orgId })).toEqual(SnapshotSchema.parse(snapshot));
    expect(await draftChanged({ db: t.db, orgId })).toBe(false);
  });

  it('keeps a small snapshot in its row', async () => {
    await replaceDraft({ db: t.db, orgId, snapshot: smallSnapshot(), by: 'seed' });
    const { number } = await freezeRevision({ db: t.db, orgId, by: 'a', chunkAboveBytes: SNAPSHOT_CHUNK_BYTES });
    const row = (await getRevision({ db: t.db, orgId, number }))!;
    expect(row.snapshotChunks).toBeNull();
    expect(JSON.parse(row.snapshot).organization.id).toBe(orgId);
    expect(await t.db.select().from(revisionChunks)).toEqual([]);
  });

  it('says so when a chunk is missing instead of returning a truncated snapshot', async () => {
    await replaceDraft({ db: t.db, orgId, snapshot: withManyEntries(), by: 'seed' });
    const { number } = await freezeRevision({ db: t.db, orgId, by: 'a', chunkAboveBytes: 1000 });
    await t.client.execute('delete from revision_chunks where seq = 1');
    await expect(readRevisionSnapshot({ db: t.db, orgId, number })).rejects.toThrow(`Revision ${number} of ${orgId} is damaged: 1 of its`);
    expect(await readRevisionSnapshot({ db: t.db, orgId, number: 99 })).toBeNull();
  });
});
