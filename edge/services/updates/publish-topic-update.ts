/**
 * Publishing an update to a topic (visitor spec §3 "Topic publish payload", §5 topic rules): the update is added
 * to the topic in the draft — shown on the status page once the draft is published when `channelSp` is on. With
 * the email channel (and `approve`), its email is recorded as pending and goes out when a revision showing the
 * update goes live (`update-emails.ts`), never before: subscribers are not sent a link to an update the portal
 * does not show yet.
 *
 * - `channelEmail.subscribers`: every confirmed, unblocked subscriber at sending time;
 * - `channelEmail.audience.emails`: each listed address that has not unsubscribed and is not blocked (an address
 *   that is also a subscriber gets one email).
 *
 * A private update (spAudience private) is for account members, so it may go to an audience but never to
 * subscribers. `approve: false` records the update without emailing it.
 */
import type { z } from 'zod';
import { TOPIC_MESSAGES, type UpdatePublished } from '../../../content/contracts/settings.ts';
import type { TopicPublishSchema, Update } from '../../../content/schemas/topic.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, appError } from '../../errors.ts';
import { editDraft } from '../draft/edit-draft.ts';
import { queueUpdateEmail, subscriberRecipients } from './update-emails.ts';

export type TopicPublishInput = z.output<typeof TopicPublishSchema>;

export interface PublishTopicUpdateOptions {
  deps: Pick<AppDeps, 'db' | 'now'>;
  orgId: string;
  by: string;
  input: TopicPublishInput;
}

/**
 * The update, its topic and its email (pending until a revision showing the update goes live, with how many
 * subscribers it would reach now; null without the email channel or with `approve: false`).
 * @throws TOPIC_NOT_FOUND; VALIDATION_FAILED for a private update sent to subscribers.
 */
export async function publishTopicUpdate({ deps, orgId, by, input }: PublishTopicUpdateOptions): Promise<UpdatePublished> {
  const { db } = deps;
  const now = deps.now();
  const email = input.channelEmail;
  const audience = [...new Set((email?.audience?.emails ?? []).map((e) => e.trim().toLowerCase()))];
  if (email?.subscribers && input.spAudience === 'private') {
    throw new AppError('VALIDATION_FAILED', { path: 'channelEmail.subscribers' }, TOPIC_MESSAGES.privateNotToSubscribers);
  }
  const emailOn = !!email && (email.subscribers || audience.length > 0);
  const update: Update = {
    id: `upd_${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`,
    message: input.message,
    createdAt: now,
    updatedAt: now,
    spAudience: input.spAudience,
    channels: [...(input.channelSp ? (['status_page'] as const) : []), ...(emailOn ? (['email'] as const) : [])],
  };

  const { snapshot } = await editDraft({ db, orgId, by, now }, (current) => {
    const topic = current.topics.find((t) => t.id === input.topicId);
    if (!topic) throw appError('TOPIC_NOT_FOUND');
    return { changes: { put: [{ collection: 'topics', data: { ...topic, updates: [...topic.updates, update] } }] } };
  });
  const topic = snapshot.topics.find((t) => t.id === input.topicId)!;
  if (!emailOn || !input.approve) return { topic, update, email: null };
  const queued = await queueUpdateEmail({ db, orgId, by, now, topic, update, toSubscribers: !!email!.subscribers, audience });
  const subscriberCount = email!.subscribers ? (await subscriberRecipients(db, orgId)).length : 0;
  return { topic, update, email: { ...queued, subscriberCount } };
}
