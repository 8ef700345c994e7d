/**
 * `npm run dev:worker` creates the Worker's local secrets file: from `.dev.vars.example`, with fresh random
 * values for SESSION_SECRET and GLASSHOUSE_DEPLOY_SECRET, and completes one that lacks them.
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureDevVars, readDotEnv } from '../../scripts/lib/cloudflare/dev.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'glasshouse-devvars-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('ensureDevVars', () => {
  it('creates the file from .dev.vars.example with random secrets (owner-only), and keeps them afterwards', () => {
    const file = path.join(dir, '.dev.vars');
    const first = ensureDevVars(ROOT, file);
    expect(first.generated).toEqual(['SESSION_SECRET', 'GLASSHOUSE_DEPLOY_SECRET']);
    expect(first.values.SESSION_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(first.values.GLASSHOUSE_DEPLOY_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(first.values.SESSION_SECRET).not.toBe(first.values.GLASSHOUSE_DEPLOY_SECRET);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // The example's comments come along, so the file explains itself.
    expect(readFileSync(file, 'utf8')).toContain('wrangler secret put');
    const second = ensureDevVars(ROOT, file);
    expect(second.generated).toEqual([]);
    expect(second.values).toEqual(first.values);
  });

  it('adds a missing or placeholder secret to an existing file and leaves the rest', () => {
    const file = path.join(dir, '.dev.vars');
    writeFileSync(file, 'SESSION_SECRET=replace-with-the-output-of-openssl-rand-hex-32\nMAIL_HTTP_API_KEY="key 1"\n');
    const { values, generated } = ensureDevVars(ROOT, file);
    expect(generated).toEqual(['SESSION_SECRET', 'GLASSHOUSE_DEPLOY_SECRET']);
    expect(readDotEnv(file)).toEqual(values);
    expect(values.MAIL_HTTP_API_KEY).toBe('key 1');
    expect(values.SESSION_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(file, 'utf8').match(/^SESSION_SECRET=/gm)).toHaveLength(1);
  });
});
