/**
 * The one configuration schema the Node server, the CLI and the Worker share (edge/config/env.ts): every value it
 * refuses is named with what to do, secrets and credentials are never echoed, and the Worker reads its
 * variables through it too.
 */
import { describe, expect, it } from 'vitest';
import { appConfigOf } from '../../edge/config/app-config.ts';
import { ConfigError, ENV_VARS, EnvSchema, SECRET_ENV_VARS, parseEnv, redactUrl } from '../../edge/config/env.ts';
import { depsFromEnv, type WorkerEnv } from '../../edge/worker.ts';
import { causeChain, isEnvironmentalBuildFailure, portUnavailable } from '../../edge/node/startup-errors.ts';

function problems(env: Record<string, string>): string[] {
  try {
    parseEnv(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message.split('\n');
  }
  return [];
}

describe('parseEnv', () => {
  it('reads blank values as unset and fills the defaults that need no other variable', () => {
    const settings = parseEnv({ PORT: '  ', SEARCH_DATA_STORE: '', LOG_FORMAT: '' });
    expect(settings).toMatchObject({ PORT: 4321, SEARCH_DATA_STORE: true, LOG_FORMAT: 'pretty', LOG_LEVEL: 'info' });
    expect(settings.DATABASE_URL).toBeUndefined();
    expect(parseEnv({ PORT: ' 8080 ', SEARCH_DATA_STORE: 'off', LOG_FORMAT: 'JSON', LOG_LEVEL: 'warn' })).toMatchObject({
      PORT: 8080,
      SEARCH_DATA_STORE: false,
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'warn',
    });
  });

  it('names each unusable variable in one sentence saying what it must be', () => {
    expect(problems({ PORT: '99999' })).toEqual(['PORT must be a port number, not "99999".']);
    expect(problems({ MAX_BODY_BYTES: '1.5' })).toEqual(['MAX_BODY_BYTES must be a positive number of bytes, not "1.5".']);
    expect(problems({ SEARCH_DATA_STORE: 'maybe' })).toEqual(['SEARCH_DATA_STORE must be on or off, not "maybe".']);
    expect(problems({ LOG_FORMAT: 'xml' })).toEqual(['LOG_FORMAT must be json or pretty, not "xml".']);
    expect(problems({ LOG_LEVEL: 'loud' })).toEqual(['LOG_LEVEL must be one of debug, info, warn, error, not "loud".']);
    expect(problems({ PUBLIC_URL: 'trust.example.com' })).toEqual([
      'PUBLIC_URL must be the http(s) address visitors open, e.g. https://trust.example.com, not "trust.example.com".',
    ]);
    expect(problems({ DATABASE_URL: 'mysql://root@db/x' })[0]).toMatch(/^DATABASE_URL uses the unsupported scheme "mysql:": /);
    expect(problems({ DATABASE_URL: 'glasshouse.db' })[0]).toMatch(/^DATABASE_URL uses no scheme: .* set it to file:<path> for a local file/);
    expect(problems({ PORT: 'x', MAX_BODY_BYTES: '0' })).toHaveLength(2);
  });

  it('accepts every URL scheme libSQL opens', () => {
    for (const url of ['file:data/x.db', 'file:///tmp/x.db', 'libsql://db.turso.io', 'https://db.example', 'wss://db.example', ':memory:']) {
      expect(parseEnv({ DATABASE_URL: url }).DATABASE_URL, url).toBe(url);
    }
  });

  it('never echoes a password, a token or a query string', () => {
    const [smtp] = problems({ SMTP_URL: 'http://user:hunter2@mail.example/?key=abc' });
    expect(smtp).toBe('SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587, not "http://mail.example".');
    expect(redactUrl('postgres://u:pw@db:5432/x?sslkey=k')).toBe('postgres://db:5432/x');
    expect(redactUrl('not a url with secret')).toBe('not a url with secret');
  });

  it('documents every variable from the schema itself, secrets marked', () => {
    expect(ENV_VARS.map((v) => v.name)).toEqual(Object.keys(EnvSchema.shape));
    for (const v of ENV_VARS) expect(v.description.length, v.name).toBeGreaterThan(10);
    expect(SECRET_ENV_VARS).toEqual(
      expect.arrayContaining([
        'SESSION_SECRET',
        'DATABASE_AUTH_TOKEN',
        'SMTP_URL',
        'MANIFEST_SIGNING_KEY',
        'MAIL_HTTP_API_KEY',
        'SSC_API_KEY',
        'AI_API_KEY',
        'EMBEDDINGS_API_KEY',
      ]),
    );
  });

  it('gives the edge its configuration the same way on both runtimes', () => {
    const config = appConfigOf(
      parseEnv({ PUBLIC_URL: 'https://trust.example.com/', MAX_BODY_BYTES: '2048', AI_API_URL: 'https://ai.example/v1', SSC_API_KEY: 'k' }),
    );
    expect(config).toMatchObject({
      publicUrl: 'https://trust.example.com',
      maxBodyBytes: 2048,
      integrations: { sscApiKey: 'k' },
      search: { dataStore: true, ai: { provider: 'openai', apiUrl: 'https://ai.example/v1', model: 'gpt-4o-mini' } },
    });
  });
});

describe('the Worker', () => {
  const bindings = { DB: {}, FILES: {}, ASSETS: {} } as unknown as WorkerEnv;

  it('reads its variables through the shared schema', () => {
    const deps = depsFromEnv({ ...bindings, SESSION_SECRET: 's'.repeat(40), PUBLIC_URL: 'https://trust.example.com', MAX_BODY_BYTES: '4096' } as WorkerEnv);
    expect(deps.config).toMatchObject({ publicUrl: 'https://trust.example.com', maxBodyBytes: 4096 });
    expect(deps.secrets.sessionSecret).toBe('s'.repeat(40));
  });

  it('refuses a missing secret or an unusable variable with the same sentences', () => {
    expect(() => depsFromEnv({ ...bindings, PUBLIC_URL: 'https://trust.example.com' } as WorkerEnv)).toThrow(
      'SESSION_SECRET is not set: run `wrangler secret put SESSION_SECRET`.',
    );
    expect(() => depsFromEnv({ ...bindings, SESSION_SECRET: 'x', PUBLIC_URL: 'https://t.example', MAX_BODY_BYTES: 'lots' } as WorkerEnv)).toThrow(
      'MAX_BODY_BYTES must be a positive number of bytes, not "lots".',
    );
  });
});

describe('start-up error sentences', () => {
  it('tell a port in use from a privileged port', () => {
    const inUse = Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' });
    expect(portUnavailable(4321, '0.0.0.0', inUse).message).toBe(
      'Port 4321 is already in use (another Glasshouse or another server listens on it): stop that server, or start on a free port with PORT=<port>.',
    );
    const denied = Object.assign(new Error('listen EACCES'), { code: 'EACCES' });
    expect(portUnavailable(80, '127.0.0.1', denied).message).toBe(
      'Port 127.0.0.1:80 needs privileges this user does not have (EACCES): start on a port above 1023 with PORT=<port>.',
    );
  });

  it("give a database error's causes without drizzle's query text", () => {
    const error = new Error('Failed query: CREATE TABLE x\nparams: ', {
      cause: new TypeError('fetch failed', { cause: new Error('getaddrinfo ENOTFOUND db.example') }),
    });
    expect(causeChain(error)).toBe('fetch failed: getaddrinfo ENOTFOUND db.example');
  });

  it('tell a build the machine broke from one the draft broke', () => {
    expect(isEnvironmentalBuildFailure('Site build failed: astro build exited with code 1.\nNode.js v20.20.2 is not supported by Astro!')).toBe(true);
    expect(isEnvironmentalBuildFailure('The build was interrupted: the server stopped before it finished.')).toBe(true);
    expect(isEnvironmentalBuildFailure('ENOSPC: no space left on device, write')).toBe(true);
    expect(isEnvironmentalBuildFailure('Site build failed: astro build was killed by SIGKILL.')).toBe(true);
    expect(isEnvironmentalBuildFailure('The snapshot /x/snapshot.json is not valid:\n✖ items.0.title: Required')).toBe(false);
    expect(isEnvironmentalBuildFailure(null)).toBe(false);
  });
});
