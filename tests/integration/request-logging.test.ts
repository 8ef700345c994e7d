/**
 * Request ids and structured logs through the real edge app: every API response carries `X-Request-Id`, every
 * line logged while it is answered carries the same id, and no line ever holds a token, a secret or an email
 * body.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LogLevel } from '../../edge/config/env.ts';
import { createLogger } from '../../edge/log.ts';
import { createMemoryMailer } from '../../edge/mail/memory.ts';
import type { MailMessage } from '../../edge/mail/types.ts';
import { nodeLogScope } from '../../edge/node/log-scope.ts';
import { createApp, type App } from '../../edge/router.ts';
import { addStaff } from '../../edge/services/staff/add-staff.ts';
import { makeTestApp, TEST_SESSION_SECRET, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let lines: { line: string; level: LogLevel }[];
const json = () => lines.map(({ line }) => JSON.parse(line) as Record<string, unknown>);

/** The test app with a real JSON logger (and the Node request scope unless `scoped` is false). */
function appWith({ scoped = true, mail }: { scoped?: boolean; mail?: TestApp['deps']['mail'] } = {}): App {
  const log = createLogger({
    format: 'json',
    level: 'debug',
    write: (line, level) => lines.push({ line, level }),
    context: scoped ? nodeLogScope.current : undefined,
    secrets: [TEST_SESSION_SECRET],
  });
  return createApp({ ...t.deps, log, ...(mail ? { mail } : {}), ...(scoped ? { logScope: nodeLogScope } : {}) });
}

beforeEach(async () => {
  t = await makeTestApp();
  lines = [];
});
afterEach(async () => {
  await t.close();
});

describe('X-Request-Id', () => {
  it('is on every API response: a success, a validation error, an unknown route, an unexpected failure', async () => {
    const app = appWith();
    const ok = await app.fetch(t.request('GET', '/api/health'));
    const invalid = await app.fetch(t.request('POST', `/api/share/${t.org.id}/subscribe`, { email: 'not-an-email' }));
    const unknown = await app.fetch(t.request('GET', '/api/nothing-here'));
    expect([ok.status, invalid.status, unknown.status]).toEqual([200, 400, 404]);
    const ids = [ok, invalid, unknown].map((res) => res.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(3);

    t.client.close();
    const failed = await app.fetch(t.request('POST', `/api/share/${t.org.id}/subscribe`, { email: 'a@b.co' }));
    expect(failed.status).toBe(500);
    expect(failed.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps a caller's plain X-Request-Id (a proxy's), and replaces anything else", async () => {
    const app = appWith();
    const kept = await app.fetch(t.request('GET', '/api/health', undefined, { 'x-request-id': 'lb-7f3a.42' }));
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.42');
    const replaced = await app.fetch(t.request('GET', '/api/health', undefined, { 'x-request-id': 'two words; and <script>' }));
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('log lines', () => {
  it('one line per request with method, route pattern, status, time and the request id', async () => {
    const app = appWith();
    const res = await app.fetch(t.request('GET', `/api/share/${t.org.id}/subscribe/confirm?token=abc.def.ghi`));
    const id = res.headers.get('x-request-id');
    const access = json().find((entry) => entry.route === '/api/share/:orgId/subscribe/confirm');
    expect(access).toMatchObject({
      level: 'info',
      msg: `GET /api/share/:orgId/subscribe/confirm ${res.status}`,
      requestId: id,
      method: 'GET',
      status: res.status,
      ms: expect.any(Number),
    });
    // The path's values (an organisation id, a token) are not in the line; the route's pattern is.
    expect(JSON.stringify(access)).not.toContain('abc.def.ghi');
  });

  it('every line a service logs while answering carries the request id (Node request scope)', async () => {
    const app = appWith({ mail: { send: async () => Promise.reject(new Error('SMTP down')) } });
    const res = await app.fetch(t.request('POST', `/api/share/${t.org.id}/subscribe`, { email: 'jane@example.com' }));
    const id = res.headers.get('x-request-id');
    const failure = json().find((entry) => String(entry.msg).includes('Could not send the subscription confirmation email'));
    expect(failure).toMatchObject({ level: 'error', requestId: id, err: { message: 'SMTP down' } });
    expect(json().every((entry) => entry.requestId === id)).toBe(true);
  });

  it('without a request scope (the Worker), the lines the router writes still carry the id', async () => {
    const app = appWith({ scoped: false });
    t.client.close();
    const res = await app.fetch(t.request('POST', `/api/share/${t.org.id}/subscribe`, { email: 'a@b.co' }));
    const id = res.headers.get('x-request-id');
    const entries = json();
    expect(entries.find((entry) => entry.msg === 'Unhandled error in the edge API')).toMatchObject({ level: 'error', requestId: id });
    expect(entries.find((entry) => entry.route === '/api/share/:orgId/subscribe')).toMatchObject({ status: 500, requestId: id });
  });

  it('never holds a sign-in token, a confirmation token, the session secret, a bearer token or an email body', async () => {
    await addStaff({ db: t.db, orgId: t.org.id, email: 'admin@acme.test', role: 'admin', now: t.deps.now() });
    const sent: MailMessage[] = [];
    const memory = createMemoryMailer(sent);
    const log = createLogger({
      format: 'json',
      level: 'debug',
      write: (line, level) => lines.push({ line, level }),
      context: nodeLogScope.current,
      secrets: [TEST_SESSION_SECRET],
    });
    // A mailer that logs what it sends, as the outbox does (recipient and where), then keeps the message.
    const app = createApp({
      ...t.deps,
      log,
      logScope: nodeLogScope,
      mail: {
        send: async (msg) => {
          log.info(`Mail to ${msg.to}`, { subject: msg.subject });
          return memory.send(msg);
        },
      },
    });

    await app.fetch(t.request('POST', '/api/admin/auth/login', { email: 'admin@acme.test' }));
    await app.fetch(t.request('POST', `/api/share/${t.org.id}/subscribe`, { email: 'jane@example.com' }));
    expect(sent).toHaveLength(2);
    const tokens = sent.map((msg) => /token=([^\s&"<]+)/.exec(msg.text)?.[1]);
    for (const token of tokens) expect(token).toBeTruthy();
    // Following the links, and a partner's pull with a bearer token, are logged too.
    for (const msg of sent) await app.fetch(new Request(/https?:\/\/\S+token=\S+/.exec(msg.text)![0]));
    await app.fetch(
      t.request('GET', '/api/tprm/v1/trust-data', undefined, { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJlLXgtMTIz' }),
    );

    const all = lines.map((l) => l.line).join('\n');
    expect(all).toContain('Mail to admin@acme.test');
    for (const token of tokens) expect(all).not.toContain(token!);
    expect(all).not.toContain(TEST_SESSION_SECRET);
    expect(all).not.toContain('eyJhbGciOiJIUzI1NiJ9');
    for (const msg of sent) {
      // Not a line of any email's body.
      for (const line of msg.text.split('\n').filter((l) => l.trim().length > 20)) expect(all).not.toContain(line.trim());
    }
  });
});
