/** Editing or removing one update of a topic (message and audience; its channels were used when it was published). */
import { z } from 'zod';
import { SpAudienceSchema, type Update } from '../../../content/schemas/topic.ts';
import type { Db } from '../../db/types.ts';
import { appError } from '../../errors.ts';
import { editDraft } from '../draft/edit-draft.ts';
import { TOPIC_MESSAGES } from './save-topic.ts';
import { cancelUpdateEmails } from './update-emails.ts';

export const UpdateEditSchema = z.object({
  message: z.string({ error: TOPIC_MESSAGES.messageRequired }).trim().min(1, TOPIC_MESSAGES.messageRequired),
  spAudience: SpAudienceSchema.optional(),
});

interface Options {
  db: Db;
  orgId: string;
  by: string;
  now: number;
  topicId: string;
  updateId: string;
}

/** @throws TOPIC_NOT_FOUND; NOT_FOUND for an unknown update. */
export async function editTopicUpdate({ input, ...options }: Options & { input: z.output<typeof UpdateEditSchema> }): Promise<Update> {
  const { snapshot } = await change(options, (update) => ({ ...update, ...input, updatedAt: options.now }));
  return snapshot.topics.find((t) => t.id === options.topicId)!.updates.find((u) => u.id === options.updateId)!;
}

/** Removes an update (a pending email of it is cancelled). @throws TOPIC_NOT_FOUND; NOT_FOUND for an unknown update. */
export async function deleteTopicUpdate(options: Options): Promise<void> {
  await change(options, () => null);
  await cancelUpdateEmails({ db: options.db, orgId: options.orgId, topicId: options.topicId, updateId: options.updateId });
}

function change(options: Options, apply: (update: Update) => Update | null) {
  return editDraft({ db: options.db, orgId: options.orgId, by: options.by, now: options.now }, (current) => {
    const topic = current.topics.find((t) => t.id === options.topicId);
    if (!topic) throw appError('TOPIC_NOT_FOUND');
    const existing = topic.updates.find((u) => u.id === options.updateId);
    if (!existing) throw appError('NOT_FOUND');
    const updates = topic.updates.flatMap((u) => (u.id === options.updateId ? [apply(u)].filter((x): x is Update => x !== null) : [u]));
    return { changes: { put: [{ collection: 'topics', data: { ...topic, updates } }] } };
  });
}
