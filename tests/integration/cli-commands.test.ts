/**
 * The `glasshouse` CLI run as a child process (as a person would) against a temporary DATA_DIR.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibsqlClient } from '../../edge/db/client.ts';
import { staffUsers } from '../../edge/db/schema.ts';

const CLI = fileURLToPath(new URL('../../scripts/glasshouse.mjs', import.meta.url));
const DEMO_DIR = fileURLToPath(new URL('../../content/demo/', import.meta.url));

let dir: string;
let env: NodeJS.ProcessEnv;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'glasshouse-cli-'));
  env = { ...process.env, DATA_DIR: path.join(dir, 'data'), SESSION_SECRET: '', DATABASE_URL: '', ASTRO_TELEMETRY_DISABLED: '1' };
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function glasshouse(...args: string[]): Promise<Run> {
  return glasshouseWith({}, ...args);
}

function glasshouseWith(extraEnv: Record<string, string>, ...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, ...args], { env: { ...env, ...extraEnv }, cwd: dir, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

async function staffRows() {
  const { db, client } = openLibsqlClient(`file:${path.join(dir, 'data', 'glasshouse.db')}`);
  try {
    return await db.select({ email: staffUsers.email, role: staffUsers.role }).from(staffUsers).orderBy(staffUsers.email);
  } finally {
    client.close();
  }
}

describe('glasshouse CLI', { timeout: 120_000 }, () => {
  it('prints the commands with --help', async () => {
    const run = await glasshouse('--help');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Usage: glasshouse <command>');
    for (const name of ['init', 'seed-demo', 'add-staff', 'publish', 'rollback', 'import', 'export', 'build', 'start'])
      expect(run.stdout).toContain(`  ${name}`);
    const unknown = await glasshouse('frobnicate');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Error: unknown command "frobnicate".');
  });

  it('init creates the data folder, a private session secret and the database', async () => {
    const run = await glasshouse('init');
    expect(run.code, run.stderr).toBe(0);
    const secret = path.join(dir, 'data', 'session-secret');
    expect(readFileSync(secret, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(secret).mode & 0o777).toBe(0o600);
    expect(await staffRows()).toEqual([]);
  });

  it('add-staff fails clearly before there is an organisation, then adds and updates staff', async () => {
    const early = await glasshouse('add-staff', 'ed@example.com', '--role', 'editor');
    expect(early.code).toBe(1);
    expect(early.stderr).toContain('Error: There is no organisation yet.');

    const imported = await glasshouse('import', DEMO_DIR);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toContain('Imported Northwind Cloud (northwind)');

    const added = await glasshouse('add-staff', 'Ed@Example.com', '--role', 'editor', '--org', 'northwind', '--name', 'Ed Editor');
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout.trim()).toBe('Added ed@example.com as editor of northwind.');
    const updated = await glasshouse('add-staff', 'ed@example.com', '--role', 'viewer');
    expect(updated.stdout.trim()).toBe('Updated ed@example.com as viewer of northwind.');
    expect(await staffRows()).toEqual([
      { email: 'admin@example.com', role: 'admin' },
      { email: 'ed@example.com', role: 'viewer' },
    ]);
  });

  it('add-staff refuses a bad email, a bad role, a missing role and an unknown organisation', async () => {
    const cases: [string[], string, number][] = [
      [['add-staff', 'not-an-email', '--role', 'admin'], 'Error: email: This email is invalid', 1],
      [['add-staff', 'a@example.com', '--role', 'boss'], 'Error: role: Role must be one of: admin, editor, viewer', 1],
      // A missing option is a usage error: exit code 2.
      [['add-staff', 'a@example.com'], 'Error: --role is required: one of admin, editor, viewer.', 2],
      [['add-staff', 'a@example.com', '--role', 'admin', '--org', 'nope'], 'Error: No organisation with slug "nope".', 1],
    ];
    for (const [args, message, code] of cases) {
      const run = await glasshouse(...args);
      expect(run.code, args.join(' ')).toBe(code);
      expect(run.stderr.trim()).toBe(message);
    }
    expect((await staffRows()).map((s) => s.email)).not.toContain('a@example.com');
  });

  it('export writes the organisation in the import layout', async () => {
    const out = path.join(dir, 'export');
    const run = await glasshouse('export', out, '--org', 'northwind');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`Exported northwind to ${out}`);
    for (const name of ['organization.json', 'items.json', 'files.json']) {
      expect(JSON.parse(readFileSync(path.join(out, name), 'utf8')), name).toEqual(JSON.parse(readFileSync(path.join(DEMO_DIR, name), 'utf8')));
    }
    const files = JSON.parse(readFileSync(path.join(DEMO_DIR, 'files.json'), 'utf8')) as { blobKey: string }[];
    expect(readFileSync(path.join(out, 'files', files[0]!.blobKey)).equals(readFileSync(path.join(DEMO_DIR, 'files', files[0]!.blobKey)))).toBe(true);
    expect(JSON.parse(readFileSync(path.join(out, 'staff.json'), 'utf8'))).toEqual([
      { email: 'admin@example.com', role: 'admin', name: 'Alex Admin' },
      { email: 'ed@example.com', role: 'viewer', name: 'Ed Editor' },
    ]);
  });

  it('seed-demo refuses a GLASSHOUSE_DEMO_DIR that is not a content folder', async () => {
    const notContent = path.join(dir, 'not-a-demo');
    mkdirSync(notContent, { recursive: true });
    const run = await glasshouseWith({ GLASSHOUSE_DEMO_DIR: notContent }, 'seed-demo');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Error: GLASSHOUSE_DEMO_DIR must be a content folder (with organization.json), not ${notContent}.`);
  });

  it('import of a broken folder exits 1 naming the problem', async () => {
    const run = await glasshouse('import', path.join(dir, 'missing-folder'));
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Error: ${path.join(dir, 'missing-folder')} is not a folder.`);
  });
});
