/**
 * Scoring of drafted questionnaire answers against an answer key (`bench/questionnaire/*.json`): what the
 * questionnaire benchmark prints. A covered question is answered correctly when its answer is the expected Yes / No
 * / N/A (or, for a question asking for text, contains one of the expected phrases) and one of its cited sources is
 * among those the key lists; an uncovered one when the draft is "No answer found". An update is cited by its topic
 * (the answerer's source for a topic holds all its updates), so a key that names an update ("upd_openssh_1") is met by
 * a citation of the topic it belongs to ("tcu_openssh_cve"): see `updateTopics`.
 */
import { NO_ANSWER_FOUND } from '../content/contracts/questionnaire-assist.ts';

/**
 * Whether `text` holds `phrase` from the start of a word: "4 hours" is not found in "24 hours", nor "90 days" in
 * "190 days"; a phrase may end inside a word ("encrypt" is found in "encrypted"), and one starting with a space or a
 * sign is found anywhere.
 */
function containsPhrase(text: string, phrase: string): boolean {
  if (!/^[a-z0-9]/.test(phrase)) return text.includes(phrase);
  let from = text.indexOf(phrase);
  while (from !== -1) {
    if (!/[a-z0-9]/.test(text[from - 1] ?? '')) return true;
    from = text.indexOf(phrase, from + 1);
  }
  return false;
}

export interface KeyQuestion {
  id: string;
  question: string;
  covered: boolean;
  form?: 'yesno' | 'text';
  answer?: string;
  accept?: string[];
  contains?: string[];
  sources?: string[];
}

export interface AnswerKey {
  productId: string;
  questions: KeyQuestion[];
}

export interface DraftedAnswer {
  answer: string;
  sources: { id: string }[];
}

export interface Score {
  covered: number;
  coveredCorrect: number;
  uncovered: number;
  /** Uncovered questions given Yes, No or N/A instead of "No answer found". */
  uncoveredYesNo: number;
  /** Uncovered questions given a free-text answer. */
  uncoveredText: number;
  /** Covered Yes/No questions answered the opposite way (Yes for No/N/A, or No/N/A for Yes). */
  polarityErrors: number;
  misses: { id: string; question: string; expected: string; got: string; sources: string[] }[];
}

const VERDICTS = new Set(['yes', 'no', 'n/a']);
const isNegative = (a: string) => a === 'no' || a === 'n/a';

/** Each update's topic, from an organisation's `topics.json` (`[{ id, updates: [{ id }] }]`). */
export function updateTopics(topics: { id: string; updates: { id: string }[] }[]): Map<string, string> {
  return new Map(topics.flatMap((topic) => topic.updates.map((update) => [update.id, topic.id] as const)));
}

export function scoreAnswers(key: KeyQuestion[], drafts: DraftedAnswer[], topicOf: ReadonlyMap<string, string> = new Map()): Score {
  const score: Score = { covered: 0, coveredCorrect: 0, uncovered: 0, uncoveredYesNo: 0, uncoveredText: 0, polarityErrors: 0, misses: [] };
  key.forEach((q, i) => {
    const draft = drafts[i]!;
    const answer = draft.answer.trim();
    const lower = answer.toLowerCase();
    const cited = draft.sources.map((s) => s.id);
    if (!q.covered) {
      score.uncovered++;
      if (VERDICTS.has(lower)) score.uncoveredYesNo++;
      else if (answer !== NO_ANSWER_FOUND) score.uncoveredText++;
      if (answer !== NO_ANSWER_FOUND)
        score.misses.push({ id: q.id, question: q.question, expected: NO_ANSWER_FOUND, got: answer.slice(0, 120), sources: cited });
      return;
    }
    score.covered++;
    const citedRight = cited.some((id) => q.sources?.some((source) => source === id || topicOf.get(source) === id));
    let answerRight: boolean;
    if (q.form === 'yesno') {
      const accepted = (q.accept ?? [q.answer!]).map((a) => a.toLowerCase());
      answerRight = accepted.includes(lower);
      const expected = q.answer!.toLowerCase();
      if (VERDICTS.has(lower) && (expected === 'yes' ? isNegative(lower) : lower === 'yes')) score.polarityErrors++;
    } else {
      answerRight = answer !== NO_ANSWER_FOUND && (q.contains ?? []).some((c) => containsPhrase(lower, c.toLowerCase()));
    }
    if (answerRight && citedRight) score.coveredCorrect++;
    else
      score.misses.push({
        id: q.id,
        question: q.question,
        expected: q.form === 'yesno' ? q.answer! : `contains ${JSON.stringify(q.contains)}`,
        got: answer.slice(0, 160),
        sources: cited,
      });
  });
  return score;
}
