/**
 * The structured logger of the edge, the Node server and the CLI: one line per event with a level, a message
 * and fields — a JSON object per line with `LOG_FORMAT=json` (for a log pipeline), a readable line otherwise.
 *
 *   log.info('Revision 4 of acme is live', { orgId, revision: 4 });
 *   log('Could not send the sign-in email', error);     // the older call: info, or error when an Error is given
 *   log.child({ requestId }).warn('Slow query');
 *
 * Nothing secret reaches a line: fields named like a secret (token, password, cookie, authorization, api key …)
 * or like an email body (text, html, body) are replaced by `[redacted]`, and strings are scrubbed of JWTs,
 * bearer tokens, credentials in URLs, token-like query parameters and the configured secret values.
 *
 * Web-standard only: the Worker imports this file. A runtime may give `context` to add fields to every line
 * (the Node server adds the request id of the request being answered).
 */
import type { LogLevel } from './config/env.ts';

export type { LogLevel } from './config/env.ts';
export type LogFields = Record<string, unknown>;

/** The call every service receives as `log` (`AppDeps.log`): message parts, errors and objects. */
export type LogFn = (...args: unknown[]) => void;

export interface Logger extends LogFn {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  /** A logger whose lines all carry `fields` (e.g. `{ requestId }`). */
  child(fields: LogFields): Logger;
}

export interface LoggerOptions {
  /** `json`: one JSON object per line; `pretty` (default): `HH:MM:SS.mmm LEVEL message key=value …`. */
  format?: 'json' | 'pretty';
  /** The least severe level written (default `info`). */
  level?: LogLevel;
  /** Where a finished line goes (default: console.error for warn and error, console.log otherwise). */
  write?: (line: string, level: LogLevel) => void;
  now?: () => number;
  /** Fields added to every line at the moment it is written (the current request's id …). */
  context?: () => LogFields | undefined;
  /** Values never to appear in a line (the session secret, API keys …); blank ones are ignored. */
  secrets?: (string | undefined)[];
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/** Field names whose values are never logged. */
const SECRET_KEY = /pass(word)?|secret|token|authori[sz]ation|cookie|api[-_]?key|signature|credential|^(body|html|text)$/i;

const REDACTED = '[redacted]';

/** What any pattern of {@link scrubText} needs to find: a string without it is left as it is (ids, routes, names). */
const MAY_CARRY_SECRET = /eyJ|\s|:\/\/|=/;

/** Scrubs the secrets a free-form string may carry. */
export function scrubText(text: string, secrets: readonly string[] = []): string {
  let out = !MAY_CARRY_SECRET.test(text)
    ? text
    : text
        // JSON Web Tokens (session cookies, magic links, TPRM tokens).
        .replace(/\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g, REDACTED)
        .replace(/\b(Bearer|Basic|Token)\s+[\w.~+/=-]{6,}/gi, `$1 ${REDACTED}`)
        // user:password@ in URLs.
        .replace(/(\b[a-z][a-z0-9+.-]*:\/\/)[^/\s:@]+:[^/\s@]+@/gi, `$1${REDACTED}@`)
        // Token-like query parameters.
        .replace(/([?&](?:[\w-]*token|key|secret|signature|sig|code|password)=)[^&\s#"']+/gi, `$1${REDACTED}`);
  for (const secret of secrets) if (secret.length >= 6 && out.includes(secret)) out = out.split(secret).join(REDACTED);
  return out;
}

/** A value made safe and JSON-ready: errors as `{ name, message, stack }`, secret fields redacted, depth-limited. */
export function scrubValue(value: unknown, secrets: readonly string[] = [], depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value, secrets);
  if (value === null || typeof value !== 'object') return typeof value === 'bigint' ? String(value) : value;
  if (depth > 4) return '[…]';
  if (value instanceof Error) {
    const error: LogFields = { name: value.name, message: scrubText(value.message, secrets) };
    const code = (value as { code?: unknown }).code;
    if (code !== undefined) error.code = code;
    if (value.stack) error.stack = scrubText(value.stack, secrets);
    if (value.cause !== undefined) error.cause = scrubValue(value.cause, secrets, depth + 1);
    return error;
  }
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => scrubValue(item, secrets, depth + 1));
  const out: LogFields = {};
  for (const [key, item] of Object.entries(value)) out[key] = SECRET_KEY.test(key) ? REDACTED : scrubValue(item, secrets, depth + 1);
  return out;
}

/**
 * The older `log(...args)` call as one event: strings joined into the message, the first Error as `err`, plain
 * objects merged into the fields.
 */
function fromArgs(args: unknown[]): { level: LogLevel; message: string; fields: LogFields } {
  const words: string[] = [];
  const fields: LogFields = {};
  let level: LogLevel = 'info';
  for (const arg of args) {
    if (arg instanceof Error) {
      level = 'error';
      if (fields.err === undefined) fields.err = arg;
      else words.push(arg.message);
    } else if (arg !== null && typeof arg === 'object' && !Array.isArray(arg)) Object.assign(fields, arg);
    else if (arg !== undefined) words.push(typeof arg === 'string' ? arg : JSON.stringify(arg));
  }
  return { level, message: words.join(' '), fields };
}

function prettyValue(value: unknown): string {
  if (typeof value === 'string') return /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);
  return JSON.stringify(value);
}

function defaultWrite(line: string, level: LogLevel): void {
  if (RANK[level] >= RANK.warn) console.error(line);
  else console.log(line);
}

export function createLogger(options: LoggerOptions = {}, bound: LogFields = {}): Logger {
  const { format = 'pretty', level: minimum = 'info', write = defaultWrite, now = Date.now, context } = options;
  const secrets = (options.secrets ?? []).filter((s): s is string => typeof s === 'string' && s.trim().length >= 6);

  function emit(level: LogLevel, message: string, fields: LogFields = {}): void {
    if (RANK[level] < RANK[minimum]) return;
    const all = scrubValue({ ...bound, ...context?.(), ...fields }, secrets) as LogFields;
    const msg = scrubText(message, secrets);
    const time = new Date(now()).toISOString();
    if (format === 'json') {
      write(JSON.stringify({ time, level, msg, ...all }), level);
      return;
    }
    const { err, ...rest } = all as LogFields & { err?: { stack?: string; message?: string } };
    const pairs = Object.entries(rest).map(([key, value]) => `${key}=${prettyValue(value)}`);
    const head = [time.slice(11, 23), level.toUpperCase().padEnd(5), msg, ...pairs].filter(Boolean).join(' ');
    write(err ? `${head}\n${err.stack ?? err.message ?? ''}` : head, level);
  }

  const logger = ((...args: unknown[]) => {
    const { level, message, fields } = fromArgs(args);
    emit(level, message, fields);
  }) as Logger;
  logger.debug = (message, fields) => emit('debug', message, fields);
  logger.info = (message, fields) => emit('info', message, fields);
  logger.warn = (message, fields) => emit('warn', message, fields);
  logger.error = (message, fields) => emit('error', message, fields);
  logger.child = (fields) => createLogger({ ...options, secrets }, { ...bound, ...fields });
  return logger;
}

/** Writes at `level` through any `log` function: a {@link Logger}'s method, or the plain call with the fields. */
export function logAt(log: LogFn, level: LogLevel, message: string, fields?: LogFields): void {
  const method = (log as Partial<Logger>)[level];
  if (typeof method === 'function') method(message, fields);
  else log(message, ...(fields ? [fields] : []));
}

/** True when `log` is a structured {@link Logger} (not a bare function, as tests give). */
export function isLogger(log: LogFn): log is Logger {
  return typeof (log as Partial<Logger>).child === 'function';
}
