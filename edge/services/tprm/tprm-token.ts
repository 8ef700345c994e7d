/**
 * TPRM tokens (visitor spec §2 "Send data to TPRM", §7 `GET …/{partnerId}/jwt/`, §9): a member of an account picks
 * a partner (a third-party risk management tool the organisation configured) and gets a compact JWT to paste into
 * it. The tool pulls the account's view once with it (`pull-trust-data.ts`).
 *
 * The JWT is HS256 with the instance's session secret; claims: `sub` = account id, `org`, `partner`, `purpose` =
 * `tprm`, a random `jti`, `iat`, `exp` = 24 hours later. Only the `jti` is stored (`tprm_tokens`), with who asked,
 * for which partner, the expiry and — once pulled — when it was used: the token itself is shown once and never
 * kept, so it cannot be viewed again.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import { TPRM_TOKEN_TTL_MS } from '../../../content/questionnaires.ts';
import type { Customization } from '../../../content/schemas/customization.ts';
import type { TprmPartner } from '../../../content/schemas/engagement.ts';
import { tprmTokens } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import { appError } from '../../errors.ts';
import type { AccountSession } from '../access/resolve-account-session.ts';

const PURPOSE = 'tprm';
const ALGORITHM = 'HS256';

export interface TprmClaims {
  jti: string;
  orgId: string;
  accountId: string;
  partnerId: string;
  expiresAt: number;
}

function keyOf(secret: string): Uint8Array {
  if (!secret) throw new Error('The session secret is empty; set SESSION_SECRET.');
  return new TextEncoder().encode(secret);
}

function newJti(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface IssueTprmTokenOptions {
  db: Db;
  secret: string;
  now: number;
  session: AccountSession;
  /** The live snapshot's toggle and partners. */
  customization: Pick<Customization, 'tprmEnabled'>;
  partners: TprmPartner[];
  partnerId: string;
}

/**
 * Signs a new token for the member's account and records its `jti`.
 * @throws TPRM_DISABLED when the organisation has not enabled TPRM; TPRM_PARTNER_NOT_FOUND for an unknown partner.
 */
export async function issueTprmToken({
  db,
  secret,
  now,
  session,
  customization,
  partners,
  partnerId,
}: IssueTprmTokenOptions): Promise<{ token: string; expiresAt: number; partner: TprmPartner }> {
  if (!customization.tprmEnabled || partners.length === 0) throw appError('TPRM_DISABLED');
  const partner = partners.find((p) => p.id === partnerId);
  if (!partner) throw appError('TPRM_PARTNER_NOT_FOUND');
  const jti = newJti();
  const issuedAt = Math.floor(now / 1000);
  const expiresAt = issuedAt * 1000 + TPRM_TOKEN_TTL_MS;
  const token = await new SignJWT({ org: session.orgId, partner: partner.id, purpose: PURPOSE })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(session.accountId)
    .setJti(jti)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt / 1000)
    .sign(keyOf(secret));
  await db.insert(tprmTokens).values({
    jti,
    orgId: session.orgId,
    accountId: session.accountId,
    partnerId: partner.id,
    memberId: session.memberId,
    memberEmail: session.memberEmail,
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt, partner };
}

/** The claims of a well-formed, correctly signed, unexpired TPRM token; otherwise `null`. */
export async function verifyTprmToken({ secret, token, now }: { secret: string; token: string; now: number }): Promise<TprmClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: [ALGORITHM], currentDate: new Date(now), requiredClaims: ['sub', 'exp', 'jti'] });
    if (
      payload.purpose !== PURPOSE ||
      typeof payload.org !== 'string' ||
      typeof payload.partner !== 'string' ||
      typeof payload.sub !== 'string' ||
      typeof payload.jti !== 'string'
    )
      return null;
    return { jti: payload.jti, orgId: payload.org, accountId: payload.sub, partnerId: payload.partner, expiresAt: (payload.exp ?? 0) * 1000 };
  } catch {
    return null;
  }
}

export interface RevokeTprmTokenOptions {
  db: Db;
  secret: string;
  now: number;
  session: Pick<AccountSession, 'orgId' | 'accountId'>;
  /** The partner of the route the token was issued on. */
  partnerId: string;
  token: string;
}

/**
 * Revokes a token the member's account was given and has not used (the TPRM dialog's Back: the token is discarded,
 * so it must stop working). Its `jti` row is deleted; a later pull is refused as unknown (401 TPRM_TOKEN_INVALID).
 * @throws TPRM_TOKEN_INVALID for a token that is not a valid, unexpired token of this account and partner, or is
 * already revoked; TPRM_TOKEN_USED when the partner already pulled with it.
 */
export async function revokeTprmToken({ db, secret, now, session, partnerId, token }: RevokeTprmTokenOptions): Promise<void> {
  const claims = await verifyTprmToken({ secret, token, now });
  if (!claims || claims.orgId !== session.orgId || claims.accountId !== session.accountId || claims.partnerId !== partnerId)
    throw appError('TPRM_TOKEN_INVALID');
  const mine = and(eq(tprmTokens.jti, claims.jti), eq(tprmTokens.orgId, session.orgId), eq(tprmTokens.accountId, session.accountId));
  const deleted = await db
    .delete(tprmTokens)
    .where(and(mine, isNull(tprmTokens.usedAt)))
    .returning({ jti: tprmTokens.jti });
  if (deleted.length > 0) return;
  const [used] = await db.select({ jti: tprmTokens.jti }).from(tprmTokens).where(mine).limit(1);
  throw appError(used ? 'TPRM_TOKEN_USED' : 'TPRM_TOKEN_INVALID');
}
