/** Expiry: the list of what expires soon, owners, reminders 30 days before and every 7 days, and the CLI/cron run. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readDraft } from '../../../edge/services/draft/read-draft.ts';
import { replaceDraft } from '../../../edge/services/draft/replace-draft.ts';
import { runScheduledTasks } from '../../../edge/services/system/run-scheduled-tasks.ts';
import { listExpiring } from '../../../edge/services/expiry/expiring.ts';
import type { Expiring } from '../../../content/contracts/questionnaire-assist.ts';
import { jsonOf } from '../helpers/test-app.ts';
import { ORG, assistSnapshot, makeAssistFixture, type AssistFixture } from './fixture.ts';

const DAY = 24 * 60 * 60 * 1000;
let f: AssistFixture;
beforeEach(async () => {
  // 2026-01-15: the fixture's ISO certificate expires on 2026-02-01 (17 days later).
  f = await makeAssistFixture();
});
afterEach(async () => {
  await f.close();
});

const run = () => runScheduledTasks(f.deps);

describe('GET /api/admin/expiring', () => {
  it('lists what expires soon with its owners, for any staff member', async () => {
    const body = (await jsonOf(await f.get('/api/admin/expiring', f.viewer))) as Expiring;
    expect(body.within).toBe(60);
    expect(body.entries).toEqual([
      {
        type: 'item',
        id: 'itm_iso',
        title: 'ISO 27001',
        expiry: '2026-02-01',
        daysLeft: 17,
        expired: false,
        owners: [],
        lastReminderAt: null,
        productId: 'main',
      },
    ]);
    expect(body.staff.map((s) => s.email)).toEqual(['ad@acme.test', 'ed@acme.test', 'vi@acme.test']);
    expect((await jsonOf(await f.get('/api/admin/expiring?within=10'))).entries).toEqual([]);
    const res = await f.get('/api/admin/expiring?within=0');
    expect(res.status).toBe(400);
    expect((await jsonOf(res)).error).toBe('within must be a whole number of days between 1 and 3650.');
    expect((await f.get('/api/admin/expiring', null)).status).toBe(401);
  });
});

describe('PUT /api/admin/expiring/:type/:id', () => {
  it('sets owners of staff and a document expiry date', async () => {
    let res = await f.send('PUT', '/api/admin/expiring/item/itm_iso', { owners: ['Ad@acme.test', 'ed@acme.test'] });
    expect(await jsonOf(res)).toMatchObject({ id: 'itm_iso', owners: ['ad@acme.test', 'ed@acme.test'] });
    res = await f.send('PUT', '/api/admin/expiring/item/itm_iso', { owners: ['someone@else.test'] });
    expect(res.status).toBe(400);
    expect((await jsonOf(res)).error).toBe('someone@else.test is not a staff member of this trust center.');
    res = await f.send('PUT', '/api/admin/expiring/item/itm_iso', { expiry: '2026-02-30' });
    expect((await jsonOf(res)).error).toBe('Invalid expiration date');
    res = await f.send('PUT', '/api/admin/expiring/item/itm_iso', { expiry: '2027-02-01' });
    expect(await jsonOf(res)).toMatchObject({ expiry: '2027-02-01', daysLeft: 382 });
    expect((await readDraft({ db: f.db, orgId: ORG })).items.find((i) => i.itemUid === 'itm_iso')!.expiry).toBe('2027-02-01');
    expect((await f.send('PUT', '/api/admin/expiring/item/nope', { owners: [] })).status).toBe(404);
    expect((await f.send('PUT', '/api/admin/expiring/other/itm_iso', { owners: [] })).status).toBe(404);
    expect((await f.send('PUT', '/api/admin/expiring/item/itm_iso', { owners: [] }, f.viewer)).status).toBe(403);
    expect((await f.send('PUT', '/api/admin/expiring/item/itm_iso', { owners: [] }, null)).status).toBe(401);
  });
});

describe('PUT /api/admin/expiring/document/:id', () => {
  it("sets a document's first expiry date, lists it as expiring soon, clears it, and refuses a malformed date", async () => {
    const file = { fileId: 'file_soc2', originalName: 'soc2-report.pdf', contentType: 'application/pdf', size: 10, blobKey: 'soc2.pdf' };
    await replaceDraft({
      db: f.db,
      orgId: ORG,
      snapshot: { ...assistSnapshot(), files: [{ ...file, documentAccessType: 'view-and-download', isShared: false, createdAt: 0, expiry: '' }] },
      by: 'seed',
    });
    const listed = async () =>
      ((await jsonOf(await f.get('/api/documents/trust-center'))).documents as { id: string; expiry?: string }[]).find((d) => d.id === 'file_soc2');
    expect((await listed())!.expiry).toBeUndefined();

    let res = await f.send('PUT', '/api/admin/expiring/document/file_soc2', { expiry: '2026-02-10' });
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toMatchObject({
      type: 'document',
      id: 'file_soc2',
      title: 'soc2-report.pdf',
      expiry: '2026-02-10',
      daysLeft: 26,
      expired: false,
    });
    expect((await listed())!.expiry).toBe('2026-02-10');
    const soon = (await jsonOf(await f.get('/api/admin/expiring?within=30'))).entries.map((e: { id: string }) => e.id);
    expect(soon).toContain('file_soc2');

    for (const malformed of ['2026-02-30', '10/02/2026', 'soon']) {
      res = await f.send('PUT', '/api/admin/expiring/document/file_soc2', { expiry: malformed });
      expect(res.status).toBe(400);
      expect((await jsonOf(res)).error).toBe('Invalid expiration date');
    }
    expect((await listed())!.expiry).toBe('2026-02-10');

    res = await f.send('PUT', '/api/admin/expiring/document/file_soc2', { expiry: '' });
    expect(await jsonOf(res)).toMatchObject({ id: 'file_soc2', expiry: '' });
    expect((await listed())!.expiry).toBeUndefined();
    expect((await jsonOf(await f.get('/api/admin/expiring?within=3650'))).entries.map((e: { id: string }) => e.id)).not.toContain('file_soc2');

    expect((await f.send('PUT', '/api/admin/expiring/document/file_nope', { expiry: '2026-03-01' })).status).toBe(404);
    expect((await f.send('PUT', '/api/admin/expiring/document/file_soc2', { expiry: '2026-03-01' }, f.viewer)).status).toBe(403);
    expect((await f.send('PUT', '/api/admin/expiring/document/file_soc2', { expiry: '2026-03-01' }, null)).status).toBe(401);
    expect((await listed())!.expiry).toBeUndefined();
  });
});

describe('reminders', () => {
  it('emails the owners 30 days before and every 7 days until the date passes', async () => {
    await f.send('PUT', '/api/admin/expiring/item/itm_iso', { owners: ['ed@acme.test'] });
    // 17 days before: the first reminder (the 30-day window is open).
    expect((await run()).reminders).toBe(1);
    expect(f.outbox).toHaveLength(1);
    expect(f.outbox[0]).toMatchObject({ to: 'ed@acme.test', subject: 'Expiry reminder: ISO 27001 expires in 17 days, on 2026-02-01' });
    expect(f.outbox[0]!.text).toContain('http://portal.test/admin/expiring');
    // Not again the same week.
    f.advance(3 * DAY);
    expect((await run()).reminders).toBe(0);
    f.advance(4 * DAY);
    expect((await run()).reminders).toBe(1);
    expect(f.outbox[1]!.subject).toBe('Expiry reminder: ISO 27001 expires in 10 days, on 2026-02-01');
    f.advance(7 * DAY);
    await run();
    f.advance(7 * DAY);
    // Expired: no more reminders.
    expect((await run()).reminders).toBe(0);
    expect(f.outbox.map((m) => m.subject)).toEqual([
      'Expiry reminder: ISO 27001 expires in 17 days, on 2026-02-01',
      'Expiry reminder: ISO 27001 expires in 10 days, on 2026-02-01',
      'Expiry reminder: ISO 27001 expires in 3 days, on 2026-02-01',
    ]);
    // (The staff session of the test has expired by now: the list is read from the service.)
    const [listed] = await listExpiring({ db: f.db, orgId: ORG, now: f.deps.now(), within: 60 });
    expect(listed).toMatchObject({ expired: true, daysLeft: -4, lastReminderAt: f.deps.now() - 7 * DAY });
  });

  it('is sent once when two runs overlap (the server interval and a cron running `glasshouse run-scheduled`)', async () => {
    await f.send('PUT', '/api/admin/expiring/item/itm_iso', { owners: ['ed@acme.test', 'ad@acme.test'] });
    const runs = await Promise.all([run(), run(), run()]);
    expect(runs.map((r) => r.reminders).sort()).toEqual([0, 0, 2]);
    expect(f.outbox.map((m) => m.to).sort()).toEqual(['ad@acme.test', 'ed@acme.test']);
    const [listed] = await listExpiring({ db: f.db, orgId: ORG, now: f.deps.now(), within: 60 });
    expect(listed!.lastReminderAt).toBe(f.deps.now());
  });

  it('starts again for a renewed date, and skips items without owners or with owners who left', async () => {
    expect((await run()).reminders).toBe(0);
    await f.send('PUT', '/api/admin/expiring/item/itm_iso', { owners: ['vi@acme.test'] });
    await f.send('DELETE', '/api/admin/staff/vi%40acme.test', {}, f.admin);
    expect((await run()).reminders).toBe(0);
    await f.send('PUT', '/api/admin/expiring/item/itm_iso', { owners: ['ad@acme.test'] });
    expect((await run()).reminders).toBe(1);
    await f.send('PUT', '/api/admin/expiring/item/itm_iso', { expiry: '2026-02-10' });
    expect((await run()).reminders).toBe(1);
    expect(f.outbox.at(-1)!.subject).toBe('Expiry reminder: ISO 27001 expires in 26 days, on 2026-02-10');
  });

  it('reminds of documents with an expiry date', async () => {
    const { putRecord } = await import('../../../edge/services/draft/put-record.ts');
    await putRecord({
      db: f.db,
      orgId: ORG,
      collection: 'files',
      recordId: 'file_cert',
      data: { fileId: 'file_cert', originalName: 'iso-certificate.pdf', contentType: 'application/pdf', blobKey: 'cert.pdf' },
      by: 'seed',
      now: f.deps.now(),
    });
    let res = await f.send('PUT', '/api/admin/expiring/document/file_cert', { expiry: '2026-01-20', owners: ['ed@acme.test'] });
    expect(await jsonOf(res)).toMatchObject({ type: 'document', title: 'iso-certificate.pdf', daysLeft: 5 });
    await run();
    expect(f.outbox.map((m) => m.subject)).toContain('Expiry reminder: iso-certificate.pdf expires in 5 days, on 2026-01-20');
    res = await f.get('/api/admin/expiring');
    expect(((await jsonOf(res)) as Expiring).entries.map((e) => e.id)).toEqual(['file_cert', 'itm_iso']);
  });
});
