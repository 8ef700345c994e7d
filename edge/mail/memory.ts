import type { MailMessage, Mailer } from './types.ts';

/** A mailer that keeps every message in `sent` (tests, previews). */
export function createMemoryMailer(sent: MailMessage[] = []): Mailer & { sent: MailMessage[] } {
  return {
    sent,
    async send(msg) {
      sent.push(structuredClone(msg));
    },
  };
}
