import { z } from 'zod';
import { EmailSchema, IdSchema, TimestampSchema } from './common.ts';

/** Categories of trust center updates (visitor spec §3 "Topic"). */
export const TOPIC_CATEGORIES = ['compliance', 'vulnerabilities', 'incidents', 'subprocessors', 'general'] as const;
export const TopicCategorySchema = z.enum(TOPIC_CATEGORIES);
/** Who sees an update on the status page: everyone, or account members only. */
export const SpAudienceSchema = z.enum(['public', 'private']);
/** Channels an update is sent through. */
export const UpdateChannelSchema = z.enum(['email', 'status_page']);

/** One update of a topic. */
export const UpdateSchema = z.object({
  /** Stable id. */
  id: IdSchema,
  /** Update text (Markdown). */
  message: z.string().trim().min(1),
  /** Created. */
  createdAt: TimestampSchema,
  /** Last edited. */
  updatedAt: TimestampSchema,
  /** public: everyone; private: account members only. */
  spAudience: SpAudienceSchema.default('public'),
  /** Channels it was published to. */
  channels: z.array(UpdateChannelSchema).default(['status_page']),
});
export type Update = z.output<typeof UpdateSchema>;

/** A trust center update topic (visitor spec §3 "Topic"); subject and category required, hidden defaults false. */
export const TopicSchema = z.object({
  /** Stable id (`tcuUid` in links). */
  id: IdSchema,
  /** Subject line. */
  subject: z.string().trim().min(1),
  /** Category. */
  category: TopicCategorySchema,
  /** Hidden topics show only in main mode. */
  hidden: z.boolean().default(false),
  /** Pinned topics lead the list with a pin marker. */
  isPinned: z.boolean().default(false),
  /** Updates, newest last. */
  updates: z.array(UpdateSchema).default([]),
});
export type Topic = z.output<typeof TopicSchema>;

/**
 * Publish payload of an update (visitor spec §3): the email channel needs subscribers or an audience with at
 * least one email; at least one channel is required.
 */
export const TopicPublishSchema = z
  .object({
    topicId: IdSchema,
    message: z.string().trim().min(1),
    approve: z.boolean().default(true),
    spAudience: SpAudienceSchema.default('public'),
    channelSp: z.boolean().default(true),
    channelEmail: z
      .object({
        subscribers: z.boolean().default(false),
        audience: z.object({ source: z.string().default('manual'), emails: z.array(EmailSchema).default([]) }).optional(),
      })
      .optional(),
  })
  .superRefine((p, ctx) => {
    const email = p.channelEmail;
    const emailOn = !!email && (email.subscribers || (email.audience?.emails.length ?? 0) > 0);
    if (email && !emailOn) ctx.addIssue({ code: 'custom', path: ['channelEmail'], message: 'Choose subscribers or add at least 1 email' });
    if (!p.channelSp && !emailOn) ctx.addIssue({ code: 'custom', path: ['channelSp'], message: 'Select at least one channel' });
  });
