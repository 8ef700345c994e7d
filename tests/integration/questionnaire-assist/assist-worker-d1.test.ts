/**
 * Questionnaire assistance on the Cloudflare runtime: the Worker entry over a real local D1 and R2 (workerd through
 * wrangler's platform proxy). Drafting runs in `ctx.waitUntil` within a budget per request and goes on request by
 * request; the Cron Trigger's `scheduled` handler sends expiry reminders through the HTTP email provider.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getPlatformProxy } from 'wrangler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../../edge/db/migrate.ts';
import { openD1 } from '../../../edge/db/d1.ts';
import { putRecord } from '../../../edge/services/draft/put-record.ts';
import { replaceDraft } from '../../../edge/services/draft/replace-draft.ts';
import { STAFF_SESSION_COOKIE } from '../../../edge/services/staff/staff-session-cookie.ts';
import { startStaffSession } from '../../../edge/services/staff/consume-staff-login.ts';
import { addStaff } from '../../../edge/services/staff/add-staff.ts';
import worker, { type WorkerEnv } from '../../../edge/worker.ts';
import { jsonOf } from '../helpers/test-app.ts';
import { assistSnapshot, form, questionnaireXlsx } from './fixture.ts';

const SECRET = 'worker-assist-secret-0123456789abcdef';
let proxy: Awaited<ReturnType<typeof getPlatformProxy<Env>>>;
let env: WorkerEnv;
let cookie: string;
let realFetch: typeof fetch;
const mail: Record<string, unknown>[] = [];

/** A Worker execution context that keeps the background work so a test can wait for it. */
function context() {
  const work: Promise<unknown>[] = [];
  const ctx = { waitUntil: (p: Promise<unknown>) => void work.push(p), passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
  return { ctx, settled: () => Promise.allSettled(work) };
}

async function call(request: Request): Promise<Response> {
  const { ctx, settled } = context();
  const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], env, ctx);
  await settled();
  return response;
}

const url = (path: string) => new URL(path, 'https://trust.acme.test').href;

beforeAll(async () => {
  proxy = await getPlatformProxy<Env>({ configPath: fileURLToPath(new URL('../../../wrangler.toml', import.meta.url)), persist: false });
  for (const file of readdirSync(MIGRATIONS_FOLDER)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    for (const statement of readFileSync(join(MIGRATIONS_FOLDER, file), 'utf8')
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter(Boolean)) {
      await proxy.env.DB.prepare(statement).run();
    }
  }
  const db = openD1(proxy.env.DB);
  // One record at a time: D1 takes at most 100 bound parameters per statement.
  const full = assistSnapshot();
  await replaceDraft({ db, orgId: 'org_acme', snapshot: { ...full, cards: [], items: [], knowledgeBase: [] }, by: 'seed' });
  for (const card of full.cards ?? [])
    await putRecord({ db, orgId: 'org_acme', collection: 'cards', recordId: `${card.productId}.${card.kind}`, data: card, by: 'seed', now: Date.now() });
  for (const item of full.items ?? [])
    await putRecord({ db, orgId: 'org_acme', collection: 'items', recordId: item.itemUid, data: item, by: 'seed', now: Date.now() });
  for (const entry of full.knowledgeBase ?? [])
    await putRecord({ db, orgId: 'org_acme', collection: 'knowledgeBase', recordId: entry.objectID, data: entry, by: 'seed', now: Date.now() });
  const user = await addStaff({ db, orgId: 'org_acme', email: 'ed@acme.test', role: 'editor', now: Date.now() });
  cookie = `${STAFF_SESSION_COOKIE}=${await startStaffSession({ db, userId: user.id, orgId: 'org_acme', now: Date.now() })}`;
  env = {
    ...proxy.env,
    PUBLIC_URL: 'https://trust.acme.test',
    SESSION_SECRET: SECRET,
    MAIL_HTTP_ENDPOINT: 'https://mail.provider.test/send',
    MAIL_HTTP_API_KEY: 'key-1',
  };
  realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.url === 'https://mail.provider.test/send') {
      mail.push((await request.json()) as Record<string, unknown>);
      return new Response('{}', { status: 202 });
    }
    return realFetch(input, init);
  }) as typeof fetch;
}, 120_000);

afterAll(async () => {
  if (realFetch) globalThis.fetch = realFetch;
  await proxy?.dispose();
});

describe('questionnaire assistance on a Worker with D1 and R2', () => {
  it('drafts in ctx.waitUntil across requests, stores the file in R2 and exports it', async () => {
    // More questions than one request may draft (300): the next request goes on.
    const questions = Array.from({ length: 320 }, (_, i) =>
      i % 2 ? 'Is customer data encrypted while it is stored?' : `Do you hold certification number ${i}?`,
    );
    let res = await call(
      new Request(url('/api/admin/questionnaire-assist'), {
        method: 'POST',
        body: form({ file: [await questionnaireXlsx(questions), 'big.xlsx'] }),
        headers: { cookie, origin: 'https://trust.acme.test' },
      }),
    );
    expect(res.status, await res.clone().text()).toBe(202);
    const { id } = await jsonOf(res);
    res = await call(new Request(url(`/api/admin/questionnaire-assist/${id}`), { headers: { cookie } }));
    let assist = await jsonOf(res);
    // One request drafts at most 300 questions (fewer when its time budget runs out first): not all of them.
    expect(assist.progress.total).toBe(320);
    expect(assist.progress.done).toBeGreaterThan(0);
    expect(assist.progress.done).toBeLessThan(320);
    for (let i = 0; i < 60 && assist.status !== 'ready'; i++)
      assist = await jsonOf(await call(new Request(url(`/api/admin/questionnaire-assist/${id}`), { headers: { cookie } })));
    expect(assist).toMatchObject({ status: 'ready', progress: { done: 320, total: 320 } });
    expect(assist.questions[1]).toMatchObject({
      answer: 'Yes',
      sources: expect.arrayContaining([expect.objectContaining({ id: 'kb_rest', url: 'https://trust.acme.test/?kbEntry=kb_rest#knowledge-base' })]),
    });
    expect(assist.questions[0]).toMatchObject({ answer: 'No answer found', flagged: true });
    expect(await proxy.env.FILES.head(`orgs/org_acme/questionnaire-assist/${id}.xlsx`)).not.toBeNull();

    res = await call(
      new Request(url(`/api/admin/questionnaire-assist/${id}/questions/2`), {
        method: 'PUT',
        body: JSON.stringify({ state: 'approved' }),
        headers: { cookie, origin: 'https://trust.acme.test', 'content-type': 'application/json' },
      }),
    );
    expect((await jsonOf(res)).state).toBe('approved');
    res = await call(new Request(url(`/api/admin/questionnaire-assist/${id}/export?format=csv`), { headers: { cookie } }));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Is customer data encrypted while it is stored?');
  }, 300_000);

  it('sends expiry reminders from the Cron Trigger', async () => {
    const db = openD1(proxy.env.DB);
    const { expiryOwners } = await import('../../../edge/db/schema.ts');
    await db
      .insert(expiryOwners)
      .values({ orgId: 'org_acme', subjectType: 'item', subjectId: 'itm_iso', emails: JSON.stringify(['ed@acme.test']), updatedAt: Date.now() });
    // The fixture's certificate expires on 2026-02-01: move it into the 30-day window of today.
    const soon = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const { readDraft } = await import('../../../edge/services/draft/read-draft.ts');
    const item = (await readDraft({ db, orgId: 'org_acme' })).items.find((i) => i.itemUid === 'itm_iso')!;
    await putRecord({ db, orgId: 'org_acme', collection: 'items', recordId: 'itm_iso', data: { ...item, expiry: soon }, by: 'seed', now: Date.now() });
    const { ctx, settled } = context();
    await worker.scheduled!({ cron: '0 * * * *', scheduledTime: Date.now(), noRetry() {} } as unknown as ScheduledController, env, ctx);
    await settled();
    expect(mail.map((m) => [m.to, m.subject])).toContainEqual(['ed@acme.test', `Expiry reminder: ISO 27001 expires in 10 days, on ${soon}`]);
  }, 60_000);
});
