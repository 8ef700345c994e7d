import type { BatchItem, BatchResponse } from 'drizzle-orm/batch';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import type * as schema from './schema.ts';

/**
 * The database handle every service takes: drizzle's async sqlite database over our schema, with `batch`.
 * Both `openLibsql` (Node, Turso) and `openD1` (Workers) return one. There are no interactive transactions on
 * D1, so statements that must succeed together go through `db.batch([...])`. What a bare `run()` answers differs
 * between the two (libSQL's `ResultSet`, D1's `D1Result`), so it is `unknown` here.
 */
export type Db = BaseSQLiteDatabase<'async', unknown, typeof schema> & {
  batch<U extends BatchItem<'sqlite'>, T extends Readonly<[U, ...U[]]>>(batch: T): Promise<BatchResponse<T>>;
};
