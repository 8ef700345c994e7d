/**
 * The Worker entry against a real local D1 (workerd through wrangler's platform proxy), migrated with the committed
 * migrations: the same API flows as on libSQL, and static requests going to the assets binding.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getPlatformProxy } from 'wrangler';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../edge/db/migrate.ts';
import worker, { type WorkerEnv } from '../../edge/worker.ts';
import { jsonOf } from './helpers/test-app.ts';
import { smallSnapshot } from './helpers/content-fixture.ts';
import { ERRORS } from '../../content/errors.ts';
import { snapshotToRecords } from '../../content/records.ts';
import { SnapshotSchema } from '../../content/schemas/snapshot.ts';
import { openD1 } from '../../edge/db/d1.ts';
import { SNAPSHOT_CHUNK_BYTES } from '../../edge/services/revisions/freeze-revision.ts';
import { readRevisionSnapshot } from '../../edge/services/revisions/read-revision.ts';
import { STAFF_SESSION_COOKIE } from '../../edge/services/staff/staff-session-cookie.ts';
import { startStaffSession } from '../../edge/services/staff/consume-staff-login.ts';
import { addStaff } from '../../edge/services/staff/add-staff.ts';
import { endedCountersDelete } from '../../edge/services/limits/abuse-limits.ts';

let proxy: Awaited<ReturnType<typeof getPlatformProxy<Env>>>;
let env: WorkerEnv;
const sentMail: { url: string; body: Record<string, unknown> }[] = [];
const assetRequests: string[] = [];
let realFetch: typeof fetch;

beforeAll(async () => {
  proxy = await getPlatformProxy<Env>({ configPath: fileURLToPath(new URL('../../wrangler.toml', import.meta.url)), persist: false });
  const db = proxy.env.DB;
  for (const file of readdirSync(MIGRATIONS_FOLDER)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    const source = readFileSync(join(MIGRATIONS_FOLDER, file), 'utf8');
    for (const statement of source
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter(Boolean)) {
      await db.prepare(statement).run();
    }
  }
  await db.prepare("insert into organizations (id, slug, name, created_at) values ('org_acme', 'acme', 'Acme', 1)").run();

  env = {
    ...proxy.env,
    PUBLIC_URL: 'https://trust.acme.test',
    SESSION_SECRET: 'worker-test-secret-0123456789abcdef',
    MAIL_HTTP_ENDPOINT: 'https://mail.provider.test/send',
    MAIL_HTTP_API_KEY: 'key-1',
    ASSETS: {
      fetch: async (input: RequestInfo | URL) => {
        assetRequests.push(new Request(input as RequestInfo).url);
        return new Response('<h1>static</h1>', { headers: { 'content-type': 'text/html' } });
      },
    } as unknown as Fetcher,
  };
  // The HTTP mailer calls the global fetch: capture the provider calls, nothing leaves the machine.
  realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith('https://mail.provider.test/')) {
      sentMail.push({ url, body: JSON.parse(String(init?.body)) });
      return new Response('{}', { status: 202 });
    }
    return realFetch(input, init);
  }) as typeof fetch;
}, 60_000);

afterAll(async () => {
  if (realFetch) globalThis.fetch = realFetch;
  await proxy?.dispose();
});

const call = (request: Request) => worker.fetch(request as Parameters<typeof worker.fetch>[0], env);

describe('edge/worker.ts on D1', () => {
  it('answers /api/health from D1', async () => {
    const res = await call(new Request('https://trust.acme.test/api/health'));
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toEqual({ ok: true, db: true });
  });

  it('subscribes, mails the link through the HTTP provider, and confirms', async () => {
    const res = await call(
      new Request('https://trust.acme.test/api/share/org_acme/subscribe', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ' Jane@Example.com ', source: 'direct link' }),
      }),
    );
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toEqual({ ok: true });
    expect(sentMail).toHaveLength(1);
    expect(sentMail[0]!.body).toMatchObject({ from: 'Glasshouse <no-reply@localhost>', to: 'jane@example.com' });
    const link = String(sentMail[0]!.body.text).match(/https:\/\/\S+confirm\?token=\S+/)![0];
    expect(link.startsWith('https://trust.acme.test/api/share/org_acme/subscribe/confirm?token=')).toBe(true);

    const confirm = await call(new Request(link));
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get('location')).toBe('https://trust.acme.test/?subscribeStatus=confirmed');
    const row = await env.DB.prepare("select status from subscribers where email = 'jane@example.com'").first<{ status: string }>();
    expect(row?.status).toBe('confirmed');
  });

  it('answers errors as JSON', async () => {
    const res = await call(new Request('https://trust.acme.test/api/share/nobody/subscribe', { method: 'POST', body: '{}' }));
    expect(res.status).toBe(404);
    expect(await jsonOf(res)).toEqual({ status: 404, error: 'Company not found', code: 'COMPANY_NOT_FOUND' });
  });

  it('sends every other path to the static assets', async () => {
    const res = await call(new Request('https://trust.acme.test/security'));
    expect(await res.text()).toBe('<h1>static</h1>');
    expect(assetRequests).toEqual(['https://trust.acme.test/security']);
  });
});

describe('edge/worker.ts configuration', () => {
  const health = () => new Request('https://trust.acme.test/api/health') as Parameters<typeof worker.fetch>[0];

  it('answers a JSON 503 naming a missing SESSION_SECRET and how to set it (health included), and still serves the site', async () => {
    const res = await worker.fetch(health(), { ...env, SESSION_SECRET: '' });
    expect(res.status).toBe(503);
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const body = await jsonOf(res);
    expect(body).toMatchObject({ status: 503, code: 'DEPLOYMENT_NOT_CONFIGURED' });
    expect(body.error).toContain('SESSION_SECRET is not set.');
    expect(body.error).toContain('npx wrangler secret put SESSION_SECRET');
    expect(body.error).toContain('.dev.vars');
    expect(body.missing.map((m: { name: string }) => m.name)).toEqual(['SESSION_SECRET']);

    const page = await worker.fetch(new Request('https://trust.acme.test/') as Parameters<typeof worker.fetch>[0], { ...env, SESSION_SECRET: '' });
    expect(await page.text()).toBe('<h1>static</h1>');
  });

  it('names a short secret, and every missing binding and variable at once', async () => {
    const short = await jsonOf(await worker.fetch(health(), { ...env, SESSION_SECRET: 'changeme' }));
    expect(short.error).toContain('SESSION_SECRET is too short (8 characters; at least 32).');

    const bare = { ASSETS: env.ASSETS, SESSION_SECRET: env.SESSION_SECRET } as unknown as WorkerEnv;
    const res = await worker.fetch(health(), bare);
    expect(res.status).toBe(503);
    const body = await jsonOf(res);
    expect(body.missing.map((m: { name: string }) => m.name)).toEqual(['DB', 'FILES', 'PUBLIC_URL']);
    expect(body.error).toContain('The D1 binding DB is missing.');
    expect(body.error).toContain('The R2 binding FILES is missing.');
    expect(body.error).toContain('PUBLIC_URL is not set.');
  });
});

describe('mail on the Worker', () => {
  const login = (target: WorkerEnv, email: string) =>
    worker.fetch(
      new Request('https://trust.acme.test/api/admin/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      }) as Parameters<typeof worker.fetch>[0],
      target,
    );

  beforeAll(async () => {
    await addStaff({ db: openD1(env.DB), orgId: 'org_acme', email: 'boss@acme.test', role: 'admin' });
  });

  it('without a provider refuses to send a sign-in link (503) for any address, stores no link and logs none', async () => {
    const noMail = { ...env, MAIL_HTTP_ENDPOINT: undefined, MAIL_HTTP_API_KEY: undefined } as WorkerEnv;
    const spies = (['log', 'info', 'warn', 'error'] as const).map((level) => vi.spyOn(console, level).mockImplementation(() => {}));
    try {
      const before = await env.DB.prepare('select count(*) as n from magic_links').first<{ n: number }>();
      for (const email of ['boss@acme.test', 'nobody@acme.test']) {
        const res = await login(noMail, email);
        expect(res.status).toBe(503);
        expect(await jsonOf(res)).toEqual({ status: 503, code: 'EMAIL_NOT_CONFIGURED', error: ERRORS.EMAIL_NOT_CONFIGURED.message });
      }
      expect(ERRORS.EMAIL_NOT_CONFIGURED.message.startsWith('Email is not configured on this deployment')).toBe(true);
      const member = await worker.fetch(
        new Request('https://trust.acme.test/api/share/org_acme/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'jane@example.com' }),
        }) as Parameters<typeof worker.fetch>[0],
        noMail,
      );
      expect(member.status).toBe(503);
      expect((await jsonOf(member)).code).toBe('EMAIL_NOT_CONFIGURED');
      const after = await env.DB.prepare('select count(*) as n from magic_links').first<{ n: number }>();
      expect(after?.n).toBe(before?.n);
      const logged = spies
        .flatMap((spy) => spy.mock.calls.flat())
        .map(String)
        .join('\n');
      expect(logged).not.toMatch(/token=|callback|sign in to/i);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it('sends through the send_email binding EMAIL when there is no HTTP endpoint', async () => {
    const sent: Record<string, unknown>[] = [];
    const withBinding = {
      ...env,
      MAIL_HTTP_ENDPOINT: undefined,
      MAIL_FROM: 'Acme Trust <trust@acme.test>',
      EMAIL: { send: async (message: Record<string, unknown>) => void sent.push(message) },
    } as unknown as WorkerEnv;
    const res = await login(withBinding, 'Boss@Acme.test');
    expect(res.status).toBe(200);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      from: { name: 'Acme Trust', email: 'trust@acme.test' },
      to: 'boss@acme.test',
      subject: 'Sign in to Acme Trust Center admin',
    });
    expect(String(sent[0]!.text)).toContain('https://trust.acme.test/api/admin/auth/callback?token=');
  });
});

describe('safety on the Worker: sessions, abuse limits and CSRF on D1', () => {
  const request = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
    new Request(`https://trust.acme.test${path}`, { ...init, headers: { origin: 'https://trust.acme.test', ...init.headers } }) as Parameters<
      typeof worker.fetch
    >[0];
  const json = { 'content-type': 'application/json' };

  beforeAll(async () => {
    await addStaff({ db: openD1(env.DB), orgId: 'org_acme', email: 'safe@acme.test', role: 'admin' });
  });

  it('signs in with a D1 session; logging out revokes it, so a copied cookie is refused', async () => {
    const before = sentMail.length;
    const login = await worker.fetch(
      request('/api/admin/auth/login', { method: 'POST', headers: json, body: JSON.stringify({ email: 'safe@acme.test' }) }),
      env,
    );
    expect(login.status).toBe(200);
    const text = String(sentMail.slice(before).find((m) => m.body.to === 'safe@acme.test')?.body.text);
    const link = /https:\/\/\S+\/api\/admin\/auth\/callback\?token=\S+/.exec(text)![0];
    const callback = await worker.fetch(new Request(link) as Parameters<typeof worker.fetch>[0], env);
    const cookie = callback.headers
      .getSetCookie()
      .find((c) => c.startsWith('gh_staff='))!
      .split(';')[0]!;
    expect(callback.headers.getSetCookie().some((c) => c.startsWith('gh_csrf='))).toBe(true);
    const stored = await env.DB.prepare("select count(*) as n from sessions where kind = 'staff' and revoked_at is null").first<{ n: number }>();
    expect(stored!.n).toBeGreaterThan(0);

    expect((await worker.fetch(request('/api/admin/session', { headers: { cookie } }), env)).status).toBe(200);
    expect((await worker.fetch(request('/api/admin/auth/logout', { method: 'POST', headers: { ...json, cookie }, body: '{}' }), env)).status).toBe(200);
    expect((await worker.fetch(request('/api/admin/session', { headers: { cookie } }), env)).status).toBe(401);
  });

  it('refuses a cross-site write', async () => {
    const res = await worker.fetch(
      request('/api/share/org_acme/subscribe', {
        method: 'POST',
        headers: { ...json, origin: 'https://evil.example' },
        body: JSON.stringify({ email: 'x@example.com', source: 'subscribe button' }),
      }),
      env,
    );
    expect(res.status).toBe(403);
    expect((await jsonOf(res)).code).toBe('CROSS_SITE_REQUEST');
  });

  it('counts in D1: 30 subscribe requests for one address from one client send one mail, then 429 with Retry-After', async () => {
    const before = sentMail.length;
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await worker.fetch(
        request('/api/share/org_acme/subscribe', {
          method: 'POST',
          headers: { ...json, 'cf-connecting-ip': '203.0.113.77' },
          body: JSON.stringify({ email: 'flood@example.com', source: 'subscribe button' }),
        }),
        env,
      );
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(sentMail.slice(before).filter((m) => m.body.to === 'flood@example.com')).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(27);
    const counter = await env.DB.prepare("select count, blocked from rate_limits where key = 'subscribe:email:org_acme:flood@example.com'").first<{
      count: number;
      blocked: number;
    }>();
    expect(counter).toEqual({ count: 30, blocked: 27 });
    // The clean-up of ended counters finds them by the index of their windows' ends, on D1 as on libSQL.
    const ended = endedCountersDelete(openD1(env.DB), Date.now()).toSQL();
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${ended.sql}`)
      .bind(...ended.params)
      .all<{ detail: string }>();
    expect(plan.results.map((row) => row.detail).join('\n')).toContain('USING INDEX rate_limits_window_end');
  }, 60_000);

  it('asks the Workers Rate Limiting binding first when it is bound', async () => {
    const keys: string[] = [];
    const limited = {
      ...env,
      RATE_LIMITER: {
        limit: async ({ key }: { key: string }) => {
          keys.push(key);
          return { success: false };
        },
      },
    } as unknown as WorkerEnv;
    const res = await worker.fetch(
      request('/api/share/org_acme/subscribe', {
        method: 'POST',
        headers: { ...json, 'cf-connecting-ip': '198.51.100.9' },
        body: JSON.stringify({ email: 'bound@example.com', source: 'subscribe button' }),
      }),
      limited,
    );
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(keys).toEqual(['subscribe:198.51.100.9']);
  });
});

describe('publishing a large trust center on D1', () => {
  it('publishes 10,000 knowledge-base entries and 1,000 items in small rows, and the build downloads them whole', async () => {
    const hookCalls: Record<string, unknown>[] = [];
    const big = {
      ...env,
      GLASSHOUSE_DEPLOY_HOOK: 'https://ci.provider.test/hook',
      GLASSHOUSE_DEPLOY_SECRET: 'deploy-secret-for-the-d1-test-0123456789',
    } as WorkerEnv;
    const previousFetch = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.startsWith('https://ci.provider.test/')) {
        hookCalls.push(JSON.parse(String(init?.body)));
        return new Response(null, { status: 204 });
      }
      return previousFetch(input, init);
    }) as typeof fetch;
    try {
      const db = openD1(env.DB);
      const snapshot = largeSnapshot(10_000, 1_000);
      await env.DB.prepare("insert into organizations (id, slug, name, created_at) values ('org_big', 'big', 'Big', 2)").run();
      await writeDraftRows(env.DB, 'org_big', snapshot);
      const user = await addStaff({ db, orgId: 'org_big', email: 'admin@big.test', role: 'admin' });
      const cookie = `${STAFF_SESSION_COOKIE}=${await startStaffSession({ db, userId: user.id, orgId: 'org_big', now: Date.now() })}`;

      const res = await worker.fetch(
        new Request('https://trust.acme.test/api/admin/publish', {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie, origin: 'https://trust.acme.test' },
          body: '{}',
        }) as Parameters<typeof worker.fetch>[0],
        big,
      );
      expect(res.status).toBe(202);
      expect(await jsonOf(res)).toEqual({ revision: 1 });

      const row = await env.DB.prepare(
        "select length(snapshot) as inline, snapshot_chunks as chunks, status from revisions where org_id = 'org_big' and number = 1",
      ).first<{ inline: number; chunks: number; status: string }>();
      expect(row).toMatchObject({ inline: 0, status: 'building' });
      const stored = await env.DB.prepare(
        "select count(*) as n, max(length(cast(data as blob))) as largest from revision_chunks where org_id = 'org_big' and number = 1",
      ).first<{ n: number; largest: number }>();
      expect(stored!.n).toBe(row!.chunks);
      expect(stored!.n).toBeGreaterThan(30);
      expect(stored!.largest).toBeLessThanOrEqual(SNAPSHOT_CHUNK_BYTES);

      const [hook] = hookCalls;
      const bundle = await worker.fetch(
        new Request('https://trust.acme.test/api/deploy/org_big/revisions/1/snapshot', {
          headers: { authorization: `Bearer ${hook!.buildToken}` },
        }) as Parameters<typeof worker.fetch>[0],
        big,
      );
      expect(bundle.status).toBe(200);
      const downloaded = JSON.parse(await bundle.text());
      expect(downloaded.knowledgeBase).toHaveLength(10_000);
      expect(downloaded.items).toHaveLength(1_000);
      expect(downloaded.knowledgeBase[9_999].answer).toBe(snapshot.knowledgeBase[9_999]!.answer);
      expect(await readRevisionSnapshot({ db, orgId: 'org_big', number: 1 })).toEqual(SnapshotSchema.parse(snapshot));
    } finally {
      globalThis.fetch = previousFetch;
    }
  }, 240_000);
});

/** A snapshot with `entries` knowledge-base entries and `items` items (every text distinct). */
function largeSnapshot(entries: number, items: number) {
  const base = smallSnapshot({ organization: { id: 'org_big', slug: 'big', name: 'Big' } });
  return {
    ...base,
    items: Array.from({ length: items }, (_, i) => ({
      itemUid: `itm_${i}`,
      productId: 'main',
      cardKind: i % 2 ? 'policies' : 'dataSecurity',
      title: `Control ${i}`,
      slug: `control-${i}`,
      explanation: `How control ${i} is run.`,
    })),
    knowledgeBase: Array.from({ length: entries }, (_, i) => ({
      objectID: `kb_${i}`,
      content: `Question ${i}: do you review access to system ${i} every quarter?`,
      answer: `Answer ${i}: yes, reviewed every quarter.`,
      access_level: 'public',
    })),
  };
}

/** Writes a snapshot's draft rows straight into D1 (as `glasshouse cloudflare push` does), 10 rows a statement. */
async function writeDraftRows(d1: D1Database, orgId: string, snapshot: ReturnType<typeof largeSnapshot>) {
  const records = snapshotToRecords(SnapshotSchema.parse(snapshot));
  const ROWS = 10;
  const STATEMENTS = 20;
  for (let i = 0; i < records.length; i += ROWS * STATEMENTS) {
    const statements: D1PreparedStatement[] = [];
    for (let j = i; j < Math.min(records.length, i + ROWS * STATEMENTS); j += ROWS) {
      const part = records.slice(j, j + ROWS);
      statements.push(
        d1
          .prepare(
            `insert into draft_records (org_id, collection, record_id, position, data, updated_at) values ${part.map(() => '(?, ?, ?, ?, ?, 1)').join(', ')}`,
          )
          .bind(...part.flatMap((r) => [orgId, r.collection, r.recordId, r.position, JSON.stringify(r.data)])),
      );
    }
    await d1.batch(statements);
  }
}
