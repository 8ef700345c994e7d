/** What editing and removing an update of a topic share (`edit-topic-update.ts`, `delete-topic-update.ts`). */
import type { Update } from '../../../content/schemas/topic.ts';
import type { Db } from '../../db/types.ts';
import { appError } from '../../errors.ts';
import { editDraft } from '../draft/edit-draft.ts';

export interface TopicUpdateOptions {
  db: Db;
  orgId: string;
  by: string;
  now: number;
  topicId: string;
  updateId: string;
}

/** Replaces (or, when `apply` answers null, removes) one update of a topic in the draft. */
export function changeTopicUpdate(options: TopicUpdateOptions, apply: (update: Update) => Update | null) {
  return editDraft({ db: options.db, orgId: options.orgId, by: options.by, now: options.now }, (current) => {
    const topic = current.topics.find((t) => t.id === options.topicId);
    if (!topic) throw appError('TOPIC_NOT_FOUND');
    const existing = topic.updates.find((u) => u.id === options.updateId);
    if (!existing) throw appError('NOT_FOUND');
    const updates = topic.updates.flatMap((u) => (u.id === options.updateId ? [apply(u)].filter((x): x is Update => x !== null) : [u]));
    return { changes: { put: [{ collection: 'topics', data: { ...topic, updates } }] } };
  });
}
