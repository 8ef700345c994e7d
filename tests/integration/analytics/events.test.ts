/**
 * `POST /api/share/:orgId/events`: validation of every event type, storage, account attribution, no cookie set,
 * the size and count limits, the per-organisation allowance; and the document views and downloads the edge records
 * itself while serving documents.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { documentUrl } from '../../../content/document-urls.ts';
import { analyticsEvents } from '../../../edge/db/schema.ts';
import { ANALYTICS_MESSAGES, MAX_EVENTS_PER_REQUEST, MAX_VIEW_DURATION_MS } from '../../../content/contracts/analytics.ts';
import { EVENTS_PER_ORG_PER_MINUTE } from '../../../edge/services/analytics/record-events.ts';
import { jsonOf } from '../helpers/test-app.ts';
import { ORG, makeDocumentsFixture, send, type DocumentsFixture } from '../documents/fixture.ts';

let f: DocumentsFixture;
beforeEach(async () => {
  f = await makeDocumentsFixture();
});
afterEach(async () => {
  await f.t.close();
});

const path = `/api/share/${ORG}/events`;
const rows = () => f.t.db.select().from(analyticsEvents).where(eq(analyticsEvents.orgId, ORG));

const search = { type: 'search', term: '  Pen Test  ', resultCount: 0, source: 'local', mode: 'search', productId: 'main' };
const itemView = { type: 'item_view', itemUid: 'itm_policy', durationMs: 4200.4, productId: 'main' };
const share = { type: 'share', channel: 'linkedin', itemUid: 'itm_policy', productId: 'main' };
const subscribeResult = { type: 'subscribe', result: 'failure', source: 'subscribe button' };

describe('POST /api/share/:orgId/events', () => {
  it('stores each event type with its fields, anonymous without a session, and sets no cookie', async () => {
    for (const event of [search, itemView, share, subscribeResult]) {
      const res = await send(f.t, 'POST', path, null, event);
      expect(res.status).toBe(202);
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(await jsonOf(res)).toEqual({ recorded: 1, dropped: 0 });
    }
    const stored = await rows();
    expect(stored).toHaveLength(4);
    const by = (type: string) => stored.find((r) => r.type === type)!;
    expect(by('search')).toMatchObject({
      term: 'Pen Test',
      resultCount: 0,
      productId: 'main',
      data: { source: 'local', mode: 'search' },
      accountId: null,
      memberId: null,
    });
    expect(by('item_view')).toMatchObject({ itemUid: 'itm_policy', durationMs: 4200, productId: 'main' });
    expect(by('share')).toMatchObject({ label: 'linkedin', itemUid: 'itm_policy' });
    expect(by('subscribe')).toMatchObject({ label: 'failure', data: { source: 'subscribe button' } });
    for (const r of stored) expect(r.at).toBe(f.t.deps.now());
  });

  it('ties an event to the account of the member whose session sent it, and still sets no cookie', async () => {
    const res = await send(f.t, 'POST', path, f.cookies.member, itemView);
    expect(res.status).toBe(202);
    expect(res.headers.get('set-cookie')).toBeNull();
    const [row] = await rows();
    expect(row).toMatchObject({ accountId: 'acc_member', memberId: 'mem_ann' });
  });

  it("does not record the events of the organisation's signed-in staff", async () => {
    const res = await send(f.t, 'POST', path, f.cookies.editor, itemView);
    expect(res.status).toBe(202);
    expect(await jsonOf(res)).toEqual({ recorded: 0, dropped: 0 });
    expect(await rows()).toHaveLength(0);
  });

  it('keeps anonymous an event whose cookie is forged', async () => {
    await send(f.t, 'POST', path, 'gh_account=forged.token.value', itemView);
    const [row] = await rows();
    expect(row).toMatchObject({ accountId: null, memberId: null });
  });

  it('accepts a batch of events', async () => {
    const res = await send(f.t, 'POST', path, null, { events: [search, share] });
    expect(await jsonOf(res)).toEqual({ recorded: 2, dropped: 0 });
    expect(await rows()).toHaveLength(2);
  });

  it('caps an item view at a day and refuses a negative duration', async () => {
    await send(f.t, 'POST', path, null, { ...itemView, durationMs: 10 * MAX_VIEW_DURATION_MS });
    expect((await rows())[0]!.durationMs).toBe(MAX_VIEW_DURATION_MS);
    const res = await send(f.t, 'POST', path, null, { ...itemView, durationMs: -1 });
    expect(res.status).toBe(400);
  });

  it.each([
    ['an unknown type', { type: 'page_view', path: '/' }, ANALYTICS_MESSAGES.unknownType],
    ['no type', { term: 'x' }, ANALYTICS_MESSAGES.unknownType],
    ['an empty search term', { ...search, term: '   ' }, ANALYTICS_MESSAGES.termRequired],
    ['a missing search term', { ...search, term: undefined }, ANALYTICS_MESSAGES.termRequired],
    ['a search term over 512 characters', { ...search, term: 'a'.repeat(513) }, ANALYTICS_MESSAGES.termTooLong],
    ['an item view without item', { ...itemView, itemUid: undefined }, ANALYTICS_MESSAGES.itemRequired],
    ['an empty batch', { events: [] }, ANALYTICS_MESSAGES.noEvents],
    ['a batch over the limit', { events: Array.from({ length: MAX_EVENTS_PER_REQUEST + 1 }, () => share) }, ANALYTICS_MESSAGES.tooManyEvents],
    ['a batch with an unknown type', { events: [share, { type: 'click' }] }, ANALYTICS_MESSAGES.unknownType],
  ])('refuses %s with 400 and its message, storing nothing', async (_name, body, message) => {
    const res = await send(f.t, 'POST', path, null, body);
    expect(res.status).toBe(400);
    expect(await jsonOf(res)).toMatchObject({ code: 'VALIDATION_FAILED', error: message });
    expect(await rows()).toHaveLength(0);
  });

  it.each([
    ['an unknown share channel', { ...share, channel: 'facebook' }],
    ['an unknown search source', { ...search, source: 'google' }],
    ['a fractional result count', { ...search, resultCount: 1.5 }],
    ['an unknown subscribe result', { ...subscribeResult, result: 'maybe' }],
    ['a string duration', { ...itemView, durationMs: '100' }],
  ])('refuses %s with 400', async (_name, body) => {
    const res = await send(f.t, 'POST', path, null, body);
    expect(res.status).toBe(400);
    expect((await jsonOf(res)).code).toBe('VALIDATION_FAILED');
  });

  it('refuses a body that is not JSON (400) and one over 8 KB (413)', async () => {
    const bad = await send(f.t, 'POST', path, null, '{"type":', { 'content-type': 'application/json' });
    expect(bad.status).toBe(400);
    expect((await jsonOf(bad)).code).toBe('INVALID_JSON');
    const big = await send(f.t, 'POST', path, null, { ...subscribeResult, source: 'x'.repeat(9000) });
    expect(big.status).toBe(413);
    expect(await rows()).toHaveLength(0);
  });

  it('answers 404 for an unknown organisation', async () => {
    const res = await send(f.t, 'POST', '/api/share/org_nobody/events', null, share);
    expect(res.status).toBe(404);
  });

  it('drops events over the organisation allowance of a minute, and takes them again the next minute', async () => {
    const batch = { events: Array.from({ length: MAX_EVENTS_PER_REQUEST }, () => share) };
    let recorded = 0;
    let dropped = 0;
    for (let i = 0; i < EVENTS_PER_ORG_PER_MINUTE / MAX_EVENTS_PER_REQUEST + 1; i++) {
      const answer = await jsonOf(await send(f.t, 'POST', path, null, batch));
      recorded += answer.recorded;
      dropped += answer.dropped;
    }
    expect(recorded).toBe(EVENTS_PER_ORG_PER_MINUTE);
    expect(dropped).toBe(MAX_EVENTS_PER_REQUEST);
    f.t.advance(60_000);
    expect(await jsonOf(await send(f.t, 'POST', path, null, share))).toEqual({ recorded: 1, dropped: 0 });
  });
});

describe('document views and downloads recorded by the edge', () => {
  const url = (fileId: string, itemUid: string, accessType: 'view' | 'download') =>
    documentUrl({ orgId: ORG, fileId, itemUid, productId: 'main', accessType, accessSource: 'documents-card' });

  it('records an anonymous download of a public document and an account member view of a gated one', async () => {
    expect((await send(f.t, 'GET', url('file_public', 'itm_policy', 'download'))).status).toBe(200);
    expect((await send(f.t, 'GET', url('file_gated', 'itm_report', 'view'), f.cookies.member)).status).toBe(200);
    const stored = await rows();
    expect(stored).toHaveLength(2);
    expect(stored.find((r) => r.type === 'document_download')).toMatchObject({
      label: 'file_public',
      itemUid: 'itm_policy',
      productId: 'main',
      accountId: null,
      data: { accessSource: 'documents-card' },
    });
    expect(stored.find((r) => r.type === 'document_view')).toMatchObject({
      label: 'file_gated',
      itemUid: 'itm_report',
      accountId: 'acc_member',
      memberId: 'mem_ann',
    });
  });

  it('records nothing for a refused document or for staff', async () => {
    expect((await send(f.t, 'GET', url('file_gated', 'itm_report', 'view'))).status).toBe(404);
    expect((await send(f.t, 'GET', url('file_public', 'itm_policy', 'view'), f.cookies.admin)).status).toBe(200);
    expect(await rows()).toHaveLength(0);
  });

  it('records one download per document of a bulk download', async () => {
    const body = {
      productId: 'main',
      selectAllUsed: false,
      files: [
        { itemUid: 'itm_policy', fileId: 'file_public' },
        { itemUid: 'itm_report', fileId: 'file_gated' },
      ],
    };
    const answer = await jsonOf(await send(f.t, 'POST', `/api/share/${ORG}/bulk-download`, f.cookies.member, body));
    const zip = await send(f.t, 'GET', answer.fileUrl, f.cookies.member);
    expect(zip.status).toBe(200);
    await zip.arrayBuffer();
    const stored = await rows();
    expect(stored.map((r) => [r.type, r.label, r.itemUid, r.accountId]).sort()).toEqual([
      ['document_download', 'file_gated', 'itm_report', 'acc_member'],
      ['document_download', 'file_public', 'itm_policy', 'acc_member'],
    ]);
  });
});
