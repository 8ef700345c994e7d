/**
 * Running the `glasshouse` CLI as a child process, as a person does: the environment of a fresh shell (none of the
 * server's variables set but those given), and stopping a started server with its whole process group.
 */
import type { ChildProcess } from 'node:child_process';

/** This process's environment without the server's variables, plus `extra`. */
export function cliEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', SESSION_SECRET: '' };
  for (const name of ['DATABASE_URL', 'DATABASE_AUTH_TOKEN', 'OUTBOX_DIR', 'PUBLIC_URL', 'SMTP_URL', 'PORT', 'HOST', 'LOG_FORMAT', 'LOG_LEVEL'])
    delete env[name];
  return { ...env, ...extra };
}

/**
 * Stops a child started with `detached: true` and its process group (SIGTERM); one that has not stopped within 15 s
 * is killed, so it can never keep the test run alive.
 */
export async function stopProcessGroup(child: ChildProcess): Promise<void> {
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const killer = setTimeout(() => signal('SIGKILL'), 15_000);
  await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
  clearTimeout(killer);
}
