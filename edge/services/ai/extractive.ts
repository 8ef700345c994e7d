/**
 * The built-in answerer (offline, the default): it composes the answer from the sentences of the sources that
 * best cover the question's words, each followed by the number of its source ("… at rest with AES-256. [1]"),
 * and answers null when no sentence covers enough of the question. Two sources saying the same thing in nearly
 * the same words give one sentence citing both ("… [1][2]"), not the sentence twice.
 */
import { queryTerms, termOf, words } from '../search/text.ts';
import type { AiProvider, AnswerSource, ProviderAnswer } from './types.ts';

/** Sentences in an answer at most. */
const MAX_SENTENCES = 3;
/** Sentences taken from one source at most. */
const MAX_PER_SOURCE = 2;
/** Share of the question's words a sentence must contain to be used. */
const MIN_COVERAGE = 0.5;
/** Sentences shorter than this (in words) are headings, not answers. */
const MIN_WORDS = 4;

/** The sentences of a text: split at line breaks and at sentence ends. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-Z0-9"“(])/))
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

function editDistanceAtMostOne(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** Whether a sentence term stands for a question term: equal, a longer form of it, or one typo away. */
function covers(sentenceTerm: string, questionTerm: string): boolean {
  if (sentenceTerm === questionTerm) return true;
  if (questionTerm.length >= 3 && sentenceTerm.startsWith(questionTerm)) return true;
  return questionTerm.length >= 5 && editDistanceAtMostOne(sentenceTerm, questionTerm);
}

/** Share of the shorter sentence's terms the other must contain for the two to say the same thing. */
const SAME_SENTENCE_OVERLAP = 0.75;

interface Candidate {
  source: AnswerSource;
  sentence: string;
  score: number;
  /** The sentence's distinct terms. */
  terms: Set<string>;
}

/**
 * Whether two sentences say the same thing: most of the shorter one's terms are in the other ("All customer data
 * is encrypted at rest with AES-256: databases …" and "All customer data at rest is encrypted with AES-256,
 * including databases …").
 */
export function nearDuplicate(a: Set<string>, b: Set<string>): boolean {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return false;
  let shared = 0;
  for (const term of small) if (large.has(term)) shared++;
  return shared / small.size >= SAME_SENTENCE_OVERLAP;
}

/** Picks the answer sentences; pure, for tests. */
export function extractAnswer(question: string, sources: AnswerSource[]): ProviderAnswer {
  const asked = queryTerms(question);
  if (asked.length === 0) return { answer: null, cited: [] };
  const candidates: Candidate[] = [];
  sources.forEach((source, rank) => {
    const title = words(source.title).join(' ');
    const titleTerms = words(source.title)
      .map(termOf)
      .filter((t): t is string => !!t);
    for (const sentence of sentencesOf(source.text)) {
      const sentenceWords = words(sentence);
      // A heading (the source's own title, or part of it) is not an answer.
      if (sentenceWords.length < MIN_WORDS || title.includes(sentenceWords.join(' '))) continue;
      // Nor is a file name.
      if (!/\s/.test(sentence)) continue;
      const terms = sentenceWords.map(termOf).filter((t): t is string => !!t);
      const inSentence = asked.filter((q) => terms.some((t) => covers(t, q)));
      if (inSentence.length === 0) continue;
      // The source's title speaks for its sentences ("Single sign-on": "Customers can require sign-in … SSO").
      const byTitle = asked.filter((q) => !inSentence.includes(q) && titleTerms.some((t) => covers(t, q)));
      const covered = inSentence.length + byTitle.length;
      // Half of the question's words, and two of them when it has two or more.
      if (covered / asked.length < MIN_COVERAGE || covered < Math.min(2, asked.length)) continue;
      const coverage = (inSentence.length + 0.5 * byTitle.length) / asked.length;
      // Coverage first; then the better-ranked source; then shorter (more to the point) sentences.
      candidates.push({ source, sentence, score: coverage + 0.2 / (rank + 1) - Math.min(0.1, sentenceWords.length / 600), terms: new Set(terms) });
    }
  });
  if (candidates.length === 0) return { answer: null, cited: [] };
  candidates.sort((a, b) => b.score - a.score);
  // The best sentence of each thing said; a near-duplicate from another source only adds its source.
  const chosen: { sentence: string; terms: Set<string>; sources: number[] }[] = [];
  const perSource = new Map<number, number>();
  for (const c of candidates) {
    const same = chosen.find((x) => nearDuplicate(x.terms, c.terms));
    if (same) {
      if (!same.sources.includes(c.source.n)) same.sources.push(c.source.n);
      continue;
    }
    if (chosen.length >= MAX_SENTENCES || (perSource.get(c.source.n) ?? 0) >= MAX_PER_SOURCE) continue;
    perSource.set(c.source.n, (perSource.get(c.source.n) ?? 0) + 1);
    chosen.push({ sentence: c.sentence, terms: c.terms, sources: [c.source.n] });
  }
  for (const c of chosen) c.sources.sort((a, b) => a - b);
  const cited = [...new Set(chosen.flatMap((c) => c.sources))];
  const answer = chosen.map((c) => `${/[.!?]$/.test(c.sentence) ? c.sentence : `${c.sentence}.`} ${c.sources.map((n) => `[${n}]`).join('')}`).join(' ');
  return { answer, cited };
}

export function createExtractiveProvider(): AiProvider {
  return {
    name: 'extractive',
    answer: async (question, sources) => extractAnswer(question, sources),
  };
}
