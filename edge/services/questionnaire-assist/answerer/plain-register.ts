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
const OUR_DATA = '(?:data|information|info|files|documents|records|stuff|things|details)';
const STORED_ON = String.raw`(?:stored|saved|sitting|kept|held|lying)\s+(?:on|in)\s+(?:your\s+)?(?:computers?|servers?|systems?|machines?|disks?|drives?|databases?|end|side)`;

const PLAIN_READINGS: [RegExp, string][] = [
  // "Is our information kept safe when it's saved on your computers?": protected at rest, which encryption at rest is.
  [
    new RegExp(
      String.raw`\b(?:kept|keep(?:ing)?|stays?|is|are)\s+(?:(?:it|them)\s+)?(?:safe|secure|protected|locked(?:\s+away)?)\s+(?:when|while|whilst)\s+(?:(?:it|they)(?:'s|’s|\s+is|\s+are)\s+)?${STORED_ON}\b`,
      'gi',
    ),
    'encrypted at rest',
  ],
  [new RegExp(String.raw`\b(?:when|while|whilst)\s+(?:(?:it|they|our\s+${OUR_DATA})(?:'s|’s|\s+is|\s+are)\s+)?${STORED_ON}\b`, 'gi'), 'at rest'],
  // "Scrambled so nobody can read it", "coded so others can't read it": encrypted.
  [
    /\b(?:scrambled|coded|encoded|locked|jumbled|protected)\s+(?:up\s+)?(?:so(?:\s+that)?\s+)?(?:(?:no\s*one|nobody|others|outsiders|hackers|no\s+one\s+else)\s+(?:else\s+)?(?:can|could)|(?:a\s+stranger|someone|anyone|a\s+thief|strangers|others|outsiders)\s+(?:can(?:'|’)?t|cannot|couldn(?:'|’)?t|could\s+not|can\s+not))\s+(?:read|see|understand|snoop\s+on|look\s+at)\s+(?:it|them)(?:\s+along\s+the\s+way)?\b|\b(?:scrambled|encoded)\b/gi,
    'encrypted',
  ],
  // "… so that a thief who got hold of it couldn't read it": the purpose of encryption, asking nothing of its own.
  [
    /\s*,?\s*so(?:\s+that)?\s+(?:a\s+thief|someone|a\s+stranger|strangers|nobody|no\s*one|others|outsiders|hackers|anyone)(?:\s+(?:who|that)\s+[^?,]{1,40}?)?\s+(?:can(?:'|’)?t|couldn(?:'|’)?t|cannot|could\s+not|can\s+not|can|could)\s+(?:read|see|understand|snoop\s+on|look\s+at)\s+(?:it|them)(?:\s+along\s+the\s+way)?\b/gi,
    '',
  ],
  // "The connection between us and you", "information sent over the internet": data in transit.
  [
    /\b(?:the\s+)?connections?\s+between\s+(?:us|you)\s+and\s+(?:you|us)\b|\b(?:information|data)\s+(?:we\s+)?(?:send|sent)\s+(?:to\s+you\s+)?over\s+the\s+internet\b/gi,
    'data in transit',
  ],
  // "When our information travels between our office and your system": in transit.
  [
    /\b(?:travels?|moves?|goes|is\s+sent)\s+between\s+(?:our|your)\s+[^?,]{1,30}?\s+and\s+(?:our|your)\s+(?:system|service|servers?|platform|app)\b/gi,
    'is in transit',
  ],
  // "Two steps to log in", "a code to my phone when I sign in", "2-step login": multi-factor authentication.
  [
    /\b(?:two|2)[\s-]?(?:steps?|ways?|codes?|factors?)\s+to\s+(?:log|sign)[\s-]?(?:in|on)\b|\b(?:two|2)[\s-]?step\s+(?:log[\s-]?in|sign[\s-]?in|verification|login)\b|\ba\s+code\s+(?:sent\s+)?to\s+(?:my|your|a|their)\s+(?:phone|mobile)\b/gi,
    'multi-factor authentication',
  ],
  // "If one of your workers quits", "when an employee leaves": when an employee is terminated.
  [
    new RegExp(
      String.raw`\b(?:one\s+of\s+)?your\s+${PEOPLE}\s+(?:quits?|leaves?|resigns?|is\s+fired|gets\s+fired|is\s+let\s+go|stops\s+working\s+(?:for|at)\s+you)\b`,
      'gi',
    ),
    'an employee is terminated',
  ],
  [
    /\b(?:someone|somebody|a\s+person|an\s+employee|a\s+worker)\s+(?:quits|leaves\s+your\s+company|is\s+fired|gets\s+fired|is\s+let\s+go)\b/gi,
    'an employee is terminated',
  ],
  // A leaver who "loses access" or is "cut off" ("do they get cut off", "are they cut off") has their access removed
  // (a device "losing access" stays as said; "their access is cut off" is read by the rule for access cut off).
  [
    /(?<=\bterminated\b[^?]{0,80})\b(?:(?:(?:do|does|will|would)\s+(?:they|he|she)\s+)?(?:lose|loses|lost)\s+(?:their\s+|his\s+|her\s+)?access|(?:(?:do|does|will|would)\s+(?:they|he|she)\s+get|(?:are|is)\s+(?:they|he|she)|(?:they|he|she)\s+(?:get|gets|are|is))\s+cut\s+off)\b/gi,
    'is access removed',
  ],
  // "If we stop using you", "when we cancel": on the termination of the contract.
  [
    /\b(?:if|when|once|after)\s+we\s+(?:stop\s+using\s+(?:you|your\s+(?:service|product|platform|software|app))|leave\s+you|end\s+(?:our|the)\s+(?:contract|subscription|agreement))\b/gi,
    'upon contract termination',
  ],
  // "Outside experts tried to break into your system", "bring in outside experts to try to break in": a penetration
  // test.
  [
    /\b(?:a\s+)?(?:test\s+where\s+)?(?:outside|external|independent|ethical)\s+(?:experts|hackers|testers|specialists|people|companies)\s+(?:[^?.,]{0,40}?\s+)?(?:try|tried|trying|attempt(?:s|ed)?)\s+to\s+(?:break|hack|get)\s+into\s+(?:your|the)\s+(?:system|service|systems|app|platform|network)s?\b/gi,
    'penetration testers test your system',
  ],
  // "Has anyone from outside checked your security?": an independent audit.
  [
    /\b(?:anyone|someone|somebody|an?\s+(?:company|firm))\s+(?:from\s+)?outside(?:\s+(?:your|the)\s+company)?\s+(?:ever\s+)?(?:checked|check|tested|test|looked\s+at|reviewed|review|audited|audit|inspected)\b/gi,
    'an independent third party audited',
  ],
  [
    /\b(?:an?\s+)?(?:independent\s+)?(?:outside|external|third[\s-]party)\s+(?:company|firm|organi[sz]ation|auditor|expert)s?\s+(?:ever\s+)?(?:checked|check|looked\s+at|reviewed|audited|inspected|assessed)\b/gi,
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
    new RegExp(
      String.raw`\b(?:tell|let|warn|inform)\s+us(?:\s+know)?\s+(?:if|when)\s+(?:our|any)\s+${OUR_DATA}\s+(?:gets?|is|was|are|were|has\s+been)\s+(?:stolen|leaked|hacked|lost|exposed|breached)\b`,
      'gi',
    ),
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
  // "Someone on the internet could get straight into the databases": the databases reachable from the internet.
  [
    /\b(?:someone|anyone|somebody|a\s+stranger|hackers?|people)\s+on\s+the\s+internet\s+(?:could|can|might)\s+(?:get|go|break)\s+(?:straight\s+|directly\s+)?into\s+(?:the\s+|your\s+)?(databases?|servers?|systems?)\b/gi,
    'the $1 are directly reachable from the internet',
  ],
  // "Something that looks like a security problem": a security vulnerability; "who do we call" or "tell": whom to
  // contact (an address to write to).
  [
    /\b(?:something\s+that\s+looks\s+like\s+)?an?\s+(?:security\s+)?(?:problem|issue|hole|bug|flaw)\s+(?:in|with)\s+your\s+(?:security|service|system|app)\b|\ba\s+security\s+(?:problem|issue|hole|bug|flaw)\b/gi,
    'a security vulnerability',
  ],
  [/\bwho\s+(do|should|can)\s+(we|i)\s+(?:call|tell)\b/gi, 'who $1 $2 contact'],
  // "Check that your backups can actually be put back": test that backups can be restored.
  [/\bcheck\s+that\s+(?:your\s+)?backups?\s+can\s+(?:actually\s+)?be\s+(?:put\s+back|restored|brought\s+back|used)\b/gi, 'test backup restores'],
  // "Promise your service will be up and running": the uptime commitment.
  [/\b(?:what\s+)?percentage\s+of\s+the\s+time\s+[^?]{0,40}?\bup\s+and\s+running\b/gi, 'what uptime percentage do you commit to'],
  // "If you were hacked", "if you get hacked": a security incident; "a written plan for what to do": the response plan.
  [/\ba\s+(?:written\s+)?plan\s+for\s+what\s+to\s+do\s+(?:if|when)\s+(?:you|we)\s+(?:get|are|were|got)\s+hacked\b/gi, 'a documented incident response plan'],
  [/\bpracti[sc]e\s+what\s+you\s+would\s+do\s+(?:if|when)\s+(?:you|we)\s+(?:get|are|were|got)\s+hacked\b/gi, 'rehearse your incident response plan'],
  // "Fake scam emails to see whether anyone falls for them": phishing simulations.
  [
    /\bfake\s+(?:scam\s+|phishing\s+|trick\s+)?e-?mails?(?:\s+to\s+see\s+(?:whether|if)\s+(?:anyone|they|people|staff)\s+falls?\s+for\s+(?:them|it))?\b/gi,
    'phishing simulations',
  ],
  // "Walled off", "kept separate" from other customers: isolated from other tenants.
  [/\b(?:walled|fenced|sealed)\s+off\b|\bkept\s+(?:separate|apart)\b/gi, 'isolated'],
  [/\b(?:your\s+)?other\s+customers(?:'|’)?\s+(?:information|data)\b/gi, "other tenants' data"],
  // "And for how much?": and what the coverage amount is.
  [/,?\s*and\s+for\s+how\s+much\b/gi, ', and what is the coverage amount'],
  // An employee's access "cut off": removed.
  [/(?<=\baccess\b[^?]{0,50})\bcut\s+off\b/gi, 'removed'],
  // "If your system goes down completely, how long until it's working again?": the recovery time objective.
  [
    /\bhow\s+long\s+(?:until|before|till)\s+(?:it(?:'s|’s|\s+is)|you(?:'re|’re|\s+are)|the\s+(?:system|service)\s+is)\s+(?:working|running|back\s+up|up|online)\s+again\b/gi,
    'what is the recovery time objective',
  ],
  // "How much of our most recent work could be lost": the recovery point objective.
  [
    /\bhow\s+much\s+(?:of\s+)?(?:our\s+)?(?:most\s+recent\s+|recent\s+|latest\s+)?(?:work|data|information|changes)\s+(?:could|would|might|can)\s+(?:be\s+)?lost\b/gi,
    'what is the recovery point objective',
  ],
  // "A very serious weakness in software your system relies on": a critical vulnerability in a dependency.
  [/\b(?:very|really|extremely)\s+serious\s+(?:weakness|flaw|hole|bug)(?:es|s)?\b/gi, 'critical vulnerability'],
  [/\bsoftware\s+(?:that\s+)?your\s+(?:system|service|product)\s+(?:relies|depends)\s+on\b/gi, 'dependencies'],
  // "Take them to court", "sue them": pursue legal action.
  [
    /\b(?:take\s+(?:them|him|her|someone|people|researchers)\s+to\s+court|sue\s+(?:them|him|her|someone|people|researchers))\b/gi,
    'pursue legal action against them',
  ],
  // "Download a copy of all our information": export it.
  [/\bdownload\s+(?:a\s+copy\s+of\s+)?(?:all\s+)?(?:of\s+)?our\s+(?:data|information|files)\b/gi, 'export our data'],
  // "Flooding your website with junk traffic to knock it offline": a DDoS attack; "what stops someone from": protection.
  [/\bwhat\s+stops\s+(?:someone|anyone|people|hackers|attackers)\s+from\b/gi, 'what protects against'],
  [
    /\bflood(?:ing|s)?\s+(?:your\s+)?(?:website|site|service|system|app)\s+with\s+(?:junk\s+|fake\s+|bogus\s+)?traffic(?:\s+to\s+knock\s+it\s+offline)?\b/gi,
    'DDoS attacks',
  ],
  // "Serious problems left unfixed": critical findings that remain open.
  [/\bserious\s+(?:problems|issues)\b/gi, 'critical findings'],
  [/\bleft\s+(?:unfixed|unresolved)\b|\bunfixed\b/gi, 'remain open'],
  // "Sign in with the work Microsoft or Google accounts they already have": single sign-on.
  [
    /\bsign\s+in\s+with\s+(?:the\s+|their\s+)?(?:work\s+)?(?:microsoft|google|office\s*365|company|work)\s+(?:or\s+(?:microsoft|google)\s+)?accounts?\b/gi,
    'sign in with single sign-on',
  ],
  // "Keeping an eye on your systems at night and at weekends": monitoring them around the clock.
  [/\bkeep(?:ing|s)?\s+an\s+eye\s+on\b|\bwatch(?:ing|es)?\s+over\b/gi, 'monitoring'],
  [/\bat\s+night\s+and\s+(?:at\s+|on\s+)?weekends(?:\s+too)?\b/gi, '24/7'],
  // "An alarm goes off in the middle of the night": an alert fires outside business hours.
  [/\ban?\s+alarm\s+goes\s+off\b/gi, 'an alert fires'],
  [/\bin\s+the\s+middle\s+of\s+the\s+night\b/gi, 'outside business hours'],
  // "Check how safe the other companies you rely on are": assess the security of vendors.
  [
    /\bcheck\s+how\s+(?:safe|secure)\s+(?:the\s+)?(?:other\s+)?(?:companies|vendors|suppliers|providers)\s+(?:(?:that\s+)?you\s+(?:rely\s+on|use|work\s+with)\s+)?are\b/gi,
    'assess the security of vendors',
  ],
  // "Pay outside companies to write your software": outsource software development.
  [
    /\b(?:pay|use|hire)\s+(?:outside|other|external)\s+(?:companies|firms|contractors|developers)\s+to\s+(?:write|build|develop)\s+(?:your|the)\s+(?:software|code|product|app)(?:\s+for\s+you)?\b/gi,
    'outsource software development',
  ],
  // "Whose job is looking after privacy": a data protection officer; "how do we get in touch": the contact address.
  [
    /\b(?:someone|somebody|a\s+person)\s+(?:at\s+your\s+company\s+)?whose\s+job\s+is\s+(?:looking\s+after|handling|managing|taking\s+care\s+of)\s+privacy\b/gi,
    'a Data Protection Officer',
  ],
  [/\bhow\s+(?:do|can)\s+(?:we|i)\s+get\s+in\s+touch\s+with\s+(?:them|him|her)\b/gi, 'what is their contact address'],
  // "Records of who logged into our account and what they changed": audit logs.
  [
    /\b(?:the\s+)?records?\s+of\s+who\s+(?:logged|signed)\s+(?:in(?:to)?|on(?:to)?)\s+(?:our\s+account)?(?:\s+and\s+what\s+they\s+(?:changed|did))?/gi,
    'the audit logs',
  ],
  // "How long do passwords have to be?": their minimum length, not a duration.
  [
    /\bhow\s+long\s+(?:do|does|must|should|will)\s+(?:(?:your|the|our|user|staff|employee)\s+)?(passwords?|passphrases?|pins?|pass\s?codes?)\s+(?:have\s+to\s+|need\s+to\s+)?be\b/gi,
    'what is the minimum length of $1',
  ],
  // "Meet the US health privacy law": comply with it.
  [/\b(?:meet|meets|satisfy|follow|obey)\s+(?=(?:the\s+)?(?:[\w.-]+\s+){0,4}(?:laws?|regulations?|rules|acts?)\b)/gi, 'comply with '],
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
