/**
 * The export of an assist: the original file with the approved answers in its answer (and comment) columns, or the
 * summary CSV of questions, answers and sources.
 */
import { ERRORS, fill } from '../../../content/errors.ts';
import type { AssistFormat } from '../../../content/contracts/questionnaire-assist.ts';
import { readBlobBytes, type BlobStore } from '../../blobs/types.ts';
import type { Db } from '../../db/types.ts';
import { AppError, appError } from '../../errors.ts';
import { appendAudit } from '../audit/audit-log.ts';
import { findAssistRow, mappingOf, readAssistQuestions } from './assist-records.ts';

const MIME: Record<AssistFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

function attachment(bytes: Uint8Array, name: string, type: string): Response {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return new Response(bytes as BodyInit, {
    status: 200,
    headers: {
      'content-type': type,
      'content-length': String(bytes.byteLength),
      'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

export interface ExportAssistOptions {
  db: Db;
  blobs?: BlobStore;
  orgId: string;
  id: string;
  format: AssistFormat;
  /** The summary CSV, whatever the original's format. */
  summary: boolean;
  by: string;
  now: number;
}

/** @throws ASSIST_NOT_READY before the file is read; ASSIST_EXPORT_FORMAT for a format other than the original's or csv. */
export async function exportAssist({ db, blobs, orgId, id, format, summary, by, now }: ExportAssistOptions): Promise<Response> {
  const row = await findAssistRow({ db, orgId, id });
  if (row.status === 'parsing' || row.status === 'failed') throw appError('ASSIST_NOT_READY');
  const original = row.format as AssistFormat;
  const base = row.fileName.replace(/\.[a-z0-9]+$/i, '');
  const questions = await readAssistQuestions({ db, id });
  const { approvedWrites, summaryCsv, writeAnswers } = await import('./write-answers.ts');
  let response: Response;
  if (summary || (format === 'csv' && original !== 'csv')) {
    response = attachment(summaryCsv(questions), `${base}-answers.csv`, MIME.csv);
  } else if (format !== original) {
    throw new AppError('ASSIST_EXPORT_FORMAT', { path: 'format' }, fill(ERRORS.ASSIST_EXPORT_FORMAT.message, { format: original }));
  } else {
    const bytes = blobs ? await readBlobBytes(blobs, row.blobKey) : null;
    if (!bytes) throw appError('QUESTIONNAIRE_NOT_FOUND');
    const writes = approvedWrites(questions, mappingOf(row));
    response = attachment(writeAnswers(original, bytes, writes), `${base}-answered.${original}`, MIME[original]);
  }
  await appendAudit({
    db,
    orgId,
    action: 'questionnaire_assist.export',
    actor: `staff:${by}`,
    subject: id,
    data: { format, summary, approved: questions.filter((q) => q.state === 'approved').length },
    now,
  });
  return response;
}
