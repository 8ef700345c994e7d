/**
 * Staff authorisation for `/api/admin/…` routes.
 *
 *   router.put('/api/admin/draft/items/:uid', async (request) => {
 *     assertJson(request);
 *     const staff = await requireStaff(request, deps, 'statuspage:edit');
 *     …
 *   });
 */
import { ROLE_PERMISSIONS, type Permission, type Role } from '../../content/schemas/staff.ts';
import type { AppDeps } from '../deps.ts';
import { appError } from '../errors.ts';
import { resolveSession } from '../services/sessions.ts';
import { STAFF_SESSION_COOKIE, readCookie } from '../services/staff-auth.ts';
import { findStaffById } from '../services/staff.ts';

/** Who is signed in, as every admin route sees it. */
export interface StaffContext {
  userId: string;
  orgId: string;
  email: string;
  role: Role;
  /** Display name, or the email when the user has none. */
  name: string;
  /** What the role allows (`ROLE_PERMISSIONS[role]`). */
  permissions: Permission[];
  /** The session the request came with (`sessions.id`). */
  sessionId: string;
}

/**
 * The signed-in staff member of the request: reads the `gh_staff` cookie, looks its session up (not revoked, not
 * idle for 12 hours, not older than 7 days; each use renews it) and loads the staff user, who must still exist in
 * the same organisation. Signing out, an admin revoking the session, a role change or removing the user end it.
 * @throws UNAUTHENTICATED (401) without a usable session; FORBIDDEN (403) when `permission` is given and the role
 * does not grant it.
 */
export async function requireStaff(request: Request, deps: Pick<AppDeps, 'db' | 'now'>, permission?: Permission): Promise<StaffContext> {
  const token = readCookie(request, STAFF_SESSION_COOKIE);
  if (!token) throw appError('UNAUTHENTICATED');
  const session = await resolveSession({ db: deps.db, kind: 'staff', token, now: deps.now() });
  if (!session) throw appError('UNAUTHENTICATED');
  const user = await findStaffById({ db: deps.db, orgId: session.orgId, userId: session.userId });
  if (!user) throw appError('UNAUTHENTICATED');

  const permissions = [...ROLE_PERMISSIONS[user.role]];
  if (permission && !permissions.includes(permission)) throw appError('FORBIDDEN');
  return { userId: user.id, orgId: user.orgId, email: user.email, role: user.role, name: user.name || user.email, permissions, sessionId: session.id };
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
