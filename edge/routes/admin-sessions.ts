/**
 * Sessions (`services/sessions/session-store.ts`): every staff member sees and ends their own; an admin sees and ends anyone's in
 * the organisation — staff and account members alike.
 *
 *   GET    /api/admin/sessions                      → { sessions } the caller's own staff sessions (`current` marks
 *                                                     the one of this request)
 *   GET    /api/admin/sessions?scope=organization   (admin) → { sessions } every usable session of the organisation
 *   DELETE /api/admin/sessions/:id                  → { ok: true }: the caller's own, or (admin) anyone's;
 *                                                     403 someone else's for a non-admin; 404 unknown or ended
 *
 * A session: { id, kind: staff | member, current, createdAt, lastSeenAt, expiresAt, endsAt, ip, userAgent,
 * user: { id, email, name, accountId?, accountName? } }. `endsAt` is when it ends if left unused (the idle limit or
 * the absolute end, whichever is first).
 */
import { assertJson, requireStaff } from '../middleware/with-staff.ts';
import type { RegisterRoutes } from '../router.ts';
import { endSession } from '../services/sessions/end-session.ts';
import { listSessionViews } from '../services/sessions/list-session-views.ts';

export const registerAdminSessionRoutes: RegisterRoutes = (router, deps) => {
  const { db, now } = deps;

  router.get('/api/admin/sessions', async (request) => {
    const staff = await requireStaff(request, deps);
    return { sessions: await listSessionViews({ db, staff, everyone: request.query.scope === 'organization', now: now() }) };
  });

  router.delete('/api/admin/sessions/:id', async (request) => {
    const staff = await requireStaff(request, deps);
    assertJson(request);
    await endSession({ db, staff, id: decodeURIComponent(request.params.id!), now: now() });
    return { ok: true };
  });
};
