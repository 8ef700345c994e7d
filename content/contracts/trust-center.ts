/**
 * The trust-center edit calls (admin spec §7), as zod schemas the edge parses with and the admin types its calls
 * from (with `import type`).
 */
import { z } from 'zod';
import { IdSchema, WebsiteUrlSchema } from '../schemas/common.ts';
import { CARD_KINDS, CardKindSchema, CardTitleSchema, DisplayTextSchema, PlaceholderSchema, type CardKind } from '../schemas/card.ts';
import { EnabledStateSchema, ExpirySchema, SlugSchema } from '../schemas/item.ts';
import { SECTION_IDS, type SectionId } from '../schemas/product.ts';
import { BridgeLetterSchema } from '../schemas/bridge-letter.ts';
import { MESSAGES } from '../messages.ts';
import { sectionOrderProblem } from '../editing/layout.ts';
import { EDIT_API_TEXTS } from '../editing/texts.ts';

function isSectionId(value: string): boolean {
  return (SECTION_IDS as readonly string[]).includes(value);
}
function isCardKind(value: string): boolean {
  return (CARD_KINDS as readonly string[]).includes(value);
}

/** `PATCH /api/trust-center/products/{productId}`: the ordered section ids. */
export const SectionOrderBodySchema = z.object({
  sections: z
    .array(z.string().refine(isSectionId, EDIT_API_TEXTS.sectionUnknown), { error: EDIT_API_TEXTS.sectionsEmpty })
    .min(1, EDIT_API_TEXTS.sectionsEmpty)
    .superRefine((sections, ctx) => {
      const problem = sectionOrderProblem(sections as SectionId[]);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((sections) => sections as SectionId[]),
});

/** `PATCH …/cards`: card kinds in their new grid order. */
export const CardOrderBodySchema = z.object({
  cards: z
    .array(z.string().refine(isCardKind, EDIT_API_TEXTS.cardUnknown), { error: EDIT_API_TEXTS.cardUnknown })
    .min(1, EDIT_API_TEXTS.cardUnknown)
    .refine((cards) => new Set(cards).size === cards.length, EDIT_API_TEXTS.cardTwice)
    .transform((cards) => cards as CardKind[]),
});

/** `PATCH …/cards/{kind}/items`: the card's item uids in their new order. */
export const ItemOrderBodySchema = z.object({
  items: z.array(IdSchema, { error: EDIT_API_TEXTS.itemsMismatch }).refine((items) => new Set(items).size === items.length, EDIT_API_TEXTS.itemsMismatch),
});

/**
 * `PATCH …/cards/{kind}`: any of hidden (spec), display text, placeholder, title and the documents card's featured
 * documents. Fields left out keep their values.
 */
export const CardPatchBodySchema = z
  .object({
    hidden: z.boolean().optional(),
    displayText: DisplayTextSchema.optional(),
    placeholder: PlaceholderSchema.optional(),
    /** A new title (renameCards), or '' for the kind's default title. */
    title: z.union([z.literal(''), CardTitleSchema]).optional(),
    featuredDocuments: z.array(IdSchema).optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((v) => v !== undefined), EDIT_API_TEXTS.nothingToUpdate);
export type CardPatchBody = z.infer<typeof CardPatchBodySchema>;

/** `PATCH …/items/{itemUid}`: the card to move the item to (its kind: one card per kind per product). */
export const MoveItemBodySchema = z.object({
  destinationCardId: z
    .string({ error: EDIT_API_TEXTS.moveNotAllowed })
    .refine(isCardKind, EDIT_API_TEXTS.moveNotAllowed)
    .transform((kind) => kind as CardKind),
});

/** Custom URL save: the item's new slug (admin spec §5 slug rules). */
export const CustomUrlBodySchema = z.object({
  slug: z.string({ error: MESSAGES.slugInvalid }).min(1, MESSAGES.slugInvalid).pipe(SlugSchema),
});

/** Add Items: catalogue items by title, or one custom item. */
export const AddItemsBodySchema = z.object({
  items: z
    .array(z.object({ title: z.string().trim().min(2, MESSAGES.itemTitleLength).max(100, MESSAGES.itemTitleLength), custom: z.boolean().default(false) }))
    .min(1, EDIT_API_TEXTS.itemsEmpty),
});

/**
 * Item editor save: the editable fields of an item (admin spec §3 "Item"). Fields left out keep their values;
 * the whole item is validated again with the content model, so every field keeps its own message.
 */
export const ItemEditBodySchema = z
  .object({
    title: z.string(),
    enabledState: EnabledStateSchema,
    tags: z.array(z.string().trim().min(1)),
    type: z.string(),
    files: z.array(IdSchema),
    auditor: z.string(),
    expiry: ExpirySchema,
    link: z.string(),
    href: WebsiteUrlSchema,
    maturity: z.string(),
    recurrence: z.string(),
    explanation: z.string(),
    listEntries: z.array(z.string()),
    choice: z.string(),
    publicAccess: z.boolean(),
    hidden: z.boolean(),
    /** Report items: the bridge letter; its fields are required when it is enabled (admin spec §5). */
    bridgeLetter: BridgeLetterSchema,
  })
  .partial()
  .strict();
export type ItemEditBody = z.infer<typeof ItemEditBodySchema>;

/** The icon asset payload (admin spec §3 "Icon asset payload"); the productId rule is checked by the edge. */
export const IconAssetSchema = z.object({
  productId: IdSchema.optional(),
  isGlobal: z.literal(false).default(false),
  type: z.literal('icon').default('icon'),
  relation: z.object({ type: z.literal('card'), cardKind: CardKindSchema }),
});

/** Create or update a card icon asset from an upload. */
export const IconAssetBodySchema = z.object({
  upload: z.object({ fileId: IdSchema, fileName: z.string().trim().min(1).max(200) }),
  asset: IconAssetSchema,
});
export type IconAssetBody = z.infer<typeof IconAssetBodySchema>;
