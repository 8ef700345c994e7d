/**
 * A generated organisation for the search benchmark: the demo organisation with its knowledge base replaced by
 * `count` public entries written from a seeded generator (the same seed gives the same entries), and typo
 * queries whose intended entries are known.
 *
 * Entries read like a security questionnaire library: a question about a practice on one of many named systems,
 * an answer of two to four sentences, sometimes a comment. The named systems ("Corvalis", "Tessmark" …) give
 * every entry rare, distinctive words, as real knowledge bases have (product, team and vendor names).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { SnapshotSchema, type Snapshot } from '../content/index.ts';
import { isWord, tokenize } from '../content/search/vocabulary.ts';

const DEMO_DIR = path.join(import.meta.dirname, '..', 'content', 'demo');

/** A seeded pseudo-random generator (mulberry32): numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PRACTICES = [
  'encryption at rest',
  'encryption in transit',
  'key rotation',
  'subprocessors',
  'incident response',
  'vulnerability management',
  'penetration testing',
  'access reviews',
  'multi-factor authentication',
  'single sign-on',
  'audit logging',
  'log retention',
  'data retention',
  'data deletion',
  'backup restoration',
  'disaster recovery',
  'business continuity',
  'change management',
  'secure development',
  'code review',
  'dependency scanning',
  'container scanning',
  'network segmentation',
  'firewall rules',
  'endpoint protection',
  'device management',
  'security awareness training',
  'phishing simulations',
  'background checks',
  'vendor risk assessments',
  'data classification',
  'privacy impact assessments',
  'data residency',
  'breach notification',
  'role-based access control',
  'privileged access management',
  'secrets management',
  'intrusion detection',
  'malware protection',
  'availability monitoring',
  'capacity planning',
  'tenant isolation',
  'customer-managed keys',
  'session management',
  'password policy',
  'asset inventory',
  'configuration hardening',
  'patch management',
  'threat modelling',
  'bug bounty',
];
const VERBS = ['enforce', 'document', 'test', 'review', 'monitor', 'automate', 'audit', 'report on', 'restrict', 'approve'];
const QUALIFIERS = ['annually', 'quarterly', 'monthly', 'continuously', 'before every release', 'after each incident', 'on request', 'within 24 hours'];
const COMPONENTS = [
  'API gateway',
  'data warehouse',
  'mobile app',
  'admin console',
  'billing service',
  'identity provider',
  'analytics pipeline',
  'support tooling',
  'object storage',
  'message queue',
  'search cluster',
  'reporting service',
];
const REGIONS = ['United States', 'European Union', 'United Kingdom', 'Canada', 'Australia', 'Japan', 'Singapore', 'Germany', 'Ireland', 'Brazil'];
const FRAMEWORKS = ['SOC 2', 'ISO 27001', 'ISO 27701', 'HIPAA', 'GDPR', 'PCI DSS', 'CSA STAR', 'NIST 800-53', 'FedRAMP', 'CCPA'];
const TEAMS = ['security engineering', 'site reliability', 'compliance', 'legal', 'platform', 'data protection', 'internal audit', 'IT operations'];
const TOOLS = [
  'Terraform',
  'Kubernetes',
  'PostgreSQL',
  'Vault',
  'Okta',
  'Datadog',
  'PagerDuty',
  'GitHub',
  'Snyk',
  'Cloudflare',
  'Splunk',
  'Jamf',
  'CrowdStrike',
  'Wiz',
];

const SYLLABLES = [
  'cor',
  'val',
  'is',
  'tess',
  'mark',
  'bryn',
  'dal',
  'or',
  'quin',
  'trex',
  'vel',
  'mora',
  'lun',
  'ar',
  'ket',
  'sol',
  'ven',
  'tar',
  'gri',
  'fen',
  'hal',
  'cyn',
  'dor',
  'pel',
  'rax',
  'thal',
  'ume',
  'zan',
  'wick',
  'ober',
];

/** Distinct made-up system names (two or three syllables, capitalised), `n` of them. */
function systemNames(random: () => number, n: number): string[] {
  const names = new Set<string>();
  while (names.size < n) {
    const parts = 2 + Math.floor(random() * 2);
    let name = '';
    for (let i = 0; i < parts; i++) name += SYLLABLES[Math.floor(random() * SYLLABLES.length)];
    if (name.length >= 6) names.add(name[0]!.toUpperCase() + name.slice(1));
  }
  return [...names];
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

export interface GeneratedEntry {
  objectID: string;
  content: string;
  answer: string;
  comment: string;
}

/** `count` knowledge-base entries from `seed`. */
export function generateEntries(count: number, seed = 20261121): GeneratedEntry[] {
  const random = seededRandom(seed);
  const systems = systemNames(random, Math.max(50, Math.round(count / 4)));
  const entries: GeneratedEntry[] = [];
  for (let i = 0; i < count; i++) {
    const system = pick(random, systems);
    const practice = pick(random, PRACTICES);
    const component = pick(random, COMPONENTS);
    const question = pick(random, [
      () => `How do you handle ${practice} for the ${system} ${component}?`,
      () => `Do you ${pick(random, VERBS)} ${practice} in ${system}?`,
      () => `Is ${practice} covered by your ${pick(random, FRAMEWORKS)} controls for ${system}?`,
      () => `Who owns ${practice} for the ${system} ${component}, and how often is it reviewed?`,
      () => `Does ${system} store customer data in the ${pick(random, REGIONS)}, and how is ${practice} applied?`,
    ])();
    const sentences = [
      `Yes. The ${pick(random, TEAMS)} team owns ${practice} for ${system} and reviews it ${pick(random, QUALIFIERS)}.`,
      `Evidence is included in our ${pick(random, FRAMEWORKS)} report and available on request.`,
      `The ${component} is managed with ${pick(random, TOOLS)} and monitored with ${pick(random, TOOLS)}.`,
      `Customer data for ${system} stays in the ${pick(random, REGIONS)} unless the customer chooses otherwise.`,
      `Exceptions require approval from the ${pick(random, TEAMS)} team and are tracked until closed.`,
      `We ${pick(random, VERBS)} this control ${pick(random, QUALIFIERS)} and record the results.`,
    ];
    const answer = sentences
      .sort(() => random() - 0.5)
      .slice(0, 2 + Math.floor(random() * 3))
      .join(' ');
    const comment = random() < 0.3 ? `Last confirmed by ${pick(random, TEAMS)} for the ${pick(random, FRAMEWORKS)} audit.` : '';
    entries.push({ objectID: `kb_bench_${String(i).padStart(5, '0')}`, content: question, answer, comment });
  }
  return entries;
}

/** The demo organisation with `count` generated public knowledge-base entries as its knowledge base. */
export function generatedOrganisation(count: number, seed?: number): Snapshot {
  const doc: Record<string, unknown> = {};
  for (const file of readdirSync(DEMO_DIR).filter((f) => f.endsWith('.json') && f !== 'staff.json')) {
    doc[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(path.join(DEMO_DIR, file), 'utf8'));
  }
  const t0 = Date.UTC(2026, 0, 1);
  doc.knowledgeBase = generateEntries(count, seed).map((entry, i) => ({
    ...entry,
    access_level: 'public',
    favorite_public: i < 5,
    date_timestamp: t0 + i * 60_000,
    customer_modified_timestamp: t0 + i * 60_000,
  }));
  return SnapshotSchema.parse(doc);
}

/** A one-typo query and what it is meant to find. */
export interface TypoQuery {
  query: string;
  /** Ids (search result urls) of the entries it is meant to find; a hit among the top results counts. */
  intended: string[];
}

/** The typo of `word` made by operation `op` at position `at` (deletion, adjacent swap, substitution, insertion). */
export function oneTypo(word: string, op: number, at: number): string {
  const i = 1 + (at % Math.max(1, word.length - 2)); // never the first letter, rarely mistyped
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  switch (op % 4) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1);
    case 1:
      return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    case 2: {
      const replacement = letters[(letters.indexOf(word[i]!) + 7) % 26];
      return word.slice(0, i) + replacement + word.slice(i + 1);
    }
    default:
      return word.slice(0, i) + letters[(at * 5) % 26] + word.slice(i);
  }
}

export interface TypoRecord {
  id: string;
  title: string;
}

/**
 * Typo queries over `records`: the three of the issue ("subprocesors", "encrypton", "incidnet response"), each
 * meant to find any entry whose title holds the intended words; then `count` queries made from one entry each —
 * two of its question's rarest words, one of them with one typo — meant to find that entry (or any whose title
 * holds both words).
 */
export function typoQueries(records: TypoRecord[], count: number, seed = 7): TypoQuery[] {
  const random = seededRandom(seed);
  const titles = records.map((r) => ({ id: r.id, words: new Set(tokenize(r.title)) }));
  const holding = (...words: string[]) => titles.filter((t) => words.every((w) => t.words.has(w))).map((t) => t.id);
  const queries: TypoQuery[] = [
    { query: 'subprocesors', intended: holding('subprocessors') },
    { query: 'encrypton', intended: holding('encryption') },
    { query: 'incidnet response', intended: holding('incident', 'response') },
  ];
  const df = new Map<string, number>();
  for (const t of titles) for (const w of t.words) df.set(w, (df.get(w) ?? 0) + 1);
  const candidates = titles.filter((t) => [...t.words].filter((w) => isWord(w) && w.length >= 6).length >= 2);
  const used = new Set<string>();
  while (queries.length < count + 3 && used.size < candidates.length) {
    const target = candidates[Math.floor(random() * candidates.length)]!;
    if (used.has(target.id)) continue;
    used.add(target.id);
    const [rarest, second] = [...target.words].filter((w) => isWord(w) && w.length >= 6).sort((a, b) => df.get(a)! - df.get(b)! || (a < b ? -1 : 1));
    const typoInFirst = random() < 0.5;
    const typed = (w: string, on: boolean) => (on ? oneTypo(w, Math.floor(random() * 4), Math.floor(random() * 97)) : w);
    const query = `${typed(rarest!, typoInFirst)} ${typed(second!, !typoInFirst)}`;
    queries.push({ query, intended: holding(rarest!, second!) });
  }
  return queries;
}
