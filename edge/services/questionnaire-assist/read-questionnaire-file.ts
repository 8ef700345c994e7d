/**
 * Reading a questionnaire: an Excel workbook (SheetJS), a CSV file (Papa Parse) or the tables of a Word document
 * (the .docx package read with fflate, its XML with xmldom) become grids of cell text; each grid's question column
 * and answer/comment columns are detected from its header ("Question", "Control", "Response", "Answer",
 * "Comments" …) or, without one, from its content; the questions are the question column's cells that are neither
 * section headings nor empty.
 *
 * Coordinates are kept as the file has them (0-based row and column of the sheet, or of the docx table), so the
 * export writes each answer into the cell it belongs to.
 */
import { DOMParser, type Document as XmlDocument, type Element as XmlElement, type Node as XmlNode } from '@xmldom/xmldom';
import { unzipSync } from 'fflate';
import Papa from 'papaparse';
import * as XLSX from '@e965/xlsx';
import {
  ASSIST_MESSAGES,
  MAX_ASSIST_QUESTIONS,
  type AnswerForm,
  type AssistFormat,
  type SheetMapping,
} from '../../../content/contracts/questionnaire-assist.ts';

/** A questionnaire that cannot be read, with the reason to show. */
export class QuestionnaireFileError extends Error {
  override name = 'QuestionnaireFileError';
}

/** One sheet (or docx table, or the CSV file) as a grid of trimmed cell text. */
export interface Grid {
  name: string;
  /** `rows[r][c]`, 0-based as in the file; missing cells are ''. */
  rows: string[][];
  /** Column labels: spreadsheet letters, or 1, 2, 3 … for docx tables. */
  label(column: number): string;
}

export interface ExtractedQuestion {
  sheet: string;
  /** 1-based. */
  row: number;
  question: string;
  formHint: AnswerForm | null;
}

/** Columns read at most per sheet, and rows. */
const MAX_COLUMNS = 60;
const MAX_ROWS = 20_000;
/** Rows searched for a header. */
const HEADER_SEARCH_ROWS = 30;

export const WORD_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

const columnLetter = (c: number) => XLSX.utils.encode_col(c);

/** The grids of a file. @throws QuestionnaireFileError naming why it cannot be read. */
export function readGrids(bytes: Uint8Array, format: AssistFormat): Grid[] {
  if (bytes.byteLength === 0) throw new QuestionnaireFileError(ASSIST_MESSAGES.empty);
  if (format === 'xlsx') return readWorkbook(bytes);
  if (format === 'csv') return [readCsv(bytes)];
  return readDocxTables(bytes);
}

function isZip(bytes: Uint8Array): boolean {
  return bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

function readWorkbook(bytes: Uint8Array): Grid[] {
  // An .xlsx is a zip; an encrypted workbook is an OLE container instead, and anything else is not a workbook.
  if (!isZip(bytes)) throw new QuestionnaireFileError(ASSIST_MESSAGES.notSpreadsheet);
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(bytes, { type: 'array', cellFormula: false, cellHTML: false, cellStyles: false, cellDates: false, dense: false });
  } catch {
    throw new QuestionnaireFileError(ASSIST_MESSAGES.notSpreadsheet);
  }
  if (!workbook.SheetNames.length) throw new QuestionnaireFileError(ASSIST_MESSAGES.notSpreadsheet);
  return workbook.SheetNames.map((name) => {
    const sheet = workbook.Sheets[name];
    const rows: string[][] = [];
    if (sheet?.['!ref']) {
      const range = XLSX.utils.decode_range(sheet['!ref']);
      const lastRow = Math.min(range.e.r, MAX_ROWS - 1);
      const lastCol = Math.min(range.e.c, MAX_COLUMNS - 1);
      for (let r = 0; r <= lastRow; r++) {
        const row: string[] = [];
        for (let c = 0; c <= lastCol; c++) {
          const cell = r >= range.s.r && c >= range.s.c ? sheet[XLSX.utils.encode_cell({ r, c })] : undefined;
          row.push(
            cell
              ? String(cell.w ?? cell.v ?? '')
                  .replace(/\s+/g, ' ')
                  .trim()
              : '',
          );
        }
        rows.push(row);
      }
    }
    return { name, rows, label: columnLetter };
  });
}

/**
 * A CSV file's text: UTF-8 (with or without a byte-order mark), else Windows-1252, what Excel on Windows saves as
 * "CSV (Comma delimited)". `utf8` tells which, so an export can say its own encoding.
 */
export function decodeCsv(bytes: Uint8Array): { text: string; bom: boolean; utf8: boolean } {
  try {
    const raw = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    const bom = raw.startsWith('\uFEFF');
    return { text: bom ? raw.slice(1) : raw, bom, utf8: true };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), bom: false, utf8: false };
  }
}

function readCsv(bytes: Uint8Array): Grid {
  const { text } = decodeCsv(bytes);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters mark a binary file, not a CSV
  if (/[\u0000-\u0008\u000e-\u001f]/.test(text.slice(0, 4096))) throw new QuestionnaireFileError(ASSIST_MESSAGES.notCsv);
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  const rows = parsed.data.slice(0, MAX_ROWS).map((r) =>
    r.slice(0, MAX_COLUMNS).map((c) =>
      String(c ?? '')
        .replace(/\s+/g, ' ')
        .trim(),
    ),
  );
  return { name: 'CSV', rows, label: columnLetter };
}

/** The main document part of a .docx (`word/document.xml`, as `[Content_Types].xml` names it). */
export function docxDocumentPath(files: Record<string, Uint8Array>): string {
  const types = files['[Content_Types].xml'];
  const match =
    types &&
    /PartName="\/([^"]+)"[^>]*ContentType="application\/vnd\.openxmlformats-officedocument\.wordprocessingml\.document\.main\+xml"/.exec(
      new TextDecoder().decode(types),
    );
  return match?.[1] ?? 'word/document.xml';
}

export function unzipDocx(bytes: Uint8Array): { files: Record<string, Uint8Array>; documentPath: string } {
  if (!isZip(bytes)) throw new QuestionnaireFileError(ASSIST_MESSAGES.notDocx);
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes);
  } catch {
    throw new QuestionnaireFileError(ASSIST_MESSAGES.notDocx);
  }
  const documentPath = docxDocumentPath(files);
  if (!files[documentPath]) throw new QuestionnaireFileError(ASSIST_MESSAGES.notDocx);
  return { files, documentPath };
}

export function parseXml(text: string, error: string): XmlDocument {
  let failed = false;
  const doc = new DOMParser({
    onError: (level) => {
      if (level !== 'warning') failed = true;
    },
  }).parseFromString(text, 'text/xml') as unknown as XmlDocument;
  if (failed || !doc?.documentElement) throw new QuestionnaireFileError(error);
  return doc;
}

/** Children of an element with a WordprocessingML local name. */
export function wordChildren(element: XmlElement, name: string): XmlElement[] {
  const out: XmlElement[] = [];
  for (let node = element.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 1 && (node as XmlElement).namespaceURI === WORD_NS && (node as XmlElement).localName === name) out.push(node as XmlElement);
  }
  return out;
}

/** The tables of a document body in reading order, outer tables only (a table inside a cell is part of that cell). */
export function docxTables(doc: XmlDocument): XmlElement[] {
  const tables: XmlElement[] = [];
  const visit = (element: XmlElement) => {
    for (let node = element.firstChild; node; node = node.nextSibling) {
      if (node.nodeType !== 1) continue;
      const child = node as XmlElement;
      if (child.namespaceURI === WORD_NS && child.localName === 'tbl') tables.push(child);
      else if (!(child.namespaceURI === WORD_NS && child.localName === 'tc')) visit(child);
    }
  };
  if (doc.documentElement) visit(doc.documentElement);
  return tables;
}

/** A table's rows and, per row, its cells with the grid column each starts at (merged cells span columns). */
export function docxTableCells(table: XmlElement): { row: XmlElement; cells: { cell: XmlElement; column: number }[] }[] {
  return wordChildren(table, 'tr').map((row) => {
    let column = 0;
    const cells = wordChildren(row, 'tc').map((cell) => {
      const span = Number(cell.getElementsByTagNameNS(WORD_NS, 'gridSpan')[0]?.getAttributeNS(WORD_NS, 'val') ?? '1') || 1;
      const at = { cell, column };
      column += Math.max(1, span);
      return at;
    });
    return { row, cells };
  });
}

/** A cell's text: its paragraphs' runs, paragraphs on separate lines. */
export function docxCellText(cell: XmlElement): string {
  const paragraphs = Array.from(cell.getElementsByTagNameNS(WORD_NS, 'p'));
  return paragraphs
    .map((p) => {
      let text = '';
      const walk = (node: XmlNode) => {
        for (let child = node.firstChild; child; child = child.nextSibling) {
          if (child.nodeType !== 1) continue;
          const el = child as XmlElement;
          if (el.namespaceURI === WORD_NS && el.localName === 't') text += el.textContent ?? '';
          else if (el.namespaceURI === WORD_NS && el.localName === 'tab') text += ' ';
          else if (el.namespaceURI === WORD_NS && (el.localName === 'br' || el.localName === 'cr')) text += ' ';
          else if (!(el.namespaceURI === WORD_NS && el.localName === 'p')) walk(el);
        }
      };
      walk(p);
      return text.replace(/\s+/g, ' ').trim();
    })
    .filter(Boolean)
    .join(' ');
}

function readDocxTables(bytes: Uint8Array): Grid[] {
  const { files, documentPath } = unzipDocx(bytes);
  const doc = parseXml(new TextDecoder().decode(files[documentPath]), ASSIST_MESSAGES.notDocx);
  const tables = docxTables(doc);
  if (tables.length === 0) throw new QuestionnaireFileError(ASSIST_MESSAGES.noTables);
  return tables.map((table, i) => {
    const rows = docxTableCells(table)
      .slice(0, MAX_ROWS)
      .map(({ cells }) => {
        const row: string[] = [];
        for (const { cell, column } of cells) {
          if (column >= MAX_COLUMNS) break;
          while (row.length < column) row.push('');
          row[column] = docxCellText(cell);
        }
        return row;
      });
    return { name: `Table ${i + 1}`, rows, label: (c: number) => String(c + 1) };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Mapping detection
// ---------------------------------------------------------------------------------------------------------------

const QUESTION_HEADER =
  /^(?:questions?|question text|security question|control(?: question| description| statement)?|requirements?|requirement description|query|queries|item|criteria|description|assessment question|topic)\b/i;
const ANSWER_HEADER = /\b(?:answers?|responses?|yes\s*\/\s*no|y\s*\/\s*n|compliant\??|compliance|vendor response|supplier response|reply|status)\b/i;
const COMMENT_HEADER =
  /\b(?:comments?|notes?|explanations?|remarks?|details?|evidence|justification|additional (?:information|comments)|clarification|description of (?:response|answer))\b/i;
const YES_NO_HEADER = /\byes\s*\/\s*no\b|\by\s*\/\s*n\b|\byes,? no\b/i;

/** A question mark at the end, in the script the question is written in (Latin, Arabic, full-width, Greek). */
const ENDS_AS_QUESTION = /[?\u061f\uff1f\u037e]\s*$/;

/** A cell that reads as a question (or a control statement to confirm). */
function looksLikeQuestion(text: string): boolean {
  if (text.length < 12) return false;
  if (ENDS_AS_QUESTION.test(text)) return true;
  return (
    /^(?:do|does|is|are|has|have|can|will|describe|explain|list|provide|what|how|where|which|who|when|please (?:describe|explain|list|provide|confirm|indicate|state|specify))\b/i.test(
      text,
    ) && text.split(/\s+/).length >= 3
  );
}

/**
 * A section heading rather than a question: short, no question mark, not opening like a question. A row that heads
 * the numbered rows under it ("3" above "3.1") is a heading. On any other row with an id of its own ("12", "CS-4"), a
 * short line is a terse field of a customer's sheet, asked like a question ("Log retention period", "Uptime SLA %",
 * "RTO / RPO", "Dedicated CISO"), unless it reads as a title: ordinary words in capitals ("BUSINESS CONTINUITY") or in
 * Title Case ("Access Control"). A slash, a pair of acronyms or a name written with capitals inside it marks a field.
 */
export function isSectionHeading(text: string, row: { numbered?: boolean; heads?: boolean } = {}): boolean {
  const words = text.split(/\s+/).filter(Boolean);
  if (ENDS_AS_QUESTION.test(text)) return false;
  if (looksLikeQuestion(text)) return false;
  const capitals = text === text.toUpperCase() && /[A-Z]/.test(text);
  if (words.length > 6) return capitals;
  if (!row.numbered || row.heads) return true;
  if (namesField(text, capitals)) return false;
  if (capitals) return true;
  const titleCase = words.every((w) => !/^[a-z]/.test(w) || /^(?:and|or|of|the|for|to|in|on|a|an|&)$/.test(w)) && !/[\d%()]/.test(text);
  return titleCase;
}

/**
 * A short line that names a field rather than titling a section: two things set side by side with a slash ("RTO /
 * RPO", "Backup / restore"), a pair of acronyms in capitals ("RTO AND RPO"), or, in mixed case, an acronym or a name
 * with a capital inside it ("Dedicated CISO", "OpenID Connect").
 */
function namesField(text: string, capitals: boolean): boolean {
  if (/\S\s*\/\s*\S/.test(text)) return true;
  const letterWords = text.match(/[A-Za-z]+/g) ?? [];
  if (capitals) return letterWords.length >= 2 && letterWords.every((w) => w.length <= 4);
  return letterWords.some((w) => /^[A-Za-z][a-z]*[A-Z]/.test(w));
}

/** Whether an id heads another in a numbered outline: "3" heads "3.1", "A.5" heads "A.5.1", "CS-4" heads "CS-4.2". */
function headsId(id: string, next: string): boolean {
  const base = id.trim().replace(/[.\s]+$/, '');
  const other = next.trim();
  return other.length > base.length && other.startsWith(base) && /^[-.\s]\d/.test(other.slice(base.length));
}

/** Only an id or number ("1.2", "A-3"): not a question. */
const isIdOnly = (text: string) => /^[A-Za-z]{0,4}[-.\s]?\d+(?:[.-]\d+)*\.?$/.test(text.trim());

function columnsOf(grid: Grid, headerRow: number | null): SheetMapping['columns'] {
  const width = Math.max(0, ...grid.rows.slice(0, Math.max(HEADER_SEARCH_ROWS, (headerRow ?? 0) + 1) + 200).map((r) => lastFilled(r) + 1));
  return Array.from({ length: width }, (_, index) => ({
    index,
    label: grid.label(index),
    header: headerRow !== null ? (grid.rows[headerRow]?.[index] ?? '') : '',
  }));
}

function lastFilled(row: string[]): number {
  for (let i = row.length - 1; i >= 0; i--) if (row[i]) return i;
  return -1;
}

/** The detected mapping of one grid (question count filled by {@link extractQuestions}). */
export function detectMapping(grid: Grid): SheetMapping {
  const base = { sheet: grid.name, answerForm: null as AnswerForm | null, questionCount: 0 };
  // 1. A header row naming the question column.
  for (let r = 0; r < Math.min(grid.rows.length, HEADER_SEARCH_ROWS); r++) {
    const row = grid.rows[r]!;
    const filled = row.filter(Boolean);
    if (filled.length < 2 || filled.length > 20) continue;
    const questionColumn = row.findIndex((cell) => cell.length <= 60 && QUESTION_HEADER.test(cell));
    if (questionColumn < 0) continue;
    const others = row.map((cell, index) => ({ cell, index })).filter((c) => c.index !== questionColumn && c.cell && c.cell.length <= 80);
    const answer =
      others.find((c) => /\b(?:answers?|responses?)\b/i.test(c.cell) && !COMMENT_HEADER.test(c.cell)) ??
      others.find((c) => ANSWER_HEADER.test(c.cell) && !COMMENT_HEADER.test(c.cell)) ??
      others.find((c) => YES_NO_HEADER.test(c.cell));
    const comment = others.find((c) => c.index !== answer?.index && COMMENT_HEADER.test(c.cell));
    let answerColumn = answer?.index ?? null;
    if (answerColumn === null) {
      // No answer header: the first column right of the questions without a header of its own, else the next one.
      const free = row.findIndex((cell, index) => index > questionColumn && !cell && index !== comment?.index);
      answerColumn = free >= 0 ? free : Math.max(questionColumn + 1, lastFilled(row) + 1);
    }
    return {
      ...base,
      include: true,
      headerRow: r + 1,
      questionColumn,
      answerColumn,
      commentColumn: comment?.index ?? null,
      answerForm: answer && YES_NO_HEADER.test(answer.cell) ? 'yesno' : null,
      columns: columnsOf(grid, r),
    };
  }
  // 2. No header: the column with the most question-like cells; answers go in the first empty column after it.
  const counts = new Map<number, number>();
  for (const row of grid.rows)
    row.forEach((cell, c) => {
      if (cell && looksLikeQuestion(cell)) counts.set(c, (counts.get(c) ?? 0) + 1);
    });
  const best = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
  // One question-like cell (an instruction on a cover sheet) does not make a questionnaire.
  if (!best || best[1] < 2) {
    return { ...base, include: false, headerRow: null, questionColumn: null, answerColumn: null, commentColumn: null, columns: columnsOf(grid, null) };
  }
  const questionColumn = best[0];
  const questionRows = grid.rows.filter((row) => row[questionColumn] && looksLikeQuestion(row[questionColumn]!));
  const emptyAfter = (c: number) => questionRows.every((row) => !row[c]);
  let answerColumn = questionColumn + 1;
  while (answerColumn < MAX_COLUMNS - 1 && !emptyAfter(answerColumn)) answerColumn++;
  const commentColumn = emptyAfter(answerColumn + 1) ? answerColumn + 1 : null;
  return { ...base, include: true, headerRow: null, questionColumn, answerColumn, commentColumn, columns: columnsOf(grid, null) };
}

/** The questions a mapping finds in its grid, in row order. */
export function questionsOf(grid: Grid, mapping: SheetMapping): ExtractedQuestion[] {
  if (!mapping.include || mapping.questionColumn === null) return [];
  const out: ExtractedQuestion[] = [];
  const header = mapping.headerRow !== null ? (grid.rows[mapping.headerRow - 1]?.[mapping.questionColumn] ?? '') : null;
  const first = mapping.headerRow ?? 0;
  // Each row's id: an id or number in a column other than the question, answer and comment columns.
  const ids = grid.rows.map((row, r) =>
    r < first
      ? null
      : (row.find((cell, c) => c !== mapping.questionColumn && c !== mapping.answerColumn && c !== mapping.commentColumn && !!cell && isIdOnly(cell)) ?? null),
  );
  // The id of the next numbered row after each row.
  const nextIds: (string | null)[] = [];
  for (let r = grid.rows.length - 1, next: string | null = null; r >= 0; r--) {
    nextIds[r] = next;
    next = ids[r] ?? next;
  }
  for (let r = first; r < grid.rows.length; r++) {
    const text = (grid.rows[r]?.[mapping.questionColumn] ?? '').trim();
    const id = ids[r] ?? null;
    const nextId = nextIds[r] ?? null;
    const heads = id !== null && nextId !== null && headsId(id, nextId);
    if (!text || text === header || isIdOnly(text) || isSectionHeading(text, { numbered: id !== null, heads })) continue;
    out.push({ sheet: grid.name, row: r + 1, question: text.slice(0, 4000), formHint: mapping.answerForm });
  }
  return out;
}

/** Every question of the included sheets, numbered in order. @throws QuestionnaireFileError when none or too many. */
export function extractQuestions(grids: Grid[], mapping: SheetMapping[]): { mapping: SheetMapping[]; questions: ExtractedQuestion[] } {
  const questions: ExtractedQuestion[] = [];
  const counted = mapping.map((m) => {
    const grid = grids.find((g) => g.name === m.sheet);
    const found = grid ? questionsOf(grid, m) : [];
    questions.push(...found);
    return { ...m, questionCount: found.length };
  });
  if (questions.length === 0) throw new QuestionnaireFileError(ASSIST_MESSAGES.noQuestions);
  if (questions.length > MAX_ASSIST_QUESTIONS) throw new QuestionnaireFileError(ASSIST_MESSAGES.tooManyQuestions);
  return { mapping: counted, questions };
}

/** Reads a file and detects its mapping. @throws QuestionnaireFileError */
export function readQuestionnaire(bytes: Uint8Array, format: AssistFormat, mapping?: SheetMapping[]) {
  const grids = readGrids(bytes, format);
  const chosen = mapping ?? grids.map(detectMapping);
  return { grids, ...extractQuestions(grids, chosen) };
}
