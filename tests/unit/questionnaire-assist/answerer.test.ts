/** The built-in questionnaire answerer: question forms, anchors, abstention, and the verdict read from the sources. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NO_ANSWER_FOUND } from '../../../content/contracts/questionnaire-assist.ts';
import { SnapshotSchema } from '../../../content/schemas/snapshot.ts';
import { buildCorpus, documentSections, documentSentences } from '../../../edge/services/questionnaire-assist/answerer/corpus.ts';
import {
  actTerms,
  allowsWhatIsPrevented,
  alternativeAnchors,
  blocksAsked,
  answerTypeOf,
  choiceOfKinds,
  compoundParts,
  compoundTerms,
  countedTerms,
  draftAnswer,
  withoutControlId,
  asSentence,
  withoutSectionHeading,
  withoutExtentFrame,
  withoutRequirementNote,
  withoutProvisionReferences,
  withoutContextLead,
  withoutRemarks,
  withoutRowLabel,
  withoutFieldSegments,
  withoutListMarker,
  withoutTrailingInstruction,
  withRespondentNamed,
  withoutRestatement,
  exampleTerms,
  findEvidence,
  glossTerms,
  KNOWN_WORDS_SUPPORT_THRESHOLD,
  lifecycleWords,
  mainQuestion,
  questionForm,
  slotTerms,
  statesCount,
  SUPPORT_THRESHOLD,
  supportThreshold,
  unknownHeadTerms,
  headingTerms,
  separatesLinked,
  listsOtherKinds,
  aboutOtherReport,
  statesAlternative,
  statesOtherDuration,
  statedDurationTerms,
  purposeTerms,
  ensureStop,
} from '../../../edge/services/questionnaire-assist/answerer/draft-answer.ts';
import { readPortalMarkup } from '../../../edge/services/questionnaire-assist/question-markup.ts';
import { fromChatRegister } from '../../../edge/services/questionnaire-assist/answerer/chat-register.ts';
import { fromSpokenRegister, isSpoken, withKindNamed } from '../../../edge/services/questionnaire-assist/answerer/spoken-register.ts';
import {
  withPartyRequestsAsked,
  ASKS_OCCURRENCE,
  frequenciesIn,
  ASKS_TITLE,
  ASKS_RECURRENCE,
  ASKS_SINGLE_SITE,
  ASKS_PUBLIC,
  DOCUMENT_ASKED,
  SEVERAL_SITES,
  REPORTS_OCCURRENCE,
  cuesOf,
  questionNegation,
  leadingVerdict,
  nativeReading,
  plainWords as plainWordsOf,
  termsOf,
  tokenize,
} from '../../../edge/services/questionnaire-assist/answerer/lexicon.ts';

const snapshot = SnapshotSchema.parse({
  organization: { id: 'org_t', slug: 't', name: 'T' },
  space: { defaultProductId: 'p' },
  products: [{ productId: 'p', productName: 'P', productSlug: 'p' }],
  cards: [
    { productId: 'p', kind: 'dataSecurity' },
    { productId: 'p', kind: 'accessControl' },
    { productId: 'p', kind: 'networkSecurity' },
    { productId: 'p', kind: 'securityGrades' },
  ],
  items: [
    {
      itemUid: 'i_rest',
      productId: 'p',
      cardKind: 'dataSecurity',
      title: 'Encryption at rest',
      slug: 'rest',
      explanation: 'All customer data is encrypted at rest with AES-256.',
    },
    {
      itemUid: 'i_byok',
      productId: 'p',
      cardKind: 'dataSecurity',
      title: 'Customer-managed keys',
      slug: 'byok',
      enabledState: 'workInProgress',
      explanation: 'Customers will be able to bring their own key from 2027.',
    },
    {
      itemUid: 'i_ip',
      productId: 'p',
      cardKind: 'accessControl',
      title: 'IP allowlisting',
      slug: 'ip',
      enabledState: 'notEnabled',
      explanation: 'Restricting access to customer IP ranges is not available.',
    },
    {
      itemUid: 'i_zt',
      productId: 'p',
      cardKind: 'networkSecurity',
      title: 'Zero-trust access',
      slug: 'zt',
      explanation: 'There is no corporate VPN. Employees reach internal tools through an identity-aware proxy.',
    },
    {
      itemUid: 'i_vendor',
      productId: 'p',
      cardKind: 'networkSecurity',
      title: 'Vendor management',
      slug: 'vendor',
      explanation: 'Security due diligence before onboarding a vendor, and yearly reassessment of critical vendors.',
    },
    {
      itemUid: 'i_seg',
      productId: 'p',
      cardKind: 'networkSecurity',
      title: 'Network segmentation',
      slug: 'seg',
      explanation: 'Production and non-production networks are separate accounts with no peering.',
    },
    {
      itemUid: 'i_backup',
      productId: 'p',
      cardKind: 'dataSecurity',
      title: 'Backups',
      slug: 'backups',
      explanation:
        'Databases are backed up daily and kept for 35 days. Backups are encrypted and copied to a second region. Restores are tested every quarter.',
    },
    {
      itemUid: 'i_logs',
      productId: 'p',
      cardKind: 'networkSecurity',
      title: 'Logging',
      slug: 'logs',
      explanation: 'Audit logs are retained for one year in an immutable archive.',
    },
    {
      itemUid: 'i_secrets',
      productId: 'p',
      cardKind: 'dataSecurity',
      title: 'Secrets management',
      slug: 'secrets',
      explanation: 'Application secrets are stored in a secrets manager; no secret is stored in source code.',
    },
    {
      itemUid: 'i_region',
      productId: 'p',
      cardKind: 'dataSecurity',
      title: 'Data residency',
      slug: 'region',
      explanation: 'Customer data is hosted in eu-central-1 (Frankfurt) or us-east-1, as the customer chooses.',
    },
    {
      itemUid: 'i_team',
      productId: 'p',
      cardKind: 'networkSecurity',
      title: 'Security team',
      slug: 'team',
      explanation: 'Our security team covers detection and response. The security team has 14 members.',
    },
    {
      itemUid: 'i_purpose',
      productId: 'p',
      cardKind: 'dataSecurity',
      title: 'Purpose limitation',
      slug: 'purpose',
      explanation: 'Customer data is processed only to provide the contracted service.',
    },
    {
      itemUid: 'i_sla',
      productId: 'p',
      cardKind: 'networkSecurity',
      title: 'Service level agreement',
      slug: 'sla',
      explanation: 'Monthly uptime commitment of 99.95% with service credits.',
    },
    {
      itemUid: 'i_delete',
      productId: 'p',
      cardKind: 'dataSecurity',
      title: 'Data deletion',
      slug: 'deletion',
      explanation: 'Customer data is deleted within 30 days of contract termination.',
    },
    {
      itemUid: 'i_ir',
      productId: 'p',
      cardKind: 'networkSecurity',
      title: 'Incident response plan',
      slug: 'ir',
      explanation: 'A documented plan covers detection, triage and containment of security incidents.',
    },
    {
      itemUid: 'i_pentest',
      productId: 'p',
      cardKind: 'networkSecurity',
      title: 'Penetration testing',
      slug: 'pentest',
      explanation: 'An independent firm tests the application every year. Ironbridge Security performed the latest test in August 2026.',
    },
    {
      itemUid: 'i_tenancy',
      productId: 'p',
      cardKind: 'dataSecurity',
      title: 'Dedicated single-tenant deployments',
      slug: 'tenancy',
      enabledState: 'notEnabled',
      explanation: 'The platform is a multi-tenant service; dedicated deployments are not offered.',
    },
    {
      itemUid: 'i_failover',
      productId: 'p',
      cardKind: 'networkSecurity',
      title: 'Automated multi-region failover',
      slug: 'failover',
      enabledState: 'workInProgress',
      explanation: 'Automated failover of the EU region to a standby region is being rolled out.',
    },
  ],
  topics: [
    {
      id: 't_hipaa',
      subject: 'HIPAA readiness: progress update',
      category: 'compliance',
      updates: [{ id: 'u1', message: 'Early BAA review is available to Enterprise customers.', createdAt: 1, updatedAt: 1 }],
    },
  ],
  knowledgeBase: [
    { objectID: 'k_tls', content: 'Do you encrypt data in transit?', answer: 'Yes. All connections use TLS 1.2 or higher; TLS 1.0 and 1.1 are disabled.' },
    { objectID: 'k_hipaa', content: 'Are you HIPAA compliant?', answer: 'Not yet. A readiness assessment is under way.' },
    { objectID: 'k_pci', content: 'Are you PCI DSS compliant?', answer: 'PCI DSS does not apply to us: we never store cardholder data.' },
    { objectID: 'k_train', content: 'Do you use customer data to train AI models?', answer: 'No. Customer data is never used to train models.' },
  ],
});
const corpus = buildCorpus({ snapshot, productId: 'p', baseUrl: 'https://trust.example' });
const draft = (q: string) => draftAnswer(corpus, q);
/** The terms a text reads as, in order: two wordings of one thing read alike. */
const terms = (text: string) => tokenize(text).map((t) => t.term);

/**
 * Items about other things, beside the ones a test is about: a corpus of two or three items weighs every word as
 * rare, and these let it weigh them more as a trust center's corpus does.
 */
const OTHER_TOPICS = {
  access: { itemUid: 'i_access', title: 'Access', explanation: 'Access to production requires single sign-on and a hardware security key.' },
  rest: { itemUid: 'i_rest', title: 'Encryption at rest', explanation: 'Customer data is encrypted at rest with AES-256.' },
  backup: { itemUid: 'i_backup', title: 'Backups', explanation: 'Backups are encrypted and replicated to a second region.' },
};

/**
 * The corpus of the test snapshot with `items` for its items (on its data-security card unless an item names its
 * own) and no topic or knowledge-base entry.
 */
function corpusOfItems(items: readonly { itemUid: string; [field: string]: unknown }[]) {
  return buildCorpus({
    snapshot: SnapshotSchema.parse({
      ...snapshot,
      items: items.map((i) => ({ productId: 'p', cardKind: 'dataSecurity', slug: i.itemUid.replace('_', '-'), ...i })),
      topics: [],
      knowledgeBase: [],
    }),
    productId: 'p',
    baseUrl: 'https://trust.example',
  });
}

/**
 * What `corpus` answers to a question: the answer and the ids of its sources, for `toEqual` (a failed `toMatchObject` on
 * a whole draft prints more than a test report can hold).
 */
function answeredFrom(corpus: ReturnType<typeof corpusOfItems>) {
  return (q: string) => {
    const drafted = draftAnswer(corpus, q);
    return [drafted.answer, drafted.sources.map((s) => s.id)];
  };
}

describe('question form', () => {
  it.each([
    ['Do you encrypt data at rest?', 'yesno'],
    // A condition after the comma asks nothing; a question after it does.
    ['Are staff with access to personal data background-checked, where the law permits?', 'yesno'],
    ['Are background checks performed, where permitted by local law?', 'yesno'],
    ['Following termination, where is the data kept?', 'text'],
    ['Is MFA enforced? Please describe.', 'yesno'],
    ['1.2 Are backups tested?', 'yesno'],
    ['Describe your key management.', 'text'],
    ['What is your RTO?', 'text'],
    ['Within what timeframe are customers notified?', 'text'],
    ['Roughly how big is your security team?', 'text'],
    // A capability of a checklist, and when it applies: whether it is there.
    ['Service credits when the uptime commitment is missed', 'yesno'],
    ['Data is encrypted at rest.', 'yesno'],
  ])('tells Yes/No questions from those asking for text: %s', (question, form) => {
    expect(questionForm(question)).toBe(form);
  });
});

describe('vocabulary', () => {
  it('folds spellings of one thing and keeps names as anchors', () => {
    expect(terms('Multi-factor authentication')).toEqual(terms('2FA'));
    expect(terms('second factors')).toEqual(terms('MFA'));
    // A right to do a thing is that one may do it; a right to a thing stays a right.
    expect(terms('Do we have the right to object to a new subprocessor?')).toEqual(terms('May we object to a new subprocessor?'));
    expect(terms('the right to erasure')).toContain(terms('right')[0]);
    expect(terms('a second authentication factor')).toEqual(terms('a MFA'));
    expect(terms('SOC 2 Type II')).toEqual(['soc2', 'soc', 'type2']);
    expect(tokenize('Are you FedRAMP authorized?').find((t) => t.term === 'fedramp')?.anchor).toBe(true);
    expect(terms('TLS 1.0 and 1.1')).toEqual(['tls1.0', 'tls', 'tls1.1', 'tls']);
  });

  it('reads negations, "not yet" and "does not apply"', () => {
    expect(leadingVerdict('Not yet. Planned for 2027.')).toBe('not_yet');
    expect(leadingVerdict('Yes, at hire.')).toBe('yes');
    expect(leadingVerdict('On AWS.')).toBeNull();
    expect(cuesOf('The feature is being rolled out.').notYet).toBe(true);
    expect(cuesOf('PCI DSS does not apply to us.').notApplicable).toBe(true);
    expect(cuesOf('Backups are stored without customer identifiers.').negatedPositions.size).toBeGreaterThan(0);
    // "Without (undue) delay" says how soon, and negates nothing.
    expect(cuesOf('We notify customers without undue delay.').negatedPositions.size).toBe(0);
  });
});

describe('drafting', () => {
  it('answers Yes from a paraphrased source and cites it', () => {
    const d = draft('Is customer information encrypted while stored?');
    expect(d).toMatchObject({ answer: 'Yes', sources: [{ type: 'item', id: 'i_rest', url: 'https://trust.example/item/rest' }] });
    expect(d.explanation).toContain('AES-256');
  });

  it.each<[string, object]>([
    ['Are you HIPAA compliant today?', { answer: 'No', explanation: expect.stringMatching(/^Not yet/) }],
    ['Can customers bring their own encryption keys?', { answer: 'No', sources: [{ id: 'i_byok' }] }],
    ['Can access be restricted to our IP address ranges?', { answer: 'No', sources: [{ id: 'i_ip' }] }],
    ['Are TLS 1.0 and TLS 1.1 still supported?', { answer: 'No' }],
    ['Do employees need a VPN to reach internal tools?', { answer: 'No', sources: [{ id: 'i_zt' }] }],
    ['Is zero-trust access used for internal tools?', { answer: 'Yes', sources: [{ id: 'i_zt' }] }],
    ['Are you PCI DSS certified?', { answer: 'N/A' }],
    ['Is customer data used to train AI models?', { answer: 'No' }],
    ['Is customer data never used to train AI models?', { answer: 'Yes' }],
  ])('takes the polarity from the source: not yet, not enabled, negated, does not apply — %s', (question, expected) => {
    expect(draft(question)).toMatchObject(expected);
  });

  it('abstains when the content does not support an answer', () => {
    for (const q of [
      'Are you FedRAMP authorized?',
      'Do you use hardware security modules?',
      'Is TLS 1.3 enforced?',
      'Do you have a SOC 1 report?',
      'Do you offer source code escrow?',
    ]) {
      expect(draft(q), q).toMatchObject({ answer: 'No answer found', flagged: true, confidence: 'low', sources: [] });
    }
  });

  it('answers a question asking for text with the source sentence', () => {
    const d = draft('What is the minimum TLS version?');
    expect(d.form).toBe('text');
    expect(d.answer).toContain('TLS 1.2');
  });
});

describe('document text', () => {
  it('joins the lines a PDF wrapped and drops headings and page footers', () => {
    const text = [
      '1. Security',
      'All data is encrypted in transit with TLS 1.2 or higher and',
      'at rest with AES-256.',
      'Northwind Page 1 of 2',
      '• Backups are tested quarterly.',
    ].join('\n');
    expect(documentSentences(text)).toEqual([
      'All data is encrypted in transit with TLS 1.2 or higher and at rest with AES-256.',
      'Backups are tested quarterly.',
    ]);
  });

  it('reads a sentence under a heading as about what the heading names', () => {
    const text = [
      'Information Security Policy',
      '4.6 Incident management',
      'Security incidents are reported and handled according to the incident response policy.',
      '4.7 Business continuity',
      'Critical services have documented recovery objectives, plans and backups that are tested at least annually.',
    ].join('\n');
    expect(documentSections(text).map((s) => s.heading)).toEqual(['Incident management', 'Business continuity']);
    const c = buildCorpus({
      snapshot: SnapshotSchema.parse({
        ...snapshot,
        items: [
          {
            itemUid: 'i_policy',
            productId: 'p',
            cardKind: 'dataSecurity',
            title: 'Information Security Policy',
            slug: 'policy',
            explanation: 'The top-level policy.',
            files: ['f_policy'],
          },
        ],
        files: [
          {
            fileId: 'f_policy',
            originalName: 'policy.pdf',
            contentType: 'application/pdf',
            size: 1,
            sha256: 'a'.repeat(64),
            blobKey: 'policy.pdf',
            createdAt: 1,
          },
        ],
        topics: [],
        knowledgeBase: [],
      }),
      productId: 'p',
      documentTexts: new Map([['f_policy', text]]),
      baseUrl: 'https://trust.example',
    });
    expect(draftAnswer(c, 'Are business continuity plans tested at planned intervals?')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'f_policy' }],
    });
  });

  describe("a penetration test's findings table", () => {
    const text = [
      'Findings',
      'IB-04 Missing rate limit on invitation endpoint Low Fixed - verified',
      'IB-05 Session not invalidated on other devices after',
      'password change',
      'Low Fixed - verified',
      'IB-06 Mobile app allows screenshots of sensitive',
      'screens',
      'Low Open - planned for December 2026',
      'IB-08 Password reset tokens valid for 24 hours Medium Fixed - lifetime reduced to 30 minutes',
    ].join('\n');
    const c = buildCorpus({
      snapshot: SnapshotSchema.parse({
        ...snapshot,
        items: [
          {
            itemUid: 'i_pentest',
            productId: 'p',
            cardKind: 'dataSecurity',
            title: 'Penetration test',
            slug: 'pentest',
            explanation: 'The yearly test.',
            files: ['f_pentest'],
          },
        ],
        files: [
          {
            fileId: 'f_pentest',
            originalName: 'pentest.pdf',
            contentType: 'application/pdf',
            size: 1,
            sha256: 'a'.repeat(64),
            blobKey: 'pentest.pdf',
            createdAt: 1,
          },
        ],
        topics: [],
        knowledgeBase: [],
      }),
      productId: 'p',
      documentTexts: new Map([['f_pentest', text]]),
      baseUrl: 'https://trust.example',
    });

    it("keeps a finding's severity and status with its row when the table wraps them onto a line of their own", () => {
      expect(documentSentences(text)).toEqual([
        'IB-04 Missing rate limit on invitation endpoint Low Fixed - verified',
        'IB-05 Session not invalidated on other devices after password change Low Fixed - verified',
        'IB-06 Mobile app allows screenshots of sensitive screens Low Open - planned for December 2026',
        'IB-08 Password reset tokens valid for 24 hours Medium Fixed - lifetime reduced to 30 minutes',
      ]);
    });

    it('reads a fixed finding as a weakness that no longer holds, an open one as one that does', () => {
      expect(draftAnswer(c, 'Are sessions on other devices invalidated after a password change?')).toMatchObject({
        answer: 'Yes',
        sources: [{ id: 'f_pentest' }],
      });
      expect(draftAnswer(c, 'Is there a rate limit on the invitation endpoint?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'f_pentest' }] });
      expect(draftAnswer(c, 'Are password reset tokens valid for 24 hours?')).toMatchObject({ answer: 'No', sources: [{ id: 'f_pentest' }] });
      // The open finding's "planned" is its fix's: the weakness holds today.
      expect(draftAnswer(c, 'Does the mobile app allow screenshots of sensitive screens?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'f_pentest' }] });
      expect(draftAnswer(c, 'How long is a password reset token valid?').answer).toContain('30 minutes');
    });
  });
});

describe('generalising beyond one wording', () => {
  it('reads terse fields of a customer sheet as asking for a value, and a control with a verb as Yes/No', () => {
    for (const q of [
      'RTO?',
      'Uptime SLA %',
      'Log retention period',
      'Breach notification timeframe',
      'Size of security team',
      'Data deletion after contract end (days)',
      'DPO contact',
    ])
      expect(questionForm(q), q).toBe('text');
    for (const q of ['MFA enforced for admin access?', 'SCIM provisioning?', 'Encryption at rest?']) expect(questionForm(q), q).toBe('yesno');
    expect(draft('Log retention period')).toMatchObject({ form: 'text', answer: expect.stringContaining('one year'), sources: [{ id: 'i_logs' }] });
  });

  it('asks what the clause after a condition asks', () => {
    expect(mainQuestion('If the services involve health data, will a BAA be signed?')).toBe('will a BAA be signed?');
    expect(mainQuestion('Is data encrypted? If so, describe how.')).toBe('Is data encrypted?');
  });

  it('asks for a value after a condition on its own only when it names what it asks by a term of its own', () => {
    expect(mainQuestion('If your system goes down completely, what is the recovery time objective?')).toBe('what is the recovery time objective?');
    expect(mainQuestion('If something goes wrong on your side, what is your RPO?')).toBe('what is your RPO?');
    // Without one, the condition says what is asked.
    expect(mainQuestion('If an alert fires outside business hours, how quickly does someone respond?')).toBe(
      'If an alert fires outside business hours, how quickly does someone respond?',
    );
    expect(mainQuestion('When data is deleted, how long does it stay in backups?')).toBe('When data is deleted, how long does it stay in backups?');
  });

  it.each([
    // "third parties" / "supply chain partners" are vendors; "re-assessed" is a reassessment.
    ['Are critical third parties re-assessed on a periodic basis?', 'i_vendor'],
    ['Is security due diligence performed on supply chain partners before onboarding?', 'i_vendor'],
    // "backed up" is a backup; "tampering" is what an immutable archive prevents.
    ['Is customer data backed up every day?', 'i_backup'],
    ['Are audit logs protected from tampering?', 'i_logs'],
  ])('retrieves through related security terms and spellings: %s', (question, id) => {
    expect(draft(question)).toMatchObject({ answer: 'Yes', sources: [{ id }] });
  });

  it('keeps polarity: "non-production" negates nothing, a readiness update offers no finished thing', () => {
    expect(draft('Are production and non-production environments separated?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_seg' }] });
    expect(draft('HIPAA BAA available?')).toMatchObject({ answer: 'No' });
  });

  it('says "No answer found" when a word of the question that no source uses is what it asks about', () => {
    for (const q of ['Are employees subject to drug testing?', 'Are backups stored on offsite tapes?', 'Do you run fire drills at your offices?']) {
      expect(draft(q), q).toMatchObject({ answer: 'No answer found', flagged: true, sources: [] });
    }
  });

  it('answers a request to describe with the account of the source about it', () => {
    const d = draft('Describe your backup strategy.');
    expect(d.sources).toEqual([expect.objectContaining({ id: 'i_backup' })]);
    expect(d.answer).toContain('35 days');
    expect(d.answer).toContain('every quarter');
  });

  it('reads British and American spellings alike', () => {
    for (const [british, american] of [
      ['organisation', 'organization'],
      ['programme', 'program'],
      ['prioritised', 'prioritized'],
      ['defence', 'defense'],
      ['data centre', 'data center'],
      ['analyse', 'analyze'],
    ]) {
      expect(termsOf(british), british).toEqual(termsOf(american));
    }
    expect(termsOf('exercise')).toEqual(['test']);
  });

  it('weighs the life-cycle list of a framework question lightly, and a list of other things in full', () => {
    expect([...lifecycleWords('Are policies established, documented, approved, communicated and maintained?')]).toEqual([
      'establish',
      'document',
      'approv',
      'commun',
      'maintain',
    ]);
    expect(lifecycleWords('Are logs collected, protected and retained?').size).toBe(0);
    expect([...lifecycleWords('How often is the policy reviewed and updated?')]).toEqual(['review', 'updat']);
  });

  it('does not read a clause saying when as a negation, and knows a percentage', () => {
    expect(draft('Is customer data deleted when it is no longer required, for example at the end of the contract?')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_delete' }],
    });
    expect(draft('What availability percentage does your SLA guarantee?')).toMatchObject({
      form: 'text',
      answer: expect.stringContaining('99.95%'),
      sources: [{ id: 'i_sla' }],
    });
  });

  it('abstains on a named measure the sources do not state', () => {
    expect(draft('What is your mean time to detect security incidents?')).toMatchObject({ answer: 'No answer found', sources: [] });
  });

  it('reads instructions after a question as instructions: their "not" negates nothing', () => {
    for (const q of [
      'Is customer data encrypted at rest? If not, please explain.',
      'Customer data is encrypted at rest. (Answer N/A if not applicable.)',
      'Customer data is encrypted at rest. If this does not apply, answer N/A.',
    ]) {
      expect(draft(q), q).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_rest' }] });
    }
    expect(mainQuestion('The supplier encrypts data at rest. Please provide evidence. If not, explain why.')).toBe('The supplier encrypts data at rest.');
    expect(draft('Can access be restricted to our IP address ranges? If not, describe compensating controls.')).toMatchObject({
      answer: 'No',
      sources: [{ id: 'i_ip' }],
    });
  });

  it('knows the words of British and financial-services assessments', () => {
    expect(terms('pre-employment vetting')).toEqual(terms('background checks'));
    expect(terms('joiners, movers and leavers')).toEqual(['access', 'termin']);
    expect(terms('outsourced service providers')).toContain('vendor');
    expect(terms('whilst utilising the service')).toEqual(terms('using the service'));
    // An exit plan is a control of its own: a vendor policy without one does not answer for it.
    expect(draft('Is there a documented exit strategy for each critical outsourced service?')).toMatchObject({ answer: 'No answer found' });
  });

  it('answers No when asked about anything beyond what a source limits a thing to', () => {
    expect(draft('Will customer data be processed for any purpose other than providing the contracted service?')).toMatchObject({
      answer: 'No',
      sources: [{ id: 'i_purpose' }],
    });
    expect(draft('Is customer data processed to provide the contracted service?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_purpose' }] });
  });

  it('reads "rather than" as asking for the absence the source states', () => {
    expect(draft('Are application secrets kept in a secrets manager rather than in source code?')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_secrets' }],
    });
    expect(draft('Are application secrets stored in source code?')).toMatchObject({ answer: 'No', sources: [{ id: 'i_secrets' }] });
  });

  it('reads what a request asks for after "Please provide details of …": a place, a number', () => {
    expect(draft('Please provide details of where customer data is stored.')).toMatchObject({
      form: 'text',
      answer: expect.stringContaining('eu-central-1'),
      sources: [{ id: 'i_region' }],
    });
    expect(draft('Please provide the number of members of your security team.')).toMatchObject({
      form: 'text',
      answer: expect.stringContaining('14'),
      sources: [{ id: 'i_team' }],
    });
  });

  it('keeps named topics apart', () => {
    // "Law enforcement" is a topic of its own, not a word for "requirement".
    expect(draft('Is there a documented procedure for handling law enforcement requests for customer data?')).toMatchObject({ answer: 'No answer found' });
  });

  it('reads the parties a questionnaire names as defined terms, and no possessive or "e.g." as words', () => {
    expect(terms("Is the Bank's data encrypted?")).toEqual(terms('Is customer data encrypted?'));
    expect(terms('Are Supplier laptops encrypted?')).toEqual(terms('Are laptops encrypted?'));
    expect(terms("the customers' backups (e.g. snapshots)")).toEqual(terms('the customers backups (snapshots)'));
    expect(draft('Please confirm that all Bank data held by the Supplier is encrypted at rest.')).toMatchObject({
      answer: 'Yes',
      sources: [expect.objectContaining({ id: 'i_rest' })],
    });
  });

  it('folds more spellings of one thing: round the clock, a year, automation, other environments, leavers', () => {
    expect(terms('24 hours a day, 7 days a week')).toEqual(terms('24/7'));
    expect(terms('for twelve months')).toEqual(terms('for one year'));
    expect(terms('automated')).toEqual(terms('automatic'));
    expect(terms('staging')).toEqual(terms('non-production'));
    expect(terms('joiner-mover-leaver')).toEqual(terms('joiners, movers and leavers'));
    expect(terms('prior to deployment')).toEqual(terms('before deployment'));
    // Phrasing that folds to nothing leaves no term behind.
    expect(terms('an industry-standard algorithm')).toEqual(terms('an algorithm'));
  });

  it('matches a paraphrase of multi-tenancy and of IP restrictions, and takes No from a negated source', () => {
    expect(draft('Is the service delivered from infrastructure shared with other customers?')).toMatchObject({
      answer: 'Yes',
      sources: [expect.objectContaining({ id: 'i_tenancy' })],
    });
    expect(draft("Is it possible to restrict access to the service to the Bank's network egress IP addresses?")).toMatchObject({
      answer: 'No',
      sources: [expect.objectContaining({ id: 'i_ip' })],
    });
    expect(draft('Is automatic failover between geographic regions in place today?')).toMatchObject({
      answer: 'No',
      sources: [expect.objectContaining({ id: 'i_failover' })],
    });
  });

  it('needs no source to name what a question only gives as examples or as the alternative', () => {
    expect([...exampleTerms('Are secrets such as API keys held in a dedicated vault?')].sort()).toEqual(['api', 'kei']);
    expect([...exampleTerms('Can users be provisioned automatically (e.g. SCIM)?')]).toEqual(['scim']);
    expect([...exampleTerms('Are secrets kept in a vault rather than in code repositories?')].sort()).toEqual(['code', 'repositori']);
    // "API" is a name: were it not an example, a source would have to name it.
    const secrets = draft('Are secrets such as API keys held in a dedicated secrets vault rather than in source code?');
    expect(secrets.answer).toBe('Yes');
    expect(secrets.sources.map((s) => s.id)).toEqual(['i_secrets']);
    // An example is still no licence to answer what no source states.
    expect(draft('Is data protected by a cloud access security broker, such as Netskope?').answer).toBe('No answer found');
  });

  it('reads the clause after a leading phrase for the form, and wants a name when asked for the firm that did something', () => {
    expect(questionForm('Following termination, within what period is customer data deleted?')).toBe('text');
    expect(questionForm('When a breach is confirmed, do you notify customers?')).toBe('yesno');
    expect(draft('Please identify the firm that performed the most recent penetration test.').answer).toMatch(/Ironbridge/);
  });

  it('tells a frequency from a duration, and reads spelt-out objectives and requests as their terms', () => {
    expect(terms('every day')).toEqual(terms('daily'));
    expect(terms('within 30 days')).not.toContain(terms('daily')[0]);
    expect(terms('recovery time and recovery point objectives')).toEqual(terms('RTO and RPO'));
    expect(terms('data subjects to request access')).toEqual(terms('data subject requests for access'));
    // "Backed up daily" is not answered by "kept for 35 days".
    expect(draft('Are backups taken daily?').sources.map((s) => s.id)).toEqual(['i_backup']);
  });

  it('reads a generic word no source uses as phrasing, not as what is asked', () => {
    const threshold = (q: string) => supportThreshold(corpus, findEvidence(corpus, q, new Set(['customer'])).terms);
    // "Timeframes" is in no source, but says how rather than what: the sources know what is asked.
    expect(threshold('Are restores tested within defined timeframes?')).toBe(KNOWN_WORDS_SUPPORT_THRESHOLD);
    // "Fire" is in no source and is what is asked: the evidence must be stronger.
    expect(threshold('Are restores tested after a fire?')).toBe(SUPPORT_THRESHOLD);
  });

  it('reads "valid until" as an expiry, and a patch SLA as a deadline for patching, not a service level agreement', () => {
    expect(terms('certificate valid until')).toEqual(terms('certificate expiry'));
    expect(terms('expiration')).toEqual(terms('expiry'));
    expect(terms('Patch SLA for critical vulnerabilities')).toEqual(terms('Patch for critical vulnerabilities'));
    expect(draft('Uptime SLA %').answer).toMatch(/99\.95%/);
  });
});

/** A second corpus, for rules that need sources of their own among others of a trust center. */
/** A corpus of the items of {@link more} and a few more. */
function corpusWith(extra: [string, string, string][]) {
  const snap = SnapshotSchema.parse({
    organization: { id: 'org_t', slug: 't', name: 'T' },
    space: { defaultProductId: 'p' },
    products: [{ productId: 'p', productName: 'P', productSlug: 'p' }],
    cards: [{ productId: 'p', kind: 'dataSecurity' }],
    items: [...MORE_ITEMS, ...extra].map(([id, title, explanation]) => ({
      itemUid: id,
      productId: 'p',
      cardKind: 'dataSecurity',
      title,
      slug: id.replace(/_/g, '-'),
      explanation,
    })),
  });
  return buildCorpus({ snapshot: snap, productId: 'p', baseUrl: 'https://trust.example' });
}

/** Sources of a second trust center, for rules that need sources of their own among others. */
const MORE_ITEMS: [string, string, string][] = [
  ['i_archive', 'Log archive', 'Security logs are shipped to a write-once archive account.'],
  ['i_sso', 'Single sign-on', 'Customers can sign in through their identity provider with SAML 2.0 or OpenID Connect.'],
  ['i_contact', 'Security contact', 'Our security contact and PGP key are published on our website.'],
  ['i_pt', 'Penetration testing', 'An independent firm tests the application every year after major changes.'],
  ['i_pt_2026', 'Penetration test 2026', 'Ironbridge Security performed the penetration test in August 2026.'],
  ['i_rest', 'Encryption at rest', 'All customer data is encrypted at rest with AES-256.'],
  ['i_training', 'Security training', 'Employees complete security awareness training at hire and every year.'],
  ['i_backup', 'Backups', 'Databases are backed up daily and restores are tested every quarter.'],
  ['i_dr', 'Disaster recovery', 'Our recovery time objective is 4 hours and our recovery point objective is 1 hour.'],
  ['i_vendor', 'Vendor management', 'Critical vendors are assessed before onboarding and every year.'],
];
const more = corpusWith([]);

describe('questions as customers write them', () => {
  it('asks what follows "Is it true that …" or "Can you confirm that …", negation included', () => {
    expect(mainQuestion('Is it true that you do not offer dedicated deployments?')).toBe('you do not offer dedicated deployments?');
    expect(draft('Is it true that you do not offer dedicated single-tenant deployments?')).toMatchObject({
      answer: 'Yes',
      sources: [expect.objectContaining({ id: 'i_tenancy' })],
    });
    expect(draft('Is it the case that customer data is not encrypted at rest?')).toMatchObject({
      answer: 'No',
      sources: [expect.objectContaining({ id: 'i_rest' })],
    });
    expect(draft('Can you confirm that customer data is encrypted at rest?')).toMatchObject({
      answer: 'Yes',
      sources: [expect.objectContaining({ id: 'i_rest' })],
    });
  });

  it('reads a contraction\'s negation: "can\'t", "don\'t"', () => {
    expect(terms("Don't you encrypt backups?")).toEqual(terms('Do you not encrypt backups?'));
    expect(draft("Is it true that customers can't restrict access to their own IP ranges?")).toMatchObject({
      answer: 'Yes',
      sources: [expect.objectContaining({ id: 'i_ip' })],
    });
    expect(draft("Don't you encrypt customer data at rest?")).toMatchObject({ answer: 'No', sources: [expect.objectContaining({ id: 'i_rest' })] });
  });

  it('confirms a negated question when the source says the thing is not done yet, and denies it when the question is about plans', () => {
    // The item is in progress: customers cannot bring their own keys yet.
    expect(draft('Is it true that customers cannot bring their own encryption keys yet?')).toMatchObject({
      answer: 'Yes',
      sources: [expect.objectContaining({ id: 'i_byok' })],
    });
    expect(draft('Do customers bring their own encryption keys?')).toMatchObject({ answer: 'No', sources: [expect.objectContaining({ id: 'i_byok' })] });
  });

  it('reads "unable to" as a negation', () => {
    expect(draft('Are you unable to offer dedicated single-tenant deployments?')).toMatchObject({
      answer: 'Yes',
      sources: [expect.objectContaining({ id: 'i_tenancy' })],
    });
  });

  it('reads "yet", "at present" and "through" as phrasing, not as what is asked', () => {
    expect(terms('Is access granted through a VPN at present?')).toEqual(terms('Is access granted a VPN?'));
    expect(terms('Do you offer SCIM yet?')).toEqual(terms('Do you offer SCIM?'));
    expect(draft('Do employees reach internal tools through a VPN at present?')).toMatchObject({
      answer: 'No',
      sources: [expect.objectContaining({ id: 'i_zt' })],
    });
  });

  it('keeps "production" apart from "product", and reads a write-once archive as tamper-proof', () => {
    expect(terms('production')).not.toEqual(terms('product'));
    expect(terms('non-production')).toEqual(terms('staging'));
    expect(draftAnswer(more, 'Are security logs protected from tampering?')).toMatchObject({
      answer: 'Yes',
      sources: [expect.objectContaining({ id: 'i_archive' })],
    });
  });

  it('reads federation as single sign-on, and "publicly available" as published', () => {
    expect(draftAnswer(more, 'Can customers authenticate with their identity provider through federation?')).toMatchObject({
      answer: 'Yes',
      sources: [expect.objectContaining({ id: 'i_sso' })],
    });
    expect(draftAnswer(more, 'Is a security contact publicly available?')).toMatchObject({
      answer: 'Yes',
      sources: [expect.objectContaining({ id: 'i_contact' })],
    });
  });

  it('reads a life-cycle word by its stem, whatever family its term is in', () => {
    expect(lifecycleWords('Is a security program developed and implemented?').size).toBe(2);
  });

  it('reads a polite request for a value or an account as asking for text, and one for a document as Yes/No', () => {
    for (const q of [
      'Can you provide the RTO for the platform?',
      'Could you tell us where customer data is stored?',
      'Would you be able to describe your backup strategy?',
      'Are you able to state the frequency of access reviews?',
      'Kindly advise the retention period for logs.',
    ]) {
      expect(questionForm(q), q).toBe('text');
    }
    for (const q of ['Can you provide a SOC 2 Type II report?', 'Can you enforce MFA for all users?', 'Please advise whether backups are encrypted.'])
      expect(questionForm(q), q).toBe('yesno');
    expect(draft('Could you tell us where customer data is stored?')).toMatchObject({
      form: 'text',
      answer: expect.stringContaining('eu-central-1'),
      sources: [{ id: 'i_region' }],
    });
  });

  it('reads "(Y/N)" as an instruction', () => {
    expect(terms('Y/N: Are backups encrypted?')).toEqual(terms('Are backups encrypted?'));
    expect(mainQuestion('Are backups encrypted? (Y/N)')).toBe('Are backups encrypted?');
  });

  it('asked for the name of a party, needs no source to repeat the kind of party, and answers with a name', () => {
    expect([...slotTerms('Which firm performed your latest penetration test?')]).toEqual(tokenize('firm').map((t) => t.term));
    expect([...slotTerms('Is the firm independent?')]).toEqual([]);
    expect(draftAnswer(more, 'Could you tell us which firm performed your latest penetration test?')).toMatchObject({
      form: 'text',
      answer: expect.stringContaining('Ironbridge'),
      sources: [{ id: 'i_pt_2026' }],
    });
  });

  it('reads severity as its levels, and "made available" as available', () => {
    const c = corpusWith([['i_patch', 'Patching', 'Critical vulnerabilities are patched within 7 days and high ones within 30 days.']]);
    expect(draftAnswer(c, 'Are vulnerabilities remediated in line with their severity?')).toMatchObject({
      answer: 'Yes',
      sources: [expect.objectContaining({ id: 'i_patch' })],
    });
    expect(terms('made available')).toEqual(terms('make available'));
  });

  it('answers each question a compound question joins: No when the sources deny one, Yes when they confirm all', () => {
    expect(compoundParts('Are backups encrypted, and are restores tested every quarter?')).toEqual([
      'Are backups encrypted',
      'are restores tested every quarter?',
    ]);
    expect(compoundParts('Is MFA enforced? Is SSO supported?')).toEqual(['Is MFA enforced?', 'Is SSO supported?']);
    expect(compoundParts('Are policies approved and reviewed every year?')).toEqual(['Are policies approved and reviewed every year?']);
    // Data is encrypted at rest, but customers cannot bring their own keys yet.
    expect(draft('Is customer data encrypted at rest, and can customers bring their own encryption keys?')).toMatchObject({
      answer: 'No',
      sources: [expect.objectContaining({ id: 'i_byok' })],
    });
    const both = draft('Are backups encrypted, and are restores tested every quarter?');
    expect(both.answer).toBe('Yes');
    expect(both.sources.map((s) => s.id)).toContain('i_backup');
  });
});

describe('whose thing, what is asked beyond, and which source decides', () => {
  const corpusOf = (items: { itemUid: string; title: string; explanation: string }[]) =>
    buildCorpus({
      snapshot: SnapshotSchema.parse({
        organization: { id: 'org_t', slug: 't', name: 'T' },
        space: { defaultProductId: 'p' },
        products: [{ productId: 'p', productName: 'P', productSlug: 'p' }],
        cards: [{ productId: 'p', kind: 'dataSecurity' }],
        items: items.map((i) => ({ ...i, productId: 'p', cardKind: 'dataSecurity', slug: i.itemUid.replace('_', '-') })),
      }),
      productId: 'p',
      baseUrl: 'https://trust.example',
    });

  it('reads "without" as negating its object alone', () => {
    const c = corpusOf([
      {
        itemUid: 'i_notify',
        title: 'Breach notification',
        explanation: 'We notify affected customers without undue delay and within 72 hours of confirming a personal data breach.',
      },
    ]);
    expect(draftAnswer(c, 'Will you notify us of a personal data breach within 72 hours?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_notify' }] });
    const words = 'we grant access without standing privileges and within approved windows'.split(' ');
    const negated = cuesOf('We grant access without standing privileges and within approved windows.').negatedPositions;
    expect(negated.has(words.indexOf('standing'))).toBe(true);
    expect(negated.has(words.indexOf('approved'))).toBe(false);
    expect(cuesOf('We notify customers without undue delay and within 72 hours.').negatedPositions.size).toBe(0);
  });

  it('follows the source that states what the question asks the provider to do when sources disagree', () => {
    const c = corpusOf([
      { itemUid: 'i_privacy', title: 'Privacy policy', explanation: 'How the company collects and uses personal data of visitors, customers and users.' },
      { itemUid: 'i_ccpa', title: 'CCPA', explanation: 'The company acts as a service provider and does not sell or share personal information.' },
    ]);
    expect(draftAnswer(c, 'Do you sell the personal information of our users?')).toMatchObject({
      answer: 'No',
      flagged: true,
      sources: [{ id: 'i_ccpa' }, { id: 'i_privacy' }],
    });
  });

  it('does not read a stated purpose as a Yes to "any purpose other than"', () => {
    const purpose = 'Customer data is processed for the purpose of providing the service: hosting and support.';
    const stated = corpusOf([{ itemUid: 'i_purpose', title: 'Purpose of processing', explanation: purpose }]);
    expect(draftAnswer(stated, 'Is customer data processed to provide the service?')).toMatchObject({ answer: 'Yes' });
    expect(draftAnswer(stated, 'Will customer data be used for any purpose other than providing the service?')).toMatchObject({
      answer: 'No answer found',
      flagged: true,
    });
    const limited = corpusOf([
      {
        itemUid: 'i_purpose',
        title: 'Purpose of processing',
        explanation: `${purpose} We process customer data only on documented instructions from the customer.`,
      },
    ]);
    expect(draftAnswer(limited, 'Will customer data be used for any purpose other than providing the service?')).toMatchObject({
      answer: 'No',
      explanation: expect.stringContaining('only on documented instructions'),
      sources: [{ id: 'i_purpose' }],
    });
  });

  it("does not answer a question about the customer's own system from the provider's", () => {
    const c = corpusOf([
      { itemUid: 'i_logs', title: 'Logging', explanation: 'Audit logs are shipped to a write-once archive and streamed to the SIEM.' },
      {
        itemUid: 'i_export',
        title: 'Customer exports',
        explanation: 'Customers can export customer data at any time; customer administrators see every export.',
      },
      { itemUid: 'i_support', title: 'Customer support', explanation: 'Customers reach support by email; customer tickets are answered within a day.' },
    ]);
    expect(draftAnswer(c, 'Audit log streaming to customer SIEM?')).toMatchObject({ answer: 'No answer found' });
    expect(draftAnswer(c, 'Can audit logs be streamed to our SIEM?')).toMatchObject({ answer: 'No answer found' });
    expect(draftAnswer(c, 'Are audit logs streamed to a SIEM?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_logs' }] });
  });

  it("does not answer a question about the provider's own practice from the reader's", () => {
    const c = corpusOf([{ itemUid: 'i_profile', title: 'Vendor risk profile', explanation: 'How we classify the platform for your vendor risk assessment.' }]);
    expect(draftAnswer(c, 'Do you have a vendor risk assessment process?')).toMatchObject({ answer: 'No answer found' });
  });
});

describe('control statements prefixed by their control number', () => {
  it.each([
    ['A.8.24 Use of cryptography — Customer data is encrypted at rest. (Y/N/N/A)', 'i_rest'],
    ['CC7.2 Audit logs are retained for one year.', 'i_logs'],
    ['PR.IR-01: Production and non-production networks are separated.', 'i_seg'],
    ['CIS 11.3 Restores are tested every quarter.', 'i_backup'],
  ])("reads a row of a control list without the control's identifier and heading: %s", (row, id) => {
    expect(draft(row)).toMatchObject({ answer: 'Yes', sources: [{ id }] });
  });

  it("reads a row of a control list without the control's identifier and heading", () => {
    expect(withoutControlId('A.5.15 Access control — Rules to control access are established.')).toBe('Rules to control access are established.');
    expect(withoutControlId('[A.6.1] Screening: Candidates are screened before joining.')).toBe('Candidates are screened before joining.');
  });

  it('leaves a question that opens with a name or a version as it is', () => {
    for (const q of ['AES-256 encryption is used for data at rest.', 'TLS 1.2 is enforced.', 'SOC 2 Type II report is available.'])
      expect(withoutControlId(q)).toBe(q);
  });

  it.each([
    ['V6.4.1 [L2] Verify that customer data is encrypted at rest. CWE-311', 'i_rest'],
    ['V7.x (L2) Verify that audit logs are retained for one year.', 'i_logs'],
    ['V1.x / SAMM-SR-1 Verify that restores are tested every quarter.', 'i_backup'],
    ['SAMM-ST-3 Verify that customer data is encrypted at rest.', 'i_rest'],
    ['V8.3.x [L1, L2] — Verify that customer data is encrypted at rest (CWE-311).', 'i_rest'],
  ])("reads a verification standard's requirement without its number, levels and weakness: %s", (row, id) => {
    expect(draft(row)).toMatchObject({ answer: 'Yes', sources: [{ id }] });
  });

  it.each([
    '01.a ',
    'SC-8(1) ',
    '[HITRUST 01.b] ',
    '[SIG A.1] ',
    'NIS2 Art. 21(2)(d): ',
    'Article 28(3)(a) GDPR – ',
    '§ 4.2 ',
    '8.3.1 (PCI DSS v4.0) ',
    'CSA CCM v4 IAM-02 ',
    'NIST SP 800-171 3.1.1 ',
    'CMMC AC.L2-3.1.1 ',
    'TISAX 1.2.3 ',
    '3.1.1[a] ',
    'SEC.01 ',
    '(1.2) ',
    '1.2) ',
    '2.a) ',
    '#12 ',
    '[#34] ',
    '12 ',
    'IV. ',
    '3 - ',
    '2.1.a ',
    'Principle 2.3 ',
    'Criterion 4: ',
    'ISM-1546: ',
    'E8-MFA-01 | ',
    'Maturity Level 2 – Regular backups – ',
    '[ML2] ',
    'Please answer the following: ',
    'E8 Strategy: Patch applications | ',
    'Control: Access control | Question: ',
    'Mitigation strategy – Restrict administrative privileges – ',
    'Objective 3 – ',
    'Clause 5.1 ',
    '(Mandatory) ',
    '[Critical] ',
    '(High) ',
    '>> ',
    '\u2192 ',
  ])("reads a row under a framework's, a law's or a sheet's number as the row alone: \"%s\"", (label) => {
    expect(draft(`${label}Is customer data encrypted at rest?`)).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_rest' }] });
    expect(draft(`${label}Are restores tested every quarter?`)).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_backup' }] });
  });

  it('reads a row exported with its fields joined by "|" as its question\'s field', () => {
    expect(withoutFieldSegments('Domain | Sub-domain | Is customer data encrypted at rest?')).toBe('Is customer data encrypted at rest?');
    expect(withoutFieldSegments('Control: Access control | Question: Is MFA enforced? | Response: | Comments:')).toBe('Question: Is MFA enforced?');
    expect(withoutFieldSegments('Is customer data encrypted at rest? | Response:')).toBe('Is customer data encrypted at rest?');
    // A label's field whose first word asks ("Name:", "List:") is still a label.
    expect(withoutFieldSegments('Domain: Access | Name: Multi-factor authentication | Is MFA enforced for all users?')).toBe('Is MFA enforced for all users?');
    // Choices after the question stay; a long field before it, a statement a short question asks about and a label's
    // value are no labels to drop.
    for (const q of [
      'Restores | Tested every quarter | Implemented?',
      'Backups are encrypted | True?',
      'Is customer data encrypted at rest? Yes | No | N/A',
      'Backup frequency: Hourly | Daily | Weekly',
      'Customer data is encrypted at rest with keys held in a managed service and rotated yearly | Is this implemented?',
    ])
      expect(withoutFieldSegments(q)).toBe(q);
  });

  it.each([' (Supplier response)', ' [Vendor to complete]', ' (max. 500 characters)', ' (250 words max)'])(
    'reads a note of the form\'s after the question mark as no part of the question: "%s"',
    (note) => {
      expect(withoutProvisionReferences(`Is customer data encrypted at rest?${note}`).trim()).toBe('Is customer data encrypted at rest?');
      expect(draft(`Is customer data encrypted at rest?${note}`)).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_rest' }] });
      expect(draft(`How long are audit logs retained?${note}`)).toMatchObject({
        answer: expect.stringContaining('one year'),
        sources: [{ id: 'i_logs' }],
      });
    },
  );

  it.each([' (ref. A.8.24)', ' [CC6.1]', ' (SOC 2 CC6.1)', ' (Weight: 5)', ' Ref: 4.2'])(
    'reads a reference after the question mark as no part of the question: "%s"',
    (reference) => {
      expect(draft(`Is customer data encrypted at rest?${reference}`)).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_rest' }] });
      expect(draft(`How long are audit logs retained?${reference}`)).toMatchObject({
        answer: expect.stringContaining('one year'),
        sources: [{ id: 'i_logs' }],
      });
    },
  );

  it('reads a reference after the question mark as no part of the question, a qualifier in brackets as part of it', () => {
    for (const reference of [' (ref. A.8.24)', ' [CC6.1]', ' (SOC 2 CC6.1)', ' (NIST 800-53 SC-28)', ' (Weight: 5)', ' (Score 0-3)', ' Ref: 4.2'])
      expect(withoutProvisionReferences(`Is data encrypted?${reference}`)).toBe('Is data encrypted?');
    for (const q of ['Do you encrypt data in transit? (TLS 1.3 only)', 'Are critical vulnerabilities patched? (within 3 days)', 'Is data encrypted? (Y/N)'])
      expect(withoutProvisionReferences(q)).toBe(q);
    // A weakness's number in brackets or after the statement goes; one asked about stays.
    expect(withoutProvisionReferences('Is output encoded (see CWE-79)?')).toBe('Is output encoded?');
    expect(withoutProvisionReferences('Verify that output is encoded. CWE-79 (Answer N/A if not applicable.)')).toBe(
      'Verify that output is encoded. (Answer N/A if not applicable.)',
    );
    for (const q of ['Does your SAST tool detect CWE-89?', 'Are CWE-79 and CWE-89 covered by testing?']) expect(withoutProvisionReferences(q)).toBe(q);
  });

  it('drops quotation marks around a row, a "Q:" label and a tag for how much a row weighs, nothing else', () => {
    expect(asSentence('"Is customer data encrypted at rest?"')).toBe('Is customer data encrypted at rest?');
    expect(asSentence('"BYOD" policy: is the "MDM" enforced?')).toBe('"BYOD" policy: is the "MDM" enforced?');
    expect(withoutRowLabel('Q: Is customer data encrypted at rest?')).toBe('Is customer data encrypted at rest?');
    expect(withoutRowLabel('Question: Is customer data encrypted at rest?')).toBe('Is customer data encrypted at rest?');
    for (const tag of ['(Mandatory) ', '[Critical] ', '(High) ', '>> ', '\u2192 '])
      expect(withoutListMarker(`${tag}Is customer data encrypted at rest?`)).toBe('Is customer data encrypted at rest?');
    expect(withoutListMarker('(High) availability is guaranteed by contract.')).toBe('availability is guaranteed by contract.');
  });

  it('reads a row in capitals, in quotation marks or after "Q:" as the question it writes', () => {
    for (const row of [
      'IS CUSTOMER DATA ENCRYPTED AT REST?',
      '"Is customer data encrypted at rest?"',
      '\u201cIs customer data encrypted at rest?\u201d',
      'Q: Is customer data encrypted at rest?',
      'Question: Is customer data encrypted at rest?',
    ])
      expect(draft(row)).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_rest' }] });
    expect(asSentence('A.8.24 USE OF CRYPTOGRAPHY — CUSTOMER DATA IS ENCRYPTED AT REST.')).toBe(
      'A.8.24 Use of cryptography — Customer data is encrypted at rest.',
    );
    expect(draft('A.8.24 USE OF CRYPTOGRAPHY — CUSTOMER DATA IS ENCRYPTED AT REST.')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_rest' }] });
    // A label's framework and an abbreviation in brackets keep their case.
    expect(asSentence('CIS 6.4 ARE RESTORES TESTED EVERY QUARTER?')).toBe('CIS 6.4 Are restores tested every quarter?');
    expect(asSentence('TARGET TIME TO RESTORE THE PLATFORM AFTER AN OUTAGE (RTO)')).toBe('Target time to restore the platform after an outage (RTO)');
    // A question with an acronym in it is no row in capitals.
    expect(asSentence('Is SOC 2 Type II available?')).toBe('Is SOC 2 Type II available?');
  });

  it("reads a verification standard's requirement number, a second framework's practice and the levels as no part of the statement", () => {
    expect(withoutControlId('V9.1.2 [L1] — State the minimum TLS version.')).toBe('State the minimum TLS version.');
    expect(withoutControlId('V2.5.x — State how long a reset link is valid.')).toBe('State how long a reset link is valid.');
    expect(withoutControlId('V14.x / SAMM-PC If development is outsourced, verify that …')).toBe('If development is outsourced, verify that …');
    expect(withoutProvisionReferences('Verify that TLS is used for all connections. CWE-319')).toBe('Verify that TLS is used for all connections.');
    expect(withoutProvisionReferences('Verify that output is encoded (CWE-79, CWE-80).')).toBe('Verify that output is encoded.');
    // A framework's version is no control's number: the standard is what such a row asks about.
    for (const q of ['HITRUST CSF 11.0 Certification: Do you hold it?', 'PCI DSS 4.0.1 Which requirements are in scope?']) expect(withoutControlId(q)).toBe(q);
    // A name joined by hyphens is no practice unless a requirement's number comes before it.
    for (const q of ['PCI-DSS Compliance: cardholder data is not stored.', 'TLS-ALPN Negotiation is supported.']) expect(withoutControlId(q)).toBe(q);
  });

  it('denies a control statement the sources deny, and refuses one they do not speak of', () => {
    expect(draft('A.5.23 Information security for use of cloud services — Dedicated single-tenant deployments are offered. (Y/N/N/A)')).toMatchObject({
      answer: 'No',
      sources: [{ id: 'i_tenancy' }],
    });
    expect(draft('A.7.2 Physical entry — Visitors to the office are escorted at all times. (Y/N/N/A)')).toMatchObject({ answer: 'No answer found' });
  });

  it('asks for Yes/No when the row says "(Y/N)"', () => {
    expect(questionForm('Key rotation period (Y/N)')).toBe('yesno');
    expect(questionForm('Key rotation period')).toBe('text');
  });

  it('reads "the entity", as SOC 2 names the service organisation, as the respondent', () => {
    const c = buildCorpus({
      snapshot: SnapshotSchema.parse({
        ...snapshot,
        items: [
          {
            itemUid: 'i_reviews',
            productId: 'p',
            cardKind: 'accessControl',
            title: 'Access reviews',
            slug: 'reviews',
            explanation: 'Access to production is reviewed every quarter.',
          },
        ],
        topics: [],
        knowledgeBase: [],
      }),
      productId: 'p',
      baseUrl: 'https://trust.example',
    });
    expect(draftAnswer(c, 'The entity reviews access to production every quarter.')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_reviews' }] });
  });
});

describe('negations about something else, instructions and the phrasing of frameworks', () => {
  const corpusOf = (items: { itemUid: string; title: string; explanation: string; enabledState?: string }[]) =>
    buildCorpus({
      snapshot: SnapshotSchema.parse({
        ...snapshot,
        items: items.map((i) => ({ ...i, productId: 'p', cardKind: 'dataSecurity', slug: i.itemUid.replace('_', '-') })),
        topics: [],
        knowledgeBase: [],
      }),
      productId: 'p',
      baseUrl: 'https://trust.example',
    });

  it.each([
    ['Application secrets are stored in a secrets manager.', 'Yes'],
    ['Are application secrets stored in a secrets manager?', 'Yes'],
    ['Are secrets stored in source code?', 'No'],
  ])('does not read a negation about another place as denying what the sentence affirms: %s', (question, answer) => {
    expect(draft(question)).toMatchObject({ answer, sources: [{ id: 'i_secrets' }] });
  });

  it('reads "Response: Yes / No / N/A." after a question as an instruction', () => {
    const question = 'Can we export our data at any time during the contract? Response: Yes / No / N/A.';
    expect(mainQuestion(question)).toBe('Can we export our data at any time during the contract?');
    const c = corpusOf([{ itemUid: 'i_export', title: 'Data export', explanation: 'Customers can export their data at any time under the contract.' }]);
    expect(draftAnswer(c, question)).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_export' }] });
  });

  it('reads who is accountable as who owns, and "generally available" as available to all', () => {
    const c = corpusOf([
      { itemUid: 'i_program', title: 'Security program', explanation: 'The security program is owned by our Chief Information Security Officer.' },
      { itemUid: 'i_scim', title: 'SCIM provisioning', explanation: 'Automatic provisioning of users through SCIM 2.0 is in beta with selected customers.' },
      { itemUid: 'i_status', title: 'Status page', explanation: 'The service status page is available to everyone.' },
    ]);
    expect(draftAnswer(c, 'Is a named executive accountable for the information security program?')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_program' }],
    });
    expect(draftAnswer(c, 'Is automated user provisioning through SCIM generally available to all customers?')).toMatchObject({
      answer: 'No',
      sources: [{ id: 'i_scim' }],
    });
  });

  it('does not take a credit check for a background check', () => {
    const c = corpusOf([
      { itemUid: 'i_screening', title: 'Background checks', explanation: 'All employees pass a background check before starting, where permitted by law.' },
      { itemUid: 'i_credits', title: 'Uptime', explanation: 'Downtime is refunded as a credit on the next invoice.' },
    ]);
    expect(draftAnswer(c, 'Do employees pass a background check before starting?')).toMatchObject({ answer: 'Yes' });
    expect(draftAnswer(c, 'Are staff subject to periodic credit checks?')).toMatchObject({ answer: 'No answer found' });
  });

  it('reads a cue word the question uses itself as a name, not as "not yet"', () => {
    const c = corpusOf([
      { itemUid: 'i_soa', title: 'Statement of Applicability', explanation: 'A.5.30 ICT readiness for business continuity: applicable and implemented.' },
      { itemUid: 'i_hipaa', title: 'HIPAA', explanation: 'A HIPAA readiness assessment is under way.' },
    ]);
    expect(draftAnswer(c, 'A.5.30 ICT readiness for business continuity: implemented. (Y/N)')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_soa' }] });
    expect(draftAnswer(c, 'Have you performed a HIPAA readiness assessment?')).toMatchObject({ answer: 'No', sources: [{ id: 'i_hipaa' }] });
  });

  it('answers No when the source states the alternative a question sets against what it asks', () => {
    const c = corpusOf([
      { itemUid: 'i_physical', title: 'Physical security', explanation: 'Physical controls of data centres are inherited from Amazon Web Services.' },
      { itemUid: 'i_offices', title: 'Offices', explanation: 'The organisation itself operates its offices.' },
    ]);
    expect(draftAnswer(c, 'Are data centre physical controls inherited from the hosting provider?')).toMatchObject({ answer: 'Yes' });
    expect(
      draftAnswer(c, 'Are data centre physical controls operated by the organisation itself rather than inherited from the hosting provider?'),
    ).toMatchObject({ answer: 'No', sources: [{ id: 'i_physical' }] });
  });

  it('reads a "without …" the source shares as no reversal: the source\'s own negation answers', () => {
    const c = corpusOf([
      { itemUid: 'i_upload', title: 'Sensitive data', explanation: 'Customers must not upload special categories of data without written agreement.' },
      { itemUid: 'i_notify', title: 'Breach notification', explanation: 'We notify affected customers of personal data breaches without undue delay.' },
    ]);
    expect(draftAnswer(c, 'May special categories of data be uploaded without our prior written agreement?')).toMatchObject({
      answer: 'No',
      sources: [{ id: 'i_upload' }],
    });
    expect(draftAnswer(c, 'Do you notify customers of personal data breaches without undue delay?')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_notify' }],
    });
  });

  it('reads losing access as having none, and weeks as days', () => {
    expect(terms('two weeks')).toEqual(terms('14 days'));
    expect(terms('within a week')).toEqual(terms('within 7 days'));
    const c = corpusOf([
      {
        itemUid: 'i_updates',
        title: 'Automatic updates',
        explanation: 'Devices that fall more than 14 days behind on updates lose access to company systems.',
      },
      { itemUid: 'i_mdm', title: 'Mobile device management', explanation: 'All company laptops are enrolled in MDM, which enforces OS updates.' },
    ]);
    expect(draftAnswer(c, 'Do you allow devices more than two weeks behind on updates to access company systems?')).toMatchObject({
      answer: 'No',
      sources: [{ id: 'i_updates' }],
    });
    expect(draftAnswer(c, 'Are devices more than 14 days behind on updates blocked from company systems?')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_updates' }],
    });
    expect(draftAnswer(c, 'What do you do with devices that fall behind on updates?')).toMatchObject({
      answer: expect.stringContaining('lose access'),
      sources: [{ id: 'i_updates' }],
    });
  });

  it('reads a field headed by a bound, or named after a heading, as asking for its value', () => {
    expect(questionForm('Minimum TLS version accepted.')).toBe('text');
    expect(questionForm('Maximum notice period given to customers before a new sub-processor is engaged.')).toBe('text');
    expect(questionForm('Management of technical vulnerabilities: remediation timeframe for critical vulnerabilities.')).toBe('text');
    expect(questionForm('Authentication information: shared accounts are used for staff access.')).toBe('yesno');
  });

  it('does not take a number the question names, or a digit inside a name, for the amount asked', () => {
    const c = corpusOf([
      {
        itemUid: 'i_soc3',
        title: 'SOC 2 summary',
        explanation: 'The summary of our SOC 2 Type II examination covers the same period and may be shared freely.',
      },
      { itemUid: 'i_soc2', title: 'SOC 2 Type II examination', explanation: 'The report is dated for the period April 1, 2025 to March 31, 2026.' },
    ]);
    expect(draftAnswer(c, 'What period does your current SOC 2 Type 2 examination cover?')).toMatchObject({
      answer: expect.stringContaining('April 1, 2025'),
      sources: [{ id: 'i_soc2' }],
    });
  });

  it("describes from an item's first sentence, and reads a workspace's administrators as the customer's", () => {
    const c = corpusOf([
      {
        itemUid: 'i_hosting',
        title: 'Hosting',
        explanation: 'The platform runs on Amazon Web Services in us-east-1 and eu-central-1. Customers choose the region where their data is stored.',
      },
      { itemUid: 'i_audit', title: 'Audit logs', explanation: 'Audit logs of sign-ins and permission changes are available to workspace administrators.' },
    ]);
    expect(draftAnswer(c, 'Describe where our data is stored and in which region.')).toMatchObject({
      answer: expect.stringContaining('us-east-1'),
      sources: [{ id: 'i_hosting' }],
    });
    expect(draftAnswer(c, 'Are sign-ins written to an audit log available to our administrators?')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_audit' }],
    });
  });

  it('reads overall responsibility for a thing as owning it', () => {
    const c = corpusOf([
      { itemUid: 'i_program', title: 'Security program', explanation: 'The security program is owned by our Chief Information Security Officer.' },
      { itemUid: 'i_accounts', title: 'Accounts', explanation: 'All access uses individual accounts with single sign-on.' },
    ]);
    expect(draftAnswer(c, 'Does a designated individual have overall responsibility for the security program?')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_program' }],
    });
  });

  it('reads a hyphenated compound no source names as what is asked, not as phrasing', () => {
    const c = corpusOf([
      { itemUid: 'i_tls', title: 'Encryption in transit', explanation: 'All connections use TLS 1.2 or higher with modern cipher suites.' },
      { itemUid: 'i_mfa', title: 'MFA', explanation: 'Employees sign in with phishing-resistant security keys.' },
    ]);
    expect(draftAnswer(c, 'Do you use modern cipher suites for data in transit?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_tls' }] });
    expect(draftAnswer(c, 'Do you use quantum-resistant cipher suites for data in transit?')).toMatchObject({ answer: 'No answer found' });
    expect([...compoundTerms('Do you use quantum-resistant cipher suites?')]).toEqual(termsOf('quantum resistant'));
  });

  it('reads "where permitted by law" as a qualifier that permits nothing', () => {
    const c = corpusOf([
      {
        itemUid: 'i_screening',
        title: 'Background checks',
        explanation: 'All employees with access to customer data pass a background check before starting, where permitted by local law.',
      },
    ]);
    expect(draftAnswer(c, 'Are background checks performed on employees, subject to local legislation?')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_screening' }],
    });
    expect(draftAnswer(c, 'Please confirm you do not permit employees to print customer data.')).toMatchObject({ answer: 'No answer found' });
  });

  it('keeps access by time of day and software installation apart from access and devices in general', () => {
    const c = corpusOf([
      { itemUid: 'i_admins', title: 'Administrative access', explanation: 'Customer administrators can restrict administrative access with roles.' },
      { itemUid: 'i_devices', title: 'Device posture', explanation: 'Employees reach internal tools from company laptops whose device posture is checked.' },
    ]);
    expect(draftAnswer(c, 'Can customer administrators restrict administrative access?')).toMatchObject({ answer: 'Yes' });
    expect(draftAnswer(c, 'Can customer administrators restrict administrative access by time of day?')).toMatchObject({ answer: 'No answer found' });
    expect(draftAnswer(c, 'Are employees prevented from installing software on company laptops?')).toMatchObject({ answer: 'No answer found' });
  });

  it('folds more ways of saying infrastructure as code and static analysis, and reads "have you got" and "stating" as phrasing', () => {
    expect(terms('Cloud resources are defined and provisioned as code.')).toEqual(terms('Cloud resources are infrastructure as code.'));
    expect(terms('an automated source code analysis tool')).toEqual(terms('a static analysis tool'));
    expect(terms('Have you got a bug bounty?')).toEqual(terms('Do you have a bug bounty?'));
    const asked = findEvidence(corpus, 'Describe your breach notification, stating the notification period.', new Set(['customer'])).terms;
    expect(asked.find((t) => t.term === termsOf('stating')[0])).toMatchObject({ specific: false });
  });

  it('reads a word in brackets inside a phrase as naming the same thing, and integrating with a system as supporting it', () => {
    expect(mainQuestion('Do you store payment card (cardholder) data on our behalf?')).toBe('Do you store payment card data on our behalf?');
    expect(mainQuestion('Is privileged (administrator-level) access logged?')).toBe('Is privileged (administrator-level) access logged?');
    expect(terms('integration with single sign-on')).toEqual(terms('support single sign-on'));
    expect(terms('data integrity')).not.toEqual(terms('data support'));
  });

  it('reads detecting malicious activity as intrusion detection, and "in place" as phrasing', () => {
    expect(terms('tools to detect malicious activity')).toEqual(terms('tools for intrusion detection'));
    expect(terms('Is an incident response plan in place?')).toEqual(terms('Is there an incident response plan?'));
  });
});

describe('findings left open, isolation and refraining, and the customer’s kinds of data', () => {
  const corpusOf = (items: { itemUid: string; title: string; explanation: string; enabledState?: string }[]) =>
    buildCorpus({
      snapshot: SnapshotSchema.parse({
        ...snapshot,
        items: items.map((i) => ({ ...i, productId: 'p', cardKind: 'dataSecurity', slug: i.itemUid.replace('_', '-') })),
        topics: [],
        knowledgeBase: [],
      }),
      productId: 'p',
      baseUrl: 'https://trust.example',
    });

  it('reads a finding left unremediated or unpatched as one that remains open', () => {
    const c = corpusOf([
      {
        itemUid: 'i_pentest',
        title: 'Annual penetration test',
        explanation: 'An independent firm tested the application in August. No critical or high findings remain open.',
      },
      { itemUid: 'i_rest', title: 'Encryption at rest', explanation: 'All customer data is encrypted at rest with AES-256.' },
      { itemUid: 'i_sso', title: 'Single sign-on', explanation: 'Customers can require sign-in through their identity provider.' },
    ]);
    expect(draftAnswer(c, 'Did the latest penetration test leave any critical findings unremediated?')).toMatchObject({
      answer: 'No',
      sources: [{ id: 'i_pentest' }],
    });
    expect(draftAnswer(c, 'Are any high findings of the penetration test still unpatched?')).toMatchObject({ answer: 'No' });
    expect(termsOf('unaddressed findings')).toEqual(termsOf('open findings'));
  });

  it('answers Yes when asked whether a thing is isolated from, or refrained from, what the source says it is without', () => {
    const c = corpusOf([
      {
        itemUid: 'i_net',
        title: 'Network segmentation',
        explanation: 'Production data stores live in private subnets without internet routes.',
      },
      { itemUid: 'i_ccpa', title: 'CCPA', explanation: 'We act as a service provider and do not sell personal information.' },
    ]);
    expect(draftAnswer(c, 'Are production data stores isolated from the internet?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_net' }] });
    expect(draftAnswer(c, 'Do you refrain from selling personal information?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_ccpa' }] });
    expect(draftAnswer(c, 'Do you sell personal information?')).toMatchObject({ answer: 'No', sources: [{ id: 'i_ccpa' }] });
  });

  it('reads a kind of data named as the customer’s as the data the service holds for it', () => {
    const c = corpusOf([
      {
        itemUid: 'i_ccpa',
        title: 'CCPA / CPRA',
        explanation: 'The company is a service provider under the CCPA and does not sell or share personal information.',
      },
    ]);
    expect(draftAnswer(c, "Does the Vendor sell the Bank's personal information?")).toMatchObject({
      answer: 'No',
      sources: [{ id: 'i_ccpa' }],
    });
  });
});

describe('counts', () => {
  const c = buildCorpus({
    snapshot: SnapshotSchema.parse({
      ...snapshot,
      items: [
        { itemUid: 'i_staff', title: 'Employee training', explanation: 'Employees receive security training at hire and every year after.' },
        { itemUid: 'i_company', title: 'About the company', explanation: 'The company employs approximately 240 people in two offices.' },
        { itemUid: 'i_audit', title: 'Audit evidence', explanation: 'The auditor inspected training records for a sample of 25 employees.' },
        { itemUid: 'i_rest', title: 'Encryption at rest', explanation: 'All customer data is encrypted at rest with AES-256.' },
        { itemUid: 'i_sso', title: 'Single sign-on', explanation: 'Customers can require sign-in through their identity provider.' },
      ].map((i) => ({ ...i, productId: 'p', cardKind: 'dataSecurity', slug: i.itemUid.replace('_', '-') })),
      topics: [],
      knowledgeBase: [],
    }),
    productId: 'p',
    baseUrl: 'https://trust.example',
  });

  it('answers how many people with a count of people, not with a frequency or a sample', () => {
    const draft = draftAnswer(c, 'How many people does your organisation employ?');
    expect(draft).toMatchObject({ form: 'text', sources: [{ id: 'i_company' }] });
    expect(draft.answer).toContain('240 people');
  });

  it('reads what a question counts, and whether a sentence states a count of it', () => {
    const staff = countedTerms('how many staff are dedicated to information security?')!;
    expect(statesCount('A team of 14 engineers covers product security.', staff)).toBe(true);
    expect(statesCount('Engineers complete secure-coding training each year.', staff)).toBe(false);
    expect(statesCount('In 2026 the security staff grew.', staff)).toBe(false);
    expect(statesCount('Production runs across three availability zones.', countedTerms('Number of availability zones used')!)).toBe(true);
    expect(countedTerms('How many times a year are backups tested?')).toBeNull();
    expect(countedTerms('Is MFA enforced?')).toBeNull();
  });
});

describe('agreements that imply their subject, report periods and names of others', () => {
  const corpusOf = (items: { itemUid: string; title: string; explanation: string; enabledState?: string }[]) =>
    buildCorpus({
      snapshot: SnapshotSchema.parse({
        ...snapshot,
        organization: { id: 'org_n', slug: 'n', name: 'Northwind Cloud' },
        items: items.map((i) => ({ ...i, productId: 'p', cardKind: 'dataSecurity', slug: i.itemUid.replace('_', '-') })),
        topics: [],
        knowledgeBase: [],
      }),
      productId: 'p',
      baseUrl: 'https://trust.example',
    });
  const fillers = [
    { itemUid: 'i_rest', title: 'Encryption at rest', explanation: 'All customer data is encrypted at rest with AES-256.' },
    { itemUid: 'i_sso', title: 'Single sign-on', explanation: 'Customers can require sign-in through their identity provider.' },
  ];

  it('reads a business associate agreement as speaking of HIPAA and protected health information', () => {
    const c = corpusOf([
      ...fillers,
      { itemUid: 'i_baa', title: 'Business Associate Agreement', explanation: 'We do not yet sign BAAs.', enabledState: 'notEnabled' },
    ]);
    expect(draftAnswer(c, 'Are you able to sign a Business Associate Agreement for protected health information today?')).toMatchObject({
      answer: 'No',
      sources: [{ id: 'i_baa' }],
    });
  });

  it('answers the period of an audit with its dates, and reads "may" as no month', () => {
    const c = corpusOf([
      ...fillers,
      { itemUid: 'i_soc3', title: 'SOC 2 Type II audit', explanation: 'A SOC 3 report summarises our SOC 2 Type II audit and may be shared freely.' },
      { itemUid: 'i_soc2', title: 'SOC 2 Type II report', explanation: 'The examination covers April 1, 2025 to March 31, 2026.' },
    ]);
    const draft = draftAnswer(c, 'SOC 2 Type II - latest audit period');
    expect(draft).toMatchObject({ form: 'text', sources: [{ id: 'i_soc2' }] });
    expect(draft.answer).toContain('March 31, 2026');
  });

  it('takes for a name another party’s, not the respondent’s own nor a word of the question', () => {
    const own = new Set(['northwind', 'cloud']);
    const firm = answerTypeOf('Which audit firm issued your SOC 2 report?', own)!;
    expect(firm("Independent Service Auditor's Report on Northwind Cloud.")).toBe(false);
    expect(firm('The report was issued by Alignment Partners.')).toBe(true);
    const company = answerTypeOf('Which company handles your subscription payments?', own)!;
    expect(company('Subscription payments are handled entirely by Stripe, a payment service provider.')).toBe(true);
    expect(company('Subscription Payments And Billing Overview')).toBe(false);
  });

  it('answers "how long" with a duration, not a date', () => {
    const long = answerTypeOf('How long did recovery take?')!;
    expect(long('The failover exercise restored service in 2 hours 40 minutes.')).toBe(true);
    expect(long('Logs are kept for a year.')).toBe(true);
    expect(long('October 2026: compromised CI credentials.')).toBe(false);
  });

  it('asks for an address to write to when asked whom to contact', () => {
    const contact = answerTypeOf('If we discover a security vulnerability, who do we contact?')!;
    expect(contact('Security researchers can report vulnerabilities to security@northwind.example.')).toBe(true);
    expect(contact('Security researchers are thanked in our hall of fame.')).toBe(false);
    expect(answerTypeOf('Who should we report it to?')?.('Write to security@example.com.')).toBe(true);
  });

  it('reads a possessive of the respondent’s name as its own, and a section of the page as no name', () => {
    const own = new Set(['northwind', 'cloud', 'platform']);
    const auditor = answerTypeOf('Which independent auditor prepared your most recent SOC 2 Type II report?', own, new Set(['reports']))!;
    expect(auditor("We have prepared the accompanying description of Northwind Cloud's Platform system.")).toBe(false);
    expect(auditor('The report was issued by A-LIGN.')).toBe(true);
    // "Reports" is written in lower case elsewhere in the sources: capitalised, it names the section of the page.
    const tester = answerTypeOf('Who performed your most recent pentest?', own, new Set(['reports']))!;
    expect(tester('The summary is available in the Reports card.')).toBe(false);
    expect(tester('The test was performed by Ironbridge Security.')).toBe(true);
  });
});

describe('timelines, places and the term of a contract', () => {
  const corpusOf = (items: { itemUid: string; title: string; explanation: string; enabledState?: string }[]) =>
    buildCorpus({
      snapshot: SnapshotSchema.parse({
        ...snapshot,
        items: [
          { itemUid: 'i_rest', title: 'Encryption at rest', explanation: 'All customer data is encrypted at rest with AES-256.' },
          { itemUid: 'i_sso', title: 'Single sign-on', explanation: 'Customers can require sign-in through their identity provider.' },
          ...items,
        ].map((i) => ({ ...i, productId: 'p', cardKind: 'dataSecurity', slug: i.itemUid.replace('_', '-') })),
        topics: [],
        knowledgeBase: [],
      }),
      productId: 'p',
      baseUrl: 'https://trust.example',
    });

  it('answers a timeline with a date', () => {
    const c = corpusOf([
      {
        itemUid: 'i_baa',
        title: 'Business Associate Agreement',
        explanation: 'We do not yet sign BAAs; see the HIPAA item for our timeline.',
        enabledState: 'notEnabled',
      },
      {
        itemUid: 'i_hipaa',
        title: 'HIPAA',
        explanation: 'We expect to sign Business Associate Agreements from the second quarter of 2027.',
        enabledState: 'workInProgress',
      },
    ]);
    expect(draftAnswer(c, 'Describe your timeline for supporting HIPAA Business Associate Agreements.').answer).toContain('2027');
  });

  it('answers which geographic locations with a place', () => {
    const c = corpusOf([
      { itemUid: 'i_choose', title: 'Data residency', explanation: 'Customers choose the region where their data is stored.' },
      { itemUid: 'i_hosting', title: 'Hosting', explanation: 'Customer data is stored in the region the customer chooses, us-east-1 or eu-central-1.' },
    ]);
    expect(draftAnswer(c, 'In which geographic locations will customer data be stored?')).toMatchObject({ sources: [{ id: 'i_hosting' }] });
  });

  it('reads "for the life of the contract" and "at any time during the subscription" as phrasing', () => {
    expect(termsOf('Can customers export data at any time during the subscription?')).toEqual(termsOf('Can customers export data?'));
    expect(termsOf('Is data kept in the EU for the life of the contract?')).toEqual(termsOf('Is data kept in the EU?'));
    const c = corpusOf([
      { itemUid: 'i_export', title: 'Data export', explanation: 'Customers can export their data at any time and request earlier deletion.' },
    ]);
    expect(draftAnswer(c, 'Can customers export their data at any time during the subscription?')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_export' }],
    });
  });
});

describe('words the sources say otherwise', () => {
  const c = buildCorpus({
    snapshot: SnapshotSchema.parse({
      ...snapshot,
      items: [
        { itemUid: 'i_keep', title: 'Log retention', explanation: 'Application logs are kept in a central archive.' },
        { itemUid: 'i_ids', title: 'Threat detection', explanation: 'Application logs are analysed by our detection rules.' },
        {
          itemUid: 'i_rest',
          title: 'Encryption at rest',
          explanation: 'All customer data is encrypted at rest with AES-256 and protected by access controls.',
        },
        { itemUid: 'i_sso', title: 'Single sign-on', explanation: 'Customers can require sign-in through their identity provider.' },
      ].map((i) => ({ ...i, productId: 'p', cardKind: 'dataSecurity', slug: i.itemUid.replace('_', '-') })),
      topics: [],
      knowledgeBase: [],
    }),
    productId: 'p',
    baseUrl: 'https://trust.example',
  });

  it('reads logs analysed by detection rules as monitored', () => {
    expect(draftAnswer(c, 'Are application logs monitored?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_ids' }] });
  });

  it('does not raise the bar for a word no source uses when they say it otherwise', () => {
    const term = (word: string) => ({ term: termsOf(word)[0]!, anchor: false });
    // "Defenses" the sources call protection; nothing says "escrow" otherwise.
    expect(supportThreshold(c, [term('defenses'), term('encrypted')])).toBe(KNOWN_WORDS_SUPPORT_THRESHOLD);
    expect(supportThreshold(c, [term('escrow'), term('encrypted')])).toBe(SUPPORT_THRESHOLD);
  });
});

describe('what does not apply, what is taken out, and attacks on people', () => {
  const corpusOf = (items: { itemUid: string; title: string; explanation: string; enabledState?: string }[]) =>
    corpusOfItems([
      { itemUid: 'i_rest', title: 'Encryption at rest', explanation: 'All customer data is encrypted at rest with AES-256.' },
      { itemUid: 'i_sso', title: 'Single sign-on', explanation: 'Customers can require sign-in through their identity provider.' },
      ...items,
    ]);
  const soa = {
    itemUid: 'i_soa',
    title: 'Statement of Applicability',
    explanation: 'A.8.30 Outsourced development Not applicable - no outsourced development',
  };

  it('answers No when asked whether there is what a source says does not apply because there is none, N/A when asked about controls over it', () => {
    const c = corpusOf([soa]);
    expect(draftAnswer(c, 'Is any of your software development outsourced to third parties?')).toMatchObject({ answer: 'No', sources: [{ id: 'i_soa' }] });
    expect(draftAnswer(c, 'A.8.30 Outsourced development: controls over outsourced development in place. (Y/N/N/A)')).toMatchObject({
      answer: 'N/A',
      sources: [{ id: 'i_soa' }],
    });
  });

  it('does not read social engineering as engineering work', () => {
    const c = corpusOf([
      {
        itemUid: 'i_scope',
        title: 'Penetration test scope',
        explanation: 'Out of scope: denial-of-service testing, social engineering, third-party services.',
      },
      { itemUid: 'i_dev', title: 'Software development', explanation: 'All software development is done by our own engineers.' },
    ]);
    // Out of scope of a test, social engineering says nothing of whether development is outsourced.
    expect(draftAnswer(c, 'Is any software development outsourced?')).toMatchObject({ answer: 'No answer found', sources: [] });
  });

  it('reads data scrubbed from what is sent as data not sent', () => {
    const c = corpusOf([{ itemUid: 'i_sentry', title: 'Error tracking', explanation: 'Personal data is scrubbed from error events before they are sent.' }]);
    expect(draftAnswer(c, 'Is personal data sent to your error-tracking service?')).toMatchObject({ answer: 'No', sources: [{ id: 'i_sentry' }] });
  });
});

describe('terse fields naming a value', () => {
  const c = corpusOfItems([
    { itemUid: 'i_rest', title: 'Encryption at rest', explanation: 'All customer data is encrypted at rest with AES-256.' },
    { itemUid: 'i_delete', title: 'Data deletion', explanation: 'Customer data is deleted within 30 days of contract termination.' },
    { itemUid: 'i_email', title: 'Email delivery', explanation: 'Transactional email is delivered by SendGrid.' },
    { itemUid: 'i_kms', title: 'Key management', explanation: 'Keys are managed in AWS KMS and rotated every year.' },
    {
      itemUid: 'i_sso',
      title: 'Single sign-on',
      explanation: 'Customers can sign in through their identity provider, such as Okta or Microsoft Entra ID.',
    },
    { itemUid: 'i_hosting', title: 'Hosting', explanation: 'The platform is hosted on Amazon Web Services in us-east-1 and eu-central-1.' },
    { itemUid: 'i_infra', title: 'Infrastructure', explanation: 'Our primary infrastructure provider is reviewed every year.' },
    { itemUid: 'i_pentest', title: 'Penetration testing', explanation: 'The latest penetration test was performed by Ironbridge Security in August 2026.' },
    { itemUid: 'i_findings', title: 'Pentest findings', explanation: 'Two low findings remain open with a target date in December 2026.' },
    {
      itemUid: 'i_vdp',
      title: 'Vulnerability disclosure',
      explanation: 'Researchers can report vulnerabilities to security@example.com. We acknowledge reports within two business days.',
    },
    { itemUid: 'i_patch', title: 'Automatic updates', explanation: 'Devices more than 14 days behind on OS updates lose access.' },
    { itemUid: 'i_iso', title: 'ISO 27001', explanation: 'Our ISMS is certified to ISO 27001 by Schellman.' },
    { itemUid: 'i_leavers', title: 'Access reviews', explanation: 'Access of leavers is removed within one business day of termination.' },
    { itemUid: 'i_sla', title: 'Service level agreement', explanation: 'Monthly uptime commitment of 99.95% with service credits.' },
    { itemUid: 'i_team', title: 'Security team', explanation: 'A team of 14 engineers covers product security and compliance.' },
    { itemUid: 'i_isms', title: 'Security program', explanation: 'The Chief Information Security Officer owns the ISMS and maintains its policies.' },
    {
      itemUid: 'i_certificate',
      title: 'ISO 27001 certificate',
      explanation: 'The ISMS conforms to ISO 27001 as described in the Statement of Applicability, version 4.2.',
    },
    { itemUid: 'i_repos', title: 'Source code', explanation: 'Support tickets may be referenced by id in commit messages.' },
    { itemUid: 'i_scope', title: 'SOC 2 audit', explanation: 'Our SOC 2 audit covers security and availability.' },
    { itemUid: 'i_soc2', title: 'SOC 2 report', explanation: 'The SOC 2 audit report is issued by A-LIGN.' },
    { itemUid: 'i_gdpr', title: 'GDPR', explanation: 'We comply with the GDPR and have appointed a Data Protection Officer.' },
    { itemUid: 'i_privacy', title: 'Privacy program', explanation: 'Our Data Protection Officer (dpo@example.com) reviews the register every year.' },
  ]);
  const answer = (q: string) => draftAnswer(c, q).answer;

  it('reads a bracket naming the value, and a value noun qualified by what follows it, as asking for the value', () => {
    expect(answer('Encryption at rest (algorithm)')).toContain('AES-256');
    expect(answer('Data deletion timeline after contract termination')).toContain('30 days');
    expect(answer('Maximum delay for OS updates on employee devices')).toContain('14 days');
    expect(answer('Vulnerability disclosure: time to acknowledge reports')).toContain('two business days');
    expect(answer('ISO 27001 certification body')).toContain('Schellman');
  });

  it('reads a kind of thing used, supported or available as asking which', () => {
    expect(answer('Provider used for transactional email')).toContain('SendGrid');
    expect(answer('Key management service used')).toContain('KMS');
    expect(answer('Supported identity providers')).toContain('Okta');
  });

  it('answers a field with the kind of value its head names: a name, a date, an address', () => {
    expect(draftAnswer(c, 'Hosting provider')).toMatchObject({ sources: [{ id: 'i_hosting' }] });
    expect(answer('Hosting provider')).toContain('Amazon Web Services');
    expect(answer('Date of most recent penetration test')).toContain('August 2026');
    expect(answer('Security contact email')).toContain('security@example.com');
    expect(answer('DPO contact')).toContain('dpo@example.com');
    expect(answer('SOC 2 audit firm')).toContain('A-LIGN');
  });

  it('reads a title, and a value referenced or stated somewhere, as what a field asks for', () => {
    expect(answer('A.5.2: Title of the person who owns the ISMS.')).toContain('Chief Information Security Officer');
    expect(answer('Statement of Applicability: version referenced on the certificate.')).toContain('4.2');
  });

  it('reads the SLA of a piece of work as its deadline, and a unit in brackets as how the value is given', () => {
    expect(answer('Deprovisioning SLA for departing employees')).toContain('one business day');
    expect(answer('Size of security team (FTEs)')).toContain('14');
  });

  it('keeps a sentence a PDF broke after a comma whole, though the next line starts with a capital', () => {
    expect(documentSentences('The criteria are relevant to Security,\nAvailability and Confidentiality.')).toEqual([
      'The criteria are relevant to Security, Availability and Confidentiality.',
    ]);
  });
});

describe('what the sources say is not there', () => {
  const c = corpusOfItems([
    ...snapshot.items,
    { itemUid: 'i_pci', title: 'PCI DSS', explanation: 'We never store, process or transmit cardholder data.' },
    { itemUid: 'i_accounts', title: 'Access control', explanation: 'All access uses individual accounts with single sign-on.' },
    { itemUid: 'i_mfa', title: 'Multi-factor authentication', explanation: 'Employees sign in to all production systems with MFA.' },
    { itemUid: 'i_soc2', title: 'SOC 2 Type II', explanation: 'Our latest SOC 2 report notes one exception.' },
    {
      itemUid: 'i_leavers',
      title: 'Access reviews',
      explanation: 'System owners review access to customer data stores every quarter; access is removed within one business day of termination.',
    },
  ]);

  it('answers No from a sentence that denies the thing asked about, though it does not speak of the rest', () => {
    // (A VPN is remote access to a network: "There is no corporate VPN" speaks of all of it.)
    expect(draftAnswer(c, 'Is remote access to the internal network provided through a VPN?')).toMatchObject({
      answer: 'No',
      sources: [{ id: 'i_zt' }],
    });
    expect(draftAnswer(c, 'Will your solution process or store credit card payments made by students on behalf of the institution?')).toMatchObject({
      answer: 'No',
      sources: [{ id: 'i_pci' }],
    });
    // What the sentence denies doing is not what the question asks done.
    expect(draftAnswer(c, 'Does the vendor use tokenisation for payment card numbers in its own systems?').answer).toBe('No answer found');
  });

  it('reads a negation over a list as covering every item of it', () => {
    expect(draftAnswer(c, 'Do you transmit cardholder data?')).toMatchObject({ answer: 'No', sources: [{ id: 'i_pci' }] });
  });

  it('reads individual accounts as no shared ones, and a password alone as sign-in without MFA', () => {
    expect(draftAnswer(c, 'A.5.17 Authentication information: shared or generic accounts are used for staff access. (Y/N)')).toMatchObject({
      answer: 'No',
      sources: [{ id: 'i_accounts' }],
    });
    expect(draftAnswer(c, 'Are user IDs unique to each individual, with no shared accounts?')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_accounts' }],
    });
    expect(draftAnswer(c, 'Do you rely solely on passwords to authenticate employees to production systems?')).toMatchObject({
      answer: 'No',
      sources: [{ id: 'i_mfa' }],
    });
  });

  it('reads "never" as the question’s negation, not as a word a source must say', () => {
    expect(draftAnswer(c, 'Is it true that your SOC 2 audits have never recorded an exception?')).toMatchObject({ answer: 'No', sources: [{ id: 'i_soc2' }] });
  });

  it('keeps removable media apart from access removed', () => {
    expect(draftAnswer(c, 'Is it true that customer data is never stored on removable media?').answer).toBe('No answer found');
  });
});

describe('long control statements', () => {
  const c = corpusOfItems([
    ...snapshot.items,
    {
      itemUid: 'i_policy',
      title: 'Information Security Policy',
      explanation: 'The top-level policy of our ISMS, approved by the executive team and reviewed every year.',
    },
    {
      itemUid: 'i_sast',
      title: 'Static and dynamic analysis',
      explanation: 'Static analysis (SAST) and secret scanning run on every pull request; dynamic scans (DAST) run nightly against staging.',
    },
    { itemUid: 'i_export', title: 'Data export', explanation: 'Customers can export their data at any time and request earlier deletion.' },
    { itemUid: 'i_gdpr', title: 'GDPR program', explanation: 'We maintain records of processing and have appointed a Data Protection Officer.' },
    {
      itemUid: 'i_dpa',
      title: 'Data Processing Agreement',
      explanation: 'Northwind makes its SOC 2 report available and permits audits as set out in the Standard Contractual Clauses.',
    },
    { itemUid: 'i_privacy', title: 'Privacy policy', explanation: 'How we collect and use personal data of visitors.' },
    { itemUid: 'i_activity', title: 'Activity logs', explanation: 'User activity is logged and retained for one year.' },
  ]);

  it('reads a control’s life-cycle list as boilerplate around what it asks', () => {
    expect(
      draftAnswer(c, 'Are information security policies and procedures established, documented, approved, communicated, applied, evaluated, and maintained?'),
    ).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_policy' }] });
  });

  it('does not require a source to name the setting a question ends on', () => {
    expect(draftAnswer(c, 'SAST and DAST in the SDLC? (Yes/No)')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_sast' }] });
  });

  it('drops a control’s heading before a statement in lower case', () => {
    expect(draftAnswer(c, 'A.8.28 Secure coding: static analysis and secret scanning on every pull request. (Y/N)')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_sast' }],
    });
  });

  it('reads records of processing activities and audits a contract permits as the same things however written', () => {
    expect(draftAnswer(c, 'Is there a privacy program that maintains records of processing activities?')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_gdpr' }],
    });
    expect(draftAnswer(c, 'Does the contract give customers the right to audit the processing of their personal data?')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_dpa' }],
    });
  });

  it('reads "whenever it chooses" as at any time', () => {
    expect(draftAnswer(c, 'Can the customer export all of its data whenever it chooses?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_export' }] });
  });
});

describe('bounds', () => {
  const c = corpusOfItems([
    ...snapshot.items,
    {
      itemUid: 'i_subs',
      title: 'Sub-processors',
      explanation: 'We impose data protection obligations on each sub-processor that are no less protective than those in this DPA.',
    },
    { itemUid: 'i_notify', title: 'Breach notification', explanation: 'We notify affected customers no later than 72 hours after confirming a breach.' },
  ]);

  it('reads "no less … than" and "no later than" as a bound, not a negation, in sources and questions', () => {
    expect(draftAnswer(c, 'Sub-processors are not subject to data protection obligations equivalent to those in the DPA. True? (Y/N)')).toMatchObject({
      answer: 'No',
      sources: [{ id: 'i_subs' }],
    });
    expect(draftAnswer(c, 'Are subprocessors bound by data protection obligations no less protective than those agreed with customers?')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_subs' }],
    });
    expect(draftAnswer(c, 'Do you notify affected customers of a confirmed breach?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_notify' }] });
  });
});

describe('negations that do not deny what is asked', () => {
  const corpusOf = (items: { itemUid: string; title: string; explanation: string }[]) =>
    corpusOfItems([...snapshot.items, ...items.map((i) => ({ cardKind: 'networkSecurity', ...i }))]);

  it('reads a negative purpose clause as what a control achieves, not as the question’s negation', () => {
    const c = corpusOf([
      {
        itemUid: 'i_vpc',
        title: 'Network segmentation',
        explanation: 'Production and corporate networks are segregated in separate accounts with no peering.',
      },
    ]);
    const q = 'Are production and corporate networks segregated so that no direct network path exists between them?';
    expect(draftAnswer(c, q)).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_vpc' }] });
    const denied = corpusOf([
      {
        itemUid: 'i_path',
        title: 'Network segmentation',
        explanation: 'Production and corporate networks are segregated; there is no direct network path between them.',
      },
    ]);
    expect(draftAnswer(denied, q)).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_path' }] });
  });

  it('does not read the denial of a narrower thing as denying what is asked', () => {
    const q = 'Were any exceptions reported by the auditor in your latest SOC 2 report?';
    const narrow = corpusOf([
      { itemUid: 'i_soc', title: 'SOC 2 audit', explanation: 'The auditor reported no exceptions affecting the opinion in the latest SOC 2 report.' },
    ]);
    expect(draftAnswer(narrow, q).answer).not.toBe('No');
    const plain = corpusOf([{ itemUid: 'i_soc', title: 'SOC 2 audit', explanation: 'The auditor reported no exceptions in the latest SOC 2 report.' }]);
    expect(draftAnswer(plain, q)).toMatchObject({ answer: 'No', sources: [{ id: 'i_soc' }] });
  });
});

describe('what narrows a question', () => {
  const c = corpusOfItems([
    ...snapshot.items,
    { itemUid: 'i_deps', title: 'Dependency scanning', explanation: 'Dependencies are scanned continuously for known vulnerabilities.' },
    { itemUid: 'i_grc', title: 'Compliance', explanation: 'Our compliance team tracks every regulatory obligation.' },
  ]);

  it('reads an everyday noun no source uses, before a word the sources use, as what the question is about', () => {
    expect(draftAnswer(c, 'Do you scan dependencies for vulnerabilities?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_deps' }] });
    expect(draftAnswer(c, 'Do you scan dependencies for licence compliance?').answer).toBe('No answer found');
  });
});

describe('terse fields that name a value', () => {
  it('reads coverage in a currency, a validity end, a cipher, a retention, an outcome and a processor as values', () => {
    for (const field of [
      'Cyber policy coverage (EUR)',
      'SOC 2 bridge letter valid until',
      'Cipher for data in transit',
      'Audit trail retention',
      'Latest restore test outcome',
      'Card processor',
    ]) {
      expect(questionForm(field), field).toBe('text');
    }
  });

  it('reads a choice or an option as asking whether there is one', () => {
    expect(questionForm('Option to choose the data region')).toBe('yesno');
    expect(questionForm('Customer choice of encryption key provider')).toBe('yesno');
  });
});

describe('a contract annex naming the respondent as a party', () => {
  const c = buildCorpus({ snapshot, productId: 'p', baseUrl: 'https://trust.example' });

  it('reads a request put to the party as asking what the request asks', () => {
    expect(questionForm('The Supplier shall describe how customer data is encrypted at rest.')).toBe('text');
    expect(questionForm('The Vendor is asked to list the algorithms used for encryption at rest.')).toBe('text');
    expect(questionForm('The Supplier shall confirm whether customer data is encrypted at rest.')).toBe('yesno');
    // A sheet's shorthand for the same request.
    expect(questionForm('Supplier to describe how customer data is encrypted at rest.')).toBe('text');
    expect(questionForm('The Vendor is to list the algorithms used for encryption at rest.')).toBe('text');
    expect(mainQuestion('Supplier to confirm that customer data is encrypted at rest.')).toBe('customer data is encrypted at rest.');
  });

  it('reads a statement the party makes as the statement to confirm', () => {
    expect(questionForm('Supplier confirms that customer data is encrypted at rest.')).toBe('yesno');
    expect(mainQuestion('Supplier confirms that customer data is encrypted at rest.')).toBe('customer data is encrypted at rest.');
    expect(draftAnswer(c, 'The Vendor warrants that all customer data is encrypted at rest.')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_rest' }] });
  });
});

describe('equally good sentences', () => {
  it('cites first the source whose title names what is asked', () => {
    const c = buildCorpus({
      snapshot: SnapshotSchema.parse({
        ...snapshot,
        items: [
          ...snapshot.items,
          {
            itemUid: 'i_star',
            productId: 'p',
            cardKind: 'dataSecurity',
            slug: 'star',
            title: 'CSA STAR Level 1',
            explanation: 'Our completed CAIQ is published by the Cloud Security Alliance.',
          },
        ],
        topics: [],
        knowledgeBase: [{ objectID: 'k_forms', content: 'Can you fill in our forms?', answer: 'Yes. A pre-filled CAIQ is available under NDA.' }],
      }),
      productId: 'p',
      baseUrl: 'https://trust.example',
    });
    const d = draftAnswer(c, 'CSA STAR registration');
    expect(d.answer).toBe('Yes');
    expect(d.sources[0]?.id).toBe('i_star');
  });
});

describe('vocabulary of terse sheets', () => {
  it('reads the DPF, a feature marked (GA), a CPA firm and pre-employment background checks as the sources say them', () => {
    expect(terms('Certified under the EU-U.S. DPF')).toEqual(terms('Certified under the EU-U.S. Data Privacy Framework'));
    expect(terms('Audit log export (GA)')).toEqual(terms('Audit log export generally available'));
    expect(terms('Which CPA firm issued the report')).toContain('auditor');
    expect(terms('Pre-employment background screening')).toEqual(terms('background screening'));
  });
});

describe('instructions run on after a field', () => {
  it('reads an instruction after a field without a full stop as no part of what is asked', () => {
    expect(draft('Encryption at rest If not, please explain.')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_rest' }] });
    expect(draft('Encryption at rest Please provide supporting evidence.')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_rest' }] });
    expect(questionForm('Log retention period If not applicable, say so.')).toBe('text');
    // In brackets too; a bracket of answer choices stays the cue it is.
    expect(withoutTrailingInstruction('Information security policy (Answer N/A if not applicable.)')).toBe('Information security policy');
    expect(draft('Encryption at rest (Answer N/A if not applicable.)')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_rest' }] });
    expect(withoutTrailingInstruction('ISO 27001 cert (Yes/No/N/A)')).toBe('ISO 27001 cert (Yes/No/N/A)');
    // A polite request keeps its "please".
    expect(questionForm('Could you please describe how data is encrypted at rest?')).toBe('text');
  });
});

describe('a data processing annex', () => {
  it('reads a reference to an article or a clause in brackets as no part of what is asked', () => {
    expect(withoutProvisionReferences('Is data encrypted at rest? (Art. 28(3)(a))')).toBe('Is data encrypted at rest?');
    expect(withoutProvisionReferences('Has a DPO been appointed? (GDPR Art. 37)')).toBe('Has a DPO been appointed?');
    expect(withoutProvisionReferences('Is data encrypted (Section 5.2 of the MSA) at rest?')).toBe('Is data encrypted at rest?');
    // A bracket that names no provision stays.
    expect(withoutProvisionReferences('Is payment card (cardholder) data encrypted?')).toBe('Is payment card (cardholder) data encrypted?');
    expect(draft('Is customer data encrypted at rest? (Art. 32(1)(a))')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_rest' }] });
  });

  it('reads "the Processor" as the respondent and "the Controller" as the customer', () => {
    expect(terms("Is the Controller's data encrypted by the Processor?")).toEqual(terms('Is customer data encrypted?'));
    expect(terms('Must Processor personnel use MFA?')).toEqual(terms('Must personnel use MFA?'));
    // In lower case they are the ordinary words.
    expect(terms('a processor of the data')).toContain(tokenize('processor')[0]!.term);
  });

  it('reads fields asking for the lowest version, the minimum notice, the provider the Processor uses as asking for text', () => {
    expect(questionForm('Lowest TLS version accepted')).toBe('text');
    expect(questionForm('Minimum notice given to the Controller before a new sub-processor starts processing')).toBe('text');
    expect(questionForm('Identity provider the Processor uses for its own workforce')).toBe('text');
    expect(questionForm("Frequency of the review of Processor personnel's access to systems holding personal data")).toBe('text');
    expect(questionForm('Contractual monthly availability')).toBe('text');
    expect(questionForm('Monthly availability monitored?')).toBe('yesno');
  });

  it('reads the GDPR terms of art as one thing each', () => {
    expect(terms('special categories of personal data')).toEqual(terms('sensitive data'));
    expect(terms('an approved code of conduct')).not.toContain(tokenize('code')[0]!.term);
    expect(terms('a representative in the Union')).not.toContain(tokenize('union')[0]!.term);
    expect(terms('requests from data subjects exercising their rights')).toEqual(terms('data subject requests'));
  });

  it('says "No answer found" when an everyday noun no source uses ends the question and narrows it', () => {
    expect(draft('Do you encrypt customer data?').answer).toBe('Yes');
    expect(draft('Do you encrypt customer data of children?').answer).toBe('No answer found');
  });
});

describe('a due-diligence list naming the respondent by a defined term', () => {
  it('reads a defined term no source uses ("the CSP", "CSP staff") as the respondent, not as a word to match', () => {
    expect(draft('CDD-1.1 Does the CSP encrypt customer data at rest?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_rest' }] });
    expect(draft('Does the CSP rely on a corporate VPN for staff access to internal tools?')).toMatchObject({ answer: 'No', sources: [{ id: 'i_zt' }] });
    expect(withRespondentNamed(corpus, 'Are CSP staff trained? Is the CSP audited?')).toBe('Are  staff trained? Is the vendor audited?');
    // A defined term the sources use is a thing asked about; one naming the customer is the customer.
    expect(withRespondentNamed(corpus, 'Is the VPN used by the Bank?')).toBe('Is the VPN used by the Bank?');
    // Unknown words that are no defined term after "the" stay, and keep the question unanswered.
    expect(draft('Is customer data encrypted at rest with the Quokka cipher suite?').answer).toBe('No answer found');
  });

  it('reads the customer named in lower case with a possessive ("the bank\'s data") as the customer', () => {
    expect(tokenize("Is the bank's data encrypted at rest?").map((t) => t.term)).toEqual(tokenize('Is customer data encrypted at rest?').map((t) => t.term));
  });

  it('reads a field whose value noun a clause or a participle qualifies as asking for the value', () => {
    for (const field of [
      'Certification body that issued the ISO/IEC 27001 certificate',
      'Audit firm that issued the latest SOC 2 Type II report',
      'Encryption algorithm applied to stored data',
      'Uptime percentage guaranteed in the SLA',
      'Advance notice given before a new subcontractor is engaged',
      "Headcount of the CSP's dedicated security team",
      'Oldest TLS protocol version still accepted by the service',
    ]) {
      expect(questionForm(field), field).toBe('text');
    }
    expect(questionForm('Encryption applied to stored data')).toBe('yesno');
    expect(draft('Oldest TLS protocol version still accepted by the service')).toMatchObject({ sources: [{ id: 'k_tls' }] });
  });

  it('answers a field naming a date only with a sentence that states one', () => {
    expect(draft('Date of the most recent penetration test').answer).toContain('August 2026');
    expect(draft('Date of the last review of the incident response plan').answer).toBe('No answer found');
  });
});

describe('vocabulary and sentence choice of a due-diligence list', () => {
  it('reads "staffed around the clock", "kept apart", "after the contract ends" and "people who work in" as the sources say them', () => {
    expect(terms('Is monitoring staffed around the clock?')).toEqual(terms('Is monitoring on call?'));
    expect(terms('Is data kept apart?')).toEqual(terms('Is data isolated?'));
    expect(terms('deleted after the contract ends')).toEqual(terms('deleted after termination'));
    expect(terms('How many people work in the security team?')).toEqual(terms('How many people in the security team?'));
  });

  it('answers from the sentence stating a control before one reporting an audit exception to it', () => {
    const c = corpusOfItems([
      {
        itemUid: 'i_exc',
        title: 'Removal of leavers’ access',
        explanation: 'One exception was noted: for 2 of 25 sampled leavers, access was removed after more than one business day.',
      },
      { itemUid: 'i_leave', title: 'Access policy', explanation: 'Access of leavers is removed within one business day.' },
    ]);
    expect(draftAnswer(c, 'Timeframe for removing the access of leavers').sources[0]?.id).toBe('i_leave');
    expect(draftAnswer(c, 'Were exceptions noted for the removal of leavers’ access?').sources[0]?.id).toBe('i_exc');
  });
});

describe('a subprocessor as the answer', () => {
  it('answers from the subprocessor that denies what is asked of it, over a sentence that only names its services', () => {
    const c = buildCorpus({
      snapshot: SnapshotSchema.parse({
        ...snapshot,
        items: [
          OTHER_TOPICS.access,
          OTHER_TOPICS.backup,
          // A trust center's many other items: the words asked are rare among them.
          ...Array.from({ length: 40 }, (_, i) => ({ itemUid: `i_other${i}`, title: `Policy ${i}`, explanation: `Policy ${i} is reviewed every year.` })),
          {
            itemUid: 'i_arch',
            title: 'Architecture',
            explanation: 'Edge: Contoso Edge is engaged for DNS, CDN, web application firewall and DDoS mitigation. Encryption: AES-256 at rest with KMS keys.',
          },
        ].map((i) => ({ productId: 'p', cardKind: 'dataSecurity', slug: i.itemUid.replace('_', '-'), ...i })),
        topics: [],
        knowledgeBase: [],
        subprocessors: [
          {
            id: 'sp_edge',
            productId: 'p',
            company: { source: 'custom', name: 'Contoso Edge', domain: 'edge.example' },
            purpose: 'Content delivery, WAF and DDoS protection',
            location: 'Global',
            additionalDetails: 'Processes request metadata and content in transit; no data at rest.',
          },
        ],
      }),
      productId: 'p',
      baseUrl: 'https://trust.example',
    });
    const question = 'Does the sub-processor engaged for content delivery, web application firewall and DDoS mitigation store personal data at rest?';
    // Both are cited and the row is flagged (they disagree); the answer follows the denial.
    expect(draftAnswer(c, question)).toMatchObject({ answer: 'No', flagged: true, sources: [{ id: 'sp_edge' }, { id: 'i_arch' }] });
  });

  it('quotes the sentence naming the subprocessor with the details that answer', () => {
    const c = buildCorpus({
      snapshot: SnapshotSchema.parse({
        ...snapshot,
        subprocessors: [
          {
            id: 'sp_host',
            productId: 'p',
            company: { source: 'custom', name: 'Contoso Cloud', domain: 'contoso.example' },
            purpose: 'Hosting of the production environment',
            location: 'Germany',
            additionalDetails: 'Primary infrastructure provider.',
          },
        ],
      }),
      productId: 'p',
      baseUrl: 'https://trust.example',
    });
    expect(draftAnswer(c, 'Primary infrastructure provider on which the service runs')).toMatchObject({
      answer: expect.stringContaining('Contoso Cloud'),
      sources: [{ id: 'sp_host' }],
    });
  });
});

describe('more of what sheets write otherwise', () => {
  const terms = (text: string) =>
    tokenize(text)
      .map((t) => t.term)
      .sort();

  it('reads third countries, a programme open to external researchers, "e-mail" and data-centre regions as the sources say them', () => {
    expect(terms('transfers to third countries')).toEqual(terms('transfers outside the EEA'));
    expect(terms('a bug bounty open to external researchers')).toEqual(terms('a public bug bounty'));
    expect(terms('contact e-mail')).toEqual(terms('contact email'));
    expect(terms('Data center regions available')).toEqual(terms('regions available'));
    expect(terms('export its data itself before the end of the contract')).toEqual(terms('export its data'));
  });

  it('answers a field naming places only with a sentence that names one', () => {
    const choice = { itemUid: 'i_choice', title: 'Hosting', explanation: 'Customers choose the hosting region available to their workspace.' };
    const named = { itemUid: 'i_named', title: 'Regions', explanation: 'Hosting regions available: eu-central-1 and us-east-1.' };
    expect(draftAnswer(corpusOfItems([choice, named]), 'Data centre regions available').answer).toContain('eu-central-1');
    expect(draftAnswer(corpusOfItems([choice]), 'Data centre regions available').answer).toBe('No answer found');
  });
});

describe('a PDF paragraph broken inside a name', () => {
  it('joins a full line ending inside a name to the line that goes on with it', () => {
    const line = 'Northwind makes its report available to demonstrate compliance and permits audits as set out in the Standard';
    expect(documentSentences(`${line}\nContractual Clauses. On termination data is deleted.`)).toEqual([
      `${line} Contractual Clauses.`,
      'On termination data is deleted.',
    ]);
    // A short line is a heading or a table's row, not a broken sentence.
    expect(documentSentences('Backups are hosted in the United\nStates of America.')).not.toContain('Backups are hosted in the United States of America.');
  });
});

describe('a proposal form naming the respondent by its role and heading rows by section', () => {
  it('drops a row label naming where the row sits ("Section D, 5.", "Part 2, Q4:", "Question 12.")', () => {
    expect(withoutRowLabel('Section D, 5. Does the Applicant test restores?')).toBe('Does the Applicant test restores?');
    expect(withoutRowLabel('Part 2, Q4: Is MFA enforced?')).toBe('Is MFA enforced?');
    expect(withoutRowLabel('Question 12. Are backups encrypted?')).toBe('Are backups encrypted?');
    expect(withoutRowLabel('Item 3.1 – Name of the hosting provider')).toBe('Name of the hosting provider');
    // Words after "Section" that are no label stay.
    expect(withoutRowLabel('Section 5 of the DPA covers breaches?')).toBe('Section 5 of the DPA covers breaches?');
    expect(draft('Section A, 1. Is customer data encrypted at rest?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_rest' }] });
    expect(draft('Section B, 3. Do employees need a VPN to reach internal tools?')).toMatchObject({ answer: 'No', sources: [{ id: 'i_zt' }] });
  });

  it('drops a row number by section letter ("A.1", "Q.17", "D.2:", "A1."), not a name a question starts with ("S3 Buckets")', () => {
    for (const label of ['A.1', 'G.4', 'A.10', 'Q.17', 'D.2:', 'A1.', 'IV.3', '(B-12)', 'Q17', 'A1', '3.', '12)', '(4)'])
      expect(withoutRowLabel(`${label} Does the Processor encrypt personal data at rest?`)).toBe('Does the Processor encrypt personal data at rest?');
    expect(withoutRowLabel('S3 Buckets are encrypted with KMS.')).toBe('S3 Buckets are encrypted with KMS.');
    expect(withoutRowLabel('P1 Incidents are acknowledged within 15 minutes.')).toBe('P1 Incidents are acknowledged within 15 minutes.');
    // A control's identifier stays for the control list's own reading.
    expect(withoutRowLabel('A.5.15 Access control — Rules to control access are established.')).toBe(
      'A.5.15 Access control — Rules to control access are established.',
    );
    expect(draft('A.1 Is customer data encrypted at rest?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_rest' }] });
    // A row's bare number is no term a source must contain either.
    expect(draft('3. Is customer data encrypted at rest?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_rest' }] });
    expect(draft('D.2: Do employees need a VPN to reach internal tools?')).toMatchObject({ answer: 'No', sources: [{ id: 'i_zt' }] });
  });

  it('drops a requirement reference in letters no source uses ("SR 3.2"), not a name the sources use ("TLS 1.2")', () => {
    expect(draft('SR 3.2 Is customer data encrypted at rest?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_rest' }] });
    expect(withRespondentNamed(corpus, 'SR 3.2 Is customer data encrypted at rest?')).toBe('Is customer data encrypted at rest?');
    expect(withRespondentNamed(corpus, 'TLS 1.2 Is it enforced?')).toBe('TLS 1.2 Is it enforced?');
  });

  it('reads a role noun naming the respondent ("the Applicant", "the Insured", "your firm") as the respondent, even when a source uses its stem', () => {
    // The sources say "application": "Applicant" shares its stem and is still the respondent.
    expect(draft('Does the Applicant encrypt customer data at rest?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_rest' }] });
    expect(draft("Is the Applicant's customer data encrypted at rest?")).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_rest' }] });
    for (const role of ['Insured', 'Proposer', 'Licensor', 'Tenderer', 'Bidder', 'Company', 'Organisation']) {
      expect(draft(`Is customer data held by the ${role} encrypted at rest?`), role).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_rest' }] });
    }
    expect(draft('Does your firm encrypt customer data at rest?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_rest' }] });
    expect(terms('Does your firm encrypt backups?')).toEqual(terms('Do you encrypt backups?'));
    expect(terms('Are backups held by your organisation encrypted?')).toEqual(terms('Are backups held by you encrypted?'));
    // Elsewhere "firm" stays a word of the question ("the penetration testing firm").
    expect(terms('Name your penetration testing firm')).toContain(tokenize('firm')[0]!.term);
  });

  it('reads value fields with a bracket, a leading adjective or a relative clause naming the respondent as asking for the value', () => {
    for (const field of [
      'Approximate number of people employed by the Applicant',
      'Notice period the Applicant gives clients before a new sub-processor starts handling their data',
      "Retention (deductible) of the Applicant's existing cyber policy",
    ]) {
      expect(questionForm(withRespondentNamed(corpus, field)), field).toBe('text');
    }
  });

  it('reads hard drives, new hires, the workforce, beginning work and simulated phishing e-mails as the sources say them', () => {
    expect(terms('hard drives encrypted')).toEqual(terms('disk encrypted'));
    expect(terms('new hires screened before they begin work')).toEqual(terms('employees screened before they start'));
    expect(terms('training for the workforce')).toEqual(terms('training for employees'));
    expect(terms('simulated phishing e-mails')).toEqual(terms('phishing simulations'));
  });

  it('answers a field naming a version only with a sentence that states one', () => {
    const c = corpusWith([
      [
        'i_edge',
        'Architecture',
        'Requests from browsers, mobile applications and API clients reach Cloudflare, which terminates TLS, applies WAF rules and forwards traffic over authenticated origin connections to the platform.',
      ],
      [
        'i_tls',
        'Encryption in transit',
        'All traffic to and within the platform is encrypted with TLS 1.2 or higher; TLS 1.0/1.1 and weak cipher suites are disabled.',
      ],
    ]);
    expect(draftAnswer(c, "Oldest TLS version the vendor's platform still accepts")).toMatchObject({ sources: [{ id: 'i_tls' }] });
  });

  it('asks a value field ending with its abbreviation in brackets ("(RPO)") for that value', () => {
    expect(questionForm('Maximum acceptable data loss for the main platform, measured in time (RPO)')).toBe('text');
    expect(questionForm('SOC 2 exceptions noted (current period)')).toBe('yesno');
    const c = corpusWith([['i_dr_2', 'Recovery objectives', 'Our RTO is 4 hours and our RPO is 1 hour, validated in an annual exercise.']]);
    expect(draftAnswer(c, 'Target time to restore the main platform after an outage (RTO)').answer).toContain('4 hours');
  });

  it('says "No answer found" when an everyday noun no source uses ends the question after "on"', () => {
    expect(draft('Are backups copied to a second region?').answer).toBe('Yes');
    expect(draft('Are backups kept on tape?').answer).toBe('No answer found');
  });

  it('reads a thing "switched off" or "turned off" as disabled, in the question and in the sources', () => {
    const c = corpusWith([
      [
        'i_tls',
        'Encryption in transit',
        'All traffic to and within the platform is encrypted with TLS 1.2 or higher; TLS 1.0/1.1 and weak cipher suites are disabled.',
      ],
    ]);
    expect(draftAnswer(c, 'Has the vendor switched off TLS 1.0 and TLS 1.1?').answer).toBe('Yes');
    expect(draftAnswer(c, 'Have you turned off weak cipher suites?').answer).toBe('Yes');
  });

  it('says "No answer found" when an everyday noun no source uses ends the question after a word the sources use', () => {
    const c = corpusWith([
      ['i_screening', 'Background checks', 'All employees with access to customer data pass a background check before starting, where permitted by local law.'],
    ]);
    expect(draftAnswer(c, 'Do employees with access to customer data pass security vetting?').answer).toBe('Yes');
    expect(draftAnswer(c, 'Do employees with access to customer data pass security vetting clearance?').answer).toBe('No answer found');
    // A terse field and the last of alternatives are not narrowed by their last word.
    expect(draftAnswer(c, 'Do employees with access to customer data pass a background check or security vetting process?').answer).toBe('Yes');
  });

  it('says "No answer found" to a value field whose noun a bracket renames with a word no source uses', () => {
    const c = corpusWith([['i_insurance', 'Cyber insurance', 'We carry USD 10 million in cyber liability and technology E&O coverage.']]);
    expect(draftAnswer(c, 'Limit of the vendor’s existing cyber policy (USD)').answer).toContain('10 million');
    expect(draftAnswer(c, 'Retention (deductible) of the vendor’s existing cyber policy').answer).toBe('No answer found');
  });

  it('asks a field for the value the respondent commits to, or the availability an agreement guarantees', () => {
    expect(questionForm('Recovery time objective the vendor commits to for the service')).toBe('text');
    expect(questionForm("Monthly availability guaranteed in the vendor's service level agreement")).toBe('text');
    expect(questionForm('Is monthly availability guaranteed in the service level agreement?')).toBe('yesno');
    expect(draftAnswer(more, 'Recovery time objective the vendor commits to for the service').answer).toContain('4 hours');
  });
});

describe('a prospect’s casual email', () => {
  const email = corpusOfItems([
    { itemUid: 'i_rest', title: 'Encryption at rest', explanation: 'All customer data is encrypted at rest with AES-256.' },
    { itemUid: 'i_iso', title: 'ISO 27001', explanation: 'Our information security management system is certified to ISO/IEC 27001:2022.' },
    { itemUid: 'i_baa', title: 'Business associate agreements', explanation: 'We do not yet sign BAAs.' },
    {
      itemUid: 'i_secrets',
      title: 'Secrets management',
      explanation: 'Application secrets are stored in a secrets manager; no secret is stored in source code.',
    },
    { itemUid: 'i_team', title: 'Security team', explanation: 'A team of 14 engineers covers product security and detection.' },
    { itemUid: 'i_people', title: 'Organisation', explanation: 'Northwind employs approximately 240 people.' },
    { itemUid: 'i_vdp', title: 'Vulnerability disclosure', explanation: 'Security researchers can report vulnerabilities to security@example.com.' },
    {
      itemUid: 'i_testing',
      title: 'Security testing',
      explanation: 'Independent testers assess the product every year, and researchers can report vulnerabilities through our disclosure program.',
    },
    { itemUid: 'i_logs', title: 'Logging', explanation: 'Audit logs are retained for one year.' },
    { itemUid: 'i_delete', title: 'Data deletion', explanation: 'Customer data is deleted within 30 days of termination.' },
    { itemUid: 'i_breach', title: 'Breach notification', explanation: 'We notify affected customers within 72 hours of confirming a personal data breach.' },
    { itemUid: 'i_oncall', title: 'Incident response', explanation: 'Security engineers are on call around the clock.' },
    { itemUid: 'i_ccpa', title: 'CCPA', explanation: 'Northwind does not sell or share personal information.' },
    {
      itemUid: 'i_ip',
      title: 'IP allowlisting',
      enabledState: 'notEnabled',
      explanation: 'Restricting workspace access to customer IP ranges is not available.',
    },
    { itemUid: 'i_hosting', title: 'Hosting', explanation: 'Cloud hosting: Amazon Web Services, regions us-east-1 and eu-central-1.' },
    { itemUid: 'i_iac', title: 'Infrastructure as code', explanation: 'All cloud resources are defined in Terraform.' },
    { itemUid: 'i_residency', title: 'Data residency', explanation: 'Customer data is stored in the region the customer chooses: us-east-1 or eu-central-1.' },
    {
      itemUid: 'i_pentest',
      title: 'Penetration testing',
      explanation: 'An independent firm tests the application, the API and the mobile apps every year; its summary is available.',
    },
    { itemUid: 'i_sso', title: 'Single sign-on', explanation: 'Users sign in through the identity provider of their organisation.' },
    // Sentences that share a word of the casual wording but do not answer it.
    { itemUid: 'i_transit', title: 'Encryption in transit', explanation: 'Customer data sent between our servers is encrypted with TLS 1.2.' },
    { itemUid: 'i_lockout', title: 'Account lockout', explanation: 'Accounts lock after five failed sign-in attempts.' },
    { itemUid: 'i_terms', title: 'Cloud terms of service', explanation: 'The terms that govern the use of our cloud services.' },
    { itemUid: 'i_spend', title: 'Security budget', explanation: 'The security budget is 8% of total company spend.' },
    { itemUid: 'i_design', title: 'Design review', explanation: 'Security engineers review designs before work begins.' },
  ]);
  const ask = (q: string) => draftAnswer(email, q);

  it.each([
    // A greeting and a remark before the question, and a lead before a colon.
    ["Hi! Before we sign I promised our CTO I'd run a few things by you. First: is our data encrypted at rest?", 'Yes', 'i_rest'],
    // A remark after the question.
    ['Are you ISO 27001 certified? Our procurement folks always ask.', 'Yes', 'i_iso'],
    // A clause of the speaker's own before a colon.
    ["We're a health-tech startup, so this one matters: will you sign a BAA with us?", 'No', 'i_baa'],
    // A question asked as a wish to know, with examples after "like".
    ['Our security lead will also want to know whether you keep secrets like API keys in a secrets manager.', 'Yes', 'i_secrets'],
  ])('reads the question of an email without the remarks around it: %s', (question, answer, id) => {
    expect(ask(question)).toMatchObject({ answer, sources: [{ id }] });
  });

  it('keeps the statement before an elliptic question, and a heading that names the topic', () => {
    expect(withoutRemarks('An information security policy is approved by management. Implemented?')).toBe(
      'An information security policy is approved by management. Implemented?',
    );
    expect(withoutRemarks('Backups: how often are they tested?')).toBe('Backups: how often are they tested?');
    expect(withoutRemarks('Describe your backups. How often are they tested?')).toBe('Describe your backups. How often are they tested?');
    expect(withoutRemarks('Quick one: do you support SSO?')).toBe('do you support SSO?');
  });

  it.each([
    // Data "sitting on your servers" is data at rest.
    ["Is our data encrypted when it's sitting on your servers?", 'Yes', 'i_rest'],
    // Locking access down to an IP range restricts it.
    ['Can we lock access to our workspace down to just our office IP range?', 'No', 'i_ip'],
    // "Somebody" is phrasing.
    ['Is somebody on your side on call for security around the clock?', 'Yes', 'i_oncall'],
    // "Personal info" is personal information; "to anyone" is phrasing.
    ["Do you sell our users' personal info to anyone?", 'No', 'i_ccpa'],
  ])('reads what a casual email says as the sources say it: %s', (question, answer, id) => {
    expect(ask(question)).toMatchObject({ answer, sources: [{ id }] });
  });

  it.each([
    // "Roughly" is phrasing.
    ['Roughly how big is your security team?', '14', 'i_team'],
    // People who work at the company are its employees; "in total, roughly" is phrasing.
    ['How many people work at the company in total, roughly?', '240', 'i_people'],
    // "Hang on to" is keep.
    ['How long do you hang on to logs?', 'one year', 'i_logs'],
    // After we cancel is after termination; "how long until" is how long.
    ['After we cancel, how long until our data is deleted?', '30 days', 'i_delete'],
    // "Tell us" is notify; "involving" and "one of our engineers" are phrasing; a long condition sets the scene.
    ["If there's a breach involving our users' personal data, how fast would you tell us?", '72 hours', 'i_breach'],
    ['If one of our engineers spots a vulnerability in your product, where should they report it?', 'security@example.com', 'i_vdp'],
    // Where data lives is where it is stored.
    ['Where will our data physically live?', 'eu-central-1', 'i_residency'],
    // The choices offered after a colon are candidates; which cloud it is on is where it is hosted.
    ['Which cloud are you on: AWS, GCP or Azure?', 'Amazon Web Services', 'i_hosting'],
  ])('answers a value asked casually: %s', (question, value, id) => {
    expect(ask(question)).toMatchObject({ form: 'text', answer: expect.stringContaining(value), sources: [{ id }] });
  });

  it('says "No answer found" when a practice a question names by a gerund no source uses is what it asks', () => {
    expect(ask('Do your mobile apps get penetration tested?').answer).toBe('Yes');
    expect(ask('Do your mobile apps use certificate pinning?').answer).toBe('No answer found');
  });
});

describe('a spreadsheet checklist', () => {
  it('ends a negation at a semicolon, though a list seems to go on after it', () => {
    const c = corpusOfItems([
      { itemUid: 'i_signin', title: 'Staff sign-in', explanation: 'All access uses individual accounts with single sign-on and multi-factor authentication.' },
    ]);
    expect(draftAnswer(c, 'Is MFA enforced for staff accounts?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_signin' }] });
    const words = plainWordsOf('No shared accounts; access uses SSO and MFA.');
    expect([...cuesOf('No shared accounts; access uses SSO and MFA.').negatedPositions].map((p) => words[p])).not.toContain('mfa');
  });

  it('drops the section path a row names before ">"', () => {
    expect(withoutRowLabel('BC/DR > RTO')).toBe('RTO');
    expect(withoutRowLabel('Change mgmt > CAB approval required')).toBe('CAB approval required');
    const c = corpusOfItems([
      {
        itemUid: 'i_failover',
        title: 'Multi-region failover',
        enabledState: 'workInProgress',
        explanation: 'Automated failover to a standby region is being rolled out.',
      },
      { itemUid: 'i_dr', title: 'Disaster recovery', explanation: 'Our recovery time objective is 4 hours.' },
    ]);
    expect(draftAnswer(c, 'BC/DR > automated multi-region failover?')).toMatchObject({ answer: 'No', sources: [{ id: 'i_failover' }] });
    expect(draftAnswer(c, 'BC/DR > RTO').answer).toContain('4 hours');
  });

  it('reads a DRP as a disaster recovery plan, and "after contract end" as after termination', () => {
    expect(terms('BCP/DRP documented')).toEqual(terms('business continuity / disaster recovery documented'));
    expect(terms('Data retention after contract end')).toEqual(terms('Data retention at the end of the contract'));
  });

  it('reads a law or a standard described before its name in brackets as its name', () => {
    expect(terms('Do you comply with the US health privacy law (HIPAA)?')).toEqual(terms('Do you comply with HIPAA?'));
    expect(terms('Do you comply with the EU data protection regulation (GDPR)?')).toEqual(terms('Do you comply with GDPR?'));
    // Only the description is the name's: the words before its article stay.
    expect(terms('Are you compliant with the law (HIPAA)?')).toEqual(terms('Are you compliant with HIPAA?'));
    // Words before a name in brackets that describe no law stay.
    expect(terms('Do you scan container images (OCI)?')).toContain(terms('container')[0]);
  });

  it('reads a PR as a pull request, mutual TLS as mTLS, and east-west traffic as traffic between services', () => {
    expect(terms('Do SAST and secret scanning run on every PR?')).toEqual(terms('Do SAST and secret scanning run on every pull request?'));
    // "PR" that is no pull request stays a word of its own.
    expect(terms('PR team')).not.toEqual(terms('pull request team'));
    expect(terms('Is east-west (service-to-service) traffic mTLS?')).toEqual(terms('Is service-to-service traffic mutual TLS?'));
    expect(terms('inter-service traffic')).toEqual(terms('east-west traffic'));
  });

  it('reads Strict-Transport-Security however it is written, and its header, as HSTS', () => {
    expect(terms('Is a Strict-Transport-Security header sent?')).toEqual(terms('Is HSTS sent?'));
    expect(terms('HTTP strict transport security headers')).toEqual(terms('HSTS'));
    expect(terms('Is a Strict-Transport-Security (HSTS) header sent?')).toEqual(terms('Is HSTS sent?'));
    expect(terms('Do you send an HSTS response header?')).toEqual(terms('Do you send HSTS?'));
    // Other headers stay headers.
    expect(terms('Is a Content-Security-Policy header sent?')).toContain(tokenize('header')[0]!.term);
  });

  it('reads cover outside business hours as cover around the clock, someone on call', () => {
    const onCall = terms('on call');
    for (const phrase of ['outside business hours', 'outside of normal working hours', 'after-hours', 'overnight', 'on nights and weekends'])
      expect(terms(phrase), phrase).toEqual(onCall);
    expect(terms('How are alerts handled outside business hours?')).toEqual(terms('How are alerts handled around the clock?'));
    // Business hours themselves stay what they are.
    expect(terms('during business hours')).not.toEqual(onCall);
  });

  it('reads a record of processing activities in the words of GDPR Art. 30(2) as the records of processing', () => {
    const record = terms('We maintain records of processing.');
    expect(terms('Do you maintain a record of all categories of processing activities carried out on behalf of a controller?')).toEqual(
      terms('Do you maintain records of processing?'),
    );
    expect(terms('Do you maintain a record of the categories of processing it carries out on behalf of controllers?')).toEqual(record.slice(0, 2));
    expect(terms('Is your RoPA up to date?')).toContain(record[1]);
    // Records of other things stay what they are.
    expect(terms('Do you keep records of access reviews?')).not.toContain(record[1]);
  });

  it('reads an ordinal in digits as the word, and an IR plan as an incident response plan', () => {
    expect(terms('Backups replicated to a 2nd region')).toEqual(terms('Backups replicated to a second region'));
    expect(terms('IR plan tested')).toEqual(terms('incident response plan tested'));
    expect(terms('How often do you run IR tabletops?')).toEqual(terms('How often do you run incident response tabletop exercises?'));
    expect(terms('IR drills and simulations')).toEqual(terms('incident response drills and simulations'));
    // "IR" alone is no incident response.
    expect(terms('IR camera')).not.toEqual(terms('incident response camera'));
  });

  it.each([
    // A field that ends where its value would follow.
    ['Leaver access removed within', 'text'],
    ['Physical security of data centres – provided by', 'text'],
    // A value noun qualified after a dash.
    ['Vulnerability remediation SLA – critical', 'text'],
    // Which kinds of a thing are available.
    ['MFA methods available to end users', 'text'],
    ['MFA enforced for admins', 'yesno'],
  ])('reads the form of a terse field: %s', (field, form) => {
    expect(questionForm(field)).toBe(form);
  });

  const sheet = corpusOfItems([
    {
      itemUid: 'i_leavers',
      title: 'Access reviews',
      explanation: 'Access is reviewed every quarter, and a leaver’s access is removed within one business day.',
    },
    { itemUid: 'i_patching', title: 'Patching', explanation: 'Critical vulnerabilities are patched within 7 days and high within 30 days.' },
    { itemUid: 'i_physical', title: 'Physical security', explanation: 'Physical security of the data centres is inherited from Amazon Web Services.' },
    { itemUid: 'i_scope', title: 'Penetration test summary', explanation: 'Out of scope: denial-of-service testing, social engineering.' },
  ]);

  it.each([
    ['Leaver access removed within', 'one business day', 'i_leavers'],
    ['Vulnerability remediation SLA – critical', '7 days', 'i_patching'],
    ['Physical security of data centres – provided by', 'Amazon Web Services', 'i_physical'],
  ])('answers a terse field with its value: %s', (field, value, id) => {
    expect(draftAnswer(sheet, field)).toMatchObject({ form: 'text', answer: expect.stringContaining(value), sources: [{ id }] });
  });

  it('answers No when asked whether a scope includes what a source puts out of scope', () => {
    expect(draftAnswer(sheet, 'Penetration test scope includes social engineering (Y/N)')).toMatchObject({ answer: 'No', sources: [{ id: 'i_scope' }] });
  });
});

describe('counts of people', () => {
  it('reads a count of people given in engineers or members as answering a count of people', () => {
    const c = corpusOfItems([
      { itemUid: 'i_team', title: 'Security team', explanation: 'A team of 14 engineers covers product security and detection.' },
      {
        itemUid: 'i_org',
        title: 'Leadership',
        explanation: 'The security program is led by a chief officer and supported by security, detection and governance teams.',
      },
      { itemUid: 'i_staff', title: 'Personnel', explanation: 'All staff complete training every year.' },
    ]);
    expect(draftAnswer(c, 'How many people work in your security team?')).toMatchObject({ answer: expect.stringContaining('14'), sources: [{ id: 'i_team' }] });
  });
});

describe('ciphers', () => {
  it('answers a field asking for a cipher or a key length only with a sentence that names one', () => {
    const c = corpusOfItems([
      { itemUid: 'i_table', title: 'Architecture', explanation: 'Search indexes: encryption at rest with a managed key, fine-grained access control.' },
      {
        itemUid: 'i_policy',
        title: 'Information security policy',
        explanation: 'Customer data is encrypted at rest with an AES-256 key, rotated every year.',
      },
      { itemUid: 'i_keys', title: 'Key management', explanation: 'Encryption keys are held in a key management service and rotated every year.' },
    ]);
    expect(draftAnswer(c, 'Encryption at rest – algorithm / key length')).toMatchObject({
      answer: expect.stringContaining('AES-256'),
      sources: [{ id: 'i_policy' }],
    });
    const without = corpusOfItems([
      { itemUid: 'i_table', title: 'Architecture', explanation: 'Search indexes: encryption at rest with a managed key, fine-grained access control.' },
      { itemUid: 'i_keys', title: 'Key management', explanation: 'Encryption keys are held in a key management service and rotated every year.' },
    ]);
    expect(draftAnswer(without, 'Encryption at rest – algorithm / key length').answer).toBe('No answer found');
  });
});

describe('an investor’s due-diligence request list', () => {
  it('reads "his or her" as phrasing', () => {
    expect(termsOf('access revoked following the termination of his or her engagement')).toEqual(
      termsOf('access revoked following the termination of engagement'),
    );
  });

  it('reads a legal request list’s qualifiers as phrasing', () => {
    const plain = termsOf('Does the Company sign BAAs with covered entities?');
    expect(termsOf('Does the Company, to the Company’s knowledge, sign BAAs with covered entities?')).toEqual(plain);
    expect(termsOf('Does the Company sign BAAs, within the meaning of HIPAA, with covered entities?')).toEqual(
      termsOf('Does the Company sign BAAs, HIPAA, with covered entities?'),
    );
    expect(termsOf('Does the Company, in all material respects, sign BAAs with covered entities?')).toEqual(plain);
    expect(termsOf('As at the date of this Request List, does the Company sign BAAs with covered entities?')).toEqual(plain);
    expect(termsOf('With respect to covered entities, does the Company sign BAAs?')).toEqual(termsOf('covered entities, does the Company sign BAAs?'));
  });

  it('reads the request’s verb after a condition as phrasing, the condition kept', () => {
    expect(mainQuestion('Where any exception was noted in the SOC 2 report, identify the control to which it relates.')).toBe(
      'Where any exception was noted in the SOC 2 report, the control to which it relates.',
    );
  });

  it('reads where the answer is written down, the group and "aggregate" as phrasing', () => {
    expect(mainQuestion('State the headcount, as reflected in the most recent system description furnished to the auditor.')).toBe('State the headcount.');
    expect(mainQuestion('Are audits allowed as provided in the Standard Contractual Clauses?')).toBe(
      'Are audits allowed as provided in the Standard Contractual Clauses?',
    );
    expect(termsOf('the aggregate headcount of the Company and its Subsidiaries')).toEqual(termsOf('the headcount of the Company'));
    expect(termsOf('the approximate headcount')).toEqual(termsOf('the headcount'));
    const c = corpusOfItems([
      { itemUid: 'i_people', title: 'Organisation', explanation: 'The company employs approximately 240 people.' },
      { itemUid: 'i_audit', title: 'Independent audits', explanation: 'An independent service auditor examines the system description every year.' },
    ]);
    expect(
      draftAnswer(
        c,
        'State the approximate aggregate headcount of the Company and its Subsidiaries, as reflected in the system description furnished to the independent service auditor.',
      ),
    ).toMatchObject({ answer: expect.stringContaining('240'), sources: [{ id: 'i_people' }] });
  });

  it('reads data leakage prevention as DLP', () => {
    expect(termsOf('A.8.12 Data leakage prevention')).toEqual(termsOf('A.8.12 DLP'));
    expect(termsOf('data loss prevention')).toEqual(termsOf('DLP'));
  });

  it('reads a programme open to all researchers as public', () => {
    expect(termsOf('a bug bounty programme open to all security researchers')).toEqual(termsOf('a bug bounty programme, public'));
    expect(termsOf('a bug bounty open to anyone')).toEqual(termsOf('a bug bounty, public'));
  });

  it('reads HIPAA by its full name and executing an agreement as signing it', () => {
    expect(termsOf('the U.S. Health Insurance Portability and Accountability Act of 1996 (HIPAA)')).toEqual(termsOf('HIPAA'));
    expect(termsOf('Does the Company execute Business Associate Agreements?')).toEqual(termsOf('Does the Company sign Business Associate Agreements?'));
    expect(termsOf('Does an executive own the program?')).not.toEqual(termsOf('Does a signatory own the program?'));
  });

  it('asks the clause after a frame naming what a request concerns', () => {
    const question = 'With respect to the OpenSSH vulnerability assessed in 2026, confirm whether any production hosts exposed SSH to the internet.';
    expect(mainQuestion(question)).toBe('any production hosts exposed SSH to the internet.');
    const c = corpusOfItems([
      { itemUid: 'i_ssh', title: 'Remote access', explanation: 'Production hosts do not expose SSH to the internet; access goes through a proxy.' },
      { itemUid: 'i_vuln', title: 'Vulnerability management', explanation: 'Critical vulnerabilities are patched within 7 days.' },
    ]);
    expect(draftAnswer(c, question)).toMatchObject({ answer: expect.stringMatching(/^No\b/), sources: [{ id: 'i_ssh' }] });
  });
});

describe('a role asked for by its title', () => {
  const c = corpusOfItems([
    {
      itemUid: 'i_program',
      title: 'Security program',
      explanation: 'The program is owned by our Chief Information Security Officer, who reports to the CEO.',
    },
    { itemUid: 'i_training', title: 'Security awareness', explanation: 'Every person completes security training each year.' },
  ]);

  it('answers a request for the title of whoever owns a thing with the sentence naming the role', () => {
    for (const question of [
      'Identify, by title, the officer who bears overall accountability for the information security programme.',
      'Job title of the person with overall responsibility for the cyber security programme',
      'Title of the officer to whom overall ownership of the security programme is assigned',
    ])
      expect(draftAnswer(c, question), question).toMatchObject({
        answer: expect.stringContaining('Chief Information Security Officer'),
        sources: [{ id: 'i_program' }],
      });
    const without = corpusOfItems([
      { itemUid: 'i_program', title: 'Security program', explanation: 'The security program is reviewed by the board every year.' },
    ]);
    expect(draftAnswer(without, 'Job title of the person with overall responsibility for the security programme').answer).toBe('No answer found');
  });

  it('reads cyber security as security and ownership as owning', () => {
    expect(termsOf('the cyber security programme')).toEqual(termsOf('the security programme'));
    expect(termsOf('cyber insurance')).not.toEqual(termsOf('security'));
    expect(termsOf('ownership of the programme')).toEqual(termsOf('owner of the programme'));
  });
});

describe('a plan for a qualified kind of the thing asked', () => {
  it('does not answer No from a plan for an automated kind the question does not ask about', () => {
    const c = corpusOfItems([
      {
        itemUid: 'i_failover',
        title: 'Regional failover',
        explanation:
          'Automated failover of the EU region to a standby region is being rolled out and is expected to reduce the recovery time objective to 1 hour.',
      },
      {
        itemUid: 'i_dr',
        title: 'Disaster recovery',
        explanation: 'Recovery is rehearsed in a secondary region every year; the last exercise met the recovery time objective.',
      },
    ]);
    expect(draftAnswer(c, 'Did the most recent regional failover exercise restore service within the recovery time objective?')).toMatchObject({
      answer: expect.stringMatching(/^Yes\b/),
      sources: [{ id: 'i_dr' }],
    });
    expect(draftAnswer(c, 'Is automated failover of the EU region in place?').answer).toMatch(/^No\b/);
  });
});

describe('a terse field asking for a name', () => {
  it('is answered only by a sentence naming someone, not by a role’s title or an amount', () => {
    const unnamed = corpusOfItems([
      { itemUid: 'i_ins', title: 'Cyber insurance', explanation: 'We carry USD 10 million in cyber liability insurance coverage.' },
      {
        itemUid: 'i_dpo',
        title: 'Data protection officer',
        explanation: 'We have appointed a Data Protection Officer, who advises on impact assessments and the records of processing.',
      },
    ]);
    expect(draftAnswer(unnamed, 'Cyber insurance – carrier name').answer).toBe('No answer found');
    expect(draftAnswer(unnamed, 'DPO – name').answer).toBe('No answer found');
    const named = corpusOfItems([
      { itemUid: 'i_ins', title: 'Cyber insurance', explanation: 'Our cyber insurance carrier is Beazley.' },
      { itemUid: 'i_dpo', title: 'Data protection officer', explanation: 'Our Data Protection Officer is Jane Smith.' },
    ]);
    expect(draftAnswer(named, 'Cyber insurance – carrier name').answer).toContain('Beazley');
    expect(draftAnswer(named, 'DPO – name').answer).toContain('Jane Smith');
  });
  it('reads a party alone after a dash as asking its name', () => {
    const unnamed = corpusOfItems([
      { itemUid: 'i_ins', title: 'Cyber insurance', explanation: 'We hold cyber liability and technology errors and omissions insurance.' },
    ]);
    expect(draftAnswer(unnamed, 'Cyber insurance – carrier').answer).toBe('No answer found');
    const named = corpusOfItems([{ itemUid: 'i_ins', title: 'Cyber insurance', explanation: 'Our cyber insurance carrier is Beazley.' }]);
    expect(draftAnswer(named, 'Cyber insurance – carrier').answer).toContain('Beazley');
  });
  it('reads "(name)" after a role as asking a person’s name, which a month or a team’s name is not', () => {
    const c = corpusOfItems([
      { itemUid: 'i_ir', title: 'Incident response policy', explanation: 'Owned by the CISO; last approved in March 2026.' },
      {
        itemUid: 'i_program',
        title: 'Security program',
        explanation: 'The program is led by the CISO, supported by the Security Engineering and Governance teams.',
      },
      { itemUid: 'i_people', title: 'Leadership', explanation: 'Maya Okafor, Chief Information Security Officer.' },
    ]);
    expect(draftAnswer(c, 'CISO (name)')).toMatchObject({ answer: expect.stringContaining('Maya Okafor'), sources: [{ id: 'i_people' }] });
  });
});

describe('the kind of party a name is asked of', () => {
  it('answers which firm performed a third-party test with the sentence naming the firm', () => {
    const c = corpusOfItems([
      {
        itemUid: 'i_testing',
        title: 'Penetration testing',
        explanation: 'An independent third-party firm tests the application and API at least once a year. The summary is available in the Reports card.',
      },
      { itemUid: 'i_summary', title: 'Penetration test summary', explanation: 'Ironbridge Security performed the August 2026 penetration test.' },
    ]);
    expect(draftAnswer(c, 'Identify the firm which performed the most recent third-party penetration test.')).toMatchObject({
      answer: expect.stringContaining('Ironbridge'),
      sources: [{ id: 'i_summary' }],
    });
  });
});

describe('a terse field asking for a value of a thing no source names', () => {
  it('leaves a frequency of a practice no source names unanswered', () => {
    const c = corpusOfItems([
      {
        itemUid: 'i_training',
        title: 'Security awareness training',
        explanation: 'All employees complete security training at hire and every year, with completion tracked by HR.',
      },
      { itemUid: 'i_checks', title: 'Background checks', explanation: 'Employees are background-checked before hire where the law permits.' },
    ]);
    expect([...unknownHeadTerms(c, 'HR - re-screening of existing staff – frequency')]).toEqual(termsOf('re-screening'));
    expect([...unknownHeadTerms(c, 'HR - security training of staff – frequency')]).not.toContain(termsOf('re-screening')[0]);
    expect(draftAnswer(c, 'HR - re-screening of existing staff – frequency').answer).toBe('No answer found');
    expect(draftAnswer(c, 'HR - security training of staff – frequency').answer).toContain('every year');
  });
});

describe('a bound of a value written short or counted in units', () => {
  it('reads "max. days …" as asking for the number of days, the abbreviation ending no sentence', () => {
    expect(questionForm('Maximum days behind on OS updates before access is blocked')).toBe('text');
    expect(questionForm('Endpoint: max. days behind on OS updates before access is blocked')).toBe('text');
    expect(questionForm('Endpoint: OS updates are installed automatically')).toBe('yesno');
  });
});

describe('a department’s abbreviation before a spreadsheet’s row', () => {
  it('reads "HR - " as the section a row sits in, and a topic’s acronym as its topic', () => {
    expect(withoutRowLabel('HR - background checks prior to hire')).toBe('background checks prior to hire');
    expect(withoutRowLabel('IT – asset inventory maintained')).toBe('asset inventory maintained');
    expect(withoutRowLabel('MFA - enforced for admin accounts')).toBe('MFA - enforced for admin accounts');
    expect(withoutRowLabel('HRIS - vendor name')).toBe('HRIS - vendor name');
  });
});

describe('a length asked for', () => {
  it('is answered only by a sentence giving a length, not a date or a duration', () => {
    const items = [
      { itemUid: 'i_tabletop', title: 'Tabletop exercises', explanation: 'October 2026: compromised CI credentials.' },
      { itemUid: 'i_reset', title: 'Password reset', explanation: 'Password reset tokens are valid for 24 hours.' },
      OTHER_TOPICS.rest,
      { itemUid: 'i_backups', title: 'Backups', explanation: 'Backups are taken every day and kept for 35 days.' },
      { itemUid: 'i_logs', title: 'Logging', explanation: 'Audit logs are kept for one year.' },
      { itemUid: 'i_network', title: 'Network security', explanation: 'Production networks are segmented and filtered by firewalls.' },
      { itemUid: 'i_keys', title: 'Key management', explanation: 'Keys are rotated every year in a key management service.' },
      { itemUid: 'i_sso', title: 'Single sign-on', explanation: 'Customers can sign in through SAML single sign-on.' },
    ];
    expect(draftAnswer(corpusOfItems(items), 'Password minimum length').answer).toBe('No answer found');
    const withPolicy = corpusOfItems([
      ...items,
      { itemUid: 'i_policy', title: 'Password policy', explanation: 'Passwords must be at least 12 characters long.' },
    ]);
    expect(draftAnswer(withPolicy, 'Password minimum length')).toMatchObject({
      answer: expect.stringContaining('12 characters'),
      sources: [{ id: 'i_policy' }],
    });
  });
});

describe('a terse field offering two choices', () => {
  it('asks which of the two, the topic being what is asked', () => {
    expect(questionForm('Key management – KMS or HSM?')).toBe('text');
    expect(mainQuestion('Key management – KMS or HSM?')).toBe('Key management?');
    expect(questionForm('Is data encrypted – at rest or in transit?')).toBe('yesno');
    const c = corpusOfItems([
      { itemUid: 'i_keys', title: 'Key management', explanation: 'Keys are managed by AWS KMS with automatic annual rotation.' },
      OTHER_TOPICS.rest,
    ]);
    expect(draftAnswer(c, 'Key management – KMS or HSM?')).toMatchObject({ answer: expect.stringContaining('KMS'), sources: [{ id: 'i_keys' }] });
  });
});

describe('a terse field naming a practice by its gerund', () => {
  it('is answered only by a source stating the practice', () => {
    const items = [
      {
        itemUid: 'i_dpia',
        title: 'Privacy impact assessments',
        explanation: 'DPIAs for the platform, the AI assistant and the analytics warehouse, with residual risk ratings.',
      },
      { itemUid: 'i_training', title: 'Security awareness', explanation: 'All employees complete security training every year.' },
      OTHER_TOPICS.rest,
    ];
    expect([...unknownHeadTerms(corpusOfItems(items), 'AI model training on customer data')]).toEqual(termsOf('training'));
    expect([...unknownHeadTerms(corpusOfItems(items), 'Customer data encrypted at rest')]).toEqual([]);
    expect(draftAnswer(corpusOfItems(items), 'AI model training on customer data').answer).toBe('No answer found');
    const stated = corpusOfItems([...items, { itemUid: 'i_ai', title: 'AI assistant', explanation: 'We never use customer data for AI model training.' }]);
    expect(draftAnswer(stated, 'AI model training on customer data')).toMatchObject({ answer: expect.stringMatching(/^No\b/), sources: [{ id: 'i_ai' }] });
  });
});

describe('kinds of a thing asked under a sheet’s heading', () => {
  it('weighs the heading as the row’s category and answers with the sentence listing the kinds', () => {
    expect([...headingTerms('Access Control: MFA methods available to end users')].sort()).toEqual(termsOf('access control').sort());
    expect([...headingTerms('Backups: how often are they tested?')]).toEqual([]);
    // A field of two terms has its own topic when it names a thing of its own, not when it only says what is done.
    expect([...headingTerms('IAM: access reviews – frequency')]).toEqual(termsOf('IAM'));
    expect([...headingTerms('MFA: enforced for admins')]).toEqual([]);
    const c = corpusOfItems([
      {
        itemUid: 'i_proxy',
        title: 'Zero-trust access',
        explanation: 'An identity-aware proxy, available to every user of internal tools, checks user identity, device posture and MFA on every request.',
      },
      { itemUid: 'i_mfa', title: 'Multi-factor authentication', explanation: 'MFA with TOTP or passkeys is available to the users of every workspace.' },
      { itemUid: 'i_policy', title: 'Access control policy', explanation: 'Least privilege, role-based access and access reviews for all systems.' },
      OTHER_TOPICS.rest,
      { itemUid: 'i_backups', title: 'Backups', explanation: 'Backups are taken every day and kept for 35 days.' },
    ]);
    expect(draftAnswer(c, 'Access Control: MFA methods available to end users')).toMatchObject({
      answer: expect.stringContaining('TOTP'),
      sources: [{ id: 'i_mfa' }],
    });
  });
});

describe('non-native English questionnaires', () => {
  it('reads calques and false friends as the native words, only where the native meaning cannot be meant', () => {
    const same: [string, string][] = [
      ['Do you sell the personal datas of the users to third parts?', 'Do you sell the personal data of the users to third parties?'],
      ['Are the employees formed about the security?', 'Are the employees trained about the security?'],
      ['Do you realise background controls on the new collaborators?', 'Do you perform background checks on the new employees?'],
      ['Are crypted the disks of the portable computers?', 'Are encrypted the disks of the laptops?'],
      ['Is access possible with double authentication factor?', 'Is access possible with MFA?'],
      ['Which society of audit performed the SOC 2 examination?', 'Which audit firm performed the SOC 2 examination?'],
      ['Can researchers signal to you vulnerabilities?', 'Can researchers report vulnerabilities?'],
      ['Do you memorise, treat or transmit card data?', 'Do you store, process or transmit card data?'],
      ['Has the supplier nominated a DPO?', 'Has the supplier appointed a DPO?'],
      ['Which is the minimal version of TLS?', 'Which is the minimum version of TLS?'],
      ['Exists a process for reporting?', 'Is there a process for reporting?'],
      ['Which methods of second factor can our users use?', 'Which MFA methods can our users use?'],
      ['Do you store datas of credit cards?', 'Do you store credit card data?'],
      ['Do you hold datas of health?', 'Do you hold health data?'],
      ['Which sub-processor manages the tickets of assistance?', 'Which sub-processor manages the support tickets?'],
      ['Is SSO with Microsoft Entra ID (ex Azure AD) possible?', 'Is SSO with Microsoft Entra ID possible?'],
      ['Is SSO with Microsoft Entra ID (formerly Azure AD) possible?', 'Is SSO with Microsoft Entra ID possible?'],
    ];
    for (const [nonNative, native] of same) expect(termsOf(nonNative).sort(), nonNative).toEqual(termsOf(native).sort());
    // The native meanings keep their words.
    expect(termsOf('Do you treat customer data as confidential?')).toEqual(expect.arrayContaining(termsOf('treat')));
    expect(termsOf('Do staff realise the risks of phishing?')).toEqual(expect.arrayContaining(termsOf('realise')));
    expect(termsOf('A policy formed on the basis of ISO 27001')).toEqual(expect.arrayContaining(termsOf('formed')));
  });
  it('reads a statement with its question word left in place as asking for a value', () => {
    for (const q of [
      'The tests of restoration of the backups are made how often?',
      'The plan of response to the incidents is exercised how many times per year?',
      'The penetration tests by an external society are made with which frequency?',
    ])
      expect(questionForm(q), q).toBe('text');
    for (const q of [
      'Customer data is encrypted at rest.',
      'Backups are tested, and restores are verified?',
      'Exists a contract for the treatment of the data (DPA) which includes the standard contractual clauses?',
      'Data is kept in a region in which it is stored and backed up every day?',
    ])
      expect(questionForm(q), q).toBe('yesno');
  });
});

describe('abbreviations of terse checklists', () => {
  it('reads a checklist’s short forms as the words they shorten, only where they can mean nothing else', () => {
    const same: [string, string][] = [
      ['TLS min version', 'TLS minimum version'],
      ['Max. failed logins before lockout', 'Maximum failed logins before lockout'],
      ['Session idle timeout (mins)', 'Session idle timeout (minutes)'],
      ['Logs kept 24 hrs', 'Logs kept 24 hours'],
      ['Vuln scanning cadence', 'Vulnerability scanning cadence'],
      ['InfoSec policy – review cadence', 'Information security policy – review cadence'],
      ['Change mgmt – approvals', 'Change management – approvals'],
      ['MFA enforced – prod access', 'MFA enforced – production access'],
      ['Config drift detected', 'Configuration drift detected'],
      ['Prod data in test envs', 'Production data in test environments'],
      ['Admin access w/o MFA', 'Admin access without MFA'],
      ['HA – multi-AZ?', 'High availability – multiple availability zones?'],
      ['BYOK / CMK', 'BYOK / customer-managed keys'],
      ['SCIM provisioning – GA?', 'SCIM provisioning – generally available?'],
      ['Background checks – pre-hire', 'Background checks – before hire'],
      ['SOC 2 – exceptions noted (control ref)', 'SOC 2 – exceptions noted (control reference)'],
      ['Data centre location(s)', 'Data centre locations'],
      ['Sub-processor(s) used for support', 'Sub-processors used for support'],
    ];
    for (const [short, full] of same) expect(terms(short), short).toEqual(terms(full));
    // A duration's "min" is minutes, and "HR" is a department, not hours.
    expect(terms('Session timeout 30 min')).toEqual(terms('Session timeout 30 minutes'));
    expect(terms('HR - background checks')).not.toEqual(terms('hours - background checks'));
    expect(draft('TLS min version').answer).toContain('TLS 1.2');
  });
});

describe('a terse field asking by what means', () => {
  it('reads "– method" as asking for an account, answered by the sentence saying by what means', () => {
    expect(questionForm('Tenant isolation – method')).toBe('text');
    expect(questionForm('Key rotation: approach')).toBe('text');
    expect(questionForm('Tenant isolation enforced')).toBe('yesno');
    const c = corpusOfItems([
      {
        itemUid: 'i_pentest',
        title: 'Penetration test summary',
        explanation: 'Tenant isolation held under every tested scenario, including direct object reference manipulation.',
      },
      { itemUid: 'i_tenancy', title: 'Tenant isolation', explanation: 'Each tenant’s data is isolated in the database with row-level security.' },
    ]);
    expect(draftAnswer(c, 'Tenant isolation – method')).toMatchObject({
      answer: expect.stringContaining('row-level security'),
      sources: [{ id: 'i_tenancy' }],
    });
  });
});

describe('a terse field ending on its SLA', () => {
  it('asks for the deadline of the work it names, after a dash too', () => {
    expect(questionForm('Breach notification SLA')).toBe('text');
    expect(questionForm('Leaver access removal – SLA')).toBe('text');
    expect(terms('Leaver access removal – SLA')).toEqual(terms('Leaver access removal'));
    expect(questionForm('Is the SLA backed by service credits?')).toBe('yesno');
    const c = corpusOfItems([
      { itemUid: 'i_access', title: 'Access reviews', explanation: 'Access is reviewed every quarter and removed within one business day of termination.' },
      { itemUid: 'i_sla', title: 'Service level agreement', explanation: 'Monthly uptime commitment of 99.95% with service credits.' },
      { itemUid: 'i_notify', title: 'Breach notification', explanation: 'We notify affected customers within 72 hours of confirming a breach.' },
    ]);
    expect(draftAnswer(c, 'Leaver access removal – SLA')).toMatchObject({ answer: expect.stringContaining('one business day'), sources: [{ id: 'i_access' }] });
    expect(draftAnswer(c, 'Breach notification SLA')).toMatchObject({ answer: expect.stringContaining('72 hours'), sources: [{ id: 'i_notify' }] });
  });
});

describe('a cadence asked for', () => {
  it('reads a cadence as a frequency, answered by the sentence that gives one', () => {
    const c = corpusOfItems([
      {
        itemUid: 'i_scope',
        title: 'Information security policy review',
        explanation: 'The information security policy review covers access, encryption and incident handling.',
      },
      { itemUid: 'i_policy', title: 'Policies', explanation: 'Security policies are reviewed every year.' },
      OTHER_TOPICS.rest,
    ]);
    expect(draftAnswer(c, 'Information security policy – review cadence')).toMatchObject({
      answer: expect.stringContaining('every year'),
      sources: [{ id: 'i_policy' }],
    });
  });
});

describe('a category’s acronym before a short terse field', () => {
  it('answers the field, not a sentence that only names the category', () => {
    const c = corpusOfItems([
      { itemUid: 'i_arch', title: 'Architecture', explanation: 'Service to data: IAM roles for service accounts.' },
      { itemUid: 'i_reviews', title: 'Access reviews', explanation: 'System owners review access to production every quarter.' },
      OTHER_TOPICS.rest,
    ]);
    expect(draftAnswer(c, 'IAM: access reviews – frequency')).toMatchObject({
      answer: expect.stringContaining('every quarter'),
      sources: [{ id: 'i_reviews' }],
    });
  });
});

describe('an acronym in brackets glossing a name', () => {
  it('needs no source to use an acronym that only says again what the name before it is', () => {
    const c = corpusOfItems([
      { itemUid: 'i_iso', title: 'ISO/IEC 27701', explanation: 'Our privacy management system is certified to ISO/IEC 27701.' },
      OTHER_TOPICS.rest,
      { itemUid: 'i_backups', title: 'Backups', explanation: 'Backups are taken every day and kept for 35 days.' },
      { itemUid: 'i_logs', title: 'Logging', explanation: 'Audit logs are kept for one year.' },
      { itemUid: 'i_sso', title: 'Single sign-on', explanation: 'Customers can sign in through SAML single sign-on.' },
      { itemUid: 'i_keys', title: 'Key management', explanation: 'Keys are rotated every year in a key management service.' },
    ]);
    expect([...glossTerms(c, 'ISO 27701 (PIMS)?')]).toEqual(termsOf('PIMS'));
    expect([...glossTerms(c, 'Encryption at rest (AES)?')]).toEqual([]);
    expect(draftAnswer(c, 'ISO 27701 (PIMS)?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_iso' }] });
    // The name itself is still asked: a standard no source names is not answered.
    expect(draftAnswer(c, 'ISO 22301 (BCMS) certified?').answer).toBe('No answer found');
  });
});

describe('a terse field asking for a reference', () => {
  it('reads "(control ref)" as asking for the reference, answered by a sentence giving one', () => {
    expect(questionForm('SOC 2 – exceptions noted (control ref)')).toBe('text');
    expect(questionForm('SOC 2 – exceptions noted')).toBe('yesno');
    const c = corpusOfItems([
      { itemUid: 'i_report', title: 'SOC 2 Type II report', explanation: 'The SOC 2 report notes one exception, with a management response.' },
      {
        itemUid: 'i_exception',
        title: 'SOC 2 exceptions',
        explanation: 'One exception was noted under CC6.2: access of two leavers was removed late.',
      },
      OTHER_TOPICS.rest,
    ]);
    expect(draftAnswer(c, 'SOC 2 – exceptions noted (control ref)')).toMatchObject({
      answer: expect.stringContaining('CC6.2'),
      sources: [{ id: 'i_exception' }],
    });
  });
});

describe('a field asking for an identifier', () => {
  it('is answered only by a sentence giving an identifier, not by the standard’s own number', () => {
    const items = [
      { itemUid: 'i_iso', title: 'ISO/IEC 27001', explanation: 'We are certified to ISO/IEC 27001:2022 by Schellman.' },
      OTHER_TOPICS.rest,
      { itemUid: 'i_backups', title: 'Backups', explanation: 'Backups are taken every day and kept for 35 days.' },
    ];
    expect(draftAnswer(corpusOfItems(items), 'ISO 27001 certificate number').answer).toBe('No answer found');
    const numbered = corpusOfItems([
      ...items,
      { itemUid: 'i_cert', title: 'ISO/IEC 27001 certificate', explanation: 'The ISO/IEC 27001 certificate SCH-ISMS-1187-2025 is valid until 2028.' },
    ]);
    expect(draftAnswer(numbered, 'ISO 27001 certificate number')).toMatchObject({
      answer: expect.stringContaining('SCH-ISMS-1187-2025'),
      sources: [{ id: 'i_cert' }],
    });
  });
});

describe('credentials written in code', () => {
  it('reads hard-coded credentials as secrets in the source code, which a source denying them answers', () => {
    expect(draft('Hard-coded credentials in repositories')).toMatchObject({ answer: 'No', sources: [{ id: 'i_secrets' }] });
    expect(draft('Are credentials kept out of source code?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_secrets' }] });
  });
});

describe('a verb that excludes or prohibits its object', () => {
  it('reads "excludes …" as the absence of its object, so a question asking whether it is excluded is answered Yes', () => {
    const words = plainWordsOf('The description excludes controls of the subservice organizations.');
    const negated = [...cuesOf('The description excludes controls of the subservice organizations.').negatedPositions].map((p) => words[p]);
    expect(negated).toContain('subservice');
    expect(negated).not.toContain('description');
    const c = corpusOfItems([
      {
        itemUid: 'i_soc2',
        title: 'SOC 2 Type II report',
        explanation: 'The description includes only our own controls and excludes controls of the subservice organizations (the carve-out method).',
      },
      OTHER_TOPICS.rest,
      { itemUid: 'i_backups', title: 'Backups', explanation: 'Backups are taken every day and kept for 35 days.' },
    ]);
    expect(draftAnswer(c, 'Please confirm that the controls of your subservice organisations are excluded from your SOC 2 Type II report.')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_soc2' }],
    });
  });
});

describe('the vocabulary of financial regulation', () => {
  const c = corpusOfItems([
    { itemUid: 'i_irp', title: 'Incident response plan', explanation: 'A documented incident response plan defines roles, escalation and recovery steps.' },
    { itemUid: 'i_export', title: 'Data export', explanation: 'Customers can export their data at any time.' },
    OTHER_TOPICS.rest,
    { itemUid: 'i_backups', title: 'Backups', explanation: 'Backups are taken every day and kept for 35 days.' },
  ]);
  it('reads "ICT" as a qualifier no source needs: "ICT security" is security, an "ICT-related incident" an incident', () => {
    expect(termsOf('ICT security')).toEqual(termsOf('security'));
    expect(termsOf('a major ICT-related incident')).toEqual(termsOf('a major incident'));
    expect(draftAnswer(c, 'Does the Provider maintain a documented ICT incident response plan? (Yes/No)')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_irp' }],
    });
  });
  it('reads "the financial entity" as the customer', () => {
    expect(termsOf("the financial entity's data")).toEqual(termsOf('customer data'));
    expect(draftAnswer(c, 'Can the financial entity export its data at any time? (Yes/No)')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_export' }],
    });
  });
});

describe('the management body and critical or important functions', () => {
  it('reads the "management body" as the board, and services "supporting critical or important functions" as the services', () => {
    expect(termsOf("the Provider's management body")).toEqual(termsOf("the Provider's board"));
    expect(termsOf('the services supporting our critical or important functions')).toEqual(termsOf('the services'));
    const c = corpusOfItems([
      { itemUid: 'i_prog', title: 'Security programme', explanation: 'The CISO reports on the security programme to the board every quarter.' },
      OTHER_TOPICS.rest,
      { itemUid: 'i_backups', title: 'Backups', explanation: 'Backups are taken every day and kept for 35 days.' },
    ]);
    expect(draftAnswer(c, 'How often does the CISO report to the management body on the security programme?')).toMatchObject({
      answer: expect.stringContaining('every quarter'),
      sources: [{ id: 'i_prog' }],
    });
  });
});

describe('a total number and the engagement of a new party', () => {
  it('reads "the total number of" as the number of, and "the engagement of a new sub-processor" as the new sub-processor', () => {
    expect(termsOf('the total number of staff')).toEqual(termsOf('the number of staff'));
    expect(termsOf('the engagement of a new sub-processor')).toEqual(termsOf('a new sub-processor'));
    const c = corpusOfItems([
      { itemUid: 'i_staff', title: 'Company', explanation: 'The company employs approximately 240 people.' },
      { itemUid: 'i_sub', title: 'Sub-processors', explanation: 'Customers may object to any new sub-processor within 30 days of notice.' },
      OTHER_TOPICS.rest,
      { itemUid: 'i_backups', title: 'Backups', explanation: 'Backups are taken every day and kept for 35 days.' },
    ]);
    expect(draftAnswer(c, 'Please state the total number of staff employed by the Provider.')).toMatchObject({
      answer: expect.stringContaining('240'),
      sources: [{ id: 'i_staff' }],
    });
    expect(draftAnswer(c, 'Does the customer have the right to object to the engagement of a new sub-processor? (Yes/No)')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_sub' }],
    });
  });
});

describe('the shared environment other customers’ data already names', () => {
  it('reads "from other customers’ data in the multi-tenant environment" as from other customers’ data', () => {
    expect(termsOf("segregated from other customers' data in the multi-tenant environment")).toEqual(termsOf("segregated from other customers' data"));
    // Asked on its own, multi-tenancy is still the question.
    expect(termsOf('Is the service delivered in a multi-tenant environment?')).toContain('multitenant');
  });
});

describe('audit catalogue rows: "To what extent …", requirement notes, continued rows', () => {
  const c = corpusOfItems([
    {
      itemUid: 'i_policy',
      title: 'Information security policy',
      explanation: 'The information security policy is approved by the executive team and reviewed every year.',
    },
    {
      itemUid: 'i_proj',
      title: 'Secure development',
      explanation: 'Security requirements are considered in every project through threat models and security reviews of designs.',
    },
    OTHER_TOPICS.rest,
    { itemUid: 'i_backups', title: 'Backups', explanation: 'Backups are taken every day and kept for 35 days.' },
  ]);

  it('reads "To what extent is X …?" as how X is done, and drops the frame before a question or a request for a value', () => {
    expect(withoutExtentFrame('To what extent are security requirements considered in projects?')).toBe(
      'How are security requirements considered in projects?',
    );
    expect(withoutExtentFrame('To what extent is the use of cryptography regulated? Please state the algorithm used for data at rest.')).toBe(
      'Please state the algorithm used for data at rest.',
    );
    expect(withoutExtentFrame('To what extent are policies available? Is a policy defined and released by the management?')).toBe(
      'Is a policy defined and released by the management?',
    );
    // A bare "Please describe." keeps the frame, read as how.
    expect(withoutExtentFrame('To what extent are IT systems hardened? Please describe.')).toBe('How are IT systems hardened? Please describe.');
    expect(
      draft('To what extent is the use of cryptographic procedures regulated? Please state the algorithm used for the encryption of data at rest.'),
    ).toMatchObject({
      answer: expect.stringContaining('AES-256'),
    });
    expect(draftAnswer(c, 'To what extent are security requirements considered in projects?')).toMatchObject({
      answer: expect.stringContaining('threat models'),
      sources: [{ id: 'i_proj' }],
    });
  });

  it('reads "in which interval" and "the interval of" as how often', () => {
    expect(termsOf('In which interval is the policy reviewed?')).toEqual(termsOf('How often is the policy reviewed?'));
    expect(draftAnswer(c, 'In which interval is the information security policy reviewed?')).toMatchObject({
      answer: expect.stringContaining('every year'),
      sources: [{ id: 'i_policy' }],
    });
  });

  it('drops a "+ Evidence: …" note after the question and a continued row\'s mark', () => {
    expect(withoutRequirementNote('Is the policy released by the management? + Evidence: released top-level policy')).toBe(
      'Is the policy released by the management?',
    );
    expect(withoutRequirementNote('(continued) In which interval is the policy reviewed?')).toBe('In which interval is the policy reviewed?');
    // A "+" inside the question is no note.
    expect(withoutRequirementNote('Do you support TLS 1.2+ for all connections?')).toBe('Do you support TLS 1.2+ for all connections?');
    expect(draftAnswer(c, '1.1.1 (continued) Is the information security policy approved by the executive team?')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_policy' }],
    });
    expect(
      draftAnswer(c, '1.2.3 Is the information security policy approved by the executive team? + Evidence: released top-level policy with signature sheet'),
    ).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_policy' }] });
  });
});

describe('questions typed as chat messages', () => {
  const c = corpusOfItems([
    { itemUid: 'i_soc2', title: 'SOC 2 Type II', explanation: 'We hold a SOC 2 Type II report covering security and availability.' },
    {
      itemUid: 'i_pci',
      title: 'Payment cards',
      explanation: 'We do not store, process or transmit cardholder data; payments are handled by our payment provider.',
    },
    {
      itemUid: 'i_remote',
      title: 'Remote access',
      explanation: 'There is no corporate VPN. Employees reach internal tools through an identity-aware proxy.',
    },
    { itemUid: 'i_tenant', title: 'Tenant isolation', explanation: 'Customer data is kept separate from other customers with row-level security.' },
    { itemUid: 'i_rpo', title: 'Disaster recovery', explanation: 'Our recovery point objective (RPO) is one hour.' },
    { itemUid: 'i_incident', title: 'EU latency incident', explanation: 'Post-incident review of the EU latency incident: no data was lost.' },
  ]);

  it('reads runs of white space, line breaks and long runs of separators as the words they hold', () => {
    expect(fromChatRegister('r  u guys\n soc2 \t type 2?')).toBe(fromChatRegister('r u guys soc2 type 2?'));
    expect(fromChatRegister(`do u encrypt data${' '.repeat(3000)}too?`)).toBe(fromChatRegister('do u encrypt data too?'));
    // A pasted row of separators before a tag or a "please" is still read: the statement is asked, "please" dropped.
    expect(fromChatRegister(`we are ${', '.repeat(1500)}hosted in the eu, right?`)).toMatch(/^Is it true that .*hosted in the EU\?$/i);
    expect(fromChatRegister(`send the soc2 report${' ,'.repeat(1500)} please`)).not.toMatch(/please/i);
  });

  it('reads text-speak, "you guys" and lowercase standards as plain English', () => {
    expect(fromChatRegister('r u guys soc2 type 2?')).toBe('Are you SOC 2 Type II?');
    expect(fromChatRegister('do ur admins connect w sso thru okta')).toBe('Do your admins connect with sso through okta?');
    expect(fromChatRegister('also r u 27701 certified too?')).toBe('Are you ISO 27701 certified?');
    expect(fromChatRegister("who's the cert body on ur iso27001")).toBe('Who is the certification body on your ISO 27001?');
    expect(fromChatRegister('whats ur hq')).toBe('What is your headquarters?');
    expect(draftAnswer(c, 'r u guys soc2 type 2?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_soc2' }] });
  });

  it('restores left-out apostrophes and common misspellings of security words', () => {
    expect(fromChatRegister('whats the retension for backups')).toBe('What is the retention for backups?');
    expect(fromChatRegister('how do u keep our data seperate from other customers data')).toBe('How do you keep our data separate from other customers data?');
    expect(fromChatRegister('is the data encrpyted at rest')).toBe('Is the data encrypted at rest?');
    // A word of its own is no misspelling of another: a complaint is not "compliant".
    expect(fromChatRegister('r u gdpr complient')).toBe('Are you gdpr compliant?');
    expect(fromChatRegister('do u report a complaint to the regulator')).toBe('Do you report a complaint to the regulator?');
    expect(draftAnswer(c, 'how do u keep our data seperate from other customers data')).toMatchObject({
      answer: expect.stringContaining('row-level security'),
    });
  });

  it('asks the statement before a tag question ("…, right?"), its negation included', () => {
    expect(fromChatRegister('you dont store card numbers right?')).toBe("Is it true that you don't store card numbers?");
    expect(fromChatRegister('your staff connect to internal tools thru a vpn, correct?')).toBe(
      'Is it true that your staff connect to internal tools through a vpn?',
    );
    // A question with a tag is the question.
    expect(fromChatRegister('do u encrypt backups, right?')).toBe('Do you encrypt backups?');
    expect(draftAnswer(c, 'you dont store card data right?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_pci' }] });
    expect(draftAnswer(c, 'your staff connect to internal tools thru a vpn right?')).toMatchObject({ answer: 'No' });
  });

  it("reads off a message's context, fillers and glosses, and asks a fragment", () => {
    expect(fromChatRegister("we're a healthcare co - will u sign a baa with us today?")).toBe('Will you sign a baa with us today?');
    expect(fromChatRegister('do u have a soc 1 type 2? our finance auditors r asking for it')).toBe('Do you have a SOC 1 Type II?');
    expect(fromChatRegister('do u actually test restoring backups or just take them lol')).toBe('Do you test restoring backups or take them?');
    expect(fromChatRegister('whats ur rpo, ie how much data could we lose worst case')).toBe('What is your rpo?');
    expect(fromChatRegister('byok supported yet?')).toBe('Is byok supported yet?');
    expect(fromChatRegister('any sign the openssh bug got exploited on ur side?')).toBe('Is there any evidence the openssh bug got exploited on your side?');
    // The clause before a comma may name what the question asks of: "their" is the CISO named there.
    expect(fromChatRegister('our ciso wants to connect w yours, whats their name')).toBe('What is the name of your ciso?');
    expect(draftAnswer(c, 'whats ur rpo, ie how much data could we lose worst case')).toMatchObject({ answer: expect.stringContaining('one hour') });
  });

  it('puts back the comma after a condition before a wh-question', () => {
    expect(fromChatRegister('if theres a breach how fast do u tell us')).toBe('If there is a breach, how fast do you tell us?');
    expect(fromChatRegister('if we pick eu hosting which aws region does our data sit in')).toBe(
      'If we pick eu hosting, which aws region does our data sit in?',
    );
    expect(draftAnswer(c, 'if theres an outage how much data could we lose')).toMatchObject({ form: 'text' });
  });

  it('asks the detail a Yes/No ask is joined to first, the ask after it naming what the detail is of', () => {
    expect(fromChatRegister('do u have a dpo? whats the contact')).toBe('What is the contact? Do you have a dpo?');
    expect(fromChatRegister('do ur own employees have to use mfa and what kind')).toBe('What kind? Do your own employees have to use mfa?');
    // Two Yes/No asks stay as they are.
    expect(fromChatRegister('r u gdpr compliant and do u have a dpa we can sign')).toBe('Are you gdpr compliant and do you have a dpa we can sign?');
    expect(draftAnswer(c, 'do u have an rpo and how long is it')).toMatchObject({ form: 'text', answer: expect.stringContaining('one hour') });
  });

  it('leaves plain English as it is, and the context of a formal row', () => {
    for (const q of [
      'Is privileged operator access to production granted just in time and recorded?',
      'Do you have a SOC 1 report as well?',
      'A.8.31 Separation of environments: a network path exists between production and development. (Y/N)',
      'Is it true that your staff do not need MFA when connecting from the office network? Response: Yes / No / N/A.',
    ])
      expect(fromChatRegister(q)).toBe(q);
  });

  it('reads a test\'s "results" as its summary, and "watching" alerts as monitoring them', () => {
    const v = corpusOfItems([
      {
        itemUid: 'i_pt',
        title: 'Penetration testing',
        explanation: 'An independent firm tests the application every year. A summary of the latest test is available under NDA.',
      },
      { itemUid: 'i_mon', title: 'Monitoring', explanation: 'Security alerts are monitored by the on-call engineer around the clock.' },
    ]);
    expect(draftAnswer(v, 'can u share ur latest pen test results')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_pt' }] });
    expect(draftAnswer(v, 'is someone watching security alerts around the clock')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_mon' }] });
  });

  it('reads "lost" as the verb "lose"', () => {
    expect(draftAnswer(c, 'did u lose any data in that eu latency incident')).toMatchObject({ answer: 'No', sources: [{ id: 'i_incident' }] });
  });
});

describe('a link asked between things the sources keep apart', () => {
  const c = corpusOfItems([
    {
      itemUid: 'i_seg',
      title: 'Network paths between environments',
      explanation: 'Production, staging and corporate networks are separate AWS accounts and VPCs with no peering.',
    },
  ]);

  it('answers No when asked whether a path, connection or route exists between them', () => {
    expect(separatesLinked('Is there any network path between the production environment and non-production environments?', sentenceOf(c))).toBe(true);
    expect(draftAnswer(c, 'Is there any network path between the production environment and non-production environments?')).toMatchObject({
      answer: 'No',
      sources: [{ id: 'i_seg' }],
    });
    expect(separatesLinked('Is there a network route from the corporate network to production?', sentenceOf(c))).toBe(true);
    expect(draftAnswer(c, 'A network path exists between production and staging. (Y/N)')).toMatchObject({ answer: 'No' });
  });

  it('leaves a question about the separation itself, and a sentence that keeps nothing apart', () => {
    expect(separatesLinked('Are production and staging networks segregated so that no path exists between production and staging?', sentenceOf(c))).toBe(false);
    expect(draftAnswer(c, 'Are production, staging and corporate networks separate?')).toMatchObject({ answer: 'Yes' });
    const joined = corpusOfItems([{ itemUid: 'i_vpn', title: 'Site links', explanation: 'A site-to-site VPN connects the office network to production.' }]);
    expect(separatesLinked('Is there a connection between the office network and production?', sentenceOf(joined))).toBe(false);
  });
});

describe('messages typed on a phone', () => {
  it('writes out clipped words: "repos", "db", "deps", "vulns", "sev", "hrs", "yr"', () => {
    expect(fromChatRegister('any customer data in ur github repos')).toBe('Is there any customer data in your github repositories?');
    expect(fromChatRegister('how long r db backups kept')).toBe('How long are database backups kept?');
    expect(fromChatRegister('patch sla for high sev vulns in ur deps')).toBe('What is the patch sla for high severity vulnerabilities in your dependencies?');
    expect(fromChatRegister('is someone on call outside business hrs this yr')).toBe('Is someone on call outside business hours this year?');
    const c = corpusOfItems([
      { itemUid: 'i_repo', title: 'GitHub source code hosting', explanation: 'No customer data is stored in repositories; tickets may be referenced by id.' },
    ]);
    expect(draftAnswer(c, 'any customer data in ur github repos')).toMatchObject({ answer: 'No', sources: [{ id: 'i_repo' }] });
  });

  it('drops a "please" at the end of a request', () => {
    expect(fromChatRegister('soc2 report pls')).toBe('SOC 2 report?');
    expect(fromChatRegister('Please describe your SOC 2 report, please.')).toBe('Please describe your SOC 2 report, please.');
  });

  it('asks a fragment typed with its question word at the end', () => {
    expect(fromChatRegister('encryption keys managed how')).toBe('How are encryption keys managed?');
    expect(fromChatRegister('customer data stored where')).toBe('Where is customer data stored?');
    expect(questionForm(fromChatRegister('encryption keys managed how'))).toBe('text');
  });

  it('asks for the value a fragment without a verb names', () => {
    expect(fromChatRegister('soc2 audit period pls')).toBe('What is the SOC 2 audit period?');
    expect(fromChatRegister('scim provisioning status?')).toBe('What is the scim provisioning status?');
    expect(fromChatRegister('on call response time for critical alerts')).toBe('What is the on call response time for critical alerts?');
    // A fragment with a verb, or offering a choice, is asked as it is.
    expect(fromChatRegister('tls 1.0 still enabled anywhere??')).toBe('Is tls 1.0 still enabled anywhere??');
    expect(fromChatRegister('backup retention 30 or 90 days?')).toBe('backup retention 30 or 90 days?');
  });

  it('puts back the question mark of a message, so a question word left in place asks', () => {
    expect(fromChatRegister('eu data hosted in which aws region')).toBe('Eu data hosted in which aws region?');
    expect(questionForm(fromChatRegister('eu data hosted in which aws region'))).toBe('text');
  });

  it('asks the question for a detail before the fragment that names its topic', () => {
    expect(fromChatRegister('hipaa eta? when can u do BAAs')).toBe('When can you do BAAs? hipaa eta?');
    expect(questionForm(fromChatRegister('hipaa eta? when can u do BAAs'))).toBe('text');
    expect(fromChatRegister('do u have a dpo? whats the contact')).toBe('What is the contact? Do you have a dpo?');
  });

  it("drops a relative clause of the asker's own after a noun", () => {
    expect(fromChatRegister('where do we report a vuln we found in ur app')).toBe('Where do we report a vulnerability?');
    expect(fromChatRegister('did u patch the bug i saw on hacker news')).toBe('Did you patch the bug?');
    // The company's own finding is asked.
    expect(fromChatRegister('did u fix the bug you found last week')).toBe('Did you fix the bug you found last week?');
  });

  it('reads "any sign" of a thing as evidence of it, never a signature', () => {
    expect(fromChatRegister('any sign the openssh bug got exploited on ur side?')).toBe('Is there any evidence the openssh bug got exploited on your side?');
    expect(fromChatRegister('Were there any signs of compromise?')).toBe('Were there any evidence of compromise?');
    expect(fromChatRegister('will u sign a baa')).toBe('Will you sign a baa?');
    const c = corpusOfItems([
      {
        itemUid: 'i_cve',
        title: 'OpenSSH vulnerability',
        explanation: 'We patched the OpenSSH bug on all hosts within a day. We found no evidence that the bug was exploited.',
      },
    ]);
    expect(draftAnswer(c, 'any sign the openssh bug got exploited?')).toMatchObject({ answer: 'No', sources: [{ id: 'i_cve' }] });
  });

  it('reads who "sends" messages as who delivers them', () => {
    const c = corpusOfItems([{ itemUid: 'i_mail', title: 'Email provider', explanation: 'Postmark handles transactional email delivery for the platform.' }]);
    expect(draftAnswer(c, 'who sends ur transactional emails')).toMatchObject({ form: 'text', sources: [{ id: 'i_mail' }] });
  });
});

describe('a choice between two ways that exclude each other', () => {
  it('asks which, not whether', () => {
    expect(questionForm('Is the service single-tenant or multi-tenant?')).toBe('text');
    expect(questionForm('platform single tenant or multi tenant?')).toBe('text');
    expect(questionForm('Is someone watching security alerts 24/7 or only business hours?')).toBe('text');
    const c = corpusOfItems([
      { itemUid: 'i_tenancy', title: 'Tenancy', explanation: 'The platform is a multi-tenant service; single-tenant deployments are not offered.' },
    ]);
    expect(draftAnswer(c, 'Is the platform single-tenant or multi-tenant?')).toMatchObject({ form: 'text', sources: [{ id: 'i_tenancy' }] });
  });

  it('keeps a Yes/No question that names two things', () => {
    expect(questionForm('Do you encrypt data at rest or in transit?')).toBe('yesno');
    expect(questionForm('Are backups encrypted or access-controlled?')).toBe('yesno');
    expect(questionForm('Is data replicated across zones or regions?')).toBe('yesno');
  });
});

describe('a choice of two kinds of one thing', () => {
  const c = corpusOfItems([
    { itemUid: 'i_ddos', title: 'DDoS protection', explanation: 'DDoS attacks are absorbed by Cloudflare and AWS Shield Advanced.' },
    { itemUid: 'i_soc2', title: 'SOC 2', explanation: 'Our SOC 2 Type II report covers the Security criteria.' },
  ]);

  it('asks which kind, answered by a sentence naming one', () => {
    expect(questionForm('You have SOC 2, is that a Type I or a Type II report?')).toBe('text');
    expect(questionForm('On the AWS side is it Shield Standard or are you paying for Shield Advanced?')).toBe('text');
    expect(choiceOfKinds('On the AWS side is it Shield Standard or are you paying for Shield Advanced?')).toMatchObject({
      options: ['Shield Standard', 'Shield Advanced'],
      shared: 'Shield',
    });
    expect(mainQuestion('On the AWS side is it Shield Standard or are you paying for Shield Advanced?')).toBe('On the AWS side is it Shield?');
    expect(draftAnswer(c, 'For DDoS, on the AWS side is it Shield Standard or are you paying for Shield Advanced?')).toMatchObject({
      form: 'text',
      answer: expect.stringContaining('Shield Advanced'),
      sources: [{ id: 'i_ddos' }],
    });
    expect(draftAnswer(c, 'You have SOC 2, is that a Type I or a Type II report?')).toMatchObject({
      form: 'text',
      answer: expect.stringContaining('Type II'),
      sources: [{ id: 'i_soc2' }],
    });
  });

  it('is not answered by a sentence naming neither kind', () => {
    const untyped = corpusOfItems([
      { itemUid: 'i_soc2', title: 'SOC 2', explanation: 'Our SOC 2 report covers the Security criteria.' },
      { itemUid: 'i_rest', title: 'Encryption at rest', explanation: 'All customer data is encrypted at rest with AES-256.' },
    ]);
    expect(draftAnswer(untyped, 'You have SOC 2, is that a Type I or a Type II report?').answer).toBe('No answer found');
  });

  it('leaves two things that may both hold a Yes/No question', () => {
    expect(choiceOfKinds('Is it encrypted at rest or in transit?')).toBeNull();
    expect(choiceOfKinds('Is it data at rest or data in transit?')).toBeNull();
    expect(questionForm('Is it stored in a database or a file store?')).toBe('yesno');
  });
});

describe('an alternative set against a Yes/No question', () => {
  it('is the contrary of what is asked: the question asks', () => {
    expect(mainQuestion('Is traffic between internal services encrypted too, or is it only encrypted at the edge and plain text inside?')).toBe(
      'Is traffic between internal services encrypted too?',
    );
    const c = corpusOfItems([
      { itemUid: 'i_tls', title: 'Encryption in transit', explanation: 'Traffic between internal services uses mutual TLS and is encrypted.' },
      { itemUid: 'i_rest', title: 'Encryption at rest', explanation: 'All customer data is encrypted at rest with AES-256.' },
    ]);
    expect(draftAnswer(c, 'Is traffic between internal services encrypted too, or is it only encrypted at the edge and plain text inside?')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_tls' }],
    });
  });
});

describe('a value asked of a kind held by the sentence next to the evidence', () => {
  const c = corpusOfItems([
    {
      itemUid: 'i_residency',
      title: 'Data residency',
      explanation:
        'Customer data is stored in the United States or the European Union, as chosen when the workspace is created. EU workspaces are processed in Frankfurt.',
    },
    { itemUid: 'i_rest', title: 'Encryption at rest', explanation: 'All customer data is encrypted at rest with AES-256.' },
  ]);

  it('answers with both sentences', () => {
    expect(draftAnswer(c, 'Where is customer data stored?')).toMatchObject({
      form: 'text',
      answer: expect.stringContaining('Frankfurt'),
      sources: [{ id: 'i_residency' }],
    });
  });

  it('reads "which city" as asking for a place', () => {
    expect(answerTypeOf('In which city is the data hosted?')?.('EU workspaces are processed in Frankfurt.')).toBe(true);
    expect(answerTypeOf('In which city is the data hosted?')?.('Workspaces are processed in the chosen region.')).toBe(false);
  });
});

describe('where data stays', () => {
  it('reads data that stays or remains in a place as stored there, and "physically" as phrasing', () => {
    expect(terms('we want our data to stay in the EU')).toEqual(terms('we want our data stored in the EU'));
    expect(terms('Does customer data remain within the EU?')).toEqual(terms('Does customer data stored within the EU?'));
    expect(terms('where physically would it be hosted?')).toEqual(terms('where would it be hosted?'));
    expect(terms('Is customer data physically located in Germany?')).toEqual(terms('Is customer data located in Germany?'));
    expect(terms('physical security of data centres')).toContain(tokenize('physical')[0]!.term);
  });
});

describe('a stage asked against an earlier one', () => {
  it('asks which: "or still …" is the contrary of what is asked', () => {
    expect(questionForm('Is SCIM generally available or still in beta?')).toBe('text');
    expect(questionForm('Do you support SCIM, and is that generally available or still early?')).toBe('text');
    expect(mainQuestion('Do you support SCIM, and is that generally available or still early?')).toBe('Do you support SCIM, and is that generally available?');
    const c = corpusOfItems([
      {
        itemUid: 'i_scim',
        title: 'SCIM user provisioning',
        explanation: 'Provisioning of users through SCIM 2.0 is in beta with selected customers.',
        enabledState: 'workInProgress',
      },
      { itemUid: 'i_rest', title: 'Encryption at rest', explanation: 'All customer data is encrypted at rest with AES-256.' },
    ]);
    expect(draftAnswer(c, 'Is SCIM provisioning of users generally available or still early?')).toMatchObject({
      form: 'text',
      answer: expect.stringContaining('beta'),
      sources: [{ id: 'i_scim' }],
    });
  });
});

describe('data asked to be stored in a place no source names', () => {
  const residency = {
    itemUid: 'i_residency',
    title: 'Data residency',
    explanation: 'Customer data is stored in the United States or the European Union, as chosen when the workspace is created.',
  };
  const rest = { itemUid: 'i_rest', title: 'Encryption at rest', explanation: 'All customer data is encrypted at rest with AES-256.' };

  it('is No where a source names the places data is stored in', () => {
    const c = corpusOfItems([residency, rest]);
    expect(draftAnswer(c, 'Could we get a workspace with the customer data stored in Australia?')).toMatchObject({
      answer: 'No',
      flagged: true,
      sources: [{ id: 'i_residency' }],
    });
    expect(draftAnswer(c, 'Is customer data stored in the European Union?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_residency' }] });
  });

  it('is left to a human where a source names the place', () => {
    const c = corpusOfItems([residency, rest, { itemUid: 'i_support', title: 'Support', explanation: 'Our support team works from Australia.' }]);
    expect(draftAnswer(c, 'Could we get a workspace with the customer data stored in Australia?').answer).not.toBe('No');
  });
});

describe('another kind of the thing an item in progress names', () => {
  const c = corpusOfItems([
    {
      itemUid: 'i_bounty',
      title: 'Public bug bounty',
      explanation: 'We are moving our private bug bounty program to a public program in 2027.',
      enabledState: 'workInProgress',
    },
    { itemUid: 'i_rest', title: 'Encryption at rest', explanation: 'All customer data is encrypted at rest with AES-256.' },
  ]);

  it('is answered by what the sentence says of that kind, not by the state of the kind the title names', () => {
    expect(draftAnswer(c, 'Do you have a private bug bounty?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_bounty' }] });
    expect(draftAnswer(c, 'Do you run a public bug bounty program?')).toMatchObject({ answer: 'No', sources: [{ id: 'i_bounty' }] });
    expect(draftAnswer(c, 'Do you have a bug bounty program?').answer).toBe('No');
  });

  it('reads a kind named by "one" after the question as the kind asked', () => {
    expect(withKindNamed('Do you have any kind of bug bounty at all right now, even a private one?')).toBe(
      'Do you have a private bug bounty at all right now?',
    );
    expect(
      fromChatRegister(
        'I know the page says the public bug bounty is coming next year, but do you have any kind of bug bounty at all right now, even a private one',
      ),
    ).toBe('Do you have a private bug bounty at all right now?');
    expect(withKindNamed('Do you have any bug bounty, even a private one (Answer N/A if not applicable.)')).toBe(
      'Do you have a private bug bounty? (Answer N/A if not applicable.)',
    );
    expect(withKindNamed('Is this the one?')).toBe('Is this the one?');
  });
});

describe("the name of a role's holder asked in words", () => {
  const c = corpusOfItems([
    {
      itemUid: 'i_program',
      title: 'Security program',
      explanation: 'The program is owned by our Chief Information Security Officer, who reports to the CEO.',
    },
    { itemUid: 'i_letter', title: 'Bridge letter', explanation: 'Signed by Maya Okafor, Chief Information Security Officer.' },
    { itemUid: 'i_rest', title: 'Encryption at rest', explanation: 'All customer data is encrypted at rest with AES-256.' },
  ]);

  it("is answered by a person's name, not by the role's title", () => {
    expect(draftAnswer(c, 'What is the name of your CISO?')).toMatchObject({ answer: expect.stringContaining('Maya Okafor'), sources: [{ id: 'i_letter' }] });
    const titleOnly = corpusOfItems([
      {
        itemUid: 'i_program',
        title: 'Security program',
        explanation: 'The program is owned by our Chief Information Security Officer, who reports to the CEO.',
      },
      { itemUid: 'i_rest', title: 'Encryption at rest', explanation: 'All customer data is encrypted at rest with AES-256.' },
    ]);
    expect(draftAnswer(titleOnly, 'What is the name of your CISO?').answer).toBe('No answer found');
    expect(draftAnswer(titleOnly, "What is the CISO's name?").answer).toBe('No answer found');
  });

  it('reads "their name" after a clause naming the role as the name of the respondent\'s holder of it', () => {
    expect(fromChatRegister('our ciso wants to connect w yours, whats their name')).toBe('What is the name of your ciso?');
    expect(fromChatRegister('We need to reach your DPO, what is her email?')).toBe('What is the email of your DPO?');
    expect(fromChatRegister('What is their name?')).toBe('What is their name?');
  });
});

describe('a value of "that", named before the question', () => {
  it('asks the value of the thing named, without the guess after it', () => {
    expect(fromChatRegister('There was a CSA STAR badge on the page, what level is that, one or two?')).toBe('What level is the CSA STAR badge?');
    expect(fromChatRegister('I saw a SOC 2 report on your trust center, which type is it?')).toBe('What type is the SOC 2 report?');
    expect(fromChatRegister('What level is that?')).toBe('What level is that?');
  });

  it("answers with the source's title when the title states the value asked and its sentences do not", () => {
    const c = corpusOfItems([
      { itemUid: 'i_star', title: 'CSA STAR Level 1', explanation: 'Our completed CAIQ is published in the STAR registry.' },
      { itemUid: 'i_rest', title: 'Encryption at rest', explanation: 'All customer data is encrypted at rest with AES-256.' },
    ]);
    expect(draftAnswer(c, 'What level is your CSA STAR?')).toMatchObject({
      form: 'text',
      answer: expect.stringContaining('Level 1'),
      sources: [{ id: 'i_star' }],
    });
    expect(draftAnswer(c, 'What is the CSA STAR registry?').answer).not.toContain('Level 1');
  });
});

describe('"overall" at the end of a clause', () => {
  it('is phrasing, as "in total" is; before a noun it stays', () => {
    expect(terms('How many employees do you have overall?')).toEqual(terms('How many employees do you have?'));
    expect(terms('How many employees do you have at Northwind overall, roughly?')).toEqual(terms('How many employees do you have at Northwind?'));
    expect(terms('What is the overall uptime target?')).not.toEqual(terms('What is the uptime target?'));
  });
});

describe('the side of a thing', () => {
  it('is the thing', () => {
    expect(terms('On the laptop side, how far behind on OS updates can a laptop get?')).toEqual(
      terms('On the laptop, how far behind on OS updates can a laptop get?'),
    );
    expect(terms('Is data encrypted on the server side?')).toEqual(terms('Is data encrypted on the server?'));
  });
});

describe('a long word without spaces', () => {
  // A reading that tried a match from every letter took eleven seconds for 40,000 letters and would take hours for
  // 400,000; read once, the word takes a fraction of a second. The reading is synchronous, so no timer in this process
  // could stop it: a child process reads the word and is killed if it has not finished in a minute.
  it('costs its length once: the reading of acronyms and e-mail addresses starts where a word does', () => {
    const answerer = path.join(import.meta.dirname, '../../../edge/services/questionnaire-assist/answerer');
    const script = [
      `import { tokenize } from ${JSON.stringify(path.join(answerer, 'lexicon.ts'))};`,
      `import { questionForm } from ${JSON.stringify(path.join(answerer, 'draft-answer.ts'))};`,
      "const word = 'a'.repeat(400000);",
      'console.log(tokenize(word).length, questionForm(word));',
    ].join('\n');
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 60_000 });
    expect({ signal: child.signal, status: child.status, stderr: child.stderr }).toEqual({ signal: null, status: 0, stderr: '' });
    expect(child.stdout.trim()).toMatch(/^1 (?:yesno|text)$/);
    expect(answerTypeOf('What is the security contact email?')?.('Write to security@northwind.example.')).toBe(true);
    expect(terms('HTTP Strict Transport Security (HSTS) is on')).toEqual(terms('HSTS is on'));
  });
});

describe('a kind asked of a thing whose kinds a source lists', () => {
  const c = corpusOfItems([
    {
      itemUid: 'i_soc2',
      title: 'SOC 2 Type II',
      explanation: 'Our SOC 2 Type II report covers the Security, Availability and Confidentiality criteria for the last twelve months.',
    },
    { itemUid: 'i_privacy', title: 'Privacy program', explanation: 'A privacy program is led by the Data Protection Officer.' },
  ]);

  it('answers No when the list leaves the kind out', () => {
    expect(listsOtherKinds('Are privacy criteria included in your SOC 2?', sentenceOf(c))).toBe(true);
    expect(draftAnswer(c, 'privacy criteria included in ur soc2')).toMatchObject({ answer: 'No', sources: [{ id: 'i_soc2' }] });
    const after = corpusOfItems([
      {
        itemUid: 'i_tsc',
        title: 'SOC 2 Type II',
        explanation: 'The platform is audited against the Trust Services Criteria for Security, Availability and Confidentiality.',
      },
    ]);
    expect(listsOtherKinds('Does the SOC 2 include the privacy criteria?', sentenceOf(after))).toBe(true);
  });

  it('answers Yes for a kind the list names, and leaves a run of nouns that is no list of kinds', () => {
    expect(listsOtherKinds('Are availability criteria included in your SOC 2?', sentenceOf(c))).toBe(false);
    expect(draftAnswer(c, 'Does your SOC 2 cover the availability criteria?')).toMatchObject({ answer: 'Yes' });
    const training = corpusOfItems([
      { itemUid: 'i_train', title: 'Awareness', explanation: 'All staff complete security and privacy awareness training on hire and every year.' },
    ]);
    expect(listsOtherKinds('Do staff get cyber awareness training every year?', sentenceOf(training))).toBe(false);
  });
});

/** The first sentence of a corpus's first source. */
function sentenceOf(c: ReturnType<typeof corpusOfItems>) {
  return c.sources[0]!.sentences[0]!;
}

describe('questions spoken on a call', () => {
  it('does not answer of one SOC report from a sentence about another that mentions it', () => {
    const c = corpusOfItems([
      OTHER_TOPICS.access,
      OTHER_TOPICS.backup,
      OTHER_TOPICS.rest,
      {
        itemUid: 'i_soc3',
        title: 'SOC 3 report',
        explanation: 'The general-use SOC 3 report summarises the results of our SOC 2 Type II examination and may be shared freely.',
      },
    ]);
    expect(aboutOtherReport('Is your SOC 2 report shared freely?', sentenceOf({ ...c, sources: c.sources.slice(-1) }))).toBe(true);
    expect(aboutOtherReport('Is your SOC 3 report shared freely?', sentenceOf({ ...c, sources: c.sources.slice(-1) }))).toBe(false);
    expect(draftAnswer(c, 'Is your SOC 2 report shared freely?')).toMatchObject({ answer: NO_ANSWER_FOUND });
    expect(draftAnswer(c, 'Can your SOC 3 report be shared freely?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_soc3' }] });
  });

  it('answers whether a document is open to anyone from what the sources say of who may have it, else from the item', () => {
    const c = corpusOfItems([
      OTHER_TOPICS.access,
      OTHER_TOPICS.backup,
      OTHER_TOPICS.rest,
      {
        itemUid: 'i_soc2',
        title: 'SOC 2 Type II report',
        publicAccess: false,
        explanation: 'Our SOC 2 Type II report covers the Security and Availability criteria. Request access to download it under NDA.',
      },
      {
        itemUid: 'i_soc3',
        title: 'SOC 3 report',
        publicAccess: true,
        explanation: 'The general-use SOC 3 report summarises the results of our SOC 2 Type II examination and may be shared freely.',
      },
      { itemUid: 'i_iso', title: 'ISO 27001 certificate', publicAccess: true, explanation: 'Our ISMS is certified to ISO 27001 by Schellman.' },
      {
        itemUid: 'i_paper',
        title: 'Security whitepaper',
        publicAccess: true,
        explanation: 'Independent penetration testers assess the product every year.',
      },
      { itemUid: 'i_pentest', title: 'Penetration test summary', publicAccess: false, explanation: 'An independent firm tests the application every year.' },
    ]);
    expect(draftAnswer(c, 'Is your SOC 2 report publicly available?')).toMatchObject({ answer: 'No', sources: [{ id: 'i_soc2' }] });
    expect(draftAnswer(c, 'Can anyone download your SOC 2 report?')).toMatchObject({ answer: 'No', sources: [{ id: 'i_soc2' }] });
    expect(draftAnswer(c, 'Can I forward your SOC 3 report to my team without an NDA?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_soc3' }] });
    // Nothing said of who may have it: the item's own setting on the trust center answers.
    const iso = draftAnswer(c, 'Is the ISO 27001 certificate publicly available?');
    expect(iso).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_iso' }] });
    expect(iso.explanation).toContain('is public');
    // A public source that only mentions the thing does not answer for it.
    expect(draftAnswer(c, 'Is your penetration test summary public?')).toMatchObject({ answer: 'No', sources: [{ id: 'i_pentest' }] });
    // Of a programme or a contact, "public" asks something else.
    expect(ASKS_PUBLIC.test('Is your bug bounty program public?') && DOCUMENT_ASKED.test('Is your bug bounty program public?')).toBe(false);
    expect(DOCUMENT_ASKED.test('Is a security contact publicly available?')).toBe(false);
  });

  it('reads a SOC report named by a number said as a word as the report', () => {
    expect(terms('Do you have a SOC three?')).toEqual(terms('Do you have a SOC 3?'));
    expect(terms('your SOC two period')).toEqual(terms('your SOC 2 period'));
    expect(terms('a SOC one report')).toEqual(terms('a SOC 1 report'));
  });

  it('reads numbers said as words as the digits of a standard, a version or a duration', () => {
    expect(fromSpokenRegister('So, um, when does your ISO twenty-seven oh oh one certificate expire?')).toBe('when does your ISO 27001 certificate expire?');
    expect(fromSpokenRegister('Okay, so are you certified to twenty-two three oh one?')).toBe('are you certified to ISO 22301?');
    expect(fromSpokenRegister('Um, do you still accept TLS one point one?')).toBe('do you still accept TLS 1.1?');
    expect(fromSpokenRegister('Uh, is your SOC two a type two report?')).toBe('is your SOC 2 a Type II report?');
    expect(fromSpokenRegister('Um, is data deleted within thirty days and alerts watched twenty-four seven?')).toBe(
      'is data deleted within 30 days and alerts watched 24/7?',
    );
  });

  it('drops fillers, hedges and lead-ins', () => {
    expect(fromSpokenRegister('Is there a SOC three I can just, you know, share internally?')).toBe('Is there a SOC 3 I can share internally?');
    expect(fromSpokenRegister('Is there something like a SOC three that I can just, you know, share around internally without an NDA?')).toBe(
      'Is there a SOC 3 that I can share internally without an NDA?',
    );
    expect(fromSpokenRegister('Just to confirm, do you have failover in place today?')).toBe('do you have failover in place today?');
    expect(fromSpokenRegister('I think I read somewhere on there that you have twenty-seven seven oh one, is that right?')).toBe(
      'you have ISO 27701, is that right?',
    );
    expect(fromChatRegister('I think I read somewhere on there that you have twenty-seven seven oh one, is that right?')).toBe(
      'Is it true that you have ISO 27701?',
    );
    expect(fromSpokenRegister('Roughly how many employees do you have overall, just ballpark')).toBe('how many employees do you have overall');
  });

  it('asks the last question of a run-on sentence, unless it speaks of what comes before', () => {
    expect(fromSpokenRegister('We have healthcare customers so I guess my question is, are you HIPAA compliant today, like right now?')).toBe(
      'are you HIPAA compliant today?',
    );
    expect(fromSpokenRegister('I saw the four-hour RTO on the page, uh, but what is the RPO?')).toBe('what is the RPO?');
    expect(fromSpokenRegister('So, um, I saw on your page you have SOC two, is that a type one or a type two report?')).toBe(
      'you have SOC 2, is that a Type I or a Type II report?',
    );
  });

  it('keeps the topic and the condition before the ask, and drops the statements of the asker', () => {
    expect(fromSpokenRegister('For support tickets, which vendor do you use, like if we open a ticket where does that data go?')).toBe(
      'For support tickets, which vendor do you use?',
    );
    expect(fromSpokenRegister("We're a German company, so if we want our data in the EU, um, where would it be hosted?")).toBe(
      'if we want our data in the EU, where would it be hosted?',
    );
    expect(fromSpokenRegister('I saw on your updates page there was an outage, so was any data lost in that incident?')).toBe(
      'there was an outage, so was any data lost in that incident?',
    );
    expect(fromChatRegister("So, um, I'm guessing since you're a US company you don't have a DPO, right?")).toBe("Is it true that you don't have a DPO?");
  });

  it("asks a question for a value without the speaker's guess at it", () => {
    expect(fromSpokenRegister('What do you use for infrastructure as code, is that Terraform or CloudFormation or something else?')).toBe(
      'What do you use for infrastructure as code?',
    );
    expect(fromSpokenRegister('Who does your CISO report to — is it the CTO or directly to the CEO?')).toBe('Who does your CISO report to?');
    expect(fromSpokenRegister('And how big is the security team itself, like how many engineers?')).toBe('how big is the security team itself?');
  });

  it('applies a self-correction', () => {
    expect(fromSpokenRegister('We are on Entra — sorry, Azure AD, I still call it that — can we set up SSO, um, with it?')).toBe(
      'We are on Azure AD — can we set up SSO with it?',
    );
  });

  it('reads a spoken question whole, not as a chat message cut into a detail and an ask', () => {
    expect(fromChatRegister('Can our workspace admins see an audit log of, um, who signed in and who exported data?')).toBe(
      'Can our workspace admins see an audit log of who signed in and who exported data?',
    );
    expect(fromChatRegister('Some of our older integrations still speak TLS one point one, would your platform still accept those connections')).toBe(
      'Some of our older integrations still speak TLS 1.1, would your platform still accept those connections?',
    );
  });

  it('leaves a questionnaire row as it is, numbers in words included', () => {
    for (const q of [
      'Do you have a SOC 1 report as well?',
      'So that customers can verify it, is the penetration test summary published?',
      'Is customer data deleted within thirty days of termination?',
      'Do you retain logs for one year, like the standard requires?',
    ]) {
      expect(isSpoken(q)).toBe(false);
      expect(fromSpokenRegister(q)).toBe(q);
    }
  });
});

describe("a risk workbook's rows", () => {
  it.each([
    ['[TPRM-DS-01] Is customer data encrypted at rest?', 'Yes', 'i_rest'],
    ['VRM-SDL-02 Are secrets stored in source code?', 'No', 'i_secrets'],
    ['[TPRM-NET-03] Is there a corporate VPN?', 'No', 'i_zt'],
  ])("reads a row without the workbook's reference by programme and control area: %s", (row, answer, id) => {
    expect(draft(row)).toMatchObject({ answer, sources: [{ id }] });
  });

  it("drops a workbook's reference by programme and control area", () => {
    expect(withoutControlId('[TPRM-GOV-01] Does the vendor have a security policy?')).toBe('Does the vendor have a security policy?');
    expect(withoutControlId('VRM-ACC-03 Is MFA enforced?')).toBe('Is MFA enforced?');
  });

  it.each([
    ['Logging & Monitoring — What is the retention period for audit logs?', 'one year', 'i_logs'],
    ['Data Management – Within what period is customer data deleted after contract termination?', '30 days', 'i_delete'],
  ])('reads a question after the control area the workbook prints before it: %s', (row, phrase, id) => {
    const d = draft(row);
    expect(d.answer).toContain(phrase);
    expect(d.sources).toMatchObject([{ id }]);
  });

  it('drops a control area before a question only', () => {
    expect(withoutSectionHeading('Audit & Assurance — Are subservice organisations carved out?')).toBe('Are subservice organisations carved out?');
    expect(withoutSectionHeading('Logging & Monitoring - What is the retention period for audit logs?')).toBe('What is the retention period for audit logs?');
    for (const q of [
      'Access control — Rules to control access are established.',
      'Backups — daily',
      'Is MFA enforced — for all users?',
      'Key management – KMS or HSM?',
      'Restores tested quarterly – Results are reviewed.',
    ])
      expect(withoutSectionHeading(q)).toBe(q);
  });

  it('drops a heading run into the question in the same cell, unless the question points back to it', () => {
    expect(withoutSectionHeading('Encryption at rest Which algorithm protects stored data?')).toBe('Which algorithm protects stored data?');
    expect(withoutSectionHeading('SECTION 4: DATA SECURITY Do you assess vendors before onboarding them?')).toBe(
      'Do you assess vendors before onboarding them?',
    );
    expect(withoutSectionHeading('Data security: Is customer data encrypted at rest?')).toBe('Is customer data encrypted at rest?');
    expect(draft('Security control Is customer data encrypted at rest?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_rest' }] });
    expect(withoutSectionHeading('Security control Is customer data encrypted at rest?')).toBe('Is customer data encrypted at rest?');
    // A heading ended by a dash or a full stop, as a principle's name is printed after its number.
    expect(withoutSectionHeading('External interface protection – Is customer data encrypted at rest?')).toBe('Is customer data encrypted at rest?');
    expect(withoutSectionHeading('Secure user management. How long are audit logs retained?')).toBe('How long are audit logs retained?');
    expect(draft('Principle 9: Secure user management. How long are audit logs retained?')).toMatchObject({
      answer: expect.stringContaining('one year'),
      sources: [{ id: 'i_logs' }],
    });
    expect(draft('Principle 11: External interface protection – Are restores tested every quarter?')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_backup' }],
    });
    // A principle's number is a row's label; a principle's name ended by a dash or a full stop is a heading.
    expect(withoutRowLabel('Principle 2.3 Is customer data encrypted at rest?')).toBe('Is customer data encrypted at rest?');
    expect(withoutRowLabel('Please answer the following: Q3) Is customer data encrypted at rest?')).toBe('Is customer data encrypted at rest?');
    expect(withoutRowLabel('Maturity Level 2 – Regular backups – Are restores tested?')).toBe('Regular backups – Are restores tested?');
    expect(withoutSectionHeading('Regular backups – Are restores tested every quarter?')).toBe('Are restores tested every quarter?');
    expect(withoutSectionHeading('Secure user management. Until when is the certificate valid?')).toBe('Until when is the certificate valid?');
    // A word after "Principle" is no number.
    for (const q of ['Principle Of Least Privilege Is Applied To Production Access', 'Objective IT Continuity: Is the plan tested?'])
      expect(withoutRowLabel(q)).toBe(q);
    for (const [row, asked] of [
      // A request about the heading leads, the heading inside its first sentence, before its stop.
      ['Backups: State the period for which data is retained.', 'State the period for which data is retained (Backups).'],
      ['Backups: State the period for which data is retained? Describe how.', 'State the period for which data is retained (Backups)? Describe how.'],
      ['Signed commits: please provide the evidence for the last quarter.', 'please provide the evidence for the last quarter (Signed commits).'],
      // A form's label is no topic; a heading the request names again goes.
      ['Vendor response: State the period for which audit logs are retained.', 'State the period for which audit logs are retained.'],
      ['Audit logging: State the period within which audit logs are retained.', 'State the period within which audit logs are retained.'],
      ['Audit logging – please state the period for which audit logs are retained.', 'please state the period for which audit logs are retained.'],
      ['(Audit information for users) Describe how long audit logs are retained.', 'Describe how long audit logs are retained.'],
    ])
      expect(withoutSectionHeading(row!)).toBe(asked);
    expect(draft('Backups: State the period for which data is retained.')).toMatchObject({
      answer: expect.stringContaining('35 days'),
      sources: [{ id: 'i_backup' }],
    });
    expect(draft('Principle 13 Audit information: State the period for which audit logs are retained.')).toMatchObject({
      answer: expect.stringContaining('one year'),
      sources: [{ id: 'i_logs' }],
    });
    for (const q of [
      // A request that leans on the heading or is scoped by it keeps it.
      'Encryption at rest: Describe how it is enforced.',
      'For administrators: State the minimum password length required.',
      'If no: Describe the compensating controls in place.',
      // A sentence stating something is what the question goes on from.
      'Data is encrypted. Are backups encrypted too?',
      'Customer data is encrypted – How are the encryption keys managed?',
      'Data at rest is encrypted. Which algorithm is used for backups?',
      'Backups Are they encrypted at rest?',
      'Encryption keys Where are they generated and stored?',
      // A row in Title Case is one sentence; a heading naming a standard the question does not name again is its topic.
      'High Vulnerabilities Are Patched Within 7 Days',
      'PCI DSS 4.0 Compliance: Are you compliant with the new requirements?',
      'Describe how Do Not Track signals are honoured.',
      'Signed commits Please provide evidence.',
      'Is MFA enforced for all users?',
      'Does SSO work with Okta?',
    ])
      expect(withoutSectionHeading(q)).toBe(q);
  });
});

describe('a Yes/No question joined to one for a value', () => {
  it('asks for the value, which answers both', () => {
    expect(questionForm('Does the vendor carry cyber liability insurance, and what is the coverage limit?')).toBe('text');
    expect(questionForm('Do you test restores from backup, and how often?')).toBe('text');
    expect(questionForm('Do you carry cyber insurance, and if so what is the limit?')).toBe('text');
    expect(questionForm('Do you carry cyber insurance, and if so what’s the limit?')).toBe('text');
    const d = draft('Do you retain audit logs, and if so, how long?');
    expect(d.answer).toContain('one year');
    expect(d.sources).toMatchObject([{ id: 'i_logs' }]);
  });

  it('stays a Yes/No question when the value is not named', () => {
    expect(questionForm('Will customers be given advance notice of new sub-processors, and how much?')).toBe('yesno');
    expect(questionForm('Are backups encrypted, and are they tested?')).toBe('yesno');
  });
});

describe('a choice between two ways of doing a thing', () => {
  it('asks which, each way named with its article', () => {
    expect(questionForm('Are subservice organisations presented in the SOC 2 report using the inclusive or the carve-out method?')).toBe('text');
    expect(questionForm('Is the service delivered on the shared or the dedicated model?')).toBe('text');
  });

  it('stays a Yes/No question for two things that may both hold', () => {
    expect(questionForm('Is customer data encrypted at rest or in transit?')).toBe('yesno');
    expect(questionForm('Do you support the SAML or the OIDC protocol?')).toBe('yesno');
  });
});

describe('a Yes/No question under a condition', () => {
  it('is N/A when the sources deny the condition', () => {
    expect(draft('If dedicated deployments are offered, are they hosted in a separate cloud account?')).toMatchObject({
      answer: 'N/A',
      sources: [{ id: 'i_tenancy' }],
    });
  });

  it('keeps a condition the question leans on ("is it …?"), and is N/A when the sources deny it', () => {
    expect(mainQuestion('When our data is in transit, is it encrypted?')).toBe('When our data is in transit, is it encrypted?');
    expect(mainQuestion('When a breach is confirmed, do you notify customers within 72 hours?')).toBe('do you notify customers within 72 hours?');
    expect(draft('If dedicated deployments are offered, are they hosted in a separate cloud account?')).toMatchObject({ answer: 'N/A' });
  });

  it('is not N/A when the sources meet the condition or do not speak of it', () => {
    expect(draft('If customer data is encrypted at rest, are the keys held in a hardware module?').answer).not.toBe('N/A');
    expect(draft('If a visitor enters the office, are they escorted at all times?')).toMatchObject({ answer: 'No answer found' });
  });
});

describe('a sentence that keeps the things asked about apart', () => {
  const c = corpusOfItems([
    {
      itemUid: 'i_envs',
      title: 'Environment separation',
      explanation: 'Production, staging and development live in separate cloud accounts with no peering between them.',
    },
    { itemUid: 'i_scans', title: 'Dependency scanning', explanation: 'Open-source dependencies are scanned for known vulnerabilities on every build.' },
  ]);

  it('does not say whether production data is used in the other environments', () => {
    for (const q of ['Production data in test environments?', 'Is production data used in development?'])
      expect(draftAnswer(c, q)).toMatchObject({ answer: 'No answer found', flagged: true, sources: [] });
  });

  it('still answers whether they are separated', () => {
    expect(draftAnswer(c, 'Are production and development environments separated?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_envs' }] });
  });
});

describe('a Yes/No question about a party of its own', () => {
  const c = corpusOfItems([
    {
      itemUid: 'i_transfers',
      title: 'International transfers',
      explanation: 'Where customer personal data is accessed remotely from outside the EEA, the Standard Contractual Clauses apply.',
    },
    { itemUid: 'i_conf', title: 'Confidentiality', explanation: 'Persons authorised to process customer data are bound by confidentiality obligations.' },
  ]);

  it('is not answered by a sentence that does not name the party', () => {
    expect(draftAnswer(c, 'Do staff outside the EEA have remote access to customer personal data?')).toMatchObject({
      answer: 'No answer found',
      flagged: true,
      sources: [],
    });
  });

  it('is answered by a sentence naming the party as the people they are', () => {
    expect(draftAnswer(c, 'Are staff processing customer data bound by confidentiality obligations?')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_conf' }],
    });
  });

  it('leaves a question about the data itself, or the respondent named in the singular, as it was', () => {
    expect(draftAnswer(c, 'Is customer personal data accessed remotely from outside the EEA?')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_transfers' }],
    });
    expect(draftAnswer(c, 'Does the Supplier rely on the Standard Contractual Clauses outside the EEA?')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_transfers' }],
    });
    expect(draftAnswer(c, 'Do suppliers rely on the Standard Contractual Clauses outside the EEA?').answer).toBe('No answer found');
  });
});

describe('a third-party audit', () => {
  const c = corpusOfItems([{ itemUid: 'i_prog', title: 'Security program', explanation: 'Annual third-party audits (SOC 2 Type II, ISO/IEC 27001).' }]);

  it('is an audit by an outside auditor, not one of suppliers', () => {
    for (const q of ['Are vendors audited annually?', 'Are third parties audited annually?'])
      expect(draftAnswer(c, q)).toMatchObject({ answer: 'No answer found', flagged: true, sources: [] });
  });

  it('answers a question about external audits', () => {
    for (const q of ['Do you have annual external audits?', 'Are annual third-party audits performed?'])
      expect(draftAnswer(c, q)).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_prog' }] });
  });
});

describe('a control list row with its heading', () => {
  it('keeps the heading when the statement after it is only a word, a Yes/No cue and an instruction', () => {
    expect(withoutControlId('A.5.30 ICT readiness for business continuity: implemented. (Y/N) Please provide supporting evidence.')).toBe(
      'ICT readiness for business continuity: implemented. (Y/N) Please provide supporting evidence.',
    );
    expect(withoutControlId('A.5.30 ICT readiness for business continuity: implemented. (Y/N)')).toBe(
      'ICT readiness for business continuity: implemented. (Y/N)',
    );
  });

  it('is not answered by a source line for another Annex A control', () => {
    const c = corpusOfItems([
      {
        itemUid: 'i_soa',
        title: 'Statement of Applicability',
        explanation: 'A.8.30 Outsourced development: not applicable - no outsourced development by suppliers holding ISO 27001 certification.',
      },
    ]);
    expect(draftAnswer(c, 'A.5.19: Suppliers required to hold ISO/IEC 27001 certification. (Y/N)')).toMatchObject({
      answer: 'No answer found',
      flagged: true,
      sources: [],
    });
    expect(draftAnswer(c, 'A.8.30: Outsourced development by suppliers holding ISO 27001 certification. (Y/N)')).toMatchObject({
      answer: 'No',
      sources: [{ id: 'i_soa' }],
    });
  });
});

describe('a terse field naming a kind of practice', () => {
  const c = corpusOfItems([
    { itemUid: 'i_scans', title: 'Dependency scanning', explanation: 'Open-source dependencies and container images are scanned continuously.' },
    { itemUid: 'i_comp', title: 'Compliance', explanation: 'Compliance with SOC 2 is audited every year.' },
  ]);

  it('is not answered when a noun naming the kind is one no source uses', () => {
    expect(draftAnswer(c, 'Open-source license compliance scanning? (Yes/No)')).toMatchObject({ answer: 'No answer found', flagged: true, sources: [] });
  });

  it('is answered when the sources name the kind', () => {
    expect(draftAnswer(c, 'Open-source dependency scanning? (Yes/No)')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_scans' }] });
  });
});

describe('a Yes/No question about data', () => {
  const c = corpusOfItems([
    {
      itemUid: 'i_dast',
      title: 'SAST and DAST',
      explanation: 'Static analysis runs on every pull request; authenticated dynamic scans run nightly against the staging environment.',
    },
    {
      itemUid: 'i_networks',
      title: 'Network segmentation',
      explanation: 'Production, staging and corporate networks are separate accounts with no peering; data stores live in private subnets.',
    },
    {
      itemUid: 'i_restore',
      title: 'Backups',
      explanation: 'Every quarter we restore production backups into an isolated environment and verify data integrity.',
    },
    { itemUid: 'i_pci', title: 'PCI DSS', explanation: 'We never store, process or transmit cardholder data.' },
    { itemUid: 'i_repos', title: 'GitHub', explanation: 'No customer data is stored in repositories; support tickets may be referenced by id.' },
  ]);

  it.each([
    // Only other things are said to be in the staging environment, and data only of another clause.
    'Customer data used in non-production environments?',
    'Is customer data ever copied to non-production environments?',
    // Production backups restored in isolation, and the integrity of data: not production data in test environments.
    'Production data in test environments',
  ])('is not answered by a sentence that speaks of the data elsewhere than where it says what is asked: %s', (question) => {
    expect(draftAnswer(c, question)).toMatchObject({ answer: 'No answer found', flagged: true, sources: [] });
  });

  it.each([
    ['Cardholder data handled', 'No', 'i_pci'],
    ['Any customer data in your GitHub repositories?', 'No', 'i_repos'],
  ])('is answered by a clause that states the data with what is asked of it: %s', (question, answer, source) => {
    const draft = draftAnswer(c, question);
    expect(draft.answer).toBe(answer);
    expect(draft.sources.map((s) => s.id)).toContain(source);
  });
});

describe('a terse Yes/No field naming a kind by a noun no source uses', () => {
  const c = corpusOfItems([
    { itemUid: 'i_training', title: 'Security training', explanation: 'Employees are tested on security awareness at hire and every year after.' },
    { itemUid: 'i_oncall', title: 'On-call', explanation: 'Security engineers are on call around the clock and support customers during incidents.' },
  ]);

  it.each([
    ['Drug testing for staff?', 'drug'],
    ['24/7 phone support?', 'phone'],
    ['Data centre tours allowed?', 'tour'],
    ['Drug testing (Y/N)', 'drug'],
  ])('takes the noun for what is asked, so a source must name it: %s', (question, noun) => {
    expect(unknownHeadTerms(c, question)).toContain(noun);
    expect(draftAnswer(c, question)).toMatchObject({ answer: 'No answer found', flagged: true, sources: [] });
  });

  it.each([
    // A value asked for: the field's words say where the value is.
    'Data centre regions available',
    // A full question's nouns stand before its verbs.
    'What key length protects the data?',
    // A noun before "of" heads the field; a word in brackets glosses it; an adjective or adverb describes.
    'Customer choice of hosting region?',
    'ISO 27701 (PIMS)?',
    'Customer data stored offsite?',
  ])('reads no kind into a value field, a full question, a head or a gloss: %s', (question) => {
    expect([...unknownHeadTerms(c, question)]).toEqual([]);
  });

  it.each([
    ['Security awareness testing for staff?', 'i_training'],
    ['24/7 on-call support?', 'i_oncall'],
  ])('is answered when the sources name the kind: %s', (question, source) => {
    expect(draftAnswer(c, question)).toMatchObject({ answer: 'Yes', sources: [{ id: source }] });
  });
});

describe('a question pasted as a list item', () => {
  it.each([
    ['- Customer data used for AI training?', 'Customer data used for AI training?'],
    ['• SOC 2 Type II?', 'SOC 2 Type II?'],
    ['  * MFA for staff?', 'MFA for staff?'],
    ['> Pen test yearly?', 'Pen test yearly?'],
    ['\u2013 Backups encrypted?', 'Backups encrypted?'],
  ])('is read without its bullet: %s', (pasted, question) => {
    expect(withoutListMarker(pasted)).toBe(question);
  });

  it('keeps a question that starts with a word or a number as it is', () => {
    expect(withoutListMarker('24/7 support?')).toBe('24/7 support?');
    expect(withoutListMarker('-1 is not a bullet')).toBe('-1 is not a bullet');
  });

  it('answers a bulleted question as it answers the question', () => {
    const c = corpusOfItems([
      { itemUid: 'i_pci', title: 'PCI DSS', explanation: 'We never store, process or transmit cardholder data.' },
      { itemUid: 'i_dpia', title: 'Privacy impact assessments', explanation: 'DPIAs cover the platform, the AI assistant and the analytics warehouse.' },
    ]);
    for (const question of ['Card data stored?', 'Customer data used for AI training?']) {
      const plain = draftAnswer(c, question);
      expect(draftAnswer(c, `- ${question}`), question).toMatchObject({ answer: plain.answer, sources: plain.sources });
    }
    expect(draftAnswer(c, '- Card data stored?')).toMatchObject({ answer: 'No', sources: [{ id: 'i_pci' }] });
    expect(draftAnswer(c, '- Customer data used for AI training?')).toMatchObject({ answer: 'No answer found', sources: [] });
  });
});

describe('a question asking what the customer may do itself', () => {
  const c = corpusOfItems([
    {
      itemUid: 'i_pentest',
      title: 'Penetration testing',
      explanation: 'An independent firm tests the application every year; tenant isolation held under every tested scenario.',
    },
    { itemUid: 'i_sso', title: 'Single sign-on', explanation: 'Customers can sign in through their own identity provider with SAML 2.0.' },
  ]);

  it.each(['Can we run our own pentest against you?', 'May customers conduct their own penetration tests?'])(
    'is not answered by the respondent’s own practice: %s',
    (question) => {
      expect(draftAnswer(c, question)).toMatchObject({ answer: 'No answer found', flagged: true, sources: [] });
    },
  );

  it('is answered by a source saying what customers can do', () => {
    expect(draftAnswer(c, 'Can we use our own identity provider?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_sso' }] });
  });
});

describe('practices named by terms of art', () => {
  it('folds the spellings of each into one term, apart from the words it is made of', () => {
    expect(terms('Just-in-time admin access?')).toEqual(terms('just in time elevation'));
    expect(terms('JIT privileged access')).toEqual(terms('just-in-time access'));
    expect(terms('Database activity monitoring?')).not.toContain('monitor');
    expect(terms('FIM on servers')).toEqual(terms('file integrity monitoring on servers'));
    expect(terms('Are staff background-checked?')).toEqual(terms('Are staff background checks?'));
    // Folded into the term, the gerund of "background screening of staff" is no practice of its own to name.
    expect([
      ...unknownHeadTerms(corpusOfItems([{ itemUid: 'i_mdm', title: 'MDM', explanation: 'Laptops enforce a screen lock.' }]), 'Background screening of staff?'),
    ]).toEqual([]);
  });

  it('is not answered by a source speaking of the words alone', () => {
    const c = corpusOfItems([
      { itemUid: 'i_rbac', title: 'Role-based access control', explanation: 'Administrators assign roles and access is reviewed every quarter.' },
      { itemUid: 'i_logs', title: 'Monitoring', explanation: 'Database and server activity is logged and monitored around the clock.' },
    ]);
    for (const question of ['Just-in-time admin access?', 'Database activity monitoring?'])
      expect(draftAnswer(c, question), question).toMatchObject({ answer: 'No answer found', sources: [] });
  });
});

describe('"the app" of a terse field', () => {
  it('is the application the respondent offers, a generic word; a kind of app stays what is asked', () => {
    expect(terms('WAF in front of the app?')).toEqual(terms('WAF in front of the application?'));
    expect(terms('Is the mobile app tested?')).toContain('app');
  });
});

describe('a terse Yes/No field naming a kind of a thing', () => {
  const c = corpusOfItems([
    {
      itemUid: 'i_tests',
      title: 'Penetration testing',
      explanation: 'An independent firm tests the application, the API and the mobile apps every year; its summary is available.',
    },
    { itemUid: 'i_export', title: 'Data export', explanation: 'Workspace owners can run a self-service export of all their data at any time.' },
    { itemUid: 'i_mdm', title: 'Device management', explanation: 'Company devices are enrolled in MDM; a summary is available on request.' },
  ]);

  it('is not answered by a sentence naming the thing only as another kind', () => {
    expect(draftAnswer(c, 'Desktop app available?')).toMatchObject({ answer: 'No answer found', sources: [] });
    expect(draftAnswer(c, 'Desktop app available? If not, please explain.')).toMatchObject({ answer: 'No answer found', sources: [] });
  });

  it('is answered by a sentence naming the kind asked', () => {
    expect(draftAnswer(c, 'Mobile apps pentested?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_tests' }] });
    expect(draftAnswer(c, 'Self-service data export?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_export' }] });
  });
});

describe('a separation of tenants', () => {
  const items = [
    {
      itemUid: 'i_tenants',
      title: 'Tenant isolation',
      explanation:
        "Each tenant's data is isolated at the data-access layer and in the database with row-level security. Every query is scoped by tenant, and automated cross-tenant tests run on every deploy.",
    },
    { itemUid: 'i_saas', title: 'Dedicated deployments', explanation: 'The platform is a multi-tenant service; dedicated deployments are not offered.' },
  ];
  const c = corpusOfItems(items);

  it('asked "logically" is the separation software makes: isolation answers it', () => {
    for (const question of [
      'Is customer data logically kept apart from the data of other customers?',
      "Is customer data kept logically apart from other customers' data?",
      'Is there logical separation between tenants?',
    ])
      expect(draftAnswer(c, question), question).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_tenants' }] });
  });

  it('asked to describe it in the shared environment, is described by the isolation, not by the environment', () => {
    for (const question of [
      "Describe how Customer Data is logically segregated from the data of the Supplier's other customers in the multi-tenant environment.",
      'Describe how the data of one tenant is kept logically separated from the data of other tenants in shared infrastructure.',
    ])
      expect(draftAnswer(c, question), question).toMatchObject({ form: 'text', sources: [{ id: 'i_tenants' }] });
  });

  it('asked "physically" is not answered by isolation in software', () => {
    // The sources speak of physical security elsewhere: "physically" is a known word, not one no source uses.
    const withDataCentres = corpusOfItems([
      ...items,
      { itemUid: 'i_dc', title: 'Data centres', explanation: 'Physical access to the data centres is restricted to authorised staff and logged.' },
    ]);
    for (const question of ["Is customer data physically separated from other tenants' data?", "Is each customer's data physically segregated?"])
      expect(draftAnswer(withDataCentres, question), question).toMatchObject({ answer: 'No answer found', sources: [] });
    const hardware = corpusOfItems([
      {
        itemUid: 'i_dedicated',
        title: 'Dedicated hosting',
        explanation: 'Each customer runs on dedicated servers, physically separated from every other customer.',
      },
    ]);
    expect(draftAnswer(hardware, "Is customer data physically separated from other customers' data?")).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_dedicated' }],
    });
  });
});

describe('configuration drift', () => {
  const c = corpusOfItems([
    {
      itemUid: 'i_iac',
      title: 'Infrastructure as code',
      explanation:
        'All cloud resources are defined in Terraform, reviewed like application code and applied by the CI pipeline. Drift is detected and reported daily.',
    },
    {
      itemUid: 'i_pentest',
      title: 'Penetration testing',
      explanation: 'Automated scanning was complemented by manual testing of access control, input handling and cloud configuration.',
    },
  ]);

  it('from the approved baseline is the drift a source speaks of', () => {
    for (const question of [
      'Is configuration drift detected?',
      'Is configuration drift from the approved baseline detected automatically?',
      'Is infrastructure drift from the desired state detected?',
    ]) {
      const draft = draftAnswer(c, question);
      expect(draft.answer, question).toBe('Yes');
      expect(draft.sources[0]?.id, question).toBe('i_iac');
    }
  });
});

describe('detecting intrusions', () => {
  it('is intrusion detection, whatever the word order', () => {
    expect(terms('Do you have systems in place to detect intrusions?')).toContain('intrusiondetection');
    expect(terms('Is intrusion detection in place?')).toContain('intrusiondetection');
    const c = corpusOfItems([
      {
        itemUid: 'i_ids',
        title: 'Intrusion detection',
        explanation: 'Amazon GuardDuty, VPC flow logs and DNS query logs are analysed continuously; findings page the on-call security engineer.',
      },
      { itemUid: 'i_cloud', title: 'Cloud hosting', explanation: 'The platform runs in AWS, in two regions of the European Union.' },
    ]);
    expect(draftAnswer(c, 'Do you have systems in place to detect intrusions?')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_ids' }],
    });
  });
});

describe('vendor risk management', () => {
  const c = corpusOfItems([
    {
      itemUid: 'i_vendors',
      title: 'Vendor management policy',
      explanation: 'Security and privacy due diligence before onboarding a vendor, and yearly reassessment of critical vendors.',
    },
    { itemUid: 'i_risk', title: 'Security program', explanation: 'Risk assessments are reviewed quarterly by the security steering committee.' },
  ]);

  it('is managing vendors, whichever word names them; not the company’s own risk assessment', () => {
    for (const question of [
      'Does your company have a vendor risk management program?',
      'Do you have a third-party risk management program?',
      'Is there a TPRM program?',
    ])
      expect(draftAnswer(c, question), question).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_vendors' }] });
    expect(draftAnswer(c, 'Do you have a risk management program?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_risk' }] });
  });
});

describe('a key length asked beside the algorithm', () => {
  const c = corpusOfItems([
    {
      itemUid: 'i_rest',
      title: 'Encryption at rest',
      explanation: 'All customer data at rest is encrypted with AES-256, including databases, object storage and backups.',
    },
    { itemUid: 'i_transit', title: 'Encryption in transit', explanation: 'All connections use TLS 1.2 or higher.' },
  ]);

  it('is stated by naming the cipher', () => {
    for (const question of [
      'What encryption algorithm and key length are used for data at rest?',
      'Which algorithm of encryption is utilised for the datas at rest, and with which length of key?',
      'Key length and algorithm used for data at rest?',
    ]) {
      const draft = draftAnswer(c, question);
      expect(draft.answer, question).toContain('AES-256');
      expect(draft.sources[0]?.id, question).toBe('i_rest');
    }
  });

  it('asked alone is still a key length to find', () => {
    expect(draftAnswer(c, 'What key length do you use for TLS certificates?')).toMatchObject({ answer: 'No answer found', sources: [] });
  });
});

describe('a change in the status of staff', () => {
  it('is their leaving, as access rules speak of it; a service’s status is not', () => {
    expect(terms('Is access removed upon any change in the status of employees?')).toContain('termin');
    expect(terms('Is access adjusted upon a change in employment status?')).toContain('termin');
    expect(terms('Is the status page updated when a change in service status occurs?')).not.toContain('termin');
    const c = corpusOfItems([
      { itemUid: 'i_leavers', title: 'Access reviews', explanation: 'Access of terminated personnel is removed within one business day.' },
      { itemUid: 'i_status', title: 'Status page', explanation: 'Incidents are posted on the public status page.' },
    ]);
    expect(draftAnswer(c, 'Is access removed upon any change in the status of employees?')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_leavers' }],
    });
  });
});

describe('a Yes/No question followed by a request for the value', () => {
  it('asks for the value, which answers both; a request to describe leaves it Yes/No', () => {
    for (const question of [
      'Is the ISMS certified by an independent body? Please name the certification body.',
      'Is the policy reviewed regularly? Please state the interval.',
      'Was the last penetration test done by an external firm? Kindly identify the firm.',
    ])
      expect(questionForm(question), question).toBe('text');
    for (const question of ['Is the ISMS certified? Please describe the scope.', 'Is MFA enforced? Please name any exceptions in the comments.'])
      expect(questionForm(question), question).toBe('yesno');
  });

  it('is answered by the sentence naming the value', () => {
    const c = corpusOfItems([
      {
        itemUid: 'i_iso',
        title: 'ISO/IEC 27001',
        explanation: 'Our ISMS is certified to ISO/IEC 27001:2022 by an independent certification body, Schellman Compliance, LLC.',
      },
    ]);
    const draft = draftAnswer(c, 'Is the ISMS certified by an independent body? Please name the certification body.');
    expect(draft.form).toBe('text');
    expect(draft.answer).toContain('Schellman');
  });
});

describe('a name in a title', () => {
  it('is not a word the sources write in lower case elsewhere', () => {
    const c = buildCorpus({
      snapshot: SnapshotSchema.parse({
        ...snapshot,
        organization: { ...snapshot.organization, name: 'Northwind Cloud' },
        items: [
          {
            itemUid: 'i_pt',
            productId: 'p',
            cardKind: 'dataSecurity',
            slug: 'i-pt',
            title: 'Penetration testing',
            explanation: 'A summary of the latest test is available. The annual penetration test was performed by Ironbridge Security in August 2026.',
          },
        ],
        topics: [],
        knowledgeBase: [],
      }),
      productId: 'p',
      baseUrl: 'https://trust.example',
    });
    const isName = answerTypeOf('Which external firm carried out the most recent penetration test?', c.ownNames, c.usedLowercase)!;
    expect(isName('Northwind Cloud Penetration Test Summary')).toBe(false);
    expect(isName('The annual penetration test was performed by Ironbridge Security in August 2026.')).toBe(true);
    expect(isName('Ironbridge Security Assessment Report')).toBe(true);
  });
});

describe('the infrastructure of the platform', () => {
  it('is what hosting the platform means', () => {
    expect(terms('Which provider hosts the IT infrastructure of the platform?')).toEqual(terms('Which provider hosts the platform?'));
    expect(terms('Who hosts the infrastructure behind your service?')).toEqual(terms('Who hosts your service?'));
    // Infrastructure named for itself stays asked.
    expect(terms('Is the infrastructure defined in code?')).toContain('infrastructur');
  });
});

describe('the security team counted', () => {
  const c = corpusOfItems([
    {
      itemUid: 'i_team',
      title: 'Security team',
      explanation: 'A team of 14 engineers covers product security, detection and response, cloud security and compliance.',
    },
    { itemUid: 'i_company', title: 'Company', explanation: 'Northwind employs approximately 240 people.' },
  ]);

  it('is the staff dedicated to security, the dedicated security function, the persons of the team', () => {
    for (const question of [
      'How many staff are dedicated to information security?',
      'Headcount of the dedicated security function (FTE).',
      'Of how many persons does the dedicated information security team consist? Please state the number.',
    ]) {
      const draft = draftAnswer(c, question);
      expect(draft.answer, question).toContain('14');
      expect(draft.sources[0]?.id, question).toBe('i_team');
    }
  });

  it('persons are people, not what is personal', () => {
    expect(terms('How many persons work in the team?')).toContain('employe');
    const dpa = corpusOfItems([
      { itemUid: 'i_dpa', title: 'Confidentiality', explanation: 'Persons authorised to process customer data are bound by confidentiality.' },
    ]);
    expect(draftAnswer(dpa, 'Customer data on personal phones?')).toMatchObject({ answer: 'No answer found', sources: [] });
  });
});

describe('an act the sources deny', () => {
  const c = corpusOfItems([
    {
      itemUid: 'i_ccpa',
      title: 'CCPA / CPRA',
      explanation: 'Northwind acts as a service provider under the California Consumer Privacy Act and does not sell or share personal information.',
    },
    { itemUid: 'i_outsourcing', title: 'Secure development', explanation: 'No software development is outsourced.' },
    {
      itemUid: 'i_github',
      title: 'GitHub',
      explanation: 'GitHub hosts our source code. No customer data is stored in repositories; support tickets may be referenced by id.',
    },
    { itemUid: 'i_ip', title: 'IP allowlisting', explanation: 'Restricting workspace access to customer IP ranges is not available.' },
    { itemUid: 'i_vendors', title: 'Vendor risk', explanation: 'Third parties that process customer data are reviewed before they are engaged.' },
    { itemUid: 'i_marketing', title: 'Marketing emails', explanation: 'Marketing emails are sent only to visitors who opted in.' },
  ]);

  it('is denied for whatever narrower recipient, purpose or time the question adds', () => {
    for (const question of [
      'Is customer data ever shared with or sold to third parties for marketing?',
      'Do you sell or share the personal datas of the users with third parts?',
    ]) {
      expect(draftAnswer(c, question), question).toMatchObject({ answer: 'No', confidence: 'low', flagged: true, sources: [{ id: 'i_ccpa' }] });
    }
    expect(draftAnswer(c, 'Is software development outsourced to external contractors?')).toMatchObject({ answer: 'No', sources: [{ id: 'i_outsourcing' }] });
  });

  it('is not denied by a denial of what only narrows the question, or of another act', () => {
    for (const question of [
      'Are legal holds supported so that customer data can be preserved for litigation?',
      "Is the Vendor's source code held in escrow for the benefit of its clients?",
      'Sandbox environment available for customers? (Yes/No)',
    ]) {
      expect(draftAnswer(c, question), question).toMatchObject({ answer: 'No answer found', sources: [] });
    }
  });

  it('is what the question asks before its first qualifier', () => {
    expect([...actTerms('Is customer data ever shared with or sold to third parties for marketing?')]).toEqual(termsOf('customer data ever shared'));
    expect([...actTerms('Are legal holds supported so that customer data can be preserved?')]).toEqual(termsOf('legal holds supported'));
  });
});

describe('words that a stated cadence, a publication or a named standard answers', () => {
  const c = corpusOfItems([
    { itemUid: 'i_policies', title: 'Policies', explanation: 'Security policies are reviewed and approved annually and published to employees.' },
    {
      itemUid: 'i_isms',
      title: 'Certification',
      explanation: 'Our information security management system is certified to ISO/IEC 27001:2022 by Schellman, with annual surveillance audits.',
    },
    OTHER_TOPICS.access,
  ]);

  it('"periodically", "regularly": an interval; "communicated": published', () => {
    for (const question of [
      'Are security policies periodically reviewed, approved and communicated to employees?',
      'Are security policies regularly reviewed and communicated to all employees?',
    ]) {
      expect(draftAnswer(c, question), question).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_policies' }] });
    }
  });

  it('"a recognised standard": ISO or NIST', () => {
    expect(
      draftAnswer(c, 'Is the information security management system aligned with a recognised standard and subject to periodic surveillance audits?'),
    ).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_isms' }],
    });
  });
});

describe('testing integrated into development', () => {
  it('"static and dynamic analysis" is both kinds; "integrated into the development process" is development', () => {
    expect(terms('Do you use static and dynamic analysis?')).toEqual(terms('Do you use SAST and DAST?'));
    expect(terms('Is threat modelling integrated into the software development process?')).toEqual(terms('Is threat modelling in development?'));
  });

  it('is answered by tests that run on every pull request', () => {
    const c = corpusOfItems([
      {
        itemUid: 'i_appsec',
        title: 'Application security testing',
        explanation: 'Static analysis (SAST) runs on every pull request; authenticated dynamic scans (DAST) run nightly against staging.',
      },
      OTHER_TOPICS.access,
    ]);
    expect(
      draftAnswer(c, 'Are application security testing practices, such as static and dynamic analysis, integrated into the development process?'),
    ).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_appsec' }] });
  });
});

describe('a test executed, a firm called a society', () => {
  it('what is executed is performed; an executive is leadership; an agreement executed is signed', () => {
    expect(terms('Is the recovery plan executed every year?')).toEqual(terms('Is the recovery plan performed every year?'));
    expect(terms('Our executive team approves the policy.')).toContain('leadership');
    expect(terms('Have you executed a DPA with the customer?')).toContain('sign');
  });

  it('a question in second-language English asks for what its native reading asks for', () => {
    expect(nativeReading('Which society has executed the last penetration test?')).toBe('Which firm has executed the last penetration test?');
    expect(nativeReading('Are the Datas of health crypted?')).toBe('Are the health data encrypted?');
    const c = corpusOfItems([
      {
        itemUid: 'i_pentest',
        title: 'Penetration testing',
        explanation: 'An independent firm tests the application at least once a year. Ironbridge Security performed the August 2026 test.',
      },
      OTHER_TOPICS.access,
    ]);
    expect(draftAnswer(c, 'Which society has executed the last penetration test?').answer).toContain('Ironbridge Security');
  });
});

describe('a frequency asked', () => {
  const others = [
    OTHER_TOPICS.access,
    OTHER_TOPICS.rest,
    OTHER_TOPICS.backup,
    { itemUid: 'i_logs', title: 'Logging', explanation: 'Security events are sent to our SIEM and retained for one year.' },
    { itemUid: 'i_scope', title: 'Penetration test scope', explanation: 'The penetration test covers the external AWS perimeter and the API.' },
  ];

  it('is answered only by a sentence that states an interval', () => {
    const without = corpusOfItems(others);
    const withInterval = corpusOfItems([
      ...others,
      { itemUid: 'i_cadence', title: 'Penetration testing', explanation: 'An external firm performs a penetration test once a year.' },
    ]);
    for (const question of ['With which frequency are external penetration tests made?', 'Penetration test cadence (external perimeter)']) {
      expect(draftAnswer(without, question), question).toMatchObject({ answer: 'No answer found', sources: [] });
      expect(draftAnswer(withInterval, question), question).toMatchObject({ sources: [{ id: 'i_cadence' }] });
    }
  });
});

describe("the asker's people", () => {
  const workforce = [
    {
      itemUid: 'i_zerotrust',
      title: 'Zero-trust access',
      explanation: 'Employees reach internal tools through an identity-aware proxy that checks user identity, device posture and MFA on every request.',
    },
    OTHER_TOPICS.rest,
    OTHER_TOPICS.backup,
  ];
  const questions = [
    'The access to the application is possible with double authentication factor for all our users?',
    'Is access to the application possible with MFA for all our users?',
  ];

  it('are not the respondent\'s workforce: a sentence about its employees does not answer for "our users"', () => {
    const c = corpusOfItems(workforce);
    for (const question of questions) expect(draftAnswer(c, question), question).toMatchObject({ answer: 'No answer found', sources: [] });
    // Asked of the respondent's own staff, the sentence about them answers.
    expect(draftAnswer(c, 'Do your employees use MFA to reach internal tools?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_zerotrust' }] });
  });

  it("are answered by a sentence about the customers' users", () => {
    const c = corpusOfItems([
      ...workforce,
      {
        itemUid: 'i_mfa',
        title: 'Multi-factor authentication',
        explanation: 'Customers can require MFA (TOTP or passkeys) for all users who access the application.',
      },
    ]);
    for (const question of questions) expect(draftAnswer(c, question), question).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_mfa' }] });
  });
});

describe('"possible"', () => {
  it('is phrasing, as "able" is: what a sentence says can be done answers whether it is possible', () => {
    const c = corpusOfItems([
      { itemUid: 'i_export', title: 'Data export', explanation: 'Customers can export their data at any time in CSV or JSON.' },
      OTHER_TOPICS.rest,
      OTHER_TOPICS.backup,
    ]);
    expect(draftAnswer(c, 'Is the export of our data possible at any time?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_export' }] });
  });
});

describe('a duration asked by "which"', () => {
  it('is answered by the sentence that states one', () => {
    const c = corpusOfItems([
      {
        itemUid: 'i_logs',
        title: 'Logging and monitoring',
        explanation:
          'Application, infrastructure and audit logs are centralised and retained for one year. Security events feed our SIEM, with 24/7 alerting to the on-call security engineer.',
      },
      OTHER_TOPICS.rest,
      OTHER_TOPICS.backup,
    ]);
    for (const question of ['For which duration are event logs retained?', 'Which period are security event logs kept for?']) {
      expect(draftAnswer(c, question).answer, question).toMatch(/^Application, infrastructure and audit logs are centralised and retained for one year\./);
    }
  });
});

describe('a contract template', () => {
  it('is its standard form', () => {
    const c = corpusOfItems([
      { itemUid: 'i_dpa', title: 'Data processing', explanation: 'We offer our standard Data Processing Agreement to every customer.' },
      OTHER_TOPICS.rest,
      OTHER_TOPICS.backup,
    ]);
    expect(draftAnswer(c, 'Does your company have a Data Processing Agreement template for customers?')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_dpa' }],
    });
  });
});

describe('code signing', () => {
  const reviews = {
    itemUid: 'i_review',
    title: 'Code review',
    explanation:
      'Every change to production code requires review and approval by a second engineer; branch protection, signed commits and required status checks are enforced.',
  };

  it('is a practice of its own: signed commits do not answer it', () => {
    expect(terms('Are your releases code-signed?').sort()).toEqual(terms('Code signing for releases?').sort());
    expect(draftAnswer(corpusOfItems([reviews]), 'Code signing for releases?')).toMatchObject({ answer: 'No answer found', sources: [] });
  });

  it('is answered by a source that states it', () => {
    const c = corpusOfItems([
      reviews,
      { itemUid: 'i_signing', title: 'Release integrity', explanation: 'Every release is code-signed with our EV certificate.' },
    ]);
    expect(draftAnswer(c, 'Code signing for releases?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_signing' }] });
  });
});

describe('the remedy for a missed availability commitment', () => {
  const c = corpusOfItems([
    {
      itemUid: 'i_sla',
      title: 'Service Level Agreement',
      explanation: 'Monthly uptime commitment of 99.95% with service credits of 10% to 30% of monthly fees.',
    },
    {
      itemUid: 'i_vulns',
      title: 'Vulnerability management',
      explanation: 'Critical vulnerabilities are remediated within 7 days and high ones within 30 days.',
    },
  ]);

  it('is a service credit, not the remediation of a finding', () => {
    expect(terms('What remedy applies if the monthly availability commitment is missed?')).toContain('servicecredit');
    expect(draftAnswer(c, 'What monthly availability does the Supplier commit to contractually, and what remedy applies if it is missed?')).toMatchObject({
      answer: expect.stringContaining('99.95%'),
      sources: [{ id: 'i_sla' }],
    });
  });

  it('leaves a remedy of findings, without an availability commitment, to remediation', () => {
    expect(terms('How quickly do you remedy critical vulnerabilities?')).not.toContain('servicecredit');
    expect(draftAnswer(c, 'How quickly do you remedy critical vulnerabilities?')).toMatchObject({ sources: [{ id: 'i_vulns' }] });
  });
});

describe('security grades', () => {
  const c = corpusOfItems([
    OTHER_TOPICS.access,
    OTHER_TOPICS.rest,
    {
      itemUid: 'i_grades',
      cardKind: 'securityGrades',
      title: 'External security ratings',
      explanation: 'Ratings of our domains from independent scanners, refreshed monthly.',
      grades: [
        {
          label: 'SSL Labs',
          description: 'TLS configuration of app.example.com',
          grade: 'A+',
          url: 'https://www.ssllabs.com/ssltest/analyze.html?d=app.example.com',
        },
      ],
    },
  ]);

  it('are sources, as the card shows them', () => {
    expect(draftAnswer(c, 'What grade do you get on SSL Labs?')).toMatchObject({ answer: expect.stringContaining('A+'), sources: [{ id: 'i_grades' }] });
  });

  it('are found however SSL is written: it is TLS', () => {
    expect(terms('what grade do u get on ssl labs')).toEqual(terms('What grade do u get on SSL Labs'));
    expect(terms('ssl labs')).toContain('tls');
    expect(draftAnswer(c, 'what grade do you get on ssl labs')).toMatchObject({ answer: expect.stringContaining('A+'), sources: [{ id: 'i_grades' }] });
  });
});

describe('a sentence of context before the request', () => {
  const c = corpusOfItems([
    OTHER_TOPICS.access,
    OTHER_TOPICS.rest,
    { itemUid: 'i_tenancy', title: 'Tenancy', explanation: 'The platform is a multi-tenant service; dedicated deployments are not offered.' },
    {
      itemUid: 'i_subprocessors',
      title: 'Subprocessor changes',
      explanation: 'We notify subscribed customers at least 30 days before a new subprocessor starts processing customer data.',
    },
  ]);

  it.each([
    [
      'The Company prefers isolated hosting for critical applications. Indicate whether the Respondent offers a dedicated single-tenant deployment of the platform.',
      'No',
      'i_tenancy',
    ],
    [
      'The Company must be able to object to new subprocessors. State how much advance notice the Respondent gives before a new subprocessor begins processing customer data.',
      expect.stringContaining('30 days'),
      'i_subprocessors',
    ],
  ])('sets the scene; the request after it is asked: %s', (question, answer, id) => {
    expect(draftAnswer(c, question)).toMatchObject({ answer, sources: [{ id }] });
  });

  it('goes; a statement followed by an instruction leaning on it stays, as does a question before a request', () => {
    expect(withoutContextLead('The Company prefers isolated hosting. Indicate whether the Respondent offers a dedicated deployment.')).toBe(
      'Indicate whether the Respondent offers a dedicated deployment.',
    );
    expect(withoutContextLead('Data is encrypted at rest. If not, explain why.')).toBe('Data is encrypted at rest. If not, explain why.');
    expect(withoutContextLead('Access is reviewed quarterly. Describe how this review is carried out.')).toBe(
      'Access is reviewed quarterly. Describe how this review is carried out.',
    );
    expect(withoutContextLead('Backups are encrypted. Describe the algorithm.')).toBe('Backups are encrypted. Describe the algorithm.');
    // A statement of context before a dash, then a question complete in itself; a field or a question leaning on
    // what is before the dash stays.
    expect(withoutContextLead('Our procurement policy requires at least 99.9% monthly uptime — what monthly availability do you commit to?')).toBe(
      'what monthly availability do you commit to?',
    );
    expect(withoutContextLead('Our SOC requires suppliers to watch events at night - is this covered?')).toBe(
      'Our SOC requires suppliers to watch events at night - is this covered?',
    );
    expect(withoutContextLead('Tenant isolation – method')).toBe('Tenant isolation – method');
    expect(withoutContextLead('Key management – KMS or HSM?')).toBe('Key management – KMS or HSM?');
    // An instruction in brackets after the request leans on nothing.
    expect(
      withoutContextLead(
        'The Company prefers isolated hosting. Indicate whether the Respondent offers a dedicated deployment. (Answer N/A if not applicable.)',
      ),
    ).toBe('Indicate whether the Respondent offers a dedicated deployment. (Answer N/A if not applicable.)');
    expect(withoutContextLead('Do you encrypt backups? Describe the algorithm used for the backups.')).toBe(
      'Do you encrypt backups? Describe the algorithm used for the backups.',
    );
  });

  it('may be several statements, and the question after them may open with the occasion it is about', () => {
    expect(
      withoutContextLead(
        'Our auditors ask for evidence that leaver controls operate as designed. They will rely on your SOC 2 report for this. During the most recent audit period, was access removed within one business day for every leaver tested?',
      ),
    ).toBe('During the most recent audit period, was access removed within one business day for every leaver tested?');
    expect(
      withoutContextLead('We want evidence that recovery works in practice. In your most recent failover exercise, was the service recovered within the RTO?'),
    ).toBe('In your most recent failover exercise, was the service recovered within the RTO?');
    // A statement that leans on the one before it is no request of its own.
    expect(withoutContextLead('Our auditors ask for evidence. They will rely on your report. Describe how this is done.')).toBe(
      'Our auditors ask for evidence. They will rely on your report. Describe how this is done.',
    );
  });
});

describe('a question whether a control held for every case an auditor tested', () => {
  const c = corpusOfItems([
    OTHER_TOPICS.access,
    OTHER_TOPICS.rest,
    OTHER_TOPICS.backup,
    { itemUid: 'i_leavers', title: 'Leaver access', explanation: 'Access of terminated personnel is removed within one business day.' },
    {
      itemUid: 'i_exceptions',
      title: 'SOC 2 audit',
      explanation:
        'In the last SOC 2 audit one exception was noted: for 2 of 25 sampled leavers, access to a non-production tool was removed after more than one business day.',
    },
  ]);

  it('is answered No by the exception an audit reported, before the control as written', () => {
    const every = draftAnswer(c, 'In the last SOC 2 audit, was access removed within one business day for every leaver the auditor tested?');
    expect(every.answer).toBe('No');
    expect(every.sources[0]?.id).toBe('i_exceptions');
    const control = draftAnswer(c, 'Is access of leavers removed within one business day?');
    expect(control.answer).toBe('Yes');
    expect(control.sources[0]?.id).toBe('i_leavers');
  });
});

describe('a request for a place', () => {
  const c = corpusOfItems([
    OTHER_TOPICS.access,
    { itemUid: 'i_cloud', title: 'Cloud hosting', explanation: 'The platform runs on Amazon Web Services across three availability zones per region.' },
    { itemUid: 'i_regions', title: 'Hosting regions', explanation: 'Production runs in AWS us-east-1 and eu-central-1.' },
  ]);

  it('is answered by a sentence naming one, whatever party the request names after it', () => {
    expect(answerTypeOf('Please specify the hosting region of the platform.')?.('Production runs in AWS us-east-1 and eu-central-1.')).toBe(true);
    expect(answerTypeOf('Please specify the hosting region of the platform.')?.('The platform runs on Amazon Web Services.')).toBe(false);
    expect(draftAnswer(c, 'Please specify the hosting region of the platform.')).toMatchObject({
      answer: expect.stringContaining('eu-central-1'),
      sources: [{ id: 'i_regions' }],
    });
  });
});

describe('a buyer’s email bullets', () => {
  const c = corpusOfItems([
    OTHER_TOPICS.access,
    OTHER_TOPICS.rest,
    { itemUid: 'i_hipaa', title: 'HIPAA', explanation: 'A HIPAA readiness assessment is under way; we do not yet sign BAAs.' },
    {
      itemUid: 'i_soc2',
      title: 'SOC 2 Type II',
      explanation: 'Our SOC 2 Type II report covers the Security, Availability and Confidentiality criteria.',
    },
    { itemUid: 'i_report', title: 'SOC 2 report', explanation: 'The SOC 2 examination is based on the criteria for a description of a system in scope.' },
    { itemUid: 'i_pentest', title: 'Penetration testing', explanation: 'Ironbridge Security performed the August 2026 penetration test.' },
    { itemUid: 'i_ir', title: 'Incident response', explanation: 'A documented plan defines how we detect, contain and recover from security incidents.' },
  ]);

  it('reads a contraction as its pronoun: the auxiliary’s ending is no word of what is asked', () => {
    expect(terms("we're in healthcare")).toEqual(terms('we in healthcare'));
    expect(terms("you've got SSO, they'll need it, I'd like it, I'm asking")).toEqual(terms('you got SSO, they need it, I like it, I asking'));
  });

  it('drops the asker’s remark about themselves before a dash, even before a question of one word', () => {
    expect(withoutRemarks("we're in healthcare — hipaa?")).toBe('hipaa?');
    expect(withoutRemarks('We are a bank: SOC 2?')).toBe('SOC 2?');
    // A topic of the asker's ("Our data: …") is what is asked about.
    expect(withoutRemarks('Our data: encrypted?')).toBe('Our data: encrypted?');
    expect(draftAnswer(c, "- we're in healthcare — hipaa?")).toMatchObject({ answer: 'No', sources: [{ id: 'i_hipaa' }] });
  });

  it('reads a topic, a dash and a question about it as that question', () => {
    expect(questionForm('pentest - who did the last one')).toBe('text');
    expect(questionForm('Backups: how often are they tested?')).toBe('text');
    expect(questionForm('soc2 - is the privacy TSC in scope?')).toBe('yesno');
    expect(draftAnswer(c, '- pentest - who did the last one')).toMatchObject({ answer: expect.stringContaining('Ironbridge'), sources: [{ id: 'i_pentest' }] });
  });

  it('reads "TSC" as the criteria, and a list of the criteria leaving the one asked out as No, over a sentence naming only criteria', () => {
    expect(terms('Is the privacy TSC in scope?')).toContain('criteria');
    expect(terms('Trust Services Criteria')).toEqual(terms('criteria'));
    // The other sentence is still cited, and the row flagged for a human.
    expect(draftAnswer(c, '- soc2 - is the privacy TSC in scope?')).toMatchObject({
      answer: 'No',
      flagged: true,
      sources: [{ id: 'i_soc2' }, { id: 'i_report' }],
    });
  });

  it('answers whether events happened in a recent period only from a sentence reporting them, not from how they are handled', () => {
    expect(ASKS_OCCURRENCE.test('any security incidents in the last 12 months?')).toBe(true);
    expect(ASKS_OCCURRENCE.test('Have you had a data breach in the past three years?')).toBe(true);
    // An incident response plan rehearsed in the last year is a plan, not an incident.
    expect(ASKS_OCCURRENCE.test('Do you have an incident response plan that was rehearsed in the last twelve months?')).toBe(false);
    expect(REPORTS_OCCURRENCE.test('We had no security incidents in 2026.')).toBe(true);
    expect(REPORTS_OCCURRENCE.test('A documented plan defines how we recover from security incidents.')).toBe(false);
    expect(draftAnswer(c, '- any security incidents in the last 12 months?')).toMatchObject({ answer: NO_ANSWER_FOUND });
    expect(draftAnswer(c, 'Do you have a documented plan for security incidents?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_ir' }] });
  });
});

describe('a data protection officer’s assessment', () => {
  const c = corpusOfItems([
    OTHER_TOPICS.access,
    OTHER_TOPICS.rest,
    { itemUid: 'i_dpo', title: 'Data Protection Officer', explanation: 'Our Data Protection Officer can be reached at dpo@example.com.' },
    { itemUid: 'i_rto', title: 'Disaster recovery', explanation: 'The recovery time objective is 4 hours and the recovery point objective is 1 hour.' },
  ]);

  it('drops a reference to a law’s article written into the sentence, with the law’s name', () => {
    expect(withoutProvisionReferences('Has the Processor designated a data protection officer pursuant to Art. 37 GDPR?')).toBe(
      'Has the Processor designated a data protection officer?',
    );
    expect(withoutProvisionReferences('Is a record kept of processing on behalf of controllers, as required by Art. 30(2) GDPR?')).toBe(
      'Is a record kept of processing on behalf of controllers?',
    );
    expect(withoutProvisionReferences('Please specify the transfer tool within the meaning of Chapter V GDPR on which you rely.')).toBe(
      'Please specify the transfer tool on which you rely.',
    );
    expect(withoutProvisionReferences('Pursuant to Art. 28(3)(f) GDPR, will the Processor assist the Controller?')).toBe(
      'will the Processor assist the Controller?',
    );
    expect(withoutProvisionReferences('Do you support TLS 1.2 under the art of cryptography?')).toBe('Do you support TLS 1.2 under the art of cryptography?');
    expect(draftAnswer(c, 'A.5 Has the Processor designated a data protection officer pursuant to Art. 37 GDPR?')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_dpo' }],
    });
  });

  it('reads a request after a phrase of any length as the request: text is asked', () => {
    const q =
      'C.13 With regard to the ability to restore the availability of and access to personal data in a timely manner (Art. 32(1)(c) GDPR), please specify the recovery time objective applicable to the Platform.';
    expect(questionForm('The Platform being a shared service, please describe how the data of customers is segregated.')).toBe('text');
    expect(questionForm('For restricted transfers of personal data from the United Kingdom, please name the instrument relied upon.')).toBe('text');
    expect(questionForm('For transfers from the United Kingdom, please confirm whether an addendum is signed.')).toBe('yesno');
    expect(draftAnswer(c, q)).toMatchObject({ answer: expect.stringContaining('4 hours'), sources: [{ id: 'i_rto' }] });
  });

  it('asks the request after a phrase, not the phrase; a condition before a request, or an instruction after a statement, stays', () => {
    expect(mainQuestion('As our group is subject to US state privacy law, please confirm whether the Processor sells personal information.')).toBe(
      'the Processor sells personal information.',
    );
    expect(mainQuestion('Where data subjects may include children, please describe the safeguards applied.')).toContain('children');
    expect(mainQuestion('Backups are tested at least quarterly. If not, please explain.')).toBe('Backups are tested at least quarterly.');
  });
});

describe('exposure to the internet and an address to write to', () => {
  const c = corpusOfItems([
    OTHER_TOPICS.access,
    OTHER_TOPICS.rest,
    { itemUid: 'i_network', title: 'Network segmentation', explanation: 'Data stores live in private subnets and have no route to the internet.' },
    { itemUid: 'i_waf', title: 'Web application firewall', explanation: 'A web application firewall protects all internet-facing services.' },
    { itemUid: 'i_gdpr', title: 'GDPR program', explanation: 'We have appointed a Data Protection Officer (dpo@example.com).' },
  ]);

  it('is one thing however it is said: reachable from, accessible from, a route to the internet', () => {
    expect(terms('Are the data stores directly reachable from the internet?')).toEqual(terms('data stores have no route to the internet'));
    expect(terms('Can the data stores be reached directly from the internet?')).toEqual(terms('the data stores have no route to the internet'));
    expect(draftAnswer(c, 'Are the data stores holding personal data directly reachable from the internet?')).toMatchObject({
      answer: 'No',
      sources: [{ id: 'i_network' }],
    });
    // "Internet-facing services" names which services: a WAF in front of them is not denied by a store's missing route.
    expect(terms('internet-facing services')).not.toContain(terms('reachable from the internet')[0]);
    expect(draftAnswer(c, 'Is a web application firewall deployed in front of internet-facing services?')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_waf' }],
    });
  });

  it('asked as a contact address, is answered by a sentence giving one', () => {
    expect(draftAnswer(c, 'Please specify the contact address through which data subjects may reach the data protection officer.')).toMatchObject({
      answer: expect.stringContaining('dpo@example.com'),
      sources: [{ id: 'i_gdpr' }],
    });
  });
});

describe('names of contract instruments and of support tooling', () => {
  it('reads the clauses adopted by Commission Implementing Decision (EU) 2021/914 as the Standard Contractual Clauses', () => {
    expect(terms('Which modules of the clauses adopted by Commission Implementing Decision (EU) 2021/914 are used?')).toEqual(
      terms('Which modules of the Standard Contractual Clauses are used?'),
    );
    expect(terms('the standard contractual clauses adopted by Commission Implementing Decision (EU) 2021/914')).not.toContain('0');
  });

  it('reads a support request as a support ticket', () => {
    expect(terms('Which tool handles support requests?')).toEqual(terms('Which tool handles support tickets?'));
    expect(terms('Customer support ticketing')).toEqual(terms('customer support tickets'));
  });
});

describe('"who is your … vendor"', () => {
  const c = corpusOfItems([
    OTHER_TOPICS.access,
    OTHER_TOPICS.rest,
    { itemUid: 'i_pentest', title: 'Penetration testing', explanation: 'An independent firm tests the application every year.' },
    { itemUid: 'i_firm', title: 'Latest penetration test', explanation: 'Ironbridge Security performed the August 2026 penetration test.' },
    { itemUid: 'i_vendors', title: 'Vendor management', explanation: 'Critical vendors are assessed every year.' },
  ]);

  it('asks for a name: the vendor is the slot the name fills, not a word a source must repeat', () => {
    expect(slotTerms("Who's your pentest vendor?")).toEqual(slotTerms('Which pentest vendor do you use?'));
    expect(draftAnswer(c, "Who's your pentest vendor?")).toMatchObject({ answer: expect.stringContaining('Ironbridge'), sources: [{ id: 'i_firm' }] });
  });
});

describe('names offered as alternatives', () => {
  const c = corpusOfItems([
    OTHER_TOPICS.access,
    OTHER_TOPICS.rest,
    { itemUid: 'i_vdp', title: 'Vulnerability disclosure', explanation: 'Our VDP lets researchers report issues to security@example.com.' },
    { itemUid: 'i_bounty', title: 'Bug bounty', explanation: 'A public bug bounty program is not yet offered.' },
  ]);

  it('are answered by a source naming one of them, and Yes when one is there', () => {
    const terms = findEvidence(c, 'Do you have a VDP or bug bounty?', new Set(['customer'])).terms;
    expect(alternativeAnchors('Do you have a VDP or bug bounty?', terms)).toEqual(
      new Map([
        ['vdp', ['bugbounty']],
        ['bugbounty', ['vdp']],
      ]),
    );
    expect(alternativeAnchors('Do you have a VDP and a bug bounty?', terms).size).toBe(0);
    expect(draftAnswer(c, 'Do you have a VDP or bug bounty?')).toMatchObject({ answer: 'Yes', flagged: false, sources: [{ id: 'i_vdp' }, { id: 'i_bounty' }] });
    expect(draftAnswer(c, 'Do you have a public bug bounty?')).toMatchObject({ answer: 'No', sources: [{ id: 'i_bounty' }] });
  });
});

describe('personal data removed from error events', () => {
  const c = corpusOfItems([
    OTHER_TOPICS.access,
    OTHER_TOPICS.rest,
    { itemUid: 'i_sentry', title: 'Error tracking', explanation: 'Personal data is scrubbed from error events before they are sent.' },
    { itemUid: 'i_leavers', title: 'Leavers', explanation: 'Access of leavers is removed within one business day.' },
  ]);

  it('is scrubbed from them, as sources say it; access removed from a leaver stays removed', () => {
    expect(terms('personal data is removed from application error events')).toEqual(terms('personal data is scrubbed from application error events'));
    expect(draftAnswer(c, 'Please confirm whether personal data is removed from error events before these are sent.')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_sentry' }],
    });
    expect(draftAnswer(c, 'Is the access of leavers removed within one business day?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_leavers' }] });
  });
});

describe('an engineer’s paraphrases', () => {
  const c = corpusOfItems([
    OTHER_TOPICS.access,
    OTHER_TOPICS.rest,
    { itemUid: 'i_network', title: 'Network segmentation', explanation: 'Production and staging are separate AWS accounts and VPCs with no peering.' },
    { itemUid: 'i_vdp', title: 'Vulnerability disclosure', explanation: 'We do not pursue legal action against good-faith research.' },
    { itemUid: 'i_secrets', title: 'Secrets management', explanation: 'Secrets live in a secrets manager; no secret is stored in source code or images.' },
    { itemUid: 'i_scan', title: 'Dependency scanning', explanation: 'Open-source dependencies and container images are scanned continuously.' },
  ]);

  it('reads no peering as no network path, a safe harbour as no legal action, and a secret baked into an image as stored there', () => {
    expect(terms('no network path between them')).toEqual(terms('no peering between them'));
    expect(terms('safe harbor for researchers')).toEqual(terms('no legal action for researchers'));
    expect(terms('secrets committed to source')).toEqual(terms('secrets stored in source code'));
    // The folds leave the words of other questions as they were: "open-source" is stemmed as before.
    expect(terms('open-source license')).toEqual(['open', 'sourc', 'licens']);
    expect(draftAnswer(c, 'Are prod and staging split into separate AWS accounts with no network path between them?')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_network' }],
    });
    expect(draftAnswer(c, 'Does your VDP include safe harbor for good-faith researchers?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_vdp' }] });
    expect(draftAnswer(c, 'Are any secrets committed to source or baked into container images?')).toMatchObject({
      answer: 'No',
      sources: [{ id: 'i_secrets' }],
    });
  });
});

describe('an SLA for a task', () => {
  const c = corpusOfItems([
    OTHER_TOPICS.access,
    OTHER_TOPICS.rest,
    { itemUid: 'i_sla', title: 'Service Level Agreement', explanation: 'Monthly uptime commitment of 99.95% with service credits.' },
    { itemUid: 'i_leavers', title: 'Access reviews', explanation: 'Access is removed within one business day of termination.' },
    { itemUid: 'i_vdp', title: 'Vulnerability disclosure program', explanation: 'We acknowledge reports within two business days.' },
  ]);

  it('is a deadline for the task, not the agreement on availability', () => {
    expect(terms("What's the SLA for revoking a leaver's access?")).not.toContain('sla');
    expect(terms('What is your acknowledgement SLA?')).not.toContain('sla');
    expect(terms('What is your uptime SLA?')).toContain('sla');
    expect(draftAnswer(c, "What's the SLA for revoking a leaver's access?")).toMatchObject({
      answer: expect.stringContaining('one business day'),
      sources: [{ id: 'i_leavers' }],
    });
    expect(draftAnswer(c, "What's your VDP acknowledgement SLA for researcher reports?")).toMatchObject({
      answer: expect.stringContaining('two business days'),
      sources: [{ id: 'i_vdp' }],
    });
    expect(draftAnswer(c, 'What is your uptime SLA?')).toMatchObject({ answer: expect.stringContaining('99.95%'), sources: [{ id: 'i_sla' }] });
  });
});

describe('a question in everyday words', () => {
  const c = corpusOfItems([
    OTHER_TOPICS.access,
    OTHER_TOPICS.rest,
    { itemUid: 'i_mfa', title: 'Multi-factor authentication', explanation: 'Multi-factor authentication is enforced for all users.' },
    { itemUid: 'i_leavers', title: 'Leavers', explanation: 'Access of terminated personnel is removed within one business day.' },
    { itemUid: 'i_delete', title: 'Data deletion', explanation: 'Customer data is deleted within 30 days of contract termination.' },
  ]);

  it.each([
    ["Is our information kept safe when it's saved on your computers?", 'Yes', 'i_rest'],
    ['Do you need two steps to log in?', 'Yes', 'i_mfa'],
    ['If one of your workers quits, how fast do they lose access to our stuff?', expect.stringContaining('one business day'), 'i_leavers'],
    ['What happens to our files if we stop using you?', expect.stringContaining('30 days'), 'i_delete'],
  ])('is read as a questionnaire’s terms: %s', (question, answer, id) => {
    const draft = draftAnswer(c, question);
    expect(draft.answer).toEqual(answer);
    expect(draft.sources[0]?.id).toBe(id);
  });
});

describe('a question whether the service runs in just one place', () => {
  const c = corpusOfItems([
    OTHER_TOPICS.access,
    OTHER_TOPICS.rest,
    { itemUid: 'i_dc', title: 'Physical security', explanation: 'Physical controls of the data centres are inherited from the cloud provider.' },
    { itemUid: 'i_ha', title: 'High availability', explanation: 'Every tier runs across three availability zones with automatic failover.' },
  ]);

  it('is answered No by a sentence naming several, never Yes by one that only mentions data centres', () => {
    expect(ASKS_SINGLE_SITE.test('Does your whole service run out of just one data centre?')).toBe(true);
    expect(ASKS_SINGLE_SITE.test('Is single sign-on available?')).toBe(false);
    expect(SEVERAL_SITES.test('Production runs in us-east-1 and eu-central-1.')).toBe(true);
    expect(draftAnswer(c, 'Does your whole service run out of just one data centre?')).toMatchObject({ answer: 'No', sources: [{ id: 'i_ha' }] });
    const onlyMentions = corpusOfItems([
      OTHER_TOPICS.access,
      OTHER_TOPICS.rest,
      { itemUid: 'i_dc', title: 'Physical security', explanation: 'Physical controls of the data centres are inherited from the cloud provider.' },
    ]);
    expect(draftAnswer(onlyMentions, 'Is the platform hosted in a single data center?')).toMatchObject({ answer: NO_ANSWER_FOUND });
  });
});

describe('a site lost, as a failure the service is asked to survive', () => {
  const c = corpusOfItems([
    OTHER_TOPICS.access,
    OTHER_TOPICS.rest,
    { itemUid: 'i_dc', title: 'Physical security', explanation: 'Physical controls of the data centres are inherited from the cloud provider.' },
    {
      itemUid: 'i_ha',
      title: 'High availability',
      explanation: 'Every tier of the production service runs across three availability zones with automatic failover.',
    },
  ]);

  it('is no question whether the service runs in just one place', () => {
    expect(ASKS_SINGLE_SITE.test('Can the platform survive the loss of a single data centre?')).toBe(false);
    expect(ASKS_SINGLE_SITE.test('Does losing a single availability zone take the service down?')).toBe(false);
    expect(ASKS_SINGLE_SITE.test('Does the service stay up if a single region fails?')).toBe(false);
    expect(ASKS_SINGLE_SITE.test('Is the platform hosted in a single data center?')).toBe(true);
  });

  it('is answered Yes by the sentence naming several sites, its purpose clause weighing little', () => {
    const question =
      'Is every tier of the production service spread across several availability zones, so that losing a single data centre does not take the service offline?';
    expect(draftAnswer(c, question)).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_ha' }] });
  });
});

describe('what a question says its control is for', () => {
  it('is a purpose clause: its own words weigh little and its negation is not the question’s', () => {
    expect([...purposeTerms('Are backups replicated to another region, so that losing one region does not lose data?')].sort()).toEqual(['data', 'lose']);
    expect([...purposeTerms('Is the service protected against DDoS attacks that could otherwise make it unavailable?')].sort()).toEqual([
      'make',
      'otherwis',
      'unavail',
    ]);
    // Little asked before the clause: the clause is what is asked.
    expect(purposeTerms('Are networks segmented so that no direct path exists to the internet?').size).toBe(0);
    const c = corpusOfItems([
      OTHER_TOPICS.access,
      OTHER_TOPICS.rest,
      OTHER_TOPICS.backup,
      { itemUid: 'i_ddos', title: 'DDoS protection', explanation: 'Volumetric and application-layer DDoS attacks are absorbed by our edge network.' },
    ]);
    expect(draftAnswer(c, 'Is the service protected against distributed denial-of-service attacks that could otherwise make it unavailable?')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_ddos' }],
    });
  });
});

describe('the words of data leaving and of time', () => {
  it('reads data "removed" from the systems holding it as deleted, but not access to data, nor data scrubbed from events', () => {
    expect(terms('Is our data removed from your production systems?')).toContain('delet');
    expect(terms('How quickly is access removed?')).toContain('remov');
    expect(terms('Is their access to our information removed?')).not.toContain('delet');
    expect(terms('Is personal data removed from error events before they are sent?')).not.toContain('delet');
  });

  it('reads "once" before a clause as "after", and "once a year" as a count', () => {
    expect(terms('Once the contract ends, is our data deleted?')).not.toContain('1');
    expect(terms('Are backups tested once a year?')).toContain('annual');
  });

  it('reads a certificate of destruction as a document of its own, which a sentence about deletion does not name', () => {
    expect(terms('a signed certificate of destruction')).toEqual(['sign', 'deletioncertificate']);
    expect(terms('data destruction certificates')).toEqual(['deletioncertificate']);
    const c = corpusOfItems([
      OTHER_TOPICS.access,
      OTHER_TOPICS.rest,
      OTHER_TOPICS.backup,
      { itemUid: 'i_deletion', title: 'Data deletion', explanation: 'When a customer leaves, their data is deleted within 30 days.' },
    ]);
    expect(draftAnswer(c, 'Will you provide a signed certificate of destruction once our data has been deleted?')).toMatchObject({ answer: NO_ANSWER_FOUND });
    expect(draftAnswer(c, 'Once the contract ends, within how many days is our data removed from your production systems?')).toMatchObject({
      answer: expect.stringContaining('30 days'),
      sources: [{ id: 'i_deletion' }],
    });
  });

  it('weighs little the purpose a question leads with ("As part of our exit plan, …")', () => {
    expect([...purposeTerms('As part of our exit plan, can we export our data from the service at any time?')]).toEqual(['part', 'exitplan']);
  });
});

describe('a place named only as what data goes beyond', () => {
  it('does not say the data is there: "transferred outside the EEA, the United Kingdom or Switzerland"', () => {
    const c = corpusOfItems([
      OTHER_TOPICS.access,
      OTHER_TOPICS.rest,
      OTHER_TOPICS.backup,
      {
        itemUid: 'i_transfers',
        title: 'International transfers',
        explanation: 'Where customer data is hosted or transferred outside the EEA, the United Kingdom or Switzerland, the Standard Contractual Clauses apply.',
      },
      { itemUid: 'i_residency', title: 'Data residency', explanation: 'Customer data is stored in the United States or the European Union.' },
      { itemUid: 'i_dc', title: 'Physical security', explanation: 'Physical controls of the data centres are inherited from the cloud provider.' },
      { itemUid: 'i_regions', title: 'Regions', explanation: 'Each region has its own data centres.' },
    ]);
    expect(draftAnswer(c, 'Can our data be hosted in a data centre located in the United Kingdom?').answer).not.toBe('Yes');
    expect(draftAnswer(c, 'Can our data be hosted in the European Union?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_residency' }] });
  });
});

describe('a question whether a control looks for a thing', () => {
  it('is not answered No by a sentence saying the thing should not be there', () => {
    const c = corpusOfItems([
      OTHER_TOPICS.access,
      OTHER_TOPICS.rest,
      OTHER_TOPICS.backup,
      {
        itemUid: 'i_secrets',
        title: 'Secrets management',
        explanation: 'Application secrets are stored in a vault and rotated automatically; no secret is stored in source code.',
      },
    ]);
    expect(draftAnswer(c, 'Do you scan source code for hard-coded secrets?').answer).not.toBe('No');
    // Asked whether the thing is absent, the same sentence answers.
    expect(draftAnswer(c, 'Is source code free of hard-coded secrets?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_secrets' }] });
  });
});

describe('a written procedure', () => {
  it('is a documented one, and "occurs" says little', () => {
    const c = corpusOfItems([
      OTHER_TOPICS.access,
      OTHER_TOPICS.rest,
      OTHER_TOPICS.backup,
      { itemUid: 'i_ir', title: 'Incident response', explanation: 'Our team handles incidents by a documented response plan with post-incident review.' },
      { itemUid: 'i_team', title: 'Security team', explanation: 'A security team of six engineers follows a weekly rota.' },
    ]);
    expect(draftAnswer(c, 'Do you have a written procedure that your team follows when a security incident occurs?')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_ir' }],
    });
    expect(draftAnswer(c, 'Do you have a written clean desk policy?')).toMatchObject({ answer: NO_ANSWER_FOUND });
  });
});

describe('objecting', () => {
  it('is a right of its own, not an objective', () => {
    expect(terms('Customer may object on reasonable grounds.')).toEqual(terms('the customer’s objection on reasonable grounds'));
    expect(terms('Can we object to a new subprocessor?')).not.toContain('object');
    expect(terms('the objective of the test')).toContain('object');
    const c = corpusOfItems([
      OTHER_TOPICS.access,
      OTHER_TOPICS.rest,
      { itemUid: 'i_recovery', title: 'Recovery objectives', explanation: 'The objective is to restore the service within four hours.' },
    ]);
    expect(draftAnswer(c, 'Can we object to the appointment of a new subprocessor?')).toMatchObject({ answer: NO_ANSWER_FOUND });
  });
});

describe('a quantity word', () => {
  it('reads "several" as "multiple", which a count of two or more states, and not as "severity"', () => {
    expect(terms('several availability zones')).toEqual(terms('multiple availability zones'));
    expect(terms('several')).not.toEqual(terms('severity'));
    const c = corpusOfItems([
      OTHER_TOPICS.access,
      OTHER_TOPICS.rest,
      {
        itemUid: 'i_ha',
        title: 'High availability',
        explanation: 'Every tier of the production service runs across three availability zones with automatic failover.',
      },
    ]);
    expect(draftAnswer(c, 'Is every tier of the production service spread across several availability zones?')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_ha' }],
    });
  });
});

describe('a recovery objective', () => {
  const c = corpusOfItems([
    OTHER_TOPICS.access,
    OTHER_TOPICS.rest,
    OTHER_TOPICS.backup,
    {
      itemUid: 'i_dr',
      title: 'Disaster recovery',
      explanation: 'For the platform, our recovery time objective is 4 hours and our recovery point objective is 1 hour.',
    },
    { itemUid: 'i_status', title: 'Status page', explanation: 'Current availability and the history of incidents are shown on our status page.' },
    { itemUid: 'i_logs', title: 'Logging', explanation: 'Audit logs of the platform are kept for one year in write-once storage.' },
    { itemUid: 'i_scan', title: 'Vulnerability scanning', explanation: 'Dependencies and container images are scanned on every pull request.' },
    {
      itemUid: 'i_train',
      title: 'Security training',
      explanation: 'Every employee completes security awareness training each year and after a major incident.',
    },
    {
      itemUid: 'i_change',
      title: 'Change management',
      explanation: 'Every major change to production is reviewed by a second engineer and deployed in a maintenance window.',
    },
  ]);

  it('is what holds after an outage or a disaster, said or not', () => {
    expect(draftAnswer(c, 'What recovery time objective (RTO) applies to the platform after a major outage?')).toMatchObject({
      answer: expect.stringContaining('4 hours'),
      sources: [{ id: 'i_dr' }],
    });
  });

  it('may be restated after "i.e.", in words a source need not use: they count as examples do', () => {
    expect([...exampleTerms('What is the RPO, i.e. the maximum window of data we could lose?')].sort()).toEqual(['data', 'lose', 'maximum', 'window']);
    expect([...exampleTerms('What is the RPO (i.e. the most data we could lose)?')].sort()).toEqual(['data', 'lose']);
  });
});

describe('the provider hosting the service', () => {
  const c = corpusOfItems([
    OTHER_TOPICS.access,
    OTHER_TOPICS.rest,
    { itemUid: 'i_hosting', title: 'Hosting', explanation: 'The platform runs on Amazon Web Services in us-east-1 and eu-central-1.' },
    { itemUid: 'i_edr', title: 'Endpoint detection', explanation: 'An EDR agent runs on every laptop and server with alerts routed to our detection team.' },
    { itemUid: 'i_failover', title: 'Regional failover', explanation: 'Automated failover of the EU region to a standby region is being rolled out.' },
  ]);

  it('is named by the provider’s name: "Amazon Web Services" is the cloud provider asked for', () => {
    expect(draftAnswer(c, 'Which cloud hosting provider do you use?')).toMatchObject({
      answer: expect.stringContaining('Amazon Web Services'),
      sources: [{ id: 'i_hosting' }],
    });
  });

  it('reads "use" as one word however it is inflected', () => {
    expect(termsOf('Which data centre locations are used?')).toEqual(termsOf('Which data centre locations do you use?'));
    expect(termsOf('the tools it uses')).toEqual(termsOf('the tools we use'));
  });

  it('answers No to running one’s own data centres or servers, from the sentence naming the provider', () => {
    for (const question of [
      'Do you operate your own data centers?',
      'Is the service hosted on your own servers?',
      'Do you run the service on your own hardware?',
    ])
      expect(draftAnswer(c, question), question).toMatchObject({ answer: 'No', sources: [{ id: 'i_hosting' }] });
    const inherited = corpusOfItems([
      OTHER_TOPICS.access,
      OTHER_TOPICS.rest,
      { itemUid: 'i_physical', title: 'Physical security', explanation: 'Physical controls of the data centres are inherited from Amazon Web Services.' },
    ]);
    expect(
      draftAnswer(inherited, 'Are the physical controls of the data centres operated by the organisation itself rather than by a cloud provider?'),
    ).toMatchObject({
      answer: 'No',
      sources: [{ id: 'i_physical' }],
    });
  });
});

describe('a request to indicate a value', () => {
  const c = corpusOfItems([
    OTHER_TOPICS.access,
    OTHER_TOPICS.rest,
    {
      itemUid: 'i_committee',
      title: 'Security governance',
      explanation: 'A steering committee of senior leaders meets every quarter to review security risks.',
    },
    { itemUid: 'i_training', title: 'Security awareness', explanation: 'All staff complete security awareness training at hire and every year after.' },
  ]);

  it('asks for text, as "indicate whether" asks for Yes or No', () => {
    expect(questionForm('Indicate the frequency at which a committee of senior leaders convenes to review security risks.')).toBe('text');
    expect(questionForm('Indicate whether backups are encrypted.')).toBe('yesno');
    expect(draftAnswer(c, 'Indicate the frequency at which a committee of senior leaders convenes to review security risks.')).toMatchObject({
      form: 'text',
      answer: expect.stringContaining('every quarter'),
    });
  });

  it('asked for a percentage, is answered only by a sentence stating one', () => {
    expect(answerTypeOf('Indicate the percentage of staff that completed security awareness training.')?.('99% of staff completed it.')).toBe(true);
    expect(answerTypeOf('Indicate the percentage of staff that completed security awareness training.')?.('Staff complete it every year.')).toBe(false);
    expect(draftAnswer(c, 'Indicate the percentage of staff that completed security awareness training last year.')).toMatchObject({ answer: NO_ANSWER_FOUND });
  });
});

describe('a control’s identifier with letters a message could abbreviate', () => {
  const c = corpusOfItems([
    OTHER_TOPICS.access,
    OTHER_TOPICS.rest,
    { itemUid: 'i_breach', title: 'Breach notification', explanation: 'We notify affected customers within 72 hours of confirming a personal data breach.' },
  ]);

  it('is left as written: "CO" in "RS.CO-02" is no company', () => {
    expect(fromChatRegister('RS.CO-02 Indicate the maximum period within which the supplier notifies the buyer.')).toMatch(/^RS\.CO-02 /);
    expect(fromChatRegister('we are a healthcare co - will u sign a baa?')).not.toMatch(/\bco\b/);
    expect(draftAnswer(c, 'RS.CO-02 Indicate the maximum period within which the supplier will notify the buyer of a personal data breach.')).toMatchObject({
      answer: expect.stringContaining('72 hours'),
      sources: [{ id: 'i_breach' }],
    });
  });
});

describe('a question whether a thing is done again', () => {
  const c = corpusOfItems([
    OTHER_TOPICS.access,
    OTHER_TOPICS.rest,
    {
      itemUid: 'i_people',
      title: 'Personnel security',
      explanation: 'Employees pass background checks where permitted by law, and complete security training at hire and every year.',
    },
    { itemUid: 'i_scans', title: 'Vulnerability scanning', explanation: 'Vulnerability scans of the production network are repeated every night.' },
  ]);

  it('is answered only by a sentence giving that thing a recurrence, not another thing in the same sentence', () => {
    expect(ASKS_RECURRENCE.test('Are background checks repeated periodically for existing employees?')).toBe(true);
    expect(ASKS_RECURRENCE.test('Are critical third parties re-assessed on a periodic basis?')).toBe(false);
    expect(draftAnswer(c, 'Are background checks repeated periodically for existing employees (e.g. every few years)?')).toMatchObject({
      answer: NO_ANSWER_FOUND,
    });
    expect(draftAnswer(c, 'Are background checks performed for employees?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_people' }] });
    expect(draftAnswer(c, 'Are vulnerability scans of the production network repeated regularly?')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_scans' }],
    });
  });
});

describe('the executive a security leader reports to', () => {
  const c = corpusOfItems([
    OTHER_TOPICS.access,
    OTHER_TOPICS.rest,
    { itemUid: 'i_program', title: 'Security program', explanation: 'The program is owned by our Chief Information Security Officer, who reports to the CEO.' },
    {
      itemUid: 'i_committee',
      title: 'Security governance',
      explanation: 'A steering committee of senior leaders meets every quarter to review security risks.',
    },
  ]);

  it('asks for a role, and the leader of the security program is its chief officer', () => {
    expect(terms('the leader of the cybersecurity program')).toEqual(terms('the CISO'));
    expect(terms('the head of the information security function')).toEqual(terms('the CISO'));
    expect(ASKS_TITLE.test('To whom does the CISO report?')).toBe(true);
    expect(ASKS_TITLE.test('Indicate the executive to whom the leader of the security program reports.')).toBe(true);
    expect(ASKS_TITLE.test('Do incidents get reported to the executive team?')).toBe(false);
    expect(draftAnswer(c, "Indicate the executive to whom the leader of the supplier's cybersecurity program reports.")).toMatchObject({
      answer: expect.stringContaining('CEO'),
      sources: [{ id: 'i_program' }],
    });
  });
});

describe('a buyer’s words for exporting data and rehearsing a plan', () => {
  const c = corpusOfItems([
    OTHER_TOPICS.access,
    OTHER_TOPICS.rest,
    { itemUid: 'i_export', title: 'Data portability', explanation: 'Customers can export their data at any time through the product or the API.' },
    { itemUid: 'i_dpa', title: 'DPA', explanation: 'Our DPA can be downloaded from this Trust Center.' },
    { itemUid: 'i_ir', title: 'Incident response', explanation: 'Our incident response plan is rehearsed twice a year.' },
  ]);

  it('reads downloading a full copy of one’s data as exporting it; a document downloaded stays downloaded', () => {
    expect(terms('download a full copy of our data')).toEqual(terms('export our data'));
    expect(terms('Can the DPA be downloaded?')).toContain('download');
    expect(draftAnswer(c, 'Can we download a full copy of our data whenever we want, e.g. from the app or via the API?')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_export' }],
    });
  });

  it('reads a plan "practised" as rehearsed, not a practice', () => {
    expect(terms('Is the plan practised?')).toEqual(terms('Is the plan rehearsed?'));
    expect(terms('secure coding practices')).not.toContain('test');
    expect(draftAnswer(c, 'Is the incident response plan practised at least annually?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_ir' }] });
  });
});

describe('post-incident reviews and secrets listed with API keys', () => {
  const c = corpusOfItems([
    OTHER_TOPICS.access,
    OTHER_TOPICS.rest,
    { itemUid: 'i_pir', title: 'Incident reviews', explanation: 'Every significant incident gets a blameless post-incident review.' },
    {
      itemUid: 'i_secrets',
      title: 'Secrets management',
      explanation: 'Application secrets are stored in a vault and rotated automatically; no secret is stored in source code or images.',
    },
  ]);

  it('reads a retrospective, a post-mortem and a lessons-learned review as a post-incident review', () => {
    expect(terms('a formal retrospective')).toEqual(terms('a post-incident review'));
    expect(terms('post-mortems')).toEqual(terms('post-incident reviews'));
    expect(draftAnswer(c, 'Following a significant incident, do you perform a formal retrospective to capture lessons learned?')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_pir' }],
    });
  });

  it('reads API keys listed with secrets as secrets, not API keys issued to customers', () => {
    expect(terms('passwords, API keys or other secrets')).toEqual(terms('passwords, secrets or other secrets'));
    expect(terms('API keys issued to customers')).toContain('api');
    expect(draftAnswer(c, 'Are passwords, API keys or other secrets kept in your source code repositories?')).toMatchObject({
      answer: 'No',
      sources: [{ id: 'i_secrets' }],
    });
    expect(draftAnswer(c, 'Are API keys issued to customers rotated automatically?')).toMatchObject({ answer: NO_ANSWER_FOUND });
  });
});

describe('a supplier questionnaire’s everyday words', () => {
  const c = corpusOfItems([
    OTHER_TOPICS.access,
    OTHER_TOPICS.rest,
    {
      itemUid: 'i_subs',
      title: 'Subprocessors',
      explanation: 'We publish our subprocessors and notify customers at least 30 days before a new subprocessor starts processing customer data.',
    },
  ]);

  it('reads "up to date" as saying nothing, the buyer as the customer, beginning as starting and newly as new', () => {
    expect(terms('an up-to-date list of subprocessors')).toEqual(terms('a list of subprocessors'));
    expect(terms('the buyer')).toEqual(terms('the customer'));
    expect(terms('a newly engaged subprocessor begins processing')).toEqual(terms('a new engaged subprocessor starts processing'));
    expect(draftAnswer(c, 'Do you publish an up-to-date list of the third parties (subprocessors) that process customer data?')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_subs' }],
    });
    expect(
      draftAnswer(
        c,
        "Indicate the minimum advance notice the supplier gives the buyer before a newly engaged sub-processor begins processing the buyer's data.",
      ),
    ).toMatchObject({ answer: expect.stringContaining('30 days'), sources: [{ id: 'i_subs' }] });
  });
});

describe('outsourcing to another party and a program open to the public', () => {
  const c = corpusOfItems([
    OTHER_TOPICS.access,
    OTHER_TOPICS.rest,
    { itemUid: 'i_dev', title: 'Development', explanation: 'There is no outsourced development.' },
    { itemUid: 'i_bounty', title: 'Bug bounty', explanation: 'We are moving our private bug bounty program to a public program in 2027.' },
  ]);

  it('reads outsourcing "to an external development firm" as outsourcing', () => {
    expect(terms('development outsourced to an external development firm')).toEqual(terms('development outsourced'));
    expect(draftAnswer(c, 'Is any part of your software development outsourced to an external development firm?')).toMatchObject({
      answer: 'No',
      sources: [{ id: 'i_dev' }],
    });
  });

  it('reads "open to any member of the public" as public', () => {
    expect(terms('open to any member of the public')).toEqual(terms('public'));
    expect(terms('open to anyone')).toEqual(terms('public'));
    expect(draftAnswer(c, 'Do you operate a bug bounty program that is open to any member of the public?')).toMatchObject({
      answer: 'No',
      sources: [{ id: 'i_bounty' }],
    });
  });
});

describe('what a WAF and DDoS protection are for', () => {
  const c = corpusOfItems([
    OTHER_TOPICS.access,
    OTHER_TOPICS.rest,
    {
      itemUid: 'i_waf',
      title: 'Edge',
      explanation: 'All public endpoints sit behind Cloudflare with managed WAF rulesets, bot management and rate limiting.',
    },
    {
      itemUid: 'i_ddos',
      title: 'DDoS protection',
      explanation: 'Volumetric and application-layer DDoS attacks are absorbed by Cloudflare and AWS Shield Advanced.',
    },
    { itemUid: 'i_scope', title: 'Penetration test scope', explanation: 'Out of scope: denial-of-service testing, social engineering, third-party services.' },
  ]);

  it('a source naming the control speaks of the traffic it filters and the endpoints it shields', () => {
    expect(draftAnswer(c, 'Is web traffic to your service filtered by a WAF?')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_waf' }],
    });
    expect(terms('internet-facing endpoints')).toEqual(terms('public endpoints'));
    expect(terms('shields endpoints from attacks')).toEqual(terms('protects endpoints from attacks'));
    expect(terms('AWS Shield Advanced')).toContain('shield');
  });

  it('asked to identify the service that does it, is answered by a sentence naming one', () => {
    expect(answerTypeOf('Identify the third-party service that shields your internet-facing endpoints from denial-of-service attacks.')).not.toBeNull();
    expect(draftAnswer(c, 'Identify the third-party service that shields your internet-facing endpoints from denial-of-service attacks.')).toMatchObject({
      answer: expect.stringContaining('Cloudflare'),
    });
  });
});

describe('accounts provisioned from the customer’s identity provider', () => {
  const c = corpusOfItems([
    OTHER_TOPICS.access,
    OTHER_TOPICS.rest,
    {
      itemUid: 'i_scim',
      title: 'SCIM user provisioning',
      explanation: 'Automatic provisioning and deprovisioning of users through SCIM 2.0 is in beta with selected customers.',
    },
  ]);

  it('reads accounts created and removed automatically as SCIM provisioning, and an IdP as no name a source must write', () => {
    expect(terms('user accounts created and removed automatically')).toEqual(terms('SCIM'));
    expect(terms('our identity provider')).toEqual(terms('our IdP'));
    expect(tokenize('our IdP')[0]).toMatchObject({ term: 'idp', anchor: false });
    expect(draftAnswer(c, 'Can user accounts be created and removed automatically from our IdP over SCIM for all customers today?')).toMatchObject({
      answer: 'No',
      sources: [{ id: 'i_scim' }],
    });
  });
});

describe('flow records analysed for signs of malicious activity', () => {
  const c = corpusOfItems([
    OTHER_TOPICS.access,
    OTHER_TOPICS.rest,
    {
      itemUid: 'i_ids',
      title: 'Intrusion detection',
      explanation: 'VPC flow logs and DNS query logs are analysed continuously; findings page the on-call engineer.',
    },
  ]);

  it('are flow logs, analysed; what the analysis looks for need not be repeated', () => {
    expect(terms('network flow records')).toEqual(terms('VPC flow logs'));
    expect(terms('logs analysed for signs of malicious activity')).toEqual(terms('logs analysed'));
    expect(terms('DNS query logs')).toContain('log');
    expect(
      draftAnswer(c, 'Are network flow records and DNS query logs from the production environment analysed continuously for signs of malicious activity?'),
    ).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_ids' }] });
  });
});

describe('"everyone"', () => {
  it('says whom a question covers, as "every" and "all" do: no word a source must repeat', () => {
    expect(terms('mandatory for everyone')).toEqual(terms('mandatory for all'));
    expect(terms('Is everybody trained?')).toEqual(terms('Is every employee trained?').filter((t) => t !== 'employe'));
  });
});

describe('a remediation timeframe for a severity level', () => {
  const c = corpusOfItems([
    OTHER_TOPICS.access,
    OTHER_TOPICS.rest,
    { itemUid: 'i_patch', title: 'Patching', explanation: 'Critical vulnerabilities are patched within 7 days and high within 30 days.' },
    { itemUid: 'i_pentest', title: 'Penetration test', explanation: 'Two medium findings were reported and fixed during the retest.' },
  ]);

  it('is answered by a duration for that level, not by other levels’ deadlines nor by a count of findings', () => {
    expect(answerTypeOf('Indicate the maximum remediation timeframe for medium-severity vulnerabilities.')?.('Two medium findings were fixed.')).toBe(false);
    expect(answerTypeOf('Indicate the maximum remediation timeframe for medium-severity vulnerabilities.')?.('They are fixed within 90 days.')).toBe(true);
    expect(draftAnswer(c, 'Indicate the maximum remediation timeframe the supplier applies to medium-severity vulnerabilities.')).toMatchObject({
      answer: NO_ANSWER_FOUND,
    });
    expect(draftAnswer(c, 'Indicate the maximum remediation timeframe the supplier applies to high-severity vulnerabilities.')).toMatchObject({
      answer: expect.stringContaining('30 days'),
      sources: [{ id: 'i_patch' }],
    });
  });

  it('asked for a target time, is answered by a duration, not by a sentence naming the thing without one', () => {
    const target = answerTypeOf('State the target time for acknowledging a vulnerability report.');
    expect(target?.('Researchers can report vulnerabilities through our disclosure program.')).toBe(false);
    expect(target?.('We acknowledge reports within two business days.')).toBe(true);
    expect(answerTypeOf('What is the expected time to patch a critical vulnerability?')?.('Critical vulnerabilities are patched promptly.')).toBe(false);
  });
});

describe('a kind of insurance', () => {
  const c = corpusOfItems([
    OTHER_TOPICS.access,
    OTHER_TOPICS.rest,
    {
      itemUid: 'i_insurance',
      title: 'Cyber insurance',
      explanation: 'We carry USD 10 million in cyber liability and technology errors and omissions coverage.',
    },
  ]);

  it('is answered only by a source naming that kind: cyber and E&O cover is no crime or general liability insurance', () => {
    expect(draftAnswer(c, 'Do you carry cyber insurance?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_insurance' }] });
    expect(draftAnswer(c, 'Do you have professional indemnity insurance?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_insurance' }] });
    expect(draftAnswer(c, 'Do you have adequate insurance?')).toMatchObject({ answer: 'Yes' });
    expect(draftAnswer(c, 'Do you carry crime insurance?')).toMatchObject({ answer: NO_ANSWER_FOUND });
    expect(draftAnswer(c, 'Do you carry general liability insurance?')).toMatchObject({ answer: NO_ANSWER_FOUND });
  });

  it('is asked its limit as an amount: a sentence stating one answers, not one only naming the cover', () => {
    const amount = answerTypeOf('What is the limit of indemnity on your cyber liability insurance?')!;
    expect(amount('We carry USD 10 million in cyber liability and technology E&O coverage.')).toBe(true);
    expect(amount('Northwind holds cyber liability and technology errors and omissions insurance.')).toBe(false);
  });
});

describe('a frequency or a duration the question states', () => {
  const c = corpusOfItems([
    OTHER_TOPICS.access,
    OTHER_TOPICS.rest,
    { itemUid: 'i_keys', title: 'Key management', explanation: 'Encryption keys are rotated every year.' },
    { itemUid: 'i_reviews', title: 'Access reviews', explanation: 'Access to production is reviewed every quarter.' },
    { itemUid: 'i_dr', title: 'Disaster recovery', explanation: 'The recovery time objective is 4 hours and the recovery point objective is 1 hour.' },
    { itemUid: 'i_breach', title: 'Breach notification', explanation: 'We notify affected customers within 72 hours of confirming a personal data breach.' },
  ]);

  it('reads frequencies in times a year', () => {
    expect(frequenciesIn('quarterly')).toEqual([4]);
    expect(frequenciesIn('twice a year')).toEqual([2]);
    expect(frequenciesIn('every 3 months')).toEqual([4]);
    expect(frequenciesIn('on every pull request')).toEqual([Number.POSITIVE_INFINITY]);
    expect(frequenciesIn('within 30 days')).toEqual([]);
  });

  it('is answered No by a sentence doing the thing less often, Yes by one doing it as often or more', () => {
    expect(draftAnswer(c, 'Do you rotate encryption keys monthly?')).toMatchObject({ answer: 'No', sources: [{ id: 'i_keys' }] });
    expect(draftAnswer(c, 'Do you rotate encryption keys at least annually?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_keys' }] });
    expect(draftAnswer(c, 'Is access to production reviewed at least annually?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_reviews' }] });
    expect(draftAnswer(c, 'Is access to production reviewed monthly?')).toMatchObject({ answer: 'No', sources: [{ id: 'i_reviews' }] });
  });

  it('with "only", is answered No by a sentence doing the thing more often too, or again after the start', () => {
    expect(draftAnswer(c, 'Is access to production reviewed only once a year?')).toMatchObject({ answer: 'No', sources: [{ id: 'i_reviews' }] });
    expect(draftAnswer(c, 'Is access to production reviewed only every quarter?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_reviews' }] });
    const training = corpusOfItems([
      OTHER_TOPICS.access,
      OTHER_TOPICS.rest,
      { itemUid: 'i_training', title: 'Security awareness', explanation: 'Security awareness training is completed at hire and every year after.' },
    ]);
    expect(draftAnswer(training, 'Is security awareness training completed only at hire?')).toMatchObject({ answer: 'No', sources: [{ id: 'i_training' }] });
    expect(draftAnswer(training, 'Is security awareness training completed at hire?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_training' }] });
  });

  it('is answered No by a sentence giving the thing another duration, as the question bounds it', () => {
    expect(draftAnswer(c, 'Is the recovery time objective 1 hour?')).toMatchObject({ answer: 'No', sources: [{ id: 'i_dr' }] });
    expect(draftAnswer(c, 'Is the recovery time objective 4 hours?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_dr' }] });
    expect(draftAnswer(c, 'Is the recovery point objective 1 hour?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_dr' }] });
    expect(draftAnswer(c, 'Do you notify affected customers of a personal data breach within 72 hours?')).toMatchObject({ answer: 'Yes' });
    expect(statesOtherDuration('Do you notify customers within 24 hours?', c.sources.find((s) => s.id === 'i_breach')!.sentences[0]!)).toBe(true);
    expect(statesOtherDuration('Do you notify customers within 96 hours?', c.sources.find((s) => s.id === 'i_breach')!.sentences[0]!)).toBe(false);
  });
});

describe('a product the question names', () => {
  const c = corpusOfItems([
    OTHER_TOPICS.access,
    OTHER_TOPICS.rest,
    { itemUid: 'i_scan', title: 'Dependency and container scanning', explanation: 'Open-source dependencies and container images are scanned continuously.' },
    { itemUid: 'i_okta', title: 'Workforce identity', explanation: 'Employees sign in to company systems with Okta single sign-on.' },
  ]);

  it('must be named by the source: scanning containers is not scanning them with Trivy', () => {
    expect(unknownHeadTerms(c, 'Do you scan containers with Trivy?')).toContain('trivi');
    expect(unknownHeadTerms(c, 'State the headcount of the Company and its Subsidiaries.')).not.toContain('subsidiari');
    expect(draftAnswer(c, 'Do you scan container images?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_scan' }] });
    expect(draftAnswer(c, 'Do you scan containers with Trivy?')).toMatchObject({ answer: NO_ANSWER_FOUND });
    expect(draftAnswer(c, 'Do employees sign in with Okta?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_okta' }] });
  });
});

describe('optional against required', () => {
  const c = corpusOfItems([
    OTHER_TOPICS.rest,
    { itemUid: 'i_staffmfa', title: 'Workforce MFA', explanation: 'Phishing-resistant MFA is required for all employees on every system.' },
    { itemUid: 'i_customermfa', title: 'Customer MFA', explanation: 'Workspace administrators can require MFA for every user of the workspace.' },
  ]);

  it('asked whether a thing is optional, a sentence requiring it says No; one leaving it to an administrator does not', () => {
    expect(draftAnswer(c, 'Is MFA optional for employees?')).toMatchObject({ answer: 'No', sources: [{ id: 'i_staffmfa' }] });
    expect(draftAnswer(c, 'Is MFA required for employees?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_staffmfa' }] });
    expect(draftAnswer(c, 'Is MFA optional for workspace users?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_customermfa' }] });
  });
});

describe('a document’s heading and certifications held', () => {
  it('a heading states nothing: the sentence under it answers', () => {
    const text = ['Overview', 'Data retention policy.', 'Customer data is retained for 30 days after termination, then deleted.'].join('\n');
    const c = buildCorpus({
      snapshot: SnapshotSchema.parse({
        ...snapshot,
        items: [
          {
            itemUid: 'i_arch',
            productId: 'p',
            cardKind: 'dataSecurity',
            title: 'Architecture',
            slug: 'arch',
            explanation: 'How the platform is built.',
            files: ['f_arch'],
          },
        ],
        files: [
          {
            fileId: 'f_arch',
            originalName: 'architecture.pdf',
            contentType: 'application/pdf',
            size: 1,
            sha256: 'a'.repeat(64),
            blobKey: 'architecture.pdf',
            createdAt: 1,
          },
        ],
        topics: [],
        knowledgeBase: [],
      }),
      productId: 'p',
      documentTexts: new Map([['f_arch', text]]),
      baseUrl: 'https://trust.example',
    });
    expect(draftAnswer(c, 'Describe your data retention policy.').answer).not.toMatch(/^Data retention policy/);
  });

  it('reads certifications "held" as had, not data stored', () => {
    expect(terms('What certifications do you hold?')).toEqual(terms('What certifications?'));
    expect(terms('Where do you hold customer data?')).toContain('store');
  });
});

describe('remote access', () => {
  const c = corpusOfItems([
    OTHER_TOPICS.rest,
    {
      itemUid: 'i_zta',
      title: 'Zero-trust corporate access',
      explanation: 'Employees reach internal tools through an identity-aware proxy that checks identity, device posture and MFA on every request.',
    },
  ]);

  it('is what zero-trust access and a VPN provide', () => {
    expect(draftAnswer(c, 'How do you secure remote access?')).toMatchObject({ sources: [{ id: 'i_zta' }] });
    expect(draftAnswer(c, 'How do you secure remote access?').answer).not.toBe(NO_ANSWER_FOUND);
  });
});

describe('a web form’s follow-ups, shares and contracts', () => {
  const c = corpusOfItems([
    OTHER_TOPICS.access,
    OTHER_TOPICS.rest,
    { itemUid: 'i_dast', title: 'Dynamic scanning', explanation: 'Authenticated dynamic scans (DAST) run nightly against the staging environment.' },
    { itemUid: 'i_dev', title: 'Development', explanation: 'There is no outsourced development.' },
    { itemUid: 'i_pentest', title: 'Penetration testing', explanation: 'An independent third-party firm tests the software every year.' },
    {
      itemUid: 'i_sla',
      title: 'Service level agreement',
      explanation: 'Monthly uptime commitment of 99.95% with service credits of 10% to 30% of monthly fees. Enterprise plans can include a 99.99% schedule.',
    },
    { itemUid: 'i_tenant', title: 'Tenant isolation', explanation: 'The design was reviewed by an external firm in 2025.' },
    { itemUid: 'i_sso', title: 'Single sign-on', explanation: 'Administrators can enforce SSO for all users who sign in.' },
  ]);

  it('asks for the value a follow-up asks ("If so, how often?"), not for a Yes', () => {
    expect(questionForm('Do you run dynamic scans (DAST)? If so, how often?')).toBe('text');
    expect(questionForm('Can data be kept in the EU? If so, in which location?')).toBe('text');
    expect(questionForm('Is the solution hosted in a public cloud? If so, which provider?')).toBe('yesno');
    expect(questionForm('Do you encrypt data at rest? If so, describe.')).toBe('yesno');
    expect(draftAnswer(c, 'Do you run automated dynamic security scans (DAST) against the application? If so, how often?')).toMatchObject({
      form: 'text',
      answer: expect.stringContaining('nightly'),
      sources: [{ id: 'i_dast' }],
    });
  });

  it('reads outsourcing "to third-party firms" however far after the verb', () => {
    expect(draftAnswer(c, 'Do you outsource any of your software development to third-party firms?')).toMatchObject({
      answer: 'No',
      sources: [{ id: 'i_dev' }],
    });
  });

  it('answers No to a share the sentence does not reach', () => {
    expect(draftAnswer(c, 'Is a 99.99% monthly uptime commitment standard for every customer?')).toMatchObject({ answer: 'No', sources: [{ id: 'i_sla' }] });
    expect(draftAnswer(c, 'Is your monthly uptime commitment at least 99.95%?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_sla' }] });
  });

  it('reads a firm "on retainer" as a contract, and a password’s length as its policy, which no source here states', () => {
    expect(draftAnswer(c, 'Do you keep an external incident response firm on retainer?')).toMatchObject({ answer: NO_ANSWER_FOUND });
    expect(terms('minimum password length')).toEqual(terms('password policy'));
    expect(draftAnswer(c, 'Does your application enforce a minimum password length for users who do not sign in through SSO?')).toMatchObject({
      answer: NO_ANSWER_FOUND,
    });
  });
});

describe('an alternative carried by "held" or "kept"', () => {
  const c = corpusOfItems([
    OTHER_TOPICS.rest,
    { itemUid: 'i_reviews', title: 'Access reviews', explanation: 'System owners review access to production and customer data stores every quarter.' },
  ]);

  it('is its adverb: "rather than held permanently" is not stated by data stores', () => {
    const sentence = c.sources.find((s) => s.id === 'i_reviews')!.sentences[0]!;
    expect(statesAlternative('Is access to production granted just-in-time rather than held permanently?', sentence)).toBe(false);
    expect(draftAnswer(c, 'Is access to production granted just-in-time rather than held permanently?').answer).not.toBe('No');
  });
});

describe('a question asked under a condition', () => {
  const c = corpusOfItems([
    OTHER_TOPICS.access,
    OTHER_TOPICS.rest,
    {
      itemUid: 'i_zerotrust',
      title: 'Zero-trust corporate access',
      explanation:
        'There is no corporate VPN. Employees reach internal tools through an identity-aware proxy that checks user identity and MFA on every request.',
    },
    {
      itemUid: 'i_cards',
      title: 'Payment cards',
      explanation: 'We never store, process or transmit cardholder data; payments are handled by a PCI DSS Level 1 provider.',
    },
  ]);

  it('is answered N/A by a source denying the condition, and No when the question itself asks about it', () => {
    expect(draftAnswer(c, 'If remote staff connect through a VPN, is multi-factor authentication required to use the VPN?')).toMatchObject({
      answer: 'N/A',
      sources: [{ id: 'i_zerotrust' }],
    });
    expect(draftAnswer(c, 'If you store, process or transmit cardholder data, do you hold a PCI DSS attestation?')).toMatchObject({
      answer: 'N/A',
      sources: [{ id: 'i_cards' }],
    });
    expect(draftAnswer(c, 'Do remote staff connect through a corporate VPN?')).toMatchObject({ answer: 'No', sources: [{ id: 'i_zerotrust' }] });
    expect(draftAnswer(c, 'Do you store cardholder data?')).toMatchObject({ answer: 'No', sources: [{ id: 'i_cards' }] });
  });

  it('reads a condition before a request to confirm ("If …, please confirm …")', () => {
    expect(
      draftAnswer(c, 'If you store, process or transmit payment card data on our behalf, please confirm that your PCI DSS attestation is current.'),
    ).toMatchObject({ answer: 'N/A', sources: [{ id: 'i_cards' }] });
  });

  it('reads a condition before a statement to verify ("If …, verify that …")', () => {
    expect(
      draftAnswer(
        c,
        'If the application stores, processes or transmits cardholder data, verify that the cardholder data environment is validated against PCI DSS.',
      ),
    ).toMatchObject({ answer: 'N/A', sources: [{ id: 'i_cards' }] });
    expect(draftAnswer(c, 'If remote staff connect through a VPN, verify that multi-factor authentication is required to use the VPN.')).toMatchObject({
      answer: 'N/A',
      sources: [{ id: 'i_zerotrust' }],
    });
  });

  it('is answered N/A by a source denying the condition, beside one about the question proper', () => {
    const both = corpusOfItems([
      OTHER_TOPICS.access,
      OTHER_TOPICS.rest,
      OTHER_TOPICS.backup,
      {
        itemUid: 'i_soa',
        title: 'Statement of Applicability',
        explanation: 'A.8.30 Outsourced software engineering: not applicable - no outsourced software engineering.',
      },
      {
        itemUid: 'i_suppliers',
        title: 'Supplier security',
        explanation: 'Suppliers are assessed before onboarding and are bound by contractual security and confidentiality obligations.',
      },
    ]);
    expect(draftAnswer(both, 'Is all software development done in-house by our own developers?')).not.toMatchObject({ answer: 'N/A' });
    expect(
      draftAnswer(both, 'If any software development is outsourced to a third-party firm, are those developers bound by your security policies?'),
    ).toMatchObject({ answer: 'N/A', sources: [{ id: 'i_soa' }] });
    // "Any part of …" is a condition.
    expect(
      draftAnswer(both, 'If any part of software engineering is outsourced, verify that outsourced engineering is supervised by your staff.'),
    ).toMatchObject({ answer: 'N/A', sources: [{ id: 'i_soa' }] });
  });

  it('is answered as usual when the source does not deny the condition, or for a follow-up ("If so, …")', () => {
    expect(draftAnswer(c, 'If staff reach internal tools remotely, is MFA checked on every request?')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_zerotrust' }],
    });
    expect(draftAnswer(c, 'Do you use a corporate VPN? If so, is MFA required to use it?')).toMatchObject({ answer: 'No', sources: [{ id: 'i_zerotrust' }] });
  });
});

describe('a control that blocks what the question asks can happen', () => {
  const c = corpusOfItems([
    OTHER_TOPICS.access,
    OTHER_TOPICS.rest,
    {
      itemUid: 'i_containers',
      title: 'Container hardening',
      explanation:
        'Production workloads run on managed Kubernetes nodes, with admission policies that block privileged containers. The cluster baseline is scanned daily.',
    },
  ]);

  it('answers No to whether the thing is possible or allowed, citing the blocking sentence', () => {
    const possible = draftAnswer(c, 'Is it possible to run privileged containers in your production cluster?');
    expect(possible).toMatchObject({ answer: 'No', sources: [{ id: 'i_containers' }] });
    expect(possible.explanation).toContain('block privileged containers');
    expect(draftAnswer(c, 'Are privileged containers allowed in production?')).toMatchObject({ answer: 'No', sources: [{ id: 'i_containers' }] });
  });

  it('answers Yes to whether the thing is blocked, and reads only a blocked object the question names whole', () => {
    expect(draftAnswer(c, 'Do you block privileged containers?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_containers' }] });
    const sentence = c.sources.find((s) => s.id === 'i_containers')!.sentences[0]!;
    expect(blocksAsked('Can containers run in production?', sentence)).toBe(false);
    expect(blocksAsked('Can privileged containers run in production?', sentence)).toBe(true);
  });
});

describe('a limit the question states on a duration', () => {
  const c = corpusOfItems([
    OTHER_TOPICS.access,
    OTHER_TOPICS.rest,
    OTHER_TOPICS.backup,
    { itemUid: 'i_sso', title: 'Single sign-on', explanation: 'Customers can sign in with SAML single sign-on.' },
    { itemUid: 'i_pentest', title: 'Penetration testing', explanation: 'An independent firm tests the application every year.' },
    { itemUid: 'i_training', title: 'Security training', explanation: 'Staff complete security awareness training at hire.' },
    {
      itemUid: 'i_dr',
      title: 'Disaster recovery',
      explanation:
        'For the platform, the recovery time objective (RTO) is 4 hours and the recovery point objective (RPO) is 1 hour. Both are validated in a yearly exercise.',
    },
    { itemUid: 'i_vulns', title: 'Vulnerability management', explanation: 'Critical vulnerabilities are patched within 7 days and high within 30 days.' },
    { itemUid: 'i_breach', title: 'Breach notification', explanation: 'We notify affected customers within 72 hours of confirming a personal data breach.' },
    { itemUid: 'i_support', title: 'Customer support', explanation: 'Support tickets are handled in our ticketing system by the support team.' },
  ]);

  it('is held against the duration a source gives the thing, even a value no source shares', () => {
    expect(draftAnswer(c, 'Is your recovery point objective (RPO) 15 minutes or less?')).toMatchObject({ answer: 'No', sources: [{ id: 'i_dr' }] });
    expect(draftAnswer(c, 'Are high vulnerabilities fixed within 14 days?')).toMatchObject({ answer: 'No', sources: [{ id: 'i_vulns' }] });
    expect(draftAnswer(c, 'Are critical vulnerabilities fixed within 14 days?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_vulns' }] });
    expect(draftAnswer(c, 'Do you notify customers of a breach within 24 hours?')).toMatchObject({ answer: 'No', sources: [{ id: 'i_breach' }] });
    expect(draftAnswer(c, 'Do you notify customers of a breach within 72 hours?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_breach' }] });
  });

  it('is not answered by a sentence that gives the thing no duration', () => {
    expect(draftAnswer(c, 'Do you respond to support tickets within 4 hours?')).toMatchObject({ answer: NO_ANSWER_FOUND });
  });

  it('is a deadline or the value the question ends on; an interval, a window of time or a description is no limit', () => {
    expect([...statedDurationTerms('Is your RPO 15 minutes or less?')]).toEqual(['15', 'minut', 'less']);
    expect([...statedDurationTerms('Are passwords changed every 90 days?')]).toEqual([]);
    expect([...statedDurationTerms('Any security incidents in the last 12 months?')]).toEqual([]);
    expect([...statedDurationTerms('Are devices more than 14 days behind on updates blocked?')]).toEqual([]);
    expect([...statedDurationTerms('Are high vulnerabilities fixed within 14 days of being identified?')]).toEqual(['14', 'days']);
    // A bound for a time, and a value in years.
    expect([...statedDurationTerms('Can copies remain in backups for more than 90 days after termination?')]).toEqual(['90', 'days']);
    expect([...statedDurationTerms('Are audit logs retained for more than 2 years?')]).toEqual(['2', 'annual']);
    // How often, not how long.
    expect([...statedDurationTerms('Is a risk assessment carried out at least once every 12 months?')]).toEqual([]);
  });

  it('holds a bound for a time against the source’s duration: "for more than" asks at least as long', () => {
    const logs = corpusOfItems([
      OTHER_TOPICS.access,
      OTHER_TOPICS.rest,
      OTHER_TOPICS.backup,
      { itemUid: 'i_logs', title: 'Logging', explanation: 'Audit logs are retained for one year.' },
      { itemUid: 'i_pentest', title: 'Penetration testing', explanation: 'An independent firm tests the application every year.' },
      { itemUid: 'i_iso', title: 'ISO 27001', explanation: 'Continued validity of the certificate depends on annual surveillance audits.' },
    ]);
    expect(draftAnswer(logs, 'Are audit logs retained for more than 2 years?')).toMatchObject({ answer: 'No', sources: [{ id: 'i_logs' }] });
    expect(draftAnswer(logs, 'Are audit logs retained for at least 6 months?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_logs' }] });
    // "Annual" audits say how often, not how long the certificate is valid.
    expect(draftAnswer(logs, 'Is the ISO 27001 certificate valid for 3 years?').answer).not.toBe('No');
  });
});

describe('a negation that says which people are meant', () => {
  it('narrows whom a sentence or a question speaks of and denies nothing', () => {
    expect(cuesOf('Administrators can require MFA for every user who does not sign in through SSO.').negatedPositions.size).toBe(0);
    expect(cuesOf('Customers who have not enabled SSO sign in with a password.').negatedPositions.size).toBe(0);
    expect(cuesOf('Users do not sign in through SSO.').negatedPositions.size).toBeGreaterThan(0);
    expect(questionNegation('Can administrators require MFA for users who do not sign in through SSO?')).toBeNull();
    expect(questionNegation('Do users not sign in through SSO?')).toBe('hard');
  });

  it('leaves a sentence that requires something of those people a Yes', () => {
    const c = corpusOfItems([
      OTHER_TOPICS.access,
      OTHER_TOPICS.rest,
      OTHER_TOPICS.backup,
      {
        itemUid: 'i_mfa',
        title: 'Multi-factor authentication',
        explanation: 'Workspace administrators can require MFA for every user who does not sign in through SSO.',
      },
      { itemUid: 'i_sso', title: 'Single sign-on', explanation: 'Administrators can enforce SSO for all users.' },
    ]);
    expect(draftAnswer(c, 'Can administrators make SSO mandatory for every user?').answer).toBe('Yes');
    expect(draftAnswer(c, 'Can administrators require every user to sign in with MFA?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_mfa' }] });
    expect(draftAnswer(c, 'Can workspace administrators require MFA for each user who does not sign in through SSO?')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_mfa' }],
    });
  });
});

describe('what a thing shows', () => {
  it('is what it includes: "showing" is no word a source must use', () => {
    const c = corpusOfItems([
      OTHER_TOPICS.access,
      OTHER_TOPICS.rest,
      OTHER_TOPICS.backup,
      {
        itemUid: 'i_status',
        title: 'Status page',
        explanation: 'Real-time availability of the platform, including scheduled maintenance and incident history.',
      },
      { itemUid: 'i_reviews', title: 'Post-incident reviews', explanation: 'Every significant incident gets a blameless post-incident review.' },
      // The word is a source's too: it would weigh as any other.
      { itemUid: 'i_audit', title: 'Audit reports', explanation: 'Our audit reports show which controls were tested.' },
    ]);
    expect(draftAnswer(c, 'Public status page showing incidents and scheduled maintenance')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_status' }] });
    // It counts, but lightly, as "including" does.
    const weightOf = (question: string, term: string) => findEvidence(c, question, new Set(['customer'])).terms.find((t) => t.term === term)?.weight ?? 0;
    expect(weightOf('Public status page showing incidents', 'show')).toBeLessThan(1);
    expect(weightOf('Public status page showing incidents', 'incid')).toBeGreaterThan(1);
  });
});

describe('a terse field naming a thing no source speaks of', () => {
  const c = corpusOfItems([
    OTHER_TOPICS.access,
    OTHER_TOPICS.rest,
    OTHER_TOPICS.backup,
    {
      itemUid: 'i_pentest',
      title: 'Penetration testing',
      explanation: 'Testers checked business logic, authentication flows, session management, access control and cloud configuration.',
    },
    { itemUid: 'i_sso', title: 'Single sign-on', explanation: 'Customers can configure single sign-on for their workspace.' },
  ]);

  it('leaves it unanswered, whatever the field’s other words match ("timeout", in "Session timeout configurable by the customer")', () => {
    expect(draftAnswer(c, 'Session timeout configurable by the customer').answer).toBe(NO_ANSWER_FOUND);
    // A source must name it, as an anchor; the words the sources use need not be anchors.
    const timeout = tokenize('timeout')[0]!.term;
    expect([...unknownHeadTerms(c, 'Session timeout configurable by the customer')]).toEqual([timeout]);
    expect([...unknownHeadTerms(c, 'Session management configurable by the customer')]).toEqual([]);
    expect(draftAnswer(c, 'Single sign-on configurable by the customer')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_sso' }] });
  });

  it('leaves a request for things of a kind no source names unanswered ("List the file formats offered …")', () => {
    const format = tokenize('formats')[0]!.term;
    expect([...unknownHeadTerms(c, 'List the file formats offered for a full data export.')]).toEqual([format]);
    expect(draftAnswer(c, 'List the file formats offered for a full access control export.').answer).toBe(NO_ANSWER_FOUND);
    // Things the sources name are listed from them.
    expect([...unknownHeadTerms(c, 'List the flows the testers checked.')]).toEqual([]);
  });
});

describe('ensureStop', () => {
  it.each([
    ['All connections use TLS 1.2 or higher;', 'All connections use TLS 1.2 or higher.'],
    ['Backups are encrypted,', 'Backups are encrypted.'],
    ['Backups are encrypted', 'Backups are encrypted.'],
    ['Backups are encrypted.', 'Backups are encrypted.'],
    // A colon keeps its place: its list follows.
    ['The regions are:', 'The regions are:'],
    ['Is it tested?', 'Is it tested?'],
  ])('ends %s with one full stop', (sentence, ended) => {
    expect(ensureStop(sentence)).toBe(ended);
  });
});

describe('"which of the following"', () => {
  it('asks which: "the following" points at the listed choices, and is no term a source must have', () => {
    expect(termsOf('Which of the following certifications does your company hold?')).toEqual(termsOf('Which certifications does your company hold?'));
    expect(termsOf('What one of the following regions stores our data?')).toEqual(termsOf('What regions stores our data?'));
    // Following a procedure is a thing of its own.
    expect(termsOf('Is the following of the change procedure checked?')).toContain('follow');
  });
});

describe('a certification body', () => {
  it('is the body an accredited, independent or third-party body certifies by', () => {
    const certificationBody = termsOf('Is the ISMS certified by a certification body?');
    expect(termsOf('Is the ISMS certified by an accredited third-party body?')).toEqual(certificationBody);
    expect(termsOf('Is the ISMS certified by an independent body?')).toEqual(certificationBody);
    // Only the body that certifies: other bodies are not.
    expect(termsOf('Do you notify external bodies such as regulators of breaches?')).not.toContain('certif');
    // The words of the fold are stemmed as anywhere else: "certification" is still the term of "certified".
    expect(termsOf('ISO 27701 certification')).toEqual(termsOf('ISO 27701 certified'));
  });
});

describe("the customer's connections", () => {
  it("are the connections to the service: a sentence about the service's connections answers", () => {
    const corpus = corpusOfItems([
      { itemUid: 'i_tls', title: 'Encryption in transit', explanation: 'All connections use TLS 1.2 or higher; TLS 1.0 and 1.1 are disabled.' },
      ...Object.values(OTHER_TOPICS),
    ]);
    const drafted = draftAnswer(corpus, 'Lowest TLS protocol version accepted for customer connections.');
    expect(drafted.answer).toContain('TLS 1.2 or higher');
    expect(drafted.sources.map((s) => s.id)).toEqual(['i_tls']);
  });
});

describe("a US government questionnaire's words", () => {
  it('"the CSP" is the respondent, as "the vendor" is: no term a source must have', () => {
    expect(termsOf('Provide the recovery time objective (RTO) the CSP has set for the service.')).toEqual(
      termsOf('Provide the recovery time objective (RTO) the vendor has set for the service.'),
    );
    expect(termsOf('Does the Cloud Service Provider (CSP) monitor alerts around the clock?')).toEqual(
      termsOf('Does the vendor monitor alerts around the clock?'),
    );
    // A CSP header is a Content Security Policy.
    expect(termsOf('Do you implement a CSP header on all web pages?')).toContain('csp');
    expect(termsOf('Is the CSP configured to block inline scripts?')).toContain('csp');
  });

  it('"State-owned IP address ranges" are the customer\'s own addresses, as "our IP ranges" are', () => {
    expect(termsOf('reached only from State-owned IP address ranges')).toContain('ipallowlist');
    expect(termsOf('reached only from company-owned IP addresses')).toContain('ipallowlist');
    // The respondent's own addresses are not.
    expect(termsOf('Do you publish your IP ranges?')).not.toContain('ipallowlist');
  });

  it('a Yes/No question with a condition between commas asks Yes or No', () => {
    expect(
      questionForm(
        'Does the Contractor run background checks, where the law permits, on personnel who will have access to production systems or State data before they start work?',
      ),
    ).toBe('yesno');
    // A phrase before the question still sets the scene for it.
    expect(questionForm('Following termination, within what period is customer data deleted?')).toBe('text');
  });
});

describe('"independently certified"', () => {
  it("is certified: a certification is an independent body's by its nature", () => {
    expect(termsOf('Is the ISMS independently audited?')).toEqual(termsOf('Is the ISMS audited?'));
    expect(termsOf('Is the privacy management system certified independently?')).toEqual(termsOf('Is the privacy management system certified?'));
    expect(termsOf('Do you hold an independent certification of the ISMS?')).toEqual(termsOf('Do you hold a certification of the ISMS?'));
    // Independence asked of something else stays asked.
    expect(termsOf('Is the internal audit function independent of management?')).toContain('independ');
  });
});

describe("a contract exhibit's obligations", () => {
  const sortedTerms = (text: string) => [...termsOf(text)].sort();
  it('reads "Supplier shall …" as the respondent\'s obligation, and "Supplier Personnel" as its staff', () => {
    expect(sortedTerms('4.2 Supplier shall back up Customer Data daily.')).toEqual(sortedTerms('4.2 Customer Data is backed up daily.'));
    expect(sortedTerms('Supplier Personnel complete security training.')).toEqual(sortedTerms('Employees complete security training.'));
    // Opening anything else, the word is a topic of its own.
    expect(termsOf('Supplier risk management program')).toContain('vendor');
  });

  it('reads a principle\'s frame, "without delay" and the end of employment as the sources say them', () => {
    expect(sortedTerms('limit access according to the principles of least privilege and need to know')).toEqual(sortedTerms('limit access by least privilege'));
    expect(sortedTerms('revoke access without delay when their employment or engagement ends')).toEqual(sortedTerms('revoke access on termination'));
  });

  it('asks Yes or No of an obligation, and for the value a request after it names', () => {
    expect(questionForm('Supplier shall provide client-side encryption of individual data fields.')).toBe('yesno');
    expect(questionForm('The Supplier shall provide a description of its backup approach.')).toBe('text');
    expect(questionForm('Supplier shall provide the name of its Data Protection Officer.')).toBe('text');
    expect(questionForm('Supplier shall provide a brief written description of its backups.')).toBe('text');
    expect(questionForm('Where Supplier engages a Subprocessor, Supplier shall bind that Subprocessor by written contract.')).toBe('yesno');
    expect(questionForm('Supplier shall maintain a defined recovery time objective for the Services. State the recovery time objective.')).toBe('text');
    // After a question, a request for a figure still leaves its Yes to give.
    expect(questionForm('Does the Supplier hold cyber liability insurance? Please state the limit of indemnity.')).toBe('yesno');
    expect(questionForm('Supplier shall encrypt Customer Data at rest. Provide evidence of the controls.')).toBe('yesno');
  });

  it('reads a negation describing the kind of thing asked for as no absence asked', () => {
    expect(questionNegation('Supplier shall host Customer Data in a dedicated environment that is not shared with any other customer.')).toBeNull();
    expect(questionNegation('Is there any data that is not encrypted at rest?')).toBe('hard');
    // A question may ask for that very kind.
    expect(questionNegation('Do you use a vendor that is not SOC 2 certified?')).toBe('hard');
    expect(questionNegation('Can a device that is not managed connect to production?')).toBe('hard');
  });

  it('answers N/A when a source denies the condition an obligation is under', () => {
    const corpus = corpusOfItems([
      { itemUid: 'i_pci', title: 'PCI DSS', explanation: 'PCI DSS does not apply to us: we never store, process or transmit cardholder data.' },
      ...Object.values(OTHER_TOPICS),
    ]);
    const drafted = draftAnswer(
      corpus,
      '9.4 Where Supplier stores, processes or transmits payment cardholder data, Supplier shall maintain compliance with PCI DSS.',
    );
    expect(drafted.answer).toBe('N/A');
    expect(drafted.sources.map((s) => s.id)).toEqual(['i_pci']);
  });
});

describe("a criteria catalogue's rows", () => {
  it("reads a criterion's name between bars or in brackets after its code as no part of the row", () => {
    expect(withoutFieldSegments('IDM-09 | Authentication mechanisms | Is customer data encrypted at rest?')).toBe('Is customer data encrypted at rest?');
    expect(draft('IDM-09 | Data at rest | Is customer data encrypted at rest?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_rest' }] });
    expect(withoutControlId('BCM-03 (Planning business continuity) Customer data is encrypted at rest.')).toBe('Customer data is encrypted at rest.');
    expect(withoutSectionHeading('(Planning business continuity) Are restores tested every quarter?')).toBe('Are restores tested every quarter?');
    expect(draft('BCM-03 (Planning business continuity) Are restores tested every quarter?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_backup' }] });
    expect(draft('OIS-01 Cryptography – Customer data is encrypted at rest.')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_rest' }] });
    // A condition or a scope between bars, and a statement before a short question, are no names to drop.
    for (const q of ['For administrators | Is MFA enforced for every sign-in?', 'Restores tested every quarter | Are results reviewed by management?'])
      expect(withoutFieldSegments(q)).toBe(q);
  });

  it.each([
    ' Fulfilled (yes/no)?',
    ' Fulfilled? (yes/no)',
    ' Fulfilled: yes/no',
    ' Is this criterion fulfilled?',
    ' Has the above requirement been met?',
    ' Criterion fulfilled?',
  ])('reads a question asking only whether the statement before it holds as that statement to confirm: "%s"', (tail) => {
    expect(withoutRequirementNote(`Customer data is encrypted at rest.${tail}`)).toBe('Customer data is encrypted at rest.');
    expect(draft(`Customer data is encrypted at rest.${tail}`)).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_rest' }] });
    expect(draft(`Customers can bring their own encryption keys today.${tail}`)).toMatchObject({ answer: 'No', sources: [{ id: 'i_byok' }] });
  });

  it('keeps a question after a statement that asks more than whether it holds', () => {
    for (const q of ['Customer data is encrypted at rest. Is this enforced for backups too?', 'Backups are taken daily. Is this tested?'])
      expect(withoutRequirementNote(q)).toBe(q);
  });

  it('reads "the cloud service provider" as the respondent', () => {
    expect(withRespondentNamed(corpus, "Does the cloud service provider rotate the Cloud Service Provider's keys?")).toBe(
      "Does the vendor rotate the vendor's keys?",
    );
    expect(draft('Does the cloud service provider encrypt customer data at rest?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_rest' }] });
  });

  it('reads a sentence of context before a question opening with a preposition, or naming an initialism, as context', () => {
    expect(withoutContextLead('Our auditors ask for this every year. Until when is the certificate valid?')).toBe('Until when is the certificate valid?');
    expect(withoutContextLead('We review every vendor. Are you certified under the EU-U.S. Data Privacy Framework?')).toBe(
      'Are you certified under the EU-U.S. Data Privacy Framework?',
    );
    const drafted = draft('We review every vendor that processes our data. Within what timeframe is customer data deleted after termination?');
    expect(drafted).toMatchObject({ form: 'text', sources: [{ id: 'i_delete' }] });
    expect(drafted.answer).toContain('30 days');
  });
});

describe("a catalogue's status to mark and a column's Yes/No cue", () => {
  it.each(['(fulfilled / not fulfilled)', '[Implemented / Not implemented / N/A]', '(compliant / non-compliant / partially compliant)', '(met / not met)'])(
    'reads "%s" as a Yes/No cue whose "not" negates nothing',
    (cue) => {
      expect(draft(`Customer data is encrypted at rest ${cue}`)).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_rest' }] });
      expect(draft(`Customers can bring their own encryption keys today ${cue}`)).toMatchObject({ answer: 'No', sources: [{ id: 'i_byok' }] });
    },
  );

  it('answers a question asking what, when or where with its value, whatever Yes/No cue the column adds', () => {
    for (const cue of [' (Yes/No)', ' [Yes/No]', ' (Y/N/N/A)']) {
      expect(questionForm(`Within what timeframe is customer data deleted after termination?${cue}`)).toBe('text');
      expect(draft(`Within what timeframe is customer data deleted after termination?${cue}`).answer).toContain('30 days');
      expect(questionForm(`Is customer data encrypted at rest?${cue}`)).toBe('yesno');
    }
  });

  it('reads "Can you confirm that …?" as asking whether, and "kindly" as no word of the question', () => {
    expect(questionForm('Can you confirm that customer data is encrypted at rest?')).toBe('yesno');
    expect(draft('Can you confirm that customer data is encrypted at rest?')).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_rest' }] });
    expect(draft('Kindly state how long audit logs are retained.')).toEqual(draft('Please state how long audit logs are retained.'));
    expect(draft('Kindly state how long audit logs are retained.').answer).toContain('one year');
  });
});

describe("a form's words around a statement, whose 'not' or 'no' negates nothing asked", () => {
  it.each([
    '[Not mandatory] Customer data is encrypted at rest.',
    '(Not scored) Customer data is encrypted at rest.',
    'Customer data is encrypted at rest. (No attachments needed)',
    'Customer data is encrypted at rest. Implemented | Not implemented',
    'Customer data is encrypted at rest. Status: Fulfilled / Partially fulfilled / Not fulfilled',
    'Customer data is encrypted at rest. If not, is it planned?',
    'Customer data is encrypted at rest. If no, why not?',
    'COS-01: Technical safeguards. Customer data is encrypted at rest.',
    'Core data protection – Customer data is encrypted at rest.',
    'Core data protection | Customer data is encrypted at rest.',
    'This section applies to all vendors. Customer data is encrypted at rest.',
    'Customer data is encrypted at rest. Yes | No | N/A',
  ])('confirms "%s" from the source that states it', (row) => {
    expect(draft(row)).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_rest' }] });
  });

  it('answers a request for a value with the value, whatever Yes/No cue the column adds', () => {
    const drafted = draft('Please specify the encryption algorithm used for data at rest. (Yes / No / Not applicable)');
    expect(drafted).toMatchObject({ form: 'text', sources: [{ id: 'i_rest' }] });
    expect(drafted.answer).toContain('AES-256');
    expect(questionForm('Please state whether customer data is encrypted at rest. (Yes / No / Not applicable)')).toBe('yesno');
    expect(questionForm('Provide evidence that customer data is encrypted at rest. Response: Yes / No / N/A.')).toBe('yesno');
  });
});

describe("a list's letters, Markdown's bold and the form's notes after a statement", () => {
  it.each([
    'b) Customer data is encrypted at rest.',
    '(iv) Customer data is encrypted at rest.',
    'iv. Customer data is encrypted at rest.',
    'c. Customer data is encrypted at rest.',
    '**Encryption** Customer data is encrypted at rest.',
    '__Encryption:__ Customer data is encrypted at rest.',
    'Customer data is encrypted at rest. [Weight: 5]',
    'Customer data is encrypted at rest. (Score 0-3)',
    'Customer data is encrypted at rest. (SOC 2 CC6.1)',
    'Customer data is encrypted at rest. (ref. ISO/IEC 27001 A.8.24)',
    'Customer data is encrypted at rest. Last reviewed: 2025-03-01.',
    'Customer data is encrypted at rest. Updated 12/03/2024',
    'Customer data is encrypted at rest. (Mandatory for Tier 1 vendors)',
    'Customer data is encrypted at rest. [ID: SEC-12]',
    'Customer data is encrypted at rest. Rate 1-5.',
    'Customer data is encrypted at rest. Score: 0 = No, 1 = Partial, 2 = Yes',
    'Customer data is encrypted at rest. (1 = not at all, 5 = fully)',
    'Customer data is encrypted at rest. (No = 0 points)',
    'Customer data is encrypted at rest. Owner: IT Security',
    'Customer data is encrypted at rest. Not applicable answers must be justified.',
    'NEW: Customer data is encrypted at rest.',
    'Re: Customer data is encrypted at rest.',
    'Customer data is encrypted at rest. See Appendix B.',
    'Customer data is encrypted at rest. (as of 2026)',
    'Customer data is encrypted at rest. [High risk]',
    'Customer data is encrypted at rest. (Applicable to all tiers)',
    'Customer data is encrypted at rest. Vendor response:',
    'Customer data is encrypted at rest; please elaborate.',
    'Customer data is encrypted at rest \u2014 please elaborate',
    'Data protection\tCustomer data is encrypted at rest.',
  ])('confirms "%s" from the source that states it', (row) => {
    expect(draft(row)).toMatchObject({ answer: 'Yes', sources: [{ id: 'i_rest' }] });
  });

  it('reads each off the row, and leaves the words of the row', () => {
    for (const marker of ['b) ', '(iv) ', 'iv. ', 'c. ', '3) ', 'A) '])
      expect(withoutListMarker(`${marker}Customer data is encrypted at rest.`)).toBe('Customer data is encrypted at rest.');
    expect(withoutListMarker('I am the data protection officer.')).toBe('I am the data protection officer.');
    expect(asSentence('**Security** Please specify the algorithm.')).toBe('Security: Please specify the algorithm.');
    expect(asSentence('**Security:** Please specify the algorithm.')).toBe('Security: Please specify the algorithm.');
    expect(asSentence('Is data encrypted with **AES-256**?')).toBe('Is data encrypted with AES-256?');
    expect(asSentence('Is 2 ** 8 the key count?')).toBe('Is 2 ** 8 the key count?');
    for (const note of [' [Weight: 5]', ' (Score 0-3)', ' (SOC 2 CC6.1)', ' Last reviewed: 2025-03-01.', ' Updated March 2024'])
      expect(withoutProvisionReferences(`Customer data is encrypted at rest.${note}`)).toBe('Customer data is encrypted at rest.');
    // A qualifier in the sentence, before its full stop, is part of it.
    for (const q of [
      'Customer data is encrypted at rest (TLS 1.3 only).',
      'Keys are rotated (every 90 days).',
      'Logs are reviewed. Updated weekly by the SOC.',
    ])
      expect(withoutProvisionReferences(q)).toBe(q);
    expect(withoutRowLabel('Question 12: Please provide your recovery point objective.')).toBe('Please provide your recovery point objective.');
    expect(withoutRowLabel('No EU Hosting?')).toBe('No EU Hosting?');
    expect(withoutRemarks('Please state the algorithm; please elaborate.')).toBe('Please state the algorithm.');
    expect(withoutFieldSegments('Data Protection\tPlease specify the encryption algorithm.')).toBe('Please specify the encryption algorithm.');
    expect(withoutFieldSegments('Is\tdata\tencrypted?')).toBe('Is\tdata\tencrypted?');
    expect(withoutListMarker('A. Smith approves all access requests.')).toBe('A. Smith approves all access requests.');
    expect(asSentence('**Customer data** is encrypted at rest.')).toBe('Customer data is encrypted at rest.');
    expect(asSentence('Are cookies set with the __Host- or __Secure- prefix?')).toBe('Are cookies set with the __Host- or __Secure- prefix?');
    // A value in brackets after a statement is part of it.
    for (const q of ['Data in transit is encrypted. (TLS 1.0)', 'Audit logs are retained. (at least 7)']) expect(withoutProvisionReferences(q)).toBe(q);
    expect(questionForm('Tell us whether customer data is hosted in the EU or the US.')).toBe('text');
    for (const note of [
      ' (Mandatory for Tier 1 vendors)',
      ' N/A allowed.',
      ' Owner: IT Security',
      ' Rate 1-5.',
      ' (1 = not at all, 5 = fully)',
      ' See Appendix B.',
      ' (as of 2026)',
      ' (Critical)',
      ' Vendor response:',
    ])
      expect(withoutRemarks(`Please state the algorithm.${note}`)).toBe('Please state the algorithm.');
    // A question opening with a preposition is a full question: what follows it and neither asks nor requests goes.
    expect(withoutRemarks('Until when is the certificate valid? [ID: SEC-12]')).toBe('Until when is the certificate valid?');
    expect(withoutRemarks('In which regions is data stored? Rate 1-5.')).toBe('In which regions is data stored?');
    // A sentence of its own after the statement, and one about the vendor, stay.
    for (const q of [
      'Customer data is encrypted at rest. Keys rotated yearly.',
      'Customer data is encrypted at rest. We use AES-256.',
      'Customer data is encrypted at rest. Describe the key management.',
      // A limit, a scope or a value after it is part of what is stated.
      'Customer data is deleted after contract termination. Within 7 days.',
      'Databases are backed up. Retention: 90 days.',
      'Customer data is hosted in the EU. Not in the US!',
      'Logs are retained. Minimum 3 years.',
      'Customer data is encrypted at rest. Scope: EU region only.',
      'Customer data is encrypted at rest. Keys rotated every 90 days.',
      'Customer data is encrypted at rest. (Since 2021)',
      'Customer data is encrypted at rest. See our encryption policy for the key lengths used.',
    ])
      expect(withoutRemarks(q)).toBe(q);
  });
});

describe("what the criteria catalogue's rules leave as it is", () => {
  it('keeps a short statement of its own before another, and the vendor speaking of itself', () => {
    for (const q of ['MFA for all remote access. Exceptions are approved by the CISO.', 'Zero standing privileges. Access is granted just in time.']) {
      expect(withoutSectionHeading(q)).toBe(q);
      expect(withoutControlId(q)).toBe(q);
    }
    expect(withoutControlId('COS-01: Technical safeguards. Customer data is encrypted at rest.')).toBe('Customer data is encrypted at rest.');
    for (const q of [
      'We maintain an ISO 27001 certified ISMS. The certificate is renewed every three years.',
      'Our incident response plan is documented. It is tested annually.',
      'Customer data is encrypted at rest. We rotate keys annually. Key custodians are named.',
    ])
      expect(withoutContextLead(q)).toBe(q);
    expect(withoutContextLead('This section applies to all vendors. Customer data is encrypted at rest.')).toBe('Customer data is encrypted at rest.');
  });

  it('keeps a statement between bars that is no label, a question that opens with "If no …", and a tail asking more', () => {
    const fields = 'MFA for all administrative access | Compensating controls are documented where MFA is not possible.';
    expect(withoutFieldSegments(fields)).toBe(fields);
    expect(withoutFieldSegments('Domain | Sub-domain | Customer data is encrypted at rest.')).toBe('Customer data is encrypted at rest.');
    expect(withoutRemarks('Customer data is hosted in the EU. If no EU region is available, is data stored in the UK?')).toContain('If no EU region');
    expect(withoutRemarks('Customer data is encrypted at rest. If not, is it planned?')).toBe('Customer data is encrypted at rest.');
    for (const q of ['Audit logs are retained. Is it accurate?', 'Recovery time objectives are defined; are they met?'])
      expect(withoutRequirementNote(q)).toBe(q);
  });

  it('splits sentences after an initialism when a question opens after it', () => {
    expect(draft('Our procurement team reviews every vendor based in the U.S. Do you encrypt customer data at rest?')).toMatchObject({
      answer: 'Yes',
      sources: [{ id: 'i_rest' }],
    });
  });

  it('keeps a Yes/No cue after a request to indicate or to provide a document, and a row number before a noun', () => {
    expect(questionForm('Indicate your agreement with the DPA terms. (Yes/No)')).toBe('yesno');
    expect(questionForm('Provide your latest SOC 2 Type II report. (Yes/No)')).toBe('yesno');
    expect(questionForm('Can you confirm that the data centres where customer data is stored are ISO 27001 certified?')).toBe('yesno');
    expect(withoutRowLabel('2 Name servers are hosted in separate regions.')).toBe('2 Name servers are hosted in separate regions.');
  });
});

describe('requests put to the respondent by name, examples between commas, and the class a thing is named with', () => {
  const corpus = corpusOfItems([
    { itemUid: 'i_pentest', title: 'Penetration testing', explanation: 'An independent firm tests the application at least once a year.' },
    {
      itemUid: 'i_patch',
      title: 'Dependency scanning',
      explanation: 'Critical vulnerabilities in third-party libraries are patched within 7 days and high within 30 days.',
    },
    {
      itemUid: 'i_subs',
      title: 'Subprocessor changes',
      explanation: 'Customers are notified at least 30 days before a new subprocessor starts processing customer data.',
    },
    { itemUid: 'i_dpia', title: 'Privacy assessments', explanation: 'We run data protection impact assessments for new processing of personal data.' },
    { itemUid: 'i_ssh', title: 'Remote access', explanation: 'Production hosts do not expose SSH to the internet; access goes through a proxy.' },
    { itemUid: 'i_mfa', title: 'Customer MFA', explanation: 'Workspace administrators can require MFA with TOTP or passkeys for every user.' },
    {
      itemUid: 'i_ip',
      title: 'Customer IP allowlisting',
      explanation: 'Restricting workspace access to customer IP ranges is not available.',
      enabledState: 'notEnabled',
    },
  ]);
  const ask = (q: string) => draftAnswer(corpus, q);

  it('reads "Supplier to state …" after a statement, a heading or "If not," as a request', () => {
    expect(withPartyRequestsAsked('Penetration tests are conducted regularly. Supplier to state the testing frequency.')).toBe(
      'Penetration tests are conducted regularly. Please state the testing frequency.',
    );
    expect(withPartyRequestsAsked('Secure development – Vendor is asked to describe the testing in its pipeline.')).toBe(
      'Secure development – Please describe the testing in its pipeline.',
    );
    expect(withPartyRequestsAsked('Is the service hosted in the EU? If not, supplier to state the hosting regions.')).toBe(
      'Is the service hosted in the EU? If not, please state the hosting regions.',
    );
    const asked = ask('ISM-0911: Independent penetration tests of the service are conducted regularly. Supplier to state the testing frequency.');
    expect(asked.answer).toContain('once a year');
    expect(asked.sources.map((s) => s.id)).toEqual(['i_pentest']);
  });

  it('keeps an obligation named after a statement: "shall provide", "is required to list"', () => {
    for (const row of [
      'Data is encrypted at rest. Supplier shall provide client-side encryption.',
      'Subprocessors are approved. Supplier is required to list its subprocessors publicly.',
      'Supplier to notify the customer of incidents within 72 hours.',
      'Security events are logged. Supplier to summarise security events in a monthly report to the customer.',
      'Backups are tested. Supplier to state the results in a report to the customer within 10 days of each test.',
      'Customer data is deleted after termination. Supplier to provide copies of deletion logs within 5 days of request.',
      'Subprocessors are listed. Supplier to name any new subprocessor at least 30 days before it starts processing.',
      'Staff are trained, e.g. supplier to describe the course in the handbook.',
    ])
      expect(withPartyRequestsAsked(row)).toBe(row);
  });

  it('reads a breakdown by rank asked for the answer as no topic, and a breakdown by anything else as asked', () => {
    expect(mainQuestion('Within what timeframe are vulnerabilities in third-party libraries remediated, broken down by severity?')).toBe(
      'Within what timeframe are vulnerabilities in third-party libraries remediated?',
    );
    expect(mainQuestion('How many employees do you have, broken down by department?')).toBe('How many employees do you have, broken down by department?');
    expect(ask('Within what timeframe are vulnerabilities in third-party libraries remediated, broken down by severity?')).toMatchObject({
      answer: expect.stringContaining('within 7 days'),
      sources: [expect.objectContaining({ id: 'i_patch' })],
    });
  });

  it('reads "including any …" and "… included" between commas as examples, and "including backups" as asked', () => {
    expect([...exampleTerms('How much notice is given before a new sub-processor, including any AI model provider, starts processing data?')].sort()).toEqual([
      'ai',
      'model',
      'provid',
    ]);
    expect([...exampleTerms('Is every sub-processor, model providers included, bound to the DPA?')].sort()).toEqual(['model', 'provid']);
    expect([...exampleTerms('Are all remaining copies, including backups, removed after termination?')]).toEqual([]);
    expect([...exampleTerms('Provide evidence of your last recovery test, including the measured recovery time.')]).toEqual([]);
    expect([...exampleTerms('How long are logs retained, including any query history?')]).toEqual([]);
    expect([...exampleTerms('Are subprocessors bound by the same obligations, with audit rights included?')]).toEqual([]);
    expect(ask('How much notice is given before a new sub-processor, including any AI model provider, starts processing customer data?')).toMatchObject({
      answer: expect.stringContaining('30 days'),
      sources: [expect.objectContaining({ id: 'i_subs' })],
    });
    expect(ask('Are customers notified of subprocessor changes, such as the addition of a new AI provider? (Yes/No)')).toMatchObject({
      answer: 'Yes',
      sources: [expect.objectContaining({ id: 'i_subs' })],
    });
    // An example is still no licence to answer what no source states.
    expect(ask('Is customer data protected by a cloud access security broker, including any Netskope service?').answer).toBe(NO_ANSWER_FOUND);
  });

  it('reads the class a thing is named with ("SSH or other remote administration services") as an example', () => {
    expect([...exampleTerms('Are SSH or other remote administration services on production hosts reachable from the internet?')].sort()).toEqual([
      'administr',
      'remot',
      'servic',
    ]);
    expect(ask('Are SSH or other remote administration services on production hosts directly reachable from the internet? (Yes / No)')).toMatchObject({
      answer: 'No',
      sources: [expect.objectContaining({ id: 'i_ssh' })],
    });
  });

  it('reads "specifically", "functionality" and "nominated" as phrasing, and "began" as "started"', () => {
    expect(terms('a DPIA that specifically covers the assistant functionality')).toEqual(['dpia', 'cover', 'assist']);
    expect(terms('the date it began processing')).toEqual(terms('the date it started processing'));
  });

  it('reads "whenever" as phrasing', () => {
    expect(terms('whenever it introduces new processing, wherever stored')).toEqual(['introduc', 'new', 'process', 'store']);
    expect(ask('Do you carry out a data protection impact assessment whenever you introduce new processing of personal data? (Yes/No)')).toMatchObject({
      answer: 'Yes',
      sources: [expect.objectContaining({ id: 'i_dpia' })],
    });
  });

  it('reads "mandate" as "require"', () => {
    expect(ask('Which multi-factor authentication options can our organisation mandate for our own users of the service?')).toMatchObject({
      answer: expect.stringContaining('TOTP'),
      sources: [expect.objectContaining({ id: 'i_mfa' })],
    });
  });

  it('reads the customer’s tenancy as their workspace, and "nominated" as phrasing', () => {
    expect(ask("Can access to our tenancy be restricted to our organisation's nominated IP address ranges? (Yes / No)")).toMatchObject({
      answer: 'No',
      sources: [expect.objectContaining({ id: 'i_ip' })],
    });
  });
});

describe("a lawyer's and an assessor's wording: row labels, a status's added states, defined terms and legal phrasing", () => {
  const corpus = corpusOfItems([
    OTHER_TOPICS.access,
    {
      itemUid: 'i_seg',
      title: 'Network segmentation',
      explanation: 'The production environment is separated from corporate, staging and development networks by security groups.',
    },
    { itemUid: 'i_review', title: 'Code review', explanation: 'Every change to production code requires review and approval by a second engineer.' },
    {
      itemUid: 'i_transfers',
      title: 'International transfers',
      explanation: 'Transfers of personal data outside the EEA rely on the 2021 Standard Contractual Clauses, supported by transfer impact assessments.',
    },
    {
      itemUid: 'i_subs',
      title: 'Sub-processors',
      explanation: 'Northwind imposes data protection obligations on each sub-processor that are no less protective than those in the DPA.',
    },
    { itemUid: 'i_export', title: 'Data export', explanation: 'Customers can export their data at any time before deletion.' },
    { itemUid: 'i_backups', title: 'Backups', explanation: 'Backups are encrypted with AES-256 and kept for 35 days.' },
    { itemUid: 'i_mtls', title: 'Internal traffic', explanation: 'Service-to-service traffic inside the platform uses mutual TLS.' },
  ]);
  const ask = (q: string) => draftAnswer(corpus, q);
  const cited = (q: string) => ask(q).sources.map((s) => s.id);

  it('reads "Q-F3 —" and "Annex II, point 2 —" as row labels, and leaves a standard\'s "Annex A" control to its own rule', () => {
    expect(withoutRowLabel('Q-F3 — Specify the algorithm applied to personal data at rest.')).toBe('Specify the algorithm applied to personal data at rest.');
    expect(withoutRowLabel('Annex II, point 2 — Specify the certification body.')).toBe('Specify the certification body.');
    expect(withoutRowLabel('Q-E2 - Has a transfer impact assessment been documented?')).toBe('Has a transfer impact assessment been documented?');
    expect(withoutRowLabel('Annex A.8.24 Use of cryptography — Is data encrypted?')).toBe('Annex A.8.24 Use of cryptography — Is data encrypted?');
    expect(ask('Q-F4 — Confirm that back-up copies of personal data are encrypted.')).toMatchObject({
      answer: 'Yes',
      sources: [expect.objectContaining({ id: 'i_backups' })],
    });
  });

  it('reads "In Place / In Place with CCW / Not Applicable / Not Tested / Not in Place" after a statement as its Yes/No cue', () => {
    const row =
      'Req. 1.3.1 - The production environment is separated from corporate, staging and development networks. In Place / In Place with CCW / Not Applicable / Not Tested / Not in Place';
    expect(ask(row)).toMatchObject({ answer: 'Yes', sources: [expect.objectContaining({ id: 'i_seg' })] });
  });

  it('reads a term the row defines in brackets ("the CDE (here: the production environment)") as what the bracket names', () => {
    expect(ask('The CDE (here: the production environment) is separated from corporate, staging and development networks.')).toMatchObject({
      answer: 'Yes',
      sources: [expect.objectContaining({ id: 'i_seg' })],
    });
    expect(
      cited('The CDE (for a supplier holding no cardholder data: the production environment) is separated from corporate, staging and development networks.'),
    ).toEqual(['i_seg']);
  });

  it('reads the data importer as the respondent, and the personal data entrusted by the Controller as the customer’s', () => {
    expect(terms('Does the data importer encrypt backups?')).toEqual(terms('Do you encrypt backups?'));
    expect(terms('acts as a processor')).toContain('processor');
    expect(terms('in respect of the personal data of data subjects entrusted to it by the Controller')).toEqual(terms('customer personal data'));
    expect(terms('the categories of personal data which the Processor will process on behalf of the Controller')).toEqual(
      terms('the categories of personal data'),
    );
    // A promise stays one: "will process" without "on behalf of", "will be entitled to", "will be able to".
    expect(cuesOf('Personal data that we will process from the third quarter is stored in Frankfurt.').notYet).toBe(true);
    expect(cuesOf('Customers will be entitled to audit our sub-processors.').notYet).toBe(true);
    expect(cuesOf('Customers will be able to supply their own key.').notYet).toBe(true);
  });

  it('reads legal phrasing as the plain words sources use', () => {
    expect(terms('transfers to recipients established outside the EEA')).toEqual(terms('transfers outside the EEA'));
    expect(terms('the version relied upon, by reference to the year of the decision adopting them')).toEqual(terms('the version relied upon'));
    expect(terms('obligations affording at least the same level of protection as those in the DPA')).toEqual(
      terms('obligations no less protective than those in the DPA'),
    );
    expect(terms('binds each sub-processor, by written contract,')).toEqual(terms('binds each sub-processor, by contract,'));
    expect(terms('an assessment of the laws and practices of the country of destination (transfer impact assessment)')).toEqual(
      terms('transfer impact assessment'),
    );
    expect(terms('is entitled to object')).toEqual(terms('can object'));
    expect(terms('an additional or replacement sub-processor')).toEqual(terms('a new sub-processor'));
    expect(terms('retrieve a copy of its personal data before deletion takes place')).toEqual(terms('export its personal data before deletion'));
    expect(terms('the period by the end of which residual copies held in back-up media are removed')).toEqual(
      terms('the period within which copies held in backups are removed'),
    );
    expect(terms('with certificate-based authentication of both endpoints')).toEqual(terms('mutual TLS'));
    expect(terms('the technical means by which data are segregated')).toEqual(terms('how data are segregated'));
    expect(terms('the protocol employed to protect data')).toEqual(terms('the protocol used to protect data'));
    expect(terms('the customer is able to export')).toEqual(terms('the customer can export'));
    expect(terms('likewise held only in encrypted form')).toEqual(terms('held only encrypted'));
    expect(terms('data in transit across public networks')).toEqual(terms('data in transit'));
    expect(terms("segregated from other customers' data within the shared environment")).toEqual(terms("segregated from other customers' data"));
  });

  it('reads an assessor’s words: external researchers reporting, a review by someone other than the author, bespoke code, a cryptoperiod', () => {
    expect(terms('external security researchers can report vulnerabilities')).toEqual(terms('security researchers can report vulnerabilities'));
    expect(terms('individuals designated as key custodians')).toEqual(terms('key custodians'));
    expect(terms('what cryptoperiod is defined')).toEqual(terms('what rotation period is defined'));
    expect(terms('open, public networks')).toEqual(terms('public networks'));
    expect(
      ask('Every change to bespoke code is reviewed and approved by an individual other than its author before it is released to production.'),
    ).toMatchObject({ answer: 'Yes', sources: [expect.objectContaining({ id: 'i_review' })] });
  });

  it('drafts the rows those readings were for', () => {
    expect(
      ask(
        'Section D.1 — Specify the transfer tool on which the data importer relies for transfers of personal data to recipients established outside the European Economic Area.',
      ),
    ).toMatchObject({
      answer: expect.stringContaining('Standard Contractual Clauses'),
      sources: [expect.objectContaining({ id: 'i_transfers' })],
    });
    expect(
      cited(
        'Section G.4 — Confirm that the data importer binds each sub-processor, by written contract, to data protection obligations affording at least the same level of protection as those set out in the data processing agreement.',
      ),
    ).toContain('i_subs');
    expect(ask('Section K.3 — Confirm that the Controller is able to retrieve a copy of its personal data before deletion takes place.')).toMatchObject({
      answer: 'Yes',
      confidence: 'high',
      sources: [expect.objectContaining({ id: 'i_export' })],
    });
    expect(
      ask('Q-F2 — Does the data importer encrypt traffic between its own internal services, with certificate-based authentication of both endpoints?'),
    ).toMatchObject({
      answer: 'Yes',
      sources: [expect.objectContaining({ id: 'i_mtls' })],
    });
  });

  it('reads a policy "updated when the environment changes", a list of participants and the keys a key system manages as sources word them', () => {
    expect(terms('The overall policy is reviewed every year and updated when the environment changes.')).toEqual(terms('The policy is reviewed every year.'));
    expect(terms('The policy is reviewed every year and updated as needed.')).toEqual(terms('The policy is reviewed every year.'));
    expect(terms('self-certified and listed as an active participant under the framework')).toEqual(terms('self-certified under the framework'));
    expect(terms('the system in which data-encryption and key-encrypting keys are generated, stored and administered')).toEqual(
      terms('the system in which encryption keys are managed'),
    );
  });

  it('leaves work, authorisation and access entitlements as they were', () => {
    expect(terms('people employed by the company')).toEqual(['employe', 'employe']);
    expect(terms('authorised users')).toEqual(terms('authorized users'));
    expect(terms('access entitlements are reviewed')).toContain('review');
    expect(terms('the author of the policy')).not.toContain('second');
    expect(terms('third-party security researchers test every release')).toContain('thirdparty');
    expect(terms('Can we obtain a copy of your SOC 2 report?')).not.toContain('export');
    expect(terms('a review of access to payment systems by the CISO (quarterly access review)')).toContain('ciso');
    expect(terms('Do you share data with companies based in the US?')).toContain('compani');
    expect(terms('Is SSO (for the admin console: SAML 2.0) supported?')).toContain('sso');
    expect(withoutRowLabel('No S3 Buckets Are Public.')).toBe('No S3 Buckets Are Public.');
    expect(terms('What is the overall uptime target?')).toContain('overal');
    expect(terms('Is the data processor notified?')).toContain('processor');
    expect(terms('a bug bounty programme open to external researchers')).toContain('public');
  });
});

describe("a translated annex's and a bank's wording: row labels, the form's own words in brackets, status cues and formal phrasing", () => {
  const corpus = corpusOfItems([
    OTHER_TOPICS.access,
    OTHER_TOPICS.rest,
    { itemUid: 'i_logs', title: 'Logging', explanation: 'Audit logs are retained for one year.' },
    { itemUid: 'i_least', title: 'Access control policy', explanation: 'Access rights follow the need-to-know principle and least privilege.' },
    { itemUid: 'i_zta', title: 'Zero-trust access', explanation: 'There is no corporate VPN; employees reach internal tools through an identity-aware proxy.' },
    { itemUid: 'i_single', title: 'Deployment model', explanation: 'The platform is a multi-tenant service; dedicated deployments are not offered.' },
    { itemUid: 'i_net', title: 'Network segmentation', explanation: 'Data stores live in private subnets without internet routes.' },
    { itemUid: 'i_residency', title: 'Data residency', explanation: 'Customer data is stored in data centres in the United States or the European Union.' },
    { itemUid: 'i_dr', title: 'Disaster recovery', explanation: 'Our recovery time objective is 4 hours and our recovery point objective is 1 hour.' },
    { itemUid: 'i_social', title: 'Phishing simulations', explanation: 'Staff receive a social engineering test by email every quarter.' },
    { itemUid: 'i_disk', title: 'Full-disk encryption', explanation: 'FileVault or BitLocker full-disk encryption is enforced on every company device.' },
    { itemUid: 'i_pentest', title: 'Penetration testing', explanation: 'An independent firm tests the application at least once a year.' },
    { itemUid: 'i_edr', title: 'Endpoint protection', explanation: 'An EDR agent runs on every laptop and server.' },
  ]);
  const ask = (q: string) => draftAnswer(corpus, q);

  it('reads "Nr. 54", "Ref. TRM 11.1.2" and "Ref. OG 5.5.3(b)." as row labels', () => {
    expect(withoutRowLabel('Nr. 54 Are also the backups stored encrypted?')).toBe('Are also the backups stored encrypted?');
    expect(withoutRowLabel('Ref. OG 5.5.3(b). Please provide the expiry date of the certificate.')).toBe('Please provide the expiry date of the certificate.');
    expect(withoutRowLabel('Ref. TRM 11.1.2 (Network security). Please confirm that production is segregated.')).toBe(
      '(Network security). Please confirm that production is segregated.',
    );
    expect(withoutRowLabel('No. 7 Are backups encrypted?')).toBe('Are backups encrypted?');
    expect(withoutRowLabel('Ref. NIS 2 Are you compliant?')).toBe('Ref. NIS 2 Are you compliant?');
    expect(withoutRowLabel('No EU Hosting?')).toBe('No EU Hosting?');
  });

  it('reads "(applies / does not apply)" and "yes / no / partly" as the Yes/No cue, whose "not" negates nothing asked', () => {
    expect(ask('3.2 (Zugriffskontrolle) Access rights are given only after the need-to-know principle (applies / does not apply).')).toMatchObject({
      answer: 'Yes',
      sources: [expect.objectContaining({ id: 'i_least' })],
    });
    expect(ask('2.4 The remote access of the employees to internal systems is done over a classic company VPN (applies / does not apply).')).toMatchObject({
      answer: 'No',
      sources: [expect.objectContaining({ id: 'i_zta' })],
    });
    expect(terms('Are audit logs retained? yes / no / partly')).toEqual(terms('Are audit logs retained?'));
  });

  it('asks for text after a Yes/No question that asks which thing, and for a Yes when it asks which party or which evidence', () => {
    expect(questionForm('Are the hard disks of the laptops encrypted? If yes, which?')).toBe('text');
    expect(questionForm('Are the stored data encrypted? If yes, with which algorithm?')).toBe('text');
    expect(questionForm('Can we log in with our own identity provider? If yes, which protocols are supported?')).toBe('text');
    expect(questionForm('Is the solution hosted in a public cloud? If so, which provider?')).toBe('yesno');
    expect(questionForm('Do you allow audits? Existing: yes / no. If yes, which evidences are provided?')).toBe('yesno');
    expect(questionForm('If personal data are transferred to a third country outside of the EEA, on which guarantee is this based?')).toBe('text');
  });

  it("reads the form's own word in brackets after the words it restates as nothing asked, and keeps a lower-case kind and an acronym", () => {
    expect(ask('TOM-5.2 (Eingabekontrolle) How long are the log files (Protokolldaten) kept? Retention period:')).toMatchObject({
      answer: expect.stringContaining('one year'),
      sources: [expect.objectContaining({ id: 'i_logs' })],
    });
    expect(withoutRestatement(corpus, 'the maximum time for recovering after a disaster (Wiederanlaufzeit / RTO)')).toBe(
      'the maximum time for recovering after a disaster (RTO)',
    );
    expect(withoutRestatement(corpus, 'a personal data breach (Datenpanne, Art. 33 GDPR)')).toBe('a personal data breach  Art. 33 GDPR ');
    expect(withoutRestatement(corpus, 'a certification (TISAX)')).toBe('a certification (TISAX)');
    for (const named of ['Do you use a cloud provider (Hetzner)?', 'Do you use an EDR product (CrowdStrike Falcon)?', 'a vendor (Falcon Systems)'])
      expect(withoutRestatement(corpus, named)).toBe(named);
    expect(ask('Do you perform annual social engineering tests by phone (vishing)?').answer).toBe(NO_ANSWER_FOUND);
  });

  it('reads a category in brackets, or a longer heading with a bracket before a spaced dash, as where the row sits', () => {
    expect(withoutSectionHeading('(Exit management). Please confirm that the bank can export its data at any time.')).toBe(
      'Please confirm that the bank can export its data at any time (Exit management).',
    );
    expect(withoutSectionHeading('(Trennungsgebot) Production systems are separated from test systems.')).toBe(
      'Production systems are separated from test systems.',
    );
    expect(withoutSectionHeading('(Backups) Are they encrypted at rest?')).toBe('(Backups) Are they encrypted at rest?');
    expect(withoutSectionHeading('(Backups) Encrypted?')).toBe('(Backups) Encrypted?');
    expect(withoutSectionHeading('Customer IP allowlisting (network restriction) – Is it available?')).toBe(
      'Customer IP allowlisting (network restriction) – Is it available?',
    );
    expect(
      withoutSectionHeading(
        'Pseudonymisation and encryption (Pseudonymisierung und Verschlüsselung, Art. 32 para. 1 lit. a GDPR) – Are the stored data encrypted?',
      ),
    ).toBe('Are the stored data encrypted?');
    expect(withoutSectionHeading('Customer data is encrypted (AES-256) – Are the keys rotated?')).toBe(
      'Customer data is encrypted (AES-256) – Are the keys rotated?',
    );
    expect(questionForm(withoutSectionHeading('Availability control (Verfügbarkeitskontrolle) – In which interval are backups made?'))).toBe('text');
    expect(
      ask('Nr. 45 (Verfügbarkeitskontrolle) Please give the maximum time for restarting the application after a disaster (Wiederanlaufzeit / RTO).'),
    ).toMatchObject({
      answer: expect.stringContaining('4 hours'),
      sources: [expect.objectContaining({ id: 'i_dr' })],
    });
  });

  it("reads a translated annex's phrasing as a native writer puts it", () => {
    expect(nativeReading('Is ensured that all employees use MFA?')).toBe(' Is it ensured that all employees use MFA?');
    expect(nativeReading('Please describe, how is ensured that visitors are escorted.')).toBe('Please describe how it is ensured that visitors are escorted.');
    expect(nativeReading('Are the notebooks of the employees encrypted?')).toBe('Are the laptops of the employees encrypted?');
    expect(nativeReading('Are Jupyter notebooks shared?')).toBe('Are Jupyter notebooks shared?');
    expect(nativeReading('Productive system and test systems are separated.')).toBe('Production system and test systems are separated.');
    expect(nativeReading('Is the processor certified after ISO/IEC 27001?')).toBe('Is the processor certified to ISO/IEC 27001?');
    expect(nativeReading('informed about a violation of the protection of personal data')).toBe('informed about a personal data breach');
    expect(nativeReading('the maximum time for restarting the application after a disaster')).toBe('the recovery time objective');
    expect(nativeReading('How are systems restarted after a disaster?')).toBe('How are systems recovering after a disaster?');
    expect(nativeReading('Are services restarted automatically after an outage?')).toBe('Are services restarted automatically after an outage?');
    expect(nativeReading('Please state, if applicable, the name of your certification body.')).toBe(
      'Please state, if applicable, the name of your certification body.',
    );
    expect(nativeReading('Please furnish the expiry date.')).toBe('Please provide the expiry date.');
    expect(nativeReading('compliance with the agreed TOM')).toBe('compliance with the agreed technical and organisational measures');
    expect(nativeReading('TOM-4.4 Are transfers assessed?')).toBe('TOM-4.4 Are transfers assessed?');
    expect(nativeReading('TOM 4.4 Are transfers assessed?')).toBe('TOM 4.4 Are transfers assessed?');
    expect(nativeReading('Has Tom signed it?')).toBe('Has Tom signed it?');
  });

  it('reads "the processor" as the respondent, and "the bank" that may do a thing as the customer', () => {
    expect(withRespondentNamed(corpus, 'Does the processor allow audits?')).toBe('Does the vendor allow audits?');
    expect(withRespondentNamed(corpus, 'Are all employees of the processor trained?')).toBe('Are all employees of the vendor trained?');
    expect(withRespondentNamed(corpus, 'Is the processor itself certified?')).toBe('Is the vendor itself certified?');
    expect(withRespondentNamed(corpus, 'Does the processor for card payments store card data?')).toBe('Does the processor for card payments store card data?');
    expect(withRespondentNamed(corpus, 'Does the processor hold a PCI DSS attestation?')).toBe('Does the processor hold a PCI DSS attestation?');
    expect(withRespondentNamed(corpus, 'Is customer data encrypted before it is sent to the processor?')).toBe(
      'Is customer data encrypted before it is sent to the processor?',
    );
    expect(terms('that the bank can export its data')).toEqual(terms('that customer can export its data'));
    expect(terms('Do you validate bank details?')).toContain('bank');
  });

  it('reads a thing described after a comma as asked for, not its separation', () => {
    expect(ask('Can the client get an own dedicated instance of the application, separated from other customers? yes / no')).toMatchObject({
      answer: 'No',
      sources: [expect.objectContaining({ id: 'i_single' })],
    });
    expect(ask('Are data stores isolated from the internet?')).toMatchObject({ answer: 'Yes', sources: [expect.objectContaining({ id: 'i_net' })] });
    expect(ask('Do data stores live in private subnets, isolated from the internet?')).toMatchObject({
      answer: 'Yes',
      sources: [expect.objectContaining({ id: 'i_net' })],
    });
  });

  it('reads a place as the sources write it: the United Kingdom is not named by the United States', () => {
    const c = corpusOfItems([
      OTHER_TOPICS.access,
      OTHER_TOPICS.rest,
      { itemUid: 'i_where', title: 'Data residency', explanation: 'Customer data is stored in the United States or the European Union.' },
    ]);
    for (const q of ['Is customer data stored in the United Kingdom?', 'Is customer data stored solely within the United Kingdom?'])
      expect([q, draftAnswer(c, q).answer, draftAnswer(c, q).sources.map((x) => x.id)]).toEqual([q, 'No', ['i_where']]);
    expect(draftAnswer(c, 'Is customer data stored in the United States?').answer).toBe('Yes');
  });

  it('reads "penetration tested" as a penetration test, and a privacy management system as what ISO/IEC 27701 certifies', () => {
    expect(terms('Is the application penetration tested every year?')).toContain('pentest');
    expect(terms('Is the application penetration tested every year?')).not.toContain('test');
    expect(terms('Is your privacy management system certified?')).toEqual(terms('Is your ISO 27701 certified?'));
    expect(terms('a privacy information management system')).toEqual(terms('ISO 27701'));
  });

  it('answers No to storing or hosting data in a place the sources do not name, however the question words it', () => {
    for (const q of [
      "Can the vendor store and process the bank's customer information in a data centre located in Singapore?",
      'Can you host customer data in Singapore?',
    ])
      expect(ask(q)).toMatchObject({ answer: 'No', sources: [expect.objectContaining({ id: 'i_residency' })] });
    expect(ask('Can you host customer data in the United States?').answer).toBe('Yes');
    expect(ask('Can you confirm that you do not host customer data in Singapore?').answer).not.toBe('No');
  });

  it('reads formal and translated terms as sources word them', () => {
    expect(terms('the ISO/IEC 27001 certificate of registration')).toEqual(terms('the ISO/IEC 27001 certificate'));
    expect(terms('third-country transfers')).toEqual(terms('third country transfers'));
    expect(terms('data separated logically')).toEqual(terms('data separated'));
    expect(terms('protection against malware on all laptops and servers')).toContain('edr');
    expect(terms('protection against malware in uploaded files')).not.toContain('edr');
    expect(terms('safeguards against malicious code on devices brought by visitors')).not.toContain('edr');
    expect(terms('a virus scanner on every laptop')).toContain('edr');
    expect(terms('Are the hard disks of the laptops encrypted?')).toContain('diskencryption');
    expect(terms('Are hard disks in the data centre encrypted?')).not.toContain('diskencryption');
    expect(terms('a software bill of materials')).toEqual(terms('an SBOM'));
    expect(terms("the RTO of the service supporting the bank's critical systems")).toEqual(terms('the RTO of the service'));
    expect(ask('Are the hard disks of the laptops of the employees encrypted? If yes, which?')).toMatchObject({
      answer: expect.stringContaining('FileVault'),
      sources: [expect.objectContaining({ id: 'i_disk' })],
    });
    expect(ask('Please describe, in which interval penetration tests are made by external testers.')).toMatchObject({
      answer: expect.stringContaining('once a year'),
      sources: [expect.objectContaining({ id: 'i_pentest' })],
    });
    expect(
      ask('Are there measures for the protection against malware on all notebooks and servers (virus scanner / EDR)? Existing: yes / no / partly'),
    ).toMatchObject({
      answer: 'Yes',
      sources: [expect.objectContaining({ id: 'i_edr' })],
    });
  });

  it('reads "its" before a participle as the possessive in a sentence written with its capitals, and as "it is" in a message typed in lower case', () => {
    expect(fromChatRegister('Does the service support custom permission sets in addition to its predefined user roles?')).toBe(
      'Does the service support custom permission sets in addition to its predefined user roles?',
    );
    expect(fromChatRegister('how long can a laptop go w/o updates b4 its blocked')).toBe('How long can a laptop go without updates before it is blocked?');
  });

  it("leaves a reviewer's rating and an explanation field out of the question", () => {
    expect(ask('State the recovery point objective (RPO) of the service. Compliance: Fully / Partially / Not compliant')).toMatchObject({
      answer: expect.stringContaining('1 hour'),
      sources: [expect.objectContaining({ id: 'i_dr' })],
    });
    expect(withoutRemarks('Access to production is logged. Explanation:')).toBe('Access to production is logged.');
  });
});

describe("a student-data agreement's and a US privacy assessment's wording: defined parties and data, statutes cited, asker's notes and legal phrasing", () => {
  const corpus = corpusOfItems([
    OTHER_TOPICS.access,
    OTHER_TOPICS.rest,
    { itemUid: 'i_mfa', title: 'Multi-factor authentication', explanation: 'All staff must use MFA to access production systems.' },
    { itemUid: 'i_tls', title: 'Encryption in transit', explanation: 'Personal data is encrypted in transit with TLS 1.2 or higher.' },
    {
      itemUid: 'i_purpose',
      title: 'Data processing agreement',
      explanation:
        'We process customer data only on the documented instructions of the customer. Nature and purpose: hosting, processing and support of the services.',
    },
    {
      itemUid: 'i_sub',
      title: 'Subprocessor terms',
      explanation: 'We impose data protection obligations on each subprocessor that are no less protective than those in this agreement.',
    },
    {
      itemUid: 'i_leaver',
      title: 'Access reviews',
      explanation: 'Leaver access is removed automatically. Access of terminated personnel is removed within one business day.',
    },
    { itemUid: 'i_breach', title: 'Breach notification', explanation: 'We notify the customer within 72 hours of becoming aware of a personal data breach.' },
    { itemUid: 'i_dsr', title: 'Data subject requests', explanation: 'We help customers respond to data subject requests within the statutory deadlines.' },
    { itemUid: 'i_soa', title: 'Statement of Applicability', explanation: 'A.8.30 Outsourced development Not applicable - no outsourced development.' },
    { itemUid: 'i_pci', title: 'PCI DSS', explanation: 'PCI DSS does not apply to us: we never store, process or transmit cardholder data.' },
    { itemUid: 'i_vulns', title: 'Dependency scanning', explanation: 'Critical vulnerabilities are patched within 7 days and high within 30 days.' },
    { itemUid: 'i_ccpa', title: 'CCPA', explanation: 'We act as a service provider under the CCPA and do not sell or share personal information.' },
    { itemUid: 'i_where', title: 'Data residency', explanation: 'Customer data is stored in the United States or the European Union.' },
    { itemUid: 'i_isolation', title: 'Tenant isolation', explanation: "Each tenant's data is isolated with row-level security." },
    { itemUid: 'i_saas', title: 'Service description', explanation: 'The platform is a multi-tenant software-as-a-service application for operations teams.' },
  ]);
  const ask = (q: string) => draftAnswer(corpus, q);
  const said = answeredFrom(corpus);

  it('reads a school district and a business as the customer, and its Student Data and Education Records as customer data', () => {
    expect(terms("the LEA's Student Data")).toEqual(terms("the customer's customer data"));
    expect(terms('Education Records')).toEqual(terms('customer data'));
    expect(terms("the District's pupil records")).toEqual(terms("the customer's customer data"));
    expect(terms("the Business's data")).toEqual(terms("the customer's data"));
    expect(terms('the Business Continuity Plan')).toEqual(terms('the business continuity plan'));
    expect(terms('the District of Columbia')).not.toContain('custom');
    expect(terms('staff education')).toEqual(terms('staff training'));
    expect(withRespondentNamed(corpus, "Is the LEA's Student Data segregated?")).toBe("Is the LEA's Student Data segregated?");
    expect(
      said('F-2.1 Provider affirms that all Provider personnel must use multi-factor authentication to access production systems that store Student Data.'),
    ).toEqual(['Yes', ['i_mfa']]);
  });

  it("drops a statute's section cited in the sentence, and an asker's note in brackets, from what is asked", () => {
    expect(withoutProvisionReferences('Provider shall encrypt Student Data, as required by Section 2-d(5)(f)(5) of the Education Law.')).toBe(
      'Provider shall encrypt Student Data.',
    );
    expect(withoutProvisionReferences('Does Provider sell data within the meaning of Cal. Bus. & Prof. Code § 22584(b)(3)?')).toBe('Does Provider sell data?');
    expect(withoutProvisionReferences('Will Provider help with requests (34 C.F.R. §§ 99.10–99.22; Education Law § 2-d(3)(c))?')).toBe(
      'Will Provider help with requests?',
    );
    expect(withoutProvisionReferences('Is this set out in Section 4 of the Agreement?')).toBe('Is this set out in Section 4 of the Agreement?');
    expect(withoutProvisionReferences('Is it described in Section 3?')).toBe('Is it described in Section 3?');
    expect(
      withoutProvisionReferences(
        'Specify the period within which Provider will notify the LEA (the LEA notes that 8 NYCRR § 121.10(a) requires notice in no case more than seven days after discovery).',
      ),
    ).toBe('Specify the period within which Provider will notify the LEA.');
    // A requirement in the note is what a Yes must meet; a question for a value is answered whatever it requires.
    expect(withoutProvisionReferences('Do you notify customers (note: our policy requires 24 hours)?')).toBe(
      'Do you notify customers (note: our policy requires 24 hours)?',
    );
    expect(withoutProvisionReferences('State when customers are notified (note: our policy requires 24 hours).')).toBe('State when customers are notified.');
    expect(withoutProvisionReferences('Describe your key management (N.B. the annex lists our keys).')).toBe('Describe your key management.');
    for (const cited of [
      'Do you comply with 16 C.F.R. § 314?',
      'Are you compliant with Section 404 of the Sarbanes-Oxley Act?',
      'Are you a covered entity under 45 C.F.R. § 160.103?',
      'Have all employees acknowledged Section 2 of the Code of Conduct?',
    ])
      expect(withoutProvisionReferences(cited)).toBe(cited);
    expect(withoutProvisionReferences('Do you log access (including admin access)?')).toBe('Do you log access (including admin access)?');
    expect(
      ask(
        '§ 6(a). Specify the period within which Provider will notify the LEA of a Security Incident involving Student Data (the LEA notes that Section 2-d(6) of the Education Law requires notice in no case more than seven calendar days after discovery).',
      ),
    ).toMatchObject({ answer: expect.stringContaining('72 hours'), sources: [expect.objectContaining({ id: 'i_breach' })] });
  });

  it('reads a statement the respondent affirms as one to confirm, a bound "no less … than" and a condition inside it included', () => {
    expect(
      said(
        'Provider shall bind each Subprocessor, by written agreement, to data protection obligations no less protective of Student Data than those imposed on Provider under this Agreement. Indicate compliance: Yes / No.',
      ),
    ).toEqual(['Yes', ['i_sub']]);
    expect(
      said(
        'Provider affirms that, if it stores, processes or transmits payment card data in connection with the Services (for example, meal-account payments), it maintains compliance with the Payment Card Industry Data Security Standard.',
      ),
    ).toEqual(['N/A', ['i_pci']]);
    expect(said('Provider affirms that staff must use multi-factor authentication to access production systems.')).toEqual(['Yes', ['i_mfa']]);
    expect(terms('the Payment Card Industry Data Security Standard (PCI DSS)')).toEqual(terms('PCI DSS'));
  });

  it('answers whether data is used for any other purpose from a limit, and Yes when asked that it is not', () => {
    for (const [q, answer] of [
      ['Will the vendor use customer data for any other purpose?', 'No'],
      ['Is customer data used for other purposes?', 'No'],
      ['Will the vendor not use customer data for any other purpose?', 'Yes'],
      [
        'Provider affirms that it will process Student Data only on the documented instructions of the LEA, and will not use Education Records for any other purpose.',
        'Yes',
      ],
    ])
      expect([q, ask(q).answer, ask(q).sources.map((s) => s.id)]).toEqual([q, answer, ['i_purpose']]);
  });

  it('asks for a duration in "the period within which", and reads the words of TLS, SLAs and requests by the people a law protects as sources word them', () => {
    expect(said('Specify the period within which Provider revokes the access of its personnel to systems after their employment ends.')).toEqual([
      expect.stringContaining('one business day'),
      ['i_leaver'],
    ]);
    expect(terms('the Transport Layer Security protocol')).toEqual(terms('TLS'));
    expect(said('Specify the minimum version of the Transport Layer Security protocol Provider accepts for Student Data in transit.')).toEqual([
      expect.stringContaining('TLS 1.2'),
      ['i_tls'],
    ]);
    expect(terms('remediation timeframes (SLAs)')).toEqual(terms('remediation timeframes'));
    expect(said('Provide the remediation timeframes (SLAs) for critical and high vulnerabilities.')).toEqual([expect.stringContaining('7 days'), ['i_vulns']]);
    expect(terms('requests by parents, legal guardians or eligible students to inspect, review, correct or delete records')).toContain('datasubjectrequest');
    expect(terms('verifiable consumer requests')).toContain('datasubjectrequest');
    expect(terms('consumer products')).not.toContain('datasubjectrequest');
    expect(said('Will Provider assist the LEA in responding to requests by parents or eligible students to inspect or correct Student Data?')).toEqual([
      'Yes',
      ['i_dsr'],
    ]);
  });

  it('reads third parties engaged for development as outsourced development (not its infrastructure), and "U.S." as the United States', () => {
    for (const q of [
      'Does Provider engage third parties to perform outsourced development?',
      'Do you use contractors for software development?',
      'Do you outsource any software development to third parties?',
    ])
      expect([q, ask(q).answer, ask(q).sources.map((s) => s.id)]).toEqual([q, 'No', ['i_soa']]);
    expect(terms('Outsourced development')).toEqual(terms('outsourcing of development'));
    expect(terms('Do you rely on third parties for development infrastructure?')).not.toContain('vendor');
    expect(terms('the United States')).toEqual(['unit', 'state']);
    expect(terms('a U.S. workspace')).toEqual(terms('a United States workspace'));
    expect(terms('Is it in the U.S.?')).toEqual(terms('Is it in the United States?'));
    expect(said('Is data stored in the U.S.?')).toEqual(['Yes', ['i_where']]);
  });

  it('reads sharing for cross-context behavioural advertising as sharing, and a multi-tenant setting of a separation as no topic of its own', () => {
    expect(terms('share personal information for cross-context behavioral advertising')).toEqual(terms('share personal information'));
    const shared = ask('Does the Service Provider "share" the Business\'s personal information for cross-context behavioral advertising?');
    expect([shared.answer, shared.sources[0]?.id]).toEqual(['No', 'i_ccpa']);
    expect(said("Is the LEA's Student Data logically segregated from other customers' data within the shared, multi-tenant Services?")).toEqual([
      'Yes',
      ['i_isolation'],
    ]);
    expect(terms('Is the platform a multi-tenant service?')).toContain('multitenant');
  });

  it('keeps what these readings must not change: a denial before another comparison, use for advertising, a business term, a law-enforcement agency, a prohibition', () => {
    const c = corpusOfItems([
      OTHER_TOPICS.access,
      OTHER_TOPICS.rest,
      { itemUid: 'i_logs', title: 'Application logs', explanation: 'Application logs are no longer kept for more than 90 days.' },
      { itemUid: 'i_tls0', title: 'Legacy protocols', explanation: 'TLS 1.0 is no longer supported by any endpoint other than the legacy API.' },
      {
        itemUid: 'i_use',
        title: 'Use of data',
        explanation:
          'We use personal information only to provide the services. Employees are prohibited from using customer data for any purpose other than providing the services.',
      },
      { itemUid: 'i_export', title: 'Data export', explanation: 'Customers can export all of their data at any time.' },
      { itemUid: 'i_bia', title: 'Business impact analysis', explanation: 'A business impact analysis is performed every two years.' },
      { itemUid: 'i_pentest', title: 'Penetration testing', explanation: 'An independent firm tests the application at least once a year.' },
      {
        itemUid: 'i_offboarding',
        title: 'Offboarding',
        explanation: 'Access of leavers is revoked through the identity provider when their employment ends. Revocation completes within one business day.',
      },
    ]);
    const answer = answeredFrom(c);
    expect(answer('Are application logs kept for more than 90 days?')).toEqual(['No', ['i_logs']]);
    expect(answer('Supplier shall have the application tested by an independent firm no less than once a year.')).toEqual(['Yes', ['i_pentest']]);
    expect(answer('Is TLS 1.0 supported?')).toEqual(['No', ['i_tls0']]);
    expect(answer('Do you prohibit the use of personal information for other purposes?')).toEqual(['Yes', ['i_use']]);
    expect(answer('Do you use personal information for any other purpose?')).toEqual(['No', ['i_use']]);
    expect(answer('Can customers export their data for any other use, such as migration?')).toEqual(['Yes', ['i_export']]);
    expect(answer('Is the Business impact analysis performed?')).toEqual(['Yes', ['i_bia']]);
    expect(answer('Specify the period within which access of leavers is revoked when their employment ends.')).toEqual([
      expect.stringContaining('one business day'),
      ['i_offboarding'],
    ]);
    expect(terms('use personal information for cross-context behavioral advertising')).toContain('advert');
    expect(terms('the Business continuity plan')).toEqual(terms('the business continuity plan'));
    expect(terms('Do you notify us when the LEA requests access?')).toContain('lea');
    expect(terms("the District's Student Data")).toEqual(terms("the customer's customer data"));
    expect(terms('the Business’s Personal Information')).toEqual(terms("the customer's personal information"));
    expect(terms('students’ data')).toEqual(terms('customer data'));
    expect(terms('payment card industry data')).not.toContain('pci');
    expect(terms('Transport Layer Security 1.2')).toEqual(terms('TLS 1.2'));
    expect(terms('consumer requests to the API')).not.toContain('datasubjectrequest');
    expect(terms('requests from consumers of the API')).not.toContain('datasubjectrequest');
  });

  it("answers No when a report leaves its providers' controls out (the carve-out method), whatever sentence names the providers", () => {
    const c = corpusOfItems([
      OTHER_TOPICS.access,
      OTHER_TOPICS.rest,
      {
        itemUid: 'i_soc2',
        title: 'SOC 2 Type II report',
        explanation:
          'Northwind Cloud uses subservice organizations: Amazon Web Services for cloud infrastructure. The description includes only the controls of Northwind Cloud and excludes controls of the subservice organizations (the carve-out method). The report covers the Security criteria.',
      },
    ]);
    const answer = answeredFrom(c);
    for (const q of [
      'Does the SOC 2 report include, and test directly, the controls of its hosting provider (the inclusive method)?',
      'Provider affirms that the scope of its SOC 2 report includes the controls of the Subprocessors that furnish its cloud infrastructure.',
      'Does your SOC 2 report cover the controls of your subprocessors?',
    ])
      expect([q, ...answer(q)]).toEqual([q, 'No', ['i_soc2']]);
    expect(answer('Does the SOC 2 report cover the Security criteria?')).toEqual(['Yes', ['i_soc2']]);
  });
});

describe("a Québec privacy impact assessment's and a law firm's requirements schedule's wording: headings, defined terms, legal reservations and choices", () => {
  const corpus = corpusOfItems([
    OTHER_TOPICS.access,
    OTHER_TOPICS.rest,
    { itemUid: 'i_host', title: 'Cloud hosting', explanation: 'The service is hosted on Amazon Web Services in the United States or the European Union.' },
    {
      itemUid: 'i_transfers',
      title: 'International transfers',
      explanation: 'Transfers of personal data outside the EEA rely on the Standard Contractual Clauses.',
    },
    { itemUid: 'i_breach', title: 'Breach notification', explanation: 'We notify the customer within 72 hours of becoming aware of a personal data breach.' },
    { itemUid: 'i_dpo', title: 'Privacy program', explanation: 'We have appointed a Data Protection Officer (dpo@example.com).' },
    { itemUid: 'i_leaver', title: 'Access reviews', explanation: 'Access of terminated personnel is removed within one business day.' },
    { itemUid: 'i_ccpa', title: 'CCPA', explanation: 'We act as a service provider under the CCPA and do not sell or share personal information.' },
    { itemUid: 'i_objection', title: 'Subprocessor changes', explanation: 'Customers may object to a new subprocessor on reasonable grounds.' },
    {
      itemUid: 'i_checks',
      title: 'Background checks',
      explanation: 'All employees pass a background check before starting, where permitted by local law.',
    },
    { itemUid: 'i_export', title: 'Data export', explanation: 'Customers can export their data at any time.' },
    { itemUid: 'i_training', title: 'Security awareness training', explanation: 'All employees complete security awareness training every year.' },
    {
      itemUid: 'i_pentest',
      title: 'Penetration testing',
      explanation: 'An independent third party performs a penetration test of the application at least once a year.',
    },
    {
      itemUid: 'i_discipline',
      title: 'Information security policy',
      explanation: 'Violations of the security policies by staff may lead to disciplinary action.',
    },
    { itemUid: 'i_iso', title: 'ISO/IEC 27001', explanation: 'Our information security management system is certified to ISO/IEC 27001.' },
    {
      itemUid: 'i_instructions',
      title: 'Processing instructions',
      explanation: 'We process customer data only on the documented instructions of the customer, for the provision of the services.',
    },
    { itemUid: 'i_vendors', title: 'Vendor management', explanation: 'Critical vendors are evaluated before onboarding.' },
    {
      itemUid: 'i_scope',
      title: 'Policy scope',
      explanation:
        'This policy protects the information entrusted to the company by customers. The policy applies to all employees and contractors, to all information the company processes in any form, and to all systems used to process it, whether owned by the company or provided by third parties.',
    },
  ]);
  const said = answeredFrom(corpus);

  it("reads a section's heading before the first item's number, and a label in two languages, as no part of the question", () => {
    expect(
      said(
        'Section 1 – Description of the technological product or service. 1.1 Identify the cloud provider on which the technological product or service, and the personal information entrusted to it by the enterprise, are hosted.',
      ),
    ).toEqual([expect.stringContaining('Amazon Web Services'), ['i_host']]);
    expect(
      said(
        '3.3 (Gestion des accès / Access management) Indicate the maximum time within which the access rights of personnel are withdrawn upon their departure.',
      ),
    ).toEqual([expect.stringContaining('one business day'), ['i_leaver']]);
    expect(withoutRowLabel('Retention and destruction. 5.1 At the end of the contract, is data deleted?')).toBe('At the end of the contract, is data deleted?');
    // A sentence that states something stays.
    expect(withoutRowLabel('Data is encrypted. 5.1 Are keys rotated?')).toBe('Data is encrypted. 5.1 Are keys rotated?');
    // So does a qualifier of what follows.
    expect(withoutRowLabel('Within 24 hours. 7.1 Do you notify customers?')).toBe('Within 24 hours. 7.1 Do you notify customers?');
    expect(withoutRowLabel('Excluding backups. 4.1 Is data deleted?')).toBe('Excluding backups. 4.1 Is data deleted?');
  });

  it("reads Québec's defined terms: the enterprise, a confidentiality incident, the person in charge, communication outside Québec, a sale for consideration", () => {
    expect(terms("the enterprise's personal information")).toEqual(terms("the customer's personal information"));
    expect(terms('May the enterprise object?')).toEqual(terms('May the customer object?'));
    expect(terms('the enterprise plan')).toContain('enterpris');
    expect(terms('Is MFA enforced across the enterprise?')).toContain('enterpris');
    expect(terms('entrusted to it by the enterprise')).toEqual(terms('entrusted to it by the customer'));
    expect(terms('within 72 hours in any event')).toEqual(terms('within 72 hours'));
    expect(terms('confidentiality undertakings')).toEqual(terms('confidentiality agreements'));
    expect(terms('Do you mandate MFA?')).not.toContain('contract');
    expect(terms('for the purposes of the mandate')).toEqual(terms('for the purposes of the contract'));
    expect(terms('Is personal information communicated outside Québec?')).toEqual(terms('Is personal information transferred outside Québec?'));
    expect(said('7.1 Specify the maximum time within which the service provider notifies the enterprise of a confidentiality incident.')).toEqual([
      expect.stringContaining('72 hours'),
      ['i_breach'],
    ]);
    expect(said('6.2 Indicate the title of the person in charge of the protection of personal information at the service provider.')).toEqual([
      expect.stringContaining('Data Protection Officer'),
      ['i_dpo'],
    ]);
    expect(said('2.4 Does the service provider sell personal information, or communicate it to third parties for consideration?')).toEqual(['No', ['i_ccpa']]);
    expect(said('4.7.1 May the enterprise object to the addition of a new subcontractor?')).toEqual(['Yes', ['i_objection']]);
  });

  it('reads the instruments and mechanisms of a transfer out of the European Economic Area as its safeguards', () => {
    for (const q of [
      'What transfer mechanism do you rely on for transfers out of the European Economic Area?',
      'Specify the contractual instruments the service provider relies on for communications of personal information to other jurisdictions.',
    ])
      expect([q, ...said(q)]).toEqual([q, expect.stringContaining('Standard Contractual Clauses'), ['i_transfers']]);
    expect(terms('out of the European Economic Area')).toEqual(terms('outside the EEA'));
  });

  it('drops a reservation for what the law forbids or requires, and a statute cited for an assessment', () => {
    expect(withoutProvisionReferences('Will the logs be shared, save where prohibited by law?')).toBe('Will the logs be shared?');
    // What the law requires is what such a question asks.
    expect(withoutProvisionReferences('Will data be disclosed to third parties, unless required by law?')).toBe(
      'Will data be disclosed to third parties, unless required by law?',
    );
    expect(withoutProvisionReferences('Indicate the countries where data will be stored, as required for the assessment under section 17 of the Act.')).toBe(
      'Indicate the countries where data will be stored.',
    );
    for (const q of [
      'Will every employee have passed a background check before being granted access, save where such checks are prohibited by local law?',
      'Will every employee have passed a background check, unless such checks are prohibited by local law?',
    ])
      expect([q, ...said(q)]).toEqual([q, 'Yes', ['i_checks']]);
  });

  it('reads a requirement to confirm with its compliance choices, "set out" as a request, and "not only" as no denial', () => {
    expect(
      said(
        'R-1.2 Vendor maintains an information security management system certified to ISO/IEC 27001. Confirm: Compliant / Partially compliant / Non-compliant. Attach evidence.',
      ),
    ).toEqual(['Yes', ['i_iso']]);
    expect(
      said(
        "R-1.6 Vendor's personnel who breach Vendor's information security policies are liable to disciplinary action. Confirm: Compliant / Partially compliant / Non-compliant.",
      ),
    ).toEqual(['Yes', ['i_discipline']]);
    expect(said('Schedule 2, para 3. Set out how often personnel receive security awareness training.')).toEqual([
      expect.stringContaining('every year'),
      ['i_training'],
    ]);
    expect(said('Will the customer be able to export its data at any time, and not only upon termination?')).toEqual(['Yes', ['i_export']]);
    // A breach that is an incident stays one.
    expect(terms('Did you have a data breach affecting the policies?')).not.toContain('violat');
  });

  it("reads a test in every twelve-month period as annual, a sale to a third party as a sale, an obligation's committed figure and purpose limit, and answers an action with data for a third party only from a sentence that states it", () => {
    expect(
      said('Req. 31 Has Vendor engaged an independent third party to carry out a penetration test of the service at least once in every twelve-month period?'),
    ).toEqual(['Yes', ['i_pentest']]);
    for (const q of [
      'Is Client Information, or any personal data contained in it, ever sold by Vendor to a third party?',
      'Is customer data ever sold to a third party?',
      'Do you sell customer data to a third party?',
      'Does the service provider communicate personal information to third parties for consideration?',
    ])
      expect([q, ...said(q)]).toEqual([q, 'No', ['i_ccpa']]);
    // The figure an obligation commits to is asked of the obligation before the request; "for no purpose other than" limits.
    expect(
      said(
        'Schedule 8, para 1. Vendor shall notify the Firm of any personal data breach affecting Client Information within [●] hours. State the maximum period to which Vendor commits.',
      ),
    ).toEqual([expect.stringContaining('72 hours'), ['i_breach']]);
    expect(
      said(
        "Vendor shall process Client Information only on the Firm's documented instructions, and for no purpose other than the provision of the services. Confirm.",
      ),
    ).toEqual(['Yes', ['i_instructions']]);
    // An action with data for a third party that no source names is not answered by a sentence that names the data and
    // third parties.
    for (const q of [
      'Is customer data ever rented to a third party?',
      'Is customer data ever traded with a third party?',
      'Do you ever lease customer data to partners?',
    ])
      expect([q, ...said(q)]).toEqual([q, NO_ANSWER_FOUND, []]);
    // One of the actions asked that a source denies answers; an action of another clause is not the one asked.
    expect(said('Is personal information rented or sold to third parties?')).toEqual(['No', ['i_ccpa']]);
    expect(said('Are critical vendors evaluated before onboarding, or before data is shared with third parties?')).toEqual(['Yes', ['i_vendors']]);
    // A sentence that speaks of the data and of third parties, but not of the action asked, does not answer.
    expect(said('Is customer data handed over to a third party?')).toEqual([NO_ANSWER_FOUND, []]);
    // Asked as a question, "for no purpose other than" asks whether there is such a limit.
    expect(said('Is personal data used for no purpose other than providing the services?')).toEqual([NO_ANSWER_FOUND, []]);
  });
});

describe("an Indian data processor's checklist and a Japanese form in literal translation", () => {
  const corpus = corpusOfItems([
    { itemUid: 'i_breach', title: 'Breach notification', explanation: 'We notify the customer within 72 hours of becoming aware of a personal data breach.' },
    { itemUid: 'i_leaver', title: 'Access reviews', explanation: 'Access of terminated personnel is removed within one business day.' },
    {
      itemUid: 'i_pentest',
      title: 'Penetration testing',
      explanation: 'An independent firm tests the application and cloud perimeter at least once a year.',
    },
    {
      itemUid: 'i_iso',
      title: 'ISO/IEC 27001',
      explanation: 'Our ISO/IEC 27001 certificate was issued on May 15, 2025. The certificate is valid until May 14, 2028.',
    },
    { itemUid: 'i_tls', title: 'Encryption in transit', explanation: 'All connections use TLS 1.2 or higher; TLS 1.0 and 1.1 are disabled.' },
    { itemUid: 'i_backups', title: 'Backups', explanation: 'Databases are backed up daily and backups are kept for 35 days.' },
    { itemUid: 'i_sla', title: 'SLA', explanation: 'The service level agreement commits to 99.95% monthly availability.' },
    {
      itemUid: 'i_failover',
      title: 'Multi-region failover',
      explanation: 'Not yet. Automated failover to a standby region is being rolled out.',
      state: 'workInProgress',
    },
    { itemUid: 'i_dpa', title: 'Data Processing Agreement', explanation: 'Customers can sign our Data Processing Agreement.' },
    { itemUid: 'i_dpo', title: 'Privacy program', explanation: 'We have appointed a Data Protection Officer (dpo@example.com).' },
    { itemUid: 'i_export', title: 'Data export', explanation: 'At the end of the contract, customers can export their data.' },
    {
      itemUid: 'i_findings',
      title: 'Penetration test summary',
      explanation: 'No critical or high findings remain open from the latest penetration test.',
    },
    {
      itemUid: 'i_deletion',
      title: 'Data deletion',
      explanation: 'Customer data is deleted within 30 days of termination, and from backups within a further 35 days.',
    },
  ]);
  const said = answeredFrom(corpus);

  it('reads the row labels such forms number their rows with', () => {
    expect(withoutRowLabel('Sl. No. 24 Please specify the minimum TLS version.')).toBe('Please specify the minimum TLS version.');
    expect(withoutRowLabel('S. No. 3 Whether backups are encrypted?')).toBe('Whether backups are encrypted?');
    expect(withoutRowLabel('Annexure B – 7 Whether any critical findings remain open?')).toBe('Whether any critical findings remain open?');
    expect(withoutRowLabel('2.(2) Does the contractor sell the personal information?')).toBe('Does the contractor sell the personal information?');
    expect(withoutRowLabel('【Item 14】No. 3-1 Please describe the country of the data centre.')).toBe('Please describe the country of the data centre.');
    expect(withoutRowLabel('【Item 8】2.(1) Is the information encrypted?')).toBe('Is the information encrypted?');
    // "Annex A" is a standard's annex, not a row's label.
    expect(withoutRowLabel('Annex A controls: are they all applicable?')).toBe('Annex A controls: are they all applicable?');
    for (const q of [
      'Sl. No. 24 Please specify the minimum TLS version used in transit.',
      'Annexure B – 1 Please specify the minimum TLS version used in transit.',
    ])
      expect([q, ...said(q)]).toEqual([q, expect.stringContaining('TLS 1.2'), ['i_tls']]);
  });

  it('reads "Mention …" as a request for text, and the parties, individuals and notices a DPDP Act checklist names', () => {
    expect(questionForm('Mention the timeline within which breaches are notified.')).toBe('text');
    expect(
      said(
        "Annexure B – 2 Mention the timeline within which the Data Processor will intimate the Data Fiduciary of a personal data breach affecting the Company's data.",
      ),
    ).toEqual([expect.stringContaining('72 hours'), ['i_breach']]);
    // "The Company" is the customer where the row names the respondent by its role; elsewhere it is the respondent.
    expect(said("DP-6.1 Please specify the period within which the Company's personal data will be deleted by the Vendor on termination.")).toEqual([
      expect.stringContaining('30 days'),
      ['i_deletion'],
    ]);
    expect(withRespondentNamed(corpus, "Is the Company's data encrypted?")).toBe("Is the vendor's data encrypted?");
    // A cloud service provider the row asks to name is another's, not the respondent.
    expect(withRespondentNamed(corpus, 'Please specify the cloud service provider on whose infrastructure customer data is hosted.')).toBe(
      'Please specify the cloud service provider on whose infrastructure customer data is hosted.',
    );
    expect(withRespondentNamed(corpus, 'Does the cloud service provider encrypt customer data?')).toBe('Does the vendor encrypt customer data?');
    expect(
      said('DP-2.8 Mention the contact details of the Data Protection Officer to whom grievances and data protection queries of the Company may be addressed.'),
    ).toEqual([expect.stringContaining('dpo@example.com'), ['i_dpo']]);
    expect(said('Sl. No. 32 Please specify the timeline within which access of Vendor personnel is revoked on exit or separation.')).toEqual([
      expect.stringContaining('one business day'),
      ['i_leaver'],
    ]);
    expect(
      said(
        'Annexure B – 5 Whether vulnerability assessment and penetration testing (VAPT) of the application is carried out by an independent third party at least once a year? (Yes / No / Partially / NA)',
      ),
    ).toEqual(['Yes', ['i_pentest']]);
    expect(said("DP-1.3 Mention the date up to which the Vendor's current ISO/IEC 27001 certificate is valid.")).toEqual([
      expect.stringContaining('May 14, 2028'),
      ['i_iso'],
    ]);
  });

  it('leaves alone what only looks like those readings (a review of them)', () => {
    for (const q of [
      'Does the architecture rely on separation between production and development environments?',
      'What happens to our data when we conclude the contract?',
      'Does the platform store intimate data such as health information?',
      'Do you take out insurance for data breaches?',
      'Is the password validity period limited to 90 days?',
      'Are vulnerability assessment and penetration tests performed quarterly?',
      'Is MFA enforced on communication channels such as Slack and Teams?',
      'Describe the retirement of employee laptops.',
      'What is the frequency of acquisition of threat intelligence feeds?',
    ])
      expect(nativeReading(q)).toBe(q);
    // The respondent registered as a Data Fiduciary is no customer; nor is a source's own "the Company".
    expect(terms('Is your organisation registered as a Significant Data Fiduciary?')).not.toContain('custom');
    expect(terms('The Company assesses the security of the Supplier annually.')).not.toContain('custom');
    expect(withRespondentNamed(corpus, 'The Company may audit the Vendor annually. Confirm.')).toBe('The customer may audit the vendor annually. Confirm.');
    // "Mention whether …" asks Yes or No, as "Confirm whether …" does.
    expect(questionForm('Kindly mention whether data at rest is encrypted using AES-256.')).toBe('yesno');
    expect(questionForm('Mention if MFA is enforced for remote access.')).toBe('yesno');
    // A cloud service provider the row names without a naming verb, or whose possessive it asks, is the respondent.
    expect(withRespondentNamed(corpus, 'Name the cloud service provider that hosts customer data.')).toBe(
      'Name the cloud service provider that hosts customer data.',
    );
    expect(withRespondentNamed(corpus, "Please specify the cloud service provider's incident notification timeline.")).toBe(
      "Please specify the vendor's incident notification timeline.",
    );
    // Labels in brackets, however many, are read once.
    expect(withoutRowLabel(`${'【a】'.repeat(7_000)} Is MFA enforced?`)).toBe('Is MFA enforced?');
  });

  it('reads the literal translation of a Japanese checklist as an English writer would put it', () => {
    expect(nativeReading('Before concluding an agreement with the contractor, is the list of subprocessors disclosed?')).toBe(
      'Before signing an agreement with the contractor, is the list of subprocessors disclosed?',
    );
    expect(said('No. 5-3 Please describe the protocol and its version used for the encryption of the communication path.')).toEqual([
      expect.stringContaining('TLS 1.2'),
      ['i_tls'],
    ]);
    expect(said('No. 5-4 Is the connection by the old protocols such as TLS 1.0 and TLS 1.1 still accepted? (○ / × / -)')).toEqual(['No', ['i_tls']]);
    expect(
      said('【Item 41】No. 9-1 Please describe the situation of the backup acquisition (the frequency of the acquisition and the retention period).'),
    ).toEqual([expect.stringContaining('35 days'), ['i_backups']]);
    expect(said('【Item 45】No. 10-1 Please describe the guaranteed value of the availability (operating rate) in the SLA.')).toEqual([
      expect.stringContaining('99.95%'),
      ['i_sla'],
    ]);
    expect(said('No. 6-4 In the case of the retirement of the staff, within how long is the access right of the said staff deleted?')).toEqual([
      expect.stringContaining('one business day'),
      ['i_leaver'],
    ]);
    expect(
      said(
        'No. 9-4 In the case that the whole region becomes unavailable by the disaster, is the automatic switching (failover) to the standby region already implemented? (○ / × / -)',
      ),
    ).toEqual(['No', ['i_failover']]);
    expect(
      said('No. 13-2 As the result of the latest penetration test, do the vulnerabilities of the critical or high level remain without the countermeasure?'),
    ).toEqual(['No', ['i_findings']]);
    expect(
      said(
        'No. 14-3 Is it possible to conclude the agreement on the handling of the personal information (Data Processing Agreement) between our company and the contractor?',
      ),
    ).toEqual(['Yes', ['i_dpa']]);
    expect(
      said('【Item 48】No. 11-1 Regarding the time of the contract end, is it possible for our company to take out (export) the data of our company?'),
    ).toEqual(['Yes', ['i_export']]);
    expect(said('No. 11-4 Please describe also until when the data remaining in the backup is deleted.')).toEqual([
      expect.stringContaining('35 days'),
      ['i_deletion'],
    ]);
    expect(said('No. 1-3 Regarding the certificate of the above No. 1-2, please describe the expiry date of the valid period.')).toEqual([
      expect.stringContaining('May 14, 2028'),
      ['i_iso'],
    ]);
    expect(said('Is the vulnerability diagnosis by the penetration test of the third party organisation conducted at least once a year?')).toEqual([
      'Yes',
      ['i_pentest'],
    ]);
  });
});

describe("a GxP supplier audit's and an NHS supplier submission's wording", () => {
  const corpus = corpusOfItems([
    { itemUid: 'i_sdlc', title: 'Secure development', explanation: 'We do not outsource software development: our own engineers write all code.' },
    { itemUid: 'i_logs', title: 'Logging', explanation: 'Audit logs are shipped to a write-once log archive account.' },
    { itemUid: 'i_tenancy', title: 'Tenant isolation', explanation: "Each tenant's data is logically isolated with row-level security." },
    {
      itemUid: 'i_encryption',
      title: 'Encryption at rest',
      explanation: 'All customer data at rest is encrypted with AES-256, including databases, object storage and backups.',
    },
    { itemUid: 'i_backups', title: 'Backups', explanation: 'Database snapshots are taken daily and kept for 35 days.' },
    { itemUid: 'i_export', title: 'Data export', explanation: 'Customers can export their data at any time.' },
    {
      itemUid: 'i_sso',
      title: 'Single sign-on',
      explanation: 'Customers can require sign-in through their identity provider (Okta, Microsoft Entra ID, Google Workspace) with SAML 2.0.',
    },
    { itemUid: 'i_patching', title: 'Vulnerability management', explanation: 'Critical vulnerabilities are patched within 7 days.' },
    { itemUid: 'i_mfa', title: 'MFA', explanation: 'Employees sign in to all production systems with phishing-resistant FIDO2 security keys.' },
    { itemUid: 'i_ha', title: 'High availability', explanation: 'The infrastructure runs across three availability zones with automatic failover.' },
    { itemUid: 'i_gdpr', title: 'GDPR', explanation: 'We comply with the EU GDPR and the UK GDPR.' },
    {
      itemUid: 'i_residency',
      title: 'Data residency',
      explanation: 'Customers choose whether their data is stored in the United States or the European Union.',
    },
    { itemUid: 'i_hosting', title: 'Hosting', explanation: 'Our infrastructure runs on Amazon Web Services in the us-east-1 and eu-central-1 regions.' },
  ]);
  const said = answeredFrom(corpus);

  it("reads a section's heading before a lettered row number, and the parties such forms name", () => {
    expect(withoutRowLabel('Section C2 – Data protection. C2.1 Does your organisation comply with the UK GDPR?')).toBe(
      'Does your organisation comply with the UK GDPR?',
    );
    expect(said('Section C2 – Data protection. C2.1 Does your organisation comply with the UK General Data Protection Regulation (UK GDPR)? Yes / No')).toEqual(
      ['Yes', ['i_gdpr']],
    );
    expect(said("6.4 Are the Regulated Company's electronic records logically segregated from those of other tenants? (Y / N / N/A)")).toEqual([
      'Yes',
      ['i_tenancy'],
    ]);
    expect(said('C2.10.2 Can the Trust export its data from the service at any point during the contract? Yes / No')).toEqual(['Yes', ['i_export']]);
    expect(said('14.5 Can the Regulated Company export its data from the Service at any time, including before decommissioning? (Y / N / N/A)')).toEqual([
      'Yes',
      ['i_export'],
    ]);
    expect(said("C3.8 Does the product support single sign-on with the Trust's Microsoft Entra ID (Azure AD) tenant? Yes / No")).toEqual(['Yes', ['i_sso']]);
    const terms = (text: string) => tokenize(text).map((t) => t.term);
    expect(terms('Azure Active Directory')).toEqual(terms('Microsoft Entra ID'));
    expect(terms('Azure OpenAI')).toEqual(['azure', 'openai']);
  });

  it('reads their wording of what is asked', () => {
    expect(said('2.5 Does the Supplier subcontract any part of the software development of the Service to third parties? (Y / N / N/A)')).toEqual([
      'No',
      ['i_sdlc'],
    ]);
    expect(said('5.3 Are logs protected against alteration or deletion? (Y / N / N/A)')).toEqual(['Yes', ['i_logs']]);
    expect(said("10.1 State the retention period of database backups of the Regulated Company's data.")).toEqual([
      expect.stringContaining('35 days'),
      ['i_backups'],
    ]);
    expect(said('C3.5 Summarise your target timescale for remediating critical vulnerabilities.')).toEqual([expect.stringContaining('7 days'), ['i_patching']]);
    expect(
      said('4.3 Describe the authentication method required for Supplier personnel (administrators, engineers) to access the production environment.'),
    ).toEqual([expect.stringContaining('FIDO2'), ['i_mfa']]);
    expect(said('7.2 Describe how the qualified infrastructure is designed for high availability (e.g. number of availability zones, failover).')).toEqual([
      expect.stringContaining('three availability zones'),
      ['i_ha'],
    ]);
  });

  it('reads where data can be hosted and stored, and a provider asked for by whose infrastructure it is', () => {
    expect(said('DP-3.2 Whether customer data can be hosted and stored within India? (Yes / No / Partially / NA)')).toEqual(['No', ['i_residency']]);
    expect(
      said('DP-3.1 Please specify the cloud service provider on whose infrastructure customer data will be hosted, along with the hosting regions.'),
    ).toEqual([expect.stringContaining('Amazon Web Services'), ['i_hosting']]);
    // "Whose" and "along with" are phrasing, no words a source must use.
    const terms = (text: string) => tokenize(text).map((t) => t.term);
    expect(terms('the provider on whose infrastructure data is hosted, along with the regions')).toEqual(
      terms('the provider on infrastructure data is hosted, with the regions'),
    );
  });

  it('leaves alone what only looks like those readings', () => {
    // A trust center is no party; "the Trust" is the customer only as one.
    expect(tokenize('Is the Trust Center public?').map((t) => t.term)).toEqual(tokenize('Is the trust center public?').map((t) => t.term));
    // Whether the infrastructure is qualified is still asked.
    expect(tokenize('Is the infrastructure qualified?').map((t) => t.term)).toContain('qualifi');
    // A bracket the sources name, or one of a single unknown word, stays a thing asked about.
    expect(withoutRestatement(corpus, 'Are staff trained to recognise calls (vishing)?')).toBe('Are staff trained to recognise calls (vishing)?');
    // What "at any time" includes is a time ("before decommissioning"), not a thing ("including attachments").
    expect(mainQuestion('Can we export our data at any time, including before decommissioning?')).toBe('Can we export our data at any time?');
    expect(mainQuestion('Can we export our data at any time, including attachments?')).toBe('Can we export our data at any time, including attachments?');
    // Only a time before the end: "after termination" or "during disaster recovery" is a further time asked.
    for (const q of ['Can we export our data at any time, including after termination?', 'Can we export our data at any time, even during disaster recovery?'])
      expect(mainQuestion(q)).toBe(q);
    // A list in brackets gives examples after people's roles; a condition on them, or things, is what is asked.
    expect([...exampleTerms('Is MFA required for personnel (administrators, engineers)?')]).toEqual(['administr', 'engin']);
    expect([...exampleTerms('Are uploaded files (attachments, exports) encrypted at rest?')]).toEqual([]);
    expect([...exampleTerms("Is access to the Trust's data limited to staff (UK-based and SC-cleared)?")]).toEqual([]);
    expect([...exampleTerms('Is customer data only accessed by employees (not contractors)?')]).toEqual([]);
    const terms = (text: string) => tokenize(text).map((t) => t.term);
    // Only development subcontracted is outsourced; a service subcontracted is a sub-processor's work.
    expect(terms('Do you subcontract any part of the service to third parties?')).not.toContain('vendor');
    expect(terms('Do you subcontract any part of the software development?')).toContain('vendor');
    // Protected against tampering alone is integrity, not a write-once store.
    expect(terms('Are backups protected against unauthorised modification?')).not.toContain('immut');
    // Electronic records of something else are not the customer's data.
    expect(terms('Do you keep electronic records of staff training?')).not.toContain('data');
    // Whether it is qualified, and summarising as a feature, are asked.
    expect(terms('Is the service hosted on a qualified infrastructure?')).toContain('qualifi');
    expect(terms('Does the service use AI to summarise customer documents?')).toContain('summar');
    // Azure AD's own products keep their names.
    expect(terms('Do you use Azure AD Identity Protection?')).not.toContain('entra');
    // A trust center, in either case, is no party.
    expect(terms('Is the Trust center page public?')).toEqual(terms('Is the trust center page public?'));
    // A control's reference after a statement is no row number under a heading.
    expect(withoutRowLabel('MFA enforced for remote access. CC6.1 The entity implements logical access security.')).toBe(
      'MFA enforced for remote access. CC6.1 The entity implements logical access security.',
    );
    // A retention period's setter or start is not a duration.
    expect(answerTypeOf('Who sets the retention period for customer data?')?.('Data is kept for 35 days.')).not.toBe(true);
  });
});

describe("a CMMC supplier questionnaire's and a CPS 234 assessment's wording", () => {
  const corpus = corpusOfItems([
    {
      itemUid: 'i_policy',
      title: 'Information security policy',
      explanation: 'The information security policy is approved by leadership and reviewed annually.',
    },
    { itemUid: 'i_iso', title: 'ISO/IEC 27701', explanation: 'Our privacy information management system is certified to ISO/IEC 27701.' },
    { itemUid: 'i_disk', title: 'Disk encryption', explanation: 'Full-disk encryption is enforced on all company laptops and mobile devices.' },
    { itemUid: 'i_tenancy', title: 'Single tenancy', explanation: 'The platform is a multi-tenant service; dedicated deployments are not offered.' },
    { itemUid: 'i_dr', title: 'Disaster recovery', explanation: 'The recovery time objective is 4 hours and the recovery point objective is 1 hour.' },
    { itemUid: 'i_vuln', title: 'Vulnerability scanning', explanation: 'Infrastructure and applications are scanned for vulnerabilities every week.' },
    { itemUid: 'i_hosting', title: 'Hosting', explanation: 'Customer data is stored in AWS regions in the United States and the European Union.' },
    { itemUid: 'i_dpia', title: 'Privacy impact assessments', explanation: 'We run data protection impact assessments for new processing of personal data.' },
  ]);
  const said = answeredFrom(corpus);

  it("reads a paragraph cited in square brackets after the row's number, and a section's heading and note before its first item", () => {
    expect(said('4.1 [CPS 234 para 18] Is the information security policy approved by leadership? Response: Yes / No / Partially.')).toEqual([
      'Yes',
      ['i_policy'],
    ]);
    // (The row's number before a question is for the answerer's later steps; the reference goes here.)
    expect(withoutRowLabel('6.2 [CPS 234 para 21(b)] Will the data be hosted in a dedicated environment?')).toBe(
      '6.2 Will the data be hosted in a dedicated environment?',
    );
    expect(withoutRowLabel('[ISO 27001 A.5.1] Does the vendor maintain a policy?')).toBe('Does the vendor maintain a policy?');
    expect(withoutRowLabel('7.1 [CPS 234 paras 24–25] Does the vendor maintain a response plan?')).toBe('7.1 Does the vendor maintain a response plan?');
    expect(withoutRowLabel('Section 2 – Roles and responsibilities. 2.1 [CPS 234 para 14] Identify the executive role accountable for security.')).toBe(
      'Identify the executive role accountable for security.',
    );
    // A section's note before its first item, and a heading of one word.
    expect(
      withoutRowLabel(
        'Section 1 – Profile and the arrangement. Responses should relate to the services provided; where a control is operated by a fourth party, please say so. 1.1 Specify the countries in which data will be stored.',
      ),
    ).toBe('Specify the countries in which data will be stored.');
    expect(
      said(
        'Section 13 – Privacy. 13.1 Is the privacy information management system independently certified (for example, to ISO/IEC 27701)? Response: Yes / No.',
      ),
    ).toEqual(['Yes', ['i_iso']]);
    expect(
      said('PART V – CONTINGENCY PLANNING. V.1 Identify the recovery time objective (RTO) and recovery point objective (RPO) established for the offering.'),
    ).toEqual([expect.stringContaining('4 hours'), ['i_dr']]);
    // "Undertaking" something is doing it, as "conducting" is.
    expect(
      said('13.2 Does the Service Provider conduct privacy impact assessments before undertaking new processing of personal information? Response: Yes / No.'),
    ).toEqual(['Yes', ['i_dpia']]);
    // "The Entity", as an APRA-regulated bank names itself, is the customer.
    expect(tokenize("Will the Entity's information assets be stored in the United States?").map((t) => t.term)).toEqual(
      tokenize("Will the customer's information assets be stored in the United States?").map((t) => t.term),
    );
  });

  it("reads a CMMC practice's two numbers, a family's heading in capitals, check boxes, and the respondent's own devices", () => {
    expect(withoutControlId('AC.L2-3.1.19 (3.1.19) Encrypt CUI on mobile devices.')).toBe('Encrypt CUI on mobile devices.');
    // The framework's requirement, then the form's own question complete in itself: the question is asked.
    expect(
      withoutControlId(
        'SI.L2-3.14.2 (3.14.2) Provide protection from malicious code at designated locations. Is an anti-malware agent deployed on all laptops? (Y/N)',
      ),
    ).toBe('Is an anti-malware agent deployed on all laptops? (Y/N)');
    expect(said('RA.L2-3.11.2 (3.11.2) Scan for vulnerabilities in applications periodically.')).toEqual(['Yes', ['i_vuln']]);
    expect(withoutRowLabel('3.12 SECURITY ASSESSMENT. CA.L2-3.12.1 (3.12.1) Periodically assess the security controls.')).toBe(
      'CA.L2-3.12.1 (3.12.1) Periodically assess the security controls.',
    );
    expect(
      said('AC.L2-3.1.19 (3.1.19) Encrypt CUI on mobile devices. Is full-disk encryption enforced on all Seller-issued laptops and mobile devices? (Y/N)'),
    ).toEqual(['Yes', ['i_disk']]);
    // A dedicated instance "not shared with other customers" is asked as one: the platform offers none.
    expect(
      said(
        "I.4 Will the Buyer's data be hosted in a dedicated, single-tenant instance of the Seller's offering that is not shared with the Seller's other customers? (Y/N)",
      ),
    ).toEqual(['No', ['i_tenancy']]);
  });

  it('reads a request after its purpose, and a request of generic words as leaning on the requirement before it', () => {
    expect(
      questionForm(
        "To enable the Entity's internal audit to assess the control assurance you provide, outline the controls your report expects the Entity to operate.",
      ),
    ).toBe('text');
    expect(mainQuestion('In order to assess your resilience, describe how backups are tested.')).toBe('describe how backups are tested.');
    // "Describe the procedure the vendor follows." names no topic: the requirement before it is what it is about.
    expect(withoutContextLead('Check media for malicious code before the media are used. Describe the procedure the vendor follows.')).toBe(
      'Check media for malicious code before the media are used. Describe the procedure the vendor follows.',
    );
    expect(withoutContextLead('We value resilience. Describe the process for patching servers.')).toBe('Describe the process for patching servers.');
    // A condition with commas of its own before a request asks for text; one before a question whether, Yes or No.
    expect(
      questionForm(
        'If the vendor uses an external service provider (ESP), including a cloud service provider (CSP), to store customer data, identify the provider and the regions in which data will reside.',
      ),
    ).toBe('text');
    expect(questionForm('If you use subprocessors, including hosting providers, do you notify customers of changes?')).toBe('yesno');
    // A pronoun right after the noun it qualifies ("the period it covered") leans on nothing before the sentence.
    expect(
      withoutControlId(
        'CA.L2-3.12.1 (3.12.1) Periodically assess the security controls in organizational systems. Identify the independent third party that performed the most recent SOC 2 examination and the period it covered.',
      ),
    ).toBe('Identify the independent third party that performed the most recent SOC 2 examination and the period it covered.');
    expect(withoutContextLead('The platform stores uploaded files. Describe the encryption it applies.')).toBe(
      'The platform stores uploaded files. Describe the encryption it applies.',
    );
    // A question whether after a purpose stays a Yes or No; a lead that is no purpose is not read as one.
    expect(questionForm('To meet our audit obligations, confirm whether you hold a SOC 2 report.')).toBe('yesno');
    expect(questionForm('Together with the DPA, is a security annex provided?')).toBe('yesno');
  });

  it('leaves alone what only looks like those readings', () => {
    // A bracket without a number is no reference; a number in a bracket mid-sentence is part of what is asked.
    expect(withoutRowLabel('4.1 [Mandatory] Is data encrypted at rest?')).toBe('4.1 [Mandatory] Is data encrypted at rest?');
    expect(withoutRowLabel('Is TLS [1.2] or later enforced?')).toBe('Is TLS [1.2] or later enforced?');
    // Only the section's own item starts its first question, and after a statement only one complete in itself.
    expect(withoutRowLabel('Section 2 – We encrypt all data. 3.1 Describe how keys are rotated.')).toBe(
      'We encrypt all data. 3.1 Describe how keys are rotated.',
    );
    expect(withoutRowLabel('Section 2 – MFA is enforced for all administrators. 2.1 Describe how this is done.')).toBe(
      'MFA is enforced for all administrators. 2.1 Describe how this is done.',
    );
    expect(withoutRowLabel('Section 2 – MFA is enforced for all administrators. 2.1 Describe how sessions are logged.')).toBe(
      'MFA is enforced for all administrators. 2.1 Describe how sessions are logged.',
    );
    // A SOC 2 criterion's "the entity" is the respondent, and a relative clause on something else keeps its "not".
    expect(tokenize('Does the entity restrict logical access?').map((t) => t.term)).not.toContain('custom');
    expect(questionNegation('Is customer data stored in a database that is not shared with other customers?')).toBe('hard');
    expect(questionNegation('Are encryption keys unique per customer, which are not shared with other customers?')).toBe('hard');
    expect(questionNegation('Are backups stored in a vault that is not reachable from production?')).toBe('hard');
    // A question or request that leans on the requirement keeps it, and so does a contract's numbered clause.
    expect(withoutControlId('15.1 Supplier shall retain audit logs for a defined minimum period. State the retention period of those logs in days.')).toBe(
      'Supplier shall retain audit logs for a defined minimum period. State the retention period of those logs in days.',
    );
    expect(withoutControlId('A.8.5 Secure authentication — MFA is required for all users. Describe how it is enforced.')).toBe(
      'MFA is required for all users. Describe how it is enforced.',
    );
    // A review's cases: a standard named alone in brackets is what is asked; a bracket mid-row only after a number.
    expect(withoutRowLabel('[ISO 22301] Are you certified?')).toBe('[ISO 22301] Are you certified?');
    expect(withoutRowLabel('[PCI DSS 4.0] Are you compliant?')).toBe('[PCI DSS 4.0] Are you compliant?');
    expect(withoutRowLabel('Do you support the following protocol? [SAML 2.0] Describe the setup.')).toBe(
      'Do you support the following protocol? [SAML 2.0] Describe the setup.',
    );
    // A section's statement, a note scoping another party, an item pointing back to its heading: all stay.
    expect(withoutRowLabel('Section 3 – Personnel security. All staff undergo background checks. 3.1 Describe the scope of the checks performed.')).toBe(
      'Personnel security. All staff undergo background checks. 3.1 Describe the scope of the checks performed.',
    );
    expect(withoutRowLabel('Section 5 – Fourth parties. Answer the following for your hosting provider. 5.1 Is the provider ISO 27001 certified?')).toBe(
      'Fourth parties. Answer the following for your hosting provider. 5.1 Is the provider ISO 27001 certified?',
    );
    expect(withoutRowLabel('Section 2 – MFA. 2.1 Is it enforced for all administrative access?')).toContain('MFA');
    expect(withoutRowLabel('PARTY B ACCESS: Does any other party have access?')).toBe('PARTY B ACCESS: Does any other party have access?');
    // A status or a law in capitals before a control scopes it.
    expect(withoutRowLabel('NOT APPLICABLE. A.7.4 Physical security monitoring is in place.')).toBe(
      'NOT APPLICABLE. A.7.4 Physical security monitoring is in place.',
    );
    expect(withoutRowLabel('UK GDPR. Art. 32 Are appropriate measures in place?')).toBe('UK GDPR. Art. 32 Are appropriate measures in place?');
    // A control's own request before its question is asked too.
    expect(withoutControlId('BCR-08.1 Describe your backup strategy. Are backups encrypted and stored in a separate region?')).toBe(
      'Describe your backup strategy. Are backups encrypted and stored in a separate region?',
    );
    // The Entity answering, a party's longer name, addresses read as the customer's, a commitment: left as they were.
    expect(tokenize("Are the Entity's laptops encrypted?").map((t) => t.term)).not.toContain('custom');
    expect(withRespondentNamed(corpus, 'Are tokens Identity Provider-issued?')).toContain('Provider-issued');
    expect(withRespondentNamed(corpus, 'Are connections made only from Vendor-owned IP ranges?')).toContain('Vendor-owned');
    expect(tokenize('Do you provide contractual undertakings not to train models?').map((t) => t.term)).toContain('undertak');
    // A party's name before another hyphenated word stays.
    expect(withRespondentNamed(corpus, 'Does the Seller-appointed auditor test controls?')).toContain('Seller-appointed');
  });
});

describe("a CIP-013 supply-chain questionnaire's and a studio's content-security questionnaire's wording", () => {
  const corpus = corpusOfItems([
    {
      itemUid: 'i_policy',
      title: 'Information security policy',
      explanation: 'The information security policy is approved by leadership and reviewed annually.',
    },
    { itemUid: 'i_siem', title: 'Security monitoring', explanation: 'Security events feed our SIEM, with 24/7 alerting to the on-call security engineer.' },
    { itemUid: 'i_insurance', title: 'Cyber insurance', explanation: 'We carry USD 10 million in cyber liability coverage.' },
    {
      itemUid: 'i_soc2',
      title: 'SOC 2 Type II report',
      explanation:
        'The description includes only the controls of Northwind and excludes controls of the subservice organizations (the carve-out method). Access of terminated personnel is removed within one business day.',
    },
    { itemUid: 'i_soc2results', title: 'SOC 2 Type II report results', explanation: 'One exception noted (CC6.2, access removal timing).' },
  ]);
  const said = answeredFrom(corpus);
  const asked = (row: string) => withoutControlId(withoutRowLabel(row));

  it("reads a requirement's lettered part, the domain and topic a row sits under, and a status to mark after the question", () => {
    // "R1.2.1-b": the requirement and its lettered part are the form's, not words of the question.
    expect(said('R1.2.1-b Does the Vendor monitor its environment for security events 24/7? Response (Yes/No/Partial): Evidence reference:')).toEqual([
      'Yes',
      ['i_siem'],
    ]);
    expect(asked('R1.2.3-a State the timeframe within which access is revoked.')).toBe('State the timeframe within which access is revoked.');
    // Labelled headings before the row's identifier, or a topic's before its question.
    expect(asked('Domain 1 – ORGANIZATIONAL SECURITY. Topic: Governance. OR-1.0 Describe who owns the security program.')).toBe(
      'Describe who owns the security program.',
    );
    expect(
      asked(
        'Section 3 – Vendor Security Event Notification (CIP-013-2 R1.2.1: notification by the vendor of incidents that should be reported). R1.2.1-a State the maximum period for notification.',
      ),
    ).toBe('State the maximum period for notification.');
    expect(said('Topic: Policies. OR-2.0 Is the information security policy approved by leadership?')).toEqual(['Yes', ['i_policy']]);
    // A section's instructions before its first item: a note on answering, not the question nor guidance on it.
    const instructed =
      'Section 1 – Company Overview. Instructions: the Vendor shall complete every row. Where the response is "No", explain in Vendor Comments. 1.01 Provide the legal entity name.';
    expect(readPortalMarkup(instructed).text).toBe(instructed);
    expect(asked(instructed)).toBe('Provide the legal entity name.');
    expect(readPortalMarkup('Is data encrypted at rest? Instructions: answer for production only.').text).toBe('Is data encrypted at rest?');
    // "Implemented?" after a full question is the status to mark, not a question of its own.
    expect(withoutRemarks('Is the policy approved by leadership? Implemented? (Yes / No / Partial / N/A) Compensating control: ____ Comments: ____')).toBe(
      'Is the policy approved by leadership?',
    );
    // Left as they were: a topic the question points back to, a heading that states something, a section's heading
    // before a question of its own, a follow-up that asks, and a status asked of a statement.
    expect(withoutRowLabel('Topic: MFA. Is it enforced for administrators?')).toBe('Topic: MFA. Is it enforced for administrators?');
    expect(withoutRowLabel('Topic: Data is encrypted. Are the keys rotated?')).toBe('Topic: Data is encrypted. Are the keys rotated?');
    expect(withoutRowLabel('Section 3 – Backups. Are they encrypted?')).toContain('Backups');
    expect(withoutRemarks('Is MFA enforced? Where?')).toBe('Is MFA enforced? Where?');
    expect(withoutRemarks('Backups are encrypted. Implemented?')).toBe('Backups are encrypted. Implemented?');
  });

  it('reads a question whether a report uses the carve-out method or noted an exception, and a request for whether and a value', () => {
    expect(said('Does the SOC 2 report present subservice organizations (e.g., the hosting provider) using the carve-out method?')).toEqual([
      'Yes',
      ['i_soc2'],
    ]);
    expect(said('Does the SOC 2 report include the controls of your hosting provider?')).toEqual(['No', ['i_soc2']]);
    // The control's statement answers nothing of whether the audit noted an exception; the results do.
    expect(said('Did the most recent SOC 2 Type II report note any exception relating to the removal of access for terminated personnel?')).toEqual([
      'Yes',
      ['i_soc2results'],
    ]);
    expect(questionForm('Indicate whether the Vendor maintains cyber liability insurance and state the aggregate coverage limit.')).toBe('text');
    expect(said('Indicate whether the Vendor maintains cyber liability insurance and state the aggregate coverage limit.')[0]).toContain('USD 10 million');
    // Left as they were: a reason is no value; a request for a value after a question asks for a Yes first.
    expect(questionForm('Indicate whether you encrypt backups and state the reason.')).toBe('yesno');
    expect(questionForm('Does the Supplier hold cyber liability insurance? Please state the limit of indemnity.')).toBe('yesno');
  });

  it('leaves alone what a review found the first readings took too far', () => {
    // A topic before a request stays as the request's topic; a hyphenated word is no heading.
    expect(withoutRowLabel('Topic: Audit logs. Specify the retention period.')).toBe('Audit logs: Specify the retention period.');
    expect(withoutRowLabel('Domain-joined devices. Are they managed centrally?')).toBe('Domain-joined devices. Are they managed centrally?');
    // A note after a field's label goes as before; only a section's instructions before an item stay.
    expect(readPortalMarkup('RTO. Note: for the production platform.').text).toBe('RTO.');
    // A status without choices or fields after it is asked ("Enforced?" after whether a policy exists).
    expect(withoutRemarks('Is there a password policy? Enforced?')).toBe('Is there a password policy? Enforced?');
    expect(withoutRemarks('Is there a password policy? Implemented?')).toBe('Is there a password policy? Implemented?');
    // A note naming another party scopes the section's items to it.
    expect(withoutRowLabel('Section 4 – Subprocessors. Instructions: responses apply to your sub-processors. 4.1 Is data encrypted at rest?')).toContain(
      'sub-processors',
    );
    // A value of another thing than the one asked whether.
    expect(questionForm('Indicate whether you have a SOC 2 report and state the date of your last penetration test.')).toBe('yesno');
    // A carve-out question negated; exceptions scoped to the opinion; a question asking more after the exceptions.
    expect(said('Does the SOC 2 report not use the carve-out method?')[0]).not.toBe('Yes');
    const scoped = corpusOfItems([
      {
        itemUid: 'i_soc2',
        title: 'SOC 2 Type II report',
        explanation: 'The current report contains no exceptions affecting the opinion. One exception noted (CC6.2, access removal timing).',
      },
    ]);
    expect(answeredFrom(scoped)("Does the SOC 2 report contain any exceptions that affected the auditor's opinion?")[0]).toBe('No');
    expect(answeredFrom(scoped)('Has the auditor identified any exceptions in the SOC 2 report, and have they been remediated?')[0]).not.toBe('Yes');
  });

  it("reads a utility's and a studio's names for themselves as the customer's", () => {
    const terms = (q: string) => tokenize(withRespondentNamed(corpus, q)).map((t) => t.term);
    expect(terms('Is Responsible Entity data logically segregated?')).toContain('custom');
    expect(terms("Will the Vendor notify the Registered Entity's staff?")).toContain('custom');
    expect(terms("Is the Studio's content encrypted at rest?")).toContain('custom');
    expect(terms('Will assets be returned to the Content Owner at wrap?')).toContain('custom');
    // A product's name stays.
    expect(terms('Is the Studio editor available on mobile?')).toContain('studio');
  });

  it("reads a question whether providers' controls are included in the report, asked the other way round", () => {
    expect(said('Are the controls operated by your hosting providers included in, and tested as part of, your own SOC 2 examination?')).toEqual([
      'No',
      ['i_soc2'],
    ]);
  });

  it('reads a sentence that allows what the question asks whether something prevents as a No', () => {
    const allows = corpusOfItems([
      { itemUid: 'i_app', title: 'Penetration test findings', explanation: 'IB-06 Mobile app allows screenshots of sensitive screens (Low, open).' },
      ...Object.values(OTHER_TOPICS),
    ]);
    expect(answeredFrom(allows)('DS-6.1 Does the mobile app prevent screenshots of sensitive screens? (Yes / No)')).toEqual(['No', ['i_app']]);
    expect(allowsWhatIsPrevented('Does the app allow screenshots?', 'The app prevents screenshots of sensitive screens.')).toBe(true);
    // Not a denial, nor another thing allowed.
    expect(allowsWhatIsPrevented('Does the app prevent screenshots?', 'The app does not allow screenshots.')).toBe(false);
    expect(allowsWhatIsPrevented('Does the app prevent screenshots?', 'The app allows exports of reports.')).toBe(false);
  });

  it('reads no exception where the results say there were none', () => {
    const none = corpusOfItems([
      { itemUid: 'i_soc2', title: 'SOC 2 Type II report', explanation: 'Access of terminated personnel is removed within one business day.' },
      { itemUid: 'i_soc2results', title: 'SOC 2 results', explanation: 'No exceptions were noted in the most recent SOC 2 Type II report.' },
    ]);
    expect(answeredFrom(none)('Did the most recent SOC 2 Type II report note any exception relating to the removal of access?')).toEqual([
      'No',
      ['i_soc2results'],
    ]);
  });
});

describe("a translated LGPD questionnaire's and a HITRUST control assessment's wording", () => {
  const corpus = corpusOfItems([
    { itemUid: 'i_tls', title: 'Encryption in transit', explanation: 'Personal data is encrypted in transit with TLS 1.2 or higher.' },
    { itemUid: 'i_checks', title: 'Background checks', explanation: 'Employees pass background checks where permitted by law.' },
    { itemUid: 'i_sentry', title: 'Error monitoring', explanation: 'Personal data is scrubbed from error events before they are sent.' },
    { itemUid: 'i_ccpa', title: 'CCPA', explanation: 'Northwind acts as a service provider and does not sell or share personal information.' },
    ...Object.values(OTHER_TOPICS),
  ]);
  const said = answeredFrom(corpus);
  // As a questionnaire's row is drafted: the form's markup read first.
  const drafted = (row: string) => {
    const asked = readPortalMarkup(row);
    const draft = draftAnswer(corpus, asked.text, { form: asked.form });
    return [draft.answer, draft.sources.map((s) => s.id)];
  };
  const terms = (q: string) => tokenize(withRespondentNamed(corpus, q)).map((t) => t.term);
  const asked = (row: string) => withoutControlId(withoutRowLabel(row));

  it('reads a form printed in two languages in English', () => {
    // Choices, requests and fields' labels in the customer's language before the English.
    const boxed = readPortalMarkup(
      '2.2 Does the Operator hold an ISO/IEC 27701 certificate? ( ) Sim/Yes ( ) Não/No ( ) Parcialmente/Partially Anexar evidência / Attach evidence: copy of the certificate.',
    );
    expect(boxed).toEqual({ text: '2.2 Does the Operator hold an ISO/IEC 27701 certificate?', form: 'yesno' });
    expect(readPortalMarkup('9.1 Will the Operator eliminate the data? ( ) Sim/Yes ( ) Não/No Informe o prazo / Inform the deadline:').form).toBe('yesno');
    // A field and an instruction after the last choice are the form's.
    expect(readPortalMarkup('9.1 Will the Operator eliminate the data? ( ) Yes ( ) No Inform the deadline: If not, please explain.')).toEqual({
      text: '9.1 Will the Operator eliminate the data?',
      form: 'yesno',
    });
    expect(readPortalMarkup('3.1 Le service est-il chiffré ? Is the service encrypted? ( ) Oui / Yes ( ) Non / No').form).toBe('yesno');
    expect(readPortalMarkup('1.1 Informe / Inform the full address of the head office.').text).toBe('1.1 Inform the full address of the head office.');
    expect(readPortalMarkup('2.3 Regarding ISO/IEC 27001, indique / indicate the certification body.').text).toBe(
      '2.3 Regarding ISO/IEC 27001, indicate the certification body.',
    );
    // "Inform the …" asks for a value, as "State the …" does.
    expect(questionForm('Inform the maximum period within which the Operator will communicate an incident.')).toBe('text');
    // A bracket in the form's own language says again what the words before it say.
    expect(withoutRestatement(corpus, 'Does the Operator carry out background checks (verificação de antecedentes) of employees?')).not.toContain(
      'antecedentes',
    );
    expect(
      drafted('6.2 Is personal data encrypted in transit (em trânsito) by means of the TLS protocol, version 1.2 or higher? ( ) Sim/Yes ( ) Não/No'),
    ).toEqual(['Yes', ['i_tls']]);
    // A chapter's heading in two languages with the article it cites, before the chapter's first item.
    expect(
      asked(
        'CAPÍTULO V – TRANSFERÊNCIA INTERNACIONAL DE DADOS PESSOAIS / INTERNATIONAL TRANSFER OF PERSONAL DATA (art. 33). 5.1 Will personal data be stored abroad?',
      ),
    ).toBe('Will personal data be stored abroad?');
    expect(asked('CAPÍTULO III – DO TRATAMENTO DE DADOS PESSOAIS / PROCESSING OF PERSONAL DATA. 3.1 Does the Operator follow instructions?')).toBe(
      'Does the Operator follow instructions?',
    );
    // An article cited with its paragraph, or two articles.
    expect(withoutProvisionReferences('Are new features threat-modelled (art. 46, §2)?')).toBe('Are new features threat-modelled?');
    expect(withoutProvisionReferences('Is data eliminated at the end of processing (arts. 15 e 16)?')).toBe('Is data eliminated at the end of processing?');
    // "The Operator" is the respondent, as "the Processor" is.
    expect(terms('Does the Operator sell personal data?')).not.toContain('oper');
    expect(drafted('3.6 Does the Operator sell personal data? ( ) Sim/Yes ( ) Não/No')).toEqual(['No', ['i_ccpa']]);
    // The LGPD's "sub-operator" is a sub-processor; what the asker bears in mind is no part of what is asked.
    expect(tokenize('Indicate the sub-operator used to send e-mail.').map((t) => t.term)).toContain('subprocessor');
    expect(purposeTerms('Inform the retention period of the access logs, bearing in mind the minimum period set out in the law.')).toContain('law');
    // Personal data removed from error records is scrubbed from them.
    expect(said('Is personal data removed from the error records before they are sent to third parties?')).toEqual(['Yes', ['i_sentry']]);
  });

  it("reads a control assessment's reference, requirement statement and maturity fields", () => {
    expect(
      asked(
        'PART B – CONTROL ASSESSMENT. Assessment Domain 01 – Information Protection Program. 01.1 CSF Control Reference 00.a Information Security Management Program. Requirement statement: The organization has a documented information security program. Is this requirement met?',
      ),
    ).toBe('The organization has a documented information security program.');
    expect(
      asked(
        '13.1 CSF 02.e Information Security Awareness, Education and Training / HIPAA 164.308(a)(5) Security Awareness and Training. Requirement statement: All workforce members complete training.',
      ),
    ).toBe('All workforce members complete training.');
    // A request after the reference is about the control its title names.
    expect(asked('15.1 CSF 11.a Reporting Information Security Events / breach notification (45 CFR 164.410). State the maximum time.')).toBe(
      'State the maximum time (Reporting Information Security Events).',
    );
    expect(asked('19.5 CSF 06.d / HIPAA 164.502(a)(5)(ii) Sale of Protected Health Information. Does the Vendor sell PHI?')).toBe('Does the Vendor sell PHI?');
    // The maturity fields after the Yes and No are the control's, not the row's question.
    expect(
      readPortalMarkup(
        'Backups are encrypted. ☐ Yes ☐ No. Policy: ☐ Yes ☐ No | Procedure: ☐ Yes ☐ No | Implemented: ☐ Fully ☐ Partially ☐ Not | Maturity (1–5): ___ | Evidence / Artifact: ___',
      ),
    ).toEqual({ text: 'Backups are encrypted.', form: 'yesno' });
    expect(
      drafted(
        '16.2 CSF 09.l Back-up / HIPAA 164.308(a)(7)(ii)(A) Data Backup Plan. Requirement statement: Backups of the information system are encrypted. ☐ Yes ☐ No. Policy: ☐ Yes ☐ No | Implemented: ☐ Fully ☐ Partially ☐ Not | Maturity (1–5): ___',
      ),
    ).toEqual(['Yes', ['i_backup']]);
    // The parties as HIPAA names them.
    expect(terms("Is the Covered Entity's data encrypted?")).toContain('custom');
    expect(terms('Will the Business Associate notify the Health System?')).not.toContain('associ');
    // The Covered Entity's ePHI is the customer's data.
    expect(terms("Will the Covered Entity's ePHI be hosted in a dedicated instance?")).not.toContain('ephi');
    expect(terms("Will the Covered Entity's ePHI be hosted in a dedicated instance?")).toContain('data');
  });

  it('leaves alone what only looks like those readings', () => {
    // A question's own alternatives, and English words before a slash.
    expect(readPortalMarkup('Does the insurance cover cyber risks / civil liability?').text).toBe('Does the insurance cover cyber risks / civil liability?');
    expect(readPortalMarkup('Describe / explain your change process.').text).toBe('Describe / explain your change process.');
    // A bracket naming a kind of thing in lower case, in English.
    expect(withoutRestatement(corpus, 'Are staff trained against social engineering by phone (vishing)?')).toContain('(vishing)');
    // A thing included in words is asked about too ("including backups").
    expect(exampleTerms('Are all remaining copies, including backups, removed after termination?')).not.toContain('backup');
    // A field without a box or a blank after the question stays.
    expect(readPortalMarkup('Are backups encrypted? Scope: all regions.').text).toContain('Scope: all regions');
    // From a review of the first readings: a BAA is no vendor's agreement; "the Operator" of something else; fields
    // after boxes that are not the row's Yes and No, or that ask; an English topic before a slash; English words in a
    // bracket; a topic's heading before an item; a control reference before a question pointing
    // back; a condition in a bracket before a section's number; a scope "taking into account"; protocols' versions.
    expect(terms('Have you signed the Business Associate Agreement?')).toContain('baa');
    expect(terms('Does the Operator of Essential Services receive incident reports from you?')).toContain('oper');
    expect(terms('Is the Health System module hosted in the EU?')).not.toContain('custom');
    expect(readPortalMarkup('In scope: ☐ Yes ☐ No. Is customer data encrypted at rest with AES-256: ☐ Yes ☐ No').text).toContain('AES-256');
    expect(readPortalMarkup('Applicability: ☐ Applicable ☐ Not applicable. Describe how encryption keys are rotated: ______').text).toContain('rotated');
    expect(readPortalMarkup('Do you have a disaster recovery plan? ☐ Yes ☐ No. RTO (hours): ____ | RPO (hours): ____').text).toContain('RTO');
    expect(readPortalMarkup('Key rotation / Describe the process.').text).toBe('Key rotation / Describe the process.');
    expect(withoutRestatement(corpus, 'Are staff trained on phishing (do not click unknown links)?')).toContain('(do not click');
    expect(withoutRowLabel('Topic: Logging. 6.1 Specify the retention period.')).toContain('Logging');
    expect(asked('CSF 06.d Data Protection and Privacy of Covered Information. Is the control implemented?')).toContain('Data Protection');
    expect(asked('CSF 01.q User Identification and Authentication. Describe the authentication methods.')).toBe(
      'Describe the authentication methods (User Identification and Authentication).',
    );
    expect(withoutProvisionReferences('Is access to production restricted (MFA and hardware keys, section 5.2)?')).toContain('hardware keys');
    expect(withoutProvisionReferences('Do you perform background checks (criminal, credit, article 6)?')).toContain('criminal');
    expect(purposeTerms('Is MFA enforced for all users, taking into account service accounts?').size).toBe(0);
    expect(tokenize('Do you disable SSL version 3.0 and TLS 1.0?').map((t) => t.term)).toContain('tls1.0');
    // "By means of" without an article, as examples name the means.
    expect(tokenize('protected, for example by means of confidential computing').map((t) => t.term)).toContain('mean');
  });
});

describe("a Japanese check sheet's and an NYDFS third-party review's wording", () => {
  const corpus = corpusOfItems([
    {
      itemUid: 'i_checks',
      title: 'Background checks',
      explanation: 'All employees with access to production systems or customer data pass a background check before assignment, where permitted by law.',
    },
    { itemUid: 'i_nda', title: 'Confidentiality', explanation: 'Employees and contractors sign confidentiality agreements at hire.' },
    { itemUid: 'i_phish', title: 'Phishing simulations', explanation: 'Employees receive phishing simulations every quarter.' },
    { itemUid: 'i_disk', title: 'Disk encryption', explanation: 'All company laptops use full-disk encryption.' },
    { itemUid: 'i_edr', title: 'Endpoint protection', explanation: 'An EDR agent runs on every laptop and server with alerts routed to our detection team.' },
    {
      itemUid: 'i_tenant',
      title: 'Dedicated single-tenant deployments',
      explanation: 'The platform is a multi-tenant service; dedicated deployments are not offered.',
      enabledState: 'notEnabled',
    },
    { itemUid: 'i_ssh', title: 'Remote access', explanation: 'Production hosts do not expose SSH to the internet; access goes through a proxy.' },
    { itemUid: 'i_least', title: 'Access control', explanation: 'User access privileges follow least privilege and need to know.' },
    { itemUid: 'i_rto', title: 'Recovery objectives', explanation: 'Our recovery time objective is 4 hours and our recovery point objective is 1 hour.' },
    { itemUid: 'i_breach', title: 'Breach notification', explanation: 'We notify customers within 72 hours of confirming a personal data breach.' },
    {
      itemUid: 'i_irp',
      title: 'Incident response plan',
      explanation: 'A written incident response plan defines how we respond to and recover from incidents.',
    },
    { itemUid: 'i_iso', title: 'ISO/IEC 27001', explanation: 'Our ISMS is certified to ISO/IEC 27001.' },
    {
      itemUid: 'i_logs',
      title: 'Audit logs',
      explanation:
        'Audit logs of sign-ins, permission changes and data exports are available to workspace administrators and retained for one year; our own infrastructure logs are kept for one year.',
    },
    ...Object.values(OTHER_TOPICS),
  ]);
  // As a questionnaire's row is drafted: the form's markup read first.
  const drafted = (row: string) => {
    const asked = readPortalMarkup(row);
    const draft = draftAnswer(corpus, asked.text, { form: asked.form });
    return [draft.answer, draft.sources.map((s) => s.id)];
  };
  const terms = (q: string) => tokenize(withRespondentNamed(corpus, q)).map((t) => t.term);
  const marks = 'Answer: ○ (implemented) / △ (partially) / × (not implemented) / − (not applicable).';

  it("reads a check sheet's headings, marks and blanks", () => {
    // The marks offered with their meaning in brackets offer a Yes and a No; the blank's label after them is the form's.
    expect(readPortalMarkup(`No. 2-1-2 Does your company carry out background screening? ${marks} Remarks (備考):`)).toEqual({
      text: 'No. 2-1-2 Does your company carry out background screening?',
      form: 'yesno',
    });
    expect(readPortalMarkup(`No. 2-2-2 Is training given? ${marks} If ○, please state the frequency in Remarks (備考).`).form).toBe('yesno');
    // A blank's label at a request's end asks nothing.
    expect(readPortalMarkup('No. 1-4-1 Please state the number of employees (従業員数) of your company. Entry field (記入欄):').text).toBe(
      'No. 1-4-1 Please state the number of employees of your company.',
    );
    // The major and middle items' headings, in the form's own language, before the row's number.
    expect(
      withoutRowLabel(
        '大項目 1. Organisational Security (組織的セキュリティ) / 中項目 1-1 Information Security Basic Policy (情報セキュリティ基本方針). No. 1-1-1 Has your company established a policy?',
      ),
    ).toBe('Has your company established a policy?');
    expect(withoutRowLabel('中項目 4-2 Log Acquisition (ログ取得). No. 4-2-1 Please state the retention period.')).toBe('Please state the retention period.');
    expect(
      drafted(
        `大項目 2. Human Resource Security (人的セキュリティ) / 中項目 2-1 At the Time of Hiring (雇用時). No. 2-1-2 For personnel who are able to access the Consignor's data, does your company carry out background screening (身元確認) before assignment, within the range permitted by the local laws? ${marks} Remarks (備考):`,
      ),
    ).toEqual(['Yes', ['i_checks']]);
  });

  it("reads a check sheet's parties and translated words", () => {
    // The Consignor is the customer, the Consignee the respondent; "our company" is the customer where the respondent is
    // "your company".
    const words = (q: string) => tokenize(q).map((t) => t.term);
    expect(words("Is the Consignor's data encrypted?")).toContain('custom');
    expect(words('Does the Consignee encrypt data?')).not.toContain('consigne');
    expect(words('Can your company notify our company in advance?')).toContain('custom');
    expect(tokenize('Please list the re-consignees which handle the data.').map((t) => t.term)).toContain('subprocessor');
    expect(drafted('No. 2-1-1 Do the employees submit a written pledge of confidentiality (秘密保持誓約書) or conclude a confidentiality agreement?')).toEqual([
      'Yes',
      ['i_nda'],
    ]);
    expect(drafted('No. 2-2-2 Does your company carry out targeted-attack e-mail training (標的型攻撃メール訓練) for its employees?')).toEqual([
      'Yes',
      ['i_phish'],
    ]);
    expect(drafted("Is full-disk encryption applied to the PCs (terminals) used by your company's personnel?")).toEqual(['Yes', ['i_disk']]);
    expect(drafted('Are malware countermeasures introduced on both the servers and the client terminals?')[1]).toContain('i_edr');
    expect(drafted('Are the SSH ports of the production hosts opened to the Internet? Answer: Yes (はい) / No (いいえ).')).toEqual(['No', ['i_ssh']]);
    // A dedicated environment "separated from other customers" is what dedicated means: not offered.
    expect(
      drafted(`No. 6-2-1 Is the service provided to our company in a dedicated environment (専用環境, single tenant) separated from other customers? ${marks}`),
    ).toEqual(['No', ['i_tenant']]);
    // A recovery objective "in the event of a large-scale disaster", the first report of an accident such as leakage,
    // logs acquired and a list in brackets ending "etc.".
    expect(
      drafted('Please state the recovery time objective (RTO) of the service in the event of a large-scale disaster or a serious system failure.')[1],
    ).toContain('i_rto');
    expect(
      drafted(
        'In the event of an accident such as leakage (漏えい) of personal information, within how many hours after its discovery will your company make the first report (第一報) to our company?',
      )[1],
    ).toContain('i_breach');
    expect(exampleTerms('Please state the kinds of logs (access logs, operation logs, etc.) and their retention period.')).toContain('oper');
    expect(drafted('Please state the kinds of logs acquired for the service (access logs, operation logs, etc.) and their retention period.')[1]).toContain(
      'i_logs',
    );
    expect(tokenize('the name of the audit firm').map((t) => t.term)).toContain('auditor');
  });

  it("reads a compliance register's row and the NYDFS regulation's parties", () => {
    // The requirement is the question; the section, the control's identifier, the response's choices, the evidence
    // flag and the blank comments are the register's.
    expect(
      readPortalMarkup(
        '§ 500.3 – Cybersecurity Policy | Control ID: TPSP-GV-02 | Requirement: Confirm that the TPSP maintains a written cybersecurity policy. | Response: [Yes / No / In Progress / Not Applicable] | Evidence Required: Y | Comments:',
      ),
    ).toEqual({ text: 'Confirm that the TPSP maintains a written cybersecurity policy.', form: 'yesno' });
    expect(
      readPortalMarkup(
        'Domain 2 – Oversight. § 500.11(a)(2) – Due Diligence | Control ID: TPSP-TP-01 | Requirement: Provide the name of the independent CPA firm. | Response: [Free Text] | Evidence Required: Y | Comments:',
      ),
    ).toEqual({ text: 'Provide the name of the independent CPA firm.', form: 'text' });
    // The Third Party Service Provider is the respondent; the nonpublic information it holds is the customer's data.
    expect(terms('Does the TPSP encrypt Company NPI at rest?')).not.toContain('tpsp');
    expect(terms('Does the TPSP encrypt Company NPI at rest?')).not.toContain('npi');
    expect(terms('Do all TPSP personnel receive training?')).not.toContain('tpsp');
    expect(
      drafted(
        "§ 500.7 – Access Privileges | Control ID: TPSP-AC-01 | Requirement: Does the TPSP limit user access privileges to only those necessary to perform the user's job? | Response: [Yes / No / In Progress / Not Applicable] | Evidence Required: Y | Comments:",
      ),
    ).toEqual(['Yes', ['i_least']]);
    expect(drafted("Are remote administration services (e.g., SSH) on the TPSP's production hosts directly reachable from the Internet?")).toEqual([
      'No',
      ['i_ssh'],
    ]);
    expect(drafted('Are the production servers reachable by SSH directly from the Internet?')).toEqual(['No', ['i_ssh']]);
    // The regulation's "Cybersecurity Event" is a security incident, and what one affects ("the confidentiality,
    // integrity or availability of its Information Systems") any incident does.
    expect(tokenize('any Cybersecurity Event').map((t) => t.term)).toEqual(['secur', 'incid']);
    expect(
      drafted(
        'Does the TPSP maintain a written incident response plan designed to recover from any Cybersecurity Event materially affecting the confidentiality, integrity or availability of its Information Systems?',
      ),
    ).toEqual(['Yes', ['i_irp']]);
    // What an EDR tool is deployed to detect is what it does; audit trail records are audit logs, and logs protected
    // against falsification and deletion immutable.
    expect(drafted('Has the TPSP deployed an endpoint detection and response (EDR) solution to detect anomalous activity on its servers?')).toEqual([
      'Yes',
      ['i_edr'],
    ]);
    expect(tokenize('audit trail records').map((t) => t.term)).toEqual(['auditlog']);
    expect(tokenize('logs protected against falsification and deletion').map((t) => t.term)).toContain('immut');
  });

  it("reads a check sheet's glosses and a few more of its words", () => {
    // A gloss in the form's own language says again what the English says, its numbers too.
    expect(readPortalMarkup('No. 4-2-4 Is a monitoring system in place 24 hours a day, 365 days a year (24時間365日監視)?').text).toBe(
      'No. 4-2-4 Is a monitoring system in place 24 hours a day, 365 days a year?',
    );
    expect(readPortalMarkup('Are privileged IDs (特権ID) reviewed periodically (ID棚卸し)?').text).toBe('Are privileged IDs reviewed periodically?');
    // A bracket that says more in English stays.
    expect(readPortalMarkup('Is sensitive information (要配慮個人情報, e.g. medical history) stored?').text).toContain('medical history');
    expect(readPortalMarkup('Has your company obtained ISMS cloud security certification (ISMSクラウドセキュリティ認証, ISO/IEC 27017:2015)?').text).toContain(
      'ISO/IEC 27017',
    );
    const words = (q: string) => tokenize(q).map((t) => t.term);
    expect(words('Are privileged IDs reviewed?')).toEqual(words('Are privileged accounts reviewed?'));
    expect(words('give our company the opportunity to raise an objection')).toContain('objectto');
    expect(words('special care-required personal information')).toEqual(words('special categories of personal data'));
    expect(words("the TPSP's Senior Governing Body")).toEqual(words('the board'));
  });

  it('reads alternative names in a bracket by the one the sources use', () => {
    expect(withoutRestatement(corpus, 'Has your company obtained ISMS certification (ISO/IEC 27001 / JIS Q 27001)?')).not.toContain('JIS');
    expect(drafted('No. 1-3-2 Has your company obtained ISMS certification (ISO/IEC 27001 / JIS Q 27001)? Entry field (記入欄):')).toEqual(['Yes', ['i_iso']]);
    // Alternatives none of which the sources use, or both of which they use, stay.
    expect(withoutRestatement(corpus, 'Do you hold a certificate (JIS Q 15001 / APPI Mark)?')).toContain('JIS Q 15001');
    expect(withoutRestatement(corpus, 'Is data encrypted (at rest / in transit)?')).toContain('(at rest / in transit)');
  });

  it('leaves alone what only looks like those readings', () => {
    // A row whose fields after the asked one are not the register's own is read as before.
    expect(readPortalMarkup('Requirement: Are backups encrypted? | Owner: IT | Response: [Yes / No] | Comments:').text).toContain('Owner: IT');
    // "Our company" where the form does not address "your company"; a dedicated environment offered after a comma is
    // read as before, and a shared one kept apart is asked about its separation.
    expect(tokenize('Does our company require MFA?').map((t) => t.term)).not.toContain('custom');
    expect(drafted('Is customer data in the shared environment separated from other customers?')[0]).not.toBe('No');
    // A mark without its meaning in brackets, and a heading in English, are no check sheet's.
    expect(readPortalMarkup('Is data encrypted? ○ / × / −').form).not.toBe('yesno');
    expect(withoutRowLabel('Organisational Security / Basic Policy. No. 1-1-1 Has your company established a policy?')).not.toBe(
      'Has your company established a policy?',
    );
    // A limit on something else than to what a job needs; logs "acquired" elsewhere than after "logs".
    expect(tokenize('Do you limit the number of login attempts?').map((t) => t.term)).not.toContain('leastprivilege');
    expect(tokenize('Was the company acquired?').map((t) => t.term)).not.toContain('collect');
    // From a review of the first readings: a register's row whose labelled field names the control and not the
    // question, or whose question comes first; a response whose choices neither offer Yes and No nor ask for text; a
    // question's own slash before a number after a form's label; another's providers as the TPSP; a separation asked
    // of; a scope permitted by a contract; an event asked of; ports opened; data minimised; the three properties
    // protected; a list in brackets that is what is asked; names of different things in a bracket.
    expect(readPortalMarkup('Is MFA enforced for all remote access? | Control: IAM-02 | Response: | Comments:').text).toContain('MFA');
    expect(readPortalMarkup('Question: Do you have SOC 2 Type II? | Response: [True / False] | Comments:').form).not.toBe('text');
    expect(withoutRowLabel('項目 3 Do you perform penetration tests at least once a year / 2 times a year?')).toContain('once a year');
    expect(tokenize('Does the Company assess each TPSP it uses?').map((t) => t.term)).toContain('tpsp');
    expect(questionNegation('Are private databases isolated from the internet?')).toBe('soft');
    expect(tokenize('within the scope permitted by the contract').map((t) => t.term)).toContain('contract');
    expect(questionForm('In the event of a disaster, how quickly can the service be restored?')).toBe('text');
    expect(tokenize('Are any ports opened to the internet?').map((t) => t.term)).not.toContain('internetexposur');
    expect(tokenize('restricted to only what is necessary to carry out the contracted work').map((t) => t.term)).not.toContain('leastprivilege');
    expect(tokenize('How do you protect the confidentiality, integrity and availability of customer data?').map((t) => t.term)).toContain('integr');
    expect(exampleTerms('Are there any restrictions (geographic, legal, contractual, etc.)?').size).toBe(0);
    expect(withoutRestatement(corpus, 'Is the platform certified (ISO 27001 / HITRUST)?')).toContain('HITRUST');
    // An incident's word stays one term whatever reads it ("Every incident gets a review", "a Cybersecurity Event").
    expect(tokenize('Every significant incident gets a review').map((t) => t.term)).toContain('incid');
    // A bracket listing examples without "etc." names the things asked.
    expect(exampleTerms('Please state the kinds of logs (access logs, operation logs) and their retention period.')).not.toContain('oper');
  });
});
