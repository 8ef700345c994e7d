/** The records converter (`content/records.ts`): a snapshot survives a round trip through records, in any order. */
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, recordsToSnapshot, snapshotToRecords, type ContentRecord, type Snapshot } from '../../content/index.ts';
import { PRODUCT_ID, card, file, item, kbEntry, makeSnapshot, product, profile, topic, update } from './helpers/fixture.ts';

/** A snapshot using every collection, with several entries in each list and non-default values throughout. */
function richSnapshot(): Snapshot {
  return makeSnapshot({
    organization: { id: 'org-1', slug: 'acme', name: 'Acme', website: 'https://acme.example', customDomains: ['trust.acme.example'] },
    customization: { portalTitle: 'Acme Trust', publicAccessLevel: 'PublicContentOnly', revision: 7, genAiEnabled: true },
    plan: { name: 'Growth', features: ['bridgeLetter', 'integrations'] },
    space: { defaultProductId: PRODUCT_ID, productLinks: [{ link: 'https://status.acme.example', name: 'Status', show: true }] },
    products: [product(PRODUCT_ID, { position: 0 }), product('p-2', { productSlug: 'acme edge', position: 1 }), product('p-3', { show: false, position: 2 })],
    pages: [{ productId: PRODUCT_ID, sectionOrder: ['cards', 'overview'] }, { productId: 'p-2' }],
    cards: [
      card('reports', { position: 0 }),
      card('documents', { featuredDocuments: ['r-2', 'r-1'], position: 1 }),
      card('legal', { hidden: true, title: 'Contracts', displayText: 'Our agreements', position: 2 }),
      card('securityGrades', { position: 3 }),
      card('riskProfile', { position: 4 }),
      card('reports', { productId: 'p-2' }),
    ],
    items: [
      item('reports', 'r-1', {
        position: 0,
        title: 'SOC 2 Type II',
        files: ['f-1', 'f-2'],
        publicAccess: false,
        expiry: '2027-01-31',
        bridgeLetter: { letterEnabled: true, letterContent: 'We attest', signerName: 'Dana', signerTitle: 'CISO', letterType: 'SOC 1' },
        lastModified: { on: 1_700_000_000_000, by: { name: 'Dana' } },
      }),
      item('reports', 'r-2', { position: 1, title: 'Pen test', publicAccess: false, hidden: true, files: ['f-3'], tags: ['2025'] }),
      item('legal', 'l-1', { listEntries: ['DPA', 'MSA'], link: 'https://acme.example/legal', enabledState: 'workInProgress' }),
      item('securityGrades', 'g-1', { grades: [{ label: 'BitSight', grade: '700', url: 'acme.example' }] }),
      item('riskProfile', 'rp-1', { riskProfile: { dataAccess: 'restricted', recoveryTime: 'hours_12', recoveryPoint: 'days_4_7' } }),
      item('reports', 'p2-r-1', { productId: 'p-2', slug: 'r-1', custom: { id: 'c-1', cardType: 'reports', text: { title: 'Custom' } } }),
    ],
    files: [
      file('f-1', { sha256: 'b'.repeat(64), size: 1234, type: 'SOC 2 Report' }),
      file('f-2', { documentAccessType: 'view-only' }),
      file('f-3', { isShared: true }),
    ],
    subprocessors: [
      { id: 'sp-1', productId: PRODUCT_ID, company: { source: 'custom', name: 'Mailer' }, purpose: 'Email', position: 1 },
      { id: 'sp-2', productId: PRODUCT_ID, company: { source: 'brandfetch', name: 'Cloud', domain: 'cloud.example' }, position: 0 },
    ],
    trustedBy: [
      { id: 'tb-1', productId: PRODUCT_ID, company: { source: 'domain', domain: 'bank.example', name: 'Bank' } },
      { id: 'tb-2', productId: PRODUCT_ID, company: { source: 'custom', name: 'Shop' } },
    ],
    knowledgeBase: [kbEntry('kb-2', { access_level: 'accounts' }), kbEntry('kb-1', { source_name: 'SIG.xlsx', favorite_public: true })],
    topics: [topic('t-1', [update('u-1'), update('u-2', { spAudience: 'private' })], { isPinned: true }), topic('t-2', [update('u-3')], { hidden: true })],
    permissionProfiles: [profile('pr-2', { itemUids: ['r-2'] }), profile('pr-1', { allItems: true, productIds: [PRODUCT_ID] })],
    tprmPartners: [{ id: 'tp-1', name: 'Partner', domain: 'partner.example' }],
  });
}

/** A deterministic shuffle (so a failure reproduces). */
function shuffled<T>(list: T[], seed: number): T[] {
  const out = [...list];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe('snapshot ↔ records', () => {
  const s = richSnapshot();

  it('the fixture uses every collection', () => {
    const used = new Set(snapshotToRecords(s).map((r) => r.collection));
    expect([...used].sort()).toEqual([...COLLECTIONS].sort());
  });

  it('gives one record per entity, keyed by its id', () => {
    const records = snapshotToRecords(s);
    expect(records.filter((r) => r.collection === 'items').map((r) => r.recordId)).toEqual(s.items.map((i) => i.itemUid));
    expect(records.filter((r) => r.collection === 'cards').map((r) => r.recordId)).toContain('p-2.reports');
    expect(records.filter((r) => r.collection === 'organization')).toEqual([
      { collection: 'organization', recordId: 'main', position: 0, data: s.organization },
    ]);
  });

  it('round-trips in order', () => {
    expect(recordsToSnapshot(snapshotToRecords(s))).toEqual(s);
  });

  it.each([1, 2, 3, 42, 2026])('round-trips with the records shuffled (seed %i)', (seed) => {
    const records = shuffled(snapshotToRecords(s), seed);
    expect(records.map((r) => r.recordId)).not.toEqual(snapshotToRecords(s).map((r) => r.recordId));
    expect(recordsToSnapshot(records)).toEqual(s);
  });

  it('round-trips through JSON (as stored rows)', () => {
    const stored = JSON.parse(JSON.stringify(shuffled(snapshotToRecords(s), 7))) as ContentRecord[];
    expect(recordsToSnapshot(stored)).toEqual(s);
  });

  it('round-trips the smallest snapshot', () => {
    const minimal = makeSnapshot();
    expect(recordsToSnapshot(snapshotToRecords(minimal))).toEqual(minimal);
  });
});

describe('recordsToSnapshot refuses invalid content', () => {
  const records = () => snapshotToRecords(richSnapshot());
  const replace = (list: ContentRecord[], collection: string, recordId: string, data: unknown) =>
    list.map((r) => (r.collection === collection && r.recordId === recordId ? { ...r, data } : r));

  it.each<[string, () => ContentRecord[]]>([
    ['an item with an invalid slug', () => replace(records(), 'items', 'l-1', { ...richSnapshot().items[2], slug: 'Not A Slug' })],
    ['an item of a card that does not exist', () => replace(records(), 'items', 'l-1', { ...richSnapshot().items[2], cardKind: 'esg' })],
    ['an item linking an unknown file', () => replace(records(), 'items', 'l-1', { ...richSnapshot().items[2], files: ['f-missing'] })],
    ['a card of an unknown kind', () => replace(records(), 'cards', 'p-main.legal', { productId: PRODUCT_ID, kind: 'gossip' })],
    ['a file without a name', () => replace(records(), 'files', 'f-1', { fileId: 'f-1', contentType: 'application/pdf', blobKey: 'b' })],
    ['no organization', () => records().filter((r) => r.collection !== 'organization')],
    ['no products', () => records().filter((r) => r.collection !== 'products')],
    ['a default product that is not there', () => records().filter((r) => !(r.collection === 'products' && r.recordId === PRODUCT_ID))],
    ['two items with one id', () => [...records(), { collection: 'items', recordId: 'r-1-copy', position: 99, data: richSnapshot().items[0] }]],
  ])('%s', (_, build) => {
    expect(() => recordsToSnapshot(build())).toThrow();
  });

  it('(control) the unmodified records are valid', () => {
    expect(() => recordsToSnapshot(records())).not.toThrow();
  });
});
