import { DEFAULT_MAIL_FROM, type MailMessage, type Mailer } from './types.ts';

export interface HttpMailerOptions {
  /** URL that accepts a JSON POST `{ from, to, subject, text, html, headers }`. */
  endpoint: string;
  /** Sent as `Authorization: Bearer <apiKey>` when given. */
  apiKey?: string;
  from?: string;
  fetch?: typeof fetch;
}

/**
 * Sends mail through an HTTP email provider using `fetch` only, so it runs on Workers. A non-2xx answer is an
 * error (the caller decides whether that fails the request).
 */
export function createHttpMailer({ endpoint, apiKey, from = DEFAULT_MAIL_FROM, fetch: doFetch = fetch }: HttpMailerOptions): Mailer {
  return {
    async send(msg: MailMessage) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (apiKey) headers.authorization = `Bearer ${apiKey}`;
      const response = await doFetch(endpoint, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          from,
          to: msg.to,
          subject: msg.subject,
          text: msg.text,
          html: msg.html,
          headers: msg.headers ?? {},
        }),
      });
      if (!response.ok) {
        const detail = await response.text().catch(() => '');
        throw new Error(`Mail provider answered ${response.status}: ${detail.slice(0, 200)}`);
      }
    },
  };
}
