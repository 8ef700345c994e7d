/** Whether the database answers: a trivial query (`GET /api/health`). */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';

/** Runs `select 1`; throws what the database throws when it does not answer. */
export async function checkDatabase({ db }: { db: Db }): Promise<void> {
  await db.get(sql`select 1 as one`);
}
