import { z } from 'zod';
import { IdSchema, ImageReferenceSchema, TimestampSchema } from './common.ts';
import { MESSAGES } from '../messages.ts';

/** Where a subprocessor's company record comes from (admin spec §3). */
export const COMPANY_SOURCES = ['brandfetch', 'clearbit', 'addendum', 'custom'] as const;

/** The company of a subprocessor: a name plus a domain or a directory id. */
export const SubprocessorCompanySchema = z.object({
  /** Lookup source of the company. */
  source: z.enum(COMPANY_SOURCES),
  /** Company name. */
  name: z.string({ error: MESSAGES.companyRequired }).trim().min(1, { message: MESSAGES.companyRequired, abort: true }),
  /** Web domain, used for the logo. */
  domain: z.string().trim().optional(),
  /** Id in the internal company directory. */
  companyId: z.string().optional(),
});

/** A subprocessor row (admin spec §3 "Subprocessor"). */
export const SubprocessorSchema = z.object({
  /** Stable id. */
  id: IdSchema,
  /** Product whose subprocessors table lists it. */
  productId: IdSchema,
  /** Company (required). */
  company: SubprocessorCompanySchema,
  /**
   * The company's logo: an asset staff uploaded (`assets/logo-….png`, served by the site itself) or an image URL
   * the provider chose. Empty: the building icon. Never derived from the company's domain.
   */
  logo: ImageReferenceSchema.default(''),
  /** What it does for the provider. */
  purpose: z.string().default(''),
  /** Where it processes data. */
  location: z.string().default(''),
  /** Further details. */
  additionalDetails: z.string().default(''),
  /** When it was added. */
  createdAt: TimestampSchema.default(0),
  /** Position in the table. */
  position: z.number().int().default(0),
});
export type Subprocessor = z.output<typeof SubprocessorSchema>;
