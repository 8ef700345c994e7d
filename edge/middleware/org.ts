/**
 * Which organisation a request is for: by the host it was sent to (static portal, custom domains) or by the
 * id in the path (`/api/share/:orgId/…`).
 */
import { asc } from 'drizzle-orm';
import type { Db } from '../db/types.ts';
import { organizations, type Organization } from '../db/schema.ts';
import type { AppConfig } from '../deps.ts';
import { appError } from '../errors.ts';

export type OrgResolution =
  | { org: Organization; reason?: undefined }
  /** `unknown-domain`: the host is nobody's; `none`: no organisation exists yet. */
  | { org: null; reason: 'unknown-domain' | 'none' };

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1']);

/**
 * How long the organisation list read for host and path lookups is reused (ms). Every request of the portal and
 * the share API resolves its organisation; the list changes only when staff edit an organisation's slug, name or
 * domains (which clears it at once in this process, `forgetOrganizations`) or another process does (seen within
 * this time). A lookup that finds nothing always reads again, so a new organisation is found at once.
 */
export const ORG_CACHE_MS = 1000;

const orgLists = new WeakMap<Db, { at: number; orgs: Promise<Organization[]> }>();

/** Every organisation, oldest first; reused for `ORG_CACHE_MS` unless `fresh`. */
async function allOrganizations(db: Db, fresh = false): Promise<Organization[]> {
  const now = Date.now();
  const hit = orgLists.get(db);
  if (hit && !fresh && now - hit.at < ORG_CACHE_MS) return hit.orgs;
  const orgs = db.select().from(organizations).orderBy(asc(organizations.createdAt), asc(organizations.id));
  const entry = { at: now, orgs };
  orgLists.set(db, entry);
  orgs.catch(() => {
    if (orgLists.get(db) === entry) orgLists.delete(db);
  });
  return orgs;
}

/** Drops the cached organisation list of `db`: call after writing an organisation row. */
export function forgetOrganizations(db: Db): void {
  orgLists.delete(db);
}

/** Lowercased host name without port or IPv6 brackets: `Trust.Example.com:8443` → `trust.example.com`. */
export function hostnameOf(host: string): string {
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(1, value.indexOf(']') > 0 ? value.indexOf(']') : undefined);
  const colon = value.indexOf(':');
  // More than one colon without brackets is a bare IPv6 address, which has no port.
  if (colon >= 0 && value.indexOf(':', colon + 1) < 0) return value.slice(0, colon);
  return value;
}

function customDomainMatches(domains: string[], host: string, hostname: string): boolean {
  return domains.some((domain) => {
    const d = domain.trim().toLowerCase().replace(/^https?:\/\//, '').replace(/\/.*$/, '');
    return d === hostname || d === host;
  });
}

/**
 * Resolves the organisation served on `host` (a `Host` header value, port allowed):
 * a host listed in an organisation's `custom_domains` → that organisation; the public URL's host, localhost,
 * 127.0.0.1 or ::1 (any port) → the default organisation (`config.defaultOrgSlug`, else the first created);
 * any other host → `unknown-domain`; no organisation at all → `none`.
 */
export async function resolveOrgByHost(db: Db, host: string | null | undefined, config: AppConfig): Promise<OrgResolution> {
  const resolved = resolveAmong(await allOrganizations(db), host, config);
  return resolved.org ? resolved : resolveAmong(await allOrganizations(db, true), host, config);
}

function resolveAmong(orgs: Organization[], host: string | null | undefined, config: AppConfig): OrgResolution {
  if (orgs.length === 0) return { org: null, reason: 'none' };

  const rawHost = (host ?? '').trim().toLowerCase();
  const hostname = hostnameOf(rawHost);
  const byDomain = orgs.find((org) => customDomainMatches(org.customDomains ?? [], rawHost, hostname));
  if (byDomain) return { org: byDomain };

  let publicHostname = '';
  try {
    publicHostname = hostnameOf(new URL(config.publicUrl).host);
  } catch {
    // A malformed public URL only disables this match; localhost still works.
  }
  if (hostname === '' || LOOPBACK_HOSTS.has(hostname) || hostname === publicHostname) {
    const preferred = config.defaultOrgSlug ? orgs.find((org) => org.slug === config.defaultOrgSlug) : undefined;
    return { org: preferred ?? orgs[0]! };
  }
  return { org: null, reason: 'unknown-domain' };
}

/** The organisation named in a `/api/share/:orgId/…` path (its id, or its slug); 404 COMPANY_NOT_FOUND otherwise. */
export async function orgFromPath(db: Db, orgId: string | undefined): Promise<Organization> {
  if (!orgId) throw appError('COMPANY_NOT_FOUND');
  const find = (orgs: Organization[]) => orgs.find((row) => row.id === orgId) ?? orgs.find((row) => row.slug === orgId);
  const org = find(await allOrganizations(db)) ?? find(await allOrganizations(db, true));
  if (!org) throw appError('COMPANY_NOT_FOUND');
  return org;
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
  const custom = (org.customDomains ?? []).map((d) => d.trim().toLowerCase()).find((d) => d.replace(/^https?:\/\//, '').replace(/\/.*$/, '') === host || hostnameOf(d.replace(/^https?:\/\//, '')) === hostnameOf(host));
  if (custom) return `${custom.startsWith('http://') ? 'http' : 'https'}://${host}`;
  return `${url.protocol}//${host}`;
}
