/**
 * The embedded server as a visitor meets it, for the HTTP and publish benchmarks: `glasshouse start` in its own
 * process on a temporary data folder (its first start imports and publishes the demo organisation), plus what the
 * benchmarks need beside it — a generated organisation with many knowledge-base entries published live, an
 * account member of it with a session, and staff sessions — written straight to the same database.
 *
 * Started once per `npm run bench` and stopped at its end (`atBenchEnd`). Also: CPU time and resident memory of
 * the server's process tree (the server, its site builds and Pagefind), read from /proc on Linux.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openLibsqlClient } from '../edge/db/client.ts';
import { organizations } from '../edge/db/schema.ts';
import type { Db } from '../edge/db/types.ts';
import { ACCOUNT_SESSION_COOKIE, startAccountSession } from '../edge/services/access/start-account-session.ts';
import { addMember } from '../edge/services/access/add-member.ts';
import { createAccount } from '../edge/services/access/create-account.ts';
import { replaceDraft } from '../edge/services/draft/replace-draft.ts';
import { freezeRevision } from '../edge/services/revisions/freeze-revision.ts';
import { markRevision } from '../edge/services/revisions/mark-revision.ts';
import { STAFF_SESSION_COOKIE } from '../edge/services/staff/staff-session-cookie.ts';
import { startStaffSession } from '../edge/services/staff/consume-staff-login.ts';
import { addStaff } from '../edge/services/staff/add-staff.ts';
import { stopProcessGroup } from '../scripts/lib/processes.ts';
import { atBenchEnd } from './measure.ts';
import { generatedOrganisation } from './search-org.ts';

const ROOT = path.join(import.meta.dirname, '..');

export interface BenchServer {
  /** `http://127.0.0.1:PORT`. */
  url: string;
  port: number;
  dataDir: string;
  db: Db;
  /** The server process (its tree's CPU and memory are read from its pid). */
  pid: number;
  /** The demo organisation (served on the server's own host). */
  demo: { id: string; slug: string };
  sessionSecret: string;
  /** A staff admin session cookie for an organisation. */
  staffCookie(orgId: string): Promise<string>;
  /** Adds an organisation of `entries` public knowledge-base entries (the demo's content otherwise), published live. */
  addGeneratedOrg(slug: string, entries: number, options?: { live?: boolean }): Promise<{ id: string; slug: string }>;
  /** An account (first permission profile) with one member, and the member's session cookie. */
  addMember(orgId: string): Promise<{ accountId: string; cookie: string }>;
}

let started: Promise<BenchServer> | null = null;

/** The shared bench server (started on first use). */
export function benchServer(): Promise<BenchServer> {
  started ??= startBenchServer();
  return started;
}

async function startBenchServer(): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'glasshouse-bench-server-'));
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'glasshouse.mjs'), 'start'], {
    cwd: ROOT,
    // Every request of a load run comes from one loopback address: the abuse limits stay on (their counting is
    // part of what is measured) with counts no load run reaches, so a 429 never counts as an error.
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      ASTRO_TELEMETRY_DISABLED: '1',
      NODE_ENV: 'production',
      RATE_LIMITS: '*.ip=100000000/1m,*.email=100000000/1m,*.org=100000000/1m,*.member=100000000/1m',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start in 10 minutes:\n${output.slice(-2000)}`)), 600_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on http:\/\/[^:]+:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${code}):\n${output.slice(-2000)}`));
    });
  });
  // Keep draining its output so it never blocks on a full pipe.
  child.stdout!.removeAllListeners('data').resume();
  child.stderr!.removeAllListeners('data').resume();
  const stop = async () => {
    await stopProcessGroup(child);
    client.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  atBenchEnd(stop);

  const { db, client } = openLibsqlClient(`file:${path.join(dataDir, 'glasshouse.db')}`);
  const sessionSecret = readFileSync(path.join(dataDir, 'session-secret'), 'utf8').trim();
  const [demo] = await db.select({ id: organizations.id, slug: organizations.slug }).from(organizations).limit(1);
  if (!demo) throw new Error('The server did not import the demo organisation.');

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    db,
    pid: child.pid!,
    demo,
    sessionSecret,
    async staffCookie(orgId) {
      const staff = await addStaff({ db, orgId, email: `bench-admin@${orgId.replace(/[^a-z0-9]/gi, '')}.test`, role: 'admin', now: Date.now() });
      return `${STAFF_SESSION_COOKIE}=${await startStaffSession({ db, userId: staff.id, orgId, now: Date.now() })}`;
    },
    async addGeneratedOrg(slug, entries, { live = true } = {}) {
      const snapshot = generatedOrganisation(entries);
      const id = `org_${slug.replace(/[^a-z0-9]/g, '_')}`;
      snapshot.organization = { ...snapshot.organization, id, slug, name: `Bench ${slug}` };
      const existing = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id));
      if (existing.length === 0)
        await db.insert(organizations).values({ id, slug, name: `Bench ${slug}`, customDomains: [`${slug}.bench.test`], createdAt: Date.now() });
      await replaceDraft({ db, orgId: id, by: 'bench', snapshot });
      if (live) {
        const { number } = await freezeRevision({ db, orgId: id, by: 'bench' });
        await markRevision({ db, orgId: id, number, status: 'live' });
      }
      return { id, slug };
    },
    async addMember(orgId) {
      const now = Date.now();
      const [org] = await db.select().from(organizations).where(eq(organizations.id, orgId));
      const { readDraft } = await import('../edge/services/draft/read-draft.ts');
      const profile = (await readDraft({ db, orgId })).permissionProfiles[0]?.id ?? 'none';
      const account = await createAccount({
        db,
        orgId,
        account: { name: `Bench customer ${now}`, domains: [], permissionProfileId: profile, expiresAt: now + 30 * 86_400_000 },
        now,
      });
      const member = await addMember({
        db,
        orgId,
        accountId: account.id,
        member: { email: `member${now}@customer.test`, firstName: 'Bench', lastName: org?.name ?? 'Member' },
        now,
      });
      const token = await startAccountSession({ db, memberId: member.id, orgId, accountId: account.id, now });
      return { accountId: account.id, cookie: `${ACCOUNT_SESSION_COOKIE}=${token}` };
    },
  };
}

/** CPU seconds (user + system) and resident bytes of a process and all its descendants, or null off Linux. */
export function processTreeUsage(rootPid: number): { cpuSeconds: number; rssBytes: number } | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const ticks = 100; // USER_HZ on Linux
  const pageSize = 4096;
  const stats = new Map<number, { ppid: number; cpu: number; rss: number }>();
  for (const name of entries) {
    try {
      const text = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces) start after the last ')'.
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      // utime, stime, cutime, cstime (fields 14–17): the latter two count finished children too.
      const cpu = (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / ticks;
      const rss = Number(fields[21]) * pageSize;
      stats.set(Number(name), { ppid, cpu, rss });
    } catch {
      // The process ended meanwhile.
    }
  }
  let cpuSeconds = 0;
  let rssBytes = 0;
  const pending = [rootPid];
  const seen = new Set<number>();
  while (pending.length) {
    const pid = pending.pop()!;
    if (seen.has(pid)) continue;
    seen.add(pid);
    const stat = stats.get(pid);
    if (!stat) continue;
    cpuSeconds += stat.cpu;
    rssBytes += stat.rss;
    for (const [child, s] of stats) if (s.ppid === pid) pending.push(child);
  }
  return { cpuSeconds, rssBytes };
}
