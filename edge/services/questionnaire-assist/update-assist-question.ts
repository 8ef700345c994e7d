/**
 * Staff review one drafted row: edit the answer or explanation, approve or reject it, or opt in (or out) to
 * drafting it from internal knowledge-base entries too. Every change is audited.
 */
import { and, eq } from 'drizzle-orm';
import type { AssistQuestion, QuestionUpdate } from '../../../content/contracts/questionnaire-assist.ts';
import type { BlobStore } from '../../blobs/types.ts';
import { questionnaireAssistQuestions } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import type { AppConfig, LogFn } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { orgPublicUrl } from '../../lib/org-url.ts';
import { appendAudit } from '../audit/audit-log.ts';
import { findAssistRow, questionOf } from './assist-records.ts';
import { getOrganizationById } from '../organizations/get-organization.ts';

export interface UpdateAssistQuestionOptions {
  db: Db;
  blobs?: BlobStore;
  config: Pick<AppConfig, 'publicUrl' | 'search'>;
  log?: LogFn;
  orgId: string;
  id: string;
  n: number;
  update: QuestionUpdate;
  by: string;
  now: number;
}

/** @throws QUESTIONNAIRE_NOT_FOUND for an unknown assist or row; ASSIST_NOT_READY for a row not drafted yet. */
export async function updateAssistQuestion({ db, blobs, config, log, orgId, id, n, update, by, now }: UpdateAssistQuestionOptions): Promise<AssistQuestion> {
  const assist = await findAssistRow({ db, orgId, id });
  const where = and(eq(questionnaireAssistQuestions.assistId, id), eq(questionnaireAssistQuestions.n, n));
  const [row] = await db.select().from(questionnaireAssistQuestions).where(where).limit(1);
  if (!row) throw appError('QUESTIONNAIRE_NOT_FOUND');
  if (row.state === 'pending') throw appError('ASSIST_NOT_READY');

  const changes: Partial<typeof questionnaireAssistQuestions.$inferInsert> = { updatedAt: now, updatedBy: by };
  if (update.useInternal !== undefined && update.useInternal !== row.useInternal) {
    // Drafted again, with (or without) the internal entries: what staff opted in to is now the draft.
    const org = await getOrganizationById({ db, id: orgId });
    const { assistCorpus, assistProvider, draftQuestion } = await import('./assist-answerer.ts');
    const corpus = await assistCorpus({ db, blobs, orgId, productId: assist.productId, baseUrl: orgPublicUrl(org ?? { customDomains: [] }, config), log });
    const draft = await draftQuestion(corpus, row.question, {
      form: (row.formHint as 'yesno' | 'text' | null) ?? null,
      useInternal: update.useInternal,
      provider: assistProvider(config.search?.ai),
    });
    Object.assign(changes, {
      useInternal: update.useInternal,
      form: draft.form,
      answer: draft.answer,
      explanation: draft.explanation,
      confidence: draft.confidence,
      flagged: draft.flagged,
      flagReason: draft.flagReason,
      sources: JSON.stringify(draft.sources),
      internal: JSON.stringify(draft.internal),
      edited: false,
      state: 'draft',
    });
  }
  if (update.answer !== undefined) {
    changes.answer = update.answer.trim();
    changes.edited = true;
  }
  if (update.explanation !== undefined) {
    changes.explanation = update.explanation.trim();
    changes.edited = true;
  }
  if (update.state !== undefined) changes.state = update.state;
  // A row staff answered or decided on is no longer waiting for a human.
  if (changes.edited || update.state === 'approved' || update.state === 'rejected') changes.flagged = false;
  await db.update(questionnaireAssistQuestions).set(changes).where(where);
  const [saved] = await db.select().from(questionnaireAssistQuestions).where(where).limit(1);
  await appendAudit({
    db,
    orgId,
    action: 'questionnaire_assist.question_update',
    actor: `staff:${by}`,
    subject: `${id}#${n}`,
    data: {
      from: row.state,
      to: saved!.state,
      answerEdited: update.answer !== undefined,
      explanationEdited: update.explanation !== undefined,
      useInternal: update.useInternal ?? null,
    },
    now,
  });
  return questionOf(saved!);
}
