/** Staff move a questionnaire through received → in progress → completed (any order: it is their inbox). */
import { and, eq } from 'drizzle-orm';
import type { QuestionnaireStatus } from '../../../content/contracts/questionnaires.ts';
import { questionnaires } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import { appError } from '../../errors.ts';
import { findQuestionnaire } from './list-questionnaires.ts';

/** @throws QUESTIONNAIRE_NOT_FOUND for an id of another organisation or none. */
export async function setQuestionnaireStatus({
  db,
  orgId,
  id,
  status,
  by,
  now,
}: {
  db: Db;
  orgId: string;
  id: string;
  status: QuestionnaireStatus;
  by: string;
  now: number;
}) {
  const row = await findQuestionnaire({ db, orgId, id });
  if (!row) throw appError('QUESTIONNAIRE_NOT_FOUND');
  await db
    .update(questionnaires)
    .set({ status, updatedAt: now, updatedBy: by })
    .where(and(eq(questionnaires.orgId, orgId), eq(questionnaires.id, id)));
  return { ...row, status, updatedAt: now, updatedBy: by };
}
