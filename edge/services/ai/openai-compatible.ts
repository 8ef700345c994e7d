/**
 * AI answers from any OpenAI-compatible chat endpoint (env AI_API_URL, AI_API_KEY, AI_MODEL): `POST
 * {AI_API_URL}/chat/completions` with the model and the messages of `chat-prompt.ts`; the first choice's
 * message is the answer.
 */
import { chatMessages, replyToAnswer } from './chat-prompt.ts';
import type { AiProvider } from './types.ts';

/** How long the endpoint may take (ms). */
export const AI_REQUEST_TIMEOUT_MS = 30_000;

export interface OpenAiCompatibleOptions {
  /** Base URL (`https://api.openai.com/v1`), or the full `/chat/completions` URL. */
  apiUrl: string;
  apiKey?: string;
  model: string;
  fetch?: typeof fetch;
}

/** The chat completions URL of a base URL. */
export function completionsUrl(apiUrl: string): string {
  const base = apiUrl.replace(/\/+$/, '');
  return base.endsWith('/chat/completions') ? base : `${base}/chat/completions`;
}

export function createOpenAiCompatibleProvider({ apiUrl, apiKey, model, fetch: doFetch = fetch }: OpenAiCompatibleOptions): AiProvider {
  return {
    name: 'openai',
    async answer(question, sources) {
      const response = await doFetch(completionsUrl(apiUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
        body: JSON.stringify({ model, messages: chatMessages(question, sources), temperature: 0 }),
        signal: AbortSignal.timeout(AI_REQUEST_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`The AI endpoint answered ${response.status}`);
      const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== 'string') throw new Error('The AI endpoint answered without a message');
      return replyToAnswer(content, sources);
    },
  };
}
