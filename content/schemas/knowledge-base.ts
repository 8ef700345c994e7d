import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common.ts';

/**
 * Access levels of knowledge-base entries. The spec does not list them; these are ours:
 * `public` — everyone; `accounts` — account members and previews; `internal` — staff only (main mode).
 */
export const KB_ACCESS_LEVELS = ['public', 'accounts', 'internal'] as const;
export const KbAccessLevelSchema = z.enum(KB_ACCESS_LEVELS);
export type KbAccessLevel = z.infer<typeof KbAccessLevelSchema>;

/** A knowledge-base (FAQ) entry (visitor spec §3 "Knowledge base entry"). */
export const KnowledgeBaseEntrySchema = z.object({
  /** Stable id. */
  objectID: IdSchema,
  /** The question. */
  content: z.string().trim().min(1),
  /** The answer. */
  answer: z.string().default(''),
  /** An extra comment shown with the answer. */
  comment: z.string().default(''),
  /** Where the entry came from (e.g. questionnaire, manual). */
  source_type: z.string().default('manual'),
  /** Sub-type of the source. */
  source_subtype: z.string().default(''),
  /** Name of the source document. */
  source_name: z.string().default(''),
  /** Featured for public viewers. */
  favorite_public: z.boolean().default(false),
  /** Who may see it. */
  access_level: KbAccessLevelSchema.default('public'),
  /** Products it applies to; empty = all. */
  product_ids: z.array(IdSchema).default([]),
  /** Creation date. */
  date_timestamp: TimestampSchema.default(0),
  /** Last edit by the provider. */
  customer_modified_timestamp: TimestampSchema.default(0),
});
export type KnowledgeBaseEntry = z.output<typeof KnowledgeBaseEntrySchema>;
