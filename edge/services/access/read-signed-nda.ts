/**
 * A member's signed copy of the clickwrap NDA: a PDF (pdf-lib) of the version they accepted, the text followed by
 * the signature evidence of their latest acceptance (name, email, company, time, IP address, user agent, version
 * and the SHA-256 of the text).
 */
import { and, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import type { Db } from '../../db/types.ts';
import { ndaVersions, type NdaAcceptanceRow } from '../../db/schema.ts';
import { appError } from '../../errors.ts';
import type { AccountSession } from './resolve-account-session.ts';
import { findLatestNdaAcceptance } from './find-latest-nda-acceptance.ts';

const REPLACEMENTS: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '\u00a0': ' ',
  '\u2022': '-',
};

/** Text the standard PDF fonts can draw (WinAnsi): typographic punctuation simplified, anything else as `?`. */
export function pdfSafe(text: string): string {
  return text.replace(/[^\n\x20-\x7e\xa1-\xff]/g, (c) => REPLACEMENTS[c] ?? '?');
}

/** Markdown reduced to plain paragraphs for the PDF: headings, emphasis and link syntax removed. */
function plainText(markdown: string): string[] {
  return markdown
    .replace(/\r\n/g, '\n')
    .split(/\n{2,}/)
    .map((block) =>
      block
        .split('\n')
        .map((line) =>
          line
            .replace(/^#{1,6}\s+/, '')
            .replace(/\*\*(.+?)\*\*|__(.+?)__/g, '$1$2')
            .replace(/\*(.+?)\*|_(.+?)_/g, '$1$2')
            .replace(/\[([^\]]+)\]\(([^)]+)\)/g, '$1 ($2)')
            .trimEnd(),
        )
        .join('\n'),
    )
    .filter((b) => b.trim() !== '');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const raw of text.split('\n')) {
    let line = '';
    for (const word of raw.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) line = candidate;
      else {
        if (line) lines.push(line);
        line = word;
        while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
          let cut = line.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
    }
    lines.push(line);
  }
  return lines;
}

export interface SignedNdaPdfInput {
  orgName: string;
  accountName: string;
  ndaText: string;
  acceptance: NdaAcceptanceRow;
}

/** The signed NDA as a PDF: the text, then the signature evidence. */
export async function signedNdaPdf({ orgName, accountName, ndaText, acceptance }: SignedNdaPdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(pdfSafe(`${orgName} NDA signed by ${acceptance.name}`));
  pdf.setAuthor(pdfSafe(orgName));
  pdf.setSubject('Signed clickwrap non-disclosure agreement');
  pdf.setCreationDate(new Date(acceptance.acceptedAt));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const margin = 56;
  const [pageWidth, pageHeight] = [595.28, 841.89];
  const width = pageWidth - 2 * margin;
  let page = pdf.addPage([pageWidth, pageHeight]);
  let y = pageHeight - margin;

  const write = (text: string, { font = regular, size = 10.5, gap = 4 }: { font?: PDFFont; size?: number; gap?: number } = {}) => {
    for (const line of wrap(pdfSafe(text), font, size, width)) {
      if (y - size < margin) {
        page = pdf.addPage([pageWidth, pageHeight]);
        y = pageHeight - margin;
      }
      page.drawText(line, { x: margin, y: y - size, size, font, color: rgb(0.12, 0.16, 0.22) });
      y -= size + 3;
    }
    y -= gap;
  };

  write(`${orgName} - Non-Disclosure Agreement`, { font: bold, size: 16, gap: 12 });
  for (const paragraph of plainText(ndaText)) write(paragraph, { gap: 8 });
  y -= 8;
  write('Electronic signature', { font: bold, size: 13, gap: 6 });
  const evidence: [string, string][] = [
    ['Signed by', acceptance.name],
    ['Email', acceptance.email],
    ['Company', accountName],
    ['Accepted at (UTC)', new Date(acceptance.acceptedAt).toISOString()],
    ['IP address', acceptance.ip || 'unknown'],
    ['User agent', acceptance.userAgent || 'unknown'],
    ['NDA version', String(acceptance.ndaVersion)],
    ['SHA-256 of the NDA text', acceptance.textSha256],
  ];
  for (const [label, value] of evidence) write(`${label}: ${value}`, { size: 10, gap: 2 });
  return pdf.save();
}

/** File name of the signed copy: `{org}-nda-{signer}.pdf`, ASCII only. */
export function signedNdaFilename(orgName: string, email: string): string {
  const slug = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'signed';
  return `${slug(orgName)}-nda-${slug(email.split('@')[0] ?? '')}.pdf`;
}

/**
 * The member's signed copy: the PDF of the NDA version they accepted, with their latest acceptance as evidence,
 * and its file name.
 * @throws NDA_NOT_AVAILABLE when they never accepted one (or its version is gone).
 */
export async function readSignedNda({
  db,
  orgName,
  session,
}: {
  db: Db;
  orgName: string;
  session: AccountSession;
}): Promise<{ pdf: Uint8Array; filename: string }> {
  const acceptance = await findLatestNdaAcceptance({ db, orgId: session.orgId, accountId: session.accountId, email: session.memberEmail });
  if (!acceptance) throw appError('NDA_NOT_AVAILABLE');
  const [version] = await db
    .select()
    .from(ndaVersions)
    .where(and(eq(ndaVersions.orgId, session.orgId), eq(ndaVersions.version, acceptance.ndaVersion)))
    .limit(1);
  if (!version) throw appError('NDA_NOT_AVAILABLE');
  const pdf = await signedNdaPdf({ orgName, accountName: session.accountName, ndaText: version.text, acceptance });
  return { pdf, filename: signedNdaFilename(orgName, acceptance.email) };
}
