/** Companies the organisation already uses (subprocessors and trusted-by), for the company search. */
import { curatedCompany } from '../../../content/companies.ts';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';

export function ownCompanies(draft: Snapshot): { name: string; domain?: string }[] {
  const list = [
    ...draft.subprocessors.map((s) => ({ name: s.company.name, domain: s.company.domain })),
    ...draft.trustedBy.map((t) => ({ name: t.company.name, domain: t.company.source === 'domain' ? t.company.domain : undefined })),
  ].filter((c) => c.name);
  const seen = new Set<string>();
  return list.filter((c) => !seen.has(c.name.toLowerCase()) && seen.add(c.name.toLowerCase()));
}

/** The logo of a company: the curated one, else the favicon of its domain, else none. */
export function logoOf(company: { name: string; domain?: string; logo?: string }): string | undefined {
  if (company.logo) return company.logo;
  const curated = curatedCompany(company.domain ?? '') ?? curatedCompany(company.name);
  if (curated) return curated.logo;
  return company.domain ? `https://${company.domain}/favicon.ico` : undefined;
}
