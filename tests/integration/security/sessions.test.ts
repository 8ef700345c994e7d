/**
 * Revocable server-side sessions: signing out ends a session everywhere (a copied cookie stops working), staff list
 * and end their own sessions, an admin ends anyone's, a role change or a removal ends them at once, and sessions
 * end when idle or at their absolute end — for staff and for account members.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { organizations, sessions } from '../../../edge/db/schema.ts';
import { SESSION_POLICIES, hashSessionToken } from '../../../edge/services/sessions/session-store.ts';
import { addStaff } from '../../../edge/services/staff/add-staff.ts';
import { staffCookie } from '../helpers/content-fixture.ts';
import { jsonOf, makeTestApp, type TestApp } from '../helpers/test-app.ts';
import { accountWithMember, publishLive, type MemberFixture } from '../access/fixture.ts';

let t: TestApp;
let admin: string;
let editor: string;
let member: MemberFixture;

beforeEach(async () => {
  t = await makeTestApp();
  await publishLive(t.db, t.org.id);
  admin = await staffCookie(t.db, t.org.id, 'admin@acme.test', 'admin', t.deps.now());
  editor = await staffCookie(t.db, t.org.id, 'ed@acme.test', 'editor', t.deps.now());
  member = await accountWithMember(t, { name: 'Corp A', email: 'ann@a.test', profile: 'pp_a' });
});
afterEach(async () => {
  await t.close();
});

function send(method: string, path: string, cookie: string | null, body?: unknown) {
  return t.app.fetch(t.request(method, path, body, cookie ? { cookie } : {}));
}
const adminSession = (cookie: string) => send('GET', '/api/admin/session', cookie);
const memberView = (m: MemberFixture, cookie = m.cookie) => send('GET', `/api/statuspage/share/${m.accountId}/external/view`, cookie);

/** Signs `email` in through the emailed link; returns the `Cookie` value. */
async function signInStaff(email: string): Promise<string> {
  expect((await send('POST', '/api/admin/auth/login', null, { email })).status).toBe(200);
  const link = /https?:\/\/\S+\/api\/admin\/auth\/callback\?token=\S+/.exec(t.outbox.at(-1)!.text)![0];
  const res = await t.app.fetch(new Request(link));
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith('gh_staff='))!
    .split(';')[0]!;
}

describe('signing out ends the session on the server', () => {
  it('staff: a copy of the cookie is refused everywhere after logout', async () => {
    const copy = admin;
    expect((await adminSession(copy)).status).toBe(200);
    const out = await send('POST', '/api/admin/auth/logout', admin, {});
    expect(out.status).toBe(200);
    expect((await adminSession(copy)).status).toBe(401);
    expect((await send('GET', '/api/admin/draft', copy)).status).toBe(401);
    expect((await send('PATCH', '/api/admin/settings/customization', copy, { portalTitle: 'x' })).status).toBe(401);
  });

  it('members: a copy of the cookie is refused after logout', async () => {
    expect((await memberView(member)).status).toBe(200);
    const out = await send('POST', '/api/statuspage/share/auth/logout', member.cookie, {});
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().some((c) => c.startsWith('gh_account=;'))).toBe(true);
    expect((await memberView(member)).status).toBe(401);
    expect((await send('POST', `/api/statuspage/share/${member.accountId}/external/invite-colleague`, member.cookie, { emails: ['x@a.test'] })).status).toBe(
      401,
    );
  });

  it('stores only a hash of the token', async () => {
    const token = admin.split('=')[1]!;
    const rows = await t.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    const hash = await hashSessionToken(token);
    expect(rows.some((r) => r.tokenHash === hash)).toBe(true);
  });

  it('hashes a token as Web Crypto does (the Worker hashes the same tokens that way)', async () => {
    for (const token of [admin.split('=')[1]!, 'A'.repeat(43), 'jeton-é-ü-中-🔑']) {
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
      expect(await hashSessionToken(token)).toBe(Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join(''));
    }
  });
});

describe('GET/DELETE /api/admin/sessions', () => {
  it('a staff member lists their sessions and ends another of their browsers', async () => {
    const laptop = await signInStaff('ed@acme.test');
    const phone = await signInStaff('ed@acme.test');
    const listed = await jsonOf(await send('GET', '/api/admin/sessions', laptop));
    expect(listed.sessions).toHaveLength(3); // the fixture's, the laptop's and the phone's
    expect(listed.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(listed.sessions.every((s: { kind: string; user: { email: string } }) => s.kind === 'staff' && s.user.email === 'ed@acme.test')).toBe(true);

    const phoneId = (await jsonOf(await send('GET', '/api/admin/sessions', phone))).sessions.find((s: { current: boolean }) => s.current).id;
    expect((await send('DELETE', `/api/admin/sessions/${phoneId}`, laptop, {})).status).toBe(200);
    expect((await adminSession(phone)).status).toBe(401);
    expect((await adminSession(laptop)).status).toBe(200);
    expect((await send('DELETE', `/api/admin/sessions/${phoneId}`, laptop, {})).status).toBe(404);
  });

  it("a non-admin cannot see or end someone else's session (403); anonymous 401", async () => {
    const adminId = (await jsonOf(await send('GET', '/api/admin/sessions', admin))).sessions[0].id;
    expect((await send('DELETE', `/api/admin/sessions/${adminId}`, editor, {})).status).toBe(403);
    expect((await send('GET', '/api/admin/sessions?scope=organization', editor)).status).toBe(403);
    expect((await send('GET', '/api/admin/sessions', null)).status).toBe(401);
    expect((await send('DELETE', `/api/admin/sessions/${adminId}`, null, {})).status).toBe(401);
    expect((await adminSession(admin)).status).toBe(200);
  });

  it("an admin lists every session of the organisation and ends a member's and an editor's", async () => {
    const all = (await jsonOf(await send('GET', '/api/admin/sessions?scope=organization', admin))).sessions as {
      id: string;
      kind: string;
      user: { email: string; accountName?: string };
    }[];
    const ofMember = all.find((s) => s.kind === 'member')!;
    const ofEditor = all.find((s) => s.user.email === 'ed@acme.test')!;
    expect(ofMember.user).toMatchObject({ email: 'ann@a.test', accountName: 'Corp A' });
    expect((await send('DELETE', `/api/admin/sessions/${ofMember.id}`, admin, {})).status).toBe(200);
    expect((await send('DELETE', `/api/admin/sessions/${ofEditor.id}`, admin, {})).status).toBe(200);
    expect((await memberView(member)).status).toBe(401);
    expect((await adminSession(editor)).status).toBe(401);
  });

  it("cannot see or end another organisation's session (404)", async () => {
    await t.db.insert(organizations).values({ id: 'org_beta', slug: 'beta', name: 'Beta', customDomains: [], createdAt: t.deps.now() });
    const beta = await staffCookie(t.db, 'org_beta', 'admin@beta.test', 'admin', t.deps.now());
    const betaId = (await jsonOf(await send('GET', '/api/admin/sessions', beta))).sessions[0].id;
    const all = (await jsonOf(await send('GET', '/api/admin/sessions?scope=organization', admin))).sessions as { id: string }[];
    expect(all.some((s) => s.id === betaId)).toBe(false);
    expect((await send('DELETE', `/api/admin/sessions/${betaId}`, admin, {})).status).toBe(404);
    expect((await adminSession(beta)).status).toBe(200);
  });
});

describe('changes that end sessions at once', () => {
  it('a role change ends the staff member’s sessions; so does removing them', async () => {
    expect((await adminSession(editor)).status).toBe(200);
    expect((await send('POST', '/api/admin/staff', admin, { email: 'ed@acme.test', role: 'viewer' })).status).toBe(200);
    expect((await adminSession(editor)).status).toBe(401);

    const again = await staffCookie(t.db, t.org.id, 'vi@acme.test', 'viewer', t.deps.now());
    expect((await send('DELETE', '/api/admin/staff/vi%40acme.test', admin, {})).status).toBe(200);
    expect((await adminSession(again)).status).toBe(401);
  });

  it('the same role again keeps the session', async () => {
    expect((await send('POST', '/api/admin/staff', admin, { email: 'ed@acme.test', role: 'editor', name: 'Ed' })).status).toBe(200);
    expect((await adminSession(editor)).status).toBe(200);
  });

  it('removing a member, or revoking their account, ends their sessions; restoring does not bring them back', async () => {
    const b = await accountWithMember(t, { name: 'Corp B', email: 'bob@b.test', profile: 'pp_a' });
    const removed = await send('DELETE', `/api/admin/access/accounts/${member.accountId}/members/${member.memberId}`, admin, {});
    expect(removed.status).toBe(200);
    expect((await memberView(member)).status).toBe(401);

    expect((await send('POST', `/api/admin/access/accounts/${b.accountId}/revoke`, admin, {})).status).toBe(200);
    expect((await send('POST', `/api/admin/access/accounts/${b.accountId}/restore`, admin, {})).status).toBe(200);
    expect((await memberView(b)).status).toBe(401);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.accountId, b.accountId));
    expect(row!.revokedBy).toBe('staff:admin@acme.test');
  });
});

describe('lifetimes', () => {
  it('a member session ends after 3 idle days, and at 14 days however active', async () => {
    t.advance(SESSION_POLICIES.member.idleMs - 1000);
    expect((await memberView(member)).status).toBe(200);
    t.advance(SESSION_POLICIES.member.idleMs + 1);
    expect((await memberView(member)).status).toBe(401);

    const fresh = await accountWithMember(t, { name: 'Corp C', email: 'cy@c.test', profile: 'pp_a', expiresInMs: 60 * 86_400_000 });
    for (let day = 0; day < 13; day++) {
      t.advance(86_400_000);
      expect((await memberView(fresh)).status).toBe(200);
    }
    t.advance(86_400_000);
    expect((await memberView(fresh)).status).toBe(401);
  });

  it('a sign-in sets the session cookie and the CSRF cookie for as long as the session can last', async () => {
    await addStaff({ db: t.db, orgId: t.org.id, email: 'new@acme.test', role: 'viewer' });
    await send('POST', '/api/admin/auth/login', null, { email: 'new@acme.test' });
    const link = /https?:\/\/\S+\/api\/admin\/auth\/callback\?token=\S+/.exec(t.outbox.at(-1)!.text)![0];
    const cookies = (await t.app.fetch(new Request(link))).headers.getSetCookie();
    expect(cookies[0]).toMatch(new RegExp(`^gh_staff=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_POLICIES.staff.absoluteMs / 1000}`));
    expect(cookies[1]).toMatch(/^gh_csrf=[A-Za-z0-9_-]+; Path=\/; SameSite=Lax; Max-Age=604800$/);
  });
});
