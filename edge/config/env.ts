/**
 * Every environment variable Glasshouse reads, as ONE zod schema shared by the Node server, the CLI and the
 * Worker. Each variable carries its documentation (default as a reader would write it, description, where it
 * applies); the README's table is generated from it (`envVarsMarkdown`, checked by a unit test), so add new
 * variables here.
 *
 * A value that cannot be used fails with one sentence naming the variable and saying what to do
 * (`PORT must be a port number, not "http".`), collected into one `ConfigError`. Blank values count as unset.
 * Defaults that depend on another variable (`DATABASE_URL` from `DATA_DIR`, `PUBLIC_URL` from `PORT`) are
 * filled in by the runtime (`edge/node/config.ts`, `edge/worker.ts`).
 *
 * Web-standard only: the Worker imports this file.
 */
import { z } from 'zod';
import { DEFAULT_MAIL_FROM } from '../mail/types.ts';
import { parseLimitOverrides, type LimitOverrides } from './limits.ts';
import { parseExtraSources, parseFrameAncestors } from '../security-headers.ts';

/** Where a variable is read. */
export type EnvRuntime = 'node' | 'worker' | 'tests';

export interface EnvVarMeta {
  /** The default, as a reader would write it (may mention other variables). Empty when unset means "off". */
  default: string;
  description: string;
  /** Where it applies (default both runtimes). */
  runtimes?: EnvRuntime[];
  /** A secret: never logged, never shown. */
  secret?: boolean;
}

/** The documentation of each variable, keyed by its schema. */
const envDocs = z.registry<EnvVarMeta>();

/** An invalid configuration: one line per variable, each naming it and what to do. */
export class ConfigError extends Error {
  override name = 'ConfigError';
  /** The variables at fault. */
  readonly variables: string[];
  constructor(message: string, variables: string[] = []) {
    super(message);
    this.variables = variables;
  }
}

const optionalText = () => z.string().optional();

/** A whole number in [min, max]; `message` says what it must be (the variable name is put in front). */
function wholeNumber(fallback: number | undefined, min: number, max: number, message: string) {
  return z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined) return fallback;
      const value = Number(text);
      if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < min || value > max) {
        ctx.addIssue({ code: 'custom', message: `${message}, not "${text}".` });
        return z.NEVER;
      }
      return value;
    });
}

/** An absolute URL with one of `protocols`; the value is echoed without its credentials or query. */
function urlOf(protocols: string[], message: string) {
  return z
    .string()
    .optional()
    .superRefine((text, ctx) => {
      if (text === undefined) return;
      let url: URL | null = null;
      try {
        url = new URL(text);
      } catch {
        // reported below
      }
      if (!url || !protocols.includes(url.protocol)) ctx.addIssue({ code: 'custom', message: `${message}, not "${redactUrl(text)}".` });
    });
}

/** `on` / `off` (also true/false, 1/0, yes/no). */
function onOff(fallback: boolean) {
  return z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined) return fallback;
      if (/^(on|true|1|yes)$/i.test(text)) return true;
      if (/^(off|false|0|no)$/i.test(text)) return false;
      ctx.addIssue({ code: 'custom', message: `must be on or off, not "${text}".` });
      return z.NEVER;
    });
}

/** A URL as it may be shown: scheme, host and path only (no user, password, query or fragment). */
export function redactUrl(text: string): string {
  try {
    const url = new URL(text);
    if (url.host) return `${url.protocol}//${url.host}${url.pathname === '/' ? '' : url.pathname}`;
    return `${url.protocol}${url.pathname}`;
  } catch {
    // Not a URL: its scheme at most (`postgres:` from `postgres:/…`), never the rest.
    const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(text)?.[0];
    return scheme ? `${scheme}…` : text.length > 40 ? `${text.slice(0, 40)}…` : text;
  }
}

/** libSQL's URL schemes (https://docs.turso.tech/sdk/ts/reference#initializing). */
export const DATABASE_URL_SCHEMES = ['file:', 'libsql:', 'http:', 'https:', 'ws:', 'wss:'];

const databaseUrl = z
  .string()
  .optional()
  .superRefine((text, ctx) => {
    if (text === undefined || text === ':memory:') return;
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase();
    if (!scheme || !DATABASE_URL_SCHEMES.includes(`${scheme}:`)) {
      ctx.addIssue({
        code: 'custom',
        message: `uses ${scheme ? `the unsupported scheme "${scheme}:"` : 'no scheme'}: Glasshouse stores its data in SQLite through libSQL, so set it to file:<path> for a local file or libsql://… (https://, wss://) for a libSQL or Turso server, or unset it to use <DATA_DIR>/glasshouse.db.`,
      });
    }
  });

const logFormat = z
  .string()
  .optional()
  .transform((text, ctx) => {
    if (text === undefined) return 'pretty' as const;
    const value = text.toLowerCase();
    if (value === 'json' || value === 'pretty') return value;
    ctx.addIssue({ code: 'custom', message: `must be json or pretty, not "${text}".` });
    return z.NEVER;
  });

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const logLevel = z
  .string()
  .optional()
  .transform((text, ctx): LogLevel => {
    if (text === undefined) return 'info';
    const value = text.toLowerCase();
    if ((LOG_LEVELS as readonly string[]).includes(value)) return value as LogLevel;
    ctx.addIssue({ code: 'custom', message: `must be one of ${LOG_LEVELS.join(', ')}, not "${text}".` });
    return z.NEVER;
  });

/** A variable read by one of the security-header parsers (`edge/security-headers.ts`). */
function parsedBy<T>(parse: (text: string) => T) {
  return z
    .string()
    .optional()
    .transform((text, ctx): T | undefined => {
      if (text === undefined) return undefined;
      try {
        return parse(text);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    });
}

/** RATE_LIMITS, parsed into overrides of the abuse limits (`edge/config/limits.ts`). */
const rateLimits = z
  .string()
  .optional()
  .transform((text, ctx): LimitOverrides | undefined => {
    if (text === undefined) return undefined;
    try {
      return parseLimitOverrides(text);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message.replace(/^RATE_LIMITS: /, '') });
      return z.NEVER;
    }
  });

const doc = <S extends z.ZodType>(schema: S, meta: EnvVarMeta): S => {
  envDocs.add(schema as z.ZodType, meta);
  return schema;
};
const node: EnvRuntime[] = ['node'];
const worker: EnvRuntime[] = ['worker'];

/** Every variable, in the README's order. */
export const EnvSchema = z.object({
  PORT: doc(wholeNumber(4321, 0, 65535, 'must be a port number'), {
    default: '4321',
    description: 'Port the Node server listens on (0: any free port, printed at start).',
    runtimes: node,
  }),
  HOST: doc(optionalText(), { default: '0.0.0.0', description: 'Interface the Node server binds to.', runtimes: node }),
  DATA_DIR: doc(optionalText(), {
    default: './data',
    description: 'Folder for the database, uploaded files, site builds, the outbox and the session secret.',
    runtimes: node,
  }),
  DATABASE_URL: doc(databaseUrl, {
    default: 'file:<DATA_DIR>/glasshouse.db',
    description: 'libSQL database URL: a local file, or a Turso/libSQL server (`libsql://…`).',
    runtimes: node,
  }),
  DATABASE_AUTH_TOKEN: doc(optionalText(), { default: '', description: 'Auth token for a remote libSQL database.', runtimes: node, secret: true }),
  PUBLIC_URL: doc(urlOf(['http:', 'https:'], 'must be the http(s) address visitors open, e.g. https://trust.example.com'), {
    default: 'http://localhost:<PORT>',
    description: 'Public base URL of the portal; links in emails and canonical links use it.',
  }),
  OUTBOX_DIR: doc(optionalText(), {
    default: '<DATA_DIR>/outbox',
    description: 'Folder where every outgoing email is written as an `.eml` file.',
    runtimes: node,
  }),
  SMTP_URL: doc(urlOf(['smtp:', 'smtps:'], 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587'), {
    default: '',
    description: 'SMTP server (`smtp://user:pass@host:587`); when set, emails are also sent through it.',
    runtimes: node,
    secret: true,
  }),
  MAIL_FROM: doc(optionalText(), { default: DEFAULT_MAIL_FROM, description: 'Sender address of outgoing emails.' }),
  FALLBACK_ROUTE: doc(optionalText(), { default: '/welcome', description: 'Where visitors are sent when no organisation matches the host.' }),
  DEFAULT_ORG: doc(optionalText(), { default: 'the first organisation', description: 'Slug of the organisation served on the public URL and on localhost.' }),
  GLASSHOUSE_DEPLOY_HOOK: doc(urlOf(['http:', 'https:'], 'must be the http(s) URL of the CI trigger that builds and deploys'), {
    default: '',
    description:
      'Cloudflare mode: publishing freezes the revision as building and calls this hook instead of building locally: a GitHub `…/dispatches` API URL (repository_dispatch or workflow_dispatch of `.github/workflows/publish.yml`), or any URL, which gets a signed JSON POST `{ event, orgId, orgSlug, revision, workerUrl, buildToken, sentAt }`. The revision goes live when the workflow reports it.',
  }),
  GLASSHOUSE_DEPLOY_SECRET: doc(optionalText(), {
    default: '',
    description:
      'Shared secret of the publish loop (required with `GLASSHOUSE_DEPLOY_HOOK`): signs the hook’s body (`X-Glasshouse-Signature: sha256=<HMAC-SHA256>`) and the build tokens `glasshouse build --from` downloads with, and checks the reports of `glasshouse cloudflare report`. Set the same value in the CI workflow’s secrets.',
    secret: true,
  }),
  GLASSHOUSE_DEPLOY_TOKEN: doc(optionalText(), {
    default: '',
    description: 'Bearer token sent to the deploy hook: for GitHub, a token allowed to dispatch the workflow (a secret).',
    secret: true,
  }),
  GLASSHOUSE_DEPLOY_REF: doc(optionalText(), { default: 'main', description: 'Branch a GitHub `workflow_dispatch` hook runs the workflow on.' }),
  GLASSHOUSE_BUILD_TOKEN: doc(optionalText(), {
    default: '',
    description:
      'CLI only: the build token `glasshouse build --from` downloads a revision with (a deploy hook sends one); without it the CLI makes one from `GLASSHOUSE_DEPLOY_SECRET`.',
    runtimes: node,
    secret: true,
  }),
  SESSION_SECRET: doc(optionalText(), {
    default: 'generated into <DATA_DIR>/session-secret',
    description:
      'Secret that signs staff sessions and emailed links. Generated (32 random bytes) on first start when unset; on Cloudflare set it with `wrangler secret put`.',
    secret: true,
  }),
  MANIFEST_SIGNING_KEY: doc(optionalText(), {
    default: 'generated into <DATA_DIR>/manifest-signing-key',
    description:
      'Ed25519 private key (base64 PKCS #8) signing `/documents-manifest.json`; its public half is published in `/trust.json`. Set it where `glasshouse build` runs in CI.',
    runtimes: node,
    secret: true,
  }),
  MAX_BODY_BYTES: doc(wholeNumber(undefined, 1, Number.MAX_SAFE_INTEGER, 'must be a positive number of bytes'), {
    default: '1048576',
    description: 'Largest accepted API request body; larger ones get 413.',
  }),
  MAIL_HTTP_ENDPOINT: doc(urlOf(['http:', 'https:'], "must be the http(s) URL of the email provider's API"), {
    default: '',
    description:
      'Cloudflare Worker only: HTTP email provider receiving a JSON POST `{ from, to, subject, text, html, headers }`. Without it the Worker sends through its `send_email` binding `EMAIL` if there is one; with neither it sends nothing (sign-in requests answer 503 “Email is not configured on this deployment…”) and never writes a message to its log.',
    runtimes: worker,
  }),
  MAIL_HTTP_API_KEY: doc(optionalText(), {
    default: '',
    description: 'Cloudflare Worker only: bearer token for the HTTP email provider (a secret).',
    runtimes: worker,
    secret: true,
  }),
  HACKERONE_API_URL: doc(urlOf(['http:', 'https:'], 'must be an http(s) URL'), {
    default: 'https://hackerone.com',
    description: 'HackerOne address the bug-bounty integration asks for program statistics (GraphQL at `<HACKERONE_API_URL>/graphql`).',
  }),
  STATUSPAGE_API_URL: doc(urlOf(['http:', 'https:'], 'must be an http(s) URL'), {
    default: '',
    description:
      'When set, the status-page integration asks `<STATUSPAGE_API_URL>/<page host><page path>/api/v2/…` instead of each status page’s own address (a proxy or a test server).',
  }),
  SSC_API_URL: doc(urlOf(['http:', 'https:'], 'must be an http(s) URL'), {
    default: 'https://api.securityscorecard.io',
    description: 'SecurityScorecard API the security grades’ “Get Grade” asks (`/companies/<domain>`).',
  }),
  SSC_API_KEY: doc(optionalText(), { default: '', description: 'SecurityScorecard API token for “Get Grade” (a secret).', secret: true }),
  SEARCH_DATA_STORE: doc(onOff(true), {
    default: 'on',
    description:
      'Semantic search for account members and previewing staff (a server-side index built at publish, filtered per viewer) and AI answers. `off`: every visitor searches the static index only, and no AI answers.',
  }),
  AI_API_URL: doc(urlOf(['http:', 'https:'], 'must be the http(s) base URL of an OpenAI-compatible API'), {
    default: '',
    description:
      'OpenAI-compatible endpoint for AI answers (`<AI_API_URL>/chat/completions`). Unset: the built-in offline answerer quotes the most relevant sentences of the sources and cites them.',
  }),
  AI_API_KEY: doc(optionalText(), { default: '', description: 'Bearer token for `AI_API_URL` (a secret).', secret: true }),
  AI_MODEL: doc(optionalText(), {
    default: 'gpt-4o-mini (Workers AI: @cf/meta/llama-3.1-8b-instruct)',
    description: 'Model named in AI answer requests to `AI_API_URL`, or run on the Workers AI binding `AI`.',
  }),
  EMBEDDINGS_API_URL: doc(urlOf(['http:', 'https:'], 'must be the http(s) base URL of an OpenAI-compatible API'), {
    default: '',
    description:
      'OpenAI-compatible embeddings endpoint (`<EMBEDDINGS_API_URL>/embeddings`): semantic search then ranks by vectors as well as BM25. Unset: BM25 with typo tolerance only.',
  }),
  EMBEDDINGS_API_KEY: doc(optionalText(), { default: '', description: 'Bearer token for `EMBEDDINGS_API_URL` (a secret).', secret: true }),
  EMBEDDINGS_MODEL: doc(optionalText(), { default: 'text-embedding-3-small', description: 'Model named in embeddings requests.' }),
  LOG_FORMAT: doc(logFormat, {
    default: 'pretty',
    description: '`json`: one JSON object per log line (time, level, msg, requestId …) for a log pipeline; `pretty`: readable lines.',
  }),
  LOG_LEVEL: doc(logLevel, { default: 'info', description: 'Least severe log level written: `debug`, `info`, `warn` or `error`.' }),
  RATE_LIMITS: doc(rateLimits, {
    default: 'the defaults of edge/config/limits.ts',
    description:
      'Changes to the abuse limits on routes that send mail or check a credential (429 past them): comma-separated `<action>.<scope>=<count>/<window>` (scope `ip`, `email`, `org` or `member`; window like `15m`, `1h`, `1d`), `<action>.<scope>=off`, or `<action>.resend=<window>` (at most one mail per address and window); `<action>` may be `*`. Actions: staff-login, member-login, access-request, subscribe, invite, extend-access, comment, questionnaire, tprm-token, tprm-pull, link. E.g. `staff-login.ip=20/15m,*.org=off`.',
  }),
  PORTAL_FRAME_ANCESTORS: doc(parsedBy(parseFrameAncestors), {
    default: "'self'",
    description:
      "Read when the site is built: who may show the portal in a frame (the Content-Security-Policy's `frame-ancestors`): `'self'`, `'none'`, or `'self'` and origins such as `https://intranet.example.com`. The admin can never be framed.",
    runtimes: node,
  }),
  CSP_EXTRA_SOURCES: doc(parsedBy(parseExtraSources), {
    default: '',
    description:
      'Read when the site is built: more sources the portal’s Content-Security-Policy allows, for what a configured script loads beyond the known providers (a tag manager’s tags): `script-src https://cdn.example.com; connect-src https://api.example.com`. Directives: script-src, style-src, img-src, font-src, connect-src, media-src, frame-src; origins only, no keywords.',
    runtimes: node,
  }),
  TRUST_PROXY: doc(wholeNumber(0, 0, 10, 'must be the number of reverse proxies in front of the server (0 to 10)'), {
    default: '0',
    description:
      'How many reverse proxies in front of the Node server add `X-Forwarded-For`: the client address (abuse limits, session lists, NDA evidence) is then read from that header, that many entries from the right. 0: the header is ignored and the connection’s peer is the client. On Cloudflare the Worker reads `CF-Connecting-IP`.',
    runtimes: node,
  }),
  GLASSHOUSE_DEBUG: doc(optionalText(), { default: '', description: 'Set to 1 to print full stack traces from the CLI.', runtimes: node }),
  GLASSHOUSE_DEMO_DIR: doc(optionalText(), {
    default: 'content/demo',
    description:
      'Tests only: the content folder `glasshouse start` (first start) and `glasshouse seed-demo` import as the demo organisation. The end-to-end suite points it at a copy of the demo with canary strings planted in its gated fields (`tests/fixtures/canaries/`).',
    runtimes: ['node', 'tests'],
  }),
  CHROMIUM_PATH: doc(optionalText(), {
    default: '/usr/bin/chromium if present',
    description: 'Tests only: the Chromium binary the end-to-end suite drives; otherwise Playwright’s own browser.',
    runtimes: ['tests'],
  }),
});

export type EnvSettings = z.output<typeof EnvSchema>;
export type EnvVarName = keyof z.input<typeof EnvSchema>;

export interface EnvVar extends EnvVarMeta {
  name: EnvVarName;
}

/** Every variable with its documentation, in order (the README table). */
export const ENV_VARS: EnvVar[] = Object.entries(EnvSchema.shape).map(([name, schema]) => ({ name: name as EnvVarName, ...envDocs.get(schema)! }));

/** The variables that hold secrets: never logged, never shown. */
export const SECRET_ENV_VARS: EnvVarName[] = ENV_VARS.filter((v) => v.secret).map((v) => v.name);

/**
 * Reads the environment: every known variable that is a non-blank string, trimmed (bindings and other values
 * are ignored), parsed by {@link EnvSchema}.
 * @throws ConfigError with one line per unusable variable.
 */
export function parseEnv(env: Record<string, unknown>): EnvSettings {
  const raw: Record<string, string> = {};
  for (const name of Object.keys(EnvSchema.shape)) {
    const value = env[name];
    if (typeof value === 'string' && value.trim()) raw[name] = value.trim();
  }
  const result = EnvSchema.safeParse(raw);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `${issue.path.map(String).join('.')} ${issue.message}`);
  throw new ConfigError(lines.join('\n'), [...new Set(result.error.issues.map((issue) => String(issue.path[0])))]);
}

/** The README table of `ENV_VARS` (Markdown). */
export function envVarsMarkdown(vars: EnvVar[] = ENV_VARS): string {
  const escapeCell = (text: string) => text.replace(/\|/g, '\\|');
  // Defaults are code-formatted: `<DATA_DIR>` would otherwise be read as an HTML tag and vanish.
  const rows = vars.map((v) => `| \`${v.name}\` | ${v.default ? `\`${escapeCell(v.default)}\`` : '—'} | ${escapeCell(v.description)} |`);
  return ['| Variable | Default | Description |', '|---|---|---|', ...rows].join('\n');
}
