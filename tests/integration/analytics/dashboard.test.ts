/**
 * `GET /api/admin/analytics`: the aggregates staff see (views per day, top items with titles, views and downloads
 * per account, searches without results, shares, subscribes, access requests), the range and product filters,
 * query validation, and who may read it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accessRequests, analyticsEvents, organizations } from '../../../edge/db/schema.ts';
import { DAY_MS } from '../../../edge/services/analytics/read-analytics.ts';
import { ANALYTICS_QUERY_MESSAGES, MAX_RANGE_DAYS } from '../../../content/contracts/analytics.ts';
import { staffCookie } from '../helpers/content-fixture.ts';
import { jsonOf } from '../helpers/test-app.ts';
import { ORG, makeDocumentsFixture, send, type DocumentsFixture } from '../documents/fixture.ts';

let f: DocumentsFixture;
beforeEach(async () => {
  f = await makeDocumentsFixture();
});
afterEach(async () => {
  await f.t.close();
});

const events = `/api/share/${ORG}/events`;
const post = (body: unknown, cookie?: string) => send(f.t, 'POST', events, cookie, body);
const report = async (query = '', cookie = f.cookies.viewer) => {
  const res = await send(f.t, 'GET', `/api/admin/analytics${query}`, cookie);
  expect(res.status).toBe(200);
  return jsonOf(res);
};

/** Today in the test clock is 2026-01-15. */
async function produceEvents() {
  // Two days ago: one anonymous view of the policy.
  f.t.advance(-2 * DAY_MS);
  await post({ type: 'item_view', itemUid: 'itm_policy', durationMs: 1000, productId: 'main' });
  f.t.advance(2 * DAY_MS);
  // Today: the report viewed twice by Globex's member, the policy once more anonymously.
  await post({ type: 'item_view', itemUid: 'itm_report', durationMs: 3000, productId: 'main' }, f.cookies.member);
  await post({ type: 'item_view', itemUid: 'itm_report', durationMs: 5000, productId: 'main' }, f.cookies.member);
  await post({ type: 'item_view', itemUid: 'itm_policy', durationMs: 2000, productId: 'main' });
  await send(f.t, 'GET', `/api/share/${ORG}/documents/file_public?productId=main&itemUid=itm_policy&accessType=download`);
  await send(f.t, 'GET', `/api/share/${ORG}/documents/file_gated?productId=main&itemUid=itm_report&accessType=download`, f.cookies.member);
  await send(f.t, 'GET', `/api/share/${ORG}/documents/file_gated?productId=main&itemUid=itm_report&accessType=view`, f.cookies.member);
  const search = { type: 'search', source: 'local', mode: 'search', productId: 'main' };
  await post({ ...search, term: 'Quantum Llama', resultCount: 0 });
  await post({ ...search, term: 'quantum llama', resultCount: 0 });
  await post({ ...search, term: 'zebra', resultCount: 0 });
  await post({ ...search, term: 'SOC 2', resultCount: 3 });
  await post({ type: 'share', channel: 'copy', itemUid: 'itm_policy' });
  await post({ type: 'share', channel: 'copy' });
  await post({ type: 'share', channel: 'email' });
  await post({ type: 'subscribe', result: 'success', source: 'subscribe button' });
  await post({ type: 'subscribe', result: 'failure', source: 'subscribe button' });
  const request = (id: string, status: 'pending' | 'approved' | 'declined', productId = 'main') =>
    ({ id, orgId: ORG, email: `${id}@x.test`, status, productId, createdAt: f.t.deps.now() }) as const;
  await f.t.db
    .insert(accessRequests)
    .values([request('r1', 'pending'), request('r2', 'approved'), request('r3', 'declined'), request('r4', 'pending', 'other')]);
}

describe('GET /api/admin/analytics', () => {
  it('sums up the events of the range', async () => {
    await produceEvents();
    const r = await report('?from=2026-01-09&to=2026-01-15');
    expect(r.range).toEqual({ from: '2026-01-09', to: '2026-01-15', days: 7 });
    expect(r.totals).toEqual({
      itemViews: 4,
      documentViews: 1,
      documentDownloads: 2,
      searches: 4,
      searchesWithoutResults: 3,
      shares: 3,
      subscribeSuccesses: 1,
      subscribeFailures: 1,
      accessRequests: 4,
    });
    expect(r.viewsOverTime).toHaveLength(7);
    expect(r.viewsOverTime[0]).toEqual({ day: '2026-01-09', itemViews: 0, documentViews: 0, documentDownloads: 0 });
    expect(r.viewsOverTime[4]).toEqual({ day: '2026-01-13', itemViews: 1, documentViews: 0, documentDownloads: 0 });
    expect(r.viewsOverTime[6]).toEqual({ day: '2026-01-15', itemViews: 3, documentViews: 1, documentDownloads: 2 });
    expect(r.topItems).toEqual([
      { itemUid: 'itm_policy', title: 'Security policy', views: 2, averageDurationMs: 1500 },
      { itemUid: 'itm_report', title: 'SOC 2 Type II Report', views: 2, averageDurationMs: 4000 },
    ]);
    expect(r.accounts).toEqual([{ accountId: 'acc_member', accountName: 'Globex', itemViews: 2, documentViews: 1, documentDownloads: 1 }]);
    expect(r.anonymous).toEqual({ itemViews: 2, documentViews: 0, documentDownloads: 1 });
    expect(r.searchesWithoutResults).toEqual([
      { term: 'quantum llama', count: 2 },
      { term: 'zebra', count: 1 },
    ]);
    expect(r.topSearches[0]).toEqual({ term: 'quantum llama', count: 2 });
    expect(r.shares).toEqual([
      { channel: 'copy', count: 2 },
      { channel: 'linkedin', count: 0 },
      { channel: 'email', count: 1 },
    ]);
    expect(r.subscribes).toEqual({ success: 1, failure: 1 });
    expect(r.accessRequests).toEqual({ total: 4, pending: 2, approved: 1, declined: 1 });
  });

  it('defaults to the last 30 days and leaves out what is outside the range', async () => {
    await produceEvents();
    const r = await report();
    expect(r.range).toEqual({ from: '2025-12-17', to: '2026-01-15', days: 30 });
    const today = await report('?from=2026-01-15&to=2026-01-15');
    expect(today.totals.itemViews).toBe(3);
    expect(today.viewsOverTime).toEqual([{ day: '2026-01-15', itemViews: 3, documentViews: 1, documentDownloads: 2 }]);
    const before = await report('?from=2025-12-01&to=2026-01-12');
    expect(before.totals.itemViews).toBe(0);
    expect(before.topItems).toEqual([]);
    expect(before.accessRequests.total).toBe(0);
  });

  it('narrows to a product: events and requests without it are left out', async () => {
    await produceEvents();
    const r = await report('?from=2026-01-15&to=2026-01-15&productId=other');
    expect(r.productId).toBe('other');
    expect(r.totals.itemViews).toBe(0);
    expect(r.totals.shares).toBe(0);
    expect(r.accessRequests).toEqual({ total: 1, pending: 1, approved: 0, declined: 0 });
  });

  it('puts the most recent first among terms searched as often', async () => {
    const search = { type: 'search', source: 'local', mode: 'search', resultCount: 0 };
    await post({ ...search, term: 'alpha' });
    f.t.advance(1000);
    await post({ ...search, term: 'omega' });
    expect((await report()).searchesWithoutResults.map((s: { term: string }) => s.term)).toEqual(['omega', 'alpha']);
  });

  it('names an item missing from the draft and live snapshots by its id', async () => {
    await post({ type: 'item_view', itemUid: 'itm_gone', durationMs: 10 });
    expect((await report()).topItems).toEqual([{ itemUid: 'itm_gone', title: 'itm_gone', views: 1, averageDurationMs: 10 }]);
  });

  it.each([
    ['?from=2026-1-5', ANALYTICS_QUERY_MESSAGES.badDate],
    ['?to=2026-02-30', ANALYTICS_QUERY_MESSAGES.badDate],
    ['?from=2026-01-15&to=2026-01-14', ANALYTICS_QUERY_MESSAGES.fromAfterTo],
    [`?from=2024-01-01&to=2026-01-15`, ANALYTICS_QUERY_MESSAGES.rangeTooLong],
  ])('refuses %s with 400 and its message', async (query, message) => {
    const res = await send(f.t, 'GET', `/api/admin/analytics${query}`, f.cookies.admin);
    expect(res.status).toBe(400);
    expect(await jsonOf(res)).toMatchObject({ code: 'VALIDATION_FAILED', error: message });
  });

  it(`accepts a range of exactly ${MAX_RANGE_DAYS} days`, async () => {
    const r = await report('?from=2025-01-15&to=2026-01-15');
    expect(r.range.days).toBe(366);
  });

  it('is for staff: every role reads it; anonymous visitors and account members get 401', async () => {
    for (const cookie of [f.cookies.admin, f.cookies.editor, f.cookies.viewer])
      expect((await send(f.t, 'GET', '/api/admin/analytics', cookie)).status).toBe(200);
    expect((await send(f.t, 'GET', '/api/admin/analytics')).status).toBe(401);
    expect((await send(f.t, 'GET', '/api/admin/analytics', f.cookies.member)).status).toBe(401);
  });

  it("shows staff of another organisation only their own organisation's events", async () => {
    await produceEvents();
    await f.t.db.insert(organizations).values({ id: 'org_other', slug: 'other', name: 'Other', createdAt: f.t.deps.now() });
    await send(f.t, 'POST', '/api/share/org_other/events', null, { type: 'share', channel: 'linkedin' });
    const other = await staffCookie(f.t.db, 'org_other', 'olga@other.test', 'admin', f.t.deps.now());
    const r = await report('', other);
    expect(r.totals).toMatchObject({ itemViews: 0, documentDownloads: 0, searches: 0, shares: 1, accessRequests: 0 });
    expect(r.shares).toContainEqual({ channel: 'linkedin', count: 1 });
    const mine = await report('');
    expect(mine.shares).toContainEqual({ channel: 'linkedin', count: 0 });
    expect((await f.t.db.select().from(analyticsEvents)).length).toBeGreaterThan(1);
  });
});
