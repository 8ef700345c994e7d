/**
 * Text drawn on each page of a PDF, read from its content streams (pdf-lib): the strings of `Tj`/`TJ` operators,
 * hex (`<48656c6c6f>`) or literal (`(Hello)`). Enough to check what a stamp or a generated letter says.
 */
import { PDFArray, PDFDocument, PDFRawStream, PDFRef, decodePDFRawStream, type PDFPage } from 'pdf-lib';

function contentStreams(page: PDFPage): PDFRawStream[] {
  const contents = page.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  return refs.map((ref) => (ref instanceof PDFRef ? page.doc.context.lookup(ref) : ref)).filter((s): s is PDFRawStream => s instanceof PDFRawStream);
}

function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('latin1');
}

function stringsOf(ops: string): string {
  const out: string[] = [];
  for (const match of ops.matchAll(/<([0-9A-Fa-f\s]+)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
    if (match[1] !== undefined) out.push(Buffer.from(match[1].replace(/\s+/g, ''), 'hex').toString('latin1'));
    else out.push(match[2]!.replace(/\\([()\\])/g, '$1'));
  }
  return out.join('\n');
}

/** The text of every page, one string per page. */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) =>
    contentStreams(page)
      .map((stream) => stringsOf(latin1(decodePDFRawStream(stream).decode())))
      .join('\n'),
  );
}
