/**
 * Build tokens: what lets a CI build download one frozen revision (its snapshot and the public assets it needs)
 * from the Worker. A compact JWT, HS256 with `GLASSHOUSE_DEPLOY_SECRET`, claims `purpose`, `org` (the
 * organisation's id or slug), `rev` (the revision number) and `exp`: it opens nothing else, and expires.
 * The Worker mints one with each deploy hook call; `glasshouse build --from` mints its own when it has the secret.
 */
import { SignJWT, jwtVerify } from 'jose';

const PURPOSE = 'glasshouse-build';
/** Names, in a deploy path or token, the organisation the Worker serves on its own address. */
export const HOST_ORG = '_';
const ALGORITHM = 'HS256';
/** A token sent with a deploy hook lasts two hours (CI queues can be slow). */
export const BUILD_TOKEN_TTL_SECONDS = 2 * 60 * 60;

function keyOf(secret: string): Uint8Array {
  if (!secret) throw new Error('The deploy secret is empty; set GLASSHOUSE_DEPLOY_SECRET.');
  return new TextEncoder().encode(secret);
}

export interface BuildTokenOptions {
  secret: string;
  /** The organisation's id (or slug). */
  org: string;
  revision: number;
  now?: number;
  ttlSeconds?: number;
}

export async function createBuildToken({ secret, org, revision, now = Date.now(), ttlSeconds = BUILD_TOKEN_TTL_SECONDS }: BuildTokenOptions): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ purpose: PURPOSE, org, rev: revision })
    .setProtectedHeader({ alg: ALGORITHM })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(keyOf(secret));
}

/**
 * Whether `token` is a valid, unexpired build token for revision `revision` of the organisation (whose id and
 * slug are given: a token names either).
 */
export async function verifyBuildToken({
  secret,
  token,
  org,
  revision,
  now = Date.now(),
}: {
  secret: string;
  token: string;
  org: { id: string; slug: string };
  revision: number;
  now?: number;
}): Promise<boolean> {
  if (!secret || !token) return false;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: [ALGORITHM], currentDate: new Date(now), requiredClaims: ['exp'] });
    return payload.purpose === PURPOSE && payload.rev === revision && (payload.org === org.id || payload.org === org.slug);
  } catch {
    return false;
  }
}
