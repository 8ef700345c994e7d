/** The reminder an owner gets before an item or document of the trust center expires. */
import type { ExpiringEntry } from '../../../content/contracts/questionnaire-assist.ts';
import type { MailMessage } from '../../mail/types.ts';
import { escapeHtml } from '../subscriptions/confirmation-email.ts';

export interface ExpiryMailInput {
  orgName: string;
  entry: ExpiringEntry;
  adminUrl: string;
}

/** `Expiry reminder: {title} expires in N days, on {date}`: what happens when it passes, and the admin link. */
export function expiryReminderEmail(to: string, { orgName, entry, adminUrl }: ExpiryMailInput): MailMessage {
  const when = entry.daysLeft === 0 ? 'today' : entry.daysLeft === 1 ? 'tomorrow' : `in ${entry.daysLeft} days`;
  const kind = entry.type === 'item' ? 'item' : 'document';
  const lines = [
    `The ${kind} "${entry.title}" of ${orgName}'s Trust Center expires ${when}, on ${entry.expiry}. You are one of its owners.`,
    'Renew it and enter the new expiry date in the admin; after the date, visitors see it as expired. Until then you get this reminder every 7 days.',
  ];
  const text = ['Hello,', '', ...lines.flatMap((l) => [l, '']), adminUrl].join('\n');
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2937;">
  <p>Hello,</p>
${lines.map((l) => `  <p>${escapeHtml(l)}</p>`).join('\n')}
  <p><a href="${escapeHtml(adminUrl)}">${escapeHtml(adminUrl)}</a></p>
</body>
</html>`;
  return { to, subject: `Expiry reminder: ${entry.title} expires ${when}, on ${entry.expiry}`, text, html };
}
