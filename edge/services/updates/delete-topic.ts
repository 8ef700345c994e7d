/** Removing an updates topic with its updates (`DELETE /api/admin/topics/:topicId`). */
import type { Db } from '../../db/types.ts';
import { appError } from '../../errors.ts';
import { editDraft } from '../draft/edit-draft.ts';
import { cancelUpdateEmails } from './update-emails.ts';

export interface DeleteTopicOptions {
  db: Db;
  orgId: string;
  by: string;
  now: number;
  topicId: string;
}

/** Removes a topic with its updates (their pending emails are cancelled). @throws TOPIC_NOT_FOUND */
export async function deleteTopic({ db, orgId, by, now, topicId }: DeleteTopicOptions): Promise<void> {
  await editDraft({ db, orgId, by, now }, (current) => {
    if (!current.topics.some((t) => t.id === topicId)) throw appError('TOPIC_NOT_FOUND');
    return { changes: { delete: [{ collection: 'topics', recordId: topicId }] } };
  });
  await cancelUpdateEmails({ db, orgId, topicId });
}
