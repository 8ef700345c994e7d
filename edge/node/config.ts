/**
 * Configuration of the embedded default (`glasshouse start` and the other CLI commands): the environment parsed by
 * the shared schema (`edge/config/env.ts`, which documents every variable), with the defaults that depend on the
 * machine filled in — the data folder, the database file in it, the generated session secret.
 */
import { randomBytes } from 'node:crypto';
import { accessSync, chmodSync, constants, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { integrationsOf, searchConfigOf } from '../config/app-config.ts';
import { ConfigError, parseEnv, type LogLevel } from '../config/env.ts';
import type { SearchConfig } from '../deps.ts';
import type { DeployHookConfig } from '../services/deploy/deploy-hook.ts';
import type { LimitOverrides } from '../config/limits.ts';

export { ENV_VARS, envVarsMarkdown, type EnvVar } from '../config/env.ts';
export { DEFAULT_AI_MODEL, DEFAULT_EMBEDDINGS_MODEL } from '../config/app-config.ts';

export interface NodeConfig {
  port: number;
  host: string;
  /** Absolute path of the data folder. */
  dataDir: string;
  databaseUrl: string;
  databaseAuthToken?: string;
  publicUrl: string;
  outboxDir: string;
  smtpUrl?: string;
  mailFrom?: string;
  fallbackRoute?: string;
  defaultOrg?: string;
  deployHook?: string;
  /** GLASSHOUSE_DEPLOY_SECRET (required with `deployHook`). */
  deploySecret?: string;
  deployToken?: string;
  deployRef?: string;
  maxBodyBytes?: number;
  sessionSecret: string;
  /** Integration service addresses (HACKERONE_API_URL, STATUSPAGE_API_URL, SSC_API_URL, SSC_API_KEY). */
  integrations?: { hackeroneApiUrl?: string; statuspageApiUrl?: string; sscApiUrl?: string; sscApiKey?: string };
  /** Semantic search and AI answers (SEARCH_DATA_STORE, AI_API_URL, AI_API_KEY, AI_MODEL). */
  search?: SearchConfig;
  /** LOG_FORMAT: JSON lines or readable lines. */
  logFormat: 'json' | 'pretty';
  /** LOG_LEVEL: the least severe level written. */
  logLevel: LogLevel;
  /** GLASSHOUSE_DEMO_DIR (tests only): the content folder imported as the demo instead of `content/demo`. */
  demoDir?: string;
  /** Changes to the abuse limits (RATE_LIMITS). */
  limits?: LimitOverrides;
  /** Reverse proxies trusted for X-Forwarded-For (TRUST_PROXY). */
  trustedProxies?: number;
}

/** File (inside the data folder) holding the generated session secret. */
export const SESSION_SECRET_FILE = 'session-secret';
export const DEFAULT_PORT = 4321;

type Env = Record<string, string | undefined>;

/**
 * Where the data folder and the database are, without creating anything (`glasshouse restore` checks the folder is
 * empty before anything is written to it).
 * @throws ConfigError naming an unusable variable.
 */
export function resolveDataPaths(env: Env = process.env): { dataDir: string; databaseUrl: string } {
  const settings = parseEnv(env);
  const dataDir = path.resolve(settings.DATA_DIR ?? './data');
  return { dataDir, databaseUrl: settings.DATABASE_URL ?? `file:${path.join(dataDir, 'glasshouse.db')}` };
}

/** The address of a server on `port` when PUBLIC_URL is not set. */
const defaultPublicUrl = (port: number) => `http://localhost:${port}`;

/**
 * `config` on `port`, the port chosen for its PORT=0 (any free port): the default address (no PUBLIC_URL), which
 * names port 0 and so reaches nothing, becomes that port's, so that links in emails and on the site reach the server.
 */
export function onPort(config: NodeConfig, port: number): NodeConfig {
  if (port === config.port) return config;
  return { ...config, port, ...(config.publicUrl === defaultPublicUrl(config.port) ? { publicUrl: defaultPublicUrl(port) } : {}) };
}

/**
 * Reads the configuration. Creates the data folder and, without `SESSION_SECRET`, the session secret file
 * (mode 0600) on first use; later starts read it back, so sessions survive restarts.
 * @throws ConfigError naming the variable when a value is unusable (a non-numeric PORT, a DATABASE_URL that is not
 * libSQL's, a data folder that cannot be written …).
 */
export function loadNodeConfig(env: Env = process.env): NodeConfig {
  const settings = parseEnv(env);
  const port = settings.PORT ?? DEFAULT_PORT;
  const { dataDir, databaseUrl } = resolveDataPaths(env);
  ensureWritableDir(dataDir, 'DATA_DIR', 'The data folder');
  const config: NodeConfig = {
    port,
    host: settings.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    publicUrl: (settings.PUBLIC_URL ?? defaultPublicUrl(port)).replace(/\/+$/, ''),
    outboxDir: path.resolve(settings.OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
    sessionSecret: settings.SESSION_SECRET ?? ensureSessionSecret(dataDir),
    logFormat: settings.LOG_FORMAT,
    logLevel: settings.LOG_LEVEL,
  };
  const optional = {
    databaseAuthToken: settings.DATABASE_AUTH_TOKEN,
    smtpUrl: settings.SMTP_URL,
    mailFrom: settings.MAIL_FROM,
    fallbackRoute: settings.FALLBACK_ROUTE,
    defaultOrg: settings.DEFAULT_ORG,
    deployHook: settings.GLASSHOUSE_DEPLOY_HOOK,
    deploySecret: settings.GLASSHOUSE_DEPLOY_SECRET,
    deployToken: settings.GLASSHOUSE_DEPLOY_TOKEN,
    deployRef: settings.GLASSHOUSE_DEPLOY_REF,
    maxBodyBytes: settings.MAX_BODY_BYTES,
    integrations: integrationsOf(settings),
    demoDir: settings.GLASSHOUSE_DEMO_DIR === undefined ? undefined : path.resolve(settings.GLASSHOUSE_DEMO_DIR),
    limits: settings.RATE_LIMITS,
    trustedProxies: settings.TRUST_PROXY || undefined,
  };
  for (const [key, value] of Object.entries(optional)) if (value !== undefined) (config as unknown as Record<string, unknown>)[key] = value;
  if (config.deployHook && !config.deploySecret) {
    throw new ConfigError('GLASSHOUSE_DEPLOY_HOOK is set but GLASSHOUSE_DEPLOY_SECRET is not: set the secret that signs the hook and the build’s reports.', [
      'GLASSHOUSE_DEPLOY_SECRET',
    ]);
  }
  config.search = searchConfigOf(settings);
  return config;
}

/** The deploy hook settings of a configuration, when `GLASSHOUSE_DEPLOY_HOOK` is set. */
export function deployHookOf(config: Pick<NodeConfig, 'deployHook' | 'deploySecret' | 'deployToken' | 'deployRef'>): DeployHookConfig | undefined {
  if (!config.deployHook || !config.deploySecret) return undefined;
  return { url: config.deployHook, secret: config.deploySecret, token: config.deployToken, ref: config.deployRef };
}

/**
 * Creates `dir` if needed and checks this process may write into it.
 * @throws ConfigError naming the folder, the variable that sets it and what to do.
 */
export function ensureWritableDir(dir: string, variable: string, what: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new ConfigError(`${what} ${dir} cannot be written (${code}): make it writable for this user, or set ${variable}= to a folder that is.`, [variable]);
  }
}

/** The session secret stored in the data folder, generated (32 random bytes, hex, mode 0600) if missing. */
export function ensureSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, SESSION_SECRET_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  // `mode` only applies when the file is created; a pre-existing empty file keeps its permissions otherwise.
  chmodSync(file, 0o600);
  return secret;
}
