import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Client, InStatement, ResultSet } from '@libsql/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openLibsqlClient } from '../../edge/db/client.ts';

let dir: string;
let client: Client;
beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'glasshouse-group-commit-'));
  client = openLibsqlClient(`file:${path.join(dir, 'test.db')}`).client;
  await client.execute('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL UNIQUE)');
});
afterEach(() => {
  vi.restoreAllMocks();
  client.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A batch of two inserts (`v-1`, then `v`) answering how many rows there are after them. */
const pair = (v: string): InStatement[] => [
  { sql: 'INSERT INTO t (v) VALUES (?)', args: [`${v}-1`] },
  { sql: 'INSERT INTO t (v) VALUES (?)', args: [v] },
  'SELECT count(*) AS n FROM t',
];
const values = async () => (await client.execute('SELECT v FROM t ORDER BY id')).rows.map((row) => row.v);
const counted = (results: ResultSet[]) => Number(results[2]!.rows[0]!.n);

describe('group commit of a local database', () => {
  it('commits the batches started together in one transaction, in order, each seeing the ones before', async () => {
    const transaction = vi.spyOn(client, 'transaction');
    const answers = await Promise.all(['a', 'b', 'c', 'd'].map((v) => client.batch(pair(v))));
    expect(answers.map(counted)).toEqual([2, 4, 6, 8]);
    expect(transaction).toHaveBeenCalledTimes(1);
    expect(await values()).toEqual(['a-1', 'a', 'b-1', 'b', 'c-1', 'c', 'd-1', 'd']);
  });

  it('answers a failing batch with its own error and undoes all of it, while the others commit', async () => {
    await client.execute({ sql: 'INSERT INTO t (v) VALUES (?)', args: ['taken'] });
    const [first, failing, last] = await Promise.allSettled([client.batch(pair('a')), client.batch(pair('taken')), client.batch(pair('b'))]);
    expect(first.status).toBe('fulfilled');
    expect(failing.status).toBe('rejected');
    expect(String((failing as PromiseRejectedResult).reason)).toMatch(/UNIQUE constraint failed: t\.v/);
    expect(counted((last as PromiseFulfilledResult<ResultSet[]>).value)).toBe(5);
    // "taken-1" of the failing batch was undone with it.
    expect(await values()).toEqual(['taken', 'a-1', 'a', 'b-1', 'b']);
  });

  it('fails a batch with the same error grouped as alone', async () => {
    await client.execute({ sql: 'INSERT INTO t (v) VALUES (?)', args: ['taken'] });
    const alone = await client.batch(pair('taken')).catch((error: unknown) => error);
    const [, grouped] = await Promise.allSettled([client.batch(pair('a')), client.batch(pair('taken'))]);
    const reason = (grouped as PromiseRejectedResult).reason as { message: string; code: string };
    expect(reason.code).toBe((alone as { code: string }).code);
    expect(reason.message).toBe((alone as { message: string }).message);
  });

  it('runs every batch again on its own when a statement ends the shared transaction, so none is lost', async () => {
    await client.execute({ sql: 'INSERT INTO t (v) VALUES (?)', args: ['taken'] });
    // OR ROLLBACK ends the whole transaction on the conflict, not only the statement.
    const ending: InStatement[] = [{ sql: 'INSERT OR ROLLBACK INTO t (v) VALUES (?)', args: ['taken'] }];
    const [first, failing, last] = await Promise.allSettled([client.batch(pair('a')), client.batch(ending), client.batch(pair('b'))]);
    expect(first.status).toBe('fulfilled');
    expect(String((failing as PromiseRejectedResult).reason)).toMatch(/UNIQUE constraint failed/);
    expect(last.status).toBe('fulfilled');
    expect(await values()).toEqual(['taken', 'a-1', 'a', 'b-1', 'b']);
  });

  it('runs a batch that controls transactions itself on its own', async () => {
    const transaction = vi.spyOn(client, 'transaction');
    const own: InStatement[] = ['SAVEPOINT mine', { sql: 'INSERT INTO t (v) VALUES (?)', args: ['own'] }, 'RELEASE mine'];
    await Promise.all([client.batch(pair('a')), client.batch(own), client.batch(pair('b'))]);
    // It ran at once, ahead of the two plain batches waiting for their group.
    expect(await values()).toEqual(['own', 'a-1', 'a', 'b-1', 'b']);
    // The two plain batches were grouped; the one with its own savepoint was not.
    expect(transaction).toHaveBeenCalledTimes(1);
  });

  it('runs batches started in different turns of the event loop in transactions of their own', async () => {
    const transaction = vi.spyOn(client, 'transaction');
    expect(counted(await client.batch(pair('a')))).toBe(2);
    expect(counted(await client.batch(pair('b')))).toBe(4);
    expect(transaction).not.toHaveBeenCalled();
  });

  it('rejects every waiting batch when the client was closed meanwhile', async () => {
    const waiting = [client.batch(pair('a')), client.batch(pair('b'))];
    client.close();
    for (const result of await Promise.allSettled(waiting)) {
      expect(result.status).toBe('rejected');
      expect(String((result as PromiseRejectedResult).reason)).toMatch(/closed/i);
    }
  });

  it('keeps every row of many concurrent batches through a second connection’s view', async () => {
    await Promise.all(Array.from({ length: 50 }, (_, i) => client.batch(pair(`r${i}`))));
    const other = openLibsqlClient(`file:${path.join(dir, 'test.db')}`).client;
    try {
      expect(Number((await other.execute('SELECT count(*) AS n FROM t')).rows[0]!.n)).toBe(100);
    } finally {
      other.close();
    }
  });
});
