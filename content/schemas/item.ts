import { z } from 'zod';
import { IdSchema, LastModifiedSchema, OptionalUrlSchema, WebLinkSchema } from './common.ts';
import { CardKindSchema } from './card.ts';
import { BridgeLetterSchema } from './bridge-letter.ts';
import { RiskProfileAnswersSchema } from './risk-profile.ts';
import { SecurityGradeEntrySchema } from './security-grade.ts';
import { MESSAGES } from '../messages.ts';
import { CERTIFICATION_IDS } from '../certifications.ts';

/** Enabled state of an item (admin spec §4); "workInProgress" is shown as "In Progress". */
export const ENABLED_STATES = ['enabled', 'workInProgress', 'notEnabled'] as const;
export const EnabledStateSchema = z.enum(ENABLED_STATES);
export type EnabledState = z.infer<typeof EnabledStateSchema>;
export const ENABLED_STATE_LABELS: Record<EnabledState, string> = {
  enabled: 'Enabled',
  workInProgress: 'In Progress',
  notEnabled: 'Not enabled',
};
/** Sort rank: enabled, then workInProgress, then notEnabled (admin spec §4). */
export const ENABLED_STATE_RANK: Record<EnabledState, number> = { enabled: 0, workInProgress: 1, notEnabled: 2 };
/** An item counts as enabled when it is enabled or in progress (admin spec §4, re-order modals). */
export function countsAsEnabled(state: EnabledState): boolean {
  return state !== 'notEnabled';
}

/** Custom URL slug: lowercase letters, digits, hyphens; under 100 characters (admin spec §5). */
export const SlugSchema = z
  .string()
  .max(99, MESSAGES.slugTooLong)
  .regex(/^[a-z0-9-]+$/, MESSAGES.slugInvalid);

/** Default slug: the title lowercased with spaces as hyphens if that is valid, otherwise "item" (admin §5). */
export function defaultSlug(title: string): string {
  const candidate = title.trim().toLowerCase().replace(/\s+/g, '-');
  return SlugSchema.safeParse(candidate).success ? candidate : 'item';
}

/** Item title: 2–100 characters (admin spec §5). */
export const ItemTitleSchema = z.string().trim().min(2, MESSAGES.itemTitleLength).max(100, MESSAGES.itemTitleLength);

/** Expiry date: an ISO date (YYYY-MM-DD) or empty (admin spec §5 "Invalid expiration date"). */
export const ExpirySchema = z.string().refine((v) => v === '' || isCalendarDate(v), MESSAGES.invalidExpiration);

/** `YYYY-MM-DD` naming a day that exists (`Date.parse` alone accepts 2026-02-30 and rolls it over). */
function isCalendarDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const date = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === v;
}

/** Bug-bounty and status-page integrations shown on an item (admin spec §3). */
export const ItemIntegrationsSchema = z.object({
  /** HackerOne program link, `{host}/{program}`. */
  hackerone: z.object({ allowed: z.boolean().default(true), enabled: z.boolean().default(false), link: WebLinkSchema.default('') }).optional(),
  /** Statuspage URL shown in the card. */
  statuspage: z.object({ allowed: z.boolean().default(true), showInCard: z.boolean().default(false), url: WebLinkSchema.default('') }).optional(),
});

/** Marks a provider-created (custom) item (admin spec §3 `custom (id, cardType, text.title)`). */
export const CustomItemSchema = z.object({
  /** Id of the custom item definition. */
  id: IdSchema,
  /** Card kind it was created for. */
  cardType: CardKindSchema,
  /** Its title text. */
  text: z.object({ title: z.string() }),
});

/**
 * An item of a card (admin spec §3 "Item"). Fields a kind does not use stay at their defaults.
 * Access: `publicAccess` true is public; false is restricted, and restricted + `hidden` is shown only to
 * accounts whose permission profile includes it (admin spec §4 "Item access").
 */
export const ItemSchema = z.object({
  /** Stable unique id of the item. */
  itemUid: IdSchema,
  /** Product the item belongs to. */
  productId: IdSchema,
  /** Card the item belongs to. */
  cardKind: CardKindSchema,
  /** Position within its card (ascending). */
  position: z.number().int().default(0),
  /** Title, 2–100 characters. */
  title: ItemTitleSchema,
  /** Custom URL slug; item links are `/item/{slug}` (admin spec §5 "Custom URL"). */
  slug: SlugSchema,
  /**
   * The item's earlier slugs, oldest first: their links keep working as permanent redirects to the current one
   * (`content/slug-redirects.ts`). Kept when the custom URL changes; a slug another item takes is dropped.
   */
  formerSlugs: z.array(SlugSchema).default([]),
  /** Legacy boolean form of the enabled state (true unless not enabled). */
  enabled: z.boolean().default(true),
  /** Enabled, In Progress or Not enabled. */
  enabledState: EnabledStateSchema.default('enabled'),
  /** Tags shown in the item header. */
  tags: z.array(z.string().trim().min(1)).default([]),
  /** Document type (reports, policies …) — "Select an item type to save this item" when required. */
  type: z.string().default(''),
  /** Linked documents (file ids); the spec's `file`. Pending links are edited in the admin until save. */
  files: z.array(IdSchema).default([]),
  /** Certifying auditor (certifications). */
  auditor: z.string().default(''),
  /**
   * Certifications: the rated framework whose badge the item shows (`content/certifications.ts`); without one,
   * the framework its title names.
   */
  certificationId: z.enum(CERTIFICATION_IDS).optional(),
  /** Expiry date, ISO `YYYY-MM-DD`, or empty. */
  expiry: ExpirySchema.default(''),
  /** Bridge letter for report items. */
  bridgeLetter: BridgeLetterSchema.optional(),
  /** External link ("Please enter a valid URL."). */
  link: OptionalUrlSchema.default(''),
  /** Maturity level of the control. */
  maturity: z.string().default(''),
  /** How often the control recurs ("Every {label}"), or "none". */
  recurrence: z.string().default('none'),
  /** Explanation text (Markdown). */
  explanation: z.string().default(''),
  /** Link target overriding the item page. */
  href: WebLinkSchema.default(''),
  /** List entries shown under the item. */
  listEntries: z.array(z.string()).default([]),
  /** Selected choice for choice items. */
  choice: z.string().default(''),
  /** True: public. False: restricted (details and documents need access). */
  publicAccess: z.boolean().default(true),
  /** Restricted items only: absent unless the viewer's permission profile includes the item. */
  hidden: z.boolean().default(false),
  /** Bug-bounty and status-page integrations. */
  integrations: ItemIntegrationsSchema.default({}),
  /** Custom item marker; absent for catalogue items. */
  custom: CustomItemSchema.optional(),
  /** Security grades (securityGrades card). */
  grades: z.array(SecurityGradeEntrySchema).default([]),
  /** Risk profile answers (riskProfile card). */
  riskProfile: RiskProfileAnswersSchema.optional(),
  /** Last change. */
  lastModified: LastModifiedSchema.optional(),
});
export type Item = z.output<typeof ItemSchema>;
export type ItemInput = z.input<typeof ItemSchema>;
