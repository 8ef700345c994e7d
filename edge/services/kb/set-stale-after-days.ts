/** Setting after how many days unmodified a knowledge-base entry is stale (`PUT /api/admin/kb/health/settings`). */
import { kbHealthSettings } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';

export async function setStaleAfterDays({ db, orgId, days, by, now }: { db: Db; orgId: string; days: number; by: string; now: number }): Promise<void> {
  await db
    .insert(kbHealthSettings)
    .values({ orgId, staleAfterDays: days, updatedAt: now, updatedBy: by })
    .onConflictDoUpdate({ target: kbHealthSettings.orgId, set: { staleAfterDays: days, updatedAt: now, updatedBy: by } });
}
