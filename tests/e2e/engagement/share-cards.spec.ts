/**
 * Share popovers of one card, its drawer and an item page (visitor spec §2 "Share the {card kind label}"), at
 * 1280px and 390px: Copy link ("Copied!" for 3 s) with the card's or item's own link, LinkedIn, email, and the
 * notice of an unpublished portal. The popover's code loads only when a share button is first clicked.
 */
import { expect, test, type Page } from '@playwright/test';
import { WIDTHS } from './helpers.ts';
import { networkIdle } from '../support/network-idle.ts';

const ITEM_PATH = '/product/platform/iso-27001';

/** Requests for the share popover's module (loaded on the first click, never before). */
function shareModuleRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/share-anchor/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

async function expectInViewport(locator: ReturnType<Page['getByRole']>, width: number) {
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

for (const size of WIDTHS) {
  test.describe(`${size.name} (${size.width}px)`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('a card shares its own link: Copy link says "Copied!" for 3 seconds, LinkedIn and email carry it', async ({ page, context, baseURL }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const loaded = shareModuleRequests(page);
      // The page's clock, run by the test from the copy on: "for 3 seconds" is then exact on a loaded machine too.
      await page.clock.install();
      await page.goto('/');
      const card = page.getByRole('article', { name: 'Data Security' });
      const button = card.getByRole('button', { name: 'Share Data Security' });
      await button.scrollIntoViewIfNeeded();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(loaded, 'the popover code is not loaded before a click').toHaveLength(0);

      await button.click();
      const popover = page.getByRole('dialog', { name: 'Share the Data Security' });
      await expect(popover).toBeVisible();
      expect(loaded.length).toBeGreaterThan(0);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expectInViewport(popover, size.width);

      const cardUrl = `${baseURL}/#card-dataSecurity`;
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      await popover.getByRole('button', { name: 'Copy link' }).click();
      await expect(popover.getByRole('button', { name: 'Copied!' })).toBeVisible();
      await expect(popover.getByRole('status')).toHaveText('Link copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(cardUrl);
      // Still "Copied!" 2.9 s after the click, "Copy link" again at 3 s.
      await page.clock.runFor(2900);
      await expect(popover.getByRole('button', { name: 'Copied!' })).toBeVisible();
      await page.clock.runFor(100);
      await expect(popover.getByRole('button', { name: 'Copy link' })).toBeVisible();
      await page.clock.resume();

      const linkedIn = new URL((await popover.getByRole('link', { name: 'Share to LinkedIn' }).getAttribute('href'))!);
      expect(`${linkedIn.origin}${linkedIn.pathname}`).toBe('https://www.linkedin.com/sharing/share-offsite/');
      expect(linkedIn.searchParams.get('url')).toBe(cardUrl);
      await expect(popover.getByRole('link', { name: 'Share to LinkedIn' })).toHaveAttribute('target', '_blank');
      const mail = new URL((await popover.getByRole('link', { name: 'Share via email' }).getAttribute('href'))!);
      expect(mail.protocol).toBe('mailto:');
      expect(mail.searchParams.get('subject')).toBe('Share the Data Security');
      expect(mail.searchParams.get('body')).toBe(cardUrl);

      // A second click on the button closes it; another card's button opens that card's popover alone.
      await button.click();
      await expect(popover).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.click();
      await expect(popover).toBeVisible();
      await page.getByRole('article', { name: 'Application Security' }).getByRole('button', { name: 'Share Application Security' }).click();
      await expect(popover).toBeHidden();
      await expect(page.getByRole('dialog', { name: 'Share the Application Security' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Share the Application Security' })).toBeHidden();

      // The shared link lands on the card.
      await page.goto(cardUrl);
      await expect(card.getByRole('heading', { name: 'Data Security' })).toBeInViewport();
    });

    test("a card's drawer has the same share popover; Escape closes the popover and leaves the drawer open", async ({ page, baseURL }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Expand Application Security' }).click();
      const drawer = page.getByRole('dialog', { name: 'Application Security' });
      await expect(drawer).toBeVisible();
      await drawer.getByRole('button', { name: 'Share Application Security' }).click();
      const popover = page.getByRole('dialog', { name: 'Share the Application Security' });
      await expect(popover).toBeVisible();
      await expectInViewport(popover, size.width);
      const mail = new URL((await popover.getByRole('link', { name: 'Share via email' }).getAttribute('href'))!);
      expect(mail.searchParams.get('body')).toBe(`${baseURL}/#card-applicationSecurity`);

      await page.keyboard.press('Escape');
      await expect(popover).toBeHidden();
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('button', { name: 'Share Application Security' })).toBeFocused();
    });

    test('an item page shares the item\'s link as "Share the {card kind label}"', async ({ page, context, baseURL }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const loaded = shareModuleRequests(page);
      await page.goto(ITEM_PATH);
      const item = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1, name: 'ISO/IEC 27001:2022' }) });
      await networkIdle(page);
      expect(loaded).toHaveLength(0);
      await item.getByRole('button', { name: 'Share ISO/IEC 27001:2022' }).click();
      const popover = page.getByRole('dialog', { name: 'Share the Compliance' });
      await expect(popover).toBeVisible();
      await expectInViewport(popover, size.width);
      await popover.getByRole('button', { name: 'Copy link' }).click();
      await expect(popover.getByRole('button', { name: 'Copied!' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${ITEM_PATH}`);
      const linkedIn = new URL((await popover.getByRole('link', { name: 'Share to LinkedIn' }).getAttribute('href'))!);
      expect(linkedIn.searchParams.get('url')).toBe(`${baseURL}${ITEM_PATH}`);
      await expect(popover.getByText('Share links will be disabled until a public portal is published')).toHaveCount(0);

      // Outside press closes it.
      await page.getByRole('heading', { level: 1 }).click();
      await expect(popover).toBeHidden();
    });

    test('a share button of an unpublished portal says links are disabled and offers none', async ({ page }) => {
      await page.goto(ITEM_PATH);
      const button = page.getByRole('button', { name: 'Share ISO/IEC 27001:2022' });
      // What the admin's preview of a never-published portal renders (data-share-links-enabled="false").
      await button.evaluate((element) => element.setAttribute('data-share-links-enabled', 'false'));
      await button.click();
      const popover = page.getByRole('dialog', { name: 'Share the Compliance' });
      await expect(popover.getByText('Share links will be disabled until a public portal is published')).toBeVisible();
      await expect(popover.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
      await expect(popover.getByRole('link')).toHaveCount(0);
    });
  });
}
