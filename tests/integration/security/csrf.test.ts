/**
 * Cross-site request forgery: every state-changing request is refused when its Origin or Sec-Fetch-Site says it
 * came from another site (JSON, multipart and form bodies alike), sibling subdomains included; an organisation's
 * own hosts are accepted; with neither header, a request carrying a session cookie needs the session's CSRF token.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERRORS } from '../../../content/errors.ts';
import { createMemoryBlobStore } from '../../../edge/blobs/memory.ts';
import { organizations } from '../../../edge/db/schema.ts';
import { eq } from 'drizzle-orm';
import { readDraft } from '../../../edge/services/draft/read-draft.ts';
import { replaceDraft } from '../../../edge/services/draft/replace-draft.ts';
import { smallSnapshot, staffCookie } from '../helpers/content-fixture.ts';
import { TEST_PUBLIC_URL, jsonOf, makeTestApp, type TestApp } from '../helpers/test-app.ts';
import { accessSnapshot, accountWithMember, publishLive, type MemberFixture } from '../access/fixture.ts';

let t: TestApp;
let admin: string;
let member: MemberFixture;

beforeEach(async () => {
  t = await makeTestApp();
  t.deps.blobs = createMemoryBlobStore();
  await replaceDraft({ db: t.db, orgId: t.org.id, snapshot: smallSnapshot(), by: 'seed' });
  await publishLive(t.db, t.org.id, accessSnapshot({ customization: { questionnairesEnabled: true } }));
  admin = await staffCookie(t.db, t.org.id, 'admin@acme.test', 'admin', t.deps.now());
  member = await accountWithMember(t, { name: 'Corp A', email: 'ann@a.test', profile: 'pp_a' });
});
afterEach(async () => {
  await t.close();
});

const patchTitle = (headers: Record<string, string | null>, title = 'Forged') =>
  t.app.fetch(t.request('PATCH', '/api/admin/settings/customization', { portalTitle: title }, { cookie: admin, ...headers }));

async function expectRefused(res: Response) {
  expect(res.status).toBe(403);
  expect(await jsonOf(res)).toMatchObject({ code: 'CROSS_SITE_REQUEST', error: ERRORS.CROSS_SITE_REQUEST.message });
}

describe('Origin and Sec-Fetch-Site', () => {
  it('refuses a cookie-authenticated JSON write from another site and changes nothing', async () => {
    await expectRefused(await patchTitle({ origin: 'https://evil.example' }));
    await expectRefused(await patchTitle({ origin: 'null' }));
    await expectRefused(await patchTitle({ origin: null, 'sec-fetch-site': 'cross-site' }));
    await expectRefused(await patchTitle({ origin: TEST_PUBLIC_URL, 'sec-fetch-site': 'cross-site' }));
    expect((await readDraft({ db: t.db, orgId: t.org.id })).customization.portalTitle).toBe('Trust Center');
    // The same request from the portal itself goes through.
    expect((await patchTitle({ origin: TEST_PUBLIC_URL, 'sec-fetch-site': 'same-origin' }, 'Ours')).status).toBe(200);
    expect((await readDraft({ db: t.db, orgId: t.org.id })).customization.portalTitle).toBe('Ours');
  });

  it('refuses a sibling subdomain, which SameSite=Lax cookies do not stop', async () => {
    await expectRefused(await patchTitle({ origin: 'http://evil.portal.test', 'sec-fetch-site': 'same-site' }));
    await expectRefused(await patchTitle({ origin: null, 'sec-fetch-site': 'same-site' }));
  });

  it('refuses the multipart questionnaire upload from another site (201 from the portal)', async () => {
    const upload = (origin: string) => {
      const form = new FormData();
      form.set('file', new File([new TextEncoder().encode('q1,q2')], 'questions.csv', { type: 'text/csv' }));
      return t.app.fetch(
        new Request(`${TEST_PUBLIC_URL}/api/statuspage/share/${member.accountId}/external/questionnaires`, {
          method: 'POST',
          body: form,
          headers: { cookie: member.cookie, origin },
        }),
      );
    };
    await expectRefused(await upload('https://evil.example'));
    expect((await upload(TEST_PUBLIC_URL)).status).toBe(201);
  });

  it('refuses a form-posted member logout from another site: the session stays', async () => {
    const logout = await t.app.fetch(
      new Request(`${TEST_PUBLIC_URL}/api/statuspage/share/auth/logout`, {
        method: 'POST',
        body: 'x=1',
        headers: { cookie: member.cookie, origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    await expectRefused(logout);
    expect((await t.app.fetch(t.request('GET', `/api/statuspage/share/${member.accountId}/external/view`, undefined, { cookie: member.cookie }))).status).toBe(
      200,
    );
  });

  it('refuses anonymous mail-sending writes from another site too', async () => {
    const subscribe = await t.app.fetch(
      t.request('POST', `/api/share/${t.org.id}/subscribe`, { email: 'victim@x.test', source: 'subscribe button' }, { origin: 'https://evil.example' }),
    );
    await expectRefused(subscribe);
    expect(t.outbox).toHaveLength(0);
  });

  it("accepts an organisation's own hosts: its custom domains, behind a proxy that rewrites Host", async () => {
    await t.db
      .update(organizations)
      .set({ customDomains: ['trust.acme.test', 'security.acme.test'] })
      .where(eq(organizations.id, t.org.id));
    // Sent to an internal address (the default organisation's), from the public custom domain.
    const viaProxy = await t.app.fetch(
      new Request('http://localhost:4321/api/admin/settings/customization', {
        method: 'PATCH',
        body: JSON.stringify({ portalTitle: 'Proxied' }),
        headers: { cookie: admin, 'content-type': 'application/json', origin: 'https://security.acme.test', host: 'localhost:4321' },
      }),
    );
    expect(viaProxy.status).toBe(200);
    await expectRefused(await patchTitle({ origin: 'https://acme.test.evil.example' }));
  });

  it('lets safe methods through whatever their origin', async () => {
    expect(
      (await t.app.fetch(t.request('GET', '/api/admin/session', undefined, { cookie: admin, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })))
        .status,
    ).toBe(200);
  });

  it('lets mail clients use the one-click unsubscribe URL (RFC 8058) across sites', async () => {
    const res = await t.app.fetch(
      t.request('POST', `/api/share/${t.org.id}/unsubscribe/one-click?token=x.y.z`, 'List-Unsubscribe=One-Click', { origin: 'https://mail.example' }),
    );
    expect(res.status).not.toBe(403);
  });
});

describe('neither header: the CSRF token', () => {
  async function signIn(): Promise<{ cookie: string; csrf: string }> {
    await t.app.fetch(t.request('POST', '/api/admin/auth/login', { email: 'admin@acme.test' }));
    const link = /https?:\/\/\S+\/api\/admin\/auth\/callback\?token=\S+/.exec(t.outbox.at(-1)!.text)![0];
    const cookies = (await t.app.fetch(new Request(link))).headers.getSetCookie();
    const value = (name: string) =>
      cookies
        .find((c) => c.startsWith(`${name}=`))!
        .split(';')[0]!
        .split('=')[1]!;
    return { cookie: `gh_staff=${value('gh_staff')}`, csrf: value('gh_csrf') };
  }

  it('a session cookie without Origin, Sec-Fetch-Site or token is refused; with the token it goes through', async () => {
    const { cookie, csrf } = await signIn();
    const write = (headers: Record<string, string | null>) =>
      t.app.fetch(t.request('PATCH', '/api/admin/settings/customization', { portalTitle: 'Tokened' }, { cookie, origin: null, ...headers }));
    await expectRefused(await write({}));
    await expectRefused(await write({ 'x-csrf-token': 'forged' }));
    // The token of another session is no good either.
    const other = await signIn();
    expect(other.csrf).not.toBe(csrf);
    await expectRefused(await write({ 'x-csrf-token': other.csrf }));
    expect((await write({ 'x-csrf-token': csrf })).status).toBe(200);
  });

  it('a request with no session cookie and neither header has no ambient authority: it is not asked for one', async () => {
    const res = await t.app.fetch(
      t.request('POST', `/api/share/${t.org.id}/subscribe`, { email: 'a@example.com', source: 'subscribe button' }, { origin: null }),
    );
    expect(res.status).toBe(200);
  });
});
