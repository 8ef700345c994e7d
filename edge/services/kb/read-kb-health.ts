/**
 * The knowledge base's health for staff (`GET /api/admin/kb/health`): the findings of the draft's entries
 * (`kb-issues.ts`) less the dismissed ones, and the organisation's stale period.
 */
import { eq } from 'drizzle-orm';
import { DEFAULT_STALE_AFTER_DAYS, KbHealthSchema, type KbHealth } from '../../../content/contracts/questionnaire-assist.ts';
import { kbHealthDismissals, kbHealthSettings } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import { readDraft } from '../draft/read-draft.ts';
import { kbIssues } from './kb-issues.ts';

export async function staleAfterDaysOf({ db, orgId }: { db: Db; orgId: string }): Promise<number> {
  const [row] = await db.select().from(kbHealthSettings).where(eq(kbHealthSettings.orgId, orgId)).limit(1);
  return row?.staleAfterDays ?? DEFAULT_STALE_AFTER_DAYS;
}

/** The organisation's knowledge-base health (of the draft). */
export async function readKbHealth({ db, orgId, now }: { db: Db; orgId: string; now: number }): Promise<KbHealth> {
  const draft = await readDraft({ db, orgId });
  const staleAfterDays = await staleAfterDaysOf({ db, orgId });
  const dismissed = new Set(
    (await db.select({ key: kbHealthDismissals.key }).from(kbHealthDismissals).where(eq(kbHealthDismissals.orgId, orgId))).map((r) => r.key),
  );
  return KbHealthSchema.parse({ staleAfterDays, issues: kbIssues(draft.knowledgeBase, { now, staleAfterDays, dismissed }) });
}
