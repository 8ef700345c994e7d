/** `glasshouse backup <file>` and `glasshouse restore <file>`: everything an instance holds, and back. */
import path from 'node:path';
import { ensureWritableDir, loadNodeConfig, resolveDataPaths } from '../../edge/node/config.ts';
import { createBackup, restoreBackup, type BackupProgress } from '../lib/backup.ts';
import { createProgress, formatDuration, type PhaseSequence } from '../lib/progress.ts';
import { CliError, UsageError, type CommandInput } from './types.ts';

const STAGE_TITLES = {
  database: 'Snapshotting the database',
  files: 'Linking the files',
  archive: 'Writing the archive',
  extract: 'Reading the archive',
  migrate: 'Migrating the database',
  audit: 'Verifying the audit log',
} as const;

/** Phases driven by the backup's progress events. */
function phasesOf(phases: PhaseSequence): BackupProgress {
  return ({ stage }) => void phases.enter(STAGE_TITLES[stage]);
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** `glasshouse backup <file>` */
export async function runBackup({ positionals, env, io }: CommandInput): Promise<void> {
  const [file, ...extra] = positionals;
  if (!file || extra.length) throw new UsageError('Usage: glasshouse backup <file.tar.gz>');
  const config = loadNodeConfig(env);
  const progress = createProgress(io);
  const phases = progress.sequence();
  const started = performance.now();
  try {
    const manifest = await createBackup({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, file, onProgress: phasesOf(phases) });
    phases.end(true);
    progress.done(
      `Backed up ${config.dataDir} to ${path.resolve(file)}: the database (${megabytes(manifest.database.bytes)}, schema ${manifest.schema}) and ${manifest.files.count} files (${megabytes(manifest.files.bytes)}) in ${formatDuration(performance.now() - started)}.`,
    );
    if (manifest.secrets.length) io.out(`It holds the data folder's secrets (${manifest.secrets.join(', ')}): keep it as private as the database.`);
  } catch (error) {
    phases.end(false);
    throw error;
  }
}

/** `glasshouse restore <file>` */
export async function runRestore({ positionals, env, io }: CommandInput): Promise<void> {
  const [file, ...extra] = positionals;
  if (!file || extra.length) throw new UsageError('Usage: glasshouse restore <file.tar.gz>');
  const { dataDir, databaseUrl } = resolveDataPaths(env);
  const progress = createProgress(io);
  const phases = progress.sequence();
  let result: Awaited<ReturnType<typeof restoreBackup>>;
  try {
    result = await restoreBackup({ file, dataDir, databaseUrl, onProgress: phasesOf(phases) });
    phases.end(true);
  } catch (error) {
    phases.end(false);
    throw error;
  }
  ensureWritableDir(dataDir, 'DATA_DIR', 'The data folder');
  const { manifest, audit } = result;
  io.out(`Restored the backup of ${manifest.createdAt} into ${dataDir}: the database (schema ${manifest.schema}) and ${manifest.files.count} files.`);
  for (const org of audit) {
    io.out(
      org.ok
        ? `${org.orgId}: ${org.rows} audit entries, chain intact.`
        : `${org.orgId}: ${org.rows} audit entries, ${org.problems.length} problem(s): ${org.problems.map((p) => p.message).join('; ')}`,
    );
  }
  const broken = audit.filter((org) => !org.ok).length;
  if (broken > 0) throw new CliError(`The audit log of ${broken} organisation(s) does not verify after the restore.`);
  progress.done('Run `glasshouse start`: it builds each live site again from its revision.');
}
