/**
 * Typing errors in a question ("encyption", "backgound", "authetnication"): a long word that neither the sources nor
 * everyday English use, one slip away from exactly one word the sources do use — a letter left out, a letter added,
 * two neighbouring letters swapped — is read as that word. A changed letter is not taken for a slip: it turns too many
 * real words into other real words ("retainer", "retained"). A word with two such neighbours stays as written.
 */
import type { Corpus } from './corpus.ts';
import { isCommonWord, termOfWord } from './lexicon.ts';

/** Shorter words are too often another word one slip away. */
const MIN_LENGTH = 7;

/** The sources' lowercase words of `MIN_LENGTH - 1` letters or more, by first letter and length, per corpus. */
const indexes = new WeakMap<Corpus, Map<string, string[]>>();

function indexOf(corpus: Corpus): Map<string, string[]> {
  let index = indexes.get(corpus);
  if (!index) {
    index = new Map();
    for (const word of corpus.usedLowercase ?? []) {
      if (word.length < MIN_LENGTH - 1 || !/^[a-z]+$/.test(word)) continue;
      const key = `${word[0]}${word.length}`;
      const words = index.get(key);
      if (words) words.push(word);
      else index.set(key, [word]);
    }
    indexes.set(corpus, index);
  }
  return index;
}

/** Whether `typed` is `word` with one letter left out, one added, or two neighbours swapped. */
export function oneSlipAway(typed: string, word: string): boolean {
  if (typed.length === word.length) {
    const at = [...typed].findIndex((c, i) => c !== word[i]);
    return at >= 0 && typed[at] === word[at + 1] && typed[at + 1] === word[at] && typed.slice(at + 2) === word.slice(at + 2);
  }
  const [short, long] = typed.length < word.length ? [typed, word] : [word, typed];
  if (long.length - short.length !== 1) return false;
  const at = [...short].findIndex((c, i) => c !== long[i]);
  return at < 0 || short.slice(at) === long.slice(at + 1);
}

/** The question with its typing errors read as the words of the sources they are one slip away from. */
export function withTyposCorrected(corpus: Corpus, question: string): string {
  const used = corpus.usedLowercase;
  if (!used || used.size === 0) return question;
  const index = indexOf(corpus);
  return question.replace(new RegExp(`\\b[A-Za-z][a-z]{${MIN_LENGTH - 1},}\\b`, 'g'), (written) => {
    const word = written.toLowerCase();
    const term = termOfWord(word);
    if (used.has(word) || !term || corpus.documentFrequency.has(term) || isCommonWord(term)) return written;
    let found: string | null = null;
    for (const length of [word.length - 1, word.length, word.length + 1]) {
      for (const candidate of index.get(`${word[0]}${length}`) ?? []) {
        if (!oneSlipAway(word, candidate)) continue;
        if (found && termOfWord(found) !== termOfWord(candidate)) return written;
        found ??= candidate;
      }
    }
    if (!found) return written;
    return written[0] === word[0] ? found : found[0]!.toUpperCase() + found.slice(1);
  });
}
