import { describe, expect, it } from 'vitest';
import { SnapshotSchema } from '../../../content/schemas/snapshot.ts';
import { buildCorpus } from '../../../edge/services/questionnaire-assist/answerer/corpus.ts';
import { draftAnswer } from '../../../edge/services/questionnaire-assist/answerer/draft-answer.ts';
import { oneSlipAway, withTyposCorrected } from '../../../edge/services/questionnaire-assist/answerer/typos.ts';

const corpus = buildCorpus({
  snapshot: SnapshotSchema.parse({
    organization: { id: 'org_t', slug: 't', name: 'T' },
    space: { defaultProductId: 'p' },
    products: [{ productId: 'p', productName: 'P', productSlug: 'p' }],
    cards: [{ productId: 'p', kind: 'dataSecurity' }],
    items: [
      {
        itemUid: 'i_rest',
        productId: 'p',
        cardKind: 'dataSecurity',
        title: 'Encryption at rest',
        slug: 'rest',
        explanation: 'Customer data is encrypted at rest with AES-256.',
      },
      {
        itemUid: 'i_screening',
        productId: 'p',
        cardKind: 'dataSecurity',
        title: 'Background checks',
        slug: 'screening',
        explanation: 'Every employee passes a background check before starting.',
      },
      { itemUid: 'i_logs', productId: 'p', cardKind: 'dataSecurity', title: 'Audit logs', slug: 'logs', explanation: 'Audit logs are retained for one year.' },
    ],
    topics: [],
    knowledgeBase: [],
  }),
  productId: 'p',
  baseUrl: 'https://trust.example',
});

describe('a typing error in a question', () => {
  it('is one slip from a word: a letter left out or added, or two neighbours swapped, not a letter changed', () => {
    expect(oneSlipAway('encyption', 'encryption')).toBe(true);
    expect(oneSlipAway('encrpytion', 'encryption')).toBe(true);
    expect(oneSlipAway('encryptionn', 'encryption')).toBe(true);
    expect(oneSlipAway('retainer', 'retained')).toBe(false);
    expect(oneSlipAway('encryption', 'encryption')).toBe(false);
    expect(oneSlipAway('encrypt', 'encryption')).toBe(false);
  });

  it('is read as the word of the sources it is one slip from, and the question answered', () => {
    expect(withTyposCorrected(corpus, 'Is customer data encyrpted at rest?')).toBe('Is customer data encrypted at rest?');
    expect(withTyposCorrected(corpus, 'Backgound checks for employees?')).toBe('Background checks for employees?');
    expect(draftAnswer(corpus, 'Is customer data encyrpted at rest?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_rest' }] });
    expect(draftAnswer(corpus, 'Do employees pass a backgound check?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_screening' }] });
  });

  it('leaves a word of everyday English, a short word and a word the sources use as written', () => {
    // "retainer" is one changed letter from the sources' "retained": a word of its own.
    expect(withTyposCorrected(corpus, 'Do you keep an incident response firm on retainer?')).toBe('Do you keep an incident response firm on retainer?');
    expect(withTyposCorrected(corpus, 'Is data stroed?')).toBe('Is data stroed?');
    expect(withTyposCorrected(corpus, 'Are audit logs retained?')).toBe('Are audit logs retained?');
  });
});
