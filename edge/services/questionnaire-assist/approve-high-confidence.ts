/** "Approve all high-confidence": every drafted row of high confidence that is not flagged becomes approved. */
import { and, eq } from 'drizzle-orm';
import { questionnaireAssistQuestions } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import { appendAudit } from '../audit/audit-log.ts';
import { findAssistRow } from './assist-records.ts';

export async function approveHighConfidence({
  db,
  orgId,
  id,
  by,
  now,
}: {
  db: Db;
  orgId: string;
  id: string;
  by: string;
  now: number;
}): Promise<{ approved: number }> {
  await findAssistRow({ db, orgId, id });
  const where = and(
    eq(questionnaireAssistQuestions.assistId, id),
    eq(questionnaireAssistQuestions.state, 'draft'),
    eq(questionnaireAssistQuestions.confidence, 'high'),
    eq(questionnaireAssistQuestions.flagged, false),
  );
  const rows = await db
    .update(questionnaireAssistQuestions)
    .set({ state: 'approved', updatedAt: now, updatedBy: by })
    .where(where)
    .returning({ n: questionnaireAssistQuestions.n });
  if (rows.length > 0) {
    await appendAudit({
      db,
      orgId,
      action: 'questionnaire_assist.approve_high',
      actor: `staff:${by}`,
      subject: id,
      data: { questions: rows.map((r) => r.n).sort((a, b) => a - b) },
      now,
    });
  }
  return { approved: rows.length };
}
