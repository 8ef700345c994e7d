/**
 * Accounts and their members: queries shared by the access services and the staff routes.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AccountState, AccountSummary } from '../../../content/contracts/access.ts';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import type { Db } from '../../db/types.ts';
import { accessRequests, accountMembers, accounts, ndaAcceptances, type AccessRequestRow, type AccountMemberRow, type AccountRow } from '../../db/schema.ts';
import { appError } from '../../errors.ts';
import { domainCovers, emailDomain } from './free-mail.ts';
import { liveSnapshot } from './live-snapshot.ts';

/** A new random id with a prefix: `acc_…`, `mem_…`, `req_…`. */
export function newId(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `${prefix}_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Whether an account's members may use it now. */
export function accountState(account: Pick<AccountRow, 'revokedAt' | 'expiresAt'>, now: number): AccountState {
  if (account.revokedAt !== null && account.revokedAt !== undefined) return 'revoked';
  if (account.expiresAt !== null && account.expiresAt !== undefined && account.expiresAt <= now) return 'expired';
  return 'active';
}

export async function getAccount({ db, orgId, accountId }: { db: Db; orgId: string; accountId: string }): Promise<AccountRow | null> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.orgId, orgId), eq(accounts.id, accountId)))
    .limit(1);
  return row ?? null;
}

export async function requireAccount(options: { db: Db; orgId: string; accountId: string }): Promise<AccountRow> {
  const account = await getAccount(options);
  if (!account) throw appError('ACCOUNT_NOT_FOUND');
  return account;
}

/** The member with this address in the organisation, with their account. */
export async function findMemberByEmail({
  db,
  orgId,
  email,
}: {
  db: Db;
  orgId: string;
  email: string;
}): Promise<{ member: AccountMemberRow; account: AccountRow } | null> {
  const [row] = await db
    .select({ member: accountMembers, account: accounts })
    .from(accountMembers)
    .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
    .where(and(eq(accountMembers.orgId, orgId), eq(accountMembers.email, email.trim().toLowerCase())))
    .limit(1);
  return row ?? null;
}

/** The newest access request (kind `access`) from this address. */
export async function latestAccessRequest({ db, orgId, email }: { db: Db; orgId: string; email: string }): Promise<AccessRequestRow | null> {
  const [row] = await db
    .select()
    .from(accessRequests)
    .where(and(eq(accessRequests.orgId, orgId), eq(accessRequests.email, email), eq(accessRequests.kind, 'access')))
    .orderBy(desc(accessRequests.createdAt))
    .limit(1);
  return row ?? null;
}

export type MatchingReason = 'website-domain-match' | 'account-name-match';

/**
 * The account a requester belongs to, if any (visitor spec §3 matching reasons): an account listing the email's
 * domain (or a parent domain) wins over one with the same name as the company. Revoked accounts never match.
 */
export async function matchAccount({
  db,
  orgId,
  email,
  companyName,
  freeMail,
}: {
  db: Db;
  orgId: string;
  email: string;
  companyName: string;
  freeMail: boolean;
}): Promise<{ account: AccountRow; reason: MatchingReason } | null> {
  const rows = (await db.select().from(accounts).where(eq(accounts.orgId, orgId)).orderBy(asc(accounts.createdAt))).filter((a) => a.revokedAt === null);
  const domain = emailDomain(email);
  if (!freeMail) {
    const byDomain = rows.find((a) => (a.domains ?? []).some((d) => domainCovers(d, domain)));
    if (byDomain) return { account: byDomain, reason: 'website-domain-match' };
  }
  const name = companyName.trim().toLowerCase();
  const byName = name ? rows.find((a) => a.name.trim().toLowerCase() === name) : undefined;
  return byName ? { account: byName, reason: 'account-name-match' } : null;
}

/**
 * Refuses a permission profile the published portal does not have (no profile given: nothing to check).
 * @throws PERMISSION_PROFILE_NOT_FOUND
 */
export async function requirePermissionProfile({ db, orgId, profileId }: { db: Db; orgId: string; profileId: string | undefined }): Promise<void> {
  if (profileId === undefined) return;
  const snapshot = await liveSnapshot({ db, orgId });
  if (!snapshot?.permissionProfiles.some((p) => p.id === profileId)) throw appError('PERMISSION_PROFILE_NOT_FOUND');
}

/** A permission profile id that exists in the snapshot: `wanted`, else `fallback`, else the first profile. */
export function resolveProfileId(snapshot: Snapshot | null, wanted: string | undefined, fallback = ''): string {
  const ids = new Set((snapshot?.permissionProfiles ?? []).map((p) => p.id));
  if (wanted && ids.has(wanted)) return wanted;
  if (fallback && ids.has(fallback)) return fallback;
  return snapshot?.permissionProfiles[0]?.id ?? wanted ?? fallback;
}

export interface NewAccount {
  name: string;
  domains?: string[];
  permissionProfileId: string;
  expiresAt?: number | null;
  ndaOnFile?: boolean;
}

export async function createAccount({ db, orgId, account, now }: { db: Db; orgId: string; account: NewAccount; now: number }): Promise<AccountRow> {
  const [row] = await db
    .insert(accounts)
    .values({
      id: newId('acc'),
      orgId,
      name: account.name.trim(),
      domains: [...new Set((account.domains ?? []).map((d) => d.trim().toLowerCase()).filter(Boolean))],
      permissionProfileId: account.permissionProfileId,
      expiresAt: account.expiresAt ?? null,
      ndaOnFile: account.ndaOnFile ?? false,
      reviewStatus: 'approved',
      createdAt: now,
    })
    .returning();
  return row!;
}

export interface NewMember {
  email: string;
  firstName?: string;
  lastName?: string;
  isAutoApproved?: boolean;
}

/**
 * Adds a member to an account.
 * @throws MEMBER_EXISTS (409) when the address already belongs to an account of the organisation.
 */
export async function addMember({
  db,
  orgId,
  accountId,
  member,
  now,
}: {
  db: Db;
  orgId: string;
  accountId: string;
  member: NewMember;
  now: number;
}): Promise<AccountMemberRow> {
  const email = member.email.trim().toLowerCase();
  const existing = await findMemberByEmail({ db, orgId, email });
  if (existing) {
    if (existing.account.id === accountId) return existing.member;
    throw appError('MEMBER_EXISTS');
  }
  const [row] = await db
    .insert(accountMembers)
    .values({
      id: newId('mem'),
      orgId,
      accountId,
      email,
      firstName: member.firstName ?? '',
      lastName: member.lastName ?? '',
      isAutoApproved: member.isAutoApproved ?? false,
      createdAt: now,
    })
    .returning();
  return row!;
}

export async function listAccounts({ db, orgId, now }: { db: Db; orgId: string; now: number }): Promise<AccountSummary[]> {
  const rows = await db.select().from(accounts).where(eq(accounts.orgId, orgId)).orderBy(asc(accounts.name));
  if (rows.length === 0) return [];
  const ids = rows.map((a) => a.id);
  const members = await db.select().from(accountMembers).where(inArray(accountMembers.accountId, ids)).orderBy(asc(accountMembers.email));
  const acceptances = await db.select().from(ndaAcceptances).where(inArray(ndaAcceptances.accountId, ids));
  return rows.map((a) => ({
    id: a.id,
    name: a.name,
    domains: a.domains ?? [],
    permissionProfileId: a.permissionProfileId,
    expiresAt: a.expiresAt ?? null,
    ndaOnFile: a.ndaOnFile,
    reviewStatus: a.reviewStatus,
    revokedAt: a.revokedAt ?? null,
    createdAt: a.createdAt,
    state: accountState(a, now),
    members: members
      .filter((m) => m.accountId === a.id)
      .map((m) => ({
        id: m.id,
        email: m.email,
        firstName: m.firstName,
        lastName: m.lastName,
        isAutoApprovedAccountMember: m.isAutoApproved,
        createdAt: m.createdAt,
        ndaAcceptedAt: Math.max(0, ...acceptances.filter((x) => x.accountId === a.id && x.email === m.email).map((x) => x.acceptedAt)) || null,
      })),
  }));
}
