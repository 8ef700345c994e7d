/** Removes an assist, its questions and its stored file. */
import { eq } from 'drizzle-orm';
import type { BlobStore } from '../../blobs/types.ts';
import { questionnaireAssists } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import { appendAudit } from '../audit/audit-log.ts';
import { findAssistRow } from './assist-records.ts';

export async function deleteAssist({
  db,
  blobs,
  orgId,
  id,
  by,
  now,
}: {
  db: Db;
  blobs?: BlobStore;
  orgId: string;
  id: string;
  by: string;
  now: number;
}): Promise<void> {
  const row = await findAssistRow({ db, orgId, id });
  await db.delete(questionnaireAssists).where(eq(questionnaireAssists.id, id));
  await blobs?.delete(row.blobKey).catch(() => {});
  await appendAudit({ db, orgId, action: 'questionnaire_assist.delete', actor: `staff:${by}`, subject: id, data: { fileName: row.fileName }, now });
}
