/**
 * The partner pull (documented in `docs/tprm.md`): `GET /api/tprm/v1/trust-data` with `Authorization: Bearer
 * <token>` answers exactly what the token's account may see — `viewFor(snapshot, AccountExternal account)` of the
 * live revision — once. The token is spent before the data is read (a conditional update, so two concurrent pulls
 * cannot both succeed); a second pull is 410 TPRM_TOKEN_USED; an expired, forged or unknown token is 401.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { TrustData } from '../../../content/contracts/questionnaires.ts';
import { accounts, tprmTokens } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import { appError } from '../../errors.ts';
import { gatedView } from '../access/account-view.ts';
import { requireLiveSnapshot } from '../access/live-snapshot.ts';
import { verifyTprmToken } from './tprm-token.ts';
import { getOrganizationById } from '../organizations/get-organization.ts';

/** The bearer token of an `Authorization` header. @throws TPRM_TOKEN_MISSING */
export function bearerToken(header: string | null): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match) throw appError('TPRM_TOKEN_MISSING');
  return match[1]!;
}

/**
 * Spends the token and returns the account's data.
 * @throws TPRM_TOKEN_INVALID (401): bad signature, expired, unknown `jti`, or the account is gone, revoked or
 * expired; TPRM_TOKEN_USED (410): already pulled; TPRM_DISABLED (403): the organisation turned TPRM off since.
 */
export async function pullTrustData({ db, secret, now, token }: { db: Db; secret: string; now: number; token: string }): Promise<TrustData> {
  const claims = await verifyTprmToken({ secret, token, now });
  if (!claims) throw appError('TPRM_TOKEN_INVALID');
  const [row] = await db
    .select()
    .from(tprmTokens)
    .where(and(eq(tprmTokens.jti, claims.jti), eq(tprmTokens.orgId, claims.orgId), eq(tprmTokens.accountId, claims.accountId)))
    .limit(1);
  if (!row || row.expiresAt <= now) throw appError('TPRM_TOKEN_INVALID');
  if (row.usedAt !== null) throw appError('TPRM_TOKEN_USED');
  const spent = await db
    .update(tprmTokens)
    .set({ usedAt: now })
    .where(and(eq(tprmTokens.jti, row.jti), isNull(tprmTokens.usedAt)))
    .returning({ jti: tprmTokens.jti });
  if (spent.length === 0) throw appError('TPRM_TOKEN_USED');

  const [account] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, claims.accountId), eq(accounts.orgId, claims.orgId)))
    .limit(1);
  if (!account || account.revokedAt != null || (account.expiresAt != null && account.expiresAt <= now)) throw appError('TPRM_TOKEN_INVALID');
  const org = await getOrganizationById({ db, id: claims.orgId });
  if (!org) throw appError('TPRM_TOKEN_INVALID');
  const snapshot = await requireLiveSnapshot({ db, orgId: org.id });
  if (!snapshot.customization.tprmEnabled) throw appError('TPRM_DISABLED');
  const partner = snapshot.tprmPartners.find((p) => p.id === row.partnerId) ?? { id: row.partnerId, name: row.partnerId, domain: '' };
  return {
    version: 1,
    generatedAt: new Date(now).toISOString(),
    organization: { id: org.id, name: org.name },
    account: { id: account.id, name: account.name },
    partner,
    view: gatedView(snapshot, { mode: 'AccountExternal', accountId: account.id, permissionProfileId: account.permissionProfileId }),
  };
}
