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

  // A privacy platform's export: its fields around the question are not asked, and its response type says the form.
  it.each([
    [
      'Q3 · US State Privacy Laws | Required | Response type: Single select (Yes / No / Not Sure / Not Applicable) Does the Service Provider sell personal information? Justification required if Yes. Help text: "sell" as defined in Cal. Civ. Code 1798.140.',
      'Does the Service Provider sell personal information?',
      'yesno',
    ],
    [
      'Q7 · US State Privacy Laws | Required\nProvide the contact for the privacy officer.\nResponse type: Text. Help text: e.g. "Jane Doe, privacy@vendor.com"',
      'Provide the contact for the privacy officer.',
      'text',
    ],
    [
      'Q13 · Data Handling | Required Select all that apply: categories of personal information processed (Identifiers / Contact information / Other). Response type: Multi select + Text (Other)',
      'Select all that apply: categories of personal information processed (Identifiers / Contact information / Other).',
      'text',
    ],
    [
      'Question 4 – Hosting | Optional | Response type: Single select (US / EU / Other) Where is data hosted? Attachments: optional (architecture diagram)',
      'Where is data hosted?',
      'text',
    ],
    [
      'Q8 · Privacy | Required Are impact assessments performed? Justification required if No. Attachments: optional',
      'Are impact assessments performed?',
      null,
    ],
    [
      'Q5 · Encryption | Mandatory | Response type: Yes/No Data is encrypted at rest with AES-256 in every region',
      'Data is encrypted at rest with AES-256 in every region',
      'yesno',
    ],
    ['Q9 · Privacy | Required Describe the process. Help text: e.g. "quarterly".', 'Describe the process.', null],
    ['Q4 · Access | Required controls for remote access: is MFA enforced?', 'Required controls for remote access: is MFA enforced?', null],
  ])('reads the platform export %s', (question, text, form) => {
    expect(readPortalMarkup(question)).toEqual({ text, form });
  });

  // A row that only looks like one: a question that says "required" or numbers itself keeps its words.
  it.each([
    'Q5: Is MFA required for all staff?',
    'Is a justification required for every firewall change?',
    'Required: Do you encrypt backups?',
    'Required Controls For Remote Access',
    'Optional MFA for customers: is it offered?',
    'Question 7 - Data encrypted at rest | Yes / No / N/A',
    'Q3 – Data is encrypted at rest with AES-256 | Compliant | Non-compliant',
    'Q7 – Describe how encryption keys are managed | Vendor response',
    'Do you have a change management process? Justification required for emergency changes?',
  ])('leaves %s as it is', (question) => {
    expect(readPortalMarkup(question).text).toBe(question);
  });

  // An online form's export: the choices it offers after the question say the answer's form and are not asked.
  it.each([
    ['Where will our data be stored? \u25CB US \u25CB EU \u25CB UK \u25CB Other (please specify)', 'Where will our data be stored?', 'text'],
    ['How often are backups taken? Select one: Hourly | Daily | Weekly | Monthly | Never', 'How often are backups taken?', 'text'],
    [
      'Which of the following certifications does your company hold? (select all that apply) ISO 27001, SOC 2 Type II, PCI DSS, None of the above',
      'Which of the following certifications does your company hold?',
      'text',
    ],
    ['Recovery Point Objective (RPO): 15 minutes | 1 hour | 4 hours | 24 hours | Other', 'Recovery Point Objective (RPO)', 'text'],
    [
      'How often are your data encryption keys rotated? Monthly | Quarterly | Annually | Never | Not sure',
      'How often are your data encryption keys rotated?',
      'text',
    ],
    // Choices offering Yes and No ask for one of them.
    ['Do you use a source code escrow arrangement? \u25CB Yes \u25CB No \u25CB Available on request', 'Do you use a source code escrow arrangement?', 'yesno'],
    ['Minimum TLS version accepted for connections \u2610 TLS 1.0 \u2610 TLS 1.1 \u2610 TLS 1.2', 'Minimum TLS version accepted for connections', 'text'],
    // An instruction before radio buttons goes with them.
    ['Is data encrypted at rest? (Select one) \u25CB Yes \u25CB No', 'Is data encrypted at rest?', 'yesno'],
    ['Is MFA enforced? \u25CB Yes, for all users \u25CB No \u25CB N/A', 'Is MFA enforced?', 'yesno'],
    ['Is data encrypted? Yes | No', 'Is data encrypted?', 'yesno'],
    ['Data is encrypted at rest. Yes | No | N/A', 'Data is encrypted at rest.', 'yesno'],
    // Choices that open like a question ("Must have", "May be shared") are still choices.
    ['How important is SSO to you? Must have | Should have | Nice to have', 'How important is SSO to you?', 'text'],
    ['Is the report shared? Yes | No | May be shared under NDA', 'Is the report shared?', 'yesno'],
    // A row's own answer type stays, whatever the row asks.
    ['Provide your latest SOC 2 Type II report. [Yes/No]', 'Provide your latest SOC 2 Type II report.', 'yesno'],
    ['Indicate your acceptance of the DPA terms. [Single select: Yes | No]', 'Indicate your acceptance of the DPA terms.', 'yesno'],
    // Choices in square brackets, and boxes typed as "[ ]" or "( )".
    ['Are you certified under the EU-U.S. Data Privacy Framework? [Yes] [No] [N/A]', 'Are you certified under the EU-U.S. Data Privacy Framework?', 'yesno'],
    ['Which regions host customer data? [US] [EU] [Other]', 'Which regions host customer data?', 'text'],
    ['Is data encrypted at rest? [ ] Yes [ ] No', 'Is data encrypted at rest?', 'yesno'],
    ['Is data encrypted at rest? ( ) Yes (x) No ( ) N/A', 'Is data encrypted at rest?', 'yesno'],
    // Each box after its choice.
    [
      'Are you certified under the EU-U.S. Data Privacy Framework? Yes \u2610 No \u2610',
      'Are you certified under the EU-U.S. Data Privacy Framework?',
      'yesno',
    ],
    ['Is data encrypted at rest? Yes [ ] No [x] N/A [ ]', 'Is data encrypted at rest?', 'yesno'],
    ['Hosting region: US \u2610 EU \u2610 UK \u2610', 'Hosting region', 'text'],
    ['Is data encrypted at rest? (Select one) Yes \u2610 No \u2610', 'Is data encrypted at rest?', 'yesno'],
    // References and tags in brackets are no choices; "()" and a blank "[X]" inside the question are no boxes.
    ['Is customer data encrypted at rest? [CC6.1] [A.8.24]', 'Is customer data encrypted at rest? [CC6.1] [A.8.24]', null],
    ['Is data encrypted at rest? [Mandatory] [High]', 'Is data encrypted at rest? [Mandatory] [High]', null],
    ['Are dangerous functions such as eval() and exec() banned?', 'Are dangerous functions such as eval() and exec() banned?', null],
    [
      'Are customers notified within [X] hours of a breach, and is [X] stated in the contract?',
      'Are customers notified within [X] hours of a breach, and is [X] stated in the contract?',
      null,
    ],
    ['Backup window start: 01:00 | 02:00 | 03:00', 'Backup window start', 'text'],
    // A row's fields joined by bars are no choices when one of them asks.
    ['Control: Backups | Describe how often restores are tested.', 'Control: Backups | Describe how often restores are tested.', null],
    // A follow-up before the bars is asked too.
    ['Are backups copied off-site? If yes, how often: daily | weekly | monthly', 'Are backups copied off-site? If yes, how often?', 'text'],
    // Yes and No between slashes, a state and its negation, and the answer's own label before its choices.
    ['Data is encrypted at rest. Y / N / Partial', 'Data is encrypted at rest.', 'yesno'],
    ['Data is encrypted at rest. Implemented | Not implemented', 'Data is encrypted at rest.', 'yesno'],
    ['Data is encrypted at rest. Compliant / Non-compliant / Partially compliant', 'Data is encrypted at rest.', 'yesno'],
    ['Data is encrypted at rest. Status: Yes | No', 'Data is encrypted at rest.', 'yesno'],
    ['Is data encrypted at rest? Status: Fulfilled / Partially fulfilled / Not fulfilled', 'Is data encrypted at rest?', 'yesno'],
    ['Is data encrypted at rest? Response: Yes | No | N/A', 'Is data encrypted at rest?', 'yesno'],
    // The answer's label before check boxes goes with them; a field's name before them is what is asked.
    [
      'Scan for vulnerabilities periodically. Status: ☐ Implemented ☐ Partially Implemented ☐ Not Implemented ☐ N/A',
      'Scan for vulnerabilities periodically.',
      'yesno',
    ],
    ['Scan for vulnerabilities periodically. Scan tool: ☐ Nessus ☐ Qualys ☐ Other', 'Scan for vulnerabilities periodically. Scan tool', 'text'],
    // A field's name before its choices is what is asked; a class and the rest are no Yes and No.
    ['Please answer for production. MFA enforced for administrators: Yes | No', 'Please answer for production. MFA enforced for administrators', 'yesno'],
    ['Supplier criticality: Critical | Non-critical', 'Supplier criticality', 'text'],
  ])('reads a form’s choices: %s', (question, text, form) => {
    expect(readPortalMarkup(question)).toEqual({ text, form });
  });

  it.each([
    ['Do you encrypt customer data at rest? * Required', 'Do you encrypt customer data at rest?'],
    ['Is MFA enforced for staff? *', 'Is MFA enforced for staff?'],
    [
      'Can administrators configure an idle session timeout? (Yes / No / Not sure) Help text: e.g. sign-out after 15 minutes',
      'Can administrators configure an idle session timeout? (Yes / No / Not sure)',
    ],
    // An instruction to choose that names no choice, and a follow-up's choices, say nothing of the form.
    ['Is your SOC 2 report available under NDA? (Select one)', 'Is your SOC 2 report available under NDA?'],
    ['Are backups copied off-site? If yes: daily | weekly | monthly', 'Are backups copied off-site?'],
    ['Is data encrypted at rest? Describe the algorithm | key length', 'Is data encrypted at rest? Describe the algorithm | key length'],
    // A criteria catalogue's notes after the question, and a reference set off by a bar.
    ['Is data encrypted at rest? Supplementary information: The assessment follows C5:2020.', 'Is data encrypted at rest?'],
    ['Is data encrypted at rest? Notes on evidence: Provide the cryptography policy.', 'Is data encrypted at rest?'],
    ['Is data encrypted at rest? Evidence required: the cryptography policy.', 'Is data encrypted at rest?'],
    ['TPR-007 | Is data encrypted at rest?', 'Is data encrypted at rest?'],
    // A field's own marks and instructions, whose "not" negates nothing asked.
    ['Is data encrypted at rest? (not mandatory)', 'Is data encrypted at rest?'],
    ['Is data encrypted at rest? Do not leave blank.', 'Is data encrypted at rest?'],
    ['Data is encrypted at rest. This field is required.', 'Data is encrypted at rest.'],
    ['Data is encrypted at rest. \u2014 Required', 'Data is encrypted at rest.'],
    ['Is data encrypted at rest? - Mandatory', 'Is data encrypted at rest?'],
    // Yes and No offered after a question asking what or when say nothing of its form: they are the column's.
    ['Until when is the certificate valid? \u2610 Yes \u2610 No', 'Until when is the certificate valid?'],
    ['Which algorithm encrypts data at rest? Yes | No | N/A', 'Which algorithm encrypts data at rest?'],
  ])('reads off a required mark and help text: %s', (question, text) => {
    expect(readPortalMarkup(question)).toEqual({ text, form: null });
  });

  it.each([
    'AES-256 encryption at rest?',
    'SOC-2 report available?',
    'ISO-27001 certified?',
    'If a breach occurs, are customers notified within 72 hours?',
    'Do you keep audit logs? Note that we need at least a year.',
    'Describe your backups [e.g. frequency, retention].',
    // The question's own request to select, and a list that is not the form's choices.
    'Select all independent attestations currently held for the service.',
    'Do you support SAML, OIDC and SCIM?',
    'Is data replicated across regions: yes or no?',
    // A question's own verb of choosing, and a list of what is asked, are the question.
    'Can customers choose any data residency region?',
    "Do your developers check one another's pull requests before merge?",
    'How can customers select one of the hosting regions?',
    'Do you have the following controls in place? \u25CF Firewalls \u25CF IDS \u25CF DLP',
    // A control's code of two digits is left with its name to the answerer, which reads them together.
    'OIS-01 Information security management system – The provider operates an ISMS.',
    'Is the ISMS certified? Evidence of this is kept.',
    'Do you retain audit logs? Additional information: state the retention period.',
    // A slash between spaces joins a question's own alternatives.
    'Do you support SAML / OIDC?',
    'Data is encrypted with AES-256 / RSA-4096 keys.',
    'Keys are rotated. Monthly / Quarterly',
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
        {
          objectID: 'k_tls',
          content: 'Which TLS versions do you accept?',
          answer:
            'Yes. All connections use TLS 1.2 or higher with modern cipher suites; TLS 1.0 and 1.1 are disabled. HSTS is enabled with preload, and internal service-to-service traffic uses mutual TLS.',
        },
      ],
    }),
    productId: 'p',
    baseUrl: 'https://trust.example',
  });

  it.each([
    ['Q-SEC-010 Do you encrypt data at rest? [Single select: Yes | No | Not applicable] Guidance: If Yes, name the algorithm.', 'Do you encrypt data at rest?'],
    ['Q-BCM-002 What is your RTO? [Number + unit]', 'What is your RTO?'],
    ['What is your RTO? \u25CB < 1 hour \u25CB 1\u20134 hours \u25CB 4\u201312 hours \u25CB > 12 hours', 'What is your RTO?'],
    ['Minimum TLS version accepted: Select one: TLS 1.0 | TLS 1.1 | TLS 1.2 | TLS 1.3', 'Minimum TLS version accepted'],
  ])('drafts %s as the question alone', async (exported, plain) => {
    const drafted = await draftQuestion(corpus, exported, {});
    expect(drafted.answer).not.toBe('No answer found');
    expect(drafted).toEqual(await draftQuestion(corpus, plain, {}));
  });

  // A privacy platform's export: the question's number and section, "Required", the response type, the justification
  // and attachments asked for and the help text around the question, its lines run together as a cell's text is read.
  it.each([
    [
      'Q3 · US State Privacy Laws | Required | Response type: Single select (Yes / No / Not Sure / Not Applicable)\nDo you encrypt data at rest?\nJustification required if No. Help text: e.g. "AES-256 with keys in a cloud KMS".',
      'Do you encrypt data at rest?',
    ],
    [
      'Q7 · Security | Required\nProvide the minimum TLS version accepted.\nResponse type: Text. Help text: e.g. "TLS 1.3 only"',
      'Provide the minimum TLS version accepted.',
    ],
    ['Q22 · Security | Optional\nWhich TLS versions do you accept?\nResponse type: Multi select + Text (Other)', 'Which TLS versions do you accept?'],
  ])('drafts the platform export %s as the question alone', async (exported, plain) => {
    const drafted = await draftQuestion(corpus, exported, {});
    expect(drafted.answer).not.toBe('No answer found');
    expect(drafted).toEqual(await draftQuestion(corpus, plain, { form: drafted.form }));
  });

  it('answers a choice of values with the one a source states', async () => {
    const drafted = await draftQuestion(corpus, 'Minimum TLS version accepted: \u25CB TLS 1.0 \u25CB TLS 1.1 \u25CB TLS 1.2 \u25CB TLS 1.3', {});
    expect(drafted.form).toBe('text');
    expect(drafted.answer).toContain('TLS 1.2 or higher');
    expect(drafted.sources.map((s) => s.id)).toEqual(['k_tls']);
  });
});
