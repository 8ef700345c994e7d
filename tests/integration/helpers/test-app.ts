/**
 * A real edge app over a fresh, migrated libSQL file database, for integration tests: send `Request`s through
 * `app.fetch` and inspect the database and the captured mail.
 *
 *   const t = await makeTestApp();
 *   const res = await t.app.fetch(t.request('POST', `/api/share/${t.org.id}/subscribe`, { email: 'a@b.co' }));
 *   expect(t.outbox).toHaveLength(1);
 *   await t.close();
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from '@libsql/client';
import { openLibsqlClient } from '../../../edge/db/client.ts';
import { migrateLibsql } from '../../../edge/db/migrate.ts';
import { organizations, type Organization } from '../../../edge/db/schema.ts';
import type { Db } from '../../../edge/db/types.ts';
import { createConfig, type AppConfig, type AppDeps, type Publisher } from '../../../edge/deps.ts';
import { createMemoryMailer } from '../../../edge/mail/memory.ts';
import type { MailMessage } from '../../../edge/mail/types.ts';
import { createApp, type App } from '../../../edge/router.ts';
import { checkResponse } from './contract-check.ts';

export const TEST_SESSION_SECRET = 'test-session-secret-that-is-long-enough-0123456789';
export const TEST_PUBLIC_URL = 'http://portal.test';

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  publisher?: Publisher;
  /** Start time of the test clock (ms); default 2026-01-15T12:00:00Z. */
  startAt?: number;
  /** Create an organisation (default `{ id: 'org_acme', slug: 'acme', name: 'Acme' }`); `false` for none. */
  org?: Partial<Organization> | false;
}

export interface TestApp {
  app: App;
  deps: AppDeps;
  db: Db;
  client: Client;
  /** Every email the app sent, in order. */
  outbox: MailMessage[];
  /** Everything passed to `deps.log`. */
  logs: unknown[][];
  /** Temporary folder holding the database; removed by `close()`. */
  dir: string;
  /** The organisation created for the test, if any. */
  org: Organization;
  /** Moves the test clock (`deps.now()`) forward. */
  advance(ms: number): void;
  /**
   * A `Request` to the public URL; objects are sent as JSON, strings as they are. Like a browser on the portal, it
   * sends `Origin: <public URL>` unless `headers` names another origin (or `origin: null` for none): the edge
   * refuses cross-site writes (`middleware/csrf.ts`).
   */
  request(method: string, path: string, body?: unknown, headers?: Record<string, string | null>): Request;
  close(): Promise<void>;
}

export const DEFAULT_TEST_ORG = { id: 'org_acme', slug: 'acme', name: 'Acme' } as const;

export async function makeTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'glasshouse-edge-'));
  const url = `file:${join(dir, 'test.db')}`;
  await migrateLibsql(url);
  const { db, client } = openLibsqlClient(url);

  let clock = options.startAt ?? Date.UTC(2026, 0, 15, 12, 0, 0);
  const outbox: MailMessage[] = [];
  const logs: unknown[][] = [];
  const deps: AppDeps = {
    db,
    mail: createMemoryMailer(outbox),
    config: createConfig({ publicUrl: TEST_PUBLIC_URL, ...options.config }),
    secrets: { sessionSecret: TEST_SESSION_SECRET },
    publisher: options.publisher,
    now: () => clock,
    log: (...args) => {
      logs.push(args);
    },
  };

  let org = undefined as unknown as Organization;
  if (options.org !== false) {
    const values = { ...DEFAULT_TEST_ORG, customDomains: [], createdAt: clock, ...options.org };
    [org] = await db.insert(organizations).values(values).returning();
  }

  // Every response is checked against its route's contract in the API reference.
  const real = createApp(deps);
  const app: App = {
    async fetch(request, scope) {
      const response = await real.fetch(request, scope);
      await checkResponse(request, response);
      return response;
    },
  };

  return {
    app,
    deps,
    db,
    client,
    outbox,
    logs,
    dir,
    org,
    advance(ms) {
      clock += ms;
    },
    request(method, path, body, headers = {}) {
      const sent: Record<string, string> = { origin: TEST_PUBLIC_URL };
      for (const [name, value] of Object.entries(headers)) {
        if (value === null) delete sent[name.toLowerCase()];
        else sent[name.toLowerCase()] = value;
      }
      const init: RequestInit = { method, headers: sent };
      if (body !== undefined) {
        init.body = typeof body === 'string' ? body : JSON.stringify(body);
        if (typeof body !== 'string') (init.headers as Record<string, string>)['content-type'] = 'application/json';
      }
      return new Request(new URL(path, TEST_PUBLIC_URL), init);
    },
    async close() {
      client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A response's JSON body, loosely typed for assertions. */
// biome-ignore lint/suspicious/noExplicitAny: a body under test: its shape is what the assertions check, at hundreds of call sites
export async function jsonOf(response: Response): Promise<any> {
  return response.json();
}
