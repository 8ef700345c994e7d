/** The organisation's accounts as staff see them: by name, with their members, NDA acceptances and state. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { AccountSummary } from '../../../content/contracts/access.ts';
import type { Db } from '../../db/types.ts';
import { accountMembers, accounts, ndaAcceptances } from '../../db/schema.ts';
import { accountState } from './account-state.ts';

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
