/** One email to send. `text` and `html` are two renderings of the same message (multipart/alternative). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. `List-Unsubscribe`. */
  headers?: Record<string, string>;
}

/** Sends email. Implementations: outbox folder, SMTP (Node), HTTP provider (Workers), in-memory (tests). */
export interface Mailer {
  send(msg: MailMessage): Promise<void>;
}

/** Sender used when `MAIL_FROM` is not set. */
export const DEFAULT_MAIL_FROM = 'Glasshouse <no-reply@localhost>';
