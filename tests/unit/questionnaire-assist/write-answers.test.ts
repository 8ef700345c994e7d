/** CSV files: a cell that a spreadsheet would run as a formula is exported as text; a Windows-1252 file is read. */
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { AssistQuestion, SheetMapping } from '../../../content/contracts/questionnaire-assist.ts';
import { readGrids } from '../../../edge/services/questionnaire-assist/read-questionnaire-file.ts';
import { approvedWrites, summaryCsv, writeAnswers } from '../../../edge/services/questionnaire-assist/write-answers.ts';

const FORMULAS = ["=cmd|' /C calc'!A0", '+SUM(1;2)', '-2+3', '@SUM(A1)', '\t=1+1', '\r=1+1', '=HYPERLINK("http://evil.example")\nsecond line'];

function question(n: number, text: string, answer: string, explanation: string): AssistQuestion {
  return {
    n,
    sheet: 'CSV',
    row: n + 1,
    question: text,
    form: 'text',
    answer,
    explanation,
    confidence: 'low',
    flagged: false,
    flagReason: '',
    state: 'approved',
    sources: [],
    internal: [],
    useInternal: false,
    edited: true,
  };
}

const parse = (bytes: Uint8Array) => Papa.parse<string[]>(new TextDecoder().decode(bytes).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;

describe('CSV exports', () => {
  it('write a formula-like question, answer or explanation as text in the summary', () => {
    const rows = parse(summaryCsv(FORMULAS.map((f, i) => question(i + 1, f, f, f))));
    for (const [i, f] of FORMULAS.entries()) {
      const [number, , row, text, answer, explanation] = rows[i + 1]!;
      expect([number, row]).toEqual([String(i + 1), String(i + 2)]);
      for (const cell of [text, answer, explanation]) expect(cell).toBe(`'${f}`);
    }
  });

  it('write a formula-like answer into the original CSV as text, leaving its other cells alone', () => {
    const original = new TextEncoder().encode('Question,Answer,Comments\r\nDo you encrypt data?,,\r\n-1 is a number,,\r\n');
    const out = writeAnswers('csv', original, [
      { sheet: 'CSV', row: 1, column: 1, text: '=HYPERLINK("http://evil.example")' },
      { sheet: 'CSV', row: 1, column: 2, text: '@SUM(A1)' },
    ]);
    expect(parse(out)).toEqual([
      ['Question', 'Answer', 'Comments'],
      ['Do you encrypt data?', `'=HYPERLINK("http://evil.example")`, `'@SUM(A1)`],
      ['-1 is a number', '', ''],
    ]);
  });
});

describe('approved answers written back', () => {
  const mapping: SheetMapping[] = [
    {
      sheet: 'CSV',
      include: true,
      headerRow: 1,
      questionColumn: 0,
      answerColumn: 1,
      commentColumn: 2,
      answerForm: null,
      columns: [
        { index: 0, label: 'A', header: 'Question' },
        { index: 1, label: 'B', header: 'Answer' },
        { index: 2, label: 'C', header: 'Comments' },
      ],
      questionCount: 2,
    },
  ];

  it('fill the answer and comment cells, but an approved "No answer found" leaves them as they were', () => {
    const writes = approvedWrites(
      [question(1, 'Do you encrypt data?', 'Yes', 'AES-256 at rest.'), question(2, 'Are you FedRAMP authorised?', 'No answer found', '')],
      mapping,
    );
    expect(writes).toEqual([
      { sheet: 'CSV', row: 1, column: 1, text: 'Yes' },
      { sheet: 'CSV', row: 1, column: 2, text: 'AES-256 at rest.' },
    ]);
  });
});

describe('a CSV file saved as Windows-1252 (Excel on Windows)', () => {
  // "Do you encrypt data at rest – backups too?" / "Is the vendor’s résumé process documented?", in Windows-1252.
  const original = new Uint8Array([
    ...new TextEncoder().encode('Question,Answer\r\nDo you encrypt data at rest '),
    0x96,
    ...new TextEncoder().encode(' backups too?,\r\nIs the vendor'),
    0x92,
    ...new TextEncoder().encode('s r'),
    0xe9,
    ...new TextEncoder().encode('sum'),
    0xe9,
    ...new TextEncoder().encode(' process documented?,\r\n'),
  ]);

  it('is read with its characters', () => {
    expect(
      readGrids(original, 'csv')[0]!
        .rows.map((r) => r[0])
        .filter(Boolean),
    ).toEqual(['Question', 'Do you encrypt data at rest – backups too?', 'Is the vendor’s résumé process documented?']);
  });

  it('is written back with its characters, as UTF-8 marked for spreadsheets', () => {
    const out = writeAnswers('csv', original, [{ sheet: 'CSV', row: 2, column: 1, text: 'Oui, à la demande' }]);
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(out);
    expect(text).toBe(
      '\uFEFFQuestion,Answer\r\nDo you encrypt data at rest – backups too?,\r\nIs the vendor’s résumé process documented?,"Oui, à la demande"\r\n',
    );
  });
});
