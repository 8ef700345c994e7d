/** The newest version of the organisation's NDA, or null when staff never saved one. */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { ndaVersions, type NdaVersionRow } from '../../db/schema.ts';

export async function findLatestNdaVersion({ db, orgId }: { db: Db; orgId: string }): Promise<NdaVersionRow | null> {
  const [row] = await db.select().from(ndaVersions).where(eq(ndaVersions.orgId, orgId)).orderBy(desc(ndaVersions.version)).limit(1);
  return row ?? null;
}
