/**
 * Bulk download zip: 1 GB of generated PDFs (64 × 16 MB, public, so served untouched) zipped through the real
 * edge routes (POST /bulk-download, GET of its file URL) from the disk blob store, against reading the same files
 * raw from the same store in the same run. Reports the zip's throughput as a ratio of the raw read, and the peak
 * RSS growth of each (targets: growth ≤ 64 MB whatever the size, throughput ≥ 70 % of raw for unstamped files).
 * Raw reads and zip runs alternate, `BULK_ZIP_ROUNDS` (default 3) of each; medians. One zip of each kind is read
 * back entry by entry (fflate's streaming unzip) and checked: every document is there under its name, unstamped
 * ones byte for byte (SHA-256), stamped ones as PDFs. A smaller run with gated files (stamped one at a time for
 * the requester) is reported beside it.
 *
 * The files are generated in a temporary folder and deleted afterwards. `BULK_ZIP_MB` changes the total size.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Unzip, UnzipInflate, UnzipPassThrough } from 'fflate';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { createDiskBlobStore } from '../edge/blobs/disk.ts';
import { orgFileKey } from '../edge/blobs/keys.ts';
import { openLibsqlClient } from '../edge/db/client.ts';
import { migrateLibsql } from '../edge/db/migrate.ts';
import { organizations } from '../edge/db/schema.ts';
import { createConfig, type AppDeps } from '../edge/deps.ts';
import { createMemoryMailer } from '../edge/mail/memory.ts';
import { createApp } from '../edge/router.ts';
import { replaceDraft } from '../edge/services/draft/replace-draft.ts';
import { freezeRevision } from '../edge/services/revisions/freeze-revision.ts';
import { markRevision } from '../edge/services/revisions/mark-revision.ts';
import { STAFF_SESSION_COOKIE } from '../edge/services/staff/staff-session-cookie.ts';
import { startStaffSession } from '../edge/services/staff/consume-staff-login.ts';
import { addStaff } from '../edge/services/staff/add-staff.ts';
import { median, targetRow, type Benchmark, type BenchRow } from './measure.ts';

const MB = 1024 * 1024;
const ORG = 'org_bench';
const SECRET = 'bench-session-secret-0123456789-0123456789';

/** A valid PDF of about `bytes` bytes: one page and an uncompressed stream of random data. */
async function makeBigPdf(bytes: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([300, 300]).drawText('Bench document', { x: 20, y: 150, size: 12, font });
  const payload = doc.context.stream(randomBytes(bytes), {});
  doc.catalog.set(PDFName.of('BenchPayload'), doc.context.register(payload));
  return doc.save({ useObjectStreams: false });
}

/** A full garbage collection, so each phase starts from the memory actually in use (not the last phase's garbage). */
const collectGarbage: () => void = (() => {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
})();

/** Samples RSS every 5 ms while `run` runs; returns its result, the time and the peak growth over the start. */
async function measure<T>(run: () => Promise<T>): Promise<{ result: T; ms: number; peakGrowthMb: number }> {
  collectGarbage();
  const start = process.memoryUsage.rss();
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  const t0 = performance.now();
  try {
    const result = await run();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, ms: performance.now() - t0, peakGrowthMb: (peak - start) / MB };
  } finally {
    clearInterval(timer);
  }
}

async function consume(body: ReadableStream<Uint8Array>, onChunk?: (chunk: Uint8Array) => void): Promise<number> {
  let total = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return total;
    total += value.byteLength;
    onChunk?.(value);
  }
}

/** Reads a zip as it streams: each entry's name with the SHA-256 and first bytes of its content. */
function zipReader(): { push(chunk: Uint8Array): void; finish(): Map<string, { sha256: string; head: string }> } {
  const entries = new Map<string, { sha256: string; head: string }>();
  const unzip = new Unzip((file) => {
    const hash = createHash('sha256');
    let head = '';
    file.ondata = (error, data, final) => {
      if (error) throw error;
      if (head.length < 8) head += Buffer.from(data.subarray(0, 8)).toString('latin1');
      hash.update(data);
      if (final) entries.set(file.name, { sha256: hash.digest('hex'), head: head.slice(0, 5) });
    };
    file.start();
  });
  unzip.register(UnzipPassThrough);
  unzip.register(UnzipInflate);
  return {
    push: (chunk) => unzip.push(chunk),
    finish: () => {
      unzip.push(new Uint8Array(0), true);
      return entries;
    },
  };
}

export const bulkZipBenchmark: Benchmark = {
  name: 'bulk-zip',
  description: 'bulk download zip of generated PDFs through the edge, as a ratio of reading the same files raw',
  async run() {
    const totalMb = Number(process.env.BULK_ZIP_MB ?? 1024);
    const fileMb = 16;
    const count = Math.max(1, Math.round(totalMb / fileMb));
    const gatedCount = Math.max(1, Math.min(count, 8));
    const dir = mkdtempSync(path.join(tmpdir(), 'glasshouse-bench-zip-'));
    const rows: BenchRow[] = [];
    try {
      const url = `file:${path.join(dir, 'bench.db')}`;
      await migrateLibsql(url);
      const { db, client } = openLibsqlClient(url);
      const blobs = createDiskBlobStore(path.join(dir, 'files'));
      await db.insert(organizations).values({ id: ORG, slug: 'bench', name: 'Bench', customDomains: [], createdAt: 0 });

      // Generate the files: one template, then copies with a few bytes changed so each is distinct.
      const template = await makeBigPdf(fileMb * MB - 2048);
      const files = [];
      const items = [];
      const sha256 = new Map<string, string>();
      await mkdir(path.join(dir, 'files'), { recursive: true });
      for (let i = 0; i < count + gatedCount; i++) {
        const bytes = new Uint8Array(template);
        bytes.set(randomBytes(16), Math.floor(bytes.length / 2));
        const fileId = `file_${i}`;
        const gated = i >= count;
        await blobs.put(orgFileKey(ORG, `${fileId}.pdf`), bytes, { contentType: 'application/pdf' });
        sha256.set(`document-${i}.pdf`, createHash('sha256').update(bytes).digest('hex'));
        files.push({ fileId, originalName: `document-${i}.pdf`, contentType: 'application/pdf', size: bytes.byteLength, blobKey: `${fileId}.pdf` });
        items.push({
          itemUid: `itm_${i}`,
          productId: 'main',
          cardKind: 'policies',
          title: `Document ${i}`,
          slug: `doc-${i}`,
          publicAccess: !gated,
          files: [fileId],
        });
      }
      await writeFile(path.join(dir, 'generated.txt'), `${count + gatedCount} files\n`);
      await replaceDraft({
        db,
        orgId: ORG,
        by: 'bench',
        snapshot: {
          organization: { id: ORG, slug: 'bench', name: 'Bench' },
          space: { defaultProductId: 'main' },
          products: [{ productId: 'main', productName: 'Bench', productSlug: 'bench' }],
          cards: [{ productId: 'main', kind: 'policies' }],
          items,
          files,
        },
      });
      const { number } = await freezeRevision({ db, orgId: ORG, by: 'bench' });
      await markRevision({ db, orgId: ORG, number, status: 'live' });
      const staff = await addStaff({ db, orgId: ORG, email: 'bench@bench.test', role: 'admin', now: Date.now() });
      const cookie = `${STAFF_SESSION_COOKIE}=${await startStaffSession({ db, userId: staff.id, orgId: ORG, now: Date.now() })}`;
      const deps: AppDeps = {
        db,
        mail: createMemoryMailer([]),
        config: createConfig({ publicUrl: 'http://bench.test' }),
        secrets: { sessionSecret: SECRET },
        blobs,
        now: Date.now,
        log: () => {},
      };
      const app = createApp(deps);

      const zipOf = async (ids: number[], check?: (entries: Map<string, { sha256: string; head: string }>) => void) => {
        const post = await app.fetch(
          new Request(`http://bench.test/api/share/${ORG}/bulk-download`, {
            method: 'POST',
            // As a browser sends it: same-origin (the CSRF guard refuses a cookie-carrying write without Origin).
            headers: { cookie, 'content-type': 'application/json', origin: 'http://bench.test' },
            body: JSON.stringify({ productId: 'main', selectAllUsed: false, files: ids.map((i) => ({ itemUid: `itm_${i}`, fileId: `file_${i}` })) }),
          }),
        );
        const { fileUrl, successCount } = (await post.json()) as { fileUrl: string; successCount: number };
        if (successCount !== ids.length) throw new Error(`only ${successCount} of ${ids.length} documents were accepted`);
        const res = await app.fetch(new Request(`http://bench.test${fileUrl}`, { headers: { cookie } }));
        if (!check) return consume(res.body!);
        const reader = zipReader();
        const total = await consume(res.body!, (chunk) => reader.push(chunk));
        check(reader.finish());
        return total;
      };
      const problems: string[] = [];
      const expectEntries = (ids: number[], stamped: boolean) => (entries: Map<string, { sha256: string; head: string }>) => {
        for (const i of ids) {
          const name = `document-${i}.pdf`;
          const entry = entries.get(name);
          if (!entry) problems.push(`${name} is missing`);
          else if (!stamped && entry.sha256 !== sha256.get(name)) problems.push(`${name} differs from the stored file`);
          else if (stamped && entry.head !== '%PDF-') problems.push(`${name} is not a PDF`);
        }
        if (entries.size !== ids.length) problems.push(`${entries.size} entries for ${ids.length} documents`);
      };
      const rawOf = async (ids: number[]) => {
        let total = 0;
        for (const i of ids) total += await consume((await blobs.get(orgFileKey(ORG, `file_${i}.pdf`)))!.body);
        return total;
      };

      const publicIds = Array.from({ length: count }, (_, i) => i);
      const gatedIds = Array.from({ length: gatedCount }, (_, i) => count + i);
      await rawOf(publicIds.slice(0, 2)); // warm up both paths
      await zipOf(publicIds.slice(0, 2));

      const rounds = Number(process.env.BULK_ZIP_ROUNDS) || 3;
      const raws: Awaited<ReturnType<typeof measure<number>>>[] = [];
      const zips: Awaited<ReturnType<typeof measure<number>>>[] = [];
      for (let round = 0; round < rounds; round++) {
        raws.push(await measure(() => rawOf(publicIds)));
        zips.push(await measure(() => zipOf(publicIds, round === 0 ? expectEntries(publicIds, false) : undefined)));
      }
      const mbs = (r: { result: number; ms: number }) => r.result / MB / (r.ms / 1000);
      const rawMbs = median(raws.map(mbs));
      const zipMbs = median(zips.map(mbs));
      const rawGrowth = median(raws.map((r) => r.peakGrowthMb));
      const zipGrowth = median(zips.map((r) => r.peakGrowthMb));
      rows.push(
        {
          label: `reference: raw read of ${count} × ${fileMb} MB`,
          value: `${rawMbs.toFixed(0)} MB/s, peak RSS growth ${rawGrowth.toFixed(1)} MB (median of ${rounds}, alternating with the zips)`,
        },
        targetRow(
          `zip, unstamped (${(zips[0]!.result / MB).toFixed(0)} MB out)`,
          `${(zipMbs / rawMbs).toFixed(2)}× raw (${zipMbs.toFixed(0)} MB/s), peak RSS growth ${zipGrowth.toFixed(1)} MB`,
          zipMbs >= 0.7 * rawMbs && zipGrowth <= 64,
          '≥ 0.7× raw read, RSS growth ≤ 64 MB',
        ),
      );

      const gatedRaws: Awaited<ReturnType<typeof measure<number>>>[] = [];
      const stampedRuns: Awaited<ReturnType<typeof measure<number>>>[] = [];
      for (let round = 0; round < rounds; round++) {
        gatedRaws.push(await measure(() => rawOf(gatedIds)));
        stampedRuns.push(await measure(() => zipOf(gatedIds, round === 0 ? expectEntries(gatedIds, true) : undefined)));
      }
      const gatedRawMbs = median(gatedRaws.map(mbs));
      const stampedMbs = median(stampedRuns.map(mbs));
      rows.push({
        label: `zip, stamped (${gatedCount} gated × ${fileMb} MB)`,
        value: `${(stampedMbs / gatedRawMbs).toFixed(2)}× raw (${stampedMbs.toFixed(0)} MB/s), peak RSS growth ${median(stampedRuns.map((r) => r.peakGrowthMb)).toFixed(1)} MB`,
      });
      rows.push(
        targetRow(
          'zip contents (read back entry by entry)',
          problems.length ? problems.slice(0, 5).join('; ') : `all ${count + gatedCount} documents present, unstamped ones byte for byte`,
          problems.length === 0,
          'every document, unchanged unless stamped',
        ),
      );
      client.close();
      return rows;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
