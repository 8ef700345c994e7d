/**
 * Staff management for admins: list staff with their permissions, add someone or change a role, remove someone.
 * The organisation always keeps at least one admin (demoting or removing the last one is refused), so the trust
 * center can never lock itself out of its settings.
 */
import { and, eq } from 'drizzle-orm';
import type { StaffInput, StaffMember } from '../../../content/contracts/settings.ts';
import { ROLE_PERMISSIONS, type Role } from '../../../content/schemas/staff.ts';
import type { Db } from '../../db/types.ts';
import { staffUsers } from '../../db/schema.ts';
import { appError } from '../../errors.ts';
import { addStaff } from '../staff/add-staff.ts';
import { findStaffByEmail } from '../staff/find-staff.ts';
import { listStaff } from '../staff/list-staff.ts';
import { removeStaff } from '../staff/remove-staff.ts';
import { revokeUserSessions } from '../sessions/session-store.ts';

function member(row: { id: string; email: string; name: string; role: Role; createdAt: number }): StaffMember {
  return { id: row.id, email: row.email, name: row.name, role: row.role, permissions: [...ROLE_PERMISSIONS[row.role]], createdAt: row.createdAt };
}

async function adminCount(db: Db, orgId: string): Promise<number> {
  const rows = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.orgId, orgId), eq(staffUsers.role, 'admin')));
  return rows.length;
}

export async function listStaffMembers({ db, orgId }: { db: Db; orgId: string }): Promise<StaffMember[]> {
  return (await listStaff({ db, orgId })).map(member);
}

/**
 * Adds a staff member or changes an existing one's role (and name, when given). A changed role ends the member's
 * sessions at once: they sign in again under the new role.
 * @throws LAST_ADMIN when this would demote the only admin.
 */
export async function saveStaffMember({ db, orgId, now, input }: { db: Db; orgId: string; now: number; input: StaffInput }): Promise<StaffMember> {
  const existing = await findStaffByEmail({ db, orgId, email: input.email });
  if (existing?.role === 'admin' && input.role !== 'admin' && (await adminCount(db, orgId)) <= 1) throw appError('LAST_ADMIN');
  const saved = await addStaff({ db, orgId, email: input.email, role: input.role, name: input.name, now });
  if (existing && existing.role !== input.role) await revokeUserSessions({ db, kind: 'staff', orgId, userId: existing.id, by: 'role-change', now });
  return member(saved);
}

/** Removes a staff member and ends their sessions. @throws STAFF_NOT_FOUND; LAST_ADMIN when removing the only admin. */
export async function removeStaffMember({ db, orgId, email, now }: { db: Db; orgId: string; email: string; now: number }): Promise<void> {
  const existing = await findStaffByEmail({ db, orgId, email });
  if (!existing) throw appError('STAFF_NOT_FOUND');
  if (existing.role === 'admin' && (await adminCount(db, orgId)) <= 1) throw appError('LAST_ADMIN');
  await removeStaff({ db, orgId, email });
  await revokeUserSessions({ db, kind: 'staff', orgId, userId: existing.id, by: 'staff-removed', now });
}
