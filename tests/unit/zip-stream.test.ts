/** The streamed zip of bulk downloads: entries from streams and byte arrays, valid CRC-32s, pull-driven. */
import { crc32 } from 'node:zlib';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipStream, type ZipEntry } from '../../edge/services/documents/zip-stream.ts';

function chunked(bytes: Uint8Array, size: number): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
}

/** CRC-32 of each entry as recorded in the central directory. */
function centralCrcs(zip: Uint8Array): Record<string, number> {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const out: Record<string, number> = {};
  for (let i = 0; i + 46 <= zip.length; i++) {
    if (view.getUint32(i, true) !== 0x02014b50) continue;
    const nameLength = view.getUint16(i + 28, true);
    out[new TextDecoder().decode(zip.subarray(i + 46, i + 46 + nameLength))] = view.getUint32(i + 16, true);
  }
  return out;
}

describe('zipStream', () => {
  it('zips streamed and in-memory entries with correct CRC-32s and dates', async () => {
    const big = new Uint8Array(300_000).map((_, i) => (i * 31) % 251);
    const small = new TextEncoder().encode('hello');
    async function* entries(): AsyncGenerator<ZipEntry> {
      yield { name: 'big.bin', input: chunked(big, 64 * 1024), lastModified: new Date(Date.UTC(2026, 0, 15)) };
      yield { name: 'small.txt', input: small, lastModified: new Date(0) };
    }
    const zip = new Uint8Array(await new Response(zipStream(entries())).arrayBuffer());
    const files = unzipSync(zip);
    expect(Buffer.from(files['big.bin']!).equals(Buffer.from(big))).toBe(true);
    expect(new TextDecoder().decode(files['small.txt'])).toBe('hello');
    expect(centralCrcs(zip)).toEqual({ 'big.bin': crc32(big), 'small.txt': crc32(small) });
  });

  it('reads entries only as the zip is read, and stops when cancelled', async () => {
    let produced = 0;
    async function* entries(): AsyncGenerator<ZipEntry> {
      for (let i = 0; i < 100; i++) {
        produced++;
        yield { name: `f${i}.bin`, input: new Uint8Array(1000) };
      }
    }
    const reader = zipStream(entries()).getReader();
    await reader.read();
    expect(produced).toBeLessThanOrEqual(2);
    await reader.cancel();
    expect(produced).toBeLessThanOrEqual(2);
  });
});
