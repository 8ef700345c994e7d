/**
 * Compression at build time: every text file of a built site (pages, stylesheets, scripts, JSON, XML, SVG) of at
 * least `COMPRESS_MIN_BYTES` gets a brotli (`x.br`) and a gzip (`x.gz`) copy beside it, which the embedded
 * server sends to clients that accept them (`edge/node/static.ts`) — nothing is compressed per request. Pagefind's
 * index files are compressed already and left alone. A copy that would not be smaller is not written.
 *
 * The shared assets (`_astro/`: scripts and stylesheets, named by their content hash) are the same from one
 * publish to the next: their compressed copies are kept in `cacheDir` by content hash and reused, so only the
 * pages, which change, are compressed again.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { COMPRESS_MIN_BYTES, contentTypeFor, isCompressibleType } from '../../edge/node/static.ts';

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

export interface PrecompressResult {
  files: number;
  /** Bytes of the originals and of their brotli copies. */
  bytes: number;
  brotliBytes: number;
}

/** Writes `bytes` to `file` through a temporary name, so a reader never sees half a file. */
async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  const temp = `${file}.${process.pid}-${Math.random().toString(36).slice(2, 8)}.tmp`;
  await writeFile(temp, bytes);
  await rename(temp, file);
}

/** The cached copy of `name` (`<hash>.br`), or null. */
async function cached(cacheDir: string | undefined, hash: string, suffix: string): Promise<string | null> {
  if (!cacheDir) return null;
  const file = path.join(cacheDir, `${hash}${suffix}`);
  return (await readFile(file).then(() => file, () => null));
}

/** Writes the `.br` and `.gz` copies of the text files under `siteDir`; `cacheDir` keeps the shared assets' copies. */
export async function precompressSite(siteDir: string, { cacheDir }: { cacheDir?: string } = {}): Promise<PrecompressResult> {
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
      const hash = asset && cacheDir ? createHash('sha256').update(body).digest('hex') : '';
      if (hash) {
        const [br, gz] = await Promise.all([cached(cacheDir, hash, '.br'), cached(cacheDir, hash, '.gz')]);
        if (br && gz) {
          await Promise.all([copyFile(br, `${file}.br`), copyFile(gz, `${file}.gz`)]);
          result.files++;
          continue;
        }
      }
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: asset ? QUALITY_ASSETS : QUALITY_PAGES,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          },
        }),
        gzip(body, { level: 9 }),
      ]);
      if (br.byteLength < body.byteLength) await writeFile(`${file}.br`, br);
      if (gz.byteLength < body.byteLength) await writeFile(`${file}.gz`, gz);
      if (hash && br.byteLength < body.byteLength && gz.byteLength < body.byteLength) {
        await Promise.all([writeAtomically(path.join(cacheDir!, `${hash}.br`), br), writeAtomically(path.join(cacheDir!, `${hash}.gz`), gz)]);
      }
      result.files++;
      result.bytes += body.byteLength;
      result.brotliBytes += Math.min(br.byteLength, body.byteLength);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return result;
}
