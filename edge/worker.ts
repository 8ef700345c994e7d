/**
 * The Cloudflare runtime: `/api/*` is answered by the edge app over D1 and R2; everything else comes from the
 * static build (Workers Static Assets). Must not import Node-only modules (nodemailer, libSQL).
 *
 * Before the API runs, the required secret, bindings and variables are checked (`missingWorkerSettings`) and
 * the environment is parsed by the shared schema (`parseEnv`): while anything is missing or unusable, every API
 * route answers a JSON 503 naming it and how to set it — health included — and the static site is still served.
 */
import { appConfigOf } from './config/app-config.ts';
import { ConfigError, SECRET_ENV_VARS, parseEnv, type EnvSettings, type EnvVarName } from './config/env.ts';
import { openD1 } from './db/d1.ts';
import type { AppDeps } from './deps.ts';
import { AppError } from './errors.ts';
import { createLogger } from './log.ts';
import type { WorkersAiBinding } from './services/ai/types.ts';
import type { RateLimitBinding } from './services/limits/abuse-limits.ts';
import { createHttpMailer } from './mail/http.ts';
import { createSendEmailMailer, type SendEmailBinding } from './mail/send-email.ts';
import { createUnconfiguredMailer } from './mail/unconfigured.ts';
import { DEFAULT_MAIL_FROM, type Mailer } from './mail/types.ts';
import { createApp, errorResponse, requestIdOf, withRequestId, type App } from './router.ts';
import { apiSecurityHeaders, isHttps, withHeaders } from './security-headers.ts';
import { createR2BlobStore } from './blobs/r2.ts';
import { createDeployHookPublisher, type DeployHookConfig } from './services/deploy/deploy-hook.ts';
import { runScheduledTasks } from './services/system/run-scheduled-tasks.ts';
import { deploymentNotConfigured, missingWorkerSettings } from './worker-config.ts';

/**
 * The Worker's environment: `Env` is generated from wrangler.toml by `wrangler types`
 * (edge/worker-configuration.d.ts, kept in step by a test); bindings wrangler.toml leaves commented out are
 * optional here, and so is every variable of the shared schema: they are read through it (`parseEnv`).
 */
export type WorkerEnv = Env &
  Partial<Record<EnvVarName, string>> & {
    /** Workers AI (`[ai] binding = "AI"` in wrangler.toml). */
    AI?: WorkersAiBinding;
    /** Cloudflare Email Service (`[[send_email]] name = "EMAIL"`): used when MAIL_HTTP_ENDPOINT is not set. */
    EMAIL?: SendEmail;
    /**
     * Workers Rate Limiting (`[[ratelimits]] name = "RATE_LIMITER"`): when bound, asked per client address before
     * the D1 counters of the abuse limits (`services/limits/abuse-limits.ts`).
     */
    RATE_LIMITER?: RateLimitBinding;
  };

/**
 * Outgoing mail: the HTTP provider (MAIL_HTTP_ENDPOINT), else the `send_email` binding EMAIL, else none — then
 * nothing is sent and sign-in requests answer EMAIL_NOT_CONFIGURED; no message is ever written to the log.
 */
export function workerMailer(settings: EnvSettings, email?: SendEmail): Mailer {
  const from = settings.MAIL_FROM ?? DEFAULT_MAIL_FROM;
  if (settings.MAIL_HTTP_ENDPOINT) return createHttpMailer({ endpoint: settings.MAIL_HTTP_ENDPOINT, apiKey: settings.MAIL_HTTP_API_KEY, from });
  if (email) return createSendEmailMailer({ binding: email as unknown as SendEmailBinding, from });
  return createUnconfiguredMailer();
}

/** The deploy hook settings, when publishing is configured (GLASSHOUSE_DEPLOY_HOOK and GLASSHOUSE_DEPLOY_SECRET). */
export function workerDeployHook(settings: EnvSettings): DeployHookConfig | undefined {
  if (!settings.GLASSHOUSE_DEPLOY_HOOK || !settings.GLASSHOUSE_DEPLOY_SECRET) return undefined;
  return {
    url: settings.GLASSHOUSE_DEPLOY_HOOK,
    secret: settings.GLASSHOUSE_DEPLOY_SECRET,
    token: settings.GLASSHOUSE_DEPLOY_TOKEN,
    ref: settings.GLASSHOUSE_DEPLOY_REF,
  };
}

/**
 * Builds the app's dependencies from the Worker's environment (check `missingWorkerSettings` first).
 * @throws ConfigError naming the variable when one is unusable.
 */
export function depsFromEnv(env: WorkerEnv): AppDeps {
  const settings = parseEnv(env as unknown as Record<string, unknown>);
  const log = createLogger({
    format: settings.LOG_FORMAT,
    level: settings.LOG_LEVEL,
    secrets: SECRET_ENV_VARS.map((name) => settings[name]).filter((value): value is string => typeof value === 'string'),
  });
  if (!settings.SESSION_SECRET) throw new ConfigError('SESSION_SECRET is not set: run `wrangler secret put SESSION_SECRET`.', ['SESSION_SECRET']);
  const db = openD1(env.DB);
  const config = {
    ...appConfigOf(settings, { workersAi: env.AI }),
    // A request's background work (ctx.waitUntil) stays well inside the Worker's limits; the next request or the
    // Cron Trigger goes on from where it stopped.
    assist: { budgetMs: 20_000, maxQuestionsPerRun: 300 },
  };
  return {
    db,
    blobs: createR2BlobStore(env.FILES),
    // A Worker cannot run the static build: publishing freezes the revision and hands it to the deploy hook; the
    // CI workflow builds it, deploys, and reports back.
    publisher: createDeployHookPublisher({ db, hook: workerDeployHook(settings), workerUrl: config.publicUrl, log }),
    mail: workerMailer(settings, env.EMAIL),
    rateLimiter: env.RATE_LIMITER,
    config,
    secrets: { sessionSecret: settings.SESSION_SECRET, deploySecret: settings.GLASSHOUSE_DEPLOY_SECRET },
    now: () => Date.now(),
    log,
  };
}

/** The API's security headers on an answer made before the app runs (a deployment not configured yet). */
function secured(response: Response, request: Request, env: WorkerEnv): Response {
  return withHeaders(
    response,
    apiSecurityHeaders(response.headers.get('content-type') ?? '', { https: isHttps(request, typeof env.PUBLIC_URL === 'string' ? env.PUBLIC_URL : '') }),
  );
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
  async fetch(request, env, ctx?) {
    const { pathname } = new URL(request.url);
    if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/byoid/')) {
      // Answers before the app exists carry a request id too, like every API response.
      const requestId = requestIdOf(request);
      const log = createLogger({ format: env.LOG_FORMAT?.trim().toLowerCase() === 'json' ? 'json' : 'pretty' }).child({ requestId });
      const missing = missingWorkerSettings(env);
      if (missing.length > 0) return secured(withRequestId(errorResponse(deploymentNotConfigured(missing), log), requestId), request, env);
      let app: App;
      try {
        app = appFor(env);
      } catch (error) {
        if (!(error instanceof ConfigError)) return secured(withRequestId(errorResponse(error, log), requestId), request, env);
        // An unusable variable: named, with what it must be, like a missing one.
        const message = `This deployment is not configured yet. ${error.message.split('\n').join(' ')}`;
        return secured(
          withRequestId(errorResponse(new AppError('DEPLOYMENT_NOT_CONFIGURED', { variables: error.variables }, message), log), requestId),
          request,
          env,
        );
      }
      return app.fetch(request, ctx);
    }
    // Static assets carry the headers of the site's `_headers` (applied by Workers Static Assets itself).
    return env.ASSETS.fetch(request);
  },
  /** The Cron Trigger (`[triggers] crons` in wrangler.toml): expiry reminders and unfinished questionnaire drafting. */
  async scheduled(_controller, env, ctx) {
    if (missingWorkerSettings(env).length > 0) return;
    ctx.waitUntil(runScheduledTasks(depsFromEnv(env)).then((run) => console.log('Scheduled tasks', run)));
  },
} satisfies ExportedHandler<WorkerEnv>;
