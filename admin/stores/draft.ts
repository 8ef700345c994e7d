/**
 * The draft content (`GET /api/admin/draft`) and its version, so that what the admin shows is what the edge stored.
 *
 * A write of one record (`PUT`/`DELETE /api/admin/draft/{collection}/{recordId}`, saving an item) answers the
 * record as stored and the draft version it made: {@link applyRecordWrite} puts that record into `$draft` when the
 * write follows directly on the version shown, and reads the whole draft again only when someone else wrote in
 * between. Writes that change several records (re-ordering, moving, importing …) read the whole draft again
 * ({@link reloadAfterWrite}).
 */
import { atom } from 'nanostores';
import { isCollection, isSingleton, recordKey, type ListCollection } from '../../content/records.ts';
import type { Snapshot } from '../../content/schemas/snapshot.ts';
import { apiResponse, messageOf } from '../api.ts';
import { $publishStatus, loadRevisions } from '../features/publishing/store.ts';

export const $draft = atom<Snapshot | null>(null);
export const $draftError = atom<string | null>(null);
/**
 * The version of the draft `$draft` shows (`ETag`), sent as `If-Match` with saves so that a change made meanwhile
 * by someone else fails with 409 CONFLICT instead of being overwritten.
 */
let draftVersion: number | null = null;
/** Reads of the whole draft started so far: only the latest may set it. */
let draftReads = 0;
/** Writes applied to `$draft` from their answers so far. */
let recordWrites = 0;

/** The version an `ETag` names (`"12"`, `W/"12"`), or null. */
function versionOf(etag: string | null): number | null {
  const match = etag ? /^(?:W\/)?"?(\d+)"?$/.exec(etag.trim()) : null;
  return match ? Number(match[1]) : null;
}

/** `If-Match` for a write based on the draft as shown. */
export function ifMatch(): Record<string, string> {
  return draftVersion === null ? {} : { 'if-match': `"${draftVersion}"` };
}

export async function loadDraft(): Promise<void> {
  // Two writes in quick succession may each read the draft again, and the answers may arrive in either order: only
  // the latest read may set the draft, or an older answer could undo what the newer one shows. A read that started
  // before a write's answer was applied and shows an older version would undo that write as well.
  const read = ++draftReads;
  const writesBefore = recordWrites;
  try {
    const { data, headers } = await apiResponse<Snapshot>('/api/admin/draft');
    if (read !== draftReads) return;
    const version = versionOf(headers.get('etag'));
    if (recordWrites !== writesBefore && draftVersion !== null && (version === null || version < draftVersion)) return;
    draftVersion = version;
    $draft.set(data);
    $draftError.set(null);
  } catch (error) {
    if (read === draftReads) $draftError.set(messageOf(error));
  }
}

/** After a write that may change several records: the whole draft again, and the Publishing panel's indicator. */
export async function reloadAfterWrite(): Promise<void> {
  await Promise.all([loadDraft(), loadRevisions()]);
}

/** After writes of single records (applied with {@link applyRecordWrite}): the Publishing panel's "draft differs". */
export function refreshDraftDiffers(): Promise<void> {
  return loadRevisions();
}

/** One record as a write answered it: the stored entity, or `null` when the write removed it. */
export interface RecordWrite {
  collection: string;
  recordId: string;
  record: unknown;
  /** The answer's `ETag`: the draft version the write made. */
  etag: string | null;
}

/**
 * Applies a write of one record to `$draft`. The draft shown stays exactly the edge's: the record goes in only when
 * the write made the version right after the one shown; an answer older than the draft shown is ignored (a later
 * read or write already holds it); otherwise — someone else wrote in between, or the answer names no version —
 * the whole draft is read again.
 */
export async function applyRecordWrite({ collection, recordId, record, etag }: RecordWrite): Promise<void> {
  const version = versionOf(etag);
  const draft = $draft.get();
  if (version === null || draftVersion === null || draft === null || !isCollection(collection)) return loadDraft();
  if (version <= draftVersion) return;
  if (version !== draftVersion + 1) return loadDraft();
  draftVersion = version;
  recordWrites += 1;
  $draft.set(withRecord(draft, collection, recordId, record));
}

/** The draft with one record replaced, added (at the end of its list, as the edge stores it) or removed. */
function withRecord(draft: Snapshot, collection: string, recordId: string, record: unknown): Snapshot {
  if (!isCollection(collection)) return draft;
  if (isSingleton(collection)) return record === null ? draft : { ...draft, [collection]: record };
  const list = draft[collection] as unknown[];
  const key = (entry: unknown) => recordKey(collection as ListCollection, entry);
  const index = list.findIndex((entry) => key(entry) === recordId);
  let next: unknown[];
  if (record === null) next = list.filter((entry) => key(entry) !== recordId);
  else if (index === -1) next = [...list, record];
  else next = list.map((entry, i) => (i === index ? record : entry));
  return { ...draft, [collection]: next };
}

// A rollback may replace the draft: read it again whenever a publish or rollback finishes.
let lastPublishState = $publishStatus.get().state;
$publishStatus.listen((status) => {
  const finished = lastPublishState === 'building' && status.state !== 'building';
  lastPublishState = status.state;
  if (finished && $draft.get()) void loadDraft();
});
