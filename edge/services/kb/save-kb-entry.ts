/**
 * Knowledge-base (FAQ) entries (visitor spec §3 "Knowledge base entry"): question, answer, comment, access level,
 * the products it applies to (none = all) and whether it is featured for the public (`favorite_public`).
 * Saving stamps `customer_modified_timestamp`; a new entry also gets `date_timestamp` and source `manual`
 * (`delete-kb-entry.ts` removes one).
 */
import { KB_MESSAGES, type KbEntryInput } from '../../../content/contracts/knowledge-base.ts';
import type { KnowledgeBaseEntry } from '../../../content/schemas/knowledge-base.ts';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import type { Db } from '../../db/types.ts';
import { AppError, appError } from '../../errors.ts';
import { editDraft } from '../draft/edit-draft.ts';

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
