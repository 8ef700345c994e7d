/**
 * Staff revoke an account's access (`POST /api/admin/access/accounts/:id/revoke`; `restore-account.ts` gives it
 * back). Revoking ends the members' sessions at once.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { accounts, type AccountRow } from '../../db/schema.ts';
import { appendAudit } from '../audit/audit-log.ts';
import { revokeAccountSessions } from '../sessions/session-store.ts';

export interface AccountAccessOptions {
  db: Db;
  orgId: string;
  account: AccountRow;
  /** The staff member's email. */
  by: string;
  now: number;
}

/** Revokes the account (audited as `account.revoke`) and ends its members' sessions. */
export async function revokeAccount({ db, orgId, account, by, now }: AccountAccessOptions): Promise<AccountRow> {
  const [revoked] = await db.update(accounts).set({ revokedAt: now }).where(eq(accounts.id, account.id)).returning();
  await appendAudit({ db, orgId, action: 'account.revoke', actor: `staff:${by}`, subject: account.id, data: { revoke: true }, now });
  await revokeAccountSessions({ db, orgId, accountId: account.id, by: `staff:${by}`, now });
  return revoked!;
}
