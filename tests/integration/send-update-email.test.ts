/** Update emails to subscribers: recipients, parts, List-Unsubscribe headers, and the unsubscribe links they carry. */
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { organizations, subscribers, subscriptionBlocks, type SubscriberStatus } from '../../edge/db/schema.ts';
import { composeEml } from '../../edge/mail/outbox.ts';
import type { MailMessage } from '../../edge/mail/types.ts';
import { sendUpdateEmail, type SendUpdateEmailOptions } from '../../edge/services/updates/send-update-email.ts';
import { jsonOf, makeTestApp, TEST_PUBLIC_URL, TEST_SESSION_SECRET, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(async () => {
  await t.close();
});

const DAY = 24 * 60 * 60 * 1000;
const topic = { id: 'tcu_pentest', subject: 'Annual penetration test completed', category: 'vulnerabilities' as const };
const update = {
  message: 'The **2026** test found no critical issues.\n\n<script>alert(1)</script>',
  createdAt: Date.UTC(2026, 0, 14, 9, 0, 0),
  spAudience: 'public' as const,
};

async function addSubscriber(email: string, status: SubscriberStatus, orgId = t.org.id) {
  await t.db.insert(subscribers).values({ id: crypto.randomUUID(), orgId, email, source: 'subscribe button', status, createdAt: t.deps.now() });
}

async function statusOf(email: string) {
  const [row] = await t.db
    .select()
    .from(subscribers)
    .where(and(eq(subscribers.orgId, t.org.id), eq(subscribers.email, email)));
  return row?.status;
}

function send(overrides: Partial<SendUpdateEmailOptions> = {}) {
  const { db, mail, config, now, log } = t.deps;
  return sendUpdateEmail({ db, mail, config, now, log, secret: TEST_SESSION_SECRET, org: t.org, topic, update, ...overrides });
}

function mailTo(email: string): MailMessage {
  const message = t.outbox.find((m) => m.to === email);
  expect(message, `an email to ${email}`).toBeTruthy();
  return message!;
}

/** The token of the portal's unsubscribe link in the text part. */
function portalLinkOf(message: MailMessage): URL {
  const match = message.text.match(/Unsubscribe: (\S+)/);
  expect(match, 'the text part names the unsubscribe link').not.toBeNull();
  return new URL(match![1]!);
}

/** The URL inside `List-Unsubscribe: <…>`. */
function oneClickOf(message: MailMessage): URL {
  const header = message.headers?.['List-Unsubscribe'] ?? '';
  expect(header).toMatch(/^<.+>$/);
  return new URL(header.slice(1, -1));
}

describe('sendUpdateEmail', () => {
  it('sends to confirmed subscribers only, skipping pending, unsubscribed, blocked and other organisations', async () => {
    await addSubscriber('ok@example.com', 'confirmed');
    await addSubscriber('also@example.org', 'confirmed');
    await addSubscriber('pending@example.com', 'pending');
    await addSubscriber('left@example.com', 'unsubscribed');
    await addSubscriber('jane@blocked.example', 'confirmed');
    await addSubscriber('john@eu.blockeddomain.example', 'confirmed');
    await t.db.insert(subscriptionBlocks).values([
      { orgId: t.org.id, pattern: 'jane@blocked.example' },
      { orgId: t.org.id, pattern: 'blockeddomain.example' },
    ]);
    await t.db.insert(organizations).values({ id: 'org_b', slug: 'bravo', name: 'Bravo', customDomains: [], createdAt: 0 });
    await addSubscriber('foreign@example.com', 'confirmed', 'org_b');

    const result = await send();
    expect(result.sent.sort()).toEqual(['also@example.org', 'ok@example.com']);
    expect(result.failed).toEqual([]);
    expect(t.outbox.map((m) => m.to).sort()).toEqual(['also@example.org', 'ok@example.com']);
  });

  it('writes a text and an HTML part with the update, a link to its topic and an unsubscribe link', async () => {
    await addSubscriber('ok@example.com', 'confirmed');
    await send({ portalTitle: 'Trust Center' });
    const message = mailTo('ok@example.com');
    expect(message.subject).toBe('[Acme Trust Center] Annual penetration test completed');

    expect(message.text).toContain('Acme Trust Center update · Vulnerabilities · January 14, 2026');
    expect(message.text).toContain('The **2026** test found no critical issues.');
    expect(message.text).toContain(`${TEST_PUBLIC_URL}/?tcuUid=tcu_pentest`);

    expect(message.html).toContain('<strong>2026</strong>');
    expect(message.html).not.toContain('<script>');
    expect(message.html).toContain('&lt;script&gt;');
    expect(message.html).toContain(`href="${TEST_PUBLIC_URL}/?tcuUid=tcu_pentest"`);

    const link = portalLinkOf(message);
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_PUBLIC_URL}/`);
    expect(message.html).toContain(`href="${link.href.replace(/&/g, '&amp;')}"`);
    // The portal decodes the token to decide whether to show the confirmation modal (visitor spec §2).
    const token = link.searchParams.get('unsubscribeToken')!;
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
    expect(payload.sub).toBe('ok@example.com');
  });

  it('sets List-Unsubscribe to the one-click endpoint and List-Unsubscribe-Post, also in the .eml', async () => {
    await addSubscriber('ok@example.com', 'confirmed');
    await send();
    const message = mailTo('ok@example.com');
    const oneClick = oneClickOf(message);
    expect(`${oneClick.origin}${oneClick.pathname}`).toBe(`${TEST_PUBLIC_URL}/api/share/${t.org.id}/unsubscribe/one-click`);
    expect(oneClick.searchParams.get('token')).toBe(portalLinkOf(message).searchParams.get('unsubscribeToken'));
    expect(message.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // Header lines may be folded (RFC 5322 §2.2.3); unfold before matching.
    const eml = (await composeEml(message)).toString('utf8').replace(/\r?\n[ \t]+/g, ' ');
    expect(eml).toMatch(/^List-Unsubscribe: <http:\/\/portal\.test\/api\/share\/org_acme\/unsubscribe\/one-click\?token=/m);
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(eml).toMatch(/multipart\/alternative/);
  });

  it('gives each subscriber a token for their own address', async () => {
    await addSubscriber('a@example.com', 'confirmed');
    await addSubscriber('b@example.com', 'confirmed');
    await send();
    const subjectOf = (email: string) => {
      const token = portalLinkOf(mailTo(email)).searchParams.get('unsubscribeToken')!;
      return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')).sub;
    };
    expect(subjectOf('a@example.com')).toBe('a@example.com');
    expect(subjectOf('b@example.com')).toBe('b@example.com');
  });

  it('reports a failed send and still sends the others', async () => {
    await addSubscriber('a@example.com', 'confirmed');
    await addSubscriber('b@example.com', 'confirmed');
    const mail = {
      async send(message: MailMessage) {
        if (message.to === 'a@example.com') throw new Error('mailbox full');
        t.outbox.push(message);
      },
    };
    const result = await send({ mail });
    expect(result).toEqual({ sent: ['b@example.com'], failed: ['a@example.com'] });
    expect(t.logs.some((entry) => String(entry[0]).includes('a@example.com'))).toBe(true);
  });

  it('refuses a private update: those never go to the public subscriber list', async () => {
    await addSubscriber('a@example.com', 'confirmed');
    await expect(send({ update: { ...update, spAudience: 'private' } })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(t.outbox).toEqual([]);
  });
});

describe('the unsubscribe links of an update email', () => {
  beforeEach(async () => {
    await addSubscriber('ok@example.com', 'confirmed');
    await send();
  });

  it('the portal link’s token unsubscribes through POST /api/share/:orgId/unsubscribe', async () => {
    const token = portalLinkOf(mailTo('ok@example.com')).searchParams.get('unsubscribeToken')!;
    const res = await t.app.fetch(t.request('POST', `/api/share/${t.org.id}/unsubscribe`, { token }));
    expect(res.status).toBe(200);
    expect(await statusOf('ok@example.com')).toBe('unsubscribed');

    // The next update no longer goes to them.
    t.outbox.length = 0;
    expect((await send()).sent).toEqual([]);
  });

  it('one-click: a form POST to the List-Unsubscribe URL unsubscribes (RFC 8058)', async () => {
    const url = oneClickOf(mailTo('ok@example.com'));
    const res = await t.app.fetch(
      new Request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' }),
    );
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toEqual({ ok: true });
    expect(await statusOf('ok@example.com')).toBe('unsubscribed');
  });

  it('one-click: opening the URL (GET) does not unsubscribe but leads to the portal’s confirmation', async () => {
    const url = oneClickOf(mailTo('ok@example.com'));
    const res = await t.app.fetch(new Request(url));
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${TEST_PUBLIC_URL}/`);
    expect(location.searchParams.get('unsubscribeToken')).toBe(url.searchParams.get('token'));
    expect(await statusOf('ok@example.com')).toBe('confirmed');
  });

  it('both links expire after 90 days with "Your unsubscribe link expired"', async () => {
    const message = mailTo('ok@example.com');
    t.advance(90 * DAY + 60_000);
    const token = portalLinkOf(message).searchParams.get('unsubscribeToken')!;
    const viaPortal = await t.app.fetch(t.request('POST', `/api/share/${t.org.id}/unsubscribe`, { token }));
    const oneClick = await t.app.fetch(new Request(oneClickOf(message), { method: 'POST', body: 'List-Unsubscribe=One-Click' }));
    for (const res of [viaPortal, oneClick]) {
      expect(res.status).toBe(400);
      expect(await jsonOf(res)).toEqual({ status: 400, error: 'Your unsubscribe link expired', code: 'UNSUBSCRIBE_LINK_EXPIRED' });
    }
    expect(await statusOf('ok@example.com')).toBe('confirmed');
  });

  it('one-click refuses a tampered or missing token', async () => {
    const url = oneClickOf(mailTo('ok@example.com'));
    const token = url.searchParams.get('token')!;
    url.searchParams.set('token', `${token.slice(0, -2)}${token.endsWith('xx') ? 'yy' : 'xx'}`);
    const tampered = await t.app.fetch(new Request(url, { method: 'POST', body: 'List-Unsubscribe=One-Click' }));
    const missing = await t.app.fetch(t.request('POST', `/api/share/${t.org.id}/unsubscribe/one-click`, 'List-Unsubscribe=One-Click'));
    for (const res of [tampered, missing]) {
      expect(res.status).toBe(400);
      expect((await jsonOf(res)).code).toBe('UNSUBSCRIBE_LINK_EXPIRED');
    }
    expect(await statusOf('ok@example.com')).toBe('confirmed');
  });

  it('one-click answers 404 for an unknown organisation', async () => {
    const url = oneClickOf(mailTo('ok@example.com'));
    const res = await t.app.fetch(new Request(`${TEST_PUBLIC_URL}/api/share/nobody/unsubscribe/one-click${url.search}`, { method: 'POST', body: '' }));
    expect(res.status).toBe(404);
    expect((await jsonOf(res)).error).toBe('Company not found');
  });
});
