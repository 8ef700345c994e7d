import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

/** Rating services whose grades can be recorded (admin spec §5). */
export const GRADE_SERVICES = [
  'BitSight', 'BlackKite', 'SecurityScorecard', 'UpGuard', 'CyberVadis', 'RiskRecon', 'CIS', 'CryptCheck',
  'Mozilla Observatory', 'HSTS Preload', 'ImmuniWeb', 'SSL Labs', 'Security Headers',
] as const;
export type GradeService = (typeof GRADE_SERVICES)[number];

/** A security grade entry (admin spec §3): label, description, grade, url. */
export const SecurityGradeEntrySchema = z.object({
  /** The rating service (display name). */
  label: z.string().trim().min(1, { message: MESSAGES.gradeFieldRequired, abort: true }),
  /** Optional description shown under the grade. */
  description: z.string().default(''),
  /** The grade as the service states it (number or letter). */
  grade: z.string().trim().default(''),
  /** Link to the rating, or the rated domain for domain-based services. */
  url: z.string().trim().default(''),
});
export type SecurityGradeEntry = z.output<typeof SecurityGradeEntrySchema>;

export type GradeColour = 'green' | 'yellow' | 'red';

/** Colour band of a grade (admin spec §9). Returns undefined when the service has no band for it. */
export function gradeColour(service: string, grade: string): GradeColour | undefined {
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
