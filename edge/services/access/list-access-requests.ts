/** Staff list the organisation's access requests (`GET /api/admin/access/requests?status=`). */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { accessRequests, type AccessRequestRow } from '../../db/schema.ts';

export const REQUEST_FILTERS = ['pending', 'approved', 'declined', 'all'] as const;
export type RequestFilter = (typeof REQUEST_FILTERS)[number];

/** Requests of the organisation, newest first, optionally by status. */
export async function listAccessRequests({ db, orgId, status = 'pending' }: { db: Db; orgId: string; status?: RequestFilter }): Promise<AccessRequestRow[]> {
  const where = status === 'all' ? eq(accessRequests.orgId, orgId) : and(eq(accessRequests.orgId, orgId), eq(accessRequests.status, status));
  return db.select().from(accessRequests).where(where).orderBy(desc(accessRequests.createdAt)).limit(500);
}
