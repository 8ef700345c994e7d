/**
 * Rules of main-mode editing (admin spec §2, §4, §5, §6), shared by the admin app and the edge so a person sees
 * the same rule the API enforces: which card actions exist per card, which cards an item may move to, who may
 * rename what, the request bodies of the trust-center edit calls (admin spec §7) and the texts of their snacks
 * (admin spec §8).
 */
import { z } from 'zod';
import { IdSchema, WebsiteUrlSchema } from './schemas/common.ts';
import {
  CARD_KINDS,
  CARD_KIND_LABELS,
  CardKindSchema,
  CardTitleSchema,
  DisplayTextSchema,
  MOVE_EXCLUDED_KINDS,
  PlaceholderSchema,
  SECTION_CARD_KINDS,
  type Card,
  type CardKind,
} from './schemas/card.ts';
import { EnabledStateSchema, ExpirySchema, SlugSchema, type Item } from './schemas/item.ts';
import { SECTION_IDS, type SectionId } from './schemas/product.ts';
import { BridgeLetterSchema } from './schemas/bridge-letter.ts';
import type { Permission, PlanFeature } from './schemas/staff.ts';
import { MESSAGES } from './messages.ts';

// --- snack and dialog texts (admin spec §8; product texts where marked) -----------------------------------------

/** Texts the admin shows after an edit. Failures of the spec's error catalogue are in `ERRORS` / `TEMPLATES`. */
export const EDIT_TEXTS = {
  cardHidden: 'Card hidden in Trust Center',
  cardShown: 'Card shown in Trust Center',
  placeholderUpdated: 'Placeholder text updated',
  iconSaved: 'Card icon saved. The icon may take a few minutes to appear',
  iconSavedAction: 'Refresh Page',
  iconReset: 'Card icon reset to default',
  iconDialogTitle: 'Change {title} card icon',
  iconHelp: '20px x 20px; png, jpeg, svg; max 1MB',
  sectionOrderUpdated: 'Updated section order',
  // product texts, worded like the spec's failures ("Failed to update cards order for {product} product")
  cardsOrderUpdated: 'Updated cards order for {product} product',
  itemsOrderUpdated: "Updated {card} card item's order",
  sectionOrderTooltip: 'The order in the Trust Center will reflect only enabled sections',
  separateOverview: 'Separate Overview and Certifications',
  combineSections: 'Combine {x} with {y}',
  customUrlCreated: 'Successfully created custom URL for {title}',
  // product texts of the custom URL dialog: earlier links keep working (permanent redirects)
  customUrlKeepsOld: 'The current link, {url}, keeps working after the change: it redirects permanently to the new URL once published.',
  customUrlFormer: 'Earlier links that redirect here:',
  itemMoved: 'Successfully moved {title} to {card}',
  deleteErrorTitle: 'Delete Error',
  modifiedAt: 'Modified at {date} by {name}',
  recurrenceEvery: 'Every {label}',
  saveError: 'Save error',
  planLocked: 'Upgrade your plan to unlock this feature',
  // product texts
  displayTextUpdated: 'Display text updated',
  cardTitleHint: 'One to three words work best.',
  duplicateWarning: '"{title}" already exists on the {card} card. Use the existing item there to avoid duplication.',
  unsavedTitle: 'Discard unsaved changes?',
  unsavedBody: 'You have unsaved changes on this card. If you continue, they will be lost.',
} as const;

// --- card actions (admin spec §2 screen 1, §6) -------------------------------------------------------------------

/** The card actions menu, in menu order. */
export const CARD_ACTIONS = ['edit', 'displayText', 'visibility', 'placeholder', 'reorderItems', 'icon'] as const;
export type CardAction = (typeof CARD_ACTIONS)[number];

/**
 * Per-card allowed actions. Section cards (overview, certifications, trusted-by, subprocessors, documents) have no
 * placeholder (they are left out when empty); trusted-by and subprocessors order their entries in their own
 * editors; the single-item cards (risk profile, security grades) have nothing to re-order.
 */
const ACTIONS_BY_KIND: Partial<Record<CardKind, readonly CardAction[]>> = {
  overview: ['edit', 'displayText', 'visibility', 'reorderItems', 'icon'],
  certifications: ['edit', 'displayText', 'visibility', 'reorderItems', 'icon'],
  documents: ['edit', 'displayText', 'visibility', 'reorderItems', 'icon'],
  trustedBy: ['edit', 'displayText', 'visibility', 'icon'],
  subprocessors: ['edit', 'displayText', 'visibility', 'icon'],
  riskProfile: ['edit', 'displayText', 'visibility', 'placeholder', 'icon'],
  securityGrades: ['edit', 'displayText', 'visibility', 'placeholder', 'icon'],
};

export interface EditorGrants {
  /** The staff member's permissions. */
  permissions: readonly Permission[];
  /** The plan's features. */
  features: readonly PlanFeature[];
}

/** Whether the staff member edits in main mode (statuspage:edit); others see an expand icon instead of the menu. */
export function canEditTrustCenter(grants: Pick<EditorGrants, 'permissions'>): boolean {
  return grants.permissions.includes('statuspage:edit');
}

/** Changing a card icon needs assets:edit and the plan's replaceIcons feature (admin spec §6). */
export function canChangeIcons(grants: EditorGrants): boolean {
  return grants.permissions.includes('assets:edit') && grants.features.includes('replaceIcons');
}

/** The actions a staff member gets in a card's menu. */
export function cardActionsFor(kind: CardKind, grants: EditorGrants): CardAction[] {
  if (!canEditTrustCenter(grants)) return [];
  const base = ACTIONS_BY_KIND[kind] ?? CARD_ACTIONS;
  return base.filter((action) => action !== 'icon' || canChangeIcons(grants));
}

/** Card titles may be renamed only when the plan allows it (admin spec §5). */
export function canRenameCard(features: readonly PlanFeature[]): boolean {
  return features.includes('renameCards');
}

/** Cards whose items are never renamed (admin spec §5). */
export const FIXED_TITLE_KINDS: readonly CardKind[] = ['certifications', 'securityGrades'];

/**
 * Item titles may be renamed when the plan allows renaming or the item is custom, and never on certifications and
 * security grades (admin spec §5).
 */
export function canRenameItem(item: Pick<Item, 'cardKind' | 'custom'>, features: readonly PlanFeature[]): boolean {
  if (FIXED_TITLE_KINDS.includes(item.cardKind)) return false;
  return features.includes('renameCards') || !!item.custom;
}

// --- moving items (admin spec §4, §6) -------------------------------------------------------------------------

/** Whether items of a card may be moved at all (canMove). */
export function canMoveFrom(kind: CardKind): boolean {
  return !(MOVE_EXCLUDED_KINDS as readonly CardKind[]).includes(kind);
}

/** Cards an item may move to: another card of its product, never overview, documents, certifications … */
export function moveDestinations<C extends Pick<Card, 'productId' | 'kind'>>(cards: readonly C[], item: Pick<Item, 'productId' | 'cardKind'>): C[] {
  return cards.filter((c) => c.productId === item.productId && c.kind !== item.cardKind && canMoveFrom(c.kind));
}

// --- sections (admin spec §2, §4) -----------------------------------------------------------------------------

/** Whether a section order is consistent: each id once, Overview and Certifications either combined or separate. */
export function sectionOrderProblem(sections: readonly SectionId[]): string | undefined {
  if (new Set(sections).size !== sections.length) return EDIT_API_TEXTS.sectionTwice;
  if (sections.includes('overview_and_certifications') && (sections.includes('overview') || sections.includes('certifications'))) {
    return EDIT_API_TEXTS.sectionCombinedTwice;
  }
  return undefined;
}

// --- items: catalogue, fields and constants ---------------------------------------------------------------------

/**
 * Standard items staff can add to a card with "Add Items" (catalogue items, renamed only with renameCards);
 * anything else is added as a custom item.
 */
export const ITEM_CATALOGUE: Partial<Record<CardKind, readonly string[]>> = {
  reports: ['SOC 2 Type II Report', 'SOC 3 Report', 'Penetration Test Summary', 'ISO 27001 Statement of Applicability'],
  certifications: ['SOC 2 Type II', 'ISO/IEC 27001', 'ISO/IEC 27701', 'ISO/IEC 27017', 'HIPAA', 'PCI DSS', 'GDPR', 'CSA STAR'],
  questionnaires: ['CAIQ', 'SIG Lite', 'HECVAT', 'VSA Core'],
  productFeatures: ['Single Sign-On (SSO)', 'Multi-Factor Authentication', 'Role-Based Access Control', 'Audit Logging', 'Data Export'],
  dataSecurity: ['Encryption at rest', 'Encryption in transit', 'Backups', 'Data retention', 'Data erasure', 'Key management'],
  applicationSecurity: ['Responsible Disclosure', 'Bug Bounty', 'Code Analysis', 'Software Development Lifecycle', 'Vulnerability Management'],
  legal: ['Subprocessors', 'Terms of Service', 'Privacy Policy', 'Data Processing Agreement', 'Cookie Policy'],
  ai: ['AI Model Transparency', 'Training Data Usage', 'AI Risk Management', 'Human Oversight'],
  esg: ['Environmental Policy', 'Carbon Footprint', 'Diversity and Inclusion', 'Supplier Code of Conduct'],
  dataPrivacy: ['Data Privacy Officer', 'Data Subject Requests', 'International Data Transfers', 'Privacy by Design'],
  accessControl: ['Single Sign-On', 'Multi-Factor Authentication', 'Access Reviews', 'Least Privilege', 'Password Policy'],
  infrastructure: ['Status Monitoring', 'Cloud Provider', 'Infrastructure as Code', 'Separate Production Environment'],
  endpointSecurity: ['Endpoint Detection and Response', 'Disk Encryption', 'Mobile Device Management', 'Anti-Malware'],
  networkSecurity: ['Firewall', 'Intrusion Detection', 'DDoS Protection', 'Network Segmentation'],
  internalPractices: ['Security Team', 'Background Checks', 'Confidentiality Agreements', 'Internal Audits'],
  policies: ['Information Security Policy', 'Acceptable Use Policy', 'Incident Response Policy', 'Business Continuity Policy'],
  continuousMonitoring: ['Security Monitoring', 'Log Management', 'Vulnerability Scanning', 'Uptime Monitoring'],
  physicalEnvironmental: ['Physical Access Control', 'Data Center Security', 'Visitor Management'],
  changeConfigurationManagement: ['Change Management', 'Configuration Management', 'Code Review'],
  awarenessTraining: ['Security Awareness Training', 'Phishing Simulations', 'Developer Security Training'],
  businessContinuity: ['Business Continuity Plan', 'Disaster Recovery Plan', 'Backup Testing', 'High Availability'],
  assetManagement: ['Asset Inventory', 'Asset Disposal', 'Data Classification'],
  riskManagement: ['Risk Assessment', 'Vendor Risk Management', 'Risk Register'],
  incidentResponse: ['Incident Response Plan', 'Breach Notification', 'Tabletop Exercises', 'Post-Incident Reviews'],
  customerData: ['Customer Data Ownership', 'Data Location', 'Data Deletion on Request'],
  overview: ['Security Program', 'Compliance Program', 'Privacy Program'],
};

/** Card kinds whose items are documents: the type and the file are required (admin spec §5). */
export const DOCUMENT_ITEM_KINDS: readonly CardKind[] = ['documents'];

/** Recurrence values and the label shown as "Every {label}" (admin spec §9); `none` shows nothing. */
export const RECURRENCE_LABELS: Record<string, string> = {
  day: 'day',
  week: 'week',
  month: 'month',
  quarter: 'quarter',
  'half-year': 'half-year',
  year: 'year',
};
export const RECURRENCE_NONE = 'none';

/** "Every {label}", or '' for none or an unknown value. */
export function recurrenceText(value: string): string {
  const label = RECURRENCE_LABELS[value];
  return label ? EDIT_TEXTS.recurrenceEvery.replace('{label}', label) : '';
}

/** Maturity levels of a control (admin spec §9: the constants are not shown; these are ours). */
export const MATURITY_LEVELS = ['Initial', 'Developing', 'Defined', 'Managed', 'Optimized'] as const;

/** Choices of a choice item (product list). */
export const ITEM_CHOICES = ['Yes', 'No', 'Partially', 'Not applicable'] as const;

// --- request bodies of the edit calls (admin spec §7) -----------------------------------------------------------

/** Product texts of the edit API's own validation errors (the spec does not word them). */
export const EDIT_API_TEXTS = {
  sectionTwice: 'Each section can appear only once',
  sectionCombinedTwice: 'Overview and Certifications are either combined or separate, not both',
  sectionUnknown: 'Unknown section',
  sectionsEmpty: 'List at least one section',
  cardTwice: 'Each card can appear only once',
  cardUnknown: 'The product has no such card',
  itemsMismatch: 'The order must list every item of the card exactly once',
  nothingToUpdate: 'Nothing to update',
  moveNotAllowed: 'Items cannot be moved to this card',
  moveSourceLocked: 'Items of this card cannot be moved',
  notCustom: 'Only custom items can be deleted',
  notInCatalogue: 'This item is not in the catalogue of this card; add it as a custom item',
  titleFixed: "This item's title cannot be changed",
  itemsEmpty: 'Choose at least one item to add',
  iconType: 'Card icons must be png, jpeg or svg images',
  iconTooLarge: 'Card icons must be at most 1MB',
  iconEmpty: 'The icon file is empty',
  logoType: 'Logos must be png, jpeg, svg or webp images',
  logoTooLarge: 'Logos must be at most 1MB',
  logoEmpty: 'The logo file is empty',
  logoUnsafe: 'SVG logos must not contain scripts or load anything from another site',
  uploadUnknown: 'This upload does not exist or has expired; upload the icon again',
  assetUnknown: 'No card icon has this id',
  cardHasNoIcon: 'This card has no custom icon',
  featuredNotDocuments: 'Featured documents must be documents of this product',
  featuredOnlyDocuments: 'Only the documents card has featured documents',
} as const;

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

/** Card icon upload limits (admin spec §2 screen 2, §9). */
export const ICON_MAX_BYTES = 1024 * 1024;
export const ICON_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;

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

/**
 * The documents of a product, as the documents card lists and re-orders them: the documents card's own items and
 * every item holding a document or an enabled bridge letter (documents card items first, then by card order).
 */
export function documentItemsOf<I extends Pick<Item, 'productId' | 'cardKind' | 'files' | 'bridgeLetter' | 'position'>>(items: readonly I[], productId: string): I[] {
  return items
    .filter((i) => i.productId === productId && (i.cardKind === 'documents' || i.files.length > 0 || i.bridgeLetter?.letterEnabled))
    .sort((a, b) => Number(b.cardKind === 'documents') - Number(a.cardKind === 'documents') || a.position - b.position);
}

/** Whether a card kind renders as a section of its own rather than in the cards grid. */
export function isSectionCard(kind: CardKind): boolean {
  return (SECTION_CARD_KINDS as readonly CardKind[]).includes(kind);
}

/** Title of a card for messages: its override or its kind's label. */
export function cardLabel(card: Pick<Card, 'kind' | 'title'>): string {
  return card.title || CARD_KIND_LABELS[card.kind];
}

/** Fills `{name}` placeholders of an edit text. */
export function editText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
