/**
 * What approving and declining an access request share (`approve-access-request.ts`, `decline-access-request.ts`):
 * the pending request they decide on, and who decides.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { accessRequests, type AccessRequestRow } from '../../db/schema.ts';
import type { OrgMailing } from '../../deps.ts';
import { appError } from '../../errors.ts';

/** The request, still pending. @throws ACCESS_REQUEST_NOT_FOUND; ACCESS_REQUEST_DECIDED */
export async function requirePendingAccessRequest({ db, orgId, requestId }: { db: Db; orgId: string; requestId: string }): Promise<AccessRequestRow> {
  const [row] = await db
    .select()
    .from(accessRequests)
    .where(and(eq(accessRequests.orgId, orgId), eq(accessRequests.id, requestId)))
    .limit(1);
  if (!row) throw appError('ACCESS_REQUEST_NOT_FOUND');
  if (row.status !== 'pending') throw appError('ACCESS_REQUEST_DECIDED');
  return row;
}

export interface DecisionDeps extends OrgMailing {
  /** Staff email. */
  by: string;
}
