/**
 * Staff add a member to an account (`POST /api/admin/access/accounts/:id/members`): the addition is audited as
 * `account.update`, and the new member is emailed a sign-in link (the "request approved" email).
 */
import type { AccountMemberRow, AccountRow } from '../../db/schema.ts';
import type { OrgMailing } from '../../deps.ts';
import { appendAudit } from '../audit/audit-log.ts';
import { sendAccountLoginLink } from './account-login.ts';
import { addMember, type NewMember } from './add-member.ts';

export interface AddAccountMemberOptions extends OrgMailing {
  account: Pick<AccountRow, 'id'>;
  /** Parsed with `MemberInputSchema`. */
  member: NewMember;
  /** Staff email. */
  by: string;
}

/** @throws MEMBER_EXISTS when the address is a member of another account. */
export async function addAccountMember({ account, member: input, by, ...mailing }: AddAccountMemberOptions): Promise<AccountMemberRow> {
  const { db, org, now } = mailing;
  const member = await addMember({ db, orgId: org.id, accountId: account.id, member: input, now: now() });
  await appendAudit({
    db,
    orgId: org.id,
    action: 'account.update',
    actor: `staff:${by}`,
    subject: account.id,
    data: { memberAdded: member.email },
    now: now(),
  });
  await sendAccountLoginLink({ ...mailing, email: member.email, reason: 'approved' });
  return member;
}
