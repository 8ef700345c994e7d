/**
 * Staff configure the TPRM partners (visitor spec §3 "TPRM partner": id, name, domain): the whole list is
 * replaced in the draft as one validated write and goes live with the next publish. A partner without an id gets
 * one from its name; a domain typed as a URL keeps only its host.
 */
import type { TprmPartner } from '../../../content/schemas/engagement.ts';
import type { Db } from '../../db/types.ts';
import { editDraft } from '../draft/edit-draft.ts';

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
