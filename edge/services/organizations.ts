/**
 * Organisations: the installation-wide list of trust centers. The `organizations` row holds what routing needs
 * (slug, custom domains); the content itself, including the `organization` singleton, lives in the draft.
 */
import { asc, eq } from 'drizzle-orm';
import type { Organization as OrganizationContent } from '../../content/schemas/organization.ts';
import type { Db } from '../db/types.ts';
import { organizations, type Organization } from '../db/schema.ts';
import { forgetOrganizations } from '../middleware/org.ts';

export type { Organization };

/** The row values that mirror an `organization` content entity. */
export function orgRowValues(content: Pick<OrganizationContent, 'slug' | 'name' | 'customDomains'>) {
  return { slug: content.slug, name: content.name, customDomains: content.customDomains ?? [] };
}

export interface CreateOrganizationOptions {
  db: Db;
  id: string;
  slug: string;
  name: string;
  customDomains?: string[];
  now?: number;
}

/** Creates an organisation, or updates slug, name and domains of the one with this id. */
export async function upsertOrganization({ db, id, slug, name, customDomains = [], now = Date.now() }: CreateOrganizationOptions): Promise<Organization> {
  const values = orgRowValues({ slug, name, customDomains });
  const [row] = await db
    .insert(organizations)
    .values({ id, ...values, createdAt: now })
    .onConflictDoUpdate({ target: organizations.id, set: values })
    .returning();
  forgetOrganizations(db);
  return row!;
}

export async function getOrganizationById({ db, id }: { db: Db; id: string }): Promise<Organization | null> {
  const rows = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function getOrganizationBySlug({ db, slug }: { db: Db; slug: string }): Promise<Organization | null> {
  const rows = await db.select().from(organizations).where(eq(organizations.slug, slug)).limit(1);
  return rows[0] ?? null;
}

/** Every organisation, oldest first (the first one is the default organisation). */
export async function listOrganizations({ db }: { db: Db }): Promise<Organization[]> {
  return db.select().from(organizations).orderBy(asc(organizations.createdAt), asc(organizations.id));
}

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
