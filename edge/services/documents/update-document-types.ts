/**
 * Sets one type on several documents (`PATCH /api/documents`); the chosen type replaces any existing one.
 */
import type { UpdateDocumentTypes } from '../../../content/contracts/documents.ts';
import type { FileRecord } from '../../../content/schemas/file.ts';
import type { Db } from '../../db/types.ts';
import { appError } from '../../errors.ts';
import { putRecord } from '../draft/put-record.ts';
import { readDraft } from '../draft/read-draft.ts';

/**
 * Sets `updates.type` on every listed document of the draft.
 * @throws NOT_FOUND when an id is not a document of the draft (nothing is changed then).
 */
export async function updateDocumentTypes({
  db,
  orgId,
  body,
  by,
  now,
}: {
  db: Db;
  orgId: string;
  body: UpdateDocumentTypes;
  by: string;
  now: number;
}): Promise<{ updated: number }> {
  const snapshot = await readDraft({ db, orgId });
  const ids = [...new Set(body.documentIds)];
  const files = ids.map((id) => snapshot.files.find((f) => f.fileId === id));
  if (files.some((f) => !f)) throw appError('NOT_FOUND', { reason: 'No such document.' });
  for (const file of files as FileRecord[]) {
    await putRecord({ db, orgId, collection: 'files', recordId: file.fileId, data: { ...file, type: body.updates.type }, by, now });
  }
  return { updated: files.length };
}
