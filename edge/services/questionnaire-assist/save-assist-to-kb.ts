/**
 * "Save to knowledge base": approved answers become knowledge-base entries (with the access level and products
 * staff choose), so the next questionnaire is answered from them. A question the knowledge base already holds —
 * the same question, or one worded almost the same — updates that entry instead of adding it twice.
 */
import { KB_MESSAGES } from '../../../content/contracts/knowledge-base.ts';
import type { KnowledgeBaseEntry } from '../../../content/schemas/knowledge-base.ts';
import type { SaveToKb, SaveToKbResult } from '../../../content/contracts/questionnaire-assist.ts';
import type { Db } from '../../db/types.ts';
import { AppError, appError } from '../../errors.ts';
import { appendAudit } from '../audit/audit-log.ts';
import { editDraft } from '../draft/edit-draft.ts';
import { newKbId, unknownProduct } from '../kb/save-kb-entry.ts';
import { findAssistRow, readAssistQuestions } from './assist-records.ts';
import { questionSimilarity, NEAR_DUPLICATE_SIMILARITY } from '../kb/kb-similarity.ts';
import { NO_ANSWER_FOUND } from '../../../content/contracts/questionnaire-assist.ts';

/** The answer as an entry's text: a verdict with its explanation ("Yes. All data …"), or the text. */
export function entryAnswer(answer: string, explanation: string): string {
  const verdict = /^(?:yes|no|n\/a)$/i.test(answer.trim());
  if (!verdict) return [answer.trim(), explanation.trim()].filter(Boolean).join('\n\n');
  return explanation.trim() ? `${answer.trim()}. ${explanation.trim()}` : answer.trim();
}

export async function saveAssistToKb({
  db,
  orgId,
  id,
  input,
  by,
  now,
}: {
  db: Db;
  orgId: string;
  id: string;
  input: SaveToKb;
  by: string;
  now: number;
}): Promise<SaveToKbResult> {
  const assist = await findAssistRow({ db, orgId, id });
  const questions = (await readAssistQuestions({ db, id })).filter(
    (q) => q.state === 'approved' && q.answer.trim() && q.answer !== NO_ANSWER_FOUND && (!input.questions || input.questions.includes(q.n)),
  );
  if (questions.length === 0) throw appError('ASSIST_NOTHING_APPROVED');
  const { value } = await editDraft<SaveToKbResult>({ db, orgId, by, now }, (current) => {
    const missing = unknownProduct(current, input.product_ids);
    if (missing) throw new AppError('VALIDATION_FAILED', { path: 'product_ids' }, KB_MESSAGES.unknownProduct.replace('{value}', missing));
    const entries = [...current.knowledgeBase];
    const put: KnowledgeBaseEntry[] = [];
    let created = 0;
    let merged = 0;
    for (const q of questions) {
      const answer = entryAnswer(q.answer, q.explanation);
      const existing = entries.find((e) => questionSimilarity(e.content, q.question) >= NEAR_DUPLICATE_SIMILARITY);
      if (existing) {
        const updated = { ...existing, answer, customer_modified_timestamp: now };
        entries[entries.indexOf(existing)] = updated;
        put.push(updated);
        merged++;
      } else {
        const entry: KnowledgeBaseEntry = {
          objectID: newKbId(),
          content: q.question.slice(0, 1000),
          answer,
          comment: '',
          source_type: 'questionnaire',
          source_subtype: assist.format,
          source_name: assist.fileName,
          favorite_public: false,
          access_level: input.access_level,
          product_ids: [...new Set(input.product_ids)],
          date_timestamp: now,
          customer_modified_timestamp: now,
        };
        entries.push(entry);
        put.push(entry);
        created++;
      }
    }
    // One entry per question even when the file asked it twice.
    const unique = [...new Map(put.map((e) => [e.objectID, e])).values()];
    return { changes: { put: unique.map((data) => ({ collection: 'knowledgeBase' as const, data })) }, value: { created, merged } };
  });
  await appendAudit({
    db,
    orgId,
    action: 'questionnaire_assist.save_to_kb',
    actor: `staff:${by}`,
    subject: id,
    data: { ...value, questions: questions.map((q) => q.n) },
    now,
  });
  return value;
}
