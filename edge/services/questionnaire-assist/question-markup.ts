/**
 * What a procurement or supplier-onboarding portal adds around a question when its questionnaire is exported to a
 * spreadsheet, read off before the question is drafted:
 *
 *   Q-SEC-010 Does your organization encrypt customer data at rest? [Single select: Yes | No | Not applicable]
 *   Guidance: If Yes, specify the algorithm in Q-SEC-011.
 *
 * - the question's reference in front ("Q-SEC-010", "TPR-007"): two letter groups and a number, or one and a
 *   zero-padded number, so that "AES-256" or "SOC-2" stay words of the question;
 * - the answer type in brackets ("[Single select: Yes | No]", "[Short text, max 100 characters]", "[Number + unit]",
 *   "[Percentage]", "[Multi select: …]", "[File upload]"), which also says the form of the answer: Yes / No when a
 *   single choice offers both, free text otherwise;
 * - the portal's guidance after the question ("Guidance: …", "Note: …", "Help text: …"), said to the person
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
 * - the choices offered after the question — behind radio buttons or check boxes, after "Select one:" or "(select
 *   all that apply)", or separated by bars after the question's end — which say the form of the answer as a
 *   portal's single choice does (Yes / No when they offer both, free text otherwise), and are not asked: a source
 *   states the one that holds, not the others;
 * - the mark of a required field ("* Required", a lone "*").
 * Anything else is left as it is.
 */
import type { AnswerForm } from '../../../content/contracts/questionnaire-assist.ts';

const REFERENCE = /^\s*(?:[A-Z]{1,4}[-_][A-Z]{2,6}[-_.]\d{1,4}|[A-Z]{2,6}[-_.]0\d{1,3})(?:\.\d{1,3})?[a-z]?\s*[:.)–-]?\s+(?=\S)/;

const ANSWER_TYPE =
  /\s*\[\s*(single[- ]?select|single choice|drop-?down|multi(?:ple)?[- ]?(?:select|choice)|select all that apply|short text|long text|free text|text(?:\s+area)?|number(?:\s*\+\s*unit)?|numeric|integer|decimal|percentage|currency(?:\s+amount)?|amount|date|file(?:\s+upload)?|attachment|upload|yes\s*\/\s*no(?:\s*\/\s*n\/?a)?)\b([^\]]*)\]/i;

const GUIDANCE = /(?<=[.?!\])])\s+(?:guidance|note|notes|help(?:\s+text)?|hint|instructions?)\s*:.*$/is;

const CONDITION = /^\s*if\b[^,?]*\b(?:answered|selected|chose|chosen|checked|ticked)\b[^,?]*,\s*/i;

/** A choice that answers a Yes/No question in a portal's single-choice list. */
const YES_NO_CHOICE = /^(?:yes|no|n\/?a|not applicable|partially|partial|in progress|planned|some\b.*|business hours only|not sure|unsure|don't know)$/i;

/** A radio button or check box before a form's choice. */
const CHOICE_MARK = /\s*[\u25CB\u25EF\u25E6\u25CF\u25C9\u2610\u2611\u2612\u25A1\u25A0\u25A2\u2B58]\s*/u;

/** A form's instruction to choose, before its choices: "Select one:", "(select all that apply)", "Choose any:". */
const CHOOSE =
  /\s*\(?\s*(?:please\s+)?(?:select|choose|pick|tick|check|mark)\s+(?:one(?:\s+option)?|only\s+one|all(?:\s+that\s+apply)?|any(?:\s+that\s+apply)?|as\s+many\s+as\s+apply|one\s+or\s+more)\s*\)?\s*:?\s*/iy;

/** A required field's mark at the end: "* Required", "(required)", a lone "*". */
const REQUIRED_MARK = /\s*(?:\*\s*(?:required)?|\(required\))\s*$/i;

/** Words of one choice at most: a longer part after the question is a sentence of its own, not a choice. */
const CHOICE_WORDS = 7;

/**
 * The choices a form offers after its question (see the module's comment), and where they start; null when the
 * question offers none.
 */
function formChoices(text: string): { at: number; choices: string[] } | null {
  const marked = text.split(CHOICE_MARK);
  if (marked.length >= 3 && marked[0]!.trim().split(/\s+/).length >= 2) {
    const choices = marked
      .slice(1)
      .map((c) => c.trim())
      .filter(Boolean);
    if (choices.length >= 2 && choices.every((c) => c.split(/\s+/).length <= CHOICE_WORDS)) return { at: CHOICE_MARK.exec(text)!.index, choices };
  }
  // The instruction to choose, anywhere after the question's first words; the choices follow it, if any.
  for (const match of text.matchAll(/\(?\s*(?:please\s+)?(?:select|choose|pick|tick|check|mark)\b/gi)) {
    if (match.index < 12) continue;
    CHOOSE.lastIndex = match.index;
    const instruction = CHOOSE.exec(text);
    if (!instruction) continue;
    const rest = text.slice(CHOOSE.lastIndex).trim();
    const choices = rest ? rest.split(/\s*[|,;/]\s*/).filter(Boolean) : [];
    if (choices.every((c) => c.split(/\s+/).length <= CHOICE_WORDS)) return { at: instruction.index, choices };
  }
  // Bars after the question's end: "… rotated? Monthly | Quarterly | Annually", "RPO: 15 minutes | 1 hour".
  const end = Math.max(text.lastIndexOf('?'), text.lastIndexOf(':'));
  if (end > 0) {
    const choices = text
      .slice(end + 1)
      .split('|')
      .map((c) => c.trim());
    if (choices.length >= 3 && choices.every((c) => c && c.split(/\s+/).length <= CHOICE_WORDS)) return { at: end + 1, choices };
  }
  return null;
}

/** The form of the answer a list of choices asks for: Yes / No when it offers both (and nothing but their kind). */
function choiceForm(choices: string[]): AnswerForm {
  const plain = choices.map((c) => c.replace(/\s*\(.*\)\s*$/, '').trim());
  return plain.some((c) => /^(?:yes|y)$/i.test(c)) && plain.some((c) => /^(?:no|n)$/i.test(c)) ? 'yesno' : 'text';
}

export interface PortalQuestion {
  /** The question without the portal's reference, answer type, guidance and condition. */
  text: string;
  /** The form the answer type asks for, when it names one. */
  form: AnswerForm | null;
}

/** The question of a portal's export row, and the form its answer type asks for (see the module's comment). */
export function readPortalMarkup(question: string): PortalQuestion {
  let text = question.replace(REFERENCE, '');
  let form: AnswerForm | null = null;
  const type = ANSWER_TYPE.exec(text);
  if (type) {
    const kind = type[1]!.toLowerCase();
    const choices = (type[2] ?? '')
      .replace(/^\s*[:,-]\s*/, '')
      .split(/\s*[|;]\s*/)
      .filter(Boolean);
    if (/^yes\s*\/\s*no/.test(kind)) form = 'yesno';
    else if (
      /^(?:single|drop)/.test(kind) &&
      choices.some((c) => /^yes$/i.test(c)) &&
      choices.some((c) => /^no$/i.test(c)) &&
      choices.every((c) => YES_NO_CHOICE.test(c))
    )
      form = 'yesno';
    else form = 'text';
    text = text.slice(0, type.index) + text.slice(type.index + type[0].length);
  }
  text = text.replace(GUIDANCE, '').replace(REQUIRED_MARK, '');
  const offered = formChoices(text);
  if (offered) {
    form ??= choiceForm(offered.choices);
    text = text.slice(0, offered.at).replace(/[\s:]+$/, '');
    if (
      !/[.?!]$/.test(text) &&
      /^(?:how|what|which|where|when|who|whom|whose|why|is|are|do|does|did|can|could|will|would|has|have|should|shall|may)\b/i.test(text)
    )
      text += '?';
  }
  const condition = CONDITION.exec(text);
  if (condition && text.length - condition[0].length > 12) {
    const rest = text.slice(condition[0].length);
    text = rest.charAt(0).toUpperCase() + rest.slice(1);
  }
  text = text.replace(/\s+/g, ' ').trim();
  return { text: text || question.trim(), form };
}
