/**
 * Account-member authorisation for `/api/statuspage/share/{accountId}/external/…` routes:
 *
 *   router.get('/api/statuspage/share/:accountId/external/view', async (request) => {
 *     const session = await requireAccountSession(request, deps, { accountId: request.params.accountId });
 *     …
 *   });
 *
 * Whether a session is usable (and `readAccountSession` for routes where a member is optional, such as
 * downloading a gated document) is decided in `services/access/resolve-account-session.ts`.
 */
import type { AppDeps } from '../deps.ts';
import { appError } from '../errors.ts';
import { resolveAccountSession, type AccountSession } from '../services/access/resolve-account-session.ts';

export type { AccountSession };

/**
 * The usable account session of the request, for routes of one account.
 * An `nda-pending` session is returned (with `ndaPending: true`): the caller decides what it may see.
 * @throws UNAUTHENTICATED (401) without a session (or a revoked account); ACCESS_EXPIRED (403, `feedback:
 * access_expired`) when the account's access is over; FORBIDDEN (403) when `accountId` is another account's.
 */
export async function requireAccountSession(
  request: Request,
  deps: Pick<AppDeps, 'db' | 'now'>,
  { accountId }: { accountId?: string } = {},
): Promise<AccountSession> {
  const resolved = await resolveAccountSession(request, deps);
  if (resolved.status === 'none' || resolved.status === 'revoked') throw appError('UNAUTHENTICATED');
  if (accountId !== undefined && resolved.session.accountId !== accountId) throw appError('FORBIDDEN');
  if (resolved.status === 'expired') throw appError('ACCESS_EXPIRED', { feedback: 'access_expired' });
  return resolved.session;
}
