/**
 * Removing someone from the staff, for admins (`DELETE /api/admin/staff/:email`). The organisation always keeps at
 * least one admin: removing the last one is refused.
 */
import type { Db } from '../../db/types.ts';
import { appError } from '../../errors.ts';
import { revokeUserSessions } from '../sessions/session-store.ts';
import { findStaffByEmail } from '../staff/find-staff.ts';
import { removeStaff } from '../staff/remove-staff.ts';
import { adminCount } from './staff-member.ts';

/** Removes a staff member and ends their sessions. @throws STAFF_NOT_FOUND; LAST_ADMIN when removing the only admin. */
export async function removeStaffMember({ db, orgId, email, now }: { db: Db; orgId: string; email: string; now: number }): Promise<void> {
  const existing = await findStaffByEmail({ db, orgId, email });
  if (!existing) throw appError('STAFF_NOT_FOUND');
  if (existing.role === 'admin' && (await adminCount(db, orgId)) <= 1) throw appError('LAST_ADMIN');
  await removeStaff({ db, orgId, email });
  await revokeUserSessions({ db, kind: 'staff', orgId, userId: existing.id, by: 'staff-removed', now });
}
