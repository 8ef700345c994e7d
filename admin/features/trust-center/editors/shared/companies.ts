/**
 * Companies of the subprocessors and trusted-by editors: the organisation's own (for the company search) and the
 * address the admin shows a logo from. A logo is an asset staff uploaded — read from this instance
 * (`/api/share/{orgId}/assets/{assetId}`), since a new upload is in no published build yet — or an image URL the
 * provider chose. Nothing is ever fetched from a company's own site.
 */
import { logoAssetId } from '../../../../../content/companies.ts';
import type { Snapshot } from '../../../../../content/schemas/snapshot.ts';

export function ownCompanies(draft: Snapshot): { name: string; domain?: string }[] {
  const list = [
    ...draft.subprocessors.map((s) => ({ name: s.company.name, domain: s.company.domain })),
    ...draft.trustedBy.map((t) => ({ name: t.company.name, domain: t.company.source === 'domain' ? t.company.domain : undefined })),
  ].filter((c) => c.name);
  const seen = new Set<string>();
  return list.filter((c) => !seen.has(c.name.toLowerCase()) && seen.add(c.name.toLowerCase()));
}

/** Where the admin loads a logo from: the instance's asset route, a URL the provider chose, or nothing. */
export function logoSrc(orgId: string, reference: string | undefined): string | undefined {
  const value = reference?.trim() ?? '';
  const assetId = logoAssetId(value);
  if (assetId) return `/api/share/${encodeURIComponent(orgId)}/assets/${encodeURIComponent(assetId)}`;
  return /^https?:\/\//i.test(value) ? value : undefined;
}
