/**
 * The origin a request was sent to, when it is one of the organisation's (redirects after sign-in links). The
 * organisation lookups themselves are in `services/organizations/`.
 */
import type { Db } from '../db/types.ts';
import type { Organization } from '../db/schema.ts';
import type { AppConfig } from '../deps.ts';
import { hostnameOf } from '../lib/org-url.ts';
import { resolveOrgByHost } from '../services/organizations/resolve-organization.ts';

/**
 * The origin (`scheme://host[:port]`) a request was made to, when that host is one of `org`'s — a custom domain of
 * it, or for the default organisation the public URL's host or a loopback address — else null. The scheme is the
 * one the browser used (its `Origin` header on a `fetch`), else the public URL's for its host, else https for a
 * custom domain, else the request's own.
 */
export async function orgOriginOfRequest(db: Db, org: Pick<Organization, 'id' | 'customDomains'>, request: Request, config: AppConfig): Promise<string | null> {
  const url = new URL(request.url);
  const host = (request.headers.get('host') ?? url.host).trim().toLowerCase();
  if (!host) return null;
  const { org: owner } = await resolveOrgByHost(db, host, config);
  if (!owner || owner.id !== org.id) return null;
  const origin = request.headers.get('origin');
  if (origin) {
    try {
      const parsed = new URL(origin);
      if (parsed.host.toLowerCase() === host) return parsed.origin;
    } catch {
      // not an origin: ignore it
    }
  }
  try {
    const publicUrl = new URL(config.publicUrl);
    if (publicUrl.host.toLowerCase() === host) return publicUrl.origin;
  } catch {
    // a malformed public URL only disables this match
  }
  const custom = (org.customDomains ?? [])
    .map((d) => d.trim().toLowerCase())
    .find((d) => d.replace(/^https?:\/\//, '').replace(/\/.*$/, '') === host || hostnameOf(d.replace(/^https?:\/\//, '')) === hostnameOf(host));
  if (custom) return `${custom.startsWith('http://') ? 'http' : 'https'}://${host}`;
  return `${url.protocol}//${host}`;
}
