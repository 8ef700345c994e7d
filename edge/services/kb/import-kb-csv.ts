/**
 * Knowledge-base CSV import: one entry per row, all or nothing.
 *
 * Columns (header row, any order, case-insensitive): `question` (or `content`, required), `answer`, `comment`,
 * `access_level` (public, accounts or internal; default public), `products` (product names, slugs or ids separated
 * by `;` or `|`; empty = every product) and `favorite_public` (true/false, yes/no, 1/0; default false).
 *
 * Every row is checked before anything is written; a file with any failing row imports nothing and reports each
 * failure as `{ row, message }`, `row` being the line number as a spreadsheet shows it (the header is row 1).
 */
import Papa from 'papaparse';
import { KB_MESSAGES } from '../../../content/contracts/knowledge-base.ts';
import { KB_ACCESS_LEVELS, type KbAccessLevel, type KnowledgeBaseEntry } from '../../../content/schemas/knowledge-base.ts';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import type { Db } from '../../db/types.ts';
import { appError } from '../../errors.ts';
import { editDraft } from '../draft/edit-draft.ts';
import { newKbId } from './save-kb-entry.ts';

/** Most rows one file may hold. */
export const KB_IMPORT_MAX_ROWS = 1000;

export interface KbImportIssue {
  row: number;
  message: string;
}

export interface ImportKbCsvOptions {
  db: Db;
  orgId: string;
  by: string;
  now: number;
  csv: string;
  /** Shown as the entries' `source_name`. */
  fileName?: string;
}

const TRUE = new Set(['true', 'yes', '1', 'y']);
const FALSE = new Set(['false', 'no', '0', 'n', '']);

function productIdsOf(snapshot: Pick<Snapshot, 'products'>, cell: string): { ids: string[]; unknown?: string } {
  const ids: string[] = [];
  for (const part of cell
    .split(/[;|]/)
    .map((p) => p.trim())
    .filter(Boolean)) {
    const lower = part.toLowerCase();
    const product = snapshot.products.find((p) => p.productId === part || p.productSlug.toLowerCase() === lower || p.productName.toLowerCase() === lower);
    if (!product) return { ids, unknown: part };
    ids.push(product.productId);
  }
  return { ids: [...new Set(ids)] };
}

/** The entries of a CSV file, or the failures of its rows. Pure: exported for the admin's preview and tests. */
export function parseKbCsv(
  csv: string,
  snapshot: Pick<Snapshot, 'products'>,
  options: { now: number; fileName?: string },
): { entries: KnowledgeBaseEntry[]; issues: KbImportIssue[] } {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim().toLowerCase().replace(/\s+/g, '_'),
  });
  const issues: KbImportIssue[] = [];
  const fields = parsed.meta.fields ?? [];
  const questionColumn = fields.includes('question') ? 'question' : fields.includes('content') ? 'content' : undefined;
  if (!questionColumn) return { entries: [], issues: [{ row: 1, message: KB_MESSAGES.missingColumn }] };
  if (parsed.data.length > KB_IMPORT_MAX_ROWS) return { entries: [], issues: [{ row: KB_IMPORT_MAX_ROWS + 2, message: KB_MESSAGES.tooManyRows }] };
  for (const error of parsed.errors) if (error.row !== undefined) issues.push({ row: error.row + 2, message: error.message });

  const entries: KnowledgeBaseEntry[] = [];
  parsed.data.forEach((record, index) => {
    const row = index + 2;
    const cell = (name: string) => (record[name] ?? '').trim();
    const fail = (message: string) => issues.push({ row, message });
    const question = cell(questionColumn);
    const level = (cell('access_level') || 'public').toLowerCase();
    const favorite = cell('favorite_public').toLowerCase();
    const products = productIdsOf(snapshot, cell('products'));
    const before = issues.length;
    if (!question) fail(KB_MESSAGES.questionRequired);
    else if (question.length > 1000) fail(KB_MESSAGES.questionTooLong);
    if (!(KB_ACCESS_LEVELS as readonly string[]).includes(level)) fail(KB_MESSAGES.accessLevel);
    if (products.unknown !== undefined) fail(KB_MESSAGES.unknownProduct.replace('{value}', products.unknown));
    if (!TRUE.has(favorite) && !FALSE.has(favorite)) fail(KB_MESSAGES.favorite);
    if (issues.length > before) return;
    entries.push({
      objectID: newKbId(),
      content: question,
      answer: cell('answer'),
      comment: cell('comment'),
      source_type: 'import',
      source_subtype: 'csv',
      source_name: options.fileName ?? '',
      favorite_public: TRUE.has(favorite),
      access_level: level as KbAccessLevel,
      product_ids: products.ids,
      date_timestamp: options.now,
      customer_modified_timestamp: options.now,
    });
  });
  issues.sort((a, b) => a.row - b.row);
  return { entries, issues };
}

/**
 * Imports the file's entries into the draft.
 * @throws KB_IMPORT_INVALID with `issues` when any row fails; KB_IMPORT_EMPTY for a file without rows.
 */
export async function importKbCsv({ db, orgId, by, now, csv, fileName }: ImportKbCsvOptions): Promise<KnowledgeBaseEntry[]> {
  const { value } = await editDraft<KnowledgeBaseEntry[]>({ db, orgId, by, now }, (current) => {
    const { entries, issues } = parseKbCsv(csv, current, { now, fileName });
    if (issues.length > 0) throw appError('KB_IMPORT_INVALID', { issues });
    if (entries.length === 0) throw appError('KB_IMPORT_EMPTY');
    return { changes: { put: entries.map((data) => ({ collection: 'knowledgeBase' as const, data })) }, value: entries };
  });
  return value;
}
