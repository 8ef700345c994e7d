/**
 * Stamps a gated PDF for the person downloading it: their name, email, company and the UTC time on every page
 * (a footer line and a faint diagonal mark), so a leaked copy names its source. pdf-lib, Web-standard only.
 *
 * An encrypted PDF cannot be changed without its password; it is refused (DOCUMENT_ENCRYPTED) rather than
 * served unstamped.
 */
import { EncryptedPDFError, PDFDocument, StandardFonts, degrees, rgb, type PDFFont } from 'pdf-lib';
import { appError } from '../../errors.ts';

/** Who a copy is stamped for. */
export interface StampIdentity {
  name: string;
  email: string;
  company: string;
}

export interface StampPdfOptions {
  bytes: Uint8Array;
  identity: StampIdentity;
  /** Time of the download (ms since the epoch). */
  now: number;
}

/** `2026-01-15 12:00:00 UTC`. */
export function utcStampTime(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** The footer text stamped on every page. */
export function stampText(identity: StampIdentity, now: number): string {
  const who = [identity.name, identity.email && `<${identity.email}>`].filter(Boolean).join(' ');
  return `Downloaded by ${who}${identity.company ? `, ${identity.company}` : ''} on ${utcStampTime(now)}`;
}

/** Keeps only characters the standard font can encode (WinAnsi); others become "?". */
function encodable(font: PDFFont, text: string): string {
  const charset = new Set(font.getCharacterSet());
  return [...text].map((ch) => (charset.has(ch.codePointAt(0)!) ? ch : '?')).join('');
}

/**
 * The PDF with the stamp on every page.
 * @throws DOCUMENT_ENCRYPTED for an encrypted PDF; DOCUMENT_DOWNLOAD_FAILED for bytes pdf-lib cannot read.
 */
export async function stampPdf({ bytes, identity, now }: StampPdfOptions): Promise<Uint8Array> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch (error) {
    // pdf-lib is compiled to ES5, where `instanceof` on its Error subclasses fails: check the message too.
    if (error instanceof EncryptedPDFError || /is encrypted/.test(String((error as Error)?.message))) throw appError('DOCUMENT_ENCRYPTED');
    throw appError('DOCUMENT_DOWNLOAD_FAILED', { reason: 'The PDF could not be read.' });
  }
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const footer = encodable(font, stampText(identity, now));
  const mark = encodable(font, identity.email || identity.name);
  for (const page of doc.getPages()) {
    const { width, height } = page.getSize();
    let size = 7;
    while (size > 4 && font.widthOfTextAtSize(footer, size) > width - 24) size -= 0.5;
    page.drawText(footer, { x: 12, y: 8, size, font, color: rgb(0.35, 0.35, 0.35) });
    if (mark) {
      const markSize = Math.min(36, (Math.hypot(width, height) * 0.6) / Math.max(1, font.widthOfTextAtSize(mark, 1)));
      page.drawText(mark, {
        x: width * 0.15,
        y: height * 0.2,
        size: markSize,
        font,
        color: rgb(0.6, 0.6, 0.6),
        opacity: 0.15,
        rotate: degrees((Math.atan2(height, width) * 180) / Math.PI),
      });
    }
  }
  return doc.save();
}
