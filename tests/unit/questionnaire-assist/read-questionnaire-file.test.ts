/** Detecting the question and answer columns of a questionnaire, and what counts as a question. */
import { describe, expect, it } from 'vitest';
import { detectMapping, isSectionHeading, questionsOf, type Grid } from '../../../edge/services/questionnaire-assist/read-questionnaire-file.ts';

const grid = (rows: string[][], name = 'Sheet1'): Grid => ({ name, rows, label: (c) => String.fromCharCode(65 + c) });

describe('detectMapping', () => {
  it('reads the columns from a header row', () => {
    const m = detectMapping(grid([['Vendor assessment'], [], ['ID', 'Control', 'Yes/No', 'Comments'], ['1', 'Is data encrypted at rest?', '', '']]));
    expect(m).toMatchObject({ include: true, headerRow: 3, questionColumn: 1, answerColumn: 2, commentColumn: 3, answerForm: 'yesno' });
  });

  it('puts answers in the first free column when no header names one', () => {
    const m = detectMapping(
      grid([
        ['#', 'Question', 'Notes'],
        ['1', 'Is data encrypted at rest?', ''],
      ]),
    );
    expect(m).toMatchObject({ headerRow: 1, questionColumn: 1, answerColumn: 3, commentColumn: 2 });
  });

  it('finds the questions by their content without a header', () => {
    const m = detectMapping(
      grid([
        ['1', 'Do you encrypt data at rest?', ''],
        ['2', 'Describe your backup process.', ''],
        ['3', 'Is MFA enforced?', ''],
      ]),
    );
    expect(m).toMatchObject({ headerRow: null, questionColumn: 1, answerColumn: 2 });
  });

  it('leaves out a sheet without questions', () => {
    expect(detectMapping(grid([['Vendor security questionnaire'], ['Please answer every question on the next sheet.']]))).toMatchObject({
      include: false,
      questionColumn: null,
    });
  });
});

describe('questionsOf', () => {
  it('skips headings, ids and empty rows', () => {
    const g = grid([
      ['Question', 'Answer'],
      ['Access control', ''],
      ['', ''],
      ['1.1', ''],
      ['Is MFA enforced for all administrators?', ''],
      ['List your subprocessors', ''],
    ]);
    const m = detectMapping(g);
    expect(questionsOf(g, m).map((q) => [q.row, q.question])).toEqual([
      [5, 'Is MFA enforced for all administrators?'],
      [6, 'List your subprocessors'],
    ]);
    expect(isSectionHeading('DATA PROTECTION AND PRIVACY CONTROLS FOR CUSTOMERS')).toBe(true);
    expect(isSectionHeading('Encryption?')).toBe(false);
  });

  it('reads a question ended by the question mark of its own script', () => {
    const questions = ['هل تقومون بتشفير البيانات؟', 'データは暗号化されていますか？', 'Κρυπτογραφείτε τα δεδομένα\u037e'];
    const g = grid([['Question', 'Answer'], ['Αρχή', ''], ...questions.map((q) => [q, ''])]);
    expect(questionsOf(g, detectMapping(g)).map((q) => q.question)).toEqual(questions);
    expect(detectMapping(grid(questions.map((q) => [q, ''])))).toMatchObject({ include: true, questionColumn: 0, answerColumn: 1 });
  });

  it('reads terse numbered controls of a customer sheet as questions, and numbered Title Case lines as headings', () => {
    const g = grid([
      ['ID', 'Question', 'Answer'],
      ['3', 'Access Control', ''],
      ['3.1', 'Log retention period', ''],
      ['3.2', 'Uptime SLA %', ''],
      ['', 'Data protection', ''],
      ['3.3', 'BUSINESS CONTINUITY', ''],
    ]);
    const m = detectMapping(g);
    expect(questionsOf(g, m).map((q) => q.question)).toEqual(['Log retention period', 'Uptime SLA %']);
  });
});

describe('questionsOf: terse fields and section headings on numbered rows', () => {
  // Rows of [ID, Control], the response and comment columns left blank.
  it.each([
    {
      rule: 'reads a field of acronyms set side by side, in capitals, as a question',
      rows: [
        ['1', 'BUSINESS CONTINUITY'],
        ['2', 'RTO / RPO'],
        ['3', 'RTO AND RPO'],
        ['4', 'Backup frequency'],
      ],
      questions: ['RTO / RPO', 'RTO AND RPO', 'Backup frequency'],
    },
    {
      rule: 'reads a Title Case field naming an acronym or a product as a question, and an ordinary Title Case line as a heading',
      rows: [
        ['1', 'Access Control'],
        ['2', 'Dedicated CISO'],
        ['3', 'OpenID Connect'],
        ['4', 'HIPAA Business Associate Agreement'],
      ],
      questions: ['Dedicated CISO', 'OpenID Connect', 'HIPAA Business Associate Agreement'],
    },
    {
      rule: 'takes a row that heads the numbered rows under it for a heading, whatever it says',
      rows: [
        ['4', 'SSO / MFA'],
        ['4.1', 'SAML 2.0 SSO'],
        ['4.2', 'MFA for administrators'],
        ['A.5', 'Organizational controls'],
        ['A.5.1', 'Policies for information security'],
        ['5', 'Subprocessor list / change notice'],
      ],
      questions: ['SAML 2.0 SSO', 'MFA for administrators', 'Policies for information security', 'Subprocessor list / change notice'],
    },
  ])('$rule', ({ rows, questions }) => {
    const g = grid([['ID', 'Control', 'Response (Yes/No/N/A)', 'Comments'], ...rows.map((row) => [...row, '', ''])]);
    expect(questionsOf(g, detectMapping(g)).map((q) => q.question)).toEqual(questions);
  });
});
