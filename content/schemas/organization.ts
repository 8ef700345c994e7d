import { z } from 'zod';
import { IdSchema, ImageReferenceSchema, WebLinkSchema } from './common.ts';
import { DocumentAccessTypeSchema } from './file.ts';

/** An organisation publishing a trust center (admin spec §3 "Organisation"; foundation: slug, custom domains). */
export const OrganizationSchema = z.object({
  /** Stable id used in API paths (`/api/share/{orgId}`). */
  id: IdSchema,
  /** URL-safe slug. */
  slug: z.string().regex(/^[a-z0-9-]{1,64}$/, 'Invalid organisation slug'),
  /** Display name. */
  name: z.string().trim().min(1),
  /** The organisation's own website (the header logo links there). */
  website: WebLinkSchema.default(''),
  /** Logo path or URL (served from the site). */
  logo: ImageReferenceSchema.default(''),
  /** Favicon path or URL. */
  favicon: ImageReferenceSchema.default(''),
  /** Host names that serve this organisation's trust center. */
  customDomains: z.array(z.string().toLowerCase()).default([]),
  /** Organisation-level document access: view-only blocks downloads outside main mode. */
  documentAccessType: DocumentAccessTypeSchema.default('view-and-download'),
  /** Short description used in the page head. */
  description: z.string().default(''),
});
export type Organization = z.output<typeof OrganizationSchema>;
