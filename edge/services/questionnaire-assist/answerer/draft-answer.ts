/**
 * The built-in questionnaire answerer (offline, deterministic): for one question it
 *
 * 1. reads the question's terms and its form (a Yes/No question, one that asks for text or a value — "RTO?",
 *    "Log retention period" — or one that asks to describe); a leading condition ("If …, will you …?") and a
 *    follow-up asking for details only set the scene;
 * 2. ranks the sources with BM25 and, in the best of them, finds the sentence that supports the question most:
 *    support is the share of the question's weight (IDF × how specific the word is; an everyday word's IDF capped)
 *    the sentence covers — its own words fully, a related term (`RELATED`: "vendor" for "third party") and the
 *    source's title and the rest of the source in part;
 * 3. abstains ("No answer found", flagged for a human) unless that support reaches {@link SUPPORT_THRESHOLD} (or
 *    {@link KNOWN_WORDS_SUPPORT_THRESHOLD} when the sources use every word of the question; a little less for a long
 *    question) and the source
 *    contains every anchor of the question (acronyms, standards, numbers: "FedRAMP", "27017", "SOC 1");
 * 4. reads the verdict from the source, never from the question: a knowledge-base answer's leading "Yes"/"No"/"Not
 *    yet" when its own question is the one asked; else the sentence's cues — "not yet", planned or in progress → No,
 *    a negation covering the asked words → No, "does not apply" → N/A — an item that is in progress or not
 *    enabled → No when the question is about that item, and a source titled as work under way ("… readiness")
 *    → No for what it says about its subject;
 * 5. cites the sources it used, rates its confidence and flags disagreement between sources.
 */
import { NO_ANSWER_FOUND, type AnswerForm, type AssistSource, type Confidence, type InternalNote } from '../../../../content/contracts/questionnaire-assist.ts';
import { bm25, idf, type Corpus, type CorpusSource, type SourceSentence } from './corpus.ts';
import { fromChatRegister } from './chat-register.ts';
import { fromPlainRegister } from './plain-register.ts';
import { withTyposCorrected } from './typos.ts';
import { ASKS_WHAT, WEIGHT_TAG_WORDS, withCellsBarred } from '../question-markup.ts';
import {
  GENERIC_WEIGHT_CAP,
  isCommonWord,
  plainWords,
  stemOf,
  termOfWord,
  questionAboutPlans,
  notYetBeyond,
  NEGATIVE_PURPOSE,
  questionNegation,
  RELATED,
  termWeight,
  titleNotYet,
  tokenize,
  type Polarity,
  type Token,
  TEXT_OPENERS,
  YES_NO_OPENERS,
  POLITE_REQUEST,
  ACCOUNT_REQUEST,
  REQUEST_VERB,
  CHOICE_FIELD,
  METHOD_FIELD,
  MEANS,
  REFERENCE_FIELD,
  REFERENCE,
  IDENTIFIER_FIELD,
  IDENTIFIER,
  AS_RECORDED_IN,
  ANSWER_BREAKDOWN,
  SECTION_ABBREVIATION,
  NAME_FIELD,
  PERSON_ROLE,
  PERSON_NAME_ASKED,
  MONTH,
  INSTANCE_KINDS,
  ROLE_TITLES,
  PLANNED_QUALIFIED,
  ASKS_TITLE,
  TITLE_SLOT,
  ROLE_TITLE,
  FRAME_LEAD,
  REQUEST_AFTER_PHRASE,
  REQUEST_AFTER_PURPOSE,
  REQUEST_PREFIX,
  LEAD_IN,
  PARTY_LEAD,
  withPartyRequestsAsked,
  INSTRUCTION,
  ADDRESSED_VERB,
  VALUE_NOUNS,
  FIELD_PARTICIPLES,
  QUALIFYING_PREPOSITIONS,
  BRACKETED_VALUE,
  COMMITTED_FIELD,
  NAMED_KINDS,
  PARTY_KINDS,
  PEOPLE,
  YES_NO_CUE,
  ROW_LABEL,
  REFERENCE_LABEL,
  HEAD_BRACKET_REFERENCE,
  ITEM_LABEL,
  ITEM_LABEL_BARE,
  ITEM_NUMBER,
  withCompanyAsCustomer,
  NATIVE_HEADINGS,
  BRACKETED_LABEL,
  CONTROL_ID,
  CONTROL_HEADING,
  SECTION_HEADING,
  RUN_IN_HEADING,
  FORM_LEAD,
  HEADING_BEFORE_REQUEST,
  FORM_NOTE,
  REVIEW_DATE_NOTE,
  STATEMENT_REFERENCE,
  TRAILING_INSTRUCTION,
  BRACKETED_INSTRUCTION,
  PROVISION_REFERENCE,
  INLINE_PROVISION_REFERENCE,
  STATUTE_SECTION_REFERENCE,
  COMMITMENT_CLAUSE,
  PROHIBITS,
  WEAKNESS_REFERENCE,
  TRAILING_REFERENCE,
  LIFECYCLE,
  EXAMPLES,
  EXAMPLES_END,
  PURPOSE_CLAUSE,
  ALTERNATIVE,
  CLOUD_ALTERNATIVE,
  OWN_INFRASTRUCTURE,
  EXCEPTION_QUESTION,
  ANYTHING_BEYOND,
  LIMITING,
  NARROWED_DENIAL,
  DEVIATION_REPORT,
  ASKS_DEVIATIONS,
  ASKS_EVERY_CASE,
  RESPONDENT_ROLE,
  CUSTOMER_ROLE,
  ASKER_OWNS,
  READER_OWNS,
  RESPONDENT_OBLIGATION,
  CUSTOMER_BY_NATURE,
  DATE,
  EMAIL,
  PLACES,
  INDIRECT_QUESTION,
  REMARK_LEAD,
  SPEAKER_REMARK,
  ASKS_OCCURRENCE,
  ASKS_RECURRENCE,
  frequenciesIn,
  INSURANCE_KIND,
  INSURANCE_QUALIFIERS,
  RECURRENCE_WORDS,
  ASKS_SINGLE_SITE,
  SEVERAL_SITES,
  ASKS_PUBLIC,
  DOCUMENT_ASKED,
  PUBLIC_ASKED_WORDS,
  GATED_STATED,
  PUBLIC_STATED,
  REPORTS_OCCURRENCE,
  ASKING_SENTENCE,
  BACK_REFERENCE,
  BRACKETED_HEADING,
  LEANS_ON_CONDITION,
  SELF_CONTAINED_ASK,
  LEADING_CONDITION,
  CONDITION_BEFORE_REQUEST,
  WHERE_TO_WRITE,
  CHOICES_OFFERED,
  CHOICE_OF_KINDS,
  CONTRARY_ALTERNATIVE,
  SECTION_PATH,
  DANGLING_FIELD,
  BY_WHOM_FIELD,
  DASH_QUALIFIED_VALUE,
  THING_KINDS,
  CIPHER,
  ASKS_CIPHER,
  REQUIREMENT_NOTE,
  BARRED_YES_NO,
  CONFIRMATION_TAIL,
  RATING_NOTE,
  STATUS_CUE,
  SCOPE_GLOSS,
  CONTINUED_MARK,
  EXTENT_FRAME,
  VALUE_REQUEST,
  nativeReading,
} from './lexicon.ts';
import { alternation, AUXILIARIES, CONDITION_OPENERS, QUESTION_OPENING, QUESTION_WORDS, REQUEST_VERBS } from '../ask-words.ts';

/** An auxiliary that opens a closed question ("Do …", "Are …", "Must …"). */
const AUXILIARY = alternation(AUXILIARIES);
/** A question's first word as a sentence's first word is written ("Do", "What"). */
const OPENING_WORDS = alternation([...AUXILIARIES, ...QUESTION_WORDS], { capitalised: true });
/** A full closed question's opening ("Do …", "Are …"), not a terse field's ("EU data residency option?"). */
const YES_NO_OPENING = new RegExp(`^\\s*(?:${AUXILIARY})\\b`, 'i');
/**
 * Where one sentence of a row ends and the next, starting with `next`, begins: after a full stop, a question mark or an
 * exclamation mark and a space — not after an initialism or a short form ("the EU-U.S. Data Privacy Framework",
 * "e.g. SAML", "Acme Inc. and …") unless a question opens after it ("… based in the U.S. Do you …?").
 */
function sentenceBreak(next: string): RegExp {
  return new RegExp(
    String.raw`(?<=[.?!])(?:(?<!\b(?:[A-Za-z]\.){2,}|\b(?:e\.g|i\.e|etc|vs|Inc|Ltd|Co|No|approx|incl|cf)\.)|(?=\s+(?:${OPENING_WORDS}|If|Please)\b))\s+(?=${next})`,
  );
}

/** Share of the question's weight a sentence (with its source) must cover to answer it. */
export const SUPPORT_THRESHOLD = 0.62;
/** The same, for a question all of whose words the sources use. */
export const KNOWN_WORDS_SUPPORT_THRESHOLD = 0.55;
/** Terms from which a question is long, and how much lower its thresholds are. */
const LONG_QUESTION_TERMS = 7;
const LONG_QUESTION_RELIEF = 0.07;
/** Share of the question's specific (non-generic) weight the evidence must cover as well. */
export const CONTENT_THRESHOLD = 0.5;
/** Support from which a draft is of high confidence. */
const HIGH_SUPPORT = 0.8;
/** Sources whose sentences are weighed, best BM25 first. */
const CANDIDATE_SOURCES = 25;
/** Credit of a question term found in the source's title, and in another sentence of the same source. */
const TITLE_CREDIT = 0.85;
const CONTEXT_CREDIT = 0.45;
const DOCUMENT_CONTEXT_CREDIT = 0.15;
/** How much a negated or postponed sentence yields to a plain one of the same support. */
const HEDGE_PENALTY = 0.03;
/** Credit of a word only implied by a folded phrase ("desk" of "help desk"). */
const IMPLIED_CREDIT = 0.6;
/** Credit of a question term whose related term (see `RELATED`) the sentence has. */
const RELATED_CREDIT = 0.7;
/** Share of a folded phrase's credit its words earn when the phrase itself is not in the source. */
const COMPONENT_CREDIT = 0.8;
/** Weight (as an IDF) of a common English word no source contains: the question's phrasing. */
const UNKNOWN_WORD_IDF = 1;
/** Most weight (as an IDF) an everyday English word earns by being rare among the sources. */
export const COMMON_WORD_IDF_CAP = 2.5;
/** Weight of a rare word no source contains ("escrow", "biometric"): most likely what the question is about. */
const RARE_WORD_IDF = 3;
/** A knowledge-base entry's own question, matched this well, makes its answer's verdict the answer's. */
const KB_QUESTION_MATCH = 0.6;

export interface DraftOptions {
  /** The column asks for Yes/No or free text; null: decided by the question. */
  form?: AnswerForm | null;
  /** Staff opted in: internal sources may be quoted too. */
  useInternal?: boolean;
  /** The ISO/IEC 27001 Annex A control a control list's row is ("A.5.19"), read from the row by {@link draftAnswer}. */
  annexControl?: string;
}

export interface Draft {
  form: AnswerForm;
  answer: string;
  explanation: string;
  confidence: Confidence;
  flagged: boolean;
  flagReason: string;
  sources: AssistSource[];
  internal: InternalNote[];
  /** The evidence, for providers that phrase the answer themselves: best sources first. */
  evidence: Evidence[];
}

export interface Evidence {
  source: CorpusSource;
  sentence: SourceSentence;
  index: number;
  support: number;
  /** The source's knowledge-base question is the one asked. */
  kbMatch: boolean;
  /** The source's BM25 score for the question. */
  rank: number;
  /** The sentence holds the kind of answer asked for (a name, a date, a number …). */
  typed: boolean;
  /** The sentence negates or postpones something. */
  hedged: boolean;
  /** Support counting only the question's specific words (not "use", "policy", "data" …). */
  contentSupport: number;
  /** The share of the question its source's title states (an item's or a document's; a curated entry's is 0). */
  titleShare: number;
}

/**
 * A field of a sheet that names a value without a verb: the value noun ends it (with an optional unit in brackets
 * or a %), a bracket after it names the value ("Encryption at rest (algorithm)"), or the value noun heads it,
 * qualified by what follows ("Size of …", "Patch SLA for …", "Deletion timeline after termination"). A field with a
 * verb ("MFA enforced for admins?") is a control to confirm.
 */
const VALUE_FIELD = new RegExp(
  `^(?![^]*\\b(?:is|are|was|were|has|have|do|does|can|will|must|should)\\b)(?!\\S+\\s[^]*\\b\\w+ed\\b)(?:[^]{0,60}\\b(?:${VALUE_NOUNS}|sla|slo)s?(?:\\s*\\([^)]{1,40}\\))?|[^]{0,60}%|[^]{0,60}\\((?:days|hours|months|years|minutes|%|USD|EUR|GBP|CHF|US\\$|\\$|€|£)\\)|[^]{0,60}\\([^)]{0,20}\\b(?:${VALUE_NOUNS})s?\\b[^)]{0,20}\\)|(?:\\S+\\s+){0,2}(?:${VALUE_NOUNS}|sla)s?(?:\\s*\\([^)]{1,40}\\))?\\s+(?:${QUALIFYING_PREPOSITIONS})\\b[^]{0,120})$`,
  'i',
);

/**
 * A field naming a kind of thing, or a value, and what it is used or offered for ("Provider used for transactional
 * email", "Key management service used", "Data center regions available", "Identity provider the Processor uses for …"): asks
 * which.
 */
const WHICH_FIELD = new RegExp(
  `^(?![^]*\\b(?:is|are|was|were|has|have|do|does|can|will|must|should)\\b)(?:\\S+\\s+){0,3}(?:${VALUE_NOUNS}|${'firm|company|companies|vendor|provider|auditor|body|partner|tool|platform|product|software|solution|technology|supplier|assessor|insurer|service'}|${THING_KINDS})s?\\s+(?:${FIELD_PARTICIPLES}|(?:that |which )?(?:you|we|the (?:supplier|vendor|processor|provider|service provider|contractor))\\s+(?:use|uses|rely on|relies on|employ|employs|engage|engages|give|gives|offer|offers|provide|provides|take|takes|apply|applies|hold|holds|keep|keeps|set|sets|commit to|commits to|guarantee|guarantees|promise|promises))\\b[^?]{0,100}\\??$`,
  'i',
);

/**
 * A field headed by the bound of a value: "Minimum TLS version accepted", "Oldest TLS version still accepted", "Maximum number
 * of failed attempts", "Minimum notice given before …".
 */
const VALUE_HEAD = new RegExp(
  `^(?:the\\s+)?(?:minimum|maximum|max|min|lowest|highest|shortest|longest|oldest|newest|earliest)\\.?\\s+(?:[\\w/.-]+\\s+){0,3}?(?:${VALUE_NOUNS}|notice|minutes|hours|days|weeks|months|years|attempts)s?\\b`,
  'i',
);
/**
 * A field whose value noun, near its head, is qualified by a relative clause or a participle with its preposition
 * ("Certification body that issued the certificate", "Encryption algorithm applied to stored data", "Uptime
 * percentage guaranteed in the SLA", "Advance notice given before …"), or opens it before "of" ("Headcount of the
 * dedicated security team"): asks for the value, whatever verbs the qualifier has ("… before a new subcontractor is
 * engaged").
 */
const QUALIFIED_FIELD = new RegExp(
  `^(?!(?:is|are|was|were|has|have|do|does|did|can|could|will|would|must|should|shall)\\b)(?:(?:(?:approximate|approx\\.|estimated|total|current|average|typical)\\s+)?(?:${VALUE_NOUNS})s?\\s+of\\b|(?:\\S+\\s+){0,3}(?:${VALUE_NOUNS}|notice|firm|company|partner|assessor|insurer|availability|uptime)s?\\s+(?:(?:that|which|who)\\s+\\w+|(?:\\w+ed|given|taken|made|held|kept|set|run|done|shown|written|chosen)\\s+(?:${QUALIFYING_PREPOSITIONS}|by|at|with)\\b))[^?]*\\??$`,
  'i',
);

/** A leading phrase of at most ten words ending in a comma, and the clause after it. */
const LEADING_PHRASE = /^(?:[^\s,?]+\s+){0,9}[^\s,?]+,\s+(.+)$/s;
/**
 * A condition of up to twenty words ending in a comma ("If personal data are transferred to a third country outside of
 * the EEA, …"), and the clause after it.
 */
const CONDITION_LEAD = /^(?:if|when|where|should|in case|once|whenever)\s(?:[^\s,?]+\s+){0,18}[^\s,?]+,\s+(.+)$/is;

/**
 * The question without its form's row label (see {@link ROW_LABEL} and {@link ITEM_LABEL}), its sheet's section path
 * ({@link SECTION_PATH}) or the form's instruction before it (see {@link FORM_LEAD}).
 */
export function withoutRowLabel(text: string): string {
  // "2.1 [CPS 234 para 14] Identify …": the standard's paragraph cited after the row's number goes; the number stays
  // for the label patterns below.
  const asked = text.replace(HEAD_BRACKET_REFERENCE, '$1$2');
  // "【Item 8】2.(1) Is …": a bracketed label before the row's own number.
  const bracketed = BRACKETED_LABEL.exec(asked);
  if (bracketed && tokenize(asked.slice(bracketed[0].length)).length >= 2) return withoutRowLabel(asked.slice(bracketed[0].length));
  // "大項目 1. Organisational Security / 中項目 1-1 Basic Policy. No. 1-1-1 Has …": the headings in the form's own
  // language go before the row's number.
  const native = NATIVE_HEADINGS.exec(asked);
  if (native && tokenize(asked.slice(native[0].length)).length >= 2) return withoutRowLabel(asked.slice(native[0].length));
  // "Please answer the following: …": the form's instruction before the question asks nothing itself.
  const lead = FORM_LEAD.exec(asked);
  const question = lead && tokenize(asked.slice(lead[0].length)).length >= 2 ? asked.slice(lead[0].length) : asked;
  const path = SECTION_PATH.exec(question) ?? SECTION_ABBREVIATION.exec(question);
  if (path && tokenize(question.slice(path[0].length)).length >= 1) return question.slice(path[0].length);
  // "Domain 1 – ORGANIZATIONAL SECURITY. Topic: Governance. OR-1.0 Describe …": the headings the row sits under.
  const headed = withoutLabelledHeadings(question);
  if (headed !== question) return withoutRowLabel(headed);
  // "01.3 CSF 04.a Information Security Policy Document. Requirement statement: …": the control a row is assessed
  // against, and the label of its requirement.
  const referenced = withoutControlReference(question);
  if (referenced !== question) return referenced;
  // A control's identifier ("A.5.15 Access control — …") is left to withoutControlId, which knows its heading.
  const rowLabel = ROW_LABEL.exec(question);
  const label = rowLabel ?? (CONTROL_ID.test(question) ? null : (ITEM_LABEL.exec(question) ?? ITEM_NUMBER.exec(question) ?? ITEM_LABEL_BARE.exec(question)));
  if (!label) return withoutNumberedHeading(question);
  const rest = question.slice(label[0].length);
  // "Section 2 – Roles and responsibilities. 2.1 Identify …", "PART IV – SUPPLY CHAIN. IV.1 Does …", "Section 1 – Profile.
  // Responses should relate to …; please say so. 1.1 Specify …": the first item of a numbered section comes after the
  // section's heading and any note on how to answer; an item numbered within the section (its number's first part the
  // section's) starts the question (see sectionItem).
  const item = sectionItem(label[0], rest);
  if (item !== null) return item;
  // A label that says it is one, with its number ("Question 12:"), goes before a question of one term ("… your
  // recovery point objective?", one abbreviation); any other needs two, lest it be part of the words ("No EU Hosting?").
  return tokenize(rest).length >= (rowLabel && /\d/.test(rowLabel[0]) ? 1 : 2) ? withoutNumberedHeading(rest) : question;
}

/**
 * A heading with its label, as a workbook prints the domain and topic a row sits under before the row: "Domain 1 –
 * ORGANIZATIONAL SECURITY.", "Topic: Governance.", "Category: Access control.", "Section 3 – Vendor Security Event
 * Notification (CIP-013-2 R1.2.1: notification by the vendor of …).", "Assessment Domain 02 – Endpoint Protection.", a
 * translated form's chapter in its own language and in English, "CAPÍTULO V – TRANSFERÊNCIA INTERNACIONAL … /
 * INTERNATIONAL TRANSFER OF PERSONAL DATA (art. 33)." (a label in capitals of five letters or more, with its number and
 * a dash) (the heading's name in group 2, its label's word in group 1; a bracket in the name may hold the requirement
 * it cites). Before a capital or the next item's number ("… DATA. 5.1 Will …").
 */
const LABELLED_HEADING =
  /^\s*((?:(?:Assessment|Control|Security|Audit)\s+)?Domain|DOMAIN|Chapter|CHAPTER|Topic|TOPIC|Category|Sub-?category|Area|Theme|Family|Control (?:area|family|domain)|Section|SECTION|Part|PART|[A-Z\u00C0-\u00D6\u00D8-\u00DE]{5,}(?=\s+(?:[IVX]{1,4}|\d{1,3})\s+[\u2013\u2014-]))(?:\s+(?:[A-Z]{1,2}\d{0,2}|[IVX]{1,4}|\d{1,3}(?:\.\d{1,3})?))?(?:\s*:|\s+[\u2013\u2014-])\s*([^\s.?!:()](?:[^.?!:()]|\([^()]{0,300}\)){1,400}?)\.\s+(?=[A-Z([]|\d{1,3}(?:\.\d{1,3})+[a-z]?\.?\s+[A-Z])/;

/** The label of a topic's heading, which the row's item may point back to. */
const TOPIC_LABEL = /^(?:Topic|TOPIC|Category|Sub-?category|Area|Theme|Family|Control (?:area|family))$/;

/** At most this many headings before a row (a domain, a topic, a sub-topic …). */
const MAX_LABELLED_HEADINGS = 4;

/**
 * The row without the labelled headings before it (see {@link LABELLED_HEADING}): "Domain 1 – ORGANIZATIONAL SECURITY.
 * Topic: Governance. OR-1.0 Describe …" → "OR-1.0 Describe …". Only headings that state nothing (their bracket aside)
 * of a few words. Before a row's identifier they go; before a question or a request without one, the last heading
 * stays as the topic the row is about, set off by a colon as a workbook's area is ("Topic: Audit logs. Specify the
 * retention period." → "Audit logs: Specify the retention period.", which withoutSectionHeading reads); a section's
 * heading ("Section 3 – …") goes only before an identifier (a section's notes and first item are read by sectionItem),
 * and a topic the question points back to stays as it is ("Topic: MFA. Is it enforced …?"). The row as it is when none.
 */
function withoutLabelledHeadings(question: string): string {
  let rest = question;
  let sectioned = false;
  let topic = '';
  for (let count = 0, heading = LABELLED_HEADING.exec(rest); heading && count < MAX_LABELLED_HEADINGS; count++, heading = LABELLED_HEADING.exec(rest)) {
    // A heading in two languages ("GOVERNANÇA EM PRIVACIDADE / PRIVACY GOVERNANCE") counts by its last.
    const name = heading[2]!
      .replace(/\([^()]*\)/g, ' ')
      .split(/\s\/\s/)
      .at(-1)!;
    const words = tokenize(name).length;
    if (STATING_WORD.test(name) || words > 8 || words === 0) break;
    // A topic's heading before an item's number ("Topic: Logging. 6.1 Specify …") is read as before: the item may
    // point back to it.
    if (/^\d/.test(rest.slice(heading[0].length)) && TOPIC_LABEL.test(heading[1]!)) break;
    sectioned ||= /^(?:section|part)$/i.test(heading[1]!);
    topic = heading[2]!.trim();
    rest = rest.slice(heading[0].length);
  }
  if (rest === question || tokenize(rest.slice(0, 200)).length < 2) return question;
  // An item numbered within its section ("Section C2 – Data protection. C2.1 Does …") is sectionItem's to read.
  const section = /^\s*(?:Section|SECTION|Part|PART)\s*([A-Z]{0,2}\d{1,3}|[IVX]{1,4})\b/.exec(question)?.[1];
  if (section && rest.trimStart().startsWith(`${section}.`)) return question;
  if (CONTROL_ID.test(rest) || ITEM_LABEL.test(rest) || ITEM_NUMBER.test(rest)) return rest;
  return sectioned || POINTS_BACK.test(rest) ? question : `${topic}: ${rest.trimStart()}`;
}

/**
 * A control framework's reference before a row, as a control assessment prints the control the row is assessed against:
 * the framework's name, a control's number and title, any more after a semicolon, and a cross-reference to a law after a
 * slash ("CSF 04.a Information Security Policy Document; 04.b Review of the Information Security Policy.", "CSF 02.b
 * Screening / HIPAA 164.308(a)(3)(ii)(B) Workforce Clearance Procedure.", "CSF Control Reference 00.a Information
 * Security Management Program.", "CSF 06.d / HIPAA 164.502(a)(5)(ii) Sale of Protected Health Information."), after the
 * row's own number. A control's number of two digits and a letter or two ("01.q", "09.aa"), or letters and a number
 * ("AC-2", "A.5.15"), then a title in capitals; the cross-reference's words run to its full stop.
 */
const CONTROL_REFERENCE = (() => {
  const id = String.raw`(?:\d{2}\.[a-z]{1,2}|[A-Z]{1,4}[.-]\d{1,2}(?:\.\d{1,2})*)\b`;
  const title = String.raw`(?:,?\s+(?:[A-Z][\w&'’-]*|of|and|the|for|in|to|with|on|from|by|&)){1,12}(?:\s*\([^()]{1,80}\))?`;
  return new RegExp(
    String.raw`^\s*(?:\d{1,3}(?:\.\d{1,3})+\s+)?[A-Z]{2,8}(?:\s+Control\s+Reference)?\s+${id}(${title})?(?:\s*[;,]\s*${id}${title})*(?:\s+\/\s+(?:[^.?!/]|\.(?=\d)){2,160}?)?\.\s+(?=[A-Z])`,
  );
})();

/** A request opening a row: "Describe …", "Please specify …". */
const LEADING_REQUEST = new RegExp(`^\\s*(?:(?:please|kindly)\\s+)?(?:${alternation(REQUEST_VERBS)})\\b`, 'i');

/** The label of the requirement a control assessment quotes: "Requirement statement:", "Requirement:", "Control statement:". */
const REQUIREMENT_LABEL = /^\s*(?:Requirement|Control)(?:\s+statement)?\s*:\s*/i;

/** A question about the requirement quoted before it: "Is this requirement met?", "Is the control implemented?". */
const REQUIREMENT_MET = /\b(?:Is|Has)\s+(?:this|the)\s+(?:requirement|control)\s+(?:been\s+)?(?:met|implemented|in place|satisfied)\s*\?\s*$/;

/**
 * The row without the control reference before it (see {@link CONTROL_REFERENCE}) and the label of the requirement it
 * quotes: "01.3 CSF 04.a Information Security Policy Document. Requirement statement: An information security policy
 * is approved … ." → "An information security policy is approved … .", the statement the respondent says holds or not;
 * a question about it after it ("Is this requirement met?") asks the same. A request or a question after the reference
 * is asked about the control the title names (see below).
 */
function withoutControlReference(question: string): string {
  const reference = CONTROL_REFERENCE.exec(question);
  if (!reference) return question;
  const rest = question.slice(reference[0].length);
  const label = REQUIREMENT_LABEL.exec(rest);
  if (!label) {
    // A question pointing back to the control with no requirement quoted ("Is the control implemented?") is left as it
    // is. A request after the reference that does not name its title's topic is about it: the title goes in brackets
    // into the request's first sentence, as a heading before a request does ("CSF 01.q User Identification and
    // Authentication. Describe the authentication methods." → "Describe the authentication methods (User Identification
    // and Authentication)."); a question, or a request naming the topic, is what is asked.
    if (REQUIREMENT_MET.test(rest) || tokenize(rest.slice(0, 200)).length < 2) return question;
    const title = reference[1]?.replace(/\s*\([^()]*\)\s*$/, '').trim();
    if (!title || !LEADING_REQUEST.test(rest)) return rest;
    const named = new Set(tokenize(rest.slice(0, 300)).map((t) => t.term));
    if (tokenize(title).every((t) => named.has(t.term))) return rest;
    const first = /^([^.?!]*?)\s*([.?!])(\s|$)/.exec(rest);
    return first ? `${first[1]} (${title})${rest.slice(first[1]!.length).trimStart()}` : `${rest} (${title})`;
  }
  const requirement = rest.slice(label[0].length);
  const met = REQUIREMENT_MET.exec(requirement);
  const statement = met && tokenize(requirement.slice(0, Math.min(met.index, 200))).length >= 3 ? requirement.slice(0, met.index).trimEnd() : requirement;
  return tokenize(statement.slice(0, 200)).length >= 2 ? statement : question;
}

/**
 * A note on how to answer a section's items, after its heading ("Responses should relate to the services …", "Answer
 * for the production environment.", "Where a control is operated by a fourth party, please say so."): not a
 * statement of the respondent's. Not a scope naming another party ("Answer the following for your hosting provider.",
 * "Instructions: responses apply to your sub-processors.", "… concern your critical suppliers", "… reflect your offshore
 * support centre"): the items ask about that party.
 */
const ANSWERING_NOTE =
  /^\s*(?:responses?|answers?|answer|respond|questions?|this section|the following|please|note|instructions?(?=\s*:)|where|if|when|for each)\b/i;
const PARTY_SCOPE =
  /\b(?:for|to|concern(?:s|ing)?|reflect(?:s|ing)?|about|regarding|cover(?:s|ing)?) (?:your|the|each|every|any|all) (?:[\w-]+\s+){0,3}?(?:providers?|subcontractors?|sub-?processors?|suppliers?|vendors?|part(?:y|ies)|affiliates?|cent(?:er|re)s?)\b/i;

/**
 * The question of a numbered section's first item, after the section's label (`label`: "Section 2 –", "PART IV –"),
 * its heading and any note on how to answer (see {@link ANSWERING_NOTE}): "Section 2 – Roles and responsibilities. 2.1
 * Identify …" → "Identify …". Only an item numbered within the section; not after a statement ("Section 3 – Personnel
 * security. All staff undergo background checks. 3.1 Describe the scope of the checks."), nor an item pointing back to
 * the heading ("Section 2 – MFA. 2.1 Is it enforced …?"). Null when none.
 */
function sectionItem(label: string, rest: string): string | null {
  const section = /^\s*(?:Section|SECTION|Part|PART)\s*(\d{1,3}|[IVX]{1,4})\b/.exec(label)?.[1];
  if (!section) return null;
  const item = new RegExp(`(?:^|[.;:!?]\\s+)${section}(?:\\.\\d{1,3}){1,3}[a-z]?\\.?\\s+(?=[A-Z("'\u201c])`).exec(rest.slice(0, 600));
  if (!item) return null;
  const asked = rest.slice(item.index + item[0].length);
  if (tokenize(asked).length < 2 || POINTS_BACK.test(asked)) return null;
  const [heading, ...notes] = `${rest.slice(0, item.index)}.`.split(sentenceBreak('[A-Z]'));
  if (STATING_WORD.test(heading!) || tokenize(heading!).length > 8) return null;
  return notes.every((note) => ANSWERING_NOTE.test(note) && !PARTY_SCOPE.test(note)) ? asked : null;
}

/**
 * A section's heading as a sentence before the first item's number ("Section 3 – Confidentiality and security
 * measures. 3.1 Specify …", after its label; "Retention and destruction. 5.1 At the end …"): a heading that states
 * nothing (see {@link STATING_WORD}), then a number of two levels or more.
 */
const NUMBERED_HEADING = /^\s*([A-Z][^.?!:]{2,100}?)\.\s+([A-Z]{1,2}(?=\d))?\d{1,3}(?:\.\d{1,3})+\.?\s+(?=[A-Z("'\u201c])/;

/**
 * A qualifier opening a phrase before an item's number ("Within 24 hours. 7.1 …", "Excluding backups. 4.1 …"): a
 * condition of what follows, not a heading.
 */
const QUALIFYING_OPENER =
  /^(?:only|within|except|excluding|including|unless|never|not|no|yes|for|all|any|at|in|on|by|with|without|before|after|under|over|up|if|when|where|once|per|every|each)\b/i;

/**
 * A family's heading in capitals, with its number, before a control's identifier: "3.12 SECURITY ASSESSMENT.
 * CA.L2-3.12.1 …" (two words or more; group 1).
 */
const CAPITALS_HEADING = /^\s*(?:\d{1,3}(?:\.\d{1,3})*\.?\s+)?([A-Z][A-Z&/-]+(?:,?\s+(?:[A-Z][A-Z&/-]*|&)){1,12})\.\s+(?=\S)/;

/** A heading's word that is a state or a law, not a family's name: "NOT APPLICABLE.", "UK GDPR." scope the row. */
const STATE_OR_LAW = /\b(?:N\/A|EXCLUDED|APPLICABLE|IMPLEMENTED|COMPLIANT|MET|GDPR|DORA|HIPAA|NIS ?2|CCPA|PCI|SOX|GLBA|FERPA)\b/;

function withoutNumberedHeading(question: string): string {
  const capitals = CAPITALS_HEADING.exec(question);
  if (capitals && !STATING_WORD.test(capitals[1]!) && !STATE_OR_LAW.test(capitals[1]!) && CONTROL_ID.test(question.slice(capitals[0].length)))
    return question.slice(capitals[0].length);
  const heading = NUMBERED_HEADING.exec(question);
  // A lettered number ("C2.1") follows a section's heading ("Data protection."); after a statement, if only of a
  // participle, it is a control's reference ("MFA enforced for remote access. CC6.1 The entity …").
  if (heading?.[2] && /\b[a-z]{3,}ed\b/i.test(heading[1]!)) return question;
  if (!heading || STATING_WORD.test(heading[1]!) || QUALIFYING_OPENER.test(heading[1]!) || heading[1]!.trim().split(/\s+/).length < 2) return question;
  if (tokenize(heading[1]!).length > 8) return question;
  const rest = question.slice(heading[0].length);
  return tokenize(rest).length >= 2 ? rest : question;
}

/**
 * The statement of a control list's row without the control's identifier and heading ("A.5.15 Access control — Rules
 * … are established." → "Rules … are established."): neither is what is asked, and the identifier's letters and
 * numbers are words no source uses. A question without an identifier is returned as it is.
 */
export function withoutControlId(question: string): string {
  const id = CONTROL_ID.exec(question);
  if (!id) return question;
  const rest = question.slice(id[0].length);
  const heading = CONTROL_HEADING.exec(rest);
  const statement = heading ? rest.slice(heading[0].length) : withoutTitleSentence(rest);
  // A heading is dropped only before a statement of its own (two words or more), not counting a Yes/No cue and an
  // instruction after it ("A.5.30 ICT readiness for business continuity: implemented. (Y/N) Please provide supporting
  // evidence." states only "implemented").
  const cue = YES_NO_CUE.exec(statement);
  const own = withoutTrailingInstruction(cue ? statement.slice(0, cue.index) : statement);
  if (tokenize(own).length < 2) return rest;
  // "SI.L2-3.14.2 Provide protection from malicious code … . Is an EDR agent deployed on all laptops? (Y/N)": a
  // framework's requirement (an identifier with letters, not a contract's "15.1"), then the form's own question or
  // request, complete in itself, which is what is asked.
  if (!/[A-Z]/.test(id[0])) return statement;
  const sentences = statement.split(sentenceBreak('[A-Z]'));
  // A CMMC practice's statement opens with its verb ("Provide protection from malicious code …"); a row of another
  // framework whose first sentence asks or addresses the respondent ("BCR-08.1 Describe your backup strategy. Are
  // backups encrypted …?") asks both.
  const requirement = /^\s*\[?[A-Z]{2}\.L[1-3]-/.test(id[0]) || (!ASKING_SENTENCE.test(sentences[0]!) && !/\b(?:you|your)\b/i.test(sentences[0]!));
  if (!requirement) return statement;
  // The question up to its question mark, without a cue or an instruction after it ("(Y/N) If not, please explain.").
  const upToMark = (sentence: string) => (sentence.includes('?') ? sentence.slice(0, sentence.indexOf('?') + 1) : sentence);
  const asked = sentences.findIndex((sentence, at) => at > 0 && !/\?\s*$/.test(sentences[at - 1]!) && standsAlone(upToMark(sentence), 6));
  return asked > 0 ? sentences.slice(asked).join(' ') : statement;
}

/** What follows "the Operator" when it names something else: "the Operator of Essential Services", "the Operator console". */
const OPERATOR_NOT_PARTY = /^\s+(?:of|console|consoles|panel|portal|account|accounts|role|roles|interface|team)\b/;

/**
 * Whether a role's name after "the" (`word`, `possessive` its possessive, `after` the text after it) names the
 * respondent as a party: "the Operator" only as one ("the Operator's staff", "the Operator shall …"), not as part of a
 * longer name ("the Operator of Essential Services", "the Operator console").
 */
function namesParty(word: string, possessive: string, after: string): boolean {
  return word !== 'Operator' || possessive !== '' || !OPERATOR_NOT_PARTY.test(after);
}

/** A question about payments, in which "the processor" is the payment processor: "card", "PCI DSS", "payments". */
const PAYMENT_CONTEXT = /\b(?:payments?|cards?|cardholder|PCI|merchant|acquir\w*)\b/i;

/** A question pointing back to what came before it within its first words: "Are they encrypted?", "Is it available?". */
const POINTS_BACK = /^\s*(?:\S+\s+){0,3}?(?:it|they|them|these|those|such)\b/i;

/** A word that makes a few words a sentence rather than a heading: a verb, a person, a possessive or a negation. */
const STATING_WORD =
  /\b(?:is|are|was|were|be|been|being|has|have|had|do|does|did|will|would|can|could|shall|should|may|might|must|we|you|they|it|our|your|their|us|not|no|never)\b/i;

/**
 * The question without a workbook's control area before it ("Audit & Assurance — Are subservice organisations …?" →
 * "Are subservice organisations …?"; see {@link SECTION_HEADING}) or a heading run into it (see {@link RUN_IN_HEADING}):
 * the heading's words name where the row sits, and a question word after them is the question's first. A heading set
 * off before a request (see {@link HEADING_BEFORE_REQUEST}) goes too, or into the request when it is the request's
 * topic.
 */
export function withoutSectionHeading(asked: string): string {
  // "(Exit management). Please confirm …": a heading in brackets is set off as by a colon, not a sentence of its own.
  const question = asked.replace(/^(\s*\([A-Z][^()?.!]{2,60}\))\.(?=\s+[A-Z])/, '$1:');
  // "Data sanitisation: State the period within which customer data is deleted …": a request complete in itself,
  // which names the heading's topic again, is what is asked, and so is one after a form's label ("Vendor response:").
  // One that does not name the heading ("Backups: State the period for which data is retained.") is about it: the
  // heading goes in brackets into the request's first sentence ("State the period … retained (Backups)."), which still
  // leads, as a request is read. A condition or a scope ("For administrators: State …") is no such heading (see
  // HEADING_BEFORE_REQUEST).
  const topic = HEADING_BEFORE_REQUEST.exec(question);
  if (topic && tokenize(topic[0]).length <= 6) {
    const request = question.slice(topic[0].length);
    // A folded phrase counts by its words too ("audit logs" names "audit").
    const termsOf = (text: string) => tokenize(text).flatMap((t) => [t.term, ...(t.components ?? [])]);
    const named = new Set(termsOf(request));
    if (standsAlone(request, 5)) {
      const name = topic[0]
        .trim()
        .replace(/[:\u2013\u2014-]$/, '')
        .trim()
        .replace(/^\((.*)\)$/, '$1');
      // A form's label ("Vendor response:", "Evidence required:", "Note:") or the respondent's name is no topic.
      const formLabel =
        /\b(?:vendor|supplier|provider|respondent|contractor|bidder|tenderer|response|answer|required|mandatory|optional|note|notes|evidence|comments?)\b/i.test(
          name,
        );
      if (formLabel || termsOf(name).some((term) => named.has(term))) return request;
      // The topic goes inside the request's first sentence, before its stop: a remark after it would be dropped.
      const first = /^([^.?!]*?)\s*([.?!])(\s|$)/.exec(request.trim());
      return first ? `${first[1]} (${name})${request.trim().slice(first[1]!.length).trimStart()}` : `${request.trim()} (${name})`;
    }
  }
  // "(Trennungsgebot) Production and test systems are separated …", "(Availability) Please give the maximum time …":
  // a few words in brackets opening the row name its category, as a heading does, before any sentence that does not
  // point back to them ("(Backups) Are they encrypted?").
  // A label in two languages ("(Gestion des accès / Access management)", "(EFVP / PIA)") counts a language at a time.
  const category = /^\s*\(([A-Z][^()?.!]{2,60})\)\s*[:\u2013\u2014-]?\s+(?=[A-Z])/.exec(question);
  if (category && category[1]!.split(/\s\/\s/).every((label) => tokenize(label).length <= 4)) {
    const rest = question.slice(category[0].length);
    if (!BACK_REFERENCE.test(rest) && rest.split(/\s+/).length >= 4) return rest;
  }
  // A longer heading with a bracket before an en or em dash (see BRACKETED_HEADING) names where the row sits, unless
  // its words state something or the question points back to it ("Customer IP allowlisting (network restriction) – Is
  // it available?" asks about the heading).
  const bracketed = BRACKETED_HEADING.exec(question);
  if (bracketed) {
    const words = bracketed[0].replace(/\([^()]*\)/g, ' ');
    const rest = question.slice(bracketed[0].length);
    if (!STATING_WORD.test(words) && tokenize(words).length <= 8 && !POINTS_BACK.test(rest)) return rest;
  }
  const dashed = SECTION_HEADING.exec(question);
  const heading = dashed ?? RUN_IN_HEADING.exec(question);
  if (!heading || tokenize(heading[0]).length > 5) return question;
  // A heading names a topic ("Secure user management."); a sentence stating something ("Data is encrypted. Are backups
  // too?", "Customer data is encrypted – How are the keys managed?") is what the question goes on from.
  if (!dashed && STATING_WORD.test(heading[0])) return question;
  const rest = question.slice(heading[0].length);
  // A row in Title Case ("High Vulnerabilities Are Patched Within 7 Days") is one sentence, whatever its capitals.
  const words = rest.match(/[A-Za-z][\w'-]*/g) ?? [];
  if (!dashed && words.filter((w) => /^[a-z]/.test(w)).length < 0.3 * words.length) return question;
  // A heading run into a question that points back to it ("Backups Are they encrypted at rest?", "Encryption keys
  // Where are they generated?") names what is asked.
  if (!dashed && POINTS_BACK.test(rest)) return question;
  // So does one naming a standard the question does not name again ("PCI DSS 4.0 Compliance: Are you compliant with
  // the new requirements?"); a heading all in capitals ("SECTION 4: DATA SECURITY") is the sheet's layout.
  const layout = (heading[0].match(/\b[A-Z]{4,}\b/g) ?? []).length >= 2 && !/[a-z]/.test(heading[0]);
  if (!dashed && !layout && /\b[A-Z]{2,}\b/.test(heading[0]) && !/\b[A-Z]{2,}\b/.test(rest)) return question;
  return tokenize(rest).length >= 2 ? rest : question;
}

/** A control's name in a sentence of its own after its code, before its statement: "COS-01: Technical safeguards. The …". */
const TITLE_SENTENCE = /^\s*([A-Z][\w&/' -]{2,60}?)\.\s+(?=[A-Z"'\u201c(])/;

/**
 * A control's statement without the name before it, after its code ("COS-01: Technical safeguards. The vendor encrypts
 * …"): a name of a few words stating nothing (see {@link FIELD_NAME} and {@link STATING_WORD}), before a statement of
 * three words or more (not a question, which the run-in heading's rules read). Only after a code: a row of its own
 * may open with a short statement ("MFA for all remote access. Exceptions are approved …").
 */
function withoutTitleSentence(question: string): string {
  const title = TITLE_SENTENCE.exec(question);
  if (!title || !FIELD_NAME.test(title[1]!.trim()) || STATING_WORD.test(title[1]!)) return question;
  const rest = question.slice(title[0].length);
  // A statement, not a terse choice about the title ("Key management – KMS or HSM?").
  return !/\?/.test(rest) && STATING_WORD.test(rest) && rest.split(/\s+/).length >= 3 && tokenize(rest).length >= 2 ? rest : question;
}

/**
 * The question without an instruction run on after it (see {@link TRAILING_INSTRUCTION}), or put in brackets after
 * it ("Information security policy (Answer N/A if not applicable.)"; see {@link BRACKETED_INSTRUCTION}).
 */
export function withoutTrailingInstruction(question: string): string {
  const stripped = question.trim().replace(BRACKETED_INSTRUCTION, '').replace(TRAILING_INSTRUCTION, '');
  return tokenize(stripped).length > 0 ? stripped : question;
}

/**
 * The question without a requirement note after it (see {@link REQUIREMENT_NOTE}), a continued row's mark, or a
 * question after a statement of two words or more that asks only whether it holds (see {@link CONFIRMATION_TAIL}).
 */
export function withoutRequirementNote(question: string): string {
  const plain = question.replace(REQUIREMENT_NOTE, '').replace(CONTINUED_MARK, '');
  const stated = plain.replace(CONFIRMATION_TAIL, '');
  if (stated !== plain && tokenize(stated).length >= 2) return stated;
  return tokenize(plain).length > 0 ? plain : question;
}

/**
 * "To what extent is X regulated?" asks how X is done ("How is X regulated?"); followed by a question or a request
 * for a value ("Please state the interval of the training."), the frame only names the control and what follows asks.
 */
export function withoutExtentFrame(question: string): string {
  const frame = EXTENT_FRAME.exec(question);
  if (!frame) return question;
  const sentences = question.trim().split(sentenceBreak('[A-Z(]'));
  const next = sentences[1];
  if (next && (/\?\s*$/.test(next) || VALUE_REQUEST.test(next)) && tokenize(next).length >= 3) return sentences.slice(1).join(' ');
  return `How ${frame[1]} ${question.slice(frame[0].length)}`;
}

/**
 * A note of the asker's own in brackets inside the question ("(the LEA notes that the Education Law requires notice
 * within seven days)", "(note: see the annex)", "(N.B. …)"): what the asker knows, not what it asks, and its words are
 * none a source must state. A requirement in it (a figure, "requires", "must", "at least") is what a Yes must meet:
 * it stays, unless the question asks for a value or an account, which the answer gives whatever the requirement.
 */
const ASKER_NOTE =
  /\s*\((?:(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:notes|acknowledges|understands|observes|recalls|reminds|recogni[sz]es)\s+that|notes?\s*:|n\.?\s?b\.?\s*:?)\s(?:[^()]|\([^()]*\))*\)/gi;
/**
 * An exception for what the law forbids ("…, save where such checks are prohibited by local law", "unless prohibited by
 * applicable law"): the asker's legal reservation, not what it asks, and its "prohibited" denies nothing the question
 * asks about. (What the law requires stays: "disclosed …, unless required by law" is what such a question asks.)
 */
const LAW_EXCEPTION =
  /,?\s*\b(?:unless|except (?:where|when|as|to the extent(?: that)?)|save (?:where|as|to the extent(?: that)?)|other than (?:where|as))\s+(?:[^,.;?()]{0,60}?\s)?(?:prohibited|forbidden|not permitted)\s+(?:by|under)\s+(?:(?:local|applicable|the|any|relevant|national|a)\s+)*(?:laws?|legislation|regulations?|court order)\b/gi;
/**
 * An obligation's "for no purpose other than the provision of the services": only for it. A limit stated as a
 * negation, whose "no" denies nothing the obligation states (it had turned a Yes into a No). Only in an obligation
 * ("shall", "will", "must", "undertakes to"): a question so worded ("Is personal data used for no purpose other than
 * …?") asks whether there is such a limit, which a sentence naming the purpose does not state.
 */
const NO_OTHER_PURPOSE =
  /(?<=\b(?:shall|will|must|undertakes? to|agrees? to)\b[^.?!]{0,160}?)\bfor no (?:other )?purposes?(?: whatsoever)? (?:other than|except|save|beyond)\b/gi;
/** A requirement in an asker's note (see {@link ASKER_NOTE}). */
const NOTE_REQUIREMENT = /\b(?:requires?|required|must|minimum|maximum|at (?:least|most)|no (?:more|later|less) than|within)\b|\d/i;

/**
 * The question without references to provisions (see {@link PROVISION_REFERENCE} and
 * {@link INLINE_PROVISION_REFERENCE}), a reservation for what the law forbids ({@link LAW_EXCEPTION}) and a note of the
 * form's after it (see {@link FORM_NOTE}); a purpose limit stated as a negation is stated as one ({@link NO_OTHER_PURPOSE}).
 */
export function withoutProvisionReferences(question: string): string {
  // Runs of white space as one space first: the patterns then never meet a long run.
  const plain = question
    .replace(/\s+/g, ' ')
    .replace(PROVISION_REFERENCE, '')
    .replace(INLINE_PROVISION_REFERENCE, '')
    .replace(STATUTE_SECTION_REFERENCE, '')
    .replace(LAW_EXCEPTION, '')
    .replace(NO_OTHER_PURPOSE, 'only for')
    .replace(ASKER_NOTE, (note, at: number, text: string) =>
      NOTE_REQUIREMENT.test(note) && !ASKS_WHAT.test(text.slice(0, at) + text.slice(at + note.length)) ? note : '',
    )
    // What such references leave of a bracket: "(; )".
    .replace(/\s*\(\s*[;,]?\s*\)/g, '')
    .replace(WEAKNESS_REFERENCE, '')
    .replace(TRAILING_REFERENCE, '')
    .replace(STATEMENT_REFERENCE, '')
    .replace(FORM_NOTE, '')
    .replace(REVIEW_DATE_NOTE, '')
    // "Pursuant to Art. 28(3)(f) GDPR, will …": the comma the reference leaves at the start goes with it.
    .replace(/^\s*,\s*/, '');
  return tokenize(plain).length > 0 ? plain : question;
}

/**
 * The question without the sentences of context before its request ("The Company prefers isolated hosting for
 * critical applications. Indicate whether the Respondent offers a dedicated single-tenant deployment."): statements
 * that ask nothing, followed by a request or question complete in itself (see {@link SELF_CONTAINED_ASK}), set the
 * scene, and the request is what is asked. A statement followed by an instruction that leans on it ("Data is encrypted at rest.
 * If not, explain why.", "Describe how this is enforced.") is itself what is asked, and stays.
 */
export function withoutContextLead(question: string): string {
  // "Our procurement policy requires at least 99.9% uptime — what availability do you commit to?": a statement of
  // context, a dash, then a question complete in itself.
  const dashed = /^([^?]{12,}?)\s+(?:[\u2013\u2014]|--?)\s+(.+)$/s.exec(question.trim());
  if (dashed && !ASKING_SENTENCE.test(dashed[1]!)) {
    if (standsAlone(dashed[2]!, 4)) return dashed[2]!;
  }
  const sentences = question.trim().split(sentenceBreak('[A-Z]'));
  // The statements before the request: one, or a few ("Our auditors ask for evidence … They will rely on your report.").
  for (let at = 1; at < Math.min(sentences.length, MAX_LEAD_SENTENCES + 1); at++) {
    const lead = sentences[at - 1]!;
    if (/\?\s*$/.test(lead) || ASKING_SENTENCE.test(lead)) return question;
    if (standsAlone(sentences[at]!, 6)) return sentences.slice(at).join(' ');
    // "This section applies to all vendors. The vendor encrypts …": the asker speaking of itself or its form, before
    // the statement to confirm.
    if (
      at === 1 &&
      sentences.length === 2 &&
      ASKER_CONTEXT.test(lead) &&
      !ASKING_SENTENCE.test(sentences[1]!) &&
      !BACK_REFERENCE.test(sentences[1]!.split(/\s+/)[0]!) &&
      sentences[1]!.split(/\s+/).length >= 3
    )
      return sentences[at]!;
  }
  return question;
}

/** A sentence in which the asker speaks of its form ("This section applies to …", "The following …"). */
const ASKER_CONTEXT = /^\s*(?:this\s+(?:section|questionnaire|question|part|assessment|review|form)|the\s+following|as\s+part\s+of)\b/i;

/** Statements of context a question may open with before its request. */
const MAX_LEAD_SENTENCES = 3;

/**
 * Whether a request is complete in itself (see {@link SELF_CONTAINED_ASK}), leans on nothing before it and has at least
 * `minWords` words. An instruction in brackets after it ("(Answer N/A if not applicable.)") leans on nothing. One of
 * generic words only ("Describe the procedure the vendor follows.") names no topic: it asks about what came before.
 */
function standsAlone(request: string, minWords: number): boolean {
  const asked = request.replace(BRACKETED_INSTRUCTION, '');
  return (
    SELF_CONTAINED_ASK.test(asked) &&
    // "… the examination and the period it covered", "the provider and the services it delivers": in the second of two
    // things asked, a pronoun right after its noun points to the first, in the same sentence ("Describe the encryption
    // it uses." still leans on what came before).
    !BACK_REFERENCE.test(asked.replace(/\band\s+(?:the|its|their)\s+[a-z]+\s+(?:it|they)\b/gi, ' ')) &&
    !COMMITMENT_ASKED.test(asked) &&
    asked.split(/\s+/).length >= minWords &&
    tokenize(asked).some((t) => termWeight(t.term) === 1)
  );
}

/**
 * A request for the figure a party commits to ("State the maximum period to which Vendor commits."): it asks for the
 * figure of the obligation stated before it, and leans on it.
 */
const COMMITMENT_ASKED = new RegExp(COMMITMENT_CLAUSE, 'i');

/**
 * The question of a row written as a casual email: without the remarks around it — a greeting or a remark in a
 * sentence of its own before it, a lead before a colon ("First: is our data …?"), a remark after it ("Our procurement
 * folks always ask.") — and asked directly when it is asked as a wish to know ("… will want to know whether you keep
 * …" → "you keep …"), and without a follow-up for a No after it ("If not, is it planned?"). A row without a question
 * mark, or whose other sentences ask or request something, is otherwise left as it is.
 */
export function withoutRemarks(question: string): string {
  // A field's label for the answer after the row ("Vendor response:", "Comments:") and a request to elaborate after a
  // dash or a semicolon ("; please elaborate.") ask nothing of their own.
  const unlabelled = question.trim().replace(ANSWER_FIELD_AFTER, '');
  const elaborated = unlabelled.replace(ELABORATE_AFTER, '');
  const row = elaborated === unlabelled || /[.?!]$/.test(elaborated) ? elaborated : `${elaborated}.`;
  const sentences = row.split(sentenceBreak('\\S'));
  // A follow-up for a No after what is asked ("If not, is it planned?", "If no, why not?") asks nothing the answer
  // needs, and its "not" negates nothing asked: it goes.
  while (sentences.length > 1 && NO_FOLLOW_UP.test(sentences.at(-1)!)) sentences.pop();
  // A statement's or a request's row without a question: a note of the form's after it goes (see {@link isFormNoteAfter}).
  if (!question.includes('?')) while (sentences.length > 1 && isFormNoteAfter(sentences.at(-1)!)) sentences.pop();
  const at = sentences.findIndex((s) => /\?\s*$/.test(s));
  let asked = sentences.join(' ');
  // Only a full question stands without the sentences before it ("Implemented?" and "True?" ask about the statement
  // before them, and so does a follow-up on its answer: "If not, is it planned?").
  const full = (s: string) => ASKING_SENTENCE.test(s.replace(REMARK_LEAD, '')) && !FOLLOW_UP.test(s);
  if (at >= 0 && sentences.length > 1 && full(sentences[at]!) && !sentences.slice(0, at).some((s) => ASKING_SENTENCE.test(s))) {
    // What follows the question: further questions and instructions stay, remarks go.
    // A status the form asks to mark after a full question, its choices or its fields after it ("… reviewed annually?
    // Implemented? (Yes / No / Partial)", "… Implemented? Comments:"), is the question's answer, not a question of its
    // own ("Is there a password policy? Enforced?" asks both).
    const marked = (i: number) => STATUS_ASKED.test(sentences[i]!) && STATUS_FIELD_AFTER.test(sentences.slice(i + 1).join(' '));
    const after = sentences.slice(at + 1).filter((s, i) => (/\?\s*$/.test(s) || ASKING_SENTENCE.test(s)) && !marked(at + 1 + i));
    asked = [sentences[at]!, ...after].join(' ');
  }
  const lead = REMARK_LEAD.exec(asked);
  if (lead && /\?\s*$/.test(asked.split(/(?<=[.?!])\s+/)[0]!) && ASKING_SENTENCE.test(asked.slice(lead[0].length)) && !ASKING_SENTENCE.test(asked))
    asked = asked.slice(lead[0].length);
  // "we're in healthcare — hipaa?": the asker's remark about themselves goes, even before a question of one word.
  const remark = SPEAKER_REMARK.exec(asked);
  if (remark && /\?\s*$/.test(asked) && tokenize(asked.slice(remark[0].length)).length >= 1) asked = asked.slice(remark[0].length);
  const indirect = INDIRECT_QUESTION.exec(asked);
  if (indirect && tokenize(asked.slice(indirect[0].length)).length >= 2) asked = asked.slice(indirect[0].length);
  return tokenize(asked).length > 0 ? asked : question;
}

/** A status a form asks to mark, as a question of its own after the row's: "Implemented?", "In place?", "Compliant?". */
const STATUS_ASKED = /^\s*(?:implemented|in place|compliant)\s*\?\s*$/i;
/** What follows a status to mark: its choices ("(Yes / No / Partial / N/A)") or the form's fields ("Comments:"). */
const STATUS_FIELD_AFTER = /^\s*(?:[([]\s*(?:y(?:es)?|fully)\s*[/|,]|(?:comments?|evidence|compensating controls?|notes?|remarks?|explanation)\b[^:]{0,30}:)/i;

/**
 * A note of the form's after a row's statement or request, standing alone, that says nothing of what is asked: in
 * brackets, a tag of the form's ("(Mandatory for Tier 1 vendors)", "[ID: SEC-12]", "(No = 0 points)", "(as of
 * 2026)"); a scoring scale ("Rate 1-5.", "Score: 0 = No, 1 = Partial, 2 = Yes", "(1 = not at all, 5 = fully)"); the
 * row's owner ("Owner: IT Security"); thanks; a pointer elsewhere ("See Appendix B."); or a rule for answering N/A
 * ("Not applicable answers must be justified."). A
 * sentence with a limit, a scope or a value ("Within 7 days.", "Retention: 90 days.", "Not in the US!") is asked.
 */
function isFormNoteAfter(sentence: string): boolean {
  const text = sentence.trim();
  // Part of a bracket a full stop inside it split ("(ref. ISO/IEC 27001 A.8.24)") is left to the references' rules.
  const count = (mark: RegExp) => (text.match(mark) ?? []).length;
  if (count(/\(/g) !== count(/\)/g) || count(/\[/g) !== count(/\]/g)) return false;
  return NA_RULE.test(text) || SCORING_SCALE.test(text) || NOTE_LABEL.test(text) || BRACKETED_NOTE.test(text) || SEE_ALSO.test(text);
}
/**
 * A form's tag in brackets: how much a row weighs or what it risks ("[High risk]", "(Critical)"), for whom it is
 * mandatory ("(Applicable to all tiers)"), its number ("(No = 0 points)"), or the date the row speaks as of.
 */
const BRACKETED_NOTE = new RegExp(
  `^[([](?:[^()[\\]]*\\b(?:${WEIGHT_TAG_WORDS}|risk|tiers?|weight(?:ing)?|score[ds]?|points?|id|ref(?:erence)?|priority|category)\\b[^()[\\]]*|as (?:of|at) [^()[\\]]{0,20}\\d{4})[)\\]][.!]?$`,
  'i',
);
/** A pointer to elsewhere in the form or its attachments: "See Appendix B.", "See also question 4.2." */
const SEE_ALSO = /^see\s+(?:also\s+)?(?:the\s+)?(?:appendix|annex|attachment|exhibit|schedule|section|question|tab|sheet|guidance|note)\b[^.?!]{0,40}[.!]?$/i;
/** A scoring scale: "Rate 1-5.", "Score: 0 = No, 2 = Yes", "(1 = not at all, 5 = fully)". */
const SCORING_SCALE =
  /^[([]?\s*(?:(?:rate|rating|score|scoring|scale)\b[^.?!]{0,60}|\d{1,2}\s*=\s*[^,;=]{1,30}(?:[,;]\s*\d{1,2}\s*=\s*[^,;=]{1,30})+)[)\]]?[.!]?$/i;
/** The row's owner or thanks after it: "Owner: IT Security", "Control owner: CISO", "Thanks!", "Thank you." */
const NOTE_LABEL = /^(?:(?:control\s+|question\s+|row\s+)?owner\s*:\s*[^.?!]{1,40}|thanks?(?: you)?(?: (?:in advance|a lot|so much))?)[.!]*$/i;
/** A rule for answering N/A: "Not applicable answers must be justified.", "N/A allowed.", "N/A is not accepted." */
const NA_RULE =
  /^(?:n\/a|not applicable)\b[^.?!]{0,60}?\b(?:answers?|responses?|allowed|permitted|accepted|acceptable|justified|explained)\b[^.?!]{0,40}[.!]?$/i;

/** A field's label for the answer after the row: "Vendor response:", "Supplier comments:", "Answer:", "Explanation:". */
const ANSWER_FIELD_AFTER =
  /(?<=[.?!])\s+(?:(?:vendor|supplier|provider|respondent|bidder|your)(?:'s)?\s+)?(?:response|answer|comments?|notes?|remarks?|explanation|justification)\s*:\s*$/i;
/** A request to elaborate run on after a dash or a semicolon: "— please elaborate", "; please explain." */
const ELABORATE_AFTER = /(?<=\S)(?:\s*[;\u2013\u2014]|\s+-|\s*--)\s*(?:please\s+)?(?:elaborate|explain|comment|provide details)\.?\s*$/i;

/** A follow-up on the answer `answers` before it: "If not, …", "If so, …" (not "If no EU region is available, …"). */
const followUpOn = (answers: string) => new RegExp(`^\\s*if\\s+(?:${answers})\\s*[,:.?]`, 'i');
/** A follow-up on the answer to what came before: "If not, …", "If so, …", "If yes, …", "If applicable, …". */
const FOLLOW_UP = followUpOn('not|no|so|yes|applicable');
/** A follow-up for a No: "If not, is it planned?", "If no, why not?". */
const NO_FOLLOW_UP = followUpOn('not|no');

/**
 * A condition after the question's comma, asking nothing itself: "…, where the law permits?", "…, where permitted by
 * local law?", "…, where applicable?".
 */
const TRAILING_CONDITION =
  /^(?:where|when|if|as|insofar as)\s+(?:(?:the\s+|local\s+|applicable\s+)*(?:law|laws|legislation|regulations?)\s+(?:permits?|allows?|requires?)|(?:legally\s+)?(?:permitted|permissible|allowed|applicable|possible|required|relevant|appropriate|feasible|necessary)(?:\s+by\s+[^?]*)?)\s*[?.]?\s*$/i;

/** Whether a question asks for Yes/No or for text (its first sentence decides). */
export function questionForm(asked: string): AnswerForm {
  const question = withoutTrailingInstruction(asked);
  // "(Y/N/N/A)", "[Yes/No]": the sheet says how to answer — unless the question asks what, when or where or requests a
  // value or an account, which a Yes would not answer ("Until when is the certificate valid? (Yes/No)": the cue is the
  // column's, set for every row; see ASKS_WHAT).
  if (YES_NO_CUE.test(question) && !ASKS_WHAT.test(question)) return 'yesno';
  const first = question
    .trim()
    .replace(/^[\s\d.)(a-z]{0,6}[.)]\s+/i, '')
    .replace(PARTY_LEAD, '')
    // An abbreviation's full stop ("max. days", "approx. number") ends no sentence.
    .split(/(?<=[?.!])(?<!\b(?:max|min|approx|incl|excl|no|nr|vs)\.)\s+/i)[0]!
    .replace(/^(?:please|kindly)\s+/i, '')
    .replace(/^(?:to (?:the|your) knowledge|in (?:your|the) (?:organi[sz]ation|environment|company)|currently|at present),?\s+/i, '');
  // "Following termination, within what period …", "When a breach is confirmed, do you …": a leading phrase sets
  // the scene; the clause after its comma asks.
  // A question that opens as one asks itself ("Does the vendor run background checks, where the law permits, on …?").
  const clause = YES_NO_OPENERS.test(first) || TEXT_OPENERS.test(first) ? null : (LEADING_PHRASE.exec(first) ?? CONDITION_LEAD.exec(first));
  if (
    clause &&
    !TRAILING_CONDITION.test(clause[1]!) &&
    (YES_NO_OPENERS.test(clause[1]!) ||
      TEXT_OPENERS.test(clause[1]!) ||
      /^(?:within|for|by|in|at|to|from|after|until|on|under|with) (?:what|which|how|when)\b/i.test(clause[1]!))
  ) {
    return questionForm(clause[1]!);
  }
  // "With reference to the annex of the DPA, please specify the categories …", "The Platform being a shared service,
  // please describe …", "To enable our audit to assess …, outline …": a request after a phrase of any length, or after
  // its purpose, asks what the request asks.
  const request = REQUEST_AFTER_PHRASE.exec(first) ?? REQUEST_AFTER_PURPOSE.exec(first);
  if (request) return questionForm(request[1]!);
  // "pentest - who did the last one", "Backups: how often are they tested?": a topic of a few words, then the
  // question about it.
  const topic = /^(?:[^\s:?]+\s+){0,3}[^\s:?]+(?:\s+[-\u2013\u2014]|:)\s+(.+)$/s.exec(first);
  if (topic && (YES_NO_OPENERS.test(topic[1]!) || /^(?:what|which|who|whom|whose|where|when|how|why)\b/i.test(topic[1]!))) return questionForm(topic[1]!);
  // "If one of our engineers spots a vulnerability in your product, where should they report it?": a condition of
  // any length sets the scene for the question after its comma.
  // "Where Supplier engages a Subprocessor, Supplier shall bind …": so does a condition before an obligation.
  const condition = LEADING_CONDITION.exec(first);
  if (condition && (YES_NO_OPENERS.test(condition[1]!) || TEXT_OPENERS.test(condition[1]!))) return questionForm(condition[1]!);
  // "If the vendor uses an ESP, including a CSP, to store … data, identify the provider …": commas inside the
  // condition, then the request.
  const conditionRequest = CONDITION_BEFORE_REQUEST.exec(first);
  if (conditionRequest) return questionForm(conditionRequest[1]!);
  const obliged = CONDITIONAL_OBLIGATION.exec(first);
  if (obliged) return questionForm(obliged[1]!);
  // "Can you provide the RTO?", "Could you tell us where data is stored?", "Would you be able to describe …": a
  // polite request for a value or an account asks for text; "Can you provide a SOC 2 report?" asks for a Yes.
  const polite = POLITE_REQUEST.exec(first);
  if (polite && requestsText(polite[1]!)) return 'text';
  // "Is the platform single tenant or multi tenant?", "… 24/7 or only business hours?": a choice between two ways
  // that exclude each other asks which, not whether.
  if (EXCLUSIVE_CHOICE.test(first)) return 'text';
  // "You have SOC 2, is that a Type I or a Type II report?": which of two kinds of one thing.
  if (choiceOfKinds(first)) return 'text';
  // "Does the vendor carry cyber insurance, and what is the coverage limit?": a Yes/No question joined to one for a
  // value asks for the value, which answers both.
  if (YES_NO_OPENERS.test(first) && VALUE_ASKED_TOO.test(first)) return 'text';
  // "Is the ISMS certified by an independent body? Please name the certification body.": the request after it is
  // for the value, which answers both, as a joined question's is.
  if (YES_NO_OPENERS.test(first) && VALUE_REQUESTED_AFTER.test(question)) return 'text';
  // "Indicate whether the vendor maintains cyber insurance and state the aggregate coverage limit.": so does a request
  // for a value joined to one asking whether.
  // Not a value of another thing ("Indicate whether you have a SOC 2 report and state the date of your last
  // penetration test." asks two things).
  const whetherValue = WHETHER_AND_VALUE.exec(first);
  if (whetherValue && valueOfWhatIsAsked(whetherValue[1]!, whetherValue[2]!)) return 'text';
  // "Supplier shall maintain cyber insurance throughout the Term. State the coverage limit.": an obligation, then a
  // request for its figure, which confirms the obligation too.
  if (VALUE_AFTER_STATEMENT.test(question)) return 'text';
  if (YES_NO_OPENERS.test(first)) return 'yesno';
  if (TEXT_OPENERS.test(first)) return 'text';
  // "Key management – KMS or HSM?": which of the two.
  if (CHOICE_FIELD.test(first)) return 'text';
  // "Tenant isolation – method", "Key rotation: approach": how the thing is done.
  if (METHOD_FIELD.test(first)) return 'text';
  // "SOC 2 – exceptions noted (control ref)": a bracket at the end naming a reference asks for it, whatever
  // participle comes before.
  if (REFERENCE_FIELD.test(first)) return 'text';
  // "Leaver access removed within", "Physical security of data centres – provided by", "Vulnerability remediation SLA
  // – critical": a field that ends where its value would follow, or names a value qualified after a dash.
  if (DANGLING_FIELD.test(first) || BY_WHOM_FIELD.test(first) || DASH_QUALIFIED_VALUE.test(first.replace(/[?.:\s]+$/, ''))) return 'text';
  // "Within what timeframe …", "For how long …", "By when …", "Roughly how big …": a question word after a
  // preposition or an adverb opening the first clause ("Service credits when the commitment is missed" asks whether
  // there are any).
  if (
    /^(?:[a-z]+ )?(?:within|for|by|in|at|on|to|from|after|before|until|till|since|under|through|during|with|of|up to|per|over) (?:what|which|how|when|whom|where)\b|^(?:[a-z]+ly|about|around|and|so|also|then|but) (?:what|which|how|when|whom|where)\b/i.test(
      first,
    )
  )
    return 'text';
  // "Customer choice of hosting region", "Option to export data": whether there is a choice, not which.
  if (/^(?:\S+\s+){0,2}(?:choice|option|ability|possibility|right)s?\s+(?:of|to)\b/i.test(first)) return 'yesno';
  // A terse field of a customer's sheet naming a value ("RTO?", "Log retention period", "Uptime SLA %", "DPO
  // contact", "Size of security team"): asks for that value, not for Yes/No.
  if (VALUE_FIELD.test(first.replace(/[?.:\s]+$/, ''))) return 'text';
  // "Maximum acceptable data loss, measured in time (RPO)": a field ending with the abbreviation of the value it asks
  // for, whatever participle comes before.
  if (!YES_NO_OPENERS.test(first) && BRACKETED_VALUE.test(first)) return 'text';
  if (WHICH_FIELD.test(first) || QUALIFIED_FIELD.test(first.replace(/[?.:\s]+$/, ''))) return 'text';
  // "Minimum TLS version accepted", "Maximum notice period given …": a field headed by the bound of a value asks for
  // the value, whatever participle follows it.
  if (VALUE_HEAD.test(first) || COMMITTED_FIELD.test(first.replace(/[?.:\s]+$/, ''))) return 'text';
  // "Management of technical vulnerabilities: remediation timeframe for …": a heading, then the field it asks for.
  const field = /^[^:?]{2,80}:\s+(.+)$/.exec(first);
  if (field && !YES_NO_OPENERS.test(field[1]!) && (VALUE_FIELD.test(field[1]!.replace(/[?.:\s]+$/, '')) || VALUE_HEAD.test(field[1]!))) return 'text';
  // "The restore tests are made how often?", "The plan is exercised how many times per year?", "The pen tests are
  // made with which frequency?": a statement with its question word left in place, as other languages word it, asks
  // for that value.
  if (WH_IN_PLACE.test(first)) return 'text';
  // A statement of a control ("Data is encrypted at rest."), as in control lists: asks to confirm it.
  return 'yesno';
}

/**
 * Two ways of a thing that exclude each other, offered as a choice: kinds of one noun ("single tenant or multi tenant",
 * "single-tenant or multi-tenant"), an alternative "only" limits ("24/7 or only business hours"), or two ways of doing
 * a thing, each with its article ("using the inclusive or the carve-out method").
 */
const EXCLUSIVE_CHOICE =
  /\b([a-z]+)[\s-]([a-z]+)\s+or\s+(?!\1\b)[a-z]+[\s-]\2\s*[?.]?\s*$|\S\s+or\s+(?:only|still)\s+[^,;?]{2,40}[?.]?\s*$|\bthe\s+[a-z-]+\s+or\s+the\s+[a-z-]+\s+(?:method|approach|model)\s*[?.]?\s*$/i;

/** Words that make no kind of a thing: "data at rest or data in transit" names two things, not two kinds of data. */
const NO_KIND = /^(?:a|an|the|and|at|in|on|of|for|to|with|by|from|as|via|into|only|just)$/i;

/** A choice of two kinds of one thing (see {@link choiceOfKinds}). */
export interface ChoiceOfKinds {
  /** Where the choice stands in the question: from the first kind to the end of the second. */
  start: number;
  end: number;
  options: [string, string];
  /** The word the kinds share, when it reads alike in both ("Shield"); "" when not ("Type I" and "Type II"). */
  shared: string;
}

/**
 * A question whether the thing a pronoun names is one kind or another, the two kinds named with a word they share
 * ("You have SOC 2, is that a Type I or a Type II report?", "On the AWS side is it Shield Standard or are you paying
 * for Shield Advanced?"): it asks which, and a sentence naming one of the kinds answers. Null for any other question:
 * "Is it encrypted at rest or in transit?" names two things that may both hold.
 */
export function choiceOfKinds(question: string): ChoiceOfKinds | null {
  const m = CHOICE_OF_KINDS.exec(question);
  if (!m) return null;
  const first = m[1]!;
  const [a1, a2] = first.split(/\s+/) as [string, string];
  const afterStart = m.index + m[0].length - m[2]!.length;
  const start = m.index + m[0].lastIndexOf(first, m[0].length - m[2]!.length);
  const same = (x: string, y: string) => x.toLowerCase() === y.toLowerCase();
  const words = [...m[2]!.matchAll(/[\w.-]+/g)].slice(0, 7);
  for (let i = 0; i + 1 < words.length; i++) {
    const b1 = words[i]![0];
    const b2 = words[i + 1]![0];
    const sharedFirst = same(a1, b1) && !same(a2, b2);
    const sharedLast = same(a2, b2) && !same(a1, b1);
    if (!sharedFirst && !sharedLast) continue;
    const [x, y] = sharedFirst ? [a2, b2] : [a1, b1];
    const word = sharedFirst ? a1 : a2;
    if (NO_KIND.test(x) || NO_KIND.test(y) || NO_KIND.test(word)) return null;
    const second = `${b1} ${b2}`;
    const term = tokenize(word)[0]?.term;
    const inBoth = !!term && [first, second].every((o) => tokenize(o).some((t) => t.term === term));
    return { start, end: afterStart + words[i + 1]!.index! + b2.length, options: [first, second], shared: inBoth ? word : '' };
  }
  return null;
}

/** An obligation of the respondent under a condition, as a contract words it: "Where …, Supplier shall …". */
const CONDITIONAL_OBLIGATION = new RegExp(
  String.raw`^\s*(?:if|when|whenever|where|in case|once|to the extent)\b[^?]{3,240}?,\s*(${RESPONDENT_OBLIGATION}.*)$`,
  'is',
);

/**
 * A request, after a statement, for the value it holds ("Supplier shall maintain a defined recovery time objective.
 * State the recovery time objective."), not for evidence or an account. (After a question, see
 * {@link VALUE_REQUESTED_AFTER}: "Do you hold cyber insurance? Please state the limit." asks for a Yes first.)
 */
const VALUE_AFTER_STATEMENT =
  /^[^?]*\.\s+(?:please\s+|kindly\s+)?(?:state|specify|identify|indicate|give|name)\s+(?:the|that|this|such|its|your)\s+(?!(?:evidence|documentation|details?|reasons?|steps|measures|controls|process|procedures?|approach|rationale|justification)\b)[^?.]{2,80}[.?]?\s*$/i;

/**
 * A request after a Yes/No question for a value that answers it: a party's name, a version, a number, an interval, or
 * a follow-up asking how often, how long, where, when or which thing ("If so, how often?", "If yes, in which
 * location?", "If yes, with which algorithm?", "If yes, which protocols are supported?", "If yes, which?"). A
 * follow-up asking which provider or who leaves a Yes to give ("Is it hosted in a public cloud? If so, which
 * provider?"), as does one asking which evidence ("If yes, which evidences are provided?").
 */
const VALUE_REQUESTED_AFTER = new RegExp(
  String.raw`\?\s+(?:please\s+|kindly\s+)?(?:name|state|specify|identify|indicate|give)\s+(?:the\s+)?(?:name of the\s+)?(?:(?:certification|certifying|accreditation|audit|auditing)\s+)?(?:body|firm|company|provider|auditor|vendor|version|number|interval|frequency|period)\b[^?]{0,80}[.?]?\s*$|\?\s+if (?:so|yes),?\s+(?:how (?:often|frequently|long|many|much|soon)|(?:(?:in|at|with|by|over|under|using) )?(?:which|what)(?! (?:one|ones|evidences?|documents?|documentation|proofs?|${PARTY_KINDS})s?\b)|where|when)\b[^?]{0,120}\??\s*$`,
  'i',
);

/**
 * A request to say whether, joined by "and" to a request for a value ("Indicate whether the vendor maintains cyber
 * insurance and state the aggregate coverage limit."): the value answers both (see {@link questionForm}).
 */
const WHETHER_AND_VALUE = new RegExp(
  String.raw`^\s*(?:please\s+)?(?:indicate|confirm|state|specify)\s+whether\b([^?]{3,200}?),?\s+and\s+(?:if so,?\s+)?(?:state|specify|give|indicate|name|identify)\s+(?:the|its|their|your)\s+(?:[\w-]+\s+){0,3}?(?:${VALUE_NOUNS})\b([^?]*)`,
  'i',
);

/**
 * Whether a value requested after "and" is of the thing asked about (`whether`: what is asked whether): it names no
 * thing of its own ("… and state the aggregate coverage limit."), or one the question named ("… and state the limit
 * of the insurance").
 */
function valueOfWhatIsAsked(whether: string, after: string): boolean {
  const own = /^\s*(?:of|for)\s+(?:the|your|its|their|any|each)\s+([^,;.]+)/i.exec(after)?.[1];
  if (!own) return true;
  const asked = new Set(tokenize(whether).map((t) => t.term));
  return tokenize(own).some((t) => asked.has(t.term));
}

/**
 * A question for a value joined to a Yes/No question by "and" ("…, and what is the coverage limit?", "… and, if so,
 * how often?", "… and how much cover?"): see {@link questionForm}. A bare "how much?" names no value ("Will you be
 * given advance notice, and how much?") and leaves the question asking whether.
 */
const VALUE_ASKED_TOO =
  /,?\s+and,?\s+(?:if so,?\s+)?(?:what(?:['\u2019]s| is| are| was)\s+(?:the|its|their|your)\b|how (?:many|much)\s+[a-z]|how (?:long|often|soon)\b|which\s+[a-z-]+\s+(?:is|are|was|were|do|does|did)\b|when\s+(?:is|was|did|does)\b|who\s+(?:is|was|performs|performed|carries)\b)[^?]{0,200}\?\s*$/i;

/**
 * A question word or phrase ending a statement with a question mark (see {@link questionForm}): "how often", "how
 * many …", or a preposition with "which" and the noun it asks ("with which frequency?") — not a relative clause
 * ("a DPA which includes the clauses?", "a region in which data is stored and backed up?").
 */
const WH_IN_PLACE =
  /\s(?:how (?:often|many|much|long|soon)\b[^,;:]*|(?:with|at|in|within|after|by|on|for|under) (?:which|what|how many|how much)(?:\s+[a-z-]+){1,3})\s*\?\s*$/i;

/** The question without a lead-in asking to confirm what follows (see {@link LEAD_IN} and {@link PARTY_LEAD}). */
export function withoutLeadIn(question: string): string {
  return question.replace(PARTY_LEAD, '').replace(LEAD_IN, '');
}

/** A polite request without its wrapper ("Could you describe …" → "describe …"); any other question as it is. */
export function withoutPoliteRequest(question: string): string {
  return POLITE_REQUEST.exec(question)?.[1] ?? question;
}

/** The rest of a polite request asks for text: an account, a value (a value noun, "details of"), or a wh-question. */
function requestsText(rest: string): boolean {
  // "Can you confirm that …?", "Could you tell us whether …?": whether something holds, a Yes or a No.
  if (YES_NO_OPENERS.test(rest)) return false;
  if (ACCOUNT_REQUEST.test(rest)) return true;
  if (!REQUEST_VERB.test(rest)) return false;
  return (
    /\b(?:what|which|who|whom|where|when|how|why)\b/i.test(rest) ||
    new RegExp(
      `^\\S+(?: us)? (?:the |your |an? |some |any )?(?:\\S+ ){0,2}(?:${VALUE_NOUNS}|details?|information|description|overview|summary|explanation|list)s?\\b`,
      'i',
    ).test(rest)
  );
}

/**
 * A time before an end that "at any time" (or "at any point") includes: "at any time, including before
 * decommissioning". (Not "even after termination", "including during disaster recovery": a further time asked.)
 */
const ANY_TIME_INCLUDING = /\b(at any (?:time|point|stage|moment)),?\s+(?:including|even)\s+(?:before|prior to)\s+[^,;:?()]{2,60}?(?=\s*(?:[,;?.]|$))/gi;

/**
 * The question itself, without a follow-up that asks for details ("Is the service hosted in a public cloud? If so,
 * which provider?"): the details are the explanation's, the first question decides what must be supported.
 */
export function mainQuestion(question: string): string {
  // Instructions in brackets ("(Answer N/A if not applicable)", "(Yes/No)", "(if so, attach evidence)") ask nothing.
  // "With respect to …, confirm whether …": the frame names the setting, the clause after it asks.
  // "As the group is subject to US privacy law, please confirm whether …": so does a request after a phrase.
  const framed = FRAME_LEAD.exec(question) ?? REQUEST_AFTER_PHRASE.exec(question) ?? REQUEST_AFTER_PURPOSE.exec(question);
  const plain = withoutPoliteRequest(withoutLeadIn(framed ? framed[1]! : question))
    .replace(
      /\s*\((?=[^)]*\b(?:n\/a|not applicable|yes\s*\/\s*no|y\s*\/\s*n|select|tick|mark|if (?:so|yes|no|not|applicable)|please|attach|see)\b)[^)]*\)/gi,
      '',
    )
    .trim();
  const match = /^(.*?\?)\s+(?:if (?:so|yes|not|applicable|no)\b|please\b|describe\b|explain\b|provide\b|list\b|specify\b|which\b|what\b|how\b)/is.exec(plain);
  // "Identify the firm …", "Name the body …", "Advise the period …": the request's verb is phrasing, not topic.
  let main = (match ? match[1]! : plain)
    // "Which cloud are you on: AWS, GCP or Azure?": the choices offered after a colon are candidates of the answer,
    // one of which a source names; the question is what comes before them.
    .replace(CHOICES_OFFERED, '$1?')
    // "Key management – KMS or HSM?": the choices are candidates of the answer, the topic is what is asked.
    .replace(CHOICE_FIELD, (whole, topic: string) => (YES_NO_OPENERS.test(whole) ? whole : `${topic}?`));
  // "Is it Shield Standard or Shield Advanced?": the kinds offered are candidates too; the word they share is asked.
  const kinds = choiceOfKinds(main);
  if (kinds) main = `${main.slice(0, kinds.start)}${kinds.shared}${main.slice(kinds.end)}`.replace(/\s+(?=[?.]?\s*$)/, '').replace(/\s{2,}/g, ' ');
  main = main
    // "Is the traffic between your services encrypted too, or is it just encrypted at the edge?": the alternative set
    // against the question is its contrary; the question asks.
    .replace(CONTRARY_ALTERNATIVE, '?')
    // "Is SCIM generally available or still early?": the earlier stage set against the question is its contrary too.
    .replace(/\s+or\s+still\s+[^,;?]{2,40}(?=[?.]?\s*$)/i, '')
    // "…, as reflected in the most recent system description": where the answer is written down is not asked.
    .replace(AS_RECORDED_IN, '')
    // "…, broken down by severity?": a breakdown by rank is the answer's shape, not what it is about.
    .replace(ANSWER_BREAKDOWN, '')
    // "… at any time, including before decommissioning?": a time that any time includes.
    .replace(ANY_TIME_INCLUDING, '$1')
    // "Payment card (cardholder) data": a word in brackets inside a phrase names the same thing again.
    .replace(/\s\([a-z]{3,20}\)(?=\s+[a-z])/g, '')
    .replace(
      /^(?:please |kindly )?(?:identify|name|advise|tell us|let us know|supply|enumerate)\s+(?=the |your |an? |all |any |which |what |who |where |when |how |whether |if )/i,
      '',
    )
    // "Where any exception was noted, identify the control …": the request's verb after a condition too.
    .replace(
      /^((?:if|where|when)\b[^,?]{3,160},\s*)(?:please\s+)?(?:identify|name|state|specify|indicate)\s+(?=the |your |an? |any |which |what |who |whether )/i,
      '$1',
    )
    // "Identify, by title, the officer …", "State, for each region, the …": the verb before an inserted phrase too.
    .replace(/^(?:please |kindly )?(?:identify|name|state|specify|list|indicate)\s*,\s*(?=(?:by|for|in|with|where)\b[^,]{1,60},)/i, '');
  // A statement or request followed by instructions ("… at rest. If not, explain why. Answer N/A where …"): the
  // first sentence asks; the instructions after it do not (and their "not" is no negation of it).
  const sentences = main.split(sentenceBreak('[A-Z("]'));
  if (sentences.length > 1) {
    const kept = [sentences[0]!, ...sentences.slice(1).filter((s) => !INSTRUCTION.test(s))];
    main = kept.join(' ');
  }
  // "If the services involve health data, will a BAA be signed?": the condition sets the scene, the clause after
  // it asks.
  // A clause that leans on the condition ("When our data is in transit, is it encrypted?", "… is the Controller
  // entitled to object to that change?") asks about what the condition names, and keeps it.
  const conditional = new RegExp(`^\\s*(?:if|where|when|in case)\\b[^,?]{3,120},\\s*((?:${AUXILIARY})\\b.*)$`, 'is').exec(main);
  if (conditional) return LEANS_ON_CONDITION.test(conditional[1]!) ? main : conditional[1]!;
  // "If development is outsourced, verify that outsourced work is reviewed": so does a statement to verify after one.
  const toVerify = /^\s*(?:if|where|when|in case)\b[^,?]{3,120},\s*(?:please\s+)?(?:verify|confirm)\s+(?:that|whether)\s+(.+)$/is.exec(main);
  if (toVerify) return LEANS_ON_CONDITION.test(toVerify[1]!) ? main : toVerify[1]!;
  // Asked for a value after a condition, the clause asks on its own when it names what it asks by a term of its own
  // ("If your system goes down completely, what is the recovery time objective?"); without one, the condition says
  // what is asked ("If an alert fires outside business hours, how quickly does someone respond?").
  const conditionalValue = /^\s*(?:if|where|when|in case)\b[^,?]{3,120},\s*((?:what|which|who|how)\b.*)$/is.exec(main);
  return conditionalValue && !LEANS_ON_CONDITION.test(conditionalValue[1]!) && tokenize(conditionalValue[1]!).some((t) => t.anchor)
    ? conditionalValue[1]!
    : main;
}

interface WeightedTerm {
  term: string;
  weight: number;
  anchor: boolean;
  /** A folded phrase's own words: a source with all of them speaks of it too. */
  components?: string[];
  /** Says what the question is about (not a generic word nor a word of a life-cycle list). */
  specific: boolean;
  /** Other words that count for it in part: the people a count of people may be given in (see {@link PEOPLE}). */
  alternatives?: readonly string[];
}

/**
 * The words of a list of two or more participles ("established, documented, approved, communicated, applied,
 * evaluated, and maintained"): the life cycle of a control that frameworks such as the CAIQ ask about every time,
 * not what a question is about.
 */
export function lifecycleWords(question: string): Set<string> {
  const out = new Set<string>();
  for (const m of question.toLowerCase().matchAll(/\b[a-z]+(?:ed|en)\b(?:\s*(?:,\s*(?:and\s+|or\s+)?|\s(?:and|or)\s+)[a-z]+(?:ed|en)\b)+/g)) {
    // A word is of the life cycle by its stem ("developed"), though its term may be its family's ("engin").
    const words = m[0].match(/[a-z]+/g)!.filter((w) => w !== 'and' && w !== 'or' && LIFECYCLE.has(stemOf(w)));
    if (words.length < 2) continue;
    for (const w of words) {
      const term = termOfWord(w);
      if (term) out.add(term);
    }
  }
  return out;
}

/** Weight of a word of a life-cycle list (see {@link lifecycleWords}). */
const LIFECYCLE_WEIGHT = 0.1;

function questionTerms(
  corpus: Corpus,
  tokens: Token[],
  lifecycle: ReadonlySet<string> = new Set(),
  compounds: ReadonlySet<string> = new Set(),
  heads: ReadonlySet<string> = new Set(),
): WeightedTerm[] {
  const byTerm = new Map<string, WeightedTerm>();
  for (const token of tokens) {
    const t = heads.has(token.term) ? { ...token, anchor: true } : token;
    const existing = byTerm.get(t.term);
    if (existing) {
      existing.anchor ||= t.anchor;
      continue;
    }
    // A word no source uses is most often the question's own way of saying something: it counts, but no more
    // than a common word (an anchor that no source has is caught by the anchor rule instead).
    const known = corpus.documentFrequency.has(t.term);
    // An everyday English word the sources happen to use rarely ("example", "end", "director") is phrasing more
    // often than topic: its rarity counts up to a cap.
    const rarity = known
      ? isCommonWord(t.term) && !t.anchor
        ? Math.min(COMMON_WORD_IDF_CAP, idf(corpus, t.term))
        : idf(corpus, t.term)
      : isCommonWord(t.term) && !compounds.has(t.term)
        ? UNKNOWN_WORD_IDF
        : RARE_WORD_IDF;
    const weight =
      lifecycle.has(t.term) && !t.anchor
        ? Math.min(LIFECYCLE_WEIGHT, rarity)
        : termWeight(t.term) < 1
          ? Math.min(GENERIC_WEIGHT_CAP, termWeight(t.term) * rarity)
          : rarity;
    const lifecycleWord = lifecycle.has(t.term) && !t.anchor;
    byTerm.set(t.term, {
      term: t.term,
      weight,
      anchor: t.anchor,
      components: t.components?.length ? t.components : undefined,
      specific: termWeight(t.term) === 1 && !lifecycleWord,
    });
  }
  // A head the question's plain form dropped ("Retention (deductible) of …") is still asked.
  for (const term of heads) if (!byTerm.has(term)) byTerm.set(term, { term, weight: RARE_WORD_IDF, anchor: true, specific: true });
  return [...byTerm.values()];
}

/**
 * The terms of the words a question joins by hyphens ("quantum-resistant", "tamper-evident"): a compound names a
 * thing of its own, so a part of it no source uses is what is asked about, however everyday the word.
 */
export function compoundTerms(question: string): Set<string> {
  const out = new Set<string>();
  for (const m of question.matchAll(/\b[a-z]+(?:-[a-z]+)+\b/gi)) {
    for (const part of m[0].toLowerCase().split('-')) {
      const term = termOfWord(part);
      if (term) out.add(term);
    }
  }
  return out;
}

/**
 * Whether a word has an adjective's, an adverb's or a verb form's ending ("timely", "regularly", "leaver", "tested"):
 * it describes rather than names.
 */
function describes(word: string): boolean {
  return /(?:ly|al|ive|ous|ful|able|ible|ic|ent|ant|ary|ed|ing|er|est|less)$/i.test(word);
}

/**
 * A term of weight 1 that no source uses and that names a thing: an everyday noun's, which in a question names what
 * is asked rather than phrasing it — or, with `anyNoun`, any word that names rather than describes.
 */
function unusedNoun(corpus: Corpus, term: string, anyNoun = false): boolean {
  if (corpus.documentFrequency.has(term) || termWeight(term) !== 1) return false;
  return isCommonWord(term) || (anyNoun && !describes(term));
}

/**
 * The terms of everyday nouns no source uses that a question puts, after a preposition, before another word it asks
 * about ("scan … for licence compliance", "a bug bounty for hardware products"): the pair names a thing of its own,
 * and the first word is what narrows it — what the question is about, not its phrasing. Adjectives and adverbs ("timely", "formal", "regularly") and words
 * of a verb ("leaver", "tested") describe rather than name, and stay phrasing.
 */
export function nounCompoundTerms(corpus: Corpus, question: string): Set<string> {
  const out = new Set<string>();
  for (const m of question.matchAll(/\b(?:for|of|on|about|regarding|covering|including)\s+([a-z]{4,})\s+(?=([a-z]{3,})\b)/gi)) {
    const [first, next] = [m[1]!.toLowerCase(), m[2]!.toLowerCase()];
    if (describes(first)) continue;
    const term = tokenize(first)[0]?.term;
    const nextTerm = tokenize(next)[0]?.term;
    if (!term || !nextTerm || corpus.documentFrequency.has(term) || !corpus.documentFrequency.has(nextTerm)) continue;
    if (termWeight(term) < 1 || !isCommonWord(term)) continue;
    out.add(term);
  }
  // "… personal data of children?", "… copies kept on tape?": an everyday noun no source uses ending the question after
  // "of", "for" or "on" narrows what is asked the same way.
  const last = /\b(?:of|for|on)\s+([a-z]{4,})\s*[?.]?\s*$/i.exec(question)?.[1]?.toLowerCase();
  if (last && !describes(last)) {
    const term = tokenize(last)[0]?.term;
    if (term && unusedNoun(corpus, term)) out.add(term);
  }
  return out;
}

/**
 * The term of an everyday noun no source uses that ends a question right after a word the sources use ("… hold
 * security vetting clearance?"): it is the head of what is asked — a clearance, not vetting — so a source must name
 * it, as it must name an anchor.
 */
export function unknownHeadTerms(corpus: Corpus, question: string, asked = question): Set<string> {
  const out = new Set<string>();
  // "Do you scan containers with Trivy?", "Is Splunk your SIEM?": a capitalised word after "with", "using", "use" or
  // "is" that no source uses and no dictionary has names a product, which a source must name too (not the asker's own
  // name: "Acme's").
  for (const m of question.matchAll(/(?<=\b(?:with|using|via|through|use|uses|used|run|runs|is|are)\s+)([A-Z][a-z]{2,}[A-Za-z]*)\b(?!['\u2019]s\b)/g)) {
    const term = tokenize(m[1]!)[0]?.term;
    if (term && !corpus.documentFrequency.has(term) && !isCommonWord(term) && termWeight(term) === 1) out.add(term);
  }
  // "Retention (deductible) of …": a value field's noun renamed in a bracket is asked by that name; a name no source
  // uses is a value the sources do not state.
  const renamed = new RegExp(`^\\s*(?:${VALUE_NOUNS})s?\\s+\\(([a-z-]{4,})\\)\\s+\\S`, 'i').exec(withoutRowLabel(asked))?.[1];
  const alias = renamed ? tokenize(renamed)[0]?.term : undefined;
  if (alias && !corpus.documentFrequency.has(alias)) out.add(alias);
  // "HR - re-screening of existing staff – frequency": a terse field asking for a value of a thing named before the
  // dash; a word no source uses that heads the thing is what the value is of, so a source must name it.
  const segments = withoutRowLabel(asked)
    .trim()
    .split(/\s+[-\u2013\u2014]\s+/);
  if (segments.length >= 2 && new RegExp(`^(?:[\\w/-]+\\s+)?(?:${VALUE_NOUNS})s?\\s*[?.:]?$`, 'i').test(segments.at(-1)!)) {
    const head = tokenize(segments.at(-2)!)[0]?.term;
    if (head && !corpus.documentFrequency.has(head)) out.add(head);
  }
  // "List the file formats offered for a full data export": a request for things of a kind names them by its plural
  // noun; a noun no source uses is a kind of thing the sources do not list.
  const listed = LISTED_KIND.exec(withoutRowLabel(asked))?.[1];
  const kind = listed ? tokenize(listed)[0]?.term : undefined;
  if (kind && !corpus.documentFrequency.has(kind) && termWeight(kind) === 1) out.add(kind);
  // Only a full question ("Do …", "Are …"), not a terse field ("EU data residency option?"), and not the last of
  // alternatives it offers ("through an API or an export function?").
  if (!YES_NO_OPENING.test(question)) {
    // "AI model training on customer data": a terse field's gerund before its object is what it asks is done, so
    // a source must state it ("DPIAs for … the AI assistant" does not say models are trained on the data).
    const gerund = /^\s*(?:[\w/-]+\s+){1,3}?([a-z]{3,}ing)\s+(?:on|of|for|with|in|into|against|from)\s/i.exec(withoutRowLabel(asked));
    const term = gerund ? tokenize(gerund[1]!)[0]?.term : undefined;
    // Not one the vocabulary folds into a term with the words before it ("background screening of staff").
    if (term && corpus.documentFrequency.has(term) && tokenize(question).some((t) => t.term === term)) out.add(term);
    // "Open-source license compliance scanning?": a terse field naming a practice by the nouns before its gerund names
    // a kind of it; an everyday noun among them that no source uses is a kind the sources do not speak of.
    const practice = /^\s*((?:[a-z][\w-]*\s+){1,4})[a-z]{3,}ing\s*[?.]?\s*$/i.exec(question.replace(YES_NO_CUE, ' ').replace(/[()[\]]/g, ' '));
    for (const word of (practice?.[1] ?? '').toLowerCase().split(/[\s-]+/)) {
      if (!/^[a-z]{4,}$/.test(word) || describes(word)) continue;
      const noun = tokenize(word)[0]?.term;
      if (noun && unusedNoun(corpus, noun)) out.add(noun);
    }
    // "Drug testing for staff?", "24/7 phone support?", "Data centre tours allowed?": an everyday noun no source uses,
    // put before another word of the field, names the kind of thing asked (testing for drugs, support by phone) or the
    // thing itself; the sources speak of other kinds or other things.
    // Asked for a value ("Data centre regions available"), the field's words name where the value is, not a kind.
    // So does a noun no source uses that the field names before a word describing it ("Session timeout configurable
    // by the customer": a timeout, which no source speaks of).
    if (questionForm(question) === 'yesno') for (const noun of modifyingNouns(question)) if (unusedNoun(corpus, noun, true)) out.add(noun);
    return out;
  }
  if (/\b(?:or|and)\s+(?:an?\s+|the\s+)?(?:[a-z-]+\s+){0,2}[a-z]+\s*[?.]?\s*$/i.test(question)) return out;
  const pair = /\b([a-z]{3,})\s+([a-z]{4,})\s*[?.]?\s*$/i.exec(question);
  if (!pair) return out;
  // "… use certificate pinning?", "… support webhook signing?": a practice named by a noun and a gerund no source
  // uses is what is asked, however everyday the gerund's verb.
  const gerund = /[a-z]{3}ing$/i.test(pair[2]!);
  if (!gerund && describes(pair[2]!)) return out;
  const [before, head] = [tokenize(pair[1]!)[0]?.term, tokenize(pair[2]!)[0]?.term];
  if (
    before &&
    head &&
    corpus.documentFrequency.has(before) &&
    !corpus.documentFrequency.has(head) &&
    termWeight(head) === 1 &&
    (gerund ? !describes(pair[1]!) || /ing$/i.test(pair[1]!) : isCommonWord(head))
  )
    out.add(head);
  return out;
}

/**
 * A request for the things of a kind, by the plural noun that names them ("List the file formats offered …", "Name
 * the tools used …"): group 1 is that noun.
 */
const LISTED_KIND =
  /^\s*(?:please\s+)?(?:list|name|specify|identify|enumerate)\s+(?:the|all|any|your|all\s+the)\s+(?:[a-z-]+\s+){0,3}?([a-z]{4,}s)\b(?=\s+(?:offered|available|used|supported|provided|accepted|that|which|you|for|in|of|to)\b|\s*[?.]?\s*$)/i;

/** A field of at most this many words is read as a bullet's noun phrase (see {@link modifyingNouns}). */
const TERSE_FIELD_WORDS = 5;

/**
 * The words of a field as short as a bullet, lowercase, without its row label, its Yes/No cue and its brackets (a
 * gloss, kept as a comma); null for a longer one.
 */
function terseFieldWords(question: string): string[] | null {
  const words = withoutRowLabel(question.replace(YES_NO_CUE, ' '))
    .replace(/\([^)]*\)/g, ' , ')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
  // Articles make no field longer ("configurable by the customer").
  return words.filter((w) => /[a-z]/.test(w) && !/^(?:the|a|an)$/.test(w)).length > TERSE_FIELD_WORDS ? null : words;
}

/** Words that join a field's words rather than name anything. */
const JOINING_WORDS = /^(?:for|of|on|in|into|at|by|to|from|with|without|and|or|the|a|an|per|via|incl|inc|e\.?g|i\.?e)$/;

/**
 * The terms of a terse field's nouns that stand before another of its words as its modifier ("drug" of "drug
 * testing", "phone" of "phone support"): lowercase words of four letters or more without an adjective's or an
 * adverb's ending, followed by a word that is not a joining word, in a field of at most {@link TERSE_FIELD_WORDS} words
 * that is not a question ("What …", "How …"). A bracket (a gloss) and a Yes/No cue are left out.
 */
function modifyingNouns(question: string): string[] {
  const out: string[] = [];
  const words = terseFieldWords(question);
  // A sentence's nouns stand before its verbs ("key length protect …"): only a field as short as a bullet is read.
  if (!words || /^(?:what|which|who|whom|whose|where|when|why|how)\b/.test(words[0] ?? '')) return out;
  const read = new Set(tokenize(question).map((t) => t.term));
  for (let i = 0; i + 1 < words.length; i++) {
    const [word, next] = [words[i]!, words[i + 1]!.replace(/[?.!,;:]+$/, '')];
    if (!/^[a-z]{4,}$/.test(word) || !/^[a-z]{3,}$/.test(next) || JOINING_WORDS.test(next)) continue;
    if (describes(word)) continue;
    // A word the vocabulary folds into a term of its own with the next ("card data") names nothing alone.
    const term = tokenize(word)[0]?.term;
    if (term && read.has(term)) out.push(term);
  }
  return out;
}

/**
 * The terms a question only gives as examples ("secrets such as API keys and passwords", "(e.g. SCIM)") or as the
 * alternative ("in a vault rather than in code repositories") and does not use otherwise: they illustrate what is
 * asked, so a source need not name each of them.
 */
export function exampleTerms(question: string): Set<string> {
  const inExamples = new Set<string>();
  // What the question says besides its examples, in pieces (one pass: a long row of examples stays linear).
  const rest: string[] = [];
  let from = 0;
  for (const m of question.matchAll(EXAMPLES)) {
    // A list in brackets ending "etc." gives examples only of kinds of one thing, each named with it ("(access logs,
    // operation logs, etc.)"); "(geographic, legal, contractual, etc.)" and "(VPN, email, admin consoles, etc.)" are
    // what is asked.
    const bareList = m[4] !== undefined && !/^\((?:e\.\s?g|i\.\s?e|for example|such as|including)\b/i.test(m[0]);
    if (bareList && !kindsOfOneThing(m[4]!)) continue;
    // Between commas or in brackets, the aside is the examples; after "such as" alone (group 3), they end where the
    // sentence goes on ("… such as API keys held in a vault").
    const runOn = m[3];
    const words = (m[1] ?? m[2] ?? runOn ?? m[4] ?? m[5] ?? '').split(/\s+/);
    const end = runOn !== undefined ? words.findIndex((w, i) => i > 0 && EXAMPLES_END.test(w)) : -1;
    const examples = (end < 0 ? words : words.slice(0, end)).join(' ');
    for (const t of tokenize(examples)) inExamples.add(t.term);
    rest.push(question.slice(from, m.index), runOn !== undefined && end >= 0 ? ` ${words.slice(end).join(' ')}` : ' ');
    from = m.index + m[0].length;
  }
  rest.push(question.slice(from));
  const elsewhere = new Set(tokenize(rest.join('')).map((t) => t.term));
  return new Set([...inExamples].filter((t) => !elsewhere.has(t)));
}

/** Whether a list ending "etc." names kinds of one thing, each of two words or more ending in the same word. */
function kindsOfOneThing(list: string): boolean {
  const items = list
    .replace(/,?\s*etc\.?\s*$/, '')
    .split(/\s*,\s*/)
    .map((item) => item.trim().toLowerCase().split(/\s+/));
  return items.length >= 2 && items.every((words) => words.length >= 2 && words.at(-1) === items[0]!.at(-1));
}

/** Weight of a purpose clause's term, as a share of its own: sources state the control, seldom what it is for. */
const PURPOSE_WEIGHT = 0.2;

/** A phrase before what a question asks that names what the asker does it for: "As part of our exit plan, can we …". */
const PURPOSE_LEAD = /^\s*(?:as part of|for the purposes? of|in the context of|within the scope of)\s+[^,?]{1,60},\s+/i;

/**
 * The terms of a question's purpose clause ({@link PURPOSE_CLAUSE}) or purpose lead ({@link PURPOSE_LEAD}) that what it
 * asks does not use: a source stating the thing asked answers without them. None when little is asked besides.
 */
export function purposeTerms(question: string): Set<string> {
  const lead = PURPOSE_LEAD.exec(question)?.[0] ?? '';
  const rest = question.slice(lead.length);
  const clause = PURPOSE_CLAUSE.exec(rest);
  const purpose = `${lead} ${clause?.[0] ?? ''}`;
  if (!purpose.trim()) return new Set();
  const asked = new Set(tokenize(clause ? rest.slice(0, clause.index) : rest).map((t) => t.term));
  if (asked.size < 3) return new Set();
  return new Set(
    tokenize(purpose)
      .map((t) => t.term)
      .filter((t) => !asked.has(t)),
  );
}

/**
 * The terms of a name a question ends on as the setting of what it asks ("SAST and DAST in the SDLC?", "… as part of
 * the ISMS"): where the thing asked is done, which a source need not name — it is no anchor.
 */
export function settingTerms(question: string): Set<string> {
  const m = /\b(?:in|within|into|throughout|as part of)\s+(?:the |your |our |its )?([A-Za-z0-9/-]+)\s*[?.]?\s*$/i.exec(question.trim());
  if (!m || !/[A-Z].*[A-Z]/.test(m[1]!)) return new Set();
  const terms = tokenize(m[1]!).map((t) => t.term);
  // Only the setting of something else the question names.
  return tokenize(question).some((t) => t.anchor && !terms.includes(t.term)) ? new Set(terms) : new Set();
}

/**
 * The terms of a sheet's heading before a terse field ("Access Control: MFA methods available to end users",
 * "Endpoint: disk encryption enforced", "IAM: access reviews – frequency"): the category the row sits in, which the
 * field's own words name more closely; they count as examples do. Not before a question ("Backups: how often are they tested?"), whose heading
 * names its topic.
 */
export function headingTerms(question: string): Set<string> {
  const m = /^\s*([A-Z][\w/&' -]{1,30}):\s+(\S.*)$/.exec(question);
  if (!m || QUESTION_OPENING.test(m[2]!)) return new Set();
  const tokens = tokenize(m[2]!);
  const field = new Set(tokens.map((t) => t.term));
  // A field of three terms or more names its own topic; so does one of two that names a thing of its own (a
  // folded phrase or an acronym: "IAM: access reviews – frequency"), but not "MFA: enforced for admins".
  if (field.size < 2 || (field.size < 3 && !tokens.some((t) => t.anchor || (t.components?.length ?? 0) > 1))) return new Set();
  return new Set(
    tokenize(m[1]!)
      .map((t) => t.term)
      .filter((t) => !field.has(t)),
  );
}

/**
 * The terms of an acronym no source uses that a question puts in brackets after a name ("ISO 27701 (PIMS)?", "SOC 2
 * (SSAE 18)"): it says again what the name before it is, as a spelled-out acronym does, so a source that names the
 * thing need not use it; it counts as examples do.
 */
export function glossTerms(corpus: Corpus, question: string): Set<string> {
  const out = new Set<string>();
  for (const m of question.matchAll(/\b(?:[A-Z][\w/-]*\s+\d[\w.:-]*|[A-Z]{2,}[\w-]*)\s+\(([A-Z][A-Za-z]*[A-Z]s?(?:\s+\d+)?)\)/g)) {
    const terms = tokenize(m[1]!).map((t) => t.term);
    if (terms.length > 0 && terms.every((t) => !corpus.documentFrequency.has(t))) for (const t of terms) out.add(t);
  }
  return out;
}

/**
 * The question without a bracket after a word, capitalised as a term of the form's own and not an acronym (see {@link
 * glossTerms}), at least half of whose words no source uses: "backups (Datensicherungen)", "a violation of the
 * protection of personal data (Datenpanne, Art. 33 GDPR)", "only with a second factor (Multi-Faktor-Authentisierung)",
 * "checked by a second person (Vier-Augen-Prinzip)". The bracket says again what the words before it say, in the
 * form's own language or its own term, so it asks nothing of its own and a source need not use it. A law's article
 * cited in the bracket stays, a reference of its own, and so does an acronym offered beside the form's own word
 * ("(Wiederanlaufzeit / RTO)" → "(RTO)"). A bracket opening in lower case ("social engineering tests by phone
 * (vishing)") names the kind of thing asked, which a source must name; so does a name after a kind of thing ("a cloud
 * provider (Hetzner)") and one with a capital inside it ("(CrowdStrike Falcon)").
 */
export function withoutRestatement(corpus: Corpus, question: string): string {
  const restates = (part: string) => {
    const words = part.replace(LAW_ARTICLE, ' ');
    // An acronym, or a name with a capital inside it ("CrowdStrike"), is no word of a language. In lower case, only
    // words marked as another language's, by an accented letter or a preposition or article of its own ("(termo de
    // confidencialidade)", "(em trânsito)", "(verificação de antecedentes)"): "(vishing)" names a kind of thing.
    const foreign = FOREIGN_MARK.test(words);
    if ((!/^\s*[A-Z\u00c0-\u00de]/.test(words) && !foreign) || /\b[A-Z]{2,}\b|[a-z][A-Z]/.test(words)) return false;
    const terms = tokenize(words).map((t) => t.term);
    const unknown = terms.filter((t) => !corpus.documentFrequency.has(t));
    return unknown.length > 0 && unknown.length * 2 >= terms.length;
  };
  let brackets = 0;
  return question.replace(/(?<=([a-z]+)\s?)\(([A-Za-z\u00c0-\u00ff][^()]{1,79})\)/g, (bracket, before: string, inside: string) => {
    // A bracket after a kind of thing names one ("a cloud provider (Hetzner)", "an EDR product (…)"): a name the
    // sources must use. A question of many brackets is read for its first few.
    if (RESTATED_KIND.test(before) || ++brackets > MAX_RESTATEMENTS) return bracket;
    // "(Wiederanlaufzeit / RTO)": of alternatives, the one in the form's own words goes, the acronym stays; and of names
    // offered as alternatives ("(ISO/IEC 27001 / JIS Q 27001)"), one the sources use names the thing, and another at
    // least half of whose words no source uses (a national standard's name for it) goes. Not alternatives in lower
    // case ("(at rest / in transit)"), nor names of different things (see below): each is asked.
    const parts = inside.split(/\s+\/\s+/);
    const unknownShare = (part: string) => {
      const terms = tokenize(part).map((t) => t.term);
      return terms.length === 0 ? 0 : terms.filter((t) => !corpus.documentFrequency.has(t)).length / terms.length;
    };
    // Names of one thing only: each capitalised, all with the same number ("27001"); "(GDPR / PIPL)", "(SOC 2 /
    // FedRAMP)" name different things, each asked.
    const numbers = parts.map((part) => part.match(/\d{3,}/g)?.join(' ') ?? '');
    const named =
      parts.length > 1 &&
      numbers[0] !== '' &&
      numbers.every((n) => n === numbers[0]) &&
      parts.every((part) => /^[A-Z0-9]/.test(part)) &&
      parts.some((part) => tokenize(part).length > 0 && unknownShare(part) === 0);
    const kept = parts.filter((part) => !restates(part) && !(named && unknownShare(part) >= 0.5));
    if (kept.length === parts.length) return bracket;
    const articles = (inside.match(LAW_ARTICLE) ?? []).join(' ');
    return kept.length > 0 ? `(${kept.join(' / ')}${articles ? ` ${articles}` : ''})` : ` ${articles} `;
  });
}

/**
 * Words of a language other than English: an accented letter, or a preposition or article of a Romance or Germanic
 * language standing alone ("de", "em", "und"; not "de-identified", nor one English has: "do", "des").
 */
const FOREIGN_MARK = /[\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u00ff]|(?<![\w-])(?:de|da|das|dos|del|della|du|em|und|von|zur|zum)(?![\w-])/i;

/** The kinds of thing whose name a bracket after them gives (see {@link withoutRestatement}). */
const RESTATED_KIND = new RegExp(`^(?:${PARTY_KINDS}|product|tool|solution|software|system|brand|suite)s?$`, 'i');

/** How many brackets of a question {@link withoutRestatement} reads. */
const MAX_RESTATEMENTS = 8;

/** A law's article cited in a bracket: "Art. 33 GDPR", "Art. 32 para. 1 lit. a GDPR", "§ 4(2) BDSG". */
const LAW_ARTICLE =
  /(?:\bArt(?:icle)?\.?|§{1,2})\s*\d+[a-z]?(?:\s*\(\d+\))*(?:\s+(?:para|paragraph|lit|sentence|no|nr)\.?\s*[\da-z]{1,3}\b)*(?:\s+[A-Z][A-Za-z]{1,10}\b)?/g;

/**
 * Weight of an example term, as a share of its own: little, as a source stating what is asked answers for its
 * examples too ("notified of sub-processor changes, such as a new AI provider").
 */
const EXAMPLE_WEIGHT = 0.25;

/** Weight of a heading's or a gloss's term, as a share of its own (see {@link headingTerms}, {@link glossTerms}). */
const ASIDE_WEIGHT = 0.5;

/** Terms of a question's setting are no anchors (see {@link settingTerms}). */
function inSetting(terms: WeightedTerm[], setting: ReadonlySet<string>): WeightedTerm[] {
  return setting.size === 0 ? terms : terms.map((t) => (setting.has(t.term) ? { ...t, anchor: false } : t));
}

/**
 * The terms of a duration a question states as the limit it checks ("Is your RPO 15 minutes or less?", "fixed within
 * 14 days"): its number, its unit and its bound. The value is what a source's own duration is held against
 * ({@link statesOtherDuration}), not a word a source must share: a source giving another value answers No.
 */
export function statedDurationTerms(question: string): Set<string> {
  const tokens = tokenize(question);
  const words = plainWords(question);
  const out = new Set<string>();
  for (const { position } of durationsIn(tokens)) {
    // A limit is a deadline ("within 14 days") or the value the question ends on ("15 minutes or less?"). A duration
    // that describes the thing ("devices more than 14 days behind on updates"), an interval ("changed every 90 days")
    // or a window of time ("in the last 12 months") is a word a source must share.
    const deadline = /^(?:within|under|inside)$/.test(words[position - 1] ?? '');
    const last = words
      .slice(position + 1)
      .every((w, i) => i === 0 || /^(?:or|less|fewer|more|longer|sooner|minutes?|hours?|days?|weeks?|months?|years?)$/.test(w));
    // A bound the question holds the thing to for a time: "kept for more than 90 days", "for up to 30 days".
    const bounded = /\bfor (?:(?:more|longer|less|fewer) than|over|under|up to|at (?:least|most))$/.test(
      words.slice(Math.max(0, position - 3), position).join(' '),
    );
    if (!deadline && !last && !bounded) continue;
    if (/^(?:every|each|per|a|an|once|twice|last|past|previous|recent)$/.test(words[position - 1] ?? '')) continue;
    // "Once every 12 months" is how often, not how long.
    if (/^(?:once|twice)$/.test(words[position] ?? '')) continue;
    for (const t of tokens)
      if (t.position >= position && t.position <= position + 3 && (t.position <= position + 1 || BOUND_WORDS.has(t.term))) out.add(t.term);
  }
  return out;
}

/** The words of a bound after a duration ("or less", "or more"). */
const BOUND_WORDS = new Set(['less', 'fewer', 'more', 'longer', 'sooner']);

/**
 * Weight of a stated value's term (see {@link statedDurationTerms}), as a share of its own: little, since the sentences
 * that may answer must give the thing a duration of their own anyway; a sentence stating the same value still ranks
 * first.
 */
const STATED_VALUE_WEIGHT = 0.2;

/**
 * Terms that say little of what is asked — a value the question states ({@link statedDurationTerms}), its purpose
 * ({@link purposeTerms}) — weigh `share` of their own and are neither anchors nor specific; unless they are all it asks.
 */
function weighingLittle(terms: WeightedTerm[], little: ReadonlySet<string>, share: number): WeightedTerm[] {
  if (little.size === 0 || terms.every((t) => little.has(t.term))) return terms;
  return terms.map((t) => (little.has(t.term) ? { ...t, anchor: false, specific: false, weight: t.weight * share } : t));
}

/**
 * Terms of examples ({@link exampleTerms}), of a heading and of a gloss weigh less and are no anchors: examples
 * `EXAMPLE_WEIGHT` of their own, the others `ASIDE_WEIGHT`.
 */
function withAsides(terms: WeightedTerm[], examples: ReadonlySet<string>, asides: ReadonlySet<string>): WeightedTerm[] {
  const share = (term: string) => (examples.has(term) ? EXAMPLE_WEIGHT : asides.has(term) ? ASIDE_WEIGHT : 1);
  if (terms.every((t) => share(t.term) === 1) || terms.every((t) => share(t.term) < 1)) return terms;
  return terms.map((t) => {
    const weight = share(t.term);
    return weight < 1 ? { ...t, anchor: false, weight: t.weight * weight } : t;
  });
}

/** A request for an address to write to: "the contact address through which …", "the e-mail address of the DPO". */
const CONTACT_ASKED = /^\s*(?:the |your |an? )?(?:\S+\s+)?(?:contact (?:address|details|point|e-?mail)|e-?mail address)(?:es)?\b/i;

/**
 * The noun a question asks a name for ("Which firm performed …", "Identify the firm that …", "the name of the
 * certification body", "Who's your pentest vendor?"): the slot the answer fills, not a word a source must repeat —
 * "Ironbridge Security performed the test" answers it without saying "firm".
 */
export function slotTerms(question: string): Set<string> {
  const out = new Set<string>();
  const pattern = new RegExp(
    `\\b(?:(?:which|what|whose)\\s+|name of (?:the |your )?|(?:identify|name|specify|state) (?:the |your )?|who(?:'s|’s|\\s+is|\\s+are|\\s+was)\\s+(?:the |your )?)(?:[a-z-]+ ){0,2}?(${NAMED_KINDS})\\b|\\bthe (?:[a-z-]+ ){0,2}?(${NAMED_KINDS}) (?:that|which|who|whom)\\b`,
    'gi',
  );
  for (const m of question.matchAll(pattern)) {
    const term = termOfWord((m[1] ?? m[2])!.toLowerCase());
    if (term) out.add(term);
  }
  // "Which firm performed the third-party penetration test?": that the party is independent, external or a third
  // party says what kind of party fills the slot; a sentence naming the firm need not say so.
  if (out.size > 0) for (const m of question.matchAll(/\b(?:third[\s-]party|independent|external)\b/gi)) for (const t of tokenize(m[0])) out.add(t.term);
  // "Please specify the contact address through which … may reach the DPO": an address to write to fills the slot;
  // a sentence giving one need not say "contact address".
  if (CONTACT_ASKED.test(question.replace(REQUEST_PREFIX, '')))
    for (const word of ['contact', 'address', 'reach']) {
      const term = termOfWord(word);
      if (term) out.add(term);
    }
  // "Identify, by title, the officer who …": the role is the slot; a sentence naming one need not say "officer".
  if (ASKS_TITLE.test(question))
    for (const word of TITLE_SLOT) {
      const term = termOfWord(word);
      if (term) out.add(term);
    }
  return out;
}

/** Whether a question is a sheet's field naming a value rather than asking Yes/No (see {@link questionForm}). */
export function isValueField(question: string): boolean {
  const first = question.trim().replace(/[?.:\s]+$/, '');
  const field = /^[^:?]{2,80}:\s+(.+)$/.exec(first)?.[1];
  return [first, ...(field ? [field] : [])].some((f) => VALUE_FIELD.test(f) || WHICH_FIELD.test(f) || VALUE_HEAD.test(f) || QUALIFIED_FIELD.test(f));
}

/**
 * The noun of a field that names the value it asks for — its head, or the noun of a bracket after it ("Date of
 * most recent penetration test", "Security contact email", "Hosting provider", "Encryption at rest (algorithm)"):
 * the slot the answer fills — a date, an address, a name — not a word a source repeats; so is the unit a bracket
 * names ("Size of security team (FTEs)"). The words qualifying it ("API rate limits") say what is asked.
 */
export function fieldSlotTerms(question: string): Set<string> {
  const field = question.trim().replace(/[?.:\s]+$/, '');
  // "Tenant isolation – method": the word asking by what means is the slot, as a value noun is.
  if (METHOD_FIELD.test(question.trim())) return new Set(tokenize(field.split(/\s+/).at(-1)!).map((t) => t.term));
  // "… (control ref)": the bracket names the reference asked for.
  if (REFERENCE_FIELD.test(question.trim())) return new Set(tokenize(/\(([^)]*)\)\s*[?.:]?\s*$/.exec(question.trim())![1]!).map((t) => t.term));
  if (!isValueField(field)) return new Set();
  const noun = new RegExp(`^(?:${VALUE_NOUNS}|${PARTY_KINDS})s?$`, 'i');
  const bracketWords = /\(([^)]*)\)\s*$/.exec(field)?.[1]?.split(/\s+/) ?? [];
  const bracket = bracketWords.find((w) => noun.test(w));
  const phrase = field
    .replace(/^[^:?]{2,80}:\s+/, '')
    .replace(/\s*\([^)]*\)\s*$/, '')
    .split(new RegExp(`\\s(?:${QUALIFYING_PREPOSITIONS}|${FIELD_PARTICIPLES}|that|which|who)\\s`, 'i'))[0]!
    .trim()
    .split(/\s+/);
  const head = bracket ?? (noun.test(phrase.at(-1) ?? '') ? phrase.at(-1) : undefined);
  // A bracket of a word or two that names no value names the unit the value is given in ("(FTEs)", "(days)").
  const unit = !bracket && bracketWords.length > 0 && bracketWords.length <= 2 ? bracketWords.join(' ') : '';
  // "Version referenced on …", "Provider used for …": the participle after the head only asks which.
  const participle = head ? (new RegExp(`\\b${head}\\s+(${FIELD_PARTICIPLES})\\b`, 'i').exec(field)?.[1] ?? '') : '';
  return new Set([head ?? '', unit, participle].flatMap((w) => tokenize(w).map((t) => t.term)));
}

/** Whether a field names a kind of party ("Hosting provider", "SOC 2 audit firm"): its value is a name. */
function fieldNamesParty(question: string): boolean {
  return isValueField(question) && new RegExp(`\\b(?:${PARTY_KINDS})s?\\b(?!.*\\b(?:${VALUE_NOUNS})s?\\b)`, 'i').test(question);
}

/** Weight of a slot's term (see {@link slotTerms}), as a share of its own. */
const SLOT_WEIGHT = 0.2;

/** Terms of the slot a question asks to fill weigh less and say nothing specific (see {@link slotTerms}). */
function asSlots(terms: WeightedTerm[], slots: ReadonlySet<string>, share = SLOT_WEIGHT): WeightedTerm[] {
  if (slots.size === 0 || terms.every((t) => slots.has(t.term))) return terms;
  return terms.map((t) => (slots.has(t.term) && !t.anchor ? { ...t, weight: t.weight * share, specific: false } : t));
}

/**
 * Weight of a field's value noun (see {@link fieldSlotTerms}), as a share of its own: next to nothing, since a
 * sentence that says "date" ("a target date in December") is no more the date asked than one that gives it.
 */
const FIELD_SLOT_WEIGHT = 0.05;

/** Share of the question's weight `terms` cover, each with the credit `creditOf` gives it. */
function coverage(terms: WeightedTerm[], creditOf: (term: string) => number): number {
  const total = terms.reduce((sum, t) => sum + t.weight, 0);
  if (total === 0) return 0;
  return terms.reduce((sum, t) => sum + t.weight * termCredit(t, creditOf), 0) / total;
}

/** A term's credit; a folded phrase not found as such earns part of it from its words ("status page": status, page). */
function termCredit(t: WeightedTerm, creditOf: (term: string) => number): number {
  const own = creditOf(t.term);
  if (own > 0) return own;
  if (t.alternatives) return RELATED_CREDIT * Math.max(0, ...t.alternatives.map(creditOf));
  if (!t.components) return own;
  const parts = t.components.map(creditOf);
  return (COMPONENT_CREDIT * parts.reduce((a, b) => a + b, 0)) / parts.length;
}

/**
 * A question asking how often ("How often …", "with which frequency", "Vuln scanning cadence", "In which interval is
 * the policy reviewed?"): only a sentence that states an interval answers it.
 */
const ASKS_FREQUENCY = /\bhow (?:often|frequently)\b|\bfrequency\b|\bcadences?\b|\bintervals?\b/i;

/**
 * What kind of answer a question asks for, as a test of a sentence: "who" wants a name, "when" a date, "how often"
 * a frequency, "how long/many/soon" a number, "where" a place. A sentence that has it ranks first among equals.
 */
export function answerTypeOf(
  question: string,
  ownNames: ReadonlySet<string> = new Set(),
  usedLowercase: ReadonlySet<string> = new Set(),
): ((sentence: string) => boolean) | null {
  // "Please provide details of where …", "Please state when …": what is asked follows the request.
  const q = withoutPoliteRequest(question).toLowerCase().replace(REQUEST_PREFIX, '');
  if (ASKS_FREQUENCY.test(q)) {
    return (s) =>
      /\b(?:annual(?:ly)?|every|each|once|twice|daily|weekly|monthly|quarterly|yearly|per (?:year|month|quarter)|continuous(?:ly)?|nightly)\b/i.test(s);
  }
  // "What period does the SOC 2 examination cover?", "Audit period": the period of a report or an audit is its
  // dates, not a duration.
  if (/\b(?:audit|examination|reporting|observation|assessment|report)\s+period\b|\bperiod\b[^?.]{0,60}\bcover|\bcover(?:s|ed)?\b[^?.]{0,30}\bperiod\b/.test(q))
    return (s) => DATE.test(s);
  // "Key management – KMS or HSM?": a sentence naming one of the choices.
  const choice = CHOICE_FIELD.exec(withoutRowLabel(question).trim());
  if (choice && !YES_NO_OPENERS.test(choice[0])) {
    const offered = [choice[2]!, choice[3]!].map((c) => new Set(tokenize(c).map((t) => t.term)));
    return (s) => {
      const said = new Set(tokenize(s).map((t) => t.term));
      return offered.some((c) => c.size > 0 && [...c].every((t) => said.has(t)));
    };
  }
  // "Is that a Type I or a Type II report?": a sentence naming one of the kinds.
  const kinds = choiceOfKinds(question);
  if (kinds) {
    const offered = kinds.options.map((o) => new Set(tokenize(o).map((t) => t.term)));
    return (s) => {
      const said = new Set(tokenize(s).map((t) => t.term));
      return offered.some((c) => c.size > 0 && [...c].every((t) => said.has(t)));
    };
  }
  // "MFA methods available to end users", "Types of backup offered": kinds of a thing, which a sentence lists
  // ("MFA (TOTP or passkeys)", "MFA with TOTP or passkeys").
  if (
    new RegExp(`^(?:\\S+\\s+){0,3}(?:${THING_KINDS})\\s+(?:${FIELD_PARTICIPLES}|available|supported|offered)\\b`, 'i').test(
      withoutRowLabel(q).replace(/^[^:]{2,30}:\s+/, ''),
    )
  )
    return (s) => /\([^)]*\b(?:or|and)\b[^)]*\)|\b(?:with|such as|including|via|using)\s+[^.;]{0,40}\b(?:or|and)\b/i.test(s);
  // "Tenant isolation – method": a sentence saying by what means ("isolated … with row-level security").
  if (METHOD_FIELD.test(withoutRowLabel(question).trim())) return (s) => MEANS.test(s);
  // "SOC 2 – exceptions noted (control ref)": a control's or a document's reference ("CC6.2", "A.8.24", "IAM-02").
  if (REFERENCE_FIELD.test(withoutRowLabel(question).trim())) return (s) => REFERENCE.test(s);
  // "ISO 27001 certificate number", "D-U-N-S no.": an identifier ("SCH-ISMS-1187-2025"), not a count; a number the
  // question names itself ("27001") is none.
  if (IDENTIFIER_FIELD.test(q)) {
    const named = new Set(q.match(/\d+/g) ?? []);
    return (s) => [...s.matchAll(IDENTIFIER)].some((m) => !(m[0].match(/\d+/g) ?? []).some((d) => named.has(d)));
  }
  // "Password minimum length", "Minimum length of passwords": a length, in characters or bits ("12 characters").
  if (/\blength\b/.test(q) && !ASKS_CIPHER.test(q))
    return (s) => /\b\d+\s*(?:characters?|chars?|digits?|letters?|bits?)\b|\b\d+-(?:character|char|digit|letter|bit)\b/i.test(s);
  // "Indicate the percentage of staff who completed training", "Uptime SLA %": a share, in per cent ("99.95%").
  if (/\bpercentage\b|\bper ?cent\b|%/.test(q)) return (s) => /\d\s?%|\d\s+per ?cent\b/i.test(s);
  // "How many people …", "Number of employees", "Size of the security team": a count of the thing named.
  const counted = countedTerms(q);
  if (counted) return (s) => statesCount(s, counted);
  // "How long …": a duration (a number of hours, days, years; "a year"), not a date ("October 2026").
  // "Indicate the maximum remediation timeframe …", "Within what time …", "State the target time for acknowledging a
  // report", "Specify the period within which …", "State the retention period of backups": a duration too ("two medium
  // findings" is none, nor the "256" of "AES-256").
  if (
    /^(?:\S+\s+){0,3}how long\b/.test(q) ||
    /\b(?:time ?(?:frames?|scales?)|within what (?:time|period)|(?:maximum|target|expected|committed|agreed) (?:period|time|delay|duration)|(?:period|time) (?:within|in) which)\b/.test(
      q,
    ) ||
    (/\bretention (?:period|time|duration)\b/.test(q) && !/^(?:\S+\s+){0,2}(?:who|whom|whose|when|how|where|why)\b/.test(q))
  )
    return (s) =>
      /\b(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fourteen|thirty|ninety)(?:\s+|-)(?:calendar\s+|business\s+|working\s+)?(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|quarters?)\b|\b\d+\s*(?:h|d|hrs?|mins?)\b|\bindefinitely\b|\buntil\b/i.test(
        s,
      );
  if (quantitative(q)) {
    // A number the question names itself ("SOC 2", "TLS 1.2") or a digit inside a name ("FIDO2") is no amount.
    const named = new Set(q.match(/\d+(?:\.\d+)*/g) ?? []);
    return (s) =>
      [...s.matchAll(/(?<![A-Za-z\d.])\d+(?:\.\d+)*/g)].some((m) => !named.has(m[0])) ||
      /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|once|twice|hours?|days?|weeks?|months?|years?)\b/i.test(s);
  }
  // "Oldest TLS version the platform still accepts", "Version of the CAIQ published": a version's number.
  if (/\bversions?\b/.test(q) && (isValueField(q) || VALUE_HEAD.test(q))) return (s) => /(?<![\w.])v?\d+\.\d+/.test(s);
  // "When …", "Expiry date", "Describe your timeline for …", "By when …": a date.
  if (/^(?:\S+\s+){0,2}when\b|\buntil when\b|\bby when\b|\bwhat date\b|\bexpir|\btimeline\b|\btarget date\b/.test(q) || asksDate(q)) return (s) => DATE.test(s);
  // "Encryption at rest – algorithm / key length", "Cipher used to encrypt data at rest": a cipher's name.
  if (ASKS_CIPHER.test(q)) return (s) => CIPHER.test(s);
  // "Where should they report it?", "Where do we send …": where to write to is an address, not a place.
  if (WHERE_TO_WRITE.test(q)) return (s) => EMAIL.test(s) || /https?:\/\//.test(s);
  // "Security contact email", "DPO contact", "What is the email address of …": an address to write to.
  if (/\b(?:e-?mail(?: address)?(?:es)?|contacts?)\b/.test(q) && (isValueField(q) || /^(?:\S+\s+){0,2}(?:what|which)\b/.test(q) || CONTACT_ASKED.test(q)))
    return (s) => EMAIL.test(s) || /https?:\/\//.test(s);
  // "Identify, by title, the officer …", "Job title of the person …": a role's title.
  if (ASKS_TITLE.test(q)) return (s) => ROLE_TITLE.test(s);
  // A place: a cloud region ("eu-central-1") or a geography data is commonly hosted in.
  const place = (s: string) => /\b[a-z]{2}-[a-z]+-\d\b/.test(s) || PLACES.test(s);
  // "Please specify the hosting region of the platform": the value requested is a place, whatever party the request
  // names after it.
  if (/^(?:the |your |its |all )?(?:\S+\s+){0,2}(?:regions?|locations?|countr(?:y|ies)|geograph(?:y|ies)|jurisdictions?)\b/.test(q)) return place;
  if (
    /^(?:\S+\s+){0,2}who\b|\bnames? of\b|\b(?:identify|name|specify|state) the (?:\S+\s+){0,2}(?:firm|company|vendor|provider|auditor|body|partner|tool|platform)s?\b|\b(?:identify|name|specify|state) the (?:\S+\s+){0,2}services? (?:that|which|who)\b|\bthe (?:firm|company|auditor|vendor|provider|organi[sz]ation|body|service) (?:that|which|who)\b|\bwhich (?:firm|company|companies|vendor|provider|auditor|organi[sz]ation|partner|body|tool|product|software|service|platform|technology|solution)s?\b/.test(
      q,
    ) ||
    slotTerms(q).size > 0 ||
    NAME_FIELD.test(withoutRowLabel(question).trim()) ||
    fieldNamesParty(q) ||
    BY_WHOM_FIELD.test(q)
  ) {
    // A name: a capitalised word that is not an everyday word ("Cloudflare", "Ironbridge", not "Inspected"), nor
    // the respondent's own name ("Which firm audited you?" is not answered by "Northwind Cloud …"), nor a word of
    // the question ("Independent Service Auditor's Report" names no auditor).
    // Inside a sentence that is not in title case, a capitalised everyday word is a name too ("… handled by
    // Stripe").
    const asked = new Set(tokenize(question).map((t) => t.term));
    // A field asking for a name ("DPO – name") is not answered by a role's title ("a Data Protection Officer").
    const nameField = NAME_FIELD.test(question.trim());
    // The name of a role's holder ("CISO (name)", "DPO – name", "What is the name of your CISO?") is a person's: a
    // first name and a surname.
    const personField = (nameField || PERSON_NAME_ASKED.test(question)) && PERSON_ROLE.test(question);
    const isName = (w: string, i: number, titleCase: boolean) => {
      // A month ("approved in March 2026") dates; it names no one.
      if (!/^[A-Z][a-z]/.test(w) || MONTH.test(w)) return false;
      // A possessive is its name's ("Northwind Cloud's Platform" is the respondent's own).
      const bare = w.toLowerCase().replace(/['’]s$/, '');
      const term = termOfWord(bare);
      if (term === null || ownNames.has(bare) || asked.has(term)) return false;
      // In a title ("Northwind Cloud Penetration Test Summary") every word is capitalised; one the sources also write
      // in lower case ("a summary of the latest test") is a common noun there, not a name.
      if (titleCase && usedLowercase.has(w.toLowerCase())) return false;
      // An everyday word capitalised inside a sentence is a name unless the sources also write it in lower case:
      // "handled by Stripe", but "available in the Reports card" names a section.
      return !isCommonWord(term) || (i > 0 && !titleCase && termWeight(term) === 1 && !usedLowercase.has(w.toLowerCase()));
    };
    return (s0) => {
      const s = nameField ? s0.replace(ROLE_TITLES, ' ') : s0;
      if (personField)
        return [...s.matchAll(/\b([A-Z][a-z]+)\s+([A-Z][a-z]+(?:-[A-Z][a-z]+)?)\b/g)].some((m) => [m[1]!, m[2]!].every((w) => isName(w, 0, true)));
      // A name written in capitals joined by a hyphen or an ampersand ("A-LIGN", "AT&T") is one too.
      if (/\b[A-Z]+[-&][A-Z]{2,}\b/.test(s)) return true;
      const words = s.match(/[A-Za-z][\w&'-]*/g) ?? [];
      const titleCase = words.filter((w) => /^[A-Z]/.test(w)).length * 2 >= words.length;
      return words.some((w, i) => isName(w, i, titleCase));
    };
  }
  if (
    /^(?:\S+\s+){0,2}where\b|\b(?:which|what) (?:geographic(?:al)? |physical |hosting )?(?:region|countr|location|data cent|geograph|cit(?:y|ies)\b)|\b(?:countr(?:y|ies)|locations?|regions?|jurisdictions?) (?:in which|where)\b/.test(
      q,
    ) ||
    asksPlace(q)
  ) {
    return place;
  }
  return null;
}

/**
 * What a question asks the count of ("How many staff …", "Number of employees", "Size of the security team", "How
 * many availability zones …"): the terms of the words after it, with every way of counting people when it counts
 * people. Null when it asks no count, or asks how many times (a frequency).
 */
export function countedTerms(question: string): Set<string> | null {
  const m = /\b(?:how many|(?:total )?number of|size of|headcount)\b((?:\s+[\w/-]+){0,3})/i.exec(question);
  if (!m) return null;
  const terms = new Set(tokenize(/headcount/i.test(m[0]) ? `people ${m[1]}` : m[1]!).map((t) => t.term));
  if (terms.size === 0 || terms.has('time')) return null;
  if (PEOPLE.some((p) => terms.has(p))) for (const p of PEOPLE) terms.add(p);
  return terms;
}

/** Whether a sentence states a count of the counted thing: a number (not a year) a few words before its name. */
export function statesCount(sentence: string, counted: ReadonlySet<string>): boolean {
  const tokens = tokenize(sentence);
  return tokens.some(
    (t, i) => /^\d+$/.test(t.term) && !/^(?:19|20)\d\d$/.test(t.term) && tokens.slice(i + 1).some((u) => u.position <= t.position + 3 && counted.has(u.term)),
  );
}

/** A sheet's field naming a date ("Date of the last internal audit", "Certificate expiry date"): only a date answers it. */
function asksDate(question: string): boolean {
  return /\bdates?\b/i.test(question) && isValueField(question);
}

/** A sheet's field naming places ("Data center regions available", "Hosting locations"): only a place answers it. */
function asksPlace(question: string): boolean {
  return /\b(?:regions?|locations?|countr(?:y|ies)|geograph(?:y|ies))\b/i.test(question) && isValueField(question);
}

/** A question that asks for an amount or a duration ("how long", "how many", "the minimum …"): only a number answers it. */
function quantitative(q: string): boolean {
  return (
    /\bhow (?:long|soon|quickly|much|many|large|big)\b|\bwithin what\b|\b(?:what|which) (?:timeframe|time ?frame|period|duration|length of time|percentage|number)\b|\b(?:minimum|maximum)\b|\b(?:number|count|size|percentage) of\b|\bwhat (?:is|are) (?:the|your) (?:\w+ )?(?:limits?|amounts?|sums?) (?:of|on|for)\b/.test(
      q,
    ) ||
    // "Leaver access removed within", "Vulnerability remediation SLA – critical": a field asking for a duration.
    DANGLING_FIELD.test(q) ||
    (DASH_QUALIFIED_VALUE.test(q) && /\b(?:sla|timeframe|time ?frame|period|duration|limit|size|percentage|rto|rpo|uptime|retention|length)\b/.test(q)) ||
    // A sheet's field for an amount: "RTO?", "Uptime SLA %", "Log retention period", "Data deletion (days)".
    (VALUE_FIELD.test(q.replace(/[?.:\s]+$/, '')) &&
      /\b(?:timeframe|time ?frame|period|duration|limit|size|percentage|rto|rpo|sla|uptime|headcount|retention)\b|%|\((?:days|hours|months|years|minutes|usd|eur|gbp|chf|us\$|\$|€|£)\)/.test(
        q,
      ))
  );
}

/** How much less support than the best the source of a description may have. */
const DESCRIBE_SUPPORT_MARGIN = 0.2;

/** How much a sentence of the kind asked for moves up among sentences of similar support. */
const ANSWER_TYPE_BONUS = 0.08;

function evidenceIn(
  source: CorpusSource,
  terms: WeightedTerm[],
  rank: number,
  wanted: ((sentence: string) => boolean) | null = null,
  plainFirst = true,
  /** Only sentences that pass this are weighed. */
  eligible: (sentence: SourceSentence) => boolean = () => true,
): Evidence | null {
  // Anchors ("FedRAMP", "27017") must be in the source itself, or one the question offers instead of it ("a VDP or a
  // bug bounty").
  for (const t of terms) {
    if (t.anchor && !source.termCounts.has(t.term) && !t.alternatives?.some((a) => source.termCounts.has(a))) return null;
  }
  // A statement that negates or postpones ranks just below an equally good plain one.
  // Asked for text, a negated statement answers as well as a plain one ("devices … lose access" says what happens).
  const hedged = (s: SourceSentence) => (plainFirst && (s.cues.negatedPositions.size > 0 || s.cues.notYet) ? HEDGE_PENALTY : 0);
  const kbMatch = source.type === 'knowledge_base' && coverage(terms, (term) => (source.titleTerms.has(term) ? 1 : 0)) >= KB_QUESTION_MATCH;
  const creditIn = (sentence: SourceSentence) => (term: string) => {
    if (sentence.terms.has(term)) return 1;
    // A knowledge-base entry's question is what its answer answers: its words count in full.
    if (source.titleTerms.has(term)) return source.type === 'knowledge_base' ? 1 : TITLE_CREDIT;
    // A named provider is the kind asked for ("which cloud provider" — "Amazon Web Services").
    if (sentence.implied.has(term) && INSTANCE_KINDS.has(term)) return 1;
    if (sentence.implied.has(term) || source.titleImplied.has(term)) return IMPLIED_CREDIT;
    // A related term ("vendor" for "third party", "immutable" for "tamper"): the same thing, said otherwise.
    const related = RELATED[term];
    if (related?.some((r) => sentence.terms.has(r) || sentence.implied.has(r) || source.titleTerms.has(r))) return RELATED_CREDIT;
    // A document's passage speaks of many things: its other sentences say little about this one's subject.
    return source.termCounts.has(term) ? (source.type === 'document' ? DOCUMENT_CONTEXT_CREDIT : CONTEXT_CREDIT) : 0;
  };
  let best: Evidence | null = null;
  let bestScore = -1;
  source.sentences.forEach((sentence, index) => {
    // A document's heading ("Data stores and encryption") names what its section is about; it states nothing.
    if (!eligible(sentence) || (source.type === 'document' && HEADING.test(sentence.text))) return;
    const support = coverage(terms, creditIn(sentence));
    // Ties: the sentence with more of the question's words of its own, then the earlier one.
    const own = terms.filter((t) => sentence.terms.has(t.term)).length;
    const score = support - hedged(sentence) + (wanted?.(sentence.text) ? ANSWER_TYPE_BONUS : 0) + own * 1e-4 - index * 1e-6;
    if (score > bestScore) {
      bestScore = score;
      best = {
        source,
        sentence,
        index,
        support,
        kbMatch,
        rank,
        typed: !!wanted?.(sentence.text),
        hedged: hedged(sentence) > 0,
        contentSupport: 0,
        titleShare: 0,
      };
    }
  });
  if (best) {
    const found = best as Evidence;
    const specific = terms.filter((t) => t.specific);
    found.contentSupport = specific.length === 0 ? 1 : coverage(specific, creditIn(found.sentence));
    found.titleShare = source.type === 'knowledge_base' ? 0 : coverage(terms, (term) => (source.titleTerms.has(term) ? 1 : 0));
  }
  return best;
}

/** A document's heading: four words at most, none starting with a figure, and no colon. */
const HEADING = /^\s*(?:[A-Za-z][\w'’/&-]*\s+){0,3}[A-Za-z][\w'’/&-]*\s*\.?\s*$/;

/** Sources of one kind rank before another at equal support: curated answers first. */
const TYPE_RANK: Record<CorpusSource['type'], number> = { knowledge_base: 0, item: 1, document: 2, update: 3, subprocessor: 4 };

/** How much more of the question a source's title must state to put its sentence first among equals. */
const TITLE_SHARE_MARGIN = 0.5;

function rankEvidence(a: Evidence, b: Evidence): number {
  const diff = b.support + (b.typed ? ANSWER_TYPE_BONUS : 0) - (a.support + (a.typed ? ANSWER_TYPE_BONUS : 0));
  if (Math.abs(diff) > 0.02) return diff;
  if (a.kbMatch !== b.kbMatch) return a.kbMatch ? -1 : 1;
  if (a.hedged !== b.hedged) return a.hedged ? 1 : -1;
  // Of equally good sentences, the one from a source whose title names what is asked: the source is about it.
  if (Math.abs(a.titleShare - b.titleShare) >= TITLE_SHARE_MARGIN) return b.titleShare - a.titleShare;
  return TYPE_RANK[a.source.type] - TYPE_RANK[b.source.type] || b.rank - a.rank;
}

/**
 * Anchors a question offers as alternatives, joined by "or" within a few words ("a VDP or bug bounty", "SOC 2 or ISO
 * 27001"): for each, the others. Not those joined by "and" as well ("SOC 2 and ISO 27001 or …" asks for both).
 */
export function alternativeAnchors(question: string, terms: readonly WeightedTerm[]): Map<string, string[]> {
  const anchors = new Set(terms.filter((t) => t.anchor).map((t) => t.term));
  const tokens = tokenize(question).filter((t) => anchors.has(t.term));
  const words = plainWords(question);
  const out = new Map<string, string[]>();
  for (let i = 0; i + 1 < tokens.length; i++) {
    const [a, b] = [tokens[i]!, tokens[i + 1]!];
    const between = words.slice(a.position + 1, b.position);
    if (a.term === b.term || between.length > 3 || !between.includes('or') || between.includes('and')) continue;
    out.set(a.term, [...(out.get(a.term) ?? []), b.term]);
    out.set(b.term, [...(out.get(b.term) ?? []), a.term]);
  }
  return out;
}

/** The evidence for a question among the sources `audience` allows, best first. */
export function findEvidence(
  corpus: Corpus,
  question: string,
  audiences: ReadonlySet<CorpusSource['audience']>,
  wanted: ((sentence: string) => boolean) | null = null,
  /** A Yes/No question: a plain statement ranks before an equally good negated one (see {@link HEDGE_PENALTY}). */
  plainFirst = true,
): { terms: WeightedTerm[]; evidence: Evidence[] } {
  const main = mainQuestion(question);
  const terms = weighingLittle(
    weighingLittle(
      asSlots(
        asSlots(
          inSetting(
            withAsides(
              questionTerms(
                corpus,
                tokenize(withoutRestatement(corpus, main)),
                lifecycleWords(main),
                new Set([...compoundTerms(main), ...nounCompoundTerms(corpus, main)]),
                unknownHeadTerms(corpus, main, question),
              ),
              exampleTerms(main),
              new Set([...headingTerms(main), ...glossTerms(corpus, main)]),
            ),
            settingTerms(main),
          ),
          slotTerms(main),
        ),
        fieldSlotTerms(main),
        FIELD_SLOT_WEIGHT,
      ),
      plainFirst ? statedDurationTerms(main) : new Set(),
      STATED_VALUE_WEIGHT,
    ),
    purposeTerms(main),
    PURPOSE_WEIGHT,
  );
  if (terms.length === 0) return { terms, evidence: [] };
  // "Do you have a VDP or a bug bounty?": either name answers; each counts for the other in part.
  for (const [term, others] of alternativeAnchors(main, terms)) {
    const i = terms.findIndex((t) => t.term === term);
    terms[i] = { ...terms[i]!, alternatives: [...(terms[i]!.alternatives ?? []), ...others] };
  }
  // "How many people work in your security team?": a count of people is given in engineers, members or FTEs.
  if (countedTerms(main.toLowerCase())?.has(PEOPLE[0]!))
    for (const [i, t] of terms.entries()) if (PEOPLE.includes(t.term)) terms[i] = { ...t, alternatives: PEOPLE.filter((p) => p !== t.term) };
  const ranked = corpus.sources
    .filter((s) => audiences.has(s.audience))
    .map((s) => ({ s, score: bm25(corpus, s, terms) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, CANDIDATE_SOURCES);
  const evidence = ranked.map((x) => evidenceIn(x.s, terms, x.score, wanted, plainFirst)).filter((e): e is Evidence => !!e);
  return { terms, evidence: evidence.sort(rankEvidence) };
}

/**
 * Whether a sentence denies an asked word at this token: the word is negated there and stated nowhere else in the
 * sentence without a negation. A sentence that affirms the word in one clause and negates it in another ("Secrets
 * are stored in a secrets manager; no secret is stored in source code") denies it only of the other clause's
 * subject — a place or a thing the question then has to name itself to be denied.
 */
function deniedIn(sentence: SourceSentence, token: Token, asked: ReadonlySet<string>): boolean {
  const negated = sentence.cues.negatedPositions;
  if (!negated.has(token.position) || !asked.has(token.term)) return false;
  return !sentence.tokens.some((t) => t.term === token.term && !negated.has(t.position));
}

/**
 * 1 when a piece of evidence says No because its source denies a word of the question ("no data at rest") that the
 * sentence of the evidence it disagrees with does not even hold ("Edge: Cloudflare for CDN, WAF and DDoS mitigation"
 * for "Does the sub-processor engaged for content delivery … store personal data at rest?"): that one names what
 * the question is about, this one answers what it asks of it. Else 0.
 */
function deniesUnmentioned(terms: readonly WeightedTerm[], evidence: Evidence, verdict: Polarity, other: Evidence): number {
  if (yesOrNo(verdict) !== 'no') return 0;
  const asked = new Set(terms.filter((t) => t.weight >= 1).map((t) => t.term));
  const denies = evidence.source.sentences.some((s) =>
    s.tokens.some((t) => asked.has(t.term) && s.cues.negatedPositions.has(t.position) && !other.sentence.terms.has(t.term)),
  );
  return denies ? 1 : 0;
}

/**
 * The condition a question is asked under ("If you store … card data, are you PCI DSS compliant?", "Where development
 * is outsourced, do you …?", "If …, please confirm …", "Where Supplier stores card data, Supplier shall …", a statement
 * to affirm's "if it stores card data, it maintains …"): the clause before the question proper. Not a follow-up ("If
 * so, …").
 */
const PREMISE = new RegExp(
  String.raw`^\s*(?:if|where|when)\s+(?!so\b|yes\b|no\b|not\b|applicable\b)([^?]{3,}?),\s*(?=(?:is|are|do|does|can|could|will|would|has|have|was|were|should|must|shall|(?:please\s+)?(?:confirm|verify|indicate|state|advise))\b|${RESPONDENT_OBLIGATION}|(?:it|we|they)\s+(?:are|have|will|shall|must|\w+s)\b)`,
  'i',
);

/**
 * Whether the sentence denies the condition the question is asked under ("There is no corporate VPN" for "If staff
 * connect through a VPN, is MFA required to use it?"): then what is asked does not apply.
 */
function deniesPremise(question: string, sentence: SourceSentence): boolean {
  // Read from the question itself: its main question leaves a leading condition out. A statement to affirm is read
  // without its lead-in ("Provider affirms that, if …, it …").
  const premise = PREMISE.exec(withoutLeadIn(question));
  if (!premise) return false;
  const terms = new Set(tokenize(premise[1]!).map((t) => t.term));
  return sentence.tokens.some((t) => deniedIn(sentence, t, terms));
}

/** A question whether a thing can be done or is allowed ("Is it possible to run …?", "Can users …?"). */
const ASKS_POSSIBLE = /^\s*(?:is it (?:possible|permitted|allowed)\b|(?:can|could)\b|(?:are|is)\s+(?:[\w'-]+\s+){1,5}?(?:allowed|permitted)\b)/i;
/** A control that keeps a thing from happening, and what it keeps ("admission policies that block privileged containers"). */
const BLOCKING = /\b(?:block(?:s|ed|ing)?|prevent(?:s|ed|ing)?|stop(?:s|ped|ping)?|den(?:y|ies|ied))\s+((?:[\w'-]+\s+){0,2}[\w'-]+)/gi;
/** {@link BLOCKING} for a test (no state between calls). */
const NAMES_BLOCKING = new RegExp(BLOCKING.source, 'i');

/**
 * Whether the sentence says a control keeps from happening what the question asks can happen ("admission policies
 * block privileged containers" for "Is it possible to run privileged containers?"): every word of what is blocked
 * is asked about. A question about the blocking itself ("Do you block …?") is answered as usual.
 */
export function blocksAsked(question: string, sentence: SourceSentence): boolean {
  if (!ASKS_POSSIBLE.test(question) || NAMES_BLOCKING.test(question)) return false;
  const asked = new Set(tokenize(question).map((t) => t.term));
  for (const match of sentence.text.matchAll(BLOCKING)) {
    const blocked = tokenize(match[1]!).map((t) => t.term);
    if (blocked.length > 0 && blocked.every((term) => asked.has(term))) return true;
  }
  return false;
}

/** The index of the sentence of `source` that blocks what the question asks can happen ({@link blocksAsked}); -1: none. */
function blockingSentence(question: string, source: CorpusSource): number {
  return source.sentences.findIndex((s) => blocksAsked(question, s));
}

/** The verdict a piece of evidence gives on a Yes/No question. */
export function verdictOf(question: string, terms: WeightedTerm[], evidence: Evidence): Polarity {
  const { source, sentence } = evidence;
  let verdict: Polarity;
  // What a negative purpose clause names ("so that no direct path exists") is not asked to be there: a source that
  // denies it agrees with the question.
  const purpose = NEGATIVE_PURPOSE.exec(mainQuestion(question));
  const rest = purpose ? new Set(tokenize(mainQuestion(question).replace(purpose[0], ' ')).map((t) => t.term)) : null;
  const asked = new Set(terms.map((t) => t.term).filter((term) => !rest || rest.has(term)));
  if (evidence.kbMatch && source.verdict) {
    verdict = source.verdict;
  } else if (evidence.kbMatch && source.answer) {
    // A curated answer without a leading Yes/No: its first statement answers the entry's question.
    const first = source.sentences[0]!;
    const cues = first.cues;
    if (cues.hedgedClauses.some((c) => c.kind === 'na')) verdict = 'na';
    else if (cues.notYet) verdict = 'not_yet';
    else if (first.tokens.some((t) => deniedIn(first, t, new Set([...asked, ...source.titleTerms])))) verdict = 'no';
    else verdict = 'yes';
  } else {
    const cues = sentence.cues;
    // Words of the question the sentence negates; the source's own subject (its title) is affirmed by the
    // source existing, so a negation elsewhere in it ("There is no corporate VPN" under "Zero-trust access") is
    // about something else unless the question asks about that.
    const negatedIn = (s: SourceSentence, allowTitle: boolean) =>
      !deniesNarrower(terms, s) && s.tokens.some((t) => deniedIn(s, t, asked) && (allowTitle || !source.titleTerms.has(t.term)));
    // The sentences of the same source that name what the question names and the evidence sentence does not
    // (its anchors, or its weightiest words): what they say about it counts too.
    const key = terms.filter((t) => (t.anchor || t.weight >= 2.5) && !sentence.terms.has(t.term) && !source.titleTerms.has(t.term));
    const related = source.sentences.filter((s) => s !== sentence && key.some((t) => s.terms.has(t.term)));
    const negated = negatedIn(sentence, false) || related.some((s) => negatedIn(s, false));
    const negatedSubject = negatedIn(sentence, true);
    // "Does not apply" and "not yet" count in the clauses that hold what was asked.
    const askedPositions = sentence.tokens.filter((t) => asked.has(t.term)).map((t) => t.position);
    const hedge = (kind: 'na' | 'not_yet') =>
      cues.hedgedClauses.some((c) => c.kind === kind && (askedPositions.length === 0 || askedPositions.some((p) => p >= c.from && p < c.to)));
    // "Not applicable — no outsourced development": asked whether there is any, the denial answers No; asked about
    // controls over it, the control does not apply.
    // Asked whether a scope includes a thing, "out of scope: …, social engineering" says it does not.
    const outOfScope = /\b(?:scope|includ\w*|incl\.?)(?!\w)/i.test(mainQuestion(question)) && /\b(?:out of|not in) scope\b/i.test(sentence.text);
    if (hedge('na')) verdict = (negatedSubject && !askedAsComplement(question, sentence, asked)) || outOfScope ? 'no' : 'na';
    // "We are moving our private bug bounty program to a public program": what is moved from is there now; the
    // plan is about what it is moved to.
    else if (hedge('not_yet') && notYetBeyond(sentence.text, mainQuestion(question)) && !movedFrom(question, evidence)) verdict = 'not_yet';
    else if (negated || (negatedSubject && source.type !== 'item')) verdict = 'no';
    else verdict = 'yes';
    if (
      source.type === 'item' &&
      source.state &&
      source.state !== 'enabled' &&
      verdict === 'yes' &&
      aboutSource(terms, evidence) &&
      !asksOtherKind(question, evidence)
    ) {
      verdict = source.state === 'workInProgress' ? 'not_yet' : 'no';
    }
    // Under a title that says the work is under way ("HIPAA readiness: progress update"), what a sentence offers
    // about the title's subject is a step towards it, not the thing done.
    if (
      verdict === 'yes' &&
      source.type !== 'knowledge_base' &&
      titleNotYet(source.title) &&
      terms.some((t) => source.titleTerms.has(t.term) && t.weight >= 1)
    ) {
      verdict = 'not_yet';
    }
  }
  // Asked under a condition the source denies, the question does not apply.
  if (yesOrNo(verdict) === 'no' && deniesPremise(question, sentence)) return 'na';
  // The question's own negation, in what it asks (not in "If not, explain why").
  const asking = mainQuestion(question);
  // Asked whether a link exists between two things, a sentence that says they are kept apart says No.
  if (verdict === 'yes' && separatesLinked(asking, evidence.sentence)) verdict = 'no';
  // Asked whether a kind of a thing is there ("privacy criteria"), a sentence that lists the kinds there are without
  // it ("the Security, Availability and Confidentiality criteria") says No.
  if (verdict === 'yes' && listsOtherKinds(asking, evidence.sentence)) verdict = 'no';
  // Asked about anything beyond a purpose ("used for any purpose other than providing the service?"), a source
  // that limits it to that ("only", "solely") says No; asked whether that is prohibited, Yes.
  if (verdict === 'yes' && EXCEPTION_QUESTION.test(asking) && !PROHIBITS.test(asking) && LIMITING.test(evidence.sentence.text)) verdict = 'no';
  // Asked whether a thing is done one way "rather than" another, a sentence that states the other way says No.
  if (verdict === 'yes' && statesAlternative(asking, evidence.sentence)) return 'no';
  // Asked whether a thing is optional, a sentence requiring it says No; asked whether it is required, one making it
  // optional says No.
  if (verdict === 'yes' && optionalAgainstRequired(asking, evidence.sentence)) return 'no';
  // Asked whether a thing prevents something ("Does the app prevent screenshots of sensitive screens?"), a sentence
  // that it allows it ("Mobile app allows screenshots of sensitive screens") says No; and the other way round.
  if (verdict === 'yes' && allowsWhatIsPrevented(asking, evidence.sentence.text)) return 'no';
  // Asked whether a thing is done at least so often ("quarterly"), a sentence doing it only less often ("every year")
  // says No.
  if (verdict === 'yes' && lessOftenThanAsked(asking, evidence.sentence)) return 'no';
  // Asked whether a thing's duration is a value ("Is the RTO 1 hour?", "notified within 24 hours?"), a sentence giving
  // that thing another one ("the recovery time objective is 4 hours") says No.
  if (verdict === 'yes' && statesOtherDuration(asking, evidence.sentence)) return 'no';
  // Asked for a share ("a 99.99% uptime commitment"), a sentence stating only lower ones ("99.95%") says No.
  if (verdict === 'yes' && statesLowerPercentage(asking, evidence.sentence)) return 'no';
  // Asked whether a thing can happen, a source naming a control that blocks it says No.
  if (verdict === 'yes' && blockingSentence(asking, evidence.source) >= 0) return 'no';
  // Asked whether a control held for every case an auditor tested, a sentence reporting an exception says No.
  if (verdict === 'yes' && ASKS_EVERY_CASE.test(asking) && DEVIATION_REPORT.test(evidence.sentence.text)) return 'no';
  const negation = sharesWithout(asking, evidence.sentence) ? null : questionNegation(asking);
  const aboutPlans = questionAboutPlans(asking);
  // Asked whether something is not done ("Is it true that you do not sign BAAs yet?"), a source that says it is not
  // done yet confirms it; asked whether it is not planned, a plan denies it.
  if (negation === 'hard' && verdict === 'not_yet') verdict = aboutPlans ? 'no' : 'yes';
  else if (negation === 'hard' && (verdict === 'yes' || verdict === 'no')) verdict = verdict === 'yes' ? 'no' : 'yes';
  else if (negation === 'soft' && verdict === 'no') verdict = 'yes';
  if (verdict === 'not_yet' && aboutPlans) verdict = 'yes';
  return verdict;
}

/**
 * A question asking whether a link exists between two things ("Is there any network path between production and
 * non-production?", "a connection from the corporate network to production exists"): the things it names after
 * "between" or "from … to". A question that itself asks about their separation ("segregated so that no path exists")
 * asks something else.
 */
const LINK_BETWEEN =
  /\b(?:paths?|connections?|connectivity|routes?|routing|links?|peering|tunnels?|traffic|reachability|network access|direct access)\b\s+(?:(?:exists?|is|are)\s+)?(?:between\s+([^?]+?)\s+and\s+([^?]+?)|from\s+([^?]+?)\s+(?:to|into)\s+([^?]+?))(?:\s*[?.(]|\s*$)/i;
/** A sentence that keeps things apart: separate, segregated, isolated, segmented, air-gapped, without peering. */
const KEPT_APART =
  /\b(?:separat(?:e|ed|ely|ion)|segregat\w*|isolat\w*|segment(?:ed|ation)|air[\s-]?gapp?ed|partitioned|no (?:peering|connectivity|routes?|links?))\b/i;
const ASKS_SEPARATION = /\b(?:separat\w*|segregat\w*|isolat\w*|segment\w*|air[\s-]?gapp?ed)\b/i;

/**
 * Whether a sentence answers a question asking whether a link exists between two things by saying they are kept apart
 * ("Production, staging and corporate networks are separate AWS accounts and VPCs with no peering" for "Is there any
 * network path between production and non-production?"): what is separated has no link, so the answer is No. The
 * sentence must name one of the two things.
 */
export function separatesLinked(question: string, sentence: SourceSentence): boolean {
  const link = LINK_BETWEEN.exec(question);
  if (!link || ASKS_SEPARATION.test(question) || !KEPT_APART.test(sentence.text)) return false;
  const sides = [link[1] ?? link[3]!, link[2] ?? link[4]!].map((side) => new Set(tokenize(side).map((t) => t.term)));
  return sides.some((side) => [...side].some((term) => sentence.terms.has(term)));
}

/**
 * Whether a sentence that keeps things apart names two of the question's things among those it separates, and the
 * question asks neither about their separation nor about a link between them ("Production data in test
 * environments?" and "Production, staging and corporate networks are separate AWS accounts"): that the environments
 * are apart says nothing of what is done with data in one of them, so the sentence answers neither Yes nor No.
 */
export function separatesAsked(question: string, terms: readonly WeightedTerm[], sentence: SourceSentence): boolean {
  const asking = mainQuestion(question);
  if (ASKS_SEPARATION.test(asking) || LINK_BETWEEN.test(asking)) return false;
  const apart = KEPT_APART.exec(sentence.text);
  // The things kept apart are listed before the word that separates them ("Production, staging and corporate networks
  // are separate …"); "restore production backups into an isolated environment" lists none.
  const listed = apart ? sentence.text.slice(0, apart.index) : '';
  if (!/,|\band\b/.test(listed)) return false;
  // Each term listed, a compound's parts too.
  const before = new Set(tokenize(listed).flatMap((t) => [t.term, ...(t.components ?? [])]));
  return terms.filter((t) => t.specific && before.has(t.term)).length >= 2;
}

/**
 * The party a Yes/No question is about as its subject, when it is not the respondent as a whole ("Do Processor staff
 * outside the EEA have remote access …?", "Suppliers required to hold ISO/IEC 27001 certification."): the party word,
 * ending the subject before its verb or a preposition, named in the plural or as a body ("suppliers", "staff"): "the
 * Supplier" in the singular is most often the respondent's defined name. Not a party that owns the subject ("the
 * vendor's critical providers") or one that qualifies another noun ("third-party providers").
 */
const SUBJECT_PARTY =
  /^\s*(?:(?:do|does|did|are|is|was|were|have|has|can|could|will|would|must|should|shall|may)\s+)?(?:(?:the|all|any|its|their|your|our|such)\s+)?(?:[a-z][\w-]*\s+){0,2}?(suppliers|vendors|sub-?processors|sub-?contractors|contractors|third[\s-]parties|staff|personnel|employees|workforce)\s+(?=(?:[a-z]+(?:ed|en|ly)|have|has|hold|connect|use|access|sign|receive|complete|undergo|are|is|must|should|may|can|need|outside|inside|in|with|at|from|who|that|based|located)\b)/i;

/**
 * Whether a sentence names the party a Yes/No question is about ({@link SUBJECT_PARTY}) — itself, by a word it implies
 * or a related one ("vendor" for "sub-processors", "persons" for "staff"), or in its source's title: asked whether staff outside the EEA have
 * access to personal data, "Where Customer Personal Data is transferred outside the EEA, …" speaks of the data, not
 * of staff, and answers neither Yes nor No. A question without such a subject passes.
 */
export function namesSubjectParty(question: string, { source, sentence }: Evidence): boolean {
  const party = SUBJECT_PARTY.exec(withoutLeadIn(mainQuestion(question)));
  const term = party ? tokenize(party[1]!)[0]?.term : undefined;
  if (!term) return true;
  const said = (t: string) => sentence.terms.has(t) || sentence.implied.has(t) || source.titleTerms.has(t) || source.titleImplied.has(t);
  // Staff are named as the people they are ("persons authorised to process …", "engineers", "team members"), a word of
  // its own — not the "personal" of "personal data".
  const named = (t: string) => sentence.tokens.some((w) => w.term === t) || source.titleTokens.some((w) => w.term === t);
  return said(term) || (RELATED[term] ?? []).some(said) || (term === PEOPLE[0] && [...PEOPLE, 'person'].some(named));
}

/**
 * A Yes/No question whose subject is data of some kind ("Customer data used in non-production environments?", "Is
 * production data ever copied to test systems?"): what the question says of the data, the sources may say of other
 * things in the same places ("DAST scans run nightly against the staging environment").
 */
const SUBJECT_DATA =
  /^\s*(?:(?:is|are|was|were|will|would|can|could|must|should|shall|may)\s+)?(?:(?:the|all|any|its|their|your|our|such)\s+)?(?:(?!(?:to|of|for|in|on|with|by|from|about|and|or)\s)[a-z][\w-]*\s+){0,3}?(data|information|records|pii|phi)\s+(?=(?:(?:is|are|ever|be|being|also|never|not)\s+)*(?:[a-z]+ed|used|kept|held|stored|in|on|within|outside|at)\b)/i;

/** The share of what the question asks of the data (its specific words, by weight) the clause naming the data must state too. */
const SUBJECT_CLAUSE_SHARE = 0.5;

/** A title naming data itself. */
const DATA_TITLE = /\b(?:[\w-]*data|databases?|records?)\b/i;

/** What holds data, and says so: a sentence naming one speaks of the data in it ("Databases are encrypted …"). */
const DATA_HOLDERS = ['data', 'databas', 'record', 'file'];

/**
 * Whether a sentence speaks of the data a Yes/No question is about ({@link SUBJECT_DATA}) where it says what the
 * question asks of it: a clause of the sentence names the data (the word itself, or what holds data) with the
 * question's own words for the rest ("Production, staging and corporate networks are separate …; data stores live in
 * private subnets" speaks of data, and of staging, but not of data in staging). A question without such a subject passes.
 */
export function namesSubjectData(question: string, terms: readonly WeightedTerm[], { source, sentence }: Evidence): boolean {
  const asked = withoutLeadIn(mainQuestion(question));
  const subject = SUBJECT_DATA.exec(asked);
  if (!subject) return true;
  // "Cardholder data" is one term of its own.
  const holder = (t: string) => DATA_HOLDERS.includes(t) || t.endsWith('data');
  // A knowledge-base entry's question is what its answer answers; another source whose title names data (a "Data
  // Processing Agreement", not an "Information Security Policy") speaks of data throughout.
  if (source.type === 'knowledge_base' ? [...source.titleTerms, ...source.titleImplied].some(holder) : DATA_TITLE.test(source.title)) return true;
  // What the question says of the data: its words after the data's own ("production data" is the data; "in test
  // environments" is what is asked of it).
  const said = new Set(tokenize(asked.slice(subject.index + subject[0].length)).map((t) => t.term));
  const rest = terms.filter((t) => t.specific && !holder(t.term) && said.has(t.term));
  const restWeight = rest.reduce((sum, t) => sum + t.weight, 0);
  return sentence.text.split(/[;:]|\s[—–-]\s/).some((clause) => {
    const inClause = new Set(tokenize(clause).map((t) => t.term));
    const stated = rest.reduce((sum, t) => sum + (inClause.has(t.term) || source.titleTerms.has(t.term) ? t.weight : 0), 0);
    return [...inClause].some(holder) && (restWeight === 0 || stated / restWeight >= SUBJECT_CLAUSE_SHARE);
  });
}

/**
 * A Yes/No question asking whether the customer may do a thing themselves ("Can we run our own pentest against you?",
 * "May customers conduct their own penetration tests?"): the respondent's own practice (its yearly pentest) is not
 * what is asked.
 */
const CUSTOMERS_OWN =
  /^\s*(?:can|may|could|are|is it possible for|do you (?:allow|permit|let))\s+(?:we|us|customers?|clients?|tenants?|our (?:team|company|organi[sz]ation|auditors?|security team))\b[^?]*?\b(?:our|their) own\b/i;

/** The customer as the one who acts: "customers" or "clients", in a source's sentence or a knowledge-base question. */
const CUSTOMER_PARTY = /\b(?:customers?|clients?)\b/i;

/** Whether a sentence names the customer when the question asks what the customer may do itself ({@link CUSTOMERS_OWN}). */
export function namesCustomerDoing(question: string, { source, sentence }: Evidence): boolean {
  if (!CUSTOMERS_OWN.test(withoutLeadIn(mainQuestion(question)))) return true;
  // Said in so many words: a tenant's data speaks of a customer, but not of one who acts.
  return CUSTOMER_PARTY.test(sentence.text) || (source.type === 'knowledge_base' && CUSTOMER_PARTY.test(source.title));
}

/** A question asking for a physical separation ("physically separated", "physical segregation of tenants"). */
const ASKS_PHYSICAL_SEPARATION = /\bphysical(?:ly)?\s+(?:(?:kept|held|stored)\s+)?(?:separat|segregat|isolat|apart|partition)/i;
/** A sentence stating one: physical, or on hardware (servers, hosts) of the tenant's own. */
const STATES_PHYSICAL_SEPARATION =
  /\bphysical(?:ly)?\b|\b(?:dedicated|separate|single[\s-]tenant)\s+(?:hardware|servers?|hosts?|machines?|instances?|deployments?)\b/i;

/**
 * Whether a sentence answers a question asking for a physical separation: isolation in software ("isolated with
 * row-level security") is logical, and answers "logically separated" but not "physically separated". Any other
 * question passes.
 */
export function statesAskedSeparation(question: string, sentence: SourceSentence): boolean {
  return !ASKS_PHYSICAL_SEPARATION.test(mainQuestion(question)) || STATES_PHYSICAL_SEPARATION.test(sentence.text);
}

/**
 * Whether a sentence speaks of another kind of the thing a terse Yes/No field names ({@link TERSE_FIELD_WORDS}):
 * the field puts a word before the thing ("Desktop app available?"), and the sentence names the thing only after
 * other words ("… the application, API, mobile apps …"), never the field's. A longer question passes.
 */
export function namesOtherKind(question: string, sentence: SourceSentence): boolean {
  const main = mainQuestion(question);
  const words = terseFieldWords(main)
    ?.map((w) => w.replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, ''))
    .filter(Boolean);
  if (!words || words.length < 2) return false;
  const asked = new Set(tokenize(main).map((t) => t.term));
  const said = sentence.tokens;
  for (let i = 0; i + 1 < words.length; i++) {
    const [kind, thing] = [tokenize(words[i]!)[0], tokenize(words[i + 1]!)[0]];
    if (!kind || !thing || !asked.has(kind.term) || !asked.has(thing.term) || termWeight(kind.term) < 1) continue;
    if (sentence.terms.has(kind.term) || sentence.implied.has(kind.term)) continue;
    const before = said.flatMap((t, j) => (t.term === thing.term && j > 0 ? [said[j - 1]!] : []));
    if (before.length > 0 && before.every((b) => b.term !== kind.term && termWeight(b.term) === 1 && !asked.has(b.term))) return true;
  }
  return false;
}

/** A report's or a standard's identifier, as the lexicon folds it: a SOC report's type (soc2), an ISO standard's number. */
const REPORT_ID = /^(?:soc[123]|27\d{3}|22301|9001|14001|42001)$/;

/**
 * Whether a sentence is about another report or standard than the one a question asks of: the first one it names is
 * not the question's ("The general-use SOC 3 report summarises the results of our SOC 2 Type II examination and may
 * be shared freely" for "Is your SOC 2 report shared freely?", "The ISO/IEC 27701 certificate is available on request"
 * for the ISO 27001 certificate). What it says of that one is not said of the one asked.
 */
export function aboutOtherReport(question: string, sentence: SourceSentence): boolean {
  const asked = new Set(tokenize(mainQuestion(question)).flatMap((t) => (REPORT_ID.test(t.term) ? [t.term] : [])));
  if (asked.size !== 1) return false;
  const first = sentence.tokens.find((t) => REPORT_ID.test(t.term));
  return first !== undefined && !asked.has(first.term);
}

/**
 * A list of three or more named kinds ("Security, Availability and Confidentiality"), each capitalised as a name is:
 * a closed list, as a standard's categories are, not a sentence's run of nouns ("security and privacy training").
 */
const KIND_LIST = String.raw`(?:[A-Z][\w-]*,\s+){1,6}[A-Z][\w-]*,?\s+(?:and|or)\s+[A-Z][\w-]*`;

/**
 * Whether a sentence lists the kinds of a thing there are and the question asks of a kind it leaves out: "covers the
 * Security, Availability and Confidentiality criteria" or "the criteria for Security, Availability and
 * Confidentiality" for "Are privacy criteria included?". The question names the kind by a word just before the
 * thing, a word the sentence does not have.
 */
export function listsOtherKinds(question: string, sentence: SourceSentence): boolean {
  const words = plainWords(question);
  for (let i = 0; i + 1 < words.length; i++) {
    const kind = tokenize(words[i]!)[0];
    const thing = tokenize(words[i + 1]!)[0];
    if (!kind || !thing || kind.term === thing.term || sentence.terms.has(kind.term) || !sentence.terms.has(thing.term)) continue;
    // The thing's word in either case ("criteria", "Criteria"), or the word it is folded into ("TSC": criteria), the
    // kinds capitalised.
    const noun = `(?:${[words[i + 1]!, thing.term].map((w) => w.replace(/[^a-z0-9]/g, '').replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`)).join('|')})`;
    const listed = new RegExp(`\\b(?:${KIND_LIST})\\s+${noun}\\b|\\b${noun}\\s+(?:for|of|covering)\\s+(?:the\\s+)?${KIND_LIST}\\b`);
    if (listed.test(sentence.text)) return true;
  }
  return false;
}

/**
 * Whether the words of the question a sentence denies follow a preposition in the question ("controls over
 * outsourced development"): the question asks about something concerning them, not whether they are there.
 */
function askedAsComplement(question: string, sentence: SourceSentence, asked: ReadonlySet<string>): boolean {
  const denied = new Set(sentence.tokens.filter((t) => deniedIn(sentence, t, asked)).map((t) => t.term));
  const words = plainWords(mainQuestion(question));
  return tokenize(mainQuestion(question)).some(
    (t) => denied.has(t.term) && /^(?:over|for|of|on|about|regarding|governing|around|concerning)$/.test(words[t.position - 1] ?? ''),
  );
}

/**
 * Whether a sentence states the alternative a question sets against what it asks: a word only the alternative uses,
 * stated without a negation ("Physical controls … inherited from Amazon Web Services" for "operated by the
 * organisation itself rather than inherited from the hosting provider").
 */
export function statesAlternative(question: string, sentence: SourceSentence): boolean {
  const stated = ALTERNATIVE.exec(question);
  // Asked whether it runs its own data centres, a respondent hosted by a cloud provider says No.
  const [said, alternative] = stated ? [stated[0], stated[1]!] : OWN_INFRASTRUCTURE.test(question) ? ['', CLOUD_ALTERNATIVE] : [null, null];
  if (said === null) return false;
  const elsewhere = new Set(tokenize(question.replace(said, ' ')).map((t) => t.term));
  // "Rather than held permanently": the way is "permanently"; "held" only carries it (and reads as stored).
  const only = new Set(
    tokenize(alternative)
      .filter((t) => !elsewhere.has(t.term) && termWeight(t.term) === 1 && !/^(?:held|kept|hold|holds|keep|keeps|done|made|given)$/.test(t.word))
      .map((t) => t.term),
  );
  // A named provider states its kind ("Amazon Web Services" for "a cloud provider") unless the sentence negates.
  const named = [...only].some((term) => INSTANCE_KINDS.has(term) && sentence.implied.has(term) && sentence.cues.negatedPositions.size === 0);
  return named || sentence.tokens.some((t) => only.has(t.term) && !sentence.cues.negatedPositions.has(t.position));
}

/**
 * Whether a question's "without …" is one the sentence says too ("uploaded without your prior written agreement" and
 * "must not upload … without written agreement"): the condition is shared, so it reverses nothing — the sentence's
 * own negation answers.
 */
function sharesWithout(question: string, sentence: SourceSentence): boolean {
  const asked = /\bwithout\s+((?:[\w'-]+\s+){0,4}[\w'-]+)/i.exec(question);
  if (!asked || plainWords(question).some((w) => w !== 'without' && questionNegation(w) === 'hard')) return false;
  const objects = new Set(tokenize(asked[1]!).map((t) => t.term));
  const said = /\bwithout\s+((?:[\w'-]+\s+){0,4}[\w'-]+)/i.exec(sentence.text);
  // Only a sentence that negates something besides the shared condition answers by its own negation; one whose only
  // negation is the shared "without" affirms what the question asks.
  const ownNegation = plainWords(sentence.text).some((w) => w !== 'without' && questionNegation(w) === 'hard');
  return !!said && ownNegation && tokenize(said[1]!).some((t) => objects.has(t.term));
}

/** A participle a passive question asks with ("rented", "sold", "handed"). */
const PARTICIPLE = String.raw`(?:[a-z]{2,}(?:ed|en)|sold|sent|lent|told|kept|held|made)`;
/** Verbs joined by "or", "and" or commas ("rented or sold", "rent, lease or sell"). */
const joined = (verb: string) => String.raw`${verb}(?:(?:\s*,\s*|\s+(?:or|and)\s+)${verb})*`;

/**
 * What a closed question asks is done with data for another party: the verbs before "to" or "with" a party ("Is
 * customer data ever rented or sold to a third party?", "Do you ever lease our data to partners?"), in the same clause
 * ("Are vendors evaluated before data is shared with third parties?" asks of "evaluated" before its "before").
 */
const ACTION_FOR_PARTY = new RegExp(
  String.raw`^(?:(?:is|are|was|were|will|would|can|could|has|have)\s+(?:(?!ever\b|be\b|been\b)[\w'-]+\s+){1,6}?(?:ever\s+)?(?:be\s+|been\s+)?(${joined(PARTICIPLE)})|(?:do|does|did|will|would|can|could)\s+(?:you|we)\s+(?:ever\s+)?(${joined('[a-z]{3,}')}))\b(?:(?!\b(?:before|after|when|if|once|while|unless)\b)[^?,;]){0,60}?\s(?:to|with)\s+(?:a\s+|any\s+|other\s+)?(?:third[\s-]part(?:y|ies)|partners?|advertisers?|(?:data\s+)?brokers?|affiliates?|others|anyone|outside\s+(?:parties|companies|organi[sz]ations))(?=\s*(?:[?,.;:]|$)|\s+(?:or|and|for|without|in|outside|at)\b)`,
  'i',
);

/**
 * The terms of what a closed question asks is done with data for another party (see {@link ACTION_FOR_PARTY}), and
 * whether no source names any of them nor a word related to them ("rented", "leased", "licensed"). Verbs a phrase
 * folded away ("stripped from error events" is scrubbed) are no action of their own.
 */
function actionForParty(corpus: Corpus, question: string, terms: readonly { term: string }[]): { terms: string[]; unnamed: boolean } | null {
  const action = ACTION_FOR_PARTY.exec(withoutLeadIn(mainQuestion(question)).trim());
  const verbs = (action?.[1] ?? action?.[2])?.split(/\s*,\s*|\s+(?:or|and)\s+/) ?? [];
  const asked = new Set(terms.map((t) => t.term));
  const actions = verbs.map((verb) => tokenize(verb)[0]?.term).filter((term): term is string => !!term && asked.has(term));
  if (actions.length === 0) return null;
  const known = (term: string) => corpus.documentFrequency.has(term) || (RELATED[term]?.some((r) => corpus.documentFrequency.has(r)) ?? false);
  return { terms: actions, unnamed: !actions.some(known) };
}

/** Whether a sentence states one of the actions asked (or a word related to one): see {@link actionForParty}. */
function statesAction(actions: readonly string[], sentence: SourceSentence): boolean {
  return actions.some((term) => [term, ...(RELATED[term] ?? [])].some((t) => sentence.terms.has(t) || sentence.implied.has(t)));
}

export function predicateOf(question: string): string | null {
  const verb = ADDRESSED_VERB.exec(withoutLeadIn(mainQuestion(question)).trim())?.[1];
  return verb ? (tokenize(verb)[0]?.term ?? null) : null;
}

/** Words after a possessive that its noun phrase spans at most (in a source; in a question, the next word). */
const OWNED_SPAN = 3;

/** Positions of a text's words that a possessive among `owners` covers ("your vendor risk assessment"). */
function ownedPositions(text: string, owners: RegExp, span: number): Set<number> {
  const words = plainWords(text);
  const owned = new Set<number>();
  words.forEach((w, i) => {
    if (owners.test(w)) for (let j = i + 1; j <= Math.min(words.length - 1, i + span); j++) owned.add(j);
  });
  return owned;
}

/** A question about the asker's people: "our users", "our employees", "the customer's administrators". */
const ASKERS_PEOPLE =
  /\b(?:our|customer'?s?|client'?s?)\s+(?:own\s+|end[\s-]?)?(?:users|employees|staff|administrators|admins|members|people|personnel|workforce)\b/i;
/** A sentence whose subject is the respondent's workforce: "Employees …", "All staff …", "Our engineers …". */
const WORKFORCE_SUBJECT = /^\s*(?:(?:all|our|every|each|the)\s+)?(?:employees|staff|personnel|engineers|workforce|contractors)\b/i;

/**
 * Whose thing a sentence speaks of, against whose thing the question asks about. A question about the customer's
 * own system ("streaming to customer SIEM", "our ticketing tool") is not answered by a sentence about the
 * provider's (one that names no customer, reader or tenant); a question about the provider's is not answered by a
 * sentence that names the thing only as the reader's ("for your vendor risk assessment").
 */
function ownershipOf(question: string, terms: WeightedTerm[]): (sentence: SourceSentence) => boolean {
  const main = mainQuestion(question);
  const specific = new Set(terms.filter((t) => t.specific).map((t) => t.term));
  const askerOwned = ownedPositions(main, ASKER_OWNS, 1);
  const ownedTerms = new Set(
    tokenize(main)
      .filter((t) => askerOwned.has(t.position) && specific.has(t.term) && !CUSTOMER_BY_NATURE.has(t.term))
      .map((t) => t.term),
  );
  const asksOfOwn = plainWords(main).some((w) => /^(?:customers?|clients?|tenants?|our|my|we|us)$/.test(w));
  // "… for all our users?", "Can our administrators …": the asker's people.
  const asksOfOwnPeople = ASKERS_PEOPLE.test(main);
  return (sentence) => {
    // As written: a folded phrase ("customer IP ranges") may hide the owner's word.
    const namesReader = sentence.text
      .toLowerCase()
      .split(/[^a-z]+/)
      .some((w) => READER_OWNS.test(w));
    if (!namesReader && [...ownedTerms].some((t) => sentence.terms.has(t))) return false;
    // A sentence about the respondent's own workforce ("Employees reach internal tools through …") says nothing of
    // the asker's people.
    if (asksOfOwnPeople && !namesReader && WORKFORCE_SUBJECT.test(sentence.text)) return false;
    if (asksOfOwn) return true;
    const readerOwned = ownedPositions(sentence.text, /^your$/, OWNED_SPAN);
    const stated = sentence.tokens.filter((t) => specific.has(t.term));
    return stated.length === 0 || stated.some((t) => !readerOwned.has(t.position));
  };
}

/** How many of a sentence's words are words of the question (a word said twice counts twice). */
function occurrences(terms: WeightedTerm[], sentence: SourceSentence): number {
  const asked = new Set(terms.map((t) => t.term));
  return sentence.tokens.filter((t) => asked.has(t.term)).length;
}

/** The weight of the question's words a sentence states itself. */
function statedWeight(terms: WeightedTerm[], sentence: SourceSentence): number {
  return terms.reduce((sum, t) => sum + (sentence.terms.has(t.term) ? t.weight : 0), 0);
}

/** The question is about the source's own subject: its title carries a good part of what matched. */
function aboutSource(terms: WeightedTerm[], { source, sentence }: Evidence): boolean {
  const matched = terms.filter((t) => sentence.terms.has(t.term) || source.titleTerms.has(t.term));
  const total = matched.reduce((s, t) => s + t.weight, 0);
  const byTitle = matched.filter((t) => source.titleTerms.has(t.term)).reduce((s, t) => s + t.weight, 0);
  return total > 0 && byTitle / total >= 0.4;
}

/**
 * Whether the question asks of another kind of the thing an item's title names, a kind its sentence states: asked
 * "Do you have a private bug bounty?", the item "Public bug bounty" (in progress) says "We are moving our private bug
 * bounty program to a public program": the item's state is that of the public one, not of the private one asked.
 * The kind is the word just before the title's thing, in the question and in the sentence alike.
 */
function asksOtherKind(question: string, evidence: Evidence): boolean {
  return otherKindAsked(question, evidence) !== null;
}

/** The other kind asked (see {@link asksOtherKind}), or null. */
function otherKindAsked(question: string, { source, sentence }: Evidence): string | null {
  const title = source.titleTokens;
  if (title.length < 2) return null;
  const thing = title[1]!.term;
  const asked = tokenize(mainQuestion(question));
  if (asked.some((t) => t.term === title[0]!.term)) return null;
  const kindBefore = (tokens: readonly Token[]) =>
    new Set(tokens.flatMap((t, i) => (i > 0 && t.term === thing && tokens[i - 1]!.position === t.position - 1 ? [tokens[i - 1]!.term] : [])));
  const inQuestion = kindBefore(asked);
  return [...kindBefore(sentence.tokens)].find((kind) => inQuestion.has(kind) && !source.titleTerms.has(kind)) ?? null;
}

/**
 * An answer to "What level is the CSA STAR badge?" from a source whose title states the value ("CSA STAR Level 1") and
 * whose sentences do not ("Our completed CAIQ is published in the STAR registry."): the title first, then the
 * sentences. The value is a number or a numeral after the noun asked; any other answer is returned as it is.
 */
function withTitleValue(question: string, source: CorpusSource, answer: string): string {
  const noun = /^(?:what|which)\s+([a-z]+)\s+(?:is|are|was|were|does|do)\b/i.exec(question.trim())?.[1];
  const term = noun ? tokenize(noun)[0]?.term : undefined;
  if (!term || source.type === 'document' || tokenize(answer).some((t) => t.term === term)) return answer;
  const at = source.titleTokens.findIndex((t) => t.term === term);
  const value = at >= 0 ? source.titleTokens[at + 1] : undefined;
  if (!value || value.position !== source.titleTokens[at]!.position + 1 || !/^(?:\d+(?:\.\d+)*|i{1,3}|iv|v)$/i.test(value.word)) return answer;
  return `${ensureStop(source.title)} ${answer}`;
}

/** A move from one state to another: "moving our private program to a public program" (group 1: what is moved from). */
const MOVE_FROM = /\b(?:moving|migrating|transitioning|switching|converting)\s+(?:from\s+)?([^.;]{1,80}?)\s+(?:to|into)\s/i;

/** Whether the kind asked (see {@link asksOtherKind}) is what the evidence sentence says is being moved from. */
function movedFrom(question: string, evidence: Evidence): boolean {
  const kind = otherKindAsked(question, evidence);
  const move = kind ? MOVE_FROM.exec(evidence.sentence.text) : null;
  return !!move && tokenize(move[1]!).some((t) => t.term === kind);
}

const VERDICT_TEXT: Record<Polarity, string> = { yes: 'Yes', no: 'No', not_yet: 'No', na: 'N/A' };
const yesOrNo = (v: Polarity) => (v === 'not_yet' ? 'no' : v);

function asSource(source: CorpusSource): AssistSource {
  return { type: source.type, id: source.id, title: source.title, url: source.url };
}

/**
 * The sentence ending with a full stop: a clause cut at a semicolon or comma ends there with one instead; one ending
 * with a colon (its list follows) keeps it.
 */
export function ensureStop(text: string): string {
  const trimmed = text.trim().replace(/\s*[;,]$/, '');
  return /[.!?):]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** A question that asks for an account of something ("Describe your backup strategy.", "Explain your approach to …"). */
export function asksToDescribe(question: string): boolean {
  return /^(?:please\s+|kindly\s+)?(?:describe|explain|outline|summari[sz]e|detail|walk us through|(?:provide|give|share) (?:an? |some |further |more |full )?(?:overview|description|summary|outline|details?|information|explanation)\b)/i.test(
    withoutPoliteRequest(question.trim()),
  );
}

/**
 * The words of an answer: the evidence sentence, with its neighbour when that also speaks to the question. Asked to
 * describe, an item's or an update's following sentences belong to the account too (they are all about its subject).
 */
function passage(
  evidence: Evidence,
  terms: WeightedTerm[],
  maxSentences: number,
  describe = false,
  wanted: ((sentence: string) => boolean) | null = null,
): string {
  const { source, sentence, index } = evidence;
  if (source.type === 'knowledge_base' && evidence.kbMatch && source.answer) return source.answer;
  // Asked to describe, an item or an entry is all about its subject: the account starts where it does.
  // A subprocessor's details say nothing without its first sentence, which names it ("Primary infrastructure
  // provider." is said of Amazon Web Services).
  const start = (describe && source.type !== 'document' && index < maxSentences) || (source.type === 'subprocessor' && index < maxSentences) ? 0 : index;
  const chosen = new Set<number>([start, index]);
  // Sentences that name an anchor of the question the evidence sentence lacks ("AWS" in "which AWS regions").
  for (const t of terms.filter((t) => t.anchor && !sentence.terms.has(t.term))) {
    const i = source.sentences.findIndex((s) => s.terms.has(t.term));
    if (i >= 0 && chosen.size < maxSentences) chosen.add(i);
  }
  // Asked for a value of a kind (a place, a date, a name …), a sentence next to the evidence that holds one belongs
  // to the answer: "Customer data is stored in the United States or the European Union. EU workspaces are processed
  // in Frankfurt." for the city EU data is hosted in. An item, an entry or an update is all about its subject; a
  // document's neighbouring sentences need not be.
  if (wanted && source.type !== 'document') {
    for (const i of [index - 1, index + 1]) {
      const next = source.sentences[i];
      if (next && chosen.size < maxSentences && wanted(next.text)) chosen.add(i);
    }
  }
  for (let i = start + 1; i < source.sentences.length && chosen.size < maxSentences; i++) {
    if (chosen.has(i)) continue;
    const next = source.sentences[i]!;
    if ((describe && source.type !== 'document') || terms.some((t) => t.weight > 0.5 && next.terms.has(t.term))) chosen.add(i);
    else break;
  }
  return [...chosen]
    .sort((a, b) => a - b)
    .map((i) => ensureStop(source.sentences[i]!.text))
    .join(' ');
}

function noAnswer(form: AnswerForm, internal: InternalNote[], reason: string): Draft {
  return { form, answer: NO_ANSWER_FOUND, explanation: '', confidence: 'low', flagged: true, flagReason: reason, sources: [], internal, evidence: [] };
}

/**
 * A draft of `answer` that one sentence decides: its passage (`sentences` at most) explains it and its source is
 * cited. With a `flagReason` a human checks it (low confidence); else it stands (medium).
 */
function answerFrom(
  form: AnswerForm,
  answer: string,
  decisive: Evidence,
  terms: WeightedTerm[],
  {
    sentences,
    flagReason = '',
    internal = [],
    evidence = [decisive],
  }: { sentences: number; flagReason?: string; internal?: InternalNote[]; evidence?: Evidence[] },
): Draft {
  return {
    form,
    answer,
    explanation: passage(decisive, terms, sentences),
    confidence: flagReason ? 'low' : 'medium',
    flagged: flagReason !== '',
    flagReason,
    sources: [asSource(decisive.source)],
    internal,
    evidence,
  };
}

/** The support evidence needs to answer a question of these terms. */
export function supportThreshold(corpus: Corpus, terms: readonly { term: string; anchor: boolean }[]): number {
  // A question whose every word the sources use asks about something they speak of: weaker evidence may answer it.
  // A word no source uses ("escrow", "drug", "biometric") is most often what the question is about; a generic word
  // no source uses ("timeframes") is phrasing.
  // A word the sources say otherwise ("defenses": protection, firewalls — see `RELATED`) is one they speak of.
  const allKnown = terms.every(
    (t) =>
      corpus.documentFrequency.has(t.term) || (termWeight(t.term) < 1 && !t.anchor) || (RELATED[t.term]?.some((r) => corpus.documentFrequency.has(r)) ?? false),
  );
  // A long question (a framework's compound control) carries more words of its own phrasing than any one source
  // sentence repeats: its threshold is a little lower.
  const relief = terms.length >= LONG_QUESTION_TERMS ? LONG_QUESTION_RELIEF : 0;
  return (allKnown ? KNOWN_WORDS_SUPPORT_THRESHOLD : SUPPORT_THRESHOLD) - relief;
}

/**
 * Whether a sentence denies only a narrower thing than the question asks of: it denies a thing asked about under a
 * restriction the question does not state ("contains no exceptions affecting the opinion" for "Were any exceptions
 * reported?"). Such a sentence neither confirms nor denies what is asked.
 */
export function deniesNarrower(terms: readonly { term: string }[], sentence: SourceSentence): boolean {
  const asked = new Set(terms.map((t) => t.term));
  for (const m of sentence.text.matchAll(NARROWED_DENIAL)) {
    const denied = tokenize(m[1]!).map((t) => t.term);
    const restriction = tokenize(m[2]!).map((t) => t.term);
    if (denied.some((t) => asked.has(t)) && restriction.length > 0 && !restriction.some((t) => asked.has(t))) return true;
  }
  return false;
}

/**
 * Whether a sentence says only that a qualified thing the question does not ask about is not there yet ("Automated
 * failover of the EU region is being rolled out" for "Did the last failover exercise restore service within the
 * RTO?"): a plan for the automated kind says nothing of the thing asked.
 */
export function plansNarrower(terms: readonly { term: string }[], sentence: SourceSentence): boolean {
  const m = PLANNED_QUALIFIED.exec(sentence.text);
  if (!m) return false;
  const asked = new Set(terms.map((t) => t.term));
  return !tokenize(m[1]!).some((t) => asked.has(t.term));
}

/** Support from which a sentence that denies what a question is about answers it (see {@link denyingEvidence}). */
const DENIAL_SUPPORT = 0.35;

/**
 * Evidence that denies what a Yes/No question is about — it names every thing the question names (its anchors) and
 * denies one ("There is no corporate VPN", "never store, process or transmit cardholder data") — though it does not
 * speak of the rest of the question: a thing that is not there is not there in any of the ways asked, so the denial
 * answers. A question that names no such thing is about its act: a sentence that denies the act answers it
 * ({@link deniesActAsked}).
 */
function denyingEvidence(question: string, terms: WeightedTerm[], evidence: Evidence[], ownership: (sentence: SourceSentence) => boolean): Evidence | null {
  // What the question is about: the things it names (acronyms, standards, named practices).
  const key = new Set(terms.filter((t) => t.anchor).map((t) => t.term));
  // The verdict follows the denial: No, or Yes to a question that asks about the absence itself.
  const expected = questionNegation(mainQuestion(question)) === 'hard' ? 'yes' : 'no';
  const asked = new Set(terms.map((t) => t.term));
  const act = new Set([...actTerms(question)].filter((term) => asked.has(term)));
  const denies = (sentence: SourceSentence) =>
    ownership(sentence) &&
    !deniesNarrower(terms, sentence) &&
    (key.size > 0
      ? [...key].every((term) => sentence.terms.has(term)) &&
        sentence.tokens.some((t) => key.has(t.term) && deniedIn(sentence, t, key) && deniesWhatIsAsked(sentence, t, terms))
      : deniesActAsked(sentence, asked, act));
  for (const e of evidence) {
    // Of each source, the best sentence that denies it.
    const denial = evidenceIn(e.source, terms, e.rank, null, false, denies);
    if (denial && denial.support >= DENIAL_SUPPORT && yesOrNo(verdictOf(question, terms, denial)) === expected) return denial;
  }
  return null;
}

/** Words of a question a sentence must deny, at the least, to deny the act asked of (see {@link deniesActAsked}). */
const DENIED_ACT_WORDS = 2;
/** Of the words before a question's first qualifier (its act and what the act is done to), the share denied. */
const DENIED_ACT_SHARE = 2 / 3;
/** Words that open what narrows a question's act: to whom, for what, where, how ("sold to third parties for marketing"). */
const QUALIFIER_WORD =
  /^(?:with|without|to|for|so|that|before|after|in|on|at|by|from|under|where|when|which|if|including|other|than|of|into|via|through|during|within|between|against|as)$/;

/** The terms of a question's words before its first qualifier: the act asked about and what it is done to. */
export function actTerms(question: string): Set<string> {
  const words = plainWords(mainQuestion(question));
  const end = words.findIndex((w, i) => i > 0 && QUALIFIER_WORD.test(w));
  return new Set(tokenize(words.slice(0, end < 0 ? words.length : end).join(' ')).map((t) => t.term));
}

/**
 * Whether a sentence denies the act a question without anchors asks about: it denies (each in the scope of one of
 * its negations, and nowhere affirmed) at least {@link DENIED_ACT_WORDS} words of the question and most of the words
 * of its act ("does not sell or share personal information" for "Is customer data ever shared with or sold to third
 * parties for marketing?"). What is never done is not done to anyone, for any purpose or at any time the question
 * adds; a denial of words only from what narrows the question ("No customer data is stored in repositories" for
 * "Are legal holds supported so that customer data can be preserved?") says nothing of the act.
 */
function deniesActAsked(sentence: SourceSentence, asked: ReadonlySet<string>, act: ReadonlySet<string>): boolean {
  const negated = sentence.cues.negatedPositions;
  const denied = new Set<string>();
  let words = 0;
  for (const t of sentence.tokens) {
    if (!negated.has(t.position)) continue;
    // A folded phrase counts for an asked word it is made of ("personal information" for "data"), once.
    const term = [t.term, ...(t.components ?? [])].find((term) => asked.has(term) && deniedIn(sentence, { ...t, term }, asked));
    if (term === undefined) continue;
    words++;
    denied.add(term);
  }
  const ofAct = [...act].filter((term) => denied.has(term)).length;
  return words >= DENIED_ACT_WORDS && act.size > 0 && ofAct >= DENIED_ACT_SHARE * act.size;
}

/**
 * Whether a sentence's denial of a word covers what the question asks of it: the thing is not there at all ("There is
 * no corporate VPN", "dedicated deployments are not offered"), or what the question asks done with it is what the
 * sentence says is not done ("never store, process or transmit cardholder data" for "process or store card
 * payments", but not for "use tokenisation for card numbers").
 */
function deniesWhatIsAsked(sentence: SourceSentence, token: Token, terms: WeightedTerm[]): boolean {
  const words = plainWords(sentence.text);
  const p = token.position;
  // "No X", or "X … not offered": the thing itself is not there.
  if ([1, 2, 3].some((d) => /^(?:no|none)$/.test(words[p - d] ?? ''))) return true;
  const after = words.slice(p + 1, p + 6);
  const not = after.indexOf('not');
  if (not >= 0 && after.slice(not + 1, not + 3).some((w) => /^(?:offered|available|supported|provided|permitted|allowed|possible)$/.test(w))) return true;
  const others = new Set(terms.filter((t) => t.term !== token.term && t.weight >= 1).map((t) => t.term));
  return sentence.tokens.some((t) => others.has(t.term) && deniedIn(sentence, t, others));
}

/**
 * The respondent named by a defined term no source uses, where a party stands — the subject of the question ("Does
 * the CSP …", "Who within the CSP …"), a possessive ("the CSP's staff") or before its staff ("CSP staff") — or as "the
 * (cloud) service provider" or, as an Art. 28 annex does, "the processor": a party's
 * role, not a topic, so it is read as "the vendor" (or dropped before its staff), which says nothing about what is
 * asked. A defined term the sources use ("the ISMS") is a thing asked about and stays, as do one naming the customer
 * ("the Bank") and a name elsewhere ("encrypted with the Quokka cipher").
 */
export function withRespondentNamed(corpus: Corpus, question: string): string {
  const unknown = (word: string) => {
    if (CUSTOMER_ROLE.test(word)) return false;
    if (RESPONDENT_ROLE.test(word)) return true;
    const term = termOfWord(word.toLowerCase());
    return term !== null && !corpus.documentFrequency.has(term);
  };
  const reference = REFERENCE_LABEL.exec(question);
  const asked = withCompanyAsCustomer(reference && unknown(reference[1]!) ? question.slice(reference[0].length) : question);
  return (
    asked
      // (Not one the row asks to name: "Please specify the cloud service provider on whose infrastructure … is hosted";
      // its possessive is the respondent's: "specify the cloud service provider's notification timeline".)
      .replace(
        /\b([Tt]he\s+)(?:[Cc]loud\s+)?[Ss]ervice\s+[Pp]rovider((?:'s|s'|’s)?)(?![\w-])(?!\s+(?:on\s+|in\s+)?whose\b)/g,
        (m, the: string, possessive: string, at: number, text: string) =>
          !possessive && /\b(?:specify|name|identify|mention|disclose)\s+(?:the\s+name\s+of\s+)?$/i.test(text.slice(0, at)) ? m : `${the}vendor${possessive}`,
      )
      // "Does the processor allow …", "employees of the processor", "Is the processor itself certified …": the
      // respondent as an Art. 28 annex names it, in lower case — not another's processor ("the processor for card
      // payments", "the processor of the data", data "sent to the processor", a payment processor's certification).
      .replace(
        /\b((?:[Dd]oes|[Ww]ill|[Cc]an|[Ss]hall|[Mm]ust|[Hh]as|(?:employees|staff|personnel) of)\s+)the processor((?:'s|’s)?)(?![\w-])(?!\s+(?:of|for)\b)|\b([Ii]s\s+)the processor(?=\s+itself\b)/g,
        (m, lead: string | undefined, possessive: string | undefined, is: string | undefined) =>
          PAYMENT_CONTEXT.test(asked) ? m : `${lead ?? is}the vendor${possessive ?? ''}`,
      )
      // "The Operator", as a translated LGPD form names the processor, only as a party, not a longer name ("the Operator
      // of Essential Services", "the Operator console").
      .replace(/\b([Tt]he\s+)([A-Z][a-z]+)((?:'s|s'|’s)?)(?![\w-])/g, (m, the: string, word: string, possessive: string, at: number, text: string) =>
        RESPONDENT_ROLE.test(word) && namesParty(word, possessive, text.slice(at + m.length)) ? `${the}vendor${possessive}` : m,
      )
      .replace(
        /\b((?:[Dd]oes|[Dd]o|[Dd]id|[Ii]s|[Aa]re|[Ww]as|[Ww]ere|[Hh]as|[Hh]ave|[Hh]ad|[Ww]ill|[Ww]ould|[Cc]an|[Cc]ould|[Ss]hall|[Ss]hould|[Mm]ust|[Mm]ay|within)\s+)?([Tt]he\s+)([A-Z]{2,6}|[A-Z][a-z]{3,})((?:'s|s'|’s)?)(?![\w-])/g,
        (m, lead: string | undefined, the: string, word: string, possessive: string, at: number, text: string) =>
          // Before another capitalised word it is part of a longer name ("the European Union"), unless a possessive.
          (possessive || (lead && !/^\s+[A-Z]/.test(text.slice(at + m.length)))) && unknown(word) && namesParty(word, possessive, text.slice(at + m.length))
            ? `${lead ?? ''}${the}vendor${possessive}`
            : m,
      )
      .replace(/\b([A-Z]{2,6})(?=\s+(?:staff|employees|personnel|workforce)\b)/g, (m, word: string) => (unknown(word) ? '' : m))
      // "Seller-issued laptops", "Contractor-owned devices": the respondent's own, as "company-issued" says. Not a
      // party's name ending in the word ("Identity Provider-issued", "Sub-Processor-operated"), nor addresses a lexicon
      // reads as the customer's ("company-owned IP ranges").
      .replace(
        /(?<![A-Z]\w*\s|-)\b(?:Seller|Vendor|Supplier|Contractor|Subcontractor|Bidder|Tenderer|Offeror|Respondent|Licensor)-(?=(?:issued|owned|managed|provided|supplied|operated)\b)(?!owned\s+IP\b)/g,
        'company-',
      )
  );
}

/**
 * A list's bullet before a question pasted from an email or a document ("- ", "• ", "* ", "> "), a tag for how much
 * the row weighs ("[Not mandatory]"), "NEW: " or an email's "Re: " (see {@link withoutListMarker}).
 */
const LIST_MARKER = new RegExp(
  `^\\s*(?:(?:[-\\u2013\\u2014\\u2022\\u00b7\\u25aa\\u25e6\\u2023*>\\u2192\\u25b8\\u25ba\\u27a4]|>>|->|=>)\\s+|[([](?:(?:not\\s+)?(?:${WEIGHT_TAG_WORDS}|scored|weighted|assessed)|informational|info only|updated|changed|p[0-4]|priority\\s\\d|ml[0-3]|maturity level\\s[0-3])[)\\]]\\s*(?:[:\\u2013\\u2014-]\\s*)?|(?:new|updated|changed|revised|amended|re|fwd?)\\s*[:!]\\s+)+(?=\\S)`,
  'i',
);

/**
 * A field naming a control or a topic in a few words, the first capitalised ("Authentication mechanisms", "Data
 * at rest"): no sentence's end, not a condition or a scope ("For administrators", "If applicable"), and nothing done
 * or how often ("Restores tested every quarter" states what a short question after it asks about).
 */
const FIELD_NAME = new RegExp(
  String.raw`^(?!(?:${CONDITION_OPENERS})\b)(?![^|]*\b(?:\w+ed|every|each|daily|weekly|monthly|quarterly|yearly|annually|always|never)\b)[A-Z][\w&/-]*(?:\s+[\w&/-]+){0,5}$`,
);

/**
 * A row exported with its fields joined by "|" ("E8 Strategy: Patch applications | Are …?", "Control: Access control |
 * Question: Is …?", "ISM-0974 | MFA is used for privileged users. Implemented?"): the labels before the question name
 * where it sits, and an empty field after it ("| Response:") is the form's. The question is the first field that asks
 * (a question of three words or more, or a request); the fields before it must be labels, stating nothing, or a
 * control's name ("IDM-09 | Authentication mechanisms | …"). Without a field that asks, a statement after labels is
 * the row's ("Domain | Sub-domain | Customer data is encrypted at rest."). Choices after the question ("Yes | No |
 * N/A") and a statement before a short question ("Backups are encrypted | True?") are left as they are.
 */
export function withoutFieldSegments(row: string): string {
  const question = withCellsBarred(row);
  if (!question.includes('|')) return row;
  const fields = question.split(/(?<!\s)\s+\|\s+/);
  if (fields.length < 2 || fields.length > 20) return row;
  // A field asks by its question mark or as a request complete in itself, not by a first word that may be a label's
  // ("Name:", "List:", "Note:").
  const asks = (field: string) => {
    const plain = withoutRowLabel(field);
    return (/\?/.test(field) && !/^[\w ]{1,24}:\s*\S*\?\s*$/.test(field) && plain.split(/\s+/).length >= 3) || SELF_CONTAINED_ASK.test(plain);
  };
  // A label names where the row sits ("Domain", "Control: Access control", "E8 Strategy: Patch applications",
  // "ISM-0974"): a few words stating nothing. A statement ("Backups are encrypted", "Tested every quarter") is what a
  // short question after it ("Implemented?", "True?") asks about.
  const plainLabel = (field: string) =>
    field.split(/\s+/).length <= 6 && !STATING_WORD.test(field) && (/^[\w .&/-]{1,30}:/.test(field) || field.split(/\s+/).every((w) => /^[^a-z]/.test(w)));
  const label = (field: string) => plainLabel(field) || (!STATING_WORD.test(field) && FIELD_NAME.test(field));
  // Without a field that asks, a statement to confirm after the labels ("Core data protection | Customer data is
  // encrypted at rest.") is the row's.
  const stated = fields.length - 1;
  const asked = fields.some(asks);
  const at = asked ? fields.findIndex(asks) : STATING_WORD.test(fields[stated]!) && fields[stated]!.split(/\s+/).length >= 4 ? stated : -1;
  if (at < 0 || !fields.slice(0, at).every(asked ? label : plainLabel) || BACK_REFERENCE.test(fields[at]!.split(/\s+/).slice(0, 4).join(' '))) return row;
  const rest = fields.slice(at);
  while (rest.length > 1 && /^[\w ]{1,24}:\s*$/.test(rest.at(-1)!)) rest.pop();
  return at === 0 && rest.length === fields.length ? row : rest.join(' | ');
}

/**
 * A question without the bullet it was pasted with (a dash, a bullet, an arrow), a list's letter, Roman numeral or
 * number ("b) ", "(iv) ", "c. ", "3) "; see {@link ENUMERATOR}), a mark of a row new to the form ("NEW: "), an email's
 * "Re: ", or a tag for how much it weighs or the maturity level it belongs to ("(Mandatory)", "[Not mandatory]",
 * "(Not scored)", "[Critical]", "(High)", "[P1]", "[ML2]"): none is a word of it, and a tag's "not" negates nothing
 * asked.
 */
export function withoutListMarker(question: string): string {
  let rest = question;
  for (let marks = 0; marks < 4; marks++) {
    const next = rest.replace(ENUMERATOR, '').replace(LIST_MARKER, '');
    if (next === rest) break;
    rest = next;
  }
  return rest;
}

/**
 * A list's enumerator: a letter, a Roman numeral or a number before a bracket ("b) ", "(iv) ", "3) "), or a small
 * letter or Roman numeral before a full stop ("c. ", "iv. "). Case tells it: "A. Smith approves …" is a name.
 */
const ENUMERATOR = /^\s*(?:\(?(?:[A-Za-z]|[ivx]{1,6}|\d{1,3})\)|(?:[a-z]|[ivx]{1,6})\.)\s+(?=\S)/;

/**
 * The row as a sentence: quotation marks around the whole of it go ("\u201cIs data encrypted?\u201d"), and a row written
 * in capitals ("IS CUSTOMER DATA ENCRYPTED AT REST?") is read in lower case, its first word capitalised: its capitals
 * are emphasis, not acronyms. A word with a digit ("A.8.24", "SC-8(1)", "SOC2"), a label's framework ("CIS 6.4") and
 * an abbreviation in brackets ("(RTO)") keep their case.
 */
export function asSentence(question: string): string {
  // Markdown's bold marks emphasis, not words; a bold run that opens the row, ends without a stop of its own and is
  // followed by a capital is its heading, as if a colon followed it ("**Security** Please specify …" is "Security:
  // Please specify …"; "**Customer data** is encrypted …" is a sentence).
  const plain = question
    .replace(
      /^(\s*)(?:\*\*(?=\S)([^*]{0,79}[^*\s.:?!\u2013\u2014-])\*\*|__(?=\S)([^_]{0,79}[^_\s.:?!\u2013\u2014-])__)(?=\s+[A-Z("'\u201c])/,
      (_, space: string, bold?: string, under?: string) => `${space}${bold ?? under}:`,
    )
    .replace(
      /(?<![\w*])\*\*(?=\S)([^*]{0,199}[^\s*])\*\*(?![\w*])|(?<![\w_])__(?=\S)([^_]{0,199}[^\s_])__(?![\w_])/g,
      (_, bold?: string, under?: string) => bold ?? under ?? '',
    );
  const unquoted = /^\s*["\u201c]([^"\u201c\u201d]+)["\u201d]\s*$/.exec(plain)?.[1] ?? plain;
  const letters = unquoted.replace(/[^A-Za-z]/g, '').length;
  const capitals = unquoted.replace(/[^A-Z]/g, '').length;
  if ((unquoted.match(/[A-Za-z]{2,}/g) ?? []).length < 3 || capitals < 0.8 * letters) return unquoted;
  const words = unquoted.split(/(\s+)/);
  // A row's label keeps its case: a framework's short name before its number ("CIS 6.4", "PCI DSS 8.3.1", "[SIG A.1]"),
  // a Roman numeral ("IV."), and an abbreviation in brackets ("(RTO)").
  const keep = new Set<number>();
  const numbered = words.findIndex((w) => /\d/.test(w));
  if (numbered >= 0 && words.slice(0, numbered).every((w) => /^\s*$|^\[?[A-Z]{2,5}$/.test(w))) for (let i = 0; i < numbered; i++) keep.add(i);
  if (/^[IVX]{1,4}[.)]$/.test(words[0] ?? '')) keep.add(0);
  // The first word of the row, and of each sentence or part after a dash or a colon, starts with a capital.
  let first = true;
  return words
    .map((word, i) => {
      if (/^\s+$/.test(word) || word === '') return word;
      const opens = first;
      // A label before the sentence ("A.8.24", "(3)") leaves its first word to come.
      first = /[.?!:]$|^[\u2013\u2014-]$/.test(word) || (opens && (keep.has(i) || /\d/.test(word) || !/[a-z]/i.test(word)));
      if (keep.has(i) || /\d/.test(word) || /^\([A-Z]{2,5}\)[.,:;?]?$/.test(word)) return word;
      const lower = word.toLowerCase();
      return opens && /^[a-z]/.test(lower) ? lower[0]!.toUpperCase() + lower.slice(1) : lower;
    })
    .join('');
}

/** Drafts the answer to one question from a corpus. Pure and deterministic. */
export function draftAnswer(corpus: Corpus, typed: string, options: DraftOptions = {}): Draft {
  // A question typed as a chat message ("r u soc2 type 2?", "you dont store card numbers right?") is read as plain
  // English first.
  // One in second-language English, as a native writer would put it.
  // One in everyday words ("two steps to log in"), as a questionnaire's terms put it.
  // A typing error ("encyption") as the word of the sources it was meant to be.
  // A status to mark ("(fulfilled / not fulfilled)") or Yes and No between bars as the Yes/No cue they are.
  // A term the row defines in brackets ("the CDE (here: the production environment)") as what the bracket names.
  // A request put to the respondent by name after the row's statement ("Supplier to state …") as "Please state …".
  const asked = fromPlainRegister(
    nativeReading(
      fromChatRegister(
        withTyposCorrected(
          corpus,
          withPartyRequestsAsked(
            withoutFieldSegments(
              withoutListMarker(
                asSentence(typed.replace(SCOPE_GLOSS, '$1').replace(RATING_NOTE, ' ').replace(STATUS_CUE, '(Yes/No)').replace(BARRED_YES_NO, ' (Yes/No)')),
              ),
            ),
          ),
        ),
      ),
    ),
  );
  // A control list's row is asked as its statement: "A.8.5 Secure authentication — MFA is required." is "Is it true
  // that MFA is required?".
  const question = withRespondentNamed(
    corpus,
    withoutTrailingInstruction(
      withoutProvisionReferences(
        withoutRemarks(withoutContextLead(withoutExtentFrame(withoutRequirementNote(withoutSectionHeading(withoutControlId(withoutRowLabel(asked))))))),
      ),
    ),
  );
  const form = options.form ?? questionForm(question);
  const annexControl = ANNEX_CONTROL.exec(CONTROL_ID.exec(withoutRowLabel(asked))?.[0] ?? '')?.[0];
  const draft = draftAsked(corpus, question, form, annexControl ? { ...options, annexControl } : options);
  // "If software development is outsourced, are third-party developers held to …?": a condition the sources deny or
  // call not applicable ("Outsourced development: not applicable") makes the question N/A — unanswered, or answered
  // only with the condition's own words ("If dedicated deployments are offered, are they …?" leans on it).
  if (form !== 'yesno' || (draft.answer !== NO_ANSWER_FOUND && !LEANS_ON_CONDITION.test(question))) return draft;
  return unmetCondition(corpus, question, options) ?? draft;
}

/**
 * A Yes/No question's leading condition ("If software development is outsourced, …") the sources deny or call not
 * applicable: the question is N/A, citing them. Not a condition on the answer ("If so", "If not", "If applicable").
 */
function unmetCondition(corpus: Corpus, question: string, options: DraftOptions): Draft | null {
  const condition = CONDITION_CLAUSE.exec(question);
  if (!condition || tokenize(condition[1]!).length < 2) return null;
  const asked = draftWhole(corpus, `Is it true that ${condition[1]!.trim()}?`, 'yesno', options);
  if (asked.answer !== 'No' && asked.answer !== 'N/A') return null;
  return { ...asked, answer: 'N/A', confidence: asked.confidence === 'high' ? 'medium' : asked.confidence };
}
/** A sentence a question-specific reading found, as the evidence that decides the draft. */
function statedEvidence(found: { source: CorpusSource; sentence: SourceSentence; index: number }): Evidence {
  return { ...found, support: 1, kbMatch: false, rank: 0, typed: false, hedged: false, contentSupport: 1, titleShare: 0 };
}

/**
 * A question whether an audit report's scope includes or tests the controls of the service's own providers: "the
 * controls of its hosting provider", "of the Subprocessors that furnish … cloud infrastructure", "subservice
 * organizations", or the "inclusive method" by name; or the other way round ("Are the controls operated by your hosting
 * providers included in, and tested as part of, your own SOC 2 examination?").
 */
const PROVIDER_CONTROLS_ASKED =
  /\b(?:report|scope|audit|examination|soc\s?[12]|attestation)\b[^?]{0,120}?\b(?:includ\w*|cover\w*|test\w*|in scope)\b[^?]{0,100}?\bcontrols\s+(?:of|at|operated by)\s+(?:the\s+|its\s+|their\s+|your\s+|our\s+)?(?:[\w-]+\s+){0,2}?(?:hosting|cloud|infrastructure|data\s+cent(?:er|re)s?|sub-?processors?|subservice|third[\s-]part(?:y|ies)|vendors?|providers?|suppliers?)\b|\bcontrols\s+(?:of|at|operated by)\s+(?:the\s+|its\s+|their\s+|your\s+|our\s+)?(?:[\w-]+\s+){0,3}?(?:hosting|cloud|infrastructure|sub-?processors?|subservice|third[\s-]part(?:y|ies)|vendors?|providers?|suppliers?)\b[^?]{0,60}?\b(?:included|covered|tested|in scope)\b[^?]{0,80}?\b(?:report|audit|examination|soc\s?[12]|attestation)\b|\binclusive method\b/i;
/** A report's sentence that leaves its providers' controls out of its scope: the carve-out method. */
const CARVED_OUT =
  /\bcarve[\s-]?out method\b|\bexclud\w*\s+(?:the\s+)?controls\s+(?:of|at|operated by)\s+(?:the\s+|its\s+)?(?:subservice|sub-?processors?|third[\s-]part|vendors?|providers?|hosting)/i;

/**
 * A question whether an audit report uses the carve-out method ("Does the SOC 2 report present subservice organizations
 * using the carve-out method?"), not whether it includes its providers' controls (see {@link PROVIDER_CONTROLS_ASKED}),
 * nor what it lists for the organizations so presented ("list the CSOCs for subservice organizations presented using
 * the carve-out method").
 */
const CARVE_OUT_ASKED =
  /\b(?:report|description|audit|examination|soc\s?[12]|attestation)\b(?:(?!\b(?:lists?|includes?|describes?|identif(?:y|ies)|contains?|provides?|presented|prepared|described)\b)[^?]){0,160}?\b(?:using|uses?|under|with|by|follows?|applies|apply|adopts?)\s+(?:the\s+)?carve[\s-]?out\b(?![^?]{0,40}\bor\b)/i;

/**
 * A question whether an audit noted an exception (a control that failed its test): "Did the SOC 2 report note any
 * exception …?", "Were any exceptions noted in the report?", "Does the report contain deviations?" (group 1: what
 * follows the exceptions asked). Only of an audit named in the question.
 */
const EXCEPTION_NOTED_ASKED =
  /\b(?:report|audit|examination|auditor|soc\s?[12]|attestation)\b[^?]{0,160}?\b(?:note[sd]?|report(?:ed|s)?|identif(?:y|ied|ies)|found|contain(?:s|ed)?|include[sd]?|ha(?:ve|s|d))\s+(?:any\s+)?(?:exceptions?|deviations?)\b([^?]*)|\b(?:any|there)\s+(?:exceptions?|deviations?)\s+(?:been\s+)?(?:noted|reported|identified|found)\b(?=[^?]{0,80}?\b(?:report|audit|examination|auditor|soc\s?[12]|attestation)\b)([^?]*)/i;
/** What scopes the exceptions asked: "relating to …", "that affected …", "in the Availability criteria". */
const EXCEPTION_SCOPE =
  /^\s*,?\s*((?:that|which|affecting|impacting|relating to|related to|regarding|concerning|with respect to|in relation to|under|for|in the\s+[\w-]+(?:\s+[\w-]+)?\s+(?:criteria|criterion|category|categories|principles?|sections?|areas?|domains?))\b[^?]*)/i;
/** A further question after the one about exceptions: "…, and have they been remediated?". */
const FURTHER_QUESTION = /,?\s+and\s+(?:have|has|were|was|are|is|did|do|does|how|what|when|if|whether)\b/i;

/**
 * The question whether an audit noted exceptions (see {@link EXCEPTION_NOTED_ASKED}) and the terms of the scope it
 * gives them (without the audit's own words); null for another question, a negated one, or one asking more after it.
 */
function exceptionQuestion(asking: string): { scope: Set<string> } | null {
  const asked = EXCEPTION_NOTED_ASKED.exec(asking);
  if (!asked || questionNegation(asking)) return null;
  const after = asked[1] ?? asked[2] ?? '';
  if (FURTHER_QUESTION.test(after)) return null;
  const subject = new Set(tokenize(asking.slice(0, asked.index + asked[0].length - after.length)).map((t) => t.term));
  const scoped = EXCEPTION_SCOPE.exec(after)?.[1] ?? '';
  return {
    scope: new Set(
      tokenize(scoped)
        .map((t) => t.term)
        .filter((term) => !subject.has(term)),
    ),
  };
}

/** A sentence stating an audit's exceptions: "One exception noted (CC6.2 …)", "Exception noted (2 of 25)", "No exceptions noted". */
const EXCEPTION_STATED = /\bexceptions?\s+(?:was\s+|were\s+)?(?:noted|reported|identified|found)\b|\bno\s+(?:exceptions?|deviations?)\b/i;
/**
 * A sentence denying only a narrower kind of exception ("no exceptions affecting the opinion"): it says nothing of
 * whether there were others.
 */
const NARROWER_NONE = /\b(?:no|zero|without)\s+(?:exceptions?|deviations?)\s+(?:affecting|impacting|that|which|relating|related|material|significant)\b/i;
/** A sentence stating that an audit noted none. */
const NO_EXCEPTION = /\b(?:no|zero|without)\s+(?:exceptions?|deviations?)\b/i;

/** An ISO/IEC 27001 Annex A control's number ("A.5.19"). */
const ANNEX_CONTROL = /\bA\.\d{1,2}\.\d{1,2}\b/;
/** A source's line for Annex A controls: one ("A.8.30 Outsourced development …") or a range ("A.7.1 - A.7.14 …"). */
const ANNEX_LINE = /^\s*A\.(\d{1,2})\.(\d{1,2})(?:\s*[-\u2013]\s*A\.(\d{1,2})\.(\d{1,2}))?\b/;

/**
 * Whether a sentence is a source's line for other Annex A controls than the one a control list's row is: asked "A.5.19:
 * Suppliers required to hold ISO/IEC 27001 certification", the Statement of Applicability's "A.8.30 Outsourced
 * development Not applicable - no outsourced development" speaks of another control and answers nothing of it.
 */
export function linesOtherControl(control: string | undefined, sentence: string): boolean {
  const line = ANNEX_LINE.exec(sentence);
  const asked = control && /^A\.(\d{1,2})\.(\d{1,2})$/.exec(control);
  if (!line || !asked) return false;
  const at = (clause: string, n: string) => Number(clause) * 100 + Number(n);
  const from = at(line[1]!, line[2]!);
  const to = line[3] ? at(line[3], line[4]!) : from;
  const id = at(asked[1]!, asked[2]!);
  return id < from || id > to;
}

/**
 * A leading "If …," clause before a Yes/No question, or before a statement to confirm ("If development is outsourced,
 * verify that …") (see {@link unmetCondition}).
 */
const CONDITION_CLAUSE =
  /^\s*if\s+(?!(?:so|not|yes|no|applicable|relevant|required|needed|possible|available|necessary)\b|any\s*,)([^,?]{3,160}),\s*(?:(?:do|does|did|is|are|was|were|has|have|can|could|will|would|shall|should|must)\s|(?:please\s+)?(?:confirm|verify)\s+(?:that|whether)\s)/i;

/** Drafts a question read as its plain words (see {@link draftAnswer}). */
function draftAsked(corpus: Corpus, question: string, form: AnswerForm, options: DraftOptions): Draft {
  // "Target time to restore the platform after an outage (RTO)": a value field that ends with its abbreviation in
  // brackets is asked by that abbreviation when the sources use it; the words before it paraphrase it.
  const abbreviation = form === 'text' ? /\(([A-Z]{2,5})\)\s*[?.:]?\s*$/.exec(question)?.[1] : undefined;
  if (abbreviation && tokenize(abbreviation).every((t) => corpus.documentFrequency.has(t.term))) {
    const plain = draftWhole(corpus, question, form, options);
    if (plain.answer !== NO_ANSWER_FOUND) return plain;
    return draftWhole(corpus, `What is the ${abbreviation}?`, form, options);
  }
  if (form === 'yesno') {
    const parts = compoundParts(question);
    if (parts.length > 1) {
      const whole = draftWhole(corpus, question, form, options);
      const drafts = parts.map((p) => draftWhole(corpus, p, 'yesno', options));
      // A part the sources deny makes the answer No, whatever the rest; every part confirmed makes it Yes, citing
      // each part's sources. A part they do not speak of leaves the question to be answered as a whole.
      const denied = drafts.find((d) => d.answer === 'No');
      const allAnswered = drafts.every((d) => d.answer !== NO_ANSWER_FOUND);
      if (denied && (allAnswered || whole.answer !== NO_ANSWER_FOUND))
        return { ...denied, confidence: denied.confidence === 'high' ? 'medium' : denied.confidence };
      if (drafts.every((d) => d.answer === 'Yes')) {
        const sources = [...new Map(drafts.flatMap((d) => d.sources).map((s) => [`${s.type}|${s.id}`, s])).values()];
        const low = drafts.some((d) => d.confidence !== 'high');
        return {
          ...drafts[0]!,
          explanation: drafts.map((d) => d.explanation).join(' '),
          confidence: low ? 'medium' : 'high',
          sources,
          evidence: drafts.flatMap((d) => d.evidence),
        };
      }
      return whole;
    }
  }
  return draftWhole(corpus, question, form, options);
}

/**
 * The Yes/No questions a compound question joins ("Are backups encrypted, and are restores tested quarterly?",
 * "Is MFA enforced? Is SSO supported?"): each asks something of its own, and all must hold for a Yes.
 */
export function compoundParts(question: string): string[] {
  const main = mainQuestion(question).trim();
  const parts = main
    .split(
      /(?<=\?)\s+(?=(?:is|are|do|does|did|can|could|has|have|will|would|was|were)\b)|,?\s+and\s+(?=(?:is|are|do|does|did|can|could|has|have|will|would|was|were)\s)/i,
    )
    .map((p) => p.trim())
    .filter((p) => tokenize(p).length > 0);
  return parts.length > 1 ? parts : [main];
}

/**
 * Data stored or hosted in a named place: "with the data stored in Australia", "hosted in Japan", "stored solely within
 * the United Kingdom", "can be hosted and stored within India", or storing or hosting
 * it there: "Can you host our data in Japan?", "store and process the bank's customer information in a data centre
 * located in Singapore" (the place is group 1 or 2).
 */
const STORED_IN_PLACE =
  /\b(?:data|workspaces?|it|backups?)\s+(?:(?:can|could|will|would|may|must|shall|should)\s+)?(?:(?:is|are|be|being|was|were|get|gets)\s+)?(?:(?:stored|hosted|kept|located|housed|processed)\s+(?:and|or)\s+)?(?:stored|hosted|kept|located|housed)\s+(?:(?:solely|only|exclusively|entirely|wholly)\s+)?(?:in|within|inside)\s+(?:the\s+)?([A-Z][A-Za-z]+(?:\s+[A-Z][A-Za-z]+)?)|\b(?:store|host|keep|house)\s+(?:and\s+process\s+)?(?:[\w'\u2019-]+\s+){0,4}?(?:data|information|workspaces?|backups?)\s+(?:(?:in|within)\s+(?:a|an|the)\s+(?:data\s*cent(?:er|re)|region|facility)\s+(?:located\s+|based\s+)?)?in\s+(?:the\s+)?([A-Z][A-Za-z]+(?:\s+[A-Z][A-Za-z]+)?)/;

/**
 * Asked whether data is stored or hosted in a place no source names ("Could we get a workspace with the data stored
 * in Australia?"), the sentence that supports the question without the place and names the places data is stored in
 * ("Customer data is stored in the United States or the European Union"): those are the places there are.
 */
function storedElsewhere(corpus: Corpus, question: string, audiences: ReadonlySet<CorpusSource['audience']>): Evidence | null {
  // "Can you confirm that you do not host data in India?": a place data must not go to is no place asked to hold it.
  if (/\b(?:not|never|no longer)\b|n['\u2019]t\b/i.test(question)) return null;
  const asked = STORED_IN_PLACE.exec(question);
  const place = asked?.[1] ?? asked?.[2];
  if (!asked || !place || !PLACES.test(place)) return null;
  // A place a source names is a place there is ("the United Kingdom" is not named by "the United States").
  const written = new RegExp(`\\b${place.replace(/\s+/g, '\\s+')}\\b`, 'i');
  if (corpus.sources.some((source) => written.test(source.title) || source.sentences.some((sentence) => written.test(sentence.text)))) return null;
  const namesPlace = (text: string) => /\b[a-z]{2}-[a-z]+-\d\b/.test(text) || PLACES.test(text);
  const without = question.replace(new RegExp(`\\s+(?:(?:solely|only|exclusively|entirely|wholly)\\s+)?(?:in|within|inside)\\s+(?:the\\s+)?${place}\\b`), '');
  const { terms, evidence } = findEvidence(corpus, without, audiences, namesPlace);
  const threshold = supportThreshold(corpus, terms);
  return (
    evidence.find(
      (e) =>
        e.support >= threshold &&
        e.contentSupport >= CONTENT_THRESHOLD &&
        e.typed &&
        e.sentence.cues.negatedPositions.size === 0 &&
        /\b(?:stored|hosted|kept|located|housed|resides?)\b/i.test(e.sentence.text),
    ) ?? null
  );
}

/** A question whether a control looks for a thing ("scan code for hard-coded secrets", "monitor for intrusions"): the thing. */
const LOOKS_FOR =
  /\b(?:scan|scans|scanned|scanning|check|checks|checked|monitor|monitors|monitored|search|searches|searched|inspect|inspects|inspected)\b(?:\s+[\w-]+){0,3}?\s+for\s+([^?.;]+)/i;

/**
 * Whether a sentence denies the thing a question asks a control to look for ("no secret is stored in source code" for
 * "Do you scan code for hard-coded secrets?"): it says the thing should not be there, not whether anyone looks.
 */
function deniesSought(question: string, sentence: SourceSentence): boolean {
  const m = LOOKS_FOR.exec(mainQuestion(question));
  if (!m) return false;
  const sought = new Set(tokenize(m[1]!).map((t) => t.term));
  return sentence.tokens.some((t) => deniedIn(sentence, t, sought));
}

/** Every place {@link PLACES} names in a text. */
const EVERY_PLACE = new RegExp(PLACES.source, 'g');

/** A question about where data or the service is: hosted, stored, located or resident. */
const ASKS_LOCATION = /\b(?:host\w*|stor\w*|locat\w*|resid\w*|kept|housed|data\s*cent(?:er|re)s?)\b/i;

/**
 * Whether a sentence names the place a question asks data to be in only as what data goes beyond ("transferred
 * outside the EEA, the United Kingdom or Switzerland"): it does not say the data is there.
 */
function placeOnlyOutside(question: string, sentence: SourceSentence): boolean {
  if (!ASKS_LOCATION.test(question)) return false;
  const asked = new Set([...question.matchAll(EVERY_PLACE)].map((m) => m[0]));
  if (asked.size === 0) return false;
  const mentions = [...sentence.text.matchAll(EVERY_PLACE)].filter((m) => asked.has(m[0]));
  return mentions.length > 0 && mentions.every((m) => /\boutside\b(?:\s+[\w,]+){0,7}\s+$/i.test(sentence.text.slice(Math.max(0, m.index! - 80), m.index)));
}

/** A severity level of findings or vulnerabilities ("medium-severity vulnerabilities", "critical CVEs"). */
const SEVERITY =
  /\b(critical|high|medium|moderate|low)(?:[\s-]+(?:severity|risk|rated))?\b(?=[\s-]+(?:severity\s+)?(?:vulnerabilit|findings?|issues?|cves?|bugs?|patches|severity))/gi;

/** The level a {@link SEVERITY} match names, "moderate" as "medium". */
const severityLevel = (m: RegExpMatchArray) => m[1]!.toLowerCase().replace('moderate', 'medium');

/**
 * Whether a sentence gives severity levels of findings, none of them the one a question asks about ("Critical
 * vulnerabilities are patched within 7 days and high within 30 days" for medium-severity ones).
 */
export function namesOtherSeverity(question: string, sentence: SourceSentence): boolean {
  const asked = new Set([...question.matchAll(SEVERITY)].map(severityLevel));
  if (asked.size === 0) return false;
  const levels = [...sentence.text.matchAll(/\b(critical|high|medium|moderate|low)\b/gi)].map(severityLevel);
  return levels.length > 0 && !levels.some((l) => asked.has(l));
}

/**
 * Whether a sentence speaks of insurance without the kind a question names ("cyber liability and E&O coverage" for
 * crime or general liability insurance): the kind named is a kind of its own.
 */
export function namesOtherInsurance(question: string, sentence: SourceSentence): boolean {
  const kind = INSURANCE_KIND.exec(question)?.[1];
  if (!kind || !/\binsur/i.test(question)) return false;
  const named = tokenize(
    kind
      .trim()
      .split(/\s+/)
      .filter((w) => !INSURANCE_QUALIFIERS.test(w))
      .join(' '),
  ).filter((t) => t.term !== 'cyberinsur');
  return named.some((t) => !sentence.terms.has(t.term) && !sentence.implied.has(t.term));
}

/**
 * Whether a sentence states how often a thing is done, and every frequency it states is less often than the one a
 * question asks ("every year" for "quarterly"). One as often or more answers the question ("twice a year" for "at
 * least annually"), unless the question says "only" ("only every two years", "only at onboarding").
 */
export function lessOftenThanAsked(question: string, sentence: SourceSentence): boolean {
  const stated = frequenciesIn(sentence.text);
  // "Only at onboarding": once; a sentence doing it again and again says No.
  if (/\b(?:only|just)\s+(?:once\s+)?(?:at|on|during|upon|when)\s+(?:the\s+)?(?:onboarding|hire|hiring|joining|start|starting|induction)\b/i.test(question))
    return stated.length > 0;
  const asked = frequenciesIn(question);
  if (asked.length !== 1) return false;
  // "Only every two years": that often and no more; a sentence doing it more often says No too.
  if (/\b(?:only|just)\s+(?:\S+\s+){0,1}(?:every|each|once|twice|annual|yearly|quarterly|monthly|weekly|daily|semi)/i.test(question))
    return stated.length > 0 && stated.every((f) => f !== asked[0]);
  return stated.length > 0 && stated.every((f) => f < asked[0]!);
}

const OPTIONAL = /\b(?:optional(?:ly)?|voluntar(?:y|ily)|at (?:the|their|its) (?:user'?s?|own) discretion)\b/i;

/** Whether one of a question and a sentence makes a thing optional and the other requires it ("Is MFA optional?"). */
export function optionalAgainstRequired(question: string, sentence: SourceSentence): boolean {
  // "Administrators can require MFA" leaves it to them: no requirement.
  const requires = (text: string, tokens: readonly Token[], negated: ReadonlySet<number>) =>
    !OPTIONAL.test(text) &&
    !/\b(?:can|may|could|able to|choose to|option to)\s+(?:\w+\s+)?(?:require|enforce|mandate|make)\b/i.test(text) &&
    tokens.some((t) => t.term === 'requir' && !negated.has(t.position));
  if (OPTIONAL.test(question)) return requires(sentence.text, sentence.tokens, sentence.cues.negatedPositions);
  return OPTIONAL.test(sentence.text) && requires(question, tokenize(question), new Set());
}

/** A verb that keeps a thing from happening, before what it keeps from happening (group 1). */
const PREVENTS = /\b(?:prevent|block|disallow|prohibit|forbid|stop)(?:s|ed|ing)?\s+(?:the\s+|any\s+|all\s+)?([a-z][\w-]*)/i;
/** A verb that lets a thing happen, before what it lets happen (group 1). */
const ALLOWS = /\b(?:allow|permit|enable)(?:s|ed|ing)?\s+(?:the\s+|any\s+|all\s+)?([a-z][\w-]*)/i;

/**
 * Whether the sentence lets happen what the question asks whether something prevents, or prevents what it asks
 * whether something allows: "prevent screenshots" against "allows screenshots", by the term of the thing after the
 * verb. A negated verb in the sentence ("does not allow screenshots") agrees with the question and is left to the
 * verdict's own reading.
 */
export function allowsWhatIsPrevented(question: string, sentence: string): boolean {
  const against = (asked: RegExp, stated: RegExp) => {
    const thing = asked.exec(question)?.[1];
    const said = stated.exec(sentence);
    if (!thing || !said || /\b(?:not|never|no longer|cannot)\s+(?:\w+\s+)?$/i.test(sentence.slice(0, said.index))) return false;
    const term = (word: string) => tokenize(word)[0]?.term;
    return term(thing) !== undefined && term(thing) === term(said[1]!);
  };
  return against(PREVENTS, ALLOWS) || against(ALLOWS, PREVENTS);
}

/** Hours in a unit of time, by its term ("years" is read as "annual", the term of "yearly": after a number, a unit). */
const HOURS_OF_UNIT: Record<string, number> = { minut: 1 / 60, hour: 1, dai: 24, days: 24, week: 168, month: 730, year: 8760, annual: 8760 };

/**
 * The durations among tokens ("4 hours", "5 business days"), each at the position of its number, in hours. With
 * `bare` (a source's sentence), a unit without a number ("one year", "a business day": the number word is no term)
 * is one of it, at its own position.
 */
function durationsIn(tokens: readonly Token[], bare = false): { position: number; hours: number }[] {
  const out: { position: number; hours: number }[] = [];
  const counted = new Set<number>();
  tokens.forEach((token, i) => {
    const n = Number(token.term);
    let unit = tokens[i + 1];
    if (!Number.isFinite(n) || !unit || unit.position !== token.position + 1) return;
    // "5 business days", "30 calendar days": the unit after its qualifier.
    if (/^(?:busi|calendar|work)$/.test(unit.term) && tokens[i + 2]?.position === unit.position + 1) unit = tokens[i + 2]!;
    const hours = HOURS_OF_UNIT[unit.term];
    if (!hours) return;
    out.push({ position: token.position, hours: n * hours });
    counted.add(unit.position);
  });
  if (bare) {
    for (const token of tokens) {
      // Bare, "annual" is how often ("annual surveillance audits"), not how long.
      const hours = token.term === 'annual' ? undefined : HOURS_OF_UNIT[token.term];
      if (hours && !counted.has(token.position)) out.push({ position: token.position, hours });
    }
  }
  return out.sort((a, b) => a.position - b.position);
}

/** A question's bound on a duration: "within", "under", "at most" bound it above; "at least", "over" below. */
const AT_MOST = /\b(?:within|under|below|less than|fewer than|no (?:more|longer) than|at most|up to|maximum|or less|or fewer|or sooner)\b/i;
const AT_LEAST = /\b(?:at least|more than|longer than|over|minimum|or more|or longer)\b/i;

/**
 * Whether a sentence gives the thing a question asks the duration of another duration than the one asked: the first
 * duration after the thing's word ("the recovery time objective is 4 hours and the recovery point objective is 1 hour"
 * gives the RTO 4 hours) against the one in the question, as the question bounds it ("within 24 hours": at most).
 */
export function statesOtherDuration(question: string, sentence: SourceSentence): boolean {
  const given = durationsGiven(question, sentence);
  if (!given || given.values.length === 0) return false;
  const { hours, values } = given;
  const holds = (h: number) => (AT_MOST.test(question) ? h <= hours : AT_LEAST.test(question) ? h >= hours : Math.abs(h - hours) < 1e-9);
  return !values.some(holds);
}

/** Whether a sentence gives the thing a question states a duration of a duration, or states that same duration. */
function givesDuration(question: string, sentence: SourceSentence): boolean {
  const given = durationsGiven(question, sentence);
  if (!given) return false;
  return given.values.length > 0 || durationsIn(sentence.tokens, true).some((d) => Math.abs(d.hours - given.hours) < 1e-9);
}

/**
 * The one duration a question states (in hours), and the durations a sentence gives the thing it is stated of: the
 * question's word just before it ("RTO" in "Is the RTO 1 hour?"), or the severity level it names when the sentence
 * gives each level its own ("critical … within 7 days and high within 30 days"). Null when the question states none
 * or several.
 */
function durationsGiven(question: string, sentence: SourceSentence): { hours: number; values: number[] } | null {
  const asked = tokenize(question);
  const durations = durationsIn(asked);
  if (durations.length !== 1) return null;
  const { position, hours } = durations[0]!;
  const named = [...question.matchAll(SEVERITY)].map(severityLevel)[0];
  const level = named === undefined ? undefined : tokenize(named)[0]?.term;
  const subject = (level && sentence.terms.has(level) ? level : undefined) ?? asked.filter((t) => t.position < position).at(-1)?.term;
  if (!subject) return null;
  const given = durationsIn(sentence.tokens, true);
  // The first duration after the thing's word, else the nearest before it ("within 72 hours of confirming a breach").
  const values = sentence.tokens
    .filter((t) => t.term === subject)
    .map((t) => given.find((d) => d.position > t.position)?.hours ?? given.findLast((d) => d.position < t.position && d.position >= t.position - 8)?.hours)
    .filter((h): h is number => h !== undefined);
  return { hours, values };
}

/**
 * Whether a question asks for a share ("99.99% uptime") and a sentence states shares, none reaching it ("99.95%", or
 * none at or under it when the question bounds it above: "at most 1%").
 */
export function statesLowerPercentage(question: string, sentence: SourceSentence): boolean {
  const asked = [...question.matchAll(/(\d+(?:\.\d+)?)\s?%/g)].map((m) => Number(m[1]));
  if (asked.length !== 1) return false;
  const stated = [...sentence.text.matchAll(/(\d+(?:\.\d+)?)\s?%/g)].map((m) => Number(m[1]));
  const holds = (p: number) => (AT_MOST.test(question) ? p <= asked[0]! : p >= asked[0]!);
  return stated.length > 0 && !stated.some(holds);
}

/** The term a question is most about: its heaviest. */
function subjectOf(terms: readonly WeightedTerm[]): string | null {
  return terms.reduce<WeightedTerm | null>((a, b) => (!a || b.weight > a.weight ? b : a), null)?.term ?? null;
}

/**
 * Whether a sentence gives the thing asked a recurrence in the clause that names it ("background checks where permitted
 * by law, … training at hire and every year" gives one to the training only).
 */
export function statesRecurrence(sentence: SourceSentence, subject: string): boolean {
  return sentence.text
    .split(/[;,:]\s+/)
    .some((clause) => (frequenciesIn(clause).length > 0 || RECURRENCE_WORDS.test(clause)) && tokenize(clause).some((t) => t.term === subject));
}

/** What the sources are asked to find the provider hosting the service. */
const HOSTING_QUESTION = 'Which cloud provider hosts the service?';

/**
 * Asked whether the respondent runs its own data centres or servers, the sentence naming the cloud provider that
 * hosts the service ("The platform runs on Amazon Web Services …"), if any: it says No.
 */
function hostedByProvider(corpus: Corpus, question: string, audiences: ReadonlySet<CorpusSource['audience']>): Evidence | null {
  if (!OWN_INFRASTRUCTURE.test(question)) return null;
  const { terms, evidence } = findEvidence(corpus, HOSTING_QUESTION, audiences);
  const threshold = supportThreshold(corpus, terms);
  return (
    evidence.find(
      (e) =>
        e.support >= threshold &&
        [...INSTANCE_KINDS].some((kind) => e.sentence.implied.has(kind)) &&
        e.sentence.cues.negatedPositions.size === 0 &&
        /\b(?:runs? on|hosted|hosting|inherited from)\b/i.test(e.sentence.text),
    ) ?? null
  );
}

/**
 * Supported evidence with sentences reporting an audit's deviation from a control after those stating the control as
 * well or nearly as well: asked the timeframe for revoking a leaver's access, "access is removed within one business
 * day" answers, not "for 2 of 25 sampled leavers, access … was removed after more than one business day". A question
 * about exceptions or findings keeps the order.
 */
function deviationsLast(question: string, supported: Evidence[]): Evidence[] {
  if (ASKS_DEVIATIONS.test(question)) return supported;
  const deviation = (e: Evidence) => DEVIATION_REPORT.test(e.sentence.text);
  const first = supported[0];
  if (!first || !deviation(first)) return supported;
  const control = supported.find((e) => !deviation(e));
  if (!control || control.support < first.support - DEVIATION_MARGIN) return supported;
  return [...supported.filter((e) => !deviation(e)), ...supported.filter(deviation)];
}
/** How much less a control's sentence may support the question and still come before a deviation's. */
const DEVIATION_MARGIN = 0.05;

/** Drafts one question as a whole. */
function draftWhole(corpus: Corpus, question: string, form: AnswerForm, options: DraftOptions): Draft {
  const audiences = new Set<CorpusSource['audience']>(options.useInternal ? ['customer', 'internal'] : ['customer']);
  const { terms, evidence } = findEvidence(
    corpus,
    question,
    audiences,
    form === 'text' ? answerTypeOf(question, corpus.ownNames, corpus.usedLowercase) : null,
    form !== 'text',
  );
  // "Does the whole service run out of just one data centre?": a sentence naming more than one site ("three
  // availability zones", "two regions") says No; sentences that only mention data centres say nothing of how many.
  if (form === 'yesno' && ASKS_SINGLE_SITE.test(mainQuestion(question))) {
    // Several data centres or availability zones (each one a data centre) first, then several regions.
    const stating = corpus.sources
      .filter((source) => audiences.has(source.audience))
      .sort((a, b) => TYPE_RANK[a.type] - TYPE_RANK[b.type])
      .flatMap((source) => source.sentences.map((sentence, index) => ({ source, sentence, index })))
      .filter(({ sentence }) => SEVERAL_SITES.test(sentence.text));
    const several = stating.find(({ sentence }) => /\b(?:availability\s+zones|data[\s-]*cent(?:er|re)s)\b/i.test(sentence.text)) ?? stating[0];
    if (!several) return noAnswer(form, [], 'The sources do not say how many sites the service runs in.');
    return answerFrom(form, 'No', statedEvidence(several), terms, { sentences: 1 });
  }
  // "Is your SOC 2 report publicly available?", "Can anyone download the report?": answered by what a source says of
  // who may have it ("under NDA": No; "may be shared freely": Yes), in the best-matching source that says it of the thing
  // asked; a sentence that only names the report says neither.
  if (form === 'yesno' && ASKS_PUBLIC.test(mainQuestion(question)) && DOCUMENT_ASKED.test(mainQuestion(question))) {
    // What is asked of the thing ("without an NDA") is for its sources to say; the thing is what they must name.
    const about = findEvidence(corpus, mainQuestion(question).replace(PUBLIC_ASKED_WORDS, ' '), audiences).evidence;
    const best = about.slice(0, 5);
    for (const e of best) {
      const index = e.source.sentences.findIndex(
        (sentence) => (GATED_STATED.test(sentence.text) || PUBLIC_STATED.test(sentence.text)) && !aboutOtherReport(question, sentence),
      );
      if (index < 0) continue;
      const sentence = e.source.sentences[index]!;
      const stated: Evidence = { ...e, sentence, index };
      return answerFrom(form, GATED_STATED.test(sentence.text) ? 'No' : 'Yes', stated, terms, { sentences: 1 });
    }
    // Else the item the question names by its title (or its document) answers: public on the trust center, or shown
    // on request. A source that only mentions the thing ("Security Whitepaper" for the penetration test report) does not.
    const item = best.find((e) => e.source.publicAccess !== undefined && e.titleShare >= TITLE_SHARE_MARGIN && !aboutOtherReport(question, e.sentence));
    if (item) {
      const draft = answerFrom(form, item.source.publicAccess ? 'Yes' : 'No', item, terms, { sentences: 1 });
      const access = item.source.publicAccess ? 'public' : 'available on request';
      return { ...draft, explanation: `${draft.explanation} On the trust center, "${item.source.title}" is ${access}.` };
    }
    return noAnswer(form, [], 'The sources do not say who may have it.');
  }
  // "Does your SOC 2 report include, and test directly, the controls of your hosting provider (the inclusive method)?":
  // a report's sentence that leaves its providers' controls out ("excludes controls of the subservice organizations",
  // "the carve-out method"), in a source the question found (any passage of its document), says No; one that only
  // names the providers says nothing of their controls.
  // Asked whether the report uses the carve-out method ("present subservice organizations using the carve-out method"),
  // the same sentence says Yes.
  const carveOutAsked = CARVE_OUT_ASKED.test(mainQuestion(question)) && !questionNegation(mainQuestion(question));
  if (form === 'yesno' && (PROVIDER_CONTROLS_ASKED.test(mainQuestion(question)) || carveOutAsked)) {
    const found = new Set(evidence.slice(0, 8).map((e) => `${e.source.type}|${e.source.id}`));
    const carved = corpus.sources
      .filter((source) => audiences.has(source.audience) && found.has(`${source.type}|${source.id}`))
      .flatMap((source) => source.sentences.map((sentence, index) => ({ source, sentence, index })))
      .find(({ sentence }) => CARVED_OUT.test(sentence.text));
    if (carved) return answerFrom(form, carveOutAsked ? 'Yes' : 'No', statedEvidence(carved), terms, { sentences: 1 });
  }
  // Asked whether an audit noted an exception ("Did the SOC 2 report note any exception relating to the removal of
  // access?"), a sentence of the evidence that states one noted says Yes, one that states none says No: a control's
  // own statement ("Access of terminated personnel is removed within one business day.") answers neither.
  const exceptionAsked = form === 'yesno' ? exceptionQuestion(mainQuestion(question)) : null;
  if (exceptionAsked) {
    // A scope the question gives the exceptions ("relating to the removal of access", "that affected the opinion", "in
    // the Availability criteria") must be an exception's too, and a denial of a narrower kind's ("no exceptions
    // affecting the opinion" answers only a question so scoped); a report without any exception has none in scope.
    const { scope } = exceptionAsked;
    const inScope = (e: Evidence) => scope.size === 0 || tokenize(e.sentence.text).some((t) => scope.has(t.term));
    const stated = evidence.slice(0, 8).filter((e) => EXCEPTION_STATED.test(e.sentence.text));
    const noted = stated.find((e) => !NO_EXCEPTION.test(e.sentence.text) && inScope(e));
    const none = stated.find((e) => NO_EXCEPTION.test(e.sentence.text) && (NARROWER_NONE.test(e.sentence.text) ? scope.size > 0 && inScope(e) : true));
    if (noted ?? none) return answerFrom(form, noted ? 'Yes' : 'No', noted ?? none!, terms, { sentences: 1 });
  }
  // A question asking for an amount is answered only by a sentence that states one.
  const needsAmount =
    form === 'text' &&
    (quantitative(question.toLowerCase()) ||
      asksDate(question) ||
      asksPlace(question) ||
      ASKS_FREQUENCY.test(question) ||
      ASKS_CIPHER.test(question) ||
      IDENTIFIER_FIELD.test(question.toLowerCase()) ||
      NAME_FIELD.test(withoutRowLabel(question).trim()) ||
      (PERSON_NAME_ASKED.test(question) && PERSON_ROLE.test(question)) ||
      choiceOfKinds(question) !== null);
  const threshold = supportThreshold(corpus, terms);
  const ownership = ownershipOf(question, terms);
  // Asked whether events happened in a recent period, a sentence about handling them does not say.
  const asksOccurrence = ASKS_OCCURRENCE.test(mainQuestion(question));
  // Asked whether a thing recurs, a sentence must say so of that thing, in its clause.
  const recurrenceOf = ASKS_RECURRENCE.test(mainQuestion(question)) ? subjectOf(terms) : null;
  // Asked whether a thing keeps within a stated duration ("fixed within 14 days"), a sentence must give that thing a
  // duration of its own.
  const statesLimit = form === 'yesno' && statedDurationTerms(mainQuestion(question)).size > 0;
  // Asked whether data is rented, leased or shared with a third party: only a sentence that states the action answers,
  // and none does when no source names it (see actionForParty).
  const partyAction = form === 'yesno' ? actionForParty(corpus, question, terms) : null;
  const actionUnnamed = !!partyAction?.unnamed;
  const supported = deviationsLast(
    question,
    evidence.filter(
      (e) =>
        e.support >= threshold &&
        e.contentSupport >= CONTENT_THRESHOLD &&
        (!needsAmount || e.typed) &&
        (!asksOccurrence || REPORTS_OCCURRENCE.test(e.sentence.text)) &&
        (!recurrenceOf || statesRecurrence(e.sentence, recurrenceOf)) &&
        (!statesLimit || givesDuration(mainQuestion(question), e.sentence)) &&
        !namesOtherSeverity(question, e.sentence) &&
        (form !== 'yesno' || !namesOtherInsurance(question, e.sentence)) &&
        ownership(e.sentence) &&
        (form !== 'yesno' ||
          ((!partyAction || (!partyAction.unnamed && statesAction(partyAction.terms, e.sentence))) &&
            !deniesNarrower(terms, e.sentence) &&
            !plansNarrower(terms, e.sentence) &&
            !separatesAsked(question, terms, e.sentence) &&
            namesSubjectParty(question, e) &&
            namesSubjectData(question, terms, e) &&
            namesCustomerDoing(question, e) &&
            !namesOtherKind(question, e.sentence) &&
            !aboutOtherReport(question, e.sentence) &&
            statesAskedSeparation(question, e.sentence) &&
            !linesOtherControl(options.annexControl, e.sentence.text) &&
            !placeOnlyOutside(question, e.sentence) &&
            !deniesSought(question, e.sentence))),
    ),
  );

  // Internal entries that would answer better: shown to staff, never quoted unless they opt in.
  let internal: InternalNote[] = [];
  if (!options.useInternal) {
    const inside = findEvidence(corpus, question, new Set(['internal'])).evidence.filter((e) => e.support >= SUPPORT_THRESHOLD);
    if (inside[0] && (!supported[0] || inside[0].support > supported[0].support)) {
      internal = inside
        .slice(0, 2)
        .map((e) => ({ ...asSource(e.source), text: e.source.type === 'knowledge_base' ? `${e.source.title} — ${e.source.answer ?? ''}` : e.sentence.text }));
    }
  }

  // Asked for text of a kind (a name, a date, a place, a frequency), a supported sentence that holds one answers
  // before a better-matching one that does not ("An independent firm tests …" does not name the firm).
  const typed = form === 'text' ? supported.find((e) => e.typed) : undefined;
  // Asked for a count, of sentences that state one and support the question as well, the one that says more of
  // its words ("employs approximately 240 people" before "a sample of 25 employees" for "How many people do you
  // employ?").
  const best =
    (typed &&
      countedTerms(question.toLowerCase()) &&
      supported
        .filter((e) => e.typed && e.support >= typed.support - 0.02)
        .reduce((a, b) => (occurrences(terms, b.sentence) > occurrences(terms, a.sentence) ? b : a), typed)) ||
    typed ||
    supported[0];
  // Asked whether it runs its own data centres or servers, a respondent hosted by a cloud provider says No, whatever
  // else speaks of servers ("An EDR agent runs on every laptop and server"), unless a source states it owns them.
  const hosted = form === 'yesno' && !OWN_INFRASTRUCTURE.test(best?.sentence.text ?? '') ? hostedByProvider(corpus, mainQuestion(question), audiences) : null;
  if (hosted)
    return answerFrom(form, 'No', hosted, terms, {
      sentences: 1,
      flagReason: 'The sources name the cloud provider that hosts the service; check that it answers the question.',
      internal,
    });
  if (!best) {
    // Asked whether data is stored in a place no source names, a sentence naming the places it is stored in says No.
    const elsewhere = form === 'yesno' ? storedElsewhere(corpus, question, audiences) : null;
    if (elsewhere)
      return answerFrom(form, 'No', elsewhere, terms, {
        sentences: 2,
        flagReason: 'The sources name the places data is stored in; the place asked is not among them.',
        internal,
      });
    // No sentence supports the whole question, but one denies what it is about ("There is no corporate VPN" for
    // "Is remote access provided through a VPN?"): what is not there is not there in any of the ways asked.
    const denial = form === 'yesno' && !actionUnnamed ? denyingEvidence(question, terms, evidence, ownership) : null;
    if (denial)
      return answerFrom(form, VERDICT_TEXT[verdictOf(question, terms, denial)], denial, terms, {
        sentences: 2,
        flagReason: 'The source denies what the question is about; check that it answers the whole question.',
        internal,
      });
    return noAnswer(
      form,
      internal,
      internal.length ? 'Only an internal entry may answer this: review it, and opt in to use it.' : 'The trust center content does not answer this question.',
    );
  }

  const confidenceOf = (support: number): Confidence => (support >= HIGH_SUPPORT ? 'high' : 'medium');
  let confidence = confidenceOf(best.support);
  let flagReason = '';
  const cited = [best];

  if (form === 'yesno') {
    let verdict = verdictOf(question, terms, best);
    let lead = best;
    // A second source that supports the question almost as well and says the opposite: a human decides.
    const other = supported.find((e) => e.source !== best.source && e.support >= best.support - 0.15);
    // Asked of alternatives ("a VDP or a bug bounty?"), one that is there answers Yes, whatever the other's state.
    const ofAlternatives = terms.some((t) => t.anchor && t.alternatives?.length);
    if (other) {
      const otherVerdict = verdictOf(question, terms, other);
      // Asked under a condition, a source that denies it answers before one about the question proper: the question
      // does not apply.
      const premiseDenied = (e: Evidence, v: Polarity) => v === 'na' && deniesPremise(question, e.sentence);
      if (premiseDenied(other, otherVerdict) && !premiseDenied(best, verdict)) {
        verdict = otherVerdict;
        lead = other;
        cited.unshift(other);
      } else if (ofAlternatives && yesOrNo(otherVerdict) !== yesOrNo(verdict) && [verdict, otherVerdict].some((v) => yesOrNo(v) === 'yes')) {
        if (yesOrNo(otherVerdict) === 'yes') {
          verdict = otherVerdict;
          lead = other;
          cited.unshift(other);
        } else cited.push(other);
      } else if (yesOrNo(otherVerdict) !== yesOrNo(verdict) && otherVerdict !== 'na' && verdict !== 'na') {
        confidence = 'low';
        flagReason = `Sources disagree: "${best.source.title}" and "${other.source.title}".`;
        // The draft follows the sentence that lists the kinds there are, leaving out the one asked ("covers the
        // Security, Availability and Confidentiality criteria" for "Is the privacy TSC in scope?"), or states the
        // alternative asked against ("inherited from Amazon Web Services" for "Do you operate your own data
        // centres?"), or does the thing less often than asked ("every year" for "quarterly"), or whose source blocks
        // what is asked to be possible ("admission policies that block privileged containers"): it speaks of the kind
        // asked, which a sentence naming only the thing does not. Else the sentence that states what the addressee is
        // asked to do ("does not sell personal information" over "collects and uses personal data" for
        // "Do you sell personal information?"), else the one that states more of what was asked.
        const listsKinds = (e: Evidence) =>
          listsOtherKinds(mainQuestion(question), e.sentence) ||
          statesAlternative(mainQuestion(question), e.sentence) ||
          lessOftenThanAsked(mainQuestion(question), e.sentence) ||
          blockingSentence(mainQuestion(question), e.source) >= 0
            ? 1
            : 0;
        const kindsFirst = listsKinds(other) - listsKinds(best);
        const verb = predicateOf(question);
        const statesVerb = (e: Evidence) => (verb && e.sentence.terms.has(verb) ? 1 : 0);
        const verbFirst = statesVerb(other) - statesVerb(best);
        const denialFirst = deniesUnmentioned(terms, other, otherVerdict, best) - deniesUnmentioned(terms, best, verdict, other);
        if (
          kindsFirst > 0 ||
          (kindsFirst === 0 &&
            (verbFirst > 0 ||
              (verbFirst === 0 && (denialFirst > 0 || (denialFirst === 0 && statedWeight(terms, other.sentence) > statedWeight(terms, best.sentence))))))
        ) {
          verdict = otherVerdict;
          lead = other;
          cited.unshift(other);
        } else cited.push(other);
      } else if (other.support >= SUPPORT_THRESHOLD) {
        cited.push(other);
      }
    }
    // Asked whether something goes beyond a purpose ("for any purpose other than the service?"), a sentence that
    // names the purpose does not say Yes: a sentence of a supporting source that limits it ("only on documented
    // instructions") says No, and without one the question is left to a human. Asked whether it does not ("will not
    // use it for any other purpose") or whether that is prohibited, the same sentence says Yes.
    const negated = questionNegation(mainQuestion(question)) === 'hard';
    const deniesBeyond = negated || PROHIBITS.test(mainQuestion(question));
    if (yesOrNo(verdict) === (negated ? 'no' : 'yes') && ANYTHING_BEYOND.test(mainQuestion(question)) && !LIMITING.test(lead.sentence.text)) {
      // In the source that answered, a limit on anything the question names; elsewhere, on what it is about.
      const specific = terms.filter((t) => t.specific);
      const sameSource = (source: CorpusSource) => source.type === lead.source.type && source.id === lead.source.id;
      const limiting = [...corpus.sources.filter(sameSource).map((source) => ({ ...lead, source })), ...supported.filter((e) => !sameSource(e.source))]
        .flatMap((e) => e.source.sentences.map((sentence, index) => ({ ...e, sentence, index })))
        .find((e) => LIMITING.test(e.sentence.text) && statedWeight(sameSource(e.source) ? terms : specific, e.sentence) > 0);
      if (!limiting) return noAnswer(form, internal, 'The sources state a purpose but not that it is the only one.');
      return answerFrom(form, deniesBeyond ? 'Yes' : 'No', limiting, terms, { sentences: 2, internal, evidence: supported });
    }
    // A No because the source blocks what is asked is explained by the sentence that says so.
    const blocking = yesOrNo(verdict) === 'no' ? blockingSentence(mainQuestion(question), lead.source) : -1;
    if (blocking >= 0) lead = { ...lead, sentence: lead.source.sentences[blocking]!, index: blocking };
    const explanation = passage(lead, terms, 2);
    const notYet = verdict === 'not_yet' && !/^not yet\b/i.test(explanation) ? 'Not yet. ' : '';
    return {
      form,
      answer: VERDICT_TEXT[verdict],
      explanation: `${notYet}${explanation}`,
      confidence,
      flagged: confidence === 'low',
      flagReason,
      // A document's passages are sources of their own: it is cited once.
      sources: [...new Map(cited.map((e) => [`${e.source.type}|${e.source.id}`, asSource(e.source)])).values()],
      internal,
      evidence: supported,
    };
  }

  // Asked to describe something, the source that is about it as a whole (best BM25 among the nearly best
  // supported, a curated entry or an item before a passage of a document) gives the account.
  const describe = asksToDescribe(question);
  const specific = terms.filter((t) => t.specific);
  const titleCoverage = (e: Evidence) => coverage(specific.length ? specific : terms, (term) => (e.source.titleTerms.has(term) ? 1 : 0));
  const chosen = describe
    ? (supported
        .filter((e) => e.support >= best.support - DESCRIBE_SUPPORT_MARGIN && e.source.type !== 'document' && e.source.type !== 'subprocessor')
        .sort(
          (a, b) => Number(b.typed) - Number(a.typed) || Number(b.kbMatch) - Number(a.kbMatch) || titleCoverage(b) - titleCoverage(a) || b.rank - a.rank,
        )[0] ?? best)
    : best;
  const answer = withTitleValue(question, chosen.source, passage(chosen, terms, 3, describe, answerTypeOf(question, corpus.ownNames, corpus.usedLowercase)));
  return {
    form,
    answer,
    explanation: `From ${chosen.source.type === 'knowledge_base' ? 'the knowledge base' : `"${chosen.source.title}"`}.`,
    confidence: confidenceOf(chosen.support),
    flagged: false,
    flagReason,
    sources: [asSource(chosen.source)],
    internal,
    evidence: supported,
  };
}
