import { mkdir } from 'node:fs/promises';
import { writeMessageInBurst } from './outbox-thread.ts';
import { writeMessage } from './eml.ts';
import { DEFAULT_MAIL_FROM, type Mailer } from './types.ts';

export { composeEml, writeEml, writeMessage } from './eml.ts';

export interface OutboxMailerOptions {
  from?: string;
  log?: (...args: unknown[]) => void;
  now?: () => number;
  /**
   * Compose and write messages that come while another is still on its way on a thread of their own
   * (`outbox-thread.ts`), not the caller's: composing one takes nodemailer about a millisecond of CPU, which a
   * server answering a burst of requests is better without. A message alone is written on the caller's thread, so a
   * server sending little mail never starts the thread (and its memory).
   */
  thread?: boolean;
}

/**
 * The embedded default: every message becomes an `.eml` file named `<timestamp>-<random>-<slug>.eml` in `dir`
 * (default `data/outbox`), readable by any mail client. Names sort by time; the random part keeps messages of the
 * same millisecond apart, also across processes (the server and the CLI share the outbox). Files are created
 * exclusively (`wx`): an existing name is never overwritten, another one is drawn. Each written path is logged.
 * With `thread`, messages of a burst are composed and written on a thread of their own.
 */
export function createOutboxMailer(dir = 'data/outbox', options: OutboxMailerOptions = {}): Mailer & { dir: string } {
  const { from = DEFAULT_MAIL_FROM, log = console.log, now = Date.now, thread = false } = options;
  let ready: Promise<unknown> | null = null;
  const write = thread ? writeMessageInBurst : writeMessage;
  return {
    dir,
    async send(msg) {
      const date = new Date(now());
      ready ??= mkdir(dir, { recursive: true }).catch((error: unknown) => {
        ready = null;
        throw error;
      });
      await ready;
      const path = await write(dir, msg, from, date);
      log(`Mail to ${msg.to} written to ${path}`);
    },
  };
}
