/**
 * Questionnaire assists as the API shows them: rows of `questionnaire_assists` and their questions, parsed into
 * the contract's shapes (`content/contracts/questionnaire-assist.ts`) before they leave the edge.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  AssistSchema,
  AssistSummarySchema,
  type Assist,
  type AssistQuestion,
  type AssistSummary,
  type SheetMapping,
} from '../../../content/contracts/questionnaire-assist.ts';
import { questionnaireAssistQuestions, questionnaireAssists, type QuestionnaireAssistQuestionRow, type QuestionnaireAssistRow } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import { appError } from '../../errors.ts';

function json<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function questionOf(row: QuestionnaireAssistQuestionRow): AssistQuestion {
  return {
    n: row.n,
    sheet: row.sheet,
    row: row.row,
    question: row.question,
    form: row.form === 'text' ? 'text' : 'yesno',
    answer: row.answer,
    explanation: row.explanation,
    confidence: row.confidence as AssistQuestion['confidence'],
    flagged: row.flagged,
    flagReason: row.flagReason,
    state: row.state as AssistQuestion['state'],
    sources: json(row.sources, []),
    internal: json(row.internal, []),
    useInternal: row.useInternal,
    edited: row.edited,
  };
}

export function mappingOf(row: Pick<QuestionnaireAssistRow, 'mapping'>): SheetMapping[] {
  return json(row.mapping, []);
}

function summaryOf(row: QuestionnaireAssistRow): Omit<Assist, 'questions' | 'mapping'> {
  return {
    id: row.id,
    status: row.status,
    progress: { done: row.done, total: row.total },
    fileName: row.fileName,
    format: row.format as Assist['format'],
    productId: row.productId,
    error: row.error,
    questionnaireId: row.questionnaireId,
    createdAt: row.createdAt,
    createdBy: row.createdBy,
  };
}

/** The assist row of the organisation. @throws QUESTIONNAIRE_NOT_FOUND */
export async function findAssistRow({ db, orgId, id }: { db: Db; orgId: string; id: string }): Promise<QuestionnaireAssistRow> {
  const [row] = await db
    .select()
    .from(questionnaireAssists)
    .where(and(eq(questionnaireAssists.orgId, orgId), eq(questionnaireAssists.id, id)))
    .limit(1);
  if (!row) throw appError('QUESTIONNAIRE_NOT_FOUND');
  return row;
}

export async function readAssistQuestions({ db, id }: { db: Db; id: string }): Promise<AssistQuestion[]> {
  const rows = await db
    .select()
    .from(questionnaireAssistQuestions)
    .where(eq(questionnaireAssistQuestions.assistId, id))
    .orderBy(asc(questionnaireAssistQuestions.n));
  return rows.map(questionOf);
}

/** One assist with its questions, as `GET /api/admin/questionnaire-assist/{id}` answers. */
export async function readAssist({ db, orgId, id }: { db: Db; orgId: string; id: string }): Promise<Assist> {
  const row = await findAssistRow({ db, orgId, id });
  const questions = await readAssistQuestions({ db, id });
  return AssistSchema.parse({ ...summaryOf(row), mapping: mappingOf(row), questions });
}

/** The organisation's assists, newest first, with their review counts. */
export async function listAssists({ db, orgId }: { db: Db; orgId: string }): Promise<AssistSummary[]> {
  const rows = await db.select().from(questionnaireAssists).where(eq(questionnaireAssists.orgId, orgId)).orderBy(desc(questionnaireAssists.createdAt));
  const counts = await db
    .select({
      assistId: questionnaireAssistQuestions.assistId,
      approved: sql<number>`sum(case when ${questionnaireAssistQuestions.state} = 'approved' then 1 else 0 end)`,
      flagged: sql<number>`sum(case when ${questionnaireAssistQuestions.flagged} then 1 else 0 end)`,
    })
    .from(questionnaireAssistQuestions)
    .where(eq(questionnaireAssistQuestions.orgId, orgId))
    .groupBy(questionnaireAssistQuestions.assistId);
  const byId = new Map(counts.map((c) => [c.assistId, c]));
  return rows.map((row) =>
    AssistSummarySchema.parse({ ...summaryOf(row), approved: Number(byId.get(row.id)?.approved ?? 0), flagged: Number(byId.get(row.id)?.flagged ?? 0) }),
  );
}
