/**
 * AI answers (visitor spec §3 "AI answer", §4): a provider turns a question and the numbered sources the asking
 * viewer may see into an answer that cites them as [1], [2] …, or null when the sources do not answer it.
 * Providers never receive anything but those sources.
 */

/** One source handed to a provider: text the viewer may see. */
export interface AnswerSource {
  /** 1-based number the answer cites it by. */
  n: number;
  title: string;
  /** The source's full text (plain text, one paragraph per line). */
  text: string;
}

/** What a provider answers: the text (null when nothing relevant) and the source numbers it cites. */
export interface ProviderAnswer {
  answer: string | null;
  cited: number[];
}

export interface AiProvider {
  /** `extractive` (built in, offline), `openai` (an OpenAI-compatible endpoint) or `workers-ai`. */
  readonly name: string;
  answer(question: string, sources: AnswerSource[]): Promise<ProviderAnswer>;
}

/** Where AI answers come from (edge config `search.ai`). */
export type AiConfig =
  | { provider: 'extractive' }
  /** Any OpenAI-compatible chat endpoint (env AI_API_URL, AI_API_KEY, AI_MODEL). */
  | { provider: 'openai'; apiUrl: string; apiKey?: string; model: string }
  /** The Workers AI binding (`env.AI`) of the Cloudflare runtime. */
  | { provider: 'workers-ai'; binding: WorkersAiBinding; model: string };

/** The part of the Workers AI binding used here (`env.AI.run(model, { messages })`). */
export interface WorkersAiBinding {
  run(model: string, input: { messages: ChatMessage[]; max_tokens?: number }): Promise<unknown>;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** The source numbers cited in a text (`[1]`, `[2][3]`, `[1, 2]`), in order of first citation, among `max`. */
export function citationsIn(text: string, max: number): number[] {
  const cited: number[] = [];
  for (const group of text.matchAll(/\[(\d+(?:\s*,\s*\d+)*)\]/g)) {
    for (const part of group[1]!.split(',')) {
      const n = Number(part.trim());
      if (Number.isInteger(n) && n >= 1 && n <= max && !cited.includes(n)) cited.push(n);
    }
  }
  return cited;
}
