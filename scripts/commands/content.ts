/** Content commands: `init`, `seed-demo`, `add-staff`, `import`, `export`. */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { ROLES } from '../../content/schemas/staff.ts';
import { exportContentDir, importContentDir, readContentDir, type ImportProgress } from '../../edge/node/content-dir.ts';
import { getOrganizationById } from '../../edge/services/organizations/get-organization.ts';
import { resolveOrganization } from '../../edge/services/organizations/resolve-organization.ts';
import { latestRevision } from '../../edge/services/revisions/read-revision.ts';
import { revokeUserSessions } from '../../edge/services/sessions/session-store.ts';
import { addStaff } from '../../edge/services/staff/add-staff.ts';
import { findStaffByEmail } from '../../edge/services/staff/find-staff.ts';
import { createProgress } from '../lib/progress.ts';
import {
  CLI_AUTHOR,
  CliError,
  DEMO_DIR,
  UsageError,
  cliPublisher,
  openContext,
  pageCounter,
  publishAndWait,
  stringOption,
  type CliContext,
  type CommandInput,
  type Io,
} from './shared.ts';

/** `glasshouse init` */
export async function runInit({ env, io }: CommandInput): Promise<void> {
  const ctx = await openContext(env);
  try {
    mkdirSync(path.join(ctx.config.dataDir, 'files'), { recursive: true });
    io.out(`Data folder: ${ctx.config.dataDir}`);
    io.out(`Database: ${ctx.config.databaseUrl} (migrated)`);
    io.out(env.SESSION_SECRET?.trim() ? 'Session secret: from SESSION_SECRET' : `Session secret: ${path.join(ctx.config.dataDir, 'session-secret')}`);
  } finally {
    ctx.close();
  }
}

/**
 * Imports `content/demo` (or the folder GLASSHOUSE_DEMO_DIR names: tests import a copy with planted canaries)
 * unless its organisation exists, and publishes revision 1 when it has no revision. Returns the organisation's id.
 */
export async function seedDemo(ctx: CliContext, io: Io, verbose = false): Promise<string> {
  const dir = ctx.config.demoDir ?? DEMO_DIR;
  if (ctx.config.demoDir && !existsSync(path.join(dir, 'organization.json')))
    throw new CliError(`GLASSHOUSE_DEMO_DIR must be a content folder (with organization.json), not ${dir}.`);
  const { snapshot } = await readContentDir(dir);
  const orgId = snapshot.organization.id;
  if (await getOrganizationById({ db: ctx.db, id: orgId })) {
    io.out(`The demo organisation ${snapshot.organization.slug} already exists; not importing it again.`);
  } else {
    const result = await importContentDir({ db: ctx.db, blobs: ctx.blobs, dir, by: CLI_AUTHOR });
    io.out(`Imported the demo organisation ${result.org.name} (${result.org.slug}): ${result.files} documents, ${result.staff} staff.`);
  }
  if (!(await latestRevision({ db: ctx.db, orgId }))) {
    io.out('Publishing revision 1 of the demo…');
    const progress = createProgress(io);
    const pages = pageCounter();
    const revision = await publishAndWait(ctx, cliPublisher(ctx, progress, { verbose, pages }), orgId, { progress, pages });
    if (revision.status === 'failed') throw new CliError(`Publishing the demo failed: ${revision.error}`);
    progress.done(`Published revision ${revision.number}.`);
  }
  return orgId;
}

/** `glasshouse seed-demo` */
export async function runSeedDemo({ env, io, values }: CommandInput): Promise<void> {
  const ctx = await openContext(env);
  try {
    await seedDemo(ctx, io, values.verbose === true);
  } finally {
    ctx.close();
  }
}

/** `glasshouse add-staff <email> --role …` */
export async function runAddStaff({ positionals, values, env, io }: CommandInput): Promise<void> {
  const [email, ...extra] = positionals;
  if (!email || extra.length > 0) throw new UsageError(`Usage: glasshouse add-staff <email> --role ${ROLES.join('|')} [--org <slug>]`);
  const role = stringOption(values, 'role');
  if (!role) throw new UsageError(`--role is required: one of ${ROLES.join(', ')}.`);
  const ctx = await openContext(env);
  try {
    const org = await resolveOrganization({ db: ctx.db, slug: stringOption(values, 'org') });
    const existed = await findStaffByEmail({ db: ctx.db, orgId: org.id, email });
    const user = await addStaff({ db: ctx.db, orgId: org.id, email, role, name: stringOption(values, 'name') });
    // A changed role takes effect at once: the member's sessions end and they sign in again.
    if (existed && existed.role !== user.role)
      await revokeUserSessions({ db: ctx.db, kind: 'staff', orgId: org.id, userId: existed.id, by: 'role-change', now: Date.now() });
    io.out(`${existed ? 'Updated' : 'Added'} ${user.email} as ${user.role} of ${org.slug}.`);
  } finally {
    ctx.close();
  }
}

/** `glasshouse import <dir>` */
export async function runImport({ positionals, env, io }: CommandInput): Promise<void> {
  const [dir] = positionals;
  if (!dir || positionals.length > 1) throw new UsageError('Usage: glasshouse import <dir>');
  const progress = createProgress(io);
  const ctx = await progress.phase('Opening the database', () => openContext(env));
  try {
    const result = await progress.phase(`Importing ${path.resolve(dir)}`, async (step) => {
      const imported = await importContentDir({
        db: ctx.db,
        blobs: ctx.blobs,
        dir,
        by: CLI_AUTHOR,
        onProgress: ({ stage, done, total }) => step.detail(total ? `${IMPORT_STAGE_TEXT[stage]} ${done}/${total}` : IMPORT_STAGE_TEXT[stage]),
      });
      step.detail(`${imported.files} documents, ${imported.assets} assets, ${imported.staff} staff`);
      return imported;
    });
    io.out(`Imported ${result.org.name} (${result.org.slug}): ${result.files} documents, ${result.assets} assets, ${result.staff} staff.`);
    if (result.ignored.length) io.out(`Not part of the format, ignored: ${result.ignored.join(', ')}`);
    progress.done('Run `glasshouse publish` to make it live.');
  } finally {
    ctx.close();
  }
}

const IMPORT_STAGE_TEXT: Record<ImportProgress['stage'], string> = {
  validate: 'validating the folder',
  draft: 'writing the draft',
  staff: 'adding staff',
  files: 'copying documents',
  assets: 'copying assets',
};

/** `glasshouse export <dir>` */
export async function runExport({ positionals, values, env, io }: CommandInput): Promise<void> {
  const [dir] = positionals;
  if (!dir || positionals.length > 1) throw new UsageError('Usage: glasshouse export <dir> [--org <slug>]');
  const ctx = await openContext(env);
  try {
    const org = await resolveOrganization({ db: ctx.db, slug: stringOption(values, 'org') });
    const result = await exportContentDir({ db: ctx.db, blobs: ctx.blobs, orgId: org.id, dir });
    io.out(`Exported ${org.slug} to ${path.resolve(dir)}: ${result.files} documents, ${result.assets} assets.`);
  } finally {
    ctx.close();
  }
}
