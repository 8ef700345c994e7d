/** Merging knowledge-base entries that ask the same question into one (`POST /api/admin/kb/health/merge`). */
import { KB_HEALTH_MESSAGES, type KbMerge } from '../../../content/contracts/questionnaire-assist.ts';
import type { KnowledgeBaseEntry } from '../../../content/schemas/knowledge-base.ts';
import type { Db } from '../../db/types.ts';
import { AppError, appError } from '../../errors.ts';
import { editDraft } from '../draft/edit-draft.ts';

/**
 * Merges entries into one: the kept entry takes the answer given (or keeps its own), its access level, the
 * products of all of them (an entry for every product makes the merged one for every product), their comments,
 * and is featured if any was; the others are removed.
 * @throws KB_ENTRY_NOT_FOUND
 */
export async function mergeKbEntries({
  db,
  orgId,
  input,
  by,
  now,
}: {
  db: Db;
  orgId: string;
  input: KbMerge;
  by: string;
  now: number;
}): Promise<KnowledgeBaseEntry> {
  if (input.merge.includes(input.keep)) throw new AppError('VALIDATION_FAILED', { path: 'merge' }, KB_HEALTH_MESSAGES.mergeTwo);
  const { value } = await editDraft<KnowledgeBaseEntry>({ db, orgId, by, now }, (current) => {
    const keep = current.knowledgeBase.find((e) => e.objectID === input.keep);
    const others = input.merge.map((id) => current.knowledgeBase.find((e) => e.objectID === id));
    if (!keep || others.some((e) => !e)) throw appError('KB_ENTRY_NOT_FOUND');
    const all = [keep, ...(others as KnowledgeBaseEntry[])];
    const productIds = all.some((e) => e.product_ids.length === 0) ? [] : [...new Set(all.flatMap((e) => e.product_ids))];
    const merged: KnowledgeBaseEntry = {
      ...keep,
      answer: input.answer?.trim() || keep.answer,
      comment: [...new Set(all.map((e) => e.comment.trim()).filter(Boolean))].join('\n'),
      product_ids: productIds,
      favorite_public: all.some((e) => e.favorite_public),
      customer_modified_timestamp: now,
    };
    return {
      changes: {
        put: [{ collection: 'knowledgeBase', data: merged }],
        delete: input.merge.map((recordId) => ({ collection: 'knowledgeBase' as const, recordId })),
      },
      value: merged,
    };
  });
  return value;
}
