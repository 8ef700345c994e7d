/** The emails of the subscription flow, as text and HTML renderings of the same message. */
import type { MailMessage } from '../../mail/types.ts';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export interface ConfirmationEmailOptions {
  to: string;
  orgName: string;
  confirmUrl: string;
}

/** Asks the subscriber to confirm the address (double opt-in); the link is valid for 7 days. */
export function confirmationEmail({ to, orgName, confirmUrl }: ConfirmationEmailOptions): MailMessage {
  const subject = `Confirm your subscription to ${orgName}'s updates`;
  const text = [
    `Hello,`,
    ``,
    `Someone (hopefully you) asked to receive ${orgName}'s trust center updates at this address.`,
    `To confirm, open this link within 7 days:`,
    ``,
    confirmUrl,
    ``,
    `If you did not ask for this, ignore this email: you will not be subscribed.`,
  ].join('\n');
  const name = escapeHtml(orgName);
  const href = escapeHtml(confirmUrl);
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2937;">
  <p>Hello,</p>
  <p>Someone (hopefully you) asked to receive ${name}'s trust center updates at this address.</p>
  <p><a href="${href}" style="display: inline-block; padding: 10px 16px; background: #1d4ed8; color: #ffffff; text-decoration: none; border-radius: 6px;">Confirm subscription</a></p>
  <p>Or open this link within 7 days: <a href="${href}">${href}</a></p>
  <p style="color: #6b7280;">If you did not ask for this, ignore this email: you will not be subscribed.</p>
</body>
</html>`;
  return { to, subject, text, html };
}
