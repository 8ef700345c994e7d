/**
 * The access policy: what a viewer may see of a snapshot.
 *
 * One pure function, {@link viewFor}, decides for every viewer — anonymous visitor (Public), account member
 * (AccountExternal), previewing staff (Preview) and editing staff (Main). The static build renders only
 * {@link publicView}; the edge serves `viewFor(viewer)`. Gated data is *removed*, never merely flagged, so no
 * renderer can leak it by mistake.
 *
 * Rules (visitor spec §4 and §6, admin spec §4):
 * - hidden cards appear only in Main mode; a documents card with no documents is omitted outside Main;
 * - a restricted item shows its title but withholds details and documents unless the viewer may access it;
 * - a restricted *hidden* item is absent unless the viewer's permission profile lists it;
 * - Minimal and PublicContentOnly require login for card kinds not on an allowed list; PublicContentOnly shows
 *   a card's items without login only when an item of that card is public;
 * - knowledge-base entries by access level; knowledge-base metadata only in Main mode;
 * - private updates (spAudience private) only for account members; hidden topics only in Main mode; updates sent by
 *   email only (no status_page channel) only in Main mode.
 */
import type { Snapshot } from './schemas/snapshot.ts';
import type { Item } from './schemas/item.ts';
import type { Card, CardKind } from './schemas/card.ts';
import type { FileRecord } from './schemas/file.ts';
import type { KnowledgeBaseEntry, KbAccessLevel } from './schemas/knowledge-base.ts';
import type { PermissionProfile } from './schemas/account.ts';
import type { Topic } from './schemas/topic.ts';
import type { Permission } from './schemas/staff.ts';

/** The four viewer modes of visitor spec §1. */
export type ViewerMode = 'Main' | 'Public' | 'Preview' | 'AccountExternal';

export type Viewer =
  | { mode: 'Public' }
  | { mode: 'Main'; permissions?: readonly Permission[] }
  | { mode: 'Preview'; accountId?: string; permissionProfileId?: string }
  | { mode: 'AccountExternal'; accountId: string; permissionProfileId: string };

export const PUBLIC_VIEWER: Viewer = { mode: 'Public' };

/**
 * Card kinds an anonymous visitor may open without login under the Minimal and PublicContentOnly access
 * levels (visitor spec §4 "kinds not on an allowed list"; the list itself is not given there).
 */
export const LOGIN_FREE_KINDS: readonly CardKind[] = ['overview', 'certifications', 'trustedBy', 'subprocessors', 'securityGrades'];

/** Why an item's details are withheld: it is restricted, or the access level requires login. */
export type LockReason = 'restricted' | 'login';

/** An item as a viewer sees it. A locked item keeps only its identity, title and state. */
export type ViewItem = Item & {
  /** Details and documents withheld. */
  locked: boolean;
  /** Why it is locked. */
  lockReason?: LockReason;
  /** Number of documents withheld (for "locked rows" of the documents card). */
  lockedDocumentCount: number;
};

/** File metadata a viewer may see (never the storage key). */
export type ViewFile = Omit<FileRecord, 'blobKey'>;

export type ViewKnowledgeBaseEntry = Omit<KnowledgeBaseEntry, 'source_type' | 'source_subtype' | 'source_name'> &
  Partial<Pick<KnowledgeBaseEntry, 'source_type' | 'source_subtype' | 'source_name'>>;

/** What a viewer gets: the snapshot's shape, filtered. */
export interface PortalView extends Omit<Snapshot, 'items' | 'files' | 'knowledgeBase' | 'permissionProfiles' | 'tprmPartners'> {
  viewer: { mode: ViewerMode; accountId?: string; permissionProfileId?: string };
  items: ViewItem[];
  files: ViewFile[];
  knowledgeBase: ViewKnowledgeBaseEntry[];
  permissionProfiles: PermissionProfile[];
  tprmPartners: Snapshot['tprmPartners'];
}

interface Grants {
  mode: ViewerMode;
  main: boolean;
  /** An account member, or staff previewing as an account or profile. */
  member: boolean;
  profile?: PermissionProfile;
  accountId?: string;
}

function grantsFor(snapshot: Snapshot, viewer: Viewer): Grants {
  const profileById = (id?: string) => (id ? snapshot.permissionProfiles.find((p) => p.id === id) : undefined);
  switch (viewer.mode) {
    case 'Main':
      return { mode: 'Main', main: true, member: true };
    case 'AccountExternal': {
      // Falls back to Public when the member is not authorised (visitor spec §1).
      const profile = profileById(viewer.permissionProfileId);
      if (!viewer.accountId || !profile) return { mode: 'Public', main: false, member: false };
      return { mode: 'AccountExternal', main: false, member: true, profile, accountId: viewer.accountId };
    }
    case 'Preview': {
      const profile = profileById(viewer.permissionProfileId);
      const member = !!profile || !!viewer.accountId;
      return { mode: 'Preview', main: false, member, profile, accountId: viewer.accountId };
    }
    default:
      return { mode: 'Public', main: false, member: false };
  }
}

function profileCovers(profile: PermissionProfile | undefined, item: Item): boolean {
  if (!profile) return false;
  if (profile.productIds.length > 0 && !profile.productIds.includes(item.productId)) return false;
  return profile.itemUids.includes(item.itemUid) || (profile.allItems && !item.hidden);
}

/** Whether the viewer may see an item's details and documents (regardless of login gating). */
export function canAccessItem(snapshot: Snapshot, viewer: Viewer, item: Item): boolean {
  const g = grantsFor(snapshot, viewer);
  return g.main || item.publicAccess || profileCovers(g.profile, item);
}

/** Whether the item is listed at all: restricted hidden items only for profiles that include them. */
function isListed(g: Grants, item: Item): boolean {
  if (g.main || item.publicAccess || !item.hidden) return true;
  return !!g.profile && g.profile.itemUids.includes(item.itemUid) && (g.profile.productIds.length === 0 || g.profile.productIds.includes(item.productId));
}

/** Keeps an item's identity and title; every detail and document is replaced by its empty default. */
function lockItem(item: Item, reason: LockReason): ViewItem {
  return {
    itemUid: item.itemUid,
    productId: item.productId,
    cardKind: item.cardKind,
    position: item.position,
    title: item.title,
    slug: item.slug,
    // Its earlier links are public like its page (they redirect to it).
    formerSlugs: item.formerSlugs,
    enabled: item.enabled,
    enabledState: item.enabledState,
    tags: [],
    type: '',
    files: [],
    auditor: item.cardKind === 'certifications' ? item.auditor : '',
    // A certification's framework is public like its title (its badge is shown on the grid).
    ...(item.certificationId ? { certificationId: item.certificationId } : {}),
    expiry: '',
    link: '',
    maturity: '',
    recurrence: 'none',
    explanation: '',
    href: '',
    listEntries: [],
    choice: '',
    publicAccess: item.publicAccess,
    hidden: false,
    integrations: {},
    grades: [],
    locked: true,
    lockReason: reason,
    lockedDocumentCount: item.files.length + (item.bridgeLetter?.letterEnabled ? 1 : 0),
  };
}

function kbLevels(g: Grants): Set<KbAccessLevel> {
  if (g.main) return new Set(['public', 'accounts', 'internal']);
  if (!g.member) return new Set(['public']);
  // `internal` is staff-only (knowledge-base.ts) even when a profile lists it.
  return new Set(['public', ...(g.profile?.kbAccessLevels ?? ['accounts']).filter((l) => l !== 'internal')]);
}

function visibleTopics(topics: Topic[], g: Grants): Topic[] {
  if (g.main) return topics;
  return (
    topics
      .filter((t) => !t.hidden)
      // An update sent by email only (no status_page channel) is not shown on the status page.
      .map((t) => ({ ...t, updates: t.updates.filter((u) => u.channels.includes('status_page') && (u.spAudience === 'public' || g.member)) }))
      .filter((t) => t.updates.length > 0)
  );
}

/** Who a view of `snapshot` is for (its `viewer` field): an unauthorised member falls back to Public. */
export function viewerOf(snapshot: Snapshot, viewer: Viewer): PortalView['viewer'] {
  const g = grantsFor(snapshot, viewer);
  return { mode: g.mode, accountId: g.accountId, permissionProfileId: g.profile?.id };
}

/** The view of a snapshot for one viewer. Pure: the same inputs give the same output. */
export function viewFor(snapshot: Snapshot, viewer: Viewer): PortalView {
  const g = grantsFor(snapshot, viewer);
  const level = snapshot.customization.publicAccessLevel;

  const products = g.main ? snapshot.products : snapshot.products.filter((p) => p.show || p.productId === snapshot.space.defaultProductId);
  const productIds = new Set(products.map((p) => p.productId));
  const cardsShown = snapshot.cards.filter((c) => productIds.has(c.productId) && (g.main || !c.hidden));
  const cardKey = (c: Pick<Card, 'productId' | 'kind'>) => `${c.productId}.${c.kind}`;
  const shownCardKeys = new Set(cardsShown.map(cardKey));

  const itemsOnShownCards = snapshot.items.filter((i) => shownCardKeys.has(`${i.productId}.${i.cardKind}`));
  // PublicContentOnly: a card's items show without login only when an item of that card is public.
  const cardsWithPublicItem = new Set(itemsOnShownCards.filter((i) => i.publicAccess).map((i) => `${i.productId}.${i.cardKind}`));
  const needsLogin = (item: Item) => {
    if (g.mode !== 'Public' || level === 'Full' || LOGIN_FREE_KINDS.includes(item.cardKind)) return false;
    if (level === 'PublicContentOnly') return !cardsWithPublicItem.has(`${item.productId}.${item.cardKind}`);
    return true; // Minimal
  };

  const items: ViewItem[] = itemsOnShownCards
    .filter((item) => isListed(g, item))
    .map((item): ViewItem => {
      if (needsLogin(item)) return lockItem(item, 'login');
      if (!(g.main || item.publicAccess || profileCovers(g.profile, item))) return lockItem(item, 'restricted');
      return { ...item, locked: false, lockedDocumentCount: 0 };
    });

  const visibleFileIds = new Set(items.flatMap((i) => i.files));
  const files: ViewFile[] = snapshot.files.filter((f) => visibleFileIds.has(f.fileId)).map(({ blobKey: _blobKey, ...file }) => file);

  // A documents card with no documents (shown or locked) is omitted outside Main mode.
  const productsWithDocuments = new Set(
    items.filter((i) => i.files.length > 0 || i.lockedDocumentCount > 0 || (!i.locked && i.bridgeLetter?.letterEnabled)).map((i) => i.productId),
  );
  const cards = cardsShown.filter((c) => g.main || c.kind !== 'documents' || productsWithDocuments.has(c.productId));
  const cardKeys = new Set(cards.map(cardKey));
  const featured = (c: Card): Card => ({ ...c, featuredDocuments: c.featuredDocuments.filter((uid) => items.some((i) => i.itemUid === uid && !i.locked)) });

  const levels = kbLevels(g);
  const knowledgeBase: ViewKnowledgeBaseEntry[] = snapshot.knowledgeBase
    .filter((e) => levels.has(e.access_level) && (e.product_ids.length === 0 || e.product_ids.some((p) => productIds.has(p))))
    .map((e) => (g.main ? e : { ...omit(e, ['source_type', 'source_subtype', 'source_name']) }));

  return {
    schemaVersion: snapshot.schemaVersion,
    viewer: { mode: g.mode, accountId: g.accountId, permissionProfileId: g.profile?.id },
    organization: snapshot.organization,
    customization: snapshot.customization,
    plan: snapshot.plan,
    space: g.main ? snapshot.space : { ...snapshot.space, productLinks: snapshot.space.productLinks.filter((l) => l.show) },
    products,
    pages: snapshot.pages.filter((p) => productIds.has(p.productId)),
    cards: cards.map(featured),
    items: items.filter((i) => cardKeys.has(`${i.productId}.${i.cardKind}`)),
    files,
    subprocessors: snapshot.subprocessors.filter((s) => productIds.has(s.productId)),
    trustedBy: snapshot.trustedBy.filter((t) => productIds.has(t.productId)),
    knowledgeBase,
    topics: visibleTopics(snapshot.topics, g),
    permissionProfiles: g.main ? snapshot.permissionProfiles : [],
    tprmPartners: g.mode === 'AccountExternal' || g.main ? snapshot.tprmPartners : [],
  };
}

/** The view an anonymous visitor gets: the only input of the static build. */
export function publicView(snapshot: Snapshot): PortalView {
  return viewFor(snapshot, PUBLIC_VIEWER);
}

function omit<T extends object, K extends keyof T>(value: T, keys: K[]): Omit<T, K> {
  const copy = { ...value };
  for (const k of keys) delete copy[k];
  return copy;
}
