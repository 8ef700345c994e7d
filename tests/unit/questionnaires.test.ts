/** The questionnaire form's checks and who sees the questionnaire and TPRM links (visitor spec §2, §6). */
import { describe, expect, it } from 'vitest';
import {
  MAX_QUESTIONNAIRE_BYTES,
  QUESTIONNAIRE_MESSAGES,
  questionnaireFileError,
  questionnaireLinkError,
  questionnairesAvailable,
  questionnaireTypeOf,
  tprmAvailable,
} from '../../content/questionnaires.ts';

const view = (questionnairesEnabled: boolean, tprmEnabled: boolean, partners = 1) => ({
  customization: { questionnairesEnabled, tprmEnabled } as never,
  tprmPartners: Array.from({ length: partners }, (_, i) => ({ id: `p${i}`, name: `P${i}`, domain: 'p.example' })),
});

describe('questionnaire files', () => {
  it('accepts the listed types by extension, case-insensitively', () => {
    expect(questionnaireTypeOf('SIG.XLSX')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(questionnaireTypeOf('a.zip')).toBe('application/zip');
    expect(questionnaireTypeOf('notes.txt')).toBe('text/plain');
    expect(questionnaireTypeOf('run.exe')).toBeUndefined();
    expect(questionnaireTypeOf('noext')).toBeUndefined();
  });

  it('reports a missing, wrong-type, empty or oversized file with its message', () => {
    expect(questionnaireFileError(null)).toBe(QUESTIONNAIRE_MESSAGES.fileRequired);
    expect(questionnaireFileError({ name: 'x.exe', size: 10 })).toBe(QUESTIONNAIRE_MESSAGES.typeNotAllowed);
    expect(questionnaireFileError({ name: 'x.pdf', size: 0 })).toBe(QUESTIONNAIRE_MESSAGES.empty);
    expect(questionnaireFileError({ name: 'x.pdf', size: MAX_QUESTIONNAIRE_BYTES + 1 })).toBe(QUESTIONNAIRE_MESSAGES.tooLarge);
    expect(questionnaireFileError({ name: 'x.pdf', size: MAX_QUESTIONNAIRE_BYTES })).toBeNull();
  });
});

describe('questionnaire links', () => {
  it('needs an https address with a host', () => {
    expect(questionnaireLinkError('  ')).toBe(QUESTIONNAIRE_MESSAGES.linkRequired);
    expect(questionnaireLinkError('http://a.example/q')).toBe(QUESTIONNAIRE_MESSAGES.linkInvalid);
    expect(questionnaireLinkError('https://localhost/q')).toBe(QUESTIONNAIRE_MESSAGES.linkInvalid);
    expect(questionnaireLinkError('ftp://a.example')).toBe(QUESTIONNAIRE_MESSAGES.linkInvalid);
    expect(questionnaireLinkError(' https://forms.example.com/q?id=1 ')).toBeNull();
  });
});

describe('availability', () => {
  it('offers questionnaires only to account members when the customization enables them', () => {
    expect(questionnairesAvailable('account', view(true, false))).toBe(true);
    expect(questionnairesAvailable('account', view(false, false))).toBe(false);
    expect(questionnairesAvailable('public', view(true, false))).toBe(false);
    expect(questionnairesAvailable('preview', view(true, false))).toBe(false);
  });

  it('offers TPRM only to account members, when enabled and with at least one partner', () => {
    expect(tprmAvailable('account', view(false, true))).toBe(true);
    expect(tprmAvailable('account', view(false, true, 0))).toBe(false);
    expect(tprmAvailable('account', view(false, false))).toBe(false);
    expect(tprmAvailable('preview', view(false, true))).toBe(false);
  });
});
