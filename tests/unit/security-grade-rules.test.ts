/** Security grade entry rules (admin spec §5): every service's link format and grade range, with the exact texts. */
import { describe, expect, it } from 'vitest';
import {
  GRADE_SERVICES,
  GRADE_SERVICE_RULES,
  ItemSchema,
  SecurityGradeEntrySchema,
  gradeEntryIssues,
  gradeServiceOf,
  type GradeService,
} from '../../content/index.ts';

const REQUIRED = 'This field is required.';
const INVALID_GRADE = 'Invalid grade.';
const GET_GRADE = 'Click on "Get Grade" button.';
const domainFormat = (host: string) => `Use format "${host}", without www. or http/s`;

/** A valid link for each service (a bare domain, or the service's own report URL). */
const GOOD_URL: Record<GradeService, string> = {
  BitSight: 'acme.com',
  BlackKite: 'acme.com',
  SecurityScorecard: 'acme.com',
  UpGuard: 'acme.com',
  CyberVadis: '',
  RiskRecon: '',
  CIS: '',
  CryptCheck: 'https://cryptcheck.fr/https/acme.com',
  'Mozilla Observatory': 'https://developer.mozilla.org/en-US/observatory/analyze?host=acme.com',
  'HSTS Preload': 'https://hstspreload.org/?domain=acme.com',
  ImmuniWeb: 'https://www.immuniweb.com/ssl/acme.com/',
  'SSL Labs': 'https://www.ssllabs.com/ssltest/analyze.html?d=acme.com',
  'Security Headers': 'https://securityheaders.com/?q=acme.com',
};

function issuesOf(service: GradeService, fields: { url?: string; grade?: string; label?: string }) {
  return gradeEntryIssues({ label: fields.label ?? service, service, url: fields.url ?? GOOD_URL[service], grade: fields.grade ?? '' });
}

function gradeMessage(service: GradeService, grade: string): string | undefined {
  return issuesOf(service, { grade }).find((issue) => issue.field === 'grade')?.message;
}

function urlMessage(service: GradeService, url: string): string | undefined {
  return issuesOf(service, { url, grade: service === 'SecurityScorecard' ? 'A' : '' }).find((issue) => issue.field === 'url')?.message;
}

describe('grade ranges', () => {
  const table: [GradeService, string, string | undefined][] = [
    // BitSight 300–820
    ['BitSight', '300', undefined],
    ['BitSight', '820', undefined],
    ['BitSight', '299', 'Enter a number from 300 to 820.'],
    ['BitSight', '821', 'Enter a number from 300 to 820.'],
    ['BitSight', 'A', 'Enter a number from 300 to 820.'],
    ['BitSight', '650.5', 'Enter a number from 300 to 820.'],
    // BlackKite A+ to F
    ['BlackKite', 'A+', undefined],
    ['BlackKite', 'b-', undefined],
    ['BlackKite', 'F', undefined],
    ['BlackKite', 'G', 'Enter a letter grade from A+ to F.'],
    ['BlackKite', 'F+', 'Enter a letter grade from A+ to F.'],
    ['BlackKite', '90', 'Enter a letter grade from A+ to F.'],
    // CyberVadis 0–1000
    ['CyberVadis', '0', undefined],
    ['CyberVadis', '1000', undefined],
    ['CyberVadis', '1001', 'Enter a number from 0 to 1000.'],
    ['CyberVadis', '-1', 'Enter a number from 0 to 1000.'],
    ['CyberVadis', '', REQUIRED],
    // UpGuard 0–950 or A–E without +/-
    ['UpGuard', '0', undefined],
    ['UpGuard', '950', undefined],
    ['UpGuard', 'E', undefined],
    ['UpGuard', 'a', undefined],
    ['UpGuard', '951', 'Enter a number from 0 to 950, or a letter from A to E without +/-.'],
    ['UpGuard', 'A+', 'Enter a number from 0 to 950, or a letter from A to E without +/-.'],
    ['UpGuard', 'F', 'Enter a number from 0 to 950, or a letter from A to E without +/-.'],
    // RiskRecon 0–10 with at most one decimal, or A–F without +/-
    ['RiskRecon', '0', undefined],
    ['RiskRecon', '10', undefined],
    ['RiskRecon', '7.5', undefined],
    ['RiskRecon', 'F', undefined],
    ['RiskRecon', '7.55', 'Enter a number from 0 to 10 with at most one decimal, or a letter from A to F without +/-.'],
    ['RiskRecon', '10.1', 'Enter a number from 0 to 10 with at most one decimal, or a letter from A to F without +/-.'],
    ['RiskRecon', 'B-', 'Enter a number from 0 to 10 with at most one decimal, or a letter from A to F without +/-.'],
    ['RiskRecon', '', REQUIRED],
    // The scanners: 'Invalid grade.'
    ['CIS', '1', undefined],
    ['CIS', '5', undefined],
    ['CIS', '0', INVALID_GRADE],
    ['CIS', '6', INVALID_GRADE],
    ['CIS', '', REQUIRED],
    ['CryptCheck', 'A+', undefined],
    ['CryptCheck', 'E', undefined],
    ['CryptCheck', 'Z', INVALID_GRADE],
    ['Mozilla Observatory', 'B-', undefined],
    ['Mozilla Observatory', 'M', undefined],
    ['Mozilla Observatory', 'E', INVALID_GRADE],
    ['ImmuniWeb', 'A-', undefined],
    ['ImmuniWeb', 'B+', INVALID_GRADE],
    ['SSL Labs', 'A+', undefined],
    ['SSL Labs', 'T', undefined],
    ['SSL Labs', 'A++', INVALID_GRADE],
    ['Security Headers', 'R', undefined],
    ['Security Headers', 'B-', INVALID_GRADE],
    // a link service's grade may be left empty
    ['SSL Labs', '', undefined],
    ['BitSight', '', undefined],
    // SecurityScorecard: filled by Get Grade only
    ['SecurityScorecard', '', GET_GRADE],
    ['SecurityScorecard', 'B', undefined],
    ['SecurityScorecard', '85', GET_GRADE],
  ];
  it.each(table)('%s grade %j → %s', (service, grade, expected) => {
    expect(gradeMessage(service, grade)).toBe(expected);
  });

  it('HSTS Preload has no grade to check', () => {
    expect(GRADE_SERVICE_RULES['HSTS Preload'].grade.kind).toBe('none');
    expect(gradeMessage('HSTS Preload', 'anything')).toBeUndefined();
  });
});

describe('link formats', () => {
  const domainServices: GradeService[] = ['BitSight', 'BlackKite', 'SecurityScorecard', 'UpGuard'];
  it.each(domainServices)('%s takes a bare domain', (service) => {
    expect(urlMessage(service, 'acme.com')).toBeUndefined();
    expect(urlMessage(service, 'eu.acme.co.uk')).toBeUndefined();
    expect(urlMessage(service, 'https://www.acme.com/')).toBe(domainFormat('acme.com'));
    expect(urlMessage(service, 'www.acme.com')).toBe(domainFormat('acme.com'));
    expect(urlMessage(service, 'http://acme.com')).toBe(domainFormat('acme.com'));
    expect(urlMessage(service, 'acme')).toBe(domainFormat('example.com'));
    expect(urlMessage(service, '')).toBe(REQUIRED);
  });

  const prefixServices: [GradeService, string][] = [
    ['CryptCheck', 'https://cryptcheck.fr/https/'],
    ['Mozilla Observatory', 'https://developer.mozilla.org/en-US/observatory/analyze?host='],
    ['HSTS Preload', 'https://hstspreload.org/?domain='],
    ['ImmuniWeb', 'https://www.immuniweb.com/ssl/'],
    ['SSL Labs', 'https://www.ssllabs.com/ssltest/analyze.html?d='],
    ['Security Headers', 'https://securityheaders.com/?q='],
  ];
  it.each(prefixServices)('%s needs a link starting with %s', (service, prefix) => {
    expect(urlMessage(service, `${prefix}acme.com`)).toBeUndefined();
    expect(urlMessage(service, 'acme.com')).toBe(`Use a link that starts with "${prefix}"`);
    expect(urlMessage(service, 'https://example.com/report')).toBe(`Use a link that starts with "${prefix}"`);
    expect(urlMessage(service, prefix)).toBe(`Use a link that starts with "${prefix}"`);
    expect(urlMessage(service, '')).toBe(REQUIRED);
  });

  it('accepts the older Observatory address too', () => {
    expect(urlMessage('Mozilla Observatory', 'https://observatory.mozilla.org/analyze/acme.com')).toBeUndefined();
  });

  it.each(['CyberVadis', 'RiskRecon', 'CIS'] as GradeService[])('%s has no link field', (service) => {
    expect(GRADE_SERVICE_RULES[service].url.kind).toBe('none');
    expect(urlMessage(service, '')).toBeUndefined();
  });

  it('covers every service', () => {
    expect(Object.keys(GRADE_SERVICE_RULES).sort()).toEqual([...GRADE_SERVICES].sort());
  });
});

describe('entries', () => {
  it('require a display name', () => {
    expect(gradeEntryIssues({ label: ' ', service: 'BitSight', url: 'acme.com', grade: '700' })).toEqual([{ field: 'label', message: REQUIRED }]);
  });

  it('take the service from the display name when no service is given', () => {
    expect(gradeServiceOf({ label: 'SSL Labs' })).toBe('SSL Labs');
    expect(gradeServiceOf({ label: 'Our scanner', service: 'CIS' })).toBe('CIS');
    expect(gradeServiceOf({ label: 'Our scanner' })).toBeUndefined();
    expect(gradeEntryIssues({ label: 'Our scanner', url: 'anything', grade: 'anything' })).toEqual([]);
  });

  it('report every failing field in order', () => {
    expect(gradeEntryIssues({ label: 'BitSight', service: 'BitSight', url: 'https://acme.com', grade: '100' })).toEqual([
      { field: 'url', message: domainFormat('acme.com') },
      { field: 'grade', message: 'Enter a number from 300 to 820.' },
    ]);
  });

  it('are checked by the content model, on items too', () => {
    const result = SecurityGradeEntrySchema.safeParse({ label: 'CIS', grade: '9' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['grade', INVALID_GRADE]]);

    const item = ItemSchema.safeParse({
      itemUid: 'g',
      productId: 'p',
      cardKind: 'securityGrades',
      title: 'Grades',
      slug: 'grades',
      grades: [
        { label: 'SSL Labs', grade: 'A', url: 'https://www.ssllabs.com/ssltest/analyze.html?d=acme.com' },
        { label: 'SecurityScorecard', url: 'acme.com' },
      ],
    });
    expect(item.success).toBe(false);
    expect(item.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['grades.1.grade', GET_GRADE]]);
  });
});
