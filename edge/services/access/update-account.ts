/**
 * Staff change an account: its name, domains, permission profile, expiry or NDA on file
 * (`PUT /api/admin/access/accounts/:id`). Only the fields sent change; each change is audited.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { accounts, type AccountRow } from '../../db/schema.ts';
import { appendAudit } from '../audit/audit-log.ts';

export interface AccountChanges {
  name?: string;
  domains?: string[];
  permissionProfileId?: string;
  expiresAt?: number | null;
  ndaOnFile?: boolean;
}

/** Writes the fields of `changes` that are set (none: nothing is written) and audits them as `account.update`. */
export async function updateAccount({
  db,
  orgId,
  account,
  changes,
  by,
  now,
}: {
  db: Db;
  orgId: string;
  account: AccountRow;
  changes: AccountChanges;
  by: string;
  now: number;
}): Promise<AccountRow> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  const [updated] = Object.keys(set).length ? await db.update(accounts).set(set).where(eq(accounts.id, account.id)).returning() : [account];
  await appendAudit({ db, orgId, action: 'account.update', actor: `staff:${by}`, subject: account.id, data: set, now });
  return updated!;
}
