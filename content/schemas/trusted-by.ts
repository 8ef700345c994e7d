import { z } from 'zod';
import { IdSchema, ImageReferenceSchema } from './common.ts';

/**
 * A trusted-by entry (admin spec §3), one of three sources: a domain-based logo source (domain, logo, name),
 * the internal company directory (companyId), or custom (name only).
 */
export const TrustedByEntrySchema = z.object({
  /** Stable id. */
  id: IdSchema,
  /** Product whose trusted-by list shows it. */
  productId: IdSchema,
  /** Position in the list. */
  position: z.number().int().default(0),
  /**
   * The company's logo, whatever its source: an asset staff uploaded (`assets/logo-….png`, served by the site
   * itself) or an image URL the provider chose. Empty: a domain source's `logo`, else the building icon.
   */
  logo: ImageReferenceSchema.default(''),
  /** The company. */
  company: z.discriminatedUnion('source', [
    z.object({
      source: z.literal('domain'),
      /** Company domain. */
      domain: z.string().trim().min(1),
      /** Logo URL or asset path (the entry's own `logo` comes first). */
      logo: ImageReferenceSchema.default(''),
      /** Company name. */
      name: z.string().trim().min(1),
    }),
    z.object({ source: z.literal('directory'), /** Directory id. */ companyId: z.string().min(1), /** Cached name. */ name: z.string().default('') }),
    z.object({ source: z.literal('custom'), /** Company name. */ name: z.string().trim().min(1) }),
  ]),
});
export type TrustedByEntry = z.output<typeof TrustedByEntrySchema>;
