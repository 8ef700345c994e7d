/**
 * Privacy of the demo portal, which configures no scripts and no cookie banner: browsing it sets no cookie, stores
 * nothing, and every request it makes goes to its own origin.
 */
import { expect, test } from '@playwright/test';
import { WIDTHS } from './helpers.ts';
import { networkIdle } from '../support/network-idle.ts';

for (const width of WIDTHS) {
  test(`at ${width}px: no cookies and no third-party requests while browsing`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const requests: string[] = [];
    context.on('request', (request) => requests.push(request.url()));

    await page.goto('/');
    await networkIdle(page);
    // Everything that loads later: scroll the whole page (lazy images, islands on visible), open the menus.
    for (let y = 0; y < 12_000; y += 600) await page.mouse.wheel(0, 600);
    await networkIdle(page);
    await page.getByRole('button', { name: 'Product: Northwind Platform' }).click();
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', { name: /View more/ })
      .first()
      .click();
    await page.keyboard.press('Escape');
    await page.goto('/product/platform/iso-27001');
    await networkIdle(page);

    const origin = new URL(baseURL!).origin;
    const elsewhere = requests.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:'));
    expect(elsewhere).toEqual([]);
    expect(requests.length).toBeGreaterThan(2);
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).toBe('');
    await context.close();
  });
}
