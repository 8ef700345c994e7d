import { DEFAULT_MAIL_FROM, type MailMessage, type Mailer } from './types.ts';

/**
 * The part of Cloudflare's `send_email` binding this mailer uses: `send()` with a composed message (Email
 * Service's Workers API: https://developers.cloudflare.com/email-service/api/send-emails/workers-api/).
 */
export interface SendEmailBinding {
  send(message: {
    from: string | { name: string; email: string };
    to: string;
    subject: string;
    text?: string;
    html?: string;
    headers?: Record<string, string>;
  }): Promise<unknown>;
}

/** `Name <address>` → `{ name, email }`; a bare address stays a string. */
export function parseSender(from: string): string | { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  if (!match) return from.trim();
  const name = match[1]!.trim();
  return name ? { name, email: match[2]!.trim() } : match[2]!.trim();
}

/**
 * Sends through a Worker's `send_email` binding (`[[send_email]] name = "EMAIL"` in wrangler.toml). The sender
 * (`MAIL_FROM`) must be an address of a domain onboarded to Cloudflare Email Service.
 */
export function createSendEmailMailer({ binding, from = DEFAULT_MAIL_FROM }: { binding: SendEmailBinding; from?: string }): Mailer {
  const sender = parseSender(from);
  return {
    async send(msg: MailMessage) {
      await binding.send({
        from: sender,
        to: msg.to,
        subject: msg.subject,
        text: msg.text,
        html: msg.html,
        ...(msg.headers && Object.keys(msg.headers).length ? { headers: msg.headers } : {}),
      });
    },
  };
}
