/**
 * The demo organisation (content/demo/): it must assemble into a valid snapshot, cover the content model broadly,
 * ship real documents whose bytes match files.json, and plant a canary in every field an anonymous visitor must
 * never get — none of which may survive `publicView`.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  ENABLED_STATES,
  LIST_COLLECTIONS,
  SnapshotSchema,
  StaffUserSchema,
  publicView,
  recordKey,
  viewFor,
  type Item,
  type ListCollection,
  type Snapshot,
} from '../../content/index.ts';

const DEMO_DIR = fileURLToPath(new URL('../../content/demo/', import.meta.url));
const CANARY_PATTERN = /CANARY-[A-Z0-9]+-[0-9A-F]{6}/g;

const readJson = (name: string): unknown => JSON.parse(readFileSync(path.join(DEMO_DIR, name), 'utf8'));

/** Every collection file of the folder, by collection name, exactly as written. */
const raw: Record<string, unknown> = Object.fromEntries(COLLECTIONS.map((c) => [c, readJson(`${c}.json`)]));
const snapshot: Snapshot = SnapshotSchema.parse(raw);
const canaries = readJson('canaries.json') as { canary: string; where: string }[];
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

const fileBytes = (blobKey: string) => readFileSync(path.join(DEMO_DIR, 'files', blobKey));
const pdfTexts = new Map<string, string[]>();
for (const f of snapshot.files) pdfTexts.set(f.blobKey, await pdfPages(fileBytes(f.blobKey)));

/** Resolves a canaries.json `where` (`items.json#<record key>/<field>/<index>…`) to the value it names. */
function resolveWhere(where: string): unknown {
  const match = /^([A-Za-z]+)\.json#([^/]+)\/(.+)$/.exec(where);
  if (!match) return undefined;
  const [, collection, key, fieldPath] = match;
  if (!(collection! in LIST_COLLECTIONS)) return undefined;
  const entry = (raw[collection!] as unknown[]).find((e) => recordKey(collection as ListCollection, e) === key);
  return fieldPath!.split('/').reduce<unknown>((value, segment) => (value as Record<string, unknown> | undefined)?.[segment], entry);
}

const canariesIn = (value: unknown): string[] => JSON.stringify(value ?? '').match(CANARY_PATTERN) ?? [];
const hasCanary = (value: unknown) => canariesIn(value).length > 0;

const defaultProductId = snapshot.space.defaultProductId;
const restricted = snapshot.items.filter((i) => !i.publicAccess && !i.hidden);
const hiddenItems = snapshot.items.filter((i) => !i.publicAccess && i.hidden);
const accessOf = (i: Item) => (i.publicAccess ? 'public' : i.hidden ? 'restricted+hidden' : 'restricted');
/** Files linked by an item that is not public. */
const gatedFileIds = new Set(snapshot.items.filter((i) => !i.publicAccess).flatMap((i) => i.files));

describe('demo organisation: snapshot', () => {
  it('assembles into a valid snapshot from one JSON file per collection', () => {
    for (const c of COLLECTIONS) expect(existsSync(path.join(DEMO_DIR, `${c}.json`)), `${c}.json`).toBe(true);
    expect(snapshot.organization).toMatchObject({ id: 'org_northwind', slug: 'northwind', name: 'Northwind Cloud', website: 'https://northwind.example', logo: 'assets/logo.svg' });
    expect(readFileSync(path.join(DEMO_DIR, snapshot.organization.logo), 'utf8')).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });

  it('has two products with a page each; the platform is the default', () => {
    expect(snapshot.products.map((p) => p.productSlug)).toEqual(['platform', 'analytics']);
    expect(snapshot.products.find((p) => p.productId === defaultProductId)?.productSlug).toBe('platform');
    expect(snapshot.pages.map((p) => p.productId).sort()).toEqual(snapshot.products.map((p) => p.productId).sort());
    for (const p of snapshot.products) expect(snapshot.items.some((i) => i.productId === p.productId), p.productSlug).toBe(true);
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
    for (const k of ['reports', 'certifications', 'dataSecurity', 'applicationSecurity', 'legal', 'dataPrivacy', 'accessControl', 'infrastructure',
      'endpointSecurity', 'networkSecurity', 'policies', 'incidentResponse', 'businessContinuity', 'securityGrades', 'riskProfile', 'documents', 'overview'] as const) {
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
    expect(grades).toEqual(expect.arrayContaining([['SSL Labs', 'A+'], ['Security Headers', 'A'], ['Mozilla Observatory', 'B']]));
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

describe('demo organisation: canaries', () => {
  const jsonCanaries = canaries.filter((c) => !c.where.startsWith('file:'));
  const pdfCanaries = canaries.filter((c) => c.where.startsWith('file:'));

  it('lists distinct, well-formed canaries', () => {
    expect(canaries.length).toBeGreaterThan(0);
    for (const c of canaries) expect(c.canary).toMatch(/^CANARY-[A-Z0-9]+-[0-9A-F]{6}$/);
    expect(new Set(canaries.map((c) => c.canary)).size).toBe(canaries.length);
  });

  it('finds every listed canary where canaries.json says it is', () => {
    for (const { canary, where } of jsonCanaries) expect(String(resolveWhere(where)), where).toContain(canary);
    for (const { canary, where } of pdfCanaries) {
      const blobKey = where.slice('file:'.length);
      expect(pdfTexts.get(blobKey)?.join('\n'), where).toContain(canary);
      expect(fileBytes(blobKey).includes(canary), `${where} (raw bytes)`).toBe(true);
    }
  });

  it('lists every canary that occurs in the demo', () => {
    const listed = new Set(canaries.map((c) => c.canary));
    for (const c of COLLECTIONS) for (const found of canariesIn(raw[c])) expect(listed.has(found), `${c}.json: ${found}`).toBe(true);
    const inPdfs = [...pdfTexts.values()].flatMap((pages) => canariesIn(pages.join('\n')));
    for (const found of inPdfs) expect(pdfCanaries.map((c) => c.canary), found).toContain(found);
  });

  it('plants a canary in every field an anonymous visitor must not get', () => {
    for (const item of [...restricted, ...hiddenItems]) {
      expect(hasCanary(item.explanation), `${item.itemUid} explanation`).toBe(true);
      if (item.listEntries.length) expect(hasCanary(item.listEntries), `${item.itemUid} listEntries`).toBe(true);
      if (item.link) expect(hasCanary(item.link), `${item.itemUid} link`).toBe(true);
      if (item.bridgeLetter?.letterContent) expect(hasCanary(item.bridgeLetter.letterContent), `${item.itemUid} bridge letter`).toBe(true);
    }
    for (const item of hiddenItems) expect(hasCanary(item.title), `${item.itemUid} title`).toBe(true);
    for (const item of restricted) expect(hasCanary(item.title), `${item.itemUid} title is shown locked`).toBe(false);
    for (const f of snapshot.files) {
      const gated = gatedFileIds.has(f.fileId);
      expect(hasCanary(f.originalName), `${f.fileId} originalName`).toBe(gated);
      expect(hasCanary(pdfTexts.get(f.blobKey)), `${f.blobKey} text`).toBe(gated);
    }
    for (const e of snapshot.knowledgeBase) {
      if (e.access_level !== 'public') expect(hasCanary(e.answer), `${e.objectID} answer`).toBe(true);
      if (e.access_level === 'internal') expect(hasCanary(e.content), `${e.objectID} question`).toBe(true);
    }
    for (const t of snapshot.topics) {
      if (t.hidden) expect(hasCanary(t.subject), `${t.id} subject`).toBe(true);
      for (const u of t.updates) if (u.spAudience === 'private' || t.hidden) expect(hasCanary(u.message), `${u.id} message`).toBe(true);
    }
  });

  it('keeps every public field free of canaries', () => {
    const publicItems = snapshot.items.filter((i) => i.publicAccess);
    for (const i of publicItems) expect(canariesIn(i), i.itemUid).toEqual([]);
    for (const e of snapshot.knowledgeBase.filter((k) => k.access_level === 'public')) expect(canariesIn(e), e.objectID).toEqual([]);
    for (const name of ['organization', 'customization', 'plan', 'space', 'products', 'pages', 'cards', 'subprocessors', 'trustedBy', 'permissionProfiles', 'tprmPartners'] as const) {
      expect(canariesIn(snapshot[name]), name).toEqual([]);
    }
  });

  it('lets no canary through publicView', () => {
    const json = JSON.stringify(publicView(snapshot));
    expect(canaries.filter((c) => json.includes(c.canary)).map((c) => c.where)).toEqual([]);
    // The view is not empty: locked restricted items keep their titles.
    for (const i of restricted.filter((r) => r.productId === defaultProductId)) expect(json).toContain(JSON.stringify(i.title));
  });

  it('shows restricted canaries to an NDA account but hidden-item canaries only to Enterprise', () => {
    const hiddenCanaries = canaries.filter((c) => hiddenItems.some((i) => c.where.startsWith(`items.json#${i.itemUid}/`)));
    const restrictedCanaries = canaries.filter((c) => restricted.some((i) => c.where.startsWith(`items.json#${i.itemUid}/`)));
    expect(hiddenCanaries.length).toBeGreaterThanOrEqual(hiddenItems.length * 2);
    const nda = JSON.stringify(viewFor(snapshot, { mode: 'AccountExternal', accountId: 'acc_demo', permissionProfileId: 'pp_standard_nda' }));
    const enterprise = JSON.stringify(viewFor(snapshot, { mode: 'AccountExternal', accountId: 'acc_demo', permissionProfileId: 'pp_enterprise' }));
    for (const c of restrictedCanaries) expect(nda, c.where).toContain(c.canary);
    for (const c of hiddenCanaries) {
      expect(nda, c.where).not.toContain(c.canary);
      expect(enterprise, c.where).toContain(c.canary);
    }
    const internal = canaries.filter((c) => snapshot.knowledgeBase.some((e) => e.access_level === 'internal' && c.where.startsWith(`knowledgeBase.json#${e.objectID}/`)));
    expect(internal.length).toBeGreaterThan(0);
    for (const c of internal) expect(enterprise, c.where).not.toContain(c.canary);
  });
});
