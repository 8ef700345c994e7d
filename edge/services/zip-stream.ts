/**
 * A streamed zip (client-zip's `makeZip`; entries stored without compression: documents are PDFs and office
 * files, already compressed). Entries are pulled one chunk at a time as the reader asks for more, so memory holds
 * one chunk, never the archive. Archives and entries past 4 GB switch to ZIP64 on their own.
 */
import { makeZip } from 'client-zip';

export interface ZipEntry {
  name: string;
  input: Uint8Array | ReadableStream<Uint8Array>;
  lastModified?: Date;
}

/** Zip dates run from 1980 to 2099. */
function zipDate(date: Date | undefined): Date {
  const ms = date?.getTime() ?? Date.now();
  return new Date(Math.min(Math.max(ms, Date.UTC(1980, 0, 2)), Date.UTC(2099, 11, 30)));
}

/** The zip of `entries`, produced as it is read. Cancelling the stream stops reading entries. */
export function zipStream(entries: AsyncIterable<ZipEntry>): ReadableStream<Uint8Array> {
  async function* files() {
    for await (const entry of entries) {
      yield { name: entry.name, input: entry.input, lastModified: zipDate(entry.lastModified) };
    }
  }
  const reader = makeZip(files(), { buffersAreUTF8: true }).getReader();
  // Pull-driven, and a cancel always settles: the reason reaches the entries (which stop) and is not rethrown.
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      async cancel(reason) {
        await reader.cancel(reason ?? new Error('The download was cancelled.')).catch(() => {});
      },
    },
    { highWaterMark: 0 },
  );
}
