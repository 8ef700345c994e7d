/**
 * The bridge letter of a report item as a PDF (admin spec §3 "Bridge letter", §9 date "MMMM dd, yyyy"):
 * organisation, date, the SOC report it bridges, the letter's text and its signer. pdf-lib, Web-standard only.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import { formatLetterDate } from '../../../content/documents.ts';
import type { BridgeLetter } from '../../../content/schemas/bridge-letter.ts';

export interface RenderBridgeLetterOptions {
  orgName: string;
  itemTitle: string;
  letter: BridgeLetter;
  /** The letter's date (ms since the epoch). */
  now: number;
}

function winAnsi(font: PDFFont, text: string): string {
  const charset = new Set(font.getCharacterSet());
  return [...text].map((ch) => (ch === '\n' || charset.has(ch.codePointAt(0)!) ? ch : '?')).join('');
}

export async function renderBridgeLetter({ orgName, itemTitle, letter, now }: RenderBridgeLetterOptions): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${orgName} ${letter.letterType} Bridge Letter`);
  doc.setAuthor(orgName);
  doc.setCreationDate(new Date(now));
  doc.setModificationDate(new Date(now));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([612, 792]);
  const margin = 72;
  const maxWidth = 612 - margin * 2;
  let y = 792 - margin;

  const write = (text: string, font: PDFFont, size: number, gap = 6) => {
    const safe = winAnsi(font, text);
    const lineHeight = size * 1.4;
    page.drawText(safe, { x: margin, y, size, font, maxWidth, lineHeight, color: rgb(0.1, 0.1, 0.1) });
    // drawText wraps at maxWidth; count the lines it will use to move down by their height.
    const lines = safe.split('\n').reduce((n, paragraph) => n + wrappedLines(font, paragraph, size, maxWidth), 0);
    y -= lines * lineHeight + gap;
  };

  write(orgName, bold, 16);
  write(formatLetterDate(now), regular, 11, 18);
  write(`${letter.letterType} Bridge Letter`, bold, 14);
  write(`Re: ${itemTitle}`, regular, 11, 18);
  for (const paragraph of letter.letterContent.split(/\n{2,}/)) write(paragraph.trim(), regular, 11, 12);
  y -= 24;
  write('Sincerely,', regular, 11, 30);
  write(letter.signerName, bold, 11, 2);
  write(letter.signerTitle, regular, 11, 2);
  write(orgName, regular, 11);
  return doc.save();
}

/** How many lines `text` takes at `size` within `maxWidth`, breaking at spaces (as pdf-lib's drawText does). */
function wrappedLines(font: PDFFont, text: string, size: number, maxWidth: number): number {
  let lines = 1;
  let width = 0;
  for (const word of text.split(' ')) {
    const w = font.widthOfTextAtSize(`${word} `, size);
    if (width > 0 && width + w > maxWidth) {
      lines++;
      width = w;
    } else {
      width += w;
    }
  }
  return lines;
}
