/**
 * Stopping a child process started with `detached: true` together with everything it started (its process group):
 * `glasshouse start`'s build workers, `wrangler dev`'s workerd. The CLI, its tests, the canary check and the
 * benchmarks all stop their servers this way, so none is ever left running behind them.
 */
import type { ChildProcess } from 'node:child_process';

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

/**
 * Stops the child's process group with SIGTERM; one still running after `graceMs` is killed (SIGKILL).
 * Resolves once the child has exited.
 */
export async function stopProcessGroup(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (hasExited(child) || !child.pid) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signalProcessGroup(child, 'SIGTERM');
  const killer = setTimeout(() => signalProcessGroup(child, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(killer);
}
