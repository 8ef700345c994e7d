/**
 * The staff member a request is signed in as (the `gh_staff` cookie), as every admin route and the document
 * services see them. The guards that answer 401/403 are in `middleware/with-staff.ts`.
 */
import { ROLE_PERMISSIONS, type Permission, type Role } from '../../../content/schemas/staff.ts';
import type { AppDeps } from '../../deps.ts';
import { resolveSession } from '../sessions/session-store.ts';
import { STAFF_SESSION_COOKIE, readCookie } from './staff-session-cookie.ts';
import { findStaffById } from './find-staff.ts';

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
 * The signed-in staff member of the request, or null: reads the `gh_staff` cookie, looks its session up (not
 * revoked, not idle for 12 hours, not older than 7 days; each use renews it) and loads the staff user, who must
 * still exist in the same organisation. Signing out, an admin revoking the session, a role change or removing the
 * user end it.
 */
export async function readStaffSession(request: Request, deps: Pick<AppDeps, 'db' | 'now'>): Promise<StaffContext | null> {
  const token = readCookie(request, STAFF_SESSION_COOKIE);
  if (!token) return null;
  const session = await resolveSession({ db: deps.db, kind: 'staff', token, now: deps.now() });
  if (!session) return null;
  const user = await findStaffById({ db: deps.db, orgId: session.orgId, userId: session.userId });
  if (!user) return null;
  const permissions = [...ROLE_PERMISSIONS[user.role]];
  return { userId: user.id, orgId: user.orgId, email: user.email, role: user.role, name: user.name || user.email, permissions, sessionId: session.id };
}
