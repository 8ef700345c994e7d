/**
 * Expiring items and documents (certificates, reports) and their owners:
 *
 *   GET /api/admin/expiring?within=N       → { within, entries: [...], staff: [{ email, name }] }  (default 60 days;
 *                                             expired ones always listed) — any staff member
 *   PUT /api/admin/expiring/:type/:id      { expiry?, owners? } → the entry  (type item | document; statuspage:edit)
 *
 * Owners get the reminders (`services/expiry/expiring.ts`); the expiry date of an item is also edited in its card.
 */
import { ExpiringQuerySchema, ExpiryUpdateSchema, type Expiring, type ExpiringEntry } from '../../content/contracts/questionnaire-assist.ts';
import { appError } from '../errors.ts';
import { parseWith, readJson } from '../middleware/body.ts';
import { assertJson, requireEditor, requireStaff } from '../middleware/with-staff.ts';
import type { RegisterRoutes } from '../router.ts';
import { listExpiring, updateExpiry } from '../services/expiry/expiring.ts';
import { listStaff } from '../services/staff/list-staff.ts';

export const registerAdminExpiryRoutes: RegisterRoutes = (router, deps) => {
  router.get('/api/admin/expiring', async (request): Promise<Expiring> => {
    const staff = await requireStaff(request, deps);
    const { within } = parseWith(ExpiringQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
    const entries = await listExpiring({ db: deps.db, orgId: staff.orgId, now: deps.now(), within });
    const people = await listStaff({ db: deps.db, orgId: staff.orgId });
    return { within, entries, staff: people.map(({ email, name }) => ({ email, name })) };
  });

  router.put('/api/admin/expiring/:type/:id', async (request): Promise<ExpiringEntry> => {
    const staff = await requireEditor(request, deps);
    assertJson(request);
    const type = request.params.type;
    if (type !== 'item' && type !== 'document') throw appError('EXPIRY_SUBJECT_NOT_FOUND');
    const update = await readJson(request, ExpiryUpdateSchema);
    return updateExpiry({ db: deps.db, orgId: staff.orgId, type, id: decodeURIComponent(request.params.id!), update, by: staff.email, now: deps.now() });
  });
};
