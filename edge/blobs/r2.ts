/** The Cloudflare blob store: an R2 bucket binding. Web-standard APIs only, safe to import from the Worker. */
import { assertBlobKey, toBytes, type BlobObject, type BlobStore } from './types.ts';

export interface R2BlobStore extends BlobStore {
  list(prefix: string): Promise<string[]>;
}

export function createR2BlobStore(bucket: R2Bucket): R2BlobStore {
  return {
    async put(key, bytes, meta = {}) {
      assertBlobKey(key);
      // R2 accepts a stream only with a known length; bodies here are bounded by the request size limit, so
      // reading them into memory first is simpler than requiring a FixedLengthStream from every caller.
      const body = await toBytes(bytes);
      await bucket.put(key, body, meta.contentType ? { httpMetadata: { contentType: meta.contentType } } : undefined);
    },
    async get(key): Promise<BlobObject | null> {
      assertBlobKey(key);
      const object = await bucket.get(key);
      if (!object) return null;
      return { body: object.body as ReadableStream<Uint8Array>, size: object.size, contentType: object.httpMetadata?.contentType };
    },
    async delete(key) {
      assertBlobKey(key);
      await bucket.delete(key);
    },
    async list(prefix) {
      const keys: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await bucket.list({ prefix, cursor });
        for (const object of page.objects) keys.push(object.key);
        cursor = page.truncated ? page.cursor : undefined;
      } while (cursor);
      return keys.sort();
    },
  };
}
