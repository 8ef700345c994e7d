/**
 * Whether the draft differs from the latest revision, compared as canonical JSON.
 */
import type { Db } from '../../db/types.ts';
import { readDraft } from '../draft/read-draft.ts';
import { readRevisionSnapshot, liveRevision } from './read-revision.ts';

/**
 * Whether the draft differs from the live revision (true when nothing is live yet). Both sides are parsed with
 * the current schema and compared as canonical JSON (sorted keys), so key order and defaults added since the
 * revision was frozen do not count as changes.
 */
export async function draftChanged({ db, orgId }: { db: Db; orgId: string }): Promise<boolean> {
  const live = await liveRevision({ db, orgId });
  if (!live) return true;
  const draft = await readDraft({ db, orgId });
  return canonicalJson(draft) !== canonicalJson(await readRevisionSnapshot({ db, orgId, number: live.number, row: live }));
}

/** JSON with object keys sorted at every level: equal values give equal strings. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      return Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    return v;
  });
}
