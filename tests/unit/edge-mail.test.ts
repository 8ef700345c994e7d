import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpMailer } from '../../edge/mail/http.ts';
import { createOutboxMailer } from '../../edge/mail/outbox.ts';
import { endOutboxThread, outboxThreadRunning, outboxThreadStarted } from '../../edge/mail/outbox-thread.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'glasshouse-outbox-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const message = {
  to: 'jane@example.com',
  subject: "Confirm your subscription to Acme's updates",
  text: 'Open https://portal.test/confirm?token=abc to confirm.',
  html: '<p>Open <a href="https://portal.test/confirm?token=abc">this link</a> to confirm.</p>',
  headers: { 'X-Glasshouse-Test': 'yes' },
};

describe('createOutboxMailer', () => {
  it('writes each message as an RFC 5322 .eml with text and html alternatives, and logs the path', async () => {
    const logged: string[] = [];
    const mailer = createOutboxMailer(join(dir, 'outbox'), { log: (line) => logged.push(String(line)), now: () => Date.UTC(2026, 0, 2, 3, 4, 5, 6) });
    await mailer.send(message);

    const files = readdirSync(join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^2026-01-02T03-04-05-006Z-[0-9a-z]{8}-confirm-your-subscription-to-acme-s-updates\.eml$/);
    const eml = readFileSync(join(dir, 'outbox', files[0]!), 'utf8');
    expect(eml).toMatch(/^Subject: Confirm your subscription to Acme's updates\r?$/m);
    expect(eml).toMatch(/^To: jane@example.com\r?$/m);
    expect(eml).toMatch(/^From: Glasshouse <no-reply@localhost>\r?$/m);
    expect(eml).toMatch(/^X-Glasshouse-Test: yes\r?$/m);
    expect(eml).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(eml).toMatch(/^Content-Type: text\/plain/m);
    expect(eml).toMatch(/^Content-Type: text\/html/m);
    expect(eml).toContain('https://portal.test/confirm?token=abc');
    expect(logged.some((line) => line.includes(join(dir, 'outbox', files[0]!)))).toBe(true);
  });

  it('keeps messages sent in the same millisecond apart', async () => {
    const mailer = createOutboxMailer(dir, { log: () => {}, now: () => 0, from: 'Acme <trust@acme.test>' });
    await mailer.send(message);
    await mailer.send(message);
    const files = readdirSync(dir);
    expect(files).toHaveLength(2);
    expect(readFileSync(join(dir, files[0]!), 'utf8')).toMatch(/^From: Acme <trust@acme.test>\r?$/m);
  });

  it('gives each message its own Message-ID at the sender’s domain', async () => {
    const mailer = createOutboxMailer(dir, { log: () => {}, from: 'Acme <trust@acme.test>' });
    await mailer.send(message);
    await mailer.send(message);
    const ids = readdirSync(dir).map((name) => /^Message-ID: (.*?)\r?$/m.exec(readFileSync(join(dir, name), 'utf8'))?.[1]);
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(id).toMatch(/^<[0-9a-f-]{36}@acme\.test>$/);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('writes every message of a burst, from several mailers sharing the folder, under its own name', async () => {
    // Two processes (the server and the CLI) write the same outbox; the clock stands still for the whole burst.
    const mailers = [0, 1].map(() => createOutboxMailer(dir, { log: () => {}, now: () => Date.UTC(2026, 0, 2, 3, 4, 5, 6) }));
    const sends = Array.from({ length: 200 }, (_, i) => mailers[i % 2]!.send({ ...message, to: `user${i}@example.com` }));
    const results = await Promise.allSettled(sends);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const files = readdirSync(dir);
    expect(files).toHaveLength(200);
    const recipients = new Set(files.map((name) => /^To: (.*?)\r?$/m.exec(readFileSync(join(dir, name), 'utf8'))?.[1]));
    expect(recipients.size).toBe(200);
  });
});

describe('createOutboxMailer on its own thread', () => {
  it('writes the messages of a burst from its thread, the same .eml files, and logs each path', async () => {
    const logged: string[] = [];
    const at = Date.UTC(2026, 0, 2, 3, 4, 5, 6);
    const threaded = createOutboxMailer(join(dir, 'threaded'), { log: (line) => logged.push(String(line)), now: () => at, thread: true });
    const direct = createOutboxMailer(join(dir, 'direct'), { log: () => {}, now: () => at });
    // The second message comes while the first is on its way: it starts the thread, which takes the rest once ready.
    await Promise.all([threaded.send(message), threaded.send({ ...message, to: 'joe@example.com' })]);
    expect(outboxThreadRunning()).toBe(true);
    await outboxThreadStarted();
    await threaded.send({ ...message, to: 'ann@example.com' });
    await direct.send(message);
    const files = readdirSync(join(dir, 'threaded')).sort();
    expect(files).toHaveLength(3);
    for (const file of files) expect(file).toMatch(/^2026-01-02T03-04-05-006Z-[0-9a-z]{8}-confirm-your-subscription-to-acme-s-updates\.eml$/);
    expect(logged.sort()).toEqual(
      ['ann', 'jane', 'joe']
        .map((name) => {
          const file = files.find((f) => readFileSync(join(dir, 'threaded', f), 'utf8').includes(`To: ${name}@example.com`));
          return `Mail to ${name}@example.com written to ${join(dir, 'threaded', file!)}`;
        })
        .sort(),
    );
    // The same message as composed on the caller's thread, but for its Message-ID and MIME boundaries.
    const normalise = (eml: string) =>
      eml
        .replace(/^Message-ID: .*$/m, '')
        .replace(/^To: .*$/m, '')
        .replace(/--_NmP-[0-9a-f-]+/g, '--BOUNDARY')
        .replace(/boundary="[^"]+"/g, 'boundary="BOUNDARY"');
    const [directFile] = readdirSync(join(dir, 'direct'));
    const expected = normalise(readFileSync(join(dir, 'direct', directFile!), 'utf8'));
    for (const file of files) expect(normalise(readFileSync(join(dir, 'threaded', file), 'utf8'))).toBe(expected);
  });

  it('writes the messages of a burst without waiting for the thread to start', async () => {
    await endOutboxThread();
    expect(outboxThreadRunning()).toBe(false);
    const mailer = createOutboxMailer(dir, { log: () => {}, thread: true });
    const sent = Promise.all(Array.from({ length: 3 }, (_, i) => mailer.send({ ...message, to: `user${i}@example.com` })));
    await vi.waitFor(() => expect(outboxThreadRunning()).toBe(true));
    // Starting a thread loads the mail modules in a new isolate: the burst is written on the caller's thread meanwhile.
    const first = await Promise.race([sent.then(() => 'sent'), outboxThreadStarted().then(() => 'thread ready')]);
    expect(first).toBe('sent');
    expect(readdirSync(dir)).toHaveLength(3);
    await outboxThreadStarted();
    await Promise.all([mailer.send(message), mailer.send(message)]);
    expect(readdirSync(dir)).toHaveLength(5);
  });

  it('writes every message of a burst, each under its own name', async () => {
    const mailer = createOutboxMailer(dir, { log: () => {}, now: () => 0, thread: true });
    const results = await Promise.allSettled(Array.from({ length: 100 }, (_, i) => mailer.send({ ...message, to: `user${i}@example.com` })));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const recipients = new Set(readdirSync(dir).map((name) => /^To: (.*?)\r?$/m.exec(readFileSync(join(dir, name), 'utf8'))?.[1]));
    expect(recipients.size).toBe(100);
  });

  it('fails a send from the thread, with the reason, when its file cannot be written; the thread serves on', async () => {
    const good = createOutboxMailer(join(dir, 'outbox'), { log: () => {}, thread: true });
    const bad = createOutboxMailer(join(dir, 'gone'), { log: () => {}, thread: true });
    await Promise.all([good.send(message), good.send(message)]);
    expect(outboxThreadRunning()).toBe(true);
    await outboxThreadStarted();
    await bad.send(message);
    // The folder is replaced by a file once the mailer has made it: the thread's write fails (ENOTDIR).
    rmSync(join(dir, 'gone'), { recursive: true });
    writeFileSync(join(dir, 'gone'), 'x');
    await expect(bad.send(message)).rejects.toMatchObject({ code: 'ENOTDIR' });
    await good.send(message);
    expect(readdirSync(join(dir, 'outbox'))).toHaveLength(3);
  });

  it('makes the folder again when it was removed while the thread serves, and writes the message there', async () => {
    const mailer = createOutboxMailer(join(dir, 'outbox'), { log: () => {}, thread: true });
    await Promise.all([mailer.send(message), mailer.send(message)]);
    await outboxThreadStarted();
    rmSync(join(dir, 'outbox'), { recursive: true });
    await mailer.send({ ...message, to: 'ann@example.com' });
    const files = readdirSync(join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(readFileSync(join(dir, 'outbox', files[0]!), 'utf8')).toMatch(/^To: ann@example.com\r?$/m);
  });

  it('draws a multipart boundary of its own for every message', async () => {
    const mailer = createOutboxMailer(dir, { log: () => {} });
    await mailer.send(message);
    await mailer.send(message);
    const boundaries = readdirSync(dir).map((name) => /boundary="(--_NmP-[0-9a-f]{16}-Part_1)"/.exec(readFileSync(join(dir, name), 'utf8'))?.[1]);
    expect(boundaries).toHaveLength(2);
    expect(boundaries[0]).toBeDefined();
    expect(boundaries[0]).not.toBe(boundaries[1]);
  });
});

describe('createHttpMailer', () => {
  it('POSTs the message as JSON with the API key', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const mailer = createHttpMailer({
      endpoint: 'https://mail.test/send',
      apiKey: 'k123',
      from: 'Acme <trust@acme.test>',
      fetch: async (url, init) => {
        calls.push({ url: String(url), init: init! });
        return new Response('{}', { status: 202 });
      },
    });
    await mailer.send(message);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://mail.test/send');
    expect(new Headers(calls[0]!.init.headers).get('authorization')).toBe('Bearer k123');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      from: 'Acme <trust@acme.test>',
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
    });
  });

  it('fails when the provider refuses the message', async () => {
    const mailer = createHttpMailer({ endpoint: 'https://mail.test/send', fetch: async () => new Response('quota', { status: 429 }) });
    await expect(mailer.send(message)).rejects.toThrow(/429/);
  });
});
