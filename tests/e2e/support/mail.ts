/**
 * Reading the server's outbox: every email the embedded server sends is an RFC 5322 `.eml` file in
 * `<DATA_DIR>/outbox` (see `tests/e2e/playwright.config.ts`). Tests wait for the newest message to someone and
 * follow the link in it, as a person would with a mail client.
 */
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

export interface Email {
  file: string;
  headers: Record<string, string>;
  /** The decoded text/plain part ('' when absent). */
  text: string;
  /** The decoded text/html part ('' when absent). */
  html: string;
}

export function outboxDir(): string {
  const dir = process.env.GLASSHOUSE_E2E_OUTBOX;
  if (!dir) throw new Error('GLASSHOUSE_E2E_OUTBOX is not set: run the tests with tests/e2e/playwright.config.ts');
  return dir;
}

/** Quoted-printable (RFC 2045 §6.7) to text: soft line breaks removed, `=XX` bytes decoded as UTF-8. */
export function decodeQuotedPrintable(input: string): string {
  const bytes: number[] = [];
  const text = input.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function splitEntity(raw: string): { headers: Record<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { headers: parseHeaders(raw), body: '' };
  return { headers: parseHeaders(raw.slice(0, match.index)), body: raw.slice(match.index + match[0].length) };
}

function decodeBody(body: string, encoding = ''): string {
  switch (encoding.toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** Collects the text/plain and text/html parts of a (possibly nested multipart) entity. */
function collectParts(raw: string, into: { text: string; html: string }): Record<string, string> {
  const { headers, body } = splitEntity(raw);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(new RegExp(`^--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?[ \\t]*\\r?$`, 'm')).slice(1, -1);
    for (const part of parts) collectParts(part.replace(/^\r?\n/, ''), into);
  } else if (/^text\/html/i.test(type)) {
    into.html ||= decodeBody(body, headers['content-transfer-encoding']);
  } else if (/^text\/plain/i.test(type)) {
    into.text ||= decodeBody(body, headers['content-transfer-encoding']);
  }
  return headers;
}

export function parseEml(raw: string, file = ''): Email {
  const parts = { text: '', html: '' };
  const headers = collectParts(raw, parts);
  return { file, headers, ...parts };
}

/** The first link in the email whose URL contains `pathPart` (text part first, then HTML). */
export function linkIn(email: Email, pathPart: string): string | undefined {
  const pattern = /https?:\/\/[^\s<>"')\]]+/g;
  for (const source of [email.text, email.html.replaceAll('&amp;', '&')]) {
    const link = source.match(pattern)?.find((url) => url.includes(pathPart));
    if (link) return link;
  }
  return undefined;
}

/** `.eml` files of the outbox, newest first (by modification time, then name). */
async function listOutbox(): Promise<{ file: string; mtimeMs: number }[]> {
  const dir = outboxDir();
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  const entries = await Promise.all(names.map(async (name) => ({ file: path.join(dir, name), mtimeMs: (await stat(path.join(dir, name))).mtimeMs })));
  return entries.sort((a, b) => b.mtimeMs - a.mtimeMs || b.file.localeCompare(a.file));
}

/** The names of the outbox's `.eml` files now: pass to `waitForEmail` to wait for a new message only. */
export async function outboxSnapshot(): Promise<Set<string>> {
  return new Set((await listOutbox()).map((entry) => entry.file));
}

/**
 * Waits for the newest email to `to` that was not in `seen`, and parses it.
 * @throws when none arrives within `timeoutMs`.
 */
export async function waitForEmail({
  to,
  seen = new Set<string>(),
  timeoutMs = 15_000,
}: {
  to: string;
  seen?: Set<string>;
  timeoutMs?: number;
}): Promise<Email> {
  const deadline = Date.now() + timeoutMs;
  do {
    for (const { file } of await listOutbox()) {
      if (seen.has(file)) continue;
      const email = parseEml(await readFile(file, 'utf8'), file);
      if ((email.headers.to ?? '').toLowerCase().includes(to.toLowerCase())) return email;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  } while (Date.now() < deadline);
  throw new Error(`no new email to ${to} in ${outboxDir()} within ${timeoutMs} ms`);
}
