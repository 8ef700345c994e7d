/**
 * Every `glasshouse` command: its name, summary, help and options, and a `load()` that imports its code only
 * when it runs — `glasshouse --help` and `glasshouse <command> --help` read this file and nothing heavier.
 *
 * To add a command: write `commands/<area>.ts` exporting `async function run…(input: CommandInput)`, then add
 * one entry below with `load: () => import('./<area>.ts').then((m) => m.run…)`.
 */
import type { CommandSpec } from './types.ts';

/** The staff roles `add-staff` accepts (`ROLES` in content/schemas/staff.ts; a unit test keeps them equal). */
export const ROLE_NAMES = 'admin|editor|viewer';

export const COMMANDS: CommandSpec[] = [
  {
    name: 'init',
    summary: 'Create the data folder and session secret, and migrate the database',
    help: 'Usage: glasshouse init\n\nCreates DATA_DIR (default ./data), generates the session secret (unless SESSION_SECRET is set)\nand applies the database migrations. Safe to run again.',
    load: () => import('./content.ts').then((m) => m.runInit),
  },
  {
    name: 'seed-demo',
    summary: 'Import the demo organisation (once) and publish it',
    help:
      'Usage: glasshouse seed-demo [--verbose]\n\nImports content/demo (tests: GLASSHOUSE_DEMO_DIR) if its organisation does not exist yet, and publishes\n' +
      'revision 1 if it has no revision. Safe to run again.',
    options: { verbose: { type: 'boolean' } },
    load: () => import('./content.ts').then((m) => m.runSeedDemo),
  },
  {
    name: 'add-staff',
    summary: 'Add a staff member (or change their role)',
    help: `Usage: glasshouse add-staff <email> --role ${ROLE_NAMES} [--org <slug>] [--name <name>]\n\nAdds a staff member who can sign in at /admin, or changes the role of an existing one.\nWithout --org: the first organisation.`,
    options: { role: { type: 'string' }, org: { type: 'string' }, name: { type: 'string' } },
    load: () => import('./content.ts').then((m) => m.runAddStaff),
  },
  {
    name: 'publish',
    summary: 'Publish the draft and wait for the build',
    help:
      'Usage: glasshouse publish [--org <slug>] [--verbose]\n\nFreezes the draft into a new revision, builds the site and makes it live, showing each phase and its\n' +
      'time. Prints the revision number, or the build error (exit code 1; the live site stays as it was).\n' +
      '--verbose shows the build output. With GLASSHOUSE_DEPLOY_HOOK set, the revision is handed to the deploy\nhook instead of built here.',
    options: { org: { type: 'string' }, verbose: { type: 'boolean' } },
    load: () => import('./publishing.ts').then((m) => m.runPublish),
  },
  {
    name: 'rollback',
    summary: 'Publish an earlier revision again, as a new revision',
    help: "Usage: glasshouse rollback <revision> [--org <slug>] [--verbose]\n\nRe-publishes revision <revision>'s content as a new revision (the draft is not changed).",
    options: { org: { type: 'string' }, verbose: { type: 'boolean' } },
    load: () => import('./publishing.ts').then((m) => m.runRollback),
  },
  {
    name: 'import',
    summary: 'Import an organisation from a content folder',
    help:
      'Usage: glasshouse import <dir>\n\nValidates the folder (one <collection>.json per collection, staff.json, files/, assets/) and, if\n' +
      'everything is valid, creates or replaces the organisation with organization.id: its draft, staff,\n' +
      'documents and assets. Nothing is written when anything is invalid. Publish afterwards to make it live.',
    load: () => import('./content.ts').then((m) => m.runImport),
  },
  {
    name: 'export',
    summary: 'Export an organisation to a content folder',
    help: 'Usage: glasshouse export <dir> [--org <slug>]\n\nWrites the draft, staff, documents and assets in the import layout (content only; see `backup`).',
    options: { org: { type: 'string' } },
    load: () => import('./content.ts').then((m) => m.runExport),
  },
  {
    name: 'build',
    summary: 'Build the static site of a published revision into a folder (for Cloudflare)',
    help:
      'Usage: glasshouse build [--out <dir>] [--org <slug>] [--public-url <url>] [--verbose]\n' +
      '       glasshouse build --from <worker url> --revision <n> [--org <id|slug>] [--out <dir>] [--verbose]\n\n' +
      'Builds the latest live revision (or, before the first publish, the draft) of the local database into --out\n' +
      "(default dist), with the search index and the organisation's assets, showing each phase and its time.\n" +
      '--public-url sets the address of canonical links (default PUBLIC_URL). A previous build in --out is replaced.\n\n' +
      'With --from, revision <n> is downloaded from a Worker instead (the publish workflow does this): its snapshot,\n' +
      "its public assets and the Worker's PUBLIC_URL, with a build token (GLASSHOUSE_BUILD_TOKEN, or one made from\n" +
      'GLASSHOUSE_DEPLOY_SECRET). Without --org: the organisation the Worker serves on its address. No local\n' +
      'database is used.',
    options: {
      out: { type: 'string' },
      org: { type: 'string' },
      verbose: { type: 'boolean' },
      from: { type: 'string' },
      revision: { type: 'string' },
      'public-url': { type: 'string' },
    },
    load: () => import('./publishing.ts').then((m) => m.runBuild),
  },
  {
    name: 'start',
    summary: 'Start the server (seeds and publishes the demo on first start)',
    help:
      'Usage: glasshouse start [--verbose]\n\nMigrates the database, seeds the demo organisation when there is none, builds missing sites and\n' +
      'serves the portal and the API on PORT (default 4321). --verbose shows the site build output.\nConfiguration: see the environment variables in the README.',
    options: { verbose: { type: 'boolean' } },
    load: () => import('./start.ts').then((m) => m.runStart),
  },
  {
    name: 'backup',
    summary: 'Write a consistent backup of the whole instance (database, files, secrets) while it runs',
    help:
      'Usage: glasshouse backup <file.tar.gz>\n\nSnapshots the database online (SQLite VACUUM INTO: consistent while the server keeps writing),\n' +
      "then every file (documents, assets) and the data folder's secrets, into one gzipped tar. The file appears\n" +
      'only once complete. Needs a local database (DATABASE_URL=file:…, the default). Schedule it with cron or a\n' +
      'systemd timer (see the README). `export` is content only; `backup` is everything.',
    load: () => import('./backup.ts').then((m) => m.runBackup),
  },
  {
    name: 'restore',
    summary: 'Restore a backup into an empty data folder and verify its audit log',
    help:
      'Usage: glasshouse restore <file.tar.gz>\n\nRestores a backup into DATA_DIR, which must be empty or not exist: checks the database against the\n' +
      "backup's checksum, applies newer migrations and verifies every organisation's audit chain (exit code 1\n" +
      'when one does not verify). `glasshouse start` then builds each live site again.',
    load: () => import('./backup.ts').then((m) => m.runRestore),
  },
  {
    name: 'verify-manifest',
    summary: 'Check the signed manifest of public documents of a portal URL or a site folder',
    help:
      'Usage: glasshouse verify-manifest <url|dir> [--public-key <base64>]\n\nVerifies the Ed25519 signature of /documents-manifest.json with the key published in /trust.json\n' +
      '(or --public-key). Given a URL, also downloads every listed document and checks its size and SHA-256.',
    options: { 'public-key': { type: 'string' } },
    load: () => import('./verify-manifest.ts').then((m) => m.runVerifyManifest),
  },
  {
    name: 'audit',
    summary: 'Verify the audit log hash chain, or export it as JSON Lines',
    help: [
      'Usage: glasshouse audit verify [--org <slug>]',
      '       glasshouse audit export [--org <slug>] [--out <file>]',
      '',
      'verify  recomputes every row hash and link of the audit log (access decisions, logins, NDA acceptances,',
      '        invitations, document downloads) and exits with code 1 when a row was edited or deleted.',
      'export  writes the log as JSON Lines, one entry per line, oldest first (to --out, else to stdout).',
    ].join('\n'),
    options: { org: { type: 'string' }, out: { type: 'string' } },
    load: () => import('./audit.ts').then((m) => m.runAudit),
  },
  {
    name: 'run-scheduled',
    summary: 'Send the expiry reminders that are due and finish interrupted questionnaire drafting, once',
    help:
      'Usage: glasshouse run-scheduled\n\nRuns the scheduled tasks once (the server runs them every 10 minutes, a Worker hourly): expiry\n' +
      'reminders of items and documents that are due, emailed to their owners, and questionnaire drafting a restart\ninterrupted.',
    load: () => import('./scheduled.ts').then((m) => m.runRunScheduled),
  },
  {
    name: 'cloudflare',
    summary: 'Cloudflare: copy content to D1/R2, add staff, report a deploy, deploy, rehearse offline',
    help: [
      'Usage: glasshouse cloudflare push [--local | --remote] [--org <slug>] [--force] [--persist-to <dir>]',
      '       glasshouse cloudflare add-staff <email> [--role admin|editor|viewer] [--name <name>] [--org <slug>] [--org-name <name>] [--local | --remote]',
      '       glasshouse cloudflare report --revision <n> --status deploying|live|failed [--log <file>] [--to <worker url>] [--org <id|slug>]',
      '       glasshouse cloudflare deploy [--org <slug> [--org-name <name>]] [--dry-run]',
      '       glasshouse cloudflare dev [--port <n>] [--persist-to <dir>] [--vars-file <file>] [--assets <dir>]',
      '',
      'push       copies an organisation (draft, revisions, staff, accounts, settings, audit log …) from the local',
      '           database into D1 and every file (documents, icons, banners, search indexes) into R2. --local targets',
      "           wrangler dev's emulation (the default), --remote your Cloudflare account. Safe to run again; newer",
      '           data in D1 (a draft edited or a revision published on the Worker) is kept unless --force.',
      'add-staff  adds a staff member (default role admin) in D1; on an empty D1, --org <slug> [--org-name <name>]',
      '           creates the organisation too, with a starter draft to fill in the admin.',
      "report     the publish workflow's signed report (GLASSHOUSE_DEPLOY_SECRET): a revision is deploying, live, or",
      '           failed (with the end of --log). --to defaults to PUBLIC_URL of wrangler.toml.',
      "deploy     the first deployment: builds the live revision of the local database with wrangler.toml's",
      '           PUBLIC_URL into dist and runs wrangler deploy (npm run deploy); for an organisation that exists',
      '           only in D1 (add-staff --org), its starter site. Later deploys come from the publish workflow.',
      'dev        the offline rehearsal (npm run dev:worker): wrangler dev with local D1 and R2, secrets from .dev.vars',
      '           (generated when missing), mail written to .wrangler/mail, and a local deploy runner as the deploy',
      '           hook: publishing in the admin builds, serves and reports the revision as the CI workflow does.',
    ].join('\n'),
    options: {
      local: { type: 'boolean' },
      remote: { type: 'boolean' },
      'persist-to': { type: 'string' },
      org: { type: 'string' },
      'org-name': { type: 'string' },
      force: { type: 'boolean' },
      role: { type: 'string' },
      name: { type: 'string' },
      to: { type: 'string' },
      revision: { type: 'string' },
      status: { type: 'string' },
      log: { type: 'string' },
      'dry-run': { type: 'boolean' },
      port: { type: 'string' },
      'vars-file': { type: 'string' },
      assets: { type: 'string' },
      'builds-dir': { type: 'string' },
      'mail-dir': { type: 'string' },
      'public-url': { type: 'string' },
    },
    load: () => import('./cloudflare.ts').then((m) => m.runCloudflare),
  },
];

/** The exit codes, as `glasshouse --help` lists them (the README has the same table). */
export const EXIT_CODES_HELP = [
  'Exit codes:',
  '  0  success',
  '  1  the command failed (a failed build, a broken audit chain, a manifest that does not verify …)',
  '  2  usage: unknown command or option, missing or extra argument',
  '  3  configuration or environment: an invalid variable, an unsupported Node.js, a port in use, a data',
  '     folder that cannot be written, a database that cannot be reached',
].join('\n');
