/**
 * The embedded default's blob store: one file per blob under a folder (`data/files`). Node only.
 *
 *   <dir>/<key>                     the bytes
 *   <dir>/.blob-meta/<key>.json     `{ contentType }`, when given
 *   <dir>/.blob-tmp/…               writes in progress (renamed into place, so a reader never sees half a file)
 *
 * Keys are checked with `assertBlobKey` and resolved paths must stay inside the folder, so a key taken from
 * content can never read or write elsewhere on disk.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import * as fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { InvalidBlobKeyError, assertBlobKey, type BlobMeta, type BlobObject, type BlobStore } from './types.ts';

/** Default folder of the embedded default, relative to the data folder. */
export const DEFAULT_BLOB_DIR = 'data/files';

const META_DIR = '.blob-meta';
const TMP_DIR = '.blob-tmp';

export interface DiskBlobStore extends BlobStore {
  list(prefix: string): Promise<string[]>;
  /** Absolute path of the folder. */
  readonly dir: string;
}

export function createDiskBlobStore(dir: string = DEFAULT_BLOB_DIR): DiskBlobStore {
  const root = path.resolve(dir);

  /** Absolute path of a key under `base`, refusing anything that would leave it. */
  function pathOf(key: string, base = root): string {
    assertBlobKey(key);
    // The store's own bookkeeping folders are not keys.
    if (key.split('/')[0]!.startsWith('.blob-')) throw new InvalidBlobKeyError(key);
    const full = path.resolve(base, ...key.split('/'));
    if (!full.startsWith(base + path.sep)) throw new InvalidBlobKeyError(key);
    return full;
  }
  const metaPathOf = (key: string) => `${pathOf(key, path.join(root, META_DIR))}.json`;

  async function writeAtomically(target: string, write: (tmp: string) => Promise<void>): Promise<void> {
    const tmpDir = path.join(root, TMP_DIR);
    await fs.mkdir(tmpDir, { recursive: true });
    const tmp = path.join(tmpDir, `${Date.now()}-${randomBytes(6).toString('hex')}`);
    try {
      await write(tmp);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.rename(tmp, target);
    } catch (error) {
      await fs.rm(tmp, { force: true });
      throw error;
    }
  }

  return {
    dir: root,

    async put(key, bytes, meta: BlobMeta = {}) {
      const target = pathOf(key);
      const metaTarget = metaPathOf(key);
      await writeAtomically(target, async (tmp) => {
        if (bytes instanceof Uint8Array) await fs.writeFile(tmp, bytes);
        else await pipeline(Readable.fromWeb(bytes as unknown as NodeReadableStream<Uint8Array>), createWriteStream(tmp));
      });
      if (meta.contentType) {
        await writeAtomically(metaTarget, (tmp) => fs.writeFile(tmp, JSON.stringify({ contentType: meta.contentType })));
      } else {
        await fs.rm(metaTarget, { force: true });
      }
    },

    async get(key): Promise<BlobObject | null> {
      const file = pathOf(key);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile()) return null;
      let contentType: string | undefined;
      try {
        contentType = (JSON.parse(await fs.readFile(metaPathOf(key), 'utf8')) as BlobMeta).contentType;
      } catch {
        // No metadata stored.
      }
      const body = Readable.toWeb(createReadStream(file)) as unknown as ReadableStream<Uint8Array>;
      return { body, size: stat.size, contentType };
    },

    async delete(key) {
      await fs.rm(pathOf(key), { force: true });
      await fs.rm(metaPathOf(key), { force: true });
    },

    async list(prefix) {
      const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      const keys: string[] = [];
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const relative = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        if (relative.startsWith('.blob-')) continue;
        if (relative.startsWith(prefix)) keys.push(relative);
      }
      return keys.sort();
    },
  };
}
