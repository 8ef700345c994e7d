/**
 * Queries built once and run many times, on libSQL and D1 alike. Turning a drizzle builder into SQL text walks and
 * copies every fragment of the query, and for the small statements of the busiest routes (a session read, the
 * abuse counters, a subscriber upsert) that costs more CPU and garbage than SQLite spends running them. A query
 * whose values are placeholders (`sql.placeholder('name')`) is built and prepared once per database and name, then
 * run with each request's values: directly (`.all(values)`, `.get(values)`, `.run(values)`), or in a
 * `db.batch([...])` through {@link bound}.
 *
 *   const byToken = preparedQuery(db, 'session-by-token', (db) =>
 *     db.select().from(sessions).where(eq(sessions.tokenHash, sql.placeholder('hash'))).limit(1).prepare());
 *   const [row] = await byToken.all({ hash });
 *
 * The name must stand for exactly one SQL text: everything that changes between requests is a placeholder.
 */
import { fillPlaceholders, sql as sqlTag, type SQL } from 'drizzle-orm';
import type { RunnableQuery } from 'drizzle-orm/runnable-query';
import type { Db } from './types.ts';

/** What drizzle's prepared queries have on both drivers. */
interface PreparedLike {
  getQuery(): { sql: string; params: unknown[] };
}

const preparedByDb = new WeakMap<Db, Map<string, unknown>>();

/** `build(db)` (a drizzle `.prepare()`d query) made once for `db` and `name`, then the same object every time. */
export function preparedQuery<P>(db: Db, name: string, build: (db: Db) => P): P {
  let prepared = preparedByDb.get(db);
  if (!prepared) {
    prepared = new Map();
    preparedByDb.set(db, prepared);
  }
  let query = prepared.get(name) as P | undefined;
  if (query === undefined) {
    query = build(db);
    prepared.set(name, query);
  }
  return query;
}

/** A batch item that answers `R` (what the query's `.all()` answers). */
export type BoundQuery<R> = RunnableQuery<R, 'sqlite'>;

/**
 * A prepared query with values for its placeholders, as an item of `db.batch([...])`: its answer in the batch's
 * results is what `query.all(values)` would answer.
 */
export function bound<R = unknown>(query: PreparedLike, values: Record<string, unknown>): BoundQuery<R> {
  const { sql, params } = query.getQuery();
  const filled = { sql, params: fillPlaceholders(params, values) };
  // The prepared query itself (its statement on D1, its result mapping), answering these values: what drizzle's
  // batch asks of every item (`_prepare()`, then `getQuery()` and `mapResult()`).
  const withValues = Object.create(query as object, { getQuery: { value: () => filled } }) as PreparedLike;
  return { _prepare: () => withValues } as unknown as BoundQuery<R>;
}

/**
 * A condition for a prepared query: its SQL (over placeholders only, made when the query is first built) and the
 * values of those placeholders for this request. `name` stands for the SQL text: queries that take a guard are
 * prepared once per guard name.
 */
export interface Guard {
  name: string;
  sql: () => SQL;
  values: Record<string, unknown>;
}

/** The guard that always holds. */
export const ALWAYS: Guard = { name: 'always', sql: () => sqlTag`1`, values: {} };
