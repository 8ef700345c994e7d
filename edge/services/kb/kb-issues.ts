/**
 * Knowledge-base health: entries that ask the same question (duplicates: the same words; near-duplicates: worded
 * almost the same), entries whose answers conflict (the same question answered Yes by one and No by another), and
 * stale entries (not modified for the organisation's stale period, 365 days by default). Staff merge, edit or
 * dismiss each finding; a dismissed finding stays hidden until the entries it concerns change.
 */
import type { KbIssue } from '../../../content/contracts/questionnaire-assist.ts';
import type { KnowledgeBaseEntry } from '../../../content/schemas/knowledge-base.ts';
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
