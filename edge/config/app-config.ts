/**
 * The edge app's configuration (`AppConfig`) from the parsed environment, the same on Node and on the Worker.
 * Web-standard only: the Worker imports this file.
 */
import { createConfig, type AppConfig, type IntegrationsConfig, type SearchConfig } from '../deps.ts';
import type { WorkersAiBinding } from '../services/ai/types.ts';
import { DEFAULT_WORKERS_AI_MODEL } from '../services/ai/workers-ai.ts';
import type { EnvSettings } from './env.ts';

/** The model named in OpenAI-compatible AI answer requests when AI_MODEL is not set. */
export const DEFAULT_AI_MODEL = 'gpt-4o-mini';
/** The model named in embeddings requests when EMBEDDINGS_MODEL is not set. */
export const DEFAULT_EMBEDDINGS_MODEL = 'text-embedding-3-small';

/**
 * Semantic search and AI answers: SEARCH_DATA_STORE=off switches the server index off; AI answers come from
 * AI_API_URL when set, else the Workers AI binding `AI` (Worker only), else the built-in answerer;
 * EMBEDDINGS_API_URL adds vectors beside BM25.
 */
export function searchConfigOf(settings: EnvSettings, workersAi?: WorkersAiBinding): SearchConfig {
  const dataStore = settings.SEARCH_DATA_STORE;
  const config: SearchConfig = settings.AI_API_URL
    ? { dataStore, ai: { provider: 'openai', apiUrl: settings.AI_API_URL, apiKey: settings.AI_API_KEY, model: settings.AI_MODEL ?? DEFAULT_AI_MODEL } }
    : workersAi
      ? { dataStore, ai: { provider: 'workers-ai', binding: workersAi, model: settings.AI_MODEL ?? DEFAULT_WORKERS_AI_MODEL } }
      : { dataStore, ai: { provider: 'extractive' } };
  if (settings.EMBEDDINGS_API_URL) {
    config.embeddings = {
      apiUrl: settings.EMBEDDINGS_API_URL,
      apiKey: settings.EMBEDDINGS_API_KEY,
      model: settings.EMBEDDINGS_MODEL ?? DEFAULT_EMBEDDINGS_MODEL,
    };
  }
  return config;
}

/** The integration service addresses that are set (HACKERONE_API_URL, STATUSPAGE_API_URL, SSC_API_URL, SSC_API_KEY). */
export function integrationsOf(settings: EnvSettings): Partial<IntegrationsConfig> | undefined {
  const given = {
    hackeroneApiUrl: settings.HACKERONE_API_URL,
    statuspageApiUrl: settings.STATUSPAGE_API_URL,
    sscApiUrl: settings.SSC_API_URL,
    sscApiKey: settings.SSC_API_KEY,
  };
  const set = Object.entries(given).filter(([, value]) => value !== undefined);
  return set.length ? (Object.fromEntries(set) as Partial<IntegrationsConfig>) : undefined;
}

/** The edge app's configuration; `publicUrl` is the runtime's (PUBLIC_URL, or its own default). */
export function appConfigOf(settings: EnvSettings, { publicUrl, workersAi }: { publicUrl?: string; workersAi?: WorkersAiBinding } = {}): AppConfig {
  return createConfig({
    publicUrl: publicUrl ?? settings.PUBLIC_URL,
    fallbackRoute: settings.FALLBACK_ROUTE,
    defaultOrgSlug: settings.DEFAULT_ORG,
    maxBodyBytes: settings.MAX_BODY_BYTES,
    integrations: integrationsOf(settings),
    search: searchConfigOf(settings, workersAi),
    limits: settings.RATE_LIMITS,
    trustedProxies: settings.TRUST_PROXY,
  });
}
