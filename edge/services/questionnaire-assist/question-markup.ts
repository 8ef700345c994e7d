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
 * Anything else is left as it is.
 */
import type { AnswerForm } from '../../../content/contracts/questionnaire-assist.ts';

const REFERENCE = /^\s*(?:[A-Z]{1,4}[-_][A-Z]{2,6}[-_.]\d{1,4}|[A-Z]{2,6}[-_.]0\d{1,3})(?:\.\d{1,3})?[a-z]?\s*[:.)–-]?\s+(?=\S)/;

const ANSWER_TYPE =
  /\s*\[\s*(single[- ]?select|single choice|drop-?down|multi(?:ple)?[- ]?(?:select|choice)|select all that apply|short text|long text|free text|text(?:\s+area)?|number(?:\s*\+\s*unit)?|numeric|integer|decimal|percentage|currency(?:\s+amount)?|amount|date|file(?:\s+upload)?|attachment|upload|yes\s*\/\s*no(?:\s*\/\s*n\/?a)?)\b([^\]]*)\]/i;

const GUIDANCE = /(?<=[.?!\]])\s+(?:guidance|note|notes|help(?:\s+text)?|hint|instructions?)\s*:.*$/is;

const CONDITION = /^\s*if\b[^,?]*\b(?:answered|selected|chose|chosen|checked|ticked)\b[^,?]*,\s*/i;

/** A choice that answers a Yes/No question in a portal's single-choice list. */
const YES_NO_CHOICE = /^(?:yes|no|n\/?a|not applicable|partially|partial|in progress|planned|some\b.*|business hours only)$/i;

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
  text = text.replace(GUIDANCE, '');
  const condition = CONDITION.exec(text);
  if (condition && text.length - condition[0].length > 12) {
    const rest = text.slice(condition[0].length);
    text = rest.charAt(0).toUpperCase() + rest.slice(1);
  }
  text = text.replace(/\s+/g, ' ').trim();
  return { text: text || question.trim(), form };
}
