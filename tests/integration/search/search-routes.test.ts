/**
 * POST /api/share/{orgId}/search, …/search/answer and GET …/search/status on the demo organisation: the good
 * path, the payload rules ("No product id", term length), and who sees what (anonymous visitor, account members
 * of two profiles, a member naming another account, staff previewing, staff in Main mode).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../../content/errors.ts';
import { createMemoryBlobStore } from '../../../edge/blobs/memory.ts';
import { searchIndexKey } from '../../../edge/services/search/search-index.ts';
import { staffCookie } from '../helpers/content-fixture.ts';
import { jsonOf, makeTestApp, type TestApp } from '../helpers/test-app.ts';
import { DEMO_ORG, PRODUCT, forbiddenCanaries, publishDemo, type DemoApp } from './demo-fixture.ts';

const SOC_CANARY = 'CANARY-SOCEXPL-E1D58F';
const RED_TEAM_CANARY = 'CANARY-REDTEAMTITLE-849520';

describe('semantic search routes', () => {
  let t: TestApp;
  let demo: DemoApp;
  let staff: string;
  const blobs = createMemoryBlobStore();

  beforeAll(async () => {
    t = await makeTestApp({ org: DEMO_ORG });
    t.deps.blobs = blobs;
    demo = await publishDemo(t);
    staff = await staffCookie(t.db, t.org.id, 'viewer@northwind.test', 'viewer', t.deps.now());
  });
  afterAll(() => t.close());

  const post = (path: string, body: unknown, cookie?: string) => t.app.fetch(t.request('POST', path, body, cookie ? { cookie } : {}));
  const search = (term: string, cookie?: string, query = '') =>
    post(`/api/share/${t.org.id}/search${query}`, { query: { term, filters: { product: PRODUCT } } }, cookie);
  const answer = (term: string, cookie?: string, query = '') =>
    post(`/api/share/${t.org.id}/search/answer${query}`, { query: { term, filters: { product: PRODUCT } } }, cookie);
  /** The hits of a search response as text (the echoed term left out). */
  const hits = async (res: Response) => JSON.stringify((await jsonOf(res)).result.results);
  const titles = async (res: Response) => ((await jsonOf(res)).result.results as { title: string }[]).map((r) => r.title);

  it('answers results shaped as spec §3, built from the live revision and stored beside the files', async () => {
    const res = await search('SOC 2 report', demo.standard.cookie);
    expect(res.status).toBe(200);
    const { result } = await jsonOf(res);
    expect(result.total).toBeGreaterThan(3);
    expect(result.counts.documents).toBeGreaterThan(0);
    const doc = result.results.find((r: { type: string }) => r.type === 'documents');
    expect(doc).toMatchObject({ source: 'semantic', title: 'SOC 2 Type II Report', metadata: { fileId: 'file_soc2_report', mimeType: 'application/pdf' } });
    expect(doc.metadata.fileName).toContain('.pdf');
    const item = result.results.find((r: { type: string }) => r.type === 'trust_center_content');
    // "card title - title" when the two differ; trust items carry the card title and explanation.
    expect(item.title).toBe(`${item.metadata.cardTitle} - ${item.title.split(' - ').slice(1).join(' - ')}`);
    expect(item.metadata.explanation).toBeTruthy();
    expect(item.matches.map((m: string) => m.toLowerCase())).toContain('soc');
    expect(item.excerpt).toContain('<mark>');
    expect(await blobs.get(searchIndexKey(t.org.id, 1))).not.toBeNull();
  });

  it('refuses a payload without a product with "No product id", and a too long or missing term', async () => {
    const noProduct = await post(`/api/share/${t.org.id}/search`, { query: { term: 'soc', filters: {} } }, demo.standard.cookie);
    expect(noProduct.status).toBe(400);
    expect((await jsonOf(noProduct)).error).toBe('No product id');
    const noFilters = await post(`/api/share/${t.org.id}/search/answer`, { query: { term: 'soc' } }, demo.standard.cookie);
    expect((await jsonOf(noFilters)).error).toBe(ERRORS.NO_PRODUCT_ID.message);
    const long = await search('x'.repeat(513), demo.standard.cookie);
    expect(long.status).toBe(400);
    expect((await jsonOf(long)).error).toMatch(/512 characters/);
    expect((await post(`/api/share/${t.org.id}/search`, { term: 'soc' }, demo.standard.cookie)).status).toBe(400);
    expect((await search('x'.repeat(512), demo.standard.cookie)).status).toBe(200);
    expect((await post('/api/share/org_nope/search', { query: { term: 'soc', filters: { product: PRODUCT } } })).status).toBe(404);
  });

  it('gives an anonymous visitor public results only, and no AI answers', async () => {
    const forbidden = forbiddenCanaries(demo.snapshot, { mode: 'Public' });
    expect(forbidden).toContain(SOC_CANARY);
    for (const term of ['SOC 2 report', SOC_CANARY, RED_TEAM_CANARY, 'canary', 'penetration test', 'red team exercise']) {
      const res = await search(term);
      expect(res.status).toBe(200);
      const text = await hits(res);
      for (const canary of forbidden) expect(text, `${term} → ${canary}`).not.toContain(canary);
    }
    expect(await titles(await search('red team exercise'))).not.toContain('Assessments - Red team exercise');
    const ai = await answer('Do you encrypt data at rest?');
    expect(ai.status).toBe(401);
    const status = await jsonOf(await t.app.fetch(t.request('GET', `/api/share/${t.org.id}/search/status`)));
    expect(status).toEqual({ semantic: false, ai: false });
  });

  it("finds what an account's permission profile opens, and never more", async () => {
    const standard = await hits(await search(SOC_CANARY, demo.standard.cookie));
    expect(standard).toContain(SOC_CANARY);
    for (const canary of forbiddenCanaries(demo.snapshot, {
      mode: 'AccountExternal',
      accountId: demo.standard.accountId,
      permissionProfileId: 'pp_standard_nda',
    })) {
      expect(standard).not.toContain(canary);
      expect(await hits(await search(canary, demo.standard.cookie))).not.toContain(canary);
    }
    expect(await hits(await search(RED_TEAM_CANARY, demo.standard.cookie))).not.toContain(RED_TEAM_CANARY);
    expect(await hits(await search(RED_TEAM_CANARY, demo.enterprise.cookie))).toContain(RED_TEAM_CANARY);
    const status = await jsonOf(await t.app.fetch(t.request('GET', `/api/share/${t.org.id}/search/status`, undefined, { cookie: demo.standard.cookie })));
    expect(status).toEqual({ semantic: true, ai: true });
  });

  it("does not widen a member's view when the query names another account or profile", async () => {
    const query = `?accountId=${demo.enterprise.accountId}&permissionProfileId=pp_enterprise`;
    expect(await hits(await search(RED_TEAM_CANARY, demo.standard.cookie, query))).not.toContain(RED_TEAM_CANARY);
    expect(await hits(await search(RED_TEAM_CANARY, undefined, query))).not.toContain(RED_TEAM_CANARY);
    expect((await answer(RED_TEAM_CANARY, undefined, query)).status).toBe(401);
  });

  it('honours the preview query for staff only, and keeps AI answers out of Main mode', async () => {
    expect(await hits(await search(RED_TEAM_CANARY, staff, '?permissionProfileId=pp_enterprise'))).toContain(RED_TEAM_CANARY);
    expect(await hits(await search(RED_TEAM_CANARY, staff, '?permissionProfileId=pp_standard_nda'))).not.toContain(RED_TEAM_CANARY);
    const preview = await answer('Do you encrypt data at rest?', staff, '?permissionProfileId=pp_standard_nda');
    expect(preview.status).toBe(200);
    expect((await jsonOf(preview)).result.answer).toContain('[1]');
    const main = await answer('Do you encrypt data at rest?', staff);
    expect(main.status).toBe(403);
    expect((await jsonOf(main)).error).toBe('Can only be used in AccountExternal mode.');
    const status = await jsonOf(
      await t.app.fetch(t.request('GET', `/api/share/${t.org.id}/search/status?accountId=${demo.standard.accountId}`, undefined, { cookie: staff })),
    );
    expect(status).toEqual({ semantic: true, ai: true });
  });

  it('answers a member with cited sources', async () => {
    const res = await answer('Do you encrypt data at rest?', demo.standard.cookie);
    expect(res.status).toBe(200);
    const { result } = await jsonOf(res);
    expect(result.answer).toMatch(/AES-256.*\[1\]/);
    expect(result.sources.length).toBeGreaterThan(0);
    expect(result.sources[0]).toMatchObject({ source: 'semantic', title: 'Data Security - Encryption at rest' });
    const cited = [...result.answer.matchAll(/\[(\d+)\]/g)].map((m: RegExpMatchArray) => Number(m[1]));
    expect(Math.max(...cited)).toBe(result.sources.length);
    const none = await jsonOf(await answer('What is the capital of France?', demo.standard.cookie));
    expect(none.result).toEqual({ answer: null, sources: [] });
  });
});

describe('semantic search switched off or AI answers not available', () => {
  it('SEARCH_DATA_STORE=off: no semantic search, no AI answers', async () => {
    const t = await makeTestApp({ org: DEMO_ORG, config: { search: { dataStore: false } } });
    try {
      const demo = await publishDemo(t);
      const body = { query: { term: 'soc', filters: { product: PRODUCT } } };
      const res = await t.app.fetch(t.request('POST', `/api/share/${t.org.id}/search`, body, { cookie: demo.standard.cookie }));
      expect(res.status).toBe(404);
      expect((await jsonOf(res)).error).toBe('Semantic search is not set up.');
      const ai = await t.app.fetch(t.request('POST', `/api/share/${t.org.id}/search/answer`, body, { cookie: demo.standard.cookie }));
      expect(ai.status).toBe(403);
      const status = await jsonOf(await t.app.fetch(t.request('GET', `/api/share/${t.org.id}/search/status`, undefined, { cookie: demo.standard.cookie })));
      expect(status).toEqual({ semantic: false, ai: false });
    } finally {
      await t.close();
    }
  });

  it.each([
    [
      'generative AI is disabled',
      (raw: Record<string, any>) => {
        raw.customization.genAiEnabled = false;
      },
    ],
    [
      'the plan lacks Trust Center AI',
      (raw: Record<string, any>) => {
        raw.plan.features = raw.plan.features.filter((f: string) => f !== 'trustCenterAi');
      },
    ],
  ])('no AI answers when %s, search still works', async (_name, change) => {
    const t = await makeTestApp({ org: DEMO_ORG });
    try {
      const demo = await publishDemo(t, change);
      const body = { query: { term: 'encryption', filters: { product: PRODUCT } } };
      const ai = await t.app.fetch(t.request('POST', `/api/share/${t.org.id}/search/answer`, body, { cookie: demo.standard.cookie }));
      expect(ai.status).toBe(403);
      expect((await jsonOf(ai)).error).toBe('AI answers are not available.');
      expect((await t.app.fetch(t.request('POST', `/api/share/${t.org.id}/search`, body, { cookie: demo.standard.cookie }))).status).toBe(200);
      const status = await jsonOf(await t.app.fetch(t.request('GET', `/api/share/${t.org.id}/search/status`, undefined, { cookie: demo.standard.cookie })));
      expect(status).toEqual({ semantic: true, ai: false });
    } finally {
      await t.close();
    }
  });
});
