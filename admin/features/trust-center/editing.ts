/**
 * Main-mode UI state: which product is shown, which card is expanded in the side drawer (view or edit), and
 * whether the drawer holds unsaved changes — then expanding another card or closing asks first (admin spec §2
 * screen 5).
 */
import { atom } from 'nanostores';
import type { CardKind } from '../../../content/schemas/card.ts';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';

export type DrawerMode = 'view' | 'edit';
export interface ExpandedCard {
  kind: CardKind;
  mode: DrawerMode;
}

/** Product shown (null: the space's default). */
export const $productId = atom<string | null>(null);
/** The card open in the drawer. */
export const $expanded = atom<ExpandedCard | null>(null);
/** The drawer's form differs from the draft. */
export const $drawerDirty = atom(false);
/** What was asked while the drawer was dirty: open another card (or close, `null`), waiting for confirmation. */
export const $pendingExpand = atom<{ next: ExpandedCard | null } | null>(null);

/** Opens a card's drawer, asking first when the open drawer has unsaved changes. */
export function requestExpand(next: ExpandedCard): void {
  const current = $expanded.get();
  if (current && $drawerDirty.get() && !(current.kind === next.kind && current.mode === next.mode)) {
    $pendingExpand.set({ next });
    return;
  }
  $expanded.set(next);
}

/** Closes the drawer, asking first when it has unsaved changes. */
export function requestClose(): void {
  if ($drawerDirty.get()) {
    $pendingExpand.set({ next: null });
    return;
  }
  $expanded.set(null);
}

/** "Discard changes": goes where the person wanted to go. */
export function confirmDiscard(): void {
  const pending = $pendingExpand.get();
  $pendingExpand.set(null);
  $drawerDirty.set(false);
  if (pending) $expanded.set(pending.next);
}

/** "Keep editing". */
export function cancelDiscard(): void {
  $pendingExpand.set(null);
}

/** Changes product (closing the drawer, asking first when dirty). */
export function selectProduct(productId: string): void {
  if ($drawerDirty.get()) {
    $pendingExpand.set({ next: null });
    return;
  }
  $expanded.set(null);
  $productId.set(productId);
}

/**
 * The item a link asked for (`/admin?item={itemUid}`, sent in the staff email about a new comment): its card's
 * drawer opens and its editor scrolls into view with the Conversation accordion open; then this is cleared.
 */
export const $focusItem = atom<string | null>(null);

/** Opens the drawer of the card holding `itemUid` on that item; false when the draft has no such item. */
export function focusItem(draft: Snapshot, itemUid: string, mode: DrawerMode): boolean {
  const item = draft.items.find((i) => i.itemUid === itemUid);
  if (!item) return false;
  $productId.set(item.productId);
  $focusItem.set(itemUid);
  $expanded.set({ kind: item.cardKind, mode });
  return true;
}
