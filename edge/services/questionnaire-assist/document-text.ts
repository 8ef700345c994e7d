/**
 * The text of the organisation's documents, for the questionnaire answerer: PDFs are read with unpdf (PDF.js built
 * for serverless runtimes, so the same code runs on Node and on Workers); other formats are not read. Extracted
 * text is kept in the blob store beside the file (`…/text/<fileId>-<sha256>.txt`) so a document is read once per
 * version; a PDF that cannot be read (damaged, encrypted) contributes no text and is logged.
 */
import { extractText, getDocumentProxy } from 'unpdf';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import { orgFileKey, orgPrefix } from '../../blobs/keys.ts';
import { readBlobBytes, type BlobStore } from '../../blobs/types.ts';
import type { LogFn } from '../../deps.ts';
import type { DocumentTexts } from './answerer/corpus.ts';

/** Most characters kept of one document. */
const MAX_TEXT_CHARS = 400_000;

/** The text of a PDF's pages, one line per text line. @throws when the PDF cannot be read. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const { text } = await extractText(pdf, { mergePages: false });
    return text.join('\n').slice(0, MAX_TEXT_CHARS);
  } finally {
    // Frees the parser's memory where this build of PDF.js offers it.
    await (pdf as { destroy?: () => Promise<void> }).destroy?.()?.catch(() => {});
  }
}

function textKey(orgId: string, fileId: string, sha256: string | undefined): string {
  return `${orgPrefix(orgId)}text/${fileId}-${sha256 ?? 'nohash'}.txt`;
}

export interface ReadDocumentTextsOptions {
  blobs?: BlobStore;
  orgId: string;
  snapshot: Pick<Snapshot, 'files' | 'items'>;
  /** Only files linked from items of this product (or shared ones). */
  productId?: string;
  log?: LogFn;
  /** Where a file's bytes are, when not under its blob key (e.g. a content folder). */
  readFile?: (blobKey: string) => Promise<Uint8Array | null>;
}

/** The text of every PDF linked from the snapshot's items, by file id. */
export async function readDocumentTexts({ blobs, orgId, snapshot, productId, log = () => {}, readFile }: ReadDocumentTextsOptions): Promise<DocumentTexts> {
  const linked = new Set(snapshot.items.filter((i) => !productId || i.productId === productId).flatMap((i) => i.files));
  const texts = new Map<string, string>();
  for (const file of snapshot.files) {
    if (!linked.has(file.fileId) || !/pdf/i.test(file.contentType)) continue;
    const key = textKey(orgId, file.fileId, file.sha256);
    if (blobs) {
      const cached = await readBlobBytes(blobs, key).catch(() => null);
      if (cached) {
        texts.set(file.fileId, new TextDecoder().decode(cached));
        continue;
      }
    }
    try {
      const bytes = readFile ? await readFile(file.blobKey) : blobs ? await readBlobBytes(blobs, orgFileKey(orgId, file.blobKey)) : null;
      if (!bytes) continue;
      const text = await pdfText(bytes);
      texts.set(file.fileId, text);
      if (blobs) await blobs.put(key, new TextEncoder().encode(text), { contentType: 'text/plain; charset=utf-8' }).catch(() => {});
    } catch (error) {
      log(`Could not read the text of ${file.originalName}; it is left out of questionnaire answers.`, error);
    }
  }
  return texts;
}
