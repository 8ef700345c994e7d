/** Where a member stands with the NDA: on file for their account, accepted by them, or still to accept. */
import type { NdaStatus } from '../../../content/contracts/access.ts';
import type { Db } from '../../db/types.ts';
import type { AccountSession } from './resolve-account-session.ts';
import { findLatestNdaAcceptance } from './find-latest-nda-acceptance.ts';

/**
 * Where the member stands with the NDA. `acceptance`: the member's latest acceptance when the caller has just read
 * it (null: none); otherwise it is read here.
 */
export async function readNdaStatus({
  db,
  session,
  ndaRequired,
  acceptance,
}: {
  db: Db;
  session: AccountSession;
  ndaRequired: boolean;
  acceptance?: { email: string; acceptedAt: number } | null;
}): Promise<NdaStatus> {
  if (session.ndaOnFile) return { passed: true, provider: 'on_file', email: '', required: false, acceptedAt: null };
  const accepted =
    acceptance !== undefined
      ? acceptance
      : await findLatestNdaAcceptance({ db, orgId: session.orgId, accountId: session.accountId, email: session.memberEmail });
  if (accepted) return { passed: true, provider: 'clickwrap', email: accepted.email, required: false, acceptedAt: accepted.acceptedAt };
  return { passed: false, provider: 'none', email: '', required: ndaRequired, acceptedAt: null };
}
