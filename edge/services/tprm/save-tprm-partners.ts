/**
 * Staff configure the TPRM partners (visitor spec §3 "TPRM partner": id, name, domain): the whole list is
 * replaced in the draft as one validated write and goes live with the next publish. A partner without an id gets
 * one from its name; a domain typed as a URL keeps only its host.
 */
import { z } from 'zod';
import type { TprmPartner } from '../../../content/schemas/engagement.ts';
import type { Db } from '../../db/types.ts';
import { editDraft } from '../edit-draft.ts';

export const TPRM_PARTNER_MESSAGES = {
  nameRequired: 'Partner name is required',
  domainInvalid: 'Enter the partner\'s domain, such as vendor-risk.example',
  /** Ids are derived from names (never shown), so two partners with the same id have the same name in effect. */
  duplicate: 'Each partner needs its own name',
  tooMany: 'At most 20 partners',
} as const;

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** `https://www.Vendor.example/path` → `www.vendor.example`. */
export function partnerDomain(value: string): string {
  return value.trim().toLowerCase().replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/[/?#].*$/, '');
}

/** `OneTrust Vendorpedia` → `tprm_onetrust_vendorpedia`. */
export function partnerIdOf(name: string): string {
  const slug = name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 40);
  return `tprm_${slug || 'partner'}`;
}

export const TprmPartnersInputSchema = z
  .object({
    partners: z
      .array(
        z.object({
          id: z.string().trim().max(64).regex(/^[A-Za-z0-9_-]*$/, 'Partner id may contain letters, digits, - and _').optional(),
          name: z.string({ error: TPRM_PARTNER_MESSAGES.nameRequired }).trim().min(1, TPRM_PARTNER_MESSAGES.nameRequired).max(80, 'Partner name must be at most 80 characters'),
          domain: z.string({ error: TPRM_PARTNER_MESSAGES.domainInvalid }).transform(partnerDomain).refine((d) => DOMAIN.test(d), TPRM_PARTNER_MESSAGES.domainInvalid),
        }),
      )
      .max(20, TPRM_PARTNER_MESSAGES.tooMany),
  })
  .transform(({ partners }) => ({ partners: partners.map((p) => ({ id: p.id || partnerIdOf(p.name), name: p.name, domain: p.domain })) }))
  // The error sits on the name of each later partner whose id an earlier one already has.
  .superRefine(({ partners }, ctx) => {
    const seen = new Set<string>();
    partners.forEach((p, index) => {
      if (seen.has(p.id)) ctx.addIssue({ code: 'custom', message: TPRM_PARTNER_MESSAGES.duplicate, path: ['partners', index, 'name'] });
      seen.add(p.id);
    });
  });

export interface SaveTprmPartnersOptions {
  db: Db;
  orgId: string;
  by: string;
  now: number;
  partners: TprmPartner[];
}

/** Replaces the draft's partner list (existing partners keep their place, new ones go last). Returns the saved list. */
export async function saveTprmPartners({ db, orgId, by, now, partners }: SaveTprmPartnersOptions): Promise<TprmPartner[]> {
  const { snapshot } = await editDraft({ db, orgId, by, now }, (current) => {
    const keep = new Set(partners.map((p) => p.id));
    return {
      changes: {
        put: partners.map((data) => ({ collection: 'tprmPartners' as const, data })),
        delete: current.tprmPartners.filter((p) => !keep.has(p.id)).map((p) => ({ collection: 'tprmPartners' as const, recordId: p.id })),
      },
    };
  });
  return snapshot.tprmPartners;
}
