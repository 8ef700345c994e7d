/**
 * Backup and restore of everything an embedded instance holds: the database (accounts, members, requests,
 * subscribers, audit log, revisions …), every blob (documents, assets, questionnaires) and the secrets the data
 * folder generated (session secret, manifest signing key). Content `export` stays what it is: content only.
 *
 * A backup is a gzipped tar (`tar tzf backup.tar.gz` lists it):
 *
 *   manifest.json          format, version, when, the schema's last migration, the database's size and SHA-256
 *   glasshouse.db          the database, snapshotted online with SQLite's `VACUUM INTO` (a consistent copy
 *                          taken inside one read transaction while the server keeps writing; not a file copy)
 *   files/…                every blob, hard-linked at the moment after the database snapshot (a blob is written
 *                          before the row that names it, so every document the snapshot names is there)
 *   session-secret, manifest-signing-key   when they live in the data folder (not given by the environment)
 *
 * It is written beside its destination and renamed into place, so a half-written backup never has its name.
 * Restore goes into an empty data folder only, checks the database's checksum, applies newer migrations and
 * verifies every organisation's audit chain.
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { z } from 'zod';
import { ConfigError } from '../../edge/config/env.ts';
import { openLibsqlClient } from '../../edge/db/client.ts';
import { MIGRATIONS_FOLDER, migrateLibsql } from '../../edge/db/migrate.ts';
import { MANIFEST_KEY_FILE } from '../../edge/node/manifest-key.ts';
import { SESSION_SECRET_FILE } from '../../edge/node/config.ts';
import { databaseUnavailable } from '../../edge/node/startup-errors.ts';
import { auditOrgIds, verifyAudit, type AuditVerification } from '../../edge/services/audit/audit-log.ts';

export const BACKUP_FORMAT = 'glasshouse-backup';
export const BACKUP_VERSION = 1;
const DB_ENTRY = 'glasshouse.db' as const;
const FILES_ENTRY = 'files';
const MANIFEST_ENTRY = 'manifest.json';
/** Folders of the disk blob store that are not blobs: writes in progress. */
const SKIPPED_BLOB_DIRS = new Set(['.blob-tmp']);
const SECRET_FILES = [SESSION_SECRET_FILE, MANIFEST_KEY_FILE];

export const BackupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.string(),
  /** The last migration the database had (`0008_…`): a restore applies the ones after it. */
  schema: z.string(),
  database: z.object({ file: z.literal(DB_ENTRY), bytes: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
  files: z.object({ count: z.number().int().nonnegative(), bytes: z.number().int().nonnegative() }),
  secrets: z.array(z.enum([SESSION_SECRET_FILE, MANIFEST_KEY_FILE])),
});
export type BackupManifest = z.infer<typeof BackupManifestSchema>;

/** Told as a backup or restore goes: its stage, and bytes or files done where it counts them. */
export type BackupProgress = (event: { stage: 'database' | 'files' | 'archive' | 'extract' | 'migrate' | 'audit'; detail?: string }) => void;

export interface CreateBackupOptions {
  /** The data folder (`DATA_DIR`). */
  dataDir: string;
  /** `DATABASE_URL`: must be a local SQLite file. */
  databaseUrl: string;
  /** Where the `.tar.gz` goes; an existing file is replaced only once the new backup is complete. */
  file: string;
  onProgress?: BackupProgress;
  now?: () => Date;
}

/** The local file of a `file:` database URL, or a ConfigError saying why a backup cannot copy it. */
export function localDatabaseFile(databaseUrl: string, what: 'backup' | 'restore'): string {
  if (!/^file:/i.test(databaseUrl)) {
    throw new ConfigError(
      what === 'backup'
        ? 'glasshouse backup snapshots a local SQLite database, but DATABASE_URL names a libSQL server: use that server’s own backups (Turso: point-in-time restore), or unset DATABASE_URL to use <DATA_DIR>/glasshouse.db.'
        : 'glasshouse restore writes a local SQLite database, but DATABASE_URL names a libSQL server: unset DATABASE_URL (or point it at a file:) to restore into <DATA_DIR>.',
      ['DATABASE_URL'],
    );
  }
  return path.resolve(databaseUrl.replace(/^file:(\/\/)?/i, '').split('?')[0]!);
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The newest migration's tag in the migrations journal. */
async function latestMigrationTag(): Promise<string> {
  const journal = JSON.parse(await fs.readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  return journal.entries.at(-1)?.tag ?? 'none';
}

/**
 * Mirrors the blob folder into `to` with hard links (copies across file systems), skipping writes in progress.
 * @returns how many files and bytes.
 */
async function linkTree(from: string, to: string): Promise<{ count: number; bytes: number }> {
  let count = 0;
  let bytes = 0;
  async function walk(rel: string): Promise<void> {
    const entries = await fs.readdir(path.join(from, rel), { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    await fs.mkdir(path.join(to, rel), { recursive: true });
    for (const entry of entries) {
      const child = path.join(rel, entry.name);
      if (entry.isDirectory()) {
        if (rel === '' && SKIPPED_BLOB_DIRS.has(entry.name)) continue;
        await walk(child);
      } else if (entry.isFile()) {
        const source = path.join(from, child);
        const target = path.join(to, child);
        try {
          await fs.link(source, target);
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          // Deleted since it was listed: the snapshot does not need it.
          if (code === 'ENOENT') continue;
          if (code !== 'EXDEV' && code !== 'EPERM') throw error;
          await fs.copyFile(source, target);
        }
        count++;
        bytes += (await fs.stat(target)).size;
      }
    }
  }
  await walk('');
  return { count, bytes };
}

/** Writes a backup of the instance in `dataDir` to `file` while the server keeps serving. */
export async function createBackup({
  dataDir,
  databaseUrl,
  file,
  onProgress = () => {},
  now = () => new Date(),
}: CreateBackupOptions): Promise<BackupManifest> {
  const dbFile = localDatabaseFile(databaseUrl, 'backup');
  if (!existsSync(dbFile))
    throw new ConfigError(`There is no database at ${dbFile} to back up: check DATA_DIR= and DATABASE_URL=.`, ['DATA_DIR', 'DATABASE_URL']);
  const target = path.resolve(file);
  await fs.mkdir(path.dirname(target), { recursive: true });
  // Staged inside the data folder, so blobs can be hard-linked (same file system).
  const staging = await fs.mkdtemp(path.join(dataDir, '.backup-'));
  const partial = `${target}.partial-${process.pid}`;
  try {
    onProgress({ stage: 'database' });
    const snapshot = path.join(staging, DB_ENTRY);
    const { client } = openLibsqlClient(`file:${dbFile}`);
    try {
      // One read transaction: a consistent copy of the database as it was, while writers go on (WAL).
      await client.execute({ sql: 'VACUUM INTO ?', args: [snapshot] });
    } catch (error) {
      throw databaseUnavailable(databaseUrl, error);
    } finally {
      client.close();
    }
    const database = { file: DB_ENTRY, bytes: (await fs.stat(snapshot)).size, sha256: await sha256Of(snapshot) };

    onProgress({ stage: 'files' });
    const files = await linkTree(path.join(dataDir, FILES_ENTRY), path.join(staging, FILES_ENTRY));
    const secrets: BackupManifest['secrets'] = [];
    for (const name of SECRET_FILES) {
      if (existsSync(path.join(dataDir, name))) {
        await fs.copyFile(path.join(dataDir, name), path.join(staging, name));
        secrets.push(name as BackupManifest['secrets'][number]);
      }
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: now().toISOString(),
      schema: await latestMigrationTag(),
      database,
      files,
      secrets,
    };
    await fs.writeFile(path.join(staging, MANIFEST_ENTRY), `${JSON.stringify(manifest, null, 2)}\n`);

    onProgress({ stage: 'archive' });
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, [MANIFEST_ENTRY, DB_ENTRY, FILES_ENTRY, ...secrets]);
    await fs.chmod(partial, 0o600);
    await fs.rename(partial, target);
    return manifest;
  } finally {
    await fs.rm(partial, { force: true });
    await fs.rm(staging, { recursive: true, force: true });
  }
}

export interface RestoreBackupOptions {
  file: string;
  /** The data folder to restore into: must be empty or not exist. */
  dataDir: string;
  /** `DATABASE_URL`: a local file (default `<dataDir>/glasshouse.db`). */
  databaseUrl: string;
  onProgress?: BackupProgress;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** The audit chain of every organisation, verified after the restore. */
  audit: AuditVerification[];
}

/** Entries a backup may hold; anything else in the archive is refused. */
function allowedEntry(name: string): boolean {
  const clean = name.replace(/^\.\//, '');
  return (
    clean === MANIFEST_ENTRY ||
    clean === DB_ENTRY ||
    SECRET_FILES.includes(clean) ||
    clean === FILES_ENTRY ||
    clean === `${FILES_ENTRY}/` ||
    clean.startsWith(`${FILES_ENTRY}/`)
  );
}

/**
 * Restores a backup into an empty data folder: checks the archive and the database's checksum, moves everything
 * into place, applies the migrations newer than the backup and verifies every audit chain.
 * @throws ConfigError when the folder is not empty; CliError-like Errors when the archive is not a backup.
 */
export async function restoreBackup({ file, dataDir, databaseUrl, onProgress = () => {} }: RestoreBackupOptions): Promise<RestoreResult> {
  const source = path.resolve(file);
  if (!existsSync(source)) throw new Error(`${source} does not exist.`);
  const dbFile = localDatabaseFile(databaseUrl, 'restore');
  const existing = await fs.readdir(dataDir).catch(() => [] as string[]);
  if (existing.length > 0) {
    throw new ConfigError(
      `The data folder ${dataDir} is not empty: restore into an empty folder (set DATA_DIR= to a new one), so nothing there is overwritten.`,
      ['DATA_DIR'],
    );
  }
  if (existsSync(dbFile))
    throw new ConfigError(`A database already exists at ${dbFile}: restore into a new one (unset DATABASE_URL, or point it at a new file).`, ['DATABASE_URL']);

  await fs.mkdir(dataDir, { recursive: true });
  const staging = await fs.mkdtemp(path.join(dataDir, '.restore-'));
  let restored = false;
  try {
    onProgress({ stage: 'extract' });
    let refused: string | undefined;
    await tar
      .extract({
        file: source,
        cwd: staging,
        // Only a backup's own entries, never links, never a path outside the folder (tar strips `..` and `/`).
        filter: (name, entry) => {
          const ok = allowedEntry(name) && (!('type' in entry) || entry.type === 'File' || entry.type === 'Directory');
          if (!ok) refused ??= name;
          return ok;
        },
      })
      .catch((error: Error) => {
        throw new Error(`${source} is not a Glasshouse backup (${error.message}).`);
      });
    if (refused) throw new Error(`${source} is not a Glasshouse backup: it holds "${refused}".`);
    const manifestText = await fs.readFile(path.join(staging, MANIFEST_ENTRY), 'utf8').catch(() => null);
    const parsed = manifestText ? BackupManifestSchema.safeParse(JSON.parse(manifestText)) : null;
    if (!parsed?.success) throw new Error(`${source} is not a Glasshouse backup: its manifest.json is missing or not one this version reads.`);
    const manifest = parsed.data;
    const snapshot = path.join(staging, DB_ENTRY);
    if (!existsSync(snapshot) || (await sha256Of(snapshot)) !== manifest.database.sha256) {
      throw new Error(`${source} is damaged: its database does not match the checksum in its manifest.`);
    }

    await fs.mkdir(path.dirname(dbFile), { recursive: true });
    await fs.rename(snapshot, dbFile).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EXDEV') throw error;
      await fs.copyFile(snapshot, dbFile);
    });
    if (existsSync(path.join(staging, FILES_ENTRY))) await fs.rename(path.join(staging, FILES_ENTRY), path.join(dataDir, FILES_ENTRY));
    for (const name of manifest.secrets) {
      await fs.rename(path.join(staging, name), path.join(dataDir, name));
      await fs.chmod(path.join(dataDir, name), 0o600);
    }

    onProgress({ stage: 'migrate' });
    const url = `file:${dbFile}`;
    await migrateLibsql(url);
    onProgress({ stage: 'audit' });
    const { db, client } = openLibsqlClient(url);
    try {
      const audit: AuditVerification[] = [];
      for (const orgId of await auditOrgIds({ db })) audit.push(await verifyAudit({ db, orgId }));
      restored = true;
      return { manifest, audit };
    } finally {
      client.close();
    }
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
    // A failed restore leaves the folder as it found it: empty.
    if (!restored) {
      for (const name of await fs.readdir(dataDir).catch(() => [] as string[])) await fs.rm(path.join(dataDir, name), { recursive: true, force: true });
      await fs.rm(dbFile, { force: true });
    }
  }
}
