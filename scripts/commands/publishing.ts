/** Publishing commands: `publish`, `rollback`, `build`. */
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyOrgAssets } from '../../edge/node/content-dir.ts';
import { readDraft } from '../../edge/services/draft/read-draft.ts';
import { resolveOrganization } from '../../edge/services/organizations/resolve-organization.ts';
import { liveRevision, readRevisionSnapshot } from '../../edge/services/revisions/read-revision.ts';
import { buildSite, type BuildStage } from '../../edge/node/site-build/build-site.ts';
import { HOST_ORG } from '../../edge/services/deploy/build-token.ts';
import { downloadAssets, downloadRevision } from '../lib/cloudflare/deploy-client.ts';
import { createProgress, type PhaseStep, type Progress } from '../lib/progress.ts';
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
  bundle: 'Bundling the site code',
  astro: 'Building the site',
  manifest: 'Signing the documents manifest',
  pagefind: 'Indexing for search',
};

/** Runs the site build of `snapshotFile` into `outDir`, phase by phase (bundling when the code changed, pages, manifest, Pagefind). */
async function buildWithProgress({
  progress,
  snapshotFile,
  outDir,
  signingKey,
  publicUrl,
  verbose,
}: {
  progress: Progress;
  snapshotFile: string;
  outDir: string;
  signingKey: Awaited<ReturnType<typeof loadManifestSigningKey>>;
  publicUrl: string;
  verbose: boolean;
}) {
  const pages = pageCounter();
  const phases = progress.sequence();
  let current: PhaseStep | undefined;
  let stage: BuildStage | undefined;
  const timer = setInterval(() => {
    if (stage === 'astro' && pages.count > 0) current?.update(pages.count, undefined, 'pages');
  }, 100);
  try {
    const result = await buildSite({
      snapshotFile,
      outDir,
      signingKey,
      publicUrl,
      // For Cloudflare, whose CDN compresses by itself.
      precompress: false,
      onStage: (next) => {
        if (stage === 'astro' && pages.count > 0) current?.update(pages.count, undefined, 'pages');
        stage = next;
        current = phases.enter(BUILD_STAGE_TITLES[next]);
      },
      log: (line) => {
        pages.see(line);
        if (verbose) progress.info(line);
      },
    });
    phases.end(true);
    return result;
  } catch (error) {
    phases.end(false);
    throw error;
  } finally {
    clearInterval(timer);
  }
}

/** `glasshouse build [--out dist]`, or `glasshouse build --from <worker url> --revision <n>` */
export async function runBuild(input: CommandInput): Promise<void> {
  const { positionals, values, env, io } = input;
  if (positionals.length)
    throw new UsageError(
      'Usage: glasshouse build [--out <dir>] [--org <slug>] [--public-url <url>], or glasshouse build --from <worker url> --revision <n> [--org <id|slug>] [--out <dir>]',
    );
  if (stringOption(values, 'from')) return runBuildFromWorker(input);
  if (stringOption(values, 'revision')) throw new UsageError('--revision needs --from <worker url>: a local build always builds the live revision.');
  const outDir = path.resolve(stringOption(values, 'out') ?? 'dist');
  const progress = createProgress(io);
  const ctx = await progress.phase('Opening the database', () => openContext(env));
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'glasshouse-build-'));
  try {
    const org = await resolveOrganization({ db: ctx.db, slug: stringOption(values, 'org') ?? ctx.config.defaultOrg });
    const { what, snapshotFile } = await progress.phase('Reading the revision', async (step) => {
      const live = await liveRevision({ db: ctx.db, orgId: org.id });
      const snapshot = live
        ? (await readRevisionSnapshot({ db: ctx.db, orgId: org.id, number: live.number, row: live }))!
        : await readDraft({ db: ctx.db, orgId: org.id });
      const what = live ? `revision ${live.number}` : 'the draft (nothing is published yet)';
      step.detail(`${what} of ${org.slug}`);
      prepareOutDir(outDir, [REPO_ROOT, process.cwd(), ctx.config.dataDir]);
      const snapshotFile = path.join(scratch, 'snapshot.json');
      writeFileSync(snapshotFile, JSON.stringify(snapshot));
      return { what, snapshotFile };
    });
    const signingKey = await loadManifestSigningKey({ dataDir: ctx.config.dataDir, env });
    const publicUrl = publicUrlOption(values) ?? ctx.config.publicUrl;
    const result = await buildWithProgress({ progress, snapshotFile, outDir, signingKey, publicUrl, verbose: values.verbose === true });
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

/**
 * Builds a snapshot (not from a database) into `outDir`: the starter site of an organisation that exists only in
 * D1 yet (`glasshouse cloudflare deploy` after `cloudflare add-staff --org`).
 */
export async function buildSnapshotSite({
  io,
  env,
  snapshot,
  outDir,
  publicUrl,
}: {
  io: CommandInput['io'];
  env: CommandInput['env'];
  snapshot: unknown;
  outDir: string;
  publicUrl: string;
}): Promise<void> {
  const progress = createProgress(io);
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'glasshouse-build-'));
  const dataDir = path.resolve(env.DATA_DIR?.trim() || './data');
  try {
    const snapshotFile = path.join(scratch, 'snapshot.json');
    writeFileSync(snapshotFile, JSON.stringify(snapshot));
    prepareOutDir(path.resolve(outDir), [REPO_ROOT, process.cwd(), dataDir]);
    const signingKey = await loadManifestSigningKey({ dataDir, env });
    const result = await buildWithProgress({ progress, snapshotFile, outDir: path.resolve(outDir), signingKey, publicUrl, verbose: false });
    progress.done(`Built the starter site into ${path.resolve(outDir)}: ${result.pages} pages.`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** `--public-url`, checked. */
function publicUrlOption(values: CommandInput['values']): string | undefined {
  const url = stringOption(values, 'public-url');
  if (url !== undefined && !/^https?:\/\/[^/]/i.test(url)) throw new UsageError(`--public-url must be an http(s) address, not "${url}".`);
  return url?.replace(/\/+$/, '');
}

/**
 * `glasshouse build --from <worker url> --revision <n> [--org <id|slug>] [--out dist]`: the CI build of the publish
 * loop. The frozen snapshot and the public assets come from the Worker (with a build token, see
 * `lib/cloudflare/deploy-client.ts`), and so does the public address, so the built site and the Worker agree on
 * it. No local database is opened.
 */
async function runBuildFromWorker({ values, env, io }: CommandInput): Promise<void> {
  const workerUrl = stringOption(values, 'from')!;
  if (!/^https?:\/\/[^/]/i.test(workerUrl)) throw new UsageError(`--from must be the Worker's http(s) address, not "${workerUrl}".`);
  // Without --org: the organisation the Worker serves on its own address.
  const org = stringOption(values, 'org') ?? HOST_ORG;
  const revision = Number(stringOption(values, 'revision'));
  if (!Number.isInteger(revision) || revision < 1)
    throw new UsageError('Usage: glasshouse build --from <worker url> --revision <n> [--org <id|slug>] [--out <dir>]');
  const outDir = path.resolve(stringOption(values, 'out') ?? 'dist');
  const dataDir = path.resolve(env.DATA_DIR?.trim() || './data');
  const progress = createProgress(io);
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'glasshouse-build-'));
  try {
    const client = { workerUrl, org, revision, env };
    const { bundle, snapshotFile } = await progress.phase(`Downloading revision ${revision}`, async (step) => {
      const downloaded = await downloadRevision({ ...client, scratch });
      step.detail(`${downloaded.bundle.orgSlug} from ${workerUrl}`);
      return downloaded;
    });
    prepareOutDir(outDir, [REPO_ROOT, process.cwd(), dataDir]);
    if (!env.MANIFEST_SIGNING_KEY?.trim()) {
      progress.info(
        `MANIFEST_SIGNING_KEY is not set: the documents manifest is signed with the key in ${dataDir} (set the secret so every build signs with the same key).`,
      );
    }
    const signingKey = await loadManifestSigningKey({ dataDir, env });
    const publicUrl = publicUrlOption(values) ?? bundle.publicUrl;
    const result = await buildWithProgress({ progress, snapshotFile, outDir, signingKey, publicUrl, verbose: values.verbose === true });
    const assets = await progress.phase('Downloading assets', async (step) => {
      const count = await downloadAssets({ ...client, assets: bundle.assets, outDir });
      step.update(count, undefined, 'assets');
      return count;
    });
    progress.done(`Built revision ${revision} of ${bundle.orgSlug} into ${outDir} for ${publicUrl}: ${result.pages} pages and ${assets} assets.`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
