/**
 * The Cloudflare runtime: `/api/*` is answered by the edge app over D1 and an HTTP email provider; everything
 * else comes from the static build (Workers Static Assets). Must not import Node-only modules (nodemailer, libSQL).
 */
import { openD1 } from './db/d1.ts';
import { createConfig, type AppDeps, type SearchConfig } from './deps.ts';
import { DEFAULT_WORKERS_AI_MODEL } from './services/ai/workers-ai.ts';
import { createHttpMailer } from './mail/http.ts';
import { createLogMailer } from './mail/log.ts';
import { DEFAULT_MAIL_FROM } from './mail/types.ts';
import { createApp, errorResponse, type App } from './router.ts';
import { createR2BlobStore } from './blobs/r2.ts';
import { createDeployHookPublisher } from './services/deploy-hook.ts';

/** Builds the app's dependencies from the Worker's environment. */
export function depsFromEnv(env: Env): AppDeps {
  const log = (...args: unknown[]) => console.log(...args);
  if (!env.SESSION_SECRET) throw new Error('SESSION_SECRET is not set: run `wrangler secret put SESSION_SECRET`.');
  const db = openD1(env.DB);
  return {
    db,
    blobs: createR2BlobStore(env.FILES),
    // A Worker cannot run the static build: publishing hands the frozen revision to the deploy hook.
    publisher: env.GLASSHOUSE_DEPLOY_HOOK ? createDeployHookPublisher({ db, hookUrl: env.GLASSHOUSE_DEPLOY_HOOK, log }) : undefined,
    mail: env.MAIL_HTTP_ENDPOINT
      ? createHttpMailer({ endpoint: env.MAIL_HTTP_ENDPOINT, apiKey: env.MAIL_HTTP_API_KEY, from: env.MAIL_FROM || DEFAULT_MAIL_FROM })
      : createLogMailer(log),
    config: createConfig({
      publicUrl: env.PUBLIC_URL,
      fallbackRoute: env.FALLBACK_ROUTE,
      maxBodyBytes: env.MAX_BODY_BYTES ? Number(env.MAX_BODY_BYTES) : undefined,
      defaultOrgSlug: env.DEFAULT_ORG,
      integrations: {
        hackeroneApiUrl: env.HACKERONE_API_URL,
        statuspageApiUrl: env.STATUSPAGE_API_URL,
        sscApiUrl: env.SSC_API_URL,
        sscApiKey: env.SSC_API_KEY,
      },
      search: workerSearchConfig(env),
    }),
    secrets: { sessionSecret: env.SESSION_SECRET },
    now: () => Date.now(),
    log,
  };
}

/**
 * Semantic search and AI answers on Cloudflare: the index is rebuilt from the live revision on first use (and
 * kept in R2); AI answers come from AI_API_URL when set, else the Workers AI binding `AI`, else the built-in
 * answerer.
 */
export function workerSearchConfig(env: Env): SearchConfig {
  const dataStore = !/^(off|false|0|no)$/i.test(env.SEARCH_DATA_STORE?.trim() || 'on');
  const embeddings = env.EMBEDDINGS_API_URL
    ? { embeddings: { apiUrl: env.EMBEDDINGS_API_URL, apiKey: env.EMBEDDINGS_API_KEY, model: env.EMBEDDINGS_MODEL || 'text-embedding-3-small' } }
    : {};
  if (env.AI_API_URL) {
    return { dataStore, ai: { provider: 'openai', apiUrl: env.AI_API_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL || 'gpt-4o-mini' }, ...embeddings };
  }
  if (env.AI) return { dataStore, ai: { provider: 'workers-ai', binding: env.AI, model: env.AI_MODEL || DEFAULT_WORKERS_AI_MODEL }, ...embeddings };
  return { dataStore, ai: { provider: 'extractive' }, ...embeddings };
}

// One app per environment object, reused across requests of the same isolate.
const apps = new WeakMap<Env, App>();

function appFor(env: Env): App {
  let app = apps.get(env);
  if (!app) {
    app = createApp(depsFromEnv(env));
    apps.set(env, app);
  }
  return app;
}

export default {
  async fetch(request, env) {
    const { pathname } = new URL(request.url);
    if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/byoid/')) {
      try {
        return await appFor(env).fetch(request);
      } catch (error) {
        // Misconfiguration (e.g. no SESSION_SECRET): logged, answered as a JSON 500.
        return errorResponse(error, console.error);
      }
    }
    return env.ASSETS.fetch(request);
  },
} satisfies ExportedHandler<Env>;
