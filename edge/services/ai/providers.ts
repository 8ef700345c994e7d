/** The AI provider a config names (the built-in extractive answerer when none is configured). */
import { createExtractiveProvider } from './extractive.ts';
import { createOpenAiCompatibleProvider } from './openai-compatible.ts';
import type { AiConfig, AiProvider } from './types.ts';
import { createWorkersAiProvider } from './workers-ai.ts';

export function aiProviderFor(config: AiConfig | undefined, fetchImpl?: typeof fetch): AiProvider {
  switch (config?.provider) {
    case 'openai':
      return createOpenAiCompatibleProvider({ apiUrl: config.apiUrl, apiKey: config.apiKey, model: config.model, fetch: fetchImpl });
    case 'workers-ai':
      return createWorkersAiProvider({ binding: config.binding, model: config.model });
    default:
      return createExtractiveProvider();
  }
}
