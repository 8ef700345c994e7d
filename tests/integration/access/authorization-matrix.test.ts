/**
 * Every gated route × every kind of caller, with the demo organisation's content and canaries planted in its gated
 * fields (`tests/fixtures/canaries/`):
 * anonymous, a member of account A (profile "Standard NDA"), a member of account B ("Enterprise", which lists
 * restricted hidden items), a member of an expired account, a staff viewer and a staff editor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SnapshotSchema } from '../../../content/index.ts';
import { acceptNda } from '../../../edge/services/access/accept-nda.ts';
import { resolveAccountSession } from '../../../edge/services/access/resolve-account-session.ts';
import { makeTestApp, type TestApp } from '../helpers/test-app.ts';
import { staffCookie } from '../helpers/content-fixture.ts';
import { CANARY_STRINGS as CANARIES, canaryDemoCollections } from '../../fixtures/canaries/canary-demo.ts';
import { accountWithMember, publishLive, requestBody, type MemberFixture } from './fixture.ts';

/** Canaries of restricted hidden items listed only by the Enterprise profile. */
const ENTERPRISE_ONLY = [
  'CANARY-REDTEAMTITLE-849520',
  'CANARY-REDTEAMEXPL-A065CA',
  'CANARY-BREAKGLASSTITLE-979766',
  'CANARY-BREAKGLASSEXPL-553943',
  'CANARY-BCPTITLE-BEAFF1',
  'CANARY-BCPEXPL-8EBD8C',
  'CANARY-RLSTITLE-2FCFF4',
  'CANARY-RLSEXPL-613805',
];
/** Staff-only canaries: internal knowledge base, hidden topics. */
const STAFF_ONLY = ['CANARY-KBINCIDENTQ-BF6770', 'CANARY-KBCARVEOUTQ-F2B12C', 'CANARY-TOPICHIDDENSUBJECT-13A0AC', 'CANARY-TOPICHIDDENMESSAGE-FA61CD'];

const CALLERS = ['anonymous', 'accountA', 'accountB', 'expired', 'staffViewer', 'staffEditor'] as const;
type Caller = (typeof CALLERS)[number];
type Expected = Record<Caller, number>;
const only = (ok: Caller[], okStatus: number, otherwise: Partial<Expected>, rest = 401): Expected =>
  Object.fromEntries(CALLERS.map((c) => [c, ok.includes(c) ? okStatus : (otherwise[c] ?? rest)])) as Expected;

describe('authorisation matrix of the gated routes', () => {
  let t: TestApp;
  let a: MemberFixture;
  let b: MemberFixture;
  let expired: MemberFixture;
  const cookies = {} as Record<Caller, string | undefined>;
  const bodies: Record<Caller, string[]> = Object.fromEntries(CALLERS.map((c) => [c, []])) as unknown as Record<Caller, string[]>;
  let pendingIds: string[] = [];
  let spareAccount = '';
  let spareMember = '';

  beforeAll(async () => {
    t = await makeTestApp({ org: { id: 'org_northwind', slug: 'northwind', name: 'Northwind Cloud' } });
    await publishLive(t.db, t.org.id, SnapshotSchema.parse(canaryDemoCollections()));
    a = await accountWithMember(t, { name: 'Account A', email: 'ann@a.test', profile: 'pp_standard_nda' });
    b = await accountWithMember(t, { name: 'Account B', email: 'bob@b.test', profile: 'pp_enterprise' });
    expired = await accountWithMember(t, { name: 'Expired', email: 'eve@e.test', profile: 'pp_enterprise', expiresInMs: 1000 });
    const spare = await accountWithMember(t, { name: 'Spare', email: 'sam@s.test', profile: 'pp_standard_nda' });
    spareAccount = spare.accountId;
    spareMember = spare.memberId;
    cookies.anonymous = undefined;
    cookies.accountA = a.cookie;
    cookies.accountB = b.cookie;
    cookies.expired = expired.cookie;
    cookies.staffViewer = await staffCookie(t.db, t.org.id, 'viewer@northwind.test', 'viewer', t.deps.now());
    cookies.staffEditor = await staffCookie(t.db, t.org.id, 'editor@northwind.test', 'editor', t.deps.now());
    // A signed the NDA (so its signed copy can be downloaded); two requests wait for a decision.
    const sessionA = await resolveAccountSession(t.request('GET', '/', undefined, { cookie: a.cookie }), t.deps);
    if (sessionA.status !== 'active') throw new Error('no session');
    await acceptNda({ db: t.db, session: sessionA.session, name: 'Ann', version: 1, ip: '', userAgent: '', orgName: 'Northwind Cloud', now: t.deps.now() });
    for (const email of ['p1@p.test', 'p2@p.test']) {
      const res = await t.app.fetch(
        t.request(
          'POST',
          `/api/share/${t.org.id}/request`,
          requestBody({
            email,
            productId: 'prod_platform',
            countriesDropdown: 'France',
            relationshipDropdown: 'customer',
            jobTitleTextField: 'CISO',
            accountMemberRequestProducts: ['prod_platform'],
          }),
        ),
      );
      expect(res.status, await res.clone().text()).toBe(200);
    }
    const list = await t.app.fetch(t.request('GET', '/api/admin/access/requests', undefined, { cookie: cookies.staffEditor! }));
    pendingIds = ((await list.json()) as { requests: { id: string }[] }).requests.map((r) => r.id).sort();
    t.advance(2000);
  });
  afterAll(() => t.close());

  const accountBase = () => `/api/statuspage/share/${a.accountId}/external`;
  const ROUTES: { name: string; method: string; path: () => string; body?: () => unknown; expected: Expected }[] = [
    { name: 'GET {base}/view', method: 'GET', path: () => `${accountBase()}/view`, expected: only(['accountA'], 200, { accountB: 403, expired: 403 }) },
    {
      name: 'GET {base}/view/{productId}',
      method: 'GET',
      path: () => `${accountBase()}/view/prod_analytics`,
      expected: only(['accountA'], 200, { accountB: 403, expired: 403 }),
    },
    { name: 'GET {base}/nda', method: 'GET', path: () => `${accountBase()}/nda`, expected: only(['accountA'], 200, { accountB: 403, expired: 403 }) },
    {
      name: 'POST {base}/nda/accept',
      method: 'POST',
      path: () => `${accountBase()}/nda/accept`,
      body: () => ({ name: 'Ann Lee', version: 1 }),
      expected: only(['accountA'], 200, { accountB: 403, expired: 403 }),
    },
    {
      name: 'POST {base}/download-signed-clickwrap-nda',
      method: 'POST',
      path: () => `${accountBase()}/download-signed-clickwrap-nda`,
      body: () => ({}),
      expected: only(['accountA'], 200, { accountB: 403, expired: 403 }),
    },
    {
      name: 'POST {base}/invite-colleague',
      method: 'POST',
      path: () => `${accountBase()}/invite-colleague`,
      body: () => ({ emails: ['new@a.test'] }),
      expected: only(['accountA'], 200, { accountB: 403, expired: 403 }),
    },
    {
      name: 'POST {base}/extend-access',
      method: 'POST',
      path: () => `${accountBase()}/extend-access`,
      body: () => ({}),
      expected: only(['accountA'], 409, { accountB: 403, expired: 403 }),
    },
    {
      name: 'GET preview view',
      method: 'GET',
      path: () => `/api/share/${t.org.id}/preview/view?permissionProfileId=pp_enterprise`,
      expected: only(['staffViewer', 'staffEditor'], 200, {}),
    },
    { name: 'GET requests', method: 'GET', path: () => '/api/admin/access/requests?status=all', expected: only(['staffViewer', 'staffEditor'], 200, {}) },
    {
      name: 'POST approve',
      method: 'POST',
      path: () => `/api/admin/access/requests/${pendingIds[0]}/approve`,
      body: () => ({ newAccount: { name: 'P1 Inc' }, permissionProfileId: 'pp_standard_nda' }),
      expected: only(['staffEditor'], 200, { staffViewer: 403 }),
    },
    {
      name: 'POST decline',
      method: 'POST',
      path: () => `/api/admin/access/requests/${pendingIds[1]}/decline`,
      body: () => ({ reason: 'request_declined' }),
      expected: only(['staffEditor'], 200, { staffViewer: 403 }),
    },
    { name: 'GET accounts', method: 'GET', path: () => '/api/admin/access/accounts', expected: only(['staffViewer', 'staffEditor'], 200, {}) },
    {
      name: 'POST accounts',
      method: 'POST',
      path: () => '/api/admin/access/accounts',
      body: () => ({ name: 'New Co', permissionProfileId: 'pp_standard_nda' }),
      expected: only(['staffEditor'], 200, { staffViewer: 403 }),
    },
    {
      name: 'PUT account',
      method: 'PUT',
      path: () => `/api/admin/access/accounts/${spareAccount}`,
      body: () => ({ domains: ['spare.test'] }),
      expected: only(['staffEditor'], 200, { staffViewer: 403 }),
    },
    {
      name: 'POST member',
      method: 'POST',
      path: () => `/api/admin/access/accounts/${spareAccount}/members`,
      body: () => ({ email: 'new2@s.test' }),
      expected: only(['staffEditor'], 200, { staffViewer: 403 }),
    },
    {
      name: 'DELETE member',
      method: 'DELETE',
      path: () => `/api/admin/access/accounts/${spareAccount}/members/${spareMember}`,
      expected: only(['staffEditor'], 200, { staffViewer: 403 }),
    },
    {
      name: 'POST revoke',
      method: 'POST',
      path: () => `/api/admin/access/accounts/${spareAccount}/revoke`,
      body: () => ({}),
      expected: only(['staffEditor'], 200, { staffViewer: 403 }),
    },
    { name: 'GET settings', method: 'GET', path: () => '/api/admin/access/settings', expected: only(['staffViewer', 'staffEditor'], 200, {}) },
    {
      name: 'PUT settings (admins only)',
      method: 'PUT',
      path: () => '/api/admin/access/settings',
      body: () => ({ autoApproval: 'always' }),
      expected: only([], 200, { staffViewer: 403, staffEditor: 403 }),
    },
    { name: 'GET NDA text', method: 'GET', path: () => '/api/admin/access/nda', expected: only(['staffViewer', 'staffEditor'], 200, {}) },
    {
      name: 'PUT NDA text (admins only)',
      method: 'PUT',
      path: () => '/api/admin/access/nda',
      body: () => ({ text: 'x' }),
      expected: only([], 200, { staffViewer: 403, staffEditor: 403 }),
    },
    {
      name: 'GET audit log (admins only)',
      method: 'GET',
      path: () => '/api/admin/access/audit',
      expected: only([], 200, { staffViewer: 403, staffEditor: 403 }),
    },
  ];

  for (const route of ROUTES) {
    it(`${route.name}: ${CALLERS.map((c) => `${c} ${route.expected[c]}`).join(', ')}`, async () => {
      const actual = {} as Expected;
      for (const caller of CALLERS) {
        const headers: Record<string, string> = cookies[caller] ? { cookie: cookies[caller]! } : {};
        const res = await t.app.fetch(t.request(route.method, route.path(), route.body?.(), headers));
        actual[caller] = res.status;
        bodies[caller].push(res.headers.get('content-type')?.includes('pdf') ? '' : await res.text());
      }
      expect(actual).toEqual(route.expected);
    });
  }

  it('anonymous responses never contain a canary', () => {
    const text = bodies.anonymous.join('\n');
    expect(CANARIES.filter((c) => text.includes(c))).toEqual([]);
  });

  it("account A never receives content only account B's profile sees, nor staff-only content", () => {
    const text = bodies.accountA.join('\n');
    expect(text).toContain('CANARY-SOCEXPL-E1D58F'); // restricted content A's profile grants: the test can see leaks
    expect([...ENTERPRISE_ONLY, ...STAFF_ONLY].filter((c) => text.includes(c))).toEqual([]);
  });

  it("account B's own view has its profile's hidden items (positive control)", async () => {
    const res = await t.app.fetch(t.request('GET', `/api/statuspage/share/${b.accountId}/external/view`, undefined, { cookie: b.cookie }));
    const text = await res.text();
    expect(ENTERPRISE_ONLY.every((c) => text.includes(c))).toBe(true);
    expect(STAFF_ONLY.filter((c) => text.includes(c))).toEqual([]);
  });

  it('revoking an account ends its session at once', async () => {
    expect((await t.app.fetch(t.request('GET', `${accountBase()}/view`, undefined, { cookie: a.cookie }))).status).toBe(200);
    const res = await t.app.fetch(t.request('POST', `/api/admin/access/accounts/${a.accountId}/revoke`, {}, { cookie: cookies.staffEditor! }));
    expect(res.status).toBe(200);
    expect((await t.app.fetch(t.request('GET', `${accountBase()}/view`, undefined, { cookie: a.cookie }))).status).toBe(401);
  });
});
