/**
 * Emails about item conversations: staff hear of a member's new comment (the access settings' notification list,
 * else every admin and editor, while staff notifications are on), and the members who wrote in a thread hear of a
 * staff reply. The comment text is quoted as plain text (escaped in the HTML rendering). A failed send is logged
 * and never fails the comment.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { itemPath, productPath } from '../../../content/links.ts';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import { accountMembers, comments, type Organization } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import type { AppConfig, LogFn } from '../../deps.ts';
import type { MailMessage, Mailer } from '../../mail/types.ts';
import { orgPublicUrl } from '../../lib/org-url.ts';
import { readAccessSettings } from '../access/access-settings.ts';
import { staffRecipients } from '../access/access-notify.ts';
import { escapeHtml } from '../subscriptions/confirmation-email.ts';

interface NotifyBase {
  db: Db;
  mail: Mailer;
  config: Pick<AppConfig, 'publicUrl'>;
  log: LogFn;
  org: Pick<Organization, 'id' | 'name' | 'customDomains'>;
  itemTitle: string;
  content: string;
}

function message({
  to,
  subject,
  intro,
  content,
  url,
  label,
}: {
  to: string;
  subject: string;
  intro: string;
  content: string;
  url: string;
  label: string;
}): MailMessage {
  const text = ['Hello,', '', intro, '', ...content.split('\n').map((line) => `> ${line}`), '', `${label}: ${url}`].join('\n');
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2937;">
  <p>Hello,</p>
  <p>${escapeHtml(intro)}</p>
  <blockquote style="margin: 0; padding: 8px 12px; border-left: 3px solid #d1d5db; white-space: pre-wrap;">${escapeHtml(content)}</blockquote>
  <p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>
</body>
</html>`;
  return { to, subject, text, html };
}

async function sendAll(mail: Mailer, log: LogFn, messages: MailMessage[]): Promise<void> {
  for (const msg of messages) {
    try {
      await mail.send(msg);
    } catch (error) {
      log('Could not send a conversation email', error);
    }
  }
}

/**
 * Tells staff about a member's new comment, naming the card and the item, with a link that opens the item's editor
 * in the admin with its Conversation open (`/admin?item={itemUid}`).
 */
export async function notifyStaffOfComment({
  db,
  mail,
  config,
  log,
  org,
  itemTitle,
  itemUid,
  cardTitle,
  content,
  accountName,
  authorName,
}: NotifyBase & { itemUid: string; cardTitle: string; accountName: string; authorName: string }): Promise<void> {
  const settings = await readAccessSettings({ db, orgId: org.id });
  if (!settings.notifyStaff) return;
  const url = `${orgPublicUrl(org, config)}/admin?${new URLSearchParams({ item: itemUid })}`;
  const recipients = await staffRecipients({ db, orgId: org.id, settings });
  await sendAll(
    mail,
    log,
    recipients.map((to) =>
      message({
        to,
        subject: `New comment on "${itemTitle}" from ${accountName}`,
        intro: `${authorName} (${accountName}) commented on "${itemTitle}" (card "${cardTitle}") in ${org.name}'s Trust Center:`,
        content,
        url,
        label: `Reply on "${itemTitle}" in the admin`,
      }),
    ),
  );
}

/** Tells the account's members who wrote in the thread about a staff reply. */
export async function notifyMembersOfReply({
  db,
  mail,
  config,
  log,
  org,
  itemTitle,
  content,
  accountId,
  itemUid,
  snapshot,
}: NotifyBase & { accountId: string; itemUid: string; snapshot: Snapshot | null }): Promise<void> {
  const writers = await db
    .selectDistinct({ memberId: comments.memberId })
    .from(comments)
    .where(and(eq(comments.orgId, org.id), eq(comments.accountId, accountId), eq(comments.itemUid, itemUid), eq(comments.authorKind, 'member')));
  const ids = writers.map((w) => w.memberId).filter((id): id is string => !!id);
  if (ids.length === 0) return;
  const members = await db
    .select({ email: accountMembers.email })
    .from(accountMembers)
    .where(and(eq(accountMembers.accountId, accountId), inArray(accountMembers.id, ids)));
  const item = snapshot?.items.find((i) => i.itemUid === itemUid);
  const path = snapshot && item ? (item.hidden ? productPath(snapshot, item.productId) : itemPath(snapshot, item)) : '/';
  const url = `${orgPublicUrl(org, config)}${path}`;
  await sendAll(
    mail,
    log,
    members.map(({ email }) =>
      message({
        to: email,
        subject: `${org.name} replied on "${itemTitle}"`,
        intro: `${org.name} replied to your conversation on "${itemTitle}":`,
        content,
        url,
        label: 'Open the conversation',
      }),
    ),
  );
}
