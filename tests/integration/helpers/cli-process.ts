/**
 * Running the `glasshouse` CLI as a child process, as a person does: the environment of a fresh shell (none of the
 * server's variables set but those given), and stopping a started server with its whole process group.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { stopProcessGroup } from '../../../scripts/lib/processes.ts';

/** The `glasshouse` CLI's entry point. */
export const CLI = fileURLToPath(new URL('../../../scripts/glasshouse.mjs', import.meta.url));

/** This process's environment without the server's variables, plus `extra`. */
export function cliEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', SESSION_SECRET: '' };
  for (const name of ['DATABASE_URL', 'DATABASE_AUTH_TOKEN', 'OUTBOX_DIR', 'PUBLIC_URL', 'SMTP_URL', 'PORT', 'HOST', 'LOG_FORMAT', 'LOG_LEVEL'])
    delete env[name];
  return { ...env, ...extra };
}

/** Stops a started server and its process group; one not stopped within 15 s is killed, so it never keeps the run alive. */
export function stopServer(child: ChildProcess): Promise<void> {
  return stopProcessGroup(child, 15_000);
}

/** A `glasshouse` command started in its own process group, with what it has printed so far (stdout and stderr). */
export interface StartedCli {
  child: ChildProcess;
  output(): string;
}

/** Starts `glasshouse <args>` in `cwd` with `cliEnv(extra)`; stop it with `stopServer(started.child)`. */
export function startCli(args: string[], extra: Record<string, string>, cwd: string): StartedCli {
  const child = spawn(process.execPath, [CLI, ...args], { env: cliEnv(extra), cwd, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}
