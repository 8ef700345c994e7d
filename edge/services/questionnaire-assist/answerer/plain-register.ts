/**
 * Questions as a buyer without security training writes them in a supplier form: everyday words for what
 * questionnaires name by their terms — "two steps to log in" for multi-factor authentication, "kept safe when it is
 * stored on your computers" for encryption at rest, "if one of your workers quits, how fast do they lose access" for
 * the removal of a leaver's access, "if we stop using you" for the end of the contract. Read as the terms a
 * questionnaire would use, so that the sources' words meet them. Each rule names one everyday phrasing whose meaning
 * in a question to a supplier is not in doubt; what is not matched is returned as it is. Pure string rules, each
 * linear.
 */

const PEOPLE = String.raw`(?:workers?|employees?|staff(?:\s+members?)?|people|team\s+members?|engineers?|colleagues?)`;
const OUR_DATA = String.raw`(?:data|information|info|files|documents|records|stuff|things|details)`;
const STORED_ON = String.raw`(?:stored|saved|sitting|kept|held|lying)\s+(?:on|in)\s+(?:your\s+)?(?:computers?|servers?|systems?|machines?|disks?|drives?|databases?|end|side)`;

const PLAIN_READINGS: [RegExp, string][] = [
  // "Is our information kept safe when it's saved on your computers?": protected at rest, which encryption at rest is.
  [
    new RegExp(String.raw`\b(?:kept|keep(?:ing)?|stays?|is|are)\s+(?:(?:it|them)\s+)?(?:safe|secure|protected|locked(?:\s+away)?)\s+(?:when|while|whilst)\s+(?:(?:it|they)(?:'s|’s|\s+is|\s+are)\s+)?${STORED_ON}\b`, 'gi'),
    'encrypted at rest',
  ],
  [new RegExp(String.raw`\b(?:when|while|whilst)\s+(?:(?:it|they)(?:'s|’s|\s+is|\s+are)\s+)?${STORED_ON}\b`, 'gi'), 'at rest'],
  // "Scrambled so nobody can read it", "coded so others can't read it": encrypted.
  [
    /\b(?:scrambled|coded|encoded|locked|jumbled)\s+(?:up\s+)?(?:so(?:\s+that)?\s+)?(?:no\s*one|nobody|others|outsiders|hackers|no\s+one\s+else)\s+(?:else\s+)?(?:can|could)\s+(?:read|see|understand)\s+(?:it|them)\b|\b(?:scrambled|encoded)\b/gi,
    'encrypted',
  ],
  // "The connection between us and you", "information sent over the internet": data in transit.
  [/\b(?:the\s+)?connections?\s+between\s+(?:us|you)\s+and\s+(?:you|us)\b|\b(?:information|data)\s+(?:we\s+)?(?:send|sent)\s+(?:to\s+you\s+)?over\s+the\s+internet\b/gi, 'data in transit'],
  // "Two steps to log in", "a code to my phone when I sign in", "2-step login": multi-factor authentication.
  [
    /\b(?:two|2)[\s-]?(?:steps?|ways?|codes?|factors?)\s+to\s+(?:log|sign)[\s-]?(?:in|on)\b|\b(?:two|2)[\s-]?step\s+(?:log[\s-]?in|sign[\s-]?in|verification|login)\b|\ba\s+code\s+(?:sent\s+)?to\s+(?:my|your|a|their)\s+(?:phone|mobile)\b/gi,
    'multi-factor authentication',
  ],
  // "If one of your workers quits", "when an employee leaves": when an employee is terminated.
  [
    new RegExp(String.raw`\b(?:one\s+of\s+)?your\s+${PEOPLE}\s+(?:quits?|leaves?|resigns?|is\s+fired|gets\s+fired|is\s+let\s+go|stops\s+working\s+(?:for|at)\s+you)\b`, 'gi'),
    'an employee is terminated',
  ],
  [/\b(?:someone|somebody|a\s+person|an\s+employee|a\s+worker)\s+(?:quits|leaves\s+your\s+company|is\s+fired|gets\s+fired|is\s+let\s+go)\b/gi, 'an employee is terminated'],
  // A leaver who "loses access" or "gets cut off" has their access removed (a device "losing access" stays as said).
  [
    /(?<=\bterminated\b[^?]{0,80})\b(?:(?:(?:do|does|will|would)\s+(?:they|he|she)\s+)?(?:lose|loses|lost)\s+(?:their\s+|his\s+|her\s+)?access|(?:do|does|will|would)?\s*(?:they|he|she)?\s*(?:get|gets|are|is)\s+cut\s+off)\b/gi,
    'is access removed',
  ],
  // "If we stop using you", "when we cancel": on the termination of the contract.
  [
    /\b(?:if|when|once|after)\s+we\s+(?:stop\s+using\s+(?:you|your\s+(?:service|product|platform|software|app))|leave\s+you|end\s+(?:our|the)\s+(?:contract|subscription|agreement))\b/gi,
    'upon contract termination',
  ],
  // "Has anyone from outside checked your security?": an independent audit.
  [
    /\b(?:anyone|someone|somebody|an?\s+(?:company|firm))\s+(?:from\s+)?outside(?:\s+(?:your|the)\s+company)?\s+(?:ever\s+)?(?:checked|check|tested|test|looked\s+at|reviewed|review|audited|audit|inspected)\b/gi,
    'an independent third party audited',
  ],
  // "Do your staff get trained on keeping data safe?": security awareness training.
  [
    /\b(?:get|are|is|been)\s+(?:trained|taught|educated)\s+(?:on|in|about)\s+(?:how\s+to\s+)?(?:keep(?:ing)?\s+(?:data|information|things|our\s+data)\s+(?:safe|secure)|(?:data\s+)?safety|security|privacy)\b/gi,
    'receive security awareness training',
  ],
  // "Copies of our data in case something breaks": backups.
  [
    /\b(?:make|keep|take|have)\s+(?:extra\s+|spare\s+|backup\s+)?copies\s+of\s+(?:our|the|your|customer)\s+(?:data|information|files)(?:\s+in\s+case\s+[^?.,]{3,40})?/gi,
    'back up customer data',
  ],
  // "Will you tell us if our data gets stolen?": notification of a data breach.
  [
    new RegExp(String.raw`\b(?:tell|let|warn|inform)\s+us(?:\s+know)?\s+(?:if|when)\s+(?:our|any)\s+${OUR_DATA}\s+(?:gets?|is|was|are|were|has\s+been)\s+(?:stolen|leaked|hacked|lost|exposed|breached)\b`, 'gi'),
    'notify us of a data breach',
  ],
  // "Where are your computers?", "Where are your servers located?": where data is hosted.
  [/\bwhere\s+are\s+your\s+(?:computers|servers|machines)(?:\s+(?:located|kept|based))?/gi, 'where is customer data hosted'],
  // "Check your own systems for weak spots": scan them for vulnerabilities.
  [
    /\bcheck(?:s|ed|ing)?\s+((?:your|our|the|its)\s+(?:own\s+)?(?:systems?|apps?|applications?|code|software|servers?|networks?|platform)\s+for)\s+(?=weak|holes|security\s+holes|vulnerabilit)/gi,
    'scan $1 ',
  ],
  // "Weak spots", "holes in your security": vulnerabilities.
  [/\b(?:weak\s+spots?|weak\s+points?|security\s+holes?|holes\s+in\s+(?:your|the)\s+(?:security|systems?))\b/gi, 'vulnerabilities'],
  // "Someone in charge of security": the person responsible for information security.
  [
    /\b(?:someone|somebody|a\s+person|anyone)\s+(?:who\s+is\s+)?(?:in\s+charge\s+of|responsible\s+for)\s+(?:(?:your|the)\s+)?(?:security|cyber\s*security|keeping\s+(?:data|things)\s+safe)\b/gi,
    'a person responsible for information security',
  ],
  // "A plan for when things go wrong": a business continuity and disaster recovery plan.
  [
    /\ba\s+plan\s+(?:for\s+)?(?:when|if|in\s+case)\s+(?:things|something|anything)\s+(?:go(?:es)?\s+wrong|break(?:s)?|happen(?:s)?)\b/gi,
    'a business continuity and disaster recovery plan',
  ],
  // "Get back up and running after a disaster": recover from it.
  [/\b(?:get|be|come)\s+back\s+(?:up\s+and\s+running|online|up)\b/gi, 'recover'],
  // "Other companies handle (or see) our data": sub-processors process it.
  [
    /\b(?:other|outside|third)\s+(?:companies|businesses|firms|parties|vendors)\s+(?:that\s+)?(?:handle|see|touch|process|get|have\s+access\s+to|look\s+at)\b/gi,
    'subprocessors process',
  ],
  // "Get our data back out": export it.
  [/\b(?:get|take|download|pull)\s+(?:all\s+)?(?:of\s+)?our\s+(?:data|information|files)\s+(?:back\s+)?out\b/gi, 'export our data'],
  // "Our stuff", "our files", "our info": the customer's data.
  [/\bour\s+(?:stuff|info|things|files|records)\b/gi, 'our data'],
];

/** A question in everyday words, read as a questionnaire's terms put it (see the module's comment). */
export function fromPlainRegister(question: string): string {
  let out = question;
  // A reading at the start of a sentence keeps its capital.
  for (const [pattern, replacement] of PLAIN_READINGS)
    out = out.replace(pattern, (matched: string, ...groups: unknown[]) => {
      const reading = replacement.replace(/\$(\d)/g, (_, n: string) => String(groups[Number(n) - 1] ?? ''));
      return /^[A-Z]/.test(matched) ? reading[0]!.toUpperCase() + reading.slice(1) : reading;
    });
  return out;
}
