/**
 * What a procurement or supplier-onboarding portal adds around a question when its questionnaire is exported to a
 * spreadsheet, read off before the question is drafted:
 *
 *   Q-SEC-010 Does your organization encrypt customer data at rest? [Single select: Yes | No | Not applicable]
 *   Guidance: If Yes, specify the algorithm in Q-SEC-011.
 *
 * - the question's reference in front ("Q-SEC-010", "TPR-007", "TPR-007 |"): two letter groups and a number, or one
 *   and a number zero-padded to three digits, so that "AES-256" or "SOC-2" stay words of the question (a control's
 *   code of two digits, "IDM-09", is left with its name to the answerer);
 * - the answer type in brackets ("[Single select: Yes | No]", "[Short text, max 100 characters]", "[Number + unit]",
 *   "[Percentage]", "[Multi select: …]", "[File upload]"), which also says the form of the answer: Yes / No when a
 *   single choice offers both, free text otherwise;
 * - the portal's guidance after the question ("Guidance: …", "Note: …", "Help text: …", "Supplementary information: …",
 *   "Notes on evidence: …", "Evidence required: …"), said to the person
 *   answering, not asked;
 * - a condition on an earlier answer before it ("If you answered Yes to Q-SEC-010, state …"): the question is what
 *   follows.
 *
 * And what an online form (Google Forms, Typeform, SurveyMonkey) writes into its export:
 *
 *   Where will our data be stored? ○ US ○ EU ○ UK ○ Other (please specify)
 *   How often are backups taken? Select one: Hourly | Daily | Weekly | Monthly | Never
 *   Which certifications do you hold? (select all that apply) ISO 27001, SOC 2 Type II, PCI DSS, None of the above
 *   Recovery Point Objective (RPO): 15 minutes | 1 hour | 4 hours | 24 hours | Other
 *   Do you encrypt customer data at rest? * Required
 *
 * - the choices offered after the question — behind radio buttons or check boxes or before them ("Yes ☐ No ☐"),
 *   after "Select one:" or "(select all that apply)", or separated by bars after the question's end — which say the
 *   form of the answer as a
 *   portal's single choice does (Yes / No when they offer both, free text otherwise), and are not asked: a source
 *   states the one that holds, not the others;
 * - the mark of a required field ("* Required", a lone "*").
 * Anything else is left as it is.
 */
import type { AnswerForm } from '../../../content/contracts/questionnaire-assist.ts';
import { alternation, AUXILIARIES, QUESTION_OPENING, QUESTION_PREPOSITIONS, QUESTION_WORDS, REQUEST_VERBS } from './ask-words.ts';

const REFERENCE = /^\s*(?:[A-Z]{1,4}[-_][A-Z]{2,6}[-_.]\d{1,4}|[A-Z]{2,6}[-_.]0\d{2,3})(?:\.\d{1,3})?[a-z]?\s*[:.)|–-]?\s+(?=\S)/;

const ANSWER_TYPE =
  /\s*\[\s*(single[- ]?select|single choice|drop-?down|multi(?:ple)?[- ]?(?:select|choice)|select all that apply|short text|long text|free text|text(?:\s+area)?|number(?:\s*\+\s*unit)?|numeric|integer|decimal|percentage|currency(?:\s+amount)?|amount|date|file(?:\s+upload)?|attachment|upload|yes\s*\/\s*no(?:\s*\/\s*n\/?a)?)\b([^\]]*)\]/i;

const GUIDANCE =
  /(?<=[.?!\])])\s+(?:(?:implementation\s+)?guidance(?:\s+notes?)?|note|notes|help(?:\s+text)?|hint|instructions?|supplementary\s+information|notes?\s+on\s+(?:the\s+)?(?:evidence|implementation)|evidence(?:\s+(?:required|requested|expected))?)\s*:.*$/is;

const CONDITION = /^\s*if\b[^,?]*\b(?:answered|selected|chose|chosen|checked|ticked)\b[^,?]*,\s*/i;

/**
 * A radio button or check box before a form's choice, or after it — a symbol, or typed as "[ ]", "[x]", "( )", "(x)",
 * these only after the question's end — (not a list's bullet: "●", "■" and "◦" list what is asked; nor "()" in
 * "eval()").
 */
const CHOICE_MARK = /\s*(?:[\u25CB\u25EF\u25C9\u2610\u2611\u2612\u25A1\u25A2\u2B58]|\[\s?[xX\u2713]?\s?\]|\((?:\s|\s?[xX\u2713]\s?)\))\s*/u;

/** Choices each in square brackets after the question's end: "… ? [Yes] [No] [N/A]", "… ? [US] [EU] [Other]". */
const BRACKETED_CHOICES = /(?<=[?:.]\s?)(?:\s?\[[^\][]{1,40}\]){2,}\s*$/;

/** The words of a tag for how much a row weighs ("[Mandatory]", "(High)"), before or after it: no choice, no word asked. */
export const WEIGHT_TAG_WORDS = 'mandatory|required|optional|critical|high|medium|low|must|should|may|new|key|core';

/** A tag for how much a row weighs, in brackets after it: "[Mandatory]", "[High]". */
const TAG = new RegExp(`^(?:${WEIGHT_TAG_WORDS})$`, 'i');

/**
 * A form's instruction to choose, after the question's end: "(select all that apply)", "Select one:", "(Choose
 * one)" — in brackets, or ending with a colon. Not a question's own verb ("Can customers choose any region?").
 */
const CHOOSE_WORDS =
  '(?:please )?(?:select|choose|pick|tick|check|mark) (?:one(?: option)?|only one|all(?: that apply)?|any(?: that apply)?|as many as apply|one or more)';
const CHOOSE = new RegExp(`(?<=[?.!):] ?)(\\()?${CHOOSE_WORDS}(\\))?( ?:)?`, 'gi');

/**
 * The auxiliaries that open a field that asks: not those a choice may open with ("Must have | Should have | Nice to
 * have", "May be shared under NDA", "Could not determine").
 */
const CHOICE_SAFE_AUXILIARIES = AUXILIARIES.filter((word) => !['may', 'must', 'should', 'could', 'would', 'shall', 'was', 'were', 'had'].includes(word));

/** A field that asks or requests: the start of a question or a request, or a question mark. */
const ASKS = new RegExp(
  `^(?:please\\s+)?(?:${alternation(REQUEST_VERBS.filter((verb) => verb !== 'name' && verb !== 'advise'))}|${alternation(CHOICE_SAFE_AUXILIARIES)}|${alternation(QUESTION_WORDS)})\\b|\\?`,
  'i',
);

/** An instruction to choose at the start of the choices: "(Select one)", "Please tick one:". */
const LEADING_CHOOSE = new RegExp(`^\\s*\\(?${CHOOSE_WORDS}\\)?:?\\s*`, 'i');

/**
 * A field's mark or instruction at the end, about filling it in, not about what is asked: "* Required", a lone "*",
 * "(required)", "(not mandatory)", "Do not leave blank.", "This field is required.", "— Required". Its "not" negates nothing asked.
 */
const REQUIRED_MARK =
  /(?: ?(?:\*(?: ?required)?|\((?:not\s+)?(?:required|mandatory|optional)\))|(?<=[.?!)\]])\s{1,4}(?:[\u2013\u2014-]\s{0,3})?(?:(?:please\s+)?(?:do not|don't)\s+leave\s+(?:this\s+|the\s+)?(?:field\s+|cell\s+|answer\s+|question\s+)?(?:blank|empty)|(?:this\s+)?(?:field|question|answer)\s+is\s+(?:not\s+)?(?:required|mandatory|optional)|(?:mandatory|required|optional)(?:\s+field)?)\s*[.!]?){1,4}$/i;

/**
 * A question that asks what, when or where — its question word first, or a preposition before it ("Until when …",
 * "In which …") — or a request for a value or an account ("Please specify the algorithm …", "Describe …"), not
 * whether ("State whether …", "Indicate your acceptance …") nor for evidence or a document that shows something
 * holds ("Provide evidence of …", "Provide your latest SOC 2 report"): a Yes or a No would not answer it, whatever
 * Yes/No cue or choices a column adds.
 */
export const ASKS_WHAT = new RegExp(
  `^\\s*(?:(?:(?:${alternation(QUESTION_PREPOSITIONS)})\\s+)?(?:${alternation(QUESTION_WORDS)})\\b[^?]*\\?|(?:(?:please|kindly)\\s+)?(?:(?:confirm|indicate|state|advise)\\s+(?=${alternation(QUESTION_WORDS)}\\b)|provide\\s+(?!(?:(?:a|an|the|your|its|their)\\s+)?(?:[\\w-]+\\s+){0,6}?(?:reports?|polic(?:y|ies)|certificates?|plans?|letters?|attestations?)\\b)|(?:${alternation(REQUEST_VERBS.filter((verb) => !['confirm', 'indicate', 'state', 'advise', 'provide'].includes(verb)))})\\s+)(?!(?:whether|if|that)\\b|(?:(?:a|an|the)\\s+)?(?:evidence|proof|confirmation|documentation|copy|copies|attestation|certificates?)\\b)\\w)`,
  'i',
);

/** Words of one choice at most: a longer part after the question is a sentence of its own, not a choice. */
const CHOICE_WORDS = 7;

const isChoice = (part: string) => part !== '' && part.split(' ').length <= CHOICE_WORDS;

/**
 * Choices behind radio buttons or check boxes, two or more, after a question of two words or more; or each before its
 * box, after the question's end ("… ? Yes ☐ No ☐", "… : Yes [ ] No [ ]").
 */
function markedChoices(text: string): { at: number; choices: string[] } | null {
  // The question's end: its question mark, else a colon (then each choice a word or three: "Hosting region: US ☐ EU ☐").
  const asked = text.lastIndexOf('?');
  const end = asked > 0 ? asked : text.lastIndexOf(':');
  if (end > 0 && text.slice(0, end).trim().split(' ').length >= 2) {
    const parts = text.slice(end + 1).split(CHOICE_MARK);
    // An instruction to choose before the first ("(Select one) Yes ☐ No ☐") goes with the boxes.
    const boxed = parts.slice(0, -1).map((c, i) => (i === 0 ? c.replace(LEADING_CHOOSE, '') : c).trim());
    const short = (c: string) => isChoice(c) && (asked > 0 || c.split(' ').length <= 3) && !/^if (?:yes|so|no)\b/i.test(c);
    if (boxed.length >= 2 && parts.at(-1)!.trim() === '' && boxed.every(short)) return { at: end + 1, choices: boxed };
  }
  const first = CHOICE_MARK.exec(text);
  if (!first || text.slice(0, first.index).trim().split(' ').length < 2) return null;
  // A box typed in brackets counts after the question's end only ("within [X] hours of a breach" names a blank).
  if (/[[(]/.test(first[0]) && !/[?:.]\s*$/.test(text.slice(0, first.index))) return null;
  const choices = text
    .slice(first.index)
    .split(CHOICE_MARK)
    .map((c) => c.trim())
    .filter(Boolean);
  // A field or a request after the last choice ("( ) Yes ( ) No Inform the deadline:", "☐ No If yes, state the
  // amount.") is the form's, after the boxes.
  const last = choices.length >= 2 ? /^(yes|no|n\/a|partially|not applicable)\s+(?=[A-Z])/i.exec(choices.at(-1)!) : null;
  if (last && !isChoice(choices.at(-1)!)) choices[choices.length - 1] = last[1]!;
  if (choices.length < 2 || !choices.every(isChoice)) return null;
  // The label of the answer after a statement ("… are identified. Status: ☐ Implemented ☐ Not Implemented") goes with
  // the boxes.
  const label = /(?<=[.!])\s+([A-Z][\w ]{0,30}:\s*)$/.exec(text.slice(0, first.index));
  return { at: label && ANSWER_LABEL.test(`${label[1]!.trim()} `) ? label.index : first.index, choices };
}

/**
 * Choices separated by bars after the question: after its question mark ("… rotated? Monthly | Quarterly | Annually",
 * three or more, or Yes and No), after the colon of a field without one ("RPO: 15 minutes | 1 hour"), or after a
 * statement's full stop ("Data is encrypted at rest. Yes | No | N/A"). A follow-up
 * before the bars after a question ("If yes, how often: daily | weekly") is asked too, and its choices are its own; a
 * bare "If yes:" asks nothing more, and its choices say nothing of the question's form.
 */
function barredChoices(text: string): { at: number; choices: string[] } | null {
  return separatedChoices(text, /\|/) ?? separatedChoices(text, /\s+\/\s+/, { yesAndNo: true });
}

/** A control's state, offered with its negation as a Yes and a No (see {@link offersYesAndNo}). */
const CONTROL_STATE = /^(?:[a-z]+ed|compliant|conformant|in place|met|applicable)$/;

/**
 * A label naming the answer to the row itself, before its choices: "Status:", "Response:", "Compliance status:",
 * "Confirm:" (a requirement to confirm: "Confirm: Compliant / Partially compliant / Non-compliant").
 */
const ANSWER_LABEL = /^\s*(?:(?:implementation|compliance|current)\s+)?(?:status|response|answer|rating|selection|result|compliance|confirm(?:ation)?)\s*: $/i;

/**
 * Choices separated by `separator` after the question (see {@link barredChoices}); with `yesAndNo`, only Yes and No
 * among others ("… to users. Y / N / Partial"): a slash between spaces also joins a question's own alternatives.
 */
function separatedChoices(text: string, separator: RegExp, { yesAndNo = false } = {}): { at: number; choices: string[] } | null {
  const first = text.search(separator);
  if (first < 0) return null;
  const asked = text.lastIndexOf('?');
  const colon = text.indexOf(': ');
  // A statement's full stop before the choices ("Data is encrypted at rest. Yes | No | N/A"), if no colon comes first.
  const stop = text.lastIndexOf('. ', first);
  const at = asked > 0 ? asked + 1 : colon >= 0 ? colon + 1 : stop > 0 ? stop + 1 : 0;
  if (at <= 0) return null;
  // The label of the choices after a statement ("… to users. Status: Yes | No", "Response:") goes with them.
  const label = asked < 0 && colon >= 0 && at === colon + 1 ? /(?<=[.!])\s+([A-Z][\w ]{0,30}: )$/.exec(text.slice(0, at + 1)) : null;
  const labelled = label && ANSWER_LABEL.test(label[1]!) ? label : null;
  const rest = text.slice(at);
  const lead = asked > 0 ? /^[^|]{0,80}?: /.exec(rest) : null;
  const choices = rest
    .slice(lead ? lead[0].length : 0)
    .split(separator)
    .map((c) => c.trim());
  // An instruction after the last choice ("… / Non-compliant. Attach evidence.") is the field's, not part of a choice.
  const instruction = /^([^.]+?)\.\s+[A-Z][^.]*\.?$/.exec(choices.at(-1)!);
  if (instruction) choices[choices.length - 1] = instruction[1]!;
  if (!choices.every(isChoice) || choices.length < (asked > 0 && !lead && !offersYesAndNo(choices) ? 3 : 2)) return null;
  if (yesAndNo && !offersYesAndNo(choices)) return null;
  // A field that asks or requests ("Control: Backups | Describe how often restores are tested.") is a row's own field,
  // not a choice.
  if (choices.some((c) => ASKS.test(c))) return null;
  if (labelled) return { at: labelled.index + 1, choices };
  // The label of the answer itself ("… ? Status: Yes | No", "Response:") is no further question.
  if (!lead || ANSWER_LABEL.test(lead[0])) return { at, choices };
  // "If yes:" alone: the question is all that is asked.
  if (/^\s*if (?:yes|so)\s*,?\s*: $/i.test(lead[0])) return { at, choices: [] };
  return { at: at + lead[0].length, choices };
}

/**
 * The choices a form offers after its question (see the module's comment), and where they start; null when the
 * question offers none. An instruction to choose with nothing after it offers none it could name (`choices` empty).
 */
function formChoices(text: string): { at: number; choices: string[] } | null {
  const bracketed = BRACKETED_CHOICES.exec(text);
  if (bracketed) {
    const choices = [...bracketed[0].matchAll(/\[([^\][]+)\]/g)].map((m) => m[1]!.trim());
    // References ("[CC6.1] [A.8.24]") and tags ("[Mandatory] [High]") are no choices: Yes and No, or three values.
    const values = choices.every((c) => isChoice(c) && !/\d/.test(c) && !TAG.test(c));
    if (values && (offersYesAndNo(choices) || choices.length >= 3)) return { at: bracketed.index, choices };
  }
  const marked = markedChoices(text);
  for (const instruction of text.matchAll(CHOOSE)) {
    if (!(instruction[1] && instruction[2]) && !instruction[3]) continue;
    if (marked && marked.at < instruction.index) break;
    if (marked) return { at: instruction.index, choices: marked.choices };
    const rest = text.slice(instruction.index + instruction[0].length).trim();
    const choices = rest ? rest.split(/\s*[|,;/]\s*/) : [];
    if (choices.length === 0 || (choices.length >= 2 && choices.every(isChoice))) return { at: instruction.index, choices };
  }
  return marked ?? barredChoices(text);
}

/**
 * A mark offered as a choice with its meaning in brackets, as a Japanese check sheet offers them: "○ (implemented)",
 * "△ (partially)", "× (not implemented)", "− (not applicable)"; the choice is its meaning (group 1).
 */
const GLOSSED_MARK = /^[\u25CB\u25EF\u25CF\u25B3\u25B2\u00D7\u2715\u2716\u2212\u2013\u2014-]\s*\(([^()]{1,30})\)$/u;

/**
 * Whether choices ask for Yes or No: they offer both ("Yes, for all users" is a Yes), or a state and its negation
 * ("Implemented | Not implemented"). "N/A" is neither, and what else is offered ("Not applicable", "In progress",
 * "Available on request") does not change it.
 */
function offersYesAndNo(choices: string[]): boolean {
  const plain = choices.map((c) => c.trim().toLowerCase().replace(GLOSSED_MARK, '$1'));
  if (plain.some((c) => /^(?:yes|y)(?![\w/])/.test(c)) && plain.some((c) => /^(?:no|n)(?![\w/])/.test(c))) return true;
  // A state of a control and its negation are a Yes and a No: "Implemented | Not implemented", "Compliant /
  // Non-compliant" (not a class and the rest: "Critical | Non-critical", "EU / Non-EU").
  const offered = new Set(plain);
  return plain.some((choice) => {
    const state = choice.replace(/^(?:not|non)[\s-]*/, '');
    return state !== choice && offered.has(state) && CONTROL_STATE.test(state);
  });
}

export interface PortalQuestion {
  /** The question without the portal's reference, answer type, guidance and condition. */
  text: string;
  /** The form the answer type asks for, when it names one. */
  form: AnswerForm | null;
}

/**
 * A row whose cells, copied from a sheet, arrive joined by tabs ("Data Protection\tPlease specify …"), with a bar
 * between them as a form writes its fields: a tab between words set apart by spaces is a field's edge.
 */
export function withCellsBarred(row: string): string {
  return /\t/.test(row) && / /.test(row) ? row.replace(/ *\t+ */g, ' | ') : row;
}

/** A platform's response type: "Single select (Yes / No / Not Sure)", "Text", "Multi select + Text (Other)". */
const RESPONSE_KIND =
  '(?:(?:single|multi(?:ple)?)[- ]?(?:select|choice)(?:\\s*\\+\\s*(?:free\\s+)?text)?|drop-?down|radio(?:\\s+buttons?)?|yes\\s*/\\s*no(?:\\s*/\\s*n/?a)?|(?:short|long|free)\\s+text|text(?:\\s+area)?|number|numeric|date|percentage|currency|file(?:\\s+upload)?)(?:\\s*\\([^()]{0,120}\\))?';

/** The label of a platform's response type: "Response type:", "Answer type:", "Question type:". */
const RESPONSE_LABEL = '(?:response|answer|question|input|field)\\s+type\\s*:\\s*';

/** The question's number and its section, as a field of their own: "Q14 · Data Handling", "Question 3 – Privacy". */
const NUMBER_AND_SECTION = /^(?:Q|Question)\s?\d{1,4}(?:\.\d{1,3})*[a-z]?(?:\s*[\u00b7\u2022:\u2013\u2014-]\s*[A-Z][^?.!|]{0,60})?$/;

/**
 * A platform's fields before the question: whether it must be answered, and its response type. Only before a capital
 * or a bracket, or at the field's end (see {@link BEFORE_QUESTION}).
 */
const LEADING_PLATFORM_FIELD = new RegExp(`^(?:(?:required|optional|mandatory)\\b\\.?|${RESPONSE_LABEL}${RESPONSE_KIND}\\.?)`, 'i');
/** What follows a platform's field before the question: a capital or a bracket opening the question, or nothing. */
const BEFORE_QUESTION = /^(?:\s+[A-Z(]|\s*$)/;

/**
 * The first of a platform's fields after the question's end, and all after it: the response type, the justification or
 * attachments asked for, the help text. A justification "required for emergency changes?" asks a question of its own,
 * and stays.
 */
const TRAILING_PLATFORM_FIELDS = new RegExp(
  `(?<=[.?!)"'\\u201d])\\s+(?:${RESPONSE_LABEL}|(?:justification|explanation|comments?)\\s+(?:is\\s+)?(?:required|mandatory|optional)\\b(?![^.]*\\?)|attachments?\\s*:|help(?:\\s+text)?\\s*:).*$`,
  'is',
);

/** A word of an answer's choices or a field's label, no word of a question. */
const CHOICE_WORD = /^(?:yes|no|na|not|sure|applicable|partially|partly|fully|compliant|non|implemented|vendor|supplier|response|answer|comments?)$/i;

/**
 * The form an answer type asks for, a portal's ("[Single select: Yes | No]") or a platform's ("Response type: Single
 * select (Yes / No / Not Sure)"): Yes / No, or a single choice that offers both, asks for Yes or No; any other, text.
 */
function formOfAnswerType(kind: string, choices: string[]): AnswerForm {
  if (/^yes\s*\/\s*no/i.test(kind)) return 'yesno';
  return /^(?:single|drop|radio)/i.test(kind) && offersYesAndNo(choices) ? 'yesno' : 'text';
}

/** The form a platform's response type asks for (see {@link formOfAnswerType}); its choices are in brackets. */
function responseForm(kind: string): AnswerForm {
  return formOfAnswerType(kind, /\(([^()]*)\)/.exec(kind)?.[1]?.split(/\s*[/|;,]\s*/) ?? []);
}

/**
 * A row exported from a privacy or vendor-risk platform, the question between the platform's fields (its lines run
 * together, as a cell's text is read):
 *
 *   Q3 · US State Privacy Laws | Required | Response type: Single select (Yes / No / Not Sure / Not Applicable)
 *   Does the Service Provider sell personal information it receives from or on behalf of the Business?
 *   Justification required if Yes. Help text: "sell" as defined in Cal. Civ. Code 1798.140.
 *
 * The question's number and section, "Required" or "Optional", the response type, the justification or attachments
 * asked for and the help text are the platform's, not asked; the response type says the answer's form. A row in
 * which nothing is left that asks (see below) is returned as it is.
 */
export function withoutPlatformFields(row: string): PortalQuestion {
  let form: AnswerForm | null = null;
  // A platform's own field: its number and section, a response type or a field after the question. "Required" or
  // "Optional" alone before a row's words may be a word of it ("Required Controls For Remote Access").
  let found = false;
  const kindOf = (text: string) => new RegExp(`${RESPONSE_LABEL}(${RESPONSE_KIND})`, 'i').exec(text)?.[1];
  const fields = row
    .split(/\s+\|\s+/)
    .map((field) => {
      if (NUMBER_AND_SECTION.test(field.trim())) {
        found = true;
        return '';
      }
      let rest = field.trim();
      for (let lead = LEADING_PLATFORM_FIELD.exec(rest); lead && BEFORE_QUESTION.test(rest.slice(lead[0].length)); lead = LEADING_PLATFORM_FIELD.exec(rest)) {
        const kind = kindOf(lead[0]);
        if (kind) {
          form ??= responseForm(kind);
          found = true;
        }
        rest = rest.slice(lead[0].length).trimStart();
      }
      const trailing = TRAILING_PLATFORM_FIELDS.exec(rest);
      if (trailing) {
        const kind = kindOf(trailing[0]);
        if (kind) form ??= responseForm(kind);
        found = true;
        rest = rest.slice(0, trailing.index);
      }
      return rest;
    })
    .filter((field) => field !== '');
  const text = fields.join(' | ');
  // What is left must ask: a question, a sentence of three words or more, or five words that are no choices; choices
  // ("Yes | No") or a field's label ("Vendor response") left after a number and a section mean the section's words were
  // the question.
  const words = (field: string) => (field.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !CHOICE_WORD.test(w)).length;
  const asks = fields.some((field) => field.includes('?') || (/[.:]$/.test(field) && words(field) >= 3) || words(field) >= 5);
  if (!found || !asks) return { text: row, form: null };
  return { text, form };
}

/** The field of a register's row that holds what is asked: "Requirement: …", "Question: …", "Control statement: …". */
const ASKED_FIELD = /^(?:Requirement|Question|Control(?:\s+statement)?|Requirement\s+statement)\s*:\s+(?=\S)/i;

/**
 * A register's own fields around what a row asks, each between bars: the row's identifier ("Control ID: TPSP-AC-04",
 * "Ref. No.: 12"), the answer asked for ("Response: [Yes / No / In Progress / Not Applicable]", "Response: [Free
 * Text]", "Response:"), whether evidence is required ("Evidence Required: Y") and the fields left blank for the answer
 * ("Comments:", "Notes:", "Evidence:").
 */
const REGISTER_FIELD =
  /^(?:(?:control|question|requirement|item|row|ref(?:erence)?\.?)\s+(?:id|no\.?|number|ref\.?)\s*:\s*\S{1,30}|(?:response|answer)\s*:\s*(?:\[[^\][]{0,80}\])?|evidence\s+(?:required|requested|expected)\s*:\s*(?:y|n|yes|no)?|(?:comments?|notes?|remarks?|evidence|attachments?)\s*:)$/i;

/**
 * A row exported from a compliance register, each of its columns a field between bars, one of them what is asked
 * under its label:
 *
 *   § 500.12 – Multi-Factor Authentication | Control ID: TPSP-AC-04 | Requirement: Confirm that … | Response: [Yes /
 *   No / In Progress / Not Applicable] | Evidence Required: Y | Comments:
 *
 * The requirement is the question; the fields before it (the section and its title, the domain) head it, and the
 * register's own fields (see {@link REGISTER_FIELD}) ask nothing; the choices of the response say the answer's form, as
 * a portal's answer type does ("[Free Text]" asks for text). Null when the row is no such row: a labelled field that
 * asks, and two of the register's own fields at least.
 */
function registerRow(row: string): PortalQuestion | null {
  const fields = row.split(/ \| /).map((field) => field.trim());
  const asked = fields.findIndex((field) => ASKED_FIELD.test(field));
  if (asked < 0 || fields.filter((field) => REGISTER_FIELD.test(field)).length < 2) return null;
  const rest = fields.slice(asked + 1);
  if (!rest.every((field) => REGISTER_FIELD.test(field))) return null;
  const text = fields[asked]!.replace(ASKED_FIELD, '');
  // What is asked in words, three at least ("Control: IAM-02", "Requirement: NIST SP 800-53 IR-8" name the row's
  // control), and not after a field that asks already ("Is MFA enforced? | Control statement: …").
  if ((text.match(/[A-Za-z]{2,}/g) ?? []).length < 3 || fields.slice(0, asked).some((field) => field.includes('?'))) return null;
  const offered = rest.map((field) => /^(?:response|answer)\s*:\s*\[([^\][]*)\]$/i.exec(field)?.[1]).find((choices) => choices !== undefined);
  const choices = offered?.split(/\s*[/|;,]\s*/).filter(Boolean) ?? [];
  // The response's choices say the form when they offer a Yes and a No, or ask for text ("[Free Text]"); others
  // ("[Select]", "[True / False]") leave it to the question.
  const form: AnswerForm | null = offersYesAndNo(choices) ? 'yesno' : /^(?:free\s+)?text(?:\s+area)?$|^narrative$/i.test(offered?.trim() ?? '') ? 'text' : null;
  return { text, form };
}

/**
 * A form printed in two languages, the customer's own before the English (a translated Brazilian, Spanish or German
 * questionnaire): its choices ("( ) Sim/Yes ( ) Não/No ( ) Parcialmente/Partially", "( ) Oui / Yes"), requests ("Informe / Inform the
 * address …", "…, indique / indicate the certification body", "Descreva / Describe …") and fields' labels
 * ("Justificativa / Justification:", "Anexar evidência / Attach evidence:") read in English only. The other language's
 * words are no words of the question, and a request's verb in it hides the request. Only one to three words before a
 * slash at a choice, a sentence's or a clause's start, and only before an English choice, request verb or field label;
 * only words of another language (not an English choice: "Yes/No", "Implemented/Partially"; before a request, an
 * accented letter or the English word's cognate: "Informe", "Descreva"); a question's own alternatives ("cyber risks /
 * civil liability", "Encarregado / Data Protection Officer") and an English topic ("Key rotation / Describe …") stay.
 */
const OTHER_LANGUAGE_CHOICE =
  /(?<=(?:^|[\s(])(?:\(\s?\)|\[\s?\]|[\u25CB\u25EF\u2610\u25A1])\s*)(?!(?:yes|no|full|fully|partial|partially|implemented|not|none|other|in)\s?\/)[\p{L}]{2,14}\s?\/\s?(?=(?:yes|no|partially|partial|n\/a|not applicable)\b)/giu;
const OTHER_LANGUAGE_LEAD = new RegExp(
  `(?<=(?:^(?:[\\w.]{1,12}\\s)?|(?:^|\\s)\\d{1,3}(?:\\.\\d{1,3})*[a-z]?\\.?\\s|\\b(?:Yes|No|Partially|N\\/A)\\s|[.?!:;,]|\\(\\s?\\)|\\[\\s?\\])\\s*)(?:[\\p{L}\\u00AA\\u00BA]{1,16}\\s){0,2}[\\p{L}]{2,16}\\s?\\/\\s?(?=(?:${alternation(REQUEST_VERBS)}|justification|attach|evidence|comments?|remarks?|observations?)\\b)`,
  'giu',
);

/** The question in English only, where a form prints it in two languages (see {@link OTHER_LANGUAGE_LEAD}). */
export function inEnglishOnly(text: string): string {
  return text.replace(OTHER_LANGUAGE_CHOICE, '').replace(OTHER_LANGUAGE_LEAD, (other: string, at: number, whole: string) => {
    const words = other.replace(/\s*\/\s*$/, '').trim();
    // A choice before the label stays ("( ) No Anexar evidência / Attach evidence:"); English words before the slash
    // that ask the same stay too ("Describe / explain", "Provide / attach", "and / or").
    const choice = /^(?:yes|no|partially|partial|n\/a)\s+/i.exec(words);
    if (choice) return choice[0];
    // Only words of another language: an accented letter, or the English word's cognate ("Informe / Inform", "Indique
    // / indicate", "Descreva / Describe", "Justificativa / Justification"); an English topic before the slash stays
    // ("Key rotation / Describe the process.", "Backups / Describe the frequency.").
    const english = whole.slice(at + other.length);
    const cognate = words.slice(0, 4).toLowerCase() === english.slice(0, 4).toLowerCase();
    if (!/[\u0080-\uFFFF]/.test(words) && !cognate) return other;
    return ASKS.test(words) || /^(?:and|or|please|kindly)$/i.test(words) ? other : '';
  });
}

/**
 * Fields to fill in after the question, each a label with boxes to tick or a blank, run to the row's end, as a control
 * assessment asks for a control's maturity after its Yes or No: "… ☐ Yes ☐ No. Policy: ☐ Yes ☐ No | Procedure: ☐ Yes
 * ☐ No | Implemented: ☐ Fully ☐ Partially ☐ Not | Maturity (1–5): ___ | Evidence / Artifact: ___". They ask about the
 * control's documents and evidence, not what the row asks. Only fields so named (policy, procedure, implemented,
 * maturity, evidence, artifact, remediation, compensating control, comments, notes, attachments, reference), after the
 * row's own Yes and No boxes: a field asking for a value ("RTO (hours): ____") or a question or request with boxes
 * ("Describe how keys are rotated: ____") is the row's; a field without a box or a blank stays.
 */
const BLANK_FIELDS =
  /(?<=[.?!:])\s+(?:(?:Policy|Procedure|Implemented|Implementation|Maturity|Evidence|Artifact|Remediation|Compensating|Comments?|Notes?|Attachments?|Reference)\b[^:|?.!\u2610\u25A1]{0,120}:\s*(?:(?:[\u2610\u25A1][^\u2610\u25A1|:]{0,30})+|_{2,}|\.{3,}|\u2026)\s*(?:\||$)\s*)+$/u;

/**
 * A gloss in brackets in the form's own Japanese, Chinese or Korean, beside the English it says again: "(身元確認)",
 * "(24時間365日監視)", "(特権ID)". One term, with three Latin letters at most: "(要配慮個人情報, e.g. medical history)" and
 * "(ISMSクラウドセキュリティ認証, ISO/IEC 27017:2015)" say more.
 */
const NATIVE_GLOSS = /\s*\((?=[^()]{0,40}[\u3040-\u30FF\u3400-\u9FFF\uAC00-\uD7AF])([^()]{1,40})\)/gu;

/** The question without its glosses in the form's own language (see {@link NATIVE_GLOSS}). */
function withoutNativeGlosses(text: string): string {
  return text.replace(NATIVE_GLOSS, (gloss, inside: string) => (/[,;]/.test(inside) || inside.replace(/[^A-Za-z]/g, '').length > 3 ? gloss : ''));
}

/**
 * The label of a blank to fill in, at the row's end after the question: "Entry field (記入欄):", "Remarks (備考):",
 * "Comments:", "Response:", with the form's own word for it in brackets or none.
 */
const TRAILING_BLANK = /(?<=[.?!)])\s+(?:entry(?:\s+field)?|remarks?|comments?|notes?|response|answer|reply|observations?)(?:\s*\([^()]{1,20}\))?\s*:\s*$/i;

/**
 * The question of a portal's export row, and the form its answer type asks for (see the module's comment); a compliance
 * register's row is read by its labelled requirement (see {@link registerRow}).
 */
export function readPortalMarkup(question: string): PortalQuestion {
  // Runs of white space as one space first: the patterns below then never meet a long run.
  // A privacy platform's fields around the question go first (see withoutPlatformFields).
  const row = inEnglishOnly(withoutNativeGlosses(withCellsBarred(question).replace(/\s+/g, ' ')).trim());
  const platform = registerRow(row) ?? withoutPlatformFields(row);
  let text = platform.text.replace(REFERENCE, '');
  let form: AnswerForm | null = platform.form;
  const type = ANSWER_TYPE.exec(text);
  if (type) {
    const kind = type[1]!.toLowerCase();
    const choices = (type[2] ?? '')
      .replace(/^\s*[:,-]\s*/, '')
      .split(/\s*[|;]\s*/)
      .filter(Boolean);
    form = formOfAnswerType(kind, choices);
    text = text.slice(0, type.index) + text.slice(type.index + type[0].length);
  }
  // A section's instructions before its first item ("Section 1 – Company Overview. Instructions: complete every row.
  // 1.01 Provide …") are no guidance on a question yet asked: the item after them is the question. Elsewhere a note
  // goes, with all after it.
  const guidance = GUIDANCE.exec(text);
  const sectionNote =
    guidance !== null &&
    /^\s*(?:Section|SECTION|Part|PART)\b/.test(text.slice(0, guidance.index)) &&
    /[.;:!?]\s+\d{1,3}(?:\.\d{1,3})+\.?\s+[A-Z]/.test(text.slice(guidance.index));
  if (guidance && !sectionNote) text = text.slice(0, guidance.index);
  text = text.replace(REQUIRED_MARK, '');
  // A blank's label at the row's end ("… of your company. Entry field (記入欄):", "Remarks:") asks nothing.
  text = text.replace(TRAILING_BLANK, '');
  // Only after the row's own Yes and No: a label with boxes after a statement ("Status: ☐ Implemented ☐ Not") is its
  // answer, and one after "Applicability: ☐ Applicable" may be the question.
  const fields = BLANK_FIELDS.exec(text);
  if (fields && /[\u2610\u25A1]\s*Yes\b[^\u2610\u25A1]*[\u2610\u25A1]\s*No\b/i.test(text.slice(0, fields.index))) text = text.slice(0, fields.index);
  const offered = formChoices(text);
  const fromChoices = form === null && offered !== null && offered.choices.length > 0;
  if (offered) {
    if (offered.choices.length) form ??= offersYesAndNo(offered.choices) ? 'yesno' : 'text';
    text = text.slice(0, offered.at).replace(/[\s:]+$/, '');
    if (!/[.?!]$/.test(text) && QUESTION_OPENING.test(text)) text += '?';
  }
  // "Until when is the certificate valid? ☐ Yes ☐ No", "Please specify the algorithm. Yes | No": a Yes would not
  // answer what, when or where, nor give a value or an account; the choices are the column's, set for every row. A
  // row's own answer type ("[Single select: Yes | No]") stays.
  if (fromChoices && form === 'yesno' && ASKS_WHAT.test(text)) form = null;
  const condition = CONDITION.exec(text);
  if (condition && text.length - condition[0].length > 12) {
    const rest = text.slice(condition[0].length);
    text = rest.charAt(0).toUpperCase() + rest.slice(1);
  }
  text = text.replace(/\s+/g, ' ').trim();
  return { text: text || question.trim(), form };
}
