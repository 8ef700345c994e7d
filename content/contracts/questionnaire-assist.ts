/**
 * Questionnaire assistance (staff answer a customer's security questionnaire from the trust center's own content):
 * every request and response shape of `/api/admin/questionnaire-assist…`, the knowledge-base health routes and the
 * expiry list, as zod schemas in one module, so the edge validates with them, the admin reads their types and an
 * API description can list them.
 *
 *   POST /api/admin/questionnaire-assist                 multipart `file` (xlsx, csv, docx) or `questionnaireId`,
 *                                                        optional `productId` → 202 { id }
 *   GET  /api/admin/questionnaire-assist                 → { assists: AssistSummary[] }
 *   GET  /api/admin/questionnaire-assist/{id}            → Assist
 *   PUT  /api/admin/questionnaire-assist/{id}/mapping    MappingUpdate → Assist (questions read again, drafted again)
 *   PUT  /api/admin/questionnaire-assist/{id}/questions/{n}   QuestionUpdate → AssistQuestion
 *   POST /api/admin/questionnaire-assist/{id}/approve-high    → { approved: number }
 *   POST /api/admin/questionnaire-assist/{id}/save-to-kb      SaveToKb → SaveToKbResult
 *   GET  /api/admin/questionnaire-assist/{id}/export?format=xlsx|csv|docx[&summary=1]  → the file
 *   DELETE /api/admin/questionnaire-assist/{id}          → { ok: true }
 */
import { z } from 'zod';
import { ERRORS } from '../errors.ts';
import { KbAccessLevelSchema } from '../schemas/knowledge-base.ts';

/** Most questions one file may hold. */
export const MAX_ASSIST_QUESTIONS = 2000;
/** Largest questionnaire file staff may upload (bytes). */
export const MAX_ASSIST_FILE_BYTES = 25 * 1024 * 1024;
/** Longest answer or explanation staff may write (characters). */
export const MAX_ASSIST_ANSWER_CHARS = 10_000;

/** File formats Glasshouse reads questions from and writes answers into. */
export const ASSIST_FORMATS = ['xlsx', 'csv', 'docx'] as const;
export const AssistFormatSchema = z.enum(ASSIST_FORMATS);
export type AssistFormat = z.infer<typeof AssistFormatSchema>;

/** The format of a file, by its name's extension, or null when Glasshouse cannot answer it. */
export function assistFormatOf(fileName: string): AssistFormat | null {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  return ASSIST_FORMATS.find((format) => format === ext) ?? null;
}

/** `parsing`: reading the file; `drafting`: answers being drafted; `ready`: every question drafted; `failed`: unreadable. */
export const ASSIST_STATUSES = ['parsing', 'drafting', 'ready', 'failed'] as const;
export const AssistStatusSchema = z.enum(ASSIST_STATUSES);
export type AssistStatus = z.infer<typeof AssistStatusSchema>;

/** How sure the draft is: high (the sources state it), medium (they support it in part), low (weak or conflicting). */
export const CONFIDENCES = ['high', 'medium', 'low'] as const;
export const ConfidenceSchema = z.enum(CONFIDENCES);
export type Confidence = z.infer<typeof ConfidenceSchema>;

/** `pending`: not drafted yet; `draft`: drafted (or edited) and waiting for review; then approved or rejected. */
export const QUESTION_STATES = ['pending', 'draft', 'approved', 'rejected'] as const;
export const QuestionStateSchema = z.enum(QUESTION_STATES);
export type QuestionState = z.infer<typeof QuestionStateSchema>;

/** The form an answer takes: Yes / No / N/A with an explanation, or free text. */
export const ANSWER_FORMS = ['yesno', 'text'] as const;
export const AnswerFormSchema = z.enum(ANSWER_FORMS);
export type AnswerForm = z.infer<typeof AnswerFormSchema>;

/** The draft answer when the content does not support one: the row is flagged for a human. */
export const NO_ANSWER_FOUND = 'No answer found';

/** What a draft cites: a knowledge-base entry, an item, a document, an update or a subprocessor. */
export const SOURCE_TYPES = ['knowledge_base', 'item', 'document', 'update', 'subprocessor'] as const;
export const SourceTypeSchema = z.enum(SOURCE_TYPES);
export type SourceType = z.infer<typeof SourceTypeSchema>;

export const AssistSourceSchema = z.object({
  type: SourceTypeSchema,
  /** The entry's objectID, the item's uid, the file's id, the topic's id or the subprocessor's id. */
  id: z.string(),
  title: z.string(),
  /** Where the source is on the trust center (absolute). */
  url: z.string(),
});
export type AssistSource = z.infer<typeof AssistSourceSchema>;

/** A staff-only source: an internal entry (or hidden content) that may answer the question; never copied unless opted in. */
export const InternalNoteSchema = AssistSourceSchema.extend({
  /** The passage that matched. */
  text: z.string(),
});
export type InternalNote = z.infer<typeof InternalNoteSchema>;

export const AssistQuestionSchema = z.object({
  /** 1-based number of the question in the file. */
  n: z.number().int().positive(),
  /** Sheet name (xlsx), `CSV`, or `Table N` (docx). */
  sheet: z.string(),
  /** 1-based row of the question in its sheet or table. */
  row: z.number().int().positive(),
  question: z.string(),
  form: AnswerFormSchema,
  /** Yes / No / N/A, the free-text answer, "No answer found", or what staff wrote. */
  answer: z.string(),
  explanation: z.string(),
  confidence: ConfidenceSchema,
  /** Needs a human: no answer found, low confidence or sources that disagree. */
  flagged: z.boolean(),
  /** Why the row is flagged (empty when it is not). */
  flagReason: z.string(),
  state: QuestionStateSchema,
  sources: z.array(AssistSourceSchema),
  /** Internal entries that may answer the question (staff only). */
  internal: z.array(InternalNoteSchema),
  /** Staff opted in to drafting this row from internal entries too. */
  useInternal: z.boolean(),
  /** Staff changed the answer or explanation by hand. */
  edited: z.boolean(),
});
export type AssistQuestion = z.infer<typeof AssistQuestionSchema>;

/** One column of a sheet as the mapping dialog lists it. */
export const SheetColumnSchema = z.object({
  /** 0-based column index. */
  index: z.number().int().nonnegative(),
  /** Spreadsheet letter (A, B … AA) or, for docx, the column number. */
  label: z.string(),
  /** The header cell's text (empty without a header row). */
  header: z.string(),
});

/** Which columns of a sheet (or docx table) hold the questions and where answers go. */
export const SheetMappingSchema = z.object({
  sheet: z.string(),
  /** Questions are read from this sheet. */
  include: z.boolean(),
  /** 1-based header row, or null when the sheet has none. */
  headerRow: z.number().int().positive().nullable(),
  questionColumn: z.number().int().nonnegative().nullable(),
  answerColumn: z.number().int().nonnegative().nullable(),
  commentColumn: z.number().int().nonnegative().nullable(),
  /** Answers expected in that column: Yes/No (e.g. a "Yes/No" header or list) or free text; null = by question. */
  answerForm: AnswerFormSchema.nullable(),
  columns: z.array(SheetColumnSchema),
  /** Questions found with this mapping. */
  questionCount: z.number().int().nonnegative(),
});
export type SheetMapping = z.infer<typeof SheetMappingSchema>;

export const AssistSchema = z.object({
  id: z.string(),
  status: AssistStatusSchema,
  progress: z.object({ done: z.number().int().nonnegative(), total: z.number().int().nonnegative() }),
  fileName: z.string(),
  format: AssistFormatSchema,
  /** The product answers are drafted for. */
  productId: z.string(),
  /** Why the file could not be read (status `failed`). */
  error: z.string().nullable(),
  mapping: z.array(SheetMappingSchema),
  /** The member submission it was started from, if any. */
  questionnaireId: z.string().nullable(),
  createdAt: z.number(),
  createdBy: z.string(),
  questions: z.array(AssistQuestionSchema),
});
export type Assist = z.infer<typeof AssistSchema>;

export const AssistSummarySchema = AssistSchema.omit({ questions: true, mapping: true }).extend({
  approved: z.number().int().nonnegative(),
  flagged: z.number().int().nonnegative(),
});
export type AssistSummary = z.infer<typeof AssistSummarySchema>;

/** Product texts of the questionnaire assistant's validation and file errors. */
export const ASSIST_MESSAGES = {
  fileRequired: ERRORS.ASSIST_FILE_REQUIRED.message,
  typeNotAllowed: ERRORS.ASSIST_FILE_TYPE.message,
  tooLarge: ERRORS.ASSIST_FILE_TOO_LARGE.message,
  empty: 'The file is empty.',
  unknownProduct: 'Choose a product of this trust center.',
  notSpreadsheet: 'The file is not a readable Excel workbook (.xlsx): it may be damaged, password-protected or in another format.',
  notDocx: 'The file is not a readable Word document (.docx): it may be damaged, password-protected or in another format.',
  notCsv: 'The file is not readable CSV text.',
  noTables: 'The Word document has no tables: put the questions in a table with a question column and an answer column.',
  noQuestions: 'No questions were found: check that a column holds the questions (a header such as "Question" helps).',
  tooManyQuestions: `The file has more than ${MAX_ASSIST_QUESTIONS.toLocaleString('en-US')} questions; split it into smaller files.`,
  stateInvalid: 'State must be draft, approved or rejected.',
  answerTooLong: `An answer can be at most ${MAX_ASSIST_ANSWER_CHARS.toLocaleString('en-US')} characters.`,
  nothingToUpdate: 'Send an answer, an explanation, a state or useInternal.',
  formatInvalid: 'Format must be xlsx, csv or docx.',
  mappingSheetUnknown: 'Unknown sheet: "{sheet}".',
  mappingColumnUnknown: 'Column {column} does not exist in "{sheet}".',
  mappingSameColumn: 'The answer column of "{sheet}" cannot be its question column.',
  mappingQuestionRequired: 'Choose the question column of "{sheet}".',
  mappingAnswerRequired: 'Choose the answer column of "{sheet}".',
  mappingNothingIncluded: 'Include at least one sheet.',
  questionnaireNotFile: 'This submission is a link, not a file: download the questionnaire and upload it here.',
} as const;

/** PUT …/questions/{n}: what staff change on one row. */
export const QuestionUpdateSchema = z
  .object({
    answer: z.string({ error: 'Answer must be text.' }).max(MAX_ASSIST_ANSWER_CHARS, ASSIST_MESSAGES.answerTooLong).optional(),
    explanation: z.string({ error: 'Explanation must be text.' }).max(MAX_ASSIST_ANSWER_CHARS, ASSIST_MESSAGES.answerTooLong).optional(),
    state: z.enum(['draft', 'approved', 'rejected'], { error: ASSIST_MESSAGES.stateInvalid }).optional(),
    /** true: draft this row again from internal entries too (staff opt in per row); false: again without them. */
    useInternal: z.boolean({ error: 'useInternal must be true or false.' }).optional(),
  })
  .refine(
    (v) => v.answer !== undefined || v.explanation !== undefined || v.state !== undefined || v.useInternal !== undefined,
    ASSIST_MESSAGES.nothingToUpdate,
  );
export type QuestionUpdate = z.output<typeof QuestionUpdateSchema>;

/** PUT …/mapping: the confirmed or changed mapping of each sheet. */
export const MappingUpdateSchema = z.object({
  sheets: z
    .array(
      z.object({
        sheet: z.string(),
        include: z.boolean(),
        headerRow: z.number().int().positive().nullable(),
        questionColumn: z.number().int().nonnegative().nullable(),
        answerColumn: z.number().int().nonnegative().nullable(),
        commentColumn: z.number().int().nonnegative().nullable(),
        answerForm: AnswerFormSchema.nullable().default(null),
      }),
    )
    .min(1, ASSIST_MESSAGES.mappingNothingIncluded),
});
export type MappingUpdate = z.output<typeof MappingUpdateSchema>;

/** POST …/save-to-kb: approved answers become knowledge-base entries. */
export const SaveToKbSchema = z.object({
  access_level: KbAccessLevelSchema.default('accounts'),
  product_ids: z.array(z.string()).default([]),
  /** Only these rows (default: every approved row). */
  questions: z.array(z.number().int().positive()).optional(),
});
export type SaveToKb = z.output<typeof SaveToKbSchema>;

export const SaveToKbResultSchema = z.object({
  created: z.number().int().nonnegative(),
  /** Entries that already held the question and were updated instead of added twice. */
  merged: z.number().int().nonnegative(),
});
export type SaveToKbResult = z.infer<typeof SaveToKbResultSchema>;

export const ExportQuerySchema = z.object({
  format: z.enum(ASSIST_FORMATS, { error: ASSIST_MESSAGES.formatInvalid }),
  summary: z.enum(['1', 'true', '0', 'false']).optional(),
});

// -------------------------------------------------------------------------------------------------------------
// Knowledge-base health: duplicates, near-duplicates, conflicting answers and stale entries.
//   GET  /api/admin/kb/health                  → KbHealth
//   PUT  /api/admin/kb/health/settings         { staleAfterDays } → KbHealth
//   POST /api/admin/kb/health/merge            KbMerge → { kept }
//   POST /api/admin/kb/health/dismiss          KbDismiss → { ok: true }
// -------------------------------------------------------------------------------------------------------------

/** Entries not modified for this many days are stale unless the organisation chooses another period. */
export const DEFAULT_STALE_AFTER_DAYS = 365;

export const KB_ISSUE_KINDS = ['duplicate', 'near_duplicate', 'conflict', 'stale'] as const;
export const KbIssueKindSchema = z.enum(KB_ISSUE_KINDS);
export type KbIssueKind = z.infer<typeof KbIssueKindSchema>;

export const KbIssueSchema = z.object({
  kind: KbIssueKindSchema,
  /** Stable key of the issue (its kind and entries), used to dismiss it. */
  key: z.string(),
  /** The entries concerned (objectIDs), best candidate to keep first. */
  entries: z.array(z.string()),
  /** What is wrong, for people. */
  reason: z.string(),
  /** Question similarity, 0…1 (duplicates and conflicts). */
  similarity: z.number().optional(),
  /** Last modified (stale entries). */
  modifiedAt: z.number().optional(),
});
export type KbIssue = z.infer<typeof KbIssueSchema>;

export const KbHealthSchema = z.object({
  staleAfterDays: z.number().int().positive(),
  issues: z.array(KbIssueSchema),
});
export type KbHealth = z.infer<typeof KbHealthSchema>;

export const KB_HEALTH_MESSAGES = {
  staleDays: 'The stale period must be a whole number of days between 1 and 3650.',
  mergeTwo: 'Choose the entry to keep and at least one other entry to merge into it.',
  dismissKind: 'Kind must be duplicate, near_duplicate, conflict or stale.',
} as const;

export const KbHealthSettingsSchema = z.object({
  staleAfterDays: z
    .number({ error: KB_HEALTH_MESSAGES.staleDays })
    .int(KB_HEALTH_MESSAGES.staleDays)
    .min(1, KB_HEALTH_MESSAGES.staleDays)
    .max(3650, KB_HEALTH_MESSAGES.staleDays),
});

export const KbMergeSchema = z.object({
  keep: z.string({ error: KB_HEALTH_MESSAGES.mergeTwo }).min(1, KB_HEALTH_MESSAGES.mergeTwo),
  merge: z.array(z.string()).min(1, KB_HEALTH_MESSAGES.mergeTwo),
  /** The kept entry's answer after the merge (default: its own). */
  answer: z.string().max(MAX_ASSIST_ANSWER_CHARS, ASSIST_MESSAGES.answerTooLong).optional(),
});
export type KbMerge = z.output<typeof KbMergeSchema>;

export const KbDismissSchema = z.object({
  kind: z.enum(KB_ISSUE_KINDS, { error: KB_HEALTH_MESSAGES.dismissKind }),
  key: z.string().min(1),
});
export type KbDismiss = z.output<typeof KbDismissSchema>;

// -------------------------------------------------------------------------------------------------------------
// Expiry: items and documents with an expiry date, their staff owners, and reminders.
//   GET /api/admin/expiring?within=N           ExpiringQuery → Expiring { within, entries: ExpiringEntry[], staff: ExpiryOwner[] }
//   PUT /api/admin/expiring/{type}/{id}         ExpiryUpdate → ExpiringEntry
// -------------------------------------------------------------------------------------------------------------

/** Reminders start this many days before the expiry date … */
export const EXPIRY_FIRST_REMINDER_DAYS = 30;
/** … and repeat this often until the date is renewed or passes. */
export const EXPIRY_REMINDER_INTERVAL_DAYS = 7;
/** What the admin's list shows by default: what expires within this many days (and what has expired). */
export const DEFAULT_EXPIRING_WITHIN_DAYS = 60;

export const ExpiringEntrySchema = z.object({
  type: z.enum(['item', 'document']),
  id: z.string(),
  title: z.string(),
  /** `YYYY-MM-DD`. */
  expiry: z.string(),
  /** Days from today to the expiry date (negative once expired). */
  daysLeft: z.number().int(),
  expired: z.boolean(),
  /** Staff emails reminded. */
  owners: z.array(z.string()),
  /** When the last reminder for this expiry date was sent, if any. */
  lastReminderAt: z.number().nullable(),
  productId: z.string().nullable(),
});
export type ExpiringEntry = z.infer<typeof ExpiringEntrySchema>;

/** A staff member, as one the expiry list offers as an owner. */
export const ExpiryOwnerSchema = z.object({ email: z.string(), name: z.string() });
export type ExpiryOwner = z.infer<typeof ExpiryOwnerSchema>;

/** What expires within `within` days (and what has expired), and the staff who may own an entry. */
export const ExpiringSchema = z
  .object({ within: z.number().int(), entries: z.array(ExpiringEntrySchema), staff: z.array(ExpiryOwnerSchema) })
  .meta({ id: 'Expiring' });
export type Expiring = z.infer<typeof ExpiringSchema>;

export const EXPIRY_MESSAGES = {
  ownerNotStaff: '{email} is not a staff member of this trust center.',
  withinInvalid: 'within must be a whole number of days between 1 and 3650.',
} as const;

/** The list's query: `within` days, 1 to 3650 (default {@link DEFAULT_EXPIRING_WITHIN_DAYS}). */
export const ExpiringQuerySchema = z.object({
  within: z.coerce
    .number({ error: EXPIRY_MESSAGES.withinInvalid })
    .int(EXPIRY_MESSAGES.withinInvalid)
    .min(1, EXPIRY_MESSAGES.withinInvalid)
    .max(3650, EXPIRY_MESSAGES.withinInvalid)
    .default(DEFAULT_EXPIRING_WITHIN_DAYS),
});
export type ExpiringQuery = z.output<typeof ExpiringQuerySchema>;

export const ExpiryUpdateSchema = z.object({
  /** `YYYY-MM-DD`, or empty for none (documents; items keep their own editor too). */
  expiry: z.string().optional(),
  owners: z.array(z.string().trim().toLowerCase()).max(20).optional(),
});
export type ExpiryUpdate = z.output<typeof ExpiryUpdateSchema>;
