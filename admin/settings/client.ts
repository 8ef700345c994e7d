/**
 * Writes of the settings area and the content editors: thin calls to the edge's settings, updates, knowledge-base,
 * staff, integration and draft routes. After every write the draft is read again (so what the admin shows is what
 * the edge stored) and the publishing indicator is refreshed.
 */
import { ERRORS } from '../../content/errors.ts';
import type { Item } from '../../content/schemas/item.ts';
import type { Snapshot } from '../../content/schemas/snapshot.ts';
import { ApiError, api } from '../api.ts';
import { loadDraft } from '../stores/draft.ts';
import { loadRevisions } from '../stores/publishing.ts';
import { csrfHeaders } from '../../site/lib/csrf.ts';

/** Reads the draft and the revision list again after a write. */
export async function afterWrite(): Promise<void> {
  await Promise.all([loadDraft(), loadRevisions()]);
}

/** A refused write: the edge's message, and the path of the field it is about ('' for the whole form). */
export class WriteError extends ApiError {
  readonly path: string;
  /** Every failing field of a validation error (`[]` otherwise), for forms that show them all at once. */
  readonly issues: { path: string; message: string }[];
  constructor(status: number, message: string, code: string | undefined, path: string, issues: { path: string; message: string }[] = []) {
    super(status, message, code);
    this.path = path;
    this.issues = issues;
  }
}

/**
 * Sends a JSON write and refreshes the draft; throws a {@link WriteError} with the edge's message and the failing
 * field's path (from `path`, or the first of `issues`).
 */
export async function write<T>(path: string, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', body: unknown = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { method, credentials: 'same-origin', headers: { 'content-type': 'application/json', accept: 'application/json', ...csrfHeaders() }, body: JSON.stringify(body) });
  } catch {
    throw new WriteError(0, ERRORS.UNKNOWN.message, undefined, '');
  }
  const data = (await response.json().catch(() => null)) as { error?: string; code?: string; path?: string; issues?: { path: string; message: string }[] } | null;
  if (!response.ok) {
    throw new WriteError(response.status, data?.error || ERRORS.UNKNOWN.message, data?.code, data?.path ?? data?.issues?.[0]?.path ?? '', Array.isArray(data?.issues) ? data.issues : []);
  }
  await afterWrite();
  return data as T;
}

/**
 * The item as the draft holds it now (not as the form last read it): an editor that writes a whole item merges its
 * change into this, so that fields saved meanwhile (e.g. by the items editor of the same drawer) are kept.
 */
export async function currentItem(itemUid: string): Promise<Item> {
  const draft = await api<Snapshot>('/api/admin/draft');
  const item = draft.items.find((i) => i.itemUid === itemUid);
  if (!item) throw new ApiError(404, ERRORS.NOT_FOUND.message, 'NOT_FOUND');
  return item;
}

/** `PUT /api/admin/draft/{collection}/{recordId}` without refreshing (callers batch several, then refresh). */
export function putDraftRecord<T>(collection: string, recordId: string, data: unknown): Promise<T> {
  return api<T>(`/api/admin/draft/${encodeURIComponent(collection)}/${encodeURIComponent(recordId)}`, { method: 'PUT', body: data });
}

export function deleteDraftRecord(collection: string, recordId: string): Promise<unknown> {
  return api(`/api/admin/draft/${encodeURIComponent(collection)}/${encodeURIComponent(recordId)}`, { method: 'DELETE' });
}

export interface ImportIssue {
  row: number;
  message: string;
}

/** An import refused row by row: the edge's message plus each row's. */
export class ImportError extends ApiError {
  readonly issues: ImportIssue[];
  constructor(status: number, message: string, issues: ImportIssue[]) {
    super(status, message, 'KB_IMPORT_INVALID');
    this.issues = issues;
  }
}

/** Uploads a knowledge-base CSV file (`text/csv`). */
export async function importKnowledgeBase(file: File): Promise<{ imported: number }> {
  let response: Response;
  try {
    response = await fetch(`/api/admin/kb/import?fileName=${encodeURIComponent(file.name)}`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', accept: 'application/json', ...csrfHeaders() },
      credentials: 'same-origin',
      body: await file.text(),
    });
  } catch {
    throw new ApiError(0, ERRORS.UNKNOWN.message);
  }
  const data = (await response.json().catch(() => null)) as { error?: string; issues?: ImportIssue[]; imported?: number } | null;
  if (!response.ok) throw new ImportError(response.status, data?.error ?? ERRORS.UNKNOWN.message, data?.issues ?? []);
  await afterWrite();
  return { imported: data?.imported ?? 0 };
}

/** A new random id with a prefix (`sp_…`), in the content model's id alphabet. */
export function newId(prefix: string): string {
  return `${prefix}_${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`;
}
