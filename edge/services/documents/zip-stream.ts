/**
 * A streamed zip (fflate's `Zip`, entries stored without compression: documents are PDFs and office files,
 * already compressed). Entries are pulled one chunk at a time as the reader asks for more, so memory holds one
 * chunk, never the archive.
 *
 * The CRC-32 every entry needs is the costly part of a stored zip. fflate computes it in JavaScript; where the
 * runtime has zlib's native `crc32` (Node 22.2+, reached through `process.getBuiltinModule` so Workers bundles
 * carry no Node import) entries use it instead, through the subclassing point fflate documents for
 * `ZipPassThrough` (see `ZipInputFile.crc` in fflate's typings). No ZIP64: an archive must stay under 4 GB, so
 * the bulk download refuses larger selections up front (`MAX_BULK_BYTES`).
 */
import { Zip, ZipPassThrough } from 'fflate';

type Crc32 = (data: Uint8Array<ArrayBufferLike>, value?: number) => number;

/** zlib's native CRC-32 when the runtime has it. */
const nativeCrc32: Crc32 | undefined = (() => {
  const getBuiltin = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process?.getBuiltinModule;
  const zlib = typeof getBuiltin === 'function' ? (getBuiltin('node:zlib') as { crc32?: Crc32 } | undefined) : undefined;
  return typeof zlib?.crc32 === 'function' ? zlib.crc32 : undefined;
})();

/** A stored entry whose CRC-32 is computed with zlib's native implementation. */
class NativeCrcPassThrough extends ZipPassThrough {
  private running = 0;
  private readonly crc32: Crc32;
  constructor(filename: string, crc32: Crc32) {
    super(filename);
    this.crc32 = crc32;
  }
  override push(chunk: Uint8Array, final = false): void {
    this.running = this.crc32(chunk, this.running);
    this.size += chunk.length;
    if (final) this.crc = this.running;
    this.process(chunk as Uint8Array<ArrayBuffer>, final);
  }
}

export interface ZipEntry {
  name: string;
  input: Uint8Array | ReadableStream<Uint8Array>;
  lastModified?: Date;
}

/** The zip of `entries`, produced as it is read. Cancelling the stream stops reading entries. */
export function zipStream(entries: AsyncIterable<ZipEntry>): ReadableStream<Uint8Array> {
  const iterator = entries[Symbol.asyncIterator]();
  let out!: ReadableStreamDefaultController<Uint8Array>;
  let emitted = 0;
  let finished = false;
  const zip = new Zip((error, data, final) => {
    if (error) {
      out.error(error);
      return;
    }
    if (data.length > 0) {
      out.enqueue(data);
      emitted++;
    }
    if (final) {
      finished = true;
      out.close();
    }
  });
  let current: { file: ZipPassThrough; reader?: ReadableStreamDefaultReader<Uint8Array> } | null = null;

  const newFile = (entry: ZipEntry) => {
    const file = nativeCrc32 ? new NativeCrcPassThrough(entry.name, nativeCrc32) : new ZipPassThrough(entry.name);
    // Zip dates run from 1980 to 2099.
    if (entry.lastModified) file.mtime = new Date(Math.min(Math.max(entry.lastModified.getTime(), Date.UTC(1980, 0, 2)), Date.UTC(2099, 11, 30)));
    zip.add(file);
    return file;
  };

  /** Advances by one input chunk (or one entry, or the end). */
  async function step(): Promise<void> {
    if (!current) {
      const next = await iterator.next();
      if (next.done) {
        zip.end();
        return;
      }
      const file = newFile(next.value);
      if (next.value.input instanceof Uint8Array) {
        file.push(next.value.input, true);
        return;
      }
      current = { file, reader: next.value.input.getReader() };
    }
    const { done, value } = await current.reader!.read();
    if (done) {
      current.file.push(new Uint8Array(0), true);
      current = null;
    } else {
      current.file.push(value, false);
    }
  }

  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        out = controller;
      },
      async pull() {
        const before = emitted;
        while (!finished && emitted === before) await step();
      },
      async cancel(reason) {
        await current?.reader?.cancel(reason).catch(() => {});
        current = null;
        zip.terminate();
        await iterator.return?.();
      },
    },
    { highWaterMark: 0 },
  );
}
