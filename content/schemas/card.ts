import { z } from 'zod';
import { IdSchema } from './common.ts';
import { MESSAGES } from '../messages.ts';

/** The 31 card kinds of admin spec §3, in the spec's order. */
export const CARD_KINDS = [
  'reports',
  'certifications',
  'questionnaires',
  'productFeatures',
  'dataSecurity',
  'applicationSecurity',
  'legal',
  'ai',
  'esg',
  'dataPrivacy',
  'accessControl',
  'infrastructure',
  'endpointSecurity',
  'networkSecurity',
  'internalPractices',
  'policies',
  'continuousMonitoring',
  'physicalEnvironmental',
  'changeConfigurationManagement',
  'awarenessTraining',
  'businessContinuity',
  'assetManagement',
  'riskManagement',
  'incidentResponse',
  'overview',
  'riskProfile',
  'securityGrades',
  'trustedBy',
  'subprocessors',
  'documents',
  'customerData',
] as const;
export const CardKindSchema = z.enum(CARD_KINDS);
export type CardKind = z.infer<typeof CardKindSchema>;

/** Default titles of each card kind (also the "{card kind label}" of the share popover). */
export const CARD_KIND_LABELS: Record<CardKind, string> = {
  reports: 'Reports',
  certifications: 'Compliance',
  questionnaires: 'Questionnaires',
  productFeatures: 'Product Security',
  dataSecurity: 'Data Security',
  applicationSecurity: 'App Security',
  legal: 'Legal',
  ai: 'AI',
  esg: 'ESG',
  dataPrivacy: 'Data Privacy',
  accessControl: 'Access Control',
  infrastructure: 'Infrastructure',
  endpointSecurity: 'Endpoint Security',
  networkSecurity: 'Network Security',
  internalPractices: 'Corporate Security',
  policies: 'Policies',
  continuousMonitoring: 'Continuous Monitoring',
  physicalEnvironmental: 'Physical & Environmental',
  changeConfigurationManagement: 'Change & Configuration Management',
  awarenessTraining: 'Awareness & Training',
  businessContinuity: 'Business Continuity',
  assetManagement: 'Asset Management',
  riskManagement: 'Risk Management',
  incidentResponse: 'Incident Response',
  overview: 'Overview',
  riskProfile: 'Risk Profile',
  securityGrades: 'Security Grades',
  trustedBy: 'Trusted By',
  subprocessors: 'Subprocessors',
  documents: 'Documents',
  customerData: 'Customer Data',
};

/**
 * Card kinds a visitor never gets as a grid card: they render as their own sections (overview, certifications,
 * trusted-by, subprocessors, documents).
 */
export const SECTION_CARD_KINDS = ['overview', 'certifications', 'trustedBy', 'subprocessors', 'documents'] as const satisfies readonly CardKind[];

/** Kinds an item may never be moved to (admin spec §4 "Moving an item"). */
export const MOVE_EXCLUDED_KINDS = [
  'overview',
  'documents',
  'certifications',
  'trustedBy',
  'subprocessors',
  'customerData',
  'riskProfile',
] as const satisfies readonly CardKind[];

/** Ranking weights used to order cards by default (admin spec §9: reports highest at 16, documents -1). */
export const CARD_RANKING: Partial<Record<CardKind, number>> = { reports: 16, documents: -1 };

/** An uploaded card icon (admin spec §3 "Card ... icon (optional: fileName, assetId)"). */
export const CardIconSchema = z.object({
  /** Original file name of the uploaded icon. */
  fileName: z.string(),
  /** Asset id, served from `/api/share/{orgId}/assets/{assetId}?v={revision}`. */
  assetId: IdSchema,
});

/** Display text: empty (the default is used) or 4–100 characters (admin spec §5). */
export const DisplayTextSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || (v.length >= 4 && v.length <= 100), MESSAGES.displayTextHelper);

/** Placeholder text shown when a card has no items: at most 1000 characters (admin spec §5). */
export const PlaceholderSchema = z.string().max(1000, MESSAGES.placeholderTooLong);

/** Card title: 2–50 characters, one to three words recommended (admin spec §5). */
export const CardTitleSchema = z.string().trim().min(2, MESSAGES.cardTitleLength).max(50, MESSAGES.cardTitleLength);

/**
 * A card of a product page (admin spec §3 "Card", "Card config per kind").
 * Items belong to a card through `Item.cardKind` + `Item.productId`; their order is `Item.position`.
 */
export const CardSchema = z.object({
  /** Product the card belongs to. */
  productId: IdSchema,
  /** Which of the 31 kinds this card is; one card per kind per product. */
  kind: CardKindSchema,
  /** Title override; empty means the kind's default label. */
  title: z.union([CardTitleSchema, z.literal('')]).default(''),
  /** Custom icon, or absent for the default icon. */
  icon: CardIconSchema.optional(),
  /** Hidden cards appear only in main mode. */
  hidden: z.boolean().default(false),
  /** Text shown under the card title; empty uses the default. */
  displayText: DisplayTextSchema.default(''),
  /** Text shown when the card has no items. */
  placeholder: PlaceholderSchema.default(''),
  /** Position of the card in the cards grid (ascending). */
  position: z.number().int().default(0),
  /** Bumped whenever the card's icon changes; used as `?v=` cache key for its icon. */
  revision: z.number().int().nonnegative().default(0),
  /** Documents card only: featured documents, as ordered item uids. */
  featuredDocuments: z.array(IdSchema).default([]),
});
export type Card = z.output<typeof CardSchema>;
export type CardInput = z.input<typeof CardSchema>;

/** The title a card shows: its override or its kind's label. */
export function cardTitle(card: Pick<Card, 'kind' | 'title'>): string {
  return card.title || CARD_KIND_LABELS[card.kind];
}
