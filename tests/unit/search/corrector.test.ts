import { describe, expect, it } from 'vitest';
import {
  correctQuery,
  editDistance,
  isKnownWord,
  isRelated,
  lightStem,
  maxDistanceFor,
  nearestWords,
  unmatchedWords,
} from '../../../content/search/corrector.ts';
import { Vocabulary, VocabularyBuilder } from '../../../content/search/vocabulary.ts';

/** A vocabulary built like the site build does, from a few records. */
function vocabularyOf(...documents: string[]): Vocabulary {
  const builder = new VocabularyBuilder();
  for (const document of documents) builder.add(document);
  return Vocabulary.fromJson(builder.toJson());
}

const TRUST_CENTER = vocabularyOf(
  'Do you maintain a list of subprocessors? We notify customers 30 days before a new subprocessor starts.',
  'Is customer data protected by encryption at rest? Yes, AES-256 encryption for every volume.',
  'Do you have an incident response plan? Our incident response plan is tested twice a year.',
  'Encryption in transit uses TLS 1.2 or later.',
  'Security incident notification within 72 hours.',
  'Our process for responding to access requests.',
  'Information security policies are reviewed yearly.',
);

describe('editDistance (optimal string alignment)', () => {
  it.each([
    ['subprocessors', 'subprocessors', 0],
    ['subprocesors', 'subprocessors', 1], // deletion
    ['encrypton', 'encryption', 1], // deletion
    ['incidnet', 'incident', 1], // adjacent swap
    ['responce', 'response', 1], // substitution
    ['securrity', 'security', 1], // insertion
    ['ecnryption', 'encryption', 1],
    ['polciy', 'policy', 1],
    ['kitten', 'sitting', 3],
    ['', 'abc', 3],
  ])('%s → %s is %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });

  it('stops early once the distance exceeds the limit', () => {
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('nearestWords', () => {
  it('finds the intended word for one-typo words', () => {
    expect(nearestWords('subprocesors', TRUST_CENTER)[0]).toBe('subprocessors');
    expect(nearestWords('encrypton', TRUST_CENTER)[0]).toBe('encryption');
    expect(nearestWords('incidnet', TRUST_CENTER)[0]).toBe('incident');
    expect(nearestWords('respnse', TRUST_CENTER)[0]).toBe('response');
  });

  it('allows two edits only for words of eight letters or more', () => {
    expect(maxDistanceFor('policy')).toBe(1);
    expect(maxDistanceFor('incident')).toBe(2);
    expect(nearestWords('subprcesors', TRUST_CENTER)).toContain('subprocessors'); // two deletions
    expect(nearestWords('plicey', TRUST_CENTER)).toEqual([]); // "policy" is two edits from a six-letter word
  });

  it('prefers the nearest, then the same first letter, then the more frequent word', () => {
    const vocabulary = new Vocabulary(['data', 'date', 'gate', 'late']); // most frequent first
    expect(nearestWords('dati', vocabulary)).toEqual(['data', 'date']); // "gate"/"late" are 2 away
    expect(nearestWords('xate', vocabulary)).toEqual(['date', 'gate', 'late']); // frequency order, none share x
    expect(nearestWords('hate', new Vocabulary(['gate', 'date', 'hated']))).toEqual(['hated', 'gate', 'date']);
  });

  it('finds nothing when no word is near', () => {
    expect(nearestWords('redteamtitle', TRUST_CENTER)).toEqual([]);
  });
});

describe('isKnownWord and lightStem', () => {
  it('knows prefixes of index words and inflections of them', () => {
    expect(isKnownWord('subproc', TRUST_CENTER)).toBe(true);
    expect(isKnownWord('encrypted', TRUST_CENTER)).toBe(true); // stem "encrypt" starts "encryption"
    expect(isKnownWord('policy', TRUST_CENTER)).toBe(true); // stem "polici" starts "policies"
    expect(isKnownWord('subprocesors', TRUST_CENTER)).toBe(false);
    expect(isKnownWord('canary', TRUST_CENTER)).toBe(false);
  });

  it('reduces common English endings', () => {
    expect(lightStem('encryption')).toBe('encrypt');
    expect(lightStem('encrypted')).toBe('encrypt');
    expect(lightStem('policies')).toBe(lightStem('policy'));
    expect(lightStem('processing')).toBe('process');
    expect(lightStem('data')).toBe('data');
  });
});

describe('isRelated and unmatchedWords', () => {
  it('accepts prefix, stem and long shared-prefix matches, not index words that are a prefix of the typed one', () => {
    expect(isRelated('encr', 'encryption')).toBe(true);
    expect(isRelated('encrypted', 'encryption')).toBe(true);
    expect(isRelated('processed', 'processing')).toBe(true);
    expect(isRelated('canary', 'can')).toBe(false);
    expect(isRelated('incidnet', 'incident')).toBe(false);
  });

  it('lists the typed words no matched word answers', () => {
    expect(unmatchedWords(['canary', 'redteamtitle', '849520'], ['can', 'can'])).toEqual(['canary', 'redteamtitle']);
    expect(unmatchedWords(['incident', 'response'], ['incident', 'response', 'plan'])).toEqual([]);
    expect(unmatchedWords(['to', 'encrypt'], ['encryption'])).toEqual([]); // "to" is too short to check
  });
});

describe('correctQuery', () => {
  it('corrects the mistyped words of a query and keeps the known ones', () => {
    expect(correctQuery('subprocesors', TRUST_CENTER)[0]).toEqual({ term: 'subprocessors', replaced: { subprocesors: 'subprocessors' } });
    expect(correctQuery('encrypton', TRUST_CENTER)[0]?.term).toBe('encryption');
    expect(correctQuery('incidnet response', TRUST_CENTER)[0]).toEqual({ term: 'incident response', replaced: { incidnet: 'incident' } });
    expect(correctQuery('Incidnet Respnse', TRUST_CENTER)[0]?.term).toBe('incident response');
  });

  it('offers further forms with the next nearest words, without duplicates', () => {
    const vocabulary = new Vocabulary(['data', 'date', 'retention']);
    const forms = correctQuery('dati retention', vocabulary).map((f) => f.term);
    expect(forms).toEqual(['data retention', 'date retention']);
  });

  it('does nothing when every word is known', () => {
    expect(correctQuery('incident response', TRUST_CENTER)).toEqual([]);
    expect(correctQuery('encrypted data', TRUST_CENTER)).toEqual([]);
    expect(correctQuery('   ', TRUST_CENTER)).toEqual([]);
  });

  it('drops a word with no near word if another remains, and gives up when none can be corrected', () => {
    expect(correctQuery('encrypton zzqxv', TRUST_CENTER)[0]).toEqual({ term: 'encryption', replaced: { encrypton: 'encryption', zzqxv: '' } });
    expect(correctQuery('CANARY-REDTEAMTITLE-849520', TRUST_CENTER)).toEqual([]);
  });
});

describe('isKnownWord with a mistyped ending', () => {
  it('does not take a typo for an inflection of a known word', () => {
    const vocabulary = new Vocabulary(['deletion', 'delete', 'records']);
    expect(isKnownWord('deleion', vocabulary)).toBe(false);
    expect(isKnownWord('deleted', vocabulary)).toBe(true);
    expect(correctQuery('records deleion', vocabulary)[0]?.term).toBe('records deletion');
  });
});
