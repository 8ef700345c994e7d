/**
 * Staff authorisation for `/api/admin/…` routes: `requireStaff` for any signed-in staff member, `requireEditor` for
 * the routes that change something, `requireRole(…, 'admin')` for the admins' own settings.
 *
 *   router.put('/api/admin/draft/items/:uid', async (request) => {
 *     const staff = await requireEditor(request, deps);
 *     assertJson(request);
 *     return saveItem({ ...staffWrite(deps, staff), … });
 *   });
 */
import type { Permission, Role } from '../../content/schemas/staff.ts';
import type { Db } from '../db/types.ts';
import type { AppDeps } from '../deps.ts';
import { appError } from '../errors.ts';
import { readStaffSession, type StaffContext } from '../services/staff/read-staff-session.ts';

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

/** The permissions that let staff change things: the trust center's content, or its images and files. */
export type EditPermission = Extract<Permission, 'statuspage:edit' | 'assets:edit'>;

/**
 * The signed-in staff member when they may edit: `statuspage:edit` (editors and admins), or `assets:edit` (admins)
 * for images, logos and banners. Every route that changes the trust center, its access accounts or the staff's
 * inboxes (comments, questionnaires, knowledge base) asks it.
 * @throws UNAUTHENTICATED (401) without a usable session; FORBIDDEN (403) without the permission.
 */
export function requireEditor(request: Request, deps: Pick<AppDeps, 'db' | 'now'>, permission: EditPermission = 'statuspage:edit'): Promise<StaffContext> {
  return requireStaff(request, deps, permission);
}

/** The options a write service takes from the staff member making it: the database, their organisation, who, when. */
export function staffWrite(deps: Pick<AppDeps, 'db' | 'now'>, staff: StaffContext): { db: Db; orgId: string; by: string; now: number } {
  return { db: deps.db, orgId: staff.orgId, by: staff.email, now: deps.now() };
}

/**
 * The draft version a write's `If-Match` header names (`"12"`, `12`, `W/"12"`), or undefined (no header, or `*`):
 * the write fails with 409 CONFLICT when the draft has moved on since.
 * @throws BAD_REQUEST for any other value.
 */
export function expectedVersionOf(request: Request): number | undefined {
  const header = request.headers.get('if-match');
  if (!header || header.trim() === '*') return undefined;
  const match = /^(?:W\/)?"?(\d+)"?$/.exec(header.trim());
  if (!match) throw appError('BAD_REQUEST', { reason: 'If-Match must be a draft version.' });
  return Number(match[1]);
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
