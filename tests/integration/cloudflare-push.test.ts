/**
 * `glasshouse cloudflare push` and `add-staff` against the local D1 and R2 of `wrangler dev` (a private state
 * folder here): what is copied, that running again is safe, that newer data in D1 is never overwritten without
 * --force, and that the Worker then reads the same content.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDiskBlobStore, type DiskBlobStore } from '../../edge/blobs/disk.ts';
import { orgAssetKey, orgFileKey } from '../../edge/blobs/keys.ts';
import { openD1 } from '../../edge/db/d1.ts';
import { magicLinks } from '../../edge/db/schema.ts';
import { readDraft } from '../../edge/services/draft/read-draft.ts';
import { replaceDraft } from '../../edge/services/draft/replace-draft.ts';
import { freezeRevision } from '../../edge/services/revisions/freeze-revision.ts';
import { markRevision } from '../../edge/services/revisions/mark-revision.ts';
import { readRevisionSnapshot } from '../../edge/services/revisions/read-revision.ts';
import { addStaff } from '../../edge/services/staff/add-staff.ts';
import { addStaffInD1 } from '../../scripts/lib/cloudflare/add-staff.ts';
import { pushOrganization } from '../../scripts/lib/cloudflare/push.ts';
import { openTarget, type CloudflareTarget } from '../../scripts/lib/cloudflare/target.ts';
import { smallSnapshot } from './helpers/content-fixture.ts';
import { makeTestApp, type TestApp } from './helpers/test-app.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const orgId = 'org_acme';
let state: string;
let target: CloudflareTarget;
let t: TestApp;
let blobs: DiskBlobStore;

beforeAll(async () => {
  state = mkdtempSync(path.join(tmpdir(), 'glasshouse-d1-'));
  target = await openTarget({ remote: false, root: ROOT, persistTo: state });
  expect((await target.migrate()).length).toBeGreaterThan(5);
  expect(await target.migrate()).toEqual([]);
}, 120_000);
afterAll(async () => {
  await target?.close();
  rmSync(state, { recursive: true, force: true });
});

beforeEach(async () => {
  t = await makeTestApp();
  const files = path.join(t.dir, 'files');
  mkdirSync(files, { recursive: true });
  blobs = createDiskBlobStore(files);
  await target.execute(['DELETE FROM organizations']);
  await replaceDraft({ db: t.db, orgId, snapshot: smallSnapshot(), by: 'seed' });
  await addStaff({ db: t.db, orgId, email: 'boss@acme.test', role: 'admin' });
  await blobs.put(orgFileKey(orgId, 'soc2.pdf'), new TextEncoder().encode('%PDF-1.4 soc2'), { contentType: 'application/pdf' });
  await blobs.put(orgAssetKey(orgId, 'logo.svg'), new TextEncoder().encode('<svg/>'), { contentType: 'image/svg+xml' });
});
afterEach(async () => {
  await t.close();
});

const push = (force = false) => pushOrganization({ client: t.client, blobs, orgId, target, force });
const count = async (sql: string) => Number((await target.query([sql]))[0]![0]!.n);

describe('cloudflare push', () => {
  it('copies the organisation’s rows into D1 and its files into R2, and copying again changes nothing', async () => {
    const { number } = await freezeRevision({ db: t.db, orgId, by: 'a' });
    await markRevision({ db: t.db, orgId, number, status: 'live' });
    await t.db.insert(magicLinks).values({ tokenHash: 'h', orgId, email: 'boss@acme.test', purpose: 'staff', expiresAt: Date.now() + 60_000 });

    const result = await push();
    expect(result.files).toBe(2);
    expect(result.rows).toMatchObject({ organizations: 1, staff_users: 1, revisions: 1, draft_state: 1 });
    expect(await count(`SELECT count(*) AS n FROM draft_records WHERE org_id = '${orgId}'`)).toBe(result.rows.draft_records);
    expect(await count('SELECT count(*) AS n FROM magic_links')).toBe(0);
    expect(await target.query(['SELECT email, role FROM staff_users'])).toEqual([[{ email: 'boss@acme.test', role: 'admin' }]]);

    // The Worker's own code reads the same content from D1 and R2.
    const { getPlatformProxy } = await import('wrangler');
    await target.close();
    const proxy = await getPlatformProxy<{ DB: D1Database; FILES: R2Bucket }>({
      configPath: path.join(ROOT, 'wrangler.toml'),
      persist: { path: path.join(state, 'v3') },
      envFiles: [],
      remoteBindings: false,
    });
    try {
      const d1 = openD1(proxy.env.DB);
      expect(await readDraft({ db: d1, orgId })).toEqual(await readDraft({ db: t.db, orgId }));
      expect(await readRevisionSnapshot({ db: d1, orgId, number })).toEqual(await readRevisionSnapshot({ db: t.db, orgId, number }));
      const pdf = await proxy.env.FILES.get(orgFileKey(orgId, 'soc2.pdf'));
      expect(pdf?.httpMetadata?.contentType).toBe('application/pdf');
      expect(await pdf?.text()).toBe('%PDF-1.4 soc2');
    } finally {
      await proxy.dispose();
      target = await openTarget({ remote: false, root: ROOT, persistTo: state });
    }

    const again = await push();
    expect(again.rows).toEqual(result.rows);
    expect(await count('SELECT count(*) AS n FROM revisions')).toBe(1);
    expect(await count('SELECT count(*) AS n FROM staff_users')).toBe(1);
  }, 120_000);

  it('never overwrites a draft edited or a revision published on the Worker, unless forced', async () => {
    await push();
    await target.execute([
      `UPDATE draft_state SET updated_at = updated_at + 60000, version = version + 1 WHERE org_id = '${orgId}'`,
      `UPDATE draft_records SET data = json_set(data, '$.title', 'Edited on the Worker') WHERE record_id = 'itm_enc'`,
    ]);
    await expect(push()).rejects.toThrow(
      /has newer data for acme than the local database:\n {2}- the draft in D1 was changed at .*\nNothing was copied\. Pass --force/,
    );
    expect(await target.query([`SELECT json_extract(data, '$.title') AS title FROM draft_records WHERE record_id = 'itm_enc'`])).toEqual([
      [{ title: 'Edited on the Worker' }],
    ]);

    await target.execute([
      `UPDATE draft_state SET updated_at = 0 WHERE org_id = '${orgId}'`,
      `INSERT INTO revisions (org_id, number, snapshot, created_at, status) VALUES ('${orgId}', 1, '{}', 5, 'live')`,
    ]);
    await expect(push()).rejects.toThrow('revision 1 exists in D1 only (published on the Worker)');

    await push(true);
    expect(await target.query([`SELECT json_extract(data, '$.title') AS title FROM draft_records WHERE record_id = 'itm_enc'`])).toEqual([
      [{ title: 'Encryption at rest' }],
    ]);
    expect(await count('SELECT count(*) AS n FROM revisions')).toBe(0);
  }, 120_000);

  it('keeps what only D1 has, and staff the Worker added under another id', async () => {
    await push();
    await target.execute([
      `INSERT INTO subscribers (id, org_id, email, source, status, created_at) VALUES ('sub_1', '${orgId}', 'jane@example.com', 'direct link', 'confirmed', 1)`,
      `DELETE FROM staff_users`,
      `INSERT INTO staff_users (id, org_id, email, role, name, created_at) VALUES ('stf_worker', '${orgId}', 'boss@acme.test', 'viewer', '', 1)`,
    ]);
    await push();
    expect(await count('SELECT count(*) AS n FROM subscribers')).toBe(1);
    expect(await target.query(['SELECT email, role FROM staff_users'])).toEqual([[{ email: 'boss@acme.test', role: 'admin' }]]);
  }, 120_000);

  it('stores a large local revision as small chunks (D1 takes statements of at most 100 KB)', async () => {
    await replaceDraft({
      db: t.db,
      orgId,
      snapshot: smallSnapshot({
        knowledgeBase: Array.from({ length: 400 }, (_, i) => ({ objectID: `kb_${i}`, content: `Question ${i}?`, answer: 'Yes. '.repeat(100) })),
      }),
      by: 'seed',
    });
    const { number } = await freezeRevision({ db: t.db, orgId, by: 'a' });
    const result = await push();
    expect(result.rows.revision_chunks).toBeGreaterThan(1);
    expect(await target.query([`SELECT length(snapshot) AS inline, snapshot_chunks AS chunks FROM revisions`])).toEqual([
      [{ inline: 0, chunks: result.rows.revision_chunks }],
    ]);
    expect(await count('SELECT max(length(data)) AS n FROM revision_chunks')).toBeLessThanOrEqual(48 * 1024);
    expect(number).toBe(1);
  }, 120_000);

  it('refuses when D1 has another organisation with the same slug', async () => {
    await target.execute([`INSERT INTO organizations (id, slug, name, custom_domains, created_at) VALUES ('org_other', 'acme', 'Other', '[]', 1)`]);
    await expect(push()).rejects.toThrow('D1 already has another organisation with the slug "acme" (org_other)');
  }, 60_000);
});

describe('cloudflare add-staff', () => {
  it('creates the organisation with a starter draft on an empty D1, then adds and updates staff', async () => {
    await expect(addStaffInD1({ target, email: 'first@acme.test', role: 'admin' })).rejects.toThrow('D1 has no organisation yet: give one with --org <slug>');
    const created = await addStaffInD1({ target, email: 'First@Acme.test', role: 'admin', orgSlug: 'acme-trust', orgName: 'Acme Trust' });
    expect(created).toEqual({ org: { id: 'org_acme-trust', slug: 'acme-trust' }, createdOrg: true, existed: false });
    const again = await addStaffInD1({ target, email: 'first@acme.test', role: 'editor' });
    expect(again).toEqual({ org: { id: 'org_acme-trust', slug: 'acme-trust' }, createdOrg: false, existed: true });
    expect(await target.query(['SELECT email, role FROM staff_users'])).toEqual([[{ email: 'first@acme.test', role: 'editor' }]]);
    const [draft] = await target.query([`SELECT collection FROM draft_records WHERE org_id = 'org_acme-trust' ORDER BY collection`]);
    expect(draft!.map((r) => r.collection)).toEqual(expect.arrayContaining(['organization', 'products', 'space']));
    // Published as revision 1, so a first deploy has a site with the admin to sign in to.
    expect(await target.query([`SELECT number, status, note FROM revisions WHERE org_id = 'org_acme-trust'`])).toEqual([
      [{ number: 1, status: 'live', note: 'Starter content' }],
    ]);
    await expect(addStaffInD1({ target, email: 'not-an-email', role: 'admin' })).rejects.toThrow();
  }, 60_000);
});
