/**
 * The prompt the chat-model providers (OpenAI-compatible endpoint, Workers AI) receive: the numbered sources the
 * viewer may see and the question, with the rule to answer only from them, cite them as [n], and reply
 * `NO_ANSWER` when they do not answer the question.
 */
import { citationsIn, type AnswerSource, type ChatMessage, type ProviderAnswer } from './types.ts';

/** The reply that means "the sources do not answer this". */
export const NO_ANSWER = 'NO_ANSWER';

/** Longest source text sent to a model, in characters. */
const MAX_SOURCE_CHARS = 2000;

export function chatMessages(question: string, sources: AnswerSource[]): ChatMessage[] {
  const numbered = sources.map((s) => `[${s.n}] ${s.title}\n${s.text.slice(0, MAX_SOURCE_CHARS)}`).join('\n\n');
  return [
    {
      role: 'system',
      content:
        "You answer questions about an organisation's security, compliance and privacy from its trust center. " +
        'Use only the numbered sources given. Cite every statement with the number of its source in square brackets, like [1]. ' +
        `Answer in at most four sentences. If the sources do not answer the question, reply exactly ${NO_ANSWER}.`,
    },
    { role: 'user', content: `Sources:\n\n${numbered}\n\nQuestion: ${question}` },
  ];
}

/** A model's reply as an answer: null for NO_ANSWER or an empty reply. */
export function replyToAnswer(reply: string, sources: AnswerSource[]): ProviderAnswer {
  const text = reply.trim();
  if (!text || text.includes(NO_ANSWER)) return { answer: null, cited: [] };
  return { answer: text, cited: citationsIn(text, sources.length) };
}
