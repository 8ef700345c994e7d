/**
 * Staff sign-in by emailed magic link, and the staff session.
 *
 * - `requestStaffLogin` emails a single-use link `{portal}/api/admin/auth/callback?token=…` to a staff member; the
 *   token is 32 random bytes (base64url) and only its SHA-256 is stored in `magic_links` (purpose `staff`), valid
 *   for 15 minutes.
 * - `consumeStaffLogin` spends such a token and starts a server-side session (`services/sessions/session-store.ts`: 12 hours
 *   idle, 7 days at most); the cookie `gh_staff` holds its random token. Signing out revokes it.
 * - While the link mailed for a sign-in request is unused and younger than the resend window (10 minutes by
 *   default), asking again sends no new mail: the pending link is the one to use. Using a link lifts this.
 *
 * Web-standard APIs only (Web Crypto), so this runs on Node and Workers alike.
 */
import type { Organization } from '../../db/schema.ts';
import type { OrgMailing } from '../../deps.ts';
import { mailConfigured, type MailMessage } from '../../mail/types.ts';
import { appError } from '../../errors.ts';
import { orgPublicUrl } from '../../lib/org-url.ts';
import { allowMailOnce, forgetMail } from '../limits/abuse-limits.ts';
import { findStaffByEmail } from './find-staff.ts';
import { escapeHtml } from '../subscriptions/confirmation-email.ts';
import { issueMagicLink } from '../tokens/magic-link.ts';

// --- magic links -------------------------------------------------------------------------------------------

/** `magic_links.purpose` of staff sign-in links. */
export const STAFF_LINK_PURPOSE = 'staff';
/** Sign-in links expire 15 minutes after they are sent. */
export const STAFF_LINK_TTL_MS = 15 * 60 * 1000;

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

export interface RequestStaffLoginOptions extends Omit<OrgMailing, 'org'> {
  /** The organisation the request was sent to; `null` when the host serves none (nothing is sent). */
  org: Pick<Organization, 'id' | 'name' | 'customDomains'> | null;
  /** Already trimmed and lowercased. */
  email: string;
  /** While an unused link sent this recently exists, no new one is mailed (0: always mail). */
  resendMs?: number;
}

/**
 * Emails a sign-in link when `email` belongs to a staff member of `org`; does nothing otherwise. The caller answers
 * the same either way, so the response never tells whether an address is staff. A mail failure is logged, not
 * thrown, for the same reason. A repeated request while a recent link is unused re-uses it (no new mail).
 * @returns whether a link was sent.
 * @throws EMAIL_NOT_CONFIGURED (503) when the runtime has no mail provider — for every address alike, before
 *   anything is looked up or stored.
 */
export async function requestStaffLogin({ db, mail, config, now, log = console.error, org, email, resendMs = 0 }: RequestStaffLoginOptions): Promise<boolean> {
  if (!mailConfigured(mail)) throw appError('EMAIL_NOT_CONFIGURED');
  if (!org) return false;
  const staff = await findStaffByEmail({ db, orgId: org.id, email });
  if (!staff) return false;
  // The link mailed for an earlier request is still pending (unused): it is the one to use, no new mail.
  if (!(await allowMailOnce({ db, now: now(), action: 'staff-login', orgId: org.id, email: staff.email, windowMs: resendMs }))) return false;

  const token = await issueMagicLink({ db, orgId: org.id, email: staff.email, purpose: STAFF_LINK_PURPOSE, expiresAt: now() + STAFF_LINK_TTL_MS });
  const link = staffCallbackUrl(orgPublicUrl(org, config), token);
  try {
    await mail.send(staffLoginEmail({ to: staff.email, orgName: org.name, link }));
    return true;
  } catch (error) {
    log('Could not send the staff sign-in email', error);
    // Nothing went out: the next request must try again.
    await forgetMail({ db, action: 'staff-login', orgId: org.id, email: staff.email });
    return false;
  }
}
