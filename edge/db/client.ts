import { createClient, type Client } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import * as schema from './schema.ts';
import { groupCommits } from './group-commit.ts';
import { cachePreparedStatements } from './statement-cache.ts';
import type { Db } from './types.ts';

export type { Db } from './types.ts';
export { openD1 } from './d1.ts';

export interface LibsqlDb {
  db: Db;
  /** The underlying client; close it when done (tests, CLI scripts). */
  client: Client;
}

/**
 * Opens a libSQL database: a local file (`file:data/glasshouse.db`), an in-process memory database (`:memory:`)
 * or a remote one (`libsql://…`, `https://…`) with an optional auth token.
 */
export function openLibsql(url: string, authToken?: string): Db {
  return openLibsqlClient(url, authToken).db;
}

/** Like {@link openLibsql}, also returning the client so the caller can close it. */
export function openLibsqlClient(url: string, authToken?: string): LibsqlDb {
  // Local connections keep their prepared statements (`statement-cache.ts`).
  cachePreparedStatements();
  const file = url.startsWith('file:');
  // Wait for a lock instead of failing at once: the Node server and a publish child process share the file.
  // A local file gets one connection: every statement runs synchronously on the event loop anyway, and one
  // connection keeps the setting below (a per-connection pragma) on every statement. Its batches started in one turn
  // of the event loop share a commit (`group-commit.ts`).
  const created = createClient({ url, authToken, timeout: 5000, ...(file ? { concurrency: 1 } : {}) });
  const client = file ? groupCommits(created) : created;
  if (file) {
    // WAL (set by the migration, stored in the file) with synchronous=NORMAL, as SQLite recommends for WAL: a
    // commit no longer waits for the disk; the WAL is synced at each checkpoint. The database stays consistent
    // whatever happens; a power cut (not a crash or a kill of the process) may undo the last commits before it.
    // Queued first on the only connection, so it holds before any other statement of this client.
    client.execute('PRAGMA synchronous = NORMAL').catch(() => {});
  }
  return { db: drizzle(client, { schema }), client };
}
