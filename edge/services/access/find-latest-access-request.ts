/** The newest access request (kind `access`) from an address. */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { accessRequests, type AccessRequestRow } from '../../db/schema.ts';

export async function findLatestAccessRequest({ db, orgId, email }: { db: Db; orgId: string; email: string }): Promise<AccessRequestRow | null> {
  const [row] = await db
    .select()
    .from(accessRequests)
    .where(and(eq(accessRequests.orgId, orgId), eq(accessRequests.email, email), eq(accessRequests.kind, 'access')))
    .orderBy(desc(accessRequests.createdAt))
    .limit(1);
  return row ?? null;
}
