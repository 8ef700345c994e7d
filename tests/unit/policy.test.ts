/**
 * The access policy (`content/policy.ts`) against visitor spec §1, §4, §6 and admin spec §4, §6:
 * every rule is checked for every kind of viewer, with the expected outcome written out per viewer.
 */
import { describe, expect, it } from 'vitest';
import {
  LOGIN_FREE_KINDS,
  canAccessItem,
  publicView,
  viewFor,
  type CardKind,
  type PortalView,
  type PublicAccessLevel,
  type Snapshot,
  type Viewer,
} from '../../content/index.ts';
import { PRODUCT_ID, baseInput, card, deepFreeze, file, item, kbEntry, makeSnapshot, product, profile, topic, update } from './helpers/fixture.ts';

// --- viewers ---------------------------------------------------------------------------------------------------

/**
 * Profile A grants every restricted, non-hidden item and lists the hidden item `h-a`.
 * Profile B grants only what it lists: the restricted item `r-b` and the hidden item `h-b`.
 */
const PROFILES = [profile('pA', { allItems: true, itemUids: ['h-a'] }), profile('pB', { itemUids: ['r-b', 'h-b'] })];

const VIEWERS = {
  Public: { mode: 'Public' },
  Main: { mode: 'Main' },
  'Preview (none)': { mode: 'Preview' },
  'Preview (account)': { mode: 'Preview', accountId: 'acc-1' },
  'Preview (profile A)': { mode: 'Preview', permissionProfileId: 'pA' },
  'AccountExternal (profile A)': { mode: 'AccountExternal', accountId: 'acc-a', permissionProfileId: 'pA' },
  'AccountExternal (profile B)': { mode: 'AccountExternal', accountId: 'acc-b', permissionProfileId: 'pB' },
  'AccountExternal (unknown profile)': { mode: 'AccountExternal', accountId: 'acc-x', permissionProfileId: 'no-such-profile' },
} as const satisfies Record<string, Viewer>;
type ViewerName = keyof typeof VIEWERS;

/** Table rows `[viewer name, expected]`; typing the table as a Record makes a missing viewer a compile error. */
function perViewer<T>(expected: Record<ViewerName, T>): [ViewerName, T][] {
  return Object.entries(expected) as [ViewerName, T][];
}

const ALL_VIEWERS = Object.keys(VIEWERS) as ViewerName[];
const NON_MAIN_VIEWERS = ALL_VIEWERS.filter((v) => v !== 'Main');

const itemUids = (view: PortalView) => view.items.map((i) => i.itemUid).sort();
const cardKinds = (view: PortalView) => view.cards.map((c) => c.kind).sort();
const findItem = (view: PortalView, uid: string) => view.items.find((i) => i.itemUid === uid);

// --- viewer modes ----------------------------------------------------------------------------------------------

describe('viewer mode', () => {
  const s = makeSnapshot({ permissionProfiles: PROFILES });

  it.each(
    perViewer({
      Public: 'Public',
      Main: 'Main',
      'Preview (none)': 'Preview',
      'Preview (account)': 'Preview',
      'Preview (profile A)': 'Preview',
      'AccountExternal (profile A)': 'AccountExternal',
      'AccountExternal (profile B)': 'AccountExternal',
      'AccountExternal (unknown profile)': 'Public',
    }),
  )('%s is served as %s', (name, mode) => {
    expect(viewFor(s, VIEWERS[name]).viewer.mode).toBe(mode);
  });

  it('an account member without an accountId falls back to Public', () => {
    const view = viewFor(s, { mode: 'AccountExternal', accountId: '', permissionProfileId: 'pA' });
    expect(view.viewer).toEqual({ mode: 'Public', accountId: undefined, permissionProfileId: undefined });
  });

  it('publicView is the Public viewer', () => {
    expect(publicView(s)).toEqual(viewFor(s, { mode: 'Public' }));
  });
});

// --- hidden cards ----------------------------------------------------------------------------------------------

describe('hidden cards show only in Main mode', () => {
  const s = makeSnapshot({
    cards: [card('legal', { hidden: true }), card('policies')],
    items: [item('legal', 'legal-1'), item('policies', 'policy-1')],
    permissionProfiles: PROFILES,
  });

  it.each(
    perViewer({
      Public: false,
      Main: true,
      'Preview (none)': false,
      'Preview (account)': false,
      'Preview (profile A)': false,
      'AccountExternal (profile A)': false,
      'AccountExternal (profile B)': false,
      'AccountExternal (unknown profile)': false,
    }),
  )('%s sees the hidden card and its items: %s', (name, shown) => {
    const view = viewFor(s, VIEWERS[name]);
    expect(cardKinds(view)).toEqual(shown ? ['legal', 'policies'] : ['policies']);
    expect(itemUids(view)).toEqual(shown ? ['legal-1', 'policy-1'] : ['policy-1']);
  });
});

// --- restricted items ------------------------------------------------------------------------------------------

describe('restricted items: title shown, details withheld unless the viewer may access them', () => {
  const details = {
    explanation: 'How we do it',
    listEntries: ['first', 'second'],
    link: 'https://example.com/more',
    tags: ['SOC 2'],
    type: 'SOC 2 Report',
    maturity: 'high',
    recurrence: 'annually',
    href: 'https://example.com/target',
    choice: 'yes',
    integrations: { hackerone: { enabled: true, link: 'hackerone.com/acme' } },
    custom: { id: 'custom-1', cardType: 'reports' as const, text: { title: 'Custom' } },
    lastModified: { on: 1, by: { name: 'Dana' } },
    bridgeLetter: { letterEnabled: true, letterContent: 'We attest', signerName: 'Dana', signerTitle: 'CISO' },
  };
  const s = makeSnapshot({
    items: [
      item('reports', 'pub', { files: ['f-pub'] }),
      // restricted, granted by no profile list (profile A's allItems covers it)
      item('reports', 'r-any', { ...details, title: 'Pen test', publicAccess: false, files: ['f-1', 'f-2'] }),
      // restricted, listed by profile B
      item('reports', 'r-b', { publicAccess: false, explanation: 'For B', files: ['f-3'] }),
    ],
    permissionProfiles: PROFILES,
  });

  it.each(
    perViewer({
      Public: { 'r-any': false, 'r-b': false },
      Main: { 'r-any': true, 'r-b': true },
      'Preview (none)': { 'r-any': false, 'r-b': false },
      'Preview (account)': { 'r-any': false, 'r-b': false },
      'Preview (profile A)': { 'r-any': true, 'r-b': true },
      'AccountExternal (profile A)': { 'r-any': true, 'r-b': true },
      'AccountExternal (profile B)': { 'r-any': false, 'r-b': true },
      'AccountExternal (unknown profile)': { 'r-any': false, 'r-b': false },
    }),
  )('%s may open the restricted items: %o', (name, access) => {
    const view = viewFor(s, VIEWERS[name]);
    for (const [uid, open] of Object.entries(access)) {
      const seen = findItem(view, uid)!;
      expect(seen, uid).toBeDefined();
      expect(seen.locked, uid).toBe(!open);
      expect(seen.lockReason, uid).toBe(open ? undefined : 'restricted');
      expect(canAccessItem(s, VIEWERS[name], s.items.find((i) => i.itemUid === uid)!), uid).toBe(open);
    }
    // the public item is open to everyone
    expect(findItem(view, 'pub')).toMatchObject({ locked: false, files: ['f-pub'] });
  });

  it.each(ALL_VIEWERS.filter((v) => !['Main', 'Preview (profile A)', 'AccountExternal (profile A)'].includes(v)))(
    '%s gets the locked item with its title only',
    (name) => {
      const locked = findItem(viewFor(s, VIEWERS[name]), 'r-any')!;
      expect(locked).toMatchObject({
        title: 'Pen test',
        slug: 'r-any',
        publicAccess: false,
        locked: true,
        lockReason: 'restricted',
        // two files plus the enabled bridge letter
        lockedDocumentCount: 3,
        explanation: '',
        listEntries: [],
        link: '',
        files: [],
        tags: [],
        type: '',
        maturity: '',
        recurrence: 'none',
        auditor: '',
        href: '',
        choice: '',
        integrations: {},
        grades: [],
      });
      expect(locked.bridgeLetter).toBeUndefined();
      expect(locked.custom).toBeUndefined();
      expect(locked.lastModified).toBeUndefined();
      expect(locked.riskProfile).toBeUndefined();
    },
  );

  it('an unlocked restricted item keeps every detail', () => {
    const open = findItem(viewFor(s, VIEWERS['AccountExternal (profile A)']), 'r-any')!;
    expect(open).toMatchObject({ ...details, locked: false, lockedDocumentCount: 0, files: ['f-1', 'f-2'] });
  });

  it('a profile limited to other products does not open items of this product', () => {
    const s2 = makeSnapshot({
      products: [...baseInput().products, product('p-other')],
      items: [item('reports', 'r-1', { publicAccess: false, explanation: 'secret' })],
      permissionProfiles: [profile('pOther', { allItems: true, itemUids: ['r-1'], productIds: ['p-other'] })],
    });
    const viewer: Viewer = { mode: 'AccountExternal', accountId: 'acc', permissionProfileId: 'pOther' };
    expect(findItem(viewFor(s2, viewer), 'r-1')).toMatchObject({ locked: true, lockReason: 'restricted', explanation: '' });
    expect(canAccessItem(s2, viewer, s2.items[0]!)).toBe(false);
  });
});

// --- restricted hidden items -----------------------------------------------------------------------------------

describe('restricted hidden items are absent unless the viewer’s profile lists them', () => {
  const s = makeSnapshot({
    items: [
      item('policies', 'h-a', { publicAccess: false, hidden: true, explanation: 'A only' }),
      item('policies', 'h-b', { publicAccess: false, hidden: true, explanation: 'B only' }),
      item('policies', 'h-none', { publicAccess: false, hidden: true, explanation: 'nobody' }),
      item('policies', 'visible'),
    ],
    permissionProfiles: PROFILES,
  });

  // Profile A has allItems, which is NOT enough for h-b or h-none.
  it.each(
    perViewer({
      Public: [],
      Main: ['h-a', 'h-b', 'h-none'],
      'Preview (none)': [],
      'Preview (account)': [],
      'Preview (profile A)': ['h-a'],
      'AccountExternal (profile A)': ['h-a'],
      'AccountExternal (profile B)': ['h-b'],
      'AccountExternal (unknown profile)': [],
    }),
  )('%s sees the hidden items %j', (name, expected) => {
    const view = viewFor(s, VIEWERS[name]);
    expect(itemUids(view)).toEqual([...expected, 'visible'].sort());
    for (const uid of expected) expect(findItem(view, uid)!.locked).toBe(false);
    for (const hidden of s.items.filter((i) => i.hidden)) {
      expect(canAccessItem(s, VIEWERS[name], hidden), hidden.itemUid).toBe((expected as readonly string[]).includes(hidden.itemUid));
    }
  });

  it('a profile listing a hidden item of another product than it covers does not reveal it', () => {
    const s2 = makeSnapshot({
      products: [...baseInput().products, product('p-other')],
      items: [item('policies', 'h-1', { publicAccess: false, hidden: true })],
      permissionProfiles: [profile('pOther', { itemUids: ['h-1'], productIds: ['p-other'] })],
    });
    expect(itemUids(viewFor(s2, { mode: 'AccountExternal', accountId: 'acc', permissionProfileId: 'pOther' }))).toEqual([]);
  });
});

// --- public access levels --------------------------------------------------------------------------------------

describe('public access levels (visitor spec §4 "Public-access gating")', () => {
  const ON_LIST: CardKind = 'certifications';
  const OFF_LIST: CardKind = 'policies';

  it('the login-free list holds the section kinds and not the gated grid cards', () => {
    expect(LOGIN_FREE_KINDS).toContain(ON_LIST);
    expect(LOGIN_FREE_KINDS).not.toContain(OFF_LIST);
  });

  function gated(level: PublicAccessLevel, kind: CardKind, withPublicItem: boolean): Snapshot {
    return makeSnapshot({
      customization: { publicAccessLevel: level },
      items: [
        ...(withPublicItem ? [item(kind, 'pub', { explanation: 'public details', files: ['f-pub'] })] : []),
        item(kind, 'res', { publicAccess: false, explanation: 'restricted details', files: ['f-res'] }),
      ],
      permissionProfiles: PROFILES,
    });
  }

  type Lock = 'open' | 'login' | 'restricted';
  // [level, kind, card has a public item, the public item, the restricted item] as an anonymous visitor sees them
  const table: [PublicAccessLevel, CardKind, boolean, Lock | null, Lock][] = [
    ['Full', ON_LIST, true, 'open', 'restricted'],
    ['Full', ON_LIST, false, null, 'restricted'],
    ['Full', OFF_LIST, true, 'open', 'restricted'],
    ['Full', OFF_LIST, false, null, 'restricted'],
    ['PublicContentOnly', ON_LIST, true, 'open', 'restricted'],
    ['PublicContentOnly', ON_LIST, false, null, 'restricted'],
    // PublicContentOnly shows a gated kind without login only if an item of that card is public
    ['PublicContentOnly', OFF_LIST, true, 'open', 'restricted'],
    ['PublicContentOnly', OFF_LIST, false, null, 'login'],
    ['Minimal', ON_LIST, true, 'open', 'restricted'],
    ['Minimal', ON_LIST, false, null, 'restricted'],
    // Minimal requires login for every kind off the list, public items included
    ['Minimal', OFF_LIST, true, 'login', 'login'],
    ['Minimal', OFF_LIST, false, null, 'login'],
  ];

  const lockOf = (view: PortalView, uid: string): Lock | null => {
    const i = findItem(view, uid);
    if (!i) return null;
    return i.locked ? i.lockReason! : 'open';
  };

  it.each(table)('%s, %s card, public item on card: %s → public item %s, restricted item %s', (level, kind, withPublic, pub, res) => {
    const view = publicView(gated(level, kind, withPublic));
    expect(lockOf(view, 'pub')).toBe(pub);
    expect(lockOf(view, 'res')).toBe(res);
    for (const i of view.items.filter((x) => x.locked)) {
      expect(i.explanation).toBe('');
      expect(i.files).toEqual([]);
    }
    expect(view.files.map((f) => f.fileId)).toEqual(pub === 'open' ? ['f-pub'] : []);
  });

  it.each(table)('%s, %s card, public item: %s → the account fallback to Public is gated the same', (level, kind, withPublic) => {
    const s = gated(level, kind, withPublic);
    const fallback = viewFor(s, VIEWERS['AccountExternal (unknown profile)']);
    expect(fallback.items).toEqual(publicView(s).items);
  });

  // Gating applies only in Public mode: no other viewer is ever asked to log in.
  it.each(ALL_VIEWERS.filter((v) => v !== 'Public' && v !== 'AccountExternal (unknown profile)'))('%s is never login-locked, whatever the level', (name) => {
    for (const level of ['PublicContentOnly', 'Minimal'] as const) {
      for (const withPublic of [true, false]) {
        const view = viewFor(gated(level, OFF_LIST, withPublic), VIEWERS[name]);
        expect(view.items.filter((i) => i.lockReason === 'login')).toEqual([]);
        if (withPublic) expect(lockOf(view, 'pub')).toBe('open');
      }
    }
  });

  it('PublicContentOnly counts public items per card, not per kind across products', () => {
    const s = makeSnapshot({
      customization: { publicAccessLevel: 'PublicContentOnly' },
      products: [...baseInput().products, product('p-two')],
      items: [item(OFF_LIST, 'pub-one', { productId: PRODUCT_ID }), item(OFF_LIST, 'res-two', { productId: 'p-two', publicAccess: false })],
    });
    const view = publicView(s);
    expect(lockOf(view, 'pub-one')).toBe('open');
    expect(lockOf(view, 'res-two')).toBe('login');
  });
});

// --- documents card --------------------------------------------------------------------------------------------

describe('an empty documents card is omitted outside Main mode', () => {
  const withDocuments = (items: Parameters<typeof item>[] = []) =>
    makeSnapshot({ cards: [card('documents')], items: items.map((args) => item(...args)), permissionProfiles: PROFILES });

  const noDocuments = withDocuments([['policies', 'no-files']]);
  // the only document belongs to a restricted item: locked for most viewers, but the card still has a (locked) row
  const lockedDocuments = withDocuments([['policies', 'res', { publicAccess: false, files: ['f-1'] }]]);
  // a bridge letter counts as a document too
  const letterOnly = withDocuments([
    ['reports', 'res-letter', { publicAccess: false, bridgeLetter: { letterEnabled: true, letterContent: 'x', signerName: 'y', signerTitle: 'z' } }],
  ]);
  // the only document belongs to a restricted hidden item that only profile B lists
  const hiddenDocuments = withDocuments([['policies', 'h-b', { publicAccess: false, hidden: true, files: ['f-1'] }]]);
  // the only document belongs to an item of a hidden card
  const hiddenCardDocuments = makeSnapshot({
    cards: [card('documents'), card('legal', { hidden: true })],
    items: [item('legal', 'legal-1', { files: ['f-1'] })],
  });

  it.each(
    perViewer({
      Public: [false, true, true, false, false],
      Main: [true, true, true, true, true],
      'Preview (none)': [false, true, true, false, false],
      'Preview (account)': [false, true, true, false, false],
      'Preview (profile A)': [false, true, true, false, false],
      'AccountExternal (profile A)': [false, true, true, false, false],
      'AccountExternal (profile B)': [false, true, true, true, false],
      'AccountExternal (unknown profile)': [false, true, true, false, false],
    }),
  )('%s: documents card shown for [no documents, locked documents, letter only, hidden item, hidden card] = %j', (name, expected) => {
    const shown = [noDocuments, lockedDocuments, letterOnly, hiddenDocuments, hiddenCardDocuments].map((s) =>
      viewFor(s, VIEWERS[name]).cards.some((c) => c.kind === 'documents'),
    );
    expect(shown).toEqual(expected);
  });

  it('featured documents keep only items the viewer may open', () => {
    const s = makeSnapshot({
      cards: [card('documents', { featuredDocuments: ['pub', 'res', 'h-b'] })],
      items: [
        item('policies', 'pub', { files: ['f-1'] }),
        item('policies', 'res', { publicAccess: false, files: ['f-2'] }),
        item('policies', 'h-b', { publicAccess: false, hidden: true, files: ['f-3'] }),
      ],
      permissionProfiles: PROFILES,
    });
    const featured = (name: ViewerName) => viewFor(s, VIEWERS[name]).cards.find((c) => c.kind === 'documents')!.featuredDocuments;
    expect(featured('Public')).toEqual(['pub']);
    expect(featured('AccountExternal (profile A)')).toEqual(['pub', 'res']);
    expect(featured('AccountExternal (profile B)')).toEqual(['pub', 'h-b']);
    expect(featured('Main')).toEqual(['pub', 'res', 'h-b']);
  });
});

// --- knowledge base --------------------------------------------------------------------------------------------

describe('knowledge base entries by access level; metadata only in Main mode', () => {
  const metadata = { source_type: 'questionnaire', source_subtype: 'sig-lite', source_name: 'SIG Lite 2024.xlsx' };
  const s = makeSnapshot({
    knowledgeBase: [
      kbEntry('kb-public', { access_level: 'public', ...metadata }),
      kbEntry('kb-accounts', { access_level: 'accounts', ...metadata }),
      kbEntry('kb-internal', { access_level: 'internal', ...metadata }),
    ],
    permissionProfiles: PROFILES,
  });

  const members = ['kb-accounts', 'kb-public'];
  it.each(
    perViewer({
      Public: ['kb-public'],
      Main: ['kb-accounts', 'kb-internal', 'kb-public'],
      'Preview (none)': ['kb-public'],
      'Preview (account)': members,
      'Preview (profile A)': members,
      'AccountExternal (profile A)': members,
      'AccountExternal (profile B)': members,
      'AccountExternal (unknown profile)': ['kb-public'],
    }),
  )('%s sees %j', (name, expected) => {
    const view = viewFor(s, VIEWERS[name]);
    expect(view.knowledgeBase.map((e) => e.objectID).sort()).toEqual(expected);
    for (const e of view.knowledgeBase) {
      for (const key of ['source_type', 'source_subtype', 'source_name'] as const) {
        if (name === 'Main') expect(e[key]).toBe(metadata[key]);
        else expect(key in e, `${e.objectID}.${key}`).toBe(false);
      }
      // question and answer are never withheld from a viewer who may see the entry
      expect(e.answer).toBe(`Answer ${e.objectID}`);
    }
  });

  it('internal entries stay staff-only even if a profile lists the internal level', () => {
    const s2 = makeSnapshot({
      knowledgeBase: [kbEntry('kb-internal', { access_level: 'internal' }), kbEntry('kb-public')],
      permissionProfiles: [profile('pAll', { kbAccessLevels: ['public', 'accounts', 'internal'] })],
    });
    for (const viewer of [
      { mode: 'AccountExternal', accountId: 'acc', permissionProfileId: 'pAll' },
      { mode: 'Preview', permissionProfileId: 'pAll' },
    ] satisfies Viewer[]) {
      expect(viewFor(s2, viewer).knowledgeBase.map((e) => e.objectID)).toEqual(['kb-public']);
    }
  });

  it('a profile limited to the public level does not see accounts entries', () => {
    const s2 = makeSnapshot({
      knowledgeBase: [kbEntry('kb-accounts', { access_level: 'accounts' }), kbEntry('kb-public')],
      permissionProfiles: [profile('pPublic', { kbAccessLevels: ['public'] })],
    });
    const view = viewFor(s2, { mode: 'AccountExternal', accountId: 'acc', permissionProfileId: 'pPublic' });
    expect(view.knowledgeBase.map((e) => e.objectID)).toEqual(['kb-public']);
  });
});

// --- trust center updates --------------------------------------------------------------------------------------

describe('private updates only for account members; hidden topics only in Main mode', () => {
  const s = makeSnapshot({
    topics: [
      topic('t-public', [update('u-1')]),
      topic('t-mixed', [update('u-2'), update('u-3', { spAudience: 'private' })]),
      topic('t-private', [update('u-4', { spAudience: 'private' }), update('u-5', { spAudience: 'private' })]),
      topic('t-hidden', [update('u-6')], { hidden: true }),
    ],
    permissionProfiles: PROFILES,
  });

  const anonymous = { 't-public': ['u-1'], 't-mixed': ['u-2'] };
  const member = { 't-public': ['u-1'], 't-mixed': ['u-2', 'u-3'], 't-private': ['u-4', 'u-5'] };
  it.each(
    perViewer<Record<string, string[]>>({
      Public: anonymous,
      Main: { ...member, 't-hidden': ['u-6'] },
      'Preview (none)': anonymous,
      'Preview (account)': member,
      'Preview (profile A)': member,
      'AccountExternal (profile A)': member,
      'AccountExternal (profile B)': member,
      'AccountExternal (unknown profile)': anonymous,
    }),
  )('%s sees topics and updates %j', (name, expected) => {
    const view = viewFor(s, VIEWERS[name]);
    expect(Object.fromEntries(view.topics.map((t) => [t.id, t.updates.map((u) => u.id)]))).toEqual(expected);
  });
});

// --- files -----------------------------------------------------------------------------------------------------

describe('files: only those of unlocked visible items, never the storage key', () => {
  const s = makeSnapshot({
    cards: [card('reports'), card('legal', { hidden: true })],
    items: [
      item('reports', 'pub', { files: ['f-pub', 'f-shared'] }),
      item('reports', 'r-any', { publicAccess: false, files: ['f-res', 'f-shared'] }),
      item('legal', 'on-hidden-card', { files: ['f-hidden-card'] }),
      item('reports', 'h-b', { publicAccess: false, hidden: true, files: ['f-hidden-item'] }),
    ],
    files: [file('f-shared', { isShared: true, sha256: 'a'.repeat(64) })],
    permissionProfiles: PROFILES,
  });

  const open = ['f-pub', 'f-shared'];
  it.each(
    perViewer({
      Public: open,
      Main: ['f-hidden-card', 'f-hidden-item', 'f-pub', 'f-res', 'f-shared'],
      'Preview (none)': open,
      'Preview (account)': open,
      'Preview (profile A)': ['f-pub', 'f-res', 'f-shared'],
      'AccountExternal (profile A)': ['f-pub', 'f-res', 'f-shared'],
      'AccountExternal (profile B)': ['f-hidden-item', 'f-pub', 'f-shared'],
      'AccountExternal (unknown profile)': open,
    }),
  )('%s gets the files %j', (name, expected) => {
    const view = viewFor(s, VIEWERS[name]);
    expect(view.files.map((f) => f.fileId).sort()).toEqual(expected);
    for (const f of view.files) expect('blobKey' in f).toBe(false);
    expect(JSON.stringify(view)).not.toContain('blobs/');
    // metadata a visitor needs is kept
    expect(view.files.find((f) => f.fileId === 'f-shared')).toMatchObject({ originalName: 'f-shared.pdf', sha256: 'a'.repeat(64), isShared: true });
  });
});

// --- profiles, partners, products ------------------------------------------------------------------------------

describe('permission profiles and TPRM partners', () => {
  const s = makeSnapshot({ permissionProfiles: PROFILES, tprmPartners: [{ id: 'tp-1', name: 'Partner', domain: 'partner.example' }] });

  it.each(
    perViewer({
      Public: [false, false],
      Main: [true, true],
      'Preview (none)': [false, false],
      'Preview (account)': [false, false],
      'Preview (profile A)': [false, false],
      'AccountExternal (profile A)': [false, true],
      'AccountExternal (profile B)': [false, true],
      'AccountExternal (unknown profile)': [false, false],
    }),
  )('%s gets [permission profiles, TPRM partners] = %j', (name, [profiles, partners]) => {
    const view = viewFor(s, VIEWERS[name]);
    expect(view.permissionProfiles).toEqual(profiles ? s.permissionProfiles : []);
    expect(view.tprmPartners).toEqual(partners ? s.tprmPartners : []);
  });
});

describe('products with show:false are absent outside Main mode, except the default product', () => {
  const s = makeSnapshot({
    products: [product(PRODUCT_ID, { show: false }), product('p-shown'), product('p-off', { show: false })],
    space: {
      defaultProductId: PRODUCT_ID,
      productLinks: [
        { link: 'https://status.example', name: 'Status', show: true },
        { link: 'https://old.example', name: 'Old', show: false },
      ],
    },
    pages: [{ productId: PRODUCT_ID }, { productId: 'p-off' }],
    items: [item('policies', 'i-default'), item('policies', 'i-shown', { productId: 'p-shown' }), item('policies', 'i-off', { productId: 'p-off' })],
    subprocessors: [{ id: 'sp-off', productId: 'p-off', company: { source: 'custom', name: 'Off Co' } }],
    trustedBy: [{ id: 'tb-off', productId: 'p-off', company: { source: 'custom', name: 'Off Customer' } }],
    knowledgeBase: [kbEntry('kb-off', { product_ids: ['p-off'] }), kbEntry('kb-all')],
    permissionProfiles: PROFILES,
  });

  it.each(ALL_VIEWERS)('%s', (name) => {
    const view = viewFor(s, VIEWERS[name]);
    const main = name === 'Main';
    expect(view.products.map((p) => p.productId)).toEqual(main ? [PRODUCT_ID, 'p-shown', 'p-off'] : [PRODUCT_ID, 'p-shown']);
    expect(itemUids(view)).toEqual(main ? ['i-default', 'i-off', 'i-shown'] : ['i-default', 'i-shown']);
    expect(view.cards.every((c) => main || c.productId !== 'p-off')).toBe(true);
    expect(view.pages.map((p) => p.productId)).toEqual(main ? [PRODUCT_ID, 'p-off'] : [PRODUCT_ID]);
    expect(view.subprocessors.length).toBe(main ? 1 : 0);
    expect(view.trustedBy.length).toBe(main ? 1 : 0);
    expect(view.knowledgeBase.map((e) => e.objectID)).toEqual(main ? ['kb-off', 'kb-all'] : ['kb-all']);
    expect(view.space.productLinks.map((l) => l.name)).toEqual(main ? ['Status', 'Old'] : ['Status']);
  });
});

// --- canaries --------------------------------------------------------------------------------------------------

/**
 * Every gated field carries a canary (case-insensitive "canary"; slugs must be lowercase). Strings visible
 * only to profile B are marked "canary-b".
 */
function canarySnapshot(publicAccessLevel: PublicAccessLevel): Snapshot {
  const gatedDetails = (tag: string) => ({
    explanation: `CANARY-${tag}-explanation`,
    listEntries: [`CANARY-${tag}-entry`],
    link: `https://example.com/CANARY-${tag}-link`,
    tags: [`CANARY-${tag}-tag`],
    type: `CANARY-${tag}-type`,
    maturity: `CANARY-${tag}-maturity`,
    recurrence: `CANARY-${tag}-recurrence`,
    href: `https://example.com/CANARY-${tag}-href`,
    choice: `CANARY-${tag}-choice`,
    auditor: `CANARY-${tag}-auditor`,
    integrations: {
      hackerone: { enabled: true, link: `hackerone.com/CANARY-${tag}` },
      statuspage: { showInCard: true, url: `https://status.example/CANARY-${tag}` },
    },
    grades: [{ label: `CANARY-${tag}-grade-label`, description: `CANARY-${tag}-grade-description`, grade: 'A', url: `CANARY-${tag}.example` }],
    bridgeLetter: { letterEnabled: true, letterContent: `CANARY-${tag}-letter`, signerName: `CANARY-${tag}-signer`, signerTitle: `CANARY-${tag}-signer-title` },
    custom: { id: `CANARY-${tag}-custom`, cardType: 'reports' as const, text: { title: `CANARY-${tag}-custom-title` } },
    lastModified: { on: 1, by: { name: `CANARY-${tag}-editor` } },
    files: [`CANARY-${tag}-file`],
  });
  return makeSnapshot({
    customization: { publicAccessLevel },
    products: [product(PRODUCT_ID), product('CANARY-product', { productName: 'CANARY-product-name', productSlug: 'canary-product', show: false })],
    space: { defaultProductId: PRODUCT_ID, productLinks: [{ link: 'https://example.com/CANARY-link', name: 'CANARY-product-link', show: false }] },
    pages: [{ productId: 'CANARY-product', config: { overview: { hidden: false, text: 'CANARY-page-overview' } } }],
    cards: [
      card('legal', { hidden: true, title: 'CANARY-hidden-card', displayText: 'CANARY-display', placeholder: 'CANARY-placeholder' }),
      card('reports'),
      card('policies'),
      card('documents', { featuredDocuments: ['CANARY-hidden-item'] }),
      card('reports', { productId: 'CANARY-product', title: 'CANARY-other-product-card' }),
    ],
    items: [
      // public, with a public document whose storage key must still never leave
      item('reports', 'public-report', { title: 'Public report', files: ['public-file'] }),
      // restricted: the title shows, the details do not
      item('reports', 'restricted', { title: 'Restricted report', publicAccess: false, ...gatedDetails('restricted') }),
      // restricted and hidden, listed by profile B only
      item('reports', 'CANARY-b-hidden', {
        title: 'CANARY-b-hidden-title',
        slug: 'canary-b-hidden',
        publicAccess: false,
        hidden: true,
        ...gatedDetails('b-hidden'),
      }),
      // restricted and hidden, listed by nobody
      item('reports', 'CANARY-hidden-item', {
        title: 'CANARY-hidden-item-title',
        slug: 'canary-hidden-item',
        publicAccess: false,
        hidden: true,
        ...gatedDetails('hidden'),
      }),
      // restricted, listed by profile B only: A sees its title, not its details
      item('policies', 'restricted-b', { title: 'Restricted for B', publicAccess: false, ...gatedDetails('b-restricted') }),
      // on a hidden card
      item('legal', 'CANARY-on-hidden-card', { title: 'CANARY-on-hidden-card-title', slug: 'canary-on-hidden-card', ...gatedDetails('hidden-card') }),
      // on a product that is not shown
      item('reports', 'CANARY-other-product', { productId: 'CANARY-product', title: 'CANARY-other-product-title', slug: 'canary-other-product' }),
      // public, but on a card kind Minimal gates behind login
      item('policies', 'login-gated', {
        title: 'Login gated',
        ...(publicAccessLevel === 'Minimal' ? gatedDetails('login') : {}),
      }),
    ],
    files: [
      file('public-file', { blobKey: 'CANARY-blob-key' }),
      file('CANARY-restricted-file', { originalName: 'CANARY-restricted.pdf', blobKey: 'CANARY-blob-1' }),
      file('CANARY-b-hidden-file', { originalName: 'CANARY-b-hidden.pdf', blobKey: 'CANARY-blob-2' }),
      file('CANARY-b-restricted-file', { originalName: 'CANARY-b-restricted.pdf', blobKey: 'CANARY-blob-3' }),
      file('CANARY-hidden-file', { originalName: 'CANARY-hidden.pdf', blobKey: 'CANARY-blob-4' }),
      file('CANARY-hidden-card-file', { originalName: 'CANARY-hidden-card.pdf', blobKey: 'CANARY-blob-5' }),
      ...(publicAccessLevel === 'Minimal' ? [file('CANARY-login-file', { originalName: 'CANARY-login.pdf', blobKey: 'CANARY-blob-6' })] : []),
    ],
    subprocessors: [{ id: 'CANARY-sp', productId: 'CANARY-product', company: { source: 'custom', name: 'CANARY-subprocessor' } }],
    trustedBy: [{ id: 'CANARY-tb', productId: 'CANARY-product', company: { source: 'custom', name: 'CANARY-customer' } }],
    knowledgeBase: [
      kbEntry('kb-public', {
        content: 'Do you encrypt data?',
        answer: 'Yes',
        source_type: 'CANARY-source-type',
        source_subtype: 'CANARY-source-subtype',
        source_name: 'CANARY-source-name',
      }),
      kbEntry('CANARY-b-kb', { access_level: 'accounts', content: 'CANARY-b-kb-question', answer: 'CANARY-b-kb-answer', comment: 'CANARY-b-kb-comment' }),
      kbEntry('CANARY-kb-internal', { access_level: 'internal', content: 'CANARY-internal-question', answer: 'CANARY-internal-answer' }),
      kbEntry('CANARY-kb-product', { product_ids: ['CANARY-product'], content: 'CANARY-product-question' }),
    ],
    topics: [
      topic('public-topic', [
        update('public-update', { message: 'We are SOC 2 certified' }),
        update('CANARY-private', { spAudience: 'private', message: 'CANARY-private-update' }),
      ]),
      topic('CANARY-hidden-topic', [update('CANARY-hidden-update', { message: 'CANARY-hidden-update-message' })], {
        hidden: true,
        subject: 'CANARY-hidden-subject',
      }),
      topic('CANARY-private-topic', [update('CANARY-private-only', { spAudience: 'private', message: 'CANARY-private-only' })], {
        subject: 'CANARY-private-subject',
      }),
    ],
    permissionProfiles: [
      profile('pA', { name: 'CANARY-b-profile-a', kbAccessLevels: ['public'] }),
      profile('pB', { name: 'CANARY-b-profile-b', itemUids: ['CANARY-b-hidden', 'restricted-b'], kbAccessLevels: ['public', 'accounts'] }),
    ],
    tprmPartners: [{ id: 'CANARY-tprm', name: 'CANARY-tprm-name', domain: 'canary-tprm.example' }],
  });
}

describe.each(['Full', 'PublicContentOnly', 'Minimal'] as const)('canaries (%s)', (level) => {
  const s = canarySnapshot(level);
  const json = (view: PortalView) => JSON.stringify(view).toLowerCase();

  it('the fixture plants canaries that Main mode does see (the test can fail)', () => {
    const main = json(viewFor(s, { mode: 'Main' }));
    for (const probe of ['canary-b-hidden-explanation', 'canary-hidden-card', 'canary-internal-question', 'canary-tprm-name', 'canary-source-name']) {
      expect(main).toContain(probe);
    }
  });

  it('publicView contains no canary', () => {
    const view = publicView(s);
    expect(json(view)).not.toContain('canary');
    // and it still has the public content
    expect(view.items.map((i) => i.title)).toEqual(expect.arrayContaining(['Public report', 'Restricted report', 'Restricted for B', 'Login gated']));
    expect(view.knowledgeBase.map((e) => e.objectID)).toEqual(['kb-public']);
  });

  it('account A never sees a canary visible only to account B', () => {
    const a = json(viewFor(s, { mode: 'AccountExternal', accountId: 'acc-a', permissionProfileId: 'pA' }));
    expect(a).not.toContain('canary-b');
    const b = json(viewFor(s, { mode: 'AccountExternal', accountId: 'acc-b', permissionProfileId: 'pB' }));
    expect(b).toContain('canary-b-hidden-explanation');
    expect(b).toContain('canary-b-restricted-explanation');
    expect(b).toContain('canary-b-kb-answer');
  });

  it('no view leaks a storage key', () => {
    for (const name of ALL_VIEWERS) expect(json(viewFor(s, VIEWERS[name])), name).not.toContain('blob');
  });
});

// --- purity ----------------------------------------------------------------------------------------------------

describe('viewFor is pure', () => {
  const build = () => canarySnapshot('PublicContentOnly');

  it.each(ALL_VIEWERS)('%s: does not mutate a deep-frozen snapshot and gives the same view twice', (name) => {
    const frozen = deepFreeze(build());
    const before = structuredClone(frozen);
    const first = viewFor(frozen, VIEWERS[name]);
    const second = viewFor(frozen, VIEWERS[name]);
    expect(frozen).toEqual(before);
    expect(second).toEqual(first);
  });

  it('views of the same content are equal whether the input was frozen or not', () => {
    for (const name of NON_MAIN_VIEWERS) expect(viewFor(deepFreeze(build()), VIEWERS[name])).toEqual(viewFor(build(), VIEWERS[name]));
  });
});
