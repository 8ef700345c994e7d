/** AI answers from the Workers AI binding of the Cloudflare runtime (`env.AI`, model from env AI_MODEL). */
import { chatMessages, replyToAnswer } from './chat-prompt.ts';
import type { AiProvider, WorkersAiBinding } from './types.ts';

/** The model used when AI_MODEL is not set. */
export const DEFAULT_WORKERS_AI_MODEL = '@cf/meta/llama-3.1-8b-instruct';

export function createWorkersAiProvider({ binding, model = DEFAULT_WORKERS_AI_MODEL }: { binding: WorkersAiBinding; model?: string }): AiProvider {
  return {
    name: 'workers-ai',
    async answer(question, sources) {
      const result = (await binding.run(model, { messages: chatMessages(question, sources), max_tokens: 512 })) as { response?: unknown };
      if (typeof result?.response !== 'string') throw new Error('Workers AI answered without a response');
      return replyToAnswer(result.response, sources);
    },
  };
}
