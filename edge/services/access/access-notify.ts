/**
 * Notifications about new access requests: an email to staff, and an optional webhook with an HMAC-SHA256
 * signature (`X-Glasshouse-Signature: sha256=<hex of HMAC(secret, body)>`), as plain JSON or as a
 * Slack-compatible `{ text }` message. Failures are logged: a notification never fails the request itself.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { staffUsers, type AccessRequestRow, type Organization } from '../../db/schema.ts';
import type { AppConfig, LogFn } from '../../deps.ts';
import type { Mailer } from '../../mail/types.ts';
import { orgPublicUrl } from '../../lib/org-url.ts';
import { staffNotificationEmail } from './access-mail.ts';
import type { AccessSettings } from '../../../content/contracts/access.ts';

/** Webhook calls give up after this long. */
export const WEBHOOK_TIMEOUT_MS = 5000;
export const SIGNATURE_HEADER = 'x-glasshouse-signature';

/** Hex HMAC-SHA256 of `body` with `secret`. */
export async function hmacSha256Hex(secret: string, body: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The JSON webhook body for a new request. */
export function webhookPayload(org: Pick<Organization, 'id' | 'name'>, request: AccessRequestRow, accountName: string | null) {
  return {
    event: 'access_request.created',
    organization: { id: org.id, name: org.name },
    request: {
      id: request.id,
      kind: request.kind,
      status: request.status,
      feedback: request.feedback,
      email: request.email,
      firstName: request.firstName,
      lastName: request.lastName,
      companyName: request.companyName,
      productId: request.productId,
      matchingReason: request.matchingReason,
      accountId: request.accountId ?? request.matchedAccountId,
      accountName,
      details: request.details,
      createdAt: new Date(request.createdAt).toISOString(),
    },
  };
}

/** A Slack-compatible message for a new request. */
export function slackPayload(org: Pick<Organization, 'name'>, request: AccessRequestRow, accountName: string | null, adminUrl: string) {
  const who = `${[request.firstName, request.lastName].filter(Boolean).join(' ') || request.email} <${request.email}>`;
  const company = request.companyName ? ` from ${request.companyName}` : '';
  const state =
    request.status === 'pending'
      ? 'waiting for review'
      : request.status === 'approved'
        ? `approved automatically${accountName ? ` into ${accountName}` : ''}`
        : 'declined automatically';
  return {
    text: `New ${request.kind === 'extend' ? 'access extension' : 'access'} request to ${org.name}'s Trust Center: ${who}${company} — ${state}. <${adminUrl}|Review>`,
  };
}

export interface NotifyOptions {
  db: Db;
  mail: Mailer;
  config: Pick<AppConfig, 'publicUrl'>;
  log?: LogFn;
  org: Pick<Organization, 'id' | 'name' | 'customDomains'>;
  settings: AccessSettings;
  request: AccessRequestRow;
  accountName?: string | null;
}

/** Staff who get notification emails: the configured list, else every admin and editor. */
export async function staffRecipients({ db, orgId, settings }: { db: Db; orgId: string; settings: AccessSettings }): Promise<string[]> {
  if (settings.staffNotificationEmails.length > 0) return settings.staffNotificationEmails;
  const rows = await db
    .select({ email: staffUsers.email })
    .from(staffUsers)
    .where(and(eq(staffUsers.orgId, orgId), inArray(staffUsers.role, ['admin', 'editor'])));
  return rows.map((r) => r.email);
}

/** Emails staff and calls the webhook about a new request. */
export async function notifyNewRequest({ db, mail, config, log = console.error, org, settings, request, accountName = null }: NotifyOptions): Promise<void> {
  const adminUrl = `${orgPublicUrl(org, config)}/admin/access`;
  if (settings.notifyStaff) {
    for (const to of await staffRecipients({ db, orgId: org.id, settings })) {
      try {
        await mail.send(
          staffNotificationEmail(to, {
            orgName: org.name,
            kind: request.kind,
            status: request.status,
            email: request.email,
            name: [request.firstName, request.lastName].filter(Boolean).join(' '),
            companyName: request.companyName,
            matchingReason: request.matchingReason,
            accountName,
            adminUrl,
          }),
        );
      } catch (error) {
        log('Could not send the staff notification email', error);
      }
    }
  }
  await callWebhook({
    settings,
    log,
    body: settings.webhook.format === 'slack' ? slackPayload(org, request, accountName, adminUrl) : webhookPayload(org, request, accountName),
  });
}

/** POSTs the signed body to the configured webhook, if any. */
export async function callWebhook({ settings, body, log = console.error }: { settings: AccessSettings; body: unknown; log?: LogFn }): Promise<void> {
  const { url, secret } = settings.webhook;
  if (!url) return;
  const text = JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json', 'user-agent': 'Glasshouse-Webhook/1' };
  if (secret) headers[SIGNATURE_HEADER] = `sha256=${await hmacSha256Hex(secret, text)}`;
  try {
    const response = await fetch(url, { method: 'POST', headers, body: text, signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS) });
    if (!response.ok) log(`The access request webhook answered ${response.status}`);
    await response.body?.cancel().catch(() => {});
  } catch (error) {
    log('Could not call the access request webhook', error);
  }
}
