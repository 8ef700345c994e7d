/** The draft content (`GET /api/admin/draft`) and saving an item (`PUT /api/admin/draft/items/{itemUid}`). */
import { atom } from 'nanostores';
import type { Item } from '../../content/schemas/item.ts';
import type { Snapshot } from '../../content/schemas/snapshot.ts';
import { api, messageOf } from '../api.ts';
import { loadRevisions } from './publishing.ts';

export const $draft = atom<Snapshot | null>(null);
export const $draftError = atom<string | null>(null);

export async function loadDraft(): Promise<void> {
  try {
    $draft.set(await api<Snapshot>('/api/admin/draft'));
    $draftError.set(null);
  } catch (error) {
    $draftError.set(messageOf(error));
  }
}

/**
 * Saves a whole item. On success the draft store holds the saved item and the publishing indicator is refreshed;
 * on failure throws an ApiError whose message is the validation text to show next to the field.
 */
export async function saveItem(item: Item): Promise<Item> {
  const saved = await api<Item>(`/api/admin/draft/items/${encodeURIComponent(item.itemUid)}`, { method: 'PUT', body: item });
  const draft = $draft.get();
  if (draft) $draft.set({ ...draft, items: draft.items.map((existing) => (existing.itemUid === saved.itemUid ? saved : existing)) });
  void loadRevisions();
  return saved;
}
