import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_VARS, envVarsMarkdown } from '../../edge/node/config.ts';

const README = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');

describe('README', () => {
  it('documents every environment variable, in the table generated from ENV_VARS', () => {
    const table = /<!-- env-table:start -->\n([\s\S]*?)\n<!-- env-table:end -->/.exec(README)?.[1];
    expect(table).toBe(envVarsMarkdown());
    for (const v of ENV_VARS) expect(table).toContain(`\`${v.name}\``);
  });

  it('gives the two set-up commands and the demo admin', () => {
    expect(README).toContain('npm install && npm start');
    expect(README).toContain('npm test');
    expect(README).toContain('admin@example.com');
    expect(README).toContain('http://localhost:4321');
  });
});
