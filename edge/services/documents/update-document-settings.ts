/**
 * Name, view-only / view-and-download and shared flag of one document.
 */
import type { TrustCenterDocument, UpdateDocumentSettings } from '../../../content/contracts/documents.ts';
import type { Db } from '../../db/types.ts';
import { appError } from '../../errors.ts';
import { putRecord } from '../draft/put-record.ts';
import { readDraft } from '../draft/read-draft.ts';
import { getDocument } from './get-document.ts';

/** Changes a document's name, access type or shared flag. @throws NOT_FOUND */
export async function updateDocumentSettings({
  db,
  orgId,
  id,
  body,
  by,
  now,
}: {
  db: Db;
  orgId: string;
  id: string;
  body: UpdateDocumentSettings;
  by: string;
  now: number;
}): Promise<TrustCenterDocument> {
  const snapshot = await readDraft({ db, orgId });
  const file = snapshot.files.find((f) => f.fileId === id);
  if (!file) throw appError('NOT_FOUND');
  await putRecord({ db, orgId, collection: 'files', recordId: id, data: { ...file, ...body }, by, now });
  return getDocument({ db, orgId, id });
}
