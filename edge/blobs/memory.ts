/** A blob store in memory, for tests. */
import { assertBlobKey, toBytes, type BlobMeta, type BlobStore } from './types.ts';

export interface MemoryBlobStore extends BlobStore {
  list(prefix: string): Promise<string[]>;
  /** The stored entries, for assertions. */
  readonly entries: Map<string, { bytes: Uint8Array; meta: BlobMeta }>;
}

export function createMemoryBlobStore(): MemoryBlobStore {
  const entries = new Map<string, { bytes: Uint8Array; meta: BlobMeta }>();
  return {
    entries,
    async put(key, bytes, meta = {}) {
      assertBlobKey(key);
      // Copy, so later changes to the caller's array do not change the stored blob.
      entries.set(key, { bytes: new Uint8Array(await toBytes(bytes)), meta: { ...meta } });
    },
    async get(key) {
      assertBlobKey(key);
      const entry = entries.get(key);
      if (!entry) return null;
      const copy = new Uint8Array(entry.bytes);
      return { body: new Blob([copy]).stream(), size: copy.byteLength, contentType: entry.meta.contentType };
    },
    async delete(key) {
      assertBlobKey(key);
      entries.delete(key);
    },
    async list(prefix) {
      return [...entries.keys()].filter((key) => key.startsWith(prefix)).sort();
    },
  };
}
