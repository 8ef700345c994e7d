/** One email to send. `text` and `html` are two renderings of the same message (multipart/alternative). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. `List-Unsubscribe`. */
  headers?: Record<string, string>;
}

/**
 * Sends email. Implementations: outbox folder, SMTP (Node), HTTP provider or `send_email` binding (Workers),
 * in-memory (tests), and the unconfigured mailer of a Worker with no provider.
 */
export interface Mailer {
  send(msg: MailMessage): Promise<void>;
  /** `false` only for a runtime with no mail provider: nothing can be sent (see `mailConfigured`). */
  readonly configured?: boolean;
}

/** Whether the mailer can deliver anything (every mailer but the unconfigured one). */
export function mailConfigured(mail: Mailer): boolean {
  return mail.configured !== false;
}

/** Sender used when `MAIL_FROM` is not set. */
export const DEFAULT_MAIL_FROM = 'Glasshouse <no-reply@localhost>';
