import { z } from 'zod';
import { EmailSchema, IdSchema, TimestampSchema } from './common.ts';
import { KbAccessLevelSchema } from './knowledge-base.ts';

/**
 * A permission profile: what an account may see beyond public content (visitor spec §1 AccountExternal).
 * `itemUids` grants restricted items, including restricted hidden ones; `allItems` grants every restricted
 * item that is not hidden.
 */
export const PermissionProfileSchema = z.object({
  /** Stable id. */
  id: IdSchema,
  /** Name shown to staff. */
  name: z.string().trim().min(1),
  /** Grants every restricted, non-hidden item. */
  allItems: z.boolean().default(false),
  /** Items granted explicitly (restricted hidden items must be listed here to be seen). */
  itemUids: z.array(IdSchema).default([]),
  /** Knowledge-base levels visible to the account besides public. */
  kbAccessLevels: z.array(KbAccessLevelSchema).default(['public', 'accounts']),
  /** Products the profile covers; empty = all. */
  productIds: z.array(IdSchema).default([]),
});
export type PermissionProfile = z.output<typeof PermissionProfileSchema>;

/** Review status of an account. */
export const REVIEW_STATUSES = ['pending', 'in_review', 'approved', 'declined'] as const;

/** NDA status of an account user (visitor spec §3). */
export const NdaStatusSchema = z.object({
  passed: z.boolean(),
  provider: z.enum(['none', 'clickwrap', 'on_file']),
  email: z.string().default(''),
});

/** An external account (a customer or prospect company). */
export const AccountSchema = z.object({
  id: IdSchema,
  /** Company name. */
  name: z.string().trim().min(1),
  /** Email domains of the company (auto-approval by domain). */
  domains: z.array(z.string().toLowerCase()).default([]),
  /** Permission profile in force. */
  permissionProfileId: IdSchema,
  /** Access ends at this time; absent = no expiry. */
  expiresAt: TimestampSchema.optional(),
  /** NDA on file: the clickwrap is not required. */
  ndaOnFile: z.boolean().default(false),
  /** Review status. */
  reviewStatus: z.enum(REVIEW_STATUSES).default('approved'),
  /** Revoked accounts lose access at once. */
  revoked: z.boolean().default(false),
  createdAt: TimestampSchema.default(0),
});
export type Account = z.output<typeof AccountSchema>;

/** A member of an account (visitor spec §3 "Account user"). */
export const AccountMemberSchema = z.object({
  accountId: IdSchema,
  email: EmailSchema,
  firstName: z.string().default(''),
  lastName: z.string().default(''),
  /** Denormalised account name. */
  accountName: z.string().default(''),
  /** Joined through auto-approval. */
  isAutoApprovedAccountMember: z.boolean().default(false),
  createdAt: TimestampSchema.default(0),
});
export type AccountMember = z.output<typeof AccountMemberSchema>;
