import { z } from 'zod';
import { EmailSchema, IdSchema, TimestampSchema, UrlSchema } from './common.ts';

/** Where a subscription came from (visitor spec §3 "Subscription"). */
export const SUBSCRIPTION_SOURCES = ['subscribe button', 'trust center updates button', 'direct link'] as const;

/** Subscribe payload: `{email, source}` (visitor spec §7). */
export const SubscriptionSchema = z.object({
  /** Subscriber email, trimmed and lowercased. */
  email: EmailSchema,
  /** Which control was used. */
  source: z.enum(SUBSCRIPTION_SOURCES).default('subscribe button'),
});

/** A comment on an item (visitor spec §3 "Comment"). Stored as text, rendered escaped. */
export const CommentSchema = z.object({
  id: IdSchema,
  itemUid: IdSchema,
  /** Trimmed text; never empty. */
  content: z.string().trim().min(1),
  timestamp: TimestampSchema,
  /** Account of the member's side. */
  realAccId: IdSchema.optional(),
  productId: IdSchema,
  /** Set when written by an account member. */
  member: z
    .object({ accountId: IdSchema, firstName: z.string(), lastName: z.string(), name: z.string(), email: z.string(), createdAt: TimestampSchema })
    .optional(),
  /** Set when written by staff. */
  orgMem: z.object({ user: z.object({ displayName: z.string() }) }).optional(),
});
/** New comment payload (visitor spec §7). */
export const NewCommentSchema = z.object({ itemUid: IdSchema, content: z.string().trim().min(1), productId: IdSchema });

/** A questionnaire submitted by an account (visitor spec §2). */
export const QuestionnaireSchema = z.object({
  id: IdSchema,
  accountId: IdSchema.optional(),
  email: EmailSchema,
  kind: z.enum(['file', 'link']),
  /** Uploaded file id (kind file). */
  fileId: IdSchema.optional(),
  /** Link (kind link). */
  link: UrlSchema.optional(),
  status: z.enum(['received', 'in_progress', 'completed']).default('received'),
  createdAt: TimestampSchema,
});

/** A third-party risk management partner (visitor spec §3 "TPRM partner"). */
export const TprmPartnerSchema = z.object({
  id: IdSchema,
  name: z.string().trim().min(1),
  domain: z.string().trim().min(1),
});
export type TprmPartner = z.output<typeof TprmPartnerSchema>;
