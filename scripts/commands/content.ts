/** Content commands: `init`, `seed-demo`, `add-staff`, `import`, `export`. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ROLES } from '../../content/schemas/staff.ts';
import { exportContentDir, importContentDir, readContentDir } from '../../edge/services/content-io.ts';
import { getOrganizationById, resolveOrganization } from '../../edge/services/organizations.ts';
import { latestRevision } from '../../edge/services/revisions.ts';
import { addStaff, findStaffByEmail } from '../../edge/services/staff.ts';
import { CLI_AUTHOR, CliError, DEMO_DIR, cliPublisher, openContext, publishAndWait, stringOption, type Command, type CliContext, type Io } from './shared.ts';

export const initCommand: Command = {
  name: 'init',
  summary: 'Create the data folder and session secret, and migrate the database',
  help: 'Usage: glasshouse init\n\nCreates DATA_DIR (default ./data), generates the session secret (unless SESSION_SECRET is set)\nand applies the database migrations. Safe to run again.',
  async run({ env, io }) {
    const ctx = await openContext(env);
    try {
      mkdirSync(path.join(ctx.config.dataDir, 'files'), { recursive: true });
      io.out(`Data folder: ${ctx.config.dataDir}`);
      io.out(`Database: ${ctx.config.databaseUrl} (migrated)`);
      io.out(env.SESSION_SECRET?.trim() ? 'Session secret: from SESSION_SECRET' : `Session secret: ${path.join(ctx.config.dataDir, 'session-secret')}`);
    } finally {
      ctx.close();
    }
  },
};

/**
 * Imports `content/demo` unless its organisation exists, and publishes revision 1 when it has no revision.
 * Returns the organisation's id.
 */
export async function seedDemo(ctx: CliContext, io: Io, verbose = false): Promise<string> {
  const { snapshot } = await readContentDir(DEMO_DIR);
  const orgId = snapshot.organization.id;
  if (await getOrganizationById({ db: ctx.db, id: orgId })) {
    io.out(`The demo organisation ${snapshot.organization.slug} already exists; not importing it again.`);
  } else {
    const result = await importContentDir({ db: ctx.db, blobs: ctx.blobs, dir: DEMO_DIR, by: CLI_AUTHOR });
    io.out(`Imported the demo organisation ${result.org.name} (${result.org.slug}): ${result.files} documents, ${result.staff} staff.`);
  }
  if (!(await latestRevision({ db: ctx.db, orgId }))) {
    io.out('Publishing revision 1 of the demo…');
    const revision = await publishAndWait(ctx, cliPublisher(ctx, io, verbose), orgId);
    if (revision.status === 'failed') throw new CliError(`Publishing the demo failed: ${revision.error}`);
    io.out(`Published revision ${revision.number}.`);
  }
  return orgId;
}

export const seedDemoCommand: Command = {
  name: 'seed-demo',
  summary: 'Import the demo organisation (once) and publish it',
  help: 'Usage: glasshouse seed-demo [--verbose]\n\nImports content/demo if its organisation does not exist yet, and publishes revision 1 if it has\nno revision. Safe to run again.',
  options: { verbose: { type: 'boolean' } },
  async run({ env, io, values }) {
    const ctx = await openContext(env);
    try {
      await seedDemo(ctx, io, values.verbose === true);
    } finally {
      ctx.close();
    }
  },
};

export const addStaffCommand: Command = {
  name: 'add-staff',
  summary: 'Add a staff member (or change their role)',
  help: `Usage: glasshouse add-staff <email> --role ${ROLES.join('|')} [--org <slug>] [--name <name>]\n\nAdds a staff member who can sign in at /admin, or changes the role of an existing one.\nWithout --org: the first organisation.`,
  options: { role: { type: 'string' }, org: { type: 'string' }, name: { type: 'string' } },
  async run({ positionals, values, env, io }) {
    const [email, ...extra] = positionals;
    if (!email || extra.length > 0) throw new CliError(`Usage: glasshouse add-staff <email> --role ${ROLES.join('|')} [--org <slug>]`);
    const role = stringOption(values, 'role');
    if (!role) throw new CliError(`--role is required: one of ${ROLES.join(', ')}.`);
    const ctx = await openContext(env);
    try {
      const org = await resolveOrganization({ db: ctx.db, slug: stringOption(values, 'org') });
      const existed = await findStaffByEmail({ db: ctx.db, orgId: org.id, email });
      const user = await addStaff({ db: ctx.db, orgId: org.id, email, role, name: stringOption(values, 'name') });
      io.out(`${existed ? 'Updated' : 'Added'} ${user.email} as ${user.role} of ${org.slug}.`);
    } finally {
      ctx.close();
    }
  },
};

export const importCommand: Command = {
  name: 'import',
  summary: 'Import an organisation from a content folder',
  help:
    'Usage: glasshouse import <dir>\n\nValidates the folder (one <collection>.json per collection, staff.json, files/, assets/) and, if\n' +
    'everything is valid, creates or replaces the organisation with organization.id: its draft, staff,\n' +
    'documents and assets. Nothing is written when anything is invalid. Publish afterwards to make it live.',
  async run({ positionals, env, io }) {
    const [dir] = positionals;
    if (!dir || positionals.length > 1) throw new CliError('Usage: glasshouse import <dir>');
    const ctx = await openContext(env);
    try {
      const result = await importContentDir({ db: ctx.db, blobs: ctx.blobs, dir, by: CLI_AUTHOR });
      io.out(`Imported ${result.org.name} (${result.org.slug}): ${result.files} documents, ${result.assets} assets, ${result.staff} staff.`);
      if (result.ignored.length) io.out(`Not part of the format, ignored: ${result.ignored.join(', ')}`);
      io.out('Run `glasshouse publish` to make it live.');
    } finally {
      ctx.close();
    }
  },
};

export const exportCommand: Command = {
  name: 'export',
  summary: 'Export an organisation to a content folder',
  help: 'Usage: glasshouse export <dir> [--org <slug>]\n\nWrites the draft, staff, documents and assets in the import layout.',
  options: { org: { type: 'string' } },
  async run({ positionals, values, env, io }) {
    const [dir] = positionals;
    if (!dir || positionals.length > 1) throw new CliError('Usage: glasshouse export <dir> [--org <slug>]');
    const ctx = await openContext(env);
    try {
      const org = await resolveOrganization({ db: ctx.db, slug: stringOption(values, 'org') });
      const result = await exportContentDir({ db: ctx.db, blobs: ctx.blobs, orgId: org.id, dir });
      io.out(`Exported ${org.slug} to ${path.resolve(dir)}: ${result.files} documents, ${result.assets} assets.`);
    } finally {
      ctx.close();
    }
  },
};
