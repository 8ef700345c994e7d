import type { Mailer } from './types.ts';

/**
 * For a runtime with no mail provider configured: each message is written to the log (links included, so a
 * developer can follow them) instead of being sent.
 */
export function createLogMailer(log: (...args: unknown[]) => void = console.log): Mailer {
  return {
    async send(msg) {
      log(`No mail provider configured; not sent. To: ${msg.to}\nSubject: ${msg.subject}\n\n${msg.text}`);
    },
  };
}
