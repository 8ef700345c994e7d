/**
 * The `glasshouse` command line (run through `scripts/glasshouse.mjs`). `main(argv)` returns the exit code:
 * 0 on success, 1 on failure (with `Error: …` on stderr).
 */
import { parseArgs } from 'node:util';
import { addStaffCommand, exportCommand, importCommand, initCommand, seedDemoCommand } from './commands/content.ts';
import { buildCommand, publishCommand, rollbackCommand } from './commands/publishing.ts';
import { CliError, errorText, type Command, type Env, type Io } from './commands/shared.ts';
import { startCommand } from './commands/start.ts';
import { auditCommand } from './commands/audit.ts';
import { verifyManifestCommand } from './commands/verify-manifest.ts';

export const COMMANDS: Command[] = [
  initCommand,
  seedDemoCommand,
  addStaffCommand,
  publishCommand,
  rollbackCommand,
  importCommand,
  exportCommand,
  buildCommand,
  startCommand,
  verifyManifestCommand,
  auditCommand,
];

export function usage(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    'Usage: glasshouse <command> [options]',
    '',
    'Commands:',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Run `glasshouse <command> --help` for a command\'s options.',
    'Configuration comes from environment variables (DATA_DIR, DATABASE_URL, PORT …); see the README.',
  ].join('\n');
}

const consoleIo: Io = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
};

export async function main(argv: string[], { env = process.env, io = consoleIo }: { env?: Env; io?: Io } = {}): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.out(usage());
    return name ? 0 : 1;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    io.err(`Error: unknown command "${name}".\n\n${usage()}`);
    return 1;
  }
  try {
    let parsed;
    try {
      parsed = parseArgs({ args: rest, options: { ...command.options, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
    } catch (error) {
      throw new CliError(`${(error as Error).message}\n\n${command.help}`);
    }
    if (parsed.values.help) {
      io.out(command.help);
      return 0;
    }
    await command.run({ positionals: parsed.positionals, values: parsed.values, env, io });
    return 0;
  } catch (error) {
    io.err(`Error: ${errorText(error)}`);
    return 1;
  }
}
