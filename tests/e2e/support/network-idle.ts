/**
 * Waits until the page has loaded and fetched nothing for 500 ms. Playwright's own 'networkidle' state says so,
 * but on a loaded machine it has now and then never come although every request had finished (the trace showing
 * none pending), failing a test after its whole timeout. Past `wait` without it, the page's own record of what it
 * fetched (`performance`) must then stay unchanged for 500 ms.
 */
import type { Page } from '@playwright/test';

const QUIET_MS = 500;

export async function networkIdle(page: Page, wait = 15_000): Promise<void> {
  try {
    await page.waitForLoadState('networkidle', { timeout: wait });
    return;
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'TimeoutError') throw error;
  }
  await page.waitForLoadState('load');
  await page.evaluate(async (quietMs) => {
    // Past its default 250 entries the buffer would drop new ones, and the page would look quiet.
    performance.setResourceTimingBufferSize(100_000);
    let count = -1;
    let since = performance.now();
    for (;;) {
      const now = performance.getEntriesByType('resource').length;
      if (now !== count) {
        count = now;
        since = performance.now();
      } else if (performance.now() - since >= quietMs) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, QUIET_MS);
}
