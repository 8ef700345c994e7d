import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { openLibsqlClient } from './client.ts';

/** The committed migrations, found next to this file whatever the working directory. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies every pending migration to the libSQL database at `url` (creates the file if needed). */
export async function migrateLibsql(url: string, authToken?: string): Promise<void> {
  const { db, client } = openLibsqlClient(url, authToken);
  try {
    if (url.startsWith('file:')) {
      // WAL lets the server keep reading while a publish writes; the setting is stored in the file.
      await client.execute('PRAGMA journal_mode = WAL');
    }
    await migrate(db as Parameters<typeof migrate>[0], { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    client.close();
  }
}
