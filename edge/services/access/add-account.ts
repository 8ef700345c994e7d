/**
 * Staff open an account (`POST /api/admin/access/accounts`): its permission profile must be one of the published
 * portal's; the creation is audited as `account.update` with what staff entered.
 */
import type { AccountInputSchema } from '../../../content/contracts/access.ts';
import type { AccountRow } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import type { z } from 'zod';
import { appendAudit } from '../audit/audit-log.ts';
import { createAccount } from './create-account.ts';
import { requirePermissionProfile } from './require-permission-profile.ts';

export interface AddAccountOptions {
  db: Db;
  orgId: string;
  /** Parsed with `AccountInputSchema`. */
  input: z.output<typeof AccountInputSchema>;
  /** Staff email. */
  by: string;
  now: () => number;
}

/** @throws PERMISSION_PROFILE_NOT_FOUND when the live portal has no such profile. */
export async function addAccount({ db, orgId, input, by, now }: AddAccountOptions): Promise<AccountRow> {
  await requirePermissionProfile({ db, orgId, profileId: input.permissionProfileId });
  const account = await createAccount({ db, orgId, account: input, now: now() });
  await appendAudit({ db, orgId, action: 'account.update', actor: `staff:${by}`, subject: account.id, data: { created: true, ...input }, now: now() });
  return account;
}
