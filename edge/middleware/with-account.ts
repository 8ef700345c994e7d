/**
 * Account-member authorisation for `/api/statuspage/share/{accountId}/external/…` routes (and anything else an
 * account member may do, such as downloading a gated document).
 *
 *   const session = await readAccountSession(request, deps);      // null when there is no usable session
 *   if (!session || !canAccessItem(snapshot, { mode: 'AccountExternal', ...session }, item)) throw appError('FORBIDDEN');
 *
 *   router.get('/api/statuspage/share/:accountId/external/view', async (request) => {
 *     const session = await requireAccountSession(request, deps, { accountId: request.params.accountId });
 *     …
 *   });
 *
 * A session is usable only while its account exists, is not revoked and has not expired, and its member still
 * exists: revoking an account or removing a member ends their sessions at once.
 */
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../deps.ts';
import { accountMembers, accounts } from '../db/schema.ts';
import { appError } from '../errors.ts';
import { ACCOUNT_SESSION_COOKIE, verifyAccountSession } from '../services/account-session.ts';
import { readCookie } from '../services/staff-auth.ts';

/** An account member's session as routes see it. */
export interface AccountSession {
  orgId: string;
  accountId: string;
  accountName: string;
  /** Permission profile of the account (an id in the published snapshot). */
  permissionProfileId: string;
  /** When the account's access ends (ms), or null. */
  accountExpiresAt: number | null;
  /** The company has an NDA on file (no clickwrap needed). */
  ndaOnFile: boolean;
  memberId: string;
  memberEmail: string;
  firstName: string;
  lastName: string;
  isAutoApprovedAccountMember: boolean;
}

export type AccountSessionResolution =
  | { status: 'active'; session: AccountSession }
  /** No cookie, or a forged, expired or unknown token, or a removed member. */
  | { status: 'none' }
  /** The account's access period is over (visitor spec §4 `access_expired`); the member may ask to extend. */
  | { status: 'expired'; session: AccountSession }
  /** Staff revoked the account. */
  | { status: 'revoked'; session: AccountSession };

type SessionDeps = Pick<AppDeps, 'db' | 'secrets' | 'now'>;

/** Looks up the request's account session and says whether it is usable, expired, revoked or absent. */
export async function resolveAccountSession(request: Request, deps: SessionDeps): Promise<AccountSessionResolution> {
  const token = readCookie(request, ACCOUNT_SESSION_COOKIE);
  if (!token) return { status: 'none' };
  const claims = await verifyAccountSession({ secret: deps.secrets.sessionSecret, token, now: deps.now() });
  if (!claims) return { status: 'none' };
  const [row] = await deps.db
    .select({ member: accountMembers, account: accounts })
    .from(accountMembers)
    .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
    .where(and(eq(accountMembers.id, claims.memberId), eq(accountMembers.accountId, claims.accountId), eq(accounts.orgId, claims.orgId)))
    .limit(1);
  if (!row) return { status: 'none' };
  const { member, account } = row;
  const session: AccountSession = {
    orgId: account.orgId,
    accountId: account.id,
    accountName: account.name,
    permissionProfileId: account.permissionProfileId,
    accountExpiresAt: account.expiresAt ?? null,
    ndaOnFile: account.ndaOnFile,
    memberId: member.id,
    memberEmail: member.email,
    firstName: member.firstName,
    lastName: member.lastName,
    isAutoApprovedAccountMember: member.isAutoApproved,
  };
  if (account.revokedAt !== null && account.revokedAt !== undefined) return { status: 'revoked', session };
  if (account.expiresAt !== null && account.expiresAt !== undefined && account.expiresAt <= deps.now()) return { status: 'expired', session };
  return { status: 'active', session };
}

/** The request's usable account session, or `null` (none, expired or revoked). */
export async function readAccountSession(request: Request, deps: SessionDeps): Promise<AccountSession | null> {
  const resolved = await resolveAccountSession(request, deps);
  return resolved.status === 'active' ? resolved.session : null;
}

/**
 * The usable account session of the request, for routes of one account.
 * @throws UNAUTHENTICATED (401) without a session (or a revoked account); ACCESS_EXPIRED (403, `feedback:
 * access_expired`) when the account's access is over; FORBIDDEN (403) when `accountId` is another account's.
 */
export async function requireAccountSession(request: Request, deps: SessionDeps, { accountId }: { accountId?: string } = {}): Promise<AccountSession> {
  const resolved = await resolveAccountSession(request, deps);
  if (resolved.status === 'none' || resolved.status === 'revoked') throw appError('UNAUTHENTICATED');
  if (accountId !== undefined && resolved.session.accountId !== accountId) throw appError('FORBIDDEN');
  if (resolved.status === 'expired') throw appError('ACCESS_EXPIRED', { feedback: 'access_expired' });
  return resolved.session;
}
