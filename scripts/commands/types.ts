/**
 * The shape of a `glasshouse` command, its input and output, and the exit codes. Kept free of heavy imports:
 * `glasshouse --help` loads only this file and the command list (`index.ts`), never a command's code.
 */

export type Env = Record<string, string | undefined>;

/** Where a command prints. */
export interface Io {
  /** One line on standard output. */
  out(line: string): void;
  /** One line on standard error. */
  err(line: string): void;
  /** True when standard error is a terminal a progress line can be redrawn on (not in CI, not piped). */
  tty?: boolean;
  /** Raw text on the terminal (no newline added): progress lines redraw themselves with it. */
  write?(text: string): void;
}

export type OptionSpec = Record<string, { type: 'string' | 'boolean'; short?: string }>;

export interface CommandInput {
  positionals: string[];
  values: Record<string, string | boolean | undefined>;
  env: Env;
  io: Io;
}

/** Runs a command. Resolves when it is done (exit code 0); throws to fail (see {@link exitCodeOf}). */
export type CommandRun = (input: CommandInput) => Promise<void>;

/** A command as `glasshouse --help` lists it; its code is loaded only when it runs. */
export interface CommandSpec {
  name: string;
  /** One line for the command list. */
  summary: string;
  /** Usage line and option help for `glasshouse <command> --help`. */
  help: string;
  options?: OptionSpec;
  /** Imports the command's module and returns its run function. */
  load(): Promise<CommandRun>;
}

/**
 * Exit codes of every command (documented in the README and in `glasshouse --help`).
 *
 *   0  success
 *   1  the command failed (a failed build, a broken audit chain, a manifest that does not verify …)
 *   2  usage: unknown command, unknown option, missing or extra argument
 *   3  configuration or environment: an invalid variable, an unsupported Node.js, a port in use, a data folder
 *      that cannot be written, a database that cannot be reached
 */
export const EXIT = { ok: 0, failure: 1, usage: 2, config: 3 } as const;

/** A failure to report as `Error: <message>` (exit code 1), without a stack trace. */
export class CliError extends Error {
  override name = 'CliError';
}

/** Wrong use of the command line (exit code 2): the message, then the command's usage. */
export class UsageError extends CliError {
  override name = 'UsageError';
}

/** The exit code for an error a command threw. */
export function exitCodeOf(error: unknown): number {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'UsageError') return EXIT.usage;
  if (name === 'ConfigError') return EXIT.config;
  return EXIT.failure;
}

/**
 * The text to show for any error a command threw. Errors are told apart by name, so this file imports none of
 * the modules that define them (the edge's AppError, zod's ZodError, the content folder's ContentDirError …).
 */
export function errorText(error: unknown, env: Env = process.env): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'ZodError' && Array.isArray((error as { issues?: unknown }).issues)) {
    const issues = (error as unknown as { issues: { path: PropertyKey[]; message: string }[] }).issues;
    return issues.map((i) => (i.path.length ? `${i.path.map(String).join('.')}: ${i.message}` : i.message)).join('\n');
  }
  if (['CliError', 'UsageError', 'ConfigError', 'ContentDirError', 'AppError'].includes(error.name)) return error.message;
  // Unexpected errors: the message, or the whole stack with GLASSHOUSE_DEBUG=1.
  return env.GLASSHOUSE_DEBUG ? (error.stack ?? error.message) : error.message;
}
