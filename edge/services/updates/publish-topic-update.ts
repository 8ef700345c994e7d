/**
 * Publishing an update to a topic (visitor spec §3 "Topic publish payload", §5 topic rules): the update is added
 * to the topic in the draft — shown on the status page once the draft is published when `channelSp` is on — and,
 * with the email channel, emailed at once:
 *
 * - `channelEmail.subscribers`: every confirmed, unblocked subscriber (`sendUpdateEmail`);
 * - `channelEmail.audience.emails`: each listed address that has not unsubscribed and is not blocked (an address
 *   that is also a subscriber gets one email).
 *
 * Every email carries the recipient's own unsubscribe link and a one-click `List-Unsubscribe` header. A private
 * update (spAudience private) is for account members, so it may go to an audience but never to subscribers.
 * `approve: false` records the update without emailing it.
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { TopicPublishSchema, type Topic, type Update } from '../../../content/schemas/topic.ts';
import { subscribers, subscriptionBlocks } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, appError } from '../../errors.ts';
import { orgPublicUrl } from '../../middleware/org.ts';
import { editDraft } from '../edit-draft.ts';
import { getOrganizationById } from '../organizations.ts';
import { sendUpdateEmail, updateEmail } from '../send-update-email.ts';
import { unsubscribeToken } from '../subscribe-cancel.ts';
import { blockPatternsFor } from '../subscribe.ts';
import { TOPIC_MESSAGES } from './save-topic.ts';

export type TopicPublishInput = z.output<typeof TopicPublishSchema>;

export interface PublishTopicUpdateOptions {
  deps: Pick<AppDeps, 'db' | 'mail' | 'config' | 'secrets' | 'now' | 'log'>;
  orgId: string;
  by: string;
  input: TopicPublishInput;
}

export interface PublishTopicUpdateResult {
  topic: Topic;
  update: Update;
  /** Addresses emailed, and those whose email failed (logged). */
  emailed: { sent: string[]; failed: string[] };
}

/** @throws TOPIC_NOT_FOUND; VALIDATION_FAILED for a private update sent to subscribers. */
export async function publishTopicUpdate({ deps, orgId, by, input }: PublishTopicUpdateOptions): Promise<PublishTopicUpdateResult> {
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
  const emailed = { sent: [] as string[], failed: [] as string[] };
  if (!emailOn || !input.approve) return { topic, update, emailed };

  const org = await getOrganizationById({ db, id: orgId });
  if (!org) throw appError('COMPANY_NOT_FOUND');
  const portalTitle = snapshot.customization.portalTitle;
  if (email!.subscribers) {
    const result = await sendUpdateEmail({ db, mail: deps.mail, config: deps.config, secret: deps.secrets.sessionSecret, now: deps.now, log: deps.log, org, portalTitle, topic, update });
    emailed.sent.push(...result.sent);
    emailed.failed.push(...result.failed);
  }

  const [optedOut, blockRows] = await Promise.all([
    db.select({ email: subscribers.email }).from(subscribers).where(and(eq(subscribers.orgId, orgId), eq(subscribers.status, 'unsubscribed'))),
    db.select({ pattern: subscriptionBlocks.pattern }).from(subscriptionBlocks).where(eq(subscriptionBlocks.orgId, orgId)),
  ]);
  const skip = new Set([...emailed.sent, ...emailed.failed, ...optedOut.map((row) => row.email)]);
  const blocked = new Set(blockRows.map((row) => row.pattern));
  const baseUrl = orgPublicUrl(org, deps.config);
  for (const to of audience) {
    if (skip.has(to) || blockPatternsFor(to).some((p) => blocked.has(p))) continue;
    try {
      const token = await unsubscribeToken({ secret: deps.secrets.sessionSecret, orgId, email: to, now: deps.now() });
      await deps.mail.send(updateEmail({ to, orgName: org.name, portalTitle, topic, update, baseUrl, orgId, token }));
      emailed.sent.push(to);
    } catch (error) {
      deps.log(`Could not send the update email to ${to}`, error);
      emailed.failed.push(to);
    }
  }
  return { topic, update, emailed };
}
