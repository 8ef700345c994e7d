/**
 * Staff hand Glasshouse a questionnaire to answer: an uploaded file, or a file a member submitted. The original is
 * kept in the blob store (`orgs/<orgId>/questionnaire-assist/<id>.<ext>`) — the export writes into it — and the
 * assist starts as `parsing`; reading and drafting run in the background (`advance-assist.ts`).
 */
import { ASSIST_MESSAGES, MAX_ASSIST_FILE_BYTES, assistFormatOf } from '../../../content/contracts/questionnaire-assist.ts';
import { orgPrefix } from '../../blobs/keys.ts';
import { readBlobBytes, type BlobStore } from '../../blobs/types.ts';
import { questionnaireAssists } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import { AppError, appError } from '../../errors.ts';
import { readDraft } from '../draft/read-draft.ts';
import { findQuestionnaire } from '../questionnaires/list-questionnaires.ts';
import { appendAudit } from '../audit/audit-log.ts';

export function newAssistId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `qa_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export function assistBlobKey(orgId: string, id: string, format: string): string {
  return `${orgPrefix(orgId)}questionnaire-assist/${id}.${format}`;
}

export type AssistInput = { kind: 'file'; fileName: string; bytes: Uint8Array } | { kind: 'submission'; questionnaireId: string };

export interface StartAssistOptions {
  db: Db;
  blobs?: BlobStore;
  orgId: string;
  by: string;
  now: number;
  input: AssistInput;
  /** Default: the draft's default product. */
  productId?: string;
}

const invalid = (message: string, path = 'file') => new AppError('VALIDATION_FAILED', { path }, message);

/** Stores the file and creates the assist. @throws VALIDATION_FAILED (type, size, empty, product); QUESTIONNAIRE_NOT_FOUND */
export async function startAssist({ db, blobs, orgId, by, now, input, productId }: StartAssistOptions): Promise<{ id: string }> {
  if (!blobs) throw appError('INTERNAL', { reason: 'No file store is configured.' });
  let fileName: string;
  let bytes: Uint8Array;
  let questionnaireId: string | null = null;
  if (input.kind === 'submission') {
    const submission = await findQuestionnaire({ db, orgId, id: input.questionnaireId });
    if (!submission) throw appError('QUESTIONNAIRE_NOT_FOUND');
    if (submission.kind !== 'file' || !submission.blobKey) throw invalid(ASSIST_MESSAGES.questionnaireNotFile, 'questionnaireId');
    const stored = await readBlobBytes(blobs, submission.blobKey);
    if (!stored) throw appError('QUESTIONNAIRE_NOT_FOUND');
    fileName = submission.fileName ?? 'questionnaire';
    bytes = stored;
    questionnaireId = submission.id;
  } else {
    // The name only, without the folders a client may send with it (`../x.xlsx`, `C:\Users\…\x.xlsx`).
    fileName = (input.fileName.split(/[\\/]/).pop() ?? '').trim().slice(0, 255) || 'questionnaire';
    bytes = input.bytes;
  }
  const format = assistFormatOf(fileName);
  if (!format) throw appError('ASSIST_FILE_TYPE');
  if (bytes.byteLength === 0) throw invalid(ASSIST_MESSAGES.empty);
  if (bytes.byteLength > MAX_ASSIST_FILE_BYTES) throw appError('ASSIST_FILE_TOO_LARGE');

  const draft = await readDraft({ db, orgId });
  const product = productId ?? draft.space.defaultProductId;
  if (!draft.products.some((p) => p.productId === product)) throw invalid(ASSIST_MESSAGES.unknownProduct, 'productId');

  const id = newAssistId();
  const blobKey = assistBlobKey(orgId, id, format);
  await blobs.put(blobKey, bytes, { contentType: 'application/octet-stream' });
  try {
    await db
      .insert(questionnaireAssists)
      .values({ id, orgId, productId: product, questionnaireId, fileName, format, blobKey, status: 'parsing', createdAt: now, createdBy: by, updatedAt: now });
  } catch (error) {
    await blobs.delete(blobKey).catch(() => {});
    throw error;
  }
  await appendAudit({
    db,
    orgId,
    action: 'questionnaire_assist.start',
    actor: `staff:${by}`,
    subject: id,
    data: { fileName, format, productId: product, questionnaireId },
    now,
  });
  return { id };
}
