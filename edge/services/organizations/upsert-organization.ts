/**
 * Creates or updates an organisation's routing row (slug, name, custom domains).
 */
import type { Organization as OrganizationContent } from '../../../content/schemas/organization.ts';
import type { Db } from '../../db/types.ts';
import { organizations, type Organization } from '../../db/schema.ts';
import { forgetOrganizations } from './resolve-organization.ts';

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
