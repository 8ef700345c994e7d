/**
 * Stopping a child process started with `detached: true` together with everything it started (its process group):
 * `glasshouse start`'s build workers, `wrangler dev`'s workerd. The CLI, its tests, the smoke test, the canary
 * check and the benchmarks all stop their servers this way, so none is ever left running behind them.
 */
import type { ChildProcess } from 'node:child_process';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Waits for `done` or `ms`, whichever comes first; the timer is cleared, so it never keeps the process alive. */
async function within(done: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([done, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/** Sends `signal` to the child's process group; one already gone is ignored. */
export function signalProcessGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Gone already, or not a group leader (started without `detached`): signal the child alone.
    try {
      child.kill(signal);
    } catch {
      // gone
    }
  }
}

/** True once the child has exited (or was stopped by a signal). */
export function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Whether any process of the child's group is still there. */
function groupAlive(child: ChildProcess): boolean {
  if (!child.pid) return false;
  try {
    process.kill(-child.pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops the child's process group with SIGTERM — also when the child itself has already exited and left others
 * of its group running. What is still there after `graceMs` is killed (SIGKILL). Resolves once the child has exited
 * and its group is gone, or at most two seconds after the kill. (A process the system has not reaped yet still
 * counts as there, so under an init that does not reap, a stop waits out the grace period. The group's id is the
 * child's pid, which the system does not give to another process while any of the group is left.)
 */
export async function stopProcessGroup(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (!child.pid) return;
  const exited = hasExited(child) ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signalProcessGroup(child, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  await within(exited, graceMs);
  while (groupAlive(child) && Date.now() < deadline) await sleep(25);
  if (hasExited(child) && !groupAlive(child)) return;
  signalProcessGroup(child, 'SIGKILL');
  await within(exited, 2_000);
}
