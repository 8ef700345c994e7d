/**
 * Editing one update of a topic (`PUT /api/admin/topics/:topicId/updates/:updateId`): its message and audience; its
 * channels were used when it was published.
 */
import type { UpdateEdit } from '../../../content/contracts/settings.ts';
import type { Update } from '../../../content/schemas/topic.ts';
import { changeTopicUpdate, type TopicUpdateOptions } from './change-topic-update.ts';

/** @throws TOPIC_NOT_FOUND; NOT_FOUND for an unknown update. */
export async function editTopicUpdate({ input, ...options }: TopicUpdateOptions & { input: UpdateEdit }): Promise<Update> {
  const { snapshot } = await changeTopicUpdate(options, (update) => ({ ...update, ...input, updatedAt: options.now }));
  return snapshot.topics.find((t) => t.id === options.topicId)!.updates.find((u) => u.id === options.updateId)!;
}
