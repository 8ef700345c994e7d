/**
 * One staff user of an organisation, by email or by id.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { staffUsers, type StaffUser } from '../../db/schema.ts';

export type { StaffUser };

/** The staff user with this (lowercased) email in the organisation, or `null`. */
export async function findStaffByEmail({ db, orgId, email }: { db: Db; orgId: string; email: string }): Promise<StaffUser | null> {
  const rows = await db
    .select()
    .from(staffUsers)
    .where(and(eq(staffUsers.orgId, orgId), eq(staffUsers.email, email.trim().toLowerCase())))
    .limit(1);
  return rows[0] ?? null;
}

/** The staff user with this id in the organisation, or `null`. */
export async function findStaffById({ db, orgId, userId }: { db: Db; orgId: string; userId: string }): Promise<StaffUser | null> {
  const rows = await db
    .select()
    .from(staffUsers)
    .where(and(eq(staffUsers.id, userId), eq(staffUsers.orgId, orgId)))
    .limit(1);
  return rows[0] ?? null;
}
