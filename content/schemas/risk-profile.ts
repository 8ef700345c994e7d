import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

/** 'No Answer' is a choice of every question (admin spec §3). */
export const NO_ANSWER = 'no_answer' as const;

export const RECOVERY_UNITS = ['minutes', 'hours', 'days'] as const;
export const RECOVERY_RANGES = ['immediate', 'hours_24_48', 'hours_48_72', 'days_4_7'] as const;
/** Default custom recovery time/point: 12 hours (admin spec §9). */
export const DEFAULT_RECOVERY = 'hours_12' as const;

/** A recovery time or point: immediate, a range, or custom `{unit}_{number}` with number 0–99. */
export const RecoveryAnswerSchema = z.union([
  z.enum(RECOVERY_RANGES),
  z.literal(NO_ANSWER),
  z.string().regex(/^(minutes|hours|days)_\d{1,2}$/, MESSAGES.recoveryNumber),
]);

function choice<T extends readonly [string, ...string[]]>(values: T) {
  return z.enum([...values, NO_ANSWER] as [T[number] | typeof NO_ANSWER, ...(T[number] | typeof NO_ANSWER)[]]);
}

/** Answers of the risk profile item (admin spec §3 "Risk profile answers"). */
export const RiskProfileAnswersSchema = z.object({
  /** What data the provider accesses. */
  dataAccess: choice(['public', 'internal', 'restricted'] as const).default(NO_ANSWER),
  /** Impact of a breach. */
  impact: choice(['low', 'moderate', 'substantial', 'severe'] as const).default(NO_ANSWER),
  /** Whether customers depend critically on the service. */
  criticalDependence: choice(['yes', 'no'] as const).default(NO_ANSWER),
  /** Recovery time objective. */
  recoveryTime: RecoveryAnswerSchema.default(NO_ANSWER),
  /** Recovery point objective. */
  recoveryPoint: RecoveryAnswerSchema.default(NO_ANSWER),
  /** Where the service is hosted. */
  hosting: choice(['major_cloud', 'on_premise', 'combination'] as const).default(NO_ANSWER),
  /** Whether the service depends on third parties. */
  thirdPartyDependence: choice(['yes', 'no'] as const).default(NO_ANSWER),
});
export type RiskProfileAnswers = z.output<typeof RiskProfileAnswersSchema>;

/** Label of a custom recovery answer, singular or plural ("1 hour", "12 hours"). */
export function recoveryLabel(answer: string): string {
  const match = /^(minutes|hours|days)_(\d{1,2})$/.exec(answer);
  if (!match) return answer;
  const n = Number(match[2]);
  const unit = match[1]!.replace(/s$/, '');
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}
