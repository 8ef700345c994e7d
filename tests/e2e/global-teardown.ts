import { rm } from 'node:fs/promises';

/** Removes the temp data folder the config created for this run (kept when GLASSHOUSE_E2E_KEEP is set). */
export default async function globalTeardown(): Promise<void> {
  const dir = process.env.GLASSHOUSE_E2E_DATA_DIR;
  if (!dir || process.env.GLASSHOUSE_E2E_OWNS_DATA_DIR !== '1') return;
  if (process.env.GLASSHOUSE_E2E_KEEP) {
    console.log(`e2e data kept in ${dir}`);
    return;
  }
  // The web server is stopped after this runs and may still write; a folder left behind is only a temp folder.
  await rm(dir, { recursive: true, force: true, maxRetries: 3, retryDelay: 200 }).catch((error: unknown) => {
    console.warn(`could not remove ${dir}: ${error instanceof Error ? error.message : error}`);
  });
}
