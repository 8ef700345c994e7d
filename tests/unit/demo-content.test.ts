/**
 * The demo organisation (content/demo/): it must assemble into a valid snapshot, cover the content model broadly,
 * ship real documents whose bytes match files.json, and carry no test string — a new instance shows it to its
 * staff and visitors. (The leak checks plant their canaries into a copy: tests/unit/canary-demo.test.ts.)
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFArray, PDFDocument, PDFRawStream, StandardFonts, decodePDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, ENABLED_STATES, SnapshotSchema, StaffUserSchema, type Item, type Snapshot } from '../../content/index.ts';

const DEMO_DIR = fileURLToPath(new URL('../../content/demo/', import.meta.url));
/** Any test string: the leak checks' canaries are `CANARY-…`; the demo has no other use for the word. */
const TEST_STRING = /canary/i;

const readJson = (name: string): unknown => JSON.parse(readFileSync(path.join(DEMO_DIR, name), 'utf8'));

/** Every collection file of the folder, by collection name, exactly as written. */
const raw: Record<string, unknown> = Object.fromEntries(COLLECTIONS.map((c) => [c, readJson(`${c}.json`)]));
const snapshot: Snapshot = SnapshotSchema.parse(raw);
const staff = readJson('staff.json') as unknown[];

/** Text drawn on the pages of a PDF (pdf-lib writes standard-font text as hex strings shown with Tj). */
async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    const lines: string[] = [];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const operators = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const m of operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) lines.push(Buffer.from(m[1]!, 'hex').toString('latin1'));
    }
    return lines.join('\n');
  });
}

/**
 * Everything a PDF holds as text once decompressed: every object, every stream decoded (page contents are
 * Flate-compressed, so a byte search alone would miss their text), and every hex string in them decoded (pdf-lib
 * writes drawn text and metadata as hex: Latin-1, or UTF-16BE after a byte-order mark).
 */
async function pdfReadableText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const parts: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (object instanceof PDFRawStream) parts.push(object.dict.toString(), Buffer.from(decodePDFRawStream(object).decode()).toString('latin1'));
    else parts.push(object.toString());
  }
  const text = parts.join('\n');
  const decoded = [...text.matchAll(/<([0-9A-Fa-f\s]+)>/g)].map(([, hex]) => {
    const buffer = Buffer.from(hex!.replace(/\s/g, ''), 'hex');
    return buffer[0] === 0xfe && buffer[1] === 0xff ? buffer.subarray(2).swap16().toString('utf16le') : buffer.toString('latin1');
  });
  return `${text}\n${decoded.join('\n')}`;
}

const fileBytes = (blobKey: string) => readFileSync(path.join(DEMO_DIR, 'files', blobKey));
const pdfTexts = new Map<string, string[]>();
for (const f of snapshot.files) pdfTexts.set(f.blobKey, await pdfPages(fileBytes(f.blobKey)));

const defaultProductId = snapshot.space.defaultProductId;
const restricted = snapshot.items.filter((i) => !i.publicAccess && !i.hidden);
const hiddenItems = snapshot.items.filter((i) => !i.publicAccess && i.hidden);
const accessOf = (i: Item) => (i.publicAccess ? 'public' : i.hidden ? 'restricted+hidden' : 'restricted');
/** Files linked by an item that is not public. */
const gatedFileIds = new Set(snapshot.items.filter((i) => !i.publicAccess).flatMap((i) => i.files));

describe('demo organisation: snapshot', () => {
  it('assembles into a valid snapshot from one JSON file per collection', () => {
    for (const c of COLLECTIONS) expect(existsSync(path.join(DEMO_DIR, `${c}.json`)), `${c}.json`).toBe(true);
    expect(snapshot.organization).toMatchObject({
      id: 'org_northwind',
      slug: 'northwind',
      name: 'Northwind Cloud',
      website: 'https://northwind.example',
      logo: 'assets/logo.svg',
    });
    expect(readFileSync(path.join(DEMO_DIR, snapshot.organization.logo), 'utf8')).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });

  it('has two products with a page each; the platform is the default', () => {
    expect(snapshot.products.map((p) => p.productSlug)).toEqual(['platform', 'analytics']);
    expect(snapshot.products.find((p) => p.productId === defaultProductId)?.productSlug).toBe('platform');
    expect(snapshot.pages.map((p) => p.productId).sort()).toEqual(snapshot.products.map((p) => p.productId).sort());
    for (const p of snapshot.products)
      expect(
        snapshot.items.some((i) => i.productId === p.productId),
        p.productSlug,
      ).toBe(true);
  });

  it('keeps positions in array order', () => {
    const check = <T extends { position: number }>(name: string, list: T[], group: (e: T) => string) => {
      const next = new Map<string, number>();
      for (const e of list) {
        const g = group(e);
        expect(e.position, `${name} ${g}`).toBe(next.get(g) ?? 0);
        next.set(g, e.position + 1);
      }
    };
    check('products', snapshot.products, () => '');
    check('cards', snapshot.cards, (c) => c.productId);
    check('items', snapshot.items, (i) => `${i.productId}.${i.cardKind}`);
    check('subprocessors', snapshot.subprocessors, (s) => s.productId);
    check('trustedBy', snapshot.trustedBy, (t) => t.productId);
  });

  it('fills at least 12 card kinds of the default product with items, and some of the second product', () => {
    const kinds = new Set(snapshot.items.filter((i) => i.productId === defaultProductId).map((i) => i.cardKind));
    expect(kinds.size).toBeGreaterThanOrEqual(12);
    for (const k of [
      'reports',
      'certifications',
      'dataSecurity',
      'applicationSecurity',
      'legal',
      'dataPrivacy',
      'accessControl',
      'infrastructure',
      'endpointSecurity',
      'networkSecurity',
      'policies',
      'incidentResponse',
      'businessContinuity',
      'securityGrades',
      'riskProfile',
      'documents',
      'overview',
    ] as const) {
      expect(kinds.has(k), k).toBe(true);
    }
    const cardKinds = new Set(snapshot.cards.filter((c) => c.productId === defaultProductId).map((c) => c.kind));
    expect(cardKinds.has('subprocessors') && cardKinds.has('trustedBy')).toBe(true);
    const secondKinds = new Set(snapshot.items.filter((i) => i.productId !== defaultProductId).map((i) => i.cardKind));
    expect(secondKinds.size).toBeGreaterThanOrEqual(4);
  });

  it('uses every enabled state and every access kind, with a consistent legacy flag', () => {
    expect(new Set(snapshot.items.map((i) => i.enabledState))).toEqual(new Set(ENABLED_STATES));
    expect(new Set(snapshot.items.map(accessOf))).toEqual(new Set(['public', 'restricted', 'restricted+hidden']));
    for (const i of snapshot.items) expect(i.enabled, i.itemUid).toBe(i.enabledState !== 'notEnabled');
  });

  it('has certifications with auditors, security grades and a risk profile', () => {
    const certs = snapshot.items.filter((i) => i.productId === defaultProductId && i.cardKind === 'certifications');
    expect(certs.find((c) => c.title.startsWith('SOC 2'))?.auditor).toBe('A-LIGN');
    expect(certs.find((c) => c.title.includes('27001'))?.auditor).toBe('Schellman');
    expect(certs.find((c) => c.title === 'HIPAA')?.enabledState).toBe('workInProgress');
    expect(certs.find((c) => c.title === 'PCI DSS')?.enabledState).toBe('notEnabled');
    const grades = snapshot.items.flatMap((i) => i.grades).map((g) => [g.label, g.grade]);
    expect(grades).toEqual(
      expect.arrayContaining([
        ['SSL Labs', 'A+'],
        ['Security Headers', 'A'],
        ['Mozilla Observatory', 'B'],
      ]),
    );
    expect(snapshot.items.some((i) => i.cardKind === 'riskProfile' && i.riskProfile && i.riskProfile.hosting !== 'no_answer')).toBe(true);
  });

  it('lists at least 15 subprocessors and 8 trusted-by companies', () => {
    expect(snapshot.subprocessors.length).toBeGreaterThanOrEqual(15);
    expect(snapshot.subprocessors.every((s) => s.company.domain && s.purpose && s.location)).toBe(true);
    expect(snapshot.subprocessors.some((s) => s.additionalDetails) && snapshot.subprocessors.some((s) => !s.additionalDetails)).toBe(true);
    expect(new Set(snapshot.subprocessors.map((s) => s.company.source))).toEqual(new Set(['brandfetch', 'custom']));
    expect(snapshot.trustedBy.length).toBeGreaterThanOrEqual(8);
    expect(new Set(snapshot.trustedBy.map((t) => t.company.source))).toEqual(new Set(['domain', 'custom']));
  });

  it('has a knowledge base of at least 30 entries at every access level', () => {
    const kb = snapshot.knowledgeBase;
    expect(kb.length).toBeGreaterThanOrEqual(30);
    expect(new Set(kb.map((e) => e.access_level))).toEqual(new Set(['public', 'accounts', 'internal']));
    expect(kb.some((e) => e.favorite_public)).toBe(true);
    expect(kb.filter((e) => e.favorite_public).every((e) => e.access_level === 'public')).toBe(true);
    expect(kb.some((e) => e.product_ids.length > 0)).toBe(true);
  });

  it('has at least 8 update topics across categories, one pinned, one hidden, some private updates', () => {
    const topics = snapshot.topics;
    expect(topics.length).toBeGreaterThanOrEqual(8);
    expect(new Set(topics.map((t) => t.category)).size).toBeGreaterThanOrEqual(3);
    expect(topics.filter((t) => t.isPinned)).toHaveLength(1);
    expect(topics.some((t) => t.hidden)).toBe(true);
    const updates = topics.flatMap((t) => t.updates);
    expect(updates.some((u) => u.spAudience === 'private')).toBe(true);
    const times = updates.map((u) => u.createdAt);
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(90 * 86_400_000);
  });

  it('defines the permission profiles, TPRM partners, customization and staff of the spec', () => {
    const nda = snapshot.permissionProfiles.find((p) => p.name === 'Standard NDA');
    const enterprise = snapshot.permissionProfiles.find((p) => p.name === 'Enterprise');
    expect(nda?.allItems).toBe(true);
    expect(enterprise?.allItems).toBe(true);
    expect(hiddenItems.length).toBeGreaterThan(0);
    expect(enterprise?.itemUids).toEqual(expect.arrayContaining(hiddenItems.map((i) => i.itemUid)));
    expect(snapshot.tprmPartners.map((p) => p.name)).toEqual(['OneTrust', 'Whistic']);
    const c = snapshot.customization;
    expect(c).toMatchObject({ portalTitle: 'Trust Center', publicAccessLevel: 'Full', subscriptionsEnabled: true });
    expect(c.supportMailbox && c.securityMailbox).toBeTruthy();
    expect(c.contactSupport.onClickAction).toBe('send-email');
    expect(c.reportIssue.onClickAction).toBe('send-email');
    const { cookie_banner, ...scripts } = c.scripts;
    expect(Object.values(scripts).every((s) => s === '')).toBe(true);
    expect(cookie_banner.show).toBe(false);
    expect(staff).toEqual([{ email: 'admin@example.com', role: 'admin', name: 'Alex Admin' }]);
    StaffUserSchema.omit({ id: true }).strict().parse(staff[0]);
  });
});

describe('demo organisation: documents', () => {
  it('ships at least 6 PDFs whose bytes match size and sha256 of files.json', () => {
    expect(snapshot.files.length).toBeGreaterThanOrEqual(6);
    expect(readdirSync(path.join(DEMO_DIR, 'files')).sort()).toEqual(snapshot.files.map((f) => f.blobKey).sort());
    for (const f of snapshot.files) {
      const bytes = fileBytes(f.blobKey);
      expect(f.contentType).toBe('application/pdf');
      expect(bytes.subarray(0, 5).toString('latin1'), f.blobKey).toBe('%PDF-');
      expect(bytes.byteLength, f.blobKey).toBe(f.size);
      expect(createHash('sha256').update(bytes).digest('hex'), f.blobKey).toBe(f.sha256);
      expect(f.type, f.fileId).toBeDefined();
    }
    expect(snapshot.files.some((f) => f.documentAccessType === 'view-only')).toBe(true);
  });

  it('has several pages of real text in every PDF', () => {
    for (const [blobKey, pages] of pdfTexts) {
      expect(pages.length, blobKey).toBeGreaterThanOrEqual(2);
      expect(pages.join(' ').length, blobKey).toBeGreaterThan(2500);
    }
  });

  it('links every document from an item, never from both a public and a gated item', () => {
    const linked = snapshot.items.flatMap((i) => i.files);
    for (const f of snapshot.files) expect(linked, f.fileId).toContain(f.fileId);
    const publiclyLinked = new Set(snapshot.items.filter((i) => i.publicAccess).flatMap((i) => i.files));
    for (const id of gatedFileIds) expect(publiclyLinked.has(id), id).toBe(false);
    expect(snapshot.files.some((f) => gatedFileIds.has(f.fileId)) && snapshot.files.some((f) => !gatedFileIds.has(f.fileId))).toBe(true);
  });
});

describe('demo organisation: no test strings', () => {
  const files = readdirSync(DEMO_DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(DEMO_DIR, path.join(entry.parentPath, entry.name)));

  it('has no canary in any file of content/demo: names, bytes, and the decompressed streams of every PDF', async () => {
    expect(files.filter((f) => f.endsWith('.json')).length).toBeGreaterThanOrEqual(COLLECTIONS.length + 1);
    expect(files.filter((f) => f.endsWith('.pdf'))).toHaveLength(snapshot.files.length);
    const found: string[] = [];
    for (const file of files) {
      const bytes = readFileSync(path.join(DEMO_DIR, file));
      if (TEST_STRING.test(file)) found.push(`${file} (its name)`);
      if (TEST_STRING.test(bytes.toString('utf8')) || TEST_STRING.test(bytes.toString('latin1'))) found.push(file);
      if (file.endsWith('.pdf') && TEST_STRING.test(await pdfReadableText(bytes))) found.push(`${file} (decompressed)`);
    }
    expect(found).toEqual([]);
  });

  it('would find a canary drawn on a page, which only decompression shows (the scan can fail)', async () => {
    const pdf = await PDFDocument.create();
    const page = pdf.addPage();
    page.drawText('Distribution control: CANARY-DRAWN-ABC123', { font: await pdf.embedFont(StandardFonts.Helvetica), x: 50, y: 700 });
    const bytes = await pdf.save({ useObjectStreams: false });
    expect(TEST_STRING.test(Buffer.from(bytes).toString('latin1'))).toBe(false);
    expect(await pdfReadableText(bytes)).toContain('CANARY-DRAWN-ABC123');
  });

  it('keeps realistic text in the gated fields the leak checks plant into', () => {
    for (const item of [...restricted, ...hiddenItems]) {
      expect(item.title.trim(), item.itemUid).not.toBe('');
      expect(item.explanation.length, `${item.itemUid} explanation`).toBeGreaterThan(60);
    }
    for (const f of snapshot.files.filter((file) => gatedFileIds.has(file.fileId))) expect(f.originalName, f.fileId).toMatch(/^[a-z0-9-]+\.pdf$/);
    for (const e of snapshot.knowledgeBase.filter((k) => k.access_level !== 'public')) expect(e.answer.length, e.objectID).toBeGreaterThan(40);
  });
});
