/** The blob stores that hold document bytes and assets: disk (embedded default), memory, and R2 over a stub. */
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskBlobStore } from '../../edge/blobs/disk.ts';
import { InvalidBlobKeyError, createMemoryBlobStore, createR2BlobStore, orgFileKey, readBlobBytes, type BlobStore } from '../../edge/blobs/index.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'glasshouse-blobs-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const text = (s: string) => new TextEncoder().encode(s);
const decode = (b: Uint8Array | null) => (b ? new TextDecoder().decode(b) : null);

/** A minimal in-memory R2 bucket with the methods the store uses. */
function stubBucket(): R2Bucket {
  const objects = new Map<string, { bytes: Uint8Array; contentType?: string }>();
  return {
    async put(key: string, value: Uint8Array, options?: { httpMetadata?: { contentType?: string } }) {
      objects.set(key, { bytes: value, contentType: options?.httpMetadata?.contentType });
    },
    async get(key: string) {
      const o = objects.get(key);
      return o ? { body: new Blob([new Uint8Array(o.bytes)]).stream(), size: o.bytes.byteLength, httpMetadata: { contentType: o.contentType } } : null;
    },
    async delete(key: string) {
      objects.delete(key);
    },
    async list({ prefix = '', cursor }: { prefix?: string; cursor?: string }) {
      // Two keys per page, to exercise the cursor.
      const keys = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
      const start = cursor ? Number(cursor) : 0;
      const page = keys.slice(start, start + 2).map((key) => ({ key }));
      const truncated = start + 2 < keys.length;
      return { objects: page, delimitedPrefixes: [], truncated, ...(truncated ? { cursor: String(start + 2) } : {}) };
    },
  } as unknown as R2Bucket;
}

const stores: [string, () => BlobStore & { list(prefix: string): Promise<string[]> }][] = [
  ['disk', () => createDiskBlobStore(path.join(dir, 'files'))],
  ['memory', () => createMemoryBlobStore()],
  ['r2', () => createR2BlobStore(stubBucket())],
];

describe.each(stores)('%s blob store', (_name, make) => {
  it('stores bytes and streams, with their content type, and lists by prefix', async () => {
    const store = make();
    await store.put('orgs/a/files/report.pdf', text('%PDF-1.7'), { contentType: 'application/pdf' });
    await store.put('orgs/a/assets/logo.svg', new Blob([text('<svg/>')]).stream());
    await store.put('orgs/b/files/x', text('x'));
    await store.put('orgs/a/files/sub/two.txt', text('two'));

    const blob = await store.get('orgs/a/files/report.pdf');
    expect(blob).toMatchObject({ size: 8, contentType: 'application/pdf' });
    expect(await new Response(blob!.body).text()).toBe('%PDF-1.7');
    expect(decode(await readBlobBytes(store, 'orgs/a/assets/logo.svg'))).toBe('<svg/>');
    expect(await store.list('orgs/a/')).toEqual(['orgs/a/assets/logo.svg', 'orgs/a/files/report.pdf', 'orgs/a/files/sub/two.txt']);

    await store.put('orgs/a/files/report.pdf', text('v2'));
    expect(decode(await readBlobBytes(store, 'orgs/a/files/report.pdf'))).toBe('v2');
    await store.delete('orgs/a/files/report.pdf');
    await store.delete('orgs/a/files/never-there');
    expect(await store.get('orgs/a/files/report.pdf')).toBeNull();
  });

  it('refuses keys that are not clean relative paths', async () => {
    const store = make();
    for (const key of ['', '/etc/passwd', '../outside', 'a/../../b', 'a//b', 'a\\b', 'a/./b', 'nul\u0000byte']) {
      await expect(store.put(key, text('x')), JSON.stringify(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.get(key), JSON.stringify(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
    }
  });
});

describe('disk blob store', () => {
  it('never writes outside its folder and keeps its bookkeeping out of the listing', async () => {
    const root = path.join(dir, 'files');
    const store = createDiskBlobStore(root);
    await store.put('doc.pdf', text('bytes'), { contentType: 'application/pdf' });
    await expect(store.put('.blob-meta/doc.pdf.json', text('{}'))).rejects.toBeInstanceOf(InvalidBlobKeyError);
    expect(readdirSync(dir)).toEqual(['files']);
    expect(await store.list('')).toEqual(['doc.pdf']);
    writeFileSync(path.join(dir, 'secret.txt'), 'secret');
    await expect(store.get('../secret.txt')).rejects.toBeInstanceOf(InvalidBlobKeyError);
    expect(existsSync(path.join(root, 'doc.pdf'))).toBe(true);
  });

  it('answers null for a missing key or a folder', async () => {
    const store = createDiskBlobStore(path.join(dir, 'files'));
    await store.put('a/b', text('x'));
    expect(await store.get('a')).toBeNull();
    expect(await store.get('nothing')).toBeNull();
  });
});

describe('orgFileKey', () => {
  it('keeps each organisation’s documents under its own prefix', () => {
    expect(orgFileKey('org_a', 'soc2.pdf')).toBe('orgs/org_a/files/soc2.pdf');
    expect(() => orgFileKey('org_a', '../org_b/files/soc2.pdf')).toThrow(InvalidBlobKeyError);
  });
});
