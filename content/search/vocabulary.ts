/**
 * The search vocabulary: every word of the local index, most frequent first, shipped beside the index so the
 * widget can correct a mistyped word (`corrector.ts`) without a server.
 *
 * Pagefind matches exact words and prefixes only, so "subprocesors" finds nothing. The build writes the index's
 * words to `VOCABULARY_FILE` (gzip-compressed JSON, a few KiB for a typical trust center); the widget fetches it
 * only the first time a query finds nothing, corrects the words no index word starts with, and searches again.
 *
 * File format (version 1), before compression:
 *   { "v": 1, "words": "encryption data customer …" }
 * one string of space-separated lowercase words ordered by the number of records containing them, descending
 * (ties alphabetical), so a word's position is its frequency rank.
 */

/** Path of the vocabulary file in a built site. */
export const VOCABULARY_FILE = 'pagefind-vocabulary.json.gz';
/** Format version written into the file. */
export const VOCABULARY_VERSION = 1;
/** Words shorter than this are neither stored nor corrected (a typo in a 2-letter word is anybody's guess). */
export const MIN_WORD_LENGTH = 3;
/** Longer tokens (hashes, ids) are not words anyone types. */
export const MAX_WORD_LENGTH = 32;
/** At most this many words are kept (the most frequent), whatever the size of the organisation. */
export const MAX_VOCABULARY_WORDS = 60_000;

/**
 * Splits text into lowercase words: runs of letters and digits (apostrophes dropped: "don't" → "dont"), as the
 * vocabulary stores them and the corrector looks them up.
 */
export function tokenize(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/['’]/g, '')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** Whether a token is worth storing or correcting: long enough, not too long, with at least one letter. */
export function isWord(token: string): boolean {
  return token.length >= MIN_WORD_LENGTH && token.length <= MAX_WORD_LENGTH && /\p{L}/u.test(token);
}

/**
 * Whether a typed token must be found in what a search matched: a word (`isWord`), or a longer run with a letter.
 * The vocabulary holds no such run, so one the index does not hold as typed finds nothing, rather than the hits
 * of a shorter index word it starts with.
 */
export function isCheckedWord(token: string): boolean {
  return token.length >= MIN_WORD_LENGTH && /\p{L}/u.test(token);
}

/** Counts, for each word, the number of documents (texts) containing it. */
export class VocabularyBuilder {
  readonly #documentFrequency = new Map<string, number>();

  /** Adds one document (one record or page). */
  add(text: string): void {
    for (const word of new Set(tokenize(text).filter(isWord))) {
      this.#documentFrequency.set(word, (this.#documentFrequency.get(word) ?? 0) + 1);
    }
  }

  /** Words by document frequency, descending, ties alphabetical; at most `MAX_VOCABULARY_WORDS`. */
  words(): string[] {
    return [...this.#documentFrequency]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
      .slice(0, MAX_VOCABULARY_WORDS)
      .map(([word]) => word);
  }

  /** The file's JSON text (before compression). */
  toJson(): string {
    return JSON.stringify({ v: VOCABULARY_VERSION, words: this.words().join(' ') });
  }
}

/** A loaded vocabulary with the look-ups the corrector needs. */
export class Vocabulary {
  /** Words, most frequent first. */
  readonly words: readonly string[];
  /** Frequency rank of each word (0 = most frequent). */
  readonly #rank = new Map<string, number>();
  /** Words in code-unit order, for prefix look-ups. */
  readonly #sorted: string[];
  /** Words by length. */
  readonly #byLength = new Map<number, string[]>();

  constructor(words: readonly string[]) {
    this.words = words;
    words.forEach((word, rank) => {
      if (this.#rank.has(word)) return;
      this.#rank.set(word, rank);
      const bucket = this.#byLength.get(word.length);
      if (bucket) bucket.push(word);
      else this.#byLength.set(word.length, [word]);
    });
    this.#sorted = [...this.#rank.keys()].sort();
  }

  /** Parses the vocabulary file's JSON text; throws on anything else. */
  static fromJson(json: string): Vocabulary {
    const data = JSON.parse(json) as { v?: unknown; words?: unknown };
    if (data.v !== VOCABULARY_VERSION || typeof data.words !== 'string') {
      throw new Error(`Unsupported search vocabulary (version ${String(data.v)}).`);
    }
    return new Vocabulary(data.words ? data.words.split(' ') : []);
  }

  get size(): number {
    return this.#rank.size;
  }

  /** Frequency rank of a word (0 = most frequent), or `Infinity` when absent. */
  rank(word: string): number {
    return this.#rank.get(word) ?? Infinity;
  }

  has(word: string): boolean {
    return this.#rank.has(word);
  }

  /** Whether some word starts with `prefix` (the index matches prefixes, so such a word is not a typo). */
  hasPrefix(prefix: string): boolean {
    let low = 0;
    let high = this.#sorted.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.#sorted[mid]! < prefix) low = mid + 1;
      else high = mid;
    }
    return low < this.#sorted.length && this.#sorted[low]!.startsWith(prefix);
  }

  /** Words whose length is `length`, most frequent first. */
  ofLength(length: number): readonly string[] {
    return this.#byLength.get(length) ?? [];
  }
}
