/**
 * Bring your own identity (`/byoid/{orgId}/welcome?byoidJwt=…`): the organisation's own identity system signs a
 * JWT for a person, verified here with the organisation's JWKS URL (asymmetric keys) or shared secret (HS256),
 * and the optional issuer and audience. The token is mapped to a member and an account:
 *
 * - `email` (or `sub` when it is an email) names the person; `given_name` / `family_name` their name;
 * - `accountId` names an existing account, else `company` (or `accountName`) and the email's domain match or
 *   create one;
 * - `permissionProfileId` picks the profile of a new account when it exists in the portal, else the BYOID
 *   default, else the access settings' default.
 */
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { EMAIL_PATTERN } from '../../../content/schemas/common.ts';
import type { Db } from '../../db/types.ts';
import type { Organization } from '../../db/schema.ts';
import type { LogFn } from '../../deps.ts';
import type { ClientInfo } from '../../lib/client.ts';
import { startAccountSession } from './start-account-session.ts';
import { appendAudit } from '../audit/audit-log.ts';
import type { AccessSettings } from '../../../content/contracts/access.ts';
import { readAccessSettings } from './access-settings.ts';
import { accountState } from './account-state.ts';
import { addMember } from './add-member.ts';
import { createAccount } from './create-account.ts';
import { findMemberByEmail } from './find-member-by-email.ts';
import { getAccount } from './get-account.ts';
import { matchAccount } from './match-account.ts';
import { resolveProfileId } from './resolve-profile-id.ts';
import { emailDomain, isFreeMail } from './free-mail.ts';
import { liveSnapshot } from './live-snapshot.ts';
import { defaultExpiry } from './submit-access-request.ts';

// One remote key set per URL, so keys are fetched once and cached by jose.
const keySets = new Map<string, JWTVerifyGetKey>();
function remoteKeys(url: string): JWTVerifyGetKey {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url));
    keySets.set(url, set);
  }
  return set;
}

/** The verified claims, or null when BYOID is off or the token does not verify. */
export async function verifyByoidToken({
  settings,
  token,
  now,
  log = console.error,
}: {
  settings: AccessSettings;
  token: string;
  now: number;
  log?: LogFn;
}): Promise<JWTPayload | null> {
  const { enabled, jwksUrl, sharedSecret, issuer, audience } = settings.byoid;
  if (!enabled || !token || token.length > 8192) return null;
  const options = { currentDate: new Date(now), ...(issuer ? { issuer } : {}), ...(audience ? { audience } : {}) };
  try {
    if (jwksUrl)
      return (await jwtVerify(token, remoteKeys(jwksUrl), { ...options, algorithms: ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA'] })).payload;
    if (sharedSecret) return (await jwtVerify(token, new TextEncoder().encode(sharedSecret), { ...options, algorithms: ['HS256', 'HS384', 'HS512'] })).payload;
  } catch (error) {
    log('A BYOID token did not verify', (error as Error)?.message ?? error);
  }
  return null;
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export type ByoidResult = { ok: true; sessionToken: string; accountId: string } | { ok: false; reason: 'invalid' | 'expired' | 'revoked' };

export async function byoidWelcome({
  db,
  now,
  log,
  org,
  token,
  client,
}: {
  db: Db;
  now: () => number;
  log?: LogFn;
  org: Organization;
  token: string;
  client?: ClientInfo;
}): Promise<ByoidResult> {
  const settings = await readAccessSettings({ db, orgId: org.id });
  const at = now();
  const claims = await verifyByoidToken({ settings, token, now: at, log });
  if (!claims) return { ok: false, reason: 'invalid' };
  const email = (str(claims.email) || str(claims.sub)).toLowerCase();
  if (!EMAIL_PATTERN.test(email) || email.length > 254) return { ok: false, reason: 'invalid' };

  let found = await findMemberByEmail({ db, orgId: org.id, email });
  if (!found) {
    const snapshot = await liveSnapshot({ db, orgId: org.id });
    const named = str(claims.accountId) ? await getAccount({ db, orgId: org.id, accountId: str(claims.accountId) }) : null;
    const companyName = str(claims.company) || str(claims.accountName) || emailDomain(email);
    const freeMail = isFreeMail(email);
    const match = named ? null : await matchAccount({ db, orgId: org.id, email, companyName, freeMail });
    const account =
      named ??
      match?.account ??
      (await createAccount({
        db,
        orgId: org.id,
        account: {
          name: companyName,
          domains: freeMail ? [] : [emailDomain(email)],
          permissionProfileId: resolveProfileId(
            snapshot,
            str(claims.permissionProfileId),
            settings.byoid.permissionProfileId || settings.defaultPermissionProfileId,
          ),
          expiresAt: defaultExpiry(settings, at),
        },
        now: at,
      }));
    const member = await addMember({
      db,
      orgId: org.id,
      accountId: account.id,
      member: { email, firstName: str(claims.given_name), lastName: str(claims.family_name), isAutoApproved: true },
      now: at,
    });
    found = { member, account };
  }
  const state = accountState(found.account, at);
  if (state !== 'active') return { ok: false, reason: state };
  const sessionToken = await startAccountSession({ db, memberId: found.member.id, orgId: org.id, accountId: found.account.id, now: at, client });
  await appendAudit({
    db,
    orgId: org.id,
    action: 'account.login',
    actor: email,
    subject: found.account.id,
    data: { method: 'byoid', issuer: claims.iss ?? null },
    now: at,
  });
  return { ok: true, sessionToken, accountId: found.account.id };
}
