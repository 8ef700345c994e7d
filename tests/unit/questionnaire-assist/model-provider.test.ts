/** Drafting with a chat model: it gets only the sources the retrieval found, and "No answer found" stays so. */
import { describe, expect, it } from 'vitest';
import { SnapshotSchema } from '../../../content/schemas/snapshot.ts';
import type { AiProvider, AnswerSource } from '../../../edge/services/ai/types.ts';
import { buildCorpus } from '../../../edge/services/questionnaire-assist/answerer/corpus.ts';
import { draftQuestion } from '../../../edge/services/questionnaire-assist/assist-answerer.ts';

const corpus = buildCorpus({
  snapshot: SnapshotSchema.parse({
    organization: { id: 'org_t', slug: 't', name: 'T' },
    space: { defaultProductId: 'p' },
    products: [{ productId: 'p', productName: 'P', productSlug: 'p' }],
    knowledgeBase: [
      { objectID: 'k_rest', content: 'Do you encrypt customer data at rest?', answer: 'Yes. AES-256 for all customer data.' },
      { objectID: 'k_secret', content: 'Internal: which bank holds our escrow account?', answer: 'First Example Bank.', access_level: 'internal' },
    ],
  }),
  productId: 'p',
  baseUrl: 'https://trust.example',
});

function model(reply: string | null): AiProvider & { calls: { question: string; sources: AnswerSource[] }[] } {
  const calls: { question: string; sources: AnswerSource[] }[] = [];
  return {
    name: 'openai',
    calls,
    answer: async (question, sources) => {
      calls.push({ question, sources });
      return { answer: reply, cited: reply ? [1] : [] };
    },
  };
}

describe('draftQuestion with a chat model', () => {
  it('phrases the answer from the retrieved sources only, citing them', async () => {
    const provider = model('Yes. All customer data is encrypted at rest with AES-256 [1].');
    const draft = await draftQuestion(corpus, 'Is customer data encrypted at rest?', { provider });
    expect(draft).toMatchObject({ answer: 'Yes', explanation: 'All customer data is encrypted at rest with AES-256.', sources: [{ id: 'k_rest' }] });
    expect(provider.calls).toHaveLength(1);
    expect(provider.calls[0]!.question).toContain('Start with exactly one of Yes, No or N/A');
    expect(JSON.stringify(provider.calls[0]!.sources)).not.toContain('First Example Bank');
  });

  it('keeps "No answer found" when the model says the sources do not answer, and asks no model without sources', async () => {
    let provider = model(null);
    let draft = await draftQuestion(corpus, 'Is customer data encrypted at rest?', { provider });
    expect(draft).toMatchObject({ answer: 'No answer found', flagged: true, sources: [] });
    provider = model('Yes [1].');
    draft = await draftQuestion(corpus, 'Which bank holds your escrow account?', { provider });
    expect(draft).toMatchObject({ answer: 'No answer found', sources: [] });
    expect(provider.calls).toHaveLength(0);
  });

  it('flags a Yes/No question the model did not answer with Yes or No', async () => {
    const draft = await draftQuestion(corpus, 'Is customer data encrypted at rest?', { provider: model('Customer data is protected [1].') });
    expect(draft).toMatchObject({ confidence: 'low', flagged: true, flagReason: 'The model did not answer Yes or No.' });
  });
});
