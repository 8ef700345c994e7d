/**
 * Typo correction over the search vocabulary (`vocabulary.ts`): when a query finds nothing, each word that no
 * index word starts with is replaced by its nearest vocabulary words, and the local source searches again.
 *
 * Distance is the optimal-string-alignment form of Damerau-Levenshtein: an insertion, a deletion, a substitution
 * or a swap of two adjacent letters ("incidnet" → "incident") each cost 1. Words up to 7 letters are corrected
 * at distance 1 only; longer ones at distance 2 when nothing is at distance 1. Among equally near words, one
 * with the same first letter wins (people rarely mistype the first letter), then the more frequent one.
 */
import { isCheckedWord, isWord, tokenize, type Vocabulary } from './vocabulary.ts';

/** Words of at least this length may be corrected at distance 2. */
export const DISTANCE_2_MIN_LENGTH = 8;
/** Nearest words kept per mistyped word. */
export const CANDIDATES_PER_WORD = 3;
/** Corrected queries tried, best first. */
export const MAX_CORRECTED_QUERIES = 3;

/**
 * Optimal-string-alignment distance between `a` and `b`, or `max + 1` as soon as it is known to exceed `max`
 * (cheap rejection of far words).
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  const width = b.length + 1;
  let previous2 = new Array<number>(width).fill(0);
  let previous = Array.from({ length: width }, (_, j) => j);
  let current = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, previous2[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [previous2, previous, current] = [previous, current, previous2];
  }
  return previous[b.length]!;
}

/** Largest distance at which `word` is corrected. */
export function maxDistanceFor(word: string): number {
  return word.length >= DISTANCE_2_MIN_LENGTH ? 2 : 1;
}

/**
 * A light English stem (plural, past, gerund and "-ion" endings, "y" → "i"), enough to tell that "encrypted",
 * "encryption" and "encrypt" are one word and "policies" and "policy" too. Not a full stemmer: it only decides
 * whether two words are related.
 */
export function lightStem(word: string): string {
  if (word.length <= 4) return word;
  for (const [suffix, replacement] of STEM_SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) return word.slice(0, -suffix.length) + replacement;
  }
  return word;
}
const STEM_SUFFIXES: [string, string][] = [
  ['ations', 'ate'],
  ['ation', 'ate'],
  ['ings', ''],
  ['ing', ''],
  ['ies', 'i'],
  ['ied', 'i'],
  ['ions', ''],
  ['ion', ''],
  ['ers', ''],
  ['er', ''],
  ['ed', ''],
  ['es', ''],
  ['ly', ''],
  ['s', ''],
  ['y', 'i'],
  ['e', ''],
];

/**
 * Whether the index knows `word`: a vocabulary word starts with it (the index matches prefixes), or has the same
 * stem ("encrypted" is known when "encryption" is in the index; "deleion" is not known through "deletion").
 */
export function isKnownWord(word: string, vocabulary: Vocabulary): boolean {
  return vocabulary.hasPrefix(word) || stemsOf(vocabulary).has(lightStem(word));
}

const STEMS = new WeakMap<Vocabulary, Set<string>>();
/** The stems of a vocabulary's words, computed once per vocabulary. */
function stemsOf(vocabulary: Vocabulary): Set<string> {
  let stems = STEMS.get(vocabulary);
  if (!stems) {
    stems = new Set(vocabulary.words.map(lightStem));
    STEMS.set(vocabulary, stems);
  }
  return stems;
}

/**
 * Whether a word of the index plausibly answers a typed word: it starts with it, shares its stem, or shares a
 * prefix of at least three quarters of it. Pagefind also matches index words that are mere prefixes of a typed
 * word ("can" for "canary"); those are not related.
 */
export function isRelated(typed: string, found: string): boolean {
  if (found.startsWith(typed) || lightStem(found) === lightStem(typed)) return true;
  let common = 0;
  while (common < typed.length && common < found.length && typed[common] === found[common]) common++;
  return common >= Math.max(4, Math.ceil(typed.length * 0.75));
}

/** The typed words (`isCheckedWord`) that none of the index words a search matched is related to (`isRelated`). */
export function unmatchedWords(typedWords: readonly string[], matchedWords: readonly string[]): string[] {
  return [...new Set(typedWords.filter(isCheckedWord))].filter((typed) => !matchedWords.some((found) => isRelated(typed, found)));
}

/**
 * The vocabulary words nearest to `word`, best first (at most `limit`): nearest distance first, then same first
 * letter, then most frequent. Empty when nothing is within `maxDistanceFor(word)`.
 */
export function nearestWords(word: string, vocabulary: Vocabulary, limit = CANDIDATES_PER_WORD): string[] {
  const maxDistance = maxDistanceFor(word);
  const found: { word: string; distance: number; firstLetter: number; rank: number }[] = [];
  for (let length = Math.max(1, word.length - maxDistance); length <= word.length + maxDistance; length++) {
    for (const candidate of vocabulary.ofLength(length)) {
      const distance = editDistance(word, candidate, maxDistance);
      if (distance <= maxDistance) {
        found.push({ word: candidate, distance, firstLetter: candidate[0] === word[0] ? 0 : 1, rank: vocabulary.rank(candidate) });
      }
    }
  }
  const best = Math.min(...found.map((f) => f.distance));
  return found
    .filter((f) => f.distance === best) // a distance-1 word always beats a distance-2 one
    .sort((a, b) => a.firstLetter - b.firstLetter || a.rank - b.rank)
    .slice(0, limit)
    .map((f) => f.word);
}

/** One corrected form of a query. */
export interface CorrectedQuery {
  /** The query to search. */
  term: string;
  /** Replaced words: typed → used (a dropped word maps to ''). */
  replaced: Record<string, string>;
}

/**
 * Corrected forms of `term` to try, best first (at most `MAX_CORRECTED_QUERIES`), or `[]` when every word is
 * known or no unknown word has a near word. Known words are kept as typed; each unknown word is replaced by its
 * nearest vocabulary word (the first form), then by its next nearest ones (one word at a time). An unknown word
 * with no near word is dropped.
 */
export function correctQuery(term: string, vocabulary: Vocabulary): CorrectedQuery[] {
  const words = tokenize(term);
  if (words.length === 0) return [];
  const options = words.map((word) => {
    if (!isWord(word) || isKnownWord(word, vocabulary)) return { word, candidates: [word], unknown: false };
    return { word, candidates: nearestWords(word, vocabulary), unknown: true };
  });
  // Nothing to correct, or nothing to correct it with: no corrected form would mean what was typed.
  if (!options.some((o) => o.unknown && o.candidates.length > 0)) return [];

  const build = (choice: number[]): CorrectedQuery => {
    const replaced: Record<string, string> = {};
    const used: string[] = [];
    options.forEach((option, i) => {
      const chosen = option.candidates[choice[i]!] ?? '';
      if (option.unknown) replaced[option.word] = chosen;
      if (chosen) used.push(chosen);
    });
    return { term: used.join(' '), replaced };
  };

  const first = options.map(() => 0);
  const forms = [build(first)];
  // Then vary one mistyped word at a time through its next candidates.
  for (let rank = 1; rank < CANDIDATES_PER_WORD && forms.length < MAX_CORRECTED_QUERIES; rank++) {
    options.forEach((option, i) => {
      if (forms.length >= MAX_CORRECTED_QUERIES || !option.unknown || rank >= option.candidates.length) return;
      const choice = [...first];
      choice[i] = rank;
      forms.push(build(choice));
    });
  }
  const seen = new Set<string>();
  return forms.filter((f) => f.term !== '' && !seen.has(f.term) && seen.add(f.term));
}
