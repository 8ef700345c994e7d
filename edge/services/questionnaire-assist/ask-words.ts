/**
 * The words a question or a request opens with, written once for the form markup (`question-markup.ts`) and the
 * answerer's reading of a row (`answerer/lexicon.ts`, `draft-answer.ts`, `chat-register.ts`, `spoken-register.ts`),
 * which build their patterns from them.
 */

/** The verbs a request opens with: "Describe …", "State …", "Please list …". */
export const REQUEST_VERBS = [
  'describe',
  'explain',
  'state',
  'list',
  'provide',
  'indicate',
  'confirm',
  'specify',
  'outline',
  'detail',
  'identify',
  'advise',
  'name',
  'set out',
  // "Inform the address …", as a translated form asks for a value.
  'inform',
] as const;

/**
 * The verbs of a request to confirm whether something holds, before "whether", "if" or "that" ("Confirm that …",
 * "Please indicate whether …", "Let us know if …"): asked as a Yes or a No. ("Tell us whether … or …" may ask which.)
 */
export const CONFIRMATION_VERBS = ['confirm', 'verify', 'indicate', 'state', 'advise', 'mention', 'inform', 'let us know'] as const;

/** The auxiliaries a closed question opens with: "Do you …?", "Is …?", "Must …?". */
export const AUXILIARIES = [
  'do',
  'does',
  'did',
  'is',
  'are',
  'was',
  'were',
  'has',
  'have',
  'had',
  'can',
  'could',
  'will',
  'would',
  'shall',
  'should',
  'may',
  'must',
] as const;

/** The words an open question opens with: "What …?", "How …?". */
export const QUESTION_WORDS = ['what', 'which', 'who', 'whom', 'whose', 'where', 'when', 'how', 'why'] as const;

/** Prepositions a question may put before its question word: "Until when …?", "Within what timeframe …?". */
export const QUESTION_PREPOSITIONS = ['until', 'in', 'within', 'for', 'by', 'to', 'from', 'at', 'on', 'under', 'after', 'during', 'with', 'of'] as const;

/**
 * Words as a pattern's alternation ("describe|explain|…"), or capitalised as a sentence's first word is written
 * ("Describe|Explain|…") for the patterns that tell a question's start by its capital.
 */
export function alternation(words: readonly string[], { capitalised = false } = {}): string {
  return words.map((word) => (capitalised ? word[0]!.toUpperCase() + word.slice(1) : word)).join('|');
}

/** A question's first word, open or closed ("What …", "Is …"). */
export const QUESTION_OPENING = new RegExp(`^(?:${alternation(QUESTION_WORDS)}|${alternation(AUXILIARIES)})\\b`, 'i');

/**
 * The words a condition or a scope opens with, capitalised as a row's first word ("If no:", "For administrators",
 * "Excluding backups"): such words before a question or a statement narrow it, and are no heading or label to drop.
 */
export const CONDITION_OPENERS = 'If|Where|When|For|Excluding|Except|Other than|Apart from|Besides|Unless|Within|Outside|Only|In addition to';
