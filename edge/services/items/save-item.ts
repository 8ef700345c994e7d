/**
 * Saves the item editor (`PUT /api/trust-center/products/{productId}/items/{itemUid}`): the editable fields of an
 * item, checked with the item editor's rules, stamped "Modified at {date} by {name}".
 */
import { DOCUMENT_ITEM_KINDS } from '../../../content/editing/catalogue.ts';
import { EDIT_API_TEXTS } from '../../../content/editing/texts.ts';
import { FIXED_TITLE_KINDS, canRenameItem } from '../../../content/editing/permissions.ts';
import type { ItemEditBody } from '../../../content/contracts/trust-center.ts';
import { MESSAGES } from '../../../content/messages.ts';
import type { Item } from '../../../content/schemas/item.ts';
import { AppError, appError } from '../../errors.ts';
import { editDraft, type EditDraftOptions } from '../draft/edit-draft.ts';
import { requireFeature, requireItem, requireProduct } from '../draft/trust-center-lookup.ts';

export interface SaveItemOptions extends EditDraftOptions {
  productId: string;
  itemUid: string;
  /** The editable fields (validated by `ItemEditBodySchema`); fields left out keep their values. */
  fields: ItemEditBody;
  /** Display name of the staff member saving, for the item footer. */
  byName: string;
}

function invalid(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', { path, issues: [{ path, message }] }, message);
}

/**
 * Merges the fields into the item and validates it with the content model and the editor's rules:
 * renaming needs renameCards or a custom item and never applies to certifications and security grades;
 * restricting a public item needs the plan's restrictedFiles; a document item needs a type and a file. The
 * legacy `enabled` flag follows the enabled state; only restricted items can be hidden.
 * @throws NOT_FOUND; PLAN_LOCKED; VALIDATION_FAILED with the field's message.
 */
export async function saveItem({ productId, itemUid, fields, byName, ...options }: SaveItemOptions) {
  const result = await editDraft(options, (snapshot) => {
    const product = requireProduct(snapshot, productId);
    const item = requireItem(snapshot, product.productId, itemUid);
    const next: Item = { ...item, ...fields };

    if (fields.title !== undefined && fields.title.trim() !== item.title) {
      if (FIXED_TITLE_KINDS.includes(item.cardKind)) throw invalid('title', EDIT_API_TEXTS.titleFixed);
      if (!canRenameItem(item, snapshot.plan.features)) throw appError('PLAN_LOCKED', { feature: 'renameCards' });
    }
    if (item.publicAccess && next.publicAccess === false) requireFeature(snapshot, 'restrictedFiles');
    // Turning a bridge letter on is a plan feature; one already on stays editable.
    if (next.bridgeLetter?.letterEnabled && !item.bridgeLetter?.letterEnabled) requireFeature(snapshot, 'bridgeLetter');
    if (DOCUMENT_ITEM_KINDS.includes(item.cardKind)) {
      if (next.type.trim() === '') throw invalid('type', MESSAGES.itemTypeRequired);
      if (next.files.length === 0) throw invalid('files', MESSAGES.documentFileRequired);
    }
    next.enabled = next.enabledState !== 'notEnabled';
    if (next.publicAccess) next.hidden = false;
    next.lastModified = { on: options.now, by: { name: byName } };
    return { changes: { put: [{ collection: 'items', data: next }] }, value: next };
  });
  // The item as stored (parsed: defaults filled in, text normalised), so a client can show it as the draft holds it.
  return { ...result, value: result.snapshot.items.find((item) => item.itemUid === itemUid) ?? result.value };
}
