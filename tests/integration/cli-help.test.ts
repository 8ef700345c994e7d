/**
 * The `glasshouse` command line outside the happy path: help, usage errors and their exit codes, and the Node.js
 * check that runs before anything is written. (How fast `--help` answers is measured by `npm run bench -- cli`.)
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../content/schemas/staff.ts';
import { COMMANDS, ROLE_NAMES } from '../../scripts/commands/index.ts';
import { supportedNode, unsupportedNodeMessage } from '../../scripts/lib/node-version.mjs';

const CLI = fileURLToPath(new URL('../../scripts/glasshouse.mjs', import.meta.url));

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'glasshouse-cli-help-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function glasshouse(args: string[], nodeArgs: string[] = [], extraEnv: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: path.join(dir, 'data'), SESSION_SECRET: '', DATABASE_URL: '', ...extraEnv };
  if (!('MALLOC_ARENA_MAX' in extraEnv)) delete env.MALLOC_ARENA_MAX;
  return new Promise((resolve) => {
    execFile(process.execPath, [...nodeArgs, CLI, ...args], { env, cwd: dir, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

describe('glasshouse --help', { timeout: 120_000 }, () => {
  it('lists every command and the exit codes; no command at all is a usage error', async () => {
    const help = await glasshouse(['--help']);
    expect(help.code).toBe(0);
    for (const command of COMMANDS) expect(help.stdout).toContain(`  ${command.name.padEnd(15)}  ${command.summary}`);
    expect(help.stdout).toContain('Exit codes:\n  0  success\n  1  the command failed');
    expect(help.stdout).toContain('  2  usage: unknown command or option');
    expect(help.stdout).toContain('  3  configuration or environment');

    const none = await glasshouse([]);
    expect(none.code).toBe(2);
    expect(none.stdout).toContain('Usage: glasshouse <command> [options]');
  });

  it("prints each command's usage and the exit codes with <command> --help, and touches no data folder", async () => {
    for (const command of COMMANDS) {
      const run = await glasshouse([command.name, '--help']);
      expect(run.code, command.name).toBe(0);
      expect(run.stdout, command.name).toContain(`Usage: glasshouse ${command.name}`);
      expect(run.stdout, command.name).toContain('Exit codes:');
    }
    expect(existsSync(path.join(dir, 'data'))).toBe(false);
  });

  it('answers an unknown option or a missing argument with exit code 2 and the usage', async () => {
    const option = await glasshouse(['publish', '--bogus']);
    expect(option.code).toBe(2);
    expect(option.stderr).toContain("Error: Unknown option '--bogus'");
    expect(option.stderr).toContain('Usage: glasshouse publish');

    const argument = await glasshouse(['rollback']);
    expect(argument.code).toBe(2);
    expect(argument.stderr.trim()).toBe('Error: Usage: glasshouse rollback <revision number> [--org <slug>]');
  });

  it('lists the roles add-staff accepts', () => {
    expect(ROLE_NAMES).toBe(ROLES.join('|'));
  });
});

describe.runIf(process.platform === 'linux' && typeof process.execve === 'function')('the server process on Linux', { timeout: 60_000 }, () => {
  // The preload runs in every image of the process: it prints the pid and the variable each time.
  const report = () => {
    const preload = path.join(dir, 'arena-report.mjs');
    writeFileSync(preload, "console.log('image pid=' + process.pid + ' arenas=' + (process.env.MALLOC_ARENA_MAX ?? 'unset'));\n");
    return preload;
  };
  const images = (stdout: string) => stdout.split('\n').filter((line) => line.startsWith('image '));

  it('runs with two malloc arenas: start replaces its own process (same pid) with MALLOC_ARENA_MAX=2', async () => {
    const run = await glasshouse(['start', '--help'], ['--import', report()]);
    expect(run.code).toBe(0);
    const [first, second, ...rest] = images(run.stdout);
    expect(first).toMatch(/^image pid=\d+ arenas=unset$/);
    expect(second).toBe(first!.replace('arenas=unset', 'arenas=2'));
    expect(rest).toEqual([]);
    expect(run.stdout).toContain('Usage: glasshouse start');
  });

  it("keeps an operator's own MALLOC_ARENA_MAX, and leaves the other commands alone", async () => {
    const own = await glasshouse(['start', '--help'], ['--import', report()], { MALLOC_ARENA_MAX: '4' });
    expect(images(own.stdout)).toEqual([expect.stringMatching(/ arenas=4$/)]);
    const other = await glasshouse(['publish', '--help'], ['--import', report()]);
    expect(images(other.stdout)).toEqual([expect.stringMatching(/ arenas=unset$/)]);
  });
});

describe('an unsupported Node.js', { timeout: 60_000 }, () => {
  it('is told in one sentence with exit code 3, before the data folder is touched', async () => {
    // Node.js 20 reports itself through process.version; the preload makes this Node.js say the same.
    const preload = path.join(dir, 'node20.mjs');
    writeFileSync(preload, "Object.defineProperty(process, 'version', { value: 'v20.20.2' });\n");
    const run = await glasshouse(['start'], ['--import', preload]);
    expect(run.code).toBe(3);
    expect(run.stderr.trim()).toBe(
      'Error: Glasshouse needs Node.js 22.18 or newer (24 LTS recommended, see .nvmrc), but this is Node.js v20.20.2: install a supported Node.js and run the command again.',
    );
    expect(existsSync(path.join(dir, 'data'))).toBe(false);
  });

  it('is told apart from a supported one', () => {
    for (const version of ['v20.20.2', 'v22.12.0', 'v22.17.1', 'v23.5.0', 'v18.0.0']) expect(supportedNode(version), version).toBe(false);
    for (const version of ['v22.18.0', 'v22.20.1', 'v23.6.0', 'v24.0.0', 'v26.1.0']) expect(supportedNode(version), version).toBe(true);
    expect(unsupportedNodeMessage('v20.1.0')).toContain('this is Node.js v20.1.0');
  });
});

describe('standard output through a pipe', { timeout: 60_000 }, () => {
  it('keeps every line, in order, when the process exits in the same turn', async () => {
    const cli = fileURLToPath(new URL('../../scripts/cli.ts', import.meta.url));
    const script = `const { stdoutLines } = await import(${JSON.stringify(cli)}); const out = stdoutLines(); for (let i = 0; i < 5000; i++) out('line ' + i); process.exit(0);`;
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile(process.execPath, ['--input-type=module', '-e', script], { timeout: 30_000, maxBuffer: 1 << 24 }, (error, out) =>
        error ? reject(error) : resolve(out),
      );
    });
    expect(stdout).toBe(Array.from({ length: 5000 }, (_, i) => `line ${i}\n`).join(''));
  });
});
