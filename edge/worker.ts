/**
 * The Cloudflare runtime: `/api/*` is answered by the edge app over D1 and an HTTP email provider; everything
 * else comes from the static build (Workers Static Assets). Must not import Node-only modules (nodemailer, libSQL).
 */
import { appConfigOf } from './config/app-config.ts';
import { ConfigError, parseEnv, type EnvVarName } from './config/env.ts';
import { openD1 } from './db/d1.ts';
import type { AppDeps } from './deps.ts';
import type { WorkersAiBinding } from './services/ai/types.ts';
import { createHttpMailer } from './mail/http.ts';
import { createLogMailer } from './mail/log.ts';
import { DEFAULT_MAIL_FROM } from './mail/types.ts';
import { createApp, errorResponse, type App } from './router.ts';
import { createR2BlobStore } from './blobs/r2.ts';
import { createDeployHookPublisher } from './services/deploy-hook.ts';

/**
 * The Worker's environment: `Env` is generated from wrangler.toml by `wrangler types`
 * (edge/worker-configuration.d.ts, kept in step by a test); bindings wrangler.toml leaves commented out are
 * optional here, and so is every variable of the shared schema: they are read through it (`parseEnv`).
 */
export type WorkerEnv = Env &
  Partial<Record<EnvVarName, string>> & {
    /** Workers AI (`[ai] binding = "AI"` in wrangler.toml). */
    AI?: WorkersAiBinding;
  };

/**
 * Builds the app's dependencies from the Worker's environment.
 * @throws ConfigError naming the variable when one is missing or unusable.
 */
export function depsFromEnv(env: WorkerEnv): AppDeps {
  const log = (...args: unknown[]) => console.log(...args);
  const settings = parseEnv(env as unknown as Record<string, unknown>);
  if (!settings.SESSION_SECRET) throw new ConfigError('SESSION_SECRET is not set: run `wrangler secret put SESSION_SECRET`.', ['SESSION_SECRET']);
  const db = openD1(env.DB);
  return {
    db,
    blobs: createR2BlobStore(env.FILES),
    // A Worker cannot run the static build: publishing hands the frozen revision to the deploy hook.
    publisher: settings.GLASSHOUSE_DEPLOY_HOOK ? createDeployHookPublisher({ db, hookUrl: settings.GLASSHOUSE_DEPLOY_HOOK, log }) : undefined,
    mail: settings.MAIL_HTTP_ENDPOINT
      ? createHttpMailer({ endpoint: settings.MAIL_HTTP_ENDPOINT, apiKey: settings.MAIL_HTTP_API_KEY, from: settings.MAIL_FROM ?? DEFAULT_MAIL_FROM })
      : createLogMailer(log),
    config: appConfigOf(settings, { workersAi: env.AI }),
    secrets: { sessionSecret: settings.SESSION_SECRET },
    now: () => Date.now(),
    log,
  };
}

// One app per environment object, reused across requests of the same isolate.
const apps = new WeakMap<WorkerEnv, App>();

function appFor(env: WorkerEnv): App {
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
} satisfies ExportedHandler<WorkerEnv>;
