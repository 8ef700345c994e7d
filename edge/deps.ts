/**
 * What the edge needs from its runtime. The Node server and the Worker each build one `AppDeps` (libSQL or D1,
 * outbox/SMTP or HTTP mail, …) and hand it to `createApp`; services take the pieces they use.
 */
import type { PublishStatus } from '../content/contracts/publishing.ts';
import type { Organization } from './db/schema.ts';
import type { Db } from './db/types.ts';
import type { Mailer } from './mail/types.ts';
import type { BlobStore } from './blobs/types.ts';
import type { AiConfig } from './services/ai/types.ts';
import type { EmbeddingsConfig } from './services/search/embeddings.ts';
import type { LimitOverrides, RateLimitBinding } from './services/limits/abuse-limits.ts';

export interface AppConfig {
  /** Public base URL of the portal, without trailing slash (e.g. `http://localhost:4321`). Links in emails use it. */
  publicUrl: string;
  /** Where a visitor is redirected when no organisation can be resolved (nothing set up yet). */
  fallbackRoute: string;
  /** Largest accepted request body in bytes; larger ones get 413 PAYLOAD_TOO_LARGE. */
  maxBodyBytes: number;
  /** Organisation served on the public URL's host and on localhost; default: the first organisation created. */
  defaultOrgSlug?: string;
  /** Addresses of the third-party services the integrations call (defaults: the services' own). */
  integrations?: Partial<IntegrationsConfig>;
  /** Semantic search and AI answers (`services/search`, `services/ai`); default: on, built-in answerer. */
  search?: SearchConfig;
  /** How much questionnaire drafting one background run may do (a Worker's request); default: no limit (Node). */
  assist?: AssistRunConfig;
  /** Changes to the abuse limits' defaults (env RATE_LIMITS, `services/limits/abuse-limits.ts`). */
  limits?: LimitOverrides;
  /**
   * How many reverse proxies in front of the Node server add `X-Forwarded-For` (env TRUST_PROXY; default 0: the
   * header is ignored and the socket's peer is the client). See `lib/client.ts`.
   */
  trustedProxies?: number;
}

/** Limits of one background run of questionnaire drafting (`services/questionnaire-assist/advance-assist.ts`). */
export interface AssistRunConfig {
  /** Stop after this many milliseconds (the next request or the scheduler goes on). */
  budgetMs?: number;
  /** Stop after drafting this many questions. */
  maxQuestionsPerRun?: number;
}

/** Semantic search and AI answers settings (env SEARCH_DATA_STORE, AI_API_URL, AI_API_KEY, AI_MODEL, `env.AI`). */
export interface SearchConfig {
  /** The server-side search index (the spec's "data store"); `false` (SEARCH_DATA_STORE=off): local search only, no AI answers. */
  dataStore: boolean;
  /** Where AI answers come from; default the built-in extractive answerer. */
  ai?: AiConfig;
  /** An OpenAI-compatible embeddings endpoint: vectors beside BM25 (EMBEDDINGS_API_URL, …); default none. */
  embeddings?: EmbeddingsConfig;
}

/** Where the integration clients send their requests (env HACKERONE_API_URL, STATUSPAGE_API_URL, SSC_API_URL). */
export interface IntegrationsConfig {
  /** HackerOne, whose GraphQL endpoint is `{base}/graphql`. */
  hackeroneApiUrl: string;
  /**
   * Empty: each status page is asked at its own address (`{page}/api/v2/status.json`). Set: requests go to
   * `{base}/{page host}{page path}/api/v2/…` instead (a proxy, or a local test server).
   */
  statuspageApiUrl: string;
  /** SecurityScorecard's API (`{base}/companies/{domain}`). */
  sscApiUrl: string;
  /** SecurityScorecard API token (`Authorization: Token …`); without it SecurityScorecard answers 401. */
  sscApiKey?: string;
}

export const DEFAULT_INTEGRATIONS: IntegrationsConfig = {
  hackeroneApiUrl: 'https://hackerone.com',
  statuspageApiUrl: '',
  sscApiUrl: 'https://api.securityscorecard.io',
};

/** The integrations settings of a config, defaults filled in and trailing slashes removed. */
export function integrationsConfig(config: Pick<AppConfig, 'integrations'>): IntegrationsConfig {
  const given = config.integrations ?? {};
  const base = (value: string | undefined, fallback: string) => (value?.trim() || fallback).replace(/\/+$/, '');
  const result: IntegrationsConfig = {
    hackeroneApiUrl: base(given.hackeroneApiUrl, DEFAULT_INTEGRATIONS.hackeroneApiUrl),
    statuspageApiUrl: base(given.statuspageApiUrl, DEFAULT_INTEGRATIONS.statuspageApiUrl),
    sscApiUrl: base(given.sscApiUrl, DEFAULT_INTEGRATIONS.sscApiUrl),
  };
  if (given.sscApiKey?.trim()) result.sscApiKey = given.sscApiKey.trim();
  return result;
}

/** Publishing, implemented by the publish pipeline; optional so the API runs without it (e.g. in tests). */
export interface Publisher {
  /** Freezes the draft into a new revision and makes it live once its build succeeds. */
  publish(orgId: string, by: string): Promise<{ revision: number }>;
  /** Re-publishes an earlier revision as a new live revision. */
  rollback(orgId: string, revision: number, by: string): Promise<{ revision: number }>;
  /** The state of the organisation's publishing (current, building, last failure …). */
  status(orgId: string): Promise<PublishStatus>;
}

export interface AppSecrets {
  /** Signs session cookies and emailed links (HS256). Keep it long and random. */
  sessionSecret: string;
  /**
   * `GLASSHOUSE_DEPLOY_SECRET`: signs deploy hook calls and build tokens, and checks the CI's deploy reports
   * (`routes/deploy.ts`). Unset: those routes answer 503 PUBLISHING_NOT_CONFIGURED.
   */
  deploySecret?: string;
}

export type { LogFn, Logger, LogFields } from './log.ts';
import type { LogFields, LogFn } from './log.ts';

/**
 * What a service that emails on behalf of an organisation takes: the database, the mailer, the portal address (the
 * links in the mail), the clock, the log and the organisation. Routes build it with {@link orgMailing}.
 */
export interface OrgMailing {
  db: Db;
  mail: Mailer;
  config: Pick<AppConfig, 'publicUrl'>;
  now: () => number;
  /** Where a mail that could not be sent is reported (default: the console). */
  log?: LogFn;
  org: Pick<Organization, 'id' | 'name' | 'customDomains'>;
}

/** {@link OrgMailing} for a service that also signs the links it mails (with the session secret). */
export interface SignedOrgMailing extends OrgMailing {
  secret: string;
}

/** The mailing part of the deps, for one organisation: spread it into the options of a service that mails. */
export function orgMailing<O extends OrgMailing['org']>(
  deps: Pick<AppDeps, 'db' | 'mail' | 'config' | 'secrets' | 'now' | 'log'>,
  org: O,
): SignedOrgMailing & { org: O } {
  return { db: deps.db, mail: deps.mail, config: deps.config, secret: deps.secrets.sessionSecret, now: deps.now, log: deps.log, org };
}

/**
 * Runs a request's handling inside a scope whose fields (its request id) every log line written meanwhile
 * carries: AsyncLocalStorage on Node (`edge/node/log-scope.ts`). Without one, the request's own lines (the
 * access line, an unhandled error) still carry its id.
 */
export interface LogScope {
  run<T>(fields: LogFields, fn: () => Promise<T>): Promise<T>;
}

/**
 * What a runtime lends one request for work that goes on after its response: a Worker's `ctx.waitUntil`; on Node
 * the process keeps running, so the work simply continues in the background.
 */
export interface RequestScope {
  waitUntil(work: Promise<unknown>): void;
}

export interface AppDeps {
  db: Db;
  mail: Mailer;
  config: AppConfig;
  secrets: AppSecrets;
  publisher?: Publisher;
  /** Document and asset bytes: a folder on disk (Node) or an R2 bucket (Workers). */
  blobs?: BlobStore;
  /** Cloudflare only: the Workers Rate Limiting binding, asked before the database counters when bound. */
  rateLimiter?: RateLimitBinding;
  /** Current time in ms since the epoch (injectable so tests can move the clock). */
  now(): number;
  /** The logger (`edge/log.ts`); a bare function in tests. */
  log: LogFn;
  /** Request-scoped log fields (optional; see {@link LogScope}). */
  logScope?: LogScope;
}

export const DEFAULT_PUBLIC_URL = 'http://localhost:4321';
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
export const DEFAULT_FALLBACK_ROUTE = '/welcome';

/** A complete config from a partial one: defaults filled in, trailing slashes removed from `publicUrl`. */
export function createConfig(partial: Partial<AppConfig> = {}): AppConfig {
  const config: AppConfig = {
    publicUrl: (partial.publicUrl || DEFAULT_PUBLIC_URL).replace(/\/+$/, ''),
    fallbackRoute: partial.fallbackRoute || DEFAULT_FALLBACK_ROUTE,
    maxBodyBytes: partial.maxBodyBytes && partial.maxBodyBytes > 0 ? partial.maxBodyBytes : DEFAULT_MAX_BODY_BYTES,
  };
  if (partial.defaultOrgSlug) config.defaultOrgSlug = partial.defaultOrgSlug;
  if (partial.integrations) config.integrations = partial.integrations;
  if (partial.search) config.search = partial.search;
  if (partial.assist) config.assist = partial.assist;
  if (partial.limits) config.limits = partial.limits;
  if (partial.trustedProxies && partial.trustedProxies > 0) config.trustedProxies = partial.trustedProxies;
  return config;
}
