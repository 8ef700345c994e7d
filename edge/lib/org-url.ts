/**
 * An organisation's addresses: the host names it answers on and the base URL of its portal. Pure helpers, used by
 * the organisation lookups (`services/organizations/`), the services that write links into emails and the routes
 * that redirect.
 */
import type { Organization } from '../db/schema.ts';
import type { AppConfig } from '../deps.ts';

/** Lowercased host name without port or IPv6 brackets: `Trust.Example.com:8443` → `trust.example.com`. */
export function hostnameOf(host: string): string {
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(1, value.indexOf(']') > 0 ? value.indexOf(']') : undefined);
  const colon = value.indexOf(':');
  // More than one colon without brackets is a bare IPv6 address, which has no port.
  if (colon >= 0 && value.indexOf(':', colon + 1) < 0) return value.slice(0, colon);
  return value;
}

/**
 * The portal's base URL for an organisation, without trailing slash: `https://` + its first custom domain, or the
 * configured public URL. Links in emails and redirects after email links use it.
 */
export function orgPublicUrl(org: Pick<Organization, 'customDomains'>, config: Pick<AppConfig, 'publicUrl'>): string {
  const domain = (org.customDomains ?? []).map((d) => d.trim()).find(Boolean);
  if (!domain) return config.publicUrl.replace(/\/+$/, '');
  return (/^https?:\/\//i.test(domain) ? domain : `https://${domain}`).replace(/\/+$/, '');
}
