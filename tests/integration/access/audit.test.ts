import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditHeads, auditLog } from '../../../edge/db/schema.ts';
import { GENESIS_HASH, appendAudit, readAudit, verifyAudit } from '../../../edge/services/audit/audit-log.ts';
import { makeTestApp, type TestApp } from '../helpers/test-app.ts';

describe('audit log', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await makeTestApp();
  });
  afterEach(() => t.close());

  async function appendThree() {
    const { db } = t;
    const orgId = t.org.id;
    await appendAudit({ db, orgId, action: 'access.request', actor: 'ann@corp.test', subject: 'ann@corp.test', data: { company: 'Corp' }, now: 1 });
    await appendAudit({ db, orgId, action: 'access.approve', actor: 'staff:admin@acme.test', subject: 'ann@corp.test', data: { accountId: 'acc_1' }, now: 2 });
    await appendAudit({ db, orgId, action: 'account.login', actor: 'ann@corp.test', subject: 'acc_1', now: 3 });
  }

  it('chains rows: each carries the hash of the previous one, numbered from 1', async () => {
    await appendThree();
    const rows = await readAudit({ db: t.db, orgId: t.org.id });
    expect(rows.map((r) => r.seq)).toEqual([1, 2, 3]);
    expect(rows[0]!.prevHash).toBe(GENESIS_HASH);
    expect(rows[1]!.prevHash).toBe(rows[0]!.hash);
    expect(rows[2]!.prevHash).toBe(rows[1]!.hash);
    expect(rows[0]!.data).toEqual({ company: 'Corp' });
    expect(await verifyAudit({ db: t.db, orgId: t.org.id })).toEqual({ orgId: t.org.id, rows: 3, ok: true, problems: [] });
  });

  it('keeps one linear chain under concurrent appends', async () => {
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => appendAudit({ db: t.db, orgId: t.org.id, action: 'account.login', actor: `p${i}@x.test`, subject: 'acc', now: i })),
    );
    const rows = await readAudit({ db: t.db, orgId: t.org.id });
    expect(rows.map((r) => r.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect((await verifyAudit({ db: t.db, orgId: t.org.id })).ok).toBe(true);
  });

  it('detects an edited row', async () => {
    await appendThree();
    await t.db
      .update(auditLog)
      .set({ actor: 'mallory@evil.test' })
      .where(and(eq(auditLog.orgId, t.org.id), eq(auditLog.seq, 2)));
    const result = await verifyAudit({ db: t.db, orgId: t.org.id });
    expect(result.ok).toBe(false);
    expect(result.problems).toContainEqual(expect.objectContaining({ seq: 2, problem: 'edited' }));
  });

  it('detects an edited row whose hash was recomputed: the next row no longer links to it', async () => {
    await appendThree();
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orgId, t.org.id), eq(auditLog.seq, 1)));
    const { auditRowHash } = await import('../../../edge/services/audit/audit-log.ts');
    const forged = { ...row!, data: '{"company":"Other"}' };
    await t.db
      .update(auditLog)
      .set({ data: forged.data, hash: await auditRowHash(forged) })
      .where(and(eq(auditLog.orgId, t.org.id), eq(auditLog.seq, 1)));
    const result = await verifyAudit({ db: t.db, orgId: t.org.id });
    expect(result.problems).toContainEqual(expect.objectContaining({ seq: 2, problem: 'chain-broken' }));
  });

  it('detects a deleted row in the middle', async () => {
    await appendThree();
    await t.db.delete(auditLog).where(and(eq(auditLog.orgId, t.org.id), eq(auditLog.seq, 2)));
    const result = await verifyAudit({ db: t.db, orgId: t.org.id });
    expect(result.ok).toBe(false);
    expect(result.problems.map((p) => p.problem)).toEqual(expect.arrayContaining(['missing-rows', 'chain-broken']));
  });

  it('detects deletion of the newest row', async () => {
    await appendThree();
    await t.db.delete(auditLog).where(and(eq(auditLog.orgId, t.org.id), eq(auditLog.seq, 3)));
    const result = await verifyAudit({ db: t.db, orgId: t.org.id });
    expect(result.problems).toEqual([expect.objectContaining({ seq: 3, problem: 'missing-tail' })]);
  });

  it('detects a deleted head record', async () => {
    await appendThree();
    await t.db.delete(auditHeads).where(eq(auditHeads.orgId, t.org.id));
    expect((await verifyAudit({ db: t.db, orgId: t.org.id })).problems).toEqual([expect.objectContaining({ problem: 'head-missing' })]);
  });
});
