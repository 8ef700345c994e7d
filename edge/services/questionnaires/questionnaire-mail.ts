/**
 * The email staff get when an account member submits a questionnaire (to the staff who receive access-request
 * notifications, and to the organisation's security mailbox when it has one).
 */
import type { MailMessage } from '../../mail/types.ts';
import { escapeHtml } from '../subscriptions/confirmation-email.ts';

export interface QuestionnaireMailInput {
  orgName: string;
  accountName: string;
  memberName: string;
  memberEmail: string;
  /** "the file soc2-questions.xlsx" or "the link https://…". */
  what: string;
  inboxUrl: string;
}

/** `New questionnaire from {account}` with who sent what and a link to the admin inbox. */
export function questionnaireStaffEmail(to: string, input: QuestionnaireMailInput): MailMessage {
  const who = `${input.memberName || input.memberEmail} <${input.memberEmail}>`;
  const lines = [
    `${who} of ${input.accountName} submitted a questionnaire to ${input.orgName}'s Trust Center: ${input.what}.`,
    'Open the admin (Trust center settings → Questionnaires) to download it and set its status:',
  ];
  const text = ['Hello,', '', ...lines.flatMap((l) => [l, '']), input.inboxUrl].join('\n');
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2937;">
  <p>Hello,</p>
${lines.map((l) => `  <p>${escapeHtml(l)}</p>`).join('\n')}
  <p><a href="${escapeHtml(input.inboxUrl)}">${escapeHtml(input.inboxUrl)}</a></p>
</body>
</html>`;
  return { to, subject: `New questionnaire from ${input.accountName}`, text, html };
}
