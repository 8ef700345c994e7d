/** The member with an address in the organisation (one account per address and organisation), with their account. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { accountMembers, accounts, type AccountMemberRow, type AccountRow } from '../../db/schema.ts';

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
