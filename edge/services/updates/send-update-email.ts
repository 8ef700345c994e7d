/**
 * Emailing a trust center update to the organisation's confirmed subscribers (the email channel of an update,
 * visitor spec §3 "Topic publish payload": `channelEmail.subscribers`). Sent when the revision showing the update
 * goes live (`updates/update-emails.ts` calls {@link sendUpdateEmail}); {@link updateEmail} builds one message and
 * is exported for previews and tests.
 *
 * Every message carries its own signed, expiring unsubscribe token twice:
 * - in the body, a link to the portal (`/?unsubscribeToken=…`), where the visitor confirms in a modal;
 * - in the `List-Unsubscribe` header, the one-click endpoint `POST /api/share/{orgId}/unsubscribe/one-click?token=…`
 *   with `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058), which mail clients call directly.
 */
import type { Topic, Update } from '../../../content/schemas/topic.ts';
// The same Markdown rendering (raw HTML escaped, unsafe links dropped) as the update on the public page.
import { renderMarkdown } from '../../../content/markdown.ts';
import type { SignedOrgMailing } from '../../deps.ts';
import { appError } from '../../errors.ts';
import type { MailMessage } from '../../mail/types.ts';
import { orgPublicUrl } from '../../lib/org-url.ts';
import { UNSUBSCRIBE_TOKEN_TTL_SECONDS, unsubscribeToken } from '../subscriptions/cancel-subscription.ts';
import { escapeHtml } from '../subscriptions/confirmation-email.ts';
import { subscriberRecipients } from './update-emails.ts';
import { formatDate } from '../../../content/dates.ts';

/** `List-Unsubscribe-Post` value of RFC 8058 one-click unsubscribe. */
export const ONE_CLICK_POST_VALUE = 'List-Unsubscribe=One-Click';

/** The one-click endpoint named in the `List-Unsubscribe` header. */
export function oneClickUnsubscribeUrl(baseUrl: string, orgId: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/api/share/${encodeURIComponent(orgId)}/unsubscribe/one-click?token=${encodeURIComponent(token)}`;
}

/** The portal link that opens the unsubscribe confirmation modal. */
export function portalUnsubscribeUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/?unsubscribeToken=${encodeURIComponent(token)}`;
}

/** The portal link that scrolls to the topic (`tcuUid`, visitor spec §2). */
export function topicUrl(baseUrl: string, topicId: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/?tcuUid=${encodeURIComponent(topicId)}`;
}

/** "MMMM d, yyyy" (visitor spec §9), in UTC like the static page. */

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface UpdateEmailOptions {
  to: string;
  orgName: string;
  /** Portal title (default "Trust Center"). */
  portalTitle?: string;
  topic: Pick<Topic, 'id' | 'subject' | 'category'>;
  update: Pick<Update, 'message' | 'createdAt'>;
  /** Portal base URL of the organisation. */
  baseUrl: string;
  orgId: string;
  /** This recipient's unsubscribe token. */
  token: string;
}

/** One update email: text and HTML parts, the unsubscribe link in both, and the List-Unsubscribe headers. */
export function updateEmail({ to, orgName, portalTitle = 'Trust Center', topic, update, baseUrl, orgId, token }: UpdateEmailOptions): MailMessage {
  const subject = `[${orgName} ${portalTitle}] ${topic.subject}`;
  const readUrl = topicUrl(baseUrl, topic.id);
  const leaveUrl = portalUnsubscribeUrl(baseUrl, token);
  const date = formatDate(update.createdAt);
  const category = capitalised(topic.category);
  const why = `You receive this email because you subscribed to ${orgName}'s trust center updates.`;

  const text = [
    `${orgName} ${portalTitle} update · ${category} · ${date}`,
    ``,
    topic.subject,
    ``,
    update.message.trim(),
    ``,
    `Read it on the ${portalTitle}: ${readUrl}`,
    ``,
    `--`,
    why,
    `Unsubscribe: ${leaveUrl}`,
  ].join('\n');

  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2937;">
  <p style="color: #6b7280; font-size: 14px;">${e(`${orgName} ${portalTitle} update`)} · ${e(category)} · ${e(date)}</p>
  <h1 style="font-size: 20px;">${e(topic.subject)}</h1>
  <div>${renderMarkdown(update.message)}</div>
  <p><a href="${e(readUrl)}">Read it on the ${e(portalTitle)}</a></p>
  <hr style="border: none; border-top: 1px solid #e5e7eb;">
  <p style="color: #6b7280; font-size: 13px;">${e(why)} <a href="${e(leaveUrl)}">Unsubscribe</a></p>
</body>
</html>`;

  return {
    to,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${oneClickUnsubscribeUrl(baseUrl, orgId, token)}>`,
      'List-Unsubscribe-Post': ONE_CLICK_POST_VALUE,
    },
  };
}

export interface SendUpdateEmailOptions extends SignedOrgMailing {
  portalTitle?: string;
  topic: Pick<Topic, 'id' | 'subject' | 'category'>;
  update: Pick<Update, 'message' | 'createdAt' | 'spAudience'>;
  /** Lifetime of the unsubscribe links (default 90 days). */
  unsubscribeTtlSeconds?: number;
}

export interface SendUpdateEmailResult {
  /** Addresses the update was sent to. */
  sent: string[];
  /** Addresses whose email could not be sent (logged; the others still go out). */
  failed: string[];
}

/**
 * Emails a public update to every confirmed subscriber whose address and domain are not blocked, one message
 * per subscriber with its own unsubscribe token. A failed send is logged and reported, not thrown.
 * @throws BAD_REQUEST (400) for a private update (spAudience private): those are for account members only and
 * never go to the public subscriber list.
 */
export async function sendUpdateEmail(options: SendUpdateEmailOptions): Promise<SendUpdateEmailResult> {
  const { db, mail, config, secret, now, log = console.error, org } = options;
  const { portalTitle, topic, update, unsubscribeTtlSeconds = UNSUBSCRIBE_TOKEN_TTL_SECONDS } = options;
  if (update.spAudience === 'private') throw appError('BAD_REQUEST', { reason: 'Private updates are not emailed to subscribers.' });

  const recipients = await subscriberRecipients(db, org.id);

  const baseUrl = orgPublicUrl(org, config);
  const result: SendUpdateEmailResult = { sent: [], failed: [] };
  for (const email of recipients) {
    try {
      const token = await unsubscribeToken({ secret, orgId: org.id, email, now: now(), ttlSeconds: unsubscribeTtlSeconds });
      await mail.send(updateEmail({ to: email, orgName: org.name, portalTitle, topic, update, baseUrl, orgId: org.id, token }));
      result.sent.push(email);
    } catch (error) {
      log(`Could not send the update email to ${email}`, error);
      result.failed.push(email);
    }
  }
  return result;
}
