/** `glasshouse audit verify|export` run as a child process against a temporary DATA_DIR. */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibsqlClient } from '../../../edge/db/client.ts';
import { auditLog, organizations } from '../../../edge/db/schema.ts';
import { appendAudit } from '../../../edge/services/audit/audit-log.ts';

const CLI = fileURLToPath(new URL('../../../scripts/glasshouse.mjs', import.meta.url));
let dir: string;
let env: NodeJS.ProcessEnv;

function glasshouse(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, ...args], { env, cwd: dir, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

describe('glasshouse audit', () => {
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'glasshouse-audit-'));
    env = { ...process.env, DATA_DIR: path.join(dir, 'data'), SESSION_SECRET: '', DATABASE_URL: '' };
    expect((await glasshouse('init')).code).toBe(0);
    const { db, client } = openLibsqlClient(`file:${path.join(dir, 'data', 'glasshouse.db')}`);
    await db.insert(organizations).values({ id: 'org_x', slug: 'x', name: 'X', createdAt: 0 });
    for (const [i, action] of ['access.request', 'access.approve', 'account.login', 'nda.accept'].entries()) {
      await appendAudit({ db, orgId: 'org_x', action, actor: 'ann@corp.test', subject: 'acc_1', data: { i }, now: 1000 + i });
    }
    client.close();
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('verifies an intact chain and exports it as JSON Lines', async () => {
    const verify = await glasshouse('audit', 'verify');
    expect(verify.code, verify.stderr).toBe(0);
    expect(verify.stdout).toContain('org_x: 4 entries, chain intact.');
    const exported = await glasshouse('audit', 'export', '--org', 'x');
    const lines = exported.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.action)).toEqual(['access.request', 'access.approve', 'account.login', 'nda.accept']);
    expect(lines[1].prevHash).toBe(lines[0].hash);
    expect(lines[0]).toMatchObject({ orgId: 'org_x', seq: 1, actor: 'ann@corp.test', data: { i: 0 }, time: '1970-01-01T00:00:01.000Z' });
    const out = path.join(dir, 'audit.jsonl');
    expect((await glasshouse('audit', 'export', '--out', out)).code).toBe(0);
    expect(readFileSync(out, 'utf8').trim().split('\n')).toHaveLength(4);
  }, 120_000);

  it('exits 1 and names the row when a row was edited, and when one was deleted', async () => {
    const { db, client } = openLibsqlClient(`file:${path.join(dir, 'data', 'glasshouse.db')}`);
    try {
      await db
        .update(auditLog)
        .set({ subject: 'acc_2' })
        .where(and(eq(auditLog.orgId, 'org_x'), eq(auditLog.seq, 2)));
      let verify = await glasshouse('audit', 'verify', '--org', 'x');
      expect(verify.code).toBe(1);
      expect(verify.stdout).toContain('row 2: row 2 was changed after it was written');
      expect(verify.stderr).toContain('tampered');
      await db
        .update(auditLog)
        .set({ subject: 'acc_1' })
        .where(and(eq(auditLog.orgId, 'org_x'), eq(auditLog.seq, 2)));
      expect((await glasshouse('audit', 'verify')).code).toBe(0);
      await db.delete(auditLog).where(and(eq(auditLog.orgId, 'org_x'), eq(auditLog.seq, 3)));
      verify = await glasshouse('audit', 'verify');
      expect(verify.code).toBe(1);
      expect(verify.stdout).toContain('missing (deleted)');
    } finally {
      client.close();
    }
    expect((await glasshouse('audit', 'frobnicate')).code).toBe(2); // a usage error
  }, 120_000);
});
