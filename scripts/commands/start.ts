/**
 * `glasshouse start` — the embedded default (`npm start`): one Node process serving the portal and the API.
 *
 * 1. migrate the database once;
 * 2. seed the demo organisation when there is no organisation at all;
 * 3. make sure every organisation has a live site folder: rebuild the live revision when its folder is gone,
 *    or publish the draft when nothing was ever published (skipped in deploy-hook mode);
 * 4. start the server with the outbox mailer (plus SMTP when SMTP_URL is set), the Node publisher, and
 *    `siteDirFor` pointing at each organisation's `current` build.
 */
import { and, asc, eq } from 'drizzle-orm';
import { staffUsers } from '../../edge/db/schema.ts';
import { createConfig, type AppDeps, type LogFn } from '../../edge/deps.ts';
import { createNodeMailer } from '../../edge/mail/node.ts';
import { deployHookOf } from '../../edge/node/config.ts';
import { createNodePublisher, liveSiteDir, sitesRootOf, type NodePublisher } from '../../edge/node/publisher.ts';
import { startNodeServer } from '../../edge/node/server.ts';
import { ensureWritableDir, loadNodeConfig, onPort } from '../../edge/node/config.ts';
import { checkPortFree, isEnvironmentalBuildFailure } from '../../edge/node/startup-errors.ts';
import { createNodeLogger } from '../../edge/node/logger.ts';
import { nodeLogScope } from '../../edge/node/log-scope.ts';
import { getOrganizationBySlug, type Organization } from '../../edge/services/organizations/get-organization.ts';
import { listOrganizations } from '../../edge/services/organizations/list-organizations.ts';
import { latestRevision, liveRevision } from '../../edge/services/revisions/read-revision.ts';
import { currentSiteDir, prepareSiteBuilds } from '../../edge/node/site-build/build-site.ts';
import { seedDemo } from './content.ts';
import { runScheduledTasks } from '../../edge/services/system/run-scheduled-tasks.ts';
import { CLI_AUTHOR, openContext, type CliContext, type CommandInput, type Io } from './shared.ts';

/** How often the server runs its scheduled tasks (expiry reminders, unfinished questionnaire drafting). */
const SCHEDULE_INTERVAL_MS = 10 * 60 * 1000;

/** The address shown in the sign-in hint when the organisation has no admin yet. */
const DEFAULT_ADMIN_EMAIL = 'admin@example.com';

/** Builds what is missing so each organisation has a live site; failures are logged, not fatal. */
async function ensureLiveSites(ctx: CliContext, publisher: NodePublisher, log: LogFn): Promise<void> {
  for (const org of await listOrganizations({ db: ctx.db })) {
    if (liveSiteDir(ctx.config.dataDir, org.slug)) continue;
    try {
      if (await liveRevision({ db: ctx.db, orgId: org.id })) {
        await publisher.restoreLive(org.id);
        continue;
      }
      const latest = await latestRevision({ db: ctx.db, orgId: org.id });
      if (latest?.status === 'failed') {
        if (!isEnvironmentalBuildFailure(latest.error)) {
          log(`${org.slug} has no live site: revision ${latest.number} failed (${latest.error}). Fix the draft and publish.`);
          continue;
        }
        // The machine, not the draft, made it fail (an unsupported Node.js, a full disk, an interrupted build …):
        // this start may well succeed, so build the same revision again.
        log(`${org.slug} has no live site: revision ${latest.number} failed for a reason outside the draft (${latest.error}); building it again…`);
        const retried = await publisher.retryFailed(org.id);
        if (retried?.status === 'failed') log(`${org.slug} has no live site: revision ${retried.revision} failed again; see the error above.`);
        continue;
      }
      log(`${org.slug} has never been published; publishing the draft…`);
      await publisher.publish(org.id, CLI_AUTHOR);
      await publisher.waitForIdle(org.id);
    } catch (error) {
      log(`Could not build the site of ${org.slug}:`, error instanceof Error ? error : new Error(String(error)));
    }
  }
}

async function adminEmailOf(ctx: CliContext, org: Organization | undefined): Promise<string> {
  if (!org) return DEFAULT_ADMIN_EMAIL;
  const [admin] = await ctx.db
    .select({ email: staffUsers.email })
    .from(staffUsers)
    .where(and(eq(staffUsers.orgId, org.id), eq(staffUsers.role, 'admin')))
    .orderBy(asc(staffUsers.createdAt), asc(staffUsers.email))
    .limit(1);
  return admin?.email ?? DEFAULT_ADMIN_EMAIL;
}

/** `glasshouse start` */
export async function runStart({ env, io, values }: CommandInput): Promise<void> {
  process.env.ASTRO_TELEMETRY_DISABLED ??= '1';
  const loaded = loadNodeConfig(env);
  // Problems the server would only meet at the end are found before the migrations and builds; PORT=0 gets its
  // port now, for the addresses the site and the emails are built with.
  const nodeConfig = onPort(loaded, await checkPortFree(loaded.port, loaded.host));
  ensureWritableDir(nodeConfig.outboxDir, 'OUTBOX_DIR', 'The outbox folder');
  const ctx = await openContext(env, { config: nodeConfig });
  // Warnings and errors on stderr, the rest on stdout; JSON lines with LOG_FORMAT=json.
  const log = createNodeLogger(nodeConfig, (line, level) => (level === 'warn' || level === 'error' ? io.err(line) : io.out(line)));
  // What the server prints goes through the logger too, so LOG_FORMAT=json gives JSON lines only.
  const logged: Io = { out: (line) => log.info(line), err: (line) => log.error(line) };
  const { config } = ctx;
  // Messages are composed off the thread that answers requests (nodemailer takes about a millisecond of CPU each).
  const mail = createNodeMailer({ outboxDir: config.outboxDir, smtpUrl: config.smtpUrl, from: config.mailFrom, log, thread: true });
  const appConfig = createConfig({
    publicUrl: config.publicUrl,
    fallbackRoute: config.fallbackRoute,
    defaultOrgSlug: config.defaultOrg,
    maxBodyBytes: config.maxBodyBytes,
    integrations: config.integrations,
    search: config.search,
    limits: config.limits,
    trustedProxies: config.trustedProxies,
  });
  const secrets = { sessionSecret: config.sessionSecret, deploySecret: config.deploySecret };
  const publisher = createNodePublisher({
    db: ctx.db,
    dataDir: config.dataDir,
    // A revision that goes live sends the emails of the updates it shows.
    mail: { mail, config: appConfig, secrets, now: Date.now, log },
    blobs: ctx.blobs,
    deployHook: deployHookOf(config),
    embeddings: config.search?.embeddings,
    publicUrl: config.publicUrl,
    log,
    buildLog: values.verbose === true ? (line) => log.info(line) : () => {},
  });
  const interrupted = await publisher.recoverInterrupted();
  if (interrupted) log(`Marked ${interrupted} interrupted build(s) as failed.`);

  if ((await listOrganizations({ db: ctx.db })).length === 0) {
    log('No organisation yet: importing the demo organisation.');
    await seedDemo(ctx, logged, values.verbose === true).catch((error: unknown) => log('Seeding the demo failed:', error as Error));
  }
  if (!config.deployHook) await ensureLiveSites(ctx, publisher, log);
  // Publishing from the admin starts rendering at once: the code is bundled and a renderer waits (in the background).
  const siteBuilds = config.deployHook ? null : prepareSiteBuilds({ log: values.verbose === true ? (line) => log.info(line) : () => {} });

  const deps: AppDeps & { blobs: typeof ctx.blobs } = {
    db: ctx.db,
    mail,
    config: appConfig,
    secrets,
    publisher,
    blobs: ctx.blobs,
    now: Date.now,
    log,
    logScope: nodeLogScope,
  };
  const sitesRoot = sitesRootOf(config.dataDir);
  const server = await startNodeServer({ port: config.port, host: config.host, deps, siteDirFor: (slug) => currentSiteDir(sitesRoot, slug) });

  // Scheduled work (expiry reminders, questionnaire drafting a restart interrupted): now, then every few minutes.
  const runScheduled = () => void runScheduledTasks(deps).catch((error: unknown) => log('Scheduled tasks failed:', error as Error));
  runScheduled();
  const scheduler = setInterval(runScheduled, SCHEDULE_INTERVAL_MS);
  scheduler.unref();

  const defaultOrg =
    (config.defaultOrg && (await getOrganizationBySlug({ db: ctx.db, slug: config.defaultOrg }))) || (await listOrganizations({ db: ctx.db }))[0];
  log.info(`Sign in at ${server.url}/admin as ${await adminEmailOf(ctx, defaultOrg ?? undefined)}`);

  // Run until stopped; close the server and the database on the way out.
  await new Promise<void>((resolve) => {
    const stop = (signal: string) => {
      log.info(`Received ${signal}, shutting down…`);
      clearInterval(scheduler);
      void siteBuilds?.then(({ stop }) => stop());
      server
        .close()
        .catch(() => {})
        .finally(() => {
          ctx.close();
          resolve();
        });
    };
    process.once('SIGINT', () => stop('SIGINT'));
    process.once('SIGTERM', () => stop('SIGTERM'));
  });
}
