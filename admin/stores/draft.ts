/** The draft content (`GET /api/admin/draft`) and saving an item (`PUT /api/admin/draft/items/{itemUid}`). */
import { atom } from 'nanostores';
import type { Item } from '../../content/schemas/item.ts';
import type { Snapshot } from '../../content/schemas/snapshot.ts';
import { apiResponse, messageOf } from '../api.ts';
import { $publishStatus, loadRevisions } from './publishing.ts';

export const $draft = atom<Snapshot | null>(null);
export const $draftError = atom<string | null>(null);
/**
 * The draft version the admin last read (`ETag`), sent as `If-Match` with every save so that a change made
 * meanwhile by someone else fails with 409 CONFLICT instead of being overwritten.
 */
let draftVersion: string | null = null;

export async function loadDraft(): Promise<void> {
  try {
    const { data, headers } = await apiResponse<Snapshot>('/api/admin/draft');
    draftVersion = headers.get('etag');
    $draft.set(data);
    $draftError.set(null);
  } catch (error) {
    $draftError.set(messageOf(error));
  }
}

// A rollback may replace the draft: read it again whenever a publish or rollback finishes.
let lastPublishState = $publishStatus.get().state;
$publishStatus.listen((status) => {
  const finished = lastPublishState === 'building' && status.state !== 'building';
  lastPublishState = status.state;
  if (finished && $draft.get()) void loadDraft();
});

/**
 * Saves a whole item. On success the draft store holds the saved item and the publishing indicator is refreshed;
 * on failure throws an ApiError whose message is the validation text to show next to the field.
 */
export async function saveItem(item: Item): Promise<Item> {
  const { data: saved, headers } = await apiResponse<Item>(`/api/admin/draft/items/${encodeURIComponent(item.itemUid)}`, {
    method: 'PUT',
    body: item,
    headers: draftVersion ? { 'if-match': draftVersion } : {},
  });
  draftVersion = headers.get('etag') ?? draftVersion;
  const draft = $draft.get();
  if (draft) $draft.set({ ...draft, items: draft.items.map((existing) => (existing.itemUid === saved.itemUid ? saved : existing)) });
  void loadRevisions();
  return saved;
}
