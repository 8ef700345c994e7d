import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENV_VARS, envVarsMarkdown, loadNodeConfig, onPort } from '../../edge/node/config.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'glasshouse-config-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('loadNodeConfig', () => {
  it('fills in the defaults from the data folder and port', () => {
    const dataDir = path.join(dir, 'data');
    const config = loadNodeConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 4321,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: `file:${path.join(dataDir, 'glasshouse.db')}`,
      publicUrl: 'http://localhost:4321',
      outboxDir: path.join(dataDir, 'outbox'),
    });
    for (const key of ['databaseAuthToken', 'smtpUrl', 'mailFrom', 'fallbackRoute', 'defaultOrg', 'deployHook', 'deploySecret', 'demoDir'])
      expect(config).not.toHaveProperty(key);
    expect(loadNodeConfig({ DATA_DIR: dataDir, PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('PORT=0: the port chosen at start gives the default address; a PUBLIC_URL stays as set', () => {
    const dataDir = path.join(dir, 'any-port');
    const anyPort = loadNodeConfig({ DATA_DIR: dataDir, PORT: '0' });
    expect(anyPort.publicUrl).toBe('http://localhost:0');
    expect(onPort(anyPort, 40123)).toEqual({ ...anyPort, port: 40123, publicUrl: 'http://localhost:40123' });
    const env = { DATA_DIR: dataDir, PORT: '0', PUBLIC_URL: 'https://trust.example.com' };
    const addressed = loadNodeConfig(env);
    expect(onPort(addressed, 40123)).toEqual({ ...addressed, port: 40123, publicUrl: 'https://trust.example.com' });
    // A port given stays the same configuration.
    expect(onPort(addressed, 0)).toBe(addressed);
  });

  it('reads every variable', () => {
    const config = loadNodeConfig({
      PORT: '5000',
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DATABASE_URL: 'libsql://db.example',
      DATABASE_AUTH_TOKEN: 'tok',
      PUBLIC_URL: 'https://trust.example.com/',
      OUTBOX_DIR: path.join(dir, 'mail'),
      SMTP_URL: 'smtp://mail.example:587',
      MAIL_FROM: 'Trust <trust@example.com>',
      FALLBACK_ROUTE: '/hello',
      DEFAULT_ORG: 'acme',
      GLASSHOUSE_DEPLOY_HOOK: 'https://ci.example/hook',
      GLASSHOUSE_DEPLOY_SECRET: 'deploy-secret',
      GLASSHOUSE_DEPLOY_TOKEN: 'ghp_x',
      GLASSHOUSE_DEPLOY_REF: 'production',
      SESSION_SECRET: 'from-env',
      SEARCH_DATA_STORE: 'off',
      AI_API_URL: 'https://ai.example/v1',
      AI_API_KEY: 'ai-key',
      AI_MODEL: 'small-model',
      GLASSHOUSE_DEMO_DIR: path.join(dir, 'planted-demo'),
    });
    expect(config).toEqual({
      port: 5000,
      host: '127.0.0.1',
      dataDir: dir,
      databaseUrl: 'libsql://db.example',
      databaseAuthToken: 'tok',
      publicUrl: 'https://trust.example.com',
      outboxDir: path.join(dir, 'mail'),
      smtpUrl: 'smtp://mail.example:587',
      mailFrom: 'Trust <trust@example.com>',
      fallbackRoute: '/hello',
      defaultOrg: 'acme',
      deployHook: 'https://ci.example/hook',
      deploySecret: 'deploy-secret',
      deployToken: 'ghp_x',
      deployRef: 'production',
      sessionSecret: 'from-env',
      search: { dataStore: false, ai: { provider: 'openai', apiUrl: 'https://ai.example/v1', apiKey: 'ai-key', model: 'small-model' } },
      logFormat: 'pretty',
      logLevel: 'info',
      demoDir: path.join(dir, 'planted-demo'),
    });
    // Without them: the server index on, the built-in answerer.
    expect(loadNodeConfig({ DATA_DIR: dir, SESSION_SECRET: 'x' }).search).toEqual({ dataStore: true, ai: { provider: 'extractive' } });
  });

  it('generates the session secret once (mode 0600) and reads it back afterwards', () => {
    const first = loadNodeConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dir, 'session-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadNodeConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
  });

  it('refuses a port that is not a number', () => {
    expect(() => loadNodeConfig({ DATA_DIR: dir, PORT: 'http' })).toThrow('PORT must be a port number, not "http".');
  });

  it('refuses a deploy hook without the secret that signs it', () => {
    expect(() => loadNodeConfig({ DATA_DIR: dir, SESSION_SECRET: 'x', GLASSHOUSE_DEPLOY_HOOK: 'https://ci.example/hook' })).toThrow(
      'GLASSHOUSE_DEPLOY_HOOK is set but GLASSHOUSE_DEPLOY_SECRET is not',
    );
  });

  it('documents every variable it reads', () => {
    const names = ENV_VARS.map((v) => v.name);
    for (const name of [
      'PORT',
      'HOST',
      'DATA_DIR',
      'DATABASE_URL',
      'DATABASE_AUTH_TOKEN',
      'PUBLIC_URL',
      'OUTBOX_DIR',
      'SMTP_URL',
      'MAIL_FROM',
      'FALLBACK_ROUTE',
      'DEFAULT_ORG',
      'GLASSHOUSE_DEPLOY_HOOK',
      'GLASSHOUSE_DEPLOY_SECRET',
      'GLASSHOUSE_DEPLOY_TOKEN',
      'GLASSHOUSE_DEPLOY_REF',
      'SESSION_SECRET',
    ]) {
      expect(names).toContain(name);
    }
    expect(envVarsMarkdown().split('\n')).toHaveLength(ENV_VARS.length + 2);
  });
});
