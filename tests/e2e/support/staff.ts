/**
 * Staff members for end-to-end tests, added with the `glasshouse add-staff` CLI against the test server's data
 * folder (the same SQLite database the server uses), as an operator would.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Adds (or updates) a staff member of the demo organisation. */
export function addStaffMember(email: string, role: 'admin' | 'editor' | 'viewer', name = ''): void {
  const dataDir = process.env.GLASSHOUSE_E2E_DATA_DIR;
  if (!dataDir) throw new Error('GLASSHOUSE_E2E_DATA_DIR is not set: run the tests with tests/e2e/playwright.config.ts');
  const args = ['scripts/glasshouse.mjs', 'add-staff', email, '--role', role, ...(name ? ['--name', name] : [])];
  execFileSync(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, ...(process.env.DATABASE_URL ? { DATABASE_URL: `file:${dataDir}/e2e.db` } : {}) },
    stdio: 'pipe',
  });
}
