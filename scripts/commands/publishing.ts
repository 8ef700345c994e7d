/** Publishing commands: `publish`, `rollback`, `build`. */
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyOrgAssets } from '../../edge/services/content-io.ts';
import { readDraft } from '../../edge/services/draft.ts';
import { resolveOrganization } from '../../edge/services/organizations.ts';
import { liveRevision, revisionSnapshot } from '../../edge/services/revisions.ts';
import { buildSite } from '../lib/build-site.ts';
import { loadManifestSigningKey } from '../../edge/node/manifest-key.ts';
import { CliError, REPO_ROOT, cliPublisher, openContext, publishAndWait, stringOption, type Command, type CommandInput } from './shared.ts';

async function publishCommandRun({ values, env, io }: CommandInput, rollbackOf?: number): Promise<void> {
  const ctx = await openContext(env);
  try {
    const org = await resolveOrganization({ db: ctx.db, slug: stringOption(values, 'org') ?? ctx.config.defaultOrg });
    const publisher = cliPublisher(ctx, io, values.verbose === true);
    const revision = await publishAndWait(ctx, publisher, org.id, rollbackOf);
    if (revision.status === 'failed') throw new CliError(`Revision ${revision.number} failed; the live site was left unchanged.\n${revision.error}`);
    io.out(`Revision ${revision.number} of ${org.slug} is live.`);
  } finally {
    ctx.close();
  }
}

export const publishCommand: Command = {
  name: 'publish',
  summary: 'Publish the draft and wait for the build',
  help:
    'Usage: glasshouse publish [--org <slug>] [--verbose]\n\nFreezes the draft into a new revision, builds the site and makes it live. Prints the revision\n' +
    'number, or the build error (exit code 1; the live site stays as it was). --verbose shows the build output.\n' +
    'With GLASSHOUSE_DEPLOY_HOOK set, the revision is handed to the deploy hook instead of built here.',
  options: { org: { type: 'string' }, verbose: { type: 'boolean' } },
  async run(input) {
    if (input.positionals.length) throw new CliError('Usage: glasshouse publish [--org <slug>]');
    await publishCommandRun(input);
  },
};

export const rollbackCommand: Command = {
  name: 'rollback',
  summary: 'Publish an earlier revision again, as a new revision',
  help: 'Usage: glasshouse rollback <revision> [--org <slug>] [--verbose]\n\nRe-publishes revision <revision>\'s content as a new revision (the draft is not changed).',
  options: { org: { type: 'string' }, verbose: { type: 'boolean' } },
  async run(input) {
    const [text, ...extra] = input.positionals;
    const revision = Number(text);
    if (!text || extra.length || !Number.isInteger(revision) || revision < 1) throw new CliError('Usage: glasshouse rollback <revision number> [--org <slug>]');
    await publishCommandRun(input, revision);
  },
};

/** Refuses to empty a folder that is not a previous build (or is a folder the product depends on). */
function prepareOutDir(outDir: string, protectedDirs: string[]): void {
  if (!existsSync(outDir)) return;
  const entries = readdirSync(outDir);
  if (entries.length === 0) return;
  const resolved = path.resolve(outDir);
  const isProtected = protectedDirs.some((dir) => {
    const relative = path.relative(resolved, path.resolve(dir));
    return relative === '' || !relative.startsWith('..');
  });
  if (isProtected || !entries.includes('index.html')) {
    throw new CliError(`Refusing to replace ${resolved}: it is not empty and does not look like a previous site build.`);
  }
  rmSync(resolved, { recursive: true, force: true });
}

export const buildCommand: Command = {
  name: 'build',
  summary: 'Build the static site of the latest published revision into a folder (for Cloudflare)',
  help:
    'Usage: glasshouse build [--out <dir>] [--org <slug>] [--verbose]\n\nBuilds the latest live revision (or, before the first publish, the draft) into --out (default dist),\n' +
    'with the search index and the organisation\'s assets. `npm run deploy` runs this and then `wrangler deploy`.\n' +
    'A previous build in --out is replaced.',
  options: { out: { type: 'string' }, org: { type: 'string' }, verbose: { type: 'boolean' } },
  async run({ positionals, values, env, io }) {
    if (positionals.length) throw new CliError('Usage: glasshouse build [--out <dir>] [--org <slug>]');
    const outDir = path.resolve(stringOption(values, 'out') ?? 'dist');
    const ctx = await openContext(env);
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'glasshouse-build-'));
    try {
      const org = await resolveOrganization({ db: ctx.db, slug: stringOption(values, 'org') ?? ctx.config.defaultOrg });
      const live = await liveRevision({ db: ctx.db, orgId: org.id });
      const snapshot = live ? revisionSnapshot(live) : await readDraft({ db: ctx.db, orgId: org.id });
      const what = live ? `revision ${live.number}` : 'the draft (nothing is published yet)';
      prepareOutDir(outDir, [REPO_ROOT, process.cwd(), ctx.config.dataDir]);
      const snapshotFile = path.join(scratch, 'snapshot.json');
      writeFileSync(snapshotFile, JSON.stringify(snapshot));
      io.out(`Building ${what} of ${org.slug} into ${outDir}…`);
      const signingKey = await loadManifestSigningKey({ dataDir: ctx.config.dataDir, env });
      const result = await buildSite({ snapshotFile, outDir, signingKey, publicUrl: ctx.config.publicUrl, log: values.verbose === true ? (line) => io.out(line) : () => {} });
      const assets = await copyOrgAssets({ blobs: ctx.blobs, orgId: org.id, outDir });
      io.out(`Built ${result.pages} pages and ${assets} assets in ${(result.durationMs / 1000).toFixed(1)} s.`);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
      ctx.close();
    }
  },
};
