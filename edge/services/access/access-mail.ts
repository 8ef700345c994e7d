/**
 * The emails of gated access: sign-in links for account members, the requester's acknowledgements and outcomes,
 * staff notifications and colleague invitations. Each is a text and an HTML rendering of the same message.
 */
import type { MailMessage } from '../../mail/types.ts';
import { escapeHtml } from '../subscriptions/confirmation-email.ts';

function render({
  to,
  subject,
  paragraphs,
  action,
  footer,
}: {
  to: string;
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string; note: string };
  footer?: string;
}): MailMessage {
  const text = ['Hello,', '', ...paragraphs.flatMap((p) => [p, '']), ...(action ? [action.note, '', action.url, ''] : []), ...(footer ? [footer] : [])]
    .join('\n')
    .trimEnd();
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2937;">
  <p>Hello,</p>
${paragraphs.map((p) => `  <p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n')}
${
  action
    ? `  <p><a href="${escapeHtml(action.url)}" style="display: inline-block; padding: 10px 16px; background: #1d4ed8; color: #ffffff; text-decoration: none; border-radius: 6px;">${escapeHtml(action.label)}</a></p>
  <p>${escapeHtml(action.note)} <a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>`
    : ''
}
${footer ? `  <p style="color: #6b7280;">${escapeHtml(footer)}</p>` : ''}
</body>
</html>`;
  return { to, subject, text, html };
}

/** A member's sign-in link (single use, 15 minutes). */
export function accountLoginEmail({ to, orgName, link }: { to: string; orgName: string; link: string }): MailMessage {
  return render({
    to,
    subject: `Your sign-in link to ${orgName}'s Trust Center`,
    paragraphs: [`Use this link to sign in to ${orgName}'s Trust Center. It works once and expires in 15 minutes.`],
    action: { label: 'Sign in to the Trust Center', url: link, note: 'Or open this link:' },
    footer: 'If you did not ask to sign in, ignore this email: nobody can sign in without the link.',
  });
}

/** Asks a member of an expired account to confirm the extension requested in their name (link valid 24 hours). */
export function extensionConfirmEmail({ to, orgName, link }: { to: string; orgName: string; link: string }): MailMessage {
  return render({
    to,
    subject: `Confirm your request to extend access to ${orgName}'s Trust Center`,
    paragraphs: [
      `Someone asked to extend your access to ${orgName}'s Trust Center, which has ended. If it was you, confirm the request with this link within 24 hours; ${orgName} will then review it.`,
    ],
    action: { label: 'Confirm my request', url: link, note: 'Or open this link:' },
    footer: 'If you did not ask for this, ignore this email: nothing is requested without your confirmation.',
  });
}

/** Sent when a request waits for review. */
export function requestReceivedEmail({ to, orgName }: { to: string; orgName: string }): MailMessage {
  return render({
    to,
    subject: `We received your request for access to ${orgName}'s Trust Center`,
    paragraphs: [`Thank you for your request. ${orgName} will review it and email you when it is decided.`],
  });
}

/** Sent when a request is approved (by staff or automatically), with a first sign-in link. */
export function requestApprovedEmail({ to, orgName, link }: { to: string; orgName: string; link: string }): MailMessage {
  return render({
    to,
    subject: `Your access to ${orgName}'s Trust Center is approved`,
    paragraphs: [
      `Your request for access to ${orgName}'s Trust Center was approved.`,
      'Use this link to sign in. It works once and expires in 15 minutes; you can ask for a new one on the Trust Center at any time.',
    ],
    action: { label: 'Sign in to the Trust Center', url: link, note: 'Or open this link:' },
  });
}

/** Sent when an extension of expired access is approved. */
export function extensionApprovedEmail({ to, orgName, link }: { to: string; orgName: string; link: string }): MailMessage {
  return render({
    to,
    subject: `Your access to ${orgName}'s Trust Center was extended`,
    paragraphs: [`Your access to ${orgName}'s Trust Center was extended.`],
    action: { label: 'Sign in to the Trust Center', url: link, note: 'Or open this link (valid for 15 minutes):' },
  });
}

/** Sent when a request is declined. */
export function requestDeclinedEmail({ to, orgName }: { to: string; orgName: string }): MailMessage {
  return render({
    to,
    subject: `Your request for access to ${orgName}'s Trust Center`,
    paragraphs: [`${orgName} reviewed your request for access to its Trust Center and could not approve it.`],
  });
}

export interface StaffNotificationInput {
  orgName: string;
  kind: 'access' | 'extend';
  status: 'pending' | 'approved' | 'declined';
  email: string;
  name: string;
  companyName: string;
  matchingReason?: string | null;
  accountName?: string | null;
  adminUrl: string;
}

/** Tells staff about a new request (and whether it was decided automatically). */
export function staffNotificationEmail(to: string, input: StaffNotificationInput): MailMessage {
  const what = input.kind === 'extend' ? 'an extension of access' : 'access';
  const outcome =
    input.status === 'pending'
      ? 'It is waiting for your review.'
      : input.status === 'approved'
        ? `It was approved automatically${input.accountName ? ` into the account ${input.accountName}` : ''}.`
        : 'It was declined automatically.';
  return render({
    to,
    subject: `${input.status === 'pending' ? 'New access request' : `Access request ${input.status}`}: ${input.name || input.email}${input.companyName ? ` (${input.companyName})` : ''}`,
    paragraphs: [
      `${input.name || input.email} <${input.email}>${input.companyName ? ` from ${input.companyName}` : ''} asked for ${what} to ${input.orgName}'s Trust Center. ${outcome}`,
      ...(input.matchingReason ? [`Matching reason: ${input.matchingReason}${input.accountName ? ` (${input.accountName})` : ''}`] : []),
    ],
    action: { label: 'Open the access requests', url: input.adminUrl, note: 'Review it in the admin:' },
  });
}

/** A colleague's invitation: the link opens the request form pre-filled with the invited address. */
export function inviteEmail({
  to,
  orgName,
  inviterName,
  inviterEmail,
  message,
  link,
}: {
  to: string;
  orgName: string;
  inviterName: string;
  inviterEmail: string;
  message?: string;
  link: string;
}): MailMessage {
  const who = inviterName ? `${inviterName} (${inviterEmail})` : inviterEmail;
  return render({
    to,
    subject: `${inviterName || inviterEmail} invited you to ${orgName}'s Trust Center`,
    paragraphs: [`${who} invited you to view ${orgName}'s Trust Center.`, ...(message ? [`Their message:\n${message}`] : [])],
    action: { label: 'Accept the invitation', url: link, note: 'Or open this link (valid for 14 days):' },
  });
}
