/**
 * Start-up problems, as a person meets them: `glasshouse start` (or any command) run as a child process answers
 * each with one sentence naming the variable or path and what to do, and exit code 3 — never a stack trace.
 * The unsupported Node.js case is in cli-help.test.ts.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibsqlClient } from '../../edge/db/client.ts';
import { migrateLibsql } from '../../edge/db/migrate.ts';
import { importContentDir } from '../../edge/node/content-dir.ts';
import { freezeRevision } from '../../edge/services/revisions/freeze-revision.ts';
import { getRevision } from '../../edge/services/revisions/read-revision.ts';
import { markRevision } from '../../edge/services/revisions/mark-revision.ts';
import { createDiskBlobStore } from '../../edge/blobs/disk.ts';
import { CLI, cliEnv, startCli, stopServer } from './helpers/cli-process.ts';

const DEMO_DIR = fileURLToPath(new URL('../../content/demo/', import.meta.url));

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'glasshouse-startup-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function glasshouse(args: string[], extra: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, ...args], { env: cliEnv(extra), cwd: dir, timeout: 90_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('start-up problems', { timeout: 120_000 }, () => {
  it('a port in use: which port, and PORT=', async () => {
    const busy = net.createServer();
    await new Promise<void>((resolve) => busy.listen(0, () => resolve()));
    const port = (busy.address() as net.AddressInfo).port;
    try {
      const started = await glasshouse(['start'], { DATA_DIR: path.join(dir, 'busy-port'), PORT: String(port) });
      expect(started.code).toBe(3);
      expect(started.stderr.trim()).toBe(
        `Error: Port ${port} is already in use (another Glasshouse or another server listens on it): stop that server, or start on a free port with PORT=<port>.`,
      );
      // Found before the migrations: no database was created.
      expect(existsSync(path.join(dir, 'busy-port', 'glasshouse.db'))).toBe(false);
    } finally {
      busy.close();
    }
  });

  it('a data folder that cannot be written: which folder, and DATA_DIR=', async () => {
    // A folder below a regular file can never be created, whoever runs the test (root included).
    const file = path.join(dir, 'a-file');
    writeFileSync(file, '');
    const dataDir = path.join(file, 'data');
    const run = await glasshouse(['start'], { DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(run.code).toBe(3);
    expect(run.stderr.trim()).toBe(
      `Error: The data folder ${dataDir} cannot be written (ENOTDIR): make it writable for this user, or set DATA_DIR= to a folder that is.`,
    );
  });

  it('a DATABASE_URL that libSQL cannot use: the variable, the scheme, what to set — and never its password', async () => {
    const run = await glasshouse(['start'], { DATA_DIR: path.join(dir, 'postgres'), DATABASE_URL: 'postgres://glasshouse:s3cret-pw@db.example:5432/trust' });
    expect(run.code).toBe(3);
    expect(run.stderr.trim()).toBe(
      'Error: DATABASE_URL uses the unsupported scheme "postgres:": Glasshouse stores its data in SQLite through libSQL, so set it to file:<path> for a local file or libsql://… (https://, wss://) for a libSQL or Turso server, or unset it to use <DATA_DIR>/glasshouse.db.',
    );
    expect(run.stderr).not.toContain('s3cret-pw');
  });

  it('a database server that cannot be reached: the variable and the underlying cause', async () => {
    const port = await freePort(); // nothing listens there
    const run = await glasshouse(['init'], {
      DATA_DIR: path.join(dir, 'unreachable'),
      DATABASE_URL: `http://127.0.0.1:${port}`,
      DATABASE_AUTH_TOKEN: 'token-never-shown',
    });
    expect(run.code).toBe(3);
    expect(run.stderr.trim()).toBe(
      `Error: The database http://127.0.0.1:${port} (DATABASE_URL) cannot be reached (fetch failed: connect ECONNREFUSED 127.0.0.1:${port}): check that it is running and reachable from here, and that DATABASE_URL and DATABASE_AUTH_TOKEN are right.`,
    );
    expect(run.stderr).not.toContain('token-never-shown');
    expect(run.stderr).not.toContain('Failed query');
  });

  it('a value that is not a number: the variable and the value, every problem on its own line', async () => {
    const run = await glasshouse(['init'], { DATA_DIR: path.join(dir, 'numbers'), PORT: 'http', MAX_BODY_BYTES: '-1' });
    expect(run.code).toBe(3);
    expect(run.stderr.trim().split('\n')).toEqual([
      'Error: PORT must be a port number, not "http".',
      'MAX_BODY_BYTES must be a positive number of bytes, not "-1".',
    ]);
  });
});

describe('a start after a build that failed for a reason outside the draft', { timeout: 300_000 }, () => {
  it('builds the same revision again and serves it, instead of blaming the draft', async () => {
    const dataDir = path.join(dir, 'node20-data');
    const url = `file:${path.join(dataDir, 'glasshouse.db')}`;
    mkdirSync(dataDir, { recursive: true });
    await migrateLibsql(url);
    const { db, client } = openLibsqlClient(url);
    let orgId: string;
    try {
      // What a start under Node.js 20 left behind: the demo imported, revision 1 frozen and failed by Astro.
      const imported = await importContentDir({ db, blobs: createDiskBlobStore(path.join(dataDir, 'files')), dir: DEMO_DIR, by: 'cli' });
      orgId = imported.org.id;
      const frozen = await freezeRevision({ db, orgId, by: 'cli' });
      await markRevision({
        db,
        orgId,
        number: frozen.number,
        status: 'failed',
        error: 'Site build failed: astro build exited with code 1.\nNode.js v20.20.2 is not supported by Astro!',
      });
    } finally {
      client.close();
    }

    const port = await freePort();
    const { child, output } = startCli(['start'], { DATA_DIR: dataDir, PORT: String(port) }, dir);
    try {
      const deadline = Date.now() + 280_000;
      let home: Response | null = null;
      while (Date.now() < deadline && child.exitCode === null) {
        home = await fetch(`http://127.0.0.1:${port}/`).catch(() => null);
        if (home?.status === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      expect(home?.status, output().slice(-3000)).toBe(200);
      expect(output()).toContain('revision 1 failed for a reason outside the draft');
      expect(output()).not.toContain('Fix the draft and publish');
    } finally {
      await stopServer(child);
    }
    const check = openLibsqlClient(url);
    try {
      // The same revision went live: no second revision was made for it.
      expect(await getRevision({ db: check.db, orgId: orgId!, number: 1 })).toMatchObject({ status: 'live', error: null });
      expect(await getRevision({ db: check.db, orgId: orgId!, number: 2 })).toBeNull();
    } finally {
      check.client.close();
    }
    expect(readdirSync(path.join(dataDir, 'sites', 'northwind'))).toContain('current');
  });
});
