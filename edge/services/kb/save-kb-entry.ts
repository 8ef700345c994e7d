/**
 * Knowledge-base (FAQ) entries (visitor spec §3 "Knowledge base entry"): question, answer, comment, access level,
 * the products it applies to (none = all) and whether it is featured for the public (`favorite_public`).
 * Saving stamps `customer_modified_timestamp`; a new entry also gets `date_timestamp` and source `manual`
 * (`delete-kb-entry.ts` removes one).
 */
import { z } from 'zod';
import { KbAccessLevelSchema, KB_ACCESS_LEVELS, type KnowledgeBaseEntry } from '../../../content/schemas/knowledge-base.ts';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import type { Db } from '../../db/types.ts';
import { AppError, appError } from '../../errors.ts';
import { editDraft } from '../draft/edit-draft.ts';

/** Product texts of the knowledge-base form and import. */
export const KB_MESSAGES = {
  questionRequired: 'Question is required',
  questionTooLong: 'Question must be at most 1000 characters',
  accessLevel: `Access level must be one of: ${KB_ACCESS_LEVELS.join(', ')}`,
  unknownProduct: 'Unknown product: "{value}"',
  favorite: 'favorite_public must be true or false',
  missingColumn: 'The file needs a "question" column',
  tooManyRows: 'The file has more than 1000 rows; split it into smaller files',
} as const;

export const KbEntryInputSchema = z.object({
  content: z.string({ error: KB_MESSAGES.questionRequired }).trim().min(1, KB_MESSAGES.questionRequired).max(1000, KB_MESSAGES.questionTooLong),
  answer: z.string().default(''),
  comment: z.string().default(''),
  access_level: KbAccessLevelSchema.default('public'),
  product_ids: z.array(z.string()).default([]),
  favorite_public: z.boolean().default(false),
});
export type KbEntryInput = z.output<typeof KbEntryInputSchema>;

/** The first product id of `ids` the snapshot does not have, if any. */
export function unknownProduct(snapshot: Pick<Snapshot, 'products'>, ids: string[]): string | undefined {
  return ids.find((id) => !snapshot.products.some((p) => p.productId === id));
}

export function newKbId(): string {
  return `kb_${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`;
}

export interface SaveKbEntryOptions {
  db: Db;
  orgId: string;
  by: string;
  now: number;
  /** Absent: a new entry. */
  objectID?: string;
  input: KbEntryInput;
}

/** Creates or updates an entry and returns it as saved. @throws NOT_FOUND; VALIDATION_FAILED for an unknown product. */
export async function saveKbEntry({ db, orgId, by, now, objectID, input }: SaveKbEntryOptions): Promise<KnowledgeBaseEntry> {
  const id = objectID ?? newKbId();
  const { snapshot } = await editDraft({ db, orgId, by, now }, (current) => {
    const existing = current.knowledgeBase.find((e) => e.objectID === id);
    if (objectID && !existing) throw appError('NOT_FOUND');
    const missing = unknownProduct(current, input.product_ids);
    if (missing) throw new AppError('VALIDATION_FAILED', { path: 'product_ids' }, KB_MESSAGES.unknownProduct.replace('{value}', missing));
    const entry = {
      source_type: 'manual',
      date_timestamp: now,
      ...existing,
      ...input,
      product_ids: [...new Set(input.product_ids)],
      objectID: id,
      customer_modified_timestamp: now,
    };
    return { changes: { put: [{ collection: 'knowledgeBase', data: entry }] } };
  });
  return snapshot.knowledgeBase.find((e) => e.objectID === id)!;
}
