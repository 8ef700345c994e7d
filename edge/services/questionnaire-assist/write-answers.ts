/**
 * Writing approved answers back into the customer's own file, so it goes back to them as they sent it:
 *
 * - `.xlsx`: only the worksheets that get answers are changed, and in them only the answer (and comment) cells:
 *   the package is opened with fflate, each worksheet's XML with xmldom, the cells are set as inline strings
 *   keeping their style, and every other part — other sheets, styles, formulas, data validations, drawings —
 *   goes back byte for byte;
 * - `.csv`: the file is parsed and written again with its own delimiter, line breaks and byte-order mark (in UTF-8:
 *   a Windows-1252 file comes back as UTF-8 with a byte-order mark);
 * - `.docx`: the answer cells of the document's tables get the text, keeping the cell's paragraph and run formatting.
 *
 * Plus a summary CSV (question, answer, explanation, sources) for any format.
 *
 * In a CSV file a cell that starts like a formula (`=`, `+`, `-`, `@`, a tab or a carriage return) is run as one
 * by the spreadsheet that opens it (`=cmd|' /C calc'!A0`), so what Glasshouse writes there starts with an apostrophe,
 * which spreadsheets read as "text follows". The cells of an `.xlsx` are written as strings, never formulas.
 */
import { DOMParser, XMLSerializer, type Document as XmlDocument, type Element as XmlElement } from '@xmldom/xmldom';
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import Papa from 'papaparse';
import * as XLSX from '@e965/xlsx';
import { NO_ANSWER_FOUND, type AssistFormat, type AssistQuestion, type SheetMapping } from '../../../content/contracts/questionnaire-assist.ts';
import { WORD_NS, decodeCsv, docxTableCells, docxTables, unzipDocx, wordChildren } from './read-questionnaire-file.ts';

const SHEET_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
/** A CSV cell a spreadsheet would read as a formula (Papa Parse's own test stops at a line break). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell to write: 0-based row and column of a sheet (or docx table). */
export interface CellWrite {
  sheet: string;
  row: number;
  column: number;
  text: string;
}

/**
 * The cells the approved answers fill: the answer column, and the comment column with the explanation. An approved
 * "No answer found" leaves the customer's cells as they were: it tells staff, not the customer, that the content
 * has no answer.
 */
export function approvedWrites(questions: AssistQuestion[], mapping: SheetMapping[]): CellWrite[] {
  const writes: CellWrite[] = [];
  for (const q of questions) {
    if (q.state !== 'approved' || q.answer.trim() === NO_ANSWER_FOUND) continue;
    const m = mapping.find((s) => s.sheet === q.sheet);
    if (!m || m.answerColumn === null) continue;
    writes.push({ sheet: q.sheet, row: q.row - 1, column: m.answerColumn, text: q.answer });
    if (m.commentColumn !== null && q.explanation.trim()) writes.push({ sheet: q.sheet, row: q.row - 1, column: m.commentColumn, text: q.explanation });
  }
  // A header row without a title over the chosen answer column gets one.
  for (const m of mapping) {
    if (!m.include || m.headerRow === null || m.answerColumn === null) continue;
    const header = m.columns.find((c) => c.index === m.answerColumn)?.header ?? '';
    if (!header && writes.some((w) => w.sheet === m.sheet)) writes.push({ sheet: m.sheet, row: m.headerRow - 1, column: m.answerColumn, text: 'Answer' });
  }
  return writes;
}

/** The original file with `writes` applied. */
export function writeAnswers(format: AssistFormat, original: Uint8Array, writes: CellWrite[]): Uint8Array {
  if (format === 'xlsx') return writeXlsx(original, writes);
  if (format === 'csv') return writeCsv(original, writes);
  return writeDocx(original, writes);
}

// ---------------------------------------------------------------------------------------------------------------

function parse(xml: Uint8Array): XmlDocument {
  return new DOMParser().parseFromString(strFromU8(xml), 'text/xml') as unknown as XmlDocument;
}

function serialise(doc: XmlDocument): Uint8Array<ArrayBuffer> {
  let xml = new XMLSerializer().serializeToString(doc);
  // xmldom keeps the declaration as a processing instruction; make sure the part still starts with one.
  if (!xml.startsWith('<?xml')) xml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${xml}`;
  return strToU8(xml) as Uint8Array<ArrayBuffer>;
}

/** Resolves a relationship target against the folder of the part that holds it. */
function resolvePart(base: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = base.split('/').slice(0, -1);
  for (const segment of target.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.') parts.push(segment);
  }
  return parts.join('/');
}

/** Sheet name → the worksheet part's path, from the workbook and its relationships. */
function worksheetPaths(files: Record<string, Uint8Array>): Map<string, string> {
  const rels = /PartName="\/([^"]+)"[^>]*ContentType="application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet\.main\+xml"/.exec(
    strFromU8(files['[Content_Types].xml'] ?? new Uint8Array()),
  );
  const workbookPath = rels?.[1] ?? 'xl/workbook.xml';
  const relsPath = workbookPath.replace(/([^/]+)$/, '_rels/$1.rels');
  const workbook = parse(files[workbookPath]!);
  const relationships = parse(files[relsPath]!);
  const targets = new Map<string, string>();
  for (const rel of Array.from(relationships.getElementsByTagNameNS(PKG_REL_NS, 'Relationship')))
    targets.set(rel.getAttribute('Id') ?? '', rel.getAttribute('Target') ?? '');
  const out = new Map<string, string>();
  for (const sheet of Array.from(workbook.getElementsByTagNameNS(SHEET_NS, 'sheet'))) {
    const target = targets.get(sheet.getAttributeNS(REL_NS, 'id') ?? '');
    if (target) out.set(sheet.getAttribute('name') ?? '', resolvePart(workbookPath, target));
  }
  return out;
}

function writeXlsx(original: Uint8Array, writes: CellWrite[]): Uint8Array {
  const files: Record<string, Uint8Array> = unzipSync(original);
  const paths = worksheetPaths(files);
  const bySheet = new Map<string, CellWrite[]>();
  for (const w of writes) bySheet.set(w.sheet, [...(bySheet.get(w.sheet) ?? []), w]);
  for (const [sheet, cells] of bySheet) {
    const path = paths.get(sheet);
    if (!path || !files[path]) continue;
    const doc = parse(files[path]);
    const sheetData = doc.getElementsByTagNameNS(SHEET_NS, 'sheetData')[0];
    if (!sheetData) continue;
    for (const write of cells) setSheetCell(doc, sheetData, write);
    files[path] = serialise(doc);
  }
  return zipSync(files as Zippable, { level: 6 });
}

function rowNumberOf(row: XmlElement): number {
  return Number(row.getAttribute('r'));
}

function setSheetCell(doc: XmlDocument, sheetData: XmlElement, { row, column, text }: CellWrite): void {
  const prefix = sheetData.prefix ? `${sheetData.prefix}:` : '';
  const rowNumber = row + 1;
  const ref = XLSX.utils.encode_cell({ r: row, c: column });
  const rows = Array.from(sheetData.childNodes).filter((n): n is XmlElement => n.nodeType === 1 && (n as XmlElement).localName === 'row');
  let rowEl = rows.find((r) => rowNumberOf(r) === rowNumber);
  if (!rowEl) {
    rowEl = doc.createElementNS(SHEET_NS, `${prefix}row`);
    rowEl.setAttribute('r', String(rowNumber));
    const after = rows.find((r) => rowNumberOf(r) > rowNumber);
    sheetData.insertBefore(rowEl, after ?? null);
  }
  const cells = Array.from(rowEl.childNodes).filter((n): n is XmlElement => n.nodeType === 1 && (n as XmlElement).localName === 'c');
  let cell = cells.find((c) => c.getAttribute('r') === ref);
  if (!cell) {
    cell = doc.createElementNS(SHEET_NS, `${prefix}c`);
    cell.setAttribute('r', ref);
    const after = cells.find((c) => XLSX.utils.decode_cell(c.getAttribute('r') ?? 'A1').c > column);
    rowEl.insertBefore(cell, after ?? null);
    // Keep the row's "spans" hint honest (it is optional; a stale one only slows Excel down).
    rowEl.removeAttribute('spans');
  }
  // The cell keeps its style (`s`); its value, formula and type are replaced by an inline string.
  while (cell.firstChild) cell.removeChild(cell.firstChild);
  cell.setAttribute('t', 'inlineStr');
  const is = doc.createElementNS(SHEET_NS, `${prefix}is`);
  const t = doc.createElementNS(SHEET_NS, `${prefix}t`);
  t.setAttribute('xml:space', 'preserve');
  t.appendChild(doc.createTextNode(text));
  is.appendChild(t);
  cell.appendChild(is);
}

// ---------------------------------------------------------------------------------------------------------------

function writeCsv(original: Uint8Array, writes: CellWrite[]): Uint8Array {
  // Written as UTF-8; a file that was not gets the byte-order mark by which spreadsheets know UTF-8.
  const decoded = decodeCsv(original);
  const { text } = decoded;
  const bom = decoded.bom || !decoded.utf8;
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  const rows = parsed.data.map((r) => [...r]);
  // A file that ends with a line break parses to a last empty row: it is the line break, not a row.
  const trailing = rows.length > 0 && rows[rows.length - 1]!.length === 1 && rows[rows.length - 1]![0] === '';
  if (trailing) rows.pop();
  for (const { row, column, text: value } of writes) {
    while (rows.length <= row) rows.push([]);
    const cells = rows[row]!;
    while (cells.length <= column) cells.push('');
    cells[column] = FORMULA_START.test(value) ? `'${value}` : value;
  }
  const width = Math.max(...rows.map((r) => r.length));
  const newline = parsed.meta.linebreak || '\r\n';
  let out = Papa.unparse(
    rows.map((r) => [...r, ...Array(width - r.length).fill('')]),
    { delimiter: parsed.meta.delimiter || ',', newline },
  );
  if (trailing) out += newline;
  return new TextEncoder().encode(bom ? `\uFEFF${out}` : out);
}

// ---------------------------------------------------------------------------------------------------------------

function writeDocx(original: Uint8Array, writes: CellWrite[]): Uint8Array {
  const { files, documentPath } = unzipDocx(original);
  const doc = parse(files[documentPath]!);
  const tables = docxTables(doc);
  for (const { sheet, row, column, text } of writes) {
    const index = Number(/^Table (\d+)$/.exec(sheet)?.[1]) - 1;
    const table = tables[index];
    if (!table) continue;
    const target = docxTableCells(table)[row]?.cells.find((c) => c.column === column)?.cell;
    if (target) setDocxCellText(doc, target, text);
  }
  files[documentPath] = serialise(doc);
  return zipSync(files as Zippable, { level: 6 });
}

function setDocxCellText(doc: XmlDocument, cell: XmlElement, text: string): void {
  const paragraphs = wordChildren(cell, 'p');
  const first = paragraphs[0];
  const paragraphProps = first ? wordChildren(first, 'pPr')[0] : undefined;
  const runProps = first?.getElementsByTagNameNS(WORD_NS, 'rPr')[0];
  for (const p of paragraphs) cell.removeChild(p);
  const p = doc.createElementNS(WORD_NS, 'w:p');
  if (paragraphProps) p.appendChild(paragraphProps.cloneNode(true));
  const r = doc.createElementNS(WORD_NS, 'w:r');
  if (runProps && runProps.parentNode?.localName === 'r') r.appendChild(runProps.cloneNode(true));
  text.split(/\r?\n/).forEach((line, i) => {
    if (i > 0) r.appendChild(doc.createElementNS(WORD_NS, 'w:br'));
    const t = doc.createElementNS(WORD_NS, 'w:t');
    t.setAttribute('xml:space', 'preserve');
    t.appendChild(doc.createTextNode(line));
    r.appendChild(t);
  });
  p.appendChild(r);
  cell.appendChild(p);
}

// ---------------------------------------------------------------------------------------------------------------

/** Every question with its answer, explanation, state and sources, as CSV (for any questionnaire format). */
export function summaryCsv(questions: AssistQuestion[]): Uint8Array {
  const rows = questions.map((q) => ({
    Number: q.n,
    Sheet: q.sheet,
    Row: q.row,
    Question: q.question,
    Answer: q.answer,
    Explanation: q.explanation,
    State: q.state,
    Confidence: q.confidence,
    Sources: q.sources.map((s) => `${s.title} <${s.url}>`).join('; '),
  }));
  return new TextEncoder().encode(`\uFEFF${Papa.unparse(rows, { newline: '\r\n', escapeFormulae: FORMULA_START })}\r\n`);
}
