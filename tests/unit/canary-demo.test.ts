/**
 * The demo with planted canaries (tests/fixtures/canaries/): the fixture of the leak checks (scripts/check-canaries.ts,
 * the end-to-end server, the authorisation and search tests). A canary must sit in every field an anonymous visitor
 * must never get, be found where canaries.json says, and not survive `publicView`; the folder it writes must import
 * like content/demo.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, LIST_COLLECTIONS, SnapshotSchema, publicView, recordKey, viewFor, type ListCollection } from '../../content/index.ts';
import { readContentDir } from '../../edge/node/content-dir.ts';
import {
  CANARIES,
  DEMO_DIR,
  canaryDemoCollections,
  plantCanaries,
  plantInText,
  plantedDocuments,
  readCollections,
  writeCanaryDemo,
} from '../fixtures/canaries/canary-demo.ts';
import { pdfPageTexts } from '../integration/helpers/pdf-text.ts';

const CANARY_PATTERN = /CANARY-[A-Z0-9]+-[0-9A-F]{6}/g;
const shipped = readCollections();
const raw = canaryDemoCollections();
const snapshot = SnapshotSchema.parse(raw);

/** The value a canaries.json `where` (`items.json#<record key>/<field>/<index>…`) names in `collections`. */
function resolveWhere(collections: Record<string, unknown>, where: string): unknown {
  const match = /^([A-Za-z]+)\.json#([^/]+)\/(.+)$/.exec(where);
  if (!match || !(match[1]! in LIST_COLLECTIONS)) return undefined;
  const [, collection, key, fieldPath] = match;
  const entry = (collections[collection!] as unknown[]).find((e) => recordKey(collection as ListCollection, e) === key);
  return fieldPath!.split('/').reduce<unknown>((value, segment) => (value as Record<string, unknown> | undefined)?.[segment], entry);
}

const canariesIn = (value: unknown): string[] => JSON.stringify(value ?? '').match(CANARY_PATTERN) ?? [];
const hasCanary = (value: unknown) => canariesIn(value).length > 0;

const jsonCanaries = CANARIES.filter((c) => !c.where.startsWith('file:'));
const pdfCanaries = CANARIES.filter((c) => c.where.startsWith('file:'));
const defaultProductId = snapshot.space.defaultProductId;
const restricted = snapshot.items.filter((i) => !i.publicAccess && !i.hidden);
const hiddenItems = snapshot.items.filter((i) => !i.publicAccess && i.hidden);
const gatedFileIds = new Set(snapshot.items.filter((i) => !i.publicAccess).flatMap((i) => i.files));

describe('planting', () => {
  it('adds a canary after a text, as the last segment of a URL, or before the extension of a file name', () => {
    expect(plantInText('Red team exercise 2026', 'CANARY-X-000000', 'title')).toBe('Red team exercise 2026 CANARY-X-000000');
    expect(plantInText('https://northwind.example/legal/sla/', 'CANARY-X-000000', 'link')).toBe('https://northwind.example/legal/sla/CANARY-X-000000');
    expect(plantInText('pentest-summary-2026.pdf', 'CANARY-X-000000', 'originalName')).toBe('pentest-summary-2026-CANARY-X-000000.pdf');
    expect(plantInText('', 'CANARY-X-000000', 'placeholder')).toBe('CANARY-X-000000');
  });

  it('refuses a place that names no record or no text field, and leaves its input as it was', () => {
    const before = JSON.stringify(shipped);
    expect(() => plantCanaries(shipped, [{ canary: 'CANARY-X-000000', where: 'items.json#itm_nope/title' }])).toThrow('items.json has no record "itm_nope"');
    expect(() => plantCanaries(shipped, [{ canary: 'CANARY-X-000000', where: 'items.json#itm_pf_sla/files' }])).toThrow('is not a text field');
    expect(() => plantCanaries(shipped, [{ canary: 'CANARY-X-000000', where: 'items.json#itm_pf_sla/nope/deeper' }])).toThrow('does not exist');
    expect(() => plantCanaries(shipped, [{ canary: 'CANARY-X-000000', where: 'notes.txt#x/y' }])).toThrow('cannot plant at "notes.txt#x/y"');
    expect(JSON.stringify(shipped)).toBe(before);
  });
});

describe('the canaries', () => {
  it('are distinct and well-formed, at least the 59 the demo carried before they moved into the test fixtures', () => {
    expect(CANARIES.length).toBeGreaterThanOrEqual(59);
    for (const c of CANARIES) expect(c.canary).toMatch(/^CANARY-[A-Z0-9]+-[0-9A-F]{6}$/);
    expect(new Set(CANARIES.map((c) => c.canary)).size).toBe(CANARIES.length);
  });

  it('are each found where canaries.json says, added to the shipped text rather than replacing it', () => {
    for (const { canary, where } of jsonCanaries) {
      const value = String(resolveWhere(raw, where));
      expect(value, where).toContain(canary);
      const original = String(resolveWhere(shipped, where));
      expect(canariesIn(original), where).toEqual([]);
      expect(value, where).toBe(plantInText(original, canary, where.split('/').at(-1)!));
    }
  });

  it('are the only canaries in the planted collections', () => {
    const listed = new Set(CANARIES.map((c) => c.canary));
    for (const c of COLLECTIONS) for (const found of canariesIn(raw[c])) expect(listed.has(found), `${c}.json: ${found}`).toBe(true);
  });

  it('sit in every field an anonymous visitor must not get', () => {
    for (const item of [...restricted, ...hiddenItems]) {
      expect(hasCanary(item.explanation), `${item.itemUid} explanation`).toBe(true);
      if (item.listEntries.length) expect(hasCanary(item.listEntries), `${item.itemUid} listEntries`).toBe(true);
      if (item.link) expect(hasCanary(item.link), `${item.itemUid} link`).toBe(true);
      if (item.bridgeLetter?.letterContent) expect(hasCanary(item.bridgeLetter.letterContent), `${item.itemUid} bridge letter`).toBe(true);
    }
    for (const item of hiddenItems) expect(hasCanary(item.title), `${item.itemUid} title`).toBe(true);
    for (const item of restricted) expect(hasCanary(item.title), `${item.itemUid} title is shown locked`).toBe(false);
    const documents = plantedDocuments();
    for (const f of snapshot.files) {
      const gated = gatedFileIds.has(f.fileId);
      expect(hasCanary(f.originalName), `${f.fileId} originalName`).toBe(gated);
      expect(documents.has(f.blobKey), `${f.blobKey} bytes`).toBe(gated);
    }
    for (const e of snapshot.knowledgeBase) {
      if (e.access_level !== 'public') expect(hasCanary(e.answer), `${e.objectID} answer`).toBe(true);
      if (e.access_level === 'internal') expect(hasCanary(e.content), `${e.objectID} question`).toBe(true);
    }
    for (const t of snapshot.topics) {
      if (t.hidden) expect(hasCanary(t.subject), `${t.id} subject`).toBe(true);
      for (const u of t.updates) if (u.spAudience === 'private' || t.hidden) expect(hasCanary(u.message), `${u.id} message`).toBe(true);
    }
    const hiddenCards = snapshot.cards.filter((c) => c.hidden);
    expect(hiddenCards.length).toBeGreaterThan(0);
    for (const c of hiddenCards) expect(hasCanary([c.title, c.displayText, c.placeholder]), `${c.productId}.${c.kind}`).toBe(true);
  });

  it('keep every public field free of canaries', () => {
    for (const i of snapshot.items.filter((item) => item.publicAccess)) expect(canariesIn(i), i.itemUid).toEqual([]);
    for (const e of snapshot.knowledgeBase.filter((k) => k.access_level === 'public')) expect(canariesIn(e), e.objectID).toEqual([]);
    for (const c of snapshot.cards.filter((card) => !card.hidden)) expect(canariesIn(c), `${c.productId}.${c.kind}`).toEqual([]);
    for (const name of [
      'organization',
      'customization',
      'plan',
      'space',
      'products',
      'pages',
      'subprocessors',
      'trustedBy',
      'permissionProfiles',
      'tprmPartners',
    ] as const) {
      expect(canariesIn(snapshot[name]), name).toEqual([]);
    }
  });

  it('do not survive publicView', () => {
    const json = JSON.stringify(publicView(snapshot));
    expect(CANARIES.filter((c) => json.includes(c.canary)).map((c) => c.where)).toEqual([]);
    // The view is not empty: locked restricted items keep their titles.
    for (const i of restricted.filter((r) => r.productId === defaultProductId)) expect(json).toContain(JSON.stringify(i.title));
  });

  it('of restricted items reach an NDA account, those of hidden items only Enterprise, internal ones neither', () => {
    const hiddenCanaries = CANARIES.filter((c) => hiddenItems.some((i) => c.where.startsWith(`items.json#${i.itemUid}/`)));
    const restrictedCanaries = CANARIES.filter((c) => restricted.some((i) => c.where.startsWith(`items.json#${i.itemUid}/`)));
    expect(hiddenCanaries.length).toBeGreaterThanOrEqual(hiddenItems.length * 2);
    const nda = JSON.stringify(viewFor(snapshot, { mode: 'AccountExternal', accountId: 'acc_demo', permissionProfileId: 'pp_standard_nda' }));
    const enterprise = JSON.stringify(viewFor(snapshot, { mode: 'AccountExternal', accountId: 'acc_demo', permissionProfileId: 'pp_enterprise' }));
    for (const c of restrictedCanaries) expect(nda, c.where).toContain(c.canary);
    for (const c of hiddenCanaries) {
      expect(nda, c.where).not.toContain(c.canary);
      expect(enterprise, c.where).toContain(c.canary);
    }
    const internal = CANARIES.filter((c) =>
      snapshot.knowledgeBase.some((e) => e.access_level === 'internal' && c.where.startsWith(`knowledgeBase.json#${e.objectID}/`)),
    );
    expect(internal.length).toBeGreaterThan(0);
    for (const c of internal) expect(enterprise, c.where).not.toContain(c.canary);
  });
});

describe('the planted copy on disk', () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'canary-demo-'));
  const out = path.join(tmp, 'demo');
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('imports like content/demo, with every canary in it: text fields, file names, and drawn into the gated PDFs', async () => {
    const shippedBytes = Object.fromEntries(pdfCanaries.map(({ where }) => [where, readFileSync(path.join(DEMO_DIR, 'files', where.slice('file:'.length)))]));
    expect(await writeCanaryDemo(out)).toEqual(CANARIES);
    // Valid for import: every collection, and files.json's size and sha256 match the (re-rendered) bytes.
    const { snapshot: imported } = await readContentDir(out);
    expect(JSON.stringify(imported.items)).toBe(JSON.stringify(snapshot.items));
    const json = COLLECTIONS.map((c) => readFileSync(path.join(out, `${c}.json`), 'utf8')).join('\n');
    for (const { canary, where } of jsonCanaries) expect(json, where).toContain(canary);
    for (const { canary, where } of pdfCanaries) {
      const blobKey = where.slice('file:'.length);
      const bytes = readFileSync(path.join(out, 'files', blobKey));
      const entry = imported.files.find((f) => f.blobKey === blobKey)!;
      expect(createHash('sha256').update(bytes).digest('hex'), where).toBe(entry.sha256);
      expect((await pdfPageTexts(bytes)).join('\n'), `${where} (page text)`).toContain(canary);
      expect(bytes.includes(canary), `${where} (raw bytes)`).toBe(true);
      // The shipped document is untouched.
      expect(readFileSync(path.join(DEMO_DIR, 'files', blobKey)).equals(shippedBytes[where]!), where).toBe(true);
    }
    // Public documents are the shipped bytes.
    for (const f of imported.files.filter((file) => !gatedFileIds.has(file.fileId))) {
      expect(readFileSync(path.join(out, 'files', f.blobKey)).equals(readFileSync(path.join(DEMO_DIR, 'files', f.blobKey))), f.blobKey).toBe(true);
    }
  });

  it('replaces an earlier planted copy, but never a folder that holds something else', async () => {
    await writeCanaryDemo(out);
    const other = path.join(tmp, 'other');
    await writeCanaryDemo(other);
    rmSync(path.join(other, 'organization.json'));
    writeFileSync(path.join(other, 'notes.txt'), 'keep me');
    await expect(writeCanaryDemo(other)).rejects.toThrow('not replacing it');
    expect(readFileSync(path.join(other, 'notes.txt'), 'utf8')).toBe('keep me');
  });
});
