/** An account of the organisation, by its id. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { accounts, type AccountRow } from '../../db/schema.ts';
import { appError } from '../../errors.ts';

export interface GetAccountOptions {
  db: Db;
  orgId: string;
  accountId: string;
}

/** The account, or null when the organisation has none with this id. */
export async function getAccount({ db, orgId, accountId }: GetAccountOptions): Promise<AccountRow | null> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.orgId, orgId), eq(accounts.id, accountId)))
    .limit(1);
  return row ?? null;
}

/** The account. @throws ACCOUNT_NOT_FOUND */
export async function requireAccount(options: GetAccountOptions): Promise<AccountRow> {
  const account = await getAccount(options);
  if (!account) throw appError('ACCOUNT_NOT_FOUND');
  return account;
}
