import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Client } from '@libsql/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openLibsqlClient } from '../../edge/db/client.ts';
import { MAX_STATEMENTS, cachePreparedStatements } from '../../edge/db/statement-cache.ts';

let dir: string;
let client: Client;
beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'glasshouse-statements-'));
  client = openLibsqlClient(`file:${path.join(dir, 'test.db')}`).client;
  await client.execute('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL UNIQUE)');
});
afterEach(() => {
  client.close();
  rmSync(dir, { recursive: true, force: true });
});

const insert = (v: string) => client.execute({ sql: 'INSERT INTO t (v) VALUES (?) RETURNING id, v', args: [v] });
const values = async () => (await client.execute('SELECT v FROM t ORDER BY id')).rows.map((row) => row.v);

describe('prepared statements kept per libSQL connection', () => {
  it('hands back the statement prepared before for the same text, on the connection that prepared it', () => {
    cachePreparedStatements();
    const Database = createRequire(createRequire(import.meta.url).resolve('@libsql/client'))('libsql');
    const one = new Database(':memory:');
    const other = new Database(':memory:');
    const sql = 'SELECT 1 AS one';
    expect(one.prepare(sql)).toBe(one.prepare(sql));
    expect(other.prepare(sql)).not.toBe(one.prepare(sql));
    one.close();
    other.close();
  });

  it('runs a repeated statement with each call’s own values', async () => {
    expect((await insert('a')).rows.map((row) => ({ ...row }))).toEqual([{ id: 1, v: 'a' }]);
    expect((await insert('b')).rows.map((row) => ({ ...row }))).toEqual([{ id: 2, v: 'b' }]);
    const update = { sql: 'UPDATE t SET v = v || ? WHERE id = ?', args: ['!', 1] };
    expect((await client.execute(update)).rowsAffected).toBe(1);
    expect((await client.execute({ ...update, args: ['?', 3] })).rowsAffected).toBe(0);
    expect(await values()).toEqual(['a!', 'b']);
  });

  it('runs a statement again after it failed', async () => {
    await insert('a');
    await expect(insert('a')).rejects.toThrow(/UNIQUE/);
    await insert('b');
    expect(await values()).toEqual(['a', 'b']);
  });

  it('rolls back a failed batch and runs the same batch afterwards', async () => {
    const batch = (v: string) => [
      { sql: 'INSERT INTO t (v) VALUES (?)', args: [`${v}-1`] },
      { sql: 'INSERT INTO t (v) VALUES (?)', args: [v] },
    ];
    await insert('taken');
    await expect(client.batch(batch('taken'))).rejects.toThrow(/UNIQUE/);
    expect(await values()).toEqual(['taken']);
    await client.batch(batch('free'));
    expect(await values()).toEqual(['taken', 'free-1', 'free']);
  });

  it('answers the columns a changed schema gives', async () => {
    await insert('a');
    expect(Object.keys((await client.execute('SELECT * FROM t')).rows[0]!)).toEqual(['id', 'v']);
    await client.execute("ALTER TABLE t ADD COLUMN note TEXT NOT NULL DEFAULT 'n'");
    expect({ ...(await client.execute('SELECT * FROM t')).rows[0]! }).toEqual({ id: 1, v: 'a', note: 'n' });
  });

  it('keeps answering once more texts were run than it keeps', async () => {
    for (let i = 0; i < MAX_STATEMENTS + 20; i++) await client.execute(`SELECT ${i} AS n`);
    expect((await client.execute('SELECT 0 AS n')).rows[0]!.n).toBe(0);
    expect((await client.execute(`SELECT ${MAX_STATEMENTS + 19} AS n`)).rows[0]!.n).toBe(MAX_STATEMENTS + 19);
  });
});
