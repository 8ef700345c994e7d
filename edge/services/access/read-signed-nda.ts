/**
 * The clickwrap NDA: a Markdown text per organisation, versioned (a changed text is a new version); members accept
 * it by typing their name, and the acceptance keeps their name, email, time, IP address, user agent and the
 * SHA-256 of the exact text. The signed copy is a PDF (pdf-lib) with that evidence.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import type { NdaStatus } from '../../../content/contracts/access.ts';
import { preparedQuery } from '../../db/prepared.ts';
import type { Db } from '../../db/types.ts';
import { ndaAcceptances, ndaVersions, type NdaAcceptanceRow, type NdaVersionRow } from '../../db/schema.ts';
import { appError } from '../../errors.ts';
import type { AccountSession } from './resolve-account-session.ts';
import { appendAudit } from '../audit/audit-log.ts';
import { newId } from './add-member.ts';

/** The text used until staff write their own. */
export function defaultNdaText(orgName: string): string {
  return `# Mutual Non-Disclosure Agreement

By accepting this agreement you agree, on behalf of yourself and the company you represent, that the security,
compliance and privacy information ${orgName} shares with you in its Trust Center is **confidential information**.

1. You will use the confidential information only to evaluate ${orgName}'s services.
2. You will not disclose it to anyone outside your company, except to advisers bound by equal confidentiality.
3. You will protect it with at least the care you give your own confidential information.
4. These obligations last three years from the day you last accessed the Trust Center.

Typing your name and choosing "I agree" has the same effect as signing this agreement by hand.
`;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The newest NDA version, or null when staff never saved one. */
export async function latestNdaVersion({ db, orgId }: { db: Db; orgId: string }): Promise<NdaVersionRow | null> {
  const [row] = await db.select().from(ndaVersions).where(eq(ndaVersions.orgId, orgId)).orderBy(desc(ndaVersions.version)).limit(1);
  return row ?? null;
}

/** The NDA in force: the newest version, creating version 1 from the default text when there is none. */
export async function currentNda({ db, orgId, orgName, now }: { db: Db; orgId: string; orgName: string; now: number }): Promise<NdaVersionRow> {
  const latest = await latestNdaVersion({ db, orgId });
  if (latest) return latest;
  return saveNdaText({ db, orgId, text: defaultNdaText(orgName), by: 'system', now });
}

/** Saves a new version when `text` differs from the newest one; returns the version in force. */
export async function saveNdaText({ db, orgId, text, by, now }: { db: Db; orgId: string; text: string; by: string; now: number }): Promise<NdaVersionRow> {
  const sha256 = await sha256Hex(text);
  for (let attempt = 1; ; attempt++) {
    const latest = await latestNdaVersion({ db, orgId });
    if (latest?.sha256 === sha256) return latest;
    try {
      const [row] = await db
        .insert(ndaVersions)
        .values({ orgId, version: (latest?.version ?? 0) + 1, text, sha256, createdAt: now, createdBy: by })
        .returning();
      return row!;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/** The member's newest acceptance, if any. */
export async function latestAcceptance({
  db,
  orgId,
  accountId,
  email,
}: {
  db: Db;
  orgId: string;
  accountId: string;
  email: string;
}): Promise<NdaAcceptanceRow | null> {
  const [row] = await latestAcceptanceQuery(db).all({ orgId, accountId, email });
  return row ?? null;
}

/** {@link latestAcceptance}'s read, built once per database. */
const latestAcceptanceQuery = (db: Db) =>
  preparedQuery(db, 'nda-latest-acceptance', (db) =>
    db
      .select()
      .from(ndaAcceptances)
      .where(
        and(
          eq(ndaAcceptances.orgId, sql.placeholder('orgId')),
          eq(ndaAcceptances.accountId, sql.placeholder('accountId')),
          eq(ndaAcceptances.email, sql.placeholder('email')),
        ),
      )
      .orderBy(desc(ndaAcceptances.acceptedAt))
      .limit(1)
      .prepare(),
  );

/**
 * Where the member stands with the NDA. `acceptance`: the member's latest acceptance when the caller has just read
 * it (null: none); otherwise it is read here.
 */
export async function ndaStatus({
  db,
  session,
  ndaRequired,
  acceptance,
}: {
  db: Db;
  session: AccountSession;
  ndaRequired: boolean;
  acceptance?: { email: string; acceptedAt: number } | null;
}): Promise<NdaStatus> {
  if (session.ndaOnFile) return { passed: true, provider: 'on_file', email: '', required: false, acceptedAt: null };
  const accepted =
    acceptance !== undefined ? acceptance : await latestAcceptance({ db, orgId: session.orgId, accountId: session.accountId, email: session.memberEmail });
  if (accepted) return { passed: true, provider: 'clickwrap', email: accepted.email, required: false, acceptedAt: accepted.acceptedAt };
  return { passed: false, provider: 'none', email: '', required: ndaRequired, acceptedAt: null };
}

export interface AcceptNdaOptions {
  db: Db;
  session: AccountSession;
  /** The name typed by the signer. */
  name: string;
  /** The version the member read; must be the one in force. */
  version: number;
  ip: string;
  userAgent: string;
  orgName: string;
  now: number;
}

/**
 * Records the member's acceptance of the NDA version in force.
 * @throws NDA_CHANGED (409) when `version` is not the current version.
 */
export async function acceptNda({ db, session, name, version, ip, userAgent, orgName, now }: AcceptNdaOptions): Promise<NdaAcceptanceRow> {
  const nda = await currentNda({ db, orgId: session.orgId, orgName, now });
  if (nda.version !== version) throw appError('NDA_CHANGED', { version: nda.version });
  const [row] = await db
    .insert(ndaAcceptances)
    .values({
      id: newId('nda'),
      orgId: session.orgId,
      accountId: session.accountId,
      email: session.memberEmail,
      name,
      ndaVersion: nda.version,
      textSha256: nda.sha256,
      ip: ip.slice(0, 100),
      userAgent: userAgent.slice(0, 500),
      acceptedAt: now,
    })
    .returning();
  await appendAudit({
    db,
    orgId: session.orgId,
    action: 'nda.accept',
    actor: session.memberEmail,
    subject: session.accountId,
    data: { name, version: nda.version, sha256: nda.sha256, ip: row!.ip, userAgent: row!.userAgent },
    now,
  });
  return row!;
}

// --- the signed PDF ------------------------------------------------------------------------------------------

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
  const acceptance = await latestAcceptance({ db, orgId: session.orgId, accountId: session.accountId, email: session.memberEmail });
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
