/**
 * What the staff operations of the settings (`list-staff-members.ts`, `save-staff-member.ts`,
 * `remove-staff-member.ts`) share: a staff row as the admin sees it, and how many admins the organisation has (it
 * always keeps at least one, so the trust center can never lock itself out of its settings).
 */
import { and, eq } from 'drizzle-orm';
import type { StaffMember } from '../../../content/contracts/settings.ts';
import { ROLE_PERMISSIONS, type Role } from '../../../content/schemas/staff.ts';
import type { Db } from '../../db/types.ts';
import { staffUsers } from '../../db/schema.ts';

/** A staff row with the permissions its role grants. */
export function staffMember(row: { id: string; email: string; name: string; role: Role; createdAt: number }): StaffMember {
  return { id: row.id, email: row.email, name: row.name, role: row.role, permissions: [...ROLE_PERMISSIONS[row.role]], createdAt: row.createdAt };
}

export async function adminCount(db: Db, orgId: string): Promise<number> {
  const rows = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.orgId, orgId), eq(staffUsers.role, 'admin')));
  return rows.length;
}
