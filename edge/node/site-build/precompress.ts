/**
 * Compression at build time: every text file of a built site (pages, stylesheets, scripts, JSON, XML, SVG) of at
 * least `COMPRESS_MIN_BYTES` gets a brotli (`x.br`) and a gzip (`x.gz`) copy beside it, which the embedded
 * server sends to clients that accept them (`edge/node/static.ts`) — nothing is compressed per request. Pagefind's
 * index files are compressed already and left alone. A copy that would not be smaller is not written.
 *
 * Most files are the same from one publish to the next: the shared assets (`_astro/`: scripts and stylesheets),
 * the public files, and every page whose content did not change. Their compressed copies are kept in `cacheDir`
 * by content hash (and quality) and reused, so only what changed is compressed again. A cached copy unused for
 * `CACHE_KEEP_MS` is removed.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { COMPRESS_MIN_BYTES, contentTypeFor, isCompressibleType } from '../static.ts';
import { writeAtomically } from './site-pages.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files compressed at once (zlib runs them on its thread pool). */
const PARALLEL = 4;
/**
 * Brotli quality: the highest for the shared, long-cached assets (`_astro/`, a handful of files), a fast one for
 * the pages, which are many and change with every publish.
 */
const QUALITY_ASSETS = 11;
const QUALITY_PAGES = 6;
/** How long a cached copy no build used is kept. */
const CACHE_KEEP_MS = 2 * 24 * 3600 * 1000;
/**
 * How often a process prunes a cache (its first build does): pruning reads the time of every copy, thousands after
 * a day of publishing, which would cost each publish a noticeable part of its time.
 */
const PRUNE_EVERY_MS = 3600 * 1000;
/** When this process last pruned each cache. */
const lastPruned = new Map<string, number>();

export interface PrecompressResult {
  files: number;
  /** Bytes of the originals and of their brotli copies. */
  bytes: number;
  brotliBytes: number;
}

/** The cached copy `<key><suffix>` with its size, marked as used just now; or null. */
async function cached(cacheDir: string, key: string, suffix: string): Promise<{ file: string; size: number } | null> {
  const file = path.join(cacheDir, `${key}${suffix}`);
  const now = new Date();
  return utimes(file, now, now).then(
    () => stat(file).then(({ size }) => ({ file, size })),
    () => null,
  );
}

/** Removes the cached copies no build used for `CACHE_KEEP_MS`, unless this process did so within `everyMs`. */
async function pruneCache(cacheDir: string, everyMs: number): Promise<void> {
  const now = Date.now();
  if (now - (lastPruned.get(cacheDir) ?? Number.NEGATIVE_INFINITY) < everyMs) return;
  lastPruned.set(cacheDir, now);
  const oldest = now - CACHE_KEEP_MS;
  for (const name of await readdir(cacheDir)) {
    const file = path.join(cacheDir, name);
    const used = await stat(file).then(
      (s) => s.mtimeMs,
      () => Infinity,
    );
    if (used < oldest) await rm(file, { force: true });
  }
}

/**
 * Writes the `.br` and `.gz` copies of the text files under `siteDir`; `cacheDir` keeps the copies for later builds
 * (pruned at most every `pruneEveryMs`).
 */
export async function precompressSite(
  siteDir: string,
  { cacheDir, pruneEveryMs = PRUNE_EVERY_MS }: { cacheDir?: string; pruneEveryMs?: number } = {},
): Promise<PrecompressResult> {
  if (cacheDir) await mkdir(cacheDir, { recursive: true });
  const names = (await readdir(siteDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && isCompressibleType(contentTypeFor(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0 };
  let next = 0;
  const worker = async () => {
    while (next < names.length) {
      const file = names[next++]!;
      const body = await readFile(file);
      if (body.byteLength < COMPRESS_MIN_BYTES) continue;
      const asset = path.relative(siteDir, file).startsWith(`_astro${path.sep}`);
      const quality = asset ? QUALITY_ASSETS : QUALITY_PAGES;
      const key = cacheDir ? `${createHash('sha256').update(body).digest('hex')}-q${quality}` : '';
      if (key) {
        const [br, gz] = await Promise.all([cached(cacheDir!, key, '.br'), cached(cacheDir!, key, '.gz')]);
        if (br && gz) {
          await Promise.all([copyFile(br.file, `${file}.br`), copyFile(gz.file, `${file}.gz`)]);
          result.files++;
          result.bytes += body.byteLength;
          result.brotliBytes += br.size;
          continue;
        }
      }
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          },
        }),
        gzip(body, { level: 9 }),
      ]);
      if (br.byteLength < body.byteLength) await writeFile(`${file}.br`, br);
      if (gz.byteLength < body.byteLength) await writeFile(`${file}.gz`, gz);
      if (key && br.byteLength < body.byteLength && gz.byteLength < body.byteLength) {
        await Promise.all([writeAtomically(path.join(cacheDir!, `${key}.br`), br), writeAtomically(path.join(cacheDir!, `${key}.gz`), gz)]);
      }
      result.files++;
      result.bytes += body.byteLength;
      result.brotliBytes += Math.min(br.byteLength, body.byteLength);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  if (cacheDir) await pruneCache(cacheDir, pruneEveryMs);
  return result;
}
