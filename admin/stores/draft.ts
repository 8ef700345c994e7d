/**
 * The draft content (`GET /api/admin/draft`) and its version. Every write of the admin reads the draft again
 * afterwards ("page data reloads"), so what the admin shows is what the edge stored.
 */
import { atom } from 'nanostores';
import type { Snapshot } from '../../content/schemas/snapshot.ts';
import { apiResponse, messageOf } from '../api.ts';
import { $publishStatus, loadRevisions } from '../features/publishing/store.ts';

export const $draft = atom<Snapshot | null>(null);
export const $draftError = atom<string | null>(null);
/**
 * The draft version the admin last read (`ETag`), sent as `If-Match` with saves so that a change made meanwhile
 * by someone else fails with 409 CONFLICT instead of being overwritten.
 */
let draftVersion: string | null = null;

/** Remembers the version a write answered with. */
export function setDraftVersion(etag: string | null): void {
  if (etag) draftVersion = etag;
}

/** `If-Match` for a write based on the draft as last read. */
export function ifMatch(): Record<string, string> {
  return draftVersion ? { 'if-match': draftVersion } : {};
}

export async function loadDraft(): Promise<void> {
  // Two writes in quick succession each read the draft again, and the answers may arrive in either order: only the
  // latest read may set the draft, or an older answer could undo what the newer one shows.
  const read = ++draftReads;
  try {
    const { data, headers } = await apiResponse<Snapshot>('/api/admin/draft');
    if (read !== draftReads) return;
    draftVersion = headers.get('etag');
    $draft.set(data);
    $draftError.set(null);
  } catch (error) {
    if (read === draftReads) $draftError.set(messageOf(error));
  }
}
let draftReads = 0;

/** After a write: the draft again, and the draft-differs indicator of the Publishing panel. */
export async function reloadAfterWrite(): Promise<void> {
  await Promise.all([loadDraft(), loadRevisions()]);
}

// A rollback may replace the draft: read it again whenever a publish or rollback finishes.
let lastPublishState = $publishStatus.get().state;
$publishStatus.listen((status) => {
  const finished = lastPublishState === 'building' && status.state !== 'building';
  lastPublishState = status.state;
  if (finished && $draft.get()) void loadDraft();
});
