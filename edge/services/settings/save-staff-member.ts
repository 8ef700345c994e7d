/**
 * Adding someone to the staff or changing a role, for admins (`POST /api/admin/staff`). The organisation always
 * keeps at least one admin: demoting the last one is refused.
 */
import type { StaffInput, StaffMember } from '../../../content/contracts/settings.ts';
import type { Db } from '../../db/types.ts';
import { appError } from '../../errors.ts';
import { revokeUserSessions } from '../sessions/session-store.ts';
import { addStaff } from '../staff/add-staff.ts';
import { findStaffByEmail } from '../staff/find-staff.ts';
import { adminCount, staffMember } from './staff-member.ts';

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
  return staffMember(saved);
}
