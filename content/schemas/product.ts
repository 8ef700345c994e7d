import { z } from 'zod';
import { IdSchema, refineWebLink } from './common.ts';

/**
 * Section ids for ordering (admin spec §2), including the combined overview_and_certifications.
 * "trusted by" is written `trusted_by`, "knowledge base" `knowledge_base`, "trust center updates" `updates`.
 */
export const SECTION_IDS = [
  'overview',
  'certifications',
  'overview_and_certifications',
  'trusted_by',
  'subprocessors',
  'documents',
  'cards',
  'knowledge_base',
  'updates',
  'help',
] as const;
export const SectionIdSchema = z.enum(SECTION_IDS);
export type SectionId = z.infer<typeof SectionIdSchema>;
export const SECTION_LABELS: Record<SectionId, string> = {
  overview: 'Overview',
  certifications: 'Certifications',
  overview_and_certifications: 'Overview and Certifications',
  trusted_by: 'Trusted By',
  subprocessors: 'Subprocessors',
  documents: 'Documents',
  cards: 'Cards',
  knowledge_base: 'Knowledge Base (FAQs)',
  updates: 'Trust Center Updates',
  help: 'Help',
};
/** Default order (visitor spec §2 "Sections appear in a configured order"). */
export const DEFAULT_SECTION_ORDER: SectionId[] = [
  'overview',
  'certifications',
  'trusted_by',
  'subprocessors',
  'documents',
  'cards',
  'knowledge_base',
  'updates',
  'help',
];

/** A product of the space (visitor spec §3 "Product"). */
export const ProductSchema = z.object({
  /** Stable id. */
  productId: IdSchema,
  /** Display name. */
  productName: z.string().trim().min(1),
  /** URL slug; spaces become plus in links. */
  productSlug: z.string().trim().min(1),
  /** Shown in the product selector. */
  show: z.boolean().default(true),
  /** Bumped on product changes. */
  revision: z.number().int().nonnegative().default(0),
  /** Banner image. */
  banner: z.object({ assetId: IdSchema }).optional(),
  /** Position in the selector. */
  position: z.number().int().default(0),
});
export type Product = z.output<typeof ProductSchema>;

/** A link in the product selector (visitor spec §3 "Product links"). */
export const ProductLinkSchema = z.object({
  /** Target URL. */
  link: z
    .string()
    .trim()
    .min(1)
    .superRefine(refineWebLink({ schemeless: true })),
  /** Label. */
  name: z.string().trim().min(1),
  /** Shown. */
  show: z.boolean().default(true),
});

/** The product space (visitor spec §3 "Space"). */
export const SpaceSchema = z.object({
  /** Links shown in the product selector. */
  productLinks: z.array(ProductLinkSchema).default([]),
  /** Product shown at `/`. */
  defaultProductId: IdSchema,
});

const SectionConfig = z.object({ hidden: z.boolean().default(false) });

/** Per-product page settings (admin spec §3 "Product page"). */
export const ProductPageSchema = z.object({
  /** Product this page is for. */
  productId: IdSchema,
  /** Ordered section ids. */
  sectionOrder: z.array(SectionIdSchema).default(DEFAULT_SECTION_ORDER),
  /** Section visibility. */
  config: z
    .object({
      overview: SectionConfig.extend({
        /** Overview text (Markdown); empty uses the default welcome text. */
        text: z.string().default(''),
      }).default({ hidden: false, text: '' }),
      certifications: SectionConfig.default({ hidden: false }),
      trusted_by: SectionConfig.default({ hidden: false }),
      subprocessors: SectionConfig.default({ hidden: false }),
      documents: SectionConfig.default({ hidden: false }),
    })
    .default({
      overview: { hidden: false, text: '' },
      certifications: { hidden: false },
      trusted_by: { hidden: false },
      subprocessors: { hidden: false },
      documents: { hidden: false },
    }),
  /** Bumped on each change. */
  revision: z.number().int().nonnegative().default(0),
});
export type ProductPage = z.output<typeof ProductPageSchema>;

/** Product slug as written in links: spaces as plus (visitor spec §2). */
export function productPathSegment(productSlug: string): string {
  return productSlug.trim().replace(/\s+/g, '+');
}

/** Default welcome text of the overview (spec: "welcomes visitors to the organisation's portal"). */
export function defaultOverviewText(orgName: string, portalTitle: string): string {
  return `Welcome to ${orgName}'s ${portalTitle}. Here you can learn about our security, privacy and compliance posture, review our certifications and request access to our documentation.`;
}
