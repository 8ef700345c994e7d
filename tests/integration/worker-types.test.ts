/**
 * The Worker's `Env` type is generated from wrangler.toml by `wrangler types` (edge/worker-configuration.d.ts),
 * never written by hand: this fails when wrangler.toml changed and the file was not regenerated.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WRANGLER = path.join(ROOT, 'node_modules', '.bin', 'wrangler');

describe('edge/worker-configuration.d.ts', () => {
  it('is what `npm run types:worker` generates from wrangler.toml', async () => {
    const pkg = (await import('../../package.json', { with: { type: 'json' } })).default as { scripts: Record<string, string> };
    const args = pkg.scripts['types:worker']!.split(' ').slice(1);
    const run = await new Promise<{ code: number; output: string }>((resolve) => {
      execFile(
        WRANGLER,
        [...args, '--check'],
        { cwd: ROOT, env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' }, timeout: 120_000 },
        (error, stdout, stderr) => {
          resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: stdout + stderr });
        },
      );
    });
    expect(run.code, `Run \`npm run types:worker\` and commit edge/worker-configuration.d.ts.\n${run.output}`).toBe(0);
  }, 150_000);
});
