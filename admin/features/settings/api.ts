/**
 * Writes of the settings area and the content editors: thin calls to the edge's settings, updates, knowledge-base,
 * staff, integration and draft routes. After every write the draft is read again (so what the admin shows is what
 * the edge stored) and the publishing indicator is refreshed.
 */
import { ERRORS } from '../../../content/errors.ts';
import type { Item } from '../../../content/schemas/item.ts';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import { ApiError, api } from '../../api.ts';
import { request } from '../../../site/lib/request.ts';
import { loadDraft } from '../../stores/draft.ts';
import { loadRevisions } from '../publishing/store.ts';

/** Reads the draft and the revision list again after a write. */
export async function afterWrite(): Promise<void> {
  await Promise.all([loadDraft(), loadRevisions()]);
}

/**
 * Sends a JSON write and refreshes the draft; throws an {@link ApiError} with the edge's message, the failing
 * field's `path` (from `path`, or the first of `issues`) and every failing field in `issues`.
 */
export async function write<T>(path: string, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', body: unknown = {}): Promise<T> {
  const data = await request<T>(path, { method, body });
  await afterWrite();
  return data;
}

/**
 * The item as the draft holds it now (not as the form last read it): an editor that writes a whole item merges its
 * change into this, so that fields saved meanwhile (e.g. by the items editor of the same drawer) are kept.
 */
export async function currentItem(itemUid: string): Promise<Item> {
  const draft = await api<Snapshot>('/api/admin/draft');
  const item = draft.items.find((i) => i.itemUid === itemUid);
  if (!item) throw new ApiError(404, ERRORS.NOT_FOUND.message, { code: 'NOT_FOUND' });
  return item;
}

/** `PUT /api/admin/draft/{collection}/{recordId}` without refreshing (callers batch several, then refresh). */
export function putDraftRecord<T>(collection: string, recordId: string, data: unknown): Promise<T> {
  return api<T>(`/api/admin/draft/${encodeURIComponent(collection)}/${encodeURIComponent(recordId)}`, { method: 'PUT', body: data });
}

export function deleteDraftRecord(collection: string, recordId: string): Promise<unknown> {
  return api(`/api/admin/draft/${encodeURIComponent(collection)}/${encodeURIComponent(recordId)}`, { method: 'DELETE' });
}

/**
 * Uploads a knowledge-base CSV file (`text/csv`). A file refused row by row throws an {@link ApiError}
 * `KB_IMPORT_INVALID` whose `issues` hold each failing `row` with its message.
 */
export async function importKnowledgeBase(file: File): Promise<{ imported: number }> {
  const data = await request<{ imported?: number } | null>(`/api/admin/kb/import?fileName=${encodeURIComponent(file.name)}`, {
    method: 'POST',
    raw: await file.text(),
    contentType: 'text/csv',
  });
  await afterWrite();
  return { imported: data?.imported ?? 0 };
}

/** A new random id with a prefix (`sp_…`), in the content model's id alphabet. */
export function newId(prefix: string): string {
  return `${prefix}_${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`;
}
