/** Removing one update of a topic (`DELETE /api/admin/topics/:topicId/updates/:updateId`). */
import { changeTopicUpdate, type TopicUpdateOptions } from './change-topic-update.ts';
import { cancelUpdateEmails } from './update-emails.ts';

/** Removes an update (a pending email of it is cancelled). @throws TOPIC_NOT_FOUND; NOT_FOUND for an unknown update. */
export async function deleteTopicUpdate(options: TopicUpdateOptions): Promise<void> {
  await changeTopicUpdate(options, () => null);
  await cancelUpdateEmails({ db: options.db, orgId: options.orgId, topicId: options.topicId, updateId: options.updateId });
}
