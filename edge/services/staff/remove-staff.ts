/**
 * Removes a staff user of an organisation, by email.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { staffUsers } from '../../db/schema.ts';

/** Removes a staff user; their session stops working on the next request. Returns whether one was removed. */
export async function removeStaff({ db, orgId, email }: { db: Db; orgId: string; email: string }): Promise<boolean> {
  const rows = await db
    .delete(staffUsers)
    .where(and(eq(staffUsers.orgId, orgId), eq(staffUsers.email, email.trim().toLowerCase())))
    .returning({ id: staffUsers.id });
  return rows.length > 0;
}
