/**
 * Trust center update topics (visitor spec §3 "Topic", §5 "Topic schema"): subject and category required, hidden
 * and pinned flags. Updates are added by publishing (`publish-topic-update.ts`); saving a topic keeps them
 * (`delete-topic.ts` removes a topic with its updates).
 */
import { z } from 'zod';
import { TopicCategorySchema, type Topic } from '../../../content/schemas/topic.ts';
import type { Db } from '../../db/types.ts';
import { appError } from '../../errors.ts';
import { editDraft } from '../draft/edit-draft.ts';

/** Product texts of the topic form (the spec says "subject, category required"). */
export const TOPIC_MESSAGES = {
  subjectRequired: 'Subject is required',
  categoryRequired: 'Category is required',
  subjectTooLong: 'Subject must be at most 200 characters',
  messageRequired: 'Message is required',
  privateNotToSubscribers: 'Private updates are for account members: email them to an audience, not to subscribers',
} as const;

export const TopicInputSchema = z.object({
  subject: z.string({ error: TOPIC_MESSAGES.subjectRequired }).trim().min(1, TOPIC_MESSAGES.subjectRequired).max(200, TOPIC_MESSAGES.subjectTooLong),
  category: TopicCategorySchema.or(z.literal('')).refine((c) => c !== '', TOPIC_MESSAGES.categoryRequired),
  hidden: z.boolean().default(false),
  isPinned: z.boolean().default(false),
});
export type TopicInput = z.output<typeof TopicInputSchema>;

export interface SaveTopicOptions {
  db: Db;
  orgId: string;
  by: string;
  now: number;
  /** Absent: a new topic. */
  topicId?: string;
  input: TopicInput;
}

/** Creates or updates a topic and returns it as saved. @throws TOPIC_NOT_FOUND */
export async function saveTopic({ db, orgId, by, now, topicId, input }: SaveTopicOptions): Promise<Topic> {
  const id = topicId ?? `tcu_${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const { snapshot } = await editDraft({ db, orgId, by, now }, (current) => {
    const existing = current.topics.find((t) => t.id === id);
    if (topicId && !existing) throw appError('TOPIC_NOT_FOUND');
    return { changes: { put: [{ collection: 'topics', data: { updates: [], ...existing, ...input, id } }] } };
  });
  return snapshot.topics.find((t) => t.id === id)!;
}
