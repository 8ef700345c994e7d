/**
 * One organisation by id or slug; `requireOrganization` answers 404 when there is none.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { organizations, type Organization } from '../../db/schema.ts';
import { appError } from '../../errors.ts';

export type { Organization };

/** The organisation with this id, or null. */
export async function getOrganizationById({ db, id }: { db: Db; id: string }): Promise<Organization | null> {
  const rows = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  return rows[0] ?? null;
}

/**
 * The organisation of a signed-in staff member or account member (`orgId` of their session).
 * @throws UNAUTHENTICATED when it no longer exists: the session belongs to nothing.
 */
export async function requireOrganization({ db, id }: { db: Db; id: string }): Promise<Organization> {
  const org = await getOrganizationById({ db, id });
  if (!org) throw appError('UNAUTHENTICATED');
  return org;
}

/** The organisation with this slug, or null. */
export async function getOrganizationBySlug({ db, slug }: { db: Db; slug: string }): Promise<Organization | null> {
  const rows = await db.select().from(organizations).where(eq(organizations.slug, slug)).limit(1);
  return rows[0] ?? null;
}
