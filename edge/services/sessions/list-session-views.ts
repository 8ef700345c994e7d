/**
 * The session lists of the admin's Sessions tab, and ending a session from there (`routes/admin-sessions.ts`):
 * staff see and end their own; an admin sees and ends anyone's in the organisation, staff and members alike.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { SessionView } from '../../../content/contracts/sessions.ts';
import { accountMembers, accounts, staffUsers, type SessionRow } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import { appError } from '../../errors.ts';
import type { StaffContext } from '../staff/read-staff-session.ts';
import { listSessions, sessionEndsAt } from './session-store.ts';

/** The sessions with who they belong to. */
async function describe(db: Db, rows: SessionRow[], current: StaffContext): Promise<SessionView[]> {
  const staffIds = rows.filter((r) => r.kind === 'staff').map((r) => r.userId);
  const memberIds = rows.filter((r) => r.kind === 'member').map((r) => r.userId);
  const staff = staffIds.length
    ? await db
        .select()
        .from(staffUsers)
        .where(and(eq(staffUsers.orgId, current.orgId), inArray(staffUsers.id, staffIds)))
    : [];
  const members = memberIds.length
    ? await db
        .select({ member: accountMembers, accountName: accounts.name })
        .from(accountMembers)
        .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
        .where(and(eq(accountMembers.orgId, current.orgId), inArray(accountMembers.id, memberIds)))
    : [];
  const staffById = new Map(staff.map((s) => [s.id, s]));
  const memberById = new Map(members.map((m) => [m.member.id, m]));
  return rows.map((row) => {
    const s = row.kind === 'staff' ? staffById.get(row.userId) : undefined;
    const m = row.kind === 'member' ? memberById.get(row.userId) : undefined;
    const user = s
      ? { id: s.id, email: s.email, name: s.name || s.email }
      : m
        ? {
            id: m.member.id,
            email: m.member.email,
            name: [m.member.firstName, m.member.lastName].filter(Boolean).join(' ') || m.member.email,
            accountId: m.member.accountId,
            accountName: m.accountName,
          }
        : { id: row.userId, email: '', name: '' };
    return {
      id: row.id,
      kind: row.kind,
      current: row.id === current.sessionId,
      createdAt: row.createdAt,
      lastSeenAt: row.lastSeenAt,
      expiresAt: row.expiresAt,
      endsAt: sessionEndsAt(row),
      ip: row.ip,
      userAgent: row.userAgent,
      user,
    };
  });
}

/** The caller's own staff sessions, or (`everyone`, admins only) every usable session of the organisation. */
export async function listSessionViews({ db, staff, everyone, now }: { db: Db; staff: StaffContext; everyone: boolean; now: number }): Promise<SessionView[]> {
  if (everyone && staff.role !== 'admin') throw appError('FORBIDDEN');
  const rows = everyone
    ? await listSessions({ db, orgId: staff.orgId, now })
    : await listSessions({ db, orgId: staff.orgId, now, kind: 'staff', userId: staff.userId });
  return describe(db, rows, staff);
}
