/** Whether an account's members may use it now: active, or expired, or revoked by staff. */
import type { AccountState } from '../../../content/contracts/access.ts';
import type { AccountRow } from '../../db/schema.ts';

export function accountState(account: Pick<AccountRow, 'revokedAt' | 'expiresAt'>, now: number): AccountState {
  if (account.revokedAt !== null && account.revokedAt !== undefined) return 'revoked';
  if (account.expiresAt !== null && account.expiresAt !== undefined && account.expiresAt <= now) return 'expired';
  return 'active';
}
