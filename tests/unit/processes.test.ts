/**
 * Stopping a server's process group: what it started goes with it, and one that ignores SIGTERM is killed after
 * the grace period.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { hasExited, stopProcessGroup } from '../../scripts/lib/processes.ts';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('stopProcessGroup', () => {
  it('stops the child and what it started', async () => {
    const child = spawn('sh', ['-c', 'sleep 60 & echo $!; wait'], { detached: true, stdio: ['ignore', 'pipe', 'ignore'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    await until(() => /\d+\n/.test(output));
    const grandchild = Number(output.trim());
    expect(alive(grandchild)).toBe(true);
    await stopProcessGroup(child);
    expect(hasExited(child)).toBe(true);
    await until(() => !alive(grandchild));
    expect(alive(grandchild)).toBe(false);
  });

  it('kills a child that ignores SIGTERM once the grace period is over', async () => {
    const child = spawn('sh', ['-c', "trap '' TERM; echo ready; while true; do sleep 0.05; done"], {
      detached: true,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    await until(() => output.includes('ready'));
    const started = Date.now();
    await stopProcessGroup(child, 300);
    expect(child.signalCode).toBe('SIGKILL');
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('returns at once for a child that has already exited', async () => {
    const child = spawn('true', [], { detached: true, stdio: 'ignore' });
    await new Promise((resolve) => child.once('exit', resolve));
    await stopProcessGroup(child);
    expect(hasExited(child)).toBe(true);
  });
});
