/**
 * `PORT=0 glasshouse start` (any free port), run as a child process with a fresh data folder: the server listens on
 * the port the system chose, and the demo site it builds and the emails it writes link to that port — not to
 * `localhost:0`.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startCli, stopServer } from './helpers/cli-process.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'glasshouse-any-port-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('glasshouse start with PORT=0', { timeout: 300_000 }, () => {
  it('listens on the chosen port, and the site and the emails link to it', async () => {
    const dataDir = path.join(dir, 'data');
    const { child, output } = startCli(['start'], { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' }, dir);
    try {
      const deadline = Date.now() + 280_000;
      let port = 0;
      while (Date.now() < deadline && child.exitCode === null && !port) {
        port = Number(/Glasshouse listening on http:\/\/localhost:(\d+)/.exec(output())?.[1] ?? 0);
        if (!port) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(port, output().slice(-3000)).toBeGreaterThan(0);
      const origin = `http://localhost:${port}`;
      expect(output()).toContain(`Sign in at ${origin}/admin`);

      const home = await fetch(`http://127.0.0.1:${port}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain(`<link rel="canonical" href="${origin}/"`);

      const subscribed = await fetch(`http://127.0.0.1:${port}/api/share/org_northwind/subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'any-port@example.com' }),
      });
      expect(subscribed.status, await subscribed.clone().text()).toBe(200);
      const outbox = path.join(dataDir, 'outbox');
      let mail = '';
      while (Date.now() < deadline && !mail) {
        const files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
        mail = files.map((name) => readFileSync(path.join(outbox, name), 'utf8')).find((text) => text.includes('any-port@example.com')) ?? '';
        if (!mail) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // Quoted-printable soft line breaks joined, as a mail reader shows the text.
      const text = mail.replace(/=\r?\n/g, '');
      expect(text).toContain(`${origin}/`);
      expect(text).not.toContain('localhost:0');
    } finally {
      await stopServer(child);
    }
  });
});
