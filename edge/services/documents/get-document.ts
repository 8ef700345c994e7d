/**
 * One document of the draft with where it is linked (`GET /api/documents/{id}`).
 */
import type { TrustCenterDocument } from '../../../content/contracts/documents.ts';
import type { Db } from '../../db/types.ts';
import { appError } from '../../errors.ts';
import { readDraft } from '../draft/read-draft.ts';
import { toTrustCenterDocument } from './list-documents.ts';

/** One document of the draft. @throws NOT_FOUND */
export async function getDocument({ db, orgId, id }: { db: Db; orgId: string; id: string }): Promise<TrustCenterDocument> {
  const snapshot = await readDraft({ db, orgId });
  const file = snapshot.files.find((f) => f.fileId === id);
  if (!file) throw appError('NOT_FOUND');
  return toTrustCenterDocument(snapshot, file);
}
