/**
 * An AI answer for a viewer (visitor spec §3 "AI answer", §7 `POST {search base}/search/answer`): the viewer's
 * best semantic hits become the numbered sources, the provider answers from them alone, and the answer comes back
 * with the sources it cites (each a search result). Nothing the viewer cannot see reaches the provider.
 */
import type { Viewer } from '../../../content/policy.ts';
import type { AiProvider, AnswerSource } from '../ai/types.ts';
import { recordsOfViewer, searchForViewer, type SemanticResult } from './search-content.ts';
import type { LiveSearch } from './search-index.ts';

/** Sources handed to the provider at most. */
export const ANSWER_SOURCES = 5;

export interface AiAnswer {
  answer: string | null;
  sources: SemanticResult[];
}

export interface AnswerQuestionOptions {
  live: LiveSearch;
  viewer: Viewer;
  question: string;
  productId: string;
  provider: AiProvider;
  /** The question's embedding, when the index has vectors. */
  queryVector?: Float32Array;
}

export async function answerQuestion({ live, viewer, question, productId, provider, queryVector }: AnswerQuestionOptions): Promise<AiAnswer> {
  const page = await searchForViewer({ live, viewer, term: question, productId, limit: ANSWER_SOURCES, queryVector });
  if (page.results.length === 0) return { answer: null, sources: [] };
  const records = await recordsOfViewer(live, viewer);
  const byKey = new Map([...records.values()].map((r) => [`${r.meta.type}|${r.url}`, r]));
  const sources: AnswerSource[] = page.results.map((result, i) => {
    const record = byKey.get(result.id)!;
    const text = [record.content, record.meta.answer, record.meta.description].filter(Boolean).join('\n');
    return { n: i + 1, title: result.title, text };
  });
  const reply = await provider.answer(question, sources);
  if (!reply.answer) return { answer: null, sources: [] };
  // The answer cites sources by their number among those sent; renumber them 1…k in order of first citation.
  const cited = reply.cited.length > 0 ? reply.cited : sources.map((s) => s.n);
  const renumber = new Map(cited.map((n, i) => [n, i + 1]));
  const answer = reply.answer.replace(/\[(\d+(?:\s*,\s*\d+)*)\]/g, (whole, group: string) => {
    const numbers = group.split(',').map((p) => renumber.get(Number(p.trim())));
    return numbers.every((n) => n !== undefined) ? numbers.map((n) => `[${n}]`).join('') : whole;
  });
  return { answer, sources: cited.map((n) => page.results[n - 1]!) };
}
