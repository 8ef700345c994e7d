/**
 * The account member a request is signed in as (visitor spec §1 AccountExternal), and whether their session is
 * usable.
 *
 * A session is usable only while it is (not revoked, idle or expired: `services/sessions/session-store.ts`), its account exists, is not
 * revoked and has not expired, and its member still exists: signing out, revoking an account or removing a member
 * ends their sessions at once. While the organisation requires the clickwrap NDA and the member has not accepted it
 * (and the account has none on file), the session is `nda-pending`: `readAccountSession` gives null (nothing gated,
 * documents included), and the account routes serve the NDA and the public view only. The guard that answers
 * 401/403 for routes of one account is `requireAccountSession` in `middleware/with-account.ts`.
 */
import { and, eq, sql } from 'drizzle-orm';
import { preparedQuery } from '../../db/prepared.ts';
import type { Db } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { type ACCOUNT_REVIEW_STATUSES, accessSettings, accountMembers, accounts, sessions } from '../../db/schema.ts';
import { findLatestNdaAcceptance } from './find-latest-nda-acceptance.ts';
import { ACCOUNT_SESSION_COOKIE } from './start-account-session.ts';
import { findUsableSession } from '../sessions/session-store.ts';
import { readCookie } from '../staff/staff-session-cookie.ts';

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
  /** The organisation requires the NDA and this member has not accepted it yet. */
  ndaPending: boolean;
  /** The session the request came with (`sessions.id`). */
  sessionId: string;
  /** Read with the session, so the member's view needs no second read: the account's review state. */
  reviewStatus?: (typeof ACCOUNT_REVIEW_STATUSES)[number];
  /** Whether the organisation requires the clickwrap NDA (read unless the account has an NDA on file). */
  ndaRequired?: boolean;
  /** The member's latest NDA acceptance, when it was read (null: none). */
  ndaAcceptance?: { email: string; acceptedAt: number } | null;
}

export type AccountSessionResolution =
  | { status: 'active'; session: AccountSession }
  /** No cookie, or a forged, expired or unknown token, or a removed member. */
  | { status: 'none' }
  /** The account's access period is over (visitor spec §4 `access_expired`); the member may ask to extend. */
  | { status: 'expired'; session: AccountSession }
  /** Staff revoked the account. */
  | { status: 'revoked'; session: AccountSession }
  /** Usable once the member accepts the required NDA. */
  | { status: 'nda-pending'; session: AccountSession };

type SessionDeps = Pick<AppDeps, 'db' | 'now'>;

/** Looks up the request's account session and says whether it is usable, expired, revoked or absent. */
export async function resolveAccountSession(request: Request, deps: SessionDeps): Promise<AccountSessionResolution> {
  const token = readCookie(request, ACCOUNT_SESSION_COOKIE);
  if (!token) return { status: 'none' };
  // The session with its member and account in one read: a session whose member was removed finds no row.
  const read = async (tokenHash: string) => (await sessionByToken(deps.db).all({ tokenHash }))[0];
  const row = await findUsableSession({ db: deps.db, kind: 'member', token, now: deps.now(), read });
  if (!row) return { status: 'none' };
  const { member, account, stored } = row;
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
    ndaPending: false,
    sessionId: stored.id,
    reviewStatus: account.reviewStatus,
  };
  if (account.revokedAt !== null && account.revokedAt !== undefined) return { status: 'revoked', session };
  if (account.expiresAt !== null && account.expiresAt !== undefined && account.expiresAt <= deps.now()) return { status: 'expired', session };
  if (!account.ndaOnFile) {
    session.ndaRequired = await ndaRequired(deps, account.orgId);
    if (session.ndaRequired) {
      const accepted = await findLatestNdaAcceptance({ db: deps.db, orgId: account.orgId, accountId: account.id, email: member.email });
      session.ndaAcceptance = accepted && { email: accepted.email, acceptedAt: accepted.acceptedAt };
      if (!accepted) return { status: 'nda-pending', session: { ...session, ndaPending: true } };
    }
  }
  return { status: 'active', session };
}

/** The session with its member and account, by the hash of its token (built once per database). */
const sessionByToken = (db: Db) =>
  preparedQuery(db, 'account-session-by-token', (db) =>
    db
      .select({ stored: sessions, member: accountMembers, account: accounts })
      .from(sessions)
      .innerJoin(accountMembers, and(eq(accountMembers.id, sessions.userId), eq(accountMembers.accountId, sessions.accountId)))
      .innerJoin(accounts, and(eq(accounts.id, accountMembers.accountId), eq(accounts.orgId, sessions.orgId)))
      .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
      .limit(1)
      .prepare(),
  );

/** The organisation's stored access settings (built once per database). */
const accessSettingsData = (db: Db) =>
  preparedQuery(db, 'access-settings-data', (db) =>
    db
      .select({ data: accessSettings.data })
      .from(accessSettings)
      .where(eq(accessSettings.orgId, sql.placeholder('orgId')))
      .limit(1)
      .prepare(),
  );

async function ndaRequired(deps: SessionDeps, orgId: string): Promise<boolean> {
  const [row] = await accessSettingsData(deps.db).all({ orgId });
  return (row?.data as { ndaRequired?: unknown } | undefined)?.ndaRequired === true;
}

/** The request's usable account session, or `null` (none, expired, revoked, or the required NDA not accepted). */
export async function readAccountSession(request: Request, deps: SessionDeps): Promise<AccountSession | null> {
  const resolved = await resolveAccountSession(request, deps);
  return resolved.status === 'active' ? resolved.session : null;
}
