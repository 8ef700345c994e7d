/**
 * A message as an RFC 5322 `.eml` file: composed by nodemailer's composer, written into the outbox folder. Loads
 * only the composer (not nodemailer's transports), so the outbox's thread (`outbox-worker.ts`) stays small.
 */
import { mkdirSync, writeFileSync, writeFile as writeFileWithCallback } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import MailComposer from 'nodemailer/lib/mail-composer';
import { DEFAULT_MAIL_FROM, type MailMessage } from './types.ts';

/** A message as nodemailer's transports and composer take it. */
export function nodemailerMessage(msg: MailMessage, from: string) {
  return { from, to: msg.to, subject: msg.subject, text: msg.text, html: msg.html, headers: msg.headers };
}

/** The domain of a sender address (`Name <user@domain>` or `user@domain`), else `localhost`. */
function domainOf(from: string): string {
  return /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

/**
 * The random part of a message's multipart boundaries, as nodemailer draws it (16 hex digits, 64 bits), from the
 * pool behind `crypto.randomUUID` (62 of its random bits). Left to nodemailer, every part of the message draws its own
 * with `crypto.randomBytes` (a call into OpenSSL each; only the root's is used).
 */
function baseBoundary(): string {
  const uuid = crypto.randomUUID();
  // xxxxxxxx-xxxx-4xxx-Vxxx-…: skip the version digit; the variant digit V keeps two random bits.
  return `${uuid.slice(0, 8)}${uuid.slice(9, 13)}${uuid.slice(15, 18)}${uuid[19]}`;
}

/** Builds the RFC 5322 source of a message (multipart/alternative: text, then html). */
export async function composeEml(msg: MailMessage, from: string = DEFAULT_MAIL_FROM, date: Date = new Date()): Promise<Buffer> {
  // A unique Message-ID at the sender's domain, as nodemailer makes one, without its address parsing and random bytes.
  const messageId = `<${crypto.randomUUID()}@${domainOf(from)}>`;
  const composer = new MailComposer({ ...nodemailerMessage(msg, from), date, messageId, baseBoundary: baseBoundary() });
  return composer.compile().build();
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
 * `writeFile` of `node:fs` as a promise. The one of `node:fs/promises` goes through a `FileHandle` (an object and a
 * promise for each of its open, write and close): for the small file of a message, with 32 writers at once, that
 * took about a third more CPU (65 against 49 µs per file, 36 against 26 µs of it on the server's thread).
 */
const writeFile = promisify(writeFileWithCallback);

/** Attempts at a fresh file name before giving up (each try draws a new random suffix). */
const NAME_ATTEMPTS = 5;

/** Eight random base-36 characters: two messages of the same millisecond (in any process) get different names. */
function randomSuffix(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  return value.toString(36).padStart(8, '0').slice(-8);
}

/** The path of a message's file: `<timestamp>-<random>-<slug>.eml` in `dir` (a new random part on every call). */
function emlPath(dir: string, stamp: string, slug: string): string {
  return join(dir, `${stamp}-${randomSuffix()}-${slug}.eml`);
}

/** Whether a failed exclusive create may be tried again under a new name (`EEXIST`), or after making the folder again (`ENOENT`). */
function retryable(error: unknown, attempt: number): 'again' | 'mkdir' | false {
  if (attempt >= NAME_ATTEMPTS) return false;
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'EEXIST' ? 'again' : code === 'ENOENT' ? 'mkdir' : false;
}

/**
 * Writes the `.eml` `source` of a message into `dir` as `<timestamp>-<random>-<slug>.eml` (the time `date`, the slug
 * of `subject`) and answers its path. The file is created exclusively (`wx`): an existing name is never
 * overwritten, another one is drawn; a folder removed meanwhile is made again.
 */
export async function writeEml(dir: string, source: Uint8Array, subject: string, date: Date): Promise<string> {
  const stamp = date.toISOString().replace(/[:.]/g, '-');
  const slug = slugify(subject);
  for (let attempt = 1; ; attempt++) {
    const path = emlPath(dir, stamp, slug);
    try {
      await writeFile(path, source, { flag: 'wx' });
      return path;
    } catch (error) {
      const retry = retryable(error, attempt);
      if (!retry) throw error;
      if (retry === 'mkdir') await mkdir(dir, { recursive: true });
    }
  }
}

/**
 * {@link writeEml} blocking the calling thread until the file is written: for the outbox's own thread
 * (`outbox-worker.ts`), which has nothing else to do meanwhile. There, one blocking create-write-close costs less
 * than three trips through the process's shared pool of I/O threads (open, write, close), where the files of a
 * burst, created at once in the same folder, contend for it and hold up the rest of the server's pooled work.
 */
export function writeEmlSync(dir: string, source: Uint8Array, subject: string, date: Date): string {
  const stamp = date.toISOString().replace(/[:.]/g, '-');
  const slug = slugify(subject);
  for (let attempt = 1; ; attempt++) {
    const path = emlPath(dir, stamp, slug);
    try {
      writeFileSync(path, source, { flag: 'wx' });
      return path;
    } catch (error) {
      const retry = retryable(error, attempt);
      if (!retry) throw error;
      if (retry === 'mkdir') mkdirSync(dir, { recursive: true });
    }
  }
}

/** Composes `msg` (sent at `date`) and writes it into `dir` (`writeEml`); answers the file's path. */
export async function writeMessage(dir: string, msg: MailMessage, from: string, date: Date): Promise<string> {
  return writeEml(dir, await composeEml(msg, from, date), msg.subject, date);
}

/** {@link writeMessage} with the file written by {@link writeEmlSync} (the outbox's own thread). */
export async function writeMessageBlocking(dir: string, msg: MailMessage, from: string, date: Date): Promise<string> {
  return writeEmlSync(dir, await composeEml(msg, from, date), msg.subject, date);
}
