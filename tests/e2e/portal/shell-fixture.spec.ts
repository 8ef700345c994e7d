/**
 * The page shell's configurable parts, on a portal built from a fixture that turns them on (the demo leaves them
 * off): welcome modal, banner image, trust-updates bar, cookie banner with consent, Cookiebot's declaration,
 * help bubble to a site, no branding. At 390px and 1280px.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY } from '../../../site/lib/consent.ts';
import { serveFixtureSite, shellFixture, type FixtureSite } from './fixture-site.ts';
import { networkIdle } from '../support/network-idle.ts';

let site: FixtureSite;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  site = await serveFixtureSite(shellFixture());
});
test.afterAll(async () => {
  await site?.close();
});

const PNG_1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const THIRD_PARTY = /cookiebot\.com|googletagmanager\.com|google-analytics\.com/;

/** Every request the page makes that leaves the portal's own origin (answered locally, never sent out). */
async function recordThirdParty(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.route(
    (url) => url.origin !== new URL(site.url).origin,
    (route) => {
      seen.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    },
  );
  return seen;
}

/** The banner asset answers with an image (the fixture site serves no API). */
async function serveBanner(page: Page, status = 200) {
  await page.route('**/api/share/**/assets/**', (route) =>
    status === 200
      ? route.fulfill({ status, contentType: 'image/png', body: PNG_1x1 })
      : route.fulfill({ status, contentType: 'application/json', body: '{"status":404}' }),
  );
}

/** Opens the page with the welcome modal already acknowledged. */
async function openWelcomed(page: Page, path = '/') {
  await page.addInitScript(() => localStorage.setItem('glasshouse:welcomed:org-acme', '1'));
  await page.goto(site.url + path);
}

/** axe-core violations of serious or critical impact on the page as it is. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

for (const width of [390, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the welcome modal greets the visitor once, with the terms and privacy texts and "Let\'s Go"', async ({ page }) => {
      await recordThirdParty(page);
      await page.goto(site.url);
      const modal = page.getByRole('dialog', { name: "Welcome to Acme Cloud's Security Portal" });
      await expect(modal).toBeVisible();
      await expect(modal).toContainText(
        "By continuing, you agree to the Glasshouse Terms of Service and Privacy Notice, and to Acme Cloud's Terms of Service and Privacy Policy.",
      );
      await expect(modal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', 'https://acme.example/privacy');
      await modal.getByRole('button', { name: "Let's Go" }).click();
      await expect(modal).toBeHidden();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('dialog', { name: /Welcome to/ })).toBeHidden();
    });

    test('the banner image loads from the assets API at 1280×350, at most 350px tall', async ({ page }) => {
      await recordThirdParty(page);
      await serveBanner(page);
      const asset = page.waitForRequest((request) => request.url().includes('/api/share/'));
      await openWelcomed(page);
      expect(new URL((await asset).url()).pathname + new URL((await asset).url()).search).toBe('/api/share/org-acme/assets/hero_banner?v=3');
      const banner = page.locator('[data-banner] img');
      await expect(banner).toBeVisible();
      await expect(banner).toHaveAttribute('width', '1280');
      await expect(banner).toHaveAttribute('height', '350');
      expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(350);
    });

    test('the banner is hidden when its image fails to load', async ({ page }) => {
      await recordThirdParty(page);
      await serveBanner(page, 404);
      await openWelcomed(page);
      await expect(page.locator('[data-banner]')).toBeHidden();
    });

    test('the trust-updates bar announces a fresh update and opens it highlighted 200px from the top', async ({ page }) => {
      await recordThirdParty(page);
      await openWelcomed(page);
      const bar = page.getByRole('complementary', { name: 'Trust center update' });
      await expect(bar).toContainText(/New update:\s*New subprocessor added/);
      await bar.getByRole('link', { name: 'View update' }).click();
      await expect(page).toHaveURL(/\?tcuUid=topic-fresh$/);
      const topic = page.locator('[data-topic-id="topic-fresh"]');
      await expect(topic).toHaveAttribute('data-highlighted', 'true');
      await expect.poll(async () => Math.round((await topic.boundingBox())!.y)).toBe(200);
    });

    test('nothing third-party loads before consent; the choice is stored locally and loads only allowed scripts', async ({ page }) => {
      const thirdParty = await recordThirdParty(page);
      await openWelcomed(page);
      const banner = page.getByRole('region', { name: 'Your privacy choices' });
      await expect(banner).toBeVisible();
      await networkIdle(page);
      expect(thirdParty).toEqual([]);
      expect(await page.context().cookies()).toEqual([]);

      await banner.getByRole('button', { name: 'Reject all' }).click();
      await expect(banner).toBeHidden();
      // Strictly necessary only: the Cookiebot banner script, no analytics.
      await expect.poll(() => thirdParty.filter((u) => THIRD_PARTY.test(u)).map((u) => new URL(u).host)).toEqual(['consent.cookiebot.com']);
      const record = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY))!);
      expect(record.categories).toEqual({
        'strictly necessary': true,
        analytics: false,
        'marketing and advertising': false,
        'performance and functionality': false,
        'social media advertising': false,
      });

      // Changing the choice from the footer's cookie link: analytics now load.
      await page.getByRole('button', { name: 'Cookie Settings' }).click();
      const preferences = page.getByRole('dialog', { name: 'Cookie preferences' });
      await expect(preferences).toBeVisible();
      await expect(preferences.getByRole('checkbox', { name: /Strictly necessary/ })).toBeDisabled();
      await preferences.getByRole('checkbox', { name: /Analytics/ }).check();
      await preferences.getByRole('button', { name: 'Save preferences' }).click();
      await expect(preferences).toBeHidden();
      await expect.poll(() => thirdParty.some((u) => u.startsWith('https://www.googletagmanager.com/gtag/js?id=G-TEST123'))).toBe(true);
      await expect.poll(() => thirdParty.some((u) => u.startsWith('https://www.googletagmanager.com/gtm.js?id=GTM-TEST42'))).toBe(true);

      // A later visit applies the stored record without asking again.
      thirdParty.length = 0;
      await page.reload();
      await expect(page.getByRole('region', { name: 'Your privacy choices' })).toBeHidden();
      await expect.poll(() => thirdParty.some((u) => u.includes('gtag/js'))).toBe(true);
    });

    test('"View Cookie Declaration" opens the declaration dialog and loads it only then', async ({ page }) => {
      const thirdParty = await recordThirdParty(page);
      await openWelcomed(page);
      await page.getByRole('region', { name: 'Your privacy choices' }).getByRole('button', { name: 'Reject all' }).click();
      expect(thirdParty.some((u) => u.includes('/cd.js'))).toBe(false);
      await page.getByRole('button', { name: 'View Cookie Declaration' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cookie Declaration' });
      await expect(dialog).toBeVisible();
      await expect.poll(() => thirdParty).toContain('https://consent.cookiebot.com/cb-1234/cd.js');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    });

    test('the tag manager has a noscript frame, and the branding is off', async ({ page, request }) => {
      const html = await (await request.get(site.url)).text();
      expect(html).toMatch(/<noscript><iframe[^>]+src="https:\/\/www\.googletagmanager\.com\/ns\.html\?id=GTM-TEST42"/);
      await recordThirdParty(page);
      await openWelcomed(page);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('link', { name: /Built on/ })).toHaveCount(0);
    });

    test('no serious accessibility violation with the welcome modal, the consent banner or the cookie dialogs open', async ({ page }) => {
      await recordThirdParty(page);
      await serveBanner(page);
      await page.goto(site.url);
      await expect(page.getByRole('dialog', { name: /Welcome to/ })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: "Let's Go" }).click();

      await expect(page.getByRole('region', { name: 'Your privacy choices' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Customize' }).click();
      await expect(page.getByRole('dialog', { name: 'Cookie preferences' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Save preferences' }).click();

      await page.getByRole('button', { name: 'View Cookie Declaration' }).click();
      await expect(page.getByRole('dialog', { name: 'Cookie Declaration' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the help bubble offers Contact support on the configured site and Report issue by email', async ({ page }) => {
      await recordThirdParty(page);
      await openWelcomed(page);
      await page.getByRole('region', { name: 'Your privacy choices' }).getByRole('button', { name: 'Reject all' }).click();
      await page.getByRole('button', { name: 'Help' }).click();
      const bubble = page.getByRole('dialog', { name: 'Need help?' });
      await expect(bubble.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', 'https://help.acme.example/support');
      await expect(bubble.getByRole('link', { name: 'Report issue' })).toHaveAttribute('href', 'mailto:security@acme.example');
    });
  });
}
