/** The demo portal's page shell: head, header, product selector, security review banner, help bubble, footer. */
import { expect, test } from '@playwright/test';
import { ORG_NAME, PORTAL_TITLE, WIDTHS } from './helpers.ts';

test('the head has the title, description, canonical link, favicon and social preview tags', async ({ page, baseURL }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(`${ORG_NAME} ${PORTAL_TITLE}`);
  const head = page.locator('head');
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /Northwind Cloud/);
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`);
  await expect(head.locator('link[rel="icon"]')).toHaveAttribute('href', '/assets/logo.svg');
  await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', `${baseURL}/og-image.png`);
  await expect(head.locator('meta[property="og:image:type"]')).toHaveAttribute('content', 'image/png');
  await expect(head.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
  await expect(head.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
  const og = await page.request.get('/og-image.png');
  expect(og.headers()['content-type']).toBe('image/png');
  const png = await og.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the sticky header links the logo to the organisation website and shows the portal title', async ({ page }) => {
      await page.goto('/');
      const header = page.getByRole('banner');
      const logo = header.getByRole('link', { name: `${ORG_NAME} logo` });
      await expect(logo).toHaveAttribute('href', 'https://northwind.example');
      await expect(header.getByText(PORTAL_TITLE, { exact: true })).toBeVisible();
      await page.mouse.wheel(0, 2000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      expect((await header.boundingBox())!.y).toBe(0);
    });

    test('a logo that fails to load shows the building icon', async ({ page }) => {
      await page.route('**/assets/logo.svg', (route) => route.fulfill({ status: 404, body: '' }));
      await page.goto('/');
      const header = page.getByRole('banner');
      await expect(header.getByRole('img', { name: `${ORG_NAME} logo` }).locator('xpath=self::*[name()="svg"]')).toBeVisible();
    });

    test('the product selector lists products and links in a menu at most 300px tall, with a delayed tooltip', async ({ page }) => {
      await page.clock.install();
      await page.goto('/');
      // Time stands still from here: only runFor moves it.
      await page.clock.pauseAt(Date.now() + 5_000);
      const button = page.getByRole('button', { name: 'Product: Northwind Platform' });
      await button.click();
      const menu = page.getByRole('navigation', { name: 'Products' });
      await expect(menu).toBeVisible();
      await expect(menu).toHaveCSS('max-height', '300px');
      await expect(menu.getByRole('link')).toHaveText(['Northwind Platform', 'Northwind Analytics', 'System status', 'Security at Northwind']);
      await expect(menu.getByRole('link', { name: 'Northwind Platform' })).toHaveAttribute('aria-current', 'page');

      const tooltip = page.getByRole('banner').getByRole('tooltip');
      await menu.getByRole('link', { name: 'Northwind Analytics' }).hover();
      await page.clock.runFor(499);
      await expect(tooltip).toBeHidden();
      await page.clock.runFor(2);
      await expect(tooltip).toBeVisible();
      await expect(tooltip).toHaveText('Northwind Analytics');
      await menu.getByRole('link', { name: 'Northwind Platform' }).hover({ position: { x: 5, y: 5 } });
      await page.mouse.move(0, 0);
      await page.clock.runFor(399);
      await expect(tooltip).toBeVisible();
      await page.clock.runFor(2);
      await expect(tooltip).toBeHidden();
    });

    test('choosing a product opens its page and keeps permissionProfileId and accountId', async ({ page }) => {
      await page.goto('/?permissionProfileId=pp_demo&accountId=acc_demo&edit=true');
      await page.getByRole('button', { name: 'Product: Northwind Platform' }).click();
      await page.getByRole('navigation', { name: 'Products' }).getByRole('link', { name: 'Northwind Analytics' }).click();
      await expect(page).toHaveURL(/\/product\/analytics\?product=analytics&permissionProfileId=pp_demo&accountId=acc_demo$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Northwind Analytics');
      await expect(page.getByRole('button', { name: 'Product: Northwind Analytics' })).toBeVisible();
    });

    test('a productId in the address becomes its product slug', async ({ page }) => {
      await page.goto('/?productId=prod_analytics&accountId=acc_demo');
      await expect(page).toHaveURL(/\/product\/analytics\?accountId=acc_demo&product=analytics$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Northwind Analytics');
      await page.goto('/?productId=prod_platform');
      await expect(page).toHaveURL(/\/\?product=platform$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Northwind Platform');
    });

    test('"Start your security review" offers access to sensitive information and asking for information', async ({ page }) => {
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Start your security review' });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('link', { name: 'View & download sensitive information' })).toHaveAttribute('href', '?requestAccess=true');
      await expect(banner.getByRole('link', { name: 'Ask for information' })).toHaveAttribute('href', 'mailto:support@northwind.example');
    });

    test('the help bubble offers Contact support and Report issue by email', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Help' }).click();
      const bubble = page.getByRole('dialog', { name: 'Need help?' });
      await expect(bubble).toBeVisible();
      await expect(bubble.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', 'mailto:support@northwind.example');
      await expect(bubble.getByRole('link', { name: 'Report issue' })).toHaveAttribute('href', 'mailto:security@northwind.example');
      await page.keyboard.press('Escape');
      await expect(bubble).toBeHidden();
    });

    test('the footer carries the "Built on" branding at 140×34 and no cookie link without a banner', async ({ page }) => {
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      const branding = footer.getByRole('link', { name: 'Built on Glasshouse' });
      await expect(branding).toBeVisible();
      const logo = branding.getByRole('img', { name: 'Glasshouse' });
      await expect(logo).toHaveAttribute('width', '140');
      await expect(logo).toHaveAttribute('height', '34');
      await expect(footer.getByRole('link', { name: 'Updates feed' })).toHaveAttribute('href', '/updates.xml');
      await expect(footer.getByRole('button', { name: /cookie/i })).toHaveCount(0);
      expect(await page.locator('noscript').count()).toBe(0);
    });
  });
}
