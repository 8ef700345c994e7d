/**
 * A member invites colleagues (`POST /api/statuspage/share/{accountId}/external/invite-colleague`): each address
 * gets an email whose link opens the portal's request form pre-filled with it and carrying an invite token; a
 * request with a valid token is approved into the inviting account.
 */
import type { SignedOrgMailing } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { orgPublicUrl } from '../../lib/org-url.ts';
import type { AccountSession } from './resolve-account-session.ts';
import { allowMailOnce } from '../limits/abuse-limits.ts';
import { appendAudit } from '../audit/audit-log.ts';
import { inviteEmail } from './access-mail.ts';
import { signInviteToken } from './invite-token.ts';

/** The link in an invitation: the portal with the request tab open and the token. */
export function inviteUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/?requestAccess=true&inviteToken=${encodeURIComponent(token)}`;
}

export interface InviteColleaguesOptions extends SignedOrgMailing {
  session: AccountSession;
  /** Validated with `InviteSchema`: lowercased, unique. */
  emails: string[];
  message?: string;
  /** An address invited to this organisation less than this long ago is not emailed again (0: always). */
  resendMs?: number;
}

/**
 * Emails every invitation (an address already invited within `resendMs` is skipped: its invitation stands).
 * @throws INVITE_FAILED (500) when an email could not be sent.
 */
export async function inviteColleagues(options: InviteColleaguesOptions): Promise<void> {
  const { db, mail, config, secret, now, log = console.error, org, session, emails, message, resendMs = 0 } = options;
  const inviterName = [session.firstName, session.lastName].filter(Boolean).join(' ');
  let failed = false;
  for (const email of emails) {
    // One invitation per address and window, whoever asks: the first one's link is still good.
    if (!(await allowMailOnce({ db, now: now(), action: 'invite', orgId: org.id, email, windowMs: resendMs }))) continue;
    const token = await signInviteToken({ secret, email, orgId: org.id, accountId: session.accountId, invitedBy: session.memberEmail, now: now() });
    try {
      await mail.send(
        inviteEmail({
          to: email,
          orgName: org.name,
          inviterName,
          inviterEmail: session.memberEmail,
          message,
          link: inviteUrl(orgPublicUrl(org, config), token),
        }),
      );
      await appendAudit({
        db,
        orgId: org.id,
        action: 'invite.send',
        actor: session.memberEmail,
        subject: email,
        data: { accountId: session.accountId, message: message ?? null },
        now: now(),
      });
    } catch (error) {
      log('Could not send an invitation', error);
      failed = true;
    }
  }
  if (failed) throw appError('INVITE_FAILED');
}
