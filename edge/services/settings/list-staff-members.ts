/** The staff with their permissions, for admins (`GET /api/admin/staff`). */
import type { StaffMember } from '../../../content/contracts/settings.ts';
import type { Db } from '../../db/types.ts';
import { listStaff } from '../staff/list-staff.ts';
import { staffMember } from './staff-member.ts';

export async function listStaffMembers({ db, orgId }: { db: Db; orgId: string }): Promise<StaffMember[]> {
  return (await listStaff({ db, orgId })).map(staffMember);
}
