/**
 * Builders for test snapshots. Everything goes through `SnapshotSchema.parse`, so a fixture is always a valid
 * snapshot with the schema's defaults filled in, exactly as the policy and the converter see real content.
 *
 * ```ts
 * const s = makeSnapshot({
 *   items: [item('reports', 'soc2', { publicAccess: false, files: ['f1'] })],
 *   permissionProfiles: [profile('pA', { itemUids: ['soc2'] })],
 * });
 * ```
 * Conveniences (so a test states only what it is about):
 * - a visible card is added for every item whose `(productId, cardKind)` has no card;
 * - a file is added for every file id an item links that is not in `files`;
 * - `productId` defaults to {@link PRODUCT_ID}, the default product.
 */
import { SnapshotSchema, type CardInput, type CardKind, type ItemInput, type Snapshot, type SnapshotInput } from '../../../content/index.ts';
import type { z } from 'zod';
import type { FileSchema, KnowledgeBaseEntrySchema, PermissionProfileSchema, ProductSchema, TopicSchema, UpdateSchema } from '../../../content/index.ts';

/** Id of the default product every fixture has. */
export const PRODUCT_ID = 'p-main';

type FileInput = z.input<typeof FileSchema>;
type ProfileInput = z.input<typeof PermissionProfileSchema>;
type KbInput = z.input<typeof KnowledgeBaseEntrySchema>;
type TopicInput = z.input<typeof TopicSchema>;
type UpdateInput = z.input<typeof UpdateSchema>;
type ProductInput = z.input<typeof ProductSchema>;

/** A card of `kind` on the default product (visible unless overridden). */
export function card(kind: CardKind, overrides: Partial<CardInput> = {}): CardInput {
  return { productId: PRODUCT_ID, kind, ...overrides };
}

/** An item of a card; public by default, title `Item {uid}`, slug derived from the uid. */
export function item(cardKind: CardKind, itemUid: string, overrides: Partial<ItemInput> = {}): ItemInput {
  return {
    itemUid,
    productId: PRODUCT_ID,
    cardKind,
    title: `Item ${itemUid}`,
    slug: itemUid.toLowerCase().replace(/[^a-z0-9-]/g, '-'),
    ...overrides,
  };
}

/** An uploaded file. */
export function file(fileId: string, overrides: Partial<FileInput> = {}): FileInput {
  return { fileId, originalName: `${fileId}.pdf`, contentType: 'application/pdf', blobKey: `blobs/${fileId}`, ...overrides };
}

/** A permission profile; grants nothing beyond public content unless told. */
export function profile(id: string, overrides: Partial<ProfileInput> = {}): ProfileInput {
  return { id, name: `Profile ${id}`, ...overrides };
}

/** A product (shown unless overridden). */
export function product(productId: string, overrides: Partial<ProductInput> = {}): ProductInput {
  return { productId, productName: `Product ${productId}`, productSlug: productId, ...overrides };
}

/** A knowledge-base entry. */
export function kbEntry(objectID: string, overrides: Partial<KbInput> = {}): KbInput {
  return { objectID, content: `Question ${objectID}?`, answer: `Answer ${objectID}`, ...overrides };
}

/** An update of a topic. */
export function update(id: string, overrides: Partial<UpdateInput> = {}): UpdateInput {
  return { id, message: `Update ${id}`, createdAt: 1_700_000_000_000, updatedAt: 1_700_000_000_000, ...overrides };
}

/** A topic with the given updates. */
export function topic(id: string, updates: UpdateInput[], overrides: Partial<TopicInput> = {}): TopicInput {
  return { id, subject: `Topic ${id}`, category: 'general', updates, ...overrides };
}

/** The smallest valid snapshot input: one organisation, one (default) product, nothing else. */
export function baseInput(): SnapshotInput {
  return {
    organization: { id: 'org-test', slug: 'acme', name: 'Acme' },
    space: { defaultProductId: PRODUCT_ID },
    products: [product(PRODUCT_ID, { productName: 'Acme Cloud', productSlug: 'acme-cloud' })],
  };
}

/**
 * A valid snapshot: the base input with `overrides` laid over it (top-level keys replace), plus the missing
 * cards and files items refer to. Throws (a zod error) if the result is not a valid snapshot.
 */
export function makeSnapshot(overrides: Partial<SnapshotInput> = {}): Snapshot {
  const input: SnapshotInput = { ...baseInput(), ...overrides };
  return SnapshotSchema.parse(withImpliedCardsAndFiles(input));
}

/** Adds items (and their implied cards and files) to a snapshot, returning a new valid snapshot. */
export function addItems(snapshot: Snapshot, ...items: ItemInput[]): Snapshot {
  return SnapshotSchema.parse(withImpliedCardsAndFiles({ ...snapshot, items: [...snapshot.items, ...items] }));
}

/** Adds cards to a snapshot, returning a new valid snapshot. */
export function addCards(snapshot: Snapshot, ...cards: CardInput[]): Snapshot {
  return SnapshotSchema.parse({ ...snapshot, cards: [...snapshot.cards, ...cards] });
}

function withImpliedCardsAndFiles(input: SnapshotInput): SnapshotInput {
  const items = input.items ?? [];
  const cards = [...(input.cards ?? [])];
  const files = [...(input.files ?? [])];
  const cardKeys = new Set(cards.map((c) => `${c.productId}.${c.kind}`));
  const fileIds = new Set(files.map((f) => f.fileId));
  for (const i of items) {
    const key = `${i.productId}.${i.cardKind}`;
    if (!cardKeys.has(key)) {
      cards.push({ productId: i.productId, kind: i.cardKind });
      cardKeys.add(key);
    }
    for (const f of i.files ?? []) {
      if (!fileIds.has(f)) {
        files.push(file(f));
        fileIds.add(f);
      }
    }
  }
  return { ...input, cards, files };
}

/** Freezes a value and everything reachable from it (to prove a function does not mutate its input). */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
