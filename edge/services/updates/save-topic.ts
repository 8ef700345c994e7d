/**
 * Trust center update topics (visitor spec §3 "Topic", §5 "Topic schema"): subject and category required, hidden
 * and pinned flags. Updates are added by publishing (`publish-topic-update.ts`); saving a topic keeps them
 * (`delete-topic.ts` removes a topic with its updates).
 */
import type { TopicInput } from '../../../content/contracts/settings.ts';
import type { Topic } from '../../../content/schemas/topic.ts';
import type { Db } from '../../db/types.ts';
import { appError } from '../../errors.ts';
import { editDraft } from '../draft/edit-draft.ts';

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
