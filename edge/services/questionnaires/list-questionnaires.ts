/**
 * Questionnaires as the two sides see them: a member lists their account's submissions (account menu
 * "Questionnaires"); staff list the organisation's inbox, newest first, with the account's name.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { InboxQuestionnaire, MemberQuestionnaire } from '../../../content/contracts/questionnaires.ts';
import { accounts, questionnaires, type QuestionnaireRow } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';

export function memberQuestionnaire(row: QuestionnaireRow): MemberQuestionnaire {
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    link: row.link,
    status: row.status,
    submittedBy: row.memberName || row.memberEmail,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The account's questionnaires, newest first. */
export async function listAccountQuestionnaires({ db, orgId, accountId }: { db: Db; orgId: string; accountId: string }): Promise<MemberQuestionnaire[]> {
  const rows = await db
    .select()
    .from(questionnaires)
    .where(and(eq(questionnaires.orgId, orgId), eq(questionnaires.accountId, accountId)))
    .orderBy(desc(questionnaires.createdAt), desc(questionnaires.id));
  return rows.map(memberQuestionnaire);
}

/** The organisation's inbox, newest first. */
export async function listInbox({ db, orgId }: { db: Db; orgId: string }): Promise<InboxQuestionnaire[]> {
  const rows = await db
    .select({ q: questionnaires, accountName: accounts.name })
    .from(questionnaires)
    .innerJoin(accounts, eq(accounts.id, questionnaires.accountId))
    .where(eq(questionnaires.orgId, orgId))
    .orderBy(desc(questionnaires.createdAt), desc(questionnaires.id));
  return rows.map(({ q, accountName }) => ({
    ...memberQuestionnaire(q),
    accountId: q.accountId,
    accountName,
    memberName: q.memberName,
    memberEmail: q.memberEmail,
    size: q.size,
    contentType: q.contentType,
    updatedBy: q.updatedBy,
  }));
}

/** One questionnaire of the organisation, or null. */
export async function findQuestionnaire({ db, orgId, id }: { db: Db; orgId: string; id: string }): Promise<QuestionnaireRow | null> {
  const [row] = await db
    .select()
    .from(questionnaires)
    .where(and(eq(questionnaires.orgId, orgId), eq(questionnaires.id, id)))
    .limit(1);
  return row ?? null;
}
