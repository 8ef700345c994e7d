/**
 * Knowledge-base health: entries that ask the same question (duplicates: the same words; near-duplicates: worded
 * almost the same), entries whose answers conflict (the same question answered Yes by one and No by another), and
 * stale entries (not modified for the organisation's stale period, 365 days by default). Staff merge, edit or
 * dismiss each finding; a dismissed finding stays hidden until the entries it concerns change.
 */
import { eq } from 'drizzle-orm';
import {
  DEFAULT_STALE_AFTER_DAYS,
  KbHealthSchema,
  type KbDismiss,
  type KbHealth,
  type KbIssue,
  type KbMerge,
} from '../../../content/contracts/questionnaire-assist.ts';
import type { KnowledgeBaseEntry } from '../../../content/schemas/knowledge-base.ts';
import { kbHealthDismissals, kbHealthSettings } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import { AppError, appError } from '../../errors.ts';
import { readDraft } from '../draft/read-draft.ts';
import { editDraft } from '../draft/edit-draft.ts';
import { leadingVerdict } from '../questionnaire-assist/answerer/lexicon.ts';
import { NEAR_DUPLICATE_SIMILARITY, normalisedQuestion, questionSimilarity } from './kb-similarity.ts';

const DAY = 24 * 60 * 60 * 1000;

/** An issue's key names its kind and its entries as they are now (an edit changes the key, so it shows again). */
function issueKey(kind: KbIssue['kind'], entries: KnowledgeBaseEntry[]): string {
  return `${kind}:${entries
    .map((e) => `${e.objectID}@${e.customer_modified_timestamp}`)
    .sort()
    .join(',')}`;
}

const modifiedAt = (e: KnowledgeBaseEntry) => e.customer_modified_timestamp || e.date_timestamp;
const polarity = (e: KnowledgeBaseEntry) => {
  const v = leadingVerdict(e.answer);
  return v === 'not_yet' ? 'no' : v;
};

/** The findings of a knowledge base (pure; `dismissed` keys are left out). */
export function kbIssues(
  entries: KnowledgeBaseEntry[],
  { now, staleAfterDays, dismissed = new Set<string>() }: { now: number; staleAfterDays: number; dismissed?: ReadonlySet<string> },
): KbIssue[] {
  const issues: KbIssue[] = [];
  // Entries that apply to no common product cannot be duplicates of each other.
  const shareProducts = (a: KnowledgeBaseEntry, b: KnowledgeBaseEntry) =>
    a.product_ids.length === 0 || b.product_ids.length === 0 || a.product_ids.some((p) => b.product_ids.includes(p));
  const paired = new Set<string>();
  for (let i = 0; i < entries.length; i++) {
    for (let j = i + 1; j < entries.length; j++) {
      const a = entries[i]!;
      const b = entries[j]!;
      if (!shareProducts(a, b)) continue;
      const similarity = questionSimilarity(a.content, b.content);
      if (similarity < NEAR_DUPLICATE_SIMILARITY) continue;
      // The newer entry first: it is the one to keep.
      const pair = [a, b].sort((x, y) => modifiedAt(y) - modifiedAt(x));
      const [pa, pb] = [polarity(pair[0]!), polarity(pair[1]!)];
      if (pa && pb && pa !== pb && pa !== 'na' && pb !== 'na') {
        issues.push({
          kind: 'conflict',
          key: issueKey('conflict', pair),
          entries: pair.map((e) => e.objectID),
          reason: `The same question is answered ${pa === 'yes' ? 'Yes' : 'No'} in one entry and ${pb === 'yes' ? 'Yes' : 'No'} in the other.`,
          similarity: Math.round(similarity * 100) / 100,
        });
      } else {
        const exact = normalisedQuestion(a.content) === normalisedQuestion(b.content);
        const kind = exact ? 'duplicate' : 'near_duplicate';
        issues.push({
          kind,
          key: issueKey(kind, pair),
          entries: pair.map((e) => e.objectID),
          reason: exact ? 'Two entries ask the same question.' : 'Two entries ask almost the same question.',
          similarity: Math.round(similarity * 100) / 100,
        });
      }
      paired.add(a.objectID);
      paired.add(b.objectID);
    }
  }
  for (const e of entries) {
    const at = modifiedAt(e);
    if (at > 0 && now - at > staleAfterDays * DAY) {
      issues.push({
        kind: 'stale',
        key: issueKey('stale', [e]),
        entries: [e.objectID],
        reason: `Not modified for more than ${staleAfterDays} days.`,
        modifiedAt: at,
      });
    }
  }
  return issues.filter((i) => !dismissed.has(i.key));
}

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

export async function setStaleAfterDays({ db, orgId, days, by, now }: { db: Db; orgId: string; days: number; by: string; now: number }): Promise<void> {
  await db
    .insert(kbHealthSettings)
    .values({ orgId, staleAfterDays: days, updatedAt: now, updatedBy: by })
    .onConflictDoUpdate({ target: kbHealthSettings.orgId, set: { staleAfterDays: days, updatedAt: now, updatedBy: by } });
}

/** Hides a finding. @throws NOT_FOUND when no such finding is open. */
export async function dismissKbIssue({ db, orgId, input, by, now }: { db: Db; orgId: string; input: KbDismiss; by: string; now: number }): Promise<void> {
  const health = await readKbHealth({ db, orgId, now });
  const issue = health.issues.find((i) => i.key === input.key && i.kind === input.kind);
  if (!issue) throw appError('NOT_FOUND');
  await db.insert(kbHealthDismissals).values({ orgId, key: issue.key, kind: issue.kind, dismissedAt: now, dismissedBy: by }).onConflictDoNothing();
}

/**
 * Merges entries into one: the kept entry takes the answer given (or keeps its own), its access level, the
 * products of all of them (an entry for every product makes the merged one for every product), their comments,
 * and is featured if any was; the others are removed.
 * @throws KB_ENTRY_NOT_FOUND
 */
export async function mergeKbEntries({
  db,
  orgId,
  input,
  by,
  now,
}: {
  db: Db;
  orgId: string;
  input: KbMerge;
  by: string;
  now: number;
}): Promise<KnowledgeBaseEntry> {
  if (input.merge.includes(input.keep))
    throw new AppError('VALIDATION_FAILED', { path: 'merge' }, 'Choose the entry to keep and at least one other entry to merge into it.');
  const { value } = await editDraft<KnowledgeBaseEntry>({ db, orgId, by, now }, (current) => {
    const keep = current.knowledgeBase.find((e) => e.objectID === input.keep);
    const others = input.merge.map((id) => current.knowledgeBase.find((e) => e.objectID === id));
    if (!keep || others.some((e) => !e)) throw appError('KB_ENTRY_NOT_FOUND');
    const all = [keep, ...(others as KnowledgeBaseEntry[])];
    const productIds = all.some((e) => e.product_ids.length === 0) ? [] : [...new Set(all.flatMap((e) => e.product_ids))];
    const merged: KnowledgeBaseEntry = {
      ...keep,
      answer: input.answer?.trim() || keep.answer,
      comment: [...new Set(all.map((e) => e.comment.trim()).filter(Boolean))].join('\n'),
      product_ids: productIds,
      favorite_public: all.some((e) => e.favorite_public),
      customer_modified_timestamp: now,
    };
    return {
      changes: {
        put: [{ collection: 'knowledgeBase', data: merged }],
        delete: input.merge.map((recordId) => ({ collection: 'knowledgeBase' as const, recordId })),
      },
      value: merged,
    };
  });
  return value;
}
