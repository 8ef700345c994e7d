/**
 * Ends a session from the admin's Sessions tab: staff end their own; an admin ends anyone's in the organisation.
 */
import { and, eq } from 'drizzle-orm';
import { sessions } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import { appError } from '../../errors.ts';
import type { StaffContext } from '../staff/read-staff-session.ts';
import { revokeSession } from './session-store.ts';

/**
 * Ends a session: the caller's own, or (an admin) anyone's in the organisation.
 * @throws SESSION_NOT_FOUND (unknown, ended, or of another organisation); FORBIDDEN (someone else's, not an admin)
 */
export async function endSession({ db, staff, id, now }: { db: Db; staff: StaffContext; id: string; now: number }): Promise<void> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.orgId, staff.orgId)))
    .limit(1);
  if (!row) throw appError('SESSION_NOT_FOUND');
  const own = row.kind === 'staff' && row.userId === staff.userId;
  if (!own && staff.role !== 'admin') throw appError('FORBIDDEN');
  if (!(await revokeSession({ db, orgId: staff.orgId, id, by: own ? 'self' : `staff:${staff.email}`, now }))) throw appError('SESSION_NOT_FOUND');
}
