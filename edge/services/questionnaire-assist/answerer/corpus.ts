/**
 * What the questionnaire answerer may answer from: the organisation's own trust center content for one product —
 * knowledge-base entries, items (title and explanation), the text of public and gated documents, updates and
 * subprocessors — each a source of sentences, ranked with BM25.
 *
 * Every source has an audience: `customer` sources may be quoted in an answer meant for the customer; `internal`
 * ones (knowledge-base entries of the internal level, items hidden from every account profile, hidden update topics)
 * only inform staff, unless staff opt in for a row.
 */
import type { EnabledState } from '../../../../content/schemas/item.ts';
import type { Snapshot } from '../../../../content/schemas/snapshot.ts';
import type { SourceType } from '../../../../content/contracts/questionnaire-assist.ts';
import { itemPath, productPath } from '../../../../content/links.ts';
import { canAccessItem, PUBLIC_VIEWER } from '../../../../content/policy.ts';
import { markdownToText } from '../../../../content/search/records.ts';
import { analyse, cuesOf, leadingVerdict, plainWords, withoutVerdict, type Polarity, type SentenceCues, type Token } from './lexicon.ts';

/** Length from which a line of a PDF's text was filled to the page's width (see {@link documentSections}). */
const WRAPPED_LINE = 90;

/** A finding's severity, as a findings table writes it. */
const SEVERITY = '(?:Critical|High|Medium|Low|Informational|Info)';
/** A finding's status once fixed (captured in {@link FINDING_ROW}), and while it is not. */
const FIXED_STATUS = '(Fixed|Remediated|Resolved|Closed)';
const OTHER_STATUS = '(?:Open|Accepted|Risk accepted|In progress|Mitigated)';

/**
 * A finding's severity and status on a line of their own, as a findings table wraps them under the finding ("Low
 * Fixed - verified", "Medium Open - planned for December 2026"): the end of the finding's row, not a heading.
 */
const FINDING_STATUS_LINE = new RegExp(`^${SEVERITY}\\s+(?:${FIXED_STATUS}|${OTHER_STATUS})\\b`);

/**
 * A row of a findings table: its reference ("IB-05"), the weakness found ("Session not invalidated on other devices
 * after password change"), then its severity and status ("Low Fixed - verified", "Low Open - planned for …").
 */
const FINDING_ROW = new RegExp(`^\\s*[A-Z]{1,6}-\\d{1,4}\\s+(.+?)\\s+${SEVERITY}\\s+(?:${FIXED_STATUS}|${OTHER_STATUS})\\b`);

/** Sentences per passage of a document. */
const DOCUMENT_PASSAGE_SENTENCES = 6;

export interface SourceSentence {
  /** As written (for explanations). */
  text: string;
  tokens: Token[];
  terms: Set<string>;
  /** Words of its folded phrases ("help desk" → desk): they count, but only in part. */
  implied: Set<string>;
  cues: SentenceCues;
}

export interface CorpusSource {
  type: SourceType;
  id: string;
  title: string;
  /** Absolute link to the source on the trust center. */
  url: string;
  audience: 'customer' | 'internal';
  /** Items: enabled, in progress or not enabled. */
  state?: EnabledState;
  /** Items and their documents: whether the access policy lets an anonymous visitor see them (else on request). */
  publicAccess?: boolean;
  /** Knowledge-base entries: the verdict their answer leads with ("Yes.", "Not yet."). */
  verdict?: Polarity | null;
  /** Knowledge-base entries: the answer as written (verdict removed). */
  answer?: string;
  titleTokens: Token[];
  titleTerms: Set<string>;
  titleImplied: Set<string>;
  sentences: SourceSentence[];
  /** Every term of the source (title and text) with its count, for BM25. */
  termCounts: Map<string, number>;
  length: number;
}

export interface Corpus {
  sources: CorpusSource[];
  /** Words of the organisation's and its products' names (lowercase): the respondent's own, no name asked for. */
  ownNames?: ReadonlySet<string>;
  /** Words the sources write in lower case somewhere (a common noun, even where a title capitalises it; no name). */
  usedLowercase?: ReadonlySet<string>;
  /** In how many sources each term occurs. */
  documentFrequency: Map<string, number>;
  averageLength: number;
}

/** Text of documents, by file id (extracted from PDFs, see `document-text.ts`). */
export type DocumentTexts = ReadonlyMap<string, string>;

/** The sentences of a plain text: split at line breaks and sentence ends. */
export function splitSentences(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?;])\s+(?=[A-Z0-9"“(•])|\s+•\s+/))
    .map((s) =>
      s
        .replace(/^[•\-*]\s*/, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((s) => s.length > 2);
}

/**
 * PDF text as paragraphs: lines a PDF wrapped are joined again (a line that does not end a sentence continues on
 * the next when that one does not start a new bullet or heading); page footers of the form "… Page N of M" go.
 */
export function documentSentences(text: string): string[] {
  return documentSections(text).map((s) => s.text);
}

/**
 * The sentences of a PDF's text (see {@link documentSentences}), each with the heading it stands under: a short line
 * without a full stop titles what follows ("4.7 Business continuity") rather than stating anything, and says what
 * the sentences under it are about.
 */
export function documentSections(text: string): { text: string; heading: string | null }[] {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const paragraphs: string[] = [];
  let current = '';
  for (const line of lines) {
    if (/\bPage \d+ of \d+\b/i.test(line)) continue;
    const startsNew = /^(?:[•\-*]|\d+(?:\.\d+)*\.?\s+[A-Z])/.test(line);
    // A line that breaks off after a comma or a joining word ("… relevant to Security,", "… and") goes on in the next,
    // whatever case that starts in ("Availability and Confidentiality.").
    // So does a line of a paragraph filled to the page's width that ends inside a name ("… set out in the Standard" +
    // "Contractual Clauses. On termination …"): a heading or a table's row is shorter.
    const brokenOff =
      /(?:,|\b(?:and|or|of|the|to|for|with|by|in|a|an))$/i.test(current) ||
      (current.length >= WRAPPED_LINE && /\b(?:the|a|an|of|in|to|with|by|for) (?:[A-Z][a-z]+ ){0,2}[A-Z][a-z]+$/.test(current));
    if (current && ((!startsNew && !/[.!?:]$/.test(current) && (/^[a-z0-9(,;]/.test(line) || brokenOff)) || FINDING_STATUS_LINE.test(line))) {
      current += ` ${line}`;
    } else {
      if (current) paragraphs.push(current);
      current = line;
    }
  }
  if (current) paragraphs.push(current);
  const out: { text: string; heading: string | null }[] = [];
  let heading: string | null = null;
  for (const p of paragraphs) {
    if (p.split(/\s+/).length < 5 && !/[.!?]$/.test(p)) {
      heading = p.replace(/^\d+(?:\.\d+)*\.?\s+/, '');
      continue;
    }
    for (const sentence of splitSentences(p)) out.push({ text: sentence, heading });
  }
  return out;
}

/** A sentence; the words of the heading it stands under (a document's) count as implied by it. */
function sentence(text: string, heading: string | null = null): SourceSentence {
  const { tokens, implied } = analyse(text);
  const terms = new Set(tokens.map((t) => t.term));
  const headingTerms = heading
    ? analyse(heading)
        .tokens.map((t) => t.term)
        .filter((t) => !terms.has(t))
    : [];
  // An e-mail address written in a sentence is a contact's address: the sentence speaks of an e-mail contact.
  const contact = /[\w.+-]+@[\w-]+\.[\w.-]+/.test(text) ? analyse('email contact').tokens.map((t) => t.term) : [];
  return { text, tokens, terms, implied: new Set([...implied, ...headingTerms, ...contact]), cues: findingCues(text, cuesOf(text)) };
}

/**
 * The cues of a findings table's row. The weakness of an open finding holds as written: what its status says of the fix
 * ("Open - planned for December 2026") says nothing of it. The weakness of a fixed one no longer holds: one stated with
 * a negation ("Session not invalidated … — Fixed") holds the other way round now, so its negation goes; one stated
 * plainly ("Password reset tokens valid for 24 hours — Fixed") is now negated. What a fixed finding's status says
 * after it ("Fixed - lifetime reduced to 30 minutes") stands as written.
 */
function findingCues(text: string, cues: SentenceCues): SentenceCues {
  const finding = FINDING_ROW.exec(text);
  if (!finding) return cues;
  const start = finding.index + finding[0].indexOf(finding[1]!);
  const reference = plainWords(text.slice(0, start)).length;
  const end = reference + plainWords(finding[1]!).length;
  // "Missing rate limit on …", "Lack of …": a weakness named by what is absent.
  const absent = ABSENCE.exec(finding[1]!);
  const afterAbsence = reference + (absent ? plainWords(absent[0]).length : 0);
  if (!finding[2]) {
    const open = cuesOf(text.slice(0, start + finding[1]!.length));
    if (absent) for (let p = afterAbsence; p < end; p++) open.negatedPositions.add(p);
    return open;
  }
  const inFinding = (p: number) => p >= reference && p < end;
  const negatedPositions = new Set([...cues.negatedPositions].filter((p) => !inFinding(p)));
  if (!absent && ![...cues.negatedPositions].some(inFinding)) for (let p = reference; p < end; p++) negatedPositions.add(p);
  return { ...cues, negatedPositions };
}

/** The words that open a weakness named by what is absent (see {@link findingCues}). */
const ABSENCE = /^(?:missing|lack of|absence of|absent|no|insufficient|inadequate)\s+/i;

function source(
  base: Omit<CorpusSource, 'titleTokens' | 'titleTerms' | 'titleImplied' | 'sentences' | 'termCounts' | 'length'>,
  texts: (string | { text: string; heading: string | null })[],
): CorpusSource {
  const { tokens: titleTokens, implied } = analyse(base.title);
  const sentences = texts.map((t) => (typeof t === 'string' ? sentence(t) : sentence(t.text, t.heading))).filter((s) => s.tokens.length > 0);
  const termCounts = new Map<string, number>();
  // The title counts twice: it names what the whole source is about.
  for (const t of titleTokens) termCounts.set(t.term, (termCounts.get(t.term) ?? 0) + 2);
  for (const term of implied) termCounts.set(term, (termCounts.get(term) ?? 0) + 1);
  for (const s of sentences) for (const term of [...s.terms, ...s.implied]) termCounts.set(term, (termCounts.get(term) ?? 0) + 1);
  const length = [...termCounts.values()].reduce((a, b) => a + b, 0);
  return { ...base, titleTokens, titleTerms: new Set(titleTokens.map((t) => t.term)), titleImplied: new Set(implied), sentences, termCounts, length };
}

export interface BuildCorpusOptions {
  snapshot: Snapshot;
  productId: string;
  documentTexts?: DocumentTexts;
  /** The portal's public base URL (links of the sources). */
  baseUrl: string;
}

/** The sources of a product. Pure: the same snapshot gives the same corpus. */
export function buildCorpus({ snapshot, productId, documentTexts = new Map(), baseUrl }: BuildCorpusOptions): Corpus {
  const base = baseUrl.replace(/\/+$/, '');
  const home = productPath(snapshot, productId);
  const sources: CorpusSource[] = [];

  for (const entry of snapshot.knowledgeBase) {
    if (entry.product_ids.length > 0 && !entry.product_ids.includes(productId)) continue;
    const answer = markdownToText(entry.answer);
    const texts = [...splitSentences(withoutVerdict(answer)), ...splitSentences(markdownToText(entry.comment))];
    sources.push(
      source(
        {
          type: 'knowledge_base',
          id: entry.objectID,
          title: entry.content,
          url: `${base}${home}?kbEntry=${encodeURIComponent(entry.objectID)}#knowledge-base`,
          audience: entry.access_level === 'internal' ? 'internal' : 'customer',
          verdict: leadingVerdict(answer),
          answer: withoutVerdict(answer) || answer,
        },
        texts,
      ),
    );
  }

  const items = snapshot.items.filter((i) => i.productId === productId);
  for (const item of items) {
    const publicAccess = canAccessItem(snapshot, PUBLIC_VIEWER, item);
    const explanation = markdownToText(item.explanation);
    const internal = !item.publicAccess && item.hidden;
    const texts = [...splitSentences(explanation), ...item.listEntries.map((e) => e.trim()).filter(Boolean)];
    if (item.auditor) texts.push(`${item.title}: the auditor is ${item.auditor}.`);
    // A security grades card's ratings, as its page shows them.
    for (const g of item.grades) texts.push(`${g.label} grade: ${g.grade}${g.description ? ` (${g.description.replace(/\.$/, '')})` : ''}.`);
    sources.push(
      source(
        {
          type: 'item',
          id: item.itemUid,
          title: item.title,
          url: `${base}${itemPath(snapshot, item)}`,
          audience: internal ? 'internal' : 'customer',
          state: item.enabledState,
          publicAccess,
        },
        texts,
      ),
    );
    for (const fileId of item.files) {
      const text = documentTexts.get(fileId);
      const file = snapshot.files.find((f) => f.fileId === fileId);
      if (!text || !file || sources.some((s) => s.type === 'document' && s.id === fileId)) continue;
      // A document is weighed passage by passage, so a long one competes with short sources on what each part says.
      const sentences = documentSections(text);
      for (let i = 0; i < sentences.length; i += DOCUMENT_PASSAGE_SENTENCES) {
        sources.push(
          source(
            {
              type: 'document',
              id: fileId,
              title: item.title,
              url: `${base}${itemPath(snapshot, item)}?file=${encodeURIComponent(fileId)}`,
              audience: internal ? 'internal' : 'customer',
              publicAccess,
            },
            sentences.slice(i, i + DOCUMENT_PASSAGE_SENTENCES),
          ),
        );
      }
    }
  }

  for (const topic of snapshot.topics) {
    const messages = [...topic.updates].sort((a, b) => a.createdAt - b.createdAt).flatMap((u) => splitSentences(markdownToText(u.message)));
    sources.push(
      source(
        {
          type: 'update',
          id: topic.id,
          title: topic.subject,
          url: `${base}${home}?tcuUid=${encodeURIComponent(topic.id)}`,
          audience: topic.hidden ? 'internal' : 'customer',
        },
        messages,
      ),
    );
  }

  for (const row of snapshot.subprocessors.filter((s) => s.productId === productId)) {
    const parts = [
      `${row.company.name} is a subprocessor${row.purpose ? ` for ${row.purpose.replace(/\.$/, '')}` : ''}${row.location ? `, processing data in ${row.location}` : ''}.`,
    ];
    if (row.additionalDetails.trim()) parts.push(...splitSentences(row.additionalDetails));
    sources.push(
      source(
        {
          type: 'subprocessor',
          id: row.id,
          title: `Subprocessor: ${row.company.name}`,
          url: `${base}${home}?subprocessor=${encodeURIComponent(row.id)}#subprocessors`,
          audience: 'customer',
        },
        parts,
      ),
    );
  }

  const documentFrequency = new Map<string, number>();
  for (const s of sources) for (const term of s.termCounts.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const averageLength = sources.reduce((sum, s) => sum + s.length, 0) / Math.max(1, sources.length);
  const ownNames = new Set(
    [snapshot.organization.name, ...snapshot.products.map((p) => p.productName)].flatMap((name) => name.toLowerCase().match(/[a-z0-9]+/g) ?? []),
  );
  const usedLowercase = new Set<string>();
  for (const s of sources) for (const sentence of s.sentences) for (const word of sentence.text.match(/\b[a-z][a-z'-]+\b/g) ?? []) usedLowercase.add(word);
  return { sources, documentFrequency, averageLength, ownNames, usedLowercase };
}

/** Inverse document frequency of a term (BM25's, floored at a small positive value). */
export function idf(corpus: Corpus, term: string): number {
  const n = corpus.sources.length;
  const df = corpus.documentFrequency.get(term) ?? 0;
  return Math.max(0.1, Math.log(1 + (n - df + 0.5) / (df + 0.5)));
}

const K1 = 1.2;
const B = 0.75;

/** BM25 score of a source for weighted query terms. */
export function bm25(corpus: Corpus, source: CorpusSource, query: { term: string; weight: number }[]): number {
  let score = 0;
  for (const { term, weight } of query) {
    const tf = source.termCounts.get(term) ?? 0;
    if (tf === 0) continue;
    score += weight * idf(corpus, term) * ((tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * source.length) / corpus.averageLength)));
  }
  return score;
}
