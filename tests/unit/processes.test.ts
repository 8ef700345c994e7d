/**
 * Stopping a server's process group: what it started goes with it — also when the server itself has already
 * exited — and what ignores SIGTERM is killed after the grace period.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasExited, stopProcessGroup } from '../../scripts/lib/processes.ts';

/** Whether a process runs: there, and not a zombie waiting to be reaped (Linux's /proc; elsewhere, signal 0). */
function alive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    try {
      process.kill(pid, 0);
      return process.platform !== 'linux';
    } catch {
      return false;
    }
  }
}

async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Starts `sh -c script` in its own process group; resolves once it has printed a line (a pid). */
async function startGroup(script: string) {
  const child = spawn('sh', ['-c', script], { detached: true, stdio: ['ignore', 'pipe', 'ignore'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  await until(() => output.includes('\n'));
  return { child, pid: Number(output.trim().split('\n')[0]) };
}

describe('stopProcessGroup', () => {
  it('stops the child and what it started', async () => {
    const { child, pid } = await startGroup('sleep 60 & echo $!; wait');
    expect(alive(pid)).toBe(true);
    await stopProcessGroup(child);
    expect(hasExited(child)).toBe(true);
    await until(() => !alive(pid));
    expect(alive(pid)).toBe(false);
  });

  it('stops what the child started when the child itself has already exited', async () => {
    const { child, pid } = await startGroup('sleep 60 & echo $!');
    await until(() => hasExited(child));
    expect(hasExited(child)).toBe(true);
    expect(alive(pid)).toBe(true);
    await stopProcessGroup(child);
    await until(() => !alive(pid));
    expect(alive(pid)).toBe(false);
  });

  it('kills a child that ignores SIGTERM once the grace period is over', async () => {
    const { child } = await startGroup("trap '' TERM; echo 0; while true; do sleep 0.05; done");
    const started = Date.now();
    await stopProcessGroup(child, 300);
    expect(child.signalCode).toBe('SIGKILL');
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('kills what the child started and that ignores SIGTERM, after the child has gone', async () => {
    const { child, pid } = await startGroup("(trap '' TERM; exec sleep 60) & echo $!");
    await until(() => hasExited(child));
    await stopProcessGroup(child, 300);
    await until(() => !alive(pid));
    expect(alive(pid)).toBe(false);
  });
});
