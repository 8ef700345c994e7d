/**
 * The live revision's parsed snapshot and its views are kept between requests (`edge/services/revisions/revision-cache.ts`).
 * What a member sees must still follow every publish and rollback at once — also one made by another process
 * (the CLI writes the database directly) — and stay per permission profile and per account.
 */
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SnapshotSchema } from '../../../content/index.ts';
import { openLibsqlClient } from '../../../edge/db/client.ts';
import { revisions } from '../../../edge/db/schema.ts';
import type { Db } from '../../../edge/db/types.ts';
import { freezeRevision } from '../../../edge/services/revisions/freeze-revision.ts';
import { markRevision } from '../../../edge/services/revisions/mark-revision.ts';
import { requireRevisionSnapshot } from '../../../edge/services/revisions/read-revision.ts';
import { startNodeServer } from '../../../edge/node/server.ts';
import { jsonOf, makeTestApp, type TestApp } from '../helpers/test-app.ts';
import { CANARY_B_ONLY, CANARY_RESTRICTED, accessSnapshot, accountWithMember, publishLive, type MemberFixture } from './fixture.ts';

describe('member view across publishes', () => {
  let t: TestApp;
  let a: MemberFixture;
  let b: MemberFixture;
  beforeEach(async () => {
    t = await makeTestApp();
    await publishLive(t.db, t.org.id);
    a = await accountWithMember(t, { name: 'Corp A', email: 'ann@a.test', profile: 'pp_a' });
    b = await accountWithMember(t, { name: 'Corp B', email: 'bob@b.test', profile: 'pp_b' });
  });
  afterEach(() => t.close());

  const view = async (m: MemberFixture, product = '') => {
    const res = await t.app.fetch(
      t.request('GET', `/api/statuspage/share/${m.accountId}/external/view${product ? `/${product}` : ''}`, undefined, { cookie: m.cookie }),
    );
    expect(res.status).toBe(200);
    return (await jsonOf(res)).view;
  };
  const explanation = (v: { items: { itemUid: string; explanation: string }[] }) => v.items.find((i) => i.itemUid === 'itm_restricted')?.explanation;

  /** Publishes `text` as the restricted item's explanation through `db`, as the publisher does. */
  async function publishText(db: Db, text: string): Promise<number> {
    const snapshot = SnapshotSchema.parse(accessSnapshot());
    snapshot.items = snapshot.items.map((i) => (i.itemUid === 'itm_restricted' ? { ...i, explanation: text } : i));
    const { number } = await freezeRevision({ db, orgId: t.org.id, by: 'test', snapshot });
    await markRevision({ db, orgId: t.org.id, number, status: 'live' });
    return number;
  }

  it('shows a new revision as soon as it is live, and an earlier one again after a rollback', async () => {
    expect(explanation(await view(a))).toBe(`Restricted ${CANARY_RESTRICTED}`);
    await publishText(t.db, 'Second revision text');
    expect(explanation(await view(a))).toBe('Second revision text');
    expect(explanation(await view(a, 'main'))).toBe('Second revision text');

    // Rollback: revision 1's snapshot re-published as revision 3.
    const first = await requireRevisionSnapshot({ db: t.db, orgId: t.org.id, number: 1 });
    const { number } = await freezeRevision({ db: t.db, orgId: t.org.id, by: 'test', snapshot: first, note: 'Rollback of revision 1' });
    await markRevision({ db: t.db, orgId: t.org.id, number, status: 'live' });
    expect(explanation(await view(a))).toBe(`Restricted ${CANARY_RESTRICTED}`);
  });

  it('follows a publish made by another process on the same database', async () => {
    expect(explanation(await view(a))).toBe(`Restricted ${CANARY_RESTRICTED}`);
    const other = openLibsqlClient(`file:${t.dir}/test.db`);
    try {
      await publishText(other.db, 'Published from the command line');
    } finally {
      other.client.close();
    }
    expect(explanation(await view(a))).toBe('Published from the command line');
  });

  it('does not serve a revision that is still building or failed', async () => {
    await view(a);
    const snapshot = SnapshotSchema.parse(accessSnapshot());
    snapshot.items = snapshot.items.map((i) => (i.itemUid === 'itm_restricted' ? { ...i, explanation: 'Not live yet' } : i));
    const { number } = await freezeRevision({ db: t.db, orgId: t.org.id, by: 'test', snapshot });
    expect(explanation(await view(a))).toBe(`Restricted ${CANARY_RESTRICTED}`);
    await markRevision({ db: t.db, orgId: t.org.id, number, status: 'failed', error: 'boom' });
    expect(explanation(await view(a))).toBe(`Restricted ${CANARY_RESTRICTED}`);
    const rows = await t.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.orgId, t.org.id), eq(revisions.status, 'live')));
    expect(rows.map((r) => r.number)).toEqual([1]);
  });

  it('names each answer with a strong ETag and answers a matching If-None-Match with 304', async () => {
    const path = `/api/statuspage/share/${a.accountId}/external/view`;
    const first = await t.app.fetch(t.request('GET', path, undefined, { cookie: a.cookie }));
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const again = await t.app.fetch(t.request('GET', path, undefined, { cookie: a.cookie, 'if-none-match': etag }));
    expect(again.status).toBe(304);
    const a2 = await accountWithMember(t, { name: 'Corp A2', email: 'amy@a2.test', profile: 'pp_a' });
    const other = await t.app.fetch(
      t.request('GET', `/api/statuspage/share/${a2.accountId}/external/view`, undefined, { cookie: a2.cookie, 'if-none-match': etag }),
    );
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(etag);
    await publishText(t.db, 'Changed');
    const changed = await t.app.fetch(t.request('GET', path, undefined, { cookie: a.cookie, 'if-none-match': etag }));
    expect(changed.status).toBe(200);
    expect(explanation((await jsonOf(changed)).view)).toBe('Changed');
  });

  it('sends each member their own view through the Node server, compressed', async () => {
    const server = await startNodeServer({ port: 0, host: '127.0.0.1', deps: t.deps, siteDirFor: () => null });
    try {
      const a2 = await accountWithMember(t, { name: 'Corp A2', email: 'amy@a2.test', profile: 'pp_a' });
      const views = [];
      for (const m of [a, a2, a, a2, b]) {
        const res = await fetch(`${server.url}/api/statuspage/share/${m.accountId}/external/view`, {
          headers: { cookie: m.cookie, 'accept-encoding': 'gzip' },
        });
        expect(res.headers.get('content-encoding')).toBe('gzip');
        const body = (await res.json()) as { view: { viewer: { accountId: string } }; user: { email: string } };
        expect(body.view.viewer.accountId).toBe(m.accountId);
        expect(body.user.email).toBe(m.email);
        views.push(body);
      }
      expect(views[2]).toEqual(views[0]);
      expect(JSON.stringify(views[1])).not.toContain(CANARY_B_ONLY);
      expect(JSON.stringify(views[4])).toContain(CANARY_B_ONLY);
      // A browser (which accepts Brotli) gets the same view in Brotli, and a second time from the kept copy.
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`${server.url}/api/statuspage/share/${a.accountId}/external/view`, {
          headers: { cookie: a.cookie, 'accept-encoding': 'gzip, deflate, br' },
        });
        expect(res.headers.get('content-encoding')).toBe('br');
        expect(res.headers.get('vary')).toBe('Accept-Encoding');
        expect(await res.json()).toEqual(views[0]);
      }
    } finally {
      await server.close();
    }
  });

  it('keeps views per permission profile and per account, whichever is asked first', async () => {
    const viewB = await view(b);
    const viewA = await view(a);
    expect(JSON.stringify(viewB)).toContain(CANARY_B_ONLY);
    expect(JSON.stringify(viewA)).not.toContain(CANARY_B_ONLY);
    // A second account of profile pp_a gets the same content under its own id.
    const a2 = await accountWithMember(t, { name: 'Corp A2', email: 'amy@a2.test', profile: 'pp_a' });
    const viewA2 = await view(a2);
    expect(viewA2.viewer).toEqual({ mode: 'AccountExternal', accountId: a2.accountId, permissionProfileId: 'pp_a' });
    expect((await view(a)).viewer).toEqual({ mode: 'AccountExternal', accountId: a.accountId, permissionProfileId: 'pp_a' });
    expect({ ...viewA2, viewer: null }).toEqual({ ...viewA, viewer: null });
    // Anonymous requests still get nothing gated.
    const anonymous = await t.app.fetch(t.request('GET', `/api/statuspage/share/${a.accountId}/external/view`));
    expect(anonymous.status).toBe(401);
  });
});
