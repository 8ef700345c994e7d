/**
 * Item conversations (visitor spec §2 "Comments", §6, §8; admin spec §2 screen 10): account members read and write
 * their own account's thread on items they see unlocked, when the customization allows comments; staff with
 * statuspage:edit see every account's thread of an item and reply into one.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { organizations } from '../../../edge/db/schema.ts';
import { readAudit } from '../../../edge/services/audit/audit-log.ts';
import { MAX_COMMENT_LENGTH } from '../../../content/contracts/conversations.ts';
import { staffCookie } from '../helpers/content-fixture.ts';
import { jsonOf, makeTestApp, type TestApp } from '../helpers/test-app.ts';
import { accessSnapshot, accountWithMember, publishLive, type MemberFixture } from '../access/fixture.ts';

function snapshotWithComments(enabled = true) {
  const snapshot = accessSnapshot();
  snapshot.customization = { ...snapshot.customization, commentsEnabled: enabled };
  snapshot.permissionProfiles = [...(snapshot.permissionProfiles ?? []), { id: 'pp_none', name: 'Nothing', allItems: false, itemUids: [] }];
  return snapshot;
}

let t: TestApp;
let a: MemberFixture;
let b: MemberFixture;
let editor: string;
let viewer: string;
const ORG = 'org_acme';
const path = `/api/share/${ORG}/comments`;

beforeEach(async () => {
  t = await makeTestApp();
  await publishLive(t.db, t.org.id, snapshotWithComments());
  a = await accountWithMember(t, { name: 'Corp A', email: 'ann@a.test', profile: 'pp_a' });
  b = await accountWithMember(t, { name: 'Corp B', email: 'bob@b.test', profile: 'pp_b' });
  editor = await staffCookie(t.db, ORG, 'eddie@acme.test', 'editor', t.deps.now());
  viewer = await staffCookie(t.db, ORG, 'vera@acme.test', 'viewer', t.deps.now());
});
afterEach(() => t.close());

const get = (url: string, cookie?: string) => t.app.fetch(t.request('GET', url, undefined, cookie ? { cookie } : {}));
const post = (url: string, body: unknown, cookie?: string) => t.app.fetch(t.request('POST', url, body, cookie ? { cookie } : {}));
const thread = (m: MemberFixture, itemUid = 'itm_restricted', productId = 'main') => get(`${path}?${new URLSearchParams({ itemUid, productId })}`, m.cookie);
const say = (m: MemberFixture, content: string, itemUid = 'itm_restricted', productId = 'main') => post(path, { itemUid, content, productId }, m.cookie);

async function expectError(res: Response, status: number, error: string) {
  expect(res.status).toBe(status);
  expect(await jsonOf(res)).toMatchObject({ status, error });
}

describe('member side: GET and POST /api/share/:orgId/comments', () => {
  it('starts empty, stores trimmed text, and returns the thread sorted by time with the member on the comment', async () => {
    const empty = await thread(a);
    expect(empty.status).toBe(200);
    expect(await jsonOf(empty)).toEqual([]);

    const first = await say(a, '  Is the SOC 2 report current?  ');
    expect(first.status).toBe(200);
    t.advance(1000);
    const second = await jsonOf(await say(a, 'Also: bridge letter?'));
    expect(second.map((c: { content: string }) => c.content)).toEqual(['Is the SOC 2 report current?', 'Also: bridge letter?']);
    expect(second[0]).toMatchObject({
      itemUid: 'itm_restricted',
      productId: 'main',
      realAccId: a.accountId,
      timestamp: t.deps.now() - 1000,
      member: { accountId: a.accountId, firstName: 'Pat', lastName: 'Lee', name: 'Pat Lee', email: 'ann@a.test' },
    });
    expect(second[0].id).toMatch(/^cmt_/);
    expect(second[0].orgMem).toBeUndefined();
    expect(await jsonOf(await thread(a))).toEqual(second);
  });

  it('keeps each account to its own thread', async () => {
    await say(a, 'From A');
    await say(b, 'From B');
    expect((await jsonOf(await thread(a))).map((c: { content: string }) => c.content)).toEqual(['From A']);
    expect((await jsonOf(await thread(b))).map((c: { content: string }) => c.content)).toEqual(['From B']);
  });

  it('stores markup as plain text, unchanged', async () => {
    const xss = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const body = await jsonOf(await say(a, xss));
    expect(body[0].content).toBe(xss);
    expect((await thread(a)).headers.get('content-type')).toContain('application/json');
  });

  it('answers the spec texts for a missing product id and a missing login', async () => {
    await expectError(await get(`${path}?itemUid=itm_restricted`, a.cookie), 400, 'Product id is required to load relevant comments.');
    await expectError(await post(path, { itemUid: 'itm_restricted', content: 'Hi' }, a.cookie), 400, 'Product id is required to load relevant comments.');
    await expectError(await get(`${path}?itemUid=itm_restricted&productId=main`), 401, 'A user must be logged in to view comments.');
    await expectError(await post(path, { itemUid: 'itm_restricted', content: 'Hi', productId: 'main' }), 401, 'A user must be logged in to view comments.');
    // A member whose account's access has ended is no longer logged in for comments.
    const expiring = await accountWithMember(t, { name: 'Corp E', email: 'eve@e.test', profile: 'pp_a', expiresInMs: 1000 });
    expect((await thread(expiring)).status).toBe(200);
    t.advance(2000);
    await expectError(await thread(expiring), 401, 'A user must be logged in to view comments.');
  });

  it('refuses staff in main mode with "Can only be used in AccountExternal mode."', async () => {
    await expectError(await get(`${path}?itemUid=itm_restricted&productId=main`, editor), 403, 'Can only be used in AccountExternal mode.');
    await expectError(
      await post(path, { itemUid: 'itm_restricted', content: 'Hi', productId: 'main' }, editor),
      403,
      'Can only be used in AccountExternal mode.',
    );
  });

  it('refuses empty, blank, too long and item-less comments with their messages', async () => {
    await expectError(await say(a, ''), 400, 'Type a comment before sending.');
    await expectError(await say(a, '   \n\t '), 400, 'Type a comment before sending.');
    await expectError(await say(a, 'x'.repeat(MAX_COMMENT_LENGTH + 1)), 400, 'A comment can be at most 5000 characters.');
    expect((await say(a, 'x'.repeat(MAX_COMMENT_LENGTH))).status).toBe(200);
    await expectError(await post(path, { content: 'Hi', productId: 'main' }, a.cookie), 400, 'Item id is required.');
    await expectError(await post(path, { itemUid: 'itm_restricted', productId: 'main' }, a.cookie), 400, 'Type a comment before sending.');
    for (const content of [12345, true, ['Hi'], { text: 'Hi' }]) {
      await expectError(await post(path, { itemUid: 'itm_restricted', content, productId: 'main' }, a.cookie), 400, 'Comment must be text.');
    }
    await expectError(
      await t.app.fetch(t.request('POST', path, '{not json', { cookie: a.cookie, 'content-type': 'application/json' })),
      400,
      'The request body is not valid JSON.',
    );
  });

  it("refuses items outside the member's view: hidden items of another profile, locked items, other products", async () => {
    // itm_hidden_b is listed only for profile pp_b.
    expect((await thread(a, 'itm_hidden_b')).status).toBe(404);
    expect((await say(a, 'Hello', 'itm_hidden_b')).status).toBe(404);
    expect((await thread(b, 'itm_hidden_b')).status).toBe(200);
    // A product that is not the item's.
    expect((await thread(a, 'itm_restricted', 'other')).status).toBe(404);
    expect((await thread(a, 'itm_nope')).status).toBe(404);
    // A profile that does not cover the restricted item sees it locked.
    const c = await accountWithMember(t, { name: 'Corp C', email: 'cat@c.test', profile: 'pp_none' });
    expect((await say(c, 'Let me in', 'itm_restricted')).status).toBe(404);
    expect((await thread(c, 'itm_public')).status).toBe(200);
  });

  it('refuses everything while the customization does not allow comments', async () => {
    await t.client.execute('DELETE FROM revisions');
    await publishLive(t.db, t.org.id, snapshotWithComments(false));
    await expectError(await thread(a), 403, 'Comments are not enabled on this trust center.');
    await expectError(await say(a, 'Hi'), 403, 'Comments are not enabled on this trust center.');
  });

  it("does not accept another organisation's member session, and 404s an unknown organisation", async () => {
    await t.db.insert(organizations).values({ id: 'org_other', slug: 'other', name: 'Other', customDomains: [], createdAt: t.deps.now() });
    await publishLive(t.db, 'org_other', { ...snapshotWithComments(), organization: { id: 'org_other', slug: 'other', name: 'Other' } });
    await expectError(
      await get(`/api/share/org_other/comments?itemUid=itm_restricted&productId=main`, a.cookie),
      401,
      'A user must be logged in to view comments.',
    );
    await expectError(
      await post('/api/share/org_other/comments', { itemUid: 'itm_restricted', content: 'Hi', productId: 'main' }, a.cookie),
      401,
      'A user must be logged in to view comments.',
    );
    expect((await get(`/api/share/org_nope/comments?itemUid=itm_restricted&productId=main`, a.cookie)).status).toBe(404);
  });

  it('records each comment in the audit log', async () => {
    const [comment] = await jsonOf(await say(a, 'Audit me'));
    const entries = await readAudit({ db: t.db, orgId: ORG });
    expect(entries.at(-1)).toMatchObject({
      action: 'comment.add',
      actor: 'ann@a.test',
      subject: 'itm_restricted',
      data: { accountId: a.accountId, commentId: comment.id },
    });
  });
});

describe('staff side: GET and POST /api/admin/comments', () => {
  it("lists every account's thread of an item and replies into one; the member sees the reply from staff", async () => {
    await say(a, 'Question from A');
    t.advance(10);
    await say(b, 'Question from B');
    t.advance(10);

    const list = await get('/api/admin/comments?itemUid=itm_restricted', editor);
    expect(list.status).toBe(200);
    const body = await jsonOf(list);
    expect(body.enabled).toBe(true);
    expect(body.threads.map((th: { account: { name: string } }) => th.account.name)).toEqual(['Corp B', 'Corp A']);
    expect(body.threads[1]).toMatchObject({ account: { id: a.accountId, name: 'Corp A' }, comments: [{ content: 'Question from A', realAccId: a.accountId }] });

    const reply = await post('/api/admin/comments', { itemUid: 'itm_restricted', accountId: a.accountId, content: ' Yes, renewed in March. ' }, editor);
    expect(reply.status).toBe(200);
    const replied = await jsonOf(reply);
    expect(replied.comments.map((c: { content: string }) => c.content)).toEqual(['Question from A', 'Yes, renewed in March.']);
    expect(replied.comments[1]).toMatchObject({ realAccId: a.accountId, productId: 'main', orgMem: { user: { displayName: 'eddie@acme.test' } } });
    expect(replied.comments[1].member).toBeUndefined();

    const seenByA = await jsonOf(await thread(a));
    expect(seenByA.map((c: { content: string }) => c.content)).toEqual(['Question from A', 'Yes, renewed in March.']);
    expect((await jsonOf(await thread(b))).map((c: { content: string }) => c.content)).toEqual(['Question from B']);

    const entries = await readAudit({ db: t.db, orgId: ORG });
    expect(entries.at(-1)).toMatchObject({
      action: 'comment.reply',
      actor: 'staff:eddie@acme.test',
      subject: 'itm_restricted',
      data: { accountId: a.accountId, commentId: replied.comments[1].id },
    });
  });

  it('may start a thread with an account on a published item, and validates the reply', async () => {
    const res = await post('/api/admin/comments', { itemUid: 'itm_public', accountId: b.accountId, content: 'Hello from Acme' }, editor);
    expect(res.status).toBe(200);
    expect((await jsonOf(await thread(b, 'itm_public'))).map((c: { content: string }) => c.content)).toEqual(['Hello from Acme']);
    await expectError(
      await post('/api/admin/comments', { itemUid: 'itm_public', accountId: b.accountId, content: '  ' }, editor),
      400,
      'Type a comment before sending.',
    );
    await expectError(await post('/api/admin/comments', { itemUid: 'itm_public', content: 'x' }, editor), 400, 'Choose the account to reply to.');
    await expectError(
      await post('/api/admin/comments', { itemUid: 'itm_public', accountId: b.accountId, content: 12345 }, editor),
      400,
      'Comment must be text.',
    );
    await expectError(await get('/api/admin/comments', editor), 400, 'Item id is required.');
    expect((await post('/api/admin/comments', { itemUid: 'itm_nope', accountId: b.accountId, content: 'x' }, editor)).status).toBe(404);
    await expectError(await post('/api/admin/comments', { itemUid: 'itm_public', accountId: 'acc_nope', content: 'x' }, editor), 404, 'No such account.');
  });

  it('needs a staff session with statuspage:edit, of the same organisation', async () => {
    await say(a, 'Private question');
    expect((await get('/api/admin/comments?itemUid=itm_restricted')).status).toBe(401);
    expect((await get('/api/admin/comments?itemUid=itm_restricted', a.cookie)).status).toBe(401);
    expect((await get('/api/admin/comments?itemUid=itm_restricted', viewer)).status).toBe(403);
    expect((await post('/api/admin/comments', { itemUid: 'itm_restricted', accountId: a.accountId, content: 'x' }, viewer)).status).toBe(403);
    expect((await post('/api/admin/comments', { itemUid: 'itm_restricted', accountId: a.accountId, content: 'x' })).status).toBe(401);

    await t.db.insert(organizations).values({ id: 'org_other', slug: 'other', name: 'Other', customDomains: [], createdAt: t.deps.now() });
    const outsider = await staffCookie(t.db, 'org_other', 'olga@other.test', 'admin', t.deps.now());
    const theirs = await jsonOf(await get('/api/admin/comments?itemUid=itm_restricted', outsider));
    expect(theirs.threads).toEqual([]);
    expect(JSON.stringify(theirs)).not.toContain('Private question');
    await expectError(
      await post('/api/admin/comments', { itemUid: 'itm_restricted', accountId: a.accountId, content: 'x' }, outsider),
      404,
      'No such account.',
    );
  });

  it('refuses a reply sent as a form post (CSRF guard)', async () => {
    const res = await t.app.fetch(
      t.request('POST', '/api/admin/comments', 'itemUid=itm_public', { cookie: editor, 'content-type': 'application/x-www-form-urlencoded' }),
    );
    expect(res.status).toBe(400);
  });
});

describe('emails', () => {
  it("emails staff about a member's comment and the thread's writers about a staff reply, quoting the text escaped", async () => {
    t.outbox.length = 0;
    await say(a, 'Hi <there> & welcome');
    const staffMail = t.outbox.filter((m) => m.to === 'eddie@acme.test');
    expect(staffMail).toHaveLength(1);
    expect(staffMail[0]!.subject).toBe('New comment on "SOC 2 report" from Corp A');
    expect(staffMail[0]!.text).toContain('> Hi <there> & welcome');
    // It names the card and the item and links straight to the item in the admin.
    expect(staffMail[0]!.text).toContain('commented on "SOC 2 report" (card "Reports")');
    expect(staffMail[0]!.text).toContain('Reply on "SOC 2 report" in the admin: http://portal.test/admin?item=itm_restricted');
    expect(staffMail[0]!.html).toContain('href="http://portal.test/admin?item=itm_restricted"');
    expect(staffMail[0]!.html).toContain('Hi &lt;there&gt; &amp; welcome');
    expect(staffMail[0]!.html).not.toContain('<there>');
    // Viewers do not answer comments, so they are not told.
    expect(t.outbox.some((m) => m.to === 'vera@acme.test')).toBe(false);

    t.outbox.length = 0;
    await post('/api/admin/comments', { itemUid: 'itm_restricted', accountId: a.accountId, content: 'Answered.' }, editor);
    expect(t.outbox.map((m) => m.to)).toEqual(['ann@a.test']);
    expect(t.outbox[0]!.subject).toBe('Acme replied on "SOC 2 report"');
    expect(t.outbox[0]!.text).toContain('http://portal.test/product/acme-cloud/soc2');
  });
});
