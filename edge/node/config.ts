/**
 * Configuration of the embedded default (`glasshouse start` and the other CLI commands), read from the
 * environment. `ENV_VARS` lists every variable with its default and meaning; the README's table is generated
 * from it, so add new variables there.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SearchConfig } from '../deps.ts';

export interface EnvVar {
  name: string;
  /** The default, as a reader would write it (may mention other variables). Empty when unset means "off". */
  default: string;
  description: string;
}

export const ENV_VARS: EnvVar[] = [
  { name: 'PORT', default: '4321', description: 'Port the Node server listens on.' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface the Node server binds to.' },
  { name: 'DATA_DIR', default: './data', description: 'Folder for the database, uploaded files, site builds, the outbox and the session secret.' },
  { name: 'DATABASE_URL', default: 'file:<DATA_DIR>/glasshouse.db', description: 'libSQL database URL: a local file, or a Turso/libSQL server (`libsql://…`).' },
  { name: 'DATABASE_AUTH_TOKEN', default: '', description: 'Auth token for a remote libSQL database.' },
  { name: 'PUBLIC_URL', default: 'http://localhost:<PORT>', description: 'Public base URL of the portal; links in emails and canonical links use it.' },
  { name: 'OUTBOX_DIR', default: '<DATA_DIR>/outbox', description: 'Folder where every outgoing email is written as an `.eml` file.' },
  { name: 'SMTP_URL', default: '', description: 'SMTP server (`smtp://user:pass@host:587`); when set, emails are also sent through it.' },
  { name: 'MAIL_FROM', default: 'Glasshouse <no-reply@localhost>', description: 'Sender address of outgoing emails.' },
  { name: 'FALLBACK_ROUTE', default: '/welcome', description: 'Where visitors are sent when no organisation matches the host.' },
  { name: 'DEFAULT_ORG', default: 'the first organisation', description: 'Slug of the organisation served on the public URL and on localhost.' },
  {
    name: 'GLASSHOUSE_DEPLOY_HOOK',
    default: '',
    description: 'Cloudflare mode: publishing POSTs `{ orgId, revision }` to this URL (a CI trigger running `glasshouse build` and `wrangler deploy`) instead of building locally.',
  },
  {
    name: 'SESSION_SECRET',
    default: 'generated into <DATA_DIR>/session-secret',
    description: 'Secret that signs staff sessions and emailed links. Generated (32 random bytes) on first start when unset; on Cloudflare set it with `wrangler secret put`.',
  },
  {
    name: 'MANIFEST_SIGNING_KEY',
    default: 'generated into <DATA_DIR>/manifest-signing-key',
    description: 'Ed25519 private key (base64 PKCS #8) signing `/documents-manifest.json`; its public half is published in `/trust.json`. Set it where `glasshouse build` runs in CI.',
  },
  { name: 'MAX_BODY_BYTES', default: '1048576', description: 'Largest accepted API request body; larger ones get 413.' },
  { name: 'MAIL_HTTP_ENDPOINT', default: '', description: 'Cloudflare Worker only: HTTP email provider receiving a JSON POST `{ from, to, subject, text, html, headers }`. Without it the Worker logs emails.' },
  { name: 'MAIL_HTTP_API_KEY', default: '', description: 'Cloudflare Worker only: bearer token for the HTTP email provider (a secret).' },
  {
    name: 'HACKERONE_API_URL',
    default: 'https://hackerone.com',
    description: 'HackerOne address the bug-bounty integration asks for program statistics (GraphQL at `<HACKERONE_API_URL>/graphql`).',
  },
  {
    name: 'STATUSPAGE_API_URL',
    default: '',
    description: 'When set, the status-page integration asks `<STATUSPAGE_API_URL>/<page host><page path>/api/v2/…` instead of each status page’s own address (a proxy or a test server).',
  },
  { name: 'SSC_API_URL', default: 'https://api.securityscorecard.io', description: 'SecurityScorecard API the security grades’ “Get Grade” asks (`/companies/<domain>`).' },
  { name: 'SSC_API_KEY', default: '', description: 'SecurityScorecard API token for “Get Grade” (a secret).' },
  {
    name: 'SEARCH_DATA_STORE',
    default: 'on',
    description: 'Semantic search for account members and previewing staff (a server-side index built at publish, filtered per viewer) and AI answers. `off`: every visitor searches the static index only, and no AI answers.',
  },
  { name: 'AI_API_URL', default: '', description: 'OpenAI-compatible endpoint for AI answers (`<AI_API_URL>/chat/completions`). Unset: the built-in offline answerer quotes the most relevant sentences of the sources and cites them.' },
  { name: 'AI_API_KEY', default: '', description: 'Bearer token for `AI_API_URL` (a secret).' },
  { name: 'AI_MODEL', default: 'gpt-4o-mini (Workers AI: @cf/meta/llama-3.1-8b-instruct)', description: 'Model named in AI answer requests to `AI_API_URL`, or run on the Workers AI binding `AI`.' },
  { name: 'EMBEDDINGS_API_URL', default: '', description: 'OpenAI-compatible embeddings endpoint (`<EMBEDDINGS_API_URL>/embeddings`): semantic search then ranks by vectors as well as BM25. Unset: BM25 with typo tolerance only.' },
  { name: 'EMBEDDINGS_API_KEY', default: '', description: 'Bearer token for `EMBEDDINGS_API_URL` (a secret).' },
  { name: 'EMBEDDINGS_MODEL', default: 'text-embedding-3-small', description: 'Model named in embeddings requests.' },
  { name: 'GLASSHOUSE_DEBUG', default: '', description: 'Set to 1 to print full stack traces from the CLI.' },
  { name: 'CHROMIUM_PATH', default: '/usr/bin/chromium if present', description: 'Tests only: the Chromium binary the end-to-end suite drives; otherwise Playwright’s own browser.' },
];

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
  maxBodyBytes?: number;
  sessionSecret: string;
  /** Integration service addresses (HACKERONE_API_URL, STATUSPAGE_API_URL, SSC_API_URL, SSC_API_KEY). */
  integrations?: { hackeroneApiUrl?: string; statuspageApiUrl?: string; sscApiUrl?: string; sscApiKey?: string };
  /** Semantic search and AI answers (SEARCH_DATA_STORE, AI_API_URL, AI_API_KEY, AI_MODEL). */
  search?: SearchConfig;
}

/** The model named in OpenAI-compatible AI answer requests when AI_MODEL is not set. */
export const DEFAULT_AI_MODEL = 'gpt-4o-mini';
/** The model named in embeddings requests when EMBEDDINGS_MODEL is not set. */
export const DEFAULT_EMBEDDINGS_MODEL = 'text-embedding-3-small';

/**
 * Semantic search and AI answers from the environment: SEARCH_DATA_STORE=off switches the server index off;
 * AI_API_URL (with AI_API_KEY, AI_MODEL) picks an OpenAI-compatible endpoint over the built-in answerer.
 */
export function searchConfigFromEnv(env: Env): SearchConfig {
  const dataStore = !/^(off|false|0|no)$/i.test(read(env, 'SEARCH_DATA_STORE') ?? 'on');
  const apiUrl = read(env, 'AI_API_URL');
  const config: SearchConfig = apiUrl
    ? { dataStore, ai: { provider: 'openai', apiUrl, apiKey: read(env, 'AI_API_KEY'), model: read(env, 'AI_MODEL') ?? DEFAULT_AI_MODEL } }
    : { dataStore, ai: { provider: 'extractive' } };
  const embeddingsUrl = read(env, 'EMBEDDINGS_API_URL');
  if (embeddingsUrl) config.embeddings = { apiUrl: embeddingsUrl, apiKey: read(env, 'EMBEDDINGS_API_KEY'), model: read(env, 'EMBEDDINGS_MODEL') ?? DEFAULT_EMBEDDINGS_MODEL };
  return config;
}

/** File (inside the data folder) holding the generated session secret. */
export const SESSION_SECRET_FILE = 'session-secret';
export const DEFAULT_PORT = 4321;

type Env = Record<string, string | undefined>;

/** A set, non-blank variable, trimmed; otherwise undefined. */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/**
 * Reads the configuration. Creates the data folder and, without `SESSION_SECRET`, the session secret file
 * (mode 0600) on first use; later starts read it back, so sessions survive restarts.
 * @throws an Error naming the variable when a value is unusable (e.g. a non-numeric PORT).
 */
export function loadNodeConfig(env: Env = process.env): NodeConfig {
  const portText = read(env, 'PORT');
  const port = portText === undefined ? DEFAULT_PORT : Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not "${portText}".`);
  const dataDir = path.resolve(read(env, 'DATA_DIR') ?? './data');
  const config: NodeConfig = {
    port,
    host: read(env, 'HOST') ?? '0.0.0.0',
    dataDir,
    databaseUrl: read(env, 'DATABASE_URL') ?? `file:${path.join(dataDir, 'glasshouse.db')}`,
    publicUrl: (read(env, 'PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    outboxDir: path.resolve(read(env, 'OUTBOX_DIR') ?? path.join(dataDir, 'outbox')),
    sessionSecret: read(env, 'SESSION_SECRET') ?? ensureSessionSecret(dataDir),
  };
  const optional = {
    databaseAuthToken: read(env, 'DATABASE_AUTH_TOKEN'),
    smtpUrl: read(env, 'SMTP_URL'),
    mailFrom: read(env, 'MAIL_FROM'),
    fallbackRoute: read(env, 'FALLBACK_ROUTE'),
    defaultOrg: read(env, 'DEFAULT_ORG'),
    deployHook: read(env, 'GLASSHOUSE_DEPLOY_HOOK'),
  };
  for (const [key, value] of Object.entries(optional)) if (value !== undefined) (config as unknown as Record<string, string>)[key] = value;
  const integrations = {
    hackeroneApiUrl: read(env, 'HACKERONE_API_URL'),
    statuspageApiUrl: read(env, 'STATUSPAGE_API_URL'),
    sscApiUrl: read(env, 'SSC_API_URL'),
    sscApiKey: read(env, 'SSC_API_KEY'),
  };
  if (Object.values(integrations).some((value) => value !== undefined)) {
    config.integrations = Object.fromEntries(Object.entries(integrations).filter(([, value]) => value !== undefined));
  }
  config.search = searchConfigFromEnv(env);
  const maxBody = read(env, 'MAX_BODY_BYTES');
  if (maxBody !== undefined) {
    const bytes = Number(maxBody);
    if (!Number.isInteger(bytes) || bytes <= 0) throw new Error(`MAX_BODY_BYTES must be a positive number of bytes, not "${maxBody}".`);
    config.maxBodyBytes = bytes;
  }
  return config;
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

/** The README table of `ENV_VARS` (Markdown). */
export function envVarsMarkdown(vars: EnvVar[] = ENV_VARS): string {
  const escape = (text: string) => text.replace(/\|/g, '\\|');
  // Defaults are code-formatted: `<DATA_DIR>` would otherwise be read as an HTML tag and vanish.
  const rows = vars.map((v) => `| \`${v.name}\` | ${v.default ? `\`${escape(v.default)}\`` : '—'} | ${escape(v.description)} |`);
  return ['| Variable | Default | Description |', '|---|---|---|', ...rows].join('\n');
}
