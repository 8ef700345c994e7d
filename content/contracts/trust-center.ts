/**
 * The trust-center edit calls (admin spec §7), as zod schemas the edge parses with and answers in, the admin types
 * its calls from (with `import type`) and the API description lists. `{product}` =
 * `/api/trust-center/products/{productId}`:
 *
 *   PATCH  {product}                         SectionOrderBody → ProductPage
 *   PATCH  {product}/cards                   CardOrderBody → { cards }
 *   PATCH  {product}/cards/{kind}            CardPatchBody → Card
 *   PATCH  {product}/cards/{kind}/items      ItemOrderBody → { items }
 *   POST   {product}/cards/{kind}/items      AddItemsBody → 201 AddedItems { items: Item[] }
 *   PATCH  {product}/items/{itemUid}         MoveItemBody → Item
 *   PUT    {product}/items/{itemUid}         ItemEditBody → Item
 *   PUT    {product}/items/{itemUid}/custom-url   CustomUrlBody → Item
 *   POST   /api/trust-center/assets          IconAssetBody → 201 CardIconAnswer { assetId, card }
 *   PUT    /api/trust-center/assets/{id}     IconAssetBody → CardIconAnswer
 *   DELETE /api/trust-center/assets/{id}     → CardAnswer { card }
 *
 * A card, an item and a product page are answered as the draft holds them: the content model's own schemas.
 */
import { z } from 'zod';
import { IdSchema, WebsiteUrlSchema } from '../schemas/common.ts';
import { CARD_KINDS, CardKindSchema, CardSchema, CardTitleSchema, DisplayTextSchema, PlaceholderSchema, type CardKind } from '../schemas/card.ts';
import { EnabledStateSchema, ExpirySchema, ItemSchema, SlugSchema } from '../schemas/item.ts';
import { ProductPageSchema, SECTION_IDS, type SectionId } from '../schemas/product.ts';
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

// -------------------------------------------------------------------------------------------------------------
// Answers: the records as the draft holds them after the write (each answer carries the new draft version as `ETag`).
// A record has its schema's fields and no other (`strict`): that is what tells one collection's record from another's.

/** A card of a product's page, as the draft holds it (the content model's `CardSchema`). */
export const CardRecordSchema = CardSchema.strict().meta({
  id: 'Card',
  description:
    "A card of a product's page (content model `CardSchema`): its kind, title and texts (empty: the kind's defaults), custom icon, whether it is hidden, its position, and the documents card's featured documents.",
});

/** An item of a card, as the draft holds it (the content model's `ItemSchema`). */
export const ItemRecordSchema = ItemSchema.strict().meta({
  id: 'Item',
  description:
    'An item of a card (content model `ItemSchema`): its title, custom URL, state, access, documents and the fields of its kind. Fields a kind does not use keep their defaults.',
});

/** A product's page: its sections' order and settings (the content model's `ProductPageSchema`). */
export const ProductPageRecordSchema = ProductPageSchema.strict().meta({
  id: 'ProductPage',
  description: "A product's page (content model `ProductPageSchema`): the order of its sections and whether each is hidden.",
});

/** `POST {product}/cards/{kind}/items` → 201: the items added, in the card's order. */
export const AddedItemsSchema = z.object({ items: z.array(ItemRecordSchema) }).meta({ id: 'AddedItems', description: 'The items added to the card.' });
export type AddedItems = z.infer<typeof AddedItemsSchema>;

/** `POST` and `PUT /api/trust-center/assets…`: a card's new icon, and the card. */
export const CardIconAnswerSchema = z
  .object({ assetId: z.string().meta({ description: "The icon's asset id (`/api/share/{orgId}/assets/{assetId}`)." }), card: CardRecordSchema })
  .meta({ id: 'CardIconAnswer', description: 'The card with its new icon.' });
export type CardIconAnswer = z.infer<typeof CardIconAnswerSchema>;

/** `DELETE /api/trust-center/assets/{id}`: the card, with its default icon again. */
export const CardAnswerSchema = z.object({ card: CardRecordSchema }).meta({ id: 'CardAnswer', description: 'The card, with its default icon again.' });
export type CardAnswer = z.infer<typeof CardAnswerSchema>;
