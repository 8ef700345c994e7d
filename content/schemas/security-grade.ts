import { z } from 'zod';
import { MESSAGES, message } from '../messages.ts';

/** Rating services whose grades can be recorded (admin spec §5). */
export const GRADE_SERVICES = [
  'BitSight',
  'BlackKite',
  'SecurityScorecard',
  'UpGuard',
  'CyberVadis',
  'RiskRecon',
  'CIS',
  'CryptCheck',
  'Mozilla Observatory',
  'HSTS Preload',
  'ImmuniWeb',
  'SSL Labs',
  'Security Headers',
] as const;
export type GradeService = (typeof GRADE_SERVICES)[number];

/** How a service's link is written (admin spec §5). */
export type GradeUrlRule =
  /** A bare domain: `Use format "{host}", without www. or http/s`. */
  | { kind: 'domain' }
  /** A link to the service's own report page, starting with one of these prefixes. */
  | { kind: 'prefix'; prefixes: readonly string[] }
  /** The service has no link field. */
  | { kind: 'none' };

/** How a service's grade is entered and checked (admin spec §5). */
export type GradeRule =
  /** Filled by "Get Grade" only (SecurityScorecard). */
  | { kind: 'readonly'; pattern: RegExp }
  /** The service has no grade field (HSTS Preload: a domain is preloaded or not). */
  | { kind: 'none' }
  /** Typed by the editor and checked; `message` is shown when it does not fit. */
  | { kind: 'check'; test: (grade: string) => boolean; message: string };

export interface GradeServiceRule {
  url: GradeUrlRule;
  grade: GradeRule;
}

const integerIn = (min: number, max: number) => (g: string) => /^\d+$/.test(g) && Number(g) >= min && Number(g) <= max;
const oneOf = (pattern: RegExp) => (g: string) => pattern.test(g);

/**
 * Per-service rules of the security grades editor (admin spec §5). Grades are checked trimmed and uppercased.
 * The letter sets of the scanners are the grades each one publishes.
 */
export const GRADE_SERVICE_RULES: Record<GradeService, GradeServiceRule> = {
  BitSight: { url: { kind: 'domain' }, grade: { kind: 'check', test: integerIn(300, 820), message: MESSAGES.gradeBitSight } },
  BlackKite: { url: { kind: 'domain' }, grade: { kind: 'check', test: oneOf(/^(A\+|[A-D][+-]?|F)$/), message: MESSAGES.gradeBlackKite } },
  SecurityScorecard: { url: { kind: 'domain' }, grade: { kind: 'readonly', pattern: /^[A-F]$/ } },
  UpGuard: {
    url: { kind: 'domain' },
    grade: { kind: 'check', test: (g) => integerIn(0, 950)(g) || /^[A-E]$/.test(g), message: MESSAGES.gradeUpGuard },
  },
  CyberVadis: { url: { kind: 'none' }, grade: { kind: 'check', test: integerIn(0, 1000), message: MESSAGES.gradeCyberVadis } },
  RiskRecon: {
    url: { kind: 'none' },
    grade: { kind: 'check', test: (g) => (/^\d{1,2}(\.\d)?$/.test(g) && Number(g) <= 10) || /^[A-F]$/.test(g), message: MESSAGES.gradeRiskRecon },
  },
  CIS: { url: { kind: 'none' }, grade: { kind: 'check', test: integerIn(1, 5), message: MESSAGES.invalidGrade } },
  CryptCheck: {
    url: { kind: 'prefix', prefixes: ['https://cryptcheck.fr/https/'] },
    grade: { kind: 'check', test: oneOf(/^(A\+|[A-F])$/), message: MESSAGES.invalidGrade },
  },
  'Mozilla Observatory': {
    url: { kind: 'prefix', prefixes: ['https://developer.mozilla.org/en-US/observatory/analyze?host=', 'https://observatory.mozilla.org/analyze/'] },
    grade: { kind: 'check', test: oneOf(/^([A-D][+-]?|F|M|I|O)$/), message: MESSAGES.invalidGrade },
  },
  'HSTS Preload': { url: { kind: 'prefix', prefixes: ['https://hstspreload.org/?domain='] }, grade: { kind: 'none' } },
  ImmuniWeb: {
    url: { kind: 'prefix', prefixes: ['https://www.immuniweb.com/ssl/', 'https://www.immuniweb.com/websec/'] },
    grade: { kind: 'check', test: oneOf(/^(A\+|A-?|[B-F])$/), message: MESSAGES.invalidGrade },
  },
  'SSL Labs': {
    url: { kind: 'prefix', prefixes: ['https://www.ssllabs.com/ssltest/analyze.html?d='] },
    grade: { kind: 'check', test: oneOf(/^(A\+|A-?|[B-F]|T|M)$/), message: MESSAGES.invalidGrade },
  },
  'Security Headers': {
    url: { kind: 'prefix', prefixes: ['https://securityheaders.com/?q='] },
    grade: { kind: 'check', test: oneOf(/^(A\+|[A-F]|R)$/), message: MESSAGES.invalidGrade },
  },
};

/** Whether a name is one of the rating services. */
export function isGradeService(name: string | undefined): name is GradeService {
  return (GRADE_SERVICES as readonly string[]).includes(name ?? '');
}

/** A bare domain: labels of letters, digits and hyphens, at least one dot, no scheme, no `www.`, no path. */
const BARE_DOMAIN = /^(?!www\.)(?!-)[a-z0-9-]{1,63}(\.[a-z0-9-]{1,63})+$/i;

/** The host part of what someone typed (`https://www.acme.com/x` → `acme.com`), for the domain format message. */
function suggestedHost(value: string): string {
  const host = value
    .trim()
    .replace(/^[a-z]+:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/[/?#].*$/, '');
  return BARE_DOMAIN.test(host) ? host.toLowerCase() : 'example.com';
}

export interface GradeEntryIssue {
  field: 'label' | 'url' | 'grade';
  message: string;
}

/**
 * The rule violations of one entry (admin spec §5), at most one per field, in field order.
 * Display name is always required; the URL when the service has a link field; the grade when the service has no
 * link field (a grade that is given is always checked); SecurityScorecard's grade must come from "Get Grade".
 * Entries of a service this list does not know are checked for the display name only.
 */
export function gradeEntryIssues(entry: { label?: string; service?: string; url?: string; grade?: string }): GradeEntryIssue[] {
  const issues: GradeEntryIssue[] = [];
  if (!entry.label?.trim()) issues.push({ field: 'label', message: MESSAGES.gradeFieldRequired });
  const service = gradeServiceOf(entry);
  if (!service) return issues;
  const rule = GRADE_SERVICE_RULES[service];
  const url = entry.url?.trim() ?? '';
  if (rule.url.kind !== 'none') {
    if (url === '') issues.push({ field: 'url', message: MESSAGES.gradeFieldRequired });
    else if (rule.url.kind === 'domain' && !BARE_DOMAIN.test(url)) {
      issues.push({ field: 'url', message: message('gradeDomainFormat', { host: suggestedHost(url) }) });
    } else if (rule.url.kind === 'prefix' && !rule.url.prefixes.some((p) => url.startsWith(p) && url.length > p.length)) {
      issues.push({ field: 'url', message: message('gradeUrlPrefix', { prefix: rule.url.prefixes[0]! }) });
    }
  }
  const grade = (entry.grade ?? '').trim().toUpperCase();
  const g = rule.grade;
  if (g.kind === 'readonly') {
    if (!g.pattern.test(grade)) issues.push({ field: 'grade', message: MESSAGES.getGrade });
  } else if (g.kind === 'check') {
    if (grade === '') {
      if (rule.url.kind === 'none') issues.push({ field: 'grade', message: MESSAGES.gradeFieldRequired });
    } else if (!g.test(grade)) {
      issues.push({ field: 'grade', message: g.message });
    }
  }
  return issues;
}

/** The rating service of an entry: its `service`, else its display name when that names a service. */
export function gradeServiceOf(entry: { label?: string; service?: string }): GradeService | undefined {
  if (isGradeService(entry.service)) return entry.service;
  const label = entry.label?.trim();
  return isGradeService(label) ? label : undefined;
}

/** A security grade entry (admin spec §3): label, description, grade, url — checked by {@link gradeEntryIssues}. */
export const SecurityGradeEntrySchema = z
  .object({
    /** Display name; by default the rating service's name. */
    label: z.string().trim().min(1, { message: MESSAGES.gradeFieldRequired, abort: true }),
    /**
     * The rating service whose rules apply. Optional: entries written before it existed name their service in
     * `label`.
     */
    service: z.enum(GRADE_SERVICES).optional(),
    /** Optional description shown under the grade. */
    description: z.string().default(''),
    /** The grade as the service states it (number or letter). */
    grade: z.string().trim().default(''),
    /** Link to the rating, or the rated domain for domain-based services. */
    url: z.string().trim().default(''),
  })
  .superRefine((entry, ctx) => {
    for (const issue of gradeEntryIssues(entry)) {
      if (issue.field !== 'label') ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    }
  });
export type SecurityGradeEntry = z.output<typeof SecurityGradeEntrySchema>;

export type GradeColour = 'green' | 'yellow' | 'red';

/**
 * Whether a grade is one its service gives (admin spec §5): the editor's rule for the service, when the service is
 * one of {@link GRADE_SERVICES}; any non-empty grade of another service.
 */
export function isValidGrade(service: string, grade: string): boolean {
  const g = grade.trim().toUpperCase();
  if (g === '') return false;
  if (!isGradeService(service)) return true;
  const rule = GRADE_SERVICE_RULES[service].grade;
  return rule.kind === 'check' ? rule.test(g) : rule.kind === 'readonly' ? rule.pattern.test(g) : false;
}

/**
 * Colour band of a grade (admin spec §9). Returns undefined when the service has no band for it — and for a grade
 * the service does not give (BitSight 900, UpGuard 951 …): an invalid grade gets no colour.
 */
export function gradeColour(service: string, grade: string): GradeColour | undefined {
  if (!isValidGrade(service, grade)) return undefined;
  const g = grade.trim().toUpperCase();
  const n = Number(g);
  const numeric = g !== '' && Number.isFinite(n);
  const letter = (green: string[], yellow: string[], red: string[]) =>
    green.includes(g) ? 'green' : yellow.includes(g) ? 'yellow' : red.includes(g) ? 'red' : undefined;
  switch (service) {
    case 'BitSight':
      return numeric ? (n >= 646 ? 'green' : n >= 473 ? 'yellow' : 'red') : undefined;
    case 'CyberVadis':
      return numeric ? (n >= 666 ? 'green' : n >= 333 ? 'yellow' : 'red') : undefined;
    case 'UpGuard':
      return numeric ? (n >= 601 ? 'green' : n >= 401 ? 'yellow' : 'red') : letter(['A', 'B'], ['C'], ['D', 'E']);
    case 'CIS':
      return numeric ? (n >= 5 ? 'green' : n >= 3 ? 'yellow' : 'red') : undefined;
    case 'RiskRecon':
      return numeric ? (n >= 8 ? 'green' : n >= 7 ? 'yellow' : 'red') : letter(['A', 'B'], ['C'], ['D', 'F']);
    case 'Mozilla Observatory':
      return letter(['A', 'A+', 'A-', 'B', 'B+', 'B-', 'M'], ['C', 'C+', 'C-', 'I'], ['D', 'D+', 'D-', 'F', 'O']);
    default: {
      // Letter grades (A or B green, C yellow, D or F red); a +/- suffix keeps the letter's band.
      const base = g.charAt(0);
      return base === 'A' || base === 'B' ? 'green' : base === 'C' ? 'yellow' : base === 'D' || base === 'F' ? 'red' : undefined;
    }
  }
}
