/**
 * Prepared statements kept per libSQL connection (Node only: the local-file and in-memory databases of
 * `@libsql/client`). The client prepares every statement anew — parsing and planning the SQL, then asking twice for
 * its columns — although the app runs the same few hundred statement texts over and over (drizzle binds values as
 * parameters, so the text of a query does not change with its values). Here a connection's `prepare` hands back the
 * statement it prepared before for the same text, and a statement remembers its columns and its mode settings.
 *
 * Safe because the client runs each statement to its end synchronously (`all` or `run`) before the next one starts
 * on the connection, and SQLite re-prepares a statement by itself when the schema changed. A statement that changes
 * the schema (or attaches a database) empties the connection's cache: remembered columns (`SELECT *`) are forgotten.
 * Bounded per connection; very long texts (bulk inserts of many rows) are not kept.
 */
import { createRequire } from 'node:module';

/** At most this many statements per connection, least recently used out first. */
export const MAX_STATEMENTS = 256;
/** Texts longer than this are prepared each time. */
export const MAX_CACHED_SQL_LENGTH = 8192;

interface NativeStatement {
  raw(on?: boolean): NativeStatement;
  safeIntegers(on?: boolean): NativeStatement;
  columns(): unknown[];
}

interface NativeDatabase {
  prepare(sql: string): NativeStatement;
}

/** Statements that change what later statements of the connection mean. */
const SCHEMA_CHANGE = /^\s*(create|alter|drop|attach|detach)\b/i;

/** Marks the patched prototype (the patch may be asked for again, also by another copy of this module). */
const PATCHED = Symbol.for('glasshouse.cachedPrepare');

const caches = new WeakMap<object, Map<string, NativeStatement>>();

/**
 * `statement` with its answers that cannot change for its text remembered: its columns, whether it returns data
 * (`raw` throws for one that does not), and its raw and integer modes (set again only when they change).
 */
function remembering(statement: NativeStatement): NativeStatement {
  const raw = statement.raw.bind(statement);
  const safeIntegers = statement.safeIntegers.bind(statement);
  const columns = statement.columns.bind(statement);
  let rawMode: boolean | undefined;
  let rawRefused: unknown;
  let safeMode: boolean | undefined;
  let knownColumns: unknown[] | undefined;
  statement.raw = (on = true) => {
    if (on && rawRefused) throw rawRefused;
    if (on !== rawMode) {
      try {
        raw(on);
      } catch (error) {
        if (on) rawRefused = error;
        throw error;
      }
      rawMode = on;
    }
    return statement;
  };
  statement.safeIntegers = (on = true) => {
    if (on !== safeMode) {
      safeIntegers(on);
      safeMode = on;
    }
    return statement;
  };
  statement.columns = () => {
    knownColumns ??= columns();
    return knownColumns;
  };
  return statement;
}

/** Makes every libSQL connection of this process keep its prepared statements (idempotent). */
export function cachePreparedStatements(): void {
  // The `libsql` module `@libsql/client` itself loads, whichever copy that is.
  const requireFromClient = createRequire(createRequire(import.meta.url).resolve('@libsql/client'));
  const Database = requireFromClient('libsql') as { prototype: NativeDatabase & Record<symbol, unknown> };
  const proto = Database.prototype;
  if (proto[PATCHED]) return;
  const prepare = proto.prepare;
  proto.prepare = function cachedPrepare(this: NativeDatabase, sql: string): NativeStatement {
    let cache = caches.get(this);
    if (SCHEMA_CHANGE.test(sql)) {
      cache?.clear();
      return prepare.call(this, sql);
    }
    if (sql.length > MAX_CACHED_SQL_LENGTH) return prepare.call(this, sql);
    if (!cache) {
      cache = new Map();
      caches.set(this, cache);
    }
    const hit = cache.get(sql);
    if (hit) {
      // Most recently used last.
      cache.delete(sql);
      cache.set(sql, hit);
      return hit;
    }
    const statement = remembering(prepare.call(this, sql));
    cache.set(sql, statement);
    if (cache.size > MAX_STATEMENTS) cache.delete(cache.keys().next().value!);
    return statement;
  };
  proto[PATCHED] = true;
}
