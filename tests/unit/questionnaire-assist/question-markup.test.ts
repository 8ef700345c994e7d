/** A portal's markup around an exported question: read off before drafting, the question itself left as asked. */
import { describe, expect, it } from 'vitest';
import { SnapshotSchema } from '../../../content/schemas/snapshot.ts';
import { buildCorpus } from '../../../edge/services/questionnaire-assist/answerer/corpus.ts';
import { draftQuestion } from '../../../edge/services/questionnaire-assist/assist-answerer.ts';
import { readPortalMarkup } from '../../../edge/services/questionnaire-assist/question-markup.ts';

describe('readPortalMarkup', () => {
  it.each([
    [
      'Q-SEC-010 Does your organization encrypt customer data at rest? [Single select: Yes | No | Not applicable] Guidance: If Yes, specify the algorithm in Q-SEC-011.',
      'Does your organization encrypt customer data at rest?',
      'yesno',
    ],
    ['SEC-007: Is MFA enforced for staff? [Yes/No]', 'Is MFA enforced for staff?', 'yesno'],
    [
      'Q-GOV-002 Job title of the executive accountable for information security. [Short text, max 100 characters]',
      'Job title of the executive accountable for information security.',
      'text',
    ],
    ['Q-BCM-002 What is your Recovery Time Objective (RTO)? [Number + unit]', 'What is your Recovery Time Objective (RTO)?', 'text'],
    ['Q-INF-009 Contracted monthly availability commitment. [Percentage]', 'Contracted monthly availability commitment.', 'text'],
    // A single choice among values asks for the value, not Yes or No.
    ['Q-GOV-003 How often is the board briefed? [Single select: Monthly | Quarterly | Annually]', 'How often is the board briefed?', 'text'],
    [
      'Q-TPR-007 List all fourth parties with access to customer data. [Long text] Note: attach the list if > 10.',
      'List all fourth parties with access to customer data.',
      'text',
    ],
    [
      'Q-SEC-011 If you answered Yes to Q-SEC-010, state the encryption algorithm used. [Short text, max 50 characters]',
      'State the encryption algorithm used.',
      'text',
    ],
  ])('reads %s', (question, text, form) => {
    expect(readPortalMarkup(question)).toEqual({ text, form });
  });

  it.each([
    'AES-256 encryption at rest?',
    'SOC-2 report available?',
    'ISO-27001 certified?',
    'If a breach occurs, are customers notified within 72 hours?',
    'Do you keep audit logs? Note that we need at least a year.',
    'Describe your backups [e.g. frequency, retention].',
  ])('leaves a question without a portal’s markup as it is: %s', (question) => {
    expect(readPortalMarkup(question)).toEqual({ text: question, form: null });
  });
});

describe('draftQuestion with a portal’s markup', () => {
  const corpus = buildCorpus({
    snapshot: SnapshotSchema.parse({
      organization: { id: 'org_t', slug: 't', name: 'T' },
      space: { defaultProductId: 'p' },
      products: [{ productId: 'p', productName: 'P', productSlug: 'p' }],
      cards: [{ productId: 'p', kind: 'dataSecurity' }],
      items: [],
      topics: [],
      knowledgeBase: [
        { objectID: 'k_rest', content: 'Do you encrypt data at rest?', answer: 'Yes. Customer data is encrypted at rest with AES-256.' },
        { objectID: 'k_rto', content: 'What is your RTO?', answer: 'Our recovery time objective (RTO) is 4 hours.' },
      ],
    }),
    productId: 'p',
    baseUrl: 'https://trust.example',
  });

  it.each([
    ['Q-SEC-010 Do you encrypt data at rest? [Single select: Yes | No | Not applicable] Guidance: If Yes, name the algorithm.', 'Do you encrypt data at rest?'],
    ['Q-BCM-002 What is your RTO? [Number + unit]', 'What is your RTO?'],
  ])('drafts %s as the question alone', async (exported, plain) => {
    const drafted = await draftQuestion(corpus, exported, {});
    expect(drafted.answer).not.toBe('No answer found');
    expect(drafted).toEqual(await draftQuestion(corpus, plain, {}));
  });
});
