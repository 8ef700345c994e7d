/**
 * Staff confirm or change the detected column mapping: the file is read again with it and every question is
 * drafted again (answers of the old mapping no longer belong to a row).
 */
import { eq } from 'drizzle-orm';
import { fill } from '../../../content/errors.ts';
import { ASSIST_MESSAGES, type MappingUpdate, type SheetMapping } from '../../../content/contracts/questionnaire-assist.ts';
import { readBlobBytes, type BlobStore } from '../../blobs/types.ts';
import { questionnaireAssists } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import { AppError, appError } from '../../errors.ts';
import { appendAudit } from '../audit/audit-log.ts';
import { storeQuestions } from './advance-assist.ts';
import { findAssistRow, mappingOf } from './assist-records.ts';

const invalid = (message: string) => new AppError('VALIDATION_FAILED', { path: 'sheets' }, message);

/** The new mapping, checked against the file's sheets and columns. */
function validated(current: SheetMapping[], update: MappingUpdate): SheetMapping[] {
  const next = current.map((m) => ({ ...m, include: false }));
  for (const sheet of update.sheets) {
    const base = next.find((m) => m.sheet === sheet.sheet);
    if (!base) throw invalid(fill(ASSIST_MESSAGES.mappingSheetUnknown, { sheet: sheet.sheet }));
    if (sheet.include) {
      if (sheet.questionColumn === null) throw invalid(fill(ASSIST_MESSAGES.mappingQuestionRequired, { sheet: sheet.sheet }));
      if (sheet.answerColumn === null) throw invalid(fill(ASSIST_MESSAGES.mappingAnswerRequired, { sheet: sheet.sheet }));
      if (sheet.answerColumn === sheet.questionColumn) throw invalid(fill(ASSIST_MESSAGES.mappingSameColumn, { sheet: sheet.sheet }));
      for (const column of [sheet.questionColumn, sheet.answerColumn, sheet.commentColumn]) {
        // Answers may go to a new column just right of the last one.
        if (column !== null && column > base.columns.length)
          throw invalid(fill(ASSIST_MESSAGES.mappingColumnUnknown, { column: String(column + 1), sheet: sheet.sheet }));
      }
    }
    Object.assign(base, sheet);
  }
  if (!next.some((m) => m.include)) throw invalid(ASSIST_MESSAGES.mappingNothingIncluded);
  return next;
}

export async function changeAssistMapping({
  db,
  blobs,
  orgId,
  id,
  update,
  by,
  now,
}: {
  db: Db;
  blobs?: BlobStore;
  orgId: string;
  id: string;
  update: MappingUpdate;
  by: string;
  now: number;
}): Promise<void> {
  const row = await findAssistRow({ db, orgId, id });
  if (row.status === 'parsing' || row.status === 'failed') throw appError('ASSIST_NOT_READY');
  const mapping = validated(mappingOf(row), update);
  const bytes = blobs ? await readBlobBytes(blobs, row.blobKey) : null;
  if (!bytes) throw appError('QUESTIONNAIRE_NOT_FOUND');
  const { QuestionnaireFileError, extractQuestions, readGrids } = await import('./read-questionnaire-file.ts');
  let extracted: ReturnType<typeof extractQuestions>;
  try {
    const grids = readGrids(bytes, row.format as 'xlsx' | 'csv' | 'docx');
    // Column headers follow the chosen header row.
    for (const m of mapping) {
      const grid = grids.find((g) => g.name === m.sheet);
      if (grid) m.columns = m.columns.map((c) => ({ ...c, header: m.headerRow !== null ? (grid.rows[m.headerRow - 1]?.[c.index] ?? '') : '' }));
    }
    extracted = extractQuestions(grids, mapping);
  } catch (error) {
    if (error instanceof QuestionnaireFileError) throw invalid(error.message);
    throw error;
  }
  await storeQuestions(db, row, extracted.questions, extracted.mapping, now);
  await db.update(questionnaireAssists).set({ leaseUntil: null }).where(eq(questionnaireAssists.id, id));
  await appendAudit({ db, orgId, action: 'questionnaire_assist.mapping', actor: `staff:${by}`, subject: id, data: { sheets: update.sheets }, now });
}
