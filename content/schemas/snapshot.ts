import { z } from 'zod';
import { OrganizationSchema } from './organization.ts';
import { CustomizationSchema } from './customization.ts';
import { PlanSchema } from './staff.ts';
import { ProductPageSchema, ProductSchema, SpaceSchema } from './product.ts';
import { CardSchema } from './card.ts';
import { ItemSchema } from './item.ts';
import { FileSchema } from './file.ts';
import { SubprocessorSchema } from './subprocessor.ts';
import { TrustedByEntrySchema } from './trusted-by.ts';
import { KnowledgeBaseEntrySchema } from './knowledge-base.ts';
import { TopicSchema } from './topic.ts';
import { PermissionProfileSchema } from './account.ts';
import { TprmPartnerSchema } from './engagement.ts';
import { MESSAGES } from '../messages.ts';

export const SNAPSHOT_SCHEMA_VERSION = 1;

/**
 * All of an organisation's trust center content: the draft that staff edit and, frozen, a published revision.
 * The access policy (`policy.ts`) derives every viewer's view from it.
 */
export const SnapshotSchema = z
  .object({
    /** Format version of this document. */
    schemaVersion: z.literal(SNAPSHOT_SCHEMA_VERSION).default(SNAPSHOT_SCHEMA_VERSION),
    /** The publishing organisation. */
    organization: OrganizationSchema,
    /** Portal customization. */
    customization: CustomizationSchema.default(CustomizationSchema.parse({})),
    /** Plan and its features. */
    plan: PlanSchema.default(PlanSchema.parse({})),
    /** Product space: links and default product. */
    space: SpaceSchema,
    /** Products (at least one). */
    products: z.array(ProductSchema).min(1),
    /** Per-product page settings. */
    pages: z.array(ProductPageSchema).default([]),
    /** Cards per product. */
    cards: z.array(CardSchema).default([]),
    /** Items of cards. */
    items: z.array(ItemSchema).default([]),
    /** Uploaded files. */
    files: z.array(FileSchema).default([]),
    /** Subprocessors. */
    subprocessors: z.array(SubprocessorSchema).default([]),
    /** Trusted-by companies. */
    trustedBy: z.array(TrustedByEntrySchema).default([]),
    /** Knowledge base (FAQ). */
    knowledgeBase: z.array(KnowledgeBaseEntrySchema).default([]),
    /** Trust center update topics. */
    topics: z.array(TopicSchema).default([]),
    /** Permission profiles accounts are governed by. */
    permissionProfiles: z.array(PermissionProfileSchema).default([]),
    /** TPRM partner integrations. */
    tprmPartners: z.array(TprmPartnerSchema).default([]),
  })
  .superRefine((s, ctx) => {
    const productIds = new Set(s.products.map((p) => p.productId));
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    if (!productIds.has(s.space.defaultProductId)) issue(['space', 'defaultProductId'], 'The default product does not exist');
    const unique = <T>(name: string, list: T[], key: (t: T) => string) => {
      const seen = new Set<string>();
      list.forEach((entry, i) => {
        const k = key(entry);
        if (seen.has(k)) issue([name, i], `Duplicate ${name} id: ${k}`);
        seen.add(k);
      });
    };
    unique('products', s.products, (p) => p.productId);
    unique('cards', s.cards, (c) => `${c.productId}.${c.kind}`);
    unique('items', s.items, (i) => i.itemUid);
    unique('files', s.files, (f) => f.fileId);
    unique('subprocessors', s.subprocessors, (x) => x.id);
    unique('trustedBy', s.trustedBy, (x) => x.id);
    unique('knowledgeBase', s.knowledgeBase, (x) => x.objectID);
    unique('topics', s.topics, (x) => x.id);
    unique('permissionProfiles', s.permissionProfiles, (x) => x.id);
    const cardKeys = new Set(s.cards.map((c) => `${c.productId}.${c.kind}`));
    const fileIds = new Set(s.files.map((f) => f.fileId));
    const slugs = new Map<string, string>();
    s.items.forEach((item, i) => {
      if (!productIds.has(item.productId)) issue(['items', i, 'productId'], `Unknown product: ${item.productId}`);
      if (!cardKeys.has(`${item.productId}.${item.cardKind}`)) issue(['items', i, 'cardKind'], `No ${item.cardKind} card for product ${item.productId}`);
      for (const f of item.files) if (!fileIds.has(f)) issue(['items', i, 'files'], `Unknown file: ${f}`);
      const slugKey = `${item.productId}/${item.slug}`;
      const other = slugs.get(slugKey);
      if (other !== undefined) issue(['items', i, 'slug'], MESSAGES.slugInUse.replace('{title}', other));
      slugs.set(slugKey, item.title);
    });
    for (const [i, c] of s.cards.entries()) if (!productIds.has(c.productId)) issue(['cards', i, 'productId'], `Unknown product: ${c.productId}`);
  });
export type Snapshot = z.output<typeof SnapshotSchema>;
export type SnapshotInput = z.input<typeof SnapshotSchema>;
