import { describe, expect, it } from 'vitest';
import { MAX_VOCABULARY_WORDS, Vocabulary, VocabularyBuilder, isWord, tokenize } from '../../../content/search/vocabulary.ts';

describe('tokenize', () => {
  it('splits text into lowercase words of letters and digits', () => {
    expect(tokenize("Don't store AES-256 keys; rotate them yearly. Ünïcode ok")).toEqual([
      'dont',
      'store',
      'aes',
      '256',
      'keys',
      'rotate',
      'them',
      'yearly',
      'ünïcode',
      'ok',
    ]);
  });
  it('keeps words of 3 to 32 characters with a letter', () => {
    expect(isWord('ab')).toBe(false);
    expect(isWord('abc')).toBe(true);
    expect(isWord('2026')).toBe(false);
    expect(isWord('x'.repeat(33))).toBe(false);
  });
});

describe('VocabularyBuilder and Vocabulary', () => {
  it('orders words by the number of documents containing them, ties alphabetical', () => {
    const builder = new VocabularyBuilder();
    builder.add('encryption encryption encryption keys');
    builder.add('encryption backups');
    builder.add('backups are tested');
    expect(builder.words()).toEqual(['backups', 'encryption', 'are', 'keys', 'tested']);
    const vocabulary = Vocabulary.fromJson(builder.toJson());
    expect(vocabulary.rank('backups')).toBe(0);
    expect(vocabulary.rank('tested')).toBe(4);
    expect(vocabulary.rank('absent')).toBe(Infinity);
    expect(vocabulary.ofLength(4)).toEqual(['keys']);
  });

  it('answers prefix look-ups', () => {
    const vocabulary = new Vocabulary(['subprocessors', 'subprocessor', 'encryption']);
    expect(vocabulary.hasPrefix('subproc')).toBe(true);
    expect(vocabulary.hasPrefix('encryption')).toBe(true);
    expect(vocabulary.hasPrefix('encryptions')).toBe(false);
    expect(vocabulary.hasPrefix('zeta')).toBe(false);
    expect(vocabulary.has('subprocessor')).toBe(true);
  });

  it('rejects files of another version', () => {
    expect(() => Vocabulary.fromJson('{"v":2,"words":"a"}')).toThrow(/Unsupported/);
    expect(Vocabulary.fromJson('{"v":1,"words":""}').size).toBe(0);
  });

  it('keeps at most the most frequent MAX_VOCABULARY_WORDS words', () => {
    const builder = new VocabularyBuilder();
    builder.add('common');
    builder.add(`${Array.from({ length: MAX_VOCABULARY_WORDS + 5 }, (_, i) => `word${i.toString(36)}x`).join(' ')} common`);
    const words = builder.words();
    expect(words).toHaveLength(MAX_VOCABULARY_WORDS);
    expect(words[0]).toBe('common');
  });
});
