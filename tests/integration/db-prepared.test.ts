import type { Client } from '@libsql/client';
import { eq, sql } from 'drizzle-orm';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openLibsqlClient } from '../../edge/db/client.ts';
import { bound, preparedQuery } from '../../edge/db/prepared.ts';
import type { Db } from '../../edge/db/types.ts';

const notes = sqliteTable('notes', { id: integer('id').primaryKey(), body: text('body').notNull(), at: integer('at', { mode: 'timestamp_ms' }).notNull() });

let db: Db;
let client: Client;
beforeEach(async () => {
  ({ db, client } = openLibsqlClient(':memory:'));
  await client.execute('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL, at INTEGER NOT NULL)');
});
afterEach(() => client.close());

const insertNote = (db: Db) =>
  preparedQuery(db, 'insert-note', (db) =>
    db
      .insert(notes)
      .values({ body: sql.placeholder('body'), at: sql.placeholder('at') })
      .returning()
      .prepare(),
  );
const noteById = (db: Db) =>
  preparedQuery(db, 'note-by-id', (db) =>
    db
      .select()
      .from(notes)
      .where(eq(notes.id, sql.placeholder('id')))
      .prepare(),
  );

describe('queries built once', () => {
  it('builds a query once per database and name', () => {
    expect(insertNote(db)).toBe(insertNote(db));
    const other = openLibsqlClient(':memory:');
    expect(insertNote(other.db)).not.toBe(insertNote(db));
    other.client.close();
  });

  it('runs with each call’s values, mapped as the columns say', async () => {
    await insertNote(db).all({ body: 'first', at: new Date(1_000) });
    await insertNote(db).all({ body: 'second', at: new Date(2_000) });
    expect(await noteById(db).all({ id: 2 })).toEqual([{ id: 2, body: 'second', at: new Date(2_000) }]);
  });

  it('runs in one batch, each bound item with its own values and its own answer', async () => {
    const [first, second, read] = await db.batch([
      bound<(typeof notes.$inferSelect)[]>(insertNote(db), { body: 'one', at: new Date(1_000) }),
      bound<(typeof notes.$inferSelect)[]>(insertNote(db), { body: 'two', at: new Date(2_000) }),
      bound<(typeof notes.$inferSelect)[]>(noteById(db), { id: 1 }),
    ]);
    expect(first).toEqual([{ id: 1, body: 'one', at: new Date(1_000) }]);
    expect(second).toEqual([{ id: 2, body: 'two', at: new Date(2_000) }]);
    expect(read).toEqual([{ id: 1, body: 'one', at: new Date(1_000) }]);
  });

  it('stores nothing of a batch whose last item fails', async () => {
    await expect(
      db.batch([bound(insertNote(db), { body: 'kept?', at: new Date(1_000) }), bound(insertNote(db), { body: null, at: new Date(2_000) })]),
    ).rejects.toThrow();
    expect(await noteById(db).all({ id: 1 })).toEqual([]);
  });
});
