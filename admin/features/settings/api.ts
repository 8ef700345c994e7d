/**
 * Writes of the settings area: thin calls to the edge's settings, updates, products and knowledge-base routes. After every write the draft is read again (so what the admin shows is what
 * the edge stored) and the publishing indicator is refreshed.
 */
import { request } from '../../../site/lib/request.ts';
import { reloadAfterWrite } from '../../stores/draft.ts';

/**
 * Sends a JSON write and refreshes the draft; throws an {@link ApiError} with the edge's message, the failing
 * field's `path` (from `path`, or the first of `issues`) and every failing field in `issues`.
 */
export async function write<T>(path: string, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', body: unknown = {}): Promise<T> {
  const data = await request<T>(path, { method, body });
  await reloadAfterWrite();
  return data;
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
  await reloadAfterWrite();
  return { imported: data?.imported ?? 0 };
}
