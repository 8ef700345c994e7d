/**
 * Editing one update of a topic (`PUT /api/admin/topics/:topicId/updates/:updateId`): its message and audience; its
 * channels were used when it was published.
 */
import { z } from 'zod';
import { SpAudienceSchema, type Update } from '../../../content/schemas/topic.ts';
import { TOPIC_MESSAGES } from './save-topic.ts';
import { changeTopicUpdate, type TopicUpdateOptions } from './change-topic-update.ts';

export const UpdateEditSchema = z.object({
  message: z.string({ error: TOPIC_MESSAGES.messageRequired }).trim().min(1, TOPIC_MESSAGES.messageRequired),
  spAudience: SpAudienceSchema.optional(),
});

/** @throws TOPIC_NOT_FOUND; NOT_FOUND for an unknown update. */
export async function editTopicUpdate({ input, ...options }: TopicUpdateOptions & { input: z.output<typeof UpdateEditSchema> }): Promise<Update> {
  const { snapshot } = await changeTopicUpdate(options, (update) => ({ ...update, ...input, updatedAt: options.now }));
  return snapshot.topics.find((t) => t.id === options.topicId)!.updates.find((u) => u.id === options.updateId)!;
}
