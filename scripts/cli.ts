/**
 * The `glasshouse` command line (run through `scripts/glasshouse.mjs`). `main(argv)` returns the exit code (see
 * `EXIT` in commands/types.ts). Only the command list is loaded up front; a command's code is imported when it
 * runs, so `--help` answers at once.
 */
import { writeSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { COMMANDS, EXIT_CODES_HELP } from './commands/index.ts';
import { EXIT, UsageError, errorText, exitCodeOf, type CommandSpec, type Env, type Io } from './commands/types.ts';

export { COMMANDS };

export function usage(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    'Usage: glasshouse <command> [options]',
    '',
    'Commands:',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    "Run `glasshouse <command> --help` for a command's options.",
    'Configuration comes from environment variables (DATA_DIR, DATABASE_URL, PORT …); see the README.',
    '',
    EXIT_CODES_HELP,
  ].join('\n');
}

/** A command's help, with the exit codes. */
function commandHelp(command: CommandSpec): string {
  return `${command.help}\n\n${EXIT_CODES_HELP}`;
}

/**
 * Lines for standard output. To a terminal, each at once. To a pipe or a file (a server's log in production), the
 * lines of one turn of the event loop go out in one write when the turn ends, or once 64 KB wait: Node writes to
 * pipes and files synchronously, and a server logging a line per request would otherwise make a blocking write for
 * each. Whatever still waits when the process exits is written then.
 */
export function stdoutLines(): (line: string) => void {
  if (process.stdout.isTTY) return (line) => console.log(line);
  let waiting = '';
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (!waiting) return;
    const text = waiting;
    waiting = '';
    process.stdout.write(text);
  };
  // A reader that went away (`glasshouse … | head`) must not stop the process, as it does not with console.log.
  process.stdout.on('error', () => {});
  process.once('exit', () => {
    try {
      if (waiting) writeSync(1, waiting);
    } catch {
      // Nowhere left to write.
    }
  });
  return (line) => {
    waiting += `${line}\n`;
    if (waiting.length >= 64 * 1024) flush();
    else if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };
}

const consoleIo: Io = {
  out: stdoutLines(),
  err: (line) => console.error(line),
  // Progress lines are redrawn on standard error when it is a terminal (and not in CI, where logs are files).
  tty: process.stderr.isTTY === true && !process.env.CI,
  write: (text) => process.stderr.write(text),
};

export async function main(argv: string[], { env = process.env, io = consoleIo }: { env?: Env; io?: Io } = {}): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.out(usage());
    return name ? EXIT.ok : EXIT.usage;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    io.err(`Error: unknown command "${name}".\n\n${usage()}`);
    return EXIT.usage;
  }
  try {
    const parse = () => parseArgs({ args: rest, options: { ...command.options, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
    let parsed: ReturnType<typeof parse>;
    try {
      parsed = parse();
    } catch (error) {
      throw new UsageError(`${(error as Error).message}\n\n${command.help}`);
    }
    if (parsed.values.help) {
      io.out(commandHelp(command));
      return EXIT.ok;
    }
    const run = await command.load();
    await run({ positionals: parsed.positionals, values: parsed.values, env, io });
    return EXIT.ok;
  } catch (error) {
    io.err(`Error: ${errorText(error, env)}`);
    return exitCodeOf(error);
  }
}
