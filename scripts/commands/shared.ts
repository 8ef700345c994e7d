/**
 * What every `glasshouse` command shares: the command shape, output, user-facing errors, and opening the data
 * folder (configuration, database, file store).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Client } from '@libsql/client';
import { ZodError } from 'zod';
import { createDiskBlobStore, type DiskBlobStore } from '../../edge/blobs/disk.ts';
import { openLibsqlClient } from '../../edge/db/client.ts';
import { migrateLibsql } from '../../edge/db/migrate.ts';
import type { Db } from '../../edge/db/types.ts';
import { isAppError } from '../../edge/errors.ts';
import { loadNodeConfig, type NodeConfig } from '../../edge/node/config.ts';
import { createNodePublisher, type NodePublisher } from '../../edge/node/publisher.ts';
import { ContentDirError } from '../../edge/services/content-io.ts';
import { getRevision, type Revision } from '../../edge/services/revisions.ts';

export type Env = Record<string, string | undefined>;

/** Where a command prints. */
export interface Io {
  out(line: string): void;
  err(line: string): void;
}

export type OptionSpec = Record<string, { type: 'string' | 'boolean'; short?: string }>;

export interface CommandInput {
  positionals: string[];
  values: Record<string, string | boolean | undefined>;
  env: Env;
  io: Io;
}

export interface Command {
  name: string;
  /** One line for the command list. */
  summary: string;
  /** Usage line and option help for `glasshouse <command> --help`. */
  help: string;
  options?: OptionSpec;
  run(input: CommandInput): Promise<void>;
}

/** A failure to report as `Error: <message>` (exit code 1), without a stack trace. */
export class CliError extends Error {
  override name = 'CliError';
}

/** The text to show for any error a command throws. */
export function errorText(error: unknown): string {
  if (error instanceof CliError || error instanceof ContentDirError) return error.message;
  if (isAppError(error)) return error.message;
  if (error instanceof ZodError) return error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('\n');
  // Unexpected errors: the message, or the whole stack with GLASSHOUSE_DEBUG=1.
  if (error instanceof Error) return process.env.GLASSHOUSE_DEBUG ? (error.stack ?? error.message) : error.message;
  return String(error);
}

/** The repository root (where `content/demo` lives), whatever the working directory. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DEMO_DIR = path.join(REPO_ROOT, 'content', 'demo');

/** Who the CLI records as author of drafts and revisions. */
export const CLI_AUTHOR = 'cli';

export interface CliContext {
  config: NodeConfig;
  db: Db;
  client: Client;
  blobs: DiskBlobStore;
  close(): void;
}

/** Where uploaded documents and assets are kept in the embedded default. */
export function blobDirOf(dataDir: string): string {
  return path.join(dataDir, 'files');
}

/**
 * Loads the configuration, applies pending migrations (idempotent) and opens the database and file store.
 * Close it when done.
 */
export async function openContext(env: Env, { migrate = true } = {}): Promise<CliContext> {
  const config = loadNodeConfig(env);
  if (migrate) await migrateLibsql(config.databaseUrl, config.databaseAuthToken);
  const { db, client } = openLibsqlClient(config.databaseUrl, config.databaseAuthToken);
  return { config, db, client, blobs: createDiskBlobStore(blobDirOf(config.dataDir)), close: () => client.close() };
}

/** A publisher over the context; build output goes to `io` only when `verbose`. */
export function cliPublisher(ctx: CliContext, io: Io, verbose = false): NodePublisher {
  return createNodePublisher({
    db: ctx.db,
    dataDir: ctx.config.dataDir,
    blobs: ctx.blobs,
    deployHook: ctx.config.deployHook,
    embeddings: ctx.config.search?.embeddings,
    publicUrl: ctx.config.publicUrl,
    // The command prints the outcome itself; the publisher's own events only with --verbose.
    log: verbose ? (...args) => io.out(args.map(String).join(' ')) : () => {},
    buildLog: verbose ? (line) => io.out(line) : () => {},
  });
}

/**
 * Publishes (the draft, or revision `rollbackOf` again) and waits for the build.
 * @returns the revision, live or failed.
 */
export async function publishAndWait(
  ctx: CliContext,
  publisher: NodePublisher,
  orgId: string,
  rollbackOf?: number,
): Promise<Revision> {
  const { revision } = rollbackOf === undefined ? await publisher.publish(orgId, CLI_AUTHOR) : await publisher.rollback(orgId, rollbackOf, CLI_AUTHOR);
  await publisher.waitForIdle(orgId);
  return (await getRevision({ db: ctx.db, orgId, number: revision }))!;
}

/** A string option's value, or undefined. */
export function stringOption(values: CommandInput['values'], name: string): string | undefined {
  const value = values[name];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}
