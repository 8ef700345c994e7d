/** The JavaScript budget: at most 15 KB gzip on the critical path of the home page and an item page. */
import { expect, test } from '@playwright/test';
import { measurePage, type ReadFile } from '../../../bench/page-weight.ts';

const BUDGET_GZIP = 15 * 1024;

for (const page of ['/', '/product/platform/iso-27001']) {
  test(`critical-path JavaScript of ${page} stays within 15 KB gzip`, async ({ request }) => {
    const read: ReadFile = async (path) => {
      const response = await request.get(path);
      return response.ok() ? new Uint8Array(await response.body()) : null;
    };
    const weight = await measurePage(read, page);
    expect(weight.criticalJs.raw).toBeGreaterThan(0); // the measurement found the page's scripts
    expect(weight.criticalJs.gzip, `critical JS files: ${weight.criticalFiles.join(', ')}`).toBeLessThanOrEqual(BUDGET_GZIP);
  });
}
