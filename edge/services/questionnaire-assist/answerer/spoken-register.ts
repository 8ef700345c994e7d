/**
 * Questions as a buyer speaks them on a call, transcribed by a meeting assistant: fillers and hedges ("so, um,", "you
 * know", "I guess my question is", "just to confirm"), run-on sentences with the ask at the end, self-corrections
 * ("Entra — sorry, Azure AD —"), and numbers said as words ("SOC two", "ISO twenty-seven oh oh one", "TLS one point
 * one", "twenty-four seven"). Read as the plain English a questionnaire would use. Only a question with a mark of
 * speech is read so (`isSpoken`); a questionnaire's row is returned as it is. Pure string rules, each linear.
 */
import { alternation, AUXILIARIES, QUESTION_WORDS } from '../ask-words.ts';

/** Number words, as a speaker says the digits of a standard or a figure. */
const UNITS: Record<string, number> = {
  oh: 0,
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const UNIT_WORD = Object.keys(UNITS).join('|');
const TENS_WORD = Object.keys(TENS).join('|');
/** One spoken group: "twenty-seven", "thirty", "oh", "one". */
const GROUP = `(?:(?:${TENS_WORD})(?:-(?:${UNIT_WORD}))?|${UNIT_WORD})`;

/** The value of one spoken group ("twenty-seven" is 27). */
function groupValue(group: string): number {
  const [tens, unit] = group.toLowerCase().split('-');
  if (tens! in TENS) return TENS[tens!]! + (unit ? UNITS[unit]! : 0);
  return UNITS[tens!]!;
}

/** Groups said one after another, read as the digits they name: "twenty-seven oh oh one" is "27001". */
function digitsOf(spoken: string): string {
  return spoken
    .split(/\s+/)
    .filter(Boolean)
    .map((g) => String(groupValue(g)))
    .join('');
}

/** The ISO standards a speaker names by number. */
const ISO_NUMBERS = /^(?:27001|27002|27017|27018|27701|22301|42001|9001|14001)$/;

/** Numbers said as words, as digits where they name a standard, a version, a level or a duration. */
function withDigits(text: string): string {
  return (
    text
      // "ISO twenty-seven oh oh one", "twenty-seven seven oh one": an ISO standard's number.
      .replace(new RegExp(`\\b(ISO\\s+)?(${GROUP}(?:\\s+${GROUP}){1,4})\\b`, 'gi'), (whole, _iso: string | undefined, spoken: string) => {
        const digits = digitsOf(spoken);
        return ISO_NUMBERS.test(digits) ? `ISO ${digits}` : whole;
      })
      // "SOC two", "Type two", "Level one or two", "TLS one point one", "SOC two type one".
      .replace(new RegExp(`\\b(SOC|TLS|SSL|Level|Tier)\\s+(${GROUP})(?:\\s+point\\s+(${GROUP}))?\\b`, 'gi'), (_, name: string, n: string, m?: string) =>
        m ? `${name} ${groupValue(n)}.${groupValue(m)}` : `${name} ${groupValue(n)}`,
      )
      .replace(/\btype\s+two\b/gi, 'Type II')
      .replace(/\btype\s+one\b/gi, 'Type I')
      // "Twenty-four seven": at all hours.
      .replace(/\btwenty-four\s+seven\b/gi, '24/7')
      // "Thirty days", "fourteen business days", "four hours": a duration.
      .replace(
        new RegExp(`\\b(${GROUP})([\\s-]+(?:business\\s+|working\\s+|calendar\\s+)?(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?)\\b)`, 'gi'),
        (_, n: string, unit: string) => `${groupValue(n)}${unit}`,
      )
  );
}

/** Marks of speech: a filler, a hedge, a spoken lead-in or a number said as a word after a standard's name. */
const SPOKEN =
  /\b(?:um+|uh+|erm|you know|I guess|I think I read|I'm guessing|I'm assuming|just to (?:confirm|check)|just so I understand|gonna|wanna|ballpark|what do you call it|kind of thing)\b|(?:^|[,—–-]\s*)(?:sorry|so|okay|like),|\b(?:SOC|ISO|TLS|type)\s+(?:one|two|three|twenty)\b|\bI (?:saw|know|read)\b[^,?]{0,40}\bpage\b|,\s*like\s+(?:how|what|if|right)\b|^(?:what|which|who)\b[^?]{3,80}[,—–]\s*is (?:it|that)\b[^?]{0,60}\bor\b/i;

/** Whether a question is written as it was spoken (`SPOKEN`). */
export function isSpoken(question: string): boolean {
  return SPOKEN.test(question);
}

/** Fillers and hedges a speaker puts anywhere: none asks anything. */
const FILLERS: [RegExp, string][] = [
  [/,\s*\b(?:um+|uh+|erm)\b,\s*(?=(?:I|I'm|we|so|but|if|when|where|what|how|was|is|are|do|does|can|could|would)\b)/gi, ', '],
  [/,\s*\b(?:um+|uh+|erm)\b,\s*/gi, ' '],
  [/,\s*\b(?:um+|uh+|erm)\b\s*/gi, ', '],
  [/\s*\b(?:um+|uh+|erm)\b,?\s*/gi, ' '],
  [/,\s*you know,\s*/gi, ' '],
  [/\s*—\s*what do you call it\s*—\s*/gi, ' '],
  // "…, like right now?", "…, like with our own red team": an example after a comma, said to illustrate.
  [/,\s*like\s+[^,?—]*(?=\s*[?]?\s*$)/i, ''],
  [/,\s*like,\s*/gi, ' '],
  [/\s+like,\s+/gi, ' '],
  [/,?\s*just ballpark\b/gi, ''],
  [/\broughly\s+/gi, ''],
  // "Something like a SOC 3": a SOC 3, or what stands for one; "can I just share it": can I share it; "share it
  // around": share it.
  [/\bsomething like (?=an?\s)/gi, ''],
  [/\b(can|could|would|do|we|I)\s+just\s+/gi, '$1 '],
  [/\b(share|shared|sharing|pass|passed|send|sent|forward|forwarded)\s+(it\s+|them\s+)?around\b/gi, '$1 $2'],
  [/\bgonna\b/gi, 'going to'],
  [/\bwanna\b/gi, 'want to'],
];

/** Lead-ins before the ask: "So,", "Okay,", "And then,", "Just to confirm,", "I guess my question is,". */
const LEAD_IN =
  /(^|[,.;—]\s|\bso\s)\s?(?:(?:so|okay|ok|and|and then|also|well|right)\b,?\s){0,3}(?:just to (?:confirm|check)|just so I understand[^,]{0,40}|I guess my question is(?: whether)?|my question is(?: whether)?|I(?: think I read| read| saw| know|'m guessing|'m assuming)(?: somewhere)?(?: on (?:there|your [\w ]{0,30}?page))?(?: that)?)[,:]?\s+/gi;

/**
 * A self-correction: "Entra — sorry, Azure AD, I still call it that —" is "Azure AD": what the speaker says after
 * "sorry" stands for the words just before it.
 */
function corrected(text: string): string {
  return text.replace(
    /\b([A-Z]\w*(?:\s[A-Z]\w*){0,2})\s+[—–-]{1,2}\s*sorry,\s+([^,—–]{1,40})(?:,[^—–]{0,60})?\s*[—–]+\s*/g,
    (whole, _said: string, meant: string) => (/^the\s+\w+\s+one$/i.test(meant) ? whole : `${meant.trim()} — `),
  );
}

/**
 * A run-on sentence asks its last question: "We've got healthcare customers, so are you HIPAA compliant today?" asks
 * whether you are; what comes before a clause that opens as a question does ("so", "but", a comma) is context.
 */
const OPENER = new RegExp(`^(?:${alternation(AUXILIARIES)}|${alternation(QUESTION_WORDS)})\\b`, 'i');
function lastAsk(text: string): string {
  const parts = text.split(/(?:,\s+(?:(?:so|but|and)\s+)?|\s+(?:so|but)\s+|\s+[—–]\s+)/i);
  if (parts.length < 2) return text;
  // The last part that opens as a question and is no alternative ("is it like three nines, or …") or follow-up of
  // its own.
  for (let i = parts.length - 1; i > 0; i--) {
    const part = parts[i]!;
    if (!OPENER.test(part) && !/^(?:if|when|once)\s/i.test(part)) continue;
    const before = parts.slice(0, i).join(' ');
    // A question before it is the ask ("what's the uptime commitment, is it like …"): kept whole.
    if (OPENER.test(parts[0]!) || /\b(?:do|does|did|is|are|can|could|will|would)\s+(?:you|we|it|that|there)\b/i.test(before)) return text;
    // A topic before it ("For support tickets, which vendor …") names what is asked about: kept.
    if (parts.slice(0, i).every((p) => /^(?:for|on|in|regarding|about|as for|with)\b/i.test(p))) return text;
    const at = text.lastIndexOf(part);
    const ask = text.slice(at);
    // An ask about "that", "it" or "those" speaks of the context before it ("you have SOC 2, is that a Type I or a
    // Type II report?"), from its first clause that is no statement of the asker's own ("we're a German company").
    if (/\b(?:that|it|this|those|these|they|them|one|since then)\b/i.test(ask)) {
      const own = parts.findIndex((p) => !/^(?:we|we're|we've|our|I|I'm)\b/i.test(p));
      return own > 0 && own < i ? text.slice(text.indexOf(parts[own]!)) : text;
    }
    return ask;
  }
  return text;
}

/** A spoken sentence without its opening words: "So,", "Okay, so", "And then", "since you're a US company". */
function opened(text: string): string {
  let out = text;
  for (let i = 0; i < 3; i++) out = out.replace(/^(?:so|okay|ok|and then|and|also|well)\b,?\s+/i, '');
  return out.replace(/^(?:since|because|as)\s+(?:you're|you are)\s+[^,]{1,40}?\s+(?=you\b)/i, '');
}

/**
 * A question for a value followed by the speaker's guess at it ("what do you use for infrastructure as code, is that
 * Terraform or CloudFormation?", "who does your CISO report to — is it the CTO or the CEO?"): the question is asked.
 */
function withoutGuess(text: string): string {
  return text.replace(/^((?:what|which|who|where)\b[^?,—–]{3,100}?)\s*[,—–]+\s*(?:is (?:it|that)|or)\b[^?]*\??$/i, '$1?');
}

/**
 * A kind of the thing asked, named after the question by "one": "do you have any kind of bug bounty right now, even a
 * private one?" asks "do you have a private bug bounty right now?". The thing is the noun phrase after "any kind of",
 * "any" or "a" nearest before the comma. An instruction after it ("(Answer N/A if not applicable.)") stays.
 */
const KIND_BY_ONE =
  /\b(?:any (?:kind|sort|type) of|any|an?)\s+((?:[\w-]+\s){0,2}[\w-]+)((?:\s(?:at all|right now|today|currently|yet|in place))*)\s?,\s?(?:(?:even|like|say|maybe|perhaps|or)\s)?an?\s([\w-]+)\sone\s?\??((?:\s?\([^()]{0,80}\)|\s(?:If (?:not|no)|Please)\b[^?()]{0,100})?)$/i;
export function withKindNamed(question: string): string {
  return question.replace(
    KIND_BY_ONE,
    (_, thing: string, setting: string, kind: string, instruction: string) => `a ${kind} ${thing}${setting}?${instruction ? ` ${instruction.trim()}` : ''}`,
  );
}

/** The question as it would be written (see the module's comment); a question without marks of speech is returned as it is. */
export function fromSpokenRegister(question: string): string {
  if (!isSpoken(question)) return question;
  let out = withDigits(question);
  out = corrected(out);
  for (const [pattern, replacement] of FILLERS) out = out.replace(pattern, replacement);
  out = opened(out)
    .replace(LEAD_IN, '$1')
    .replace(/\b(the|a|an)\s+\1\b/gi, '$1');
  out = out
    .replace(/\s*,(?:\s*,)+/g, ',')
    .replace(/^[\s,]+/, '')
    .replace(/\s+,/g, ',')
    .replace(/\s{2,}/g, ' ')
    .trim();
  // "So,", "Okay, so", "And then": a spoken sentence's opening words.
  out = withoutGuess(lastAsk(opened(withKindNamed(out))));
  out = out.replace(/^[\s,]+/, '').replace(/[,\s]+(?=[?]?$)/, '');
  return out;
}
