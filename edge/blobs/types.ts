/**
 * Where document bytes and organisation assets live: a folder on disk in the embedded default, an R2 bucket on
 * Cloudflare, memory in tests. Services take a `BlobStore` and never know which one.
 *
 * Keys are `/`-separated paths (`orgs/org_acme/files/soc2.pdf`); see `keys.ts` for the layout and
 * {@link assertBlobKey} for what a key may contain.
 */

/** What is stored beside the bytes. */
export interface BlobMeta {
  /** MIME type, returned by `get` and used as the download's `Content-Type`. */
  contentType?: string;
}

/** A stored blob, ready to be streamed to a client. */
export interface BlobObject {
  body: ReadableStream<Uint8Array>;
  /** Size in bytes. */
  size: number;
  contentType?: string;
}

export interface BlobStore {
  /** Stores `bytes` under `key`, replacing what was there. */
  put(key: string, bytes: Uint8Array | ReadableStream<Uint8Array>, meta?: BlobMeta): Promise<void>;
  /** The blob under `key`, or `null` when there is none. */
  get(key: string): Promise<BlobObject | null>;
  /** Removes the blob under `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Every key that starts with `prefix`, sorted. */
  list?(prefix: string): Promise<string[]>;
}

/** A key that is not a clean relative path (empty, absolute, `..`, backslashes, control characters …). */
export class InvalidBlobKeyError extends Error {
  override name = 'InvalidBlobKeyError';
  readonly key: string;
  constructor(key: string) {
    super(`Invalid blob key: ${JSON.stringify(key)}`);
    this.key = key;
  }
}

/** Longest accepted key, in characters (R2 allows 1024 bytes). */
export const MAX_BLOB_KEY_LENGTH = 1000;

/**
 * Checks that `key` is a clean relative path: non-empty segments separated by `/`, none of them `.` or `..`,
 * no backslash and no control character. Every store calls this, so a key taken from content (a file's
 * `blobKey`) can never reach outside the store.
 * @throws InvalidBlobKeyError
 */
export function assertBlobKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_BLOB_KEY_LENGTH) throw new InvalidBlobKeyError(String(key));
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what a blob key may not contain
  if (/[\\\u0000-\u001f\u007f]/.test(key)) throw new InvalidBlobKeyError(key);
  for (const segment of key.split('/')) {
    if (segment === '' || segment === '.' || segment === '..') throw new InvalidBlobKeyError(key);
  }
}

/** Reads a whole blob into memory, or `null` when there is none. */
export async function readBlobBytes(store: BlobStore, key: string): Promise<Uint8Array | null> {
  const blob = await store.get(key);
  if (!blob) return null;
  return new Uint8Array(await new Response(blob.body).arrayBuffer());
}

/** The bytes of a stream or byte array, as one array. */
export async function toBytes(bytes: Uint8Array | ReadableStream<Uint8Array>): Promise<Uint8Array> {
  if (bytes instanceof Uint8Array) return bytes;
  return new Uint8Array(await new Response(bytes).arrayBuffer());
}
