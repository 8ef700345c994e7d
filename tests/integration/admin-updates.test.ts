/**
 * Trust center update routes: topics, publishing updates (status page and email channels), editing updates. An
 * update's email is pending until a revision showing the update goes live (`markRevisionLive`, which both
 * publishers call): only then do subscribers get it, and the admin lists what was sent.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publicView } from '../../content/policy.ts';
import { subscribers, subscriptionBlocks, type SubscriberStatus } from '../../edge/db/schema.ts';
import { readDraft } from '../../edge/services/draft/read-draft.ts';
import { replaceDraft } from '../../edge/services/draft/replace-draft.ts';
import { reportDeploy } from '../../edge/services/deploy/report-deploy.ts';
import { markRevisionLive } from '../../edge/services/revisions/mark-revision-live.ts';
import { freezeRevision } from '../../edge/services/revisions/freeze-revision.ts';
import { smallSnapshot, staffCookie } from './helpers/content-fixture.ts';
import { jsonOf, makeTestApp, type TestApp } from './helpers/test-app.ts';

const orgId = 'org_acme';
let t: TestApp;
let editor: string;
let viewer: string;

beforeEach(async () => {
  t = await makeTestApp();
  await replaceDraft({
    db: t.db,
    orgId,
    snapshot: smallSnapshot({ topics: [{ id: 'tcu_pentest', subject: 'Annual penetration test', category: 'vulnerabilities', updates: [] }] }),
    by: 'seed',
  });
  editor = await staffCookie(t.db, orgId, 'ed@acme.test', 'editor', t.deps.now());
  viewer = await staffCookie(t.db, orgId, 'vi@acme.test', 'viewer', t.deps.now());
});
afterEach(async () => {
  await t.close();
});

function send(method: string, path: string, cookie: string | null, body?: unknown) {
  return t.app.fetch(t.request(method, path, body, cookie ? { cookie } : {}));
}

/** Freezes the draft as a revision and marks it live, as a finished publish does. */
async function goLive(): Promise<number> {
  const { number } = await freezeRevision({ db: t.db, orgId, by: 'test' });
  await markRevisionLive({ db: t.db, orgId, number, mail: t.deps, log: t.deps.log });
  return number;
}

async function updateEmails() {
  const res = await send('GET', '/api/admin/update-emails', viewer);
  expect(res.status).toBe(200);
  return jsonOf(res);
}

async function addSubscriber(email: string, status: SubscriberStatus) {
  await t.db.insert(subscribers).values({ id: crypto.randomUUID(), orgId, email, source: 'subscribe button', status, createdAt: t.deps.now() });
}

describe('topics', () => {
  it('creates, edits and deletes a topic', async () => {
    let res = await send('POST', '/api/admin/topics', editor, { subject: 'New subprocessor', category: 'subprocessors', isPinned: true });
    expect(res.status).toBe(201);
    const topic = await jsonOf(res);
    expect(topic).toMatchObject({ subject: 'New subprocessor', category: 'subprocessors', hidden: false, isPinned: true, updates: [] });

    res = await send('PUT', `/api/admin/topics/${topic.id}`, editor, { subject: 'New subprocessors', category: 'general', hidden: true, isPinned: false });
    expect(await jsonOf(res)).toMatchObject({ subject: 'New subprocessors', category: 'general', hidden: true, isPinned: false });

    expect((await send('DELETE', `/api/admin/topics/${topic.id}`, editor, {})).status).toBe(200);
    expect((await readDraft({ db: t.db, orgId })).topics.map((x) => x.id)).toEqual(['tcu_pentest']);
    expect((await send('DELETE', `/api/admin/topics/${topic.id}`, editor, {})).status).toBe(404);
  });

  it('requires subject and category', async () => {
    let res = await send('POST', '/api/admin/topics', editor, { subject: '  ', category: 'general' });
    expect((await jsonOf(res)).error).toBe('Subject is required');
    res = await send('POST', '/api/admin/topics', editor, { subject: 'x', category: '' });
    expect((await jsonOf(res)).error).toBe('Category is required');
    res = await send('PUT', '/api/admin/topics/nope', editor, { subject: 'x', category: 'general' });
    expect(res.status).toBe(404);
    expect((await jsonOf(res)).error).toBe('No such topic.');
  });

  it('is for editors', async () => {
    expect((await send('POST', '/api/admin/topics', null, { subject: 'x', category: 'general' })).status).toBe(401);
    expect((await send('POST', '/api/admin/topics', viewer, { subject: 'x', category: 'general' })).status).toBe(403);
    expect((await send('POST', '/api/admin/topics/tcu_pentest/updates', viewer, { message: 'x' })).status).toBe(403);
  });
});

describe('POST /api/admin/topics/:topicId/updates', () => {
  it('adds a status-page update to the draft without emailing anyone', async () => {
    await addSubscriber('sub@corp.test', 'confirmed');
    const res = await send('POST', '/api/admin/topics/tcu_pentest/updates', editor, { message: 'No critical findings.', channelSp: true });
    expect(res.status).toBe(201);
    const body = await jsonOf(res);
    expect(body.update).toMatchObject({ message: 'No critical findings.', spAudience: 'public', channels: ['status_page'], createdAt: t.deps.now() });
    expect(body.email).toBeNull();
    await goLive();
    expect(t.outbox).toHaveLength(0);
    const draft = await readDraft({ db: t.db, orgId });
    expect(draft.topics[0]!.updates.map((u) => u.message)).toEqual(['No critical findings.']);
  });

  it('emails confirmed subscribers only once the revision showing the update is live, and lists what was sent', async () => {
    await addSubscriber('one@corp.test', 'confirmed');
    await addSubscriber('two@corp.test', 'confirmed');
    await addSubscriber('pending@corp.test', 'pending');
    await addSubscriber('gone@corp.test', 'unsubscribed');
    // A revision is live before the update exists: it does not show the update.
    const before = await goLive();
    const res = await send('POST', '/api/admin/topics/tcu_pentest/updates', editor, {
      message: 'The 2026 test found no critical issues.',
      channelSp: true,
      channelEmail: { subscribers: true },
    });
    expect(res.status).toBe(201);
    const body = await jsonOf(res);
    expect(body.update.channels).toEqual(['status_page', 'email']);
    expect(body.email).toMatchObject({ status: 'pending', toSubscribers: true, subscriberCount: 2, sent: [] });
    // Nothing is sent while the update is only in the draft.
    expect(t.outbox).toHaveLength(0);
    let listed = await updateEmails();
    expect(listed.subscriberCount).toBe(2);
    expect(listed.emails).toEqual([
      expect.objectContaining({ topicId: 'tcu_pentest', updateId: body.update.id, subject: 'Annual penetration test', status: 'pending', sentAt: null }),
    ]);

    t.advance(60_000);
    const revision = await goLive();
    expect(revision).toBe(before + 1);
    expect(t.outbox.map((m) => m.to).sort()).toEqual(['one@corp.test', 'two@corp.test']);
    const mail = t.outbox[0]!;
    expect(mail.subject).toBe('[Acme Trust Center] Annual penetration test');
    expect(mail.text).toContain('The 2026 test found no critical issues.');
    expect(mail.text).toContain('Read it on the Trust Center: http://portal.test/?tcuUid=tcu_pentest');
    expect(mail.text).toMatch(/Unsubscribe: http:\/\/portal\.test\/\?unsubscribeToken=\S+/);
    expect(mail.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/portal\.test\/api\/share\/org_acme\/unsubscribe\/one-click\?token=\S+>$/);
    listed = await updateEmails();
    expect(listed.emails[0]).toMatchObject({ status: 'sent', revision, sentAt: t.deps.now(), failed: [] });
    expect(listed.emails[0].sent.sort()).toEqual(['one@corp.test', 'two@corp.test']);

    // Later revisions send it no more.
    await goLive();
    expect(t.outbox).toHaveLength(2);
  });

  it('keeps an email pending while its topic is hidden, and cancels it when the update is deleted', async () => {
    await addSubscriber('sub@corp.test', 'confirmed');
    const { update } = await jsonOf(
      await send('POST', '/api/admin/topics/tcu_pentest/updates', editor, { message: 'Hidden for now.', channelEmail: { subscribers: true } }),
    );
    await send('PUT', '/api/admin/topics/tcu_pentest', editor, { subject: 'Annual penetration test', category: 'vulnerabilities', hidden: true });
    await goLive();
    expect(t.outbox).toHaveLength(0);
    expect((await updateEmails()).emails[0].status).toBe('pending');
    await send('DELETE', `/api/admin/topics/tcu_pentest/updates/${update.id}`, editor, {});
    await send('PUT', '/api/admin/topics/tcu_pentest', editor, { subject: 'Annual penetration test', category: 'vulnerabilities', hidden: false });
    await goLive();
    expect(t.outbox).toHaveLength(0);
    expect((await updateEmails()).emails[0].status).toBe('cancelled');
  });

  it('on Cloudflare the email goes out when the deploy of the revision is reported live, not before', async () => {
    await addSubscriber('sub@corp.test', 'confirmed');
    await send('POST', '/api/admin/topics/tcu_pentest/updates', editor, { message: 'Deployed.', channelEmail: { subscribers: true } });
    // The deploy hook froze the revision; CI builds it and reports.
    const { number: revision } = await freezeRevision({ db: t.db, orgId, by: 'ed@acme.test' });
    await reportDeploy({ db: t.db, orgId, revision, status: 'deploying', mail: t.deps });
    expect(t.outbox).toHaveLength(0);
    await reportDeploy({ db: t.db, orgId, revision, status: 'live', mail: t.deps });
    expect(t.outbox.map((m) => m.to)).toEqual(['sub@corp.test']);
    expect((await updateEmails()).emails[0]).toMatchObject({ status: 'sent', revision });
  });

  it('a failed Cloudflare deploy sends nothing', async () => {
    await addSubscriber('sub@corp.test', 'confirmed');
    await send('POST', '/api/admin/topics/tcu_pentest/updates', editor, { message: 'Not deployed.', channelEmail: { subscribers: true } });
    const { number: revision } = await freezeRevision({ db: t.db, orgId, by: 'ed@acme.test' });
    await reportDeploy({ db: t.db, orgId, revision, status: 'failed', mail: t.deps });
    expect(t.outbox).toHaveLength(0);
    expect((await updateEmails()).emails[0].status).toBe('pending');
  });

  it('the update emails are for staff', async () => {
    expect((await send('GET', '/api/admin/update-emails', null)).status).toBe(401);
  });

  it('emails an audience once per address, skipping unsubscribed and blocked addresses', async () => {
    await addSubscriber('sub@corp.test', 'confirmed');
    await addSubscriber('left@corp.test', 'unsubscribed');
    await t.db.insert(subscriptionBlocks).values({ orgId, pattern: 'blocked.test' });
    const res = await send('POST', '/api/admin/topics/tcu_pentest/updates', editor, {
      message: 'Private briefing available.',
      channelSp: false,
      channelEmail: {
        subscribers: true,
        audience: { source: 'manual', emails: ['Sub@corp.test', 'cto@customer.test', 'cto@customer.test', 'left@corp.test', 'x@blocked.test'] },
      },
    });
    expect(res.status).toBe(201);
    expect(t.outbox).toHaveLength(0);
    await goLive();
    expect(t.outbox.map((m) => m.to).sort()).toEqual(['cto@customer.test', 'sub@corp.test']);
    const body = await jsonOf(res);
    expect(body.update.channels).toEqual(['email']);
  });

  it('does not show an email-only update on the status page', async () => {
    await send('POST', '/api/admin/topics/tcu_pentest/updates', editor, {
      message: 'Email only.',
      channelSp: false,
      channelEmail: { audience: { emails: ['a@b.test'] } },
    });
    await send('POST', '/api/admin/topics/tcu_pentest/updates', editor, { message: 'On the page.', channelSp: true });
    const view = publicView(await readDraft({ db: t.db, orgId }));
    expect(view.topics[0]!.updates.map((u) => u.message)).toEqual(['On the page.']);
  });

  it('records without emailing when approve is false', async () => {
    await addSubscriber('sub@corp.test', 'confirmed');
    const res = await send('POST', '/api/admin/topics/tcu_pentest/updates', editor, { message: 'Draft', approve: false, channelEmail: { subscribers: true } });
    expect(res.status).toBe(201);
    expect((await jsonOf(res)).email).toBeNull();
    await goLive();
    expect(t.outbox).toHaveLength(0);
  });

  it('applies the topic rules of the spec', async () => {
    const cases: [unknown, string][] = [
      [{ message: 'x', channelSp: false }, 'Select at least one channel'],
      [{ message: 'x', channelEmail: { subscribers: false } }, 'Choose subscribers or add at least 1 email'],
      [{ message: 'x', channelSp: false, channelEmail: { audience: { emails: [] } } }, 'Choose subscribers or add at least 1 email'],
      [{ message: 'x', channelEmail: { audience: { emails: ['not-an-email'] } } }, 'This email is invalid'],
      [
        { message: 'x', spAudience: 'private', channelEmail: { subscribers: true } },
        'Private updates are for account members: email them to an audience, not to subscribers',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await send('POST', '/api/admin/topics/tcu_pentest/updates', editor, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await jsonOf(res)).error).toBe(message);
    }
    expect((await send('POST', '/api/admin/topics/nope/updates', editor, { message: 'x' })).status).toBe(404);
    expect((await readDraft({ db: t.db, orgId })).topics[0]!.updates).toHaveLength(0);
  });
});

describe('editing updates', () => {
  it('edits and removes an update', async () => {
    const { update } = await jsonOf(await send('POST', '/api/admin/topics/tcu_pentest/updates', editor, { message: 'First' }));
    t.advance(60_000);
    let res = await send('PUT', `/api/admin/topics/tcu_pentest/updates/${update.id}`, editor, { message: 'First, corrected', spAudience: 'private' });
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toMatchObject({
      id: update.id,
      message: 'First, corrected',
      spAudience: 'private',
      createdAt: update.createdAt,
      updatedAt: update.createdAt + 60_000,
    });
    res = await send('PUT', `/api/admin/topics/tcu_pentest/updates/${update.id}`, editor, { message: '' });
    expect((await jsonOf(res)).error).toBe('Message is required');
    expect((await send('DELETE', `/api/admin/topics/tcu_pentest/updates/${update.id}`, editor, {})).status).toBe(200);
    expect((await readDraft({ db: t.db, orgId })).topics[0]!.updates).toHaveLength(0);
    expect((await send('DELETE', `/api/admin/topics/tcu_pentest/updates/${update.id}`, editor, {})).status).toBe(404);
  });
});
