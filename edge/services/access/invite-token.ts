/**
 * Invitation tokens (visitor spec §3 "Invite token: a JWT whose sub claim is the invited email"): HS256 with the
 * session secret, claims `sub` (invited email), `org`, `acc` (the inviting account) and `purpose: invite`, valid
 * for 14 days. An invalid token is treated as no invitation (visitor spec §4).
 */
import { SignJWT, jwtVerify } from 'jose';

export const INVITE_TTL_SECONDS = 14 * 24 * 60 * 60;
const PURPOSE = 'invite';

function keyOf(secret: string): Uint8Array {
  if (!secret) throw new Error('The session secret is empty; set SESSION_SECRET.');
  return new TextEncoder().encode(secret);
}

export async function signInviteToken({
  secret,
  email,
  orgId,
  accountId,
  invitedBy,
  now,
}: {
  secret: string;
  email: string;
  orgId: string;
  accountId: string;
  invitedBy: string;
  now: number;
}): Promise<string> {
  const iat = Math.floor(now / 1000);
  return new SignJWT({ org: orgId, acc: accountId, by: invitedBy, purpose: PURPOSE })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(email)
    .setIssuedAt(iat)
    .setExpirationTime(iat + INVITE_TTL_SECONDS)
    .sign(keyOf(secret));
}

export interface InviteClaims {
  email: string;
  orgId: string;
  accountId: string;
  invitedBy: string;
}

/** The invitation's claims, or `null` when the token is not a valid invitation of this organisation. */
export async function verifyInviteToken({
  secret,
  token,
  orgId,
  now,
}: {
  secret: string;
  token: string | undefined;
  orgId: string;
  now: number;
}): Promise<InviteClaims | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'], currentDate: new Date(now), requiredClaims: ['sub', 'exp'] });
    if (payload.purpose !== PURPOSE || payload.org !== orgId || typeof payload.sub !== 'string' || typeof payload.acc !== 'string') return null;
    return { email: payload.sub.toLowerCase(), orgId, accountId: payload.acc, invitedBy: typeof payload.by === 'string' ? payload.by : '' };
  } catch {
    return null;
  }
}
