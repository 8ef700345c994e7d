/**
 * Every organisation of the installation, in creation order.
 */
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { organizations, type Organization } from '../../db/schema.ts';

/** Every organisation, oldest first (the first one is the default organisation). */
export async function listOrganizations({ db }: { db: Db }): Promise<Organization[]> {
  return db.select().from(organizations).orderBy(asc(organizations.createdAt), asc(organizations.id));
}
