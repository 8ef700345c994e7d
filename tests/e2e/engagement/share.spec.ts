/** The share control and popover "Share the {label}": copy link, LinkedIn, email — at 1280px and 390px. */
import { expect, test, type Page } from '@playwright/test';
import { WIDTHS, hydrated } from './helpers.ts';

/** The page's share button: in the floating control on large screens, in the card on small ones. */
function shareButton(page: Page, width: number) {
  return width >= 1280
    ? page.getByRole('complementary', { name: 'Share and subscribe' }).getByRole('button', { name: 'Share' })
    : page.getByRole('region', { name: 'Share and subscribe' }).getByRole('button', { name: 'Share' });
}

for (const size of WIDTHS) {
  test.describe(`${size.name} (${size.width}px)`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the share control sits where the screen size wants it', async ({ page }) => {
      await page.goto('/');
      const floating = page.getByRole('complementary', { name: 'Share and subscribe' });
      const card = page.getByRole('region', { name: 'Share and subscribe' });
      if (size.width >= 1280) {
        await expect(floating).toBeVisible();
        await expect(card).toBeHidden();
        // Left middle of the window.
        const box = (await floating.boundingBox())!;
        expect(box.x).toBeLessThan(40);
        expect(Math.abs(box.y + box.height / 2 - size.height / 2)).toBeLessThan(40);
        // In the margin beside the content, not over it.
        const content = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(content.x);
        await expect(floating.getByRole('button', { name: 'Subscribe' })).toBeVisible();
      } else {
        await expect(floating).toBeHidden();
        await expect(card).toBeVisible();
        await expect(card.getByRole('button', { name: 'Subscribe' })).toBeVisible();
      }
    });

    test('Copy link copies the page link and says "Copied!" for 3 seconds', async ({ page, context, baseURL }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto('/');
      await hydrated(page, 'ShareControl');
      await shareButton(page, size.width).click();
      const popover = page.getByRole('dialog', { name: 'Share the Trust Center' });
      await expect(popover).toBeVisible();
      await expect(popover.locator('[data-tip="Copy link to item"]')).toHaveCount(1);

      await popover.getByRole('button', { name: 'Copy link' }).click();
      await expect(popover.getByRole('button', { name: 'Copied!' })).toBeVisible();
      await expect(popover.getByRole('status')).toHaveText('Link copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/`);
      await expect(popover.getByRole('button', { name: 'Copy link' })).toBeVisible({ timeout: 4500 });

      await page.keyboard.press('Escape');
      await expect(popover).toBeHidden();
    });

    test('the share popover opens inside the window, without scrolling the page sideways', async ({ page }) => {
      await page.goto('/');
      await hydrated(page, 'ShareControl');
      await shareButton(page, size.width).click();
      const popover = page.getByRole('dialog', { name: 'Share the Trust Center' });
      await expect(popover).toBeVisible();
      const box = (await popover.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await expect(popover.getByRole('link', { name: /LinkedIn/ })).toBeInViewport();
    });

    test('a failed copy says to copy the link from the address bar', async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true });
      });
      await page.goto('/');
      await hydrated(page, 'ShareControl');
      await shareButton(page, size.width).click();
      const popover = page.getByRole('dialog', { name: 'Share the Trust Center' });
      await popover.getByRole('button', { name: 'Copy link' }).click();
      await expect(popover.getByRole('alert')).toHaveText('Copy link from the address bar');
      await expect(popover.locator('[data-tip="Copy link from the address bar"]')).toHaveCount(1);
      await expect(popover.getByRole('button', { name: 'Copied!' })).toHaveCount(0);
    });

    test('Share to LinkedIn opens the share URL in a new tab; Share via email drafts a mail with the link', async ({ page, context, baseURL }) => {
      await context.route('https://www.linkedin.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>LinkedIn</title>' }));
      await page.goto('/product/analytics');
      await hydrated(page, 'ShareControl');
      await shareButton(page, size.width).click();
      const popover = page.getByRole('dialog', { name: 'Share the Trust Center' });
      const pageUrl = `${baseURL}/product/analytics`;

      const linkedIn = popover.getByRole('link', { name: 'Share to LinkedIn' });
      await expect(linkedIn).toHaveAttribute('target', '_blank');
      const [tab] = await Promise.all([page.waitForEvent('popup'), linkedIn.click()]);
      await tab.waitForLoadState();
      const shared = new URL(tab.url());
      expect(`${shared.origin}${shared.pathname}`).toBe('https://www.linkedin.com/sharing/share-offsite/');
      expect(shared.searchParams.get('url')).toBe(pageUrl);
      await tab.close();

      const mail = new URL((await popover.getByRole('link', { name: 'Share via email' }).getAttribute('href'))!);
      expect(mail.protocol).toBe('mailto:');
      expect(mail.searchParams.get('subject')).toBe('Share the Trust Center');
      expect(mail.searchParams.get('body')).toBe(pageUrl);
      await expect(popover.getByText('Share links will be disabled until a public portal is published')).toHaveCount(0);
    });
  });
}
