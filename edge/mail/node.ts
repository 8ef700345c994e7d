/** Mail setup for the embedded (Node) runtime. Imports nodemailer: never import this from the Worker. */
import { createOutboxMailer } from './outbox.ts';
import { createSmtpMailer } from './smtp.ts';
import { DEFAULT_MAIL_FROM, type Mailer } from './types.ts';

export { createOutboxMailer, composeEml } from './outbox.ts';
export { createSmtpMailer } from './smtp.ts';

export interface NodeMailerOptions {
  /** Folder for `.eml` copies (default `data/outbox`). */
  outboxDir?: string;
  /** `SMTP_URL`; when set, messages are also sent through it. */
  smtpUrl?: string;
  /** `MAIL_FROM`. */
  from?: string;
  log?: (...args: unknown[]) => void;
  /** Compose and write the outbox copies on a thread of their own (the server: `createOutboxMailer`'s `thread`). */
  thread?: boolean;
}

/**
 * The embedded default: every message is written to the outbox folder, and also sent by SMTP when `smtpUrl` is
 * configured (the outbox copy is written first, so a failing SMTP server never loses a message).
 */
export function createNodeMailer({ outboxDir, smtpUrl, from = DEFAULT_MAIL_FROM, log, thread }: NodeMailerOptions = {}): Mailer {
  const outbox = createOutboxMailer(outboxDir, { from, log, thread });
  const smtp = smtpUrl ? createSmtpMailer(smtpUrl, from) : undefined;
  return {
    async send(msg) {
      await outbox.send(msg);
      if (smtp) await smtp.send(msg);
    },
  };
}
