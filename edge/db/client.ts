import { createClient, type Client } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import * as schema from './schema.ts';
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
  // Wait for a lock instead of failing at once: the Node server and a publish child process share the file.
  const client = createClient({ url, authToken, timeout: 5000 });
  return { db: drizzle(client, { schema }), client };
}
