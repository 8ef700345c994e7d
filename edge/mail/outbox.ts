import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import MailComposer from 'nodemailer/lib/mail-composer';
import { DEFAULT_MAIL_FROM, type MailMessage, type Mailer } from './types.ts';

/** Builds the RFC 5322 source of a message (multipart/alternative: text, then html). */
export async function composeEml(msg: MailMessage, from: string = DEFAULT_MAIL_FROM, date: Date = new Date()): Promise<Buffer> {
  const composer = new MailComposer({
    from,
    to: msg.to,
    subject: msg.subject,
    text: msg.text,
    html: msg.html,
    headers: msg.headers,
    date,
  });
  return composer.compile().build();
}

export interface OutboxMailerOptions {
  from?: string;
  log?: (...args: unknown[]) => void;
  now?: () => number;
}

/** A short file-name-safe form of the subject. */
function slugify(text: string): string {
  const slug = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'message';
}

/**
 * The embedded default: every message becomes an `.eml` file named `<timestamp>-<slug>.eml` in `dir`
 * (default `data/outbox`), readable by any mail client. Each written path is logged.
 */
export function createOutboxMailer(dir = 'data/outbox', options: OutboxMailerOptions = {}): Mailer & { dir: string } {
  const { from = DEFAULT_MAIL_FROM, log = console.log, now = Date.now } = options;
  let last = '';
  let counter = 0;
  return {
    dir,
    async send(msg) {
      const date = new Date(now());
      const source = await composeEml(msg, from, date);
      await mkdir(dir, { recursive: true });
      // Several messages in one millisecond (a bulk send) must not overwrite each other.
      const stamp = date.toISOString().replace(/[:.]/g, '-');
      counter = stamp === last ? counter + 1 : 0;
      last = stamp;
      const name = `${stamp}${counter ? `-${counter}` : ''}-${slugify(msg.subject)}.eml`;
      const path = join(dir, name);
      await writeFile(path, source, { flag: 'wx' });
      log(`Mail to ${msg.to} written to ${path}`);
    },
  };
}
