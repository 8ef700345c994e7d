/** The bytes of a questionnaire's file, for staff to download from the inbox. */
import type { BlobStore } from '../../blobs/types.ts';
import type { Db } from '../../db/types.ts';
import { appError } from '../../errors.ts';
import { findQuestionnaire } from './list-questionnaires.ts';

/**
 * An attachment response with the original file name.
 * @throws QUESTIONNAIRE_NOT_FOUND for an unknown id, a link questionnaire, or missing bytes.
 */
export async function questionnaireFileResponse({ db, blobs, orgId, id }: { db: Db; blobs?: BlobStore; orgId: string; id: string }): Promise<Response> {
  const row = await findQuestionnaire({ db, orgId, id });
  if (row?.kind !== 'file' || !row.blobKey || !blobs) throw appError('QUESTIONNAIRE_NOT_FOUND');
  const blob = await blobs.get(row.blobKey);
  if (!blob) throw appError('QUESTIONNAIRE_NOT_FOUND');
  const name = row.fileName ?? `${row.id}`;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return new Response(blob.body, {
    status: 200,
    headers: {
      'content-type': row.contentType ?? 'application/octet-stream',
      'content-length': String(blob.size),
      'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
