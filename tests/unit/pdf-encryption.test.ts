/** The bulk download's encryption check: a fast scan for the `/Encrypt` key, settled by parsing the trailer. */
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { isEncryptedPdf, pdfDeclaresEncryption } from '../../edge/services/documents/bulk-download.ts';
import { makeEncryptedPdf } from '../integration/documents/fixture.ts';

function streamOf(bytes: Uint8Array, chunk = 7): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + chunk));
      at += chunk;
    },
  });
}

/** A plain PDF whose page text and an uncompressed stream spell "/Encrypt". */
async function pdfMentioningEncrypt(withReference: boolean): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([300, 300]).drawText('The /Encrypt key of a PDF trailer', { x: 10, y: 150, size: 10, font });
  const text = withReference ? 'see /Encrypt 12 0 R in the spec' : 'a note about /Encrypt';
  doc.catalog.set(PDFName.of('Note'), doc.context.register(doc.context.stream(new TextEncoder().encode(text), {})));
  return doc.save({ useObjectStreams: false });
}

describe('PDF encryption check', () => {
  it('finds the key of an encrypted PDF even when it is split across chunks, and the trailer confirms it', async () => {
    const bytes = await makeEncryptedPdf();
    for (const chunk of [3, 7, 64, 4096]) expect(await pdfDeclaresEncryption(streamOf(bytes, chunk))).toBe(true);
    expect(await isEncryptedPdf(bytes)).toBe(true);
  });

  it('does not flag a PDF that merely mentions "/Encrypt" in its text', async () => {
    const bytes = await pdfMentioningEncrypt(false);
    expect(await pdfDeclaresEncryption(streamOf(bytes))).toBe(false);
    expect(await isEncryptedPdf(bytes)).toBe(false);
  });

  it('settles a candidate by the trailer: a reference-like mention is not encryption', async () => {
    const bytes = await pdfMentioningEncrypt(true);
    expect(await pdfDeclaresEncryption(streamOf(bytes))).toBe(true);
    expect(await isEncryptedPdf(bytes)).toBe(false);
  });

  it('treats unreadable bytes as not encrypted (the stamper reports them)', async () => {
    expect(await isEncryptedPdf(new TextEncoder().encode('not a pdf'))).toBe(false);
  });
});
