/**
 * What the `glasshouse` commands share: opening the data folder (configuration, database, file store) and
 * publishing. The command shape, output and errors are in `types.ts`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Client } from '@libsql/client';
import { createDiskBlobStore, type DiskBlobStore } from '../../edge/blobs/disk.ts';
import { openLibsqlClient } from '../../edge/db/client.ts';
import { migrateLibsql } from '../../edge/db/migrate.ts';
import type { Db } from '../../edge/db/types.ts';
import { deployHookOf, loadNodeConfig, type NodeConfig } from '../../edge/node/config.ts';
import { databaseUnavailable } from '../../edge/node/startup-errors.ts';
import { createNodePublisher, type NodePublisher, type PublishStep } from '../../edge/node/publisher.ts';
import type { PhaseStep, Progress } from '../lib/progress.ts';
import { getRevision, type Revision } from '../../edge/services/revisions/read-revision.ts';
import { createConfig } from '../../edge/deps.ts';
import type { Mailer } from '../../edge/mail/types.ts';

export { CliError, UsageError, errorText, type CommandInput, type CommandRun, type Env, type Io } from './types.ts';
import type { CommandInput, Env } from './types.ts';

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
 * @throws ConfigError for an unusable variable, a data folder that cannot be written, or a database that cannot be
 * opened or reached (with the underlying cause).
 */
export async function openContext(
  env: Env,
  { migrate = true, config = loadNodeConfig(env) }: { migrate?: boolean; config?: NodeConfig } = {},
): Promise<CliContext> {
  if (migrate) {
    try {
      await migrateLibsql(config.databaseUrl, config.databaseAuthToken);
    } catch (error) {
      throw databaseUnavailable(config.databaseUrl, error);
    }
  }
  const { db, client } = openLibsqlClient(config.databaseUrl, config.databaseAuthToken);
  return { config, db, client, blobs: createDiskBlobStore(blobDirOf(config.dataDir)), close: () => client.close() };
}

/** Counts the pages a site build reports (Astro prints one line per page written). */
export function pageCounter(): { count: number; see(line: string): void } {
  const counter = {
    count: 0,
    see(line: string) {
      if (/\.html\b/.test(line) && /[├└]─|▶/.test(line)) counter.count++;
    },
  };
  return counter;
}

/**
 * A publisher over the context. Build output goes to `progress` (above the live line) only with `verbose`; the
 * publisher's own events are left to the command, which shows phases instead.
 */
export function cliPublisher(ctx: CliContext, progress: Progress, { verbose = false, pages = pageCounter() } = {}): NodePublisher {
  const { config } = ctx;
  const log = verbose ? (...args: unknown[]) => progress.info(args.map(String).join(' ')) : () => {};
  // A revision published from the command line sends the emails of the updates it shows, like the server does;
  // the mailer (nodemailer) loads only when there is one to send.
  const mail: Mailer = {
    async send(message) {
      const { createNodeMailer } = await import('../../edge/mail/node.ts');
      return createNodeMailer({ outboxDir: config.outboxDir, smtpUrl: config.smtpUrl, from: config.mailFrom, log }).send(message);
    },
  };
  return createNodePublisher({
    db: ctx.db,
    dataDir: ctx.config.dataDir,
    mail: {
      mail,
      config: createConfig({ publicUrl: config.publicUrl, defaultOrgSlug: config.defaultOrg }),
      secrets: { sessionSecret: config.sessionSecret },
      now: Date.now,
      log,
    },
    blobs: ctx.blobs,
    deployHook: deployHookOf(ctx.config),
    embeddings: ctx.config.search?.embeddings,
    publicUrl: ctx.config.publicUrl,
    log: verbose ? (...args) => progress.info(args.map(String).join(' ')) : () => {},
    buildLog: (line) => {
      pages.see(line);
      if (verbose) progress.info(line);
    },
  });
}

const STEP_TITLES: Record<PublishStep, string> = {
  freeze: 'Freezing the draft',
  build: 'Building the site',
  index: 'Indexing for search',
  swap: 'Making it live',
  waiting: 'Calling the deploy hook',
  deploying: 'Deploying',
};

/**
 * Publishes (the draft, or revision `rollbackOf` again) and follows the build phase by phase (the publisher's
 * status: build → index → swap, or deploy) until it is done.
 * @returns the revision: live or failed, or still building when a deploy hook's CI workflow builds it.
 */
export async function publishAndWait(
  ctx: CliContext,
  publisher: NodePublisher,
  orgId: string,
  { progress, pages = pageCounter(), rollbackOf }: { progress: Progress; pages?: { count: number }; rollbackOf?: number },
): Promise<Revision> {
  const { revision } = await progress.phase(rollbackOf === undefined ? STEP_TITLES.freeze : `Freezing revision ${rollbackOf} again`, async (step) => {
    const frozen = rollbackOf === undefined ? await publisher.publish(orgId, CLI_AUTHOR) : await publisher.rollback(orgId, rollbackOf, CLI_AUTHOR);
    step.detail(`revision ${frozen.revision}`);
    return frozen;
  });
  const phases = progress.sequence();
  let idle = false;
  const finished = publisher.waitForIdle(orgId).then(() => {
    idle = true;
  });
  let shown: PublishStep | undefined;
  let current: PhaseStep | undefined;
  while (!idle) {
    const status = await publisher.status(orgId);
    if (status.state === 'building' && status.step && status.step !== shown && status.step !== 'freeze') {
      shown = status.step;
      current = phases.enter(STEP_TITLES[shown]);
    }
    if (shown === 'build' && pages.count > 0) current?.update(pages.count, undefined, 'pages');
    await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, 100))]);
  }
  const result = (await getRevision({ db: ctx.db, orgId, number: revision }))!;
  phases.end(result.status !== 'failed');
  return result;
}

/** A string option's value, or undefined. */
export function stringOption(values: CommandInput['values'], name: string): string | undefined {
  const value = values[name];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}
