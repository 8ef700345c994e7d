/**
 * Staff remove a member from an account (`DELETE /api/admin/access/accounts/:id/members/:memberId`): the member's
 * sessions end at once, and the removal is audited as `member.remove`.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { accountMembers } from '../../db/schema.ts';
import { appError } from '../../errors.ts';
import { appendAudit } from '../audit/audit-log.ts';
import { revokeUserSessions } from '../sessions/session-store.ts';

/** @throws NOT_FOUND when the account has no member with this id. */
export async function removeAccountMember({
  db,
  orgId,
  accountId,
  memberId,
  by,
  now,
}: {
  db: Db;
  orgId: string;
  accountId: string;
  memberId: string;
  by: string;
  now: number;
}): Promise<void> {
  const [removed] = await db
    .delete(accountMembers)
    .where(and(eq(accountMembers.accountId, accountId), eq(accountMembers.id, memberId)))
    .returning();
  if (!removed) throw appError('NOT_FOUND');
  await revokeUserSessions({ db, kind: 'member', orgId, userId: removed.id, by: 'member-removed', now });
  await appendAudit({ db, orgId, action: 'member.remove', actor: `staff:${by}`, subject: removed.email, data: { accountId }, now });
}
