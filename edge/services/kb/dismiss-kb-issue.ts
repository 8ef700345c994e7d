/**
 * Dismissing a knowledge-base health finding (`POST /api/admin/kb/health/dismiss`): it stays hidden until the
 * entries it concerns change.
 */
import type { KbDismiss } from '../../../content/contracts/questionnaire-assist.ts';
import { kbHealthDismissals } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import { appError } from '../../errors.ts';
import { readKbHealth } from './read-kb-health.ts';

/** Hides a finding. @throws NOT_FOUND when no such finding is open. */
export async function dismissKbIssue({ db, orgId, input, by, now }: { db: Db; orgId: string; input: KbDismiss; by: string; now: number }): Promise<void> {
  const health = await readKbHealth({ db, orgId, now });
  const issue = health.issues.find((i) => i.key === input.key && i.kind === input.kind);
  if (!issue) throw appError('NOT_FOUND');
  await db.insert(kbHealthDismissals).values({ orgId, key: issue.key, kind: issue.kind, dismissedAt: now, dismissedBy: by }).onConflictDoNothing();
}
