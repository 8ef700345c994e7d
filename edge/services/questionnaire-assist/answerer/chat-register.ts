import { VALUE_NOUNS } from './lexicon.ts';
import { fromSpokenRegister, isSpoken, withKindNamed } from './spoken-register.ts';
import { alternation, AUXILIARIES, QUESTION_WORDS } from '../ask-words.ts';

/**
 * Questions as visitors type them into a trust center's chat box or a sales rep's messages: lowercase, text-speak
 * ("r u", "ur", "w/", "pls"), apostrophes left out ("dont", "whats"), security terms misspelt ("seperate",
 * "encrpytion"), standards written short ("soc2", "27701"), fillers ("lol", "tbh") and a statement with a tag
 * ("you dont store card numbers, right?"). Read as the plain English a questionnaire would use, so that the rules for
 * questions apply to them as to any other. Pure string rules; a question in plain English is returned as it is.
 */

/** Text-speak and chat abbreviations, as whole words (in any case: "U" and "u" alike), with the words they shorten. */
const TEXT_SPEAK: [RegExp, string][] = [
  // "You guys", "u guys", "y'all", "you all": the company addressed, as "you" is.
  [/\b(?:you|u|ya)\s+(?:guys|folks|all|lot)\b(?!\s+(?:of|the|your|our|data|users?|customers?)\b)/gi, 'you'],
  [/\by['’]?all\b/gi, 'you'],
  [/\bur\b/gi, 'your'],
  [/\burs\b/gi, 'yours'],
  // "U", "r" and "ya" alone, and "r" only between words ("Section R" or "R&D" are none).
  [/(?<![\w&./-])u(?![\w&./'’-])/gi, 'you'],
  [/(?<![\w&./-])ya(?![\w&./'’-])/gi, 'you'],
  [/(?<=^|[\s,(])r(?=\s+[a-z])/g, 'are'],
  [/\b(?:pls|plz|plse)\b/gi, 'please'],
  [/\bw\/o\b/gi, 'without'],
  [/\bw\/(?=\s|[a-z])/gi, 'with '],
  // "Connect w yours": "w" alone between two words is "with".
  [/(?<=[a-z]\s)w(?=\s+[a-z])/g, 'with'],
  [/\bthru\b/gi, 'through'],
  [/\bb4\b/gi, 'before'],
  [/\b(?:bc|cuz|coz|cos)\b(?=\s+(?:we|our|i|the|of|it|they|you)\b)/gi, 'because'],
  [/\bppl\b/gi, 'people'],
  [/(?<![\w.-])co\b(?=\s*(?:[-–—,.;:!?](?!\w)|$))/gi, 'company'],
  [/\beg\b,?/gi, 'for example,'],
  [/\bq\b(?=\s+(?:from|for|about|on|re)\b)/gi, 'question'],
  [/\bqs\b/gi, 'questions'],
];

/** Words written short in any register: "cert", "govt", "dept", "asap", "hq". */
const ABBREVIATIONS: [RegExp, string][] = [
  // "Cert body", "cert expire": the certification body, the certificate.
  [/\bcert(?:ification)?\s+bod(y|ies)\b/gi, 'certification bod$1'],
  [/\bcerts\b/gi, 'certifications'],
  [/\bcert\b/gi, 'certificate'],
  [/\bgovt\b/gi, 'government'],
  [/\bdept\b/gi, 'department'],
  [/\basap\b/gi, 'as soon as possible'],
  [/\bhq\b/gi, 'headquarters'],
  // Words a message clips: "repos", "db", "deps", "vulns", "sev", "hrs", "yr", "env", "prod", "config", "info".
  [/\brepos\b/gi, 'repositories'],
  [/\brepo\b/gi, 'repository'],
  [/\bdbs\b/gi, 'databases'],
  [/\bdb\b/gi, 'database'],
  [/\bdeps\b/gi, 'dependencies'],
  [/\bvulns\b/gi, 'vulnerabilities'],
  [/\bvuln\b/gi, 'vulnerability'],
  [/\bsev\b(?=\s*\d|\s+[a-z])/gi, 'severity'],
  [/\bhrs\b/gi, 'hours'],
  [/\byrs\b/gi, 'years'],
  [/\byr\b/gi, 'year'],
  [/\bmins\b/gi, 'minutes'],
  [/\benvs\b/gi, 'environments'],
  [/\benv\b/gi, 'environment'],
  [/\bconfigs\b/gi, 'configurations'],
  [/\binfo\b/gi, 'information'],
  // "Any sign the bug got exploited", "no signs of compromise": evidence of it, never a signature.
  [/\b(any|no)\s+signs?\b(?=\s+(?:of|that|the|it|this|someone|anyone|anything)\b)/gi, '$1 evidence'],
];

/**
 * Fillers that carry no ask, in a message typed as a chat: "lol", "tbh", "btw", "just curious", "thx", "quick q", and "also … too" ("also r u 27701
 * certified too?" asks whether you are certified).
 */
const FILLERS: [RegExp, string][] = [
  [/(?<!\s)\s*\b(?:lol|lmao|haha+|tbh|imo|btw|fwiw|thx|thanks|thank you|ty|cheers|pls advise)\b[!.]*/gi, ' '],
  [/^\s*(?:hi|hey|hello|yo|ok(?:ay)?|so|also|and|quick (?:q|question)|question)\b[,:!-]*\s+/i, ''],
  [/(?<!\s)\s+(?:too|as well)(?=\s*\??\s*$)/i, ''],
  // "Soc2 audit period pls": a request's "please" at the end asks nothing.
  [/(?<![,\s])[,\s]+please(?=\s*[?.!]*\s*$)/i, ''],
  [/\b(?:actually|really|just|even|basically|literally)\s+(?=[a-z])/gi, ''],
];

/** Apostrophes left out of contractions: "dont" is "don't", "whats" is "what is". */
const CONTRACTIONS: [RegExp, string][] = [
  [/\b(do|does|did|is|are|was|were|has|have|had|would|should|could|must|need)nt\b/gi, "$1n't"],
  [/\bcant\b/gi, "can't"],
  // "Wont" is "won't" before a verb or at the end ("u wont share it right").
  [/\bwont\b(?=\s+(?:be|have|you|we|they|it|[a-z]+(?:e|t|d|n|k|s|y|l|r|p))\b)/gi, "won't"],
  [
    /\b(what|where|who|how|when|that|there|here)s\b(?=\s+(?:the|a|an|your|you|ur|our|their|its|this|that|it|is|any|no|one|some|all|[a-z]+(?:ed|ing))\b|\s*[?,]|\s*$)/gi,
    "$1's",
  ],
  // "Its" before a participle is "it's" only in a message typed in lower case ("b4 its blocked"): in a sentence
  // written with its capitals it is the possessive ("in addition to its predefined roles").
  [/\b(it)s\b(?=\s+(?:the|a|an|your|you|ur|our|their|its|this|that|it|is|any|no|one|some|all)\b|\s*[?,]|\s*$)/gi, "$1's"],
  [/\bim\b/g, "I'm"],
  [/\bive\b/g, "I've"],
  [/\bid\b(?=\s+(?:like|love|want|need|prefer)\b)/g, "I'd"],
  [/\byoure\b/gi, "you're"],
  [/\btheyre\b/gi, "they're"],
  [/\bweve\b/gi, "we've"],
  [/\bdoesnt\b/gi, "doesn't"],
];

/** "What's", "there's": the verb said in full ("what is"), as a questionnaire writes it. */
const EXPANSIONS: [RegExp, string][] = [[/\b(what|where|who|how|when|that|there|it)['’]s\b(?!\s+(?:been|got)\b)/gi, '$1 is']];

/** Common misspellings of the words security questions are written in. */
const MISSPELLINGS: [RegExp, string][] = [
  [/\bseperat(e|ed|es|ely|ion|ing)\b/gi, 'separat$1'],
  [/\b(?:encrpyt|encyrpt|encript|ecnrypt|encrytp|enrcypt|incrypt)(s|ed|ing|ion)?\b/gi, 'encrypt$1'],
  [/\b(?:encrytion|encyption|encription|encrpytion|encrpytion|encrytpion|encryptoin|encrytpion|enryption)\b/gi, 'encryption'],
  [/\b(?:authentification|authenitcation|authetication|autentication|athentication)\b/gi, 'authentication'],
  [/\b(?:authorisaton|authorizaton|autorization|autorisation)\b/gi, 'authorization'],
  [/\b(?:certifed|certfied|cerified|certifide)\b/gi, 'certified'],
  [/\b(?:certifcate|certficate|certificat|certifiate)(s?)\b/gi, 'certificate$1'],
  [/\b(?:certifcation|certfication|certiication)(s?)\b/gi, 'certification$1'],
  // "Complaint" is a word of its own ("a complaint to the regulator"), never read as "compliant".
  [/\b(?:complient|compliaint)\b/gi, 'compliant'],
  [/\b(?:complience|compliancy)\b/gi, 'compliance'],
  [/\b(?:vulnerabilty|vulnerbility|vulnerablity|vunerability|vulnerabiltiy)\b/gi, 'vulnerability'],
  [/\b(?:vulnerabilties|vulnerbilities|vulnerablities|vunerabilities)\b/gi, 'vulnerabilities'],
  [/\b(?:availibility|availablity|availabilty)\b/gi, 'availability'],
  [/\b(?:retension|rentention|retenion)\b/gi, 'retention'],
  [/\b(?:priviledge|privilage|privelege|privlege)(s|d)?\b/gi, 'privilege$1'],
  [/\b(?:acess|acces|accesss)\b/gi, 'access'],
  [/\b(?:adress)(es|ed)?\b/gi, 'address$1'],
  [/\b(?:recieve|recive)(s|d)?\b/gi, 'receive$1'],
  [/\b(?:infrastucture|infrastrucure|infastructure)\b/gi, 'infrastructure'],
  [/\b(?:incedent|indicent|incidnet)(s?)\b/gi, 'incident$1'],
  [/\b(?:pasword|passowrd|pssword)(s?)\b/gi, 'password$1'],
  [/\b(?:securty|secuirty|secutiry|scurity)\b/gi, 'security'],
  [/\b(?:polcy|pollicy|plicy)\b/gi, 'policy'],
  [/\b(?:polcies|pollicies)\b/gi, 'policies'],
  [/\b(?:disater|dissaster|diaster)\b/gi, 'disaster'],
  [/\b(?:bakup|backp)(s?)\b/gi, 'backup$1'],
  [/\b(?:procesor|proccessor)(s?)\b/gi, 'processor$1'],
  [/\b(?:sub-?procesor|sub-?proccessor)(s?)\b/gi, 'subprocessor$1'],
  [/\b(?:loging)\b/gi, 'logging'],
  [/\b(?:monitering|montoring)\b/gi, 'monitoring'],
  [/\b(?:breech)(es)?\b/gi, 'breach$1'],
  [/\b(?:insurence|insurace)\b/gi, 'insurance'],
  [/\b(?:enviroment|enviornment|envrionment)(s?)\b/gi, 'environment$1'],
  [/\b(?:penetraton|penatration|pentration)\b/gi, 'penetration'],
];

/**
 * Standards written short: "soc2", "soc-2 type2", "type ii"; a bare ISO standard's number ("27701 certified") with the
 * "ISO" it is known by; "iso27001" with its space.
 */
const STANDARDS: [RegExp, string][] = [
  [/\bsoc[\s-]?([123])\b/gi, 'SOC $1'],
  [/\btype[\s-]?(?:2|ii)\b/gi, 'Type II'],
  [/\btype[\s-]?(?:1|i)\b(?!\s*(?:of|and)\b)/gi, 'Type I'],
  [/\biso[\s-]?(\d{4,5})\b/gi, 'ISO $1'],
  [/(?<!\b(?:iso|iec|iso\/iec|en|bs|nist|sp|and|or)[\s/-]?)\b(27001|27002|27017|27018|27701|22301|42001|9001|20000-1|14001)\b/gi, 'ISO $1'],
  [/\bpci[\s-]?dss\b/gi, 'PCI DSS'],
];

/** A tag after a statement ("…, right?", "… correct?", "…, yeah?", "…, don't you?"): the statement is asked. */
const TAG_QUESTION =
  /^(.+?)(?<![\s,;-])[\s,;-]+(?:right|correct|yes|yeah|yea|yep|ya|true|no|isn't (?:it|that so)|is that (?:right|correct|true|so)|(?:do|does|did|are|is|have|has|can|will|would|should)n't (?:you|it|they|we|there)|(?:do|does|are|is|can|will) (?:you|it|they|there))\s*[?!.]*\s*$/i;

/** The auxiliaries that open a Yes/No question, and the words that open any other. */
const OPENER = new RegExp(`^(?:${alternation(AUXILIARIES)}|${alternation(QUESTION_WORDS)}|please)\\b`, 'i');

/**
 * A statement with a tag asks whether the statement is true: "you dont store card numbers right?" is "Is it true that
 * you don't store card numbers?" (Yes when they are not stored). A question with a tag ("do you encrypt backups,
 * right?") is the question.
 */
function withoutTag(question: string): string {
  const tagged = TAG_QUESTION.exec(question);
  if (!tagged) return question;
  const statement = tagged[1]!.trim().replace(/[,;:-]+$/, '');
  if (statement.split(/\s+/).length < 3 || /[?/()[\]]/.test(statement)) return question;
  if (OPENER.test(statement)) return `${statement}?`;
  // Only a statement with a subject and a verb: "you dont store …", "your staff connect …", "data is encrypted …".
  if (
    !/^(?:you|your|ur|u|we|our|the|all|every|data|customer|staff|employees|backups?|it|they|there|[a-z]+ (?:is|are|do|does|has|have|get|gets))\b/i.test(
      statement,
    )
  )
    return question;
  return `Is it true that ${statement}?`;
}

/**
 * What a message adds after its question: "… today? we need saml", "… too? uk public sector thing", "…? our finance
 * auditors r asking for it", "… ccpa q from our legal" — a statement of the asker's own, or a fragment without a
 * question, is context, not an ask. A second question stays ("when was ur last pentest? who did it").
 */
function withoutContext(question: string): string {
  const at = question.indexOf('?');
  if (at < 0 || at === question.trimEnd().length - 1) return question;
  const rest = question.slice(at + 1).trim();
  if (/\?/.test(rest) || OPENER.test(rest) || /^(?:and|or|also|plus)\b/i.test(rest)) return question;
  return question.slice(0, at + 1);
}

/**
 * What a message puts before its question: "we're a healthcare co - will u sign a baa?", "our ciso wants to connect
 * w yours, whats their name": a clause of the asker's own ("we", "our", "I") before a dash or a comma, the question after it
 * opening as a question does. Before a comma the clause may name what the question asks of ("our ciso wants …, whats
 * their name"), and stays.
 */
function withoutLeadingContext(question: string): string {
  const lead = /^\s*(?:we|we're|we’re|were|i|i'm|i’m|our|my)\b[^?]{2,100}?\s[-–—:]\s+(.+)$/i.exec(question);
  if (lead && OPENER.test(lead[1]!)) return lead[1]!;
  return question;
}

/**
 * A relative clause of the asker's own after a noun ("where do we report a vuln we found in ur app", "the bug i saw
 * yesterday"): what happened to the asker, not what is asked of the company, so the noun is asked alone.
 */
function withoutOwnRelative(question: string): string {
  return question.replace(
    /\b((?:a|an|the|this|that|some|any)\s+[\w-]+(?:\s+[\w-]+)?)\s+(?:that\s+|which\s+)?(?:we|i)\s+(?:found|saw|spotted|discovered|noticed|identified|hit|ran into)\b[^?,.;:]*/gi,
    '$1',
  );
}

/**
 * A gloss after the question ("whats ur rpo, ie how much data could we lose") says the question again in other
 * words: the question is asked by its own.
 */
function withoutGloss(question: string): string {
  const gloss = /^(.{8,}?)[,;(]?\s+(?:ie|i\.e\.?|aka|in other words|meaning)[,:]?\s+[^?]+(\??)\s*\)?\s*$/i.exec(question);
  return gloss ? `${gloss[1]!.replace(/[,;\s]+$/, '')}${gloss[2] || ''}` : question;
}

/**
 * A condition before a wh-question without its comma ("if theres a breach how fast do u tell us", "if we pick eu
 * hosting which aws region …"): the comma put back, so that the condition sets the scene as it does in a
 * questionnaire's row.
 */
function withConditionComma(question: string): string {
  return question.replace(
    /^((?:if|when|once|after|in case)\s+[^,?]{3,120}?)\s+((?:how|what|which|where|who)\s+[a-z]+\b)/i,
    (whole, condition: string, asked: string) => (/\b(?:how|what|which|where|who|when)\b/i.test(condition) ? whole : `${condition}, ${asked}`),
  );
}

/**
 * A Yes/No ask joined to a question for a detail ("do u have a dpo? whats the contact", "do ur employees have to use
 * mfa and what kind"): a visitor asking for the detail takes the Yes for granted, so the detail is asked first and
 * the Yes/No ask after it names what the detail is of ("What is the contact? Do you have a dpo?").
 */
function detailFirst(question: string): string {
  const joined =
    /^((?:do|does|did|is|are|was|were|has|have|can|will|would)\s[^?]{3,120}?)(?:\?\s*|,?\s+and\s+|,\s*)((?:what|which|how|who|where|when)\b[^?]{0,80}?)\s*\??\s*$/i.exec(
      question,
    );
  if (!joined) return question;
  const [detail, ask] = [joined[2]!, joined[1]!.replace(/[,\s]+$/, '')].map((part) => part.replace(/^[a-z]/, (c) => c.toUpperCase()));
  return `${detail}? ${ask}?`;
}

/**
 * A fragment naming a topic before a question for a detail ("hipaa eta? when can u do BAAs"): the question asks, the
 * fragment after it names what it is of ("When can you do BAAs? Hipaa eta?").
 */
function questionFirst(message: string): string {
  const topic = /^([^?]{2,60})\?+\s+((?:what|which|how|who|whom|where|when)\b[^?]{3,120}?)\s*\??\s*$/i.exec(message);
  if (!topic || OPENER.test(topic[1]!) || HAS_VERB.test(topic[1]!)) return message;
  return `${topic[2]!.replace(/^[a-z]/, (c) => c.toUpperCase())}? ${topic[1]!.trim()}?`;
}

/**
 * A fragment asks whether what it names is so: "any sign the bug got exploited?" is "Is there any sign …?", "byok
 * supported yet?" is "Is byok supported yet?".
 */
function asQuestion(fragment: string): string {
  if (OPENER.test(fragment)) return fragment;
  if (/^(?:any|some)\s/i.test(fragment)) return `Is there ${fragment}`;
  const participle =
    /^((?:[\w/.-]+\s+){1,3}?)((?:supported|available|offered|enabled|required|enforced|allowed|encrypted|included|provided|tested|certified|signed|possible|done|automated|planned)\b.*)$/i.exec(
      fragment,
    );
  if (participle && !/\b(?:is|are|was|were|be|been|do|does|did|has|have)\b/i.test(participle[1]!)) return `Is ${fragment}`;
  return fragment;
}

/** A verb of a clause: an auxiliary, or a participle ("managed", "hosted"). */
const HAS_VERB = /\b(?:is|are|was|were|be|been|do|does|did|has|have|had|can|could|will|would|shall|should|may|must|get|gets|got|[a-z]{3,}ed)\b|n't\b/i;

/** A value a fragment names ("audit period", "response time", "provisioning status"). */
const VALUE_NAMED = new RegExp(`\\b(?:${VALUE_NOUNS}|status|sla)s?\\b`, 'i');

/**
 * A fragment typed with its question word at the end ("encryption keys managed how", "data stored where") asks it:
 * "How are encryption keys managed?".
 */
function whFirst(fragment: string): string {
  const late = /^([a-z][\w\s/.-]{2,80}?)\s+([a-z]+ed)\s+(how|where|when|by whom|by who)\s*\??\s*$/i.exec(fragment);
  if (!late || OPENER.test(fragment) || /\b(?:is|are|was|were|do|does|did)\b/i.test(late[1]!)) return fragment;
  const subject = late[1]!;
  const plural = /(?<!s)s$/i.test(subject.split(/\s+/).at(-1)!);
  const wh = late[3]!.toLowerCase() === 'by who' ? 'by whom' : late[3]!.toLowerCase();
  return `${wh[0]!.toUpperCase()}${wh.slice(1)} ${plural ? 'are' : 'is'} ${subject.replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase())} ${late[2]}?`;
}

/**
 * A fragment naming a value, without a verb ("soc2 audit period", "scim provisioning status?", "on call response time
 * for critical alerts"), asks for it: "What is the SOC 2 audit period?".
 */
function valueAsked(fragment: string): string {
  if (OPENER.test(fragment) || HAS_VERB.test(fragment) || !VALUE_NAMED.test(fragment) || /\bor\b/i.test(fragment)) return fragment;
  const words = fragment.replace(/[?.!\s]+$/, '');
  if (words.split(/\s+/).length > 10) return fragment;
  return `What is the ${words.replace(/^(?:the|your|our)\s+/i, '').replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase())}?`;
}

/**
 * A message without its question mark ("eu data hosted in which aws region") is asked as a question is: the mark is
 * put back, so that a question word left in place reads as one.
 */
function withQuestionMark(message: string): string {
  return /[?.!)\]]\s*$/.test(message) ? message : `${message}?`;
}

/** The rules applied in turn; a word written with a capital keeps it ("Seperate" is "Separate"). */
function applied(text: string, rules: readonly [RegExp, string][]): string {
  let out = text;
  for (const [pattern, replacement] of rules)
    out = out.replace(pattern, (match: string, ...groups: unknown[]) => {
      const read = replacement.replace(/\$(\d)/g, (_, n: string) => (typeof groups[Number(n) - 1] === 'string' ? (groups[Number(n) - 1] as string) : ''));
      return /^[A-Z]/.test(match) && /^[a-z]/.test(read) ? read[0]!.toUpperCase() + read.slice(1) : read;
    });
  return out;
}

/** The question read as plain English (see the module's comment); plain English is returned as it is. */
/**
 * A question for a detail of a person named before it only by "their", "his" or "her", after a clause naming the
 * person's role ("our CISO wants to connect with yours, what's their name?", "we need to reach your DPO, what is her
 * email?"): it asks the detail of the respondent's holder of that role. Group 1 is the role, group 2 the detail.
 */
const ROLE_BACK_REFERENCE =
  /^[^?]{0,120}?\b(ciso|cso|cto|ceo|cio|cpo|dpo|chief information security officer|data protection officer|security officer|security contact|privacy officer)\b[^?]{0,80},\s*(?:so\s+)?(?:what(?:'s|’s| is)|whats)\s+(?:their|his|her)\s+(name|e-?mail(?: address)?|contact details|job title|title|phone number)\s*\??\s*$/i;

/**
 * A question for a value of "that" or "it", after a clause naming the thing ("There was a CSA STAR badge on the page,
 * what level is that, one or two?", "I saw a SOC 2 report on your trust center, which type is it?"): it asks the
 * value of the thing named; a guess at the value after it asks nothing. Group 1 is the thing, group 2 the value's noun.
 */
const THAT_NAMED_BEFORE =
  /^(?:there(?: is|'s|’s| was)|I (?:saw|noticed|see)|you (?:have|show|list))\s+(?:an?|the|your)\s+([^,?]{2,60}?)(?:\s+(?:on|in)\s+(?:the|your)\s+(?:page|site|website|trust cent(?:er|re)|portal))?,\s*(?:what|which)\s+(\w+)\s+is\s+(?:that|it)\s*(?:,\s*[^,?]{1,40}\bor\b[^,?]{1,40})?\??\s*$/i;

export function fromChatRegister(asTyped: string): string {
  // Runs of white space are one space, as the reading below leaves them anyway: the rules that look for words after
  // spaces then try each run once, so a pasted question of thousands of spaces costs no more than its words.
  const typedQuestion = asTyped.replace(/\s+/g, ' ');
  // A question as spoken on a call is read as written first; it is then read as a message is.
  const spokenOnCall = isSpoken(typedQuestion);
  // "Do you have any kind of bug bounty, even a private one?": the kind named by "one" is the kind asked.
  const question = spokenOnCall ? fromSpokenRegister(typedQuestion) : withKindNamed(typedQuestion);
  const standards = applied(question, STANDARDS);
  const contracted = applied(applied(standards, TEXT_SPEAK), CONTRACTIONS);
  const spoken = /^\s*[a-z]/.test(question) ? contracted.replace(/\bits\b(?=\s+[a-z]+(?:ed|ing)\b)/g, "it's") : contracted;
  // A message's context around its question is read off only in a message typed as a chat: in lower case, or in
  // text-speak.
  const typed = spokenOnCall || /^\s*[a-z]/.test(question) || spoken !== standards;
  let out = applied(applied(applied(spoken, EXPANSIONS), ABBREVIATIONS), MISSPELLINGS);
  if (typed) out = applied(out, FILLERS);
  out = out.replace(/\s{2,}/g, ' ').trim();
  // A spoken question is whole sentences: neither a detail asked before its Yes/No ask nor a fragment to ask.
  if (typed)
    out = withQuestionMark(
      (spokenOnCall ? (asked: string) => asked : detailFirst)(
        withConditionComma(
          valueAsked(
            whFirst(
              (spokenOnCall ? (asked: string) => asked : asQuestion)(
                questionFirst(withoutTag(withoutLeadingContext(withoutContext(withoutGloss(withoutOwnRelative(out)))))),
              ),
            ),
          ),
        ),
      ),
    );
  // "There was a CSA STAR badge on the page, what level is that, one or two?": the level of the badge.
  out = out.replace(THAT_NAMED_BEFORE, (_, thing: string, noun: string) => `What ${noun.toLowerCase()} is the ${thing}?`);
  // "Our CISO wants to connect with yours, what's their name?": the name of the respondent's CISO.
  out = out.replace(ROLE_BACK_REFERENCE, (_, role: string, detail: string) => `What is the ${detail} of your ${role}?`);
  // A message in lower case opens with a capital, as a questionnaire's row does.
  return out === typedQuestion.trim() ? typedQuestion : out.replace(/^[a-z]/, (c) => c.toUpperCase());
}
