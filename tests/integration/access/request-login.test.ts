import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { accessRequests, accountMembers, accounts, subscribers } from '../../../edge/db/schema.ts';
import { readAudit } from '../../../edge/services/audit/audit-log.ts';
import { signInviteToken } from '../../../edge/services/access/invite-token.ts';
import { TEST_SESSION_SECRET, jsonOf, makeTestApp, type TestApp } from '../helpers/test-app.ts';
import { staffCookie } from '../helpers/content-fixture.ts';
import { accessSnapshot, accountWithMember, linkIn, publishLive, requestBody, setCookies, setSettings } from './fixture.ts';

const fields = (enabled: Partial<Record<string, unknown>>) =>
  accessSnapshot({
    customization: {
      blockFreeEmail: true,
      accessRequestFields: {
        customCheckbox: { enabled: false, label: '', required: false },
        countriesDropdown: { enabled: false, label: 'Country' },
        relationshipDropdown: { enabled: false, label: 'Relationship' },
        jobTitleTextField: { enabled: false, label: 'Job title' },
        pointOfContactField: { enabled: false, label: 'Point of contact' },
        accountMemberRequestProducts: { enabled: false, label: 'Products' },
        ...enabled,
      },
    },
  });

describe('POST /api/share/:orgId/request', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await makeTestApp();
    await staffCookie(t.db, t.org.id, 'admin@acme.test', 'admin', t.deps.now());
  });
  afterEach(() => t.close());

  const post = (body: unknown) => t.app.fetch(t.request('POST', `/api/share/${t.org.id}/request`, body));

  it('validates the payload with the exact messages of the spec', async () => {
    await publishLive(t.db, t.org.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: '' }, 'First name is required'],
      [{ lastName: '   ' }, 'Last name is required'],
      [{ email: '' }, 'Email is required'],
      [{ email: 'not-an-email' }, 'This email is invalid'],
      [{ companyName: '' }, 'Company name is required'],
      [{ agree: false }, 'You must agree to the terms'],
    ];
    for (const [patch, message] of cases) {
      const res = await post(requestBody(patch));
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect((await jsonOf(res)).error).toBe(message);
    }
    expect((await jsonOf(await post(requestBody({ productId: 'nope' })))).error).toBe('Product is required');
  });

  it('validates the optional fields the organisation enabled, under their form names too', async () => {
    await publishLive(
      t.db,
      t.org.id,
      fields({
        customCheckbox: { enabled: true, label: 'I am a customer', required: true },
        countriesDropdown: { enabled: true, label: 'Country' },
        relationshipDropdown: { enabled: true, label: 'Relationship' },
        jobTitleTextField: { enabled: true, label: 'Job title' },
        pointOfContactField: { enabled: true, label: 'Point of contact' },
        accountMemberRequestProducts: { enabled: true, label: 'Products' },
      }),
    );
    const full = {
      customCheckbox: true,
      countriesDropdown: 'France',
      relationshipDropdown: 'customer',
      jobTitle: 'CISO',
      pointOfContact: 'sam@acme.test',
      accountMemberRequestProducts: ['main'],
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ customCheckbox: false }, 'This field is required'],
      [{ countriesDropdown: undefined }, 'This field is required'],
      [{ relationshipDropdown: 'friend' }, 'This field is required'],
      [{ jobTitle: '' }, 'This field is required'],
      [{ pointOfContact: '' }, "Enter your contact's email within this organization"],
      [{ pointOfContact: 'sam' }, 'Please enter a valid email'],
      [{ accountMemberRequestProducts: [] }, 'Please select at least one product'],
    ];
    for (const [patch, message] of cases) {
      const res = await post(requestBody({ ...full, ...patch }));
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect((await jsonOf(res)).issues.map((i: { message: string }) => i.message)).toContain(message);
    }
    const ok = await post(requestBody(full));
    expect(ok.status).toBe(200);
    const [row] = await t.db.select().from(accessRequests);
    expect(row!.details).toMatchObject({
      jobTitleTextField: 'CISO',
      pointOfContactField: 'sam@acme.test',
      relationshipDropdown: 'customer',
      countriesDropdown: 'France',
    });
  });

  it('refuses free-mail addresses with "Please use your work email."', async () => {
    await publishLive(t.db, t.org.id);
    const res = await post(requestBody({ email: 'ann@gmail.com' }));
    expect(res.status).toBe(400);
    expect(await jsonOf(res)).toMatchObject({
      error: 'Please use your work email.',
      feedback: 'not_work_email',
      issues: [{ path: 'email', message: 'Please use your work email.' }],
    });
  });

  it('accepts free-mail addresses when the organisation does not block them', async () => {
    await publishLive(t.db, t.org.id, accessSnapshot({ customization: { blockFreeEmail: false } }));
    await setSettings(t, { blockFreeMail: false });
    expect(await jsonOf(await post(requestBody({ email: 'ann@gmail.com' })))).toEqual({ status: 'Pending' });
  });

  it('stores a pending request, acknowledges it, notifies staff and answers pending_request to a repeat', async () => {
    await publishLive(t.db, t.org.id);
    const res = await post(requestBody({ email: 'Ann@Corp.test ' }));
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toEqual({ status: 'Pending' });
    const [row] = await t.db.select().from(accessRequests);
    expect(row).toMatchObject({ email: 'ann@corp.test', status: 'pending', companyName: 'Corp', productId: 'main' });
    expect(t.outbox.map((m) => m.to).sort()).toEqual(['admin@acme.test', 'ann@corp.test']);
    expect(t.outbox.find((m) => m.to === 'admin@acme.test')!.subject).toContain('New access request');

    const again = await post(requestBody());
    expect(again.status).toBe(409);
    expect(await jsonOf(again)).toMatchObject({ code: 'PENDING_REQUEST', feedback: 'pending_request' });
    expect((await readAudit({ db: t.db, orgId: t.org.id })).map((e) => e.action)).toEqual(['access.request']);
  });

  it('subscribes the requester to updates (double opt-in) when asked', async () => {
    await publishLive(t.db, t.org.id);
    await post(requestBody({ subscribe: true }));
    const [row] = await t.db.select().from(subscribers);
    expect(row).toMatchObject({ email: 'ann@corp.test', status: 'pending', source: 'subscribe button' });
    expect(t.outbox.some((m) => m.to === 'ann@corp.test' && m.subject.startsWith('Confirm your subscription'))).toBe(true);
  });

  it('declines a blocked domain at once', async () => {
    await publishLive(t.db, t.org.id);
    await setSettings(t, { blockedDomains: ['corp.test'] });
    const res = await post(requestBody({ email: 'ann@eu.corp.test' }));
    expect(res.status).toBe(403);
    expect(await jsonOf(res)).toMatchObject({ code: 'REQUEST_DECLINED_BLOCKED_DOMAIN', feedback: 'request_declined_blocked_domain' });
    const [row] = await t.db.select().from(accessRequests);
    expect(row).toMatchObject({ status: 'declined', feedback: 'request_declined_blocked_domain', decidedBy: 'auto' });
  });

  it('auto-approves by domain into the matching account and emails a sign-in link', async () => {
    await publishLive(t.db, t.org.id);
    await setSettings(t, { autoApproval: 'conditions' });
    const a = await accountWithMember(t, { name: 'Corp', email: 'boss@corp.test', profile: 'pp_a', domains: ['corp.test'] });
    t.outbox.length = 0;
    const res = await post(requestBody({ email: 'ann@corp.test', companyName: 'Corp Inc' }));
    expect(await jsonOf(res)).toEqual({ status: 'Approved' });
    const [member] = await t.db.select().from(accountMembers).where(eq(accountMembers.email, 'ann@corp.test'));
    expect(member).toMatchObject({ accountId: a.accountId, isAutoApproved: true, firstName: 'Ann' });
    const [row] = await t.db.select().from(accessRequests);
    expect(row).toMatchObject({ status: 'approved', matchingReason: 'website-domain-match', matchedAccountId: a.accountId, accountId: a.accountId });
    const mail = t.outbox.find((m) => m.to === 'ann@corp.test')!;
    expect(mail.subject).toContain('approved');
    expect(linkIn(mail.text, '/login/callback?token=')).toBeTruthy();
  });

  it('leaves an unmatched request pending under "if conditions", and declines it when configured', async () => {
    await publishLive(t.db, t.org.id);
    await setSettings(t, { autoApproval: 'conditions' });
    expect(await jsonOf(await post(requestBody()))).toEqual({ status: 'Pending' });
    await setSettings(t, { autoApproval: 'conditions', conditions: { domainMatchesAccount: true, declineUnmatched: true } });
    const res = await post(requestBody({ email: 'bob@other.test' }));
    expect(await jsonOf(res)).toMatchObject({ code: 'REQUEST_AUTO_DECLINED', feedback: 'request_access_auto_declined' });
  });

  it('"always" approves into a new account with the default profile and access period', async () => {
    await publishLive(t.db, t.org.id);
    await setSettings(t, { autoApproval: 'always', defaultPermissionProfileId: 'pp_b', defaultAccessDays: 30 });
    expect(await jsonOf(await post(requestBody()))).toEqual({ status: 'Approved' });
    const [account] = await t.db.select().from(accounts);
    expect(account).toMatchObject({ name: 'Corp', domains: ['corp.test'], permissionProfileId: 'pp_b', expiresAt: t.deps.now() + 30 * 86_400_000 });
  });

  it('answers account_already_exists to a member (and emails a sign-in link), access_expired to an expired one', async () => {
    await publishLive(t.db, t.org.id);
    await accountWithMember(t, { name: 'Corp', email: 'ann@corp.test', profile: 'pp_a' });
    const res = await post(requestBody());
    expect(res.status).toBe(409);
    expect(await jsonOf(res)).toMatchObject({ code: 'ACCOUNT_ALREADY_EXISTS', feedback: 'account_already_exists' });
    expect(linkIn(t.outbox.at(-1)!.text, '/login/callback?token=')).toBeTruthy();

    const old = await accountWithMember(t, { name: 'Old', email: 'old@old.test', profile: 'pp_a', expiresInMs: 1000 });
    t.advance(2000);
    const expired = await post(requestBody({ email: 'old@old.test' }));
    expect(expired.status).toBe(403);
    expect(await jsonOf(expired)).toMatchObject({ code: 'ACCESS_EXPIRED', feedback: 'access_expired', accountId: old.accountId });
  });

  it('approves an invited colleague into the inviting account; an invalid token counts as no invitation', async () => {
    await publishLive(t.db, t.org.id);
    const a = await accountWithMember(t, { name: 'Corp', email: 'boss@corp.test', profile: 'pp_a' });
    const token = await signInviteToken({
      secret: TEST_SESSION_SECRET,
      email: 'friend@gmail.com',
      orgId: t.org.id,
      accountId: a.accountId,
      invitedBy: 'boss@corp.test',
      now: t.deps.now(),
    });
    expect(decodeJwt(token).sub).toBe('friend@gmail.com');
    // A token for someone else, or a forged one, is no invitation: the free-mail rule applies.
    expect((await jsonOf(await post(requestBody({ email: 'other@gmail.com', invitedColleagueToken: token })))).feedback).toBe('not_work_email');
    expect((await jsonOf(await post(requestBody({ email: 'friend@gmail.com', invitedColleagueToken: `${token}x` })))).feedback).toBe('not_work_email');
    expect(await jsonOf(await post(requestBody({ email: 'friend@gmail.com', invitedColleagueToken: token })))).toEqual({ status: 'Approved' });
    const [member] = await t.db.select().from(accountMembers).where(eq(accountMembers.email, 'friend@gmail.com'));
    expect(member!.accountId).toBe(a.accountId);
  });

  it('calls the webhook with an HMAC-SHA256 signature, or a Slack message', async () => {
    await publishLive(t.db, t.org.id);
    await setSettings(t, { webhook: { url: 'https://hooks.example/access', secret: 'whsec', format: 'json' } });
    const calls: { url: string; init: RequestInit }[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (url: string, init: RequestInit) => {
      calls.push({ url: String(url), init });
      return new Response('ok');
    }) as typeof fetch;
    try {
      await post(requestBody());
      expect(calls).toHaveLength(1);
      const body = String(calls[0]!.init.body);
      const { hmacSha256Hex } = await import('../../../edge/services/access/access-notify.ts');
      expect((calls[0]!.init.headers as Record<string, string>)['x-glasshouse-signature']).toBe(`sha256=${await hmacSha256Hex('whsec', body)}`);
      expect(JSON.parse(body)).toMatchObject({ event: 'access_request.created', request: { email: 'ann@corp.test', status: 'pending', companyName: 'Corp' } });

      await setSettings(t, { webhook: { url: 'https://hooks.slack.example/T1', secret: '', format: 'slack' } });
      await post(requestBody({ email: 'bob@corp2.test' }));
      expect(JSON.parse(String(calls[1]!.init.body)).text).toContain('bob@corp2.test');
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('answers 404 before anything is published, and for an unknown organisation', async () => {
    expect((await post(requestBody())).status).toBe(404);
    expect((await t.app.fetch(t.request('POST', '/api/share/nobody/request', requestBody()))).status).toBe(404);
  });
});

describe('POST /api/share/:orgId/login and the sign-in link', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await makeTestApp();
    await publishLive(t.db, t.org.id);
  });
  afterEach(() => t.close());

  const login = (body: unknown) => t.app.fetch(t.request('POST', `/api/share/${t.org.id}/login`, body));

  it('validates the email with the login form messages', async () => {
    expect((await jsonOf(await login({ email: '' }))).error).toBe('You must provide an email.');
    expect((await jsonOf(await login({}))).error).toBe('You must provide an email.');
    expect((await jsonOf(await login({ email: 'nope' }))).error).toBe('This email is invalid');
  });

  it("sends the member back to the host they asked from when it is one of the organisation's", async () => {
    const a = await accountWithMember(t, { name: 'Corp', email: 'ann@corp.test', profile: 'pp_a' });
    // Another address of the same instance (loopback here; a custom domain works the same).
    const from = { host: '127.0.0.1:8080', origin: 'http://127.0.0.1:8080' };
    const res = await t.app.fetch(
      new Request(`http://127.0.0.1:8080/api/share/${t.org.id}/login`, {
        method: 'POST',
        headers: { ...from, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ann@corp.test', productId: 'main' }),
      }),
    );
    expect(await jsonOf(res)).toEqual({ ok: true });
    const link = linkIn(t.outbox.at(-1)!.text, '/login/callback?token=')!;
    expect(link.startsWith(`http://127.0.0.1:8080/api/share/${t.org.id}/login/callback?token=`)).toBe(true);
    const callback = await t.app.fetch(new Request(link, { headers: { host: '127.0.0.1:8080' } }));
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('http://127.0.0.1:8080/');
    expect(setCookies(callback).gh_account_hint).toBe(a.accountId);
  });

  it("asked from a host that is not the organisation's, the link opens its public address and the answer says so", async () => {
    await accountWithMember(t, { name: 'Corp', email: 'ann@corp.test', profile: 'pp_a' });
    const res = await t.app.fetch(
      new Request(`http://proxy.internal/api/share/${t.org.id}/login`, {
        method: 'POST',
        headers: { host: 'proxy.internal', 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ann@corp.test', productId: 'main' }),
      }),
    );
    expect(await jsonOf(res)).toEqual({ ok: true, signInAt: 'http://portal.test' });
    const link = linkIn(t.outbox.at(-1)!.text, '/login/callback?token=')!;
    expect(link.startsWith('http://portal.test/')).toBe(true);
    // The same link opened at a foreign host starts no session there and leaves the link usable.
    const elsewhere = await t.app.fetch(new Request(link.replace('http://portal.test', 'http://proxy.internal'), { headers: { host: 'proxy.internal' } }));
    expect(elsewhere.status).toBe(302);
    expect(elsewhere.headers.get('location')).toBe('http://portal.test/?loginRequest=true&loginError=other_host');
    expect(elsewhere.headers.getSetCookie()).toEqual([]);
    const here = await t.app.fetch(t.request('GET', link.replace('http://portal.test', '')));
    expect(here.headers.get('location')).toBe('http://portal.test/');
    expect(setCookies(here).gh_account).toBeTruthy();
  });

  it('emails a single-use link that starts an account session and expires after 15 minutes', async () => {
    const a = await accountWithMember(t, { name: 'Corp', email: 'ann@corp.test', profile: 'pp_a' });
    const res = await login({ email: 'ANN@corp.test', productId: 'main' });
    expect(await jsonOf(res)).toEqual({ ok: true });
    const link = linkIn(t.outbox.at(-1)!.text, '/login/callback?token=')!;
    expect(link.startsWith(`http://portal.test/api/share/${t.org.id}/login/callback?token=`)).toBe(true);

    const callback = await t.app.fetch(t.request('GET', link.replace('http://portal.test', '')));
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('http://portal.test/');
    const cookies = setCookies(callback);
    expect(cookies.gh_account_hint).toBe(a.accountId);
    expect(cookies.gh_account).toBeTruthy();
    const raw = callback.headers.getSetCookie().find((c) => c.startsWith('gh_account='))!;
    expect(raw).toMatch(/HttpOnly/);
    expect(raw).toMatch(/SameSite=Lax/);
    expect(callback.headers.getSetCookie().find((c) => c.startsWith('gh_account_hint='))).not.toMatch(/HttpOnly/);

    const view = await t.app.fetch(
      t.request('GET', `/api/statuspage/share/${a.accountId}/external/view`, undefined, { cookie: `gh_account=${cookies.gh_account}` }),
    );
    expect(view.status).toBe(200);

    const reused = await t.app.fetch(t.request('GET', link.replace('http://portal.test', '')));
    expect(reused.headers.get('location')).toBe('http://portal.test/?loginRequest=true&loginError=link_invalid');

    await login({ email: 'ann@corp.test' });
    const late = linkIn(t.outbox.at(-1)!.text, '/login/callback?token=')!;
    t.advance(15 * 60 * 1000 + 1);
    expect((await t.app.fetch(t.request('GET', late.replace('http://portal.test', '')))).headers.get('location')).toContain('loginError=link_invalid');
    expect((await readAudit({ db: t.db, orgId: t.org.id })).filter((e) => e.action === 'account.login')).toHaveLength(1);
  });

  it('answers each login error code', async () => {
    await t.app.fetch(t.request('POST', `/api/share/${t.org.id}/request`, requestBody({ email: 'pending@corp.test' })));
    expect(await jsonOf(await login({ email: 'pending@corp.test' }))).toMatchObject({ code: 'PENDING_REQUEST', feedback: 'pending_request' });
    expect(await jsonOf(await login({ email: 'who@nowhere.test' }))).toMatchObject({ code: 'EMAIL_NOT_RECOGNISED', status: 404 });
    expect(await jsonOf(await login({ email: 'who@gmail.com' }))).toMatchObject({ feedback: 'not_work_email', error: 'Please use your work email.' });
    await setSettings(t, { blockedDomains: ['bad.test'] });
    expect(await jsonOf(await login({ email: 'x@bad.test' }))).toMatchObject({ feedback: 'request_declined_blocked_domain' });
    const old = await accountWithMember(t, { name: 'Old', email: 'old@old.test', profile: 'pp_a', expiresInMs: 1000 });
    t.advance(2000);
    expect(await jsonOf(await login({ email: 'old@old.test' }))).toMatchObject({ feedback: 'access_expired', accountId: old.accountId });
    await t.db
      .update(accessRequests)
      .set({ status: 'declined', feedback: 'request_declined_third_party' })
      .where(eq(accessRequests.email, 'pending@corp.test'));
    expect(await jsonOf(await login({ email: 'pending@corp.test' }))).toMatchObject({ feedback: 'request_declined_third_party' });
  });

  it('does not sign in a member whose account expired after the link was sent', async () => {
    await accountWithMember(t, { name: 'Corp', email: 'ann@corp.test', profile: 'pp_a', expiresInMs: 60_000 });
    await login({ email: 'ann@corp.test' });
    const link = linkIn(t.outbox.at(-1)!.text, '/login/callback?token=')!;
    t.advance(61_000);
    const res = await t.app.fetch(t.request('GET', link.replace('http://portal.test', '')));
    expect(res.headers.get('location')).toBe('http://portal.test/?loginRequest=true&loginError=access_expired');
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('logout clears both account cookies', async () => {
    const res = await t.app.fetch(t.request('POST', '/api/statuspage/share/auth/logout', {}));
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith('gh_account=;') && /Max-Age=0/.test(c))).toBe(true);
    expect(cookies.some((c) => c.startsWith('gh_account_hint=;') && /Max-Age=0/.test(c))).toBe(true);
  });
});
