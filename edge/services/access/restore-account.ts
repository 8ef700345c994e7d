/**
 * Staff give a revoked account its access back (`POST /api/admin/access/accounts/:id/restore`). Restoring does not
 * bring the members' ended sessions back: they sign in again.
 */
import { eq } from 'drizzle-orm';
import { accounts, type AccountRow } from '../../db/schema.ts';
import { appendAudit } from '../audit/audit-log.ts';
import type { AccountAccessOptions } from './revoke-account.ts';

/** Gives a revoked account its access back (audited as `account.update`). */
export async function restoreAccount({ db, orgId, account, by, now }: AccountAccessOptions): Promise<AccountRow> {
  const [restored] = await db.update(accounts).set({ revokedAt: null }).where(eq(accounts.id, account.id)).returning();
  await appendAudit({ db, orgId, action: 'account.update', actor: `staff:${by}`, subject: account.id, data: { restore: true }, now });
  return restored!;
}
