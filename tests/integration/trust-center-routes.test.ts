/**
 * Main-mode editing routes (`edge/routes/trust-center.ts`, admin spec §7): for every route the good path, each
 * validation message, and authorisation — anonymous 401, a staff viewer 403, an editor without assets:edit 403 on
 * icons, a plan without the feature 402 — with the draft checked afterwards.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EDIT_API_TEXTS } from '../../content/editing/texts.ts';
import { MESSAGES } from '../../content/messages.ts';
import type { SnapshotInput } from '../../content/schemas/snapshot.ts';
import { createMemoryBlobStore, type MemoryBlobStore } from '../../edge/blobs/memory.ts';
import { organizations } from '../../edge/db/schema.ts';
import { readDraft, readDraftVersion } from '../../edge/services/draft/read-draft.ts';
import { replaceDraft } from '../../edge/services/draft/replace-draft.ts';
import { readAssetBytes } from '../../edge/services/cards/save-card-icon.ts';
import { smallSnapshot, staffCookie } from './helpers/content-fixture.ts';
import { jsonOf, makeTestApp, type TestApp } from './helpers/test-app.ts';

const orgId = 'org_acme';
const P = '/api/trust-center/products/main';
const PLAN_LOCKED = 'Upgrade your plan to unlock this feature';

let t: TestApp;
let blobs: MemoryBlobStore;
let admin: string;
let editor: string;
let viewer: string;

function fixture(overrides: Partial<SnapshotInput> = {}): SnapshotInput {
  return smallSnapshot({
    cards: [
      { productId: 'main', kind: 'overview', position: 0 },
      { productId: 'main', kind: 'certifications', position: 1 },
      { productId: 'main', kind: 'documents', position: 2 },
      { productId: 'main', kind: 'policies', position: 3 },
      { productId: 'main', kind: 'dataSecurity', position: 4 },
      { productId: 'main', kind: 'legal', position: 5 },
    ],
    files: [{ fileId: 'file_dpa', originalName: 'dpa.pdf', contentType: 'application/pdf', blobKey: 'dpa.pdf' }],
    items: [
      { itemUid: 'itm_enc', productId: 'main', cardKind: 'dataSecurity', title: 'Encryption at rest', slug: 'encryption', position: 0 },
      { itemUid: 'itm_tls', productId: 'main', cardKind: 'dataSecurity', title: 'Encryption in transit', slug: 'tls', position: 1 },
      { itemUid: 'itm_bak', productId: 'main', cardKind: 'dataSecurity', title: 'Backups', slug: 'backups', position: 2 },
      { itemUid: 'itm_pwd', productId: 'main', cardKind: 'policies', title: 'Password policy', slug: 'password-policy' },
      { itemUid: 'itm_soc2', productId: 'main', cardKind: 'certifications', title: 'SOC 2 Type II', slug: 'soc-2' },
      { itemUid: 'itm_dpa', productId: 'main', cardKind: 'documents', title: 'DPA', slug: 'dpa', type: 'Legal Agreement', files: ['file_dpa'] },
      {
        itemUid: 'itm_custom',
        productId: 'main',
        cardKind: 'legal',
        title: 'Our own thing',
        slug: 'our-own-thing',
        custom: { id: 'cst_1', cardType: 'legal', text: { title: 'Our own thing' } },
      },
    ],
    ...overrides,
  });
}

beforeEach(async () => {
  t = await makeTestApp();
  blobs = createMemoryBlobStore();
  // Routes read `deps.blobs` when they run.
  t.deps.blobs = blobs;
  await replaceDraft({ db: t.db, orgId, snapshot: fixture(), by: 'seed' });
  const now = t.deps.now();
  admin = await staffCookie(t.db, orgId, 'ad@acme.test', 'admin', now);
  editor = await staffCookie(t.db, orgId, 'ed@acme.test', 'editor', now);
  viewer = await staffCookie(t.db, orgId, 'vi@acme.test', 'viewer', now);
});
afterEach(async () => {
  await t.close();
});

function send(method: string, path: string, cookie: string | null, body?: unknown, headers: Record<string, string> = {}) {
  return t.app.fetch(t.request(method, path, body, cookie ? { cookie, ...headers } : headers));
}

const draft = () => readDraft({ db: t.db, orgId });
const item = async (uid: string) => (await draft()).items.find((i) => i.itemUid === uid);
const card = async (kind: string) => (await draft()).cards.find((c) => c.kind === kind && c.productId === 'main');

/** Sets the plan's features (through the draft service, as an import would). */
async function planWithout(...features: string[]) {
  const snapshot = fixture({
    plan: {
      name: 'Starter',
      features: ['sectionCustomization', 'restrictedFiles', 'bridgeLetter', 'integrations', 'trustCenterAi', 'replaceIcons', 'renameCards'].filter(
        (f) => !features.includes(f),
      ) as never,
    },
  });
  await replaceDraft({ db: t.db, orgId, snapshot, by: 'seed' });
}

async function expectError(res: Response, status: number, error: string) {
  const body = await jsonOf(res);
  expect({ status: res.status, error: body.error }).toEqual({ status, error });
}

/** 401 without a session and 403 for a viewer, with the draft version unchanged. */
async function expectStaffOnly(method: string, path: string, body: unknown) {
  const version = await readDraftVersion({ db: t.db, orgId });
  await expectError(await send(method, path, null, body), 401, 'You must sign in to do this.');
  await expectError(await send(method, path, viewer, body), 403, "You don't have access to this page");
  expect(await readDraftVersion({ db: t.db, orgId })).toBe(version);
}

describe('PATCH /api/trust-center/products/:productId (section order)', () => {
  const sections = ['cards', 'overview_and_certifications', 'documents', 'help'];

  it('stores the order on the product page and answers the page with the new draft version', async () => {
    const res = await send('PATCH', P, editor, { sections });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBe(`"${await readDraftVersion({ db: t.db, orgId })}"`);
    expect((await jsonOf(res)).sectionOrder).toEqual(sections);
    expect((await draft()).pages.find((p) => p.productId === 'main')?.sectionOrder).toEqual(sections);
  });

  it('accepts `default` for the default product', async () => {
    expect((await send('PATCH', '/api/trust-center/products/default', editor, { sections })).status).toBe(200);
    expect((await draft()).pages[0]?.sectionOrder).toEqual(sections);
  });

  it.each([
    [{ sections: [] }, EDIT_API_TEXTS.sectionsEmpty],
    [{}, EDIT_API_TEXTS.sectionsEmpty],
    [{ sections: ['overview', 'faq'] }, EDIT_API_TEXTS.sectionUnknown],
    [{ sections: ['overview', 'cards', 'overview'] }, EDIT_API_TEXTS.sectionTwice],
    [{ sections: ['overview', 'overview_and_certifications'] }, EDIT_API_TEXTS.sectionCombinedTwice],
  ])('refuses %j with its message', async (body, message) => {
    await expectError(await send('PATCH', P, editor, body), 400, message);
    expect((await draft()).pages).toEqual([]);
  });

  it('answers 404 for an unknown product', async () => {
    expect((await send('PATCH', '/api/trust-center/products/nope', editor, { sections })).status).toBe(404);
  });

  it('needs the plan feature for section customization', async () => {
    await planWithout('sectionCustomization');
    await expectError(await send('PATCH', P, editor, { sections }), 402, PLAN_LOCKED);
  });

  it('is for staff who edit only, sent as JSON', async () => {
    await expectStaffOnly('PATCH', P, { sections });
    const res = await send('PATCH', P, editor, JSON.stringify({ sections }), { 'content-type': 'text/plain' });
    expect(res.status).toBe(400);
  });

  it('refuses a stale If-Match with 409', async () => {
    const res = await send('PATCH', P, editor, { sections }, { 'if-match': '"999"' });
    expect(res.status).toBe(409);
  });
});

describe('PATCH …/cards (card order)', () => {
  it('gives the listed cards the positions they held, in the new order', async () => {
    const res = await send('PATCH', `${P}/cards`, editor, { cards: ['legal', 'policies', 'dataSecurity'] });
    expect(res.status).toBe(200);
    const cards = (await draft()).cards;
    const pos = (kind: string) => cards.find((c) => c.kind === kind)!.position;
    expect([pos('legal'), pos('policies'), pos('dataSecurity')]).toEqual([3, 4, 5]);
    expect(pos('overview')).toBe(0);
  });

  it.each([
    [{ cards: ['policies', 'policies'] }, EDIT_API_TEXTS.cardTwice],
    [{ cards: ['policies', 'nonsense'] }, EDIT_API_TEXTS.cardUnknown],
    [{ cards: ['policies', 'esg'] }, EDIT_API_TEXTS.cardUnknown],
    [{ cards: [] }, EDIT_API_TEXTS.cardUnknown],
  ])('refuses %j with its message', async (body, message) => {
    await expectError(await send('PATCH', `${P}/cards`, editor, body), 400, message);
  });

  it('is for staff who edit only', async () => {
    await expectStaffOnly('PATCH', `${P}/cards`, { cards: ['legal', 'policies'] });
  });
});

describe('PATCH …/cards/:kind (hide, display text, placeholder, title, featured documents)', () => {
  it('hides and shows a card', async () => {
    const res = await send('PATCH', `${P}/cards/policies`, editor, { hidden: true });
    expect(res.status).toBe(200);
    expect((await jsonOf(res)).hidden).toBe(true);
    expect((await card('policies'))?.hidden).toBe(true);
    await send('PATCH', `${P}/cards/policies`, editor, { hidden: false });
    expect((await card('policies'))?.hidden).toBe(false);
  });

  it('hiding a section card hides its section too', async () => {
    expect((await send('PATCH', `${P}/cards/documents`, editor, { hidden: true })).status).toBe(200);
    const page = (await draft()).pages.find((p) => p.productId === 'main');
    expect(page?.config.documents.hidden).toBe(true);
  });

  it('sets the display text and placeholder; empty is allowed', async () => {
    expect((await send('PATCH', `${P}/cards/policies`, editor, { displayText: 'Our policies', placeholder: 'Coming soon' })).status).toBe(200);
    expect(await card('policies')).toMatchObject({ displayText: 'Our policies', placeholder: 'Coming soon' });
    expect((await send('PATCH', `${P}/cards/policies`, editor, { displayText: '', placeholder: '' })).status).toBe(200);
    expect(await card('policies')).toMatchObject({ displayText: '', placeholder: '' });
  });

  it.each([
    [{ displayText: 'abc' }, MESSAGES.displayTextHelper],
    [{ displayText: 'x'.repeat(101) }, MESSAGES.displayTextHelper],
    [{ placeholder: 'x'.repeat(1001) }, MESSAGES.placeholderTooLong],
    [{ title: 'X' }, MESSAGES.cardTitleLength],
    [{ title: 'x'.repeat(51) }, MESSAGES.cardTitleLength],
    [{}, EDIT_API_TEXTS.nothingToUpdate],
    [{ featuredDocuments: ['itm_enc'] }, EDIT_API_TEXTS.featuredOnlyDocuments],
  ])('refuses %j with its message', async (body, message) => {
    await expectError(await send('PATCH', `${P}/cards/policies`, editor, body), 400, message);
  });

  it('renames a card (2–50 characters) when the plan allows renaming', async () => {
    expect((await send('PATCH', `${P}/cards/policies`, editor, { title: 'Governance' })).status).toBe(200);
    expect((await card('policies'))?.title).toBe('Governance');
    await planWithout('renameCards');
    await expectError(await send('PATCH', `${P}/cards/policies`, editor, { title: 'Rules' }), 402, PLAN_LOCKED);
  });

  it('sets featured documents of the documents card, documents of the product only', async () => {
    expect((await send('PATCH', `${P}/cards/documents`, editor, { featuredDocuments: ['itm_dpa'] })).status).toBe(200);
    expect((await card('documents'))?.featuredDocuments).toEqual(['itm_dpa']);
    await expectError(await send('PATCH', `${P}/cards/documents`, editor, { featuredDocuments: ['itm_enc'] }), 400, EDIT_API_TEXTS.featuredNotDocuments);
  });

  it('answers 404 for a card the product does not have', async () => {
    expect((await send('PATCH', `${P}/cards/esg`, editor, { hidden: true })).status).toBe(404);
  });

  it('is for staff who edit only', async () => {
    await expectStaffOnly('PATCH', `${P}/cards/policies`, { hidden: true });
  });
});

describe('PATCH …/cards/:kind/items (item order)', () => {
  it('numbers the items in the new order', async () => {
    const res = await send('PATCH', `${P}/cards/dataSecurity/items`, editor, { items: ['itm_bak', 'itm_enc', 'itm_tls'] });
    expect(res.status).toBe(200);
    const items = (await draft()).items.filter((i) => i.cardKind === 'dataSecurity').sort((a, b) => a.position - b.position);
    expect(items.map((i) => i.itemUid)).toEqual(['itm_bak', 'itm_enc', 'itm_tls']);
  });

  it('orders the documents card over every document of the product', async () => {
    const res = await send('PATCH', `${P}/cards/documents/items`, editor, { items: ['itm_dpa'] });
    expect(res.status).toBe(200);
  });

  it.each([
    [{ items: ['itm_bak', 'itm_enc'] }],
    [{ items: ['itm_bak', 'itm_enc', 'itm_tls', 'itm_pwd'] }],
    [{ items: ['itm_bak', 'itm_bak', 'itm_tls'] }],
    [{ items: 'itm_bak' }],
  ])('refuses %j: "The order must list every item of the card exactly once"', async (body) => {
    await expectError(await send('PATCH', `${P}/cards/dataSecurity/items`, editor, body), 400, EDIT_API_TEXTS.itemsMismatch);
  });

  it('is for staff who edit only', async () => {
    await expectStaffOnly('PATCH', `${P}/cards/dataSecurity/items`, { items: ['itm_bak', 'itm_enc', 'itm_tls'] });
  });
});

describe('POST …/cards/:kind/items (Add Items)', () => {
  it('adds catalogue and custom items at the end of the card, stamped with the staff name', async () => {
    const res = await send('POST', `${P}/cards/dataSecurity/items`, editor, {
      items: [
        { title: 'Key management', custom: false },
        { title: 'Encryption at rest', custom: true },
      ],
    });
    expect(res.status).toBe(201);
    const { items } = await jsonOf(res);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ title: 'Key management', slug: 'key-management', position: 3, cardKind: 'dataSecurity' });
    expect(items[0].custom).toBeUndefined();
    // The same title as an existing item gets a free slug.
    expect(items[1]).toMatchObject({ title: 'Encryption at rest', slug: 'encryption-at-rest', custom: { cardType: 'dataSecurity' } });
    expect(items[1].lastModified).toEqual({ on: t.deps.now(), by: { name: 'ed@acme.test' } });
    expect((await draft()).items).toHaveLength(9);
  });

  it.each([
    [{ items: [] }, EDIT_API_TEXTS.itemsEmpty],
    [{ items: [{ title: 'Not in the catalogue', custom: false }] }, EDIT_API_TEXTS.notInCatalogue],
    [{ items: [{ title: 'X', custom: true }] }, MESSAGES.itemTitleLength],
  ])('refuses %j with its message', async (body, message) => {
    await expectError(await send('POST', `${P}/cards/dataSecurity/items`, editor, body), 400, message);
  });

  it('is for staff who edit only', async () => {
    await expectStaffOnly('POST', `${P}/cards/dataSecurity/items`, { items: [{ title: 'Backups', custom: true }] });
  });
});

describe('PATCH …/items/:itemUid (move item)', () => {
  it('moves the item to the end of another card', async () => {
    const res = await send('PATCH', `${P}/items/itm_enc`, editor, { destinationCardId: 'policies' });
    expect(res.status).toBe(200);
    expect(await item('itm_enc')).toMatchObject({ cardKind: 'policies', position: 1 });
  });

  it('accepts `default` as the product', async () => {
    expect((await send('PATCH', '/api/trust-center/products/default/items/itm_custom', editor, { destinationCardId: 'policies' })).status).toBe(200);
    expect(await item('itm_custom')).toMatchObject({ cardKind: 'policies', custom: { cardType: 'policies' } });
  });

  it.each([
    ['itm_enc', { destinationCardId: 'dataSecurity' }, EDIT_API_TEXTS.moveNotAllowed],
    ['itm_enc', { destinationCardId: 'documents' }, EDIT_API_TEXTS.moveNotAllowed],
    ['itm_enc', { destinationCardId: 'certifications' }, EDIT_API_TEXTS.moveNotAllowed],
    ['itm_enc', { destinationCardId: 'overview' }, EDIT_API_TEXTS.moveNotAllowed],
    ['itm_enc', { destinationCardId: 'esg' }, EDIT_API_TEXTS.moveNotAllowed],
    ['itm_enc', { destinationCardId: 'nonsense' }, EDIT_API_TEXTS.moveNotAllowed],
    ['itm_enc', {}, EDIT_API_TEXTS.moveNotAllowed],
    ['itm_soc2', { destinationCardId: 'policies' }, EDIT_API_TEXTS.moveSourceLocked],
  ])('refuses moving %s with %j', async (uid, body, message) => {
    await expectError(await send('PATCH', `${P}/items/${uid}`, editor, body), 400, message);
  });

  it('answers 404 for an unknown item', async () => {
    expect((await send('PATCH', `${P}/items/itm_nope`, editor, { destinationCardId: 'policies' })).status).toBe(404);
  });

  it('is for staff who edit only', async () => {
    await expectStaffOnly('PATCH', `${P}/items/itm_enc`, { destinationCardId: 'policies' });
  });
});

describe('PUT …/items/:itemUid (item editor save)', () => {
  it('answers the item as the draft stores it, with the draft version the save made', async () => {
    const res = await send('PUT', `${P}/items/itm_enc`, editor, { title: '  Encryption at rest (AES-256) ', tags: ['AES'] });
    expect(res.status).toBe(200);
    const answered = await jsonOf(res);
    expect(answered.title).toBe('Encryption at rest (AES-256)');
    expect(answered).toEqual(await item('itm_enc'));
    expect(res.headers.get('etag')).toBe(`"${await readDraftVersion({ db: t.db, orgId })}"`);
  });

  it('saves the fields, derives `enabled` and stamps the footer from the session', async () => {
    const res = await send('PUT', `${P}/items/itm_enc`, editor, {
      title: 'Encryption at rest (AES-256)',
      enabledState: 'notEnabled',
      tags: ['AES'],
      expiry: '2027-01-31',
      link: 'https://example.com/enc',
      href: 'https://example.com',
      recurrence: 'year',
      maturity: 'Managed',
      listEntries: ['Keys rotate yearly'],
      choice: 'Yes',
      publicAccess: false,
      hidden: true,
      files: ['file_dpa'],
    });
    expect(res.status).toBe(200);
    expect(await item('itm_enc')).toMatchObject({
      title: 'Encryption at rest (AES-256)',
      enabledState: 'notEnabled',
      enabled: false,
      tags: ['AES'],
      expiry: '2027-01-31',
      publicAccess: false,
      hidden: true,
      files: ['file_dpa'],
      lastModified: { on: t.deps.now(), by: { name: 'ed@acme.test' } },
    });
  });

  it('un-hides an item made public', async () => {
    await send('PUT', `${P}/items/itm_enc`, editor, { publicAccess: false, hidden: true });
    await send('PUT', `${P}/items/itm_enc`, editor, { publicAccess: true, hidden: true });
    expect(await item('itm_enc')).toMatchObject({ publicAccess: true, hidden: false });
  });

  it.each([
    ['itm_enc', { title: 'X' }, MESSAGES.itemTitleLength],
    ['itm_enc', { title: 'x'.repeat(101) }, MESSAGES.itemTitleLength],
    ['itm_enc', { expiry: '2026-02-30' }, MESSAGES.invalidExpiration],
    ['itm_enc', { link: 'not a url' }, MESSAGES.invalidUrl],
    ['itm_enc', { href: 'http://192.168.1.1/admin' }, MESSAGES.invalidUrl],
    ['itm_enc', { href: `https://example.com/${'x'.repeat(100)}` }, MESSAGES.websiteTooLong],
    ['itm_dpa', { type: '' }, MESSAGES.itemTypeRequired],
    ['itm_dpa', { files: [] }, MESSAGES.documentFileRequired],
    ['itm_soc2', { title: 'SOC 2 Type I' }, EDIT_API_TEXTS.titleFixed],
  ])('refuses %s with %j', async (uid, body, message) => {
    await expectError(await send('PUT', `${P}/items/${uid}`, editor, body), 400, message);
  });

  it('renames a catalogue item only when the plan allows it; custom items always', async () => {
    await planWithout('renameCards');
    await expectError(await send('PUT', `${P}/items/itm_enc`, editor, { title: 'Storage encryption' }), 402, PLAN_LOCKED);
    expect((await send('PUT', `${P}/items/itm_custom`, editor, { title: 'Our renamed thing' })).status).toBe(200);
    // Sending the unchanged title is not a rename.
    expect((await send('PUT', `${P}/items/itm_enc`, editor, { title: 'Encryption at rest', tags: ['x'] })).status).toBe(200);
  });

  it('restricting an item needs the plan feature for restricted files', async () => {
    await planWithout('restrictedFiles');
    await expectError(await send('PUT', `${P}/items/itm_enc`, editor, { publicAccess: false }), 402, PLAN_LOCKED);
  });

  it('refuses fields the editor does not own', async () => {
    expect((await send('PUT', `${P}/items/itm_enc`, editor, { cardKind: 'legal' })).status).toBe(400);
  });

  it('is for staff who edit only', async () => {
    await expectStaffOnly('PUT', `${P}/items/itm_enc`, { tags: ['x'] });
  });
});

describe('DELETE …/items/:itemUid (delete custom item)', () => {
  it('deletes a custom item', async () => {
    const res = await send('DELETE', `${P}/items/itm_custom`, editor, {});
    expect(res.status).toBe(200);
    expect(await item('itm_custom')).toBeUndefined();
  });

  it('refuses catalogue items', async () => {
    await expectError(await send('DELETE', `${P}/items/itm_enc`, editor, {}), 400, EDIT_API_TEXTS.notCustom);
    expect(await item('itm_enc')).toBeDefined();
  });

  it('is for staff who edit only', async () => {
    await expectStaffOnly('DELETE', `${P}/items/itm_custom`, {});
  });
});

describe('PUT …/items/:itemUid/custom-url', () => {
  it('sets the slug', async () => {
    const res = await send('PUT', `${P}/items/itm_enc/custom-url`, editor, { slug: 'aes-256' });
    expect(res.status).toBe(200);
    expect((await item('itm_enc'))?.slug).toBe('aes-256');
  });

  it('keeps every earlier slug of the item, once, oldest first', async () => {
    await send('PUT', `${P}/items/itm_enc/custom-url`, editor, { slug: 'aes-256' });
    await send('PUT', `${P}/items/itm_enc/custom-url`, editor, { slug: 'at-rest' });
    expect((await item('itm_enc'))?.formerSlugs).toEqual(['encryption', 'aes-256']);
    // Back to an earlier slug: it is the page again, no longer a redirect.
    const res = await send('PUT', `${P}/items/itm_enc/custom-url`, editor, { slug: 'encryption' });
    expect(res.status).toBe(200);
    expect(((await jsonOf(res)) as { formerSlugs: string[] }).formerSlugs).toEqual(['aes-256', 'at-rest']);
    expect(await item('itm_enc')).toMatchObject({ slug: 'encryption', formerSlugs: ['aes-256', 'at-rest'] });
    // Saving the same slug changes nothing.
    await send('PUT', `${P}/items/itm_enc/custom-url`, editor, { slug: 'encryption' });
    expect((await item('itm_enc'))?.formerSlugs).toEqual(['aes-256', 'at-rest']);
  });

  it("takes a slug another item once had: that item's redirect goes, its other earlier slugs stay", async () => {
    await send('PUT', `${P}/items/itm_tls/custom-url`, editor, { slug: 'transit' });
    await send('PUT', `${P}/items/itm_tls/custom-url`, editor, { slug: 'in-transit' });
    expect((await item('itm_tls'))?.formerSlugs).toEqual(['tls', 'transit']);
    const res = await send('PUT', `${P}/items/itm_bak/custom-url`, editor, { slug: 'tls' });
    expect(res.status).toBe(200);
    expect(await item('itm_bak')).toMatchObject({ slug: 'tls', formerSlugs: ['backups'] });
    expect(await item('itm_tls')).toMatchObject({ slug: 'in-transit', formerSlugs: ['transit'] });
  });

  it.each([
    [{ slug: 'Upper Case' }, MESSAGES.slugInvalid],
    [{ slug: '' }, MESSAGES.slugInvalid],
    [{ slug: 'a'.repeat(100) }, MESSAGES.slugTooLong],
    [{ slug: 'password-policy' }, 'This URL slug is already in use by item: Password policy'],
  ])('refuses %j with its message', async (body, message) => {
    await expectError(await send('PUT', `${P}/items/itm_enc/custom-url`, editor, body), 400, message);
  });

  it('is for staff who edit only', async () => {
    await expectStaffOnly('PUT', `${P}/items/itm_enc/custom-url`, { slug: 'aes' });
  });
});

describe('card icons: upload, create, update, remove', () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
  const SVG = new TextEncoder().encode('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"></svg>');

  function upload(cookie: string | null, bytes: Uint8Array, type: string) {
    const headers: Record<string, string> = { 'content-type': type, origin: 'http://portal.test' };
    if (cookie) headers.cookie = cookie;
    const name = `shield.${type === 'image/svg+xml' ? 'svg' : type.split('/')[1]}`;
    return t.app.fetch(
      new Request(`http://portal.test/api/trust-center/assets/upload?fileName=${encodeURIComponent(name)}`, {
        method: 'POST',
        body: bytes as Uint8Array<ArrayBuffer>,
        headers,
      }),
    );
  }
  const asset = (cardKind = 'policies') => ({ productId: 'main', isGlobal: false, type: 'icon', relation: { type: 'card', cardKind } });

  it('uploads, creates the asset on the card, serves it, updates it and resets to default', async () => {
    const up = await upload(admin, PNG, 'image/png');
    expect(up.status).toBe(201);
    const { upload: first } = await jsonOf(up);
    expect(first).toMatchObject({ fileName: 'shield.png', contentType: 'image/png', size: PNG.length });

    const created = await send('POST', '/api/trust-center/assets', admin, { upload: first, asset: asset() });
    expect(created.status).toBe(201);
    const { assetId } = await jsonOf(created);
    expect(await card('policies')).toMatchObject({ icon: { fileName: 'shield.png', assetId }, revision: 1 });
    expect(await readAssetBytes(blobs, orgId, assetId)).toEqual(PNG);
    const served = await send('GET', `/api/share/${orgId}/assets/${assetId}?v=1`, null);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');

    const second = (await jsonOf(await upload(admin, SVG, 'image/svg+xml'))).upload;
    const updated = await send('PUT', `/api/trust-center/assets/${assetId}`, admin, { upload: second, asset: asset() });
    expect(updated.status).toBe(200);
    expect(await card('policies')).toMatchObject({ icon: { fileName: 'shield.svg', assetId }, revision: 2 });
    expect(await readAssetBytes(blobs, orgId, assetId)).toEqual(SVG);

    const removed = await send('DELETE', `/api/trust-center/assets/${assetId}`, admin, {});
    expect(removed.status).toBe(200);
    const after = await card('policies');
    expect(after?.icon).toBeUndefined();
    expect(after?.revision).toBe(3);
  });

  it.each([
    [new TextEncoder().encode('GIF89a....'), 'image/gif', EDIT_API_TEXTS.iconType],
    [new TextEncoder().encode('not a png'), 'image/png', EDIT_API_TEXTS.iconType],
    [new Uint8Array(0), 'image/png', EDIT_API_TEXTS.iconEmpty],
  ])('refuses an upload of %s as %s', async (bytes, type, message) => {
    await expectError(await upload(admin, bytes, type), 400, message);
  });

  it('refuses an icon over 1MB', async () => {
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set(PNG);
    const res = await upload(admin, big, 'image/png');
    expect(res.status).toBe(413);
  });

  it('needs a productId: "productId must be defined to replace card icons"', async () => {
    const { upload: file } = await jsonOf(await upload(admin, PNG, 'image/png'));
    await expectError(
      await send('POST', '/api/trust-center/assets', admin, { upload: file, asset: { ...asset(), productId: undefined } }),
      400,
      'productId must be defined to replace card icons',
    );
  });

  it('refuses an unknown upload and an asset that is not the card’s icon', async () => {
    await expectError(
      await send('POST', '/api/trust-center/assets', admin, { upload: { fileId: 'upl_nope', fileName: 'x.png' }, asset: asset() }),
      400,
      EDIT_API_TEXTS.uploadUnknown,
    );
    const { upload: file } = await jsonOf(await upload(admin, PNG, 'image/png'));
    expect((await send('PUT', '/api/trust-center/assets/icon_other', admin, { upload: file, asset: asset() })).status).toBe(404);
    expect((await send('DELETE', '/api/trust-center/assets/icon_other', admin, {})).status).toBe(404);
  });

  it('needs the plan feature for replacing icons', async () => {
    await planWithout('replaceIcons');
    const { upload: file } = await jsonOf(await upload(admin, PNG, 'image/png'));
    await expectError(await send('POST', '/api/trust-center/assets', admin, { upload: file, asset: asset() }), 402, PLAN_LOCKED);
  });

  it('answers 401 anonymously and 403 to an editor without assets:edit and to a viewer', async () => {
    await expectError(await upload(null, PNG, 'image/png'), 401, 'You must sign in to do this.');
    await expectError(await upload(editor, PNG, 'image/png'), 403, "You don't have access to this page");
    await expectError(await upload(viewer, PNG, 'image/png'), 403, "You don't have access to this page");
    const { upload: file } = await jsonOf(await upload(admin, PNG, 'image/png'));
    const body = { upload: file, asset: asset() };
    await expectError(await send('POST', '/api/trust-center/assets', null, body), 401, 'You must sign in to do this.');
    await expectError(await send('POST', '/api/trust-center/assets', editor, body), 403, "You don't have access to this page");
    await expectError(await send('PUT', '/api/trust-center/assets/icon_x', editor, body), 403, "You don't have access to this page");
    await expectError(await send('DELETE', '/api/trust-center/assets/icon_x', editor, {}), 403, "You don't have access to this page");
    expect((await card('policies'))?.icon).toBeUndefined();
  });
});

describe('another organisation', () => {
  it('edits only its own draft: our product is unknown to its staff', async () => {
    await t.db.insert(organizations).values({ id: 'org_other', slug: 'other', name: 'Other', customDomains: [], createdAt: t.deps.now() });
    await replaceDraft({
      db: t.db,
      orgId: 'org_other',
      snapshot: smallSnapshot({
        organization: { id: 'org_other', slug: 'other', name: 'Other' },
        space: { defaultProductId: 'theirs' },
        products: [{ productId: 'theirs', productName: 'Theirs', productSlug: 'theirs' }],
        cards: [],
        items: [],
      }),
      by: 'seed',
    });
    const stranger = await staffCookie(t.db, 'org_other', 'ed@other.test', 'editor', t.deps.now());
    const version = await readDraftVersion({ db: t.db, orgId });
    expect((await send('PATCH', `${P}/cards/policies`, stranger, { hidden: true })).status).toBe(404);
    expect((await send('PATCH', `${P}/items/itm_enc`, stranger, { destinationCardId: 'policies' })).status).toBe(404);
    expect(await readDraftVersion({ db: t.db, orgId })).toBe(version);
  });
});
