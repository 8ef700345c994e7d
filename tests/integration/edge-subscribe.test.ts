import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { subscribers, subscriptionBlocks } from '../../edge/db/schema.ts';
import { unsubscribeToken, unsubscribeUrl } from '../../edge/services/subscriptions/cancel-subscription.ts';
import { signLinkToken } from '../../edge/services/tokens/link-token.ts';
import { jsonOf, makeTestApp, TEST_PUBLIC_URL, TEST_SESSION_SECRET, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(async () => {
  await t.close();
});

const DAY = 24 * 60 * 60 * 1000;

function subscribeRequest(body: unknown, orgId = t.org.id) {
  return t.app.fetch(t.request('POST', `/api/share/${orgId}/subscribe`, body));
}

async function rowsFor(email: string) {
  return t.db
    .select()
    .from(subscribers)
    .where(and(eq(subscribers.orgId, t.org.id), eq(subscribers.email, email)));
}

/** The confirmation link found in a captured email's text. */
function confirmLinkOf(text: string): URL {
  const match = text.match(/https?:\/\/\S+\/subscribe\/confirm\?token=\S+/);
  expect(match, 'the email carries a confirmation link').not.toBeNull();
  return new URL(match![0]);
}

async function follow(link: URL) {
  return t.app.fetch(new Request(link));
}

describe('POST /api/share/:orgId/subscribe', () => {
  it('stores a trimmed, lowercased pending subscriber and emails a confirmation link', async () => {
    const res = await subscribeRequest({ email: '  Jane.Doe@Example.COM ', source: 'trust center updates button' });
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toEqual({ ok: true });

    const rows = await rowsFor('jane.doe@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', source: 'trust center updates button', confirmedAt: null });

    expect(t.outbox).toHaveLength(1);
    const [mail] = t.outbox;
    expect(mail!.to).toBe('jane.doe@example.com');
    expect(mail!.subject).toBe("Confirm your subscription to Acme's updates");
    const link = confirmLinkOf(mail!.text);
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_PUBLIC_URL}/api/share/${t.org.id}/subscribe/confirm`);
    expect(mail!.html).toContain(link.href.replace(/&/g, '&amp;'));
  });

  it('defaults the source to "subscribe button"', async () => {
    await subscribeRequest({ email: 'a@example.com' });
    expect((await rowsFor('a@example.com'))[0]!.source).toBe('subscribe button');
  });

  it('accepts an address without a top-level domain', async () => {
    const res = await subscribeRequest({ email: 'ops@intranet' });
    expect(res.status).toBe(200);
  });

  it('is idempotent: one row; while pending, one mail per 10 minutes (a repeat re-uses the pending one)', async () => {
    const first = await subscribeRequest({ email: 'a@example.com' });
    const second = await subscribeRequest({ email: 'A@example.com ' });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ ok: true });
    expect(await rowsFor('a@example.com')).toHaveLength(1);
    expect(t.outbox.map((m) => m.to)).toEqual(['a@example.com']);
    t.advance(10 * 60 * 1000);
    expect((await subscribeRequest({ email: 'a@example.com' })).status).toBe(200);
    expect(t.outbox.map((m) => m.to)).toEqual(['a@example.com', 'a@example.com']);
  });

  it('answers every one of many simultaneous requests, repeats included, with one row and one mail per address', async () => {
    const emails = Array.from({ length: 40 }, (_, i) => `burst${i % 30}@example.com`);
    // From as many visitors (one client address each), so the per-address abuse limit stays out of the way.
    const responses = await Promise.all(
      emails.map((email, i) =>
        t.app.fetch(t.request('POST', `/api/share/${t.org.id}/subscribe`, { email }, { 'x-glasshouse-remote-addr': `198.51.100.${i}` })),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(emails.map(() => 200));
    const rows = await t.db.select().from(subscribers).where(eq(subscribers.orgId, t.org.id));
    expect(rows).toHaveLength(30);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['pending']));
    // A repeat while the first confirmation is pending re-uses it.
    expect(t.outbox).toHaveLength(30);
  });

  it('sends nothing again once the subscription is confirmed', async () => {
    await subscribeRequest({ email: 'a@example.com' });
    await follow(confirmLinkOf(t.outbox[0]!.text));
    const again = await subscribeRequest({ email: 'a@example.com' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true });
    expect(t.outbox).toHaveLength(1);
    expect((await rowsFor('a@example.com'))[0]!.status).toBe('confirmed');
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: '   ' }, 'Email is required'],
    [{ email: null }, 'Email is required'],
    [{ email: 'not-an-email' }, 'This email is invalid'],
    [{ email: 'jane@' }, 'This email is invalid'],
    [{ email: 'jane doe@example.com' }, 'This email is invalid'],
    // What a mail library would read as a display name or another address (and a way around the block list).
    [{ email: 'jane@blocked.example>' }, 'This email is invalid'],
    [{ email: 'x<jane@blocked.example>' }, 'This email is invalid'],
    [{ email: '<script>alert(1)</script>@x.io' }, 'This email is invalid'],
    [{ email: 'jane@example.com,john@example.com' }, 'This email is invalid'],
    [{ email: '"jane"@example.com' }, 'This email is invalid'],
    [{ email: 'jane@example..com' }, 'This email is invalid'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const res = await subscribeRequest(body);
    expect(res.status).toBe(400);
    const json = await jsonOf(res);
    expect(json).toMatchObject({ status: 400, error: message, code: 'VALIDATION_FAILED' });
    expect(json.issues[0]).toEqual({ path: 'email', message });
    expect(t.outbox).toHaveLength(0);
    expect(await t.db.select().from(subscribers)).toHaveLength(0);
  });

  it.each([[{ email: 'a@example.com', source: 'newsletter' }], [[]], [{ email: 'a@example.com', source: 7 }]])(
    'refuses the malformed payload %j with 400 VALIDATION_FAILED',
    async (body) => {
      const res = await subscribeRequest(body);
      expect(res.status).toBe(400);
      expect(await jsonOf(res)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      expect(t.outbox).toHaveLength(0);
    },
  );

  it('names the failing field in issues', async () => {
    const res = await subscribeRequest({ email: 'bad', source: 'newsletter' });
    const json = await jsonOf(res);
    expect(json.issues.map((i: { path: string }) => i.path)).toEqual(['email', 'source']);
  });

  it.each([['jane@blocked.example'], ['blocked.example'], ['example']])('refuses a blocked address (pattern %s) with 403', async (pattern) => {
    await t.db.insert(subscriptionBlocks).values({ orgId: t.org.id, pattern });
    const res = await subscribeRequest({ email: 'Jane@Blocked.Example' });
    expect(res.status).toBe(403);
    expect(await jsonOf(res)).toEqual({ status: 403, error: 'You are blocked from subscribing...', code: 'SUBSCRIPTION_BLOCKED' });
    expect(await rowsFor('jane@blocked.example')).toHaveLength(0);
    expect(t.outbox).toHaveLength(0);
  });

  it.each([['jane@localhost'], ["o'brien@example.com"], ['first.last+tag@sub.example.co.uk'], ['josé@exämple.com']])('accepts %s', async (email) => {
    expect((await subscribeRequest({ email })).status).toBe(200);
  });

  it('does not block a different address of a blocked one’s domain when only the address is blocked', async () => {
    await t.db.insert(subscriptionBlocks).values({ orgId: t.org.id, pattern: 'jane@example.com' });
    expect((await subscribeRequest({ email: 'john@example.com' })).status).toBe(200);
  });

  it('answers an unknown organisation with 404 "Company not found"', async () => {
    const res = await subscribeRequest({ email: 'a@example.com' }, 'no-such-org');
    expect(res.status).toBe(404);
    expect(await jsonOf(res)).toEqual({ status: 404, error: 'Company not found', code: 'COMPANY_NOT_FOUND' });
  });

  it('finds the organisation by slug too', async () => {
    expect((await subscribeRequest({ email: 'a@example.com' }, 'acme')).status).toBe(200);
  });

  it('answers 500 SUBSCRIBE_FAILED when the email cannot be sent, and a retry sends it', async () => {
    const send = t.deps.mail.send;
    t.deps.mail.send = async () => {
      throw new Error('smtp down');
    };
    const res = await subscribeRequest({ email: 'a@example.com' });
    expect(res.status).toBe(500);
    expect(await jsonOf(res)).toEqual({ status: 500, error: 'Unfortunately, an unknown error has occurred.', code: 'SUBSCRIBE_FAILED' });
    t.deps.mail.send = send;
    expect((await subscribeRequest({ email: 'a@example.com' })).status).toBe(200);
    expect(t.outbox).toHaveLength(1);
  });
});

describe('GET /api/share/:orgId/subscribe/confirm', () => {
  it('confirms the subscription and redirects to the portal with subscribeStatus=confirmed', async () => {
    await subscribeRequest({ email: 'a@example.com' });
    t.advance(DAY);
    const res = await follow(confirmLinkOf(t.outbox[0]!.text));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${TEST_PUBLIC_URL}/?subscribeStatus=confirmed`);
    const [row] = await rowsFor('a@example.com');
    expect(row!.status).toBe('confirmed');
    expect(row!.confirmedAt).toBe(t.deps.now());
  });

  it('redirects with "token invalid" for a tampered token', async () => {
    await subscribeRequest({ email: 'a@example.com' });
    const link = confirmLinkOf(t.outbox[0]!.text);
    const token = link.searchParams.get('token')!;
    link.searchParams.set('token', token.slice(0, -3) + (token.endsWith('AAA') ? 'BBB' : 'AAA'));
    const res = await follow(link);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${TEST_PUBLIC_URL}/?subscribeStatus=token%20invalid`);
    expect((await rowsFor('a@example.com'))[0]!.status).toBe('pending');
  });

  it('redirects with "token invalid" for a missing token', async () => {
    const res = await t.app.fetch(t.request('GET', `/api/share/${t.org.id}/subscribe/confirm`));
    expect(res.headers.get('location')).toBe(`${TEST_PUBLIC_URL}/?subscribeStatus=token%20invalid`);
  });

  it('redirects with "token invalid" after 7 days', async () => {
    await subscribeRequest({ email: 'a@example.com' });
    t.advance(7 * DAY + 60_000);
    const res = await follow(confirmLinkOf(t.outbox[0]!.text));
    expect(res.headers.get('location')).toBe(`${TEST_PUBLIC_URL}/?subscribeStatus=token%20invalid`);
    expect((await rowsFor('a@example.com'))[0]!.status).toBe('pending');
  });

  it('refuses a token made for another organisation or purpose', async () => {
    await subscribeRequest({ email: 'a@example.com' });
    const now = t.deps.now();
    const foreign = await signLinkToken({
      secret: TEST_SESSION_SECRET,
      purpose: 'subscribe',
      subject: 'a@example.com',
      orgId: 'org_other',
      ttlSeconds: 3600,
      now,
    });
    const wrongPurpose = await unsubscribeToken({ secret: TEST_SESSION_SECRET, orgId: t.org.id, email: 'a@example.com', now });
    for (const token of [foreign, wrongPurpose]) {
      const res = await t.app.fetch(t.request('GET', `/api/share/${t.org.id}/subscribe/confirm?token=${token}`));
      expect(res.headers.get('location')).toBe(`${TEST_PUBLIC_URL}/?subscribeStatus=token%20invalid`);
    }
    expect((await rowsFor('a@example.com'))[0]!.status).toBe('pending');
  });

  it('redirects with "blocked" when the address was blocked after subscribing', async () => {
    await subscribeRequest({ email: 'a@example.com' });
    await t.db.insert(subscriptionBlocks).values({ orgId: t.org.id, pattern: 'example.com' });
    const res = await follow(confirmLinkOf(t.outbox[0]!.text));
    expect(res.headers.get('location')).toBe(`${TEST_PUBLIC_URL}/?subscribeStatus=blocked`);
    expect((await rowsFor('a@example.com'))[0]!.status).toBe('pending');
  });

  it('sends a visitor of an organisation with a custom domain back to that domain', async () => {
    const other = await makeTestApp({ org: { id: 'org_b', slug: 'bravo', name: 'Bravo', customDomains: ['trust.bravo.example'] } });
    try {
      await other.app.fetch(other.request('POST', '/api/share/org_b/subscribe', { email: 'a@example.com' }));
      const link = confirmLinkOf(other.outbox[0]!.text);
      expect(link.origin).toBe('https://trust.bravo.example');
      const res = await other.app.fetch(new Request(link));
      expect(res.headers.get('location')).toBe('https://trust.bravo.example/?subscribeStatus=confirmed');
    } finally {
      await other.close();
    }
  });
});

describe('POST /api/share/:orgId/unsubscribe', () => {
  async function confirmedSubscriber(email: string) {
    await subscribeRequest({ email });
    await follow(confirmLinkOf(t.outbox.at(-1)!.text));
  }

  it('unsubscribes the address named by the token', async () => {
    await confirmedSubscriber('a@example.com');
    const token = await unsubscribeToken({ secret: TEST_SESSION_SECRET, orgId: t.org.id, email: 'a@example.com', now: t.deps.now() });
    const res = await t.app.fetch(t.request('POST', `/api/share/${t.org.id}/unsubscribe`, { token }));
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toEqual({ ok: true });
    expect((await rowsFor('a@example.com'))[0]!.status).toBe('unsubscribed');

    // The same link again still succeeds.
    const again = await t.app.fetch(t.request('POST', `/api/share/${t.org.id}/unsubscribe`, { token }));
    expect(again.status).toBe(200);
  });

  it('builds unsubscribe links for the portal whose token works', async () => {
    await confirmedSubscriber('a@example.com');
    const url = new URL(await unsubscribeUrl({ secret: TEST_SESSION_SECRET, org: t.org, config: t.deps.config, email: 'A@example.com', now: t.deps.now() }));
    expect(`${url.origin}${url.pathname}`).toBe(`${TEST_PUBLIC_URL}/`);
    const token = url.searchParams.get('unsubscribeToken')!;
    // The portal decodes the token to show the address (visitor spec §3).
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
    expect(payload.sub).toBe('a@example.com');
    const res = await t.app.fetch(t.request('POST', `/api/share/${t.org.id}/unsubscribe`, { token }));
    expect(res.status).toBe(200);
    expect((await rowsFor('a@example.com'))[0]!.status).toBe('unsubscribed');
  });

  it.each([
    ['an expired token', 'expired'],
    ['a malformed token', 'not-a-token'],
    ['a missing token', undefined],
    ['a subscribe token', 'subscribe'],
  ])('refuses %s with 400 UNSUBSCRIBE_LINK_EXPIRED', async (_label, kind) => {
    await confirmedSubscriber('a@example.com');
    let token: string | undefined = kind;
    if (kind === 'expired') {
      token = await unsubscribeToken({ secret: TEST_SESSION_SECRET, orgId: t.org.id, email: 'a@example.com', now: t.deps.now(), ttlSeconds: 60 });
      t.advance(61_000);
    } else if (kind === 'subscribe') {
      token = confirmLinkOf(t.outbox[0]!.text).searchParams.get('token')!;
    }
    const res = await t.app.fetch(t.request('POST', `/api/share/${t.org.id}/unsubscribe`, token === undefined ? {} : { token }));
    expect(res.status).toBe(400);
    expect(await jsonOf(res)).toEqual({ status: 400, error: 'Your unsubscribe link expired', code: 'UNSUBSCRIBE_LINK_EXPIRED' });
    expect((await rowsFor('a@example.com'))[0]!.status).toBe('confirmed');
  });

  it('lets an unsubscribed address subscribe again with a new confirmation', async () => {
    await confirmedSubscriber('a@example.com');
    const token = await unsubscribeToken({ secret: TEST_SESSION_SECRET, orgId: t.org.id, email: 'a@example.com', now: t.deps.now() });
    await t.app.fetch(t.request('POST', `/api/share/${t.org.id}/unsubscribe`, { token }));
    const oldLink = confirmLinkOf(t.outbox[0]!.text);
    expect((await follow(oldLink)).headers.get('location')).toContain('subscribeStatus=token%20invalid');

    expect((await subscribeRequest({ email: 'a@example.com' })).status).toBe(200);
    expect((await rowsFor('a@example.com'))[0]!.status).toBe('pending');
    expect(t.outbox).toHaveLength(2);
    expect((await follow(confirmLinkOf(t.outbox[1]!.text))).headers.get('location')).toContain('subscribeStatus=confirmed');
  });

  it('records the opt-out of an address that never subscribed (an update audience), without touching others', async () => {
    await confirmedSubscriber('other@example.com');
    const token = await unsubscribeToken({ secret: TEST_SESSION_SECRET, orgId: t.org.id, email: 'audience@example.com', now: t.deps.now() });
    const res = await t.app.fetch(t.request('POST', `/api/share/${t.org.id}/unsubscribe`, { token }));
    expect(res.status).toBe(200);
    expect(await rowsFor('audience@example.com')).toMatchObject([{ status: 'unsubscribed', source: 'update email', confirmedAt: null }]);
    expect((await rowsFor('other@example.com'))[0]!.status).toBe('confirmed');

    // Subscribing later starts a double opt-in like for anyone who left.
    expect((await subscribeRequest({ email: 'audience@example.com', source: 'direct link' })).status).toBe(200);
    expect(await rowsFor('audience@example.com')).toMatchObject([{ status: 'pending', source: 'direct link' }]);
  });

  it('answers an unknown organisation with 404', async () => {
    const res = await t.app.fetch(t.request('POST', '/api/share/nobody/unsubscribe', { token: 'x' }));
    expect(res.status).toBe(404);
    expect((await jsonOf(res)).error).toBe('Company not found');
  });
});
