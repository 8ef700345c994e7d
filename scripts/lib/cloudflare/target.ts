/**
 * Where `glasshouse cloudflare push` / `add-staff` write: the deployment's D1 database and R2 bucket, named in
 * wrangler.toml (bindings `DB` and `FILES`).
 *
 * - `--remote`: Cloudflare's own, through the wrangler CLI (`wrangler d1 execute --remote --file`, `wrangler r2
 *   bulk put --remote`), with the account `wrangler login` (or CLOUDFLARE_API_TOKEN) gives.
 * - `--local`: the emulation `wrangler dev` uses (its `.wrangler/state`, or `--persist-to`), opened in this process
 *   through wrangler's platform proxy — the same SQL, without a wrangler process per step.
 *
 * Statements are plain SQL text (values as literals), identical for both, and each is kept under D1's 100 KB
 * statement limit by the caller.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CliError } from '../../commands/types.ts';

export type Row = Record<string, unknown>;

export interface CloudflareTarget {
  /** `local (…/state)` or `remote`, for messages. */
  readonly label: string;
  readonly remote: boolean;
  /** Runs read-only statements; one result list per statement. */
  query(statements: string[]): Promise<Row[][]>;
  /** Runs statements in order (a script; on D1 remote an import). */
  execute(statements: string[]): Promise<void>;
  /** Stores blobs in the R2 bucket. */
  putObjects(objects: { key: string; file: string; contentType?: string }[]): Promise<void>;
  /** Applies the migrations D1 lacks (wrangler's bookkeeping: table `d1_migrations`); returns their names. */
  migrate(): Promise<string[]>;
  close(): Promise<void>;
}

export interface TargetOptions {
  remote: boolean;
  /** The repository (wrangler.toml's folder). */
  root: string;
  /** `--persist-to`: the local state folder `wrangler dev --persist-to` uses (default `.wrangler/state`). */
  persistTo?: string;
  /** Environment of wrangler child processes. */
  env?: Record<string, string | undefined>;
  log?: (line: string) => void;
}

/** The D1 database and R2 bucket wrangler.toml binds as `DB` and `FILES`. */
export async function wranglerResources(root: string): Promise<{ database: string; bucket: string; publicUrl?: string }> {
  const { unstable_readConfig } = await import('wrangler');
  const config = unstable_readConfig({ config: path.join(root, 'wrangler.toml') });
  const database = config.d1_databases.find((d: { binding: string }) => d.binding === 'DB');
  const bucket = config.r2_buckets.find((b: { binding: string }) => b.binding === 'FILES');
  if (!database?.database_name || !bucket?.bucket_name) throw new CliError('wrangler.toml must bind a D1 database as DB and an R2 bucket as FILES.');
  const publicUrl = typeof config.vars?.PUBLIC_URL === 'string' ? config.vars.PUBLIC_URL : undefined;
  return { database: database.database_name, bucket: bucket.bucket_name, publicUrl };
}

export async function openTarget(options: TargetOptions): Promise<CloudflareTarget> {
  return options.remote ? remoteTarget(options) : localTarget(options);
}

async function localTarget({ root, persistTo }: TargetOptions): Promise<CloudflareTarget> {
  const { getPlatformProxy } = await import('wrangler');
  // `wrangler dev --persist-to X` keeps its state in X/v3; the platform proxy takes that folder itself.
  const persist = persistTo ? { path: path.join(path.resolve(persistTo), 'v3') } : true;
  const proxy = await getPlatformProxy<{ DB: D1Database; FILES: R2Bucket }>({
    configPath: path.join(root, 'wrangler.toml'),
    persist,
    envFiles: [],
    remoteBindings: false,
  });
  const { DB: db, FILES: bucket } = proxy.env;
  const { readFile } = await import('node:fs/promises');
  return {
    label: `local (${persistTo ? path.resolve(persistTo) : path.join(root, '.wrangler', 'state')})`,
    remote: false,
    async query(statements) {
      const results: Row[][] = [];
      for (const sql of statements) results.push((await db.prepare(sql).all<Row>()).results);
      return results;
    },
    async execute(statements) {
      // Batches run as one transaction each; a few hundred statements a batch keeps each request small.
      for (let i = 0; i < statements.length; i += 200) await db.batch(statements.slice(i, i + 200).map((sql) => db.prepare(sql)));
    },
    async putObjects(objects) {
      for (const object of objects) {
        const bytes = await readFile(object.file);
        await bucket.put(object.key, bytes, object.contentType ? { httpMetadata: { contentType: object.contentType } } : undefined);
      }
    },
    async migrate() {
      // What `wrangler d1 migrations apply --local` does, in this process: the same table, the same rows.
      const { unstable_splitSqlQuery } = await import('wrangler');
      const dir = path.join(root, 'edge', 'db', 'migrations');
      await db.exec(MIGRATIONS_TABLE.replace(/\s+/g, ' '));
      const applied = new Set((await db.prepare('SELECT name FROM d1_migrations').all<{ name: string }>()).results.map((r) => r.name));
      const pending = readdirSync(dir)
        .filter((name) => name.endsWith('.sql') && !applied.has(name))
        .sort();
      for (const name of pending) {
        const statements = unstable_splitSqlQuery(readFileSync(path.join(dir, name), 'utf8')).filter((s: string) => s.trim());
        await db.batch([...statements.map((sql: string) => db.prepare(sql)), db.prepare('INSERT INTO d1_migrations (name) VALUES (?)').bind(name)]);
      }
      return pending;
    },
    close: () => proxy.dispose(),
  };
}

/** wrangler's migrations table (`getCreateMigrationsTableQuery` in wrangler). */
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS d1_migrations(
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  name       TEXT UNIQUE,
  applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);`;

async function remoteTarget({ root, env = process.env, log = () => {} }: TargetOptions): Promise<CloudflareTarget> {
  const { database, bucket } = await wranglerResources(root);
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'glasshouse-cloudflare-'));
  const run = (args: string[]) => runWrangler(root, args, env);
  return {
    label: `remote (D1 ${database}, R2 ${bucket})`,
    remote: true,
    async query(statements) {
      const output = await run(['d1', 'execute', database, '--remote', '--json', '--command', statements.join(';\n')]);
      const parsed = parseJsonOutput(output) as { results?: Row[] }[];
      return parsed.map((entry) => entry.results ?? []);
    },
    async execute(statements) {
      if (statements.length === 0) return;
      const file = path.join(scratch, `statements-${Date.now()}.sql`);
      writeFileSync(file, `${statements.join(';\n')};\n`);
      log(`Running ${statements.length} statements on D1 ${database}…`);
      await run(['d1', 'execute', database, '--remote', '--yes', '--file', file]);
    },
    async putObjects(objects) {
      // `wrangler r2 bulk put` takes one content type for all its objects: one call per content type.
      const byType = new Map<string, { key: string; file: string }[]>();
      for (const { key, file, contentType = '' } of objects) byType.set(contentType, [...(byType.get(contentType) ?? []), { key, file }]);
      for (const [contentType, entries] of byType) {
        const list = path.join(scratch, `objects-${byType.size}-${Date.now()}.json`);
        writeFileSync(list, JSON.stringify(entries));
        log(`Uploading ${entries.length} object(s)${contentType ? ` of type ${contentType}` : ''} to R2 ${bucket}…`);
        await run(['r2', 'bulk', 'put', bucket, '--remote', '--force', '--filename', list, ...(contentType ? ['--content-type', contentType] : [])]);
      }
    },
    async migrate() {
      const output = await run(['d1', 'migrations', 'apply', database, '--remote']);
      return [...output.matchAll(/(\d{4}_[\w-]+\.sql)/g)].map((m) => m[1]!).filter((name, i, all) => all.indexOf(name) === i);
    },
    async close() {
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** The environment of a child process: `env` with `extra` (the types of `process.env` need not apply). */
export function childEnv(env: Record<string, string | undefined>, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...env, ...extra } as unknown as NodeJS.ProcessEnv;
}

/** The wrangler of this repository (node_modules/.bin). */
export function wranglerBin(root: string): string {
  return path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'wrangler.cmd' : 'wrangler');
}

/** Runs a wrangler command; resolves with its standard output, or fails with its output when it fails. */
export function runWrangler(root: string, args: string[], env: Record<string, string | undefined> = process.env): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(wranglerBin(root), args, {
      cwd: root,
      env: childEnv(env, { WRANGLER_SEND_METRICS: 'false', NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0', CI: env.CI ?? 'true' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('error', (error) => reject(new CliError(`Could not run wrangler: ${error.message}`)));
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else
        reject(
          new CliError(`wrangler ${args.slice(0, 3).join(' ')} failed (exit code ${code}):\n${(stderr || stdout).trim().split('\n').slice(-15).join('\n')}`),
        );
    });
  });
}

/** The JSON wrangler printed with `--json` (anything before it, such as a banner, skipped). */
function parseJsonOutput(output: string): unknown {
  const start = output.search(/^\s*[[{]/m);
  try {
    return JSON.parse(start >= 0 ? output.slice(start) : output);
  } catch {
    throw new CliError(`wrangler did not answer JSON:\n${output.slice(0, 500)}`);
  }
}
