/**
 * The committed CI workflow (.github/workflows/publish.yml) runs the publish loop's commands: they must be
 * commands and options the CLI accepts, in the order the loop needs, listening for the event the Worker sends.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../scripts/commands/index.ts';
import { REPOSITORY_DISPATCH_EVENT } from '../../edge/services/deploy/deploy-hook.ts';

const WORKFLOW = readFileSync(new URL('../../.github/workflows/publish.yml', import.meta.url), 'utf8');

/** The arguments of every `npm run glasshouse -- …` in the workflow, in order (shell variables as `x`). */
function glasshouseRuns(): string[][] {
  return [...WORKFLOW.matchAll(/npm run glasshouse -- ([^|\n]+?)(?: 2>&1|\s*$)/gm)].map((m) =>
    m[1]!
      .trim()
      .replace(/"\$\w+"/g, 'x')
      .split(/\s+/),
  );
}

describe('.github/workflows/publish.yml', () => {
  it('runs glasshouse commands and options the CLI accepts', () => {
    const runs = glasshouseRuns();
    expect(runs.length).toBeGreaterThanOrEqual(4);
    for (const [name, ...args] of runs) {
      const command = COMMANDS.find((c) => c.name === name);
      expect(command, `glasshouse ${name}`).toBeDefined();
      expect(
        () => parseArgs({ args, options: command!.options ?? {}, allowPositionals: true, strict: true }),
        `glasshouse ${name} ${args.join(' ')}`,
      ).not.toThrow();
    }
  });

  it('builds the revision from the Worker, reports deploying, deploys, then reports live — or failed with the log', () => {
    const steps = glasshouseRuns().map((args) => args.join(' '));
    expect(steps[0]).toBe('build --from x --org x --revision x --out dist');
    expect(steps.slice(1)).toEqual([
      'cloudflare report --to x --org x --revision x --status deploying',
      'cloudflare report --to x --org x --revision x --status live --log publish.log',
      'cloudflare report --to x --org x --revision x --status failed --log publish.log',
    ]);
    expect(WORKFLOW.indexOf('npx wrangler deploy')).toBeGreaterThan(WORKFLOW.indexOf('--status deploying'));
    expect(WORKFLOW.indexOf('npx wrangler deploy')).toBeLessThan(WORKFLOW.indexOf('--status live'));
    expect(WORKFLOW).toMatch(/- name: Report failure\n\s+if: failure\(\)/);
  });

  it('listens for the Worker’s repository_dispatch event and the workflow_dispatch inputs it sends', () => {
    expect(WORKFLOW).toContain(`types: [${REPOSITORY_DISPATCH_EVENT}]`);
    for (const input of ['org:', 'revision:', 'worker_url:']) expect(WORKFLOW).toContain(input);
    for (const secret of ['GLASSHOUSE_DEPLOY_SECRET', 'MANIFEST_SIGNING_KEY', 'CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ACCOUNT_ID'])
      expect(WORKFLOW).toContain(`secrets.${secret}`);
  });
});
