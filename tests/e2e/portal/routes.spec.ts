/** Item routes and address parameters of the demo portal: item pages, itemUid, tcuUid, byoidJwt, notice pages, assets. */
import { expect, test } from '@playwright/test';
import { ORG_ID, WIDTHS } from './helpers.ts';
import { networkIdle } from '../support/network-idle.ts';

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('items live at /product/{product}/{slug} when there are several products', async ({ page }) => {
      const response = await page.goto('/product/platform/iso-27001');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('ISO/IEC 27001:2022');
      await expect(page.getByRole('button', { name: 'Product: Northwind Platform' })).toBeVisible();
      const other = await page.goto('/product/analytics/analytics-overview');
      expect(other?.status()).toBe(200);
      await expect(page.getByRole('button', { name: 'Product: Northwind Analytics' })).toBeVisible();
    });

    test('?itemUid= opens the item, keeping the other parameters', async ({ page }) => {
      await page.goto('/?itemUid=itm_pf_iso_27001&source=email');
      await expect(page).toHaveURL(/\/product\/platform\/iso-27001\?source=email$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('ISO/IEC 27001:2022');
    });

    test('an unknown itemUid stays on the page', async ({ page }) => {
      await page.goto('/?itemUid=itm_nothing');
      await networkIdle(page);
      await expect(page).toHaveURL(/\/\?itemUid=itm_nothing$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Northwind Cloud Trust Center');

      // Names every JavaScript object has are not items either.
      for (const uid of ['constructor', '__proto__', 'toString']) {
        await page.goto(`/?itemUid=${uid}`);
        await networkIdle(page);
        await expect(page).toHaveURL(new RegExp(`/\\?itemUid=${uid}$`));
        await expect(page.getByRole('heading', { level: 1 })).toContainText('Northwind Cloud Trust Center');
      }
    });

    test('?tcuUid= scrolls the update topic into view and highlights it', async ({ page }) => {
      await page.goto('/?tcuUid=tcu_soc2_2026');
      const topic = page.locator('[data-topic-id="tcu_soc2_2026"]');
      await expect(topic).toHaveAttribute('data-highlighted', 'true');
      await expect(topic).toBeInViewport();
      const { y, atBottom } = await topic.evaluate((el) => ({
        y: Math.round(el.getBoundingClientRect().top),
        atBottom: Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1,
      }));
      // 200px from the top, unless the page ends before it can scroll that far.
      expect(y === 200 || (atBottom && y > 200)).toBe(true);
    });

    test("an item page hands ?tcuUid= and ?subscribe=true to its product's page, which handles them", async ({ page }) => {
      await page.goto('/product/platform/iso-27001?tcuUid=tcu_soc2_2026');
      await expect(page).toHaveURL(/\/\?tcuUid=tcu_soc2_2026$/);
      await expect(page.locator('[data-topic-id="tcu_soc2_2026"]')).toHaveAttribute('data-highlighted', 'true');

      await page.goto('/product/analytics/soc-2-type-ii?subscribe=true');
      await expect(page).toHaveURL(/\/product\/analytics\?subscribe=true$/);
      await expect(page.getByRole('dialog', { name: "Subscribe to Northwind Cloud's updates" })).toBeVisible();
    });

    test('?tcuUid= of a topic on a later page of the updates card shows that page and highlights it', async ({ page }) => {
      await page.goto('/?tcuUid=tcu_trust_center_launch');
      const topic = page.locator('[data-topic-id="tcu_trust_center_launch"]');
      await expect(topic).toBeVisible();
      await expect(topic).toHaveAttribute('data-highlighted', 'true');
      await expect(topic).toBeInViewport();
    });

    test('byoidJwt on the public page goes to /byoid/{orgId}/welcome carrying it', async ({ page }) => {
      let seen = '';
      await page.route('**/byoid/**', (route) => {
        seen = route.request().url();
        return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>welcome</p>' });
      });
      await page.goto('/?byoidJwt=header.payload.signature');
      await expect(page).toHaveURL(new RegExp(`/byoid/${ORG_ID}/welcome\\?byoidJwt=header\\.payload\\.signature$`));
      expect(new URL(seen).searchParams.get('byoidJwt')).toBe('header.payload.signature');
    });
  });
}

test('the notice pages: no access, the generic error screen, page not found', async ({ page }) => {
  await page.goto('/no-access/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You don't have access to this page");

  await page.goto('/error/?message=The product could not be loaded.');
  await expect(page.getByRole('alert')).toContainText('Sorry, an error has occurred:');
  await expect(page.getByRole('alert')).toContainText('The product could not be loaded.');
  await page.goto('/error/?message=<img src=x onerror=alert(1)>');
  await expect(page.getByRole('alert')).toContainText('<img src=x onerror=alert(1)>');
  await page.goto('/error/');
  await expect(page.getByRole('alert')).toContainText('Unfortunately, an unknown error has occurred.');

  const missing = await page.goto('/no/such/page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('an unknown domain answers "Company not found"', async ({ request, baseURL }) => {
  const response = await request.get(`${baseURL}/`, { headers: { host: 'trust.nobody.example' } });
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('<h1>Company not found</h1>');
});

test('organisation assets are served from the assets API, 404 JSON when absent', async ({ request }) => {
  const logo = await request.get(`/api/share/${ORG_ID}/assets/logo.svg?v=0`);
  expect(logo.status()).toBe(200);
  expect(logo.headers()['content-type']).toBe('image/svg+xml');
  expect(logo.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const missing = await request.get(`/api/share/${ORG_ID}/assets/no_such_asset?v=1`);
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
});
