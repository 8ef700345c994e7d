import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Unit and integration tests (`npm run test:unit`). The config lives under `tests/` because the top level of the
 * repository is fixed by the product; `root` points back at the repository so paths resolve as from the top.
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    // Vitest's default leaves a core free (one worker on a 2-core machine); many integration files mostly wait on
    // child processes and servers, so every core gets a worker.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
