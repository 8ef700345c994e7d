/**
 * How the questionnaire answerer reads text: questions and sources alike become lists of terms — lowercase words,
 * Porter-stemmed, with the security vocabulary's many spellings of one thing folded into one term ("multi-factor
 * authentication", "2FA" and "MFA" are all `mfa`; "Type II" is "type 2"), function words dropped, and words of one
 * family mapped to one term ("staff", "personnel" and "employees" are all `employe`).
 *
 * The vocabulary is that of security questionnaires in general (SIG, CAIQ, HECVAT-style questions), not of any one
 * organisation: it must serve a questionnaire and a trust center Glasshouse has never seen.
 */
import { stemmer } from 'stemmer';
import { COMMON_STEMS } from './common-words.ts';
import { alternation, AUXILIARIES, CONDITION_OPENERS, CONFIRMATION_VERBS, QUESTION_PREPOSITIONS, QUESTION_WORDS, REQUEST_VERBS } from '../ask-words.ts';

/** A term of a text, with the word it came from and its position. */
export interface Token {
  term: string;
  /** The word as written (lowercase), or the canonical phrase. */
  word: string;
  /** The original was an acronym, a number or a product/standard name: it must be matched for support. */
  anchor: boolean;
  /** Index among the text's tokens (stop words included), for negation scopes. */
  position: number;
  /** A folded phrase: the terms of the words it replaced ("status page" → statu, page). */
  components?: string[];
}

/**
 * Spellings of one concept folded to one token before words are split. Order matters: longer phrases first.
 * Each token stands for the concept in questions and sources alike.
 */
/**
 * Non-native English: calques and false friends a buyer writing in a second language uses, each read only where the
 * native meaning cannot be meant. Read before the phrases, as plain words: the native words they stand for then fold
 * as any other ("personal datas" is personal data).
 */
const NON_NATIVE_READINGS: [RegExp, string][] = [
  // "Datas", "informations": the mass nouns.
  [/\bdatas\b/g, 'data'],
  [/\binformations\b/g, 'information'],
  // Japanese forms in a literal English translation: "the encryption of the communication path" (通信経路の暗号化) is
  // encryption in transit;
  [/\b(?:on|of|over|in) (?:the )?communication (?:paths?|routes?)\b/g, 'in transit'],
  // "the situation of the backup acquisition" (バックアップの取得状況): the backups taken;
  [/\b(describe|explain|state|report)(\s+also)?\s+the situation of\s+/g, '$1$2 '],
  [/\b(?:the )?(?:backup acquisitions?|acquisition of (?:the )?backups?(?: data)?)\b/g, 'the backups'],
  [/\b(?:the )?frequency of (?:the )?acquisition\b(?!\s+of\b)/g, 'the frequency'],
  // "the report of the above No. 1-5" (上記No.1-5の報告書): the row it points to is the form's, no word of the question;
  [/\s(?:of|in|from|for) the above (?:No\.|Item|item|question|row)\s*\d{1,3}(?:[.-]\d{1,3})*/g, ''],
  // "the expiry date of the valid period" (有効期間の満了日): of its validity;
  [/\bthe valid period\b/g, 'the validity'],
  // "the operating rate" (稼働率): the availability;
  [/\b(?:the )?operating rate\b/g, 'the availability'],
  // "the retirement of the staff" (退職): their leaving, not a system's retirement; "the said staff": the staff;
  [
    /\bretirement of (?:the )?(?=(?:staff|employees?|personnel|workers|members of staff)\b(?!\s+(?:laptops?|devices?|computers?|equipment|accounts?|hardware|assets?|phones?)\b))/g,
    'departure of the ',
  ],
  [/\bthe said (?=(?:staff|employees?|personnel|users?|persons?)\b)/g, 'the '],
  // "the vulnerability diagnosis" (脆弱性診断): a vulnerability assessment; vulnerabilities "without the countermeasure"
  // (未対策): not remediated;
  [/\bvulnerability diagnos[ie]s\b/g, 'vulnerability assessment'],
  [/\b(?:remain|are left|left) without (?:the |any )?countermeasures?\b/g, 'remain unremediated'],
  // "conclude the agreement on the handling of the personal information" (契約を締結する): sign it;
  // (Not concluding a contract, its end: only an agreement made with, between or on something.)
  [/\bconclud(?:e|(ing))(?=\s+(?:an?|the)\s+(?:[\w-]+\s+){0,3}?agreements?\s+(?:on|with|between|regarding|concerning|covering|for)\b)/g, 'sign$1'],
  // "the access right of the staff deleted" (アクセス権の削除): access removed;
  [/\b(access rights?\b[^?.]{0,40}?\b)delet(e|ed|es|ing)\b/g, '$1remov$2'],
  // "the old protocols such as TLS 1.0 and TLS 1.1" (TLS1.0等の旧プロトコル): the examples are what is asked;
  [/\b(?:the )?(?:old|older|outdated|obsolete) (?:protocols?|versions?|ciphers?)(?: \w+)?,? such as\s+/g, ''],
  // "in the case that an incident occurs" (〜の場合): if;
  [/\bin (?:the )?case (?:that|where)\b/g, 'if'],
  // "the data remaining in the backup" (バックアップに残存するデータ): the data in the backups;
  [/\bremaining in (?:the )?backups?\b/g, 'in the backups'],
  // "take out (export) the data" (持ち出す): export it.
  [/\btak(?:e|es|ing) out\s*\(export\)|\btak(?:e|es|ing) out(?=\s+(?:the |our |its |their |all )?data\b)/g, 'export'],
  // "Third parts": third parties.
  [/\bthird parts\b/g, 'third parties'],
  // "Crypted disks": encrypted.
  [/\bcrypted\b/g, 'encrypted'],
  // "Privileged IDs" (特権ID), as a Japanese check sheet names them: privileged accounts.
  [/\bprivileged ids\b/g, 'privileged accounts'],
  [/\bprivileged id\b/g, 'privileged account'],
  // "Remote maintenance" of servers (SSH, RDP), as a translated form names it: remote administration.
  [/\bremote maintenance\b(?=\s+(?:ports?|services?|access|sessions?|connections?)\b)/g, 'remote administration'],
  // A translated Japanese check sheet's words: logs and backups "acquired" are collected or taken ("log acquisition",
  // ログ取得; "acquisition frequency", 取得頻度); "an accident such as leakage of personal information" (漏えい) is a
  // breach, and its "first report" (第一報) the first notice; a recovery objective "in the event of a large-scale
  // disaster or a serious system failure" is the recovery objective (where the event is asked of, "In the event of a
  // disaster, how quickly …", it stays).
  [/\blog acquisition\b/g, 'logging'],
  [/\bacquisition (?=frequency\b)/g, ''],
  [/(?<=\blogs?\s(?:\([^()]{0,160}\)\s)?)acquired\b/g, 'collected'],
  [/\b(?:an? )?accidents? such as (?:an? )?leakage\b/g, 'breach'],
  [/\bmake (?:the |a )?first report\b(?:\s*\([^()]{0,20}\))?/g, 'notify'],
  [
    /(?<=\b(?:rto|rpo|recovery (?:time|point) objectives?)\b[^.?!]{0,100})\bin the event of (?:an? )?(?:large[\s-]scale |major |serious |significant )?(?:disaster|outage|(?:system )?failure)(?: or (?:an? )?(?:large[\s-]scale |major |serious |significant )?(?:disaster|outage|(?:system )?failure))?\b/g,
    ' ',
  ],
  // "Portable computers", and the "PCs (terminals)" of a translated Japanese check sheet (端末): laptops.
  [
    /\bportable computers?\b|\b(?:pcs|personal computers|client terminals)(?:\s*\((?:terminals?|端末)\))?(?=\s+(?:used|issued|provided|of|assigned)\b)/g,
    'laptops',
  ],
  // "Conclude a confidentiality agreement", "submit a written pledge of confidentiality" (秘密保持誓約書), as translated
  // Japanese names them: sign one (not "conclude the contract", which may end it).
  [/\bconclud(?:e|es|ed|ing)\b(?=\s+(?:a|an)\s+(?:written\s+)?(?:confidentiality|non-disclosure|nda)\b)/g, 'sign'],
  [/\bsubmit(?:s|ted|ting)? (?:a )?(?:written )?pledges? of confidentiality\b|\bconfidentiality pledges?\b/g, 'sign a confidentiality agreement'],
  // "Are the employees formed about the security?": trained (French formé, Italian formato).
  [
    /\bformed\b(?=\s+(?:about|on|in|to|for)\s+(?:the\s+)?(?:security|privacy|data protection|cyber ?security|information security|awareness|phishing)\b)/g,
    'trained',
  ],
  // "Do you realise background controls?": perform (réaliser, realizzare, realizar) — a check, test or audit is
  // not something one comes to understand.
  [
    /\breali[sz](?:e|es|ed|ing)\b(?=\s+(?:(?:a|an|the|any|some|regular|periodic)\s+)?(?:[a-z-]+\s+)?(?:controls?|checks?|tests?|audits?|verifications?|assessments?|backups?)\b)/g,
    'perform',
  ],
  // "Background controls": background checks (contrôle, Kontrolle).
  [/\bbackground controls?\b/g, 'background checks'],
  // "The new collaborators": new employees (collaborateurs, collaboratori, Mitarbeiter).
  [/\bnew collaborators\b/g, 'new employees'],
  // "Double authentication factor", "double factor authentication": MFA.
  [/\bdouble (?:authentication )?factors?(?: (?:of )?authentication)?\b|\bdouble authentication\b/g, 'mfa'],
  // "Which society of audit", "an external society": a firm (société, società, sociedad).
  [/\bsociet(?:y|ies) of (?:audit|auditing|certification)\b/g, 'audit firm'],
  [/\b(external|independent|specialised|specialized|which|what) societ(?:y|ies)\b/g, '$1 firm'],
  // "Signal to you vulnerabilities": report them (signaler, segnalare).
  [
    /\bsignal\b(?=(?:\s+to\s+(?:you|us))?\s+(?:(?:the|any|a|an|possible|eventual)\s+)?(?:[a-z-]+\s+)?(?:vulnerabilit(?:y|ies)|incidents?|breach(?:es)?|bugs?|weakness(?:es)?)\b)/g,
    'report',
  ],
  // "Do you memorise, treat or transmit datas?": store and process (mémoriser, traiter, trattare, tratar) — the
  // native "treat data as confidential" keeps its reading.
  [
    /\bmemori[sz](?:e|es|ed|ing)\b(?=(?:\s*,?\s*(?:or|and)?\s*[a-z]+){0,3}?\s+(?:the\s+|his\s+|their\s+|your\s+|its\s+)?(?:personal\s+)?(?:data|information)\b)/g,
    'store',
  ],
  [
    /\btreat(?:s|ed|ing)?\b(?=(?:\s*,?\s*(?:or|and)?\s*[a-z]+){0,2}?\s+(?:the\s+|his\s+|their\s+|your\s+|its\s+)?(?:personal\s+)?(?:data|information)\b)(?![^.?;]*\bas\b)/g,
    'process',
  ],
  // "Has the supplier nominated a DPO?": appointed.
  [/\bnominat(?:e|es|ed|ing)\b(?=\s+(?:a|an|the)\s+(?:dpo|data protection officer|ciso|security officer|privacy officer)\b)/g, 'appointed'],
  // "Which is the minimal version of TLS": the minimum.
  [/\bminimal\b(?=\s+(?:version|length|duration|period|notice|level|key length)\b)/g, 'minimum'],
  // "Methods of second factor": MFA, as "two-factor" says it.
  [/\bsecond[\s-]factor\b(?!\s+(?:authenticat|verificat))/g, 'mfa'],
  // "Datas of credit cards", "datas of health", "the tickets of assistance": the noun before, as other languages
  // put the kind after "of".
  [/\bdata of (?:the )?(credit |payment )?cards?\b/g, '$1card data'],
  [/\bdata of (?:the )?health\b/g, 'health data'],
  [/\b(?:tickets?|requests?) of (?:assistance|support)\b/g, 'support tickets'],
  // "Microsoft Entra ID (ex Azure AD)", "(formerly …)": the old name of the thing named before, nothing more asked.
  [/\((?:ex|formerly|previously|former(?:ly)? known as)\s[^()]*\)/g, ' '],
  // "Exists a process …?", "Is foreseen a notification …?": the verb first, as other languages word it — is there.
  [/(?:^|(?<=[?.!:]\s{0,3}))\s{0,3}(?:exists?|(?:is|are) (?:foreseen|provided|planned))(?=\s+(?:a|an|any|some)\b)/g, ' there is'],
  // "Is ensured that …?", "describe how is ensured that …": the subject left out, as other languages word it (ist
  // sichergestellt, dass; est-il assuré).
  [/(?:^|(?<=[?.!:\u2013\u2014-]\s{0,3}))\s{0,3}(is|are) (ensured|guaranteed|assured) that\b/g, ' $1 it $2 that'],
  [/\b(how|whether|where|if) (is|are) (ensured|guaranteed|assured) that\b/g, '$1 it $2 $3 that'],
  // "Please describe, how …": a comma before the clause a request asks for, as German and Dutch punctuate it.
  [
    /\b(describe|explain|state|specify|indicate|confirm|name|outline|list)\s*,\s*(?=(?:how|what|which|whether|why|when|where|who|in which|by which|with which)\b)/g,
    '$1 ',
  ],
  // "The notebooks of the employees": laptops (Notebook, notebook, ordinateur portable) — not a data scientist's
  // notebooks.
  [
    /(?<!\b(?:jupyter|colab|databricks|data science|ml|python|analysis)\s)\bnotebooks?\b(?!\s+(?:environments?|instances?|servers?|kernels?|cells?|files?))/g,
    'laptops',
  ],
  // "The productive system": the production system (Produktivsystem, système productif).
  [/\bproductive (?=(?:systems?|environments?|data|operations?|servers?|databases?|networks?|stages?)\b)/g, 'production '],
  // "Certified after ISO/IEC 27001": to the standard (zertifiziert nach).
  [/\bcertified after(?=\s+(?:the\s+)?(?:ISO|IEC|BSI|NIST|PCI|TISAX|SOC|CSA)\b)/g, 'certified to'],
  // "A violation of the protection of personal data": a personal data breach, as the GDPR's German text names it
  // (Verletzung des Schutzes personenbezogener Daten).
  [/\b(?:violation|breach|infringement) of (?:the )?protection of (?:the )?personal data\b/g, 'personal data breach'],
  // A "confidentiality incident", as Québec's privacy law names a breach of personal information (incident de
  // confidentialité: its loss, or its access, use or communication not authorised by law).
  [/\bconfidentiality incidents?\b/g, 'personal data breach'],
  // "The person in charge of the protection of personal information": the officer Québec's law requires of an
  // enterprise (responsable de la protection des renseignements personnels), a data protection officer by its role.
  [/\bperson in charge of (?:the )?protection of (?:the )?personal (?:information|data)\b/g, ' dpo '],
  // "A technological product or service", as a privacy impact assessment names what is acquired: the service.
  [/\btechnological products?(?: (?:or|and) services?)?\b/g, 'service'],
  // "For the purposes of the mandate", "at the end of the mandate or contract": the contract under which a
  // mandatary processes personal information (not "mandate" the verb, "Do you mandate MFA?").
  [/(?<=\b(?:of|under|to|for|during|within|by|in|with)\s)the mandate(?: or (?:the )?contract)?\b/g, 'the contract'],
  // "Communicate it to third parties for consideration": sell it, as a privacy law defines a sale ("for monetary or
  // other valuable consideration").
  [
    /\b(?:communicat|disclos|transfer|provid|mak)\w*\s+(?:(?:it|them|(?:the\s+|any\s+)?personal (?:information|data))\s+)?(?:available\s+)?to (?:any )?third[\s-]part(?:y|ies) for (?:monetary or other valuable )?consideration\b/g,
    'sell it',
  ],
  // "Data Principals", as India's Digital Personal Data Protection Act names the individuals whose personal data is
  // processed: data subjects.
  [/\bdata principals?\b/g, 'data subjects'],
  // "Intimate the Data Fiduciary of a breach", "intimation to the Board": notify, notification, as Indian English
  // writes it — the verb before its object or a preposition (not "intimate data such as …", "intimate care").
  [/\bintimat(?:e|es|ed|ing)\b(?=\s+(?:the|us|each|all|any|such|its|their|to|of|within|without|by|in|promptly|immediately)\b)/g, 'notify'],
  [/\bintimations?\b/g, 'notification'],
  // "The date up to which the current certificate is valid": its expiry date.
  [
    /\b(?:the )?date (?:up to|until|till) which (the |its |your |our )?((?:[\w/.:'’-]+ ){0,6}?[\w/.:'’-]+) (?:is|are|remains?|will be) valid\b/g,
    'the expiry date of $1$2',
  ],
  // "Revoked on exit or separation": on leaving, as Indian English names an employee's leaving (separation) — not the
  // separation of duties or of networks.
  [/\b(exit|resignation|termination) or separation\b/g, '$1'],
  [/\b(?:on|upon|after) separation(?=\s+from\s+(?:the\s+)?(?:company|organi[sz]ation|employment|service|firm)\b|\s*[,.;:?)]|\s*$)/g, 'on exit'],
  // "Vulnerability assessment and penetration testing (VAPT)", as Indian regulators name it: one third-party test,
  // the penetration test (spelt out without the abbreviation, it may ask of both).
  [/\bvulnerability assessment (?:and|&) penetration test(?:ing|s)?\s*\(vapt\)|\bvapt\b/g, 'penetration testing'],
  // "The contact details of the Data Protection Officer to whom grievances … may be addressed": what may be sent to a
  // contact says what the contact is for, no fact a source must state.
  [/,?\s+to whom\s+[^?.]{1,150}?\s+(?:may|can|should|shall|are to|is to|will)\s+be\s+(?:addressed|sent|directed|submitted|raised|escalated)\b/g, ''],
  // "Please furnish the expiry date …", "kindly furnish details of …": provide, as formal English asks.
  [
    /\bfurnish(?:es|ed|ing)?\b(?=\s+(?:us\s+|the\s+bank\s+)?(?:with\s+)?(?:the|a|an|any|all|its|your|their|details|evidence|copies|information|documentation|confirmation)\b)/g,
    'provide',
  ],
  // "The maximum time for restarting the application after a disaster": the recovery time objective (Wiederanlaufzeit);
  // restarting after a disaster is recovering (not after an outage: a service restarted after one is not recovered
  // from a disaster).
  [
    /\b(?:the\s+)?(?:maximum\s+)?time (?:for|to|until) restart(?:ing)?(?:\s+[\w-]+){0,3}?\s+after (?:a |an )?(?:disaster|catastrophe)\b/g,
    'the recovery time objective',
  ],
  [/\brestart(?:ing|s|ed)?\b(?=[^.?]{0,60}\bafter (?:a |an )?(?:disaster|catastrophe)\b)/g, 'recovering'],
];

/** {@link NON_NATIVE_READINGS} for a question as typed, in any case. */
const NON_NATIVE_READINGS_ANY_CASE = NON_NATIVE_READINGS.map(
  ([pattern, replacement]) => [new RegExp(pattern.source, `${pattern.flags}i`), replacement] as const,
);

/**
 * A question in second-language English read as a native writer would put it ("Which society has executed the last
 * penetration test?" is "Which firm …"), so that what it asks for — a name, a place, a number — is seen as well as
 * its terms are.
 */
export function nativeReading(question: string): string {
  let out = question;
  // A reading opening a sentence, or a row after its number ("No. 8-2 In the case that …"), keeps its capital
  // ("Productive systems are …" → "Production systems are …"), which says where the sentence starts.
  for (const [pattern, replacement] of NON_NATIVE_READINGS_ANY_CASE)
    out = out.replace(pattern, (match: string, ...args: unknown[]) => {
      const read = replacement.replace(/\$(\d)/g, (_, n: string) => String(args[Number(n) - 1] ?? ''));
      const at = args.find((arg) => typeof arg === 'number') as number;
      const opens = /^[A-Z]/.test(match) && /(?:^|[.?!:)\]\u2013\u2014\u3011\d-])\s*$/.test(out.slice(0, at));
      return opens ? read.replace(/^(\s*)([a-z])/, (_, space: string, first: string) => space + first.toUpperCase()) : read;
    });
  // "The agreed TOM", "TOMs": the technical and organisational measures, as a German annex abbreviates them — in
  // capitals only ("Tom" is a name), and not as a row's label ("TOM-4.4", "TOM 4.4").
  return out.replace(/\bTOMs?\b(?![-.\s]?\d)/g, 'technical and organisational measures');
}

/**
 * The abbreviations of terse checklists, read as the words they shorten before the phrases fold: "TLS min version",
 * "Vuln scanning cadence", "InfoSec policy", "prod access", "HA – multi-AZ?", "Change mgmt", "w/o". Read as plain
 * words, only where the short form can mean nothing else: "min" and "max" before what they bound ("30 min" is a
 * duration), "hrs" and "yrs" as units ("HR" is a department).
 */
const TERSE_READINGS: [RegExp, string][] = [
  [/(?<!\d\s?)\bmin\b\.?(?=\s+[a-z0-9])/g, 'minimum'],
  [/(?<!\d\s?)\bmax\b\.?(?=\s+[a-z0-9])/g, 'maximum'],
  [/\bmins\b|(?<=\d\s?)min\b/g, 'minutes'],
  [/\bhrs\b|(?<=\d\s?)hr\b/g, 'hours'],
  [/\byrs?\b/g, 'years'],
  [/\bvulns\b/g, 'vulnerabilities'],
  [/\bvuln\b\.?/g, 'vulnerability'],
  [/\binfo[\s-]?sec\b/g, 'information security'],
  [/\binfo\b/g, 'information'],
  [/\bmgmt\b|\bmgt\b/g, 'management'],
  [/\bconfigs\b/g, 'configurations'],
  [/\bconfig\b/g, 'configuration'],
  [/\benvs\b/g, 'environments'],
  [/\benv\b/g, 'environment'],
  [/\bprod\b/g, 'production'],
  [/\bpwds?\b/g, 'password'],
  [/\bfreq\b\.?/g, 'frequency'],
  [/\bcerts?\b/g, 'certificate'],
  [/\brefs\b/g, 'references'],
  [/\bref\b\.?/g, 'reference'],
  [/\bw\/o\b/g, 'without'],
  [/\bw\/(?=\s)/g, 'with'],
  // "HA", "multi-AZ": high availability across availability zones.
  [/\bha\b/g, 'high availability'],
  [/\bmulti[\s-]?azs?\b/g, 'multiple availability zones'],
  [/\bazs?\b/g, 'availability zones'],
  // "CMK": a customer-managed key; "GA": generally available.
  [/\bcmks?\b/g, 'customer-managed keys'],
  [/\bga\b/g, 'generally available'],
  // "WAF in front of the app?": the application the respondent offers; a kind of app ("mobile apps") stays one.
  [/\b(the|your|their|its|this) app\b/g, '$1 application'],
  // "Background checks – pre-hire": before hire.
  [/\bpre[\s-]?hire\b/g, 'before hire'],
  // "Data centre location(s)", "Hosting region(s)": one or more, the plural.
  [/\b([a-z]{3,})\(s\)/g, '$1s'],
];

/**
 * Words read by what stands around them, before the phrases fold: data "removed" is deleted, while access removed is
 * revoked; "once" before a clause is "after" ("once the contract ends"), while "once a year" is a count.
 */
const SENSE_READINGS: [RegExp, string][] = [
  // Data "removed" (from the systems that hold it) is deleted; access to data removed is revoked, and data removed
  // from events before they are sent is scrubbed.
  [
    /(?<!\bto (?:[\w']+ )?)\b(data|information|records|content|copies)((?: (?:is|are|will be|be|being|gets|get))? )removed\b(?! from (?!(?:your|our|the|all) (?:production )?(?:systems|servers|platform|service|environment|databases|backups|storage)\b))/g,
    '$1$2deleted',
  ],
  [
    /\b(?:remove|removes|removing|removal of)((?: (?:our|your|the|their|all|any|customer|customers'|personal))* (?:data|information|records|content))\b/g,
    'delete$1',
  ],
  // "Are the hard disks of the laptops encrypted?": full-disk encryption, as sources name it — of staff devices, not of
  // a data centre's servers.
  [
    /\bhard[\s-]?disks?\b(?=(?:\s+[\w'-]+){0,4}?\s+(?:laptops?|notebooks?|workstations?|computers?|endpoints?|desktops?|devices?)\b(?:\s+[\w'-]+){0,4}?\s+(?:fully\s+)?encrypted\b)/g,
    'full-disk encryption',
  ],
  // Penetration tests "by external testers": by an independent firm, as sources say who tests.
  [/\b(?:external|outside|third[\s-]party|independent) (?:pen(?:etration)?[\s-]?)?testers\b/g, 'an independent firm'],
  // A privacy (information) management system is what ISO/IEC 27701 certifies, as sources name it by the standard.
  [/\bprivacy (?:information )?management systems?\b/g, 'iso 27701'],
  // "The ISO/IEC 27001 certificate of registration": the certificate, as a registrar names what it issues.
  [/\bcertificates? of registration\b|\bregistration certificates?\b/g, 'certificate'],
  // "The RTO of the service supporting the bank's critical systems": of the service, whatever it supports for the
  // customer.
  [
    /\b(service|platform|solution)s?\s+(?:supporting|that supports?|underpinning|used for|used by)\s+(?:(?:the|our|your)\s+)?(?:customer\s+|bank\s+|client\s+)?(?:critical|important|key|core)\s+(?:systems|services|functions|operations|business functions|processes)\b/g,
    '$1',
  ],
  // "Once the contract ends": as soon as, no count ("once a year" is one).
  [/\bonce\b(?=\s+(?:the|our|your|their|its|we|you|they|it|this|that|these|those|all|any|data|customer|customers)\b)/g, 'after'],
  // Security researchers who report vulnerabilities are outside ones: "external" before their reporting says nothing a
  // source must repeat (a programme "open to external researchers" is a public one: see PHRASES).
  [
    /(?<!\bopen\s+to\s+(?:all\s+|any\s+)?)\b(?:external|outside)\s+(?=(?:security\s+)?researchers?\s+(?:can\s+|may\s+|to\s+)?(?:report|disclose|submit)\b)/g,
    '',
  ],
  // "Reviewed and approved by an individual other than its author": a review by another person, whose approval is
  // the review's outcome. Bespoke (custom, in-house) code is the code.
  [
    /\b(?:reviewed|checked)\s+and\s+approved\s+(?=by\s+(?:an?\s+)?(?:individual|person|someone|engineer|developer|reviewer|peer|another|second)\b)/g,
    'reviewed ',
  ],
  [/\b(?:bespoke|custom|in-house|proprietary)\s+(?=(?:source\s+)?code\b)/g, ''],
  // "An individual other than its author" is a second person (the four-eyes principle); "author" is no authorisation.
  [
    /\b(?:an?\s+)?(?:individual|person|someone|engineer|developer|reviewer)\s+other\s+than\s+(?:its|the|their)\s+(?:own\s+)?(?:authors?|developers?|creators?|submitters?)\b/g,
    ' a second person ',
  ],
  // "Open, public networks": public networks.
  [/\bopen,?\s+(?=public\s+networks?\b)/g, ''],
  // Data "in transit across public networks" is data in transit: a network is what it crosses.
  [/\b(in\s+transit)\s+(?:across|over|via|through)\s+(?:(?:public|untrusted|external)\s+)*networks?\b/g, '$1'],
  // Other customers' data "within the shared environment" is theirs: sharing is what separating them is about.
  [
    /(?<=\bother\s+(?:customers|tenants|clients)(?:'|’)?(?:\s+data)?\s+)(?:within|in|on)\s+(?:the|a)\s+shared\s+(?:environment|infrastructure|platform|system|database)s?\b/g,
    '',
  ],
  // A policy "reviewed every year and updated when the environment changes" (as needed): the review is the commitment;
  // updating it as things change is what reviewing it is for.
  [
    /(?<![\s,]),?\s+and\s+updated\s+(?:as\s+(?:needed|necessary|required|appropriate)|when(?:ever)?\s+(?:necessary|needed|required|[^,.;?]{3,60}?\s+changes?))\b/g,
    ' ',
  ],
  // "Self-certified and listed as an active participant": the certification; the list is where it shows.
  [/(?<!\s)\s+and\s+(?:listed|registered)\s+as\s+an?\s+(?:active\s+)?(?:participant|member)\b/g, ''],
  // Data-encryption and key-encrypting keys (DEKs and KEKs) are the encryption keys; keys "generated, stored and
  // administered" somewhere are managed there.
  [/\bdata[\s-]encryption\s+(?:keys?\s+)?and\s+key[\s-]encrypt(?:ing|ion)\s+keys\b/g, 'encryption keys'],
  [/\b(?:generated|created),?\s+(?:stored|held),?\s+(?:and\s+)?(?:administered|managed)\b/g, 'managed'],
  // "The overall information security policy": the policy ("overall responsibility", "overall uptime" keep it).
  [/\boverall\s+(?=(?:[\w-]+\s+){0,3}polic(?:y|ies)\b)/g, ''],
  // Certificate-based (mutual) authentication of both endpoints of a connection is mutual TLS.
  [/\b(?:with\s+)?(?:mutual|two-way|certificate-based)\s+authentication\s+of\s+(?:both\s+)?(?:endpoints|ends|parties|sides)\b/g, ' mutual tls '],
  // "Is entitled to object": may object (an entitlement to do something is no access right; "will be entitled to"
  // stays a promise).
  [/\b(?:is|are)\s+entitled\s+to\b/g, ' can '],
  // "An additional or replacement sub-processor" is a new one.
  [/\b(?:additional|replacement)(?:\s+or\s+(?:additional|replacement))?\s+(?=sub[\s-]?processors?|sub[\s-]?contractors?|vendors?|suppliers?)/g, 'new '],
  // "The period by the end of which copies will have been removed": within which they are.
  [/\bby\s+the\s+end\s+of\s+which\b/g, ' within which '],
  // "An assessment of the laws and practices of the country of destination (transfer impact assessment)": the
  // assessment described, named in brackets by its usual name, which is what sources write.
  [/\b(?:an?|the)\s+assessment\s+of\s+[^()]{5,120}?\s*\(((?:transfer|data\s+protection|privacy)\s+impact\s+assessment)\)/g, ' $1 '],
  // "Indicate the version …, by reference to the year of the decision adopting them": how to give the answer, not
  // what is asked.
  [/,\s*by\s+reference\s+to\s+[^,?.;]{3,120}/g, ' '],
  // Obligations "affording at least the same level of protection as" the agreement's are no less protective than
  // them, as a contract says; "by written contract" is by contract.
  [
    /\b(?:affording|providing|offering|giving|ensuring)\s+(?:at\s+least\s+)?(?:the\s+same|an?\s+equivalent|equivalent)\s+(?:level\s+of\s+)?protection\s+(?:as|to)\b/g,
    ' no less protective than ',
  ],
  [/\bby\s+(?:a\s+)?written\s+(?=contract|agreement)/g, 'by '],
  // "Personal data which the Processor will process on behalf of the Controller" (the Processor gone, the Controller
  // become the customer): the personal data a processor processes for its customer, all of it. A "will" without "on
  // behalf of" ("personal data that we will process from Q3") stays a promise.
  [
    /\bpersonal\s+data\s+(?:which|that)\s+(?:(?:you|we|it)\s+)?(?:process(?:es)?|(?:will|shall)\s+process(?=\s+on\s+behalf\s+of\b))(?:\s+on\s+behalf\s+of\s+(?:the\s+)?customers?)?/g,
    'personal data',
  ],
  // A protocol "employed to protect" data is one used to; "employed by" a company stays work.
  [/\bemploy(?:s|ed|ing)?(?=\s+to\s+(?!work\b)[a-z])/g, 'used'],
  // "The (technical) means by which data are segregated": how they are.
  [/\b(?:the\s+)?(?:technical\s+|organi[sz]ational\s+)?(?:means|mechanisms?|measures?)\s+by\s+which\b/g, ' how '],
  // "Is able to retrieve": can ("will be able to" stays a promise).
  [/\b(?:is|are)\s+able\s+to\b/g, ' can '],
  // "Before erasure takes place": an event's taking place is no word of it.
  [/\b(?:takes?|taking|took|taken)\s+place\b/g, ' '],
  // "Encrypted by means of the TLS protocol": the means, as "using" says it (before an article only, as a translated
  // form writes it).
  [/\bby (?:means|way) of (?=(?:the|an?) )/g, ' using '],
  // "Held in encrypted form": encrypted. "Residual copies" are the copies.
  [/\bin\s+(?:an?\s+)?(encrypted|unencrypted|plain\s?text|clear\s?text|pseudonymi[sz]ed|anonymi[sz]ed)\s+form\b/g, ' $1 '],
  [/\bresidual\s+(?=cop(?:y|ies)\b)/g, ''],
  // A key's cryptoperiod is how long it is used before it is rotated.
  [/\bcrypto-?periods?\b/g, ' rotation period '],
  // "Individuals designated as key custodians" are the key custodians.
  [/\b(?:individuals|persons|people|staff members|employees)\s+(?:are\s+)?(?:designated|appointed|nominated|named|assigned)\s+as\s+/g, ' '],
  // Transfers "to recipients established outside the EEA" are transfers outside it: where a recipient is established
  // is where the data goes.
  [/(?<=\btransfers?\b[^.?;]{0,80}?)\bto\s+recipients\s+(?:established|located|based|situated|domiciled)\s+(?=(?:outside|in|within)\b)/g, ' '],
  // Personal data "entrusted to it by the controller" (or personal information, by the enterprise) is the customer's
  // data.
  [
    /\b(?:the\s+)?personal\s+(?:data|information)(?:\s+of\s+(?:the\s+)?data\s+subjects)?\s+(?:entrusted|supplied|provided|disclosed|made\s+available)\s+to\s+(?:it|us|them|the\s+(?:processor|data importer|vendor|supplier))?\s*by\s+(?:the\s+)?(?:controller|customer)\b/g,
    ' customer personal data ',
  ],
];

/** Words that place a "remedy" in a service level commitment (see the rule in {@link PHRASES}). */
const SERVICE_LEVEL_WORDS = 'availability|uptime|sla|service level';

/** "… to which Vendor commits", "… for which you agree": the commitment an obligation's figure is asked of. */
export const COMMITMENT_CLAUSE = String.raw`\b(?:to|for|by) which\s+(?:(?:the\s+)?[\w-]+\s+)?(?:commits?|agrees?|undertakes?|(?:is|are) committed)\b`;

const PHRASES: [RegExp, string][] = [
  // "According to the principles of least privilege and need to know": the principles are named, the frame is not.
  [/\b(?:according to|in line with|in accordance with|following|based on)\s+(?:the\s+)?principles?\s+of\s+/g, ' '],
  // "Without (undue) delay" says how soon, as "promptly" does: no word of what is done.
  [/\bwithout\s+(?:undue\s+)?delay\b/g, ' '],
  // "When their employment or engagement ends", "on the end of employment": a leaver's termination.
  [
    /\b(?:(?:their|the|his|her|whose)\s+)?(?:employment|engagement|contract of employment)(?:\s+or\s+(?:employment|engagement|contract))?\s+(?:ends|has ended|is terminated|terminates|comes to an end)\b|\b(?:the\s+)?end\s+of\s+(?:their\s+|the\s+)?employment\b/g,
    ' termination ',
  ],
  // Need to know is least privilege's other name ("on a need-to-know basis"); so is access limited to only what is
  // necessary to do one's job ("limit user access privileges … to only those necessary to perform the user's job"), the
  // limiting included.
  [/\bneed[\s-]to[\s-]know(?:\s+basis)?\b/g, ' leastprivilege '],
  [
    /(?:\b(?:limit|restrict)(?:s|ed|ing)?\b((?:\s+[\w'’-]+){1,12}?)\s+|\b)(?:to\s+)?only\s+(?:those|the\s+(?:access|privileges|permissions|rights)|what\s+is)\s+(?:strictly\s+)?(?:necessary|needed|required)\s+(?:to|for)\s+(?:perform(?:ing)?|do(?:ing)?|carry(?:ing)?\s+out)\s+(?:[\w'’]+\s+){1,2}?(?:jobs?|roles?|duties|job functions?)\b/g,
    ' $1 leastprivilege ',
  ],
  // "Independently certified", "an independent certification": a certification is an independent body's by its
  // nature, so the word says nothing a source must repeat ("audited independently" likewise).
  [
    /\bindependently\s+(?=(?:certified|audited|attested|accredited)\b)|(?<=\b(?:certified|audited|attested)\s+)independently\b|\bindependent\s+(?=certifications?\b)/g,
    ' ',
  ],
  // "Certified by an accredited third-party body", "audited by an independent body": the body that certifies, a
  // certification body, whom a source names as the auditor of its certification. Other bodies ("notify external
  // bodies such as regulators") are not.
  [
    /\b(certified|audited|assessed|attested)\s+by\s+(?:an?\s+|the\s+)?(?:(?:accredited|independent|external|recogni[sz]ed|third[\s-]party)\s+)+bod(?:y|ies)\b/g,
    ' $1 by certification body ',
  ],
  // "Which of the following certifications …", "which one of the following": the choices listed are the form's, and
  // "the following" points at them — which is asked.
  [/\b(which|what)(?:\s+(?:one|ones))?\s+of\s+the\s+following\b/g, ' $1 '],
  // "For the life of the contract", "at any time during the subscription", "throughout the term", "before the end of
  // the contract": for as long as the
  // service is used — when, not what, is asked.
  [
    /\b(?:at any (?:time|point|stage) )?(?:during|throughout|for the (?:life|duration|term|length) of|over the (?:life|term) of|(?:before|until|prior to) the (?:end|expiry) of) (?:the |our |your |their |its )?(?:subscription|contract|agreement|engagement|relationship|service term|term)\b/g,
    ' ',
  ],
  // "Summarise your target timescale …": a request opening the row, as "Describe …" is (not "use AI to summarise
  // documents").
  [/^\s*(?:please\s+|kindly\s+)?summari[sz]e\b/g, ' '],
  // "Download a full copy of our data", "export a complete copy of all records": the data itself is what is taken.
  [/(?<=\b(?:download|export|get|obtain|retrieve|receive|take|extract)\s+)(?:an?\s+)?(?:(?:full|complete|entire)\s+)?cop(?:y|ies)\s+of\s+/g, ' '],
  // Data downloaded or retrieved by its owner is exported ("Can we download our data?", "retrieve a copy of its
  // personal data", its "copy of" gone by the rule before); a document downloaded is not.
  [
    /\b(?:download(?:s|ed|ing)?|retriev(?:e|es|ed|ing))\b(?=\s+(?:(?:all|of|our|your|their|its|the|customer|customers?['\u2019]?s?)\s+)*(?:personal\s+)?data\b)/g,
    ' export ',
  ],
  // "Engage third parties to perform outsourced development", "use contractors for software development": work given to
  // another party, outsourced; who it is says no more.
  [
    /\b(?:engag(?:e|es|ed|ing)|us(?:e|es|ed|ing)|rel(?:y|ies|ied|ying) on)\s+(?:third[\s-]part(?:y|ies)|external (?:parties|providers|firms|developers)|contractors|subcontractors|outside (?:firms|developers))\s+(?:to (?:perform|carry out|do|undertake)|for)\s+(?:(?:any|the|its|their)\s+)?(?:outsourced\s+)?(?=(?:software\s+)?development\b(?!\s+(?:infrastructure|environments?|tool\w*|platforms?|servers?|machines?|laptops?|devices?)\b))/g,
    ' vendor ',
  ],
  // Development subcontracted ("subcontract any part of the software development …") is outsourced; a service or its
  // hosting subcontracted is another party's work, a sub-processor's.
  [/\bsubcontract(?:s|ed|ing)?\b(?=\s+(?:[\w'-]+\s+){0,5}?(?:software\s+)?development\b)/g, ' outsource '],
  // "Outsourced to an external development firm", "outsource any part of the development to third parties":
  // outsourcing is giving work to another party; who it is says no more.
  [
    /(?<=\boutsourc(?:e|ed|es|ing)\s+(?:[\w'-]+\s+){0,8}?)to\s+(?:(?:an?|the|any|one|some)\s+)?(?:third[\s-]parties\b|(?:external|third[\s-]party|outside|other|another)\s+(?:[\w-]+\s+)?(?:firms?|compan(?:y|ies)|vendors?|providers?|part(?:y|ies)|suppliers?|contractors?|partners?|organi[sz]ations?)\b)/g,
    ' ',
  ],
  // What shields a thing from attacks protects it ("shields endpoints from denial-of-service attacks"); AWS Shield is
  // a name.
  [/\bshield(?:s|ed|ing)?\b(?=[^.?;]{0,60}\bfrom\b)/g, ' protect '],
  // Network flow records are flow logs ("VPC flow logs").
  [/\b(?:(?:network|vpc|ip)\s+)?flow\s+(?:records?|logs?|data)\b|\bnetflow\b/g, ' flowlog '],
  // "Analysed for signs of malicious activity", "reviewed for indications of compromise": what monitoring looks for,
  // which a source saying the logs are analysed need not repeat.
  [
    /\bfor\s+(?:any\s+)?(?:signs?|indications?|indicators?|evidence)\s+of\s+(?:(?:malicious|suspicious|anomalous|unauthori[sz]ed)\s+(?:activity|activities|behaviou?r)|compromise)\b/g,
    ' ',
  ],
  // "What certifications do you hold?", "Do you hold any certifications?": certifications held are had, not data
  // stored.
  [
    /\bhold(?:s)?\b(?=\s*(?:[?.,;]|$)|\s+(?:(?:any|the|an?|current|valid|active)\s+)?(?:certifications?|certificates?|attestations?|accreditations?|licen[cs]es?|insurance|reports?)\b)/g,
    ' ',
  ],
  // "An up-to-date list", "kept up to date": current, which says nothing a source must repeat.
  [/\bup[\s-]to[\s-]date\b/g, ' '],
  // "Whenever it chooses", "whenever they wish": at any time.
  [/\bwhenever (?:it|they|you|we|the customer|customers?) (?:chooses?|wish(?:es)?|wants?|likes?|needs?|requests?|decides?)\b/g, ' at any time '],
  // "At present", "at this time", "as of today": when the question is asked, as "currently" says it.
  [/\bat (?:the )?present(?: time)?\b|\bat this (?:time|point|stage|moment)\b|\bas of (?:today|now|this date)\b/g, ' '],
  // "Do we have the right to object …": a right to do a thing is that one may do it ("Customer may object").
  [
    /\b(?:have|has|having|had|get|gets|is given|are given)\s+(?:the|a)\s+right\s+to\s+(?=(?:object|audit|terminate|request|approve|review|inspect|receive|withhold|suspend|reject|veto|delete|export)\b)/g,
    ' may ',
  ],
  // "The second factors available to users": what a second factor is asked for by is MFA.
  [
    /\bmulti[\s-]?factor(?:\s+authenti[a-z]*)?\b|\btwo[\s-]?factor(?:\s+authenti[a-z]*)?\b|\b2[\s-]?fa\b|\bmfa\b|\b2[\s-]?step verification\b|\bsecond[\s-](?:authentication[\s-])?factors?(?:\s+(?:of\s+)?authenti[a-z]*)?\b/g,
    ' mfa ',
  ],
  [/\bsingle[\s-]?sign[\s-]?on\b|\bsso\b/g, ' sso '],
  [/\bpen(?:etration)?[\s-]?test(?:s|ed|ing|ers?)?\b|\bpentest(?:s|ed|ing)?\b/g, ' pentest '],
  [/\bat[\s-]rest\b/g, ' atrest '],
  [/\bin[\s-]transit\b|\bin[\s-]flight\b|\bover (?:the )?(?:public |open |untrusted |external )?(?:networks?|wire|internet)\b/g, ' intransit '],
  [/\bdata processing (?:agreement|addendum)s?\b|\bdpas?\b/g, ' dpa '],
  [/\bbusiness associate (?:agreement|addendum)s?\b|\bbaas?\b/g, ' baa '],
  // "Reachable from the internet", "a route to the internet": one exposure, however it is said, and what is reached by
  // is kept ("reachable by SSH directly from the internet") ("data stores have no
  // route to the internet" answers "are the data stores reachable from the internet?", and so does "can they be
  // reached directly from the internet?"). "Internet-facing services" names which services, and stays as it is.
  [
    /\b(?:(?:directly|publicly)\s+)?(?:reachable|reached|accessible|exposed|routable)\s+(?:(?:by|via|over|through)\s+([\w-]+)\s+)?(?:(?:directly|publicly)\s+)?(?:from|to|on|over)\s+the\s+(?:public\s+)?internet\b|\b(?:a\s+|any\s+)?routes?\s+(?:to|from)\s+the\s+(?:public\s+)?internet\b/g,
    ' $1 internetexposur ',
  ],
  // "Do not expose SSH to the internet": the same exposure, of the thing between.
  [/\bexpos(?:e|es|ed|ing)\s+((?:[\w-]+\s+){1,3}?)to\s+the\s+(?:public\s+)?internet\b/g, ' $1 internetexposur '],
  // SOC 2's Trust Services Criteria ("TSC"), which reports call its criteria.
  [/\btrust services? criteri(?:a|on)\b|\btscs?\b/g, ' criteria '],
  // HIPAA by its full name, "the U.S. Health Insurance Portability and Accountability Act of 1996".
  [/\b(?:u\.?s\.? )?health insurance portability and accountability act(?: of 1996)?(?:\s*\(hipaa\))?/g, ' hipaa '],
  // To execute an agreement is to sign it (an executive is another word).
  [
    /\bexecut(?:e|es|ed|ing)\b(?=\s+(?:(?:a|an|the|any|such|its|their)\s+)?(?:[a-z-]+\s+){0,2}(?:agreements?|contracts?|addend(?:a|um)|baas?|dpas?|ndas?)\b)/g,
    ' sign ',
  ],
  // Else to execute a test, a plan or a task is to perform it; an executive is leadership.
  [/\bexecut(?:e|es|ed|ing)\b/g, ' perform '],
  // "Recovery time and recovery point objectives": both objectives, the head noun said once.
  [/\brecovery time and (?:recovery )?point objectives?\b|\brtos? and rpos?\b/g, ' rto rpo '],
  [/\brecovery time objectives?\b|\brtos?\b/g, ' rto '],
  [/\brecovery point objectives?\b|\brpos?\b/g, ' rpo '],
  [/\bdisaster[\s-]recovery\b|\bdr\b|\bdrps?\b/g, ' disasterrecovery '],
  [
    /\bbusiness[\s-](?:continuity|resilien(?:ce|cy))(?: and disaster recovery)?\b|\boperational resilien(?:ce|cy)\b|\bbcp\b|\bbc\/dr\b|\bbcdr\b/g,
    ' businesscontinuity ',
  ],
  [/\brole[\s-]based access(?: controls?)?\b|\brbac\b/g, ' rbac '],
  [/\bdata protection officers?\b|\bdpos?\b/g, ' dpo '],
  // A credit check is a screening of its own, not a background check nor a service credit.
  [/\b(?:credit|financial) (?:checks?|history checks?|background checks?|screenings?)\b/g, ' creditcheck '],
  [
    /\b(?:pre[\s-]?employment |staff |personnel |employee |security )?vetting\b|\bvetted\b|\b(?:pre[\s-]?employment )?background (?:verification )?(?:checks?|screenings?|investigations?|verifications?)\b|\bbackground[\s-](?:checked|screened|checking|screening)\b|\bpre[\s-]?employment (?:screening|checks?)\b|\bcriminal (?:record )?checks?\b/g,
    ' backgroundcheck ',
  ],
  [/\bbug[\s-]bount(?:y|ies)\b/g, ' bugbounty '],
  // To object (to a change, on grounds) is a right of its own, not an objective.
  // (An opportunity, a chance or a right given to raise one is a right to object.)
  [
    /\b(?:the )?(?:opportunity|chance|right) to raise (?:an? )?objections?\b|\bobject(?:s|ed|ing)?(?= (?:to|on|within|in writing|against)\b)|\bobjections?\b/g,
    ' objectto ',
  ],
  // A signed record that data was destroyed: a document of its own, not the deletion itself.
  [
    /\b(?:certificates?|attestations?|confirmations?) of (?:data )?(?:destruction|deletion|disposal|erasure|sanitization|sanitisation)\b|\b(?:data )?(?:destruction|deletion|disposal|erasure) certificates?\b/g,
    ' deletioncertificate ',
  ],
  [/\bvulnerability disclosure(?: program(?:me)?s?| polic(?:y|ies))?\b|\bresponsible disclosure\b|\bvdp\b/g, ' vdp '],
  [/\bdistributed denial[\s-]of[\s-]service\b|\bdenial[\s-]of[\s-]service\b|\bd?dos\b/g, ' ddos '],
  [/\bweb application firewalls?\b|\bwafs?\b/g, ' waf '],
  // What an EDR tool is deployed "to detect" (anomalous or malicious activity) is what it does, no second control.
  [
    /(?<=\b(?:endpoint detection(?: and response)?|edr|xdr)\)?(?:\s+(?:solutions?|tools?|agents?|software|products?|platforms?))?)\s+to\s+detect\s+(?:malicious|suspicious|anomalous)\s+(?:activit(?:y|ies)|behaviou?r)\b/g,
    ' ',
  ],
  // The NYDFS regulation's "Cybersecurity Event" is a security incident; what one affects, "the confidentiality,
  // integrity or availability of" a system, is the system (any incident does; "how do you protect the confidentiality,
  // integrity and availability of …" asks them).
  [/\bcybersecurity events?\b/g, ' security incident '],
  [/(?<=\b(?:affecting|impacting|affects?|impacts?|compromising)\s+)(?:the )?confidentiality,? integrity,? (?:and|or|and\/or) availability of\b/g, ' '],
  // (And an incident "materially affecting its Information Systems", "directly impacting the Company's NPI": any.)
  [
    /(?<=\bincidents?\s+)(?:materially\s+|directly\s+)?(?:affecting|impacting)\s+(?:(?:the|its|their|our|your|any)\s+)?(?:[\w'’]+\s+){0,3}?(?:systems?|data|npi|nonpublic information)\b(?:\s+(?:or|and)\s+(?:(?:the|its|their|our|your)\s+)?(?:[\w'’]+\s+){0,3}?(?:systems?|data|npi|nonpublic information)\b)?/g,
    ' ',
  ],
  [
    /\bintrusion (?:detection|prevention)(?: systems?)?\b|\bid[sp]s\b|\b(?:detect(?:s|ing|ion of)?|identify(?:ing)?) (?:malicious|suspicious|anomalous|unauthori[sz]ed) (?:activit(?:y|ies)|behaviou?r|traffic)\b|\bdetect(?:s|ing|ion of)? (?:any |possible |attempted )?intrusions?(?: attempts?)?\b|\bintrusions? (?:attempts? )?(?:are|is|get|gets) detected\b/g,
    ' intrusiondetection ',
  ],
  // Endpoint protection: EDR, antivirus, a virus scanner, protection against malware on laptops and servers.
  [
    /\bendpoint detection(?: and response)?\b|\bedr\b|\bxdr\b|\banti[\s-]?(?:malware|virus)(?: software| protection| tools?)?\b|\bantivirus\b|\bendpoint protection\b|\bvirus scanners?\b|\bmalware countermeasures?\b|\b(?:protection|protected|measures?|countermeasures?|safeguards?) against (?:malware|viruses|malicious (?:code|software))(?=\s+(?:on|for|of|at|across)\s+(?:(?:all|the|our|your|its|company|employee|staff|every|each)\s+)*(?:endpoints?|laptops?|workstations?|devices?|servers?|computers?|desktops?|notebooks?)\b(?!\s+(?:brought|owned|belonging|used)\b))/g,
    ' edr ',
  ],
  [/\bmobile device management\b|\bmdm\b/g, ' mdm '],
  [/\bsoftware bills? of materials?\b|\bsboms?\b/g, ' sbom '],
  [/\bfull[\s-]disk encryption\b|\bdisk encryption\b|\bhard[\s-]drive encryption\b|\bfilevault\b|\bbitlocker\b/g, ' diskencryption '],
  [
    /\binfrastructure[\s-]as[\s-]code\b|\biac\b|\b(?:defined|provisioned|managed|deployed|declared)(?: (?:and|or) (?:defined|provisioned|managed|deployed))?(?: entirely| fully)? (?:as|in) code\b/g,
    ' iac ',
  ],
  // Configuration (infrastructure) drift, from the approved (declared, desired) baseline or state, is drift: what a
  // source says of the infrastructure its code defines ("Drift is detected and reported daily").
  [
    /\b(?:(?:configuration|config|infrastructure|resource)\s+)?drift\s+from\s+(?:the\s+)?(?:approved|declared|desired|defined|expected|known[\s-]good)\s+(?:baseline|configuration|state)s?\b|\b(?:configuration|config|infrastructure|resource)\s+drift\b/g,
    ' drift ',
  ],
  [/\bsecurity information and event management\b|\bsiem\b/g, ' siem '],
  [/\bsecurity operations cent(?:er|re)s?\b/g, ' securityoperationscenter '],
  // ISO/IEC 27001:2022 A.8.12 names it data leakage prevention.
  [/\bdata (?:loss|leakage|leak) prevention\b|\bdlp\b/g, ' dlp '],
  // Practices named by terms of art whose words alone mean other things: just-in-time access is not any access, a
  // database's activity monitoring or a file's integrity monitoring not monitoring in general.
  [
    /\bjust[\s-]in[\s-]time (?:(?:admin(?:istrative|istrator)?|privileged?|production) )?(?:access|elevation|privileges?)\b|\bjit (?:(?:admin|privileged?) )?(?:access|elevation)\b/g,
    ' justintimeaccess ',
  ],
  [/\bdatabase activity monitoring\b|\bdam\b(?= (?:tool|solution|system|agent)s?\b)/g, ' databaseactivitymonitoring '],
  [/\bfile integrity monitoring\b|\bfim\b/g, ' fileintegritymonitoring '],
  // Asked whether data is kept apart from other customers' "within the shared, multi-tenant Services", the setting
  // says where, not what: separation is asked only of a shared service.
  [
    /(?<=\b(?:segregat|isolat|separat|partition)\w*\b[^.?!]{0,120})\s(?:with)?in (?:the|a|our|your|its) (?:shared,? )?multi[\s-]?tenant (?:services?|environments?|platforms?|infrastructure|architecture|databases?|applications?)\b/g,
    ' ',
  ],
  [/\bsingle[\s-]tenan(?:t|cy)\b|\bdedicated (?:instance|deployment|environment)s?\b/g, ' singletenant '],
  [
    /\bmulti[\s-]?tenan(?:t|cy)\b|\b(?:infrastructure|environment|platform|resources|hardware|servers?|databases?)(?: that (?:is|are))? shared (?:with|by|across|between) (?:other |multiple |all )?(?:customers|tenants|clients)\b|\bshared (?:infrastructure|environment|platform|hosting|tenancy)\b/g,
    ' multitenant ',
  ],
  [/\bstandard contractual clauses\b|\bsccs?\b/g, ' scc '],
  // The clauses "adopted by Commission Implementing Decision (EU) 2021/914" are the Standard Contractual Clauses (after
  // their name above, so that this fold is not folded again).
  [
    /\b(?:the\s+)?(?:standard\s+contractual\s+)?clauses\s+(?:adopted|approved|published)\s+by\s+(?:the\s+)?(?:european\s+)?commission\s+implementing\s+decision\s+(?:\(eu\)\s+)?2021\/914\b|\b(?:commission\s+implementing\s+decision\s+)?(?:\(eu\)\s+)?2021\/914\b/g,
    ' scc ',
  ],
  // Personal data "removed from" or "stripped from" error events, logs, payloads or error records is scrubbed from them, as sources
  // say it (a negative state: what is scrubbed is not sent).
  [
    /\b(?:removed|stripped|purged|filtered(?:\s+out)?)\s+from\s+(?=(?:[a-z-]+\s+){0,3}(?:events?|logs?|payloads?|messages?|traces?|telemetry|(?:crash|error|exception)\s+(?:reports?|records?))\b)/g,
    ' scrubbed from ',
  ],
  // Peering between networks is a network path between them: "separate VPCs with no peering" says there is none.
  [/\b(?:vpc\s+)?peering\b|\bnetwork\s+(?:paths?|connectivity|connections?)\b/g, ' networkpath '],
  // A safe harbour for researchers is a promise of no legal action against good-faith research ("we do not pursue
  // legal action against good-faith research" gives one; "would you take them to court?" is answered No by it).
  [/\bsafe[\s-]harbou?rs?\b/g, ' no legal action '],
  // A secret "committed to source", "checked into the repo" or "baked into an image" is stored there.
  [
    /\b(?:committed|checked(?:\s+in)?|pushed)\s+(?:in)?to\s+(?:the\s+)?(?:source(?:\s+code)?|repo(?:sitor(?:y|ies)|s)?|git(?:hub)?|version\s+control)\b/g,
    ' stored in sourcecode ',
  ],
  [/\b(?:baked|embedded)\s+in(?:to)?\b/g, ' stored in '],
  // An API secret is a secret, and so is an API key or token listed with secrets ("passwords, API keys or other
  // secrets"); an API key issued to customers is a feature of the product.
  [
    /\bapi\s+(?:secrets?|credentials?)\b|(?<=\b(?:secrets?|credentials?|passwords?),?\s+(?:(?:or|and)\s+)?)api\s+(?:keys?|tokens?)\b|\bapi\s+(?:keys?|tokens?)\b(?=,?\s+(?:(?:or|and)\s+)?(?:other\s+)?(?:secrets?|credentials?|passwords?)\b)/g,
    ' secret ',
  ],
  // A support request is a support ticket ("all support tickets are handled in Zendesk", "Customer support ticketing").
  [/\bsupport\s+(?:requests?|tickets?|ticketing|cases?|enquiries|inquiries)\b/g, ' supportticket '],
  // An "SLA" for a task ("the SLA for revoking a leaver's access", "acknowledgement SLA", "vuln management SLA") is a
  // deadline for that task, not the service level agreement on availability.
  [
    /\b(?:slas?|service[\s-]level (?:agreements?|targets?|objectives?))\s+(?:for|on|to)\s+(?=(?:[a-z-]+\s+){0,2}?(?:[a-z]+ing|acknowledg\w*|respon\w*|revocation|remediation|deprovisioning|offboarding|notification|resolution|triage)\b)/g,
    ' for ',
  ],
  [/\b(acknowledg(?:e?ment)?|response|triage|revocation|deprovisioning|offboarding|resolution|vuln(?:erability)? management)\s+slas?\b/g, ' $1 '],
  // "U.S." with its full stops is the United States, never the pronoun ("US" alone may be either, and is left out).
  [/\bu\.s\.(?:a\.)?(?=[\s,;:)?]|$)/g, ' united states '],
  // To "share" for cross-context behavioural advertising is what US privacy law calls sharing: after "share", the purpose
  // is its definition. (To use or process data for such advertising is asked as it is.)
  [/(?<=\bshar(?:e|es|ed|ing)\b[^.?!]{0,80})\s(?:for (?:the purposes? of )?|in )cross[\s-]context behavio\w*\s+adverti\w*/g, ' '],
  // "Remediation timeframes (SLAs)": the bracket names the deadlines again, as a team calls them.
  [/\b(time ?frames?|deadlines?|target times?|times|windows?)\s*\((?:slas?|service[\s-]level (?:agreements?|targets?|objectives?))\)/g, ' $1 '],
  // A patch or remediation "SLA" is a deadline for that work, not a service level agreement with customers.
  [/\b(patch(?:ing|es)?|remediation|fix(?:es|ing)?|vulnerability) (?:slas?|service[\s-]level (?:agreements?|targets?|objectives?))\b/g, ' $1 '],
  // So is the "SLA" of any other piece of work ("Deprovisioning SLA", "notification SLA", "response SLA"), a terse
  // field's after a dash too ("Leaver access removal – SLA").
  [/\b([a-z]+(?:ing|ion|al)|response)(?:\s*[-\u2013\u2014]\s*|\s+)slas?\b/g, ' $1 '],
  [/\bservice[\s-]level agreements?\b|\bslas?\b/g, ' sla '],
  [
    /\bcustomer[\s-]managed (?:encryption )?keys?\b|\bbring (?:your|their) own (?:encryption )?keys?\b|\b(?:manage|control|supply|hold|provide|use) (?:their|your|its) own (?:data )?(?:encryption )?keys?\b|\bbyok\b|\bcmek\b|\bhyok\b/g,
    ' byok ',
  ],
  [/\bkey management (?:service|system)s?\b|\bkms\b/g, ' kms '],
  [/\bhardware security modules?\b|\bhsms?\b/g, ' hsm '],
  [/\bsecure (?:software )?development (?:life[\s-]?cycle|lifecycle)\b|\bs?sdlc\b/g, ' sdlc '],
  // What is "integrated into the development process" is part of development.
  [
    /\b(?:integrated|embedded|built)\s+(?:in|into)\s+(?:the\s+|your\s+|our\s+)?(?:software\s+)?development\s+(?:process(?:es)?|life[\s-]?cycle|pipelines?)\b/g,
    ' engin ',
  ],
  // "Static and dynamic analysis": both kinds, the noun said once.
  [/\bstatic and dynamic (?:application security testing|code analysis|analysis|scans?|scanning)\b/g, ' sast and dast '],
  [/\bstatic (?:application security testing|code analysis|analysis)\b|\b(?:automated )?source code (?:analysis|scanning)\b|\bsast\b/g, ' sast '],
  [/\bdynamic (?:application security testing|analysis|scans?|scanning)\b|\bdast\b/g, ' dast '],
  [/\bsoftware composition analysis\b|\bsca\b/g, ' dependencyscanning '],
  [/\bdependenc(?:y|ies) scanning\b|\bdependency checks?\b/g, ' dependencyscanning '],
  [
    /\bdata subject (?:access )?requests?\b|\bdata subjects?(?:'|s)? (?:rights? )?(?:to )?(?:make |submit |exercise (?:their )?)?(?:access )?requests?\b|\brequests? (?:from|by) data subjects?(?: exercising (?:their|its|his or her) rights)?\b|\bdsars?\b|\bdsrs?\b/g,
    ' datasubjectrequest ',
  ],
  // The same requests by the people a law gives the rights to, to see, correct or delete their data: "requests by
  // parents, legal guardians or eligible students to inspect, review, correct or delete …" (FERPA), "verifiable consumer
  // requests" (CCPA). Not requests of any kind ("requests from consumers of the API", "consumer requests to the API").
  [
    /\brequests? (?:from|by|of) (?:(?:the |affected |individual |eligible |legal )?(?:individuals?|consumers?|parents?|guardians?|students?|pupils?|patients?|persons?|people)(?:, | or | and | and\/or |, or |, and )?){1,4} ?to (?:access|inspect|review|see|obtain|correct|rectify|amend|delete|erase|export)(?:(?:, | or | and |, or |, and )(?:access|inspect|review|see|obtain|correct|rectify|amend|delete|erase|export))*\b|\bverifiable consumer requests?\b/g,
    ' datasubjectrequest ',
  ],
  [/\b(?:data protection|privacy) impact assessments?\b|\bdpias?\b|\bpias?\b/g, ' dpia '],
  // The record of processing activities (GDPR Art. 30): "records of processing", "a record of all categories of
  // processing activities carried out on behalf of a controller" (Art. 30(2)'s words), "RoPA".
  [
    /\brecords? of (?:all )?(?:the )?(?:categories of )?processing(?: activities)?(?: (?:it |they |which |that )?(?:carries|carried|carry) out)?(?: on behalf of (?:its |the |a |all |their )?controllers?)?|\bprocessing records\b|\bropas?\b/g,
    ' processingrecord ',
  ],
  // GDPR terms of art whose words mean something else alone: a "code of conduct" (Art. 40) is no code, a
  // "representative in the Union" (Art. 27) no region, the "lead supervisory authority" (Art. 56) not any authority,
  // the register of breaches (Art. 33(5)) not breach notification.
  [/\b(?:approved )?codes? of (?:conduct|practice)\b/g, ' codeofconduct '],
  [/\b(?:eu|uk|gdpr|union) representatives?\b|\brepresentatives? in the (?:european union|union|eu|uk)\b/g, ' eurepresentative '],
  [/\blead supervisory authorit(?:y|ies)\b/g, ' leadsupervisoryauthority '],
  [
    /\b(?:register|record|log|inventory)s? of (?:all )?(?:personal data |security |data )?breaches\b|\bbreach (?:register|log|inventory)s?\b/g,
    ' breachregister ',
  ],
  // The GDPR's "special categories of personal data" (Art. 9) are what contracts also call sensitive data, and Japan's
  // APPI "special care-required personal information" (要配慮個人情報).
  [
    /\bspecial[\s-]categor(?:y|ies)(?: of (?:personal )?(?:data|information))?(?: data)?\b|\bsensitive (?:personal )?(?:data|information)\b|\bspecial[\s-]care[\s-]required personal (?:data|information)\b/g,
    ' specialcategorydata ',
  ],
  [/\bpersonally identifiable information\b|\bpersonal (?:data|info(?:rmation)?)\b|\bpii\b/g, ' personaldata '],
  [/\bprotected health information\b|\bphi\b|\bhealth (?:data|information)\b/g, ' phi '],
  [
    /\bcard ?holder data\b|\b(?:payment|credit|debit) card (?:data|numbers?|information|details|payments?|transactions?)\b|\bcard numbers?\b|\bcard (?:data|details|info(?:rmation)?)\b|\bprimary account numbers?\b/g,
    ' cardholderdata ',
  ],
  // "IR plan", "IR team", "IR tabletops": incident response.
  [
    /\bincident response\b|\bincident management\b|\bir(?= (?:plans?|teams?|process|playbooks?|runbooks?|procedures?|exercises?|drills?|simulations?|table[\s-]?tops?|retainers?|tests?|testing|polic(?:y|ies))\b)/g,
    ' incidentresponse ',
  ],
  [/\btable[\s-]?tops?(?: exercises?)?\b/g, ' tabletop '],
  // A review after an incident, however it is called: a post-mortem, a retrospective, a lessons-learned review.
  [
    /\bpost[\s-]?incident (?:reviews?|analys[ie]s|reports?)\b|\bpost[\s-]?mortems?\b|\b(?:formal |incident )?retrospectives?\b|\blessons[\s-]learn(?:ed|t)(?: (?:reviews?|sessions?|exercises?|process(?:es)?|analys[ie]s))?\b/g,
    ' postincidentreview ',
  ],
  [
    /\b(?:user )?access (?:rights|privileges|permissions)(?: (?:to|of|for|on) [a-z]+(?: [a-z]+)?)? (?:are |is )?(?:periodically |regularly )?(?:reviewed|recertified|revalidated)\b|\b(?:user )?access reviews?\b|\baccess recertifications?\b|\breview(?:s|ed)? (?:of )?(?:user )?access\b/g,
    ' accessreview ',
  ],
  [/\bamazon web services\b|\baws\b/g, ' aws '],
  [/\bgoogle cloud(?: platform)?\b|\bgcp\b/g, ' gcp '],
  // Azure Active Directory ("Azure AD") is Microsoft Entra ID's former name; "Microsoft Entra ID (Azure AD)"
  // names it twice.
  [
    /(?:\bmicrosoft\s+)?\bentra\s+id\s*\(\s*(?:microsoft\s+)?azure\s+(?:ad|active\s+directory)\s*\)|(?:\bmicrosoft\s+)?\bazure\s+(?:ad|active\s+directory)\b(?!\s+(?:identity\s+protection|b2c|connect|domain\s+services|join(?:ed)?)\b)/g,
    ' microsoft entra id ',
  ],
  [/\bmicrosoft azure\b|\bazure\b/g, ' azure '],
  [/\bopen[\s-]?id connect\b|\boidc\b/g, ' oidc '],
  [/\bcontent delivery(?: networks?)?\b|\bcdns?\b/g, ' cdn '],
  [/\bpublic cloud(?: providers?| platforms?)?\b|\bcloud (?:service |hosting |infrastructure )?providers?\b|\biaas\b|\bhyperscalers?\b/g, ' cloudprovider '],
  [
    /\b(?:internet|public|externally|outward)[\s-]facing(?:\s+(?:endpoints?|services?|apis?|interfaces?))?\b|\bpublic (?:endpoints?|services?|apis?|websites?|interfaces?)\b/g,
    ' publicfacing ',
  ],
  // "Our IP ranges", "State-owned IP address ranges", "company-owned IP addresses": the customer's own addresses (not
  // "your IP ranges": the respondent's own, to allowlist on the customer's side).
  [
    /\b(?:approved|allowed|trusted|whitelisted|allowlisted|specific|customer|corporate|known|our|(?:state|customer|company|agency|client|corporate)-owned) ip (?:address(?:es)?|ranges?)(?: ranges?)?\b/g,
    ' ipallowlist ',
  ],
  // "Egress IP addresses", "static IP ranges": the same addresses, qualified.
  [/\b(?:(?:network|egress|outbound|inbound|static|source|office|public)\s+)*ip (?:address(?:es)?|ranges?)\b/g, ' ip '],
  [/\bhelp ?desks?\b|\bservice ?desks?\b/g, ' helpdesk '],
  [/\btwice (?:a|per|every) year\b|\btwice yearly\b|\bevery six months\b|\bsemi[\s-]?annual(?:ly)?\b|\bbi[\s-]?annual(?:ly)?\b/g, ' semiannual '],
  [
    /\b(?:at least )?(?:once|one time) (?:a|per|every) year\b|\bevery year\b|\beach year\b|\bper year\b|\bper annum\b|\bevery twelve months\b|\bevery 12 months\b|\b(?:at least )?(?:once )?(?:in|during) (?:every|each|any) (?:twelve|12)[\s-]month period\b/g,
    ' annual ',
  ],
  // "Two weeks" are 14 days and "a week" is 7: "devices more than 14 days behind" answers "two weeks behind".
  [/\b(?:two|2) weeks\b|\ba fortnight\b/g, ' 14 days '],
  [/(?<!days )\b(?:one|1|a) week\b/g, ' 7 days '],
  [/\boperating systems?\b/g, ' os '],
  // To refrain from a thing is not to do it: "Do you refrain from selling personal data?" asks whether you do not.
  [/\b(?:refrain|abstain)(?:s|ed|ing)? from\b/g, ' not '],
  // Losing access is having none: "devices … behind lose access to company systems".
  [/\b(?:lose|loses|lost|losing) (?:their |its |all )?access\b/g, ' no access '],
  // "No data was lost" answers "did you lose any data?": the verb's irregular past is the verb.
  [/\b(?:loses|lost|losing)\b/g, ' lose '],
  // "Twelve months" is a year: "retained for one year" answers "for a minimum of 12 months".
  [/\b(?:twelve|12) months\b/g, ' one year '],
  // "Hosts the IT infrastructure of the platform": the platform's infrastructure is what hosting the platform means.
  [/\b(?:the\s+)?(?:it\s+)?infrastructure\s+(?:of|for|behind|underlying)\s+(?=(?:the|your|our)\s+(?:platform|service|application|product|solution)\b)/g, ''],
  // A key's length (size), asked beside the cipher, is stated by naming the cipher ("AES-256"): the words say what kind
  // of answer is asked (a cipher, read from the question itself), not a topic a source repeats.
  [
    /(?<=\b(?:algorithm|cipher)s?\b[^?.;]{0,100})(?:\b(?:encryption )?key (?:length|size|strength)s?\b|\b(?:length|size) of (?:the )?(?:encryption )?keys?\b)|\b(?:encryption )?key (?:length|size)s?\b(?=[^?.;]{0,60}\b(?:algorithm|cipher)s?\b)/g,
    ' ',
  ],
  // "An industry-standard algorithm", "industry-recognised frameworks": how good, not what.
  [/\bindustry[\s-](?:standard|recogni[sz]ed|accepted|leading|best[\s-]practices?)\b/g, ' '],
  // "Valid until" a date is when it expires.
  [/\bvalid (?:until|through|till)\b/g, ' expir '],
  // "Every day" is daily; "within 30 days" is a duration, not a frequency.
  [/\b(?:every|each|per|once a) day\b/g, ' daily '],
  [/\btype (?:ii|2)\b/g, ' type2 '],
  [/\btype (?:i|1)\b/g, ' type1 '],
  [/\bsoc ?([123])\b/g, ' soc$1 soc '],
  // Spoken: "a SOC three", "your SOC two report".
  [/\bsoc one\b/g, ' soc1 soc '],
  [/\bsoc two\b/g, ' soc2 soc '],
  [/\bsoc three\b/g, ' soc3 soc '],
  // Transport Layer Security spelled out ("the Transport Layer Security protocol", "Transport Layer Security 1.2") is
  // TLS, its version with it.
  [/\btransport[ -]layer security(?: protocols?)? v?(1\.[0-3])\b/g, ' tls $1 '],
  [/\btransport[ -]layer security(?: protocols?)?\b/g, ' tls '],
  // "The TLS protocol version", "SSH protocol": the protocol's name says it is one.
  [/\b(tls|ssl|ssh|https?|sftp) protocols?\b/g, ' $1 '],
  [/\btls ?v?(1\.[0-3])\b/g, ' tls$1 tls '],
  // Mutual TLS is mTLS; traffic between a system's own services ("east-west", "service-to-service") is one thing.
  [/\bmutual(?:ly authenticated)? tls\b|\bmtls\b/g, ' mtls '],
  // HTTP Strict Transport Security is HSTS however it is written ("a Strict-Transport-Security header"), and a header
  // is how HSTS is sent: "HSTS headers" are HSTS.
  [/\b(?:(?:http\s+)?strict[\s-]transport[\s-]security(?:\s*\(?\s*hsts\b\s*\)?)?|hsts)(?:\s+(?:response\s+)?headers?)?\b/g, ' hsts '],
  [
    /\beast[\s-]west(?:\s*\((?:service|svc)[\s-]to[\s-](?:service|svc)\))?|\b(?:internal\s+)?(?:service|svc)[\s-]to[\s-](?:service|svc)\b|\binter[\s-]service\b/g,
    ' servicetoservice ',
  ],
  // SSL is TLS's old name: "ssl" is a term of TLS, however it is written ("SSL Labs", "ssl labs").
  [/\bssl ?v?([23](?:\.0)?)\b/g, ' ssl$1 tls '],
  [/\biso\/iec\b/g, ' iso '],
  // The standard's name spelled out ("the Payment Card Industry Data Security Standard (PCI DSS)") is PCI DSS, not card
  // data; "payment card industry data" alone is card data.
  [/\bpayment card industry (?:data security standards?(?: \(pci(?:[\s-]dss)?\))?|\(pci(?:[\s-]dss)?\))|\bpci[\s-]dss\b|\bpci\b/g, ' pci '],
  [/\bgeneral data protection regulation\b|\bu\.?k\.? gdpr\b|\beu gdpr\b/g, ' gdpr '],
  [/\bcalifornia consumer privacy act\b|\bcpra\b/g, ' ccpa '],
  [/\bsystem and organi[sz]ation controls?\b/g, ' soc '],
  [/\bartificial intelligence\b|\bmachine learning\b|\bml\b|\bllms?\b|\blarge language models?\b|\bgen(?:erative)? ?ai\b/g, ' ai '],
  [/\bfine[\s-]tun(?:e|ed|ing)\b/g, ' train '],
  [/\bzero[\s-]trust\b/g, ' zerotrust '],
  [/\bthreat model(?:s|ling|ing)?\b/g, ' threatmodel '],
  [/\bvirtual private networks?\b|\bvpns?\b/g, ' vpn '],
  // Professional indemnity (or liability) insurance is errors and omissions cover.
  [/\bprofessional (?:indemnity|liability)\b/g, ' errorsomissions '],
  [/\bcyber (?:liability )?insurance\b|\binsurance coverage\b/g, ' cyberinsur '],
  // "ICT" (information and communication technology), as financial regulation qualifies what a service provider does
  // ("ICT services", "ICT security", "a major ICT-related incident"): the technology the whole questionnaire is about,
  // a qualifier no source needs to repeat.
  [/\b(?:information and communications? technology|ict)(?:[\s-]related)?\b/g, ' '],
  // Financial regulation's "management body" is the board; the services "supporting critical or important
  // functions" are the customer's use of the service, a qualifier no source repeats.
  // (So is the NYDFS regulation's "Senior Governing Body", a board of directors or its equivalent.)
  [/\bmanagement bod(?:y|ies)\b|\bsenior governing bod(?:y|ies)\b/g, ' board '],
  [
    /\b(?:(?:that|which) )?(?:support(?:s|ing)?|underpin(?:s|ning)?|used for) (?:(?:our|the|its|their|your|customer|customer's) )?critical or important functions?\b/g,
    ' ',
  ],
  // "The total number of staff" asks for the number of staff; "the engagement of a new sub-processor" is the new
  // sub-processor engaged, as a source notifying of "any new sub-processor" says.
  [/\b(?:the )?total (?=(?:number|count|headcount)\b)/g, ' '],
  [/\b(?:the )?(?:engagement|appointment) of (?=(?:a |an |any )?new\b)/g, ' '],
  // "Segregated from other customers' data in the multi-tenant environment", "from the data of other tenants in shared
  // infrastructure": the shared environment is what "other customers' data" already says, no more to find in a source.
  [/(?<=\bother (?:customers|tenants|clients)(?:\W{0,3}\s*data)?\s+)in\s+(?:(?:the|a|its|our|their)\s+)?multitenant\S*(?:\s+environments?\b)?/g, ' '],
  // Cyber security is security ("the Applicant's cyber security programme"), not cyber insurance.
  [/\bcyber[\s-]?security\b/g, ' security '],
  [/\berrors and omissions\b|\be&o\b/g, ' errorsomissions '],
  // "Sub-operators", as the LGPD's translation names a processor's processors (its processor is an "operator"), and
  // "re-consignees", as a Japanese check sheet names the subcontractors a consignee hands its work on to (再委託先).
  [
    /\bsubprocessors?\b|\bsub[\s-]processors?\b|\bsub[\s-]?contractors?\b|\bsub[\s-]?operators?\b|\bfourth[\s-]part(?:y|ies)\b|\bre-?consignees?\b/g,
    ' subprocessor ',
  ],
  // A third-party audit is one by an outside auditor, not an audit of a supplier: "Annual third-party audits (SOC 2
  // Type II, ISO/IEC 27001)" says nothing of what suppliers must hold or how they are managed.
  [/\bthird[\s-]party (?=audits?\b)/g, ' external '],
  // Vendor (supplier, third-party) risk management is managing vendors for their risk: what a vendor management
  // policy does ("due diligence before onboarding a vendor"), not the company's own risk assessment.
  [/\b(?:vendor|supplier|third[\s-]party|3rd[\s-]party)\s+risk\s+management\b|\btprm\b/g, ' vendor manag '],
  // A sale is to another party by its nature: "sold to a third party" says no more than "sold" (and a source that
  // says data is not sold need not name the buyer).
  [/\b(sell|sells|sold|selling)\s+((?:\S+\s+){0,3}?)to\s+(?:a\s+|any\s+)?third[\s-]part(?:y|ies)\b/g, '$1 $2'],
  [/\bthird[\s-]part(?:y|ies)\b/g, ' thirdparty '],
  [/\bend[\s-]users?\b/g, ' user '],
  [/\bjoiners?[\s,/-]+movers?[\s,/-]+(?:and |& )?leavers?\b|\bjml\b/g, ' access termin '],
  // A change in the (employment) status of staff, as access rules speak of it, is above all their leaving: what a
  // source says of leavers and terminated personnel.
  [/\b(?:any )?changes? (?:in|of|to) (?:the |their |an? )?(?:employment |job |work )?status\b/g, ' termin '],
  [/\bdata protection act(?: 2018| 1998)?\b/g, ' gdpr '],
  [/\blaw[\s-]enforcement(?: agenc(?:y|ies)| authorit(?:y|ies))?\b|\bgovernment (?:data )?requests?\b|\bsubpoenas?\b/g, ' lawenforcement '],
  [/\bcross[\s-]border\b|\btrans[\s-]?border\b/g, ' international '],
  [/\bexit (?:strateg(?:y|ies)|plans?|planning|management|provisions?)\b|\bstressed exits?\b/g, ' exitplan '],
  [/\bconcentration risks?\b/g, ' concentrationrisk '],
  [/\bright to audit\b|\baudit rights?\b|\b(?:permit|allow)(?:s|ted|ed)? (?:customers? )?(?:to )?audits?\b/g, ' righttoaudit '],
  // Records of processing activities (GDPR article 30).
  [/\brecords? of (?:the )?processing(?: activities)?\b|\bropas?\b/g, ' ropa '],
  [/\b(?:cloud service|end) customers?\b|\bcscs?\b/g, ' custom '],
  [/\baccess (?:rights?|privileges?|permissions?)\b|\buser (?:rights|privileges)\b/g, ' access '],
  [
    /\b(?:at|upon|on|after) (?:the )?(?:end|expiry|expiration|termination) of (?:the |their |its |a |our )?(?:contract|subscription|agreement|engagement|relationship|service)s?\b/g,
    ' termin contract ',
  ],
  // "Data retention after contract end": a sheet's clipped "after the end of the contract".
  [/\b(?:at|upon|on|after) (?:the )?(?:contract|subscription|agreement) (?:end|expiry|expiration|termination)\b/g, ' termin contract '],
  [/\bmean[\s-]time[\s-]to[\s-](?:detect|detection|discover)\b|\bmttd\b/g, ' mttd '],
  [/\bmean[\s-]time[\s-]to[\s-](?:respond|response|resolve|resolution|recover|recovery|repair|remediate|remediation)\b|\bmttr\b/g, ' mttr '],
  [/\bsupply[\s-]chain(?: partners?| relationships?| vendors?| providers?)?\b/g, ' vendor '],
  // Backup copies, media and sets are the backups. "Back up", "back-ups": backups.
  [/\b(?:back[\s-]?up|backup)\s+(?:copies|copy|media|sets?)\b/g, ' backup '],
  [/\b(?:backed|backing|back)[\s-]ups?\b/g, ' backup '],
  [/\bsource code\b/g, ' sourcecode '],
  // A hard-coded credential is one written in the source code.
  [/\bhard[\s-]?cod(?:ed|ing)\b/g, ' in sourcecode '],
  // "On every PR": a pull request (after a word that makes "PR" a thing, not public relations).
  [/\bcode reviews?\b|\bpeer[\s-]review(?:s|ed)?\b|\bpull requests?\b|(?<=\b(?:every|each|all|per|a|the|on|in|our|your|open|merged)\s)prs?\b/g, ' codereview '],
  [/\bbranch protection\b/g, ' branchprotection '],
  // Code signing (released software signed with a certificate), not the signing of commits or container images.
  [
    /\bcode[\s-]sign(?:ing|ed)\b|\bsign(?:ing|ed)? (?:of )?(?:the |our |your )?(?:code|binaries|releases|builds|executables)\b|\bcode signatures?\b/g,
    ' codesign ',
  ],
  [/\bsecrets? management\b|\bsecret scanning\b|\bsecrets? (?:vaults?|managers?|stores?)\b|\b(?:hashicorp|key) vaults?\b/g, ' secretsmanagement '],
  [/\bsecurity awareness\b/g, ' securityawareness '],
  // (And "targeted-attack e-mail training", as a Japanese check sheet names it: 標的型攻撃メール訓練.)
  [
    /\bphishing simulations?\b|\bphishing tests?\b|\bsimulated phishing(?: e-?mails?| messages| campaigns?| attacks?| exercises?)?\b|\btargeted[\s-]attack e-?mail (?:training|drills?|exercises?)\b/g,
    ' phishingsimulation ',
  ],
  // A thing switched off, turned off or deactivated is disabled: "Has TLS 1.0 been switched off?" asks for its absence.
  [/\b(?:switch|switches|switched|switching|turn|turns|turned|turning|shut|shuts|shutting) (?:it |them )?off\b|\bdeactivat(?:e|es|ed|ing)\b/g, ' disabled '],
  // A hard drive or hard disk is a disk; new hires are employees, and beginning work is starting.
  [/\bhard (?:drives?|disks?)\b/g, ' disk '],
  [/\bnew (?:hires|joiners|starters|employees)\b/g, ' employe '],
  [/\b(?:begin|begins|start|starts|commence|commences) (?:work|working|employment)\b/g, ' start '],
  [/\bworkforce\b/g, ' employe '],
  // Social engineering is an attack on people, not engineering work ("development").
  [/\bsocial[\s-]engineering\b/g, ' socialengineering '],
  [/\bsecure coding\b/g, ' securecoding '],
  [/\bhigh[\s-]availability\b|\bavailability zones?\b/g, ' highavailability '],
  [/\bfail[\s-]?over\b/g, ' failover '],
  [/\bpoint[\s-]in[\s-]time recovery\b|\bpitr\b/g, ' pointintimerecovery '],
  [/\bip allow[\s-]?list(?:s|ing)?\b|\bip white[\s-]?list(?:s|ing)?\b|\bip restrictions?\b|\bip address restrictions?\b/g, ' ipallowlist '],
  [/\bscim\b|\b(?:automatic|automated) (?:user )?(?:provisioning|deprovisioning)\b|\buser provisioning\b/g, ' scim '],
  // "User accounts created and removed automatically (from our identity provider)": provisioning, as SCIM does it.
  [
    /\b(?:(?:user\s+)?accounts?|users)\s+(?:(?:can\s+)?(?:be|are|being)\s+)?(?:automatically\s+(?:created|provisioned|added)\s+and\s+(?:removed|deleted|deprovisioned|deactivated|disabled)|(?:created|provisioned|added)\s+and\s+(?:removed|deleted|deprovisioned|deactivated|disabled)\s+automatically)\b/g,
    ' scim ',
  ],
  [/\bidentity\s+providers?\b/g, ' idp '],
  // ("Audit trail records", as the NYDFS regulation names them, are its audit logs.)
  [/\baudit (?:logs?|logging|trails?(?: records?)?)\b|\bactivity logs?\b/g, ' auditlog '],
  [/\bdata (?:residency|localization|localisation|sovereignty)\b/g, ' dataresidency '],
  // "Data center regions", "data centre locations": the regions data is hosted in.
  [/\bdata[\s-]?cent(?:er|re)s? (?=regions?\b|locations?\b|geograph)/g, ' '],
  [/\bdata centers?\b|\bdata centres?\b|\bdatacenters?\b/g, ' datacenter '],
  [/\bnon[\s-]?disclosure(?: agreements?)?\b|\bndas?\b/g, ' nda '],
  // "Confidentiality undertakings" staff sign: an NDA.
  [/\bconfidentiality (?:agreements?|undertakings?)\b/g, ' nda '],
  // "Before undertaking new processing": the verb is "conducting" (not "contractual undertakings", a commitment).
  [/\bundertak(?:e|es|en|ing)\s+(?=(?:new|the|a|an|any|such|this|these|those|all|regular|periodic)\b)/g, ' conduct '],
  // Staff "who breach the policies" violate them (not a security breach); "are liable to disciplinary action": may
  // face it.
  [
    /(?<=\b(?:who|that|they|staff|personnel|employees|users|anyone|persons?|individuals|workers|contractors)\s+)breach(?:es|ed)?\b(?=\s+(?:(?:the|its|their|any|our|your|these|such)\s+)?(?:[a-z'-]+\s+){0,4}?(?:polic(?:y|ies)|rules|obligations|terms|code of conduct|standards|procedures)\b)/g,
    'violate',
  ],
  [/\b(?:are|is|be|shall be|will be) liable to\b(?=\s+(?:disciplinary|sanctions?|dismissal|termination))/g, ' may '],
  [/\bacceptable use polic(?:y|ies)\b|\baup\b/g, ' acceptableuse '],
  [/\binformation security management system\b|\bisms\b/g, ' isms '],
  [/\bchief information security officer\b|\bciso\b/g, ' ciso '],
  // "The leader of the supplier's cybersecurity program", "the head of the security function": its chief officer.
  [
    /\b(?:leader|head)\s+of\s+(?:(?:the|your|its|our)\s+)?(?:[\w-]+['\u2019]s?\s+)?(?:information\s+)?security(?:\uE000\d+)?\s+(?:program(?:me)?|function|team|organi[sz]ation)\b/g,
    ' ciso ',
  ],
  [/\bchief privacy officers?\b|\bcpo\b/g, ' cpo '],
  [/\bchief technology officers?\b|\bcto\b/g, ' cto '],
  [/\bchief executive officers?\b|\bceo\b/g, ' ceo '],
  [/\bchief information officers?\b|\bcio\b/g, ' cio '],
  // "EU-U.S. DPF", "EU-U.S. Data Privacy Framework": one framework, whatever the countries' abbreviation.
  [/\b(?:eu[\s-]u\.?s\.?\s+)?(?:data privacy framework|dpf)\b|\bprivacy shield\b/g, ' dataprivacyframework '],
  [/\bcsa star\b|\bstar registry\b|\bcaiq\b|\bconsensus assessments initiative questionnaire\b/g, ' csastar '],
  [/\bbridge letters?\b/g, ' bridgeletter '],
  [/\brow[\s-]level security\b/g, ' rowlevelsecurity '],
  [/\bred[\s-]team(?:ing|s)?\b/g, ' redteam '],
  [/\bprompt injection\b/g, ' promptinjection '],
  // "E-mail" is email.
  [/\be-mail/g, 'email'],
  // A third country, in the GDPR's words, is one outside the EEA ("third-country transfers" too).
  [/\bthird[\s-]countr(?:y|ies)\b/g, ' outsid eea '],
  [/\b(?:the )?european economic area\b/g, ' eea '],
  // Data moved "out of the EEA" goes outside it.
  [/\bout of (?=\s*(?:the\s+)?(?:eea|eu|european union|uk|united kingdom|switzerland|country|region|jurisdiction)\b)/g, ' outsid '],
  // Personal information "communicated outside Québec", "communications of personal information to other
  // jurisdictions": transferred there, as Québec's law words a transfer.
  [
    /\bcommunicat(?:e|es|ed|ing|ions?)\b(?=(?:\s+(?:of\s+)?(?:it|them|(?:the\s+)?(?:personal (?:information|data)|personaldata\S*)))?\s+(?:outside|to (?:other|another|foreign))\b)/g,
    'transfer',
  ],
  [/\bto (?:other|another|foreign) (?:jurisdictions?|countr(?:y|ies))\b/g, ' outsid '],
  // "The transfer mechanism", "the contractual instruments" a transfer relies on: its safeguards (see RELATED).
  [/\b(?:transfer|contractual|legal) (?:mechanisms?|instruments?|tools?)\b/g, ' safeguard '],
  // A programme open to external researchers is a public one.
  [/\bopen to (?:all |any )?(?:external|outside|independent|third[\s-]party|public) (?:security )?researchers\b/g, ' public '],
  // Staffed (manned) around the clock is on call around the clock.
  [/\b(?:staffed|manned|attended)\s+(?=(?:24\s*\/\s*7|24x7|(?:around|round) the clock)\b)/g, ' '],
  // Logically separated (segregated, isolated, kept apart): the separation software makes, which is what a source
  // means by "isolated"; "logically" states nothing a source would repeat. ("Physically" does: it stays.)
  [/\blogical(?:ly)?\s+(?=(?:(?:kept|held|stored)\s+)?(?:separat|segregat|isolat|apart|partition))/g, ''],
  [/\b((?:separat|segregat|isolat|partition)[a-z]*)\s+logically\b/g, '$1'],
  [/\b(kept|held|stored)\s+logically\s+(?=apart|separate)/g, '$1 '],
  // Kept apart, kept separate, held apart: isolated.
  [/\b(?:kept|held|stored)\s+(?:apart|separate(?:ly)?)\b/g, ' isol '],
  // When the contract ends is at its termination: "after the contract ends", "once the agreement expires".
  [
    /\b(?:the|a|our|your) (?:contract|agreement|subscription|engagement|relationship|service) (?:ends|has ended|expires|has expired|is terminated|terminates|comes to an end)\b/g,
    ' termin ',
  ],
  // People who work in a team are its members: "how many people work in your security team"; those who work at the
  // company are its employees.
  [/\b(people|persons|staff|employees|individuals) (?:who |that )?(?:work|works|working) (?:in|on|for|within|at) /g, ' $1 in '],
  // "Of how many persons does the team consist?": persons counted are staff.
  [/\bpersons\b/g, ' employe '],
  [/\b(?:does|do)\s+(the\s+(?:\S+\s+){0,4}?team)\s+consist\??/g, ' are in $1 '],
  // Staff dedicated to (information) security, the dedicated security function or personnel: the security team.
  [
    /(?<=\b(?:people|persons|staff|employees|personnel|individuals|engineers|ftes?)\s+(?:are\s+|who are\s+)?)dedicated\s+to\s+(?:information\s+|cyber\s*)?security\b|\b(?:the\s+)?dedicated\s+(?:information\s+)?security\s+(?:function|team|staff|personnel|organi[sz]ation)\b|\b(?:information\s+)?security\s+function\b/g,
    ' in the security team ',
  ],
  // Cover outside business hours (after hours, overnight, at weekends) is cover around the clock: someone on call.
  [
    /\bon[\s-]call(?: rotations?| schedules?| rosters?)?\b|\b24\s*\/\s*7(?:\s*\/\s*365)?\b|\b24x7(?:x365)?\b|\b(?:24|twenty[\s-]four) hours a day,? (?:(?:7|seven) days a week|365 days a year)\b|\b(?:around|round) the clock\b|\boutside (?:of )?(?:normal |regular |standard |usual )?(?:business|office|working) hours\b|\bafter[\s-]hours\b|\bovernight\b|\b(?:on |at |over )?(?:nights and weekends|weekends and (?:public )?holidays)\b/g,
    ' oncall ',
  ],
  [/\bstatus page\b/g, ' statuspage '],
  // A write-once store is immutable: what it holds cannot be tampered with.
  [/\bwrite[\s-]once\b|\bworm\b/g, ' immut '],
  // So is one "protected against alteration or deletion" (or modification, or falsification, and deletion): neither can
  // be done to it.
  // (Protected against tampering or modification alone is its integrity.)
  [
    /\b(?:protected|safeguarded|secured)\s+(?:against|from)\s+(?:unauthori[sz]ed\s+)?(?:alteration|modification|tampering|falsification)(?:,\s*|\s+(?:or|and)\s+)(?:deletion|destruction|removal)\b/g,
    ' immut ',
  ],
  // "Electronic records", as 21 CFR Part 11 and a GxP audit name what a system holds: its data.
  // (Not "electronic records of staff training": records of something else.)
  [/\belectronic records?\b(?!\s+of\b)/g, ' data '],
  // "The qualified infrastructure", as a GxP audit calls the supplier's infrastructure it has qualified: the thing
  // itself. (Whether it is qualified is asked: "Is the infrastructure qualified?", "hosted on a qualified
  // infrastructure", "a qualified hosting provider".)
  [/(?<=\bthe\s+)qualified\s+(?=(?:infrastructure|platform)\b)/g, ' '],
  // Environments other than production, by any of their names.
  [/\bnon[\s-]?production\b|\bpre[\s-]?production\b|\bstaging\b|\b(?:test|testing|development|dev|qa|uat) environments?\b/g, ' nonproduction '],
  // "Production" (systems, data, access) is an environment, not the product: kept apart from "product".
  [/\bproduction\b/g, ' production '],
  [/\bprior to\b/g, ' before '],
  [/\bkubernetes\b|\bk8s\b|\beks\b|\bgke\b|\baks\b/g, ' kubernetes '],
  [/\bpost[\s-]?incident reviews?\b|\bpost[\s-]?mortems?\b|\broot cause analys[ie]s\b/g, ' postincidentreview '],
  [/\bsegregat(?:e|ed|ion) of duties\b|\bseparation of duties\b/g, ' separationofduties '],
  [/\bnetwork segmentation\b|\bsegment(?:ed|s)? (?:the )?network\b/g, ' networksegmentation '],
  [/\bleast[\s-]privilege\b/g, ' leastprivilege '],
  // A password's length, complexity or rules are what a password policy sets.
  [
    /\bpassword polic(?:y|ies)\b|\b(?:(?:minimum|min\.?|maximum)\s+)?password\s+(?:length|complexity|strength|requirements?|rules?|composition)\b|\b(?:minimum\s+)?length\s+of\s+(?:(?:user|customer)\s+)?passwords?\b/g,
    ' passwordpolicy ',
  ],
  // "On retainer": a standing contract with a firm, not data retained.
  [/\bon\s+(?:a\s+)?retainers?\b|\bretainers?\b/g, ' retainer '],
  // Removable media are storage one carries away, not something removed.
  [/\bremovable (?:storage )?(?:media|devices?|drives?)\b|\busb (?:mass )?(?:storage(?: devices?)?|drives?|sticks?|keys?)\b/g, ' removablemedia '],
  // Accounts shared by several people, and their opposite: an individual account for each person is no shared one.
  [
    /\b(?:shared|generic|group|common)(?: or (?:shared|generic|group|common))? (?:user |admin(?:istrator)? |login )?(?:accounts?|ids|logins?|credentials)\b/g,
    ' sharedaccount ',
  ],
  [/\b(?:individual|unique|named|personal) (?:user )?(?:accounts?|ids|logins?)\b/g, ' individual accounts , no sharedaccount ; '],
  // A password alone is sign-in without a second factor.
  [
    /\b(?:rel(?:y|ies|ying) )?(?:solely|only|exclusively|just) (?:up)?on (?:a )?(?:username and )?passwords?\b|\bpassword[\s-]only\b|\bsingle[\s-]factor(?: authentication)?\b/g,
    ' no mfa ; ',
  ],
  [/\bpasskeys?\b|\bfido2?\b|\bwebauthn\b|\bsecurity keys?\b|\bhardware (?:security )?tokens?\b|\btotp\b|\bauthenticator apps?\b/g, ' mfa '],
  [/\bsecurity ratings?\b|\bsecurity scores?\b|\bsecurity grades?\b/g, ' securityrating '],
  // Integrating with a system is supporting it, not integrity.
  [/\bintegrat(?:e|es|ed|ion|ions|ing) with\b/g, ' support '],
  // "Generally available" is available (to all), as against a beta or an early access.
  [/\bgenerally available\b|\(ga\)/g, ' avail '],
  // A SOC 2 report's "CPA firm" is its auditor.
  // So is an "audit firm" (監査法人, as a Japanese form names it).
  [/\b(?:licensed )?cpa firms?\b|\baudit(?:ing)? firms?\b/g, ' auditor '],
  // "Set out the period …", "as set out in the DPA": a request to state, or where a thing is stated; no word of it.
  [/\bset out\b(?=\s+(?:the|how|what|which|when|where|whether|any|all|your|its|their|each|in)\b)/g, ' '],
  // "Has the vendor engaged an independent firm to carry out …": the firm does it; engaging it is no word a source
  // must repeat. "In any event within 72 hours": the limit, whatever happens.
  [
    /\bengag(?:e|es|ed|ing)\s+(?=(?:an?|the)\s+(?:independent\s+|external\s+|qualified\s+|accredited\s+|certified\s+)*(?:third[\s-]part(?:y|ies)|firms?|assessors?|auditors?|compan(?:y|ies)|testers?)\b)/g,
    ' ',
  ],
  [/\bin any event\b/g, ' '],
  // "The maximum period to which Vendor commits", "the level for which you agree": the commitment asked for; its verb is
  // no word a source must repeat.
  [new RegExp(COMMITMENT_CLAUSE, 'g'), ' '],
  // "Client Information, or any personal data contained in it, …": a part of what is asked about, asked with it.
  [/,?\s*\bor any\s+(?:\S+\s+){0,3}?(?:contained|included|held) (?:in|within) (?:it|them)\b\s*,?/g, ' '],
  // "Not only upon termination", "not merely a policy": more than that, no denial.
  [/\bnot (?:only|merely)\b/g, ' also '],
  // "In place": that a thing exists, as every control asks.
  [/\b(?:are |is )?in place\b/g, ' '],
  // "Where permitted by local law", "subject to local legislation" qualify a practice; they permit nothing ("do you
  // permit staff to print data?").
  [
    /\b(?:where|as|when|to the extent) (?:legally )?permitted(?: by (?:local |applicable )?laws?)?\b|\bwithin the (?:range|scope|extent|limits?) (?:permitted|allowed) (?:by|under) (?:the )?(?:local |applicable |relevant )?laws?\b|\b(?:according to|subject to|in accordance with|in line with) (?:the )?(?:local |applicable |relevant )?(?:laws?|legislation|regulations?)\b/g,
    ' ',
  ],
  // Access by time of day, and software installation by users: controls of their own, named as such.
  [/\btime[\s-]of[\s-]day\b|\btime[\s-]based access\b/g, ' timeofday '],
  [
    /\b(?:install(?:ing|ation of)?|download(?:ing)?) (?:of )?(?:new |unapproved |unauthori[sz]ed |third[\s-]party )?software\b|\bsoftware installations?\b/g,
    ' softwareinstall ',
  ],
  // "A designated individual", "a designated officer": someone named for it, not a design.
  [/\bdesignated\b/g, ' '],
  // Who answers for a thing owns it: "a named executive is accountable for the program" is "the program is owned by".
  // "Ownership of the programme is assigned to …", "responsibility for it is assigned": it is owned.
  [
    /\b(?:overall |ultimate |primary )?(?:ownership|responsibility|accountability) (?:of|for)\s+((?:[\w'-]+\s+){1,8}?)(?:is|are|has been|have been)\s+assigned\b/g,
    ' owned $1 ',
  ],
  [/\b(?:overall |ultimate |primary )?accountab(?:le|ility)\b|\b(?:overall |ultimate |primary )?responsib(?:le|ility) for\b/g, ' owned '],
  // "At planned intervals", "periodically": regularly, as frameworks ask it without saying how often.
  [/\bat (?:planned|regular|defined|periodic|predetermined|specified|set) intervals\b|\bperiodically\b|\bon a periodic basis\b/g, ' regular '],
  // "In which interval is the policy reviewed?", "the interval of the training": how often, as formal translated English
  // asks it; no source says "interval".
  [/\b(?:in|at) (?:which|what) intervals?\b/g, ' how often '],
  [/\bintervals?\b/g, ' frequency '],
  [/\bservice credits?\b/g, ' servicecredit '],
  // The "remedy" for a missed availability commitment is what the customer gets back: a service credit, not the
  // remediation of a finding.
  [new RegExp(`\\bremed(?:y|ies)\\b(?:(?<=\\b(?:${SERVICE_LEVEL_WORDS})\\b.*remed(?:y|ies))|(?=.*\\b(?:${SERVICE_LEVEL_WORDS})\\b))`, 'g'), ' servicecredit '],
  // How people say things in a casual email. Data "sitting on your servers", "when it's stored": data at rest.
  [
    /\b(?:while|when|whilst) (?:it |they'?re |they are |it is )?(?:stored|sitting|resting)(?: (?:on|in) (?:your |the |our )?(?:servers?|disks?|drives?|storage|databases?|systems?|infrastructure|cloud))?\b|\b(?:sitting|resting) (?:on|in) (?:your |the |our )?(?:servers?|disks?|drives?|storage|databases?|systems?|infrastructure|cloud)\b/g,
    ' atrest ',
  ],
  // Where data "lives" or "resides" is where it is stored.
  [/\b(data|it|backups?|files?)\s+(?:physically\s+)?(?:live|lives|reside|resides|sit|sits)\b/g, ' $1 stored '],
  // "Where physically would it be hosted?", "physically located": where a thing is hosted is where it is.
  [
    /\b(where(?:\s+(?:is|are|was|were|would|will|does|do|can|could))?(?:\s+(?:it|data|they|the data|our data|customer data))?)\s+physically\b|\bphysically\s+(?=(?:located|hosted|stored|held|kept)\b)/g,
    ' $1 ',
  ],
  // Data that "stays" or "remains" in a place ("we want our data to stay in the EU") is stored there.
  [/\b(data|it|backups?|files?)\s+(?:to\s+)?(?:stay|stays|remain|remains)\s+(?=(?:in|within|inside)\b)/g, ' $1 stored '],
  // "Lock access down to our IP range", "lock down access": restrict it.
  [/\block(?:s|ed|ing)?((?:\s+(?!down\b)[a-z']+){1,6}?)\s+down to\b/g, ' restrict $1 to '],
  [/\block(?:s|ed|ing)? down\b/g, ' restrict '],
  // "Hang on to logs", "hold onto backups": keep them.
  [/\b(?:hang|hangs|hanging|hold|holds|holding) on ?to\b/g, ' keep '],
  // "How fast would you tell us?", "will you let us know": notify (not "tell us where …", a request).
  [
    /(?<=\b(?:you|we|they|would|will|to)\s)(?:tell|inform|let)\s+(?:us|me|customers?|them|you)(?:\s+know)?\b(?!\s+(?:what|which|who|whom|where|when|how|why|about|whether|if|more|the|your|our)\b)/g,
    ' notify ',
  ],
  // "After we cancel", "once you leave": at the contract's termination.
  [
    /\b(after|once|when|if) (?:we|you|they|the customer|customers?|our company) (?:cancel|cancels|leave|leaves|churn|churns)\b|\bcancell?ations?\b/g,
    ' $1 termin ',
  ],
  // "Which cloud are you on?", "what infrastructure is the app running on?": where it is hosted.
  [
    /\b(cloud|clouds|hosting|provider|infrastructure|region|data cent(?:er|re)s?) (?:are|is) (?:you|it|we|the (?:service|platform|product|app|application)) (?:running |hosted |deployed |built )?on\b/g,
    ' $1 host ',
  ],
  // "One of our engineers", "any of our users": someone on the asker's side, not a party the sources speak of.
  [
    /\b(?:one|any|some|either) of (?:our|my) (?:[a-z-]+ )?(?:engineers|developers|employees|staff|people|users|admins|administrators|team members|customers|researchers|testers|folks)\b/g,
    ' someone ',
  ],
  // "On the laptop side, …", "on the AWS side": the side of a thing is the thing.
  [/\b(on|from|for|at) (the|your|our) ([a-z][\w-]*(?: [a-z][\w-]*)?) side\b/g, ' $1 $2 $3 '],
  // "How many people in total": phrasing.
  [/\bin total\b/g, ' '],
  // "How many employees do you have overall?": at the end of a clause, "overall" is phrasing too ("overall
  // responsibility" keeps it).
  [/\boverall(?=\s*(?:[?.!,;]|$))/g, ' '],
  // "The Company and its Subsidiaries", "aggregate": the whole group, as asked anyway.
  [/\b(?:and|or) (?:its|their|any of its) (?:subsidiaries|affiliates|group companies)\b|\baggregate\b/g, ' '],
  // "A programme open to all security researchers", "open to any member of the public", "open to anyone": public.
  [
    /\bopen to (?:all|any|every|the general)(?:\s+[a-z-]+){0,2}?\s+(?:researchers|hackers|members? of the public|public|comers)\b|\bopen to (?:anyone|everyone|everybody|the public)\b/g,
    ' public ',
  ],
  // A legal request list's qualifiers: "within the meaning of …", "with respect to …", "to the Company's knowledge",
  // "in all material respects", "as at the date of this Request List" frame the request, they are not its topic.
  [
    /\bwithin the meaning of\b|\b(?:with respect|in relation) to\b|\bin respect of\b|\bto\s+(?:the\s+)?(?:best\s+of\s+(?:(?:the|its|our|their|my)\s+)?)?(?:(?:[a-z]+'s|its|our|their|my)\s+)?knowledge\b|\bin all material respects\b|\bas (?:at|of) the date (?:of|hereof)(?: this [a-z]+(?: [a-z]+)?)?\b/g,
    ' ',
  ],
];

/** Words phrases fold to that are ordinary words, stemmed as any other ("owned" is the term of "owns", "owner"). */
const STEMMED_REPLACEMENTS = new Set([
  'annual',
  'outsource',
  'owned',
  'keep',
  'notify',
  'restrict',
  'stored',
  'security',
  'board',
  'how',
  'often',
  'frequency',
  'scrubbed',
  'certification',
  'body',
  'termination',
  'united',
  'states',
  'service',
  'contract',
  'sell',
  'safeguard',
  'transfer',
  'violate',
  'incident',
]);

/** The tokens the phrases fold to: terms as they are, never stemmed. */
const PHRASE_TERMS = new Set(
  PHRASES.flatMap(([, replacement]) => replacement.trim().split(/\s+/)).filter((t) => !t.includes('$') && !STEMMED_REPLACEMENTS.has(t)),
);

/**
 * Folded phrases that name a specific technology, standard or practice: like an acronym, a source must contain the
 * thing itself to answer a question about it.
 */
const NAMED_TERMS = new Set(
  (
    'mfa sso pentest dpa baa rto rpo rbac dpo backgroundcheck bugbounty deletioncertificate vdp ddos waf intrusiondetection edr mdm diskencryption iac siem ' +
    'securityoperationscenter cpo cto cio ceo dlp singletenant multitenant scc sla byok kms hsm sdlc sast dast dependencyscanning dpia phi ' +
    'cardholderdata tabletop aws gcp azure oidc pci gdpr ccpa zerotrust vpn cyberinsur errorsomissions nda acceptableuse isms ciso passwordpolicy ' +
    'dataprivacyframework csastar bridgeletter rowlevelsecurity redteam promptinjection kubernetes scim ipallowlist ' +
    'creditcheck timeofday softwareinstall phishingsimulation socialengineering removablemedia sharedaccount securecoding pointintimerecovery branchprotection secretsmanagement separationofduties codesign cdn mttd mttr exitplan lawenforcement'
  ).split(' '),
);

/** Words of no meaning for matching (function words, and the way questionnaires ask things). */
const STOP = new Set(
  (
    'a an and are as at be been being but by can could did do does doing for from had has have having how i if in into is it its ' +
    'me my no nor not never none neither nothing of on or our ours so such that the their theirs them then there these they this those to was we were what when ' +
    'whenever wherever whichever whatever where which who whom why will with would you your yours any all about us shall should may might must also other than very ' +
    'please kindly describe explain list provide detail details confirm whether indicate specify state outline give include including whose along ' +
    "company organization organisation organizations organisations vendor's vendors' service provider's yes n/a na e.g i.e etc " +
    'currently presently each every everyone everybody both either per via within upon onto over under more most some own same just only one ones ' +
    // Whether a thing is optional is its polarity, which the verdict reads (see optionalAgainstRequired).
    'optional optionally voluntary voluntarily ' +
    "ever always there's here herein thereof against across toward towards among between while least last another other such similar equivalent front behind ever latest recent most after out up often frequently promptly quickly immediately timely " +
    'example examples instance basis manner way ways reasonable relevant applicable appropriate scoped nominated designated specifically explicitly functionality functionalities ' +
    'thereafter whilst hence accordingly therein whereby wherein hereby henceforth forthwith likewise today now still rather yet through throughout during got gotten ' +
    'itself themselves ourselves yourself yourselves he she him his her hers ' +
    // A casual email's hedges and fillers.
    'roughly approximately approximate approx actually really basically somebody someone anybody anyone involving concerning'
  ).split(' '),
);

/** Words that say little about what a question asks (they count, but lightly). */
const GENERIC = new Set([
  'use',
  'occur',
  'have',
  'maintain',
  'perform',
  'provid',
  'support',
  'ensur',
  'implement',
  'offer',
  'process',
  'procedur',
  'polici',
  'program',
  'secur',
  'data',
  'system',
  'custom',
  'inform',
  'manag',
  'control',
  'requir',
  'place',
  'protect',
  'appli',
  'exist',
  'document',
  'formal',
  'establish',
  'practic',
  'measur',
  'approach',
  'specif',
  'relev',
  'appropri',
  'adequ',
  'environ',
  'product',
  'servic',
  'platform',
  'applic',
  'solut',
  'organ',
  'follow',
  'base',
  'relat',
  'regard',
  'manner',
  'level',
  'kind',
  'type',
  'part',
  'current',
  'handl',
  'conduct',
  'carri',
  'take',
  'make',
  'abl',
  'possibl',
  'set',
  'defin',
  'done',
  'us',
  'certif',
  'compli',
  'version',
  'accept',
  'tool',
  'softwar',
  'technolog',
  'instal',
  'model',
  'host',
  'receiv',
  'get',
  'timelin',
  'deadlin',
  'target',
  'aim',
  'goal',
  'object',
  'need',
  'allow',
  'enabl',
  'includ',
  // "A status page showing incidents": what a thing shows is what it includes.
  'show',
  'cover',
  'scope',
  'regular',
  'routin',
  'often',
  'frequenc',
  'much',
  'mani',
  'long',
  'soon',
  'quickli',
  'well',
  'larg',
  'size',
  'sure',
  'practic',
  'commit',
  'minimum',
  'maximum',
  // The other bounds a field is headed by ("Lowest TLS version accepted", "Oldest … still accepted").
  'lowest',
  'highest',
  'oldest',
  'newest',
  'earliest',
  'publish',
  'share',
  'timefram',
  // British English's word for a timeframe.
  'timescal',
  'period',
  'durat',
  'time',
  'dai',
  'daili',
  'number',
  'amount',
  'measur',
  'actual',
  'strategi',
  'mechan',
  'methodologi',
  'overview',
  'principl',
  'dedic',
  'design',
  'formal',
  'robust',
  'effect',
  'name',
  'detail',
  'central',
  // The phrasing of framework controls ("capabilities are in place", "leverage", "subject to testing", "methods",
  // "may opt for"): how a control is asked, not what it is about.
  'capabl',
  'leverag',
  'subject',
  'method',
  'opt',
  // "A named senior individual": a person, as a control asks for one.
  'individu',
  'senior',
  // "Stating the maximum period": how an answer is asked for.
  'state',
]);

/**
 * Word families: a stem on the left stands for the stem on the right. Only meanings that questionnaires use
 * interchangeably.
 */
const FAMILIES: Record<string, string> = {
  staff: 'employe',
  personnel: 'employe',
  workforc: 'employe',
  worker: 'employe',
  hire: 'employe',
  contractor: 'employe',
  employ: 'employe',
  emploi: 'employe',
  peopl: 'employe',
  headcount: 'employe',
  storag: 'store',
  save: 'store',
  persist: 'store',
  keep: 'store',
  kept: 'store',
  retain: 'store',
  retent: 'store',
  preserv: 'store',
  hold: 'store',
  held: 'store',
  deploy: 'host',
  eras: 'delet',
  purg: 'delet',
  destroi: 'delet',
  dispos: 'delet',
  wipe: 'delet',
  destruct: 'delet',
  remov: 'remov',
  revok: 'remov',
  deprovis: 'remov',
  withdraw: 'remov',
  withdrawn: 'remov',
  disabl: 'remov',
  leav: 'termin',
  leaver: 'termin',
  offboard: 'termin',
  depart: 'termin',
  departur: 'termin',
  separ: 'isol',
  certifi: 'certif',
  accredit: 'certif',
  attest: 'certif',
  cipher: 'encrypt',
  cryptographi: 'encrypt',
  cryptograph: 'encrypt',
  crypto: 'encrypt',
  ssl: 'tls',
  https: 'tls',
  login: 'signin',
  logon: 'signin',
  authent: 'signin',
  laptop: 'devic',
  workstat: 'devic',
  endpoint: 'devic',
  comput: 'devic',
  desktop: 'devic',
  machin: 'devic',
  notif: 'notifi',
  alert: 'notifi',
  notic: 'notifi',
  breach: 'incid',
  yearli: 'annual',
  annum: 'annual',
  year: 'annual',
  quarterli: 'quarter',
  monthli: 'month',
  weekli: 'week',
  surveil: 'monitor',
  upgrad: 'patch',
  remedi: 'patch',
  fix: 'patch',
  resolv: 'patch',
  weak: 'vulner',
  flaw: 'vulner',
  unresolv: 'open',
  outstand: 'open',
  // A finding left "unremediated", "unpatched" or "unaddressed" is one that remains open.
  unremedi: 'open',
  unpatch: 'open',
  unaddress: 'open',
  unmitig: 'open',
  unfix: 'open',
  snapshot: 'backup',
  restor: 'recov',
  recoveri: 'recov',
  deploi: 'host',
  run: 'host',
  geographi: 'region',
  countri: 'region',
  locat: 'region',
  jurisdict: 'region',
  supplier: 'vendor',
  client: 'custom',
  // The buyer a supplier questionnaire speaks of is the customer.
  buyer: 'custom',
  // Beginning is starting ("before a sub-processor begins processing"), and what is newly engaged is new.
  begin: 'start',
  began: 'start',
  begun: 'start',
  commenc: 'start',
  newli: 'new',
  tenant: 'custom',
  // "Access to our tenancy": the customer's tenancy is their workspace.
  tenanc: 'workspac',
  educ: 'train',
  cours: 'train',
  exercis: 'test',
  rehears: 'test',
  // A plan "practised" ("practized", as read in American spelling) is rehearsed; a practice (the noun) is not.
  practiz: 'test',
  drill: 'test',
  simul: 'test',
  assess: 'test',
  examin: 'audit',
  inspect: 'review',
  agreement: 'contract',
  insur: 'cyberinsur',
  password: 'credenti',
  passphras: 'credenti',
  permiss: 'access',
  privileg: 'access',
  entitl: 'access',
  author: 'access',
  obtain: 'have',
  possess: 'have',
  compliant: 'compli',
  complianc: 'compli',
  conform: 'compli',
  adher: 'compli',
  align: 'compli',
  segreg: 'isol',
  partit: 'isol',
  guarante: 'commit',
  respond: 'respons',
  acknowledg: 'respons',
  hacker: 'research',
  countersign: 'sign',
  execut: 'leadership',
  board: 'leadership',
  senior: 'leadership',
  util: 'us',
  // "use" is the stem of "used", "uses" and "using", as the stemmer cuts them.
  use: 'us',
  outsourc: 'vendor',
  publicli: 'public',
  constitu: 'employe',
  institut: 'custom',
  license: 'custom',
  subscrib: 'custom',
  reassess: 'test',
  retest: 'test',
  revalid: 'review',
  recertifi: 'review',
  reevalu: 'review',
  lead: 'own',
  head: 'own',
  accountabl: 'own',
  overse: 'own',
  owner: 'own',
  ownership: 'own',
  mandatori: 'requir',
  // "Which options can we mandate for our users?": to mandate is to require.
  mandat: 'requir',
  enforc: 'requir',
  oblig: 'requir',
  compulsori: 'requir',
  restrict: 'limit',
  sold: 'sell',
  select: 'choos',
  chosen: 'choos',
  pick: 'choos',
  geograph: 'region',
  inform: 'data',
  bring: 'suppli',
  develop: 'engin',
  programm: 'engin',
  algorithm: 'encrypt',
  contractu: 'contract',
  expiri: 'expir',
  modif: 'correct',
  rectif: 'correct',
  amend: 'correct',
  day: 'dai',
  autom: 'automat',
  made: 'make',
  firm: 'auditor',
  assessor: 'auditor',
  auditor: 'auditor',
};

/**
 * Terms that questionnaires and trust centers use for nearly the same thing, one way round: a source that has the
 * term on the right answers a question's term on the left in part ({@link RELATED_CREDIT}). Query expansion, for
 * the words that are not spellings of one concept (those fold in {@link PHRASES}).
 */
export const RELATED: Readonly<Record<string, readonly string[]>> = {
  thirdparty: ['vendor', 'subprocessor'],
  vendor: ['thirdparty', 'subprocessor'],
  subprocessor: ['vendor', 'thirdparty'],
  tamper: ['immut', 'integr'],
  redund: ['replic', 'replica', 'highavailability', 'failover', 'region'],
  safeguard: ['scc', 'protect', 'measur'],
  disclos: ['publish', 'notifi', 'list'],
  priorit: ['sever', 'critic'],
  releas: ['host', 'merg', 'codereview'],
  // Development is where changes are reviewed: pull requests, the CI pipeline.
  engin: ['codereview', 'pipelin', 'sdlc'],
  merg: ['codereview', 'releas'],
  defens: ['protect', 'waf', 'firewal', 'mitig'],
  mitig: ['protect', 'absorb'],
  inventori: ['list', 'regist', 'publish'],
  segment: ['isol', 'vpc', 'subnet', 'network'],
  compon: ['depend', 'dependencyscanning', 'librari'],
  librari: ['depend', 'dependencyscanning'],
  detect: ['scan', 'monitor', 'notifi'],
  // What is monitored is watched by some means: logs analysed continuously, events fed to a SIEM, alerts raised.
  monitor: ['analyz', 'siem', 'notifi', 'scan'],
  // Someone "watching" alerts monitors them; a test's "results" are its summary, findings or report.
  watch: ['monitor'],
  result: ['summari', 'find', 'report'],
  // Who "sends" messages delivers them: "transactional email delivery".
  send: ['deliveri'],
  scan: ['detect', 'test'],
  sensit: ['confidenti', 'personaldata'],
  director: ['leadership'],
  function: ['team'],
  team: ['function'],
  remedi: ['patch'],
  multipl: ['2', '3', '4'],
  // What is "written" down is documented: "a written procedure", "a documented plan".
  written: ['document'],
  store: ['host'],
  host: ['store'],
  updat: ['patch'],
  patch: ['updat'],
  avail: ['uptim'],
  uptim: ['avail'],
  flow: ['diagram', 'architectur'],
  // A contract's "template" is its standard form ("our standard Data Processing Agreement").
  templat: ['standard'],
  // What is done "periodically" or "regularly" is done at a stated interval: annually, every quarter, monthly.
  period: ['annual', 'semiannual', 'quarter', 'month', 'week', 'daily', 'regular'],
  regular: ['annual', 'semiannual', 'quarter', 'month', 'week', 'daily', 'period'],
  regularli: ['annual', 'semiannual', 'quarter', 'month', 'week', 'daily', 'period'],
  // A "recognised standard" is one of those named: ISO, NIST.
  standard: ['iso', 'nist'],
  // A policy "communicated" to staff is published to them.
  commun: ['intransit', 'tls', 'traffic', 'publish'],
  encrypt: ['tls', 'aes', 'intransit', 'atrest'],
  privileg: ['admin', 'administr'],
  admin: ['administr'],
  administr: ['admin'],
  postur: ['secur', 'risk'],
  pipelin: ['codereview', 'ci'],
  test: ['scan'],
  ip: ['ipallowlist'],
  strategi: ['plan', 'approach'],
  lesson: ['postincidentreview'],
  root: ['postincidentreview'],
  caus: ['postincidentreview'],
  feder: ['sso', 'saml', 'oidc'],
  sever: ['critic', 'high', 'medium', 'low'],
  public: ['publish'],
  // Data "transported" or "transmitted" across networks is data in transit.
  transport: ['intransit', 'tls'],
  transmit: ['intransit', 'tls'],
  // Credentials in code are its secrets (API keys, tokens, passwords), kept in its repositories.
  credenti: ['secret'],
  repositori: ['sourcecode'],
  // A code defect a scanner looks for is a vulnerability.
  defect: ['vulner', 'sast'],
  // An executive of the organisation, by the officer's title.
  leadership: ['ciso', 'ceo', 'cio', 'cto', 'cpo'],
  // Questionnaires ask business continuity and disaster recovery together.
  businesscontinuity: ['disasterrecovery'],
  disasterrecovery: ['businesscontinuity'],
};

/** Words that read as acronyms or names but are ordinary in questions. */
const NOT_ANCHORS = new Set(['yes', 'no', 'n/a', 'na', 'i', 'a', 'it', 'we', 'us', 'or', 'and', 'if', 'id', 'ids', 'fte', 'ftes', 'idp', 'idps']);

/** Number words up to twelve, and multiplicative adverbs. */
const NUMBER_WORDS: Record<string, string> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  twice: '2',
  once: '1',
  thirty: '30',
  sixty: '60',
  ninety: '90',
};

/** Words of quantity read as another's term: "several" is "multiple" (its stem would be that of "severity"). */
const QUANTITY_WORDS: Record<string, string> = { several: 'multipl' };

/**
 * British spellings as American ones, in questions and sources alike ("organisation", "programme", "defence",
 * "analyse", "behaviour", "licence", "centre"), so that either matches the other. Applied to every text, a word
 * that only looks British ("enterprise" → "enterprize") is changed the same way everywhere, which is harmless.
 */
/** Roots of words spelt "-ise" in American English too ("exercise", "enterprise", "advise", "compromise"). */
const SAME_IN_BOTH_ISE =
  /^(?:exerc|enterpr|adv|expert|prem|prom|otherw|likew|clockw|ra|r|no|prec|conc|comprom|surpr|franch|merchand|rev|superv|dev|compr|disgu|pra|w|cru|desp|improv|chem|inc|circumc|excerc|apprais|pois|tort|mort|treat|pra)$/;

export function britishToAmerican(text: string): string {
  return text
    .replace(/\b([a-z]{2,})is(e|es|ed|ing|ation|ations|ational|er|ers)\b/g, (word, root: string, end: string) =>
      SAME_IN_BOTH_ISE.test(root) ? word : `${root}iz${end}`,
    )
    .replace(/\b([a-z]{2,})ys(e|es|ed|ing|er|ers)\b/g, '$1yz$2')
    .replace(/\bprogrammes?\b/g, (w) => (w.endsWith('s') ? 'programs' : 'program'))
    .replace(/\b(cent|met|lit|theat|fib)re(s?)\b/g, '$1er$2')
    .replace(/\b(def|off|lic|pret)ence(s?)\b/g, '$1ense$2')
    .replace(/\b(behavi|col|fav|hon|lab|neighb|harb|rum|vig|endeav)our(s|ed|ing|able|ite|ites)?\b/g, '$1or$2')
    .replace(/\b(catalog|dialog|analog)ue(s?)\b/g, '$1$2')
    .replace(/\bjudgement(s?)\b/g, 'judgment$1')
    .replace(/\benrolment(s?)\b/g, 'enrollment$1')
    .replace(/\bageing\b/g, 'aging');
}

const AUXILIARY = alternation(AUXILIARIES);
/** "Does your firm …", "Is your organisation …": the respondent as the subject of a question. */
const YOUR_FIRM_AFTER_AUXILIARY = new RegExp(`(?<=\\b(?:${AUXILIARY})\\s+)your (?:firm|organi[sz]ation)(?![\\w-])`, 'gi');
/** "… held by your organisation?", "your firm's staff", "your firm is …": the respondent as a party. */
const YOUR_FIRM_AS_PARTY = new RegExp(`\\byour (?:firm|organi[sz]ation)(?:(?:'s|’s)(?![\\w-])|(?=\\s+(?:${AUXILIARY})\\b|\\s*[?,.;:]|\\s*$))`, 'gi');

/** The respondent named by its role, as a defined term: "the Vendor", "the Data Processor", "the Service Provider". */
const RESPONDENT_BY_ROLE =
  /\b[Tt]he (?:Vendor|Data Processor|Service Provider|Supplier|TPSP|Third[- ]Party Service Provider)\b|\b(?:Vendor|TPSP) (?:personnel|staff|employees)\b/;

/**
 * "The Company's personal data … from the Vendor's systems": a question that names the respondent by its role calls
 * the customer "the Company" (as a bank's or an insurer's checklist does), which is read as "the customer"; elsewhere
 * "the Company" is the respondent. (A question's reading only: a source's "the Company" is its author.)
 */
export function withCompanyAsCustomer(text: string): string {
  return RESPONDENT_BY_ROLE.test(text) ? text.replace(/\b([Tt])he Company((?:'s|s'|’s)?)(?![\w-])/g, '$1he customer$2') : text;
}

/**
 * What follows a role's name used as a party, not as part of a longer name or a product's ("the Studio editor", "the
 * Business Continuity Plan", "the Health System module"): a possessive, or a verb, a preposition or the end of a clause
 * ("the Studio's content", "for the Studio.", "the District may …", "the Business has …").
 */
const AS_PARTY = String.raw`(?:(?:'s|s'|’s)(?![\w-])|(?=\s*(?:[,.;:?!)]|$)|\s+(?:is|are|was|has|have|had|may|can|could|will|would|shall|should|must|does|did|to|and|or|with|for|from|under|as|in|on|that|which|who|at|by|about|upon|if|when)\b))`;

/** NERC CIP's utility and a studio as its content-security questionnaire names it, as parties (see {@link definedParties}). */
const UTILITY_OR_STUDIO = new RegExp(`\\b(?:the )?(?:Responsible|Registered) Entity(?:'s|s'|’s)?(?![\\w-])|\\bthe (?:Studio|Content Owner)${AS_PARTY}`, 'g');
/** HIPAA's covered entity, and a health system as a party (see {@link definedParties}). */
const COVERED_ENTITY = new RegExp(`\\bthe Covered Entity(?:'s|s'|’s)?(?![\\w-])|\\bthe Health System${AS_PARTY}`, 'g');
/** A school district and a US privacy law's business, as parties (see {@link definedParties}). */
const DISTRICT_OR_BUSINESS = new RegExp(
  `\\b(?:the )?LEA(?:'s|s'|’s)(?![\\w-])|\\bthe LEA(?![\\w-])(?!\\s+requests?\\b)|\\bthe (?:District|Business)${AS_PARTY}`,
  'g',
);

/**
 * The parties a questionnaire names as defined terms: the customer ("the Bank's data", "the Client", a DPA's "the
 * Controller") and the respondent ("Supplier devices", "the Vendor", "the Processor"). Capitalised, they are roles, not topics: the customer's name
 * becomes "customer", the respondent's goes (as "the vendor" does).
 */
function definedParties(text: string): string {
  // Whether the form addresses the respondent as "your company" (then "our company" is the customer).
  const yours = /\byour company\b/i.test(text);
  return (
    text
      // "Does your firm …", "held by your organisation?", "your organisation's staff": the respondent addressed, as "you"
      // is; elsewhere ("your firm's auditor", "your testing firm") the words stay.
      .replace(YOUR_FIRM_AFTER_AUXILIARY, ' you ')
      .replace(YOUR_FIRM_AS_PARTY, ' you ')
      .replace(
        /\b(?:the |our )?(?:Bank|Client|Institution|University|College|Licensee|Purchaser|Buyer|Agency|Council|Hospital|Insurer|Firm|Controller)(?:'s|s'|’s)?(?![\w-])/g,
        ' customer ',
      )
      // "The Trust", as a UK NHS trust names itself: the customer, as a party ("the Trust's data", "Can the Trust …") —
      // not a trust center or page.
      .replace(
        /\bthe Trust(?:'s|s'|’s)?(?![\w-])(?!\s+(?:[Cc]ent(?:er|re)|[Pp]ortal|[Pp]age|[Ss]ite|[Ss]core|[Bb]oundar(?:y|ies)|[Ss]ervices?|[Ff]ramework|[Ss]tore|[Mm]ark|[Ss]eal|[Ll]ist|[Mm]odel|[Cc]hain|[Aa]nchor|[Rr]oot)\b)/g,
        ' customer ',
      )
      // "The Responsible Entity", "the Registered Entity", as NERC CIP names the utility that buys ("Responsible Entity
      // data"), and "the Studio", "the Content Owner", as a studio's content-security questionnaire names the studio
      // whose assets a vendor holds: the customer. The studio only as a party, as the District above ("the Studio's
      // content", "for the Studio."), not a product's name ("the Studio editor").
      .replace(UTILITY_OR_STUDIO, ' customer ')
      // "The Covered Entity", "the Health System", as a HIPAA business associate's assessment names the hospital or
      // health plan whose PHI it holds: the customer; "the Business Associate" is the respondent, as "the Vendor" is.
      // (The health system only as a party, as the Studio above: not a product's name, "the Health System module".)
      .replace(COVERED_ENTITY, ' customer ')
      // Its protected health information ("the Covered Entity's ePHI", "Covered Entity PHI") is the customer's data.
      .replace(/\b(?:the )?Covered Entity(?:'s|s'|’s)?\s+(?:e-?)?PHI\b|(?<=\bcustomer\s+)(?:e-?)?PHI\b/g, ' customer data ')
      // "The Third Party Service Provider ("TPSP")", as the NYDFS Cybersecurity Regulation (23 NYCRR 500) names a vendor
      // of the insurer or bank it regulates: the respondent, as "the Vendor" is ("the TPSP's risk assessment", "TPSP
      // personnel"; not "each TPSP it uses", the respondent's own providers); the "Nonpublic Information" ("NPI") it
      // holds, the Company's or the Covered Entity's, is the customer's data.
      .replace(/ ?\( ?(?:the )?["\u201c](?:TPSP|NPI)["\u201d] ?\)/g, '')
      .replace(/\b(?:the )?(?:(?:Company|Covered Entity)(?:'s|’s)?\s+)?(?:NPI|Nonpublic Information)(?![\w-])/g, ' customer data ')
      .replace(
        /\b[Tt]he (?:TPSP|Third[- ]Party Service Provider)((?:'s|s'|’s)?)(?![\w-])|\bTPSP(?= (?:personnel|staff|employees)\b)/g,
        (_, possessive = '') => ` the Vendor${possessive}`,
      )
      // "The Consignor" (委託元) and "the Consignee" (委託先), as a Japanese check sheet names the company entrusting its
      // work and data and the provider it entrusts them to: the customer and the respondent; and where the respondent is
      // "your company", "our company" is the customer.
      .replace(/\b(?:the )?Consignor(?:'s|s'|’s)?(?![\w-])/g, ' customer ')
      .replace(/\b([Tt])he Consignee((?:'s|s'|’s)?)(?![\w-])/g, '$1he Vendor$2')
      .replace(/\bour company(?:'s|’s)?(?![\w-])/gi, (ours) => (yours ? ' customer ' : ours))
      // (Not its agreement: "the Business Associate Agreement" is a BAA.)
      .replace(/\b([Tt])he Business Associate((?:'s|s'|’s)?)(?![\w-])(?!\s+Agreements?\b)/g, '$1he Vendor$2')
      // "The Regulated Company", "the Regulated User", as GAMP 5 and a GxP supplier audit name the pharmaceutical or
      // medical-device company using the service: the customer.
      .replace(/\bthe Regulated (?:Company|User)(?:'s|s'|’s)?(?![\w-])/g, ' customer ')
      // "The Data Fiduciary", as India's DPDP Act names the business whose personal data a processor holds: the
      // customer, with its article (not "registered as a Significant Data Fiduciary").
      .replace(/\bthe (?:Significant )?Data Fiduciary(?:'s|s'|’s)?(?![\w-])/g, ' customer ')
      // A school district as a student-privacy agreement names it ("the LEA", a local education agency; "the
      // District"), a business as a US privacy law does ("the Business's personal information"): the customer. Only as
      // a party: possessive, or before a verb, a preposition or the end of a clause ("the Business may …", "to the
      // LEA."); not a longer name or a term ("the Business Continuity Plan", "the Business impact analysis", "the
      // District of Columbia"), nor a law-enforcement agency's "LEA requests".
      .replace(DISTRICT_OR_BUSINESS, ' customer ')
      // "The Entity", as an APRA-regulated bank or insurer names itself in a CPS 234 assessment: the customer, as the
      // owner of the data ("the Entity's information assets") or the party something is done for or to ("on behalf of
      // the Entity", "affecting the Entity"). Not as the one answering, as a self-assessment names it ("Are the
      // Entity's laptops encrypted?"), nor a SOC 2 criterion's "the entity", the service organisation.
      .replace(
        /\bthe Entity(?:'s|s'|’s)(?=\s+(?:information|data|records|personal|users?|tenan\w*|environment|instance|accounts?)\b)|(?<=\b(?:to|for|with|by|from|behalf of|affecting|serving|supporting)\s+)the Entity(?![\w'’-])|\bthe APRA-regulated entity(?:'s|s'|’s)?(?![\w-])/g,
        ' customer ',
      )
      // What such an agreement defines as the customer's data: "Student Data", "pupil records", and "Education Records"
      // (FERPA's term; "education" alone is training).
      .replace(
        /\b(?:student|pupil|learner)s?(?:'|'s|’s|’)?\s+(?:data|information|records|personal data|PII)\b|\beducation(?:al)? records?\b/gi,
        ' customer data ',
      )
      // "The enterprise", as Québec's privacy law names the business whose personal information a mandatary holds: the
      // customer, as a party only: possessive ("the enterprise's personal information"), the subject of what it may do
      // ("May the enterprise object …?"), or after "by", "to", "of" or a verb that does something for it ("entrusted to it
      // by the enterprise", "assist the enterprise in …"). Not "the enterprise plan", nor the respondent's own ("MFA
      // enforced across the enterprise").
      .replace(
        /\bthe enterprise(?:(?:'s|s'|’s)(?![\w-])|(?=\s+(?:is|are|was|has|have|may|can|could|will|would|shall|should|must|does|did|objects?|retrieves?|requires?|requests?|elects?)\b))|(?<=\b(?:by|to|of|from|notif(?:y|ies)|assists?|informs?|allows?|enables?|permits?)\s+)the enterprise\b(?!\s+(?:plan|edition|tier|version|licen[cs]e|customers?|level|grade|features?|accounts?|agreement)\b)/g,
        ' customer ',
      )
      // The customer as financial regulation names it, in lower case too: "the financial entity's data" (DORA).
      .replace(/\b(?:the |our |each |a )?financial entit(?:y|ies)(?:'s|s'|’s|’)?(?![\w-])/gi, ' customer ')
      // In lower case, only as a possessive ("the bank's data") or the subject of what it may do ("the bank can export
      // its data"): "bank" alone may be a topic ("bank details").
      .replace(
        /\b(?:the|our) (?:bank|client|institution|university|college|licensee|purchaser|buyer|agency|council|hospital)(?:(?:'s|s'|’s)(?![\w-])|\b(?=\s+(?:can|may|will|shall|could|would|is able to|is entitled to|has the right to)\s))/g,
        ' customer ',
      )
      // "Supplier shall …", "4.2 Supplier will …", "Supplier Personnel": a contract's respondent opening its obligation,
      // or naming its staff. (Opening anything else, "Supplier risk management" is a topic of its own.)
      .replace(
        /(?<=^\s*(?:\d+(?:\.\d+)*\.?\s+)?)(?:the )?(?:Data Processor|Supplier|Vendor|Service Provider|Provider|Contractor|Processor|CSP)(?:'s|’s)?(?=\s+(?:shall|will|must|should|agrees|undertakes|warrants|represents|confirms|maintains|keeps|holds|has|is|uses|operates|performs|ensures|retains|stores|processes|conducts|implements|enforces|encrypts|monitors|notifies|deletes|Personnel|Staff|Employees|personnel|staff|employees)\b)/g,
        ' ',
      )
      .replace(
        /(?<=[a-z,;:]\s{1,3})(?:the )?(?:Cloud Service Provider(?: \(CSP\))?|Data Processor|Supplier|Vendor|Service Provider|Provider|Processor|Contractor|Bidder|Respondent|Tenderer|Applicant|Insured|Proposer|Policyholder|Offeror|Licensor|Seller|Company|Organi[sz]ation)(?:'s|s'|’s)?(?![\w-])/g,
        ' ',
      )
  );
}

function normalise(text: string): string {
  const lower0 = ` ${definedParties(text)
    // "e.g.", "i.e.", "etc." introduce or end examples: no words of their own.
    .replace(/\b(?:e\.\s?g|i\.\s?e|etc)\.?(?=\W|$)/gi, ' ')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`]/g, "'")
    .replace(/[“”]/g, '"')
    // "2nd region": the second.
    .replace(/\b1st\b/g, 'first')
    .replace(/\b2nd\b/g, 'second')
    .replace(/\b3rd\b/g, 'third')
    // "Y/N", "Yes/No/N/A", "yes / no / partly": how to answer, no words of the question.
    .replace(/\b(?:y\s*\/\s*n|yes\s*\/\s*no)(?:\s*\/\s*(?:n\/?a|partly|partially))?\b:?/g, ' ')
    // "Don't", "isn't", "can't": the auxiliary and its negation, as words of their own.
    .replace(/\bcan't\b/g, 'cannot')
    .replace(/\bwon't\b/g, 'will not')
    .replace(/\bshan't\b/g, 'shall not')
    .replace(/\b([a-z]+)n't\b/g, '$1 not')
    // "We're", "you've", "we'll", "I'd", "I'm": the pronoun; the auxiliary's ending is no word of what is asked.
    .replace(/\b(i|you|we|they|he|she|it|that|there|who)'(?:re|ve|ll|d|m)\b/g, '$1')} `;
  // "Does the vendor …", "Is the solution …", "The entity implements …" (as SOC 2's criteria name the service
  // organisation), "the CSP" doing something (as US government questionnaires name a cloud service provider; "the CSP
  // header" is a Content Security Policy), "the data importer" (as a transfer assessment names the supplier): the
  // respondent in the third person says nothing about the topic.
  const lower1 = britishToAmerican(lower0).replace(
    /\bthe (?:vendor|supplier|service provider|provider|solution|contractor|bidder|respondent|third party|offering|entity|cloud service provider \(csp\)|data importer)(?:'s)?(?![\w-])|\bthe csp(?:'s)?(?=\s+(?:shall|will|must|should|has|have|is|does|can|may|provides?|maintains?|monitors?|performs?|uses?|stores?|encrypts?|supports?|offers?)\b)/g,
    ' ',
  );
  // "… when it is no longer required" says when, not whether: no negation, and nothing to match.
  const lower2 = lower1
    .replace(/\bno longer (?:required|needed|necessary|in use|used|relevant)\b/g, ' ')
    // A possessive's "s" is no word: "the customer's data" is the customer's data.
    .replace(/(?<=[a-z0-9])'s\b|(?<=s)'(?=\s)/g, '');
  // A hyphenated prefix makes one word: "de-provisioned" is "deprovisioned", "re-assessed" "reassessed", and
  // "non-production" names a kind of environment — its "non" negates nothing.
  const lower = lower2.replace(/\b(de|re|non|anti|pre)-(?=[a-z]{3})/g, '$1');
  // "TLS 1.0 and 1.1" names two protocol versions: "TLS 1.0 and TLS 1.1"; "the TLS protocol, version 1.2" and "TLS
  // version 1.2" name one as "TLS 1.2" does.
  return lower
    .replace(/\b(tls|ssl)(?:\s+protocols?)?,?\s+(?:version|v\.)\s*(?=\d\.\d)/g, '$1 ')
    .replace(/\b(tls|ssl) ?v?(\d\.\d)((?:\s*(?:,|and|or|\/)\s*(?:tls|ssl)? ?v?\d\.\d)+)/g, (_, name: string, first: string, rest: string) => {
      // A version after another protocol's name is that protocol's ("SSL 3.0 and TLS 1.0").
      let current = name;
      const versions = [...rest.matchAll(/(tls|ssl)? ?v?(\d\.\d)/g)].map((m) => {
        current = m[1] ?? current;
        return `${current} ${m[2]}`;
      });
      return [`${name} ${first}`, ...versions].join(' and ');
    });
}

/**
 * The text with every phrase folded to its token, and the terms of the words each fold replaced ("infrastructure
 * as code" → `iac`, implying `infrastructur` and `code`): a source that says the phrase also speaks of its words.
 */
function canonical(text: string): { text: string; implied: string[]; components: string[][] } {
  let out = normalise(text);
  for (const [pattern, replacement] of NON_NATIVE_READINGS) out = out.replace(pattern, replacement);
  for (const [pattern, replacement] of TERSE_READINGS) out = out.replace(pattern, replacement);
  for (const [pattern, replacement] of SENSE_READINGS) out = out.replace(pattern, replacement);
  const implied: string[] = [];
  const components: string[][] = [];
  for (const [pattern, replacement] of PHRASES) {
    out = out.replace(pattern, (...args) => {
      const matched = String(args[0]);
      const expanded = replacement.replace(/\$(\d)/g, (_, n: string) => String(args[Number(n)] ?? ''));
      const parts: string[] = [];
      for (const w of matched.match(/[a-z0-9]+/g) ?? []) {
        const term = termOfWord(w);
        if (term && !/^\d/.test(term)) parts.push(term);
      }
      // Phrasing that folds to nothing ("where permitted by law") implies nothing either.
      if (expanded.trim() && !NAMES_NOT_ITS_WORDS.has(expanded.trim())) implied.push(...parts, ...(EXTRA_IMPLIED[expanded.trim()] ?? []));
      const tokens = expanded.trim().split(/\s+/);
      // A phrase that folds to nothing (phrasing such as "industry-standard") leaves no token.
      if (tokens.length !== 1 || tokens[0] === '') return expanded;
      // The words it replaced ride along with a single-token fold (see analyse).
      components.push(parts);
      return ` ${tokens[0]}${MARK}${components.length - 1} `;
    });
  }
  return { text: out, implied, components };
}

/** Folded phrases whose words say nothing of their own: social engineering is neither social nor engineering work. */
const NAMES_NOT_ITS_WORDS = new Set(['socialengineering']);

/** What a folded phrase says beyond its own words: data "at rest" is stored data, a customer-managed key is an encryption key. */
const EXTRA_IMPLIED: Record<string, string[]> = {
  atrest: ['store'],
  intransit: ['transmit', 'network', 'transfer'],
  byok: ['encrypt', 'kei'],
  kms: ['encrypt', 'kei'],
  hsm: ['encrypt', 'kei'],
  diskencryption: ['encrypt', 'devic'],
  sso: ['signin', 'idp'],
  // Users provisioned from the customer's identity provider.
  scim: ['idp', 'user', 'account', 'automat'],
  mfa: ['signin'],
  pentest: ['test'],
  // A recovery objective is what holds after an outage or a disaster.
  rto: ['outag', 'disast'],
  rpo: ['outag', 'disast'],
  backgroundcheck: ['employe'],
  phishingsimulation: ['test', 'train'],
  securecoding: ['train', 'engin'],
  aws: ['cloudprovider', 'cloud', 'host'],
  gcp: ['cloudprovider', 'cloud', 'host'],
  azure: ['cloudprovider', 'cloud', 'host'],
  publicfacing: ['public', 'internet'],
  // Zero-trust access and a VPN are ways of reaching internal systems from elsewhere: remote access.
  zerotrust: ['remot', 'access'],
  vpn: ['remot', 'access', 'network'],
  // A denial-of-service attack floods what faces the internet; a web application firewall filters the web traffic
  // that reaches it.
  ddos: ['attack', 'publicfacing', 'internet', 'traffic'],
  waf: ['publicfacing', 'internet', 'web', 'traffic', 'filter', 'firewal'],
  dpa: ['contract'],
  // A business associate agreement is HIPAA's contract for protected health information: a source about signing one
  // speaks of both.
  baa: ['contract', 'phi', 'hipaa'],
};

/** Kinds a named thing is one of: "Amazon Web Services" names a cloud provider as fully as the words would. */
export const INSTANCE_KINDS = new Set(['cloudprovider']);

/** Separates a folded token from the number of its components (a private-use character no text contains). */
const MARK = '\uE000';

function canonicalText(text: string): string {
  return canonical(text).text.replace(/\uE000\d+/g, '');
}

/** The stem of one lowercase word, before word families are applied ("developed" → "develop"). */
export function stemOf(word: string): string {
  return stemmer(word);
}

/** The term of one lowercase word (stop words give null). */
export function termOfWord(word: string): string | null {
  if (STOP.has(word)) return null;
  if (/^\d/.test(word)) return word.replace(/\.0$/, '');
  if (word in NUMBER_WORDS) return NUMBER_WORDS[word]!;
  if (word in QUANTITY_WORDS) return QUANTITY_WORDS[word]!;
  if (PHRASE_TERMS.has(word) || /^(?:soc[123]|type[12]|tls1\.[0-3]|ssl[23](?:\.0)?)$/.test(word)) return word;
  if (word.length <= 3) return FAMILIES[word] ?? word;
  const stem = stemmer(word);
  return FAMILIES[stem] ?? stem;
}

/**
 * The tokens of a text. Words written as acronyms (two or more capitals: SOC, HIPAA, FedRAMP), numbers and
 * version-like identifiers (27001, 1.2) are anchors: a source that supports the text must contain them.
 */
export function tokenize(text: string): Token[] {
  return analyse(text).tokens;
}

/** The tokens of a text and the terms its folded phrases imply (see {@link canonical}). */
export function analyse(text: string): { tokens: Token[]; implied: string[] } {
  const anchorsWritten = new Set<string>();
  for (const m of text.matchAll(/\b[A-Za-z]*[A-Z][A-Za-z]*[A-Z][A-Za-z0-9]*\b|\b\d+(?:\.\d+)*\b/g)) anchorsWritten.add(m[0].toLowerCase());
  // "HTTP Strict Transport Security (HSTS)": the acronym in brackets is the name; the words before it that spell it
  // out say it again, so they are not counted (nor taken for names).
  const spelledOut = new Set<string>();
  // (Each run of words is tried from its first letter only, so a long word costs its length once, not its square.)
  for (const m of text.matchAll(/(?<![\w-])((?:[A-Za-z][\w-]*\s+){1,8})\(([A-Z][A-Za-z]*[A-Z])\)/g)) {
    const words = m[1]!.trim().split(/\s+/);
    const acronym = m[2]!.toLowerCase();
    const expansion = words.slice(-acronym.length);
    for (const w of m[1]!.match(/[A-Za-z0-9]+/g) ?? []) if (w.toLowerCase() !== acronym) anchorsWritten.delete(w.toLowerCase());
    if (expansion.length === acronym.length && expansion.map((w) => w[0]!.toLowerCase()).join('') === acronym)
      for (const w of expansion) spelledOut.add(w.toLowerCase());
    // "The US health privacy law (HIPAA)", "the EU data protection regulation (GDPR)": words describing a law or a
    // standard before its name say what it is; the name is what a source writes.
    else if (/\b(?:law|act|regulation|rule|standard|framework|directive)\s*$/i.test(m[1]!)) {
      // The description runs back to its article or preposition ("with the US health privacy law"), five words at most.
      const described = words.slice(-5);
      const start = described.findLastIndex((w) => /^(?:the|a|an|with|to|of|under|by|for|per|meet|meets)$/i.test(w));
      for (const w of described.slice(start + 1)) spelledOut.add(w.toLowerCase());
    }
  }
  const { text: folded, implied, components } = canonical(text);
  const tokens: Token[] = [];
  let position = 0;
  for (const m of folded.matchAll(/([a-z0-9]+(?:\.[0-9]+)*)(?:\uE000(\d+))?/g)) {
    const word = m[1]!;
    if (spelledOut.has(word)) {
      position++;
      continue;
    }
    // An acronym is a name, not an English word to stem ("TLS" is not the plural of "TL").
    const term = anchorsWritten.has(word) && /[a-z]/.test(word) && !STOP.has(word) ? (FAMILIES[word] ?? word) : termOfWord(word);
    position++;
    if (!term) continue;
    const written = anchorsWritten.has(word) || /\d/.test(word);
    const anchor = !NOT_ANCHORS.has(word) && (written || NAMED_TERMS.has(term)) && !GENERIC.has(term);
    const token: Token = { term, word, anchor, position: position - 1 };
    if (m[2] !== undefined) token.components = components[Number(m[2])];
    tokens.push(token);
  }
  // A figure in per cent ("99.95%") is a percentage.
  if (/\d\s?%/.test(text)) implied.push('percentag');
  // An email address or a link in a sentence is a way to contact someone.
  if (/(?<![\w.+-])[\w.+-]+@[\w-]+\.[\w.-]+|https?:\/\//.test(text)) implied.push('contact');
  return { tokens, implied };
}

/** The distinct terms of a text. */
export function termsOf(text: string): string[] {
  return [...new Set(tokenize(text).map((t) => t.term))];
}

/** How much a term says about what is asked: generic words count a third. */
export function termWeight(term: string): number {
  return GENERIC.has(term) ? 0.35 : 1;
}

/** Most a generic word can weigh, however rare it is among the sources. */
export const GENERIC_WEIGHT_CAP = 0.7;

/** A term of everyday English (one of the most frequent words): when no source uses it, it is phrasing, not topic. */
export function isCommonWord(term: string): boolean {
  return COMMON_STEMS.has(term) || GENERIC.has(term);
}

/** The words of a text as the cue detectors see them: lowercase, with positions matching {@link tokenize}. */
export function plainWords(text: string): string[] {
  return [...canonicalText(text).matchAll(/[a-z0-9]+(?:\.[0-9]+)*/g)].map((m) => m[0]);
}

// ---------------------------------------------------------------------------------------------------------------
// Polarity cues
// ---------------------------------------------------------------------------------------------------------------

/** Words that negate what follows them (until the end of the clause). */
const NEGATORS = new Set(['not', 'no', 'never', 'none', 'neither', 'nor', 'cannot', 'unable', 'without', 'nothing', 'nobody', 'nowhere', 'non']);
/** Words that say a thing is off or absent. */
const NEGATIVE_STATES = new Set([
  'disabled',
  'unavailable',
  'prohibited',
  'forbidden',
  'unsupported',
  'excluded',
  'lacks',
  'lack',
  'absent',
  'discontinued',
  'retired',
  'refuse',
  'refuses',
  'declined',
  // Taken out before anything goes on: "personal data is scrubbed from error events" sends none.
  'scrubbed',
  'redacted',
]);
/**
 * The active verbs of the negative states: "the description excludes controls of the subservice organisations",
 * "the policy prohibits shared accounts". They cover their object, the clause after them.
 */
const NEGATING_VERBS = new Set(['excludes', 'exclude', 'prohibits', 'prohibit', 'forbids', 'forbid', 'disallows', 'disallow']);
/** Predicates a negation before them turns against their subject ("IP allowlisting is not available"). */
const NEGATABLE_PREDICATES = new Set([
  'available',
  'offered',
  'supported',
  'possible',
  'provided',
  'permitted',
  'allowed',
  'enabled',
  'used',
  'stored',
  'retained',
  'shared',
  'sold',
  'exposed',
  'required',
  'included',
  'applicable',
]);
/** Words that join the items of a list. */
const COORDINATORS = /^(?:and|or|nor)$/;

/** Words that end a negation's scope. */
const CLAUSE_BREAKS = new Set(['but', 'however', 'although', 'though', 'whereas', 'while', 'instead', 'rather', 'except', 'unless', 'yet']);

/** Words that end the object of a preposition that negates ("without"): a coordinator or another preposition. */
const OBJECT_ENDS = new Set(['and', 'or', 'within', 'in', 'of', 'for', 'to', 'by', 'at', 'on', 'after', 'before', 'from', 'through', 'via', 'under']);

/** Phrases that say a thing is not there yet: planned, in progress, expected. */
const NOT_YET =
  /\bnot yet\b|\bplann(?:ed|ing)\b|\bplan to\b|\bon (?:our|the) roadmap\b|\broadmap\b|\bwill (?:be|begin|start|offer|support|sign|move|launch|become|provide|add|allow|enable|introduce|complete)\b|\bwill\b(?=[^.]*\b(?:20\d\d|q[1-4]|quarter)\b)|\bexpect(?:ed)? to\b|\bexpected\b|\bis being (?:rolled out|developed|implemented|built|introduced|completed|added|reviewed)\b|\bare being (?:rolled out|developed|implemented|built|introduced|added)\b|\bbeing rolled out\b|\bin progress\b|\bunder ?way\b|\bunder review\b|\bin beta\b|\bbeta\b|\bpilot\b|\bworking (?:towards?|on)\b|\bearly access\b|\bcoming soon\b|\breadiness\b|\bpending\b|\bin preparation\b|\bare completing\b|\bis completing\b|\bwe are completing\b|\bmoving\b[^.]*\bto\b[^.]*\bin 20\d\d\b/;

/**
 * Whether a sentence says a thing is not there yet by a phrase the question does not use itself: "ICT readiness for
 * business continuity" names a control, so a source naming it ("A.5.30 ICT readiness … implemented") is no plan.
 */
export function notYetBeyond(sentence: string, question: string): boolean {
  const cues = (text: string) => [...` ${canonicalText(text)} `.matchAll(new RegExp(NOT_YET.source, 'g'))].map((m) => m[0].trim());
  const named = new Set(cues(question));
  return cues(sentence).some((cue) => !named.has(cue));
}

/** A title that says its content is not done yet ("HIPAA readiness: progress update", "FedRAMP roadmap"). */
export function titleNotYet(title: string): boolean {
  return /\b(?:readiness|roadmap|in progress|progress update|planned|coming soon|preview|beta|pilot)\b/i.test(title);
}

/** Phrases that say a thing does not apply. */
const NOT_APPLICABLE = /\bdoes not apply\b|\bdo not apply\b|\bnot applicable\b|\bn\/a\b|\bout of scope\b|\bnot in scope\b/;

/** The polarity a source sentence states. */
export type Polarity = 'yes' | 'no' | 'not_yet' | 'na';

export interface SentenceCues {
  notApplicable: boolean;
  notYet: boolean;
  /** Positions of the words a negator (or a negative state word) covers. */
  negatedPositions: Set<number>;
  /** Clauses (word position ranges, split at ; : and "but") that say a thing does not apply or is not there yet. */
  hedgedClauses: { from: number; to: number; kind: 'na' | 'not_yet' }[];
}

/**
 * A negator that starts a bound ("no less protective than", "no later than 72 hours", "not more than 30 days"): it
 * limits an amount and denies nothing. After "less", "fewer", "more" or "greater", what it bounds may be named before the
 * "than" ("no less protective of Student Data than"), unless that "than" is another comparison's ("other than", "rather
 * than", "more than"); "no longer", "no later" and the like bound only with their "than" right after them ("no longer
 * kept for more than 90 days" denies).
 */
function boundAt(words: readonly string[], i: number): boolean {
  const comparative = words[i + 1] ?? '';
  if (/^(?:later|sooner|longer|worse|lower)$/.test(comparative)) return words.slice(i + 2, i + 4).includes('than');
  if (!/^(?:less|fewer|more|greater)$/.test(comparative)) return false;
  const than = words.indexOf('than', i + 2);
  return than === i + 2 || (than > i + 2 && than < i + 8 && !/^(?:other|rather|more|less|fewer|greater|longer|later)$/.test(words[than - 1] ?? ''));
}

/**
 * A negator in a clause that says which people are meant ("for every user who does not sign in through SSO",
 * "customers who have not enabled it"): it narrows whom the sentence speaks of and denies nothing it states.
 */
function restrictsPeople(words: readonly string[], i: number): boolean {
  return (
    words[i - 1] === 'who' ||
    (words[i - 2] === 'who' && /^(?:do|does|did|doesn|don|didn|have|has|had|is|are|was|were|can|will|would)$/.test(words[i - 1] ?? ''))
  );
}

/**
 * A negator in a relative clause describing the kind of thing a statement names with "a" or "an" ("Supplier shall host
 * data in a dedicated environment that is not shared with any other customer"): it says what the thing is, and asks
 * no absence. Not about whether there is any such thing ("… any data that is not encrypted").
 */
function describesKind(words: readonly string[], i: number): boolean {
  if (!/^(?:is|are|will|can|would)$/.test(words[i - 1] ?? '') || !/^(?:that|which)$/.test(words[i - 2] ?? '')) return false;
  const named = words.slice(Math.max(0, i - 8), i - 2);
  return named.some((w) => w === 'a' || w === 'an') && !words.slice(0, i - 2).some((w) => /^(?:there|any|anything|some|something)$/.test(w));
}

/** Reads a sentence's polarity cues. Positions are those of {@link analyse}'s tokens. */
export function cuesOf(sentence: string): SentenceCues {
  const folded = canonicalText(sentence);
  // Words with their positions, and the positions where a clause ends (punctuation).
  const words: string[] = [];
  const breaks = new Set<number>();
  // A semicolon, a colon or a bracket ends a clause for good; a comma may only separate a list's items.
  const fullStops = new Set<number>();
  for (const m of folded.matchAll(/[a-z0-9]+(?:\.[0-9]+)*|[;:,()]/g)) {
    if (/^[;:,()]$/.test(m[0])) {
      breaks.add(words.length);
      if (m[0] !== ',') fullStops.add(words.length);
    } else words.push(m[0]);
  }
  const hardBreak = (j: number) => CLAUSE_BREAKS.has(words[j]!);
  // After a comma, a word or two and then "and", "or" or "nor": the comma separates the items of one list.
  const listGoesOn = (j: number) => {
    if (COORDINATORS.test(words[j] ?? '')) return false;
    for (const k of [j + 1, j + 2]) {
      if (breaks.has(k)) return false;
      if (COORDINATORS.test(words[k] ?? '')) return true;
    }
    return false;
  };
  const negatedPositions = new Set<number>();
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const isNegator =
      !boundAt(words, i) &&
      !restrictsPeople(words, i) &&
      (NEGATORS.has(word) || /n't$/.test(word) || (word === 't' && i > 0 && /^(don|doesn|isn|aren|won|can|didn|wasn|weren|hasn|haven)$/.test(words[i - 1]!)));
    if (isNegator) {
      // Up to eight words after the negator, to the end of the clause; a list goes on past its commas ("never
      // store, process or transmit cardholder data").
      for (let j = i + 1; j < Math.min(words.length, i + 9); j++) {
        if (hardBreak(j) || (breaks.has(j) && j > i + 1 && (fullStops.has(j) || !listGoesOn(j)))) break;
        // "without" negates its object alone: "without undue delay and within 72 hours" still notifies.
        if (word === 'without' && j > i + 1 && OBJECT_ENDS.has(words[j]!)) break;
        negatedPositions.add(j);
      }
      // "X is not available / offered / supported": the negation is about the clause's subject before it.
      if (NEGATABLE_PREDICATES.has(words[i + 1] ?? '') || NEGATABLE_PREDICATES.has(words[i + 2] ?? '')) {
        for (let j = i - 1; j >= Math.max(0, i - 10); j--) {
          if (hardBreak(j) || breaks.has(j + 1)) break;
          negatedPositions.add(j);
        }
      }
    } else if (NEGATING_VERBS.has(word)) {
      for (let j = i + 1; j < Math.min(words.length, i + 9); j++) {
        if (hardBreak(j) || (breaks.has(j) && j > i + 1 && (fullStops.has(j) || !listGoesOn(j)))) break;
        negatedPositions.add(j);
      }
    } else if (NEGATIVE_STATES.has(word)) {
      // "TLS 1.0 and 1.1 are disabled": the state word covers the clause before it.
      for (let j = i - 1; j >= Math.max(0, i - 7); j--) {
        if (hardBreak(j) || breaks.has(j + 1)) break;
        negatedPositions.add(j);
      }
    }
  }
  // Clauses, for "does not apply" and "not yet" cues that concern only part of a sentence.
  const hedgedClauses: SentenceCues['hedgedClauses'] = [];
  let from = 0;
  const bounds = [...[...breaks].filter((b) => b > 0 && b < words.length), words.length].sort((a, b) => a - b);
  for (const to of bounds) {
    const clause = ` ${words.slice(from, to).join(' ')} `;
    if (NOT_APPLICABLE.test(clause)) hedgedClauses.push({ from, to, kind: 'na' });
    else if (NOT_YET.test(clause)) hedgedClauses.push({ from, to, kind: 'not_yet' });
    from = to;
  }
  return { notApplicable: NOT_APPLICABLE.test(folded), notYet: NOT_YET.test(folded), negatedPositions, hedgedClauses };
}

/**
 * A clause that says what a control achieves by an absence ("segregated so that no direct path exists", "configured
 * to ensure that nothing is shared"): the question asks about the control, and the clause's negation is its purpose,
 * not a negation of what is asked.
 */
export const NEGATIVE_PURPOSE =
  /(?<![,\s])[,\s]+\b(?:so that|such that|so as|in order that|(?:to|which|that) (?:ensures?|guarantees?)(?: that)?|ensuring(?: that)?|guaranteeing(?: that)?)\s+(?:[\w'-]+\s+){0,8}?(?:no|not|never|none|nothing|cannot|can't|nobody)\b[^?;]*/i;

/**
 * A relative clause saying a dedicated thing is no one else's ("a dedicated, single-tenant instance that is not shared
 * with the vendor's other customers"): it restates what "dedicated" means; its "not" negates nothing asked. Only after
 * "dedicated" or "single-tenant": "a database that is not shared with other customers" asks whether it is not.
 */
export const NOT_SHARED_WITH_OTHERS =
  /(?<=\b(?:dedicated|single[- ]tenant)\b[^,.;?]{0,60}?)(?<![\s,]),?\s+(?:that|which) (?:is|are|will be|would be) not shared with (?:(?:the |any )?[\w'’-]+ )?(?:other|any other) (?:customers|clients|tenants|organi[sz]ations)\b/i;

/**
 * A clause after what a question asks that says what it achieves or what it guards against ("…, so that losing a
 * single data centre does not take the service offline", "… in order to detect tampering", "attacks that could
 * otherwise make it unavailable"), or what the asker bears in mind ("…, bearing in mind the minimum period set out in
 * art. 15", "…, having regard to …", to its next comma; not "taking into account service accounts", which scopes).
 */
export const PURPOSE_CLAUSE =
  /(?<![,\s])[,\s]+\b(?:so that|such that|so as to|in order (?:to|that)|(?:that|which) (?:could|would|might|may) otherwise)\s[^?;]*|,\s*(?:bearing in mind|having regard to)\s[^?;,]*/i;

/**
 * A thing the customer may get, described after a comma by its separation: "Can we get a dedicated instance, separated
 * from …?"; or a dedicated one, whose separation from other customers says what dedicated means: "Is the service
 * provided in a dedicated environment (single tenant) separated from other customers?" (not "a private database
 * isolated from the internet", a separation asked).
 */
const OFFERED_THING_DESCRIBED =
  /\b(?:get|have|obtain|order|request|buy|purchase|be given|be offered|be provided with)\s[^,?]{3,80},\s{0,3}(?:isolated|separated|segregated|kept (?:apart|separate)) from\b|\b(?:dedicated|single[\s-]tenant)\s+(?:environment|instance|deployment|infrastructure|server|database|cluster|tenancy)s?(?:\s*\([^()]{0,60}\))?\s*,?\s{0,3}(?:isolated|separated|segregated|kept (?:apart|separate)) from (?:all )?(?:the )?other (?:customers|tenants|clients)\b/i;

/**
 * A question that asks about an absence: `hard` ("Is customer data never used…", "Are weak ciphers disabled?")
 * reverses any verdict; `soft` ("Are secrets kept out of source code?", "Are data stores isolated from the
 * internet?") turns a negative statement into a Yes.
 */
export function questionNegation(question: string): 'hard' | 'soft' | null {
  const words = plainWords(question.replace(NEGATIVE_PURPOSE, ' ').replace(PURPOSE_CLAUSE, ' ').replace(NOT_SHARED_WITH_OTHERS, ' '));
  // Only a statement or an obligation describes the kind of thing it is about; a question may ask for that very kind
  // ("Do you use a vendor that is not SOC 2 certified?").
  const statement = !question.includes('?') && !YES_NO_OPENERS.test(question.trim());
  if (
    words.some(
      (w, i) =>
        ((NEGATORS.has(w) || /n't$/.test(w)) && !boundAt(words, i) && !restrictsPeople(words, i) && !(statement && describesKind(words, i))) ||
        NEGATIVE_STATES.has(w),
    )
  )
    return 'hard';
  // Not the description of a thing the customer may get, set off by a comma ("Can the client get a dedicated instance,
  // separated from other customers?"): what is asked is whether the thing is offered.
  if (OFFERED_THING_DESCRIBED.test(question)) return null;
  if (
    /\b(?:out of|free (?:of|from)|excluded? from|kept away from|absent from|prevented from|prohibited from|blocked from|barred from|denied access|rather than|instead of|as opposed to|(?:isolated|separated|segregated|kept (?:apart|separate)) from)\b/i.test(
      question,
    )
  )
    return 'soft';
  return null;
}

/** A question about plans ("Do you plan to…", "Is … on your roadmap?"): "not yet" then answers Yes. */
export function questionAboutPlans(question: string): boolean {
  return /\b(?:plan(?:s|ned|ning)? (?:to|for)|roadmap|intend|working towards?|in progress|timeline)\b/i.test(question);
}

/** The leading verdict of a written answer ("Yes.", "No, …", "Not yet.", "N/A"), if any. */
export function leadingVerdict(answer: string): Polarity | null {
  const text = answer.trim().toLowerCase();
  if (/^(?:not yet|not at this time|not currently)\b/.test(text)) return 'not_yet';
  if (/^(?:n\/a|not applicable)\b/.test(text)) return 'na';
  if (/^yes\b/.test(text)) return 'yes';
  if (/^no\b/.test(text)) return 'no';
  return null;
}

/** An answer without its leading verdict ("Yes. All data…" → "All data…"). */
export function withoutVerdict(answer: string): string {
  return answer.replace(/^\s*(?:yes|no|not yet|n\/a|not applicable)\b[\s,.;:—–-]*/i, '').trim();
}

// ——— How a question asks: the words that open a Yes/No question or a request for text, polite wrappers and lead-ins.

/** Question words that ask for text rather than Yes/No. */
export const TEXT_OPENERS = new RegExp(
  `^(?:${alternation(QUESTION_WORDS)}|${alternation(REQUEST_VERBS.filter((verb) => verb !== 'confirm'))}|summari[sz]e|give|tell|share|attach|upload|enumerate|let us know|mention|in what|to what)\\b`,
  'i',
);

/**
 * A request to confirm whether something holds, unanchored ("please confirm that", "tell us whether"): what follows
 * is answered Yes or No.
 */
export const CONFIRMATION_REQUEST = `(?:please\\s+)?(?:${alternation(CONFIRMATION_VERBS)})\\s+(?:whether|if|that)\\b`;

/** Auxiliaries that open a Yes/No question, and a request to confirm. */
export const YES_NO_OPENERS = new RegExp(`^(?:${AUXILIARY})\\b|^${CONFIRMATION_REQUEST}|^(?:is|are) there\\b`, 'i');

/** A polite request ("Can you …", "Would you be able to …", "Are you able to …"): what follows says what is asked. */
export const POLITE_REQUEST =
  /^(?:(?:can|could|would|will) you (?:please |kindly )?(?:be able to )?|(?:are you able|would you be able|is it possible for you) to )(.+)$/is;

/** A request that asks for an account ("describe", "tell us how"). */
export const ACCOUNT_REQUEST = /^(?:describe|explain|outline|detail|summari[sz]e|walk us through|tell us (?:about|how|what|which|who|where|when|why))\b/i;

/** A request for something ("provide", "share", "tell us" …): text when what it asks for is a value or an account. */
export const REQUEST_VERB = /^(?:provide|give|share|state|specify|name|identify|indicate|tell us|confirm|advise|let us know|send|list)\b/i;

/** The request around what a question asks: "Please provide details of", "Kindly state the", "Please confirm". */
export const REQUEST_PREFIX =
  /^\s*(?:please\s+|kindly\s+)?(?:provide|give|share|state|specify|confirm|indicate|describe|list|detail|outline|tell us)\s+(?:(?:the\s+|an?\s+|some\s+|further\s+|full\s+)?(?:details?|information|description|overview|summary|explanation)\s+(?:of|on|about|regarding|as to)\s+)?/i;

/**
 * A lead-in that asks to confirm a statement ("Is it true that …", "Can you confirm that …", "Please verify that …"):
 * the statement after it is what is asked, its negation included; the lead-in's words ("true", "case") are no topic.
 */
export const LEAD_IN =
  /^\s*(?:(?:is|was) it (?:true|correct|accurate|right|the case|so)|(?:can|could|would|will) you (?:please )?(?:confirm|verify|attest|certify)|(?:are you able|is it possible) to (?:confirm|verify)|(?:please |kindly )?(?:confirm|verify|attest|certify))\s+(?:that|whether|if)\s+/i;

/**
 * A breakdown by rank asked for the answer, after the question ("…, broken down by severity?", "…, grouped by risk
 * rating"): the answer's shape, not its topic. A source gives such values rank by rank ("Critical … within 7 days and
 * high within 30 days") without saying "severity". Not a breakdown by anything else ("by department", "by region"):
 * a source that gives only the total does not give it.
 */
export const ANSWER_BREAKDOWN =
  /,\s?(?:broken down|split|grouped|itemi[sz]ed|categori[sz]ed)\s+(?:out\s+)?(?:by|per)\s+(?:(?:the|its|their|your)\s+)?(?:[\w-]+\s+)?(?:severity|severities|criticality|priority|priorities|risk(?: rating| level)?s?|rating|tier)(?:\s+levels?)?(?=\s*(?:[?.]\s*)?$)/i;

/**
 * Where a request says the answer is written down ("…, as reflected in the most recent system description furnished
 * to the auditor"): not what is asked.
 */
export const AS_RECORDED_IN =
  /,?\s*\b(?:as|where) (?:reflected|stated|set (?:out|forth)|described|disclosed|shown|recorded|presented|reported) in\b[^,;?]*?(?=[,;?]|\.?\s*$)/gi;

/**
 * A frame before the request that names what it concerns ("With respect to the OpenSSH vulnerability assessed in
 * 2026, confirm whether …", "Regarding backups, …"): the clause after the comma asks.
 */
export const FRAME_LEAD =
  /^\s*(?:with (?:respect|regard|reference) to|in (?:respect|relation|connection) (?:of|to|with)|regarding|as regards|concerning)\b[^,?]{3,160},\s*(.+)$/is;

/**
 * A request after a phrase of any length and its comma, in the same sentence ("With reference to the annex of the
 * DPA, please specify …", "As our group is subject to US privacy law, please confirm whether …"): the request is what
 * is asked. Not after a condition ("Where data subjects may include children, please describe …" asks only where it
 * holds), nor an instruction after a statement ("… at rest. If not, please explain.").
 */
export const REQUEST_AFTER_PHRASE =
  /^(?!\s*(?:if|where|when|whenever|in case|should|unless|otherwise)\b)(?:[^?.!]|\.(?!\s)){3,240}?,\s*((?:please|kindly)\s+(?:specify|describe|name|state|provide|list|identify|indicate|explain|outline|detail|confirm)\b.*)$/is;

/**
 * A request after the purpose it serves, an infinitive and its comma ("To enable the Entity's internal audit to assess
 * the assurance you provide, outline the controls …", "In order to assess your resilience, describe …"): the request
 * is what is asked.
 */
export const REQUEST_AFTER_PURPOSE =
  /^\s*(?:in order )?to\s+[a-z]+\b[^?.!,]{3,200},\s*((?:(?:please|kindly)\s+)?(?:specify|describe|name|state|provide|list|identify|indicate|explain|outline|detail|confirm|summari[sz]e|set out)\b.*)$/is;

/**
 * The respondent's obligation as a contract opens it ("Supplier shall", "the Vendor will", "CSP must"): a pattern's
 * source, for the rules that read an obligation after a condition (`PREMISE`, `CONDITIONAL_OBLIGATION`).
 */
export const RESPONDENT_OBLIGATION = String.raw`(?:the\s+)?(?:supplier|vendor|service provider|provider|contractor|processor|bidder|respondent|tenderer|csp)\s+(?:shall|will|must|should|agrees|undertakes)\b`;

/** The respondent named as a party of a contract annex or a buyer's form: "Supplier", "The Vendor", "Bidder". */
const PARTY = String.raw`(?:the )?(?:supplier|vendor|service provider|provider|contractor|processor|bidder|respondent|tenderer)`;

/** Kinds of party or thing a question may ask the name of. */
export const NAMED_KINDS =
  'firm|company|companies|vendor|provider|auditor|body|partner|tool|platform|organi[sz]ation|product|software|solution|technology|supplier|assessor|insurer|service|(?:sub-?)?processor';

/**
 * A request put to the respondent for an account or a value: "describe …", "state …", "name the firm …" — the
 * request verbs (`ask-words.ts`) but those that may ask for a list or a thing ("list", "detail", "provide"), one that
 * only advises, and "name" before anyone but a party's kind ("shall name a Data Protection Officer", "will name any
 * new subprocessor": that appoints or notifies).
 */
const ACCOUNT_OR_VALUE_REQUESTED = String.raw`(?:${alternation(REQUEST_VERBS.filter((verb) => !['list', 'detail', 'provide', 'advise', 'name'].includes(verb)))})\b|name\s+(?:the|its|their|your)\s+(?:[\w-]+\s+){0,3}?(?:${NAMED_KINDS})s?\b`;

/**
 * What a request put to the respondent at the start of a row asks for: an account or a value, a list or a summary,
 * or to provide one ("provide a description of …", "provide the locations …"). Not a thing of the service to provide
 * ("provide client-side encryption …"): that is an obligation to confirm.
 */
const PARTY_REQUESTED = String.raw`(?:list|detail|summari[sz]e)\b|${ACCOUNT_OR_VALUE_REQUESTED}|provide\s+(?:(?:us|the customer|customer)\s+(?:with\s+)?)?(?:(?:a|an|the|its|their|your)\s+)?(?:\S+\s+){0,2}(?:description|details?|list|information|overview|summary|explanation|outline|names?|locations?|number|cop(?:y|ies)|evidence|documentation)\b`;

/**
 * A contract annex's lead-in naming the respondent as a party: a statement it makes ("Supplier confirms that …", "The
 * Vendor warrants that …") asks to confirm what follows; a request put to it ("The Supplier shall describe …", "The
 * Provider is asked to list …", "Supplier to describe …", "shall provide a description of …") asks what the request
 * asks. An obligation to provide a thing of the service ("Supplier shall provide client-side encryption …") is a
 * statement to confirm.
 */
export const PARTY_LEAD = new RegExp(
  String.raw`^\s*${PARTY}\s+(?:(?:hereby\s+)?(?:confirms|affirms|warrants|represents|attests|certifies|agrees|acknowledges|declares|undertakes)\s+(?:that,?\s+)?|(?:shall|must|should|will|is (?:asked|required|requested|invited) to|(?:is )?to)\s+(?=${PARTY_REQUESTED}))`,
  'i',
);

/**
 * A request put to the respondent after the row's statement or heading, as a form words it ("… are applied within
 * 48 hours. Supplier to state the testing frequency.", "Secure development – Vendor is asked to describe …", "If not,
 * supplier to state …"): asked as "Please …" is. Only "to", "is asked to", "is requested to" and "is invited to":
 * after a statement, "Supplier shall provide …" and "Supplier is required to list …" are obligations to confirm. Only
 * a request for an account or a value, which names no recipient, deadline or cadence: "Supplier to summarise
 * security events in a monthly report to the customer", "Supplier to state the results within 10 days of each test"
 * are obligations too. Not after an abbreviation's full stop ("e.g. supplier to …").
 */
const PARTY_REQUEST_AFTER = new RegExp(
  String.raw`(?<=(?<!\b(?:e\.g|i\.e|etc|cf|vs))[.?!:;]\s{1,3}|\s[\u2013\u2014-]\s{1,3}|\b(?:if (?:not|no|so|yes)|otherwise),\s{1,3})${PARTY}\s+(?:is (?:asked|requested|invited) to|to)\s+(?=${ACCOUNT_OR_VALUE_REQUESTED})(?![^.?!]*\b(?:to (?:the )?(?:customers?|clients?|buyers?)|within \d|every|each (?:month|quarter|year)|monthly|quarterly|annually|reports?|release notes)\b)`,
  'gi',
);

/** A row's requests put to the respondent after its statement or heading as "Please …" (see {@link PARTY_REQUEST_AFTER}). */
export function withPartyRequestsAsked(row: string): string {
  // "If not, supplier to state …" → "If not, please state …".
  return row.replace(PARTY_REQUEST_AFTER, (_party, at: number) => (/,\s*$/.test(row.slice(0, at)) ? 'please ' : 'Please '));
}

/**
 * A question asked indirectly, as a wish to know ("Our security lead will also want to know whether …", "We'd like
 * to know how long …", "I was wondering if …", "Can you tell us whether …"): what follows "whether" or "if", or the
 * question word, is what is asked.
 */
export const INDIRECT_QUESTION =
  /^\s*(?:(?:[\w'’-]+\s+){0,5}?(?:(?:will|would|'d|’d|also|really|just|probably|definitely|do|does)\s+)*(?:want|wants|like|likes|need|needs|love)\s+to\s+(?:know|understand|check|confirm|verify|hear)|(?:i|we)\s+(?:was|were|am|are)\s+wondering|(?:can|could|would|will)\s+you\s+(?:please\s+)?(?:tell|let)\s+(?:me|us)(?:\s+know)?|(?:do|does)\s+(?:you|anyone)\s+know)\s+(?:(?:whether|if)\s+|(?=(?:how|what|which|who|where|when|why)\b))/i;

/**
 * What a casual email puts before the question: a greeting or a remark in sentences of their own ("Hi! Before we sign
 * I promised our CTO …"), and a lead before a colon ("First: …", "Quick one: …", "We're a health-tech startup, so this
 * one matters: …") — a sequence word, or a clause of the speaker's own ("we", "I", "our"); a heading naming a topic
 * ("Backups: how often …?") is none. A sentence that asks or requests something is no remark.
 */
export const REMARK_LEAD =
  /^(?:(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|next|also|lastly|finally|last(?: one| thing)?|quick(?: one| question)?|one more(?: thing| question)?|another (?:one|thing)|ok(?:ay)?|so|p\.?s\.?)\b[^:?]{0,20}|(?=[^:?]*\b(?:we|we're|we’re|i|i'm|i’m|our|us|my|me)\b)[^:?]{2,120}):\s+/i;

/**
 * The asker's remark about themselves before a dash or a colon, ahead of a terse question ("we're in healthcare —
 * hipaa?", "We're a bank: SOC 2?"): a clause of "we" or "I" and a verb, which says why the question is asked, not
 * what it asks.
 */
export const SPEAKER_REMARK =
  /^\s*(?:so\s+|also\s+)?(?:we|i)(?:['’](?:re|m|ve)|\s+(?:are|am|have|need|use|run|work|sell|serve|handle|process|store|build|operate))\b[^:?\u2013\u2014]{0,100}?(?::|\s[-\u2013\u2014])\s+(?=\S)/i;

/** Events an organisation may have had: incidents, breaches, attacks, outages, claims, fines. */
const EVENT_NOUNS = String.raw`(?:incidents?|breach(?:es)?|attacks?|outages?|compromises?|intrusions?|leaks?|claims?|fines?|penalt(?:y|ies)|enforcement actions?|lawsuits?|litigation|violations?|ransomware)(?!\s+(?:response|management|handling|notifications?|reporting|process(?:es)?|procedures?|plans?|polic(?:y|ies)|teams?|insurance|playbooks?|runbooks?|drills?|exercises?|simulations?|tests?|testing))`;

/**
 * A question whether events happened in a recent period ("any security incidents in the last 12 months?", "Have you
 * had a data breach in the past three years?"): only a sentence that reports such events, or their absence, answers
 * it — not one about the process for them ("recover from incidents").
 */
export const ASKS_OCCURRENCE = new RegExp(
  String.raw`\b${EVENT_NOUNS}\b[^?]{0,100}?\b(?:in|within|during|over|for) the (?:last|past|previous|preceding)\b|\b(?:in|within|during|over) the (?:last|past|previous|preceding)\b[^?]{0,60}?\b${EVENT_NOUNS}\b`,
  'i',
);

/** A sentence reporting events or their absence: "had no incidents", "two breaches occurred", "was notified in 2025". */
export const REPORTS_OCCURRENCE = new RegExp(
  String.raw`\b(?:had|has had|have had|experienced|suffered|occurred|happened|reported|notified|recorded|detected)\b|\b(?:no|zero|none of the|not any)\s+(?:[\w-]+\s+){0,3}${EVENT_NOUNS}\b|\b(?:19|20)\d\d\b`,
  'i',
);

/**
 * A question whether something is done again ("Are background checks repeated periodically?", "re-run every few
 * years", "re-screened"): only a sentence that gives the thing a recurrence answers it, not one that has it
 * done once ("before starting") and something else every year.
 */
export const ASKS_RECURRENCE = /\b(?:repeated|re-?(?:run|performed|done|screened|checked|verified|vetted))\b/i;

/** Words that give a thing a recurrence without saying how often ("periodically", "on a regular basis", "re-run"). */
export const RECURRENCE_WORDS = /\b(?:periodic(?:ally)?|regular(?:ly)?|recurring|ongoing|repeated|renewed|re-?run)\b/i;

/**
 * A sentence that asks for something by its first words (a question, a request or an instruction), a question word
 * perhaps after a preposition ("Until when …", "In which regions …").
 */
export const ASKING_SENTENCE = new RegExp(
  `^\\s*\\(?(?:(?:(?:${alternation(QUESTION_PREPOSITIONS)})\\s+)?(?:${alternation(QUESTION_WORDS)})|${AUXILIARY}|please|kindly|${alternation(REQUEST_VERBS)}|summari[sz]e|give|tell|share|attach|upload|enumerate|include|note|if|otherwise|answer|respond|select|tick|mark)\\b`,
  'i',
);

/** The places a service runs in: data centres, regions, availability zones, sites. */
const SITES = String.raw`(?:data[\s-]*cent(?:er|re)s?|regions?|(?:availability\s+)?zones?|sites?|locations?|facilit(?:y|ies))`;

/** A single site lost, as a failure the service is asked to survive: "losing a single data centre", "if one zone fails". */
const SITE_LOST_BEFORE = String.raw`(?<!\b(?:lose|loses|losing|lost|loss\s+of|failure\s+of|outage\s+(?:of|in)|unavailability\s+of)\s+(?:(?:a|one|just\s+one|only\s+one)\s+)?)`;
const SITE_LOST_AFTER = String.raw`(?!\s+(?:fails?|failed|failing|goes\s+down|went\s+down|is\s+lost|becomes\s+unavailable|is\s+unavailable|outage))`;

/**
 * A question whether a service runs in just one place: "just one data centre", "a single region", "single-site" —
 * not one asking whether it survives losing a single one.
 */
export const ASKS_SINGLE_SITE = new RegExp(
  String.raw`${SITE_LOST_BEFORE}(?:\b(?:(?:just|only)\s+(?:one|a\s+single)|a\s+single|one\s+single)\s+${SITES}\b|\bsingle[\s-](?:data[\s-]*cent(?:er|re)|region|site|zone|location)\b)${SITE_LOST_AFTER}`,
  'i',
);

/** Words by which a question asks whether a document is open to anyone, however it asks (see {@link ASKS_PUBLIC}). */
const OPEN_TO_ANYONE = String.raw`\b(?:publicly|openly|freely)\s+(?:available|accessible|downloadable|shared|shareable|distributed)\b|\bwithout\s+(?:(?:signing|an?|any|first)\s+){0,3}(?:nda|non-disclosure(?: agreement)?|confidentiality agreement|access request|requesting access)\b|\b(?:shared|distributed)\s+freely\b|\bmade\s+public\b`;

/**
 * A question whether a document is open to anyone: "publicly available", "is it public", "can anyone download",
 * "without an NDA", "shared freely". Only of a document ({@link DOCUMENT_ASKED}): a public programme or contact is
 * another matter.
 */
export const ASKS_PUBLIC = new RegExp(
  String.raw`${OPEN_TO_ANYONE}|\b(?:is|are)\s+(?:the|your|it|they)\b[^?]{0,60}\b(?:public|open to (?:anyone|everyone|the public))\s*\??\s*$|\b(?:can|may)\s+(?:anyone|anybody|everyone|the public)\b`,
  'i',
);

/** A question naming a document: a report, a certificate, a letter, a policy, a summary, a SOC report. */
export const DOCUMENT_ASKED =
  /\b(?:reports?|certificates?|certifications?|letters?|polic(?:y|ies)|summar(?:y|ies)|results|documents?|documentation|attestations?|whitepapers?|white papers?|questionnaires?|caiq|soc ?[123]|soc (?:one|two|three)|pen ?test|penetration test|audit)\b/i;

/** The words by which {@link ASKS_PUBLIC} asks it: without them, the question names the document. */
export const PUBLIC_ASKED_WORDS = new RegExp(String.raw`${OPEN_TO_ANYONE}|\bpublic\b|\bopen to (?:anyone|everyone)\b|\b(?:anyone|anybody|everyone)\b`, 'gi');

/** A sentence saying a document is given only under an NDA or on request ("Request access … to download it under NDA"). */
export const GATED_STATED =
  /\bunder\s+(?:an?\s+)?(?:nda|non-disclosure agreement|confidentiality agreement)\b|\bnda\s+(?:is\s+)?required\b|\brequest(?:ing)?\s+access\b|\b(?:up)?on\s+request\b|\brequires?\s+(?:an?\s+)?(?:nda|signed nda|access request|approval)\b|\bafter\s+(?:signing|accepting)\s+(?:an?\s+|the\s+|our\s+)?nda\b/i;

/** A sentence saying a document is open to anyone ("may be shared freely", "general-use", "publicly available"). */
export const PUBLIC_STATED =
  /\bgeneral[\s-]use\b|\b(?:shared|distributed)\s+freely\b|\bfreely\s+(?:shared|shareable|available|distributed)\b|\bpublicly\s+(?:available|accessible|downloadable)\b|\bno\s+nda\b|\bwithout\s+(?:an?\s+)?nda\b/i;

/** A sentence naming more than one place a service runs in: "three availability zones", "us-east-1 and eu-central-1". */
export const SEVERAL_SITES =
  /\b(?:two|three|four|five|six|multiple|several|[2-9])\s+(?:separate\s+|different\s+|distinct\s+)?(?:availability\s+zones|data[\s-]*cent(?:er|re)s|regions|sites|facilities)\b|\b[a-z]{2}-[a-z]+-\d\b[^.]{0,20}\band\b[^.]{0,20}\b[a-z]{2}-[a-z]+-\d\b/i;

/**
 * A request or question complete in itself, as an RFP puts it after a sentence of context: a request naming what it
 * asks ("Indicate whether …", "State how often …", "Identify the method …") or a full question, which may open with
 * the time or occasion it is about ("In your most recent failover exercise, was …?") or with a preposition before its
 * question word ("Until when …?", "Within what timeframe …?").
 */
export const SELF_CONTAINED_ASK = new RegExp(
  `^\\s*(?:(?:please|kindly)\\s+)?(?:(?:${alternation(REQUEST_VERBS)})\\s+(?:whether|if|how|what|which|who|when|where|why|that|the|your)\\b|(?:(?:in|during|for|on|at|after|before|within|over|across|under)\\s[^,?.]{1,80},\\s*)?(?:${alternation(AUXILIARIES)}|${alternation(QUESTION_WORDS)}|(?:${alternation(QUESTION_PREPOSITIONS)})\\s+(?:what|which|whom|when|how))\\b[^?]*\\?\\s*$)`,
  'i',
);

/** The words a closed or an open question opens with, capitalised as a question's first word is written. */
const CAPITALISED_OPENERS = alternation([...AUXILIARIES, ...QUESTION_WORDS], { capitalised: true });

/** Words by which a sentence leans on the one before it ("Describe how this is enforced.", "If so, list them."). */
export const BACK_REFERENCE = /\b(?:this|these|those|it|they|them|such|above|same|so|not)\b/i;

/**
 * Words by which a clause refers to what a condition before it names ("If a sub-processor changes, can we object to
 * that change?", "… is it encrypted?"): narrower than {@link BACK_REFERENCE}, whose "so", "not" and "same" a clause
 * of its own also uses.
 */
export const LEANS_ON_CONDITION =
  /\b(?:it|they|them|these|those|such)\b|\b(?:this|that)\s+(?:change|event|case|situation|request|notice|data|information|incident|breach|transfer|sub-?processor|party|provider|period)\b/i;

/**
 * The section a spreadsheet's row names before a ">" ("BC/DR > RTO", "Change mgmt > CAB approval required"): where the
 * row sits in the sheet, not a word of what it asks.
 */
export const SECTION_PATH = /^\s*(?:[A-Za-z][\w/&.' -]{0,40}?\s*>\s*)+(?=\S)/;

/**
 * A department's abbreviation a spreadsheet puts before a row's field ("HR - background checks prior to hire", "IT –
 * asset inventory maintained"): the section the row sits in, not a word of what it asks.
 */
export const SECTION_ABBREVIATION = /^\s*(?:HR|IT|OPS|GRC|BC|BC\/DR|BCDR|PHYS|PRIV|LEGAL|PROC|FIN)\s+[-\u2013\u2014]\s+(?=\S)/;

/** A condition of any length before the clause that asks: "If one of our engineers spots a vulnerability …, where …". */
export const LEADING_CONDITION = /^\s*(?:if|when|whenever|where|in case|once|should)\b[^,?]{3,160},\s*(.+)$/is;

/**
 * A condition with commas of its own before a request ("If the vendor uses an external service provider (ESP),
 * including a cloud service provider (CSP), to store … data, identify the provider and the region(s) …"): the request
 * is what is asked.
 */
export const CONDITION_BEFORE_REQUEST = new RegExp(
  `^\\s*(?:if|when|whenever|where|in case)\\b[^?]{3,240}?,\\s*((?:(?:please|kindly)\\s+)?(?:${alternation(REQUEST_VERBS)})\\b[^?]*)$`,
  'is',
);

/**
 * A question where to write to ("Where should they report it?", "Where do we send …") or whom ("Who do we contact?",
 * "Who should we report it to?"): it asks for an address.
 */
export const WHERE_TO_WRITE =
  /\bwhere (?:should|can|could|do|does|would|must|to|shall)\b[^?]*\b(?:report|send|submit|contact|reach|email|notify|disclose|raise|escalate)\b|\bwho(?:m)? (?:should|can|could|do|does|would|must|shall) (?:we|i|you|they|customers?|users?|researchers?) (?:contact|e-?mail|write to|reach|notify|report (?:it |this |them |that )?to)\b/;

/**
 * A question whether a thing named by a pronoun is one kind or another, the kinds named with a word they share ("is that
 * a Type I or a Type II report?", "is it Shield Standard or are you paying for Shield Advanced?"): group 1 is the
 * first kind, group 2 what follows "or" (the second kind among its first words; see `choiceOfKinds`).
 */
export const CHOICE_OF_KINDS = /\b(?:is|was|are|were)\s+(?:it|that|this|they|those|these)\s+(?:an?\s+|the\s+)?([\w.-]+\s+[\w.-]+)\s+or\s+([^?,;:()]{1,80})/i;

/**
 * An alternative asked after a comma as a question of its own about the same thing ("…, or is it just encrypted at the
 * edge?", "…, or do you rely on the customer?"): the contrary of what was asked, which the first question answers.
 */
export const CONTRARY_ALTERNATIVE = /,\s+or\s+(?:is|are|was|were|do|does|did)\s+(?:it|they|that|this|you|there)\b[^?]*\??\s*$/i;

/** A which-question that ends with the choices it offers after a colon: "Which cloud are you on: AWS, GCP or Azure?". */
export const CHOICES_OFFERED = /^((?:which|what)\b[^:?]{2,80}):\s*[^:?]+(?:,|\bor\b)[^:?]*\?\s*$/i;

/**
 * A terse field that offers two choices after its topic ("Key management – KMS or HSM?", "Hosting: AWS or Azure?"):
 * asks which; group 1 is the topic, groups 2 and 3 the choices.
 */
export const CHOICE_FIELD = /^([^?]{2,60}?)(?:\s+[-\u2013\u2014]|:)\s+([\w/.-]+(?:\s+[\w/.-]+){0,2})\s+or\s+([\w/.-]+(?:\s+[\w/.-]+){0,2})\s*\?\s*$/i;

/**
 * A terse field asking by what means a thing is done, in a word after a dash or a colon ("Tenant isolation – method",
 * "Key rotation: approach", "Data deletion – how?"): it asks for an account, not for Yes/No.
 */
export const METHOD_FIELD = /(?:\s[-\u2013\u2014]|:)\s+(?:[\w/-]+\s+)?(?:methods?|approach(?:es)?|mechanisms?|techniques?|how)\s*[?.:]?\s*$/i;

/** A sentence saying by what means a thing is done: "… with row-level security", "enforced by …", "using …". */
export const MEANS = /\b(?:with|by|through|using|via)\b/i;

/** A terse field ending on the reference it asks for, in brackets: "(control ref)", "(ref.)", "(control ID)". */
export const REFERENCE_FIELD = /\((?:[\w-]+\s+)?(?:ref|reference|id|identifier)s?\.?\)\s*[?.:]?\s*$/i;

/** A reference to a control or a clause: "CC6.2", "A.8.24", "IAM-02", "§ 4.1". */
export const REFERENCE = /\b[A-Z]{1,4}\.?\d+(?:\.\d+)+\b|\b[A-Z]{2,4}-\d{1,3}\b|§\s?\d/;

/**
 * A field asking for a document's or a registration's identifier ("ISO 27001 certificate number", "D-U-N-S no.",
 * "VAT ID"), in lowercase: an identifier, not a count.
 */
export const IDENTIFIER_FIELD =
  /\b(?:certificate|certification|registration|licen[cs]e|policy|account|tax|vat|company|contract|report|serial)\s+(?:number|no\.?|id|identifier)s?(?![\w-])|\b(?:d-u-n-s|duns)\b/;

/** An identifier: capitals and digits joined by hyphens ("SCH-ISMS-1187-2025", "NW-SOC2-2026-014"), or a long number. */
export const IDENTIFIER = /\b(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9]+(?:-[A-Z0-9]+)+\b|\b\d{6,}\b/g;

/** A sentence of a question that tells how to answer rather than asking. */
export const INSTRUCTION =
  /^\(?(?:if\b|where\b|when\b|otherwise\b|please\b|kindly\b|answer\b|respon(?:d|se)\b|true\?|select\b|choose\b|tick\b|mark\b|indicate\b|state\b|provide\b|include\b|attach\b|upload\b|note\b|explain\b|describe\b|list\b|specify\b|give\b|enter\b|n\/a\b|for example\b|e\.g\.|evidence\b|comments?\b)/i;

/** What a question asks its addressee does ("Do you ever sell …?" → sell): the term of its verb. */
export const ADDRESSED_VERB =
  /^(?:do|does|did|will|would|can|could)\s+(?:you|we|your (?:company|organi[sz]ation|firm|team|service|platform|product))\s+(?:ever\s+|currently\s+|also\s+|still\s+)?([a-z]+)/i;

// ——— What a sheet's field names: value nouns, the participles and prepositions that qualify them, kinds of party.

/** Nouns that name a value a sheet's field asks for. */
export const VALUE_NOUNS =
  'frequency|cadence|period|timeframe|time ?frame|time ?scale|timeline|(?<![-\\w])time|delay|date|deadline|duration|limit|size|number|count|percentage|rate|provider|vendor|auditor|firm|carrier|insurer|underwriter|bod(?:y|ie)|contact|e-?mail|(?:e-?mail |postal )?address|name|location|region|version|window|interval|owner|length|rto|rpo|objective|target|commitment|amount|level|score|headcount|algorithm|cipher|categor(?:y|ie)|model|title|coverage|retention|outcome|processor|until|expiry|expiration';

/** Participles after which a field's noun asks which one ("Provider used for …", "Version referenced on …"). */
export const FIELD_PARTICIPLES =
  'used|employed|adopted|selected|chosen|available|offered|supported|in use|referenced|stated|listed|named|shown|cited|specified|given';

/** Prepositions after which a field's head noun is qualified ("Timeline after termination", "Categories in scope"). */
export const QUALIFYING_PREPOSITIONS = 'for|of|after|before|in|on|to|from|during|per|between|under|within|across';

/** A field ending with the abbreviation of the value it asks for in brackets: "(RPO)", "(RTO)". */
export const BRACKETED_VALUE = /\((?:RTO|RPO|SLA|SLO|MTTR|MTTD|MTTA)\)\s*[?.:]?\s*$/;

/** A field naming what a contract commits to ("Contractual monthly availability", "Guaranteed response time"): its value. */
export const COMMITTED_FIELD =
  /^(?:contractual|contracted|guaranteed|committed)\s+(?:[a-z-]+\s+){0,2}?(?:availability|uptime|response time|resolution time)\s*$/i;

/** Kinds of party a sheet's field may name ("Hosting provider", "ISO 27001 certification body"). */
export const PARTY_KINDS = 'provider|vendor|auditor|firm|bod(?:y|ie)|company|companie|partner|tool|platform|insurer|assessor|supplier|service|processor';

/**
 * A question asking for a role by its title ("Identify, by title, the officer who …", "Job title of the person with
 * overall responsibility for …", "Title of the officer to whom … is assigned", "the individual …, including their
 * title"): a sentence naming a role answers it, and the words of the slot ("title", "officer", "person") are no topic.
 */
export const ASKS_TITLE =
  /\bto whom (?:does|do|did|is|are)\b[^?.]{0,80}\breports?\b|\b(?:the|which|what) (?:executive|officer|role|manager)s? (?:to whom|(?:that|who) (?:\S+ ){0,4}reports? to)\b|\bby (?:job |role )?title\b|\b(?:job |role )?title of (?:the |your |that |such )?(?:\S+ )?(?:person|individual|officer|executive|role|manager|owner|leader|head)\b|\b(?:their|his|her|its|the officer's|the person's) (?:job |role )?title\b/i;

/** The slot's words of a question asking for a role by its title (see {@link ASKS_TITLE}). */
export const TITLE_SLOT = ['title', 'job', 'officer', 'person', 'individual', 'executive', 'overall', 'bear', 'bears'];

/** A sentence naming a role: "Chief Information Security Officer", "CISO", "Head of Security", "VP of Engineering". */
export const ROLE_TITLE =
  /\bChief [A-Z][a-z]+(?: [A-Z][a-z]+){0,3} Officer\b|\bC[A-Z]?[A-Z]O\b|\bHead of [A-Z]|\b(?:Vice President|VP|Director|Manager) (?:of )?[A-Z]|\b[A-Z][a-z]+ (?:Officer|Director|Manager|Lead)\b/;

/**
 * A terse field that ends asking for a name: "Cyber insurance – carrier name", "DPO – name", "Insurer name", "CISO
 * (name)", or a party alone after a dash ("Cyber insurance – carrier", "Email delivery – provider"), whose value is
 * its name.
 */
export const NAME_FIELD =
  /(?:^|[-\u2013\u2014:]\s*)(?:[\w/&'-]+\s+){0,2}names?\s*[?.:]?\s*$|\(\s*(?:full\s+)?names?\s*\)\s*[?.:]?\s*$|\s[-\u2013\u2014]\s+(?:[\w/&'-]+\s+)?(?:carrier|underwriter|broker|insurer|auditor|provider|vendor|firm|supplier)s?\s*[?.:]?\s*$/i;

/** A role held by a person, whose name is a person's ("CISO (name)", "DPO – name", "Security contact – name"). */
export const PERSON_ROLE = /\b(?:ciso|cso|cto|ceo|cio|cpo|coo|dpo|officer|owner|manager|director|head|lead|contact|person|representative|executive|chief)s?\b/i;

/**
 * A question for the name of a person holding a role, asked in words ("What is the name of your CISO?", "the DPO's
 * name", "our CISO wants to connect with yours, what's their name?"): asked with a role ({@link PERSON_ROLE}), it
 * wants a person's name as "CISO (name)" does.
 */
export const PERSON_NAME_ASKED =
  /\b(?:what(?:'s|’s| is| are)?|whats)\s+(?:the\s+)?(?:(?:full\s+)?names?\s+of\b|(?:their|his|her)\s+(?:full\s+)?names?\b)|(?:'s|’s)\s+(?:full\s+)?name\b/i;

/** A month's name, which dates rather than names. */
export const MONTH = /^(?:January|February|March|April|May|June|July|August|September|October|November|December)$/;

/** Role titles, which name no one ("Data Protection Officer", "Chief Information Security Officer", "Head of Security"). */
export const ROLE_TITLES = /\b(?:[A-Z][a-z]+ ){0,4}(?:Officer|Director|Manager|Lead|Head)\b(?: of [A-Z][a-z]+)?/g;

/** Terms of people, as a count of them names them ("14 engineers", "240 people", "a team of 12"). */
export const PEOPLE = ['employe', 'engin', 'team', 'member', 'fte', 'analyst', 'specialist'];

/**
 * A sheet's field that ends on the preposition its value would follow ("Leaver access removed within", "Logs kept
 * for"): it asks for that value, an amount or a duration.
 */
export const DANGLING_FIELD = /\b(?:within|every|for|after|until)\s*[?:.]?\s*$/i;

/** A field ending on who does it ("… – provided by", "… operated by"): it asks for a name. */
export const BY_WHOM_FIELD = /\b(?:provided|operated|performed|managed|hosted|issued|conducted|audited|run|owned|done|carried out) by\s*[?:.]?\s*$/i;

/** A value noun or an SLA qualified after a dash ("Vulnerability remediation SLA – critical", "Key length – minimum"). */
export const DASH_QUALIFIED_VALUE = new RegExp(`^(?:\\S+\\s+){0,3}(?:${VALUE_NOUNS}|sla)s?\\s+[-\u2013\u2014]\\s+[^?]{1,40}$`, 'i');

/** Kinds of thing a field may ask which of ("MFA methods available", "Supported log formats"). */
export const THING_KINDS = 'methods?|types?|kinds?|options?|mechanisms?|protocols?|formats?|standards?|languages?|factors?';

// ——— What a form puts around a question: row labels, control identifiers and headings, answer cues, instructions and references.

/** The states a criteria catalogue asks to mark, each with its negation offered beside it (see {@link STATUS_CUE}). */
const STATES = 'fulfill?ed|implemented|met|in place|compliant|complied|satisfied|applicable|true|achieved|addressed';
/**
 * Options of one state, the state captured as group `group` of the pattern they go into: "Fulfilled / Partially
 * fulfilled / Not fulfilled", "In place | Not in place", "Implemented, Not implemented, N/A", and the states an
 * assessor adds beside them: "In Place / In Place with CCW / Not Applicable / Not Tested / Not in Place", "Planned",
 * "In progress".
 */
const statusOptions = (group: number) =>
  `(?:(?:fully|partially|partly|largely|not|non)[\\s-]*)?(${STATES})(?:\\s*(?:\\/|\\||,|\\bor\\b)\\s*(?:(?:(?:fully|partially|partly|largely|not|non)[\\s-]*)?\\${group}(?:\\s+with\\s+[a-z]{2,12}(?:\\s+[a-z]{2,12})?)?|n\\.?\\/?a\\.?|not applicable|not (?:tested|assessed|reviewed|verified)|planned|in progress)){1,6}`;

/**
 * A statement's options to mark whether it holds, the verb offered with its negation: "(applies / does not apply)",
 * "Applies | Partly applies | Does not apply", "(applies / doesn't apply / N/A)".
 */
const APPLIES_OPTIONS =
  "(?:applies|apply)(?:\\s*(?:\\/|\\||,|\\bor\\b)\\s*(?:(?:does|do)\\s*(?:not|n['\u2019]t)\\s+apply|(?:partly|partially)\\s+appl(?:y|ies)|n\\.?\\/?a\\.?|not applicable)){1,3}";

/**
 * A criteria catalogue's status to mark, a state offered with its negation or with the states an assessor adds
 * ("Planned", "Not tested"), in brackets or ending the row:
 * "(fulfilled / not fulfilled)", "[Implemented / Not implemented / N/A]", "(compliant / non-compliant / partially
 * compliant)", or after the row's last sentence or field: "… . Implemented | Not implemented", "… . Status: Fulfilled /
 * Partially fulfilled / Not fulfilled", or a statement's "(applies / does not apply)" (see {@link APPLIES_OPTIONS}). It
 * asks Yes or No, and its "not" negates nothing asked.
 */
export const STATUS_CUE = new RegExp(
  `[([]\\s*(?:${statusOptions(1)}|${APPLIES_OPTIONS})\\s*[)\\]]|(?<=[.?!:|)\\]])\\s+(?:(?:status|response(?:\\s+options)?|answer|options)\\s*:\\s*)?(?:${statusOptions(2)}|${APPLIES_OPTIONS})\\s*\\.?\\s*$`,
  'gi',
);

/**
 * A rating the reviewer fills in after the row, the state said once after its degrees ("Compliance: Fully /
 * Partially / Not compliant", "Rating: Fully, partly or not implemented"). The bank sets this column for each row;
 * it asks neither Yes nor No nor anything of its own. Global: for `replace` only.
 */
export const RATING_NOTE = new RegExp(
  `(?<=[.?!:|)\\]_])\\s*(?:(?:compliance|rating|assessment|level of compliance)\\s*:\\s*)?(?:fully|partially|partly|largely)(?:\\s*(?:\\/|\\||,|\\bor\\b)\\s*(?:fully|partially|partly|largely|not|non)){1,4}[\\s-]+(?:${STATES})(?=\\s*[.;]?\\s*(?:$|remarks?\\s*:|evidence|comments?\\s*:))`,
  'gi',
);

/**
 * Yes and No offered between bars after the row's end ("… at rest. Yes | No | N/A"): a form's choices, read as the
 * cue they are (its "No" negates nothing asked).
 */
export const BARRED_YES_NO = /(?<=[.?!:])\s{0,3}yes\s{0,3}\|\s{0,3}no(?:\s{0,3}\|\s{0,3}(?:n\.?\/?a\.?|not applicable))?\s{0,3}$/i;

/**
 * A term the form defines for this row in brackets, after a colon: "the CDE (here: the production environment)", "the
 * CDE (for a supplier holding no cardholder data: the production environment that stores customer data)". The row
 * asks about what the bracket names (group 1), in place of the term (an abbreviation in capitals). A scope for a part
 * of the thing ("SSO (for the admin console: SAML 2.0)") is no definition: only "here", "that is" and a scope for the
 * kind of respondent answering count. Global: for `replace` only.
 */
export const SCOPE_GLOSS =
  /\b[A-Z]{2,6}s?\s*\(\s*(?:here|in this case|i\.\s?e\.|that is|for (?:a|an|the|any|each) (?:supplier|vendor|provider|service provider|respondent|processor|company|organi[sz]ation)\b[^:()]{0,80})\s*:\s*([^():]{3,120})\)/g;

/** How a control list asks for its answer: "(Y/N/N/A)", "[Yes/No]", "Y / N / NA". */
export const YES_NO_CUE = /(?:^|[\s([])(?:y(?:es)?\s*\/\s*no?)(?:\s*\/\s*n\.?\/?a\.?)?(?=$|[\s)\].:?])/i;

/**
 * A form's instruction before its question ("Please answer the following: …", "Respond to the following question:
 * …"): it asks nothing itself.
 */
export const FORM_LEAD =
  /^\s*(?:(?:please|kindly)\s+)?(?:answer|respond to|complete|address)\s+the\s+following(?:\s+(?:questions?|items?|requirements?|statements?))?\s*:\s*(?=\S)/i;

/**
 * A form's row label at the head of a question, naming where the row sits rather than what it asks: "Section D, 5.",
 * "Part 2, Q4:", "Question 12.", "Item 3.1 –", "Schedule 4, 2(b)", "Q-F3 —", "Annex II, point 3 —", "No. 7", "Nr. 43",
 * "Ref. TRM 11.1.2", "Ref. OG 5.5.3(b).", "Sl. No. 14", "Annexure B – 7", "PART IV –" (not "Annex A", a standard's annex: see {@link CONTROL_ID}; nor "Ref. NIS 2", a
 * law). Followed by the question, which starts with a capital.
 */
export const ROW_LABEL =
  /^\s*(?:(?:(?:Section|Part|Schedule|Appendix|Question|Item|Requirement|Req\.?|Ref\.?|Q)(?:\s*|-)|(?:SECTION|PART)(?:\s+|-))(?:[A-Z]{1,2}\d{0,3}|[IVX]{1,4}|\d{1,3})|Ref(?:erence)?\.?\s*[A-Z]{2,5}(?=\s\d{1,3}\.\d)|N[or]\.?\s*(?:[A-Z]{1,2}|[IVX]{1,4}|\d{1,3})|S[lr]?\.\s?No\.?\s*\d{1,4}|Annex\s+(?:[IVX]{1,4}|\d{1,3})\b|Annexure\s+(?:[A-Z]{1,2}|[IVX]{1,4}|\d{1,3})\b|(?:Principle|Criterion|Objective|Clause|Maturity Level)\s+\d{1,3})(?:[.-]\d{1,3}){0,6}[a-z]?(?:,\s*(?:point|para(?:graph)?|item)\s+\d{1,3}[a-z]?)?(?:\s*[,.:)\u2013\u2014-]\s*|\s+)(?:(?:Q\s?)?\(?(?:\d{1,3}(?:\.\d{1,3}){0,6}(?:\([a-z\d]{1,3}\)){0,3}|[a-z]|[ivx]{1,4})\)?[.):]?\s+)?(?=[A-Z("'\u201c])/;

/**
 * A row's number in a form that numbers its rows by section letter: "A.1", "G.4", "Q.17", "D.2:", "A1.", "IV.3",
 * "(B-12)", or only by number: "3.", "12)". Followed by the question, which starts with a capital. A letter and a
 * number alone ("S3 Buckets …", "P1 Incidents …") are a label only before the words that open a question (see
 * {@link ITEM_LABEL_BARE}).
 */
export const ITEM_LABEL =
  /^\s*\(?(?:(?:[A-Z]{1,2}|[IVX]{1,4})(?:[.-]\d{1,3}(?:[.-]\d{1,3})*[a-z]?[.):]?|\d{1,3}(?:[.-]\d{1,3})*[a-z]?[.):])|\d{1,3}[.)])\)?\s+(?=[A-Z("'\u201c])/;

/**
 * A row's number alone, in brackets or after a hash: "(1.2)", "1.2)", "2.a)", "2.(1)", "#12", "[#34]", "IV.", or a label without
 * one: "Q:", "Question:". Followed by the question,
 * which starts with a capital.
 */
export const ITEM_NUMBER =
  /^\s*(?:(?:Q|Question|Query)\s*[:.)]|[IVX]{1,4}[.)]|(?:\d{1,3}\.?)?\(\d{1,3}(?:[.-]\d{1,3})*(?:\.?[a-z])?\)|\[#?\d{1,4}\]|#\d{1,4}|\d{1,3}(?:[.-]\d{1,3})*(?:\.?[a-z])?[):])\s+(?=[A-Z("'\u201c])/;

/**
 * The headings a row sits under, each labelled in the form's own language, with its number and its title, as a
 * Japanese check sheet prints its categories before the row's number: "大項目 1. Organisational Security (組織的セキュリティ)
 * / 中項目 1-1 Information Security Basic Policy. No. 1-1-1 Has …" (大項目 and 中項目, the major and middle items).
 * Headings of up to four levels, separated by a slash or a full stop, before the row's number ("No. 1-1-1", "2-4"); not a
 * question's own slash or full stop before a number ("問 3 Do you test once a year / 2 times a year?").
 */
export const NATIVE_HEADINGS =
  /^\s*(?:[\u3040-\u30FF\u3400-\u9FFF\uAC00-\uD7AF]{1,8} ?\d{1,3}(?:[.-]\d{1,3}){0,3}\.? [^.?!/\s](?:[^.?!/]{0,158}[^.?!/\s])?(?: \/ |\. )){1,4}(?=N[or]\. ?\d|\d{1,3}(?:-\d{1,3})+ [A-Z])/u;

/**
 * A label in lenticular or tortoise-shell brackets at the head of a row, as Japanese and Chinese forms mark an item
 * ("【Item 15】", "〔No. 3〕"): the form's, not the question's.
 */
export const BRACKETED_LABEL = /^(?:\s*[【〔]\s*(?:Item|No\.?|Q|Question)?\s*[\w.-]{1,12}\s*[】〕])+\s*/;

/**
 * A letter and a number, or a number alone or before a dash, before a question's first word: "A1 Does …", "Q17 Please
 * …", "12 Is …", "3 - Do …" ("24 - Hour monitoring" is no row number).
 */
export const ITEM_LABEL_BARE = new RegExp(
  `^\\s*(?:[A-Z]{1,2}\\d{1,3}|\\d{1,3}(?:-\\d{1,3})?|\\d{1,3}(?:\\.\\d{1,3})*(?:\\.[a-z])?\\s+[\\u2013\\u2014-])\\s+(?=(?:${alternation(AUXILIARIES)}|${alternation(QUESTION_WORDS)}|please|describe|explain|list|provide|state|specify|indicate|confirm|identify)\\b)`,
  'i',
);

/**
 * A requirement's reference at the head of a row in letters no source uses and a numbered item ("SR 3.2 Does …",
 * "SEC 4.1.2 Name of …"): the letters are the form's own, not a word of the question. A name and a version the sources
 * use ("TLS 1.2 …", "SOC 2 …") stay.
 */
export const REFERENCE_LABEL = /^\s*([A-Z]{1,4})\s?\d{1,3}(?:\.\d{1,3})+[a-z]?[:.)\u2013\u2014-]?\s+(?=[A-Z("'\u201c])/;

/**
 * One control's identifier (see {@link CONTROL_ID}): a section's requirements numbered with an "x" ("V2.x", "V2.5.x"),
 * a framework's lettered items ("01.a"), a control's enhancement in brackets ("SC-8(1)", "AC-2(3)"), a law's article
 * or section ("Art. 21(2)(d)", "§ 4.2"), a requirement's lettered part after a dash ("R1.2.3-a", "CC6.1-b").
 */
const ONE_CONTROL_ID =
  '(?:[A-Z]{2,5}-\\d{3,4}(?=\\s*:)|[A-Z]\\d{1,2}(?:-[A-Z]{2,5})+-\\d{1,3}|[A-Z]{2,5}(?:-[A-Z]{2,5})+-\\d{1,3}|[A-Z]{1,4}(?:\\.[A-Z]{2}[.-]?\\d+|[.-]?\\d+(?:[.-](?:\\d+|x))+|-\\d{1,2})|\\d+(?:\\.\\d+)+(?:\\.[a-z](?![a-z]))?|\\d{2}\\.[a-z](?![a-z])|(?![IVX]{2,4}\\.)[A-Z]{2,4}\\.\\d{1,3}|[A-Z]{2}\\.L\\d-\\d+(?:\\.\\d+)+|(?:Art(?:icle)?\\.?|§{1,2})\\s*\\d+(?:\\.\\d+)*)[a-z]?(?:\\(\\w{1,3}\\)|\\[[a-z0-9]\\])*(?:-[a-z](?![\\w-]))?';

/** A framework or a law whose name comes before a control's identifier ("CIS 6.4", "[HITRUST 01.b]", "NIS2 Art. 21"). */
const CONTROL_FRAMEWORK =
  '(?:CIS|ISO(?:\\/IEC)?(?: 2700[12](?::20\\d\\d)?)?(?: Annex A)?|NIST(?: CSF| SP 800-53)?|SOC 2|Annex|Control|HITRUST(?: CSF)?|PCI(?: DSS)?|(?:CSA )?CCM|CAIQ|SIG|CMMC|TISAX|VDA ISA|COBIT|HIPAA|NIS ?2|DORA|(?:UK |EU )?GDPR|NIST SP 800-\\d{2,3})(?: v?\\d+(?:\\.\\d+)?)?';

/**
 * A control's identifier at the head of a control list's row, as frameworks number their controls: "A.5.15",
 * "CC6.1", "PR.AA-01", "CIS 6.4", "IAM-02", "[A.8.24]", "SC-8(1)", "[HITRUST 01.b]", or as a risk workbook numbers its
 * rows, by programme and control area: "[TPRM-GOV-01]", "VRM-ACC-03", "E8-MFA-01 |", "ISM-1546:" (a catalogue's
 * four-digit number, before a colon), "SEC.01", "[SIG A.1]" (a letter and a number
 * alone, "A.1", is a row's number: see ITEM_LABEL), or a law's provision: "NIS2 Art. 21(2)(d)",
 * "§ 4.2". The framework may follow in brackets ("8.3.1 (PCI DSS v4.0)"). A framework's version ("PCI DSS 4.0", "HITRUST CSF
 * 11.0") is no control's number: the standard is what such a row asks about. A verification standard's requirement
 * ("V9.1.1", "V2.x", "SAMM-IR-2") may name a second framework's practice after a slash ("V1.x / SAMM-SR-1", "V14.x /
 * SAMM-PC") and the levels it applies to ("[L1]", "(L2)", "[L1, L2]"). Followed by its statement (or the control's
 * heading), which starts with a capital. A second framework's number for the same requirement may follow in brackets
 * ("AC.L2-3.1.19 (3.1.19)", a CMMC practice and its NIST SP 800-171 requirement).
 */
export const CONTROL_ID = new RegExp(
  `^\\s*\\[?(?:${CONTROL_FRAMEWORK}\\s+(?!\\d+\\.0(?:\\.\\d+)?\\b)(?:[A-Z]\\.\\d{1,3}(?![.\\d])|${ONE_CONTROL_ID})|${ONE_CONTROL_ID})\\]?(?:\\s+(?:NIS ?2|DORA|(?:UK |EU )?GDPR|HIPAA)\\b)?(?:\\s*\\((?:(?=[^)]*\\b[A-Z]{2,})[^()]{2,40}|\\d{1,3}(?:\\.\\d{1,3}){1,3}[a-z]?)\\))?(?:\\s*\\/\\s*(?:${ONE_CONTROL_ID}|[A-Z]{2,5}(?:-[A-Z]{2,5})+))*(?:\\s*[[(]L[1-3](?:\\s*[,/]\\s*L[1-3])*[\\])])?(?=\\s*[:.|\\u2013\\u2014-]?\\s*[A-Z("'\\u201c])\\s*[:.|\\u2013\\u2014-]?\\s*`,
);

/**
 * A workbook's control area printed before a row's question after a dash ("Audit & Assurance — Are …", "Logging &
 * Monitoring – What is …"): a few capitalised words naming where the row sits, not what it asks. Only before a
 * question that opens as one (an auxiliary, a question word, "If", "Please", "Within what …").
 */
export const SECTION_HEADING = new RegExp(
  `^\\s*[A-Z][\\w/-]*(?:\\s+(?:[A-Z][\\w/-]*|&|and|of|for)){0,5}?\\s+[\\u2013\\u2014-]\\s+(?=(?:${CAPITALISED_OPENERS}|If|Please)\\s|(?:Within|In|For|By|At|To|From|After|Under|On)\\s+(?:what|which|how|whom)\\s)`,
);

/** Words a question opens with, in capitals as a question's first word is written (see {@link RUN_IN_HEADING}). */
const QUESTION_OPENERS = `(?:${CAPITALISED_OPENERS}|Until|Within|In (?:what|which))`;

/**
 * A longer heading before an en or em dash, with its name in the form's own language and the article it implements in
 * brackets: "Pseudonymisation and encryption (Pseudonymisierung und Verschlüsselung, Art. 32 para. 1 lit. a GDPR) – Are
 * …?", "Procedures for regular review, assessment and evaluation (…) – Is …?". Only before a question that opens as
 * one; whether its words state something is for withoutSectionHeading to see.
 */
export const BRACKETED_HEADING = new RegExp(
  `^\\s*[A-Z][^?!()\\u2013\\u2014]{2,120}?\\([^()]{2,160}\\)\\s+[\\u2013\\u2014]\\s+(?=(?:${QUESTION_OPENERS}|If|Please)\\s)`,
);

/**
 * A heading a sheet runs into the question in the same cell: "Encryption at rest Which algorithm …?", "Security
 * control Is customer data …?", "SECTION 4: DATA SECURITY Is …?", "Data security: Are …?", "External interface
 * protection – Are …?", "Mitigation strategy – Restrict administrative privileges – Is …?", "Secure user management.
 * Until when …?", "(Planning business continuity) Is …?". A few words, then a question word in capitals in the
 * middle of the line, which opens the question (not in a row in Title Case, "High Vulnerabilities Are Patched Within
 * 7 Days", which is one sentence: see withoutSectionHeading). A request run in with no colon or dash ("Signed commits
 * Please provide evidence") is the field's instruction (see TRAILING_INSTRUCTION); one set off by a colon or a dash may
 * be the question (see HEADING_BEFORE_REQUEST).
 */
export const RUN_IN_HEADING = new RegExp(
  `^\\s*\\([A-Z][^()?.!]{2,60}\\)\\s*[:\\u2013\\u2014-]?\\s+(?=${QUESTION_OPENERS}\\s)|^\\s*(?!(?:${QUESTION_OPENERS}|${alternation(REQUEST_VERBS, { capitalised: true })}|Give|Please|${CONDITION_OPENERS})\\b)[A-Z][\\w/&'()-]*:?(?:\\s+(?!${QUESTION_OPENERS}\\b)(?:\\d+(?:\\.\\d+)*|[\\w/&'()-]+|[\\u2013\\u2014]):?){0,5}?(?:\\s+[\\u2013\\u2014-]|\\.)?\\s+(?=${QUESTION_OPENERS}\\s)`,
);

/**
 * A heading before a request, set off by a colon, a dash or brackets: "Data in transit protection: State the minimum
 * version …", "Vulnerability management – please describe …", "(Physical location and legal jurisdiction) State …";
 * not a condition or a scope ("If no:", "For administrators:", "Excluding backups:"). When the request is complete in
 * itself, it is what is asked, the heading's topic put into it unless it names it again (see withoutSectionHeading).
 */
export const HEADING_BEFORE_REQUEST = new RegExp(
  `^\\s*(?!(?:${CONDITION_OPENERS})\\b)(?:[A-Z][^:?.!()\\u2013\\u2014]{2,60}?(?:[ \\t]{0,3}:|\\s+[\\u2013\\u2014-])|\\([A-Z][^()?.!]{2,60}\\):?)\\s+(?=(?:(?:[Pp]lease|[Kk]indly)\\s+(?:${alternation(REQUEST_VERBS)})|${alternation(REQUEST_VERBS, { capitalised: true })})\\s)`,
);

/**
 * The heading a control list prints before the statement ("Access control — Rules to control …", "Screening: …",
 * "Secure coding: static analysis on every pull request"): a few words without a sentence's end, then a dash or a
 * colon (only a colon before a statement in lower case), or in brackets ("BCM-03 (Planning business continuity) Is
 * …?").
 */
export const CONTROL_HEADING =
  /^[^?.!:\u2013\u2014]{2,90}?(?:\s+[\u2013\u2014-]\s+|\s*[\u2013\u2014]\s*|:\s+)(?=[A-Z("'\u201c])|^[^?.!:\u2013\u2014]{2,90}?:\s+(?=[a-z])|^\([^()?.!]{2,60}\)\s*[:\u2013\u2014-]?\s+(?=[A-Z"'\u201c])/;

/**
 * An instruction a sheet puts after a field without a full stop between them ("Internal audit programme If not,
 * please explain", "Signed commits Please provide supporting evidence"): it tells how to answer, and its "not" negates
 * nothing asked.
 */
export const TRAILING_INSTRUCTION =
  /(?<![.?!:;,]|\b(?:you|we|they|to|and|or|can|could|would|will|kindly))\s+(?:if (?:not|no|yes|so|applicable)\b,?[^?]*|please (?:provide|explain|describe|attach|give|supply|list|specify|include|comment)\b[^?]*)$/i;

/**
 * An instruction in brackets after a field ("(Answer N/A if not applicable.)", "(Please attach evidence)", "(If yes,
 * describe)", "(No attachments needed)", "(N/A is not an acceptable answer)"): it tells how to answer, and its "not" or
 * "no" negates nothing asked. A bracket of answer choices ("(Y/N)",
 * "(Yes/No/N/A)") is a cue, not an instruction, and stays.
 */
export const BRACKETED_INSTRUCTION =
  /\s*\((?:answer|respond|please|kindly|if|attach|select|tick|mark|see|explain|describe|provide|include|note|where|n\/a(?=\s+\w)|(?:no\s+)?(?:attachments?|evidence|documents?|documentation)(?:\s+(?:is|are))?\s+(?:needed|required|requested|necessary|expected))\b[^()]*\)\s*[.]?\s*$/i;

/**
 * A reference to a law's or a contract's provision in brackets ("(GDPR Art. 37)", "(Art. 28(3)(a))", "(Section 5.2 of
 * the MSA)", "(Clause 8.9)"): it says where the requirement comes from, not what is asked, and its numbers and the
 * law's name are words no answer needs.
 */
export const PROVISION_REFERENCE =
  /\s*\((?:[\w\u00C0-\u024F/\u2013-]+\s+){0,4}(?:art(?:icle)?s?\.?|§§?|sec(?:tion)?s?\.?|clauses?|cl\.|recitals?|para(?:graph)?s?\.?|annex|schedule|appendix)\s*(?:\d[\w.]*|[IVX]+\b)(?:\(\w{1,4}\))*(?:(?:\s*(?:,|&|-|\u2013)\s*|\s+(?:and|to|e|y|et|und)\s+)(?:§{1,2}\s*)?(?:\d[\w.]*|[IVX]+\b)(?:\(\w{1,4}\))*)*(?:\s+[^()]{1,40})?\)/gi;

/**
 * A note of the form's after a question's question mark or a statement's full stop, in brackets: who fills the field in ("(Supplier response)",
 * "[Vendor to complete]") or how long the answer may be ("(max. 500 characters)", "(250 words max)"). It asks nothing,
 * and its words and numbers are no part of what is asked.
 */
export const FORM_NOTE =
  /(?<=[?.!])\s*[([]\s*(?:(?:supplier|vendor|provider|respondent|bidder|tenderer|contractor|CSP)(?:'s)?\s+(?:response|answer|comments?|to\s+(?:complete|answer|confirm|respond))|(?:max(?:imum)?\.?|up\s+to|limit(?::|\s+of)?)\s*\d{1,5}\s*(?:characters|chars|words)|\d{1,5}\s*(?:characters|chars|words)(?:\s*(?:max(?:imum)?\.?|limit))?)\s*[)\]]\s*$/i;

/**
 * When the row was last looked at, after its question or statement ("… at rest. Last reviewed: 2025-03-01.",
 * "… ? Updated 12/03/2024"): the form's record of itself, no part of what is asked.
 */
export const REVIEW_DATE_NOTE =
  /(?<=[?.!])\s*(?:last\s+)?(?:reviewed|updated|modified|revised|changed|amended|checked)(?:\s+on)?\s*:?\s*(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|(?:\d{1,2}\s+)?[A-Za-z]{3,9}\.?\s+\d{4}|\d{4})\s*\.?\s*$/i;

/**
 * A reference after a question's question mark, in brackets or after "Ref:" ("… valid? (ref. A.8.24)", "… ? [CC6.1]",
 * "… ? (SOC 2 CC6.1)", "… ? (NIST 800-53 SC-28)", "… ? (Weight: 5)", "… ? Ref: 4.2"): where the row comes from or what
 * it weighs — a framework's name in capitals and identifiers, no word in lower case. A qualifier ("(TLS 1.3 only)",
 * "(within 3 days)") is part of the question and stays; so are an instruction and a cue ("(Y/N)"), which have no number.
 */
const REFERENCE_ID = '(?:[A-Z]{1,5}[.-]?)?\\d{1,5}(?:[.-]\\d{1,5}){0,4}[a-z]?';
export const TRAILING_REFERENCE = new RegExp(
  `(?<=\\?)\\s*(?:[([]\\s*(?:(?:ref(?:erence)?|see|weight|score|control|section)\\.?\\s*:?\\s*)?(?:[A-Z][A-Za-z/]{0,9}\\s+){0,3}${REFERENCE_ID}(?:\\s*[,/-]?\\s*${REFERENCE_ID}){0,3}\\s*[)\\]]|ref(?:erence)?\\.?\\s*:?\\s*${REFERENCE_ID})\\s*$`,
  'i',
);

/**
 * A reference in square brackets at the head of a row, after its number or alone: "1.1 [CPS 230 para 54] Specify …",
 * "6.2 [CPS 234 para 21(b)] Will …", "[ISO 27001 A.5.1] Does …", "… responsibilities. 2.1 [CPS 234 para 14] Identify …":
 * the standard's paragraph the row comes from, not what it asks; its letters and numbers are words no source uses.
 * A standard's name, then a provision with its keyword ("para", "s.", "clause", "Art.") or, after the standard's
 * number, a clause's dotted identifier ("27001 A.5.1", "800-171 3.1.1"). Not a standard alone, which may be what is
 * asked ("[ISO 22301] Are you certified?", "[SOC 2]", "[PCI DSS 4.0]", "[Windows 10]"); in the middle of a row only
 * after an item's number. Group 1 is what comes before it and group 2 the item's number, which stay.
 */
const PROVISION_KEYWORD = '(?:para(?:graph)?s?|s|sec(?:tion)?|cl(?:ause)?|art(?:icle)?|req(?:uirement)?|§)\\.?\\s*';
const PROVISION = `${PROVISION_KEYWORD}${REFERENCE_ID}(?:\\(\\w{1,3}\\))*(?:\\s*(?:,|;|&|and|to|-|\\u2013|\\/)\\s*(?:${PROVISION_KEYWORD})?${REFERENCE_ID}(?:\\(\\w{1,3}\\))*){0,3}`;
const CLAUSE_ID = '(?:[A-Z]{1,3}[.-]?)?\\d{1,3}(?:\\.\\d{1,3})+[a-z]?(?:\\(\\w{1,3}\\))*';
const ITEM_NUMBER_BEFORE = '(?:[A-Z]{1,2})?\\d{1,3}(?:\\.\\d{1,3})*[a-z]?[.):]?\\s+';
export const HEAD_BRACKET_REFERENCE = new RegExp(
  `(^\\s*|[.:?]\\s+(?=${ITEM_NUMBER_BEFORE}\\[))(${ITEM_NUMBER_BEFORE})?\\[\\s*(?:(?:[A-Z][\\w/&-]{0,11}\\s+){1,4}${PROVISION}|(?:[A-Z][\\w/&-]{0,11}\\s+){1,3}\\d{1,5}(?:-\\d{1,5})?\\s+(?:${PROVISION}|${CLAUSE_ID}))\\s*\\]\\s+(?=[A-Z("'\\u201c])`,
);

/**
 * A reference or a weight in brackets after a statement's full stop: a keyword ("(ref. A.8.24)", "[Weight: 5]",
 * "(Score 0-3)") or a framework's name as written, in capitals ("(SOC 2 CC6.1)", "(ISO/IEC 27001 A.8.24)", "(NIST
 * 800-53 SC-28)"). A value in brackets ("(TLS 1.0)", "(at least 7)") is part of what is stated, and stays.
 */
export const STATEMENT_REFERENCE =
  /(?<=[.!])\s*[([]\s*(?:(?:[Rr]ef(?:erence)?|[Ss]ee|[Ww]eight(?:ing)?|[Ss]core|[Cc]ontrol|[Ss]ection)\.?\s*:?\s*[^()[\]]{1,40}|(?:SOC\s?[12]|ISO(?:\/IEC)?|NIST|CIS|PCI(?:\s?DSS)?|CSA|CCM|HIPAA|GDPR|NIS\s?2|DORA|C5|CAIQ|SIG|SOX|COBIT|HITRUST|FedRAMP)\b[^()[\]]{0,40})[)\]]\s*$/;

/**
 * A reference to a catalogue of weaknesses after a requirement ("… invalidated. CWE-613", "(CWE-319)", "(see CWE-79,
 * CWE-80)"): it names the weakness the requirement guards against, in numbers no source uses. In brackets or after the
 * statement's end only: "Does your SAST tool detect CWE-89?" asks about it.
 */
export const WEAKNESS_REFERENCE =
  /(?<!\s)\s?[([](?:see )?CWE-\d{1,4}(?:\s?[,/]\s?CWE-\d{1,4})*[)\]]|(?<=[.?!])\s?CWE-\d{1,4}(?:\s?[,/]\s?CWE-\d{1,4})*(?=\s*$|\s+[A-Z(])/g;

/**
 * A reference to a law's article written into the sentence ("pursuant to Art. 37 GDPR", "as required by Art. 30(2)
 * GDPR", "within the meaning of Art. 9(1) GDPR", "under Articles 15 to 20", "Chapter V GDPR"): it says where the
 * requirement comes from, as a bracketed one does, and the law's name with it is no word a source must contain.
 */
export const INLINE_PROVISION_REFERENCE =
  /,?\s*(?:(?:pursuant to|as required by|required by|(?:with)?in the meaning of|in accordance with|in line with|(?:as )?set out in|(?:as )?defined in|according to|referred to in|as per|under|of|in)\s+)?(?:(?:arts?\.?|articles?)\s*\d+[a-z]?(?:\(\w{1,4}\))*(?:\s*(?:,|and|&|to|-|\u2013)\s*\d+[a-z]?(?:\(\w{1,4}\))*)*|chapter\s+[IVX]+\b)(?:\s+(?:of\s+)?(?:the\s+)?(?:UK\s+|EU\s+)?(?:GDPR|DORA|NIS\s?2|CCPA|CPRA)\b)?/gi;

/** A law's name after a section's number: "of the Education Law", "of the Rehabilitation Act" (not a code of conduct). */
const LAW_NAME = String.raw`(?:[A-Z][\w.'-]*\s+){0,5}(?:Law|Act|Code(?!\s+of\b)|Regulations?|Rules)\b`;
/** A section's number: "2-d(5)(f)(4)", "22584(b)(3)", "99.10–99.22". */
const SECTION_NUMBER = String.raw`\d[\w.-]{0,20}(?:\(\w{1,4}\)){0,6}(?:\s*[-\u2013]\s*\d[\w.-]{0,20}(?:\(\w{1,4}\)){0,6})?`;
/**
 * One statute's section: a code's abbreviated name and "§" ("Cal. Bus. & Prof. Code § 22584(b)(3)", "34 C.F.R. §§
 * 99.10–99.22", "Education Law § 2-d(3)(c)"), or "Section … of" a law ("Section 2-d(5)(f)(4) of the Education Law").
 * Each abbreviation is one word and its full stop, so a run of them is read one way only.
 */
const STATUTE_SECTION = String.raw`(?:(?:\d{1,3}\s+)?(?:(?:[A-Z][A-Za-z]{0,12}\.|&)\s*){1,6}(?:Code\s+)?§§?\s*${SECTION_NUMBER}|(?:[A-Z][A-Za-z]*\s+){1,3}(?:Law|Act|Code)\s+§§?\s*${SECTION_NUMBER}|(?:[Ss]ections?|§§?)\s*${SECTION_NUMBER}\s+of\s+(?:the\s+)?${LAW_NAME})`;

/**
 * Statutes' sections cited as where a requirement comes from, as US agreements cite them: after "as required by",
 * "pursuant to", "within the meaning of" and the like ("… as required by Section 2-d(5)(f)(4) of the Education Law",
 * "as required for the assessment under section 17 of the Act", "within the meaning of Cal. Bus. & Prof. Code §
 * 22584(b)(3), Section 2-d(3)(b)(1) of the Education Law"), or in a bracket of references ("(34 C.F.R. §§
 * 99.10–99.22; Education Law § 2-d(3)(c))"). Not what a question asks about ("Do you comply with 16 C.F.R. § 314?", "a
 * covered entity under 45 C.F.R. § 160.103"), nor a contract's section ("Section 4 of the Agreement").
 */
export const STATUTE_SECTION_REFERENCE = new RegExp(
  String.raw`,?\s*(?:as (?:required|contemplated|provided|set out|defined|described) (?:(?:for|of) (?:the |an? )?[\w-]+(?: [\w-]+)? )?(?:by|in|under)|required by|(?:with)?in the meaning of|pursuant to|in accordance with)\s+${STATUTE_SECTION}(?:(?:,\s*|\s+(?:or|and)\s+)${STATUTE_SECTION})*|(?<=[(;]\s*)${STATUTE_SECTION}`,
  'g',
);

// ——— Parts of a question's meaning: life-cycle lists, examples and alternatives, exceptions and limits.

/** The life cycle of a control, as frameworks list it (stems). */
export const LIFECYCLE = new Set([
  'establish',
  'document',
  'approv',
  'commun',
  'appli',
  'evalu',
  'maintain',
  'implement',
  'defin',
  'develop',
  'publish',
  'review',
  'updat',
  'enforc',
  'assign',
  'adopt',
  'disseminat',
]);

/**
 * What introduces examples of what a question asks about ("such as", "e.g.", "for example", "secrets like API keys";
 * a restatement after "i.e."; in brackets "including" too, and a list in brackets ending "etc." of kinds of one thing
 * (see exampleTerms): "the kinds of logs (access logs, operation logs, etc.)") or the alternative it sets against it ("rather than", "instead of").
 * After a noun, between commas or at the end, "including any …" or "including a …" and "… included" name a case of it
 * too ("a new sub-processor, including any AI model provider, starts …", "every sub-processor, model providers
 * included, to …"): group 1 or 2. Not "including backups", "including the measured recovery time" (the part named is
 * part of what is asked), after a verb ("How long are logs retained, including any query history?": a further thing
 * asked), nor "with audit rights included" (a condition).
 * The class a thing is named with ("SSH or other remote administration services", "laptops and other devices") is
 * an example's too: a source stating the thing answers. So are the roles of people a list in brackets gives after
 * them, without a lead ("Supplier personnel (administrators, engineers)"): group 5. (Not a condition on them:
 * "staff (UK-based and SC-cleared)", "employees (not contractors)".)
 */
export const EXAMPLES =
  /(?<![a-z](?:ed|ing)),\s?including\s+((?:any|an?)\s+[^,;:?()]{2,60}?)(?=\s*(?:,|$|[?.]\s*$))|(?<![a-z](?:ed|ing)),\s?(?!with\s)([^\s,;:?()][^,;:?()]{1,39}?)\s+included(?=\s*(?:[,?.]|$))|\b(?:such as|e\.\s?g\.?|i\.\s?e\.?|for (?:example|instance)|(?:or|and) (?:any )?other|rather than|instead of|as opposed to|(?<!\b(?:would|'d|’d|i|we|you|they|look|looks|feel|feels|seem|seems|sound|sounds|not|be)\s)like(?!\s+(?:to|this|that)\b))(?!\w),?\s*([^;:?()]*?)(?=[;:?()]|\.(?:\s|$)|$)|\((?:(?:e\.\s?g\.?|i\.\s?e\.?|for example|such as|including)\s*|(?=[^()]{3,160}\betc\.?\)))([^)]*)\)|(?<=\b(?:personnel|staff|employees|workforce)\s)\(((?!not\b|only\b)[a-z][a-z-]+s(?:(?:,\s(?:(?:and|or)\s)?|\s(?:and|or)\s)[a-z][a-z-]+s){1,4})\)/gi;

/** A word that ends a list of examples: a verb, a preposition or a relative pronoun. */
export const EXAMPLES_END =
  /^(?:is|are|was|were|be|been|being|has|have|that|which|who|to|in|on|at|by|with|from|for|into|within|rather|instead|before|after|when|where|if|should|must|will|can|may|held|kept|\w{3,}ed)$/i;

/** The alternative a question sets against what it asks ("… operated by the organisation rather than inherited …"). */
export const ALTERNATIVE = /\b(?:rather than|instead of|as opposed to)\s+([^;:?()]+)/i;

/**
 * A question whether the respondent runs its own infrastructure ("Do you operate your own data centres?", "hosted on
 * your own servers"): the alternative it sets against that, unsaid, is a cloud provider's.
 */
export const OWN_INFRASTRUCTURE =
  /\b(?:your|its|their|our) own (?:physical |dedicated |on-?prem(?:ise)?s? )?(?:data ?cent(?:er|re)s?|server(?:s| rooms?)?|hardware|computers|facilit(?:y|ies)|premises)\b/i;

/** What a question about the respondent's own infrastructure sets against it. */
export const CLOUD_ALTERNATIVE = 'a cloud provider';

/**
 * The kind of insurance a question names, in the words before "insurance" ("crime insurance", "general liability
 * insurance"), without words that only qualify it ("adequate", "any", "cyber").
 */
export const INSURANCE_KIND = /\b((?:[a-z&-]+\s+){1,2})insurance\b(?!\s+portability)/i;

/** Words before "insurance" that qualify rather than name its kind. */
export const INSURANCE_QUALIFIERS =
  /^(?:a|an|the|any|your|our|its|their|adequate|sufficient|appropriate|valid|current|active|relevant|applicable|suitable|required|minimum|such|carry|have|hold|maintain|do|you|cyber|insurance|security|of|and|or|with|for)$/i;

const COUNT_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12 };

/** Times a year for a period named by its unit ("every 3 months": 4). */
const PER_YEAR_OF_UNIT: Record<string, number> = { day: 365, week: 52, month: 12, quarter: 4, year: 1 };

/**
 * The frequencies a text states, in times a year: "quarterly" 4, "twice a year" 2, "every year" 1, "every 3 years"
 * 1/3, "nightly" 365, "continuously" or "on every pull request" without end. A period's length ("within 30 days",
 * "for one year") is no frequency.
 */
export function frequenciesIn(text: string): number[] {
  const t = text.toLowerCase();
  const out = FREQUENCIES.flatMap(([pattern, perYear]) => Array.from(t.matchAll(pattern), () => perYear));
  for (const m of t.matchAll(/\bevery (\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve) (day|week|month|quarter|year)s\b/g)) {
    const n = Number(m[1]) || COUNT_WORDS[m[1]!] || 0;
    if (n > 0) out.push(PER_YEAR_OF_UNIT[m[2]!]! / n);
  }
  return out;
}

/** Frequencies by their words, in times a year. */
const FREQUENCIES: [RegExp, number][] = [
  [
    /\b(?:continuous(?:ly)?|real[\s-]time|on (?:every|each) (?:pull request|commit|change|build|deploy(?:ment)?|merge)|every (?:pull request|commit|change|build|deploy(?:ment)?))\b/g,
    Number.POSITIVE_INFINITY,
  ],
  [/\b(?:daily|nightly|every (?:day|night)|each (?:day|night)|once a day|per day)\b/g, 365],
  [/\b(?:weekly|every week|each week|once a week|per week)\b/g, 52],
  [/\b(?:monthly|every month|each month|once a month|per month)\b/g, 12],
  [/\b(?:quarterly|every quarter|each quarter|once a quarter|per quarter|four times a year)\b/g, 4],
  [
    /\b(?:twice (?:a|per|each|every) year|two times (?:a|per) year|semi[\s-]?annual(?:ly)?|bi[\s-]?annual(?:ly)?|half[\s-]yearly|every six months|every 6 months)\b/g,
    2,
  ],
  [/\b(?:annual(?:ly)?|yearly|every year|each year|once a year|per year|every 12 months|every twelve months)\b/g, 1],
];

/**
 * Data used, processed, shared or disclosed "for any other purpose" or "for other purposes": a purpose beyond the one
 * the question or its context names. Not a thing done "for backup or any other purpose", which asks whether it can be
 * done at all.
 */
const OTHER_PURPOSE = String.raw`\b(?:us(?:e|es|ed|ing)|process(?:es|ed|ing)?|shar(?:e|es|ed|ing)|disclos(?:e|es|ed|ing)|sell(?:s|ing)?|sold|transfer(?:s|red|ring)?|monetis\w*|monetiz\w*)\b[^?.]{0,80}?\b(?:for|in) (?:any )?other (?:purposes?|uses?)\b`;

/**
 * A question about what goes beyond something: "other than", "except", "apart from", "beyond", and data used for a
 * purpose beyond the one named (see {@link OTHER_PURPOSE}).
 */
export const EXCEPTION_QUESTION = new RegExp(
  String.raw`\b(?:other than|except(?: for| to| as)?|apart from|besides|beyond (?:what|the)|outside (?:of )?(?:the|what))\b|${OTHER_PURPOSE}`,
  'i',
);

/**
 * A question whether anything goes beyond what it names ("for any purpose other than …", "any data except …", data
 * used "for any other purpose").
 */
export const ANYTHING_BEYOND = new RegExp(
  String.raw`\bany\b[^?]*?\b(?:other than|except|apart from|besides|beyond)\b|\b(?:purposes?|uses?) (?:other than|except|apart from|beyond)\b|${OTHER_PURPOSE}`,
  'i',
);

/** A question whether a thing is forbidden or kept from happening ("Do you prohibit the use of … for other purposes?"). */
export const PROHIBITS = /\b(?:prohibit|forbid|restrict|prevent|disallow|bar)(?:s|ed|ing|red|ring)?\b/i;

/** A statement that limits something to what it names. */
export const LIMITING = /\b(?:only|solely|exclusively|strictly limited|no other)\b/i;

/**
 * What restricts a denied thing to part of it: "no exceptions affecting the opinion", "no findings rated high", "no
 * incidents that required notification".
 */
export const NARROWED_DENIAL =
  /\b(?:no|none of the|zero)\s+((?:[a-z-]+\s+){0,2}?[a-z-]+)\s+((?:affecting|impacting|that|which|considered|deemed|rated|classified|material to|relevant to|other than|beyond|outside)\b(?:\s+(?!(?:in|for|during|at|on|within|from|of|by|and|or)\b)[\w-]+){1,4})/gi;

/**
 * A sentence whose subject, qualified ("Automated failover of the EU region …", "Self-service key rotation …"), is
 * not there yet: group 1 is the qualifier.
 */
export const PLANNED_QUALIFIED =
  /^\s*(?:the |our |an? )?(automated|automatic|self-service|real-time|continuous|customer-managed)\b[^.;:]{0,80}?\b(?:is|are|will be)\s+(?:being|not yet|planned|expected|scheduled)\b/i;

/** A sentence reporting an audit's deviation from a control ("One exception was noted …: for 2 of 25 sampled leavers …"). */
export const DEVIATION_REPORT =
  /\bexceptions? (?:was |were )?(?:noted|found|identified|reported)\b|\b\d+ of \d+ sampled\b|\bsampled\b[^.]{0,40}\bafter more than\b/i;

/** A question whether a control held for every case an auditor tested ("for every leaver the auditor tested"). */
export const ASKS_EVERY_CASE = /\b(?:every|each|all)\b[^?.]{0,40}\b(?:tested|examined|inspected)\b|\bwithout (?:any )?exceptions?\b/i;

/** A question about audits' exceptions, findings or deviations themselves, or whether there were none ({@link ASKS_EVERY_CASE}). */
export const ASKS_DEVIATIONS = new RegExp(
  `\\b(?:exceptions?|deviations?|findings?|nonconformit(?:y|ies)|qualified|sampl\\w*)\\b|${ASKS_EVERY_CASE.source}`,
  'i',
);

// ——— The parties: the respondent and the customer named by role, and what is the customer's.

/**
 * Nouns a questionnaire names the respondent by, as defined terms ("the Applicant", "the Insured", "the Tenderer"): the
 * respondent wherever it stands as a party, whether or not a source uses a word of the same stem ("application").
 */
export const RESPONDENT_ROLE =
  /^(?:Applicant|Insured|Proposer|Policyholder|Bidder|Tenderer|Offeror|Respondent|Contractor|Supplier|Vendor|Licensor|Seller|Provider|Processor|Operator|Company|Organi[sz]ation)$/;

/** Defined terms that name the customer (as the lexicon reads them): never the respondent. */
export const CUSTOMER_ROLE =
  /^(?:Bank|Client|Institution|University|College|Licensee|Purchaser|Buyer|Agency|Council|Hospital|Insurer|Firm|Controller|Customer|LEA|District|Business|Studio)$/;

/** Words that, in a question, say a thing is the customer's: the asker's own ("customer SIEM", "our SIEM"). */
export const ASKER_OWNS = /^(?:customer|client|our)$/;

/** Words that, in a source, say a thing is the customer's: the reader's ("your vendor risk assessment"). */
export const READER_OWNS = /^(?:customers?|clients?|tenants?|workspaces?|your|their)$/;

/**
 * What is the customer's in the service by its nature — its space and what holds its data: a source speaks of it
 * without saying whose it is ("customer databases" are the databases that hold customer data).
 */
export const CUSTOMER_BY_NATURE = new Set([
  'workspac',
  'tenant',
  'account',
  'user',
  'data',
  'content',
  'instanc',
  'custom',
  'databas',
  'record',
  'file',
  'backup',
  // What reaches the service from its customers: "customer connections" are the connections to the service.
  'connect',
  'traffic',
  'request',
  'session',
  // Kinds of data: what the service holds of them is its customers' ("the Firm's personal information").
  'personaldata',
  'phi',
  'cardholderdata',
]);

// ——— Values a sentence states: dates, e-mail addresses, places.

/**
 * A date: a year, or a month by its name (capitalised: "may be shared" names no month). A year after a colon or a
 * slash is a standard's edition ("ISO/IEC 27001:2022"), no date.
 */
export const DATE = /(?<![:/])\b(?:19|20)\d\d\b|\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\b/;

/** An e-mail address. */
export const EMAIL = /(?<![\w.+-])[\w.+-]+@[\w-]+\.[\w.-]+/;

/** A cipher or a key length named in a sentence: "AES-256", "RSA-2048", "256-bit keys", "ChaCha20". */
export const CIPHER = /\b(?:AES|RSA|ECDSA|ECDHE|ChaCha20|Ed25519|3DES|Twofish|Blowfish|Camellia)(?:[- ]?\d+)?\b|\b\d{3,4}[- ]bit\b/;

/** A field or a question asking for a cipher, an algorithm or a key length ("Encryption at rest – algorithm / key length"). */
export const ASKS_CIPHER = /\b(?:cipher|algorithm|key length|key size)s?\b/i;

/** Geographies that data is commonly hosted in, named as questionnaires and trust centers name them. */
export const PLACES =
  /\b(?:United States|United Kingdom|European Union|European Economic Area|EEA|EU|USA|U\.S\.|US|UK|Switzerland|Canada|Australia|Japan|Singapore|India|Brazil|Germany|France|Ireland|Netherlands|Belgium|Sweden|Frankfurt|Virginia|Oregon|Ohio|London|Dublin|Paris|Tokyo|Sydney|Mumbai|Montreal|Zurich|Stockholm|Amsterdam)\b/;

/**
 * A requirement note printed under an audit catalogue's control ("+ Evidence: released top-level policy", "+
 * Requirement: …"): what an auditor looks for, not what is asked. A "+", a label and a colon at the end of the row.
 */
export const REQUIREMENT_NOTE = /\s+\+\s*[A-Za-z][A-Za-z ]{1,40}:[^?]*$/;

/**
 * A criterion catalogue's question after its statement, asking only whether the statement holds: "… Fulfilled
 * (yes/no)?", "… Is this criterion fulfilled?", "… Has the above requirement been met?", "… Implemented: yes/no". The
 * statement is what is asked, to confirm.
 */
export const CONFIRMATION_TAIL =
  /(?<=[.!:)\]])\s{1,4}(?:(?:is|are|has|have)\s{1,3}(?:this|these|that|the\s{1,3}above|the)\s{1,3}(?:(?:criterion|criteria|requirements?|controls?|statements?|measures?)\s{1,3})?(?:been\s{1,3})?|(?:criterion|criteria|requirements?|controls?|statement)\s{1,3})?(?:fulfill?ed|met|implemented|in place|satisfied|complied with|adhered to|true|correct|the case)\s{0,3}(?:\?\s{0,3})?(?::\s{0,3})?(?:[([]?\s{0,3}y(?:es)?\s{0,3}\/\s{0,3}no?(?:\s{0,3}\/\s{0,3}n\.?\/?a\.?)?\s{0,3}[)\]]?\s{0,3})?\??\s{0,3}$/i;

/** A continued row's mark after its number ("1.1.1 (continued) In which interval …"): no word of the question. */
export const CONTINUED_MARK = /^\s*\((?:continued|cont(?:'d|d|\.)?)\)\s*/i;

/**
 * "To what extent is/are X …?", as ISO-style audit checklists ask a control: a request to describe how X is done,
 * whose "extent" no source words.
 */
export const EXTENT_FRAME = /^\s*to what (?:extent|degree)\s+(is|are|does|do|has|have)\s+/i;

/** A request for a value or a named thing after a frame ("Please state the interval …", "Please name the role …"). */
export const VALUE_REQUEST = /^(?:please\s+|kindly\s+)?(?:state|name|specify|indicate|identify|give)\s+(?:the|your|which|what|who|how)\b/i;
