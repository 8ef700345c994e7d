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

let proxy: Awaited<ReturnType<typeof getPlatformProxy<Env>>>;
let env: WorkerEnv;
const sentMail: { url: string; body: Record<string, unknown> }[] = [];
const assetRequests: string[] = [];
let realFetch: typeof fetch;

beforeAll(async () => {
  proxy = await getPlatformProxy<Env>({ configPath: fileURLToPath(new URL('../../wrangler.toml', import.meta.url)), persist: false });
  const db = proxy.env.DB;
  for (const file of readdirSync(MIGRATIONS_FOLDER).filter((f) => f.endsWith('.sql')).sort()) {
    const source = readFileSync(join(MIGRATIONS_FOLDER, file), 'utf8');
    for (const statement of source.split('--> statement-breakpoint').map((s) => s.trim()).filter(Boolean)) {
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

  it('answers a JSON 500 when SESSION_SECRET is missing, and logs why', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await worker.fetch(new Request('https://trust.acme.test/api/health') as Parameters<typeof worker.fetch>[0], { ...env, SESSION_SECRET: '' });
    expect(res.status).toBe(500);
    expect((await jsonOf(res)).code).toBe('INTERNAL');
    expect(String(logged.mock.calls[0]?.[1])).toContain('SESSION_SECRET is not set');
    logged.mockRestore();
  });
});
