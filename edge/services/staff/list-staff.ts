/**
 * The staff users of an organisation.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { staffUsers, type StaffUser } from '../../db/schema.ts';

/** Every staff user of the organisation, by email. */
export async function listStaff({ db, orgId }: { db: Db; orgId: string }): Promise<StaffUser[]> {
  return db.select().from(staffUsers).where(eq(staffUsers.orgId, orgId)).orderBy(asc(staffUsers.email));
}
