/**
 * Organisations: the installation-wide list of trust centers. The `organizations` row holds what routing needs
 * (slug, custom domains); the content itself, including the `organization` singleton, lives in the draft.
 *
 * Which organisation a request is for is looked up here too: by the host it was sent to (static portal, custom
 * domains) or by the id in the path (`/api/share/:orgId/…`).
 */
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { organizations, type Organization } from '../../db/schema.ts';
import type { AppConfig } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { hostnameOf } from '../../lib/org-url.ts';
import { getOrganizationBySlug } from './get-organization.ts';
import { listOrganizations } from './list-organizations.ts';

/**
 * The organisation a CLI command works on: the one with `slug`, else the only/first one.
 * @throws an Error naming the slug (or saying there is none) when nothing matches.
 */
export async function resolveOrganization({ db, slug }: { db: Db; slug?: string }): Promise<Organization> {
  if (slug) {
    const org = await getOrganizationBySlug({ db, slug });
    if (!org) throw new Error(`No organisation with slug "${slug}".`);
    return org;
  }
  const [first] = await listOrganizations({ db });
  if (!first) throw new Error('There is no organisation yet. Run `glasshouse seed-demo` or `glasshouse import <dir>` first.');
  return first;
}

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
  // `.execute()`: a drizzle query is a thenable that runs again each time it is awaited; the cache must hold the
  // promise of one run, not the query.
  const orgs = db.select().from(organizations).orderBy(asc(organizations.createdAt), asc(organizations.id)).execute();
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

function customDomainMatches(domains: string[], host: string, hostname: string): boolean {
  return domains.some((domain) => {
    const d = domain
      .trim()
      .toLowerCase()
      .replace(/^https?:\/\//, '')
      .replace(/\/.*$/, '');
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
