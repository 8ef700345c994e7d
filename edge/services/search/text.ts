/**
 * How the server-side search index cuts text into terms (index and queries alike): lowercase words, common
 * English words dropped, and a light suffix stemmer so "encryption", "encrypted" and "encrypts" meet at
 * "encrypt". Typos are left to the index's fuzzy matching.
 */

/** Words that carry no meaning in a question ("Do you encrypt data at rest?" searches encrypt, data, rest). */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be been but by can could did do does for from had has have how i if in into is it its me my ' +
    'no not of on or our so such that the their them then there these they this to was we were what when where which ' +
    'who why will with would you your yours any all about us'
  ).split(' '),
);

const SUFFIXES: [string, string][] = [
  ['ational', 'ate'],
  ['ations', ''],
  ['ation', ''],
  ['ions', ''],
  ['ion', ''],
  ['ings', ''],
  ['ing', ''],
  ['ies', 'y'],
  ['edly', ''],
  ['ed', ''],
  ['ly', ''],
  ['es', ''],
  ['s', ''],
];

/** A word's stem: the first matching suffix removed when at least four letters remain ("ss" is kept). */
export function stem(word: string): string {
  if (word.length <= 4 || /ss$/.test(word)) return word;
  for (const [suffix, replacement] of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 4) return word.slice(0, -suffix.length) + replacement;
  }
  return word;
}

/** The words of a text, lowercase (letters, digits and inner hyphens/apostrophes dropped to split). */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** The index term of one word, or null for a stop word. */
export function termOf(word: string): string | null {
  const lower = word.toLowerCase();
  if (STOP_WORDS.has(lower)) return null;
  return stem(lower);
}

/** The distinct terms of a query. */
export function queryTerms(text: string): string[] {
  return [
    ...new Set(
      words(text)
        .map(termOf)
        .filter((t): t is string => !!t),
    ),
  ];
}
