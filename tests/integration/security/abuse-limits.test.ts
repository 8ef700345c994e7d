/**
 * Abuse limits: 200 abusive requests to any route that sends mail produce at most a handful of emails and 429s for
 * the rest (with Retry-After and "Too many attempts. Try again in N minutes."), counted per client address, per
 * target address and per organisation, in the database (so they hold across restarts); a repeated request for
 * the same address re-uses the pending mail; staff see the refusals; RATE_LIMITS tunes them.
 */
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tooManyAttemptsMessage } from '../../../content/errors.ts';
import { parseLimitOverrides } from '../../../edge/config/limits.ts';
import { createApp } from '../../../edge/router.ts';
import { rateLimits, subscribers } from '../../../edge/db/schema.ts';
import { COUNTER_CLEANUP_EVERY_MS, endedCountersDelete } from '../../../edge/services/limits/abuse-limits.ts';
import { readAudit } from '../../../edge/services/audit/audit-log.ts';
import { addStaff } from '../../../edge/services/staff/add-staff.ts';
import { staffCookie } from '../helpers/content-fixture.ts';
import { jsonOf, makeTestApp, type TestApp } from '../helpers/test-app.ts';
import { accountWithMember, publishLive, requestBody } from '../access/fixture.ts';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
  await publishLive(t.db, t.org.id);
  await addStaff({ db: t.db, orgId: t.org.id, email: 'admin@acme.test', role: 'admin', now: t.deps.now() });
});
afterEach(async () => {
  await t.close();
});

const from = (ip: string) => ({ 'x-glasshouse-remote-addr': ip });
const post = (path: string, body: unknown, headers: Record<string, string> = {}) => t.app.fetch(t.request('POST', path, body, headers));

/** Sends `count` requests and returns their statuses. */
async function flood(count: number, send: (i: number) => Promise<Response>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await send(i)).status);
  return statuses;
}

const tally = (statuses: number[]) => {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
};

// Hundreds of requests each: more time than vitest's default 5 s on a busy machine.
describe('200 abusive requests produce a handful of mails and 429s', { timeout: 120_000 }, () => {
  it('staff sign-in for one victim from one client: one email', async () => {
    const statuses = await flood(200, () => post('/api/admin/auth/login', { email: 'admin@acme.test' }, from('203.0.113.7')));
    expect(t.outbox).toHaveLength(1);
    expect(tally(statuses)).toEqual({ 200: 5, 429: 195 });
  });

  it('subscribe one victim address: one email', async () => {
    const statuses = await flood(200, () =>
      post(`/api/share/${t.org.id}/subscribe`, { email: 'victim@example.com', source: 'subscribe button' }, from('203.0.113.8')),
    );
    expect(t.outbox).toHaveLength(1);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(190);
  });

  it('member sign-in: one email to the member', async () => {
    await accountWithMember(t, { name: 'Corp A', email: 'ann@a.test', profile: 'pp_a' });
    const statuses = await flood(200, () => post(`/api/share/${t.org.id}/login`, { email: 'ann@a.test', productId: 'main' }, from('203.0.113.9')));
    expect(t.outbox.filter((m) => m.to === 'ann@a.test')).toHaveLength(1);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(190);
  });

  it('access requests with a new address each time from one client: at most 5 go through', async () => {
    const statuses = await flood(200, (i) => post(`/api/share/${t.org.id}/request`, requestBody({ email: `person${i}@corp.test` }), from('203.0.113.10')));
    expect(tally(statuses)).toEqual({ 200: 5, 429: 195 });
    // The requester's acknowledgement and the staff notification of 5 requests.
    expect(t.outbox.length).toBeLessThanOrEqual(10);
  });

  it('a member inviting 200 addresses: 20 invitations, then 429', async () => {
    const m = await accountWithMember(t, { name: 'Corp A', email: 'ann@a.test', profile: 'pp_a' });
    const statuses = await flood(200, (i) =>
      post(`/api/statuspage/share/${m.accountId}/external/invite-colleague`, { emails: [`guest${i}@x.test`] }, { cookie: m.cookie, ...from('203.0.113.11') }),
    );
    expect(tally(statuses)).toEqual({ 200: 20, 429: 180 });
    expect(t.outbox).toHaveLength(20);
    // One request with more addresses than the member has left is refused as a whole.
    t.advance(60 * 60 * 1000);
    const big = await post(
      `/api/statuspage/share/${m.accountId}/external/invite-colleague`,
      { emails: Array.from({ length: 21 }, (_, i) => `big${i}@x.test`) },
      { cookie: m.cookie },
    );
    expect(big.status).toBe(429);
  });

  it('the same address invited twice within a day gets one invitation', async () => {
    const m = await accountWithMember(t, { name: 'Corp A', email: 'ann@a.test', profile: 'pp_a' });
    for (let i = 0; i < 3; i++)
      expect((await post(`/api/statuspage/share/${m.accountId}/external/invite-colleague`, { emails: ['bob@x.test'] }, { cookie: m.cookie })).status).toBe(200);
    expect(t.outbox.map((mail) => mail.to)).toEqual(['bob@x.test']);
  });

  it('extension requests without a session: one confirmation mail', async () => {
    const m = await accountWithMember(t, { name: 'Corp A', email: 'ann@a.test', profile: 'pp_a', expiresInMs: 1000 });
    t.advance(2000);
    const statuses = await flood(200, () => post(`/api/statuspage/share/${m.accountId}/external/extend-access`, { email: 'ann@a.test' }, from('203.0.113.12')));
    expect(t.outbox).toHaveLength(1);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(190);
  });
});

describe('the 429 answer', () => {
  it('has Retry-After, the JSON error of the catalogue and "Try again in N minutes"', async () => {
    for (let i = 0; i < 10; i++) await post('/api/admin/auth/login', { email: `x${i}@acme.test` }, from('198.51.100.1'));
    const res = await post('/api/admin/auth/login', { email: 'admin@acme.test' }, from('198.51.100.1'));
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe(String(15 * 60));
    expect(await jsonOf(res)).toEqual({ status: 429, code: 'TOO_MANY_REQUESTS', error: 'Too many attempts. Try again in 15 minutes.', retryAfter: 900 });
    t.advance(14 * 60 * 1000 + 30 * 1000);
    const later = await post('/api/admin/auth/login', { email: 'admin@acme.test' }, from('198.51.100.1'));
    expect(later.headers.get('retry-after')).toBe('30');
    expect((await jsonOf(later)).error).toBe('Too many attempts. Try again in 1 minute.');
    t.advance(30 * 1000);
    expect((await post('/api/admin/auth/login', { email: 'admin@acme.test' }, from('198.51.100.1'))).status).toBe(200);
  });

  it('words the wait in minutes, singular or plural, and in hours past two', () => {
    expect(tooManyAttemptsMessage(1)).toBe('Too many attempts. Try again in 1 minute.');
    expect(tooManyAttemptsMessage(60)).toBe('Too many attempts. Try again in 1 minute.');
    expect(tooManyAttemptsMessage(61)).toBe('Too many attempts. Try again in 2 minutes.');
    expect(tooManyAttemptsMessage(3600)).toBe('Too many attempts. Try again in 60 minutes.');
    expect(tooManyAttemptsMessage(86_400)).toBe('Too many attempts. Try again in 24 hours.');
  });
});

describe('counted per client, per target address and per organisation', { timeout: 60_000 }, () => {
  it('many clients asking for one address: the per-address limit', async () => {
    const statuses = await flood(20, (i) => post('/api/admin/auth/login', { email: 'admin@acme.test' }, from(`192.0.2.${i + 1}`)));
    expect(tally(statuses)).toEqual({ 200: 5, 429: 15 });
    expect(t.outbox).toHaveLength(1);
  });

  it('an IPv6 client counts by its /64', async () => {
    const statuses = await flood(12, (i) => post('/api/admin/auth/login', { email: `n${i}@acme.test` }, from(`2001:db8:1:2::${(i + 1).toString(16)}`)));
    expect(tally(statuses)).toEqual({ 200: 10, 429: 2 });
  });

  it('many clients, many addresses: the organisation limit caps the total', async () => {
    t.deps.config.limits = parseLimitOverrides('subscribe.org=30/1h');
    const statuses = await flood(60, (i) =>
      post(`/api/share/${t.org.id}/subscribe`, { email: `s${i}@example.com`, source: 'subscribe button' }, from(`10.0.${i}.1`)),
    );
    expect(tally(statuses)).toEqual({ 200: 30, 429: 30 });
    expect(t.outbox).toHaveLength(30);
    // A refused request stores nothing: the counters and the subscriber are written together or not at all.
    const stored = await t.db.select({ email: subscribers.email }).from(subscribers).where(eq(subscribers.orgId, t.org.id));
    expect(stored.map((r) => r.email).sort()).toEqual(Array.from({ length: 30 }, (_, i) => `s${i}@example.com`).sort());
  });

  it('holds across a restart: the counters are in the database', async () => {
    for (let i = 0; i < 10; i++) await post('/api/admin/auth/login', { email: `r${i}@acme.test` }, from('198.51.100.2'));
    const restarted = createApp(t.deps);
    const res = await restarted.fetch(t.request('POST', '/api/admin/auth/login', { email: 'admin@acme.test' }, from('198.51.100.2')));
    expect(res.status).toBe(429);
  });

  it('RATE_LIMITS tunes a limit, or switches it off', async () => {
    t.deps.config.limits = parseLimitOverrides('staff-login.ip=2/1m, staff-login.email=off');
    const statuses = await flood(3, (i) => post('/api/admin/auth/login', { email: `t${i}@acme.test` }, from('198.51.100.3')));
    expect(tally(statuses)).toEqual({ 200: 2, 429: 1 });
    expect(() => parseLimitOverrides('staff-login.ip=lots')).toThrow(/write a count and a window/);
    expect(() => parseLimitOverrides('mailbomb.ip=1/1m')).toThrow(/actions:/);
  });
});

describe('one mail per address and window', () => {
  it('a second sign-in request re-uses the pending link; once it is used, a new request mails again', async () => {
    await post('/api/admin/auth/login', { email: 'admin@acme.test' });
    await post('/api/admin/auth/login', { email: 'admin@acme.test' });
    expect(t.outbox).toHaveLength(1);
    const link = /https?:\/\/\S+\/api\/admin\/auth\/callback\?token=\S+/.exec(t.outbox[0]!.text)![0];
    expect((await t.app.fetch(new Request(link))).headers.get('location')).toBe('/admin');
    await post('/api/admin/auth/login', { email: 'admin@acme.test' });
    expect(t.outbox).toHaveLength(2);
  });

  it('after the resend window, the next request mails a new link', async () => {
    await post('/api/admin/auth/login', { email: 'admin@acme.test' });
    t.advance(10 * 60 * 1000);
    await post('/api/admin/auth/login', { email: 'admin@acme.test' });
    expect(t.outbox).toHaveLength(2);
  });
});

describe('ended counters', () => {
  const HOUR = 60 * 60 * 1000;
  const DAY = 24 * HOUR;
  const subscribeFrom = (ip: string) =>
    post(`/api/share/${t.org.id}/subscribe`, { email: `reader@${ip.replaceAll('.', '-')}.test`, source: 'subscribe button' }, from(ip));
  const ipCounter = async (ip: string) =>
    (
      await t.db
        .select({ count: rateLimits.count })
        .from(rateLimits)
        .where(and(eq(rateLimits.scope, 'ip'), eq(rateLimits.subject, ip)))
    ).length;

  it('are deleted once their window ended a day ago, by a later request, at most once a minute', async () => {
    expect((await subscribeFrom('203.0.113.21')).status).toBe(200);
    expect(await ipCounter('203.0.113.21')).toBe(1);
    // The subscribe counter of a client address lasts an hour: ten seconds before it has been over for a day.
    t.advance(HOUR + DAY - 10_000);
    expect((await subscribeFrom('203.0.113.22')).status).toBe(200);
    expect(await ipCounter('203.0.113.21')).toBe(1);
    // Over for a day now, but the last clean-up was 30 s ago: the counter stays until a minute has passed.
    t.advance(30_000);
    expect((await subscribeFrom('203.0.113.23')).status).toBe(200);
    expect(await ipCounter('203.0.113.21')).toBe(1);
    t.advance(COUNTER_CLEANUP_EVERY_MS);
    expect((await subscribeFrom('203.0.113.24')).status).toBe(200);
    expect(await ipCounter('203.0.113.21')).toBe(0);
    // The counters of the later requests are still running or ended less than a day ago.
    for (const ip of ['203.0.113.22', '203.0.113.23', '203.0.113.24']) expect(await ipCounter(ip)).toBe(1);
  });

  it("are found by the index of their windows' ends, not by reading the whole table", async () => {
    const { sql, params } = endedCountersDelete(t.db, t.deps.now()).toSQL();
    const plan = await t.client.execute({ sql: `EXPLAIN QUERY PLAN ${sql}`, args: params as never[] });
    const steps = plan.rows.map((row) => String(row.detail));
    expect(steps.join('\n')).toMatch(/SEARCH rate_limits USING INDEX rate_limits_window_end/);
    expect(steps.some((step) => /^SCAN rate_limits\b/.test(step))).toBe(false);
  });
});

describe('staff see the refusals', () => {
  it('in the access audit (admins): the first refusal of a window is logged, and the counters are listed', async () => {
    await flood(15, () => post('/api/admin/auth/login', { email: 'admin@acme.test' }, from('203.0.113.50')));
    // One entry per counter and window: the address's (6th request), then the client's (11th).
    const entries = (await readAudit({ db: t.db, orgId: t.org.id })).filter((e) => e.action === 'security.rate_limited');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      actor: 'ip:203.0.113.50',
      subject: 'admin@acme.test',
      data: { limitedAction: 'staff-login', scope: 'email', limit: 5 },
    });
    expect(entries[1]).toMatchObject({ actor: 'ip:203.0.113.50', subject: '203.0.113.50', data: { limitedAction: 'staff-login', scope: 'ip', limit: 10 } });

    const admin = await staffCookie(t.db, t.org.id, 'boss@acme.test', 'admin', t.deps.now());
    const editor = await staffCookie(t.db, t.org.id, 'ed@acme.test', 'editor', t.deps.now());
    const list = await jsonOf(await t.app.fetch(t.request('GET', '/api/admin/access/blocked-attempts', undefined, { cookie: admin })));
    expect(list.attempts).toContainEqual(
      expect.objectContaining({ action: 'staff-login', scope: 'email', subject: 'admin@acme.test', blocked: 10, attempts: 15, limit: 5 }),
    );
    expect(list.attempts).toContainEqual(expect.objectContaining({ action: 'staff-login', scope: 'ip', subject: '203.0.113.50', blocked: 5, limit: 10 }));
    expect((await t.app.fetch(t.request('GET', '/api/admin/access/blocked-attempts', undefined, { cookie: editor }))).status).toBe(403);
    expect((await t.app.fetch(t.request('GET', '/api/admin/access/blocked-attempts'))).status).toBe(401);
  });
});

describe('extend-access answers the same for members and strangers', () => {
  it('member, stranger, member of another account, unknown account: one answer; only the member is mailed', async () => {
    const a = await accountWithMember(t, { name: 'Corp A', email: 'ann@a.test', profile: 'pp_a', expiresInMs: 1000 });
    await accountWithMember(t, { name: 'Corp B', email: 'bob@b.test', profile: 'pp_a' });
    t.advance(2000);
    const ask = (accountId: string, email: string) => post(`/api/statuspage/share/${accountId}/external/extend-access`, { email });
    const answers = [
      await ask(a.accountId, 'ann@a.test'),
      await ask(a.accountId, 'stranger@x.test'),
      await ask(a.accountId, 'bob@b.test'),
      await ask('acc_unknown', 'ann@a.test'),
    ];
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(await jsonOf(res)).toEqual({ ok: true, code: 'confirmation-sent' });
    }
    expect(t.outbox.map((m) => m.to)).toEqual(['ann@a.test']);
    expect(t.outbox[0]!.subject).toBe("Confirm your request to extend access to Acme's Trust Center");

    // Nothing is filed until the member confirms.
    const pending = async () => (await readAudit({ db: t.db, orgId: t.org.id })).filter((e) => e.action === 'access.extend_request').length;
    expect(await pending()).toBe(0);
    const link = /https?:\/\/\S+\/extend-access\/confirm\?token=\S+/.exec(t.outbox[0]!.text)![0];
    expect((await t.app.fetch(new Request(link))).headers.get('location')).toBe('http://portal.test/?extendRequest=sent');
    expect(await pending()).toBe(1);
    expect((await t.app.fetch(new Request(`http://portal.test/api/share/${t.org.id}/extend-access/confirm?token=forged`))).headers.get('location')).toBe(
      'http://portal.test/?extendRequest=link-invalid',
    );
  });
});
