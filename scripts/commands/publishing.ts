/** Publishing commands: `publish`, `rollback`, `build`. */
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyOrgAssets } from '../../edge/services/content-io.ts';
import { readDraft } from '../../edge/services/draft.ts';
import { resolveOrganization } from '../../edge/services/organizations.ts';
import { liveRevision, readRevisionSnapshot } from '../../edge/services/revisions.ts';
import { buildSite, type BuildStage } from '../lib/build-site.ts';
import { createProgress, type PhaseStep } from '../lib/progress.ts';
import { loadManifestSigningKey } from '../../edge/node/manifest-key.ts';
import { CliError, REPO_ROOT, UsageError, cliPublisher, openContext, pageCounter, publishAndWait, stringOption, type CommandInput } from './shared.ts';

async function publishCommandRun({ values, env, io }: CommandInput, rollbackOf?: number): Promise<void> {
  const progress = createProgress(io);
  const ctx = await progress.phase('Opening the database', () => openContext(env));
  try {
    const org = await resolveOrganization({ db: ctx.db, slug: stringOption(values, 'org') ?? ctx.config.defaultOrg });
    const pages = pageCounter();
    const publisher = cliPublisher(ctx, progress, { verbose: values.verbose === true, pages });
    const revision = await publishAndWait(ctx, publisher, org.id, { progress, pages, rollbackOf });
    if (revision.status === 'failed') throw new CliError(`Revision ${revision.number} failed; the live site was left unchanged.\n${revision.error}`);
    if (revision.status === 'building') {
      progress.done(`Revision ${revision.number} of ${org.slug} was handed to the deploy hook; it goes live when the CI workflow reports its deploy.`);
      return;
    }
    progress.done(`Revision ${revision.number} of ${org.slug} is live.`);
  } finally {
    ctx.close();
  }
}

/** `glasshouse publish` */
export async function runPublish(input: CommandInput): Promise<void> {
  if (input.positionals.length) throw new UsageError('Usage: glasshouse publish [--org <slug>]');
  await publishCommandRun(input);
}

/** `glasshouse rollback <revision>` */
export async function runRollback(input: CommandInput): Promise<void> {
  const [text, ...extra] = input.positionals;
  const revision = Number(text);
  if (!text || extra.length || !Number.isInteger(revision) || revision < 1) throw new UsageError('Usage: glasshouse rollback <revision number> [--org <slug>]');
  await publishCommandRun(input, revision);
}

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

const BUILD_STAGE_TITLES: Record<BuildStage, string> = {
  astro: 'Building the site',
  manifest: 'Signing the documents manifest',
  pagefind: 'Indexing for search',
};

/** `glasshouse build [--out dist]` */
export async function runBuild({ positionals, values, env, io }: CommandInput): Promise<void> {
  if (positionals.length) throw new UsageError('Usage: glasshouse build [--out <dir>] [--org <slug>]');
  const outDir = path.resolve(stringOption(values, 'out') ?? 'dist');
  const progress = createProgress(io);
  const ctx = await progress.phase('Opening the database', () => openContext(env));
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'glasshouse-build-'));
  try {
    const org = await resolveOrganization({ db: ctx.db, slug: stringOption(values, 'org') ?? ctx.config.defaultOrg });
    const { what, snapshotFile } = await progress.phase('Reading the revision', async (step) => {
      const live = await liveRevision({ db: ctx.db, orgId: org.id });
      const snapshot = live ? (await readRevisionSnapshot({ db: ctx.db, orgId: org.id, number: live.number, row: live }))! : await readDraft({ db: ctx.db, orgId: org.id });
      const what = live ? `revision ${live.number}` : 'the draft (nothing is published yet)';
      step.detail(`${what} of ${org.slug}`);
      prepareOutDir(outDir, [REPO_ROOT, process.cwd(), ctx.config.dataDir]);
      const snapshotFile = path.join(scratch, 'snapshot.json');
      writeFileSync(snapshotFile, JSON.stringify(snapshot));
      return { what, snapshotFile };
    });
    const signingKey = await loadManifestSigningKey({ dataDir: ctx.config.dataDir, env });
    const pages = pageCounter();
    const phases = progress.sequence();
    let current: PhaseStep | undefined;
    let stage: BuildStage | undefined;
    const timer = setInterval(() => {
      if (stage === 'astro' && pages.count > 0) current?.update(pages.count, undefined, 'pages');
    }, 100);
    let result;
    try {
      result = await buildSite({
        snapshotFile,
        outDir,
        signingKey,
        publicUrl: ctx.config.publicUrl,
        // For Cloudflare, whose CDN compresses by itself.
        precompress: false,
        onStage: (next) => {
          if (stage === 'astro' && pages.count > 0) current?.update(pages.count, undefined, 'pages');
          stage = next;
          current = phases.enter(BUILD_STAGE_TITLES[next]);
        },
        log: (line) => {
          pages.see(line);
          if (values.verbose === true) progress.info(line);
        },
      });
      phases.end(true);
    } catch (error) {
      phases.end(false);
      throw error;
    } finally {
      clearInterval(timer);
    }
    const assets = await progress.phase('Copying assets', async (step) => {
      const count = await copyOrgAssets({ blobs: ctx.blobs, orgId: org.id, outDir });
      step.update(count, undefined, 'assets');
      return count;
    });
    progress.done(`Built ${what} of ${org.slug} into ${outDir}: ${result.pages} pages and ${assets} assets.`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    ctx.close();
  }
}
