/**
 * `glasshouse cloudflare <push|add-staff|report|deploy|dev>`: putting a trust center on Cloudflare and keeping it
 * there (see the README's "Deploying to Cloudflare").
 *
 *   push       copies an organisation from the local database and files into D1 and R2 (lib/cloudflare/push.ts)
 *   add-staff  adds a staff member in D1 (creating the organisation on an empty one)
 *   report     the publish workflow's signed report on a revision: deploying, live or failed (with its log)
 *   deploy     the first deployment: builds the live revision of the local database with wrangler.toml's
 *              PUBLIC_URL and runs `wrangler deploy`
 *   dev        the offline rehearsal (`npm run dev:worker`): wrangler dev with local D1/R2, a mail sink and a
 *              local deploy runner (lib/cloudflare/dev.ts)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { resolveOrganization } from '../../edge/services/organizations/resolve-organization.ts';
import { DEPLOY_REPORT_STATUSES, type DeployReportStatus } from '../../edge/services/deploy/report-deploy.ts';
import { HOST_ORG } from '../../edge/services/deploy/build-token.ts';
import { addStaffInD1, starterSnapshot } from '../lib/cloudflare/add-staff.ts';
import { sendDeployReport } from '../lib/cloudflare/deploy-client.ts';
import { startDevWorker } from '../lib/cloudflare/dev.ts';
import { pushOrganization } from '../lib/cloudflare/push.ts';
import { childEnv, openTarget, wranglerBin, wranglerResources, type CloudflareTarget } from '../lib/cloudflare/target.ts';
import { createProgress, type Progress } from '../lib/progress.ts';
import { CliError, REPO_ROOT, UsageError, openContext, stringOption, type CommandInput } from './shared.ts';
import { buildSnapshotSite, runBuild } from './publishing.ts';

/** Which options each subcommand takes (the command's option list is their union). */
const SUBCOMMAND_OPTIONS: Record<string, string[]> = {
  push: ['local', 'remote', 'persist-to', 'org', 'force'],
  'add-staff': ['local', 'remote', 'persist-to', 'org', 'org-name', 'role', 'name'],
  report: ['to', 'org', 'revision', 'status', 'log'],
  deploy: ['org', 'org-name', 'dry-run'],
  dev: ['port', 'persist-to', 'vars-file', 'assets', 'builds-dir', 'mail-dir', 'public-url'],
};

export const CLOUDFLARE_USAGE = [
  'Usage: glasshouse cloudflare push [--local | --remote] [--org <slug>] [--force] [--persist-to <dir>]',
  '       glasshouse cloudflare add-staff <email> [--role admin|editor|viewer] [--name <name>] [--org <slug>] [--org-name <name>] [--local | --remote] [--persist-to <dir>]',
  '       glasshouse cloudflare report --revision <n> --status deploying|live|failed [--log <file>] [--to <worker url>] [--org <id|slug>]',
  '       glasshouse cloudflare deploy [--org <slug> [--org-name <name>]] [--dry-run]',
  '       glasshouse cloudflare dev [--port <n>] [--persist-to <dir>] [--vars-file <file>] [--assets <dir>]',
].join('\n');

function checkOptions(sub: string, values: CommandInput['values']): void {
  const allowed = SUBCOMMAND_OPTIONS[sub]!;
  const extra = Object.keys(values).filter((name) => values[name] !== undefined && name !== 'help' && !allowed.includes(name));
  if (extra.length) throw new UsageError(`glasshouse cloudflare ${sub} does not take ${extra.map((n) => `--${n}`).join(', ')}.\n\n${CLOUDFLARE_USAGE}`);
  if (values.local && values.remote) throw new UsageError('Choose --local or --remote, not both.');
  if (values.remote && values['persist-to']) throw new UsageError('--persist-to is for --local only.');
}

/** Opens D1 and R2 (`--local` or `--remote`) and applies the migrations D1 lacks, for `fn`. */
async function withTarget<T>(input: CommandInput, progress: Progress, fn: (target: CloudflareTarget) => Promise<T>): Promise<T> {
  const remote = input.values.remote === true;
  const persistTo = stringOption(input.values, 'persist-to');
  const target = await progress.phase(`Opening D1 and R2 (${remote ? 'remote' : 'local'})`, () =>
    openTarget({ remote, root: REPO_ROOT, persistTo: persistTo ? path.resolve(persistTo) : undefined, env: input.env, log: (line) => progress.info(line) }),
  );
  try {
    await progress.phase('Applying the database migrations', async (step) => {
      const applied = await target.migrate();
      step.detail(applied.length ? applied.join(', ') : 'none pending');
    });
    return await fn(target);
  } finally {
    await target.close();
  }
}

async function push(input: CommandInput): Promise<void> {
  const { values, env, io } = input;
  if (input.positionals.length > 1) throw new UsageError(CLOUDFLARE_USAGE);
  const ctx = await openContext(env);
  try {
    const org = await resolveOrganization({ db: ctx.db, slug: stringOption(values, 'org') ?? ctx.config.defaultOrg });
    const progress = createProgress(io);
    await withTarget(input, progress, async (target) => {
      const result = await progress.phase(`Copying ${org.slug} to ${target.label}`, () =>
        pushOrganization({ client: ctx.client, blobs: ctx.blobs, orgId: org.id, target, force: values.force === true, log: (line) => progress.info(line) }),
      );
      const rows = Object.values(result.rows).reduce((a, b) => a + b, 0);
      const detail = ['draft_records', 'revisions', 'staff_users', 'accounts', 'account_members']
        .filter((t) => result.rows[t])
        .map((t) => `${result.rows[t]} ${t.replace('_', ' ')}`)
        .join(', ');
      progress.done(`Copied ${org.slug} to D1 and R2 (${target.label}): ${rows} rows (${detail}) and ${result.files} files.`);
    });
  } finally {
    ctx.close();
  }
}

async function addStaff(input: CommandInput): Promise<void> {
  const { positionals, values, io } = input;
  const [, email, ...extra] = positionals;
  if (!email || extra.length)
    throw new UsageError('Usage: glasshouse cloudflare add-staff <email> [--role admin|editor|viewer] [--org <slug>] [--local | --remote]');
  await withTarget(input, createProgress(io), async (target) => {
    const result = await addStaffInD1({
      target,
      email,
      role: stringOption(values, 'role') ?? 'admin',
      name: stringOption(values, 'name'),
      orgSlug: stringOption(values, 'org'),
      orgName: stringOption(values, 'org-name'),
    });
    if (result.createdOrg) io.out(`Created the organisation ${result.org.slug} in D1 (${target.label}), with a starter draft to fill in the admin.`);
    io.out(
      `${result.existed ? 'Updated' : 'Added'} ${email.trim().toLowerCase()} as ${stringOption(values, 'role') ?? 'admin'} of ${result.org.slug} in D1 (${target.label}).`,
    );
  });
}

async function report({ values, env, io }: CommandInput): Promise<void> {
  const revision = Number(stringOption(values, 'revision'));
  const status = stringOption(values, 'status') as DeployReportStatus | undefined;
  if (!Number.isInteger(revision) || revision < 1 || !status || !(DEPLOY_REPORT_STATUSES as readonly string[]).includes(status)) {
    throw new UsageError(
      'Usage: glasshouse cloudflare report --revision <n> --status deploying|live|failed [--log <file>] [--to <worker url>] [--org <id|slug>]',
    );
  }
  // The Worker's address: --to, else wrangler.toml's PUBLIC_URL (the address it serves).
  const to = stringOption(values, 'to') ?? (await wranglerResources(REPO_ROOT)).publicUrl;
  if (!to || !/^https?:\/\/[^/]/i.test(to))
    throw new UsageError('Give the Worker’s address with --to <url> (or set PUBLIC_URL under [vars] in wrangler.toml).');
  const logFile = stringOption(values, 'log');
  let log: string | undefined;
  if (logFile) {
    try {
      log = readFileSync(logFile, 'utf8');
    } catch (error) {
      // A report must still go out when the log is missing: the failure matters more than its log.
      log = `(the log ${logFile} could not be read: ${(error as Error).message})`;
    }
  }
  const result = await sendDeployReport({ workerUrl: to, org: stringOption(values, 'org') ?? HOST_ORG, revision, status, log, env });
  io.out(`Reported revision ${result.revision} as ${status} to ${to}; it is now ${result.status}.`);
}

async function deploy(input: CommandInput): Promise<void> {
  const { publicUrl } = await wranglerResources(REPO_ROOT);
  if (!publicUrl) throw new CliError('Set PUBLIC_URL under [vars] in wrangler.toml: the Worker and the built site both use it.');
  const slug = stringOption(input.values, 'org');
  const ctx = await openContext(input.env);
  const local = await resolveOrganization({ db: ctx.db, slug: slug ?? ctx.config.defaultOrg }).catch(() => null);
  ctx.close();
  if (local) {
    await runBuild({ ...input, positionals: [], values: { out: 'dist', org: local.slug, 'public-url': publicUrl } });
  } else if (slug) {
    // An organisation started empty in D1 (`cloudflare add-staff --org`): its starter content, revision 1 there.
    const name = stringOption(input.values, 'org-name') ?? slug;
    await buildSnapshotSite({ io: input.io, env: input.env, snapshot: starterSnapshot({ id: `org_${slug}`, slug, name }), outDir: 'dist', publicUrl });
  } else {
    throw new CliError(
      'The local database has no organisation: import one (`glasshouse import <dir>`), or give the --org (and --org-name) you created with `glasshouse cloudflare add-staff`.',
    );
  }
  const args = ['deploy', ...(input.values['dry-run'] === true ? ['--dry-run'] : [])];
  input.io.out(`Running wrangler ${args.join(' ')}…`);
  const code = await new Promise<number>((resolve) => {
    const child = spawn(wranglerBin(REPO_ROOT), args, { cwd: REPO_ROOT, env: childEnv(input.env, { WRANGLER_SEND_METRICS: 'false' }), stdio: 'inherit' });
    child.on('error', () => resolve(127));
    child.on('close', (status) => resolve(status ?? 1));
  });
  if (code !== 0) throw new CliError(`wrangler deploy failed (exit code ${code}); the deployed Worker was left as it was.`);
}

async function dev({ values, env, io }: CommandInput): Promise<void> {
  const port = Number(stringOption(values, 'port') ?? 8787);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new UsageError('--port must be a port number.');
  const { publicUrl } = await wranglerResources(REPO_ROOT);
  const resolve = (name: string, fallback: string) => path.resolve(stringOption(values, name) ?? path.join(REPO_ROOT, fallback));
  const options = {
    root: REPO_ROOT,
    port,
    persistTo: stringOption(values, 'persist-to') ? path.resolve(stringOption(values, 'persist-to')!) : undefined,
    envFile: resolve('vars-file', '.dev.vars'),
    assetsDir: resolve('assets', 'dist'),
    buildsDir: resolve('builds-dir', path.join('.wrangler', 'builds')),
    mailDir: resolve('mail-dir', path.join('.wrangler', 'mail')),
    // wrangler.toml's address, unless this port is another one.
    publicUrl: stringOption(values, 'public-url') ?? (port === 8787 ? undefined : `http://localhost:${port}`),
    env,
    log: (line: string) => io.out(line),
  };
  const worker = await startDevWorker(options);
  io.out(`The Worker answers on ${worker.url} (PUBLIC_URL ${options.publicUrl ?? publicUrl}).`);
  io.out(`Mail is written to ${options.mailDir}; publishing builds into ${options.buildsDir}. Stop with Ctrl+C.`);
  await new Promise<void>((done) => {
    const stop = (signal: string) => {
      io.out(`Received ${signal}, stopping…`);
      void worker.stop().finally(done);
    };
    process.once('SIGINT', () => stop('SIGINT'));
    process.once('SIGTERM', () => stop('SIGTERM'));
  });
}

const SUBCOMMANDS: Record<string, (input: CommandInput) => Promise<void>> = { push, 'add-staff': addStaff, report, deploy, dev };

/** `glasshouse cloudflare <subcommand>` */
export async function runCloudflare(input: CommandInput): Promise<void> {
  const [sub] = input.positionals;
  const run = sub ? SUBCOMMANDS[sub] : undefined;
  if (!sub || !run) throw new UsageError(`${sub ? `Unknown subcommand "${sub}".\n\n` : ''}${CLOUDFLARE_USAGE}`);
  checkOptions(sub, input.values);
  await run(input);
}
