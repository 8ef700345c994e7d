/**
 * `glasshouse backup` while the instance keeps taking subscribes, then `glasshouse restore` into an empty folder:
 * every subscribe acknowledged before the backup began is in the restored database, nothing that was never sent
 * is, the database is intact, the files and secrets came along, and the audit chain verifies after the restore.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskBlobStore } from '../../edge/blobs/disk.ts';
import { openLibsqlClient } from '../../edge/db/client.ts';
import { migrateLibsql } from '../../edge/db/migrate.ts';
import { subscribers } from '../../edge/db/schema.ts';
import { parseLimitOverrides } from '../../edge/config/limits.ts';
import { createConfig } from '../../edge/deps.ts';
import { createMemoryMailer } from '../../edge/mail/memory.ts';
import { createApp } from '../../edge/router.ts';
import { appendAudit } from '../../edge/services/audit/audit-log.ts';
import { importContentDir } from '../../edge/node/content-dir.ts';

const CLI = fileURLToPath(new URL('../../scripts/glasshouse.mjs', import.meta.url));
const DEMO_DIR = fileURLToPath(new URL('../../content/demo/', import.meta.url));

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'glasshouse-backup-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function glasshouse(args: string[], dataDir: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, ASTRO_TELEMETRY_DISABLED: '1' };
  for (const name of ['DATABASE_URL', 'DATABASE_AUTH_TOKEN', 'SESSION_SECRET', 'OUTBOX_DIR']) delete env[name];
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, ...args], { env, cwd: dir, timeout: 120_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

describe('glasshouse backup and restore', { timeout: 240_000 }, () => {
  it('restore a backup taken while subscribes are written with every acknowledged write, and the audit chain verifies', async () => {
    const dataDir = path.join(dir, 'live');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, 'session-secret'), 'live-session-secret-0123456789abcdef0123456789\n', { mode: 0o600 });
    const url = `file:${path.join(dataDir, 'glasshouse.db')}`;
    await migrateLibsql(url);
    const { db, client } = openLibsqlClient(url);
    const blobs = createDiskBlobStore(path.join(dataDir, 'files'));
    const { org } = await importContentDir({ db, blobs, dir: DEMO_DIR, by: 'cli' });
    for (const [i, action] of (['access.approve', 'account.login', 'nda.accept'] as const).entries()) {
      await appendAudit({ db, orgId: org.id, action, actor: 'admin@example.com', subject: `subject-${i}`, now: Date.UTC(2026, 0, 1) + i });
    }

    // The running instance: the real edge app over the same database file, taking subscribes.
    // The organisation's subscribe limit (300 an hour) is off: the writers must be acknowledged for as long as the
    // backup runs, however fast they are.
    const config = createConfig({ publicUrl: 'http://trust.test', limits: parseLimitOverrides('subscribe.org=off') });
    const app = createApp({ db, mail: createMemoryMailer(), config, secrets: { sessionSecret: 'x'.repeat(40) }, now: Date.now, log: () => {} });
    const attempted = new Set<string>();
    const acknowledged: { email: string; at: number }[] = [];
    let writing = true;
    let counter = 0;
    /** Answers other than 200, by status and code, to say why too few subscribes were acknowledged. */
    const refused = new Map<string, number>();
    const writer = async () => {
      while (writing) {
        const email = `subscriber-${counter++}@example.com`;
        attempted.add(email);
        const res = await app.fetch(
          new Request(`http://trust.test/api/share/${org.id}/subscribe`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email }),
          }),
        );
        if (res.status === 200) acknowledged.push({ email, at: performance.now() });
        else {
          const key = `${res.status} ${((await res.json().catch(() => ({}))) as { code?: string }).code ?? ''}`;
          refused.set(key, (refused.get(key) ?? 0) + 1);
        }
        // The database and the memory mailer answer without I/O, so a request can complete in microtasks alone: yield
        // to the event loop, or the writers would starve the timers and the backup's exit forever.
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const writers = [writer(), writer(), writer()];
    const backupFile = path.join(dir, 'backups', 'instance.tar.gz');
    let backupStarted = 0;
    let backupEnded = 0;
    let backup: Awaited<ReturnType<typeof glasshouse>>;
    try {
      // Bounded: the writers must never outlive the test, whatever the subscribe route answers.
      const deadline = Date.now() + 60_000;
      while (acknowledged.length < 20 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(acknowledged.length, `subscribes acknowledged before the backup; refused: ${JSON.stringify([...refused])}`).toBeGreaterThanOrEqual(20);
      backupStarted = performance.now();
      backup = await glasshouse(['backup', backupFile], dataDir);
      backupEnded = performance.now();
    } finally {
      writing = false;
      await Promise.all(writers);
      client.close();
    }

    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`Backed up ${dataDir} to ${backupFile}`);
    // Writes went on while the backup ran.
    expect(acknowledged.filter((w) => w.at > backupStarted && w.at < backupEnded).length).toBeGreaterThan(0);

    const restoredDir = path.join(dir, 'restored');
    const restore = await glasshouse(['restore', backupFile], restoredDir);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain(`${org.id}: 3 audit entries, chain intact.`);

    const restored = openLibsqlClient(`file:${path.join(restoredDir, 'glasshouse.db')}`);
    try {
      expect((await restored.client.execute('PRAGMA integrity_check')).rows[0]![0]).toBe('ok');
      const rows = await restored.db.select({ email: subscribers.email }).from(subscribers).where(eq(subscribers.orgId, org.id));
      const emails = new Set(rows.map((r) => r.email));
      const missing = acknowledged.filter((w) => w.at < backupStarted && !emails.has(w.email));
      expect(missing, 'subscribes acknowledged before the backup began').toEqual([]);
      for (const email of emails) expect(attempted.has(email), email).toBe(true);
    } finally {
      restored.client.close();
    }
    // Files and the session secret came along; sessions and emailed links keep working after a restore.
    expect(readFileSync(path.join(restoredDir, 'session-secret'), 'utf8')).toBe('live-session-secret-0123456789abcdef0123456789\n');
    const files = JSON.parse(readFileSync(path.join(DEMO_DIR, 'files.json'), 'utf8')) as { blobKey: string }[];
    for (const file of files) expect(existsSync(path.join(restoredDir, 'files', 'orgs', org.id, 'files', file.blobKey)), file.blobKey).toBe(true);

    const verify = await glasshouse(['audit', 'verify'], restoredDir);
    expect(verify.code, verify.stderr).toBe(0);
    expect(verify.stdout).toContain('chain intact');
  });

  it('refuses a data folder that is not empty, and leaves it as it was', async () => {
    const busy = path.join(dir, 'busy');
    mkdirSync(busy, { recursive: true });
    writeFileSync(path.join(busy, 'notes.txt'), 'mine');
    const run = await glasshouse(['restore', path.join(dir, 'backups', 'instance.tar.gz')], busy);
    expect(run.code).toBe(3);
    expect(run.stderr.trim()).toBe(
      `Error: The data folder ${busy} is not empty: restore into an empty folder (set DATA_DIR= to a new one), so nothing there is overwritten.`,
    );
    expect(readFileSync(path.join(busy, 'notes.txt'), 'utf8')).toBe('mine');
  });

  it('refuses a file that is not a backup, and leaves the folder empty', async () => {
    const bogus = path.join(dir, 'bogus.tar.gz');
    writeFileSync(bogus, 'not a tar');
    const target = path.join(dir, 'from-bogus');
    const run = await glasshouse(['restore', bogus], target);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Error: ${bogus} is not a Glasshouse backup`);
    expect(existsSync(path.join(target, 'glasshouse.db'))).toBe(false);
  });
});
