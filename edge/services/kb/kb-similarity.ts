/**
 * How alike two knowledge-base questions are, read the way the questionnaire answerer reads them (stems, folded
 * phrases, common words weighing less): 1 for the same question, near 1 for the same question worded a little
 * differently ("Do you encrypt data at rest?" / "Is data encrypted at rest?").
 */
import { termWeight, tokenize } from '../questionnaire-assist/answerer/lexicon.ts';

/** From this similarity two questions are taken for the same question asked again. */
export const NEAR_DUPLICATE_SIMILARITY = 0.8;

/**
 * A question as compared text: lowercase words only, of any script ("هل تقومون بتشفير البيانات؟" keeps its words;
 * only Latin accents are folded away).
 */
export function normalisedQuestion(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

function weights(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const t of tokenize(text)) out.set(t.term, termWeight(t.term));
  return out;
}

/** Weighted Dice similarity of the two questions' terms, 0…1. */
export function questionSimilarity(a: string, b: string): number {
  const na = normalisedQuestion(a);
  if (na && na === normalisedQuestion(b)) return 1;
  const wa = weights(a);
  const wb = weights(b);
  let common = 0;
  for (const [term, w] of wa) if (wb.has(term)) common += w;
  const total = [...wa.values()].reduce((x, y) => x + y, 0) + [...wb.values()].reduce((x, y) => x + y, 0);
  return total === 0 ? 0 : (2 * common) / total;
}
