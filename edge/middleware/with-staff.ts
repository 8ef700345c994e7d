/**
 * Staff authorisation for `/api/admin/…` routes.
 *
 *   router.put('/api/admin/draft/items/:uid', async (request) => {
 *     assertJson(request);
 *     const staff = await requireStaff(request, deps, 'statuspage:edit');
 *     …
 *   });
 */
import type { Permission, Role } from '../../content/schemas/staff.ts';
import type { AppDeps } from '../deps.ts';
import { appError } from '../errors.ts';
import { readStaffSession, type StaffContext } from '../services/read-staff-session.ts';

export type { StaffContext };

/**
 * The signed-in staff member of the request (see `readStaffSession`).
 * @throws UNAUTHENTICATED (401) without a usable session; FORBIDDEN (403) when `permission` is given and the role
 * does not grant it.
 */
export async function requireStaff(request: Request, deps: Pick<AppDeps, 'db' | 'now'>, permission?: Permission): Promise<StaffContext> {
  const staff = await readStaffSession(request, deps);
  if (!staff) throw appError('UNAUTHENTICATED');
  if (permission && !staff.permissions.includes(permission)) throw appError('FORBIDDEN');
  return staff;
}

/**
 * Requires one of the roles: `requireRole(ctx, 'admin')` for admins only; `requireRole(ctx, 'editor')` for editors
 * and admins (roles are ordered admin > editor > viewer).
 * @throws FORBIDDEN (403)
 */
export function requireRole(ctx: StaffContext, role: 'admin' | 'editor'): StaffContext {
  const allowed: readonly Role[] = role === 'admin' ? ['admin'] : ['admin', 'editor'];
  if (!allowed.includes(ctx.role)) throw appError('FORBIDDEN');
  return ctx;
}

/**
 * JSON-only guard for state-changing admin routes: the body must be sent as `Content-Type: application/json`.
 *
 * Cross-site requests are refused for every route by `middleware/csrf.ts` (Origin / Sec-Fetch-Site, or a CSRF
 * token); this is a further line for the routes that take JSON: an HTML form can only send
 * `application/x-www-form-urlencoded`, `multipart/form-data` or `text/plain`, and a cross-origin `fetch` with
 * `application/json` needs a CORS preflight that the edge never grants.
 * @throws BAD_REQUEST (400) otherwise.
 */
export function assertJson(request: Request): void {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') throw appError('BAD_REQUEST', { reason: 'Content-Type must be application/json' });
}
