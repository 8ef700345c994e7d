/** Knowledge-base questions in any script: the same question is a duplicate, different ones are not. */
import { describe, expect, it } from 'vitest';
import type { KnowledgeBaseEntry } from '../../../content/schemas/knowledge-base.ts';
import { kbIssues } from '../../../edge/services/kb/kb-issues.ts';
import { NEAR_DUPLICATE_SIMILARITY, questionSimilarity } from '../../../edge/services/kb/kb-similarity.ts';

const ARABIC_INCIDENTS = 'هل لديكم خطة للاستجابة للحوادث؟';
const ARABIC_ENCRYPTION = 'هل تقومون بتشفير البيانات؟';
const JAPANESE_ENCRYPTION = 'データは暗号化されていますか？';

function entry(objectID: string, content: string, answer: string): KnowledgeBaseEntry {
  return {
    objectID,
    content,
    answer,
    comment: '',
    source_type: 'manual',
    source_subtype: '',
    source_name: '',
    favorite_public: false,
    access_level: 'public',
    product_ids: [],
    date_timestamp: 1,
    customer_modified_timestamp: 1,
  };
}

describe('questionSimilarity', () => {
  it('tells different questions apart when they are written without Latin letters', () => {
    expect(questionSimilarity(ARABIC_INCIDENTS, ARABIC_ENCRYPTION)).toBeLessThan(NEAR_DUPLICATE_SIMILARITY);
    expect(questionSimilarity(ARABIC_INCIDENTS, JAPANESE_ENCRYPTION)).toBeLessThan(NEAR_DUPLICATE_SIMILARITY);
    expect(questionSimilarity('?', '!')).toBeLessThan(NEAR_DUPLICATE_SIMILARITY);
  });

  it('still finds the same question asked again, in any script', () => {
    expect(questionSimilarity(ARABIC_ENCRYPTION, ` ${ARABIC_ENCRYPTION.replace('؟', ' ؟')}`)).toBe(1);
    expect(questionSimilarity(JAPANESE_ENCRYPTION, JAPANESE_ENCRYPTION.replace('？', '?'))).toBe(1);
    expect(questionSimilarity('Do you encrypt data at rest?', 'do you encrypt data at rest')).toBe(1);
  });
});

describe('kbIssues', () => {
  it('lists no duplicate for entries that ask different questions in other scripts', () => {
    const entries = [entry('a', ARABIC_INCIDENTS, 'نعم'), entry('b', ARABIC_ENCRYPTION, 'لا'), entry('c', JAPANESE_ENCRYPTION, 'はい')];
    expect(kbIssues(entries, { now: 2, staleAfterDays: 365 })).toEqual([]);
    const again = [...entries, entry('d', `${ARABIC_ENCRYPTION} `, 'لا')];
    expect(kbIssues(again, { now: 2, staleAfterDays: 365 })).toEqual([
      expect.objectContaining({ kind: 'duplicate', entries: expect.arrayContaining(['b', 'd']) }),
    ]);
  });
});
