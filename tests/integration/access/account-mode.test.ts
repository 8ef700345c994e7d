import { SignJWT, decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { readAudit } from '../../../edge/services/audit/audit-log.ts';
import { saveNdaText } from '../../../edge/services/access/save-nda-text.ts';
import { TEST_PUBLIC_URL, jsonOf, makeTestApp, type TestApp } from '../helpers/test-app.ts';
import { staffCookie } from '../helpers/content-fixture.ts';
import {
  CANARY_B_ONLY,
  CANARY_RESTRICTED,
  accountWithMember,
  linkIn,
  publishLive,
  requestBody,
  setCookies,
  setSettings,
  type MemberFixture,
} from './fixture.ts';

describe('account mode routes', () => {
  let t: TestApp;
  let a: MemberFixture;
  let b: MemberFixture;
  beforeEach(async () => {
    t = await makeTestApp();
    await publishLive(t.db, t.org.id);
    a = await accountWithMember(t, { name: 'Corp A', email: 'ann@a.test', profile: 'pp_a' });
    b = await accountWithMember(t, { name: 'Corp B', email: 'bob@b.test', profile: 'pp_b' });
  });
  afterEach(() => t.close());

  const base = (m: MemberFixture) => `/api/statuspage/share/${m.accountId}/external`;
  const get = (path: string, cookie?: string) => t.app.fetch(t.request('GET', path, undefined, cookie ? { cookie } : {}));
  const post = (path: string, body: unknown, cookie?: string) => t.app.fetch(t.request('POST', path, body, cookie ? { cookie } : {}));

  it('serves viewFor(account): restricted items unlock, hidden items only for the profile that lists them', async () => {
    const resA = await get(`${base(a)}/view`, a.cookie);
    expect(resA.status).toBe(200);
    const bodyA = await jsonOf(resA);
    expect(bodyA.view.viewer).toEqual({ mode: 'AccountExternal', accountId: a.accountId, permissionProfileId: 'pp_a' });
    const restricted = bodyA.view.items.find((i: { itemUid: string }) => i.itemUid === 'itm_restricted');
    expect(restricted).toMatchObject({ locked: false, explanation: `Restricted ${CANARY_RESTRICTED}`, files: ['file_soc'] });
    expect(bodyA.view.files.map((f: { fileId: string }) => f.fileId)).toEqual(['file_soc']);
    expect(JSON.stringify(bodyA)).not.toContain(CANARY_B_ONLY);
    expect(JSON.stringify(bodyA)).not.toContain('blobKey');
    expect(bodyA.user).toEqual({ email: 'ann@a.test', firstName: 'Pat', lastName: 'Lee', accountName: 'Corp A', isAutoApprovedAccountMember: false });
    expect(bodyA.nda).toMatchObject({ passed: false, provider: 'none', required: false });

    const bodyB = await jsonOf(await get(`${base(b)}/view`, b.cookie));
    expect(bodyB.view.items.find((i: { itemUid: string }) => i.itemUid === 'itm_hidden_b')).toMatchObject({
      locked: false,
      explanation: `Hidden ${CANARY_B_ONLY}`,
    });
  });

  it('narrows the view to one product', async () => {
    const body = await jsonOf(await get(`${base(a)}/view/other`, a.cookie));
    expect(body.view.items.map((i: { itemUid: string }) => i.itemUid)).toEqual(['itm_other']);
    expect(body.view.products).toHaveLength(2);
    expect((await get(`${base(a)}/view/nope`, a.cookie)).status).toBe(404);
  });

  it('keeps gated content back until a required NDA is accepted, then records the evidence and serves the signed PDF', async () => {
    await setSettings(t, { ndaRequired: true });
    const before = await jsonOf(await get(`${base(a)}/view`, a.cookie));
    expect(before.nda).toMatchObject({ passed: false, required: true });
    expect(JSON.stringify(before)).not.toContain(CANARY_RESTRICTED);

    const nda = await jsonOf(await get(`${base(a)}/nda`, a.cookie));
    expect(nda).toMatchObject({ passed: false, provider: 'none', email: '', required: true, version: 1 });
    expect(nda.text).toContain('Non-Disclosure');

    expect((await post(`${base(a)}/download-signed-clickwrap-nda`, {}, a.cookie)).status).toBe(404);
    const missingName = await post(`${base(a)}/nda/accept`, { name: ' ', version: 1 }, a.cookie);
    expect((await jsonOf(missingName)).error).toBe('Type your full name to sign');
    const stale = await post(`${base(a)}/nda/accept`, { name: 'Ann Lee', version: 7 }, a.cookie);
    expect(stale.status).toBe(409);

    const accepted = await t.app.fetch(
      t.request(
        'POST',
        `${base(a)}/nda/accept`,
        { name: 'Ann Lee', version: 1 },
        { cookie: a.cookie, 'user-agent': 'TestAgent/1.0', 'cf-connecting-ip': '203.0.113.9' },
      ),
    );
    expect(await jsonOf(accepted)).toMatchObject({ passed: true, provider: 'clickwrap', email: 'ann@a.test' });
    const after = await jsonOf(await get(`${base(a)}/view`, a.cookie));
    expect(JSON.stringify(after)).toContain(CANARY_RESTRICTED);

    const pdf = await post(`${base(a)}/download-signed-clickwrap-nda`, undefined, a.cookie);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="acme-nda-ann.pdf"');
    const doc = await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()));
    expect(doc.getTitle()).toBe('Acme NDA signed by Ann Lee');

    const audit = (await readAudit({ db: t.db, orgId: t.org.id })).find((e) => e.action === 'nda.accept')!;
    expect(audit).toMatchObject({
      actor: 'ann@a.test',
      subject: a.accountId,
      data: { name: 'Ann Lee', version: 1, ip: '203.0.113.9', userAgent: 'TestAgent/1.0' },
    });
    expect(audit.data.sha256).toMatch(/^[0-9a-f]{64}$/);

    // A new text is a new version.
    const v2 = await saveNdaText({ db: t.db, orgId: t.org.id, text: 'New terms', by: 'staff', now: t.deps.now() });
    expect(v2.version).toBe(2);
  });

  it('invites colleagues: validation messages, then one email each with an invite token for that address', async () => {
    const url = `${base(a)}/invite-colleague`;
    expect((await jsonOf(await post(url, { emails: [] }, a.cookie))).error).toBe('Required');
    expect((await jsonOf(await post(url, { emails: ['nope'] }, a.cookie))).error).toBe('"nope" is not a valid email');
    expect((await jsonOf(await post(url, { emails: ['x@a.test', 'X@a.test'] }, a.cookie))).error).toBe('"x@a.test" has already been added');
    const res = await post(url, { emails: ['Carl@A.test', 'dana@a.test'], message: '  Have a look  ' }, a.cookie);
    expect(await jsonOf(res)).toEqual({ ok: true });
    const carl = t.outbox.find((m) => m.to === 'carl@a.test')!;
    expect(carl.text).toContain('Have a look');
    const link = linkIn(carl.text, 'inviteToken=')!;
    const token = new URL(link).searchParams.get('inviteToken')!;
    expect(decodeJwt(token).sub).toBe('carl@a.test');
    expect(new URL(link).searchParams.get('requestAccess')).toBe('true');
    expect((await readAudit({ db: t.db, orgId: t.org.id })).filter((e) => e.action === 'invite.send').map((e) => e.subject)).toEqual([
      'carl@a.test',
      'dana@a.test',
    ]);

    // The invitee's request with the token is approved into account A.
    const req = await t.app.fetch(t.request('POST', `/api/share/${t.org.id}/request`, requestBody({ email: 'carl@a.test', invitedColleagueToken: token })));
    expect(await jsonOf(req)).toEqual({ status: 'Approved' });
  });

  it('answers the extension codes', async () => {
    const url = `${base(a)}/extend-access`;
    expect(await jsonOf(await post(url, {}, a.cookie))).toMatchObject({ status: 409, extendCode: 'already-has-access', error: 'You already have access.' });
    const c = await accountWithMember(t, { name: 'Corp C', email: 'cy@c.test', profile: 'pp_a', expiresInMs: 86_400_000 });
    t.advance(2 * 86_400_000);
    expect(await jsonOf(await get(`${base(c)}/view`, c.cookie))).toMatchObject({ status: 403, code: 'ACCESS_EXPIRED', feedback: 'access_expired' });
    expect(await jsonOf(await post(`${base(c)}/extend-access`, {}, c.cookie))).toEqual({ ok: true, code: 'success' });
    expect(await jsonOf(await post(`${base(c)}/extend-access`, {}, c.cookie))).toMatchObject({
      status: 409,
      extendCode: 'already-requested',
      error: 'You have already requested access to this account.',
    });
    expect((await post(`${base(a)}/extend-access`, {}, c.cookie)).status).toBe(403);
    // Sessions end after 14 days; without one, the address the expired member signed in with: the same answer for
    // anyone, and a confirmation emailed to a member only, whose link files the request.
    t.advance(29 * 86_400_000);
    const mailed = t.outbox.length;
    expect(await jsonOf(await post(`${base(b)}/extend-access`, { email: 'bob@b.test' }))).toEqual({ ok: true, code: 'confirmation-sent' });
    expect(await jsonOf(await post(`${base(b)}/extend-access`, { email: 'ann@a.test' }))).toEqual({ ok: true, code: 'confirmation-sent' });
    expect(t.outbox.slice(mailed).map((m) => m.to)).toEqual(['bob@b.test']);
    const confirm = linkIn(t.outbox.at(-1)!.text, '/extend-access/confirm?token=')!;
    expect((await get(confirm.replace(TEST_PUBLIC_URL, ''))).headers.get('location')).toBe(`${TEST_PUBLIC_URL}/?extendRequest=sent`);
    expect((await get(confirm.replace(TEST_PUBLIC_URL, ''))).headers.get('location')).toBe(`${TEST_PUBLIC_URL}/?extendRequest=already-requested`);
    expect((await post(`${base(b)}/extend-access`, {})).status).toBe(401);
  });

  it('starts a session from a BYOID token signed with the shared secret', async () => {
    await setSettings(t, {
      byoid: { enabled: true, sharedSecret: 'byoid-shared-secret-0123456789abcdef', issuer: 'https://idp.example', permissionProfileId: 'pp_b' },
    });
    const sign = (claims: Record<string, unknown>, iss = 'https://idp.example') =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(iss)
        .setIssuedAt(Math.floor(t.deps.now() / 1000))
        .setExpirationTime(Math.floor(t.deps.now() / 1000) + 600)
        .sign(new TextEncoder().encode('byoid-shared-secret-0123456789abcdef'));
    const good = await sign({ email: 'eve@newco.test', company: 'NewCo', given_name: 'Eve' });
    const res = await get(`/byoid/${t.org.id}/welcome?byoidJwt=${good}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://portal.test/');
    const cookies = setCookies(res);
    const view = await jsonOf(await get(`/api/statuspage/share/${cookies.gh_account_hint}/external/view`, `gh_account=${cookies.gh_account}`));
    expect(view.view.viewer.permissionProfileId).toBe('pp_b');
    expect(view.user).toMatchObject({ email: 'eve@newco.test', accountName: 'NewCo', firstName: 'Eve' });

    const wrongIssuer = await sign({ email: 'eve@newco.test' }, 'https://evil.example');
    expect((await get(`/byoid/${t.org.id}/welcome?byoidJwt=${wrongIssuer}`)).headers.get('location')).toContain('loginError=link_invalid');
    await setSettings(t, { byoid: { enabled: false, sharedSecret: 'byoid-shared-secret-0123456789abcdef' } });
    expect((await get(`/byoid/${t.org.id}/welcome?byoidJwt=${good}`)).headers.getSetCookie()).toEqual([]);
  });

  it('lets staff preview as a permission profile or an account', async () => {
    const staff = await staffCookie(t.db, t.org.id, 'viewer@acme.test', 'viewer', t.deps.now());
    expect((await get(`/api/share/${t.org.id}/preview/view?permissionProfileId=pp_b`)).status).toBe(401);
    expect((await get(`/api/share/${t.org.id}/preview/view?permissionProfileId=pp_b`, a.cookie)).status).toBe(401);
    const asB = await jsonOf(await get(`/api/share/${t.org.id}/preview/view?permissionProfileId=pp_b`, staff));
    expect(asB.view.viewer).toEqual({ mode: 'Preview', permissionProfileId: 'pp_b' });
    expect(JSON.stringify(asB.view)).toContain(CANARY_B_ONLY);
    expect(asB.previewingAs).toEqual({ accountId: null, accountName: null, permissionProfileId: 'pp_b', permissionProfileName: 'Enterprise' });
    const asA = await jsonOf(await get(`/api/share/${t.org.id}/preview/view?accountId=${a.accountId}`, staff));
    expect(asA.previewingAs).toMatchObject({ accountName: 'Corp A', permissionProfileId: 'pp_a' });
    expect(JSON.stringify(asA.view)).not.toContain(CANARY_B_ONLY);
    expect(JSON.stringify(asA.view)).toContain(CANARY_RESTRICTED);
    expect((await get(`/api/share/${t.org.id}/preview/view?permissionProfileId=nope`, staff)).status).toBe(400);
  });
});
