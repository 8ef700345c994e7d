/**
 * Staff sign-in by emailed magic link, and the staff session.
 *
 * - `requestStaffLogin` emails a single-use link `{portal}/api/admin/auth/callback?token=…` to a staff member; the
 *   token is 32 random bytes (base64url) and only its SHA-256 is stored in `magic_links` (purpose `staff`), valid
 *   for 15 minutes.
 * - `consumeStaffLogin` spends such a token and returns a session token.
 * - The session is a cookie `gh_staff` holding a compact JWT (HS256 with the session secret; claims `sub` = staff
 *   user id, `org` = organisation id, `exp`), valid for 7 days.
 *
 * Web-standard APIs only (Web Crypto, jose), so this runs on Node and Workers alike.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import { MESSAGES } from '../../content/messages.ts';
import { EMAIL_PATTERN } from '../../content/schemas/common.ts';
import type { Db } from '../db/types.ts';
import { magicLinks, organizations, type Organization } from '../db/schema.ts';
import type { AppConfig, LogFn } from '../deps.ts';
import { mailConfigured, type MailMessage, type Mailer } from '../mail/types.ts';
import { appError } from '../errors.ts';
import { orgPublicUrl } from '../middleware/org.ts';
import { findStaffByEmail } from './staff.ts';
import { escapeHtml } from './subscribe-mail.ts';

export const STAFF_SESSION_COOKIE = 'gh_staff';
/** Sessions last 7 days. */
export const STAFF_SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
/** Marks the JWT as a staff session, so a link token signed with the same secret is never taken for one. */
const SESSION_PURPOSE = 'staff-session';
const ALGORITHM = 'HS256';

export interface StaffSessionClaims {
  userId: string;
  orgId: string;
  /** Expiry in ms since the epoch. */
  expiresAt: number;
}

function keyOf(secret: string): Uint8Array {
  if (!secret) throw new Error('The session secret is empty; set SESSION_SECRET.');
  return new TextEncoder().encode(secret);
}

export async function signStaffSession({ secret, userId, orgId, now }: { secret: string; userId: string; orgId: string; now: number }): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ org: orgId, purpose: SESSION_PURPOSE })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + STAFF_SESSION_TTL_SECONDS)
    .sign(keyOf(secret));
}

/** The session's claims, or `null` when the token is malformed, forged, expired or not a staff session. */
export async function verifyStaffSession({ secret, token, now }: { secret: string; token: string; now: number }): Promise<StaffSessionClaims | null> {
  const key = keyOf(secret);
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      currentDate: new Date(now),
      requiredClaims: ['sub', 'exp'],
    });
    if (payload.purpose !== SESSION_PURPOSE || typeof payload.sub !== 'string' || typeof payload.org !== 'string') return null;
    return { userId: payload.sub, orgId: payload.org, expiresAt: (payload.exp ?? 0) * 1000 };
  } catch {
    return null;
  }
}

/** The value of cookie `name` in the request's `Cookie` header, or `null`. */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/**
 * `Secure` only when the portal is served over https, so sign-in still works on `http://localhost`.
 * `baseUrl` is the portal's base URL (`config.publicUrl`, or an organisation's custom domain).
 */
function cookieAttributes(baseUrl: string, maxAge: number): string {
  const secure = /^https:/i.test(baseUrl) ? '; Secure' : '';
  return `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

/** `Set-Cookie` value that stores a session token. */
export function staffSessionCookie(token: string, baseUrl: string): string {
  return `${STAFF_SESSION_COOKIE}=${token}; ${cookieAttributes(baseUrl, STAFF_SESSION_TTL_SECONDS)}`;
}

/** `Set-Cookie` value that removes the session cookie. */
export function clearStaffSessionCookie(baseUrl: string): string {
  return `${STAFF_SESSION_COOKIE}=; ${cookieAttributes(baseUrl, 0)}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/** Body of `POST /api/admin/auth/login`: `{ email }`, trimmed and lowercased, with the sign-in form's messages. */
export const StaffLoginRequestSchema = z.object(
  {
    email: z
      .string({ error: MESSAGES.loginEmailRequired })
      .trim()
      .toLowerCase()
      .min(1, MESSAGES.loginEmailRequired)
      .max(254, MESSAGES.emailInvalid)
      .regex(EMAIL_PATTERN, MESSAGES.emailInvalid),
  },
  { error: MESSAGES.loginEmailRequired },
);

// --- magic links -------------------------------------------------------------------------------------------

/** `magic_links.purpose` of staff sign-in links. */
export const STAFF_LINK_PURPOSE = 'staff';
/** Sign-in links expire 15 minutes after they are sent. */
export const STAFF_LINK_TTL_MS = 15 * 60 * 1000;

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A fresh link token: 32 random bytes, base64url without padding (43 characters). */
export function newLinkToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** SHA-256 of the token as lowercase hex: what `magic_links.token_hash` stores. */
export async function hashLinkToken(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The link in the sign-in email. */
export function staffCallbackUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/api/admin/auth/callback?token=${encodeURIComponent(token)}`;
}

/** The sign-in email: subject "Sign in to {org} Trust Center admin", text and HTML with the link. */
export function staffLoginEmail({ to, orgName, link }: { to: string; orgName: string; link: string }): MailMessage {
  const subject = `Sign in to ${orgName} Trust Center admin`;
  const text = [
    `Hello,`,
    ``,
    `Use this link to sign in to the ${orgName} Trust Center admin. It works once and expires in 15 minutes:`,
    ``,
    link,
    ``,
    `If you did not ask to sign in, ignore this email: nobody can sign in without the link.`,
  ].join('\n');
  const name = escapeHtml(orgName);
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2937;">
  <p>Hello,</p>
  <p>Use this link to sign in to the ${name} Trust Center admin. It works once and expires in 15 minutes.</p>
  <p><a href="${href}" style="display: inline-block; padding: 10px 16px; background: #1d4ed8; color: #ffffff; text-decoration: none; border-radius: 6px;">Sign in to the admin</a></p>
  <p>Or open this link: <a href="${href}">${href}</a></p>
  <p style="color: #6b7280;">If you did not ask to sign in, ignore this email: nobody can sign in without the link.</p>
</body>
</html>`;
  return { to, subject, text, html };
}

export interface RequestStaffLoginOptions {
  db: Db;
  mail: Mailer;
  config: Pick<AppConfig, 'publicUrl'>;
  now: () => number;
  log?: LogFn;
  /** The organisation the request was sent to; `null` when the host serves none (nothing is sent). */
  org: Pick<Organization, 'id' | 'name' | 'customDomains'> | null;
  /** Already trimmed and lowercased. */
  email: string;
}

/**
 * Emails a sign-in link when `email` belongs to a staff member of `org`; does nothing otherwise. The caller answers
 * the same either way, so the response never tells whether an address is staff. A mail failure is logged, not
 * thrown, for the same reason.
 * @returns whether a link was sent.
 * @throws EMAIL_NOT_CONFIGURED (503) when the runtime has no mail provider — for every address alike, before
 *   anything is looked up or stored.
 */
export async function requestStaffLogin({ db, mail, config, now, log = console.error, org, email }: RequestStaffLoginOptions): Promise<boolean> {
  if (!mailConfigured(mail)) throw appError('EMAIL_NOT_CONFIGURED');
  if (!org) return false;
  const staff = await findStaffByEmail({ db, orgId: org.id, email });
  if (!staff) return false;

  const token = newLinkToken();
  await db.insert(magicLinks).values({
    tokenHash: await hashLinkToken(token),
    orgId: org.id,
    email: staff.email,
    purpose: STAFF_LINK_PURPOSE,
    expiresAt: now() + STAFF_LINK_TTL_MS,
  });
  const link = staffCallbackUrl(orgPublicUrl(org, config), token);
  try {
    await mail.send(staffLoginEmail({ to: staff.email, orgName: org.name, link }));
    return true;
  } catch (error) {
    log('Could not send the staff sign-in email', error);
    return false;
  }
}

export interface ConsumeStaffLoginResult {
  /** Value for the session cookie. */
  sessionToken: string;
  userId: string;
  org: Organization;
}

/**
 * Spends a sign-in token: it must exist, be a staff link, unused and unexpired, and its address must still be a
 * staff member of the organisation. The token is marked used in the same statement that checks it, so two
 * concurrent clicks sign in at most once.
 * @returns the new session, or `null` for an invalid, used or expired link.
 */
export async function consumeStaffLogin({ db, secret, now, token }: { db: Db; secret: string; now: () => number; token: string }): Promise<ConsumeStaffLoginResult | null> {
  if (!token || token.length > 200) return null;
  const at = now();
  const [link] = await db
    .update(magicLinks)
    .set({ usedAt: at })
    .where(
      and(
        eq(magicLinks.tokenHash, await hashLinkToken(token)),
        eq(magicLinks.purpose, STAFF_LINK_PURPOSE),
        isNull(magicLinks.usedAt),
        gt(magicLinks.expiresAt, at),
      ),
    )
    .returning();
  if (!link) return null;

  const [org] = await db.select().from(organizations).where(eq(organizations.id, link.orgId)).limit(1);
  const staff = org ? await findStaffByEmail({ db, orgId: link.orgId, email: link.email }) : null;
  if (!org || !staff) return null;
  const sessionToken = await signStaffSession({ secret, userId: staff.id, orgId: org.id, now: at });
  return { sessionToken, userId: staff.id, org };
}
