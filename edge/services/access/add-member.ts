/**
 * Adds a member to an account: the address (trimmed and lowercased) joins it, or already belongs to it. The staff
 * route's addition, with its audit entry and sign-in email, is `add-account-member.ts`.
 */
import type { Db } from '../../db/types.ts';
import { accountMembers, type AccountMemberRow } from '../../db/schema.ts';
import { appError } from '../../errors.ts';
import { newId } from '../../lib/ids.ts';
import { findMemberByEmail } from './find-member-by-email.ts';

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
