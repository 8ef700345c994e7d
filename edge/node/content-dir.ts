/**
 * Import and export of an organisation's content as a folder (Node only: reads and writes the file system).
 *
 *   <dir>/<collection>.json   one file per collection: `organization`, `customization`, `plan` and `space` hold an
 *                             object, the others an array in display order (`products.json`, `items.json` …)
 *   <dir>/staff.json          `[{ email, role, name }]`
 *   <dir>/files/<blobKey>     the bytes of each file entity (`files.json` → `blobKey`)
 *   <dir>/assets/…            public assets served by the site under `/assets/…` (logo, favicon …), copied as is
 *
 * Anything else in the folder (a README, test fixtures) is ignored.
 *
 * An import validates the whole folder first — every JSON file against the content model, every referenced
 * document present (and matching its `sha256`/`size` when given) — and writes nothing if anything is wrong.
 * An export writes the same layout back; import → export gives the same files.
 */
import { existsSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { z, ZodError } from 'zod';
import { LIST_COLLECTIONS, SINGLETON_COLLECTIONS, isSingleton, type Collection } from '../../content/records.ts';
import { EmailSchema } from '../../content/schemas/common.ts';
import { SnapshotSchema, type Snapshot } from '../../content/schemas/snapshot.ts';
import { ROLES } from '../../content/schemas/staff.ts';
import { describeIssues } from '../../content/validation.ts';
import { orgAssetKey, orgAssetsPrefix, orgFileKey, orgFilesPrefix } from '../blobs/keys.ts';
import { InvalidBlobKeyError, assertBlobKey, readBlobBytes, type BlobStore } from '../blobs/types.ts';
import type { Db } from '../db/types.ts';
import { readDraftRecords } from '../services/draft/read-draft.ts';
import { replaceDraft } from '../services/draft/replace-draft.ts';
import { getOrganizationById, type Organization } from '../services/organizations/get-organization.ts';
import { addStaff } from '../services/staff/add-staff.ts';
import { listStaff } from '../services/staff/list-staff.ts';

/** Collections, in file order. */
const COLLECTION_FILES: Collection[] = [...SINGLETON_COLLECTIONS, ...(Object.keys(LIST_COLLECTIONS) as Collection[])];
/** Collections a folder must have (the others default to empty). */
const REQUIRED_COLLECTIONS: Collection[] = ['organization', 'space', 'products'];
export const STAFF_FILE = 'staff.json';
export const FILES_DIR = 'files';
export const ASSETS_DIR = 'assets';

/** One staff member in `staff.json`. */
export const StaffEntrySchema = z.object({
  email: EmailSchema,
  role: z.enum(ROLES, { error: `Role must be one of: ${ROLES.join(', ')}` }),
  name: z.string().default(''),
});
export type StaffEntry = z.output<typeof StaffEntrySchema>;

/** A content folder that cannot be imported; `message` lists every problem, each naming its file and path. */
export class ContentDirError extends Error {
  override name = 'ContentDirError';
}

/** A content folder, read and validated. */
export interface ContentDir {
  dir: string;
  /** The snapshot as written in the files (before defaults), keyed by collection. */
  input: Record<string, unknown>;
  /** The validated snapshot. */
  snapshot: Snapshot;
  staff: StaffEntry[];
  /** Paths under `files/` (`/`-separated), each a blob key. */
  files: string[];
  /** Paths under `assets/` (`/`-separated). */
  assets: string[];
  /** Other entries of the folder (notes, a README …), not imported. */
  ignored: string[];
}

/**
 * Reads and validates a content folder without writing anything.
 * @throws ContentDirError naming each bad file and the path inside it.
 */
export async function readContentDir(dir: string): Promise<ContentDir> {
  const root = path.resolve(dir);
  const stat = await fs.stat(root).catch(() => null);
  if (!stat?.isDirectory()) throw new ContentDirError(`${root} is not a folder.`);

  const problems: string[] = [];
  const input: Record<string, unknown> = { schemaVersion: 1 };
  const known = new Set([...COLLECTION_FILES.map((c) => `${c}.json`), STAFF_FILE, FILES_DIR, ASSETS_DIR]);
  const ignored = (await fs.readdir(root)).filter((name) => !known.has(name)).sort();
  for (const collection of COLLECTION_FILES) {
    const file = `${collection}.json`;
    const value = await readJsonFile(path.join(root, file), file, problems);
    if (value === undefined) {
      if (REQUIRED_COLLECTIONS.includes(collection) && !problems.some((p) => p.startsWith(`- ${file}:`))) problems.push(`- ${file}: missing`);
      continue;
    }
    const shapeOk = isSingleton(collection) ? isPlainObject(value) : Array.isArray(value);
    if (!shapeOk) problems.push(`- ${file}: must hold ${isSingleton(collection) ? 'an object' : 'an array'}`);
    else input[collection] = value;
  }
  let staff: StaffEntry[] = [];
  const staffJson = await readJsonFile(path.join(root, STAFF_FILE), STAFF_FILE, problems);
  if (staffJson !== undefined) {
    const parsed = z.array(StaffEntrySchema).safeParse(staffJson);
    if (parsed.success) staff = parsed.data;
    else problems.push(issueLines(parsed.error, STAFF_FILE));
  }
  if (problems.length > 0) throw new ContentDirError(`Cannot import ${root}:\n${problems.join('\n')}`);

  const parsed = SnapshotSchema.safeParse(input);
  if (!parsed.success) throw new ContentDirError(`Cannot import ${root}:\n${issueLines(parsed.error)}`);
  const snapshot = parsed.data;

  const files = await listFiles(path.join(root, FILES_DIR));
  const assets = await listFiles(path.join(root, ASSETS_DIR));
  for (const key of files) {
    try {
      assertBlobKey(key);
    } catch (error) {
      if (error instanceof InvalidBlobKeyError) problems.push(`- ${FILES_DIR}/${key}: not a valid blob key`);
      else throw error;
    }
  }
  for (const [i, file] of snapshot.files.entries()) {
    const where = `files.json.${i}.blobKey`;
    const bytesPath = path.join(root, FILES_DIR, ...file.blobKey.split('/'));
    if (!files.includes(file.blobKey)) {
      problems.push(`- ${where}: ${FILES_DIR}/${file.blobKey} is missing`);
      continue;
    }
    const bytes = await fs.readFile(bytesPath);
    if (file.sha256 && sha256Hex(bytes) !== file.sha256) problems.push(`- files.json.${i}.sha256: does not match the bytes of ${FILES_DIR}/${file.blobKey}`);
    if (file.size > 0 && bytes.byteLength !== file.size) {
      problems.push(`- files.json.${i}.size: ${file.size} but ${FILES_DIR}/${file.blobKey} has ${bytes.byteLength} bytes`);
    }
  }
  if (problems.length > 0) throw new ContentDirError(`Cannot import ${root}:\n${problems.join('\n')}`);
  return { dir: root, input, snapshot, staff, files, assets, ignored };
}

export interface ImportContentOptions {
  db: Db;
  blobs: BlobStore;
  dir: string;
  /** Recorded as the author of the draft rows. */
  by?: string | null;
  now?: number;
  /** Told each step of the import (the CLI shows it as progress). */
  onProgress?: (progress: ImportProgress) => void;
}

/** A step of an import, for progress lines: `done` of `total` entries of the stage. */
export interface ImportProgress {
  stage: 'validate' | 'draft' | 'staff' | 'files' | 'assets';
  done: number;
  total: number;
}

export interface ImportContentResult {
  org: Organization;
  snapshot: Snapshot;
  staff: number;
  files: number;
  assets: number;
  /** Entries of the folder that are not part of the format and were left out. */
  ignored: string[];
}

/**
 * Imports a content folder: validates everything first (nothing is written if anything is wrong), then creates
 * or replaces the organisation with `organization.id` and its whole draft (one batch), adds or updates the
 * listed staff (others are kept), and copies documents and assets into the blob store (existing blobs with
 * other keys are kept: a live revision may still reference them).
 * @throws ContentDirError, or VALIDATION_FAILED when the slug belongs to another organisation.
 */
export async function importContentDir({
  db,
  blobs,
  dir,
  by = null,
  now = Date.now(),
  onProgress = () => {},
}: ImportContentOptions): Promise<ImportContentResult> {
  onProgress({ stage: 'validate', done: 0, total: 0 });
  const content = await readContentDir(dir);
  const orgId = content.snapshot.organization.id;
  onProgress({ stage: 'draft', done: 0, total: 0 });
  const snapshot = await replaceDraft({ db, orgId, snapshot: content.input, by, now });
  for (const [i, member] of content.staff.entries()) {
    onProgress({ stage: 'staff', done: i, total: content.staff.length });
    await addStaff({ db, orgId, email: member.email, role: member.role, name: member.name, now });
  }
  const byKey = new Map(content.snapshot.files.map((f) => [f.blobKey, f.contentType]));
  for (const [i, key] of content.files.entries()) {
    onProgress({ stage: 'files', done: i, total: content.files.length });
    const bytes = await fs.readFile(path.join(content.dir, FILES_DIR, ...key.split('/')));
    await blobs.put(orgFileKey(orgId, key), new Uint8Array(bytes), { contentType: byKey.get(key) });
  }
  for (const [i, asset] of content.assets.entries()) {
    onProgress({ stage: 'assets', done: i, total: content.assets.length });
    const bytes = await fs.readFile(path.join(content.dir, ASSETS_DIR, ...asset.split('/')));
    await blobs.put(orgAssetKey(orgId, asset), new Uint8Array(bytes), { contentType: contentTypeOf(asset) });
  }
  const org = await getOrganizationById({ db, id: orgId });
  return { org: org!, snapshot, staff: content.staff.length, files: content.files.length, assets: content.assets.length, ignored: content.ignored };
}

export interface ExportContentOptions {
  db: Db;
  blobs: BlobStore;
  orgId: string;
  dir: string;
}

/**
 * Writes an organisation's draft, staff, documents and assets to `dir` in the import layout. Entities are
 * written as stored, so an imported folder comes back unchanged.
 * @throws an Error when a referenced document is missing from the blob store.
 */
export async function exportContentDir({ db, blobs, orgId, dir }: ExportContentOptions): Promise<{ files: number; assets: number }> {
  const records = await readDraftRecords({ db, orgId });
  if (records.length === 0) throw new Error(`Organisation ${orgId} has no content to export.`);
  const root = path.resolve(dir);
  await fs.mkdir(root, { recursive: true });

  for (const collection of COLLECTION_FILES) {
    const own = records.filter((r) => r.collection === collection);
    const value = isSingleton(collection)
      ? own[0]?.data
      : own.sort((a, b) => a.position - b.position || a.recordId.localeCompare(b.recordId)).map((r) => r.data);
    if (value !== undefined) await writeJson(path.join(root, `${collection}.json`), value);
  }
  const staff = await listStaff({ db, orgId });
  await writeJson(
    path.join(root, STAFF_FILE),
    staff.map((s) => ({ email: s.email, role: s.role, name: s.name })),
  );

  const fileKeys = new Set<string>();
  const referenced = records.filter((r) => r.collection === 'files').map((r) => (r.data as { blobKey: string }).blobKey);
  for (const key of referenced) fileKeys.add(key);
  const filesPrefix = orgFilesPrefix(orgId);
  for (const key of (await blobs.list?.(filesPrefix)) ?? []) fileKeys.add(key.slice(filesPrefix.length));
  for (const key of fileKeys) {
    const bytes = await readBlobBytes(blobs, orgFileKey(orgId, key));
    if (!bytes) throw new Error(`The document ${key} is missing from the file store.`);
    await writeBytes(path.join(root, FILES_DIR, ...key.split('/')), bytes);
  }

  const assetsPrefix = orgAssetsPrefix(orgId);
  const assetKeys = (await blobs.list?.(assetsPrefix)) ?? [];
  for (const key of assetKeys) {
    const bytes = await readBlobBytes(blobs, key);
    if (bytes) await writeBytes(path.join(root, ASSETS_DIR, ...key.slice(assetsPrefix.length).split('/')), bytes);
  }
  return { files: fileKeys.size, assets: assetKeys.length };
}

/**
 * Copies an organisation's assets from the blob store into `<siteDir>/assets/` (the site serves them under
 * `/assets/…`). Returns how many were copied.
 */
export async function copyOrgAssets({ blobs, orgId, outDir }: { blobs: BlobStore; orgId: string; outDir: string }): Promise<number> {
  const prefix = orgAssetsPrefix(orgId);
  const keys = (await blobs.list?.(prefix)) ?? [];
  for (const key of keys) {
    const bytes = await readBlobBytes(blobs, key);
    if (bytes) await writeBytes(path.join(outDir, ASSETS_DIR, ...key.slice(prefix.length).split('/')), bytes);
  }
  return keys.length;
}

// ---------------------------------------------------------------------------------------------------------------

async function readJsonFile(file: string, name: string, problems: string[]): Promise<unknown> {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(await fs.readFile(file, 'utf8'));
  } catch (error) {
    problems.push(`- ${name}: not valid JSON (${(error as Error).message})`);
    return undefined;
  }
}

/**
 * One line per issue via `describeIssues`, with the collection at the head of each path renamed to its file:
 * `items.3.slug` → `items.json.3.slug`.
 */
function issueLines(error: ZodError, file?: string): string {
  const issues = error.issues.map((issue) => {
    const [head, ...rest] = issue.path;
    const pathInFiles = file ? [file, ...issue.path] : typeof head === 'string' ? [`${head}.json`, ...rest] : issue.path;
    return { ...issue, path: pathInFiles };
  });
  return describeIssues(new ZodError(issues), 'Invalid content').split('\n').slice(1).join('\n');
}

/** Files under `dir`, as `/`-separated relative paths, sorted; none when the folder does not exist. */
async function listFiles(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

async function writeJson(file: string, value: unknown): Promise<void> {
  await fs.writeFile(file, `${JSON.stringify(value, null, 2)}\n`);
}

async function writeBytes(file: string, bytes: Uint8Array): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, bytes);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

/** MIME type from a file name's extension (assets only; documents carry their own). */
export function contentTypeOf(name: string): string | undefined {
  return CONTENT_TYPES[path.extname(name).toLowerCase()];
}
