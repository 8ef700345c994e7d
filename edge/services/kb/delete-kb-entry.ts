/** Removing a knowledge-base entry (`DELETE /api/admin/kb/:objectID`). */
import type { Db } from '../../db/types.ts';
import { appError } from '../../errors.ts';
import { editDraft } from '../draft/edit-draft.ts';

/** Removes an entry. @throws NOT_FOUND */
export async function deleteKbEntry({ db, orgId, by, now, objectID }: { db: Db; orgId: string; by: string; now: number; objectID: string }): Promise<void> {
  await editDraft({ db, orgId, by, now }, (current) => {
    if (!current.knowledgeBase.some((e) => e.objectID === objectID)) throw appError('NOT_FOUND');
    return { changes: { delete: [{ collection: 'knowledgeBase', recordId: objectID }] } };
  });
}
