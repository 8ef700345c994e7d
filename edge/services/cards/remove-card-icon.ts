/** Resets a card to its default icon (admin spec §4 "Save with default removes the existing icon asset"). */
import { EDIT_API_TEXTS } from '../../../content/editing/texts.ts';
import { appError } from '../../errors.ts';
import { editDraft, type EditDraftOptions } from '../draft/edit-draft.ts';
import { requireFeature } from '../draft/trust-center-lookup.ts';

export interface RemoveCardIconOptions extends EditDraftOptions {
  assetId: string;
}

/**
 * Removes the icon from the card that uses the asset and bumps the card's revision. The bytes stay in the store:
 * the live revision may still show the icon until the draft is published, and a rollback may bring it back.
 * @throws NOT_FOUND when no card uses the asset; PLAN_LOCKED without replaceIcons.
 */
export async function removeCardIcon({ assetId, ...options }: RemoveCardIconOptions) {
  return editDraft(options, (snapshot) => {
    requireFeature(snapshot, 'replaceIcons');
    const card = snapshot.cards.find((c) => c.icon?.assetId === assetId);
    if (!card) throw appError('NOT_FOUND', { reason: EDIT_API_TEXTS.assetUnknown });
    const { icon: _icon, ...rest } = card;
    const next = { ...rest, revision: card.revision + 1 };
    return { changes: { put: [{ collection: 'cards', data: next }] }, value: next };
  });
}
