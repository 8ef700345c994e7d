/**
 * The product space (visitor spec §3 "Space"): the links of the product selector and the default product (the
 * one shown at `/`). Links written without a scheme get `https://`; the default product must exist and be shown.
 */
import { SpaceInputSchema } from '../../../content/contracts/settings.ts';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import type { Db } from '../../db/types.ts';
import { appError } from '../../errors.ts';
import { jsonEqual, mergePatch, type JsonObject } from '../../../content/merge-patch.ts';
import { parseWith } from '../../lib/parse.ts';
import { readDraft } from '../draft/read-draft.ts';
import { editDraft } from '../draft/edit-draft.ts';

export interface SaveSpaceOptions {
  db: Db;
  orgId: string;
  by: string;
  now: number;
  /** The fields to change (JSON Merge Patch): `productLinks` (the whole list) and/or `defaultProductId`. */
  patch: JsonObject;
}

/**
 * Applies `patch` to the draft's space; `{}` (or a patch that changes nothing) writes nothing.
 * @throws VALIDATION_FAILED; DEFAULT_PRODUCT_REQUIRED when the default product is unknown or hidden.
 */
export async function saveSpace({ db, orgId, by, now, patch }: SaveSpaceOptions): Promise<Snapshot['space']> {
  const current = (await readDraft({ db, orgId })).space;
  if (jsonEqual(parseWith(SpaceInputSchema, mergePatch(current, patch)), current)) return current;
  const { snapshot } = await editDraft({ db, orgId, by, now }, (draft) => {
    const input = parseWith(SpaceInputSchema, mergePatch(draft.space, patch));
    const product = draft.products.find((p) => p.productId === input.defaultProductId);
    if (!product?.show) throw appError('DEFAULT_PRODUCT_REQUIRED', { path: 'defaultProductId' });
    return { changes: { put: [{ collection: 'space', data: { ...draft.space, ...input } }] } };
  });
  return snapshot.space;
}
