import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accessRequests, accountMembers, accounts } from '../../../edge/db/schema.ts';
import { readAccessSettings } from '../../../edge/services/access/access-settings.ts';
import { readAudit } from '../../../edge/services/audit/audit-log.ts';
import { jsonOf, makeTestApp, type TestApp } from '../helpers/test-app.ts';
import { staffCookie } from '../helpers/content-fixture.ts';
import { accountWithMember, linkIn, publishLive, requestBody, setCookies } from './fixture.ts';

describe('staff side of gated access', () => {
  let t: TestApp;
  let editor: string;
  let admin: string;
  beforeEach(async () => {
    t = await makeTestApp();
    await publishLive(t.db, t.org.id);
    editor = await staffCookie(t.db, t.org.id, 'ed@acme.test', 'editor', t.deps.now());
    admin = await staffCookie(t.db, t.org.id, 'admin@acme.test', 'admin', t.deps.now());
  });
  afterEach(() => t.close());

  const call = (method: string, path: string, body?: unknown, cookie = editor) => t.app.fetch(t.request(method, path, body, { cookie }));
  async function pending(email = 'ann@corp.test', extra: Record<string, unknown> = {}): Promise<string> {
    await t.app.fetch(t.request('POST', `/api/share/${t.org.id}/request`, requestBody({ email, ...extra })));
    const [row] = await t.db.select().from(accessRequests).where(eq(accessRequests.email, email));
    return row!.id;
  }

  it('lists requests by status with their matching reason', async () => {
    await accountWithMember(t, { name: 'Corp', email: 'boss@corp.test', profile: 'pp_a', domains: ['corp.test'] });
    await pending();
    const list = await jsonOf(await call('GET', '/api/admin/access/requests'));
    expect(list.requests).toHaveLength(1);
    expect(list.requests[0]).toMatchObject({ email: 'ann@corp.test', status: 'pending', matchingReason: 'website-domain-match' });
    expect((await jsonOf(await call('GET', '/api/admin/access/requests?status=declined'))).requests).toEqual([]);
  });

  it('approves into a new account with a profile and expiry; the emailed link signs the member in', async () => {
    const id = await pending();
    t.outbox.length = 0;
    const expiresAt = t.deps.now() + 10 * 86_400_000;
    const res = await call('POST', `/api/admin/access/requests/${id}/approve`, {
      newAccount: { name: 'Corp Ltd', domains: ['corp.test'] },
      permissionProfileId: 'pp_b',
      expiresAt,
    });
    expect(res.status).toBe(200);
    const { account } = await jsonOf(res);
    expect(account).toMatchObject({ name: 'Corp Ltd', domains: ['corp.test'], permissionProfileId: 'pp_b', expiresAt });
    const link = linkIn(t.outbox.find((m) => m.to === 'ann@corp.test')!.text, '/login/callback?token=')!;
    const callback = await t.app.fetch(t.request('GET', link.replace('http://portal.test', '')));
    expect(setCookies(callback).gh_account_hint).toBe(account.id);
    // Decided once only.
    expect((await call('POST', `/api/admin/access/requests/${id}/approve`, { permissionProfileId: 'pp_b' })).status).toBe(409);
    const audit = await readAudit({ db: t.db, orgId: t.org.id });
    expect(audit.find((e) => e.action === 'access.approve')).toMatchObject({ actor: 'staff:ed@acme.test', subject: 'ann@corp.test' });
    // Admins read the same entries through the API, in the shape its reference documents.
    const log = await jsonOf(await call('GET', '/api/admin/access/audit', undefined, admin));
    expect(log.entries.find((e: { action: string }) => e.action === 'access.approve')).toMatchObject({ subject: 'ann@corp.test', seq: expect.any(Number) });
    expect(log.verification).toMatchObject({ ok: true, problems: [] });
  });

  it('approves into an existing account; refuses an unknown profile or account', async () => {
    const a = await accountWithMember(t, { name: 'Corp', email: 'boss@corp.test', profile: 'pp_a' });
    const id = await pending();
    expect((await jsonOf(await call('POST', `/api/admin/access/requests/${id}/approve`, { accountId: a.accountId, permissionProfileId: 'nope' }))).code).toBe(
      'PERMISSION_PROFILE_NOT_FOUND',
    );
    expect((await jsonOf(await call('POST', `/api/admin/access/requests/${id}/approve`, { accountId: 'acc_missing' }))).code).toBe('ACCOUNT_NOT_FOUND');
    expect((await call('POST', `/api/admin/access/requests/${id}/approve`, { accountId: a.accountId })).status).toBe(200);
    const [member] = await t.db.select().from(accountMembers).where(eq(accountMembers.email, 'ann@corp.test'));
    expect(member!.accountId).toBe(a.accountId);
  });

  it('declines with a reason; a blocked-domain decline blocks the domain for later requests', async () => {
    const id = await pending('ann@spam.test');
    expect((await jsonOf(await call('POST', `/api/admin/access/requests/${id}/decline`, { reason: 'because' }))).error).toBe('Choose a reason');
    const res = await call('POST', `/api/admin/access/requests/${id}/decline`, { reason: 'request_declined_blocked_domain', note: 'spam' });
    expect(await jsonOf(res)).toMatchObject({ request: { status: 'declined', feedback: 'request_declined_blocked_domain', declineNote: 'spam' } });
    expect((await readAccessSettings({ db: t.db, orgId: t.org.id })).blockedDomains).toEqual(['spam.test']);
    expect(t.outbox.at(-1)).toMatchObject({ to: 'ann@spam.test' });
    const login = await t.app.fetch(t.request('POST', `/api/share/${t.org.id}/login`, { email: 'ann@spam.test' }));
    expect(await jsonOf(login)).toMatchObject({ feedback: 'request_declined_blocked_domain' });
    const other = await t.app.fetch(t.request('POST', `/api/share/${t.org.id}/request`, requestBody({ email: 'bob@spam.test' })));
    expect(await jsonOf(other)).toMatchObject({ feedback: 'request_declined_blocked_domain' });
  });

  it('approving an extension moves the expiry and emails a new sign-in link', async () => {
    const c = await accountWithMember(t, { name: 'Corp C', email: 'cy@c.test', profile: 'pp_a', expiresInMs: 1000 });
    t.advance(2000);
    await t.app.fetch(t.request('POST', `/api/statuspage/share/${c.accountId}/external/extend-access`, {}, { cookie: c.cookie }));
    const [req] = (await jsonOf(await call('GET', '/api/admin/access/requests'))).requests;
    expect(req).toMatchObject({ kind: 'extend', accountId: c.accountId, email: 'cy@c.test' });
    await call('POST', `/api/admin/access/requests/${req.id}/approve`, {});
    const [account] = await t.db.select().from(accounts).where(eq(accounts.id, c.accountId));
    expect(account!.expiresAt).toBe(t.deps.now() + 365 * 86_400_000);
    expect(t.outbox.at(-1)!.subject).toContain('extended');
    expect((await t.app.fetch(t.request('GET', `/api/statuspage/share/${c.accountId}/external/view`, undefined, { cookie: c.cookie }))).status).toBe(200);
  });

  it('manages accounts: create, update, members, revoke and restore, with NDA status in the list', async () => {
    const created = await jsonOf(
      await call('POST', '/api/admin/access/accounts', { name: 'Zed', domains: ['zed.test'], permissionProfileId: 'pp_a', ndaOnFile: true }),
    );
    expect((await jsonOf(await call('POST', '/api/admin/access/accounts', { name: '', permissionProfileId: 'pp_a' }))).error).toBe('Account name is required');
    expect((await jsonOf(await call('POST', '/api/admin/access/accounts', { name: 'Q', domains: ['not a domain'], permissionProfileId: 'pp_a' }))).error).toBe(
      'Enter a domain such as example.com',
    );
    const id = created.account.id;
    await call('PUT', `/api/admin/access/accounts/${id}`, { permissionProfileId: 'pp_b', expiresAt: null });
    const added = await jsonOf(await call('POST', `/api/admin/access/accounts/${id}/members`, { email: 'Zoe@Zed.test', firstName: 'Zoe' }));
    expect(added.member.email).toBe('zoe@zed.test');
    expect(linkIn(t.outbox.at(-1)!.text, '/login/callback?token=')).toBeTruthy();
    expect((await call('POST', `/api/admin/access/accounts/${id}/members`, { email: 'zoe@zed.test' })).status).toBe(200);
    let list = await jsonOf(await call('GET', '/api/admin/access/accounts'));
    expect(list.permissionProfiles).toEqual([
      { id: 'pp_a', name: 'Standard' },
      { id: 'pp_b', name: 'Enterprise' },
    ]);
    expect(list.accounts[0]).toMatchObject({
      name: 'Zed',
      permissionProfileId: 'pp_b',
      ndaOnFile: true,
      state: 'active',
      members: [{ email: 'zoe@zed.test', ndaAcceptedAt: null }],
    });
    await call('POST', `/api/admin/access/accounts/${id}/revoke`, {});
    list = await jsonOf(await call('GET', '/api/admin/access/accounts'));
    expect(list.accounts[0].state).toBe('revoked');
    await call('POST', `/api/admin/access/accounts/${id}/restore`, {});
    expect((await jsonOf(await call('GET', '/api/admin/access/accounts'))).accounts[0].state).toBe('active');
    expect((await call('DELETE', `/api/admin/access/accounts/${id}/members/${added.member.id}`)).status).toBe(200);
  });

  it('settings: admins save them, secrets never come back and an empty secret keeps the old one', async () => {
    const put = (body: unknown) => call('PUT', '/api/admin/access/settings', body, admin);
    expect((await jsonOf(await put({ autoApproval: 'sometimes' }))).status).toBe(400);
    expect((await jsonOf(await put({ webhook: { url: 'ftp://x' } }))).error).toBe('Use a link that starts with https:// or http://');
    expect((await jsonOf(await put({ webhook: { url: 'not a url' } }))).error).toBe('Please enter a valid URL.');
    const saved = await jsonOf(
      await put({ autoApproval: 'conditions', blockedDomains: ['@Bad.test'], webhook: { url: 'https://hooks.example/x', secret: 's3cret', format: 'slack' } }),
    );
    expect(saved.settings).toMatchObject({
      autoApproval: 'conditions',
      blockedDomains: ['bad.test'],
      webhook: { url: 'https://hooks.example/x', secret: '', secretSet: true, format: 'slack' },
    });
    await put({ autoApproval: 'always', webhook: { url: 'https://hooks.example/x', secret: '', format: 'json' } });
    expect((await readAccessSettings({ db: t.db, orgId: t.org.id })).webhook.secret).toBe('s3cret');
    expect(await jsonOf(await call('GET', '/api/admin/access/nda', undefined, editor))).toMatchObject({ version: 1 });
    const nda = await jsonOf(await call('PUT', '/api/admin/access/nda', { text: 'Our terms v2' }, admin));
    expect(nda).toMatchObject({ version: 2, text: 'Our terms v2' });
    expect(await jsonOf(await call('PUT', '/api/admin/access/nda', { text: 'Our terms v2' }, admin))).toMatchObject({ version: 2 });
    expect((await jsonOf(await call('GET', '/api/admin/access/audit', undefined, admin))).verification.ok).toBe(true);
  });

  it('requires JSON for state-changing staff routes', async () => {
    const res = await t.app.fetch(
      t.request('POST', '/api/admin/access/accounts', 'name=x', { cookie: editor, 'content-type': 'application/x-www-form-urlencoded' }),
    );
    expect(res.status).toBe(400);
  });
});
