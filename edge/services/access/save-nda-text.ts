/**
 * Saves the organisation's NDA text (Markdown): a changed text is a new version, with the SHA-256 of the exact text
 * acceptances record.
 */
import type { Db } from '../../db/types.ts';
import { ndaVersions, type NdaVersionRow } from '../../db/schema.ts';
import { findLatestNdaVersion } from './find-latest-nda-version.ts';

async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Saves a new version when `text` differs from the newest one; returns the version in force. */
export async function saveNdaText({ db, orgId, text, by, now }: { db: Db; orgId: string; text: string; by: string; now: number }): Promise<NdaVersionRow> {
  const sha256 = await sha256Hex(text);
  for (let attempt = 1; ; attempt++) {
    const latest = await findLatestNdaVersion({ db, orgId });
    if (latest?.sha256 === sha256) return latest;
    try {
      const [row] = await db
        .insert(ndaVersions)
        .values({ orgId, version: (latest?.version ?? 0) + 1, text, sha256, createdAt: now, createdBy: by })
        .returning();
      return row!;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}
