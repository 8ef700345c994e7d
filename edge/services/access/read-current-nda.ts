/** The NDA in force: the newest version staff saved, or version 1 of the default text. */
import type { Db } from '../../db/types.ts';
import type { NdaVersionRow } from '../../db/schema.ts';
import { findLatestNdaVersion } from './find-latest-nda-version.ts';
import { saveNdaText } from './save-nda-text.ts';

/** The text used until staff write their own. */
export function defaultNdaText(orgName: string): string {
  return `# Mutual Non-Disclosure Agreement

By accepting this agreement you agree, on behalf of yourself and the company you represent, that the security,
compliance and privacy information ${orgName} shares with you in its Trust Center is **confidential information**.

1. You will use the confidential information only to evaluate ${orgName}'s services.
2. You will not disclose it to anyone outside your company, except to advisers bound by equal confidentiality.
3. You will protect it with at least the care you give your own confidential information.
4. These obligations last three years from the day you last accessed the Trust Center.

Typing your name and choosing "I agree" has the same effect as signing this agreement by hand.
`;
}

/** The NDA in force: the newest version, creating version 1 from the default text when there is none. */
export async function readCurrentNda({ db, orgId, orgName, now }: { db: Db; orgId: string; orgName: string; now: number }): Promise<NdaVersionRow> {
  const latest = await findLatestNdaVersion({ db, orgId });
  if (latest) return latest;
  return saveNdaText({ db, orgId, text: defaultNdaText(orgName), by: 'system', now });
}
