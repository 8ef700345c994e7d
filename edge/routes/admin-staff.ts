/**
 * Staff and roles (admin spec §6), for admins:
 *
 *   GET    /api/admin/staff          → { staff: [{ id, email, name, role, permissions, createdAt }], roles: { role: permissions } }
 *   POST   /api/admin/staff          { email, role, name? } → the member (added, or role changed)
 *   DELETE /api/admin/staff/:email   → { ok: true }
 *
 * The organisation keeps at least one admin (409 LAST_ADMIN). Changing a member's role or removing them ends their
 * sessions at once.
 */
import { StaffInputSchema } from '../../content/contracts/settings.ts';
import { ROLE_PERMISSIONS } from '../../content/schemas/staff.ts';
import { readJson } from '../middleware/body.ts';
import { assertJson, requireRole, requireStaff } from '../middleware/with-staff.ts';
import type { RegisterRoutes } from '../router.ts';
import { listStaffMembers } from '../services/settings/list-staff-members.ts';
import { removeStaffMember } from '../services/settings/remove-staff-member.ts';
import { saveStaffMember } from '../services/settings/save-staff-member.ts';

export const registerAdminStaffRoutes: RegisterRoutes = (router, deps) => {
  router.get('/api/admin/staff', async (request) => {
    const staff = requireRole(await requireStaff(request, deps), 'admin');
    return { staff: await listStaffMembers({ db: deps.db, orgId: staff.orgId }), roles: ROLE_PERMISSIONS };
  });

  router.post('/api/admin/staff', async (request) => {
    const staff = requireRole(await requireStaff(request, deps), 'admin');
    assertJson(request);
    return saveStaffMember({ db: deps.db, orgId: staff.orgId, now: deps.now(), input: await readJson(request, StaffInputSchema) });
  });

  router.delete('/api/admin/staff/:email', async (request) => {
    const staff = requireRole(await requireStaff(request, deps), 'admin');
    assertJson(request);
    await removeStaffMember({ db: deps.db, orgId: staff.orgId, email: decodeURIComponent(request.params.email!), now: deps.now() });
    return { ok: true };
  });
};
